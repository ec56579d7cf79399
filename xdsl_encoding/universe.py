"""Registers this package's dialects and passes with the stock `xdsl-opt` (entry point `xdsl.universe`).

Imported at every `xdsl-opt` start: only the registries are imported here, never a dialect or pass.

Dialects that share a name with one of xDSL's (`linalg`: a superset of xDSL's) cannot be a key of
our universe: `Universe.get_multiverse` rejects duplicate names. `get_multiverse` loads every
plugin before it merges them, so importing this module points xDSL's own registry entry for that
name at our factory. Nothing else of xDSL is touched: its modules, classes and the
`xdsl.dialects.linalg.Linalg` object stay as they are (docs/decisions.md, "linalg: one dialect
name, two providers").
"""

from xdsl.universe import XDSL_UNIVERSE, Universe

from xdsl_encoding.dialects import get_all_dialects, get_dialect_overrides
from xdsl_encoding.transforms import get_all_passes

XDSL_UNIVERSE.all_dialects.update(get_dialect_overrides())

ENCODING_UNIVERSE = Universe(all_dialects=get_all_dialects(), all_passes=get_all_passes())
