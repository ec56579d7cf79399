"""IREE's `hal` dialect, the part that appears around encodings: tensor import/export at the
ABI boundary, fences and devices of the synchronous wrappers, interface bindings and push
constants of dispatches, and the device/target attributes (kept verbatim, see `verbatim.py`).

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/HAL/IR/HALOps.td` (b48a595).
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.hal.abi import (
    BufferViewDimOp,
    DevicesGetOp,
    FenceAwaitOp,
    FenceCreateOp,
    TensorBarrierOp,
    TensorExportOp,
    TensorImportOp,
)
from xdsl_encoding.dialects.hal.buffer_view import BufferViewAssertOp, ElementTypeOp, EncodingTypeOp
from xdsl_encoding.dialects.hal.interface import InterfaceBindingSubspanOp, InterfaceConstantLoadOp
from xdsl_encoding.dialects.hal.types import (
    BufferType,
    BufferViewType,
    DescriptorTypeAttr,
    DeviceAffinityAttr,
    DeviceAliasAttr,
    DeviceFallbackAttr,
    DeviceOptimalAttr,
    DeviceOrdinalAttr,
    DevicePromiseAttr,
    DeviceSelectAttr,
    DeviceTargetAttr,
    DeviceType,
    ExecutableTargetAttr,
    FenceType,
    PipelineBindingAttr,
    PipelineLayoutAttr,
)

HAL = Dialect(
    "hal",
    [
        TensorImportOp,
        TensorExportOp,
        TensorBarrierOp,
        BufferViewDimOp,
        DevicesGetOp,
        FenceCreateOp,
        FenceAwaitOp,
        InterfaceBindingSubspanOp,
        InterfaceConstantLoadOp,
        ElementTypeOp,
        EncodingTypeOp,
        BufferViewAssertOp,
    ],
    [
        BufferViewType,
        BufferType,
        FenceType,
        DeviceType,
        DeviceTargetAttr,
        ExecutableTargetAttr,
        DeviceAffinityAttr,
        DevicePromiseAttr,
        DeviceOptimalAttr,
        DeviceSelectAttr,
        DeviceOrdinalAttr,
        DeviceFallbackAttr,
        DeviceAliasAttr,
        PipelineLayoutAttr,
        PipelineBindingAttr,
        DescriptorTypeAttr,
    ],
)


__all__ = [
    "HAL",
    "BufferType",
    "BufferViewAssertOp",
    "BufferViewDimOp",
    "BufferViewType",
    "DescriptorTypeAttr",
    "DeviceAffinityAttr",
    "DeviceAliasAttr",
    "DeviceFallbackAttr",
    "DeviceOptimalAttr",
    "DeviceOrdinalAttr",
    "DevicePromiseAttr",
    "DeviceSelectAttr",
    "DeviceTargetAttr",
    "DeviceType",
    "DevicesGetOp",
    "ElementTypeOp",
    "EncodingTypeOp",
    "ExecutableTargetAttr",
    "FenceAwaitOp",
    "FenceCreateOp",
    "FenceType",
    "InterfaceBindingSubspanOp",
    "InterfaceConstantLoadOp",
    "PipelineBindingAttr",
    "PipelineLayoutAttr",
    "TensorBarrierOp",
    "TensorExportOp",
    "TensorImportOp",
]
