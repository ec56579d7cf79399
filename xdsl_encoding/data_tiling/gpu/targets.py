"""Moved to `xdsl_encoding.targets.gpu` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.gpu import DEFAULT_WGP_COUNT as DEFAULT_WGP_COUNT
from xdsl_encoding.targets.gpu import GpuTarget as GpuTarget
from xdsl_encoding.targets.gpu import gpu_target_from_info as gpu_target_from_info
from xdsl_encoding.targets.gpu import gpu_target_named as gpu_target_named
from xdsl_encoding.targets.gpu import hal_target_text as hal_target_text
from xdsl_encoding.targets.gpu import is_gpu_target_name as is_gpu_target_name
