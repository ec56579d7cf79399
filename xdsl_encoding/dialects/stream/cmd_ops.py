"""`stream` at the command level (what `--compile-to=stream` prints): resources, files, timepoints, and
`cmd.execute` regions of `cmd.dispatch`/`copy`/`fill` on byte ranges.

`%t = stream.cmd.execute on(#a) await(%w) => with(%r as %arg0: !stream.resource<external>{%n}) {
  stream.cmd.dispatch @ex::@entry { ro %arg0[%c0 for %n] : !stream.resource<external>{%n} } } => !stream.timepoint`.
Syntax follows `StreamOps.td` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, IntegerType, SymbolRefAttr, UnitAttr, i1, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    SameVariadicOperandSize,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, SingleBlockImplicitTerminator, ensure_terminator
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_syntax import (
    parse_attributes_with_keyword,
    parse_optional_workload,
    print_workload,
)
from xdsl_encoding.dialects.stream.syntax import (
    access_names,
    access_property,
    parse_affinity,
    parse_entry_points,
    parse_fat_arrow,
    parse_sized,
    print_affinity,
    print_entry_points,
    print_sized,
)
from xdsl_encoding.dialects.stream.types import FileType, ResourceType, TimepointType
from xdsl_encoding.dialects.util.buffers import BufferType

_ON = "(`on` `(` $affinity^ `)`)?"


def _parse_await(parser: Parser, *, else_colon: bool = False) -> UnresolvedOperand | None:
    """`await(%t) =>`; with `else_colon`, a `:` stands where no await is (`(await(...) =>):(:)`)."""
    if parser.parse_optional_keyword("await") is None:
        if else_colon:
            parser.parse_punctuation(":")
        return None
    parser.parse_punctuation("(")
    timepoint = parser.parse_unresolved_operand()
    parser.parse_punctuation(")")
    parse_fat_arrow(parser)
    return timepoint


def _print_await(printer: Printer, timepoint: object, *, else_colon: bool = False) -> None:
    if timepoint is not None:
        printer.print_string(" await(")
        printer.print_operand(timepoint)  # pyright: ignore[reportArgumentType]
        printer.print_string(") =>")
    elif else_colon:
        printer.print_string(" :")


def _resolve_await(parser: Parser, timepoint: UnresolvedOperand | None) -> list[SSAValue]:
    return [] if timepoint is None else [parser.resolve_operand(timepoint, TimepointType())]


def _affinity(affinity: Attribute | None) -> dict[str, Attribute]:
    return {} if affinity is None else {"affinity": affinity}


# ---------------------------------------------------------------------------------------
# Resources and files
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class ResourceAllocOp(IRDLOperation):
    name = "stream.resource.alloc"
    storage_size = operand_def(IndexType)
    uninitialized = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    assembly_format = f"(`uninitialized` $uninitialized^)? {_ON} attr-dict `:` type($result) `{{` $storage_size `}}`"


@irdl_op_definition
class ResourceAllocaOp(IRDLOperation):
    """`%r, %t = stream.resource.alloca uninitialized on(#a) await(%w) => !stream.resource<transient>{%n} => !stream.timepoint`."""

    name = "stream.resource.alloca"
    storage_size = operand_def(IndexType)
    indeterminate_lifetime = opt_prop_def(UnitAttr)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)
    result_timepoint = result_def(TimepointType)

    @classmethod
    def parse(cls, parser: Parser) -> ResourceAllocaOp:
        parser.parse_keyword("uninitialized")
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("indeterminate") is not None:
            properties["indeterminate_lifetime"] = UnitAttr()
        properties.update(_affinity(parse_affinity(parser)))
        timepoint = _parse_await(parser, else_colon=True)
        attributes = parser.parse_optional_attr_dict()
        type_, size = parse_sized(parser)
        parse_fat_arrow(parser)
        timepoint_type = parser.parse_type()
        return cls.build(
            operands=[parser.resolve_operand(size, IndexType()), _resolve_await(parser, timepoint)],
            result_types=[type_, timepoint_type],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" uninitialized")
        if self.indeterminate_lifetime is not None:
            printer.print_string(" indeterminate")
        print_affinity(printer, self.affinity)
        _print_await(printer, self.await_timepoint, else_colon=True)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        print_sized(printer, self.result.type, self.storage_size)
        printer.print_string(" => ")
        printer.print_attribute(self.result_timepoint.type)


@irdl_op_definition
class ResourceDeallocaOp(IRDLOperation):
    name = "stream.resource.dealloca"
    operand = operand_def(ResourceType)
    operand_size = operand_def(IndexType)
    prefer_origin = opt_prop_def(UnitAttr)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)

    @classmethod
    def parse(cls, parser: Parser) -> ResourceDeallocaOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("origin") is not None:
            properties["prefer_origin"] = UnitAttr()
        properties.update(_affinity(parse_affinity(parser)))
        timepoint = _parse_await(parser)
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        type_, size = parse_sized(parser)
        parse_fat_arrow(parser)
        timepoint_type = parser.parse_type()
        attributes = parser.parse_optional_attr_dict()
        return cls.build(
            operands=[
                parser.resolve_operand(operand, type_),
                parser.resolve_operand(size, IndexType()),
                _resolve_await(parser, timepoint),
            ],
            result_types=[timepoint_type],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        if self.prefer_origin is not None:
            printer.print_string(" origin")
        print_affinity(printer, self.affinity)
        _print_await(printer, self.await_timepoint)
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(" : ")
        print_sized(printer, self.operand.type, self.operand_size)
        printer.print_string(" => ")
        printer.print_attribute(self.result_timepoint.type)
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class ResourceSizeOp(IRDLOperation):
    """`%n = stream.resource.size %r : !stream.resource<*>`: the byte size of a resource."""

    name = "stream.resource.size"
    operand = operand_def(ResourceType)
    affinity = opt_prop_def(Attribute)
    result = result_def(IndexType)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$operand attr-dict `:` type($operand)"


@irdl_op_definition
class ResourceTryMapOp(IRDLOperation):
    """`%ok, %r = stream.resource.try_map on(#a) %buffer[%o] : !util.buffer -> i1, !stream.resource<constant>{%n}`."""

    name = "stream.resource.try_map"
    source = operand_def(BufferType)
    source_offset = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    did_map = result_def(IntegerType)
    result = result_def(ResourceType)
    assembly_format = (
        f"{_ON} $source `[` $source_offset `]` `:` type($source) `->` type($did_map) `,` type($result) "
        "`` `{` $result_size `}` attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        if self.did_map.type != i1:
            raise VerifyException(f"'{self.name}' answers whether it mapped with an i1, not {self.did_map.type}")


@irdl_op_definition
class FileConstantOp(IRDLOperation):
    name = "stream.file.constant"
    source = operand_def(BufferType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_length = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(FileType)
    assembly_format = (
        f"{_ON} $source `[` $source_offset `for` $source_length `]` `:` type($source) `` `{{` $source_size `}}` "
        "`->` type($result) attr-dict-with-keyword"
    )


@irdl_op_definition
class FileReadOp(IRDLOperation):
    """`%t = stream.file.read on(#a) await(%w) => %file[%o], %r[%ro], %n : !stream.file -> R{%s} => !stream.timepoint`."""

    name = "stream.file.read"
    source = operand_def(FileType)
    source_offset = operand_def(IntegerType)
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)

    @classmethod
    def parse(cls, parser: Parser) -> FileReadOp:
        affinity = parse_affinity(parser)
        timepoint = _parse_await(parser, else_colon=True)
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        source_offset = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        target_offset = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        parser.parse_punctuation(",")
        length = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        target_type, target_size = parse_sized(parser)
        parse_fat_arrow(parser)
        timepoint_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        return cls.build(
            operands=[
                parser.resolve_operand(source, source_type),
                parser.resolve_operand(source_offset, i64),
                parser.resolve_operand(target, target_type),
                parser.resolve_operand(target_size, index),
                parser.resolve_operand(target_offset, index),
                parser.resolve_operand(length, index),
                _resolve_await(parser, timepoint),
            ],
            result_types=[timepoint_type],
            properties=_affinity(affinity),
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_affinity(printer, self.affinity)
        _print_await(printer, self.await_timepoint, else_colon=True)
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string("[")
        printer.print_operand(self.source_offset)
        printer.print_string("], ")
        printer.print_operand(self.target)
        printer.print_string("[")
        printer.print_operand(self.target_offset)
        printer.print_string("], ")
        printer.print_operand(self.length)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        print_sized(printer, self.target.type, self.target_size)
        printer.print_string(" => ")
        printer.print_attribute(self.result_timepoint.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)


# ---------------------------------------------------------------------------------------
# Timepoints
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class TimepointImmediateOp(IRDLOperation):
    name = "stream.timepoint.immediate"
    result_timepoint = result_def(TimepointType)
    assembly_format = "attr-dict `=` `` `>` type($result_timepoint)"


@irdl_op_definition
class TimepointImportOp(IRDLOperation):
    name = "stream.timepoint.import"
    imported = var_operand_def()
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)
    assembly_format = (
        f"{_ON} $imported `:` `(` type($imported) `)` `=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )


@irdl_op_definition
class TimepointExportOp(IRDLOperation):
    name = "stream.timepoint.export"
    await_timepoint = operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    exported = var_result_def()
    assembly_format = f"{_ON} $await_timepoint `=` `` `>` `(` type($exported) `)` attr-dict-with-keyword"


@irdl_op_definition
class TimepointChainExternalOp(IRDLOperation):
    name = "stream.timepoint.chain_external"
    await_timepoint = operand_def(TimepointType)
    external_values = var_operand_def()
    affinity = opt_prop_def(Attribute)
    assembly_format = (
        f"{_ON} $await_timepoint `=` `` `>` `(` $external_values `:` type($external_values) `)` attr-dict-with-keyword"
    )


@irdl_op_definition
class TimepointJoinOp(IRDLOperation):
    name = "stream.timepoint.join"
    await_timepoints = var_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    assembly_format = "`max` `(` $await_timepoints `)` `=` `` `>` type($result_timepoint) attr-dict-with-keyword"


@irdl_op_definition
class TimepointAwaitOp(IRDLOperation):
    """`%r = stream.timepoint.await sync %t => %a : !stream.resource<external>{%n}`: `%a` once `%t` is reached."""

    name = "stream.timepoint.await"
    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = operand_def(TimepointType)
    sync = opt_prop_def(UnitAttr)
    awaited = var_result_def(ResourceType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TimepointAwaitOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("sync") is not None:
            properties["sync"] = UnitAttr()
        timepoint = parser.parse_unresolved_operand()
        parse_fat_arrow(parser)
        resources = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        sized = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: parse_sized(parser))
        if len(sized) != len(resources):
            parser.raise_error(f"stream.timepoint.await: {len(resources)} resource(s) but {len(sized)} type(s)")
        attributes = parse_attributes_with_keyword(parser)
        return cls.build(
            operands=[
                [parser.resolve_operand(r, t) for r, (t, _) in zip(resources, sized)],
                [parser.resolve_operand(s, IndexType()) for _, s in sized],
                parser.resolve_operand(timepoint, TimepointType()),
            ],
            result_types=[[t for t, _ in sized]],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        if self.sync is not None:
            printer.print_string(" sync")
        printer.print_string(" ")
        printer.print_operand(self.await_timepoint)
        printer.print_string(" => ")
        printer.print_list(self.resource_operands, printer.print_operand)
        printer.print_string(" : ")
        printer.print_list(
            zip(self.awaited, self.resource_operand_sizes), lambda p: print_sized(printer, p[0].type, p[1])
        )
        printer.print_op_attributes(self.attributes, print_keyword=True)


# ---------------------------------------------------------------------------------------
# Command regions
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class YieldOp(IRDLOperation):
    """The terminator of `stream` regions (implicit in `cmd.execute`/`serial`/`concurrent`)."""

    name = "stream.yield"
    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    irdl_options = (SameVariadicOperandSize(),)
    traits = traits_def(IsTerminator())

    @classmethod
    def parse(cls, parser: Parser) -> YieldOp:
        attributes = parser.parse_optional_attr_dict()
        resources = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
            )
            or []
        )
        sized: list[tuple[Attribute, UnresolvedOperand]] = []
        if resources:
            parser.parse_punctuation(":")
            sized = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: parse_sized(parser))
        return cls.build(
            operands=[
                [parser.resolve_operand(r, t) for r, (t, _) in zip(resources, sized)],
                [parser.resolve_operand(s, IndexType()) for _, s in sized],
            ],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        if self.resource_operands:
            printer.print_string(" ")
            printer.print_list(self.resource_operands, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(
                zip(self.resource_operands, self.resource_operand_sizes),
                lambda p: print_sized(printer, p[0].type, p[1]),
            )


class _NestedCmdRegionOp(IRDLOperation):
    """`stream.cmd.serial { ... }` / `stream.cmd.concurrent { ... }`."""

    body = region_def("single_block")
    traits = lazy_traits_def(lambda: (SingleBlockImplicitTerminator(YieldOp),))

    @classmethod
    def parse(cls, parser: Parser) -> _NestedCmdRegionOp:
        body = parser.parse_region()
        attributes = parse_attributes_with_keyword(parser)
        op = cls.build(regions=[body], attributes=attributes)
        ensure_terminator(op, SingleBlockImplicitTerminator(YieldOp))
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=False)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class CmdSerialOp(_NestedCmdRegionOp):
    name = "stream.cmd.serial"


@irdl_op_definition
class CmdConcurrentOp(_NestedCmdRegionOp):
    name = "stream.cmd.concurrent"


@irdl_op_definition
class CmdExecuteOp(IRDLOperation):
    """`%t = stream.cmd.execute [once] on(#a) await(%w) => with(%r as %arg: R{%n}, ...) { ... } => !stream.timepoint`."""

    name = "stream.cmd.execute"
    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    once = opt_prop_def(UnitAttr)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)
    body = region_def("single_block")
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = lazy_traits_def(lambda: (SingleBlockImplicitTerminator(YieldOp),))

    @classmethod
    def parse(cls, parser: Parser) -> CmdExecuteOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("once") is not None:
            properties["once"] = UnitAttr()
        properties.update(_affinity(parse_affinity(parser)))
        timepoint = _parse_await(parser)
        parser.parse_keyword("with")
        operands: list[UnresolvedOperand] = []
        sizes: list[UnresolvedOperand] = []
        arguments: list[Parser.Argument] = []

        def capture() -> None:
            operands.append(parser.parse_unresolved_operand())
            parser.parse_keyword("as")
            argument = parser.parse_argument(expect_type=False)
            parser.parse_punctuation(":")
            type_, size = parse_sized(parser)
            arguments.append(Parser.Argument(argument.name, type_))
            sizes.append(size)

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, capture)
        body = parser.parse_region(arguments)
        parse_fat_arrow(parser)
        timepoint_type = parser.parse_type()
        attributes = parse_attributes_with_keyword(parser)
        op = cls.build(
            operands=[
                [parser.resolve_operand(o, a.type) for o, a in zip(operands, arguments)],  # pyright: ignore[reportArgumentType]
                [parser.resolve_operand(s, IndexType()) for s in sizes],
                _resolve_await(parser, timepoint),
            ],
            result_types=[timepoint_type],
            properties=properties,
            attributes=attributes,
            regions=[body],
        )
        ensure_terminator(op, SingleBlockImplicitTerminator(YieldOp))
        return op

    def print(self, printer: Printer) -> None:
        if self.once is not None:
            printer.print_string(" once")
        print_affinity(printer, self.affinity)
        _print_await(printer, self.await_timepoint)
        printer.print_string(" with(")
        block = self.body.block
        for i, (operand, argument, size) in enumerate(
            zip(self.resource_operands, block.args, self.resource_operand_sizes)
        ):
            if i:
                printer.print_string(", ")
            printer.print_operand(operand)
            printer.print_string(" as ")
            printer.print_operand(argument)
            printer.print_string(": ")
            print_sized(printer, argument.type, size)
        printer.print_string(") ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=False)
        printer.print_string(" => ")
        printer.print_attribute(self.result_timepoint.type)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        block = self.body.block
        if [a.type for a in block.args] != [o.type for o in self.resource_operands]:
            raise VerifyException(f"'{self.name}' region arguments must have the types of the captured resources")
        if len(self.resource_operand_sizes) != len(self.resource_operands):
            raise VerifyException(f"'{self.name}' needs one size per captured resource")


@irdl_op_definition
class CmdDispatchOp(IRDLOperation):
    """`stream.cmd.dispatch @ex::@entry[%w](%u : i32) { ro %r[%o for %n] : R{%s}, wo ... }`."""

    name = "stream.cmd.dispatch"
    workload = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    uniform_operands = var_operand_def()
    resources = var_operand_def(ResourceType)
    resource_sizes = var_operand_def(IndexType)
    resource_offsets = var_operand_def(IndexType)
    resource_lengths = var_operand_def(IndexType)
    resource_accesses = prop_def(ArrayAttr[IntegerAttr])
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> CmdDispatchOp:
        entries = parse_entry_points(parser)
        workload = parse_optional_workload(parser)
        uniforms: list[UnresolvedOperand] = []
        uniform_types: list[Attribute] = []
        if parser.parse_optional_punctuation("(") is not None:
            uniforms = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            uniform_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
        accesses: list[str] = []
        resources: list[
            tuple[UnresolvedOperand, UnresolvedOperand, UnresolvedOperand, Attribute, UnresolvedOperand]
        ] = []

        def resource() -> None:
            at = parser.pos
            access = parser.parse_identifier()
            if access not in ("ro", "wo", "rw"):
                parser.raise_error(f"stream.cmd.dispatch: expected ro, wo or rw, got {access}", at)
            accesses.append(access)
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation("[")
            offset = parser.parse_unresolved_operand()
            parser.parse_keyword("for")
            length = parser.parse_unresolved_operand()
            parser.parse_punctuation("]")
            parser.parse_punctuation(":")
            type_, size = parse_sized(parser)
            resources.append((value, offset, length, type_, size))

        parser.parse_comma_separated_list(parser.Delimiter.BRACES, resource)
        attributes = parse_attributes_with_keyword(parser)
        index = IndexType()
        if len(uniform_types) != len(uniforms):
            parser.raise_error(f"stream.cmd.dispatch: {len(uniforms)} operand(s) but {len(uniform_types)} type(s)")
        return cls.build(
            operands=[
                [parser.resolve_operand(w, index) for w in workload],
                [parser.resolve_operand(u, t) for u, t in zip(uniforms, uniform_types)],
                [parser.resolve_operand(r[0], r[3]) for r in resources],
                [parser.resolve_operand(r[4], index) for r in resources],
                [parser.resolve_operand(r[1], index) for r in resources],
                [parser.resolve_operand(r[2], index) for r in resources],
            ],
            properties={"entry_points": entries, "resource_accesses": access_property(accesses)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_entry_points(printer, self.entry_points)
        print_workload(printer, self.workload)
        if self.uniform_operands:
            printer.print_string("(")
            printer.print_list(self.uniform_operands, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([u.type for u in self.uniform_operands], printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" {")
        rows = zip(
            access_names(self.resource_accesses),
            self.resources,
            self.resource_offsets,
            self.resource_lengths,
            self.resource_sizes,
        )
        with printer.indented():
            for i, (access, value, offset, length, size) in enumerate(rows):
                printer.print_string("," if i else "")
                printer.print_string("\n")
                printer.print_string(f"{access} ", indent=0)
                printer.print_operand(value)
                printer.print_string("[")
                printer.print_operand(offset)
                printer.print_string(" for ")
                printer.print_operand(length)
                printer.print_string("] : ")
                print_sized(printer, value.type, size)
        printer.print_string("\n")
        printer.print_string("}")
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        count = len(self.resources)
        if not (len(self.resource_sizes) == len(self.resource_offsets) == len(self.resource_lengths) == count):
            raise VerifyException(f"'{self.name}' needs a size, an offset and a length per resource")
        if len(self.resource_accesses.data) != count:
            raise VerifyException(f"'{self.name}' needs one access (ro/wo/rw) per resource")


@irdl_op_definition
class CmdCopyOp(IRDLOperation):
    name = "stream.cmd.copy"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)
    assembly_format = (
        "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` $length `:` type($source) "
        "`` `{` $source_size `}` `->` type($target) `` `{` $target_size `}` attr-dict-with-keyword"
    )


@irdl_op_definition
class CmdFillOp(IRDLOperation):
    name = "stream.cmd.fill"
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)
    value = operand_def()
    assembly_format = (
        "$value `,` $target `[` $target_offset `for` $target_length `]` `:` type($value) `->` type($target) "
        "`` `{` $target_size `}` attr-dict-with-keyword"
    )
