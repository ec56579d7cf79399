"""The layout report: what a lowering of a program costs in bytes, relayouts and FLOPs.

`layout_report(original, lowered)` reads the lowered program (after a materialization) beside the
original it came from and tells, per function: each stored tensor (a `tensor.pad` / `linalg.pack`
result, an argument or result whose type was encoded) with its logical and stored type and bytes;
each relayout op and the bytes it moves, whether it runs on constants (hoistable: once) or on
every call; each contraction's FLOPs on the logical sizes (the original's) and the stored ones.
Padding overhead is the sum over `tensor.pad` and `linalg.pack` of result bytes minus source
bytes. Totals count what the lowering added: the original's own relayouts are subtracted.
Rendering: `render.py` (Markdown, JSON, side by side); measuring: `measure.py`, `sizes.py`.
Seconds: `cost.py` (the model), `profile.py` (a target's coefficients), `predict.py` (time per
layout, the layout to pick), `validation.py`; fitting a profile with IREE is `xdsl_encoding.calibration` (it runs passes, a layer above).
"""

from xdsl_encoding.report.build import layout_report
from xdsl_encoding.report.model import (
    ContractionCost,
    FunctionReport,
    LayoutReport,
    Planning,
    Relayout,
    RelayoutRuns,
    StoredTensor,
    Totals,
)
from xdsl_encoding.report.predict import LayoutPrediction, Recommendation, predict, recommend
from xdsl_encoding.report.profile import NoProfileError, Profile, Target, find_profile
from xdsl_encoding.report.render import (
    planning_json,
    planning_markdown,
    report_json,
    report_markdown,
    side_by_side_json,
    side_by_side_markdown,
)

__all__ = [
    "ContractionCost",
    "FunctionReport",
    "LayoutPrediction",
    "LayoutReport",
    "NoProfileError",
    "Planning",
    "Profile",
    "Recommendation",
    "Relayout",
    "RelayoutRuns",
    "StoredTensor",
    "Target",
    "Totals",
    "find_profile",
    "layout_report",
    "planning_json",
    "planning_markdown",
    "predict",
    "recommend",
    "report_json",
    "report_markdown",
    "side_by_side_json",
    "side_by_side_markdown",
]
