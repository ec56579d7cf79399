"""`xdsl-encoding-report ORIGINAL LOWERED...`: what each lowering of a program costs (the layout report).

    xdsl-encoding-report in.mlir out.mlir                 # Markdown report of one lowering
    xdsl-encoding-report in.mlir a.mlir b.mlir --json     # several lowerings, side by side
    xdsl-encoding-report in.mlir -p 'set-encoding,materialize-encoding-into-padding' -p '...{resolver=multiple}'
    xdsl-encoding-report in.mlir a.mlir b.mlir --target x86_64-rocketlake --size m=128
    xdsl-encoding-report in.mlir -p 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}' --plan

Each lowering's predicted time per call follows, with the layout to pick and its predicted speedup over
the plain program, from the cost profile of `--target` (a profile name or file; default: this machine's,
noted when there is none; `--no-predict` leaves it out). `--size NAME=N` gives a dynamic size (`m=128`
for `%m`, `a#0=128` for dim 0 of `%a`). `--plan` adds, per `-p` pipeline, its relayout ops and bytes per
call before and after planning: the pipeline without `plan-layouts`, and with `plan-layouts` before its
materialization (the materialization's target options copied).

Exit status (`tools/exit_status.py`) 2 with a one-line diagnostic on stderr for a file that cannot
be read, parsed or lowered (or a bad pipeline), 3 on an internal error; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from xdsl.utils.arg_spec import ArgSpec, ParameterListType, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException

from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.report import (
    LayoutReport,
    Planning,
    layout_report,
    planning_json,
    planning_markdown,
    report_json,
    report_markdown,
    side_by_side_json,
    side_by_side_markdown,
)
from xdsl_encoding.report.predict import Recommendation, recommend
from xdsl_encoding.report.profile import NoProfileError, find_profile
from xdsl_encoding.targets.gpu import is_gpu_target_name
from xdsl_encoding.tools.exit_status import parse_text, read_program, run_tool
from xdsl_encoding.transforms.plan_layouts.costs import relayout_runs


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="xdsl-encoding-report", description=(__doc__ or "").splitlines()[0])
    p.add_argument("original", help="the program before lowering (MLIR text)")
    p.add_argument("lowered", nargs="*", help="lowerings of it (MLIR text), one column each")
    p.add_argument(
        "-p", "--pipeline", action="append", default=[], help="also lower ORIGINAL with this pipeline (repeatable)"
    )
    p.add_argument("--label", action="append", default=[], help="column labels, in order (default: file names)")
    p.add_argument("--json", action="store_true", help="JSON instead of Markdown")
    p.add_argument("-o", "--output", help="write here instead of stdout")
    p.add_argument("--target", help="the cost profile to predict with: a name or a JSON file (default: this machine's)")
    p.add_argument("--size", action="append", default=[], metavar="NAME=N", help="a dynamic size (repeatable)")
    p.add_argument("--no-predict", action="store_true", help="no predicted times")
    p.add_argument(
        "--plan",
        action="store_true",
        help="also show each --pipeline's relayout ops and bytes per call before and after plan-layouts",
    )
    return p


def _sizes(items: list[str]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for item in items:
        name, _, value = item.partition("=")
        if not name or not value.strip().isdigit():
            raise DiagnosticException(f"--size {item}: expected NAME=N with N a non-negative integer")
        sizes[name.strip()] = int(value)
    return sizes


def _read(path: str):
    text = read_program(path)
    return parse_text(path, lambda: parse_module(text, name=path))


def reports(args: argparse.Namespace) -> list[LayoutReport]:
    return _reports(args)[0]


def _reports(args: argparse.Namespace) -> tuple[list[LayoutReport], LayoutReport]:
    """The reports of the lowerings, and of the plain program (encodings dropped: the speedups' reference)."""
    original = _read(args.original)
    sizes = _sizes(args.size)
    lowerings = [(Path(p).name, _read(p)) for p in args.lowered]
    lowerings += [(pipeline, run_passes(original, pipeline)) for pipeline in args.pipeline]
    if not lowerings:
        raise DiagnosticException("nothing to report: give a LOWERED file or a --pipeline")
    labels = list(args.label) + [name for name, _ in lowerings[len(args.label) :]]
    found = [layout_report(original, module, label=label, sizes=sizes) for label, (_, module) in zip(labels, lowerings)]
    plain = next((r for r in found if r.label in ("nop", "plain")), None)
    if plain is None:
        plain = layout_report(original, run_passes(original, "materialize-encoding-into-nop"), label="nop", sizes=sizes)
    return found, plain


_PLAN = "plan-layouts"
_PLAN_OPTIONS = ("target", "cpu-features", "cpu_features", "ukernels")


def planning_pipelines(pipeline: str) -> tuple[str, str]:
    """`pipeline` without `plan-layouts`, and with it just before its first materialization.

    The planner decides from the tiles of the target it is given, so it gets the materialization's
    CPU target options (a GPU or padding materialization: the plan without a target)."""
    try:
        specs = [s for s in parse_pipeline(pipeline) if s.name != _PLAN]
    except ArgSpecParseError:
        raise DiagnosticException(f"--plan: invalid pass pipeline {pipeline!r}") from None
    at = next((i for i, s in enumerate(specs) if s.name.startswith("materialize-encoding-into-")), None)
    if at is None:
        raise DiagnosticException(f"--plan: pipeline {pipeline!r} has no materialize-encoding-into-* pass to plan for")
    options: dict[str, ParameterListType] = {}
    if specs[at].name == "materialize-encoding-into-packs":
        given = specs[at].parameters
        target = given.get("target", ())
        if target and not is_gpu_target_name(str(target[0])):
            options = {name: given[name] for name in _PLAN_OPTIONS if name in given}
    planned = [*specs[:at], ArgSpec(_PLAN, options), *specs[at:]]
    return ",".join(map(str, specs)), ",".join(map(str, planned))


def _planning(args: argparse.Namespace, found: list[LayoutReport]) -> list[Planning]:
    """Each `-p` pipeline lowered without and with `plan-layouts`, reported side by side."""
    if not args.pipeline:
        raise DiagnosticException("--plan: give a -p PIPELINE (a lowered file is already laid out)")
    original = _read(args.original)
    rows: list[Planning] = []
    for report, pipeline in zip(found[len(args.lowered) :], args.pipeline):
        before, after = planning_pipelines(pipeline)
        lowered = [run_passes(original, p) for p in (before, after)]
        own = relayout_runs(original)
        rows.append(Planning(report.label, before, after, *(relayout_runs(m) - own for m in lowered)))
    return rows


def _prediction(
    args: argparse.Namespace, found: list[LayoutReport], plain: LayoutReport
) -> Recommendation | str | None:
    """The recommendation, or why there is none (no profile for this machine: a note, not a failure)."""
    if args.no_predict:
        return None
    try:
        profile = find_profile(args.target)
    except NoProfileError as e:
        if args.target:
            raise DiagnosticException(str(e)) from e
        return str(e)
    return recommend(found, profile, plain=plain)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return run_tool("xdsl-encoding-report", lambda: _report(args))


def _report(args: argparse.Namespace) -> int:
    columns = len(args.lowered) + len(args.pipeline)
    if len(args.label) > columns:
        raise DiagnosticException(f"{len(args.label)} --label for {columns} column(s): {', '.join(args.label)}")
    found, plain = _reports(args)
    prediction = _prediction(args, found, plain)
    planning = _planning(args, found) if args.plan else None
    if args.json:
        data: object = report_json(found[0]) if len(found) == 1 else side_by_side_json(found)
        if prediction is not None:
            predicted = prediction.json() if isinstance(prediction, Recommendation) else {"error": prediction}
            data = (
                {**data, "prediction": predicted}
                if isinstance(data, dict)
                else {"reports": data, "prediction": predicted}
            )
        if planning is not None:
            data = (
                {**data, "planning": planning_json(planning)}
                if isinstance(data, dict)
                else {"reports": data, "planning": planning_json(planning)}
            )
        text = json.dumps(data, indent=2) + "\n"
    else:
        if len(found) == 1:
            text = report_markdown(found[0])
        else:
            text = side_by_side_markdown(found) + "\n" + "\n".join(report_markdown(r) for r in found)
        if isinstance(prediction, Recommendation):
            text += "\n" + prediction.markdown()
        elif prediction is not None:
            text += f"\nNo predicted time: {prediction}\n"
        if planning is not None:
            text += "\n" + planning_markdown(planning)
    if args.output:
        try:
            Path(args.output).write_text(text)
        except OSError as e:
            raise DiagnosticException(f"cannot write {args.output}: {e.strerror}") from e
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
