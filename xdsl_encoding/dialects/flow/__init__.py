"""IREE's `flow` dialect, the part around encodings: dispatch regions and workgroups, their
terminator (`dispatch.py`), and the tensor ops dispatch creation leaves on the host
(`tensor_ops.py`: `tensor.encode`, `tensor.reshape`, `tensor.bitcast`, `tensor.splat`,
`tensor.clone`, `tensor.load`, `tensor.store`, `dispatch.tie_shape`).
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.flow.dispatch import (
    UNTIED,
    DispatchRegionOp,
    DispatchWorkgroupsOp,
    ParameterNamedAttr,
    ReturnOp,
)
from xdsl_encoding.dialects.flow.tensor_ops import (
    DispatchTieShapeOp,
    TensorBitCastOp,
    TensorCloneOp,
    TensorEncodeOp,
    TensorLoadOp,
    TensorReshapeOp,
    TensorSplatOp,
    TensorStoreOp,
)

__all__ = [
    "UNTIED",
    "DispatchRegionOp",
    "DispatchTieShapeOp",
    "DispatchWorkgroupsOp",
    "Flow",
    "ParameterNamedAttr",
    "ReturnOp",
    "TensorBitCastOp",
    "TensorCloneOp",
    "TensorEncodeOp",
    "TensorLoadOp",
    "TensorReshapeOp",
    "TensorSplatOp",
    "TensorStoreOp",
]

Flow = Dialect(
    "flow",
    [
        ReturnOp,
        DispatchRegionOp,
        DispatchWorkgroupsOp,
        TensorEncodeOp,
        TensorReshapeOp,
        TensorBitCastOp,
        TensorSplatOp,
        TensorCloneOp,
        TensorLoadOp,
        TensorStoreOp,
        DispatchTieShapeOp,
    ],
    [ParameterNamedAttr],
)
