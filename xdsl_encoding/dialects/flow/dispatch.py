"""IREE's `flow` dispatch ops: `dispatch.region`, `dispatch.workgroups` and their terminator `return`.

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.{td,cpp}`
(b48a595): custom<ShapedFunctionType>, custom<DispatchWorkgroupBody>,
custom<DispatchWorkgroupsCountRegion>.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, TensorType
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import ShapedDispatchOp
from xdsl_encoding.dialects.iree_directives import (
    DispatchWorkgroupBody,
    DispatchWorkgroupsCountRegion,
    ShapedFunctionType,
    parse_count_region,
    print_count_region,
)
from xdsl_encoding.dialects.iree_syntax import (
    UNTIED,
    dynamic_rank,
    parse_attributes_with_keyword,
    parse_optional_workload,
    parse_shaped_type,
    print_shaped_types,
    print_workload,
    resolve,
    verify_list_dims,
)
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.dialects.util.functions import ReturnLikeOp
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr


@irdl_attr_definition
class ParameterNamedAttr(TypedVerbatimAttr):
    """`#flow.parameter.named<"scope"::"key">`: a global's value lives in a parameter file."""

    name = "flow.parameter.named"
    CHECKED = False  # a parameter reference, `"scope"::"key"`, is no attribute list


@irdl_op_definition
class ReturnOp(ReturnLikeOp):
    """`flow.return %a, %b : T, U`: ends dispatch regions and workgroup count regions."""

    name = "flow.return"
    traits = traits_def(IsTerminator(), Pure())


def verify_count_region(op_name: str, region: Region, return_type: type[Operation] | None = None) -> None:
    """Index arguments, and three index values returned (by `flow.return`, or by `return_type`)."""
    if not region.blocks:
        return
    for arg in region.block.args:
        if not isinstance(arg.type, IndexType):
            raise VerifyException(f"'{op_name}' workgroup count arguments must be index, got {arg.type}")
    last = region.block.last_op
    if (
        last is None
        or not isinstance(last, return_type or ReturnOp)
        or [v.type for v in last.operands] != [IndexType()] * 3
    ):
        raise VerifyException(f"'{op_name}' workgroup count region must return three index values")


@irdl_op_definition
class DispatchRegionOp(IRDLOperation):
    """`%r = flow.dispatch.region[%w] -> (tensor<?x4xf32>{%d}) { ...; flow.return %v : T }`.

    The body captures values from above (it is not isolated) and yields the results.
    """

    name = "flow.dispatch.region"
    result_dims = var_operand_def(IndexType)
    workload = var_operand_def(IndexType)
    result = var_result_def()
    body = region_def()
    workgroup_count = region_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    # Hand-written, as IREE's (hasCustomAssemblyFormat): the body's `flow.return` is implicit when it has no operands.
    @classmethod
    def parse(cls, parser: Parser) -> DispatchRegionOp:
        workload = parse_optional_workload(parser)
        types: list[Attribute] = []
        dims: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation("->") is not None:
            for type_, type_dims in parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parse_shaped_type(parser)
            ):
                types.append(type_)
                dims.extend(type_dims)
        attributes = parse_attributes_with_keyword(parser)
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        if not isinstance(body.block.last_op, ReturnOp):
            body.block.add_op(ReturnOp())
        count = parse_count_region(parser, "count")
        return cls.build(
            operands=[resolve(parser, dims, IndexType()), resolve(parser, workload, IndexType())],
            result_types=[types],
            regions=[body, count],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_workload(printer, self.workload)
        printer.print_string(" -> (")
        print_shaped_types(printer, [r.type for r in self.result], self.result_dims)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        terminator = self.body.block.last_op if self.body.blocks else None
        elide = isinstance(terminator, ReturnOp) and not terminator.operands and not terminator.attributes
        printer.print_region(self.body, print_block_terminators=not elide)
        print_count_region(printer, self.workgroup_count, " count")

    def verify_(self) -> None:
        verify_list_dims(self.name, self.result, self.result_dims, "results")
        if len(self.body.blocks) != 1 or self.body.block.args:
            raise VerifyException(f"'{self.name}' body must be one block without arguments")
        terminator = self.body.block.last_op
        if not isinstance(terminator, ReturnOp):
            raise VerifyException(f"'{self.name}' body must end with flow.return")
        if [v.type for v in terminator.operands] != [r.type for r in self.result]:
            raise VerifyException(f"'{self.name}' flow.return types must match the region's result types")
        verify_count_region(self.name, self.workgroup_count)


@irdl_op_definition
class DispatchWorkgroupsOp(ShapedDispatchOp):
    """`%r = flow.dispatch.workgroups[%w](%a, %b) : (T, U{%d}) -> V = (%x: !dispatch.tensor<readonly:T>, ...) {...}`.

    The body is isolated: block arguments are dispatch tensors (readonly for inputs, writeonly
    for results, readwrite for a result tied to an input) and plain values for scalars.
    """

    name = "flow.dispatch.workgroups"
    workgroup_body = region_def()
    workgroup_count = region_def()
    traits = traits_def(IsolatedFromAbove())

    # IREE's `\n` and three spaces print the body's arguments six columns in (xDSL's `\n` does not indent), and its
    # `` before the count region is left out: xDSL's `` would also drop the space the count region is printed after.
    assembly_format = (
        "(`[` $workload^ `]`)? `` `(` $arguments `)` `:` custom<ShapedFunctionType>(ref($arguments), type($arguments),"
        " $argument_dims, type($results_), $result_dims, $tied_operands) attr-dict-with-keyword"
        " `=` `\\n` ` ` ` ` ` ` ` ` ` ` ` ` custom<DispatchWorkgroupBody>(ref(type($arguments)), ref(type($results_)),"
        " $workgroup_body) custom<DispatchWorkgroupsCountRegion>($workgroup_count)"
    )
    custom_directives = (ShapedFunctionType, DispatchWorkgroupBody, DispatchWorkgroupsCountRegion)

    def verify_(self) -> None:
        tied = self.verify_tied()
        expected = sum(dynamic_rank(r.type) for r, t in zip(self.results_, tied) if t == UNTIED)
        tied_dims = sum(dynamic_rank(r.type) for r, t in zip(self.results_, tied) if t != UNTIED)
        if len(self.result_dims) not in (expected, expected + tied_dims):
            raise VerifyException(
                f"'{self.name}' results have {expected} dynamic dim(s) but {len(self.result_dims)} size(s) are given"
            )
        if len(self.workgroup_body.blocks) != 1:
            raise VerifyException(f"'{self.name}' body must be one block")
        block = self.workgroup_body.block
        untied = [r for r, t in zip(self.results_, tied) if t == UNTIED]
        if len(block.args) != len(self.arguments) + len(untied):
            raise VerifyException(
                f"'{self.name}' body takes one argument per operand and per untied result "
                f"({len(self.arguments) + len(untied)}), got {len(block.args)}"
            )
        for argument, block_arg in zip(self.arguments, block.args):
            _verify_io(self.name, argument.type, block_arg.type, ("readonly", "readwrite"))
        for result, block_arg in zip(untied, block.args[len(self.arguments) :]):
            _verify_io(self.name, result.type, block_arg.type, ("writeonly", "readwrite"))
        terminator = block.last_op
        if not isinstance(terminator, ReturnOp) or terminator.operands:
            raise VerifyException(f"'{self.name}' body must end with a flow.return without operands")
        verify_count_region(self.name, self.workgroup_count)


def _verify_io(op_name: str, outer: Attribute, inner: Attribute, modes: tuple[str, ...]) -> None:
    if isinstance(outer, TensorType):
        if not isinstance(inner, DispatchTensorType) or inner.mode not in modes or inner.tensor != outer:
            raise VerifyException(
                f"'{op_name}' a {outer} is seen in the body as a "
                f"!iree_tensor_ext.dispatch.tensor<{'|'.join(modes)}:{outer}>, got {inner}"
            )
    elif inner != outer:
        raise VerifyException(f"'{op_name}' a {outer} is seen in the body with its own type, got {inner}")
