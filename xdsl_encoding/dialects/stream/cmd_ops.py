"""`stream` at the command level (what `--compile-to=stream` prints): resources, files, timepoints, and
`cmd.execute` regions of `cmd.dispatch`/`copy`/`fill` on byte ranges.

`%t = stream.cmd.execute on(#a) await(%w) => with(%r as %arg0: !stream.resource<external>{%n}) {
  stream.cmd.dispatch @ex::@entry { ro %arg0[%c0 for %n] : !stream.resource<external>{%n} } } => !stream.timepoint`.
Syntax follows `StreamOps.td` (b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, IntegerType, SymbolRefAttr, UnitAttr, i1, i64
from xdsl.ir import Attribute
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
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, SingleBlockImplicitTerminator, ensure_terminator
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import (
    DispatchEntryPoints,
    DispatchResources,
    ExplicitResourceRegion,
    ShapedTypeList,
)
from xdsl_encoding.dialects.iree_syntax import parse_attributes_with_keyword
from xdsl_encoding.dialects.stream.types import FileType, ResourceType, TimepointType
from xdsl_encoding.dialects.util.buffers import BufferType

_ON = "(`on` `(` $affinity^ `)`)?"
_ARROW = "`=` `` `>`"
"""`=>`: xDSL's formats have no `=>` punctuation, so `=` then `>` with no space between."""
_AWAIT = f"(`await` `(` $await_timepoint^ `)` {_ARROW})?"
_AWAIT_OR_COLON = f"(`await` `(` $await_timepoint^ `)` {_ARROW}):(`:`)?"


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
    assembly_format = (
        f"`uninitialized` (`indeterminate` $indeterminate_lifetime^)? {_ON} {_AWAIT_OR_COLON} attr-dict "
        f"type($result) `{{` $storage_size `}}` {_ARROW} type($result_timepoint)"
    )


@irdl_op_definition
class ResourceDeallocaOp(IRDLOperation):
    name = "stream.resource.dealloca"
    operand = operand_def(ResourceType)
    operand_size = operand_def(IndexType)
    prefer_origin = opt_prop_def(UnitAttr)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)
    assembly_format = (
        f"(`origin` $prefer_origin^)? {_ON} {_AWAIT} $operand `:` type($operand) `{{` $operand_size `}}` "
        f"{_ARROW} type($result_timepoint) attr-dict"
    )


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
    source_offset = operand_def(i64)
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)
    assembly_format = (
        f"{_ON} {_AWAIT_OR_COLON} $source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` $length `:` "
        f"type($source) `->` type($target) `` `{{` $target_size `}}` {_ARROW} type($result_timepoint) "
        "attr-dict-with-keyword"
    )


# ---------------------------------------------------------------------------------------
# Timepoints
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class TimepointImmediateOp(IRDLOperation):
    name = "stream.timepoint.immediate"
    result_timepoint = result_def(TimepointType)
    assembly_format = f"attr-dict {_ARROW} type($result_timepoint)"


@irdl_op_definition
class TimepointImportOp(IRDLOperation):
    name = "stream.timepoint.import"
    imported = var_operand_def()
    affinity = opt_prop_def(Attribute)
    result_timepoint = result_def(TimepointType)
    assembly_format = (
        f"{_ON} $imported `:` `(` type($imported) `)` {_ARROW} type($result_timepoint) attr-dict-with-keyword"
    )


@irdl_op_definition
class TimepointExportOp(IRDLOperation):
    name = "stream.timepoint.export"
    await_timepoint = operand_def(TimepointType)
    affinity = opt_prop_def(Attribute)
    exported = var_result_def()
    assembly_format = f"{_ON} $await_timepoint {_ARROW} `(` type($exported) `)` attr-dict-with-keyword"


@irdl_op_definition
class TimepointChainExternalOp(IRDLOperation):
    name = "stream.timepoint.chain_external"
    await_timepoint = operand_def(TimepointType)
    external_values = var_operand_def()
    affinity = opt_prop_def(Attribute)
    assembly_format = (
        f"{_ON} $await_timepoint {_ARROW} `(` $external_values `:` type($external_values) `)` attr-dict-with-keyword"
    )


@irdl_op_definition
class TimepointJoinOp(IRDLOperation):
    name = "stream.timepoint.join"
    await_timepoints = var_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    assembly_format = f"`max` `(` $await_timepoints `)` {_ARROW} type($result_timepoint) attr-dict-with-keyword"


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
    assembly_format = (
        f"(`sync` $sync^)? $await_timepoint {_ARROW} $resource_operands `:` "
        "custom<ShapedTypeList>(type($resource_operands), type($awaited), $resource_operand_sizes) "
        "attr-dict-with-keyword"
    )
    custom_directives = (ShapedTypeList,)


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
    assembly_format = (
        "attr-dict ($resource_operands^ `:` custom<ShapedTypeList>(type($resource_operands), "
        "ref(type($resource_operands)), $resource_operand_sizes))?"
    )
    custom_directives = (ShapedTypeList,)


class _NestedCmdRegionOp(IRDLOperation):
    """`stream.cmd.serial { ... }` / `stream.cmd.concurrent { ... }`."""

    body = region_def("single_block")
    traits = lazy_traits_def(lambda: (SingleBlockImplicitTerminator(YieldOp),))

    # Hand-written: xDSL's `$body` would print the implicit `stream.yield` (MLIR's format elides it).
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
    assembly_format = (
        f"(`once` $once^)? {_ON} {_AWAIT} `with` `` custom<ExplicitResourceRegion>($resource_operands, "
        f"type($resource_operands), $resource_operand_sizes, $body) {_ARROW} type($result_timepoint) "
        "attr-dict-with-keyword"
    )
    custom_directives = (ExplicitResourceRegion,)

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
    assembly_format = (
        "custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? `` "
        "(`(` $uniform_operands^ `:` type($uniform_operands) `)`)? ` ` `{` "
        "custom<DispatchResources>($resources, type($resources), $resource_sizes, $resource_offsets, "
        "$resource_lengths, $resource_accesses) `\\n` `}` attr-dict-with-keyword"
    )
    custom_directives = (DispatchEntryPoints, DispatchResources)

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
