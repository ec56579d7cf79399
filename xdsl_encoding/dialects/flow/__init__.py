"""IREE's `flow` dialect, the part around encodings: dispatch regions and workgroups, their
terminator (`dispatch.py`), and the tensor ops dispatch creation leaves on the host
(`tensor_ops.py`: `tensor.encode`, `tensor.reshape`, `tensor.bitcast`, `tensor.splat`,
`tensor.clone`, `dispatch.tie_shape`; `access_ops.py`: `tensor.load`, `tensor.store`, `tensor.slice`, `tensor.update`).
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.flow.access_ops import TensorLoadOp, TensorSliceOp, TensorStoreOp, TensorUpdateOp
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
    TensorReshapeOp,
    TensorSplatOp,
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
    "TensorSliceOp",
    "TensorSplatOp",
    "TensorStoreOp",
    "TensorUpdateOp",
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
        TensorSliceOp,
        TensorUpdateOp,
        DispatchTieShapeOp,
    ],
    [ParameterNamedAttr],
)
