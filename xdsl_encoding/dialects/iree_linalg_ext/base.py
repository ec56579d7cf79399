"""What the `iree_linalg_ext` ops share: the `yield` terminator, element types and ranks of
operands, and the checks on a comparator or combiner region."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import ContainerType, ShapedType, TensorType
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def, var_operand_def, var_result_def
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.utils.hints import tensor_type


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


class LinalgExtOp(IRDLOperation):
    """IREE's `IREELinalgExt_Op`: destination style, one tensor result per tensor `outs` operand."""

    results_ = var_result_def(TensorType)
    REGION_AND_RESULTS: ClassVar[str] = "$region (`->` type($results_)^)?"
    """The tail of every subclass's format: its body, then these results."""

    def verify_results(self, outs: Sequence[SSAValue]) -> None:
        """Destination style: one result per tensor `outs` operand, of its type (none on memrefs)."""
        expected = [v.type for v in outs if tensor_type(v.type) is not None]
        results = [r.type for r in self.results_]
        if results != expected:
            raise VerifyException(
                f"'{self.name}' expected result types ({', '.join(map(str, expected))}) (the tensor outs'), "
                f"found ({', '.join(map(str, results))})"
            )


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
