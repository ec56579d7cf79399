"""Moved to `xdsl_encoding.targets.cpu` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.cpu import TARGET_TRIPLES as TARGET_TRIPLES
from xdsl_encoding.targets.cpu import Backend as Backend
from xdsl_encoding.targets.cpu import CpuTarget as CpuTarget
from xdsl_encoding.targets.cpu import target_from_options as target_from_options
