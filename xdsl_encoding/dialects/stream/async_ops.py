"""`stream.async.*`: resources as values, each op producing a new resource (copy-on-write by IREE's analysis).

Only the ops that the encoding tests and `--compile-to=stream` print are defined: `transfer` (between
affinities), `splat`, `clone`, `slice`, `update`, `copy`, `alloca`, `constant`. Byte offsets and sizes
are `index`; `[%o to %e]` ranges give the end, not the length. Syntax follows `StreamOps.td` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from xdsl_encoding.dialects.iree_syntax import parse_attributes_with_keyword
from xdsl_encoding.dialects.stream.syntax import (
    parse_affinity,
    parse_sized,
    parse_tied_result,
    print_affinity,
    print_sized,
    print_tied_result,
)
from xdsl_encoding.dialects.stream.types import ResourceType, TimepointType

_ON = "(`on` `(` $affinity^ `)`)?"


@irdl_op_definition
class AsyncTransferOp(IRDLOperation):
    """`%r = stream.async.transfer %s : R{%n} from(#a) -> to(#b) R'{%n}`: the same bytes on another device."""

    name = "stream.async.transfer"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    source_affinity = opt_prop_def(Attribute)
    target_affinity = opt_prop_def(Attribute)
    execution_affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = (
        "(`on` `(` $execution_affinity^ `)`)? $source `:` type($source) `` `{` $source_size `}` "
        "(`from` `(` $source_affinity^ `)`)? `->` (`to` `(` $target_affinity^ `)`)? type($result) `` `{` $result_size `}` "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncAllocaOp(IRDLOperation):
    name = "stream.async.alloca"
    storage_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = f"{_ON} attr-dict `:` type($result) `{{` $storage_size `}}`"


@irdl_op_definition
class AsyncConstantOp(IRDLOperation):
    name = "stream.async.constant"
    await_timepoint = opt_operand_def(TimepointType)
    value = prop_def(Attribute)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    traits = traits_def(Pure())
    assembly_format = (
        f"{_ON} (`await` `(` $await_timepoint^ `)`)? `:` type($result) `` `{{` $result_size `}}` `=` $value "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncSplatOp(IRDLOperation):
    name = "stream.async.splat"
    await_timepoint = opt_operand_def(TimepointType)
    value = operand_def()
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = (
        f"{_ON} (`await` `(` $await_timepoint^ `)`)? $value `:` type($value) `->` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncCloneOp(IRDLOperation):
    name = "stream.async.clone"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = (
        f"{_ON} $source `:` type($source) `` `{{` $source_size `}}` `->` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncSliceOp(IRDLOperation):
    name = "stream.async.slice"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = (
        f"{_ON} $source `[` $source_offset `to` $source_end `]` `:` type($source) `` `{{` $source_size `}}` `->` "
        "type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncUpdateOp(IRDLOperation):
    """`stream.async.update %u, %t[%o to %e] : R{%us} -> %t as R{%ts}`: `%t` with `%u`'s bytes at `%o`."""

    name = "stream.async.update"
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    update = operand_def(ResourceType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    @classmethod
    def parse(cls, parser: Parser) -> AsyncUpdateOp:
        affinity = parse_affinity(parser)
        update = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        offset = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        end = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        update_type, update_size = parse_sized(parser)
        parser.parse_punctuation("->")
        _, type_, size = parse_tied_result(parser)
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        return cls.build(
            operands=[
                parser.resolve_operand(target, type_),
                parser.resolve_operand(size, index),
                parser.resolve_operand(offset, index),
                parser.resolve_operand(end, index),
                parser.resolve_operand(update, update_type),
                parser.resolve_operand(update_size, index),
            ],
            result_types=[type_],
            properties={} if affinity is None else {"affinity": affinity},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_affinity(printer, self.affinity)
        printer.print_string(" ")
        printer.print_operand(self.update)
        printer.print_string(", ")
        printer.print_operand(self.target)
        printer.print_string("[")
        printer.print_operand(self.target_offset)
        printer.print_string(" to ")
        printer.print_operand(self.target_end)
        printer.print_string("] : ")
        print_sized(printer, self.update.type, self.update_size)
        printer.print_string(" -> ")
        print_tied_result(printer, self.target, self.result.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)
