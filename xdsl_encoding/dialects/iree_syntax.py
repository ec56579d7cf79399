"""Pieces of syntax shared by IREE's host dialects (`util`, `hal`, `flow`, `iree_tensor_ext`).

IREE writes the dynamic sizes of a shaped value next to its type (`tensor<?x16xf32>{%d}`),
and every op that does so must be given exactly one index per `?` of that type.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, IndexType, IntegerAttr, ShapedType, TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import AttrSizedOperandSegments, IRDLOperation, operand_def, result_def, traits_def, var_operand_def
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.utils.hints import tensor_type_of

UNTIED = -1
"""A result that is not tied to an operand (`tied_operands` entry)."""


def parse_optional_dims(parser: Parser) -> list[UnresolvedOperand]:
    """`{%a, %b}` after a type, or nothing."""
    if parser.parse_optional_punctuation("{") is None:
        return []
    if parser.parse_optional_punctuation("}") is not None:
        return []
    dims = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation("}")
    return dims


def print_dims(printer: Printer, dims: Sequence[SSAValue]) -> None:
    if dims:
        printer.print_string("{")
        printer.print_list(dims, printer.print_operand)
        printer.print_string("}")


def parse_shaped_type(parser: Parser) -> tuple[Attribute, list[UnresolvedOperand]]:
    """`T{%a, %b}` (IREE's `custom<ShapedTypeDimensions>`): a type and the sizes of its `?` dims."""
    type_ = parser.parse_type()
    return type_, parse_optional_dims(parser)


def print_shaped_type(printer: Printer, type_: Attribute, dims: Sequence[SSAValue]) -> None:
    printer.print_attribute(type_)
    print_dims(printer, dims)


def parse_shaped_conversion(
    parser: Parser,
) -> tuple[Attribute, list[UnresolvedOperand], Attribute, list[UnresolvedOperand], dict[str, Attribute]]:
    """`T{%a} -> U{%b} [attributes {...}]`, after the `:` of a one-value op: both types, their dims, the attributes."""
    source_type, source_dims = parse_shaped_type(parser)
    parser.parse_punctuation("->")
    result_type, result_dims = parse_shaped_type(parser)
    return source_type, source_dims, result_type, result_dims, parse_attributes_with_keyword(parser)


def print_shaped_conversion(
    printer: Printer,
    source: SSAValue,
    source_dims: Sequence[SSAValue],
    result: SSAValue,
    result_dims: Sequence[SSAValue],
    attributes: dict[str, Attribute],
) -> None:
    """The inverse of `parse_shaped_conversion`."""
    print_shaped_type(printer, source.type, source_dims)
    printer.print_string(" -> ")
    print_shaped_type(printer, result.type, result_dims)
    printer.print_op_attributes(attributes, print_keyword=True)


def dynamic_rank(type_: Attribute) -> int:
    """The number of `?` dims of a shaped type (0 for anything else)."""
    if isinstance(type_, ShapedType):
        return sum(1 for size in type_.get_shape() if size == DYNAMIC_INDEX)
    return 0


def verify_dims(op_name: str, type_: Attribute, dims: Sequence[SSAValue], what: str) -> None:
    expected = dynamic_rank(type_)
    if len(dims) != expected:
        raise VerifyException(
            f"'{op_name}' {what} {type_} has {expected} dynamic dim(s) but {len(dims)} size(s) are given"
        )


def verify_list_dims(op_name: str, values: Sequence[SSAValue], dims: Sequence[SSAValue], what: str) -> None:
    """`dims` give exactly the `?` sizes of all `values`, in order (IREE's `verifyOpDynamicDims`)."""
    expected = sum(dynamic_rank(v.type) for v in values)
    if len(dims) != expected:
        raise VerifyException(f"'{op_name}' {what} have {expected} dynamic dim(s) but {len(dims)} size(s) are given")


def parse_keyword_or_string(parser: Parser) -> str:
    """An enum spelling: `Indirect` or `"ReadOnly|Indirect"`."""
    text = parser.parse_optional_str_literal()
    if text is not None:
        return text
    return parser.parse_identifier()


def parse_attributes_with_keyword(parser: Parser) -> dict[str, Attribute]:
    """`attributes {...}` or nothing (MLIR's attr-dict-with-keyword)."""
    attributes = parser.parse_optional_attr_dict_with_keyword()
    return dict(attributes.data) if attributes is not None else {}


def parse_optional_workload(parser: Parser) -> list[UnresolvedOperand]:
    """`[%a, %b]` (a dispatch's workload), or nothing."""
    if parser.parse_optional_punctuation("[") is None:
        return []
    if parser.parse_optional_punctuation("]") is not None:
        return []
    workload = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    parser.parse_punctuation("]")
    return workload


def print_workload(printer: Printer, workload: Sequence[SSAValue]) -> None:
    if workload:
        printer.print_string("[")
        printer.print_list(workload, printer.print_operand)
        printer.print_string("]")


def print_shaped_types(printer: Printer, types: Sequence[Attribute], dims: Sequence[SSAValue]) -> None:
    """`T, U{%a}, V{%b, %c}`: each type followed by the sizes of its `?` dims, taken in order."""
    rest = list(dims)
    for i, type_ in enumerate(types):
        if i:
            printer.print_string(", ")
        printer.print_attribute(type_)
        count = dynamic_rank(type_)
        print_dims(printer, rest[:count])
        rest = rest[count:]


def resolve(parser: Parser, operands: Sequence[UnresolvedOperand], type_: Attribute) -> list[SSAValue]:
    """All `operands` with one type (dims are `index`, fences are `!hal.fence`)."""
    return [parser.resolve_operand(operand, type_) for operand in operands]


def tied_operands_property(tied: Sequence[int]) -> dict[str, Attribute]:
    """The `tied_operands` property IREE's custom parsers set: one index per result (-1: not tied), none
    without results. Kept so that our generic print says what iree-opt's does."""
    return {"tied_operands": ArrayAttr(IntegerAttr(t, IndexType()) for t in tied)} if tied else {}


@dataclass
class ShapedFunctionType:
    """What `custom<ShapedFunctionType>` reads: `(T, U{%d}) -> (V{%e}, %arg as W)`."""

    argument_types: list[Attribute]
    argument_dims: list[UnresolvedOperand]
    result_types: list[Attribute]
    result_dims: list[UnresolvedOperand]
    tied: list[int]
    """One argument index per result, -1 for a result not tied to an argument."""


def parse_shaped_function_type(parser: Parser, arguments: Sequence[UnresolvedOperand]) -> ShapedFunctionType:
    """`(T, U{%d}) -> V` or `-> (V{%e}, %a as W{%f})`: a result named by an argument is tied to it."""
    names = [a.operand_name for a in arguments]
    signature = ShapedFunctionType([], [], [], [], [])
    for type_, dims in parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: parse_shaped_type(parser)):
        signature.argument_types.append(type_)
        signature.argument_dims.extend(dims)
    parser.parse_punctuation("->")

    def parse_result() -> None:
        operand = parser.parse_optional_unresolved_operand()
        index = UNTIED
        if operand is not None:
            if operand.operand_name not in names:
                parser.raise_error(f"tied operand not found for result reference {operand.operand_name}")
            index = names.index(operand.operand_name)
            if parser.parse_optional_keyword("as") is not None:
                type_ = parser.parse_type()
            elif index < len(signature.argument_types):
                type_ = signature.argument_types[index]
            else:
                parser.raise_error(f"the tied operand {operand.operand_name} has no type in the argument list")
        else:
            type_ = parser.parse_type()
        signature.result_types.append(type_)
        signature.result_dims.extend(parse_optional_dims(parser))
        signature.tied.append(index)

    parse_result_list(parser, parse_result)
    if len(signature.argument_types) != len(arguments):
        parser.raise_error(f"{len(arguments)} argument(s) but {len(signature.argument_types)} type(s)")
    return signature


def parse_result_list(parser: Parser, parse_result: Callable[[], object]) -> None:
    """The results after `->`, as MLIR's function types write them: one bare, or `()`, `(a, b)` in parentheses."""
    if parser.parse_optional_punctuation("(") is None:
        parse_result()
    elif parser.parse_optional_punctuation(")") is None:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_result)
        parser.parse_punctuation(")")


def print_shaped_function_type(
    printer: Printer,
    arguments: Sequence[SSAValue],
    argument_dims: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    result_dims: Sequence[SSAValue],
    tied: Sequence[int],
) -> None:
    """The inverse of `parse_shaped_function_type`; a tied result of its argument's type is just `%arg`."""
    printer.print_string("(")
    print_shaped_types(printer, [a.type for a in arguments], argument_dims)
    printer.print_string(") -> ")
    several = len(result_types) != 1
    if several:
        printer.print_string("(")
    dims = list(result_dims)
    for i, (result_type, index) in enumerate(zip(result_types, tied)):
        if i:
            printer.print_string(", ")
        if index != UNTIED:
            printer.print_operand(arguments[index])
            if arguments[index].type != result_type:
                printer.print_string(" as ")
                printer.print_attribute(result_type)
        else:
            printer.print_attribute(result_type)
        count = dynamic_rank(result_type)
        print_dims(printer, dims[:count])
        dims = dims[count:]
    if several:
        printer.print_string(")")


def tied_indices(tied: ArrayAttr[IntegerAttr] | None, count: int) -> list[int]:
    """The `tied_operands` property as a list (all untied when it is absent)."""
    if tied is None:
        return [UNTIED] * count
    return [int(t.value.data) for t in tied.data]


class ShapeChangeOp(IRDLOperation):
    """`%r = dialect.X %s : T{%a} -> U{%b}`: one value, dims on both sides (`flow.tensor.reshape`,
    `flow.tensor.bitcast`, `iree_tensor_ext.bitcast`, ...)."""

    source = operand_def(TensorType)
    source_dims = var_operand_def(IndexType)
    result_dims = var_operand_def(IndexType)
    result = result_def(TensorType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(Pure())

    assembly_format = (
        "$source `:` type($source) (`{` $source_dims^ `}`)? `->` type($result) (`{` $result_dims^ `}`)?"
        " attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        verify_dims(self.name, self.source.type, self.source_dims, "source type")
        verify_dims(self.name, self.result.type, self.result_dims, "result type")

    def source_and_result(self) -> tuple[TensorType[Attribute], TensorType[Attribute]]:
        return tensor_type_of(self.source), tensor_type_of(self.result)
