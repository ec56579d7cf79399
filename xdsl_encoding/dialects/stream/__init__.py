"""IREE's `stream` dialect: what `--compile-to=stream` prints and what its encoding passes read.

* `types.py`: `!stream.resource<lifetime>`, `!stream.timepoint`, `!stream.binding`, `!stream.file`,
  `#stream.parameter.named` (also written by `iree-import-onnx --externalize-params`);
* `tensor_ops.py`: `stream.tensor.*` (encoded tensors in resources: `sizeof`, `encode`, `dispatch`, ...);
* `async_ops.py`: `stream.async.*` (resources as values);
* `cmd_ops.py`: resources, files, timepoints and `stream.cmd.*` (byte ranges in execution regions);
* `executable.py`: `stream.executable`, its exports and `stream.binding.subspan`.

Syntax follows `compiler/src/iree/compiler/Dialect/Stream/IR/StreamOps.td` (b48a595).
"""

from xdsl.ir import Attribute, Dialect

from xdsl_encoding.dialects.stream.async_ops import (
    AsyncAllocaOp,
    AsyncCloneOp,
    AsyncConstantOp,
    AsyncSliceOp,
    AsyncSplatOp,
    AsyncTransferOp,
    AsyncUpdateOp,
)
from xdsl_encoding.dialects.stream.cmd_ops import (
    CmdConcurrentOp,
    CmdCopyOp,
    CmdDispatchOp,
    CmdExecuteOp,
    CmdFillOp,
    CmdSerialOp,
    FileConstantOp,
    FileReadOp,
    ResourceAllocaOp,
    ResourceAllocOp,
    ResourceDeallocaOp,
    ResourceSizeOp,
    ResourceTryMapOp,
    TimepointAwaitOp,
    TimepointChainExternalOp,
    TimepointExportOp,
    TimepointImmediateOp,
    TimepointImportOp,
    TimepointJoinOp,
    YieldOp,
)
from xdsl_encoding.dialects.stream.executable import (
    BindingSubspanOp,
    ExecutableEndOp,
    ExecutableExportOp,
    ExecutableOp,
    ReturnOp,
)
from xdsl_encoding.dialects.stream.tensor_ops import (
    TensorCloneOp,
    TensorConstantOp,
    TensorDispatchOp,
    TensorEmptyOp,
    TensorEncodeOp,
    TensorExportOp,
    TensorFillOp,
    TensorImportOp,
    TensorLoadOp,
    TensorSizeOfOp,
    TensorSliceOp,
    TensorSplatOp,
    TensorStoreOp,
    TensorUpdateOp,
)
from xdsl_encoding.dialects.stream.types import (
    BindingType,
    ChannelType,
    FileType,
    ParameterNamedAttr,
    ResourceType,
    TimepointType,
)

TENSOR_OPS = [
    TensorImportOp,
    TensorExportOp,
    TensorSizeOfOp,
    TensorEmptyOp,
    TensorConstantOp,
    TensorSplatOp,
    TensorCloneOp,
    TensorEncodeOp,
    TensorSliceOp,
    TensorFillOp,
    TensorUpdateOp,
    TensorDispatchOp,
    TensorLoadOp,
    TensorStoreOp,
]
ASYNC_OPS = [AsyncTransferOp, AsyncAllocaOp, AsyncConstantOp, AsyncSplatOp, AsyncCloneOp, AsyncSliceOp, AsyncUpdateOp]
CMD_OPS = [
    ResourceAllocOp,
    ResourceAllocaOp,
    ResourceDeallocaOp,
    ResourceSizeOp,
    ResourceTryMapOp,
    FileConstantOp,
    FileReadOp,
    TimepointImmediateOp,
    TimepointImportOp,
    TimepointExportOp,
    TimepointChainExternalOp,
    TimepointJoinOp,
    TimepointAwaitOp,
    YieldOp,
    CmdSerialOp,
    CmdConcurrentOp,
    CmdExecuteOp,
    CmdDispatchOp,
    CmdCopyOp,
    CmdFillOp,
]
EXECUTABLE_OPS = [ExecutableOp, ExecutableEndOp, ExecutableExportOp, ReturnOp, BindingSubspanOp]

ATTRIBUTES: list[type[Attribute]] = [
    ResourceType,
    TimepointType,
    BindingType,
    FileType,
    ChannelType,
    ParameterNamedAttr,
]

Stream = Dialect("stream", [*TENSOR_OPS, *ASYNC_OPS, *CMD_OPS, *EXECUTABLE_OPS], ATTRIBUTES)

__all__ = [
    "ASYNC_OPS",
    "ATTRIBUTES",
    "CMD_OPS",
    "EXECUTABLE_OPS",
    "TENSOR_OPS",
    "Stream",
    *(d.__name__ for d in (*TENSOR_OPS, *ASYNC_OPS, *CMD_OPS, *EXECUTABLE_OPS, *ATTRIBUTES)),  # pyright: ignore[reportUnsupportedDunderAll]
]
