"""Moved to `xdsl_encoding.targets.gpu_scaled` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.gpu_scaled import ACC as ACC
from xdsl_encoding.targets.gpu_scaled import BITS as BITS
from xdsl_encoding.targets.gpu_scaled import LHS as LHS
from xdsl_encoding.targets.gpu_scaled import LHS_SCALES as LHS_SCALES
from xdsl_encoding.targets.gpu_scaled import RHS as RHS
from xdsl_encoding.targets.gpu_scaled import RHS_SCALES as RHS_SCALES
from xdsl_encoding.targets.gpu_scaled import SCALE_TYPE as SCALE_TYPE
from xdsl_encoding.targets.gpu_scaled import SCALES_VECTOR_SIZE as SCALES_VECTOR_SIZE
from xdsl_encoding.targets.gpu_scaled import ScaledIntrinsic as ScaledIntrinsic
from xdsl_encoding.targets.gpu_scaled import ScaledMma as ScaledMma
from xdsl_encoding.targets.gpu_scaled import choose_scaled_mma as choose_scaled_mma
from xdsl_encoding.targets.gpu_scaled import scaled_intrinsic as scaled_intrinsic
from xdsl_encoding.targets.gpu_scaled import scaled_intrinsic_swizzle as scaled_intrinsic_swizzle
from xdsl_encoding.targets.gpu_scaled import scaled_swizzle as scaled_swizzle
