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
from xdsl.traits import Pure

from xdsl_encoding.dialects.stream.base import TiedTargetOp
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


class _AsyncResultOp(IRDLOperation):
    """A new `result` resource of `result_size` bytes, on `affinity` (after the subclass's own operands)."""

    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)


@irdl_op_definition
class AsyncConstantOp(_AsyncResultOp):
    name = "stream.async.constant"
    await_timepoint = opt_operand_def(TimepointType)
    value = prop_def(Attribute)
    traits = traits_def(Pure())
    assembly_format = (
        f"{_ON} (`await` `(` $await_timepoint^ `)`)? `:` type($result) `` `{{` $result_size `}}` `=` $value "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncSplatOp(_AsyncResultOp):
    name = "stream.async.splat"
    await_timepoint = opt_operand_def(TimepointType)
    value = operand_def()
    assembly_format = (
        f"{_ON} (`await` `(` $await_timepoint^ `)`)? $value `:` type($value) `->` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncCloneOp(_AsyncResultOp):
    name = "stream.async.clone"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    assembly_format = (
        f"{_ON} $source `:` type($source) `` `{{` $source_size `}}` `->` type($result) `` `{{` $result_size `}}` "
        "attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncSliceOp(_AsyncResultOp):
    name = "stream.async.slice"
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    assembly_format = (
        f"{_ON} $source `[` $source_offset `to` $source_end `]` `:` type($source) `` `{{` $source_size `}}` `->` "
        "type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )


@irdl_op_definition
class AsyncUpdateOp(TiedTargetOp):
    """`stream.async.update %u, %t[%o to %e] : R{%us} -> %t as R{%ts}`: `%t` with `%u`'s bytes at `%o`."""

    name = "stream.async.update"
    target = operand_def(TiedTargetOp.R)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    update = operand_def(ResourceType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(TiedTargetOp.R)
    assembly_format = (
        f"{_ON} $update `,` $target `[` $target_offset `to` $target_end `]` `:` type($update) `` `{{` $update_size `}}` "
        "`->` custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )
