"""xdsl-encoding: IREE's tensor encodings on xDSL.

The Python API (`parse_module`, `run_passes`, `interpret`, `compare`, `random_inputs`), the
extension points (`register_padding_rule`, `register_encoding`) and the layout report
(`layout_report`) are imported on first use, so that `xdsl-opt`, which imports this package at
every start, pays nothing for them.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

_HOMES = {
    "compare": "xdsl_encoding.api",
    "interpret": "xdsl_encoding.api",
    "parse_module": "xdsl_encoding.api",
    "random_inputs": "xdsl_encoding.api",
    "run_passes": "xdsl_encoding.api",
    "register_padding_rule": "xdsl_encoding.padding_rules",
    "register_encoding": "xdsl_encoding.encoding_factories",
    "ContractionInfo": "xdsl_encoding.encoding_factories",
    "layout_report": "xdsl_encoding.report",
    "calibrate": "xdsl_encoding.report.calibrate",
    "find_profile": "xdsl_encoding.report.profile",
    "recommend": "xdsl_encoding.report.predict",
}

__all__ = [
    "ContractionInfo",
    "calibrate",
    "compare",
    "find_profile",
    "interpret",
    "layout_report",
    "parse_module",
    "random_inputs",
    "recommend",
    "register_encoding",
    "register_padding_rule",
    "run_passes",
]

if TYPE_CHECKING:
    from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes
    from xdsl_encoding.encoding_factories import ContractionInfo, register_encoding
    from xdsl_encoding.padding_rules import register_padding_rule
    from xdsl_encoding.report import layout_report
    from xdsl_encoding.report.calibrate import calibrate
    from xdsl_encoding.report.predict import recommend
    from xdsl_encoding.report.profile import find_profile


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is not None:
        return getattr(import_module(home), name)
    raise AttributeError(f"module 'xdsl_encoding' has no attribute {name!r}")
