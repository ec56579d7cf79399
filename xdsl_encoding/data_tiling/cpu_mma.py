"""Moved to `xdsl_encoding.targets.cpu_mma` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.cpu_mma import CPU_INTRINSIC_BY_NAME as CPU_INTRINSIC_BY_NAME
from xdsl_encoding.targets.cpu_mma import CPU_INTRINSICS as CPU_INTRINSICS
from xdsl_encoding.targets.cpu_mma import CpuIntrinsic as CpuIntrinsic
from xdsl_encoding.targets.cpu_mma import CpuMma as CpuMma
from xdsl_encoding.targets.cpu_mma import candidate_intrinsics as candidate_intrinsics
from xdsl_encoding.targets.cpu_mma import choose_cpu_mma as choose_cpu_mma
from xdsl_encoding.targets.cpu_mma import cpu_swizzle as cpu_swizzle
from xdsl_encoding.targets.cpu_mma import intrinsic_swizzle as intrinsic_swizzle
