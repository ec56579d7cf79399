"""xdsl-encoding: IREE's tensor encodings on xDSL.

The Python API (`parse_module`, `run_passes`, `interpret`, `compare`, `random_inputs`) is imported on first use,
so that `xdsl-opt`, which imports this package at every start, pays nothing for it.
"""

from typing import TYPE_CHECKING, Any

__all__ = ["compare", "interpret", "parse_module", "random_inputs", "run_passes"]

if TYPE_CHECKING:
    from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes


def __getattr__(name: str) -> Any:
    if name in __all__:
        from xdsl_encoding import api

        return getattr(api, name)
    raise AttributeError(f"module 'xdsl_encoding' has no attribute {name!r}")
