"""Moved to `xdsl_encoding.targets.gpu_mma` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.gpu_mma import GpuMma as GpuMma
from xdsl_encoding.targets.gpu_mma import Unrolling as Unrolling
from xdsl_encoding.targets.gpu_mma import choose_gpu_mma as choose_gpu_mma
from xdsl_encoding.targets.gpu_mma import choose_intrinsic as choose_intrinsic
from xdsl_encoding.targets.gpu_mma import choose_unrolling as choose_unrolling
from xdsl_encoding.targets.gpu_mma import gpu_swizzle as gpu_swizzle
from xdsl_encoding.targets.gpu_mma import interleave_innermost_cross_thread as interleave_innermost_cross_thread
from xdsl_encoding.targets.gpu_mma import intrinsic_swizzle as intrinsic_swizzle
from xdsl_encoding.targets.gpu_mma import missing_chooser_fields as missing_chooser_fields
