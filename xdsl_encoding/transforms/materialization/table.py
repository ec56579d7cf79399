"""Which op the driver lowers itself, whatever the layout (`DRIVER_LOWERINGS`): calls, returns,
globals (`functions.py`), dispatch regions, workgroups, dispatches and dispatch tensors (`dispatch.py`),
loops carrying encoded tensors (`loops.py`)."""

from __future__ import annotations

from xdsl.dialects import func, scf

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.flow import DispatchOp, DispatchRegionOp, DispatchWorkgroupsOp, ReturnOp
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorStoreOp
from xdsl_encoding.transforms.materialization.dispatch import (
    lower_dispatch,
    lower_dispatch_region,
    lower_dispatch_tensor_load,
    lower_dispatch_tensor_store,
    lower_dispatch_workgroups,
    lower_region_return,
)
from xdsl_encoding.transforms.materialization.driver import Driver
from xdsl_encoding.transforms.materialization.functions import (
    lower_call,
    lower_global_load,
    lower_global_store,
    lower_return,
)
from xdsl_encoding.transforms.materialization.layout import LoweringTable
from xdsl_encoding.transforms.materialization.loops import lower_for, lower_yield

__all__ = ["DRIVER_LOWERINGS"]

DRIVER_LOWERINGS: LoweringTable[Driver, None] = LoweringTable()
DRIVER_LOWERINGS.register(func.ReturnOp, util.ReturnOp)(lower_return)
DRIVER_LOWERINGS.register(func.CallOp, util.CallOp)(lower_call)
DRIVER_LOWERINGS.register(util.GlobalLoadOp)(lower_global_load)
DRIVER_LOWERINGS.register(util.GlobalStoreOp)(lower_global_store)
DRIVER_LOWERINGS.register(DispatchRegionOp)(lower_dispatch_region)
DRIVER_LOWERINGS.register(ReturnOp)(lower_region_return)
DRIVER_LOWERINGS.register(DispatchWorkgroupsOp)(lower_dispatch_workgroups)
DRIVER_LOWERINGS.register(DispatchOp)(lower_dispatch)
DRIVER_LOWERINGS.register(DispatchTensorLoadOp)(lower_dispatch_tensor_load)
DRIVER_LOWERINGS.register(DispatchTensorStoreOp)(lower_dispatch_tensor_store)
DRIVER_LOWERINGS.register(scf.ForOp)(lower_for)
DRIVER_LOWERINGS.register(scf.YieldOp)(lower_yield)
