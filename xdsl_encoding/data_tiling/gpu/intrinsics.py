"""Moved to `xdsl_encoding.targets.gpu_intrinsics` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.gpu_intrinsics import GpuIntrinsic as GpuIntrinsic
from xdsl_encoding.targets.gpu_intrinsics import Layout as Layout
from xdsl_encoding.targets.gpu_intrinsics import intrinsic as intrinsic
