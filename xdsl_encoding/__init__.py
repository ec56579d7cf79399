"""xdsl-encoding: IREE's tensor encodings on xDSL.

The Python API (`parse_module`, `run_passes`, `interpret`, `compare`, `random_inputs`), the
extension points (`register_padding_rule`, `register_encoding`), the layout report
(`layout_report`) and the layout planner (`plan_layouts`) are imported on first use, so that
`xdsl-opt`, which imports this package at every start, pays nothing for them.
"""

from typing import TYPE_CHECKING, Any

__all__ = [
    "ContractionInfo",
    "calibrate",
    "compare",
    "find_profile",
    "interpret",
    "layout_report",
    "parse_module",
    "plan_layouts",
    "random_inputs",
    "recommend",
    "register_encoding",
    "register_padding_rule",
    "run_passes",
]

if TYPE_CHECKING:
    from xdsl_encoding.api import compare, interpret, parse_module, random_inputs, run_passes
    from xdsl_encoding.calibration.calibrate import calibrate
    from xdsl_encoding.encoding_factories import ContractionInfo, register_encoding
    from xdsl_encoding.padding_rules import register_padding_rule
    from xdsl_encoding.report import layout_report
    from xdsl_encoding.report.predict import recommend
    from xdsl_encoding.report.profile import find_profile
    from xdsl_encoding.transforms.plan_layouts import plan_layouts


def _home(name: str) -> Any:
    """The module that defines the public name `name` (imported here, on first use), or None."""
    if name in ("compare", "interpret", "parse_module", "random_inputs", "run_passes"):
        from xdsl_encoding import api

        return api
    if name == "register_padding_rule":
        from xdsl_encoding import padding_rules

        return padding_rules
    if name in ("register_encoding", "ContractionInfo"):
        from xdsl_encoding import encoding_factories

        return encoding_factories
    if name in ("layout_report", "recommend", "find_profile"):
        from xdsl_encoding import report

        return report
    if name == "plan_layouts":
        from xdsl_encoding.transforms import plan_layouts

        return plan_layouts
    if name == "calibrate":
        from xdsl_encoding.calibration import calibrate as calibrate_module

        return calibrate_module
    return None


def __getattr__(name: str) -> Any:
    home = _home(name)
    if home is not None:
        return getattr(home, name)
    raise AttributeError(f"module 'xdsl_encoding' has no attribute {name!r}")
