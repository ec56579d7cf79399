"""The workgroup-count ops of `iree_tensor_ext` (IREE's `IREETensorExt_DispatchWorkgroupCountOp` in
`Dialect/TensorExt/IR/TensorExtOps.td`): placeholders a count region returns, resolved by codegen.

`%x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%w0, %w1)` and
`..._from_dag_root(...)`: the count a program slice of the workload, or the tiling of the dispatch's root
op, will give.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType
from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def, var_operand_def
from xdsl.traits import Pure


class DispatchWorkgroupCountOp(IRDLOperation):
    """IREE's `IREETensorExt_DispatchWorkgroupCountOp`: the workload in, the x, y, z counts out."""

    operands_ = var_operand_def(IndexType)
    x = result_def(IndexType)
    y = result_def(IndexType)
    z = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `(` $operands_ `)`"


@irdl_op_definition
class DispatchWorkgroupCountFromSliceOp(DispatchWorkgroupCountOp):
    name = "iree_tensor_ext.dispatch.workgroup_count_from_slice"


@irdl_op_definition
class DispatchWorkgroupCountFromDagRootOp(DispatchWorkgroupCountOp):
    name = "iree_tensor_ext.dispatch.workgroup_count_from_dag_root"
