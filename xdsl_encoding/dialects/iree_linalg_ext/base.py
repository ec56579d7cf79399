"""What the `iree_linalg_ext` ops share: the `yield` terminator, element types and ranks of
operands, and the checks on a comparator or combiner region."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import ContainerType, ShapedType
from xdsl.ir import Attribute, Region
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def, var_operand_def
from xdsl.parser import Parser
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException


def element(type_: Attribute) -> Attribute:
    """The element type of a shaped type, the type itself otherwise."""
    return cast(ContainerType[Attribute], type_).get_element_type() if isinstance(type_, ContainerType) else type_


def rank(type_: Attribute) -> int:
    return len(type_.get_shape()) if isinstance(type_, ShapedType) else 0


def shape(type_: Attribute) -> tuple[int, ...]:
    return tuple(type_.get_shape()) if isinstance(type_, ShapedType) else ()


def compatible(a: int, b: int) -> bool:
    """Two static sizes agree, or one is dynamic (`?`, negative)."""
    return a < 0 or b < 0 or a == b


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`iree_linalg_ext.yield %v : T`: ends the region of a linalg_ext op."""

    name = "iree_linalg_ext.yield"
    values_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($values_^ `:` type($values_))?"


def verify_region(op: IRDLOperation, region: Region, args: Sequence[Attribute], yields: Attribute) -> None:
    """`region` is one block taking `args` and ending in `iree_linalg_ext.yield` of one `yields`."""
    if len(region.blocks) != 1:
        raise VerifyException(f"'{op.name}' expects a region with one block")
    block = region.block
    found = [a.type for a in block.args]
    if found != list(args):
        raise VerifyException(
            f"'{op.name}' region must take ({', '.join(map(str, args))}), got ({', '.join(map(str, found))})"
        )
    last = block.last_op
    if not isinstance(last, YieldOp):
        raise VerifyException(f"'{op.name}' region must end with iree_linalg_ext.yield")
    if [v.type for v in last.values_] != [yields]:
        raise VerifyException(
            f"'{op.name}' region must yield one {yields}, got ({', '.join(str(v.type) for v in last.values_)})"
        )


def parse_region_and_results(parser: Parser) -> tuple[Region, list[Attribute]]:
    """`{ ^bb0(...): ... } [-> T1, T2]` (linalg_ext's result list has no parentheses)."""
    region = parser.parse_region()
    if parser.parse_optional_punctuation("->") is None:
        return region, []
    return region, parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
