"""`iree_tensor_ext.dispatch.workgroup_count_from_dag_root`: a count region's workgroup count, left for codegen.

`%x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_dag_root(%w0, %w1)` (IREE's
`Dialect/TensorExt/IR/TensorExtOps.td`): the count the tiling of the dispatch's root op will give, from
the workload; codegen resolves it as it does `workgroup_count_from_slice`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType
from xdsl.irdl import IRDLOperation, irdl_op_definition, result_def, traits_def, var_operand_def
from xdsl.traits import Pure


@irdl_op_definition
class DispatchWorkgroupCountFromDagRootOp(IRDLOperation):
    name = "iree_tensor_ext.dispatch.workgroup_count_from_dag_root"
    operands_ = var_operand_def(IndexType)
    x = result_def(IndexType)
    y = result_def(IndexType)
    z = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `(` $operands_ `)`"
