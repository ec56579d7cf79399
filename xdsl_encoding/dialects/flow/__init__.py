"""IREE's `flow` dialect, the part around encodings: dispatch regions and workgroups, their
terminator (`dispatch.py`), outlined executables and the dispatches that run them
(`executable.py`), and the tensor ops dispatch creation leaves on the host
(`tensor_ops.py`: `tensor.encode`, `tensor.reshape`, `tensor.bitcast`, `tensor.splat`,
`tensor.clone`, `dispatch.tie_shape`; `value_ops.py`: `tensor.empty`, `tensor.alloca`, `tensor.constant`,
`tensor.tie_shape`, `tensor.transfer`, `tensor.trace`; `access_ops.py`: `tensor.load`, `tensor.store`, `tensor.slice`, `tensor.update`).
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.flow.access_ops import TensorLoadOp, TensorSliceOp, TensorStoreOp, TensorUpdateOp
from xdsl_encoding.dialects.flow.barrier_ops import TensorBarrierOp, TensorDynamicConstantOp
from xdsl_encoding.dialects.flow.dispatch import DispatchRegionOp, DispatchWorkgroupsOp, ParameterNamedAttr, ReturnOp
from xdsl_encoding.dialects.flow.executable import (
    DispatchOp,
    ExecutableEndOp,
    ExecutableExportOp,
    ExecutableOp,
    lookup_export,
)
from xdsl_encoding.dialects.flow.tensor_ops import (
    DispatchTieShapeOp,
    TensorBitCastOp,
    TensorCloneOp,
    TensorEncodeOp,
    TensorReshapeOp,
    TensorSplatOp,
)
from xdsl_encoding.dialects.flow.value_ops import (
    TensorAllocaOp,
    TensorConstantOp,
    TensorEmptyOp,
    TensorTieShapeOp,
    TensorTraceOp,
    TensorTransferOp,
)
from xdsl_encoding.dialects.iree_syntax import UNTIED

__all__ = [
    "UNTIED",
    "DispatchOp",
    "DispatchRegionOp",
    "DispatchTieShapeOp",
    "DispatchWorkgroupsOp",
    "ExecutableEndOp",
    "ExecutableExportOp",
    "ExecutableOp",
    "Flow",
    "ParameterNamedAttr",
    "ReturnOp",
    "TensorAllocaOp",
    "TensorBarrierOp",
    "TensorBitCastOp",
    "TensorCloneOp",
    "TensorConstantOp",
    "TensorDynamicConstantOp",
    "TensorEmptyOp",
    "TensorEncodeOp",
    "TensorLoadOp",
    "TensorReshapeOp",
    "TensorSliceOp",
    "TensorSplatOp",
    "TensorStoreOp",
    "TensorTieShapeOp",
    "TensorTraceOp",
    "TensorTransferOp",
    "TensorUpdateOp",
    "lookup_export",
]

Flow = Dialect(
    "flow",
    [
        ReturnOp,
        DispatchRegionOp,
        DispatchWorkgroupsOp,
        ExecutableOp,
        ExecutableEndOp,
        ExecutableExportOp,
        DispatchOp,
        TensorEncodeOp,
        TensorReshapeOp,
        TensorBitCastOp,
        TensorSplatOp,
        TensorCloneOp,
        TensorLoadOp,
        TensorStoreOp,
        TensorSliceOp,
        TensorUpdateOp,
        DispatchTieShapeOp,
        TensorEmptyOp,
        TensorAllocaOp,
        TensorConstantOp,
        TensorTieShapeOp,
        TensorTransferOp,
        TensorBarrierOp,
        TensorDynamicConstantOp,
        TensorTraceOp,
    ],
    [ParameterNamedAttr],
)
