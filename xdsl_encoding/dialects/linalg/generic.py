"""`linalg.generic` with any number of results.

xDSL 0.74 prints `-> (tensor<...>, tensor<...>)` for a multi-result generic but cannot parse it back
(it reads the parenthesized list as a function type), and does not check that the results match the
tensor outputs. This subclass of xDSL's `GenericOp` (so every `isinstance` check on it still holds)
parses MLIR's `-> T` and `-> (T1, T2)` and adds MLIR's result checks.
MLIR: https://mlir.llvm.org/docs/Dialects/Linalg/#linalggeneric-linalggenericop
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, ShapedType, StringAttr, TensorType
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute
from xdsl.irdl import irdl_op_definition, opt_prop_def, prop_def, region_def, var_operand_def, var_result_def
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.linalg.syntax import parse_operand_group, parse_optional_result_types
from xdsl_encoding.utils.hints import tensor_type


@irdl_op_definition
class GenericOp(xdsl_linalg.GenericOp):
    """xDSL's `linalg.generic`, parsing multi-result syntax and verifying the results."""

    name = "linalg.generic"

    # xDSL's GenericOp already turned these into accessors: declare them again to redefine the op.
    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    res = var_result_def(TensorType)
    body = region_def("single_block")
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    doc = opt_prop_def(StringAttr)
    library_call = opt_prop_def(StringAttr)
    # (irdl_options, with AttrSizedOperandSegments, come from xDSL's GenericOp)

    def verify_(self) -> None:
        tensor_outputs = [o.type for o in self.outputs if tensor_type(o.type) is not None]
        result_types = [r.type for r in self.res]
        if len(result_types) != len(tensor_outputs):
            raise VerifyException(
                f"expected the number of results ({len(result_types)}) to equal the number of tensor outputs "
                f"({len(tensor_outputs)})"
            )
        for index, (result, output) in enumerate(zip(result_types, tensor_outputs)):
            if result != output:
                raise VerifyException(f"expected result #{index} of type {output}, found {result}")
        LinalgStructuredOperation.verify_(self)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        pos = parser.pos
        attrs = parser.parse_optional_attr_dict()
        indexing_maps = attrs.pop("indexing_maps", None)
        iterator_types = attrs.pop("iterator_types", None)
        doc = attrs.pop("doc", None)
        library_call = attrs.pop("library_call", None)
        if not isinstance(indexing_maps, ArrayAttr) or not all(
            isinstance(m, AffineMapAttr)
            for m in indexing_maps.data  # pyright: ignore[reportUnknownVariableType, reportUnknownMemberType]
        ):
            parser.raise_error("linalg.generic: expected indexing_maps, an array of affine maps", pos, parser.pos)
        iterators = _iterator_types(parser, iterator_types, pos)
        if doc is not None and not isinstance(doc, StringAttr):
            parser.raise_error("linalg.generic: expected doc to be a string", pos, parser.pos)
        if library_call is not None and not isinstance(library_call, StringAttr):
            parser.raise_error("linalg.generic: expected library_call to be a string", pos, parser.pos)
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        extra: dict[str, Attribute] = attrs  # MLIR accepts other attributes in either dictionary
        if parser.parse_optional_keyword("attrs"):
            parser.parse_punctuation("=")
            extra |= parser.expect(parser.parse_optional_attr_dict, "expected extra attributes")
        body = parser.parse_region()
        res_types = parse_optional_result_types(parser)
        maps: ArrayAttr[AffineMapAttr] = indexing_maps  # pyright: ignore[reportUnknownVariableType]
        generic = cls(ins, outs, body, maps, iterators, res_types, doc, library_call)
        generic.attributes |= extra
        return generic


def _iterator_types(parser: Parser, value: Attribute | None, pos: int) -> list[IteratorTypeAttr]:
    """`["parallel", "reduction"]` or `[#linalg.iterator_type<parallel>, ...]`."""
    if not isinstance(value, ArrayAttr):
        parser.raise_error("linalg.generic: expected iterator_types, an array", pos, parser.pos)
    iterators: list[IteratorTypeAttr] = []
    for item in value.data:  # pyright: ignore[reportUnknownVariableType, reportUnknownMemberType]
        if isinstance(item, IteratorTypeAttr):
            iterators.append(item)
        elif isinstance(item, StringAttr) and item.data in {str(t) for t in IteratorType}:
            iterators.append(IteratorTypeAttr(IteratorType(item.data)))
        else:
            parser.raise_error(f"linalg.generic: unknown iterator type {item}", pos, parser.pos)
    return iterators
