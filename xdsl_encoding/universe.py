"""Registers this package's dialects and passes with the stock `xdsl-opt` (entry point `xdsl.universe`).

Imported at every `xdsl-opt` start: only the registries are imported here, never a dialect or pass.
"""

from xdsl.universe import Universe

from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.transforms import get_all_passes

ENCODING_UNIVERSE = Universe(all_dialects=get_all_dialects(), all_passes=get_all_passes())
