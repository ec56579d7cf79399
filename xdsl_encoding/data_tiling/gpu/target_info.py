"""Moved to `xdsl_encoding.targets.gpu_target_info` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.gpu_target_info import TARGET_INFO as TARGET_INFO
