"""`make demo`: the whole pipeline on a slice of a transformer layer, checked by running it.

Runs `set-encoding`, `propagate-encodings` and `materialize-encoding-into-padding` one at a
time with the stock `xdsl-opt` (as a user would), says what each pass changed, where
propagation stopped and why, which tensors got padded, then the recommended
`set-encoding,plan-layouts,materialize-encoding-into-padding` (what the planner removed), then runs
the original and both final programs in the numpy interpreter on the same random inputs. Exits 0 when they agree, 1 when
they disagree, and 2 with the diagnostic (no traceback) when a step cannot run: the program does
not parse or verify, a pass refuses it, or the function is not in it.

    .venv/bin/python examples/demo.py [--input FILE.mlir] [--function main] [--seed 0]
        [--materialize-options 'resolver=multiple multiple=16'] [--save build/demo]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from demo_report import (
    diff_ops,
    encoding_moves,
    group_lines,
    op_count_changes,
    padded_tensors,
)
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_encoding import compare, parse_module
from xdsl_encoding.api import find_function
from xdsl_encoding.report.measure import relayout_kind

HERE = Path(__file__).resolve().parent
DIFF_LIMIT = 16
"""Changed ops shown per step; the full IR of each step is saved."""


@dataclass(frozen=True)
class Step:
    """One `xdsl-opt` run: its output and its remarks."""

    name: str
    spec: str
    printed: str
    remarks: tuple[str, ...]
    seconds: float


class DemoFailure(Exception):
    """Something the demo cannot go on from, with the message to show."""


def xdsl_opt() -> str:
    """The `xdsl-opt` of this Python environment (the stock one, with this package's entry point)."""
    beside = Path(sys.executable).with_name("xdsl-opt")
    if beside.exists():
        return str(beside)
    found = shutil.which("xdsl-opt")
    if found is None:
        raise DemoFailure("xdsl-opt not found: run `make demo` (it installs the environment) or `pip install -e .`")
    return found


def run_pass(name: str, spec: str, text: str) -> Step:
    """`xdsl-opt -p <spec>` on `text`, through a subprocess exactly as on the command line."""
    command = [xdsl_opt(), "-p", spec]
    start = time.perf_counter()
    done = subprocess.run(command, input=text, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise DemoFailure(f"`xdsl-opt -p '{spec}'` failed (exit {done.returncode}):\n{without_traceback(done.stderr)}")
    remarks = tuple(line.removeprefix("remark: ") for line in done.stderr.splitlines() if line.startswith("remark: "))
    return Step(name, spec, done.stdout, remarks, seconds)


def without_traceback(stderr: str) -> str:
    """`xdsl-opt`'s diagnostic alone: the last exception it printed, without stack frames or the exceptions before it."""
    lines = stderr.strip().splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("Traceback (most recent call last)")]
    if not starts:
        return "\n".join(lines)
    kept = lines[starts[-1] + 1 :]
    while kept and kept[0].startswith(" "):
        kept.pop(0)
    return "\n".join(kept)


def shown_path(path: Path | str) -> str:
    """`path` relative to the working directory when it is below it (shorter, and the same on every machine)."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def heading(text: str) -> None:
    print(f"\n== {text} " + "=" * max(0, 86 - len(text)))


def show(title: str, lines: Sequence[str], empty: str = "(none)") -> None:
    print(f"{title}:")
    for line in lines or [empty]:
        print(f"  {line}")


def show_step(index: int, step: Step, before: ModuleOp, after: ModuleOp, previous_text: str, saved: Path) -> str:
    """Print what one step changed; return a one-line recap of it."""
    heading(f"Step {index}/3: {step.name}")
    print(f"$ xdsl-opt -p '{step.spec}'    ({step.seconds:.2f} s; full IR: {shown_path(saved)})")
    print(f"ops: {op_count_changes(before, after)}")
    if step.name == "set-encoding":
        encoded = [r for r in step.remarks if "set matmul_k" in r]
        show("encoded contractions", encoded)
        show("left alone", [r for r in step.remarks if r not in encoded])
        recap = f"{len(encoded)} contractions encoded"
    elif step.name == "propagate-encodings":
        moves = encoding_moves(after)
        show("encodings that moved (read from the IR)", moves, "(no encoding op moved)")
        blocked = [
            r for r in step.remarks if "stopped at tensor.collapse_shape" in r or "stopped at tensor.expand_shape" in r
        ]
        ended = [r for r in step.remarks if r not in blocked]
        show("where propagation stopped: blocked by a reshape it may not cross (remarks)", group_lines(blocked))
        show("where propagation stopped: no reshape left to cross (remarks)", group_lines(ended))
        recap = f"{len(moves)} encoding ops moved across reshapes, {len(blocked)} blocked by a reshape"
    else:
        pads = padded_tensors(after)
        show(
            "padding chosen (tensor, logical shape -> stored shape, extra storage, readers)",
            [p.row() for p in pads],
            "(nothing padded)",
        )
        show("not padded, and why (remarks)", group_lines(r for r in step.remarks if "not padded" in r))
        show("storage conversions (remarks)", [r for r in step.remarks if "storage padding" in r])
        recap = f"{len(pads)} tensors padded"
    diff = diff_ops(previous_text, step.printed)
    print(f"changed ops ({diff.size}; compact form: operand types, generic attributes and long bodies elided):")
    print("\n".join(diff.render(DIFF_LIMIT)))
    return f"{step.name}: {recap}"


def agreement(original: ModuleOp, final: ModuleOp, function: str, seed: int) -> bool:
    """Run both programs on the same random inputs; print the errors and the verdict."""
    heading("Interpreter: original vs final program")
    start = time.perf_counter()
    report = compare(original, final, function, seed=seed)
    seconds = time.perf_counter() - start
    shapes = ", ".join("x".join(map(str, np.shape(a))) for a in report.inputs)
    print(f"inputs: {len(report.inputs)} random arrays (uniform in [-1, 1), seed {seed}): {shapes}")
    print(f"ran @{function} of both programs with the numpy interpreter in {seconds:.2f} s")
    outputs = ", ".join("x".join(map(str, np.shape(r))) for r in report.reference)
    print(f"results: {outputs}; largest magnitude {max(float(np.max(np.abs(r))) for r in report.reference):.4g}")
    if report.mismatch:
        print(f"mismatch: {report.mismatch}")
    verdict = "AGREE" if report.agree else "DISAGREE"
    print(
        f"{verdict}: original vs materialized: max abs error {report.max_abs_error:.3g}, "
        f"max rel error {report.max_rel_error:.3g} (rtol {report.rtol:g}, atol {report.atol:g})"
    )
    return report.agree


def run(input_path: Path, function: str, seed: int, materialize_options: str, save: Path) -> bool:
    text = input_path.read_text()
    # xDSL's verifier and the strict reshape checks every pass starts with, before any output.
    original = parse_module(text, name=shown_path(input_path))
    find_function(original, function)
    save.mkdir(parents=True, exist_ok=True)
    print(f"xdsl-encoding demo: {shown_path(input_path)}, function @{function}")
    print(
        f"pipeline: set-encoding,propagate-encodings,materialize-encoding-into-padding (xdsl-opt: {shown_path(xdsl_opt())})"
    )
    materialize = f"materialize-encoding-into-padding{{{materialize_options} remarks=true}}".replace("{ ", "{")
    specs = [
        ("set-encoding", "set-encoding{remarks=true}"),
        ("propagate-encodings", "propagate-encodings{remarks=true}"),
        ("materialize-encoding-into-padding", materialize),
    ]
    before, previous_text = original, run_pass("print", "", text).printed
    recaps: list[str] = []
    for index, (name, spec) in enumerate(specs, start=1):
        step = run_pass(name, spec, previous_text)
        saved = save / f"{index}-{name}.mlir"
        saved.write_text(step.printed)
        after = parse_module(step.printed, name=shown_path(saved))
        recaps.append(show_step(index, step, before, after, previous_text, saved))
        before, previous_text = after, step.printed
    if "iree_encoding." in previous_text:
        raise DemoFailure("the materialized program still contains iree_encoding ops or encodings")
    heading("Recap")
    print("\n".join(recaps))
    planned = planned_instead(text, materialize, save / "3-materialize-encoding-into-padding.mlir")
    return agreement(original, before, function, seed) and compare(original, planned, function, seed=seed).agree


def planned_instead(text: str, materialize: str, propagated_at: Path) -> ModuleOp:
    """The recommended pipeline, `plan-layouts` in place of `propagate-encodings`: what it removed, and the
    relayout ops each final program runs (the propagated one saved at `propagated_at`)."""
    heading("The layout planner instead: set-encoding,plan-layouts,materialize-encoding-into-padding")
    encoded = run_pass("set-encoding", "set-encoding", text)
    planned = run_pass("plan-layouts", "plan-layouts{remarks=true}", encoded.printed)
    final = run_pass("materialize", materialize, planned.printed)
    changed = [r for r in planned.remarks if "bytes per call" in r and "relayout kept" not in r]
    show("relayouts removed, hoisted or kept (remarks)", changed)
    propagated = parse_module(propagated_at.read_text())
    result = parse_module(final.printed)
    counts = [sum(relayout_kind(op) is not None for op in m.walk()) for m in (propagated, result)]
    print(f"relayout ops: {counts[0]} with propagate-encodings, {counts[1]} with plan-layouts")
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The whole pipeline on an example, checked by running it.")
    parser.add_argument("--input", type=Path, default=HERE / "transformer_slice.mlir", help="the program (MLIR text)")
    parser.add_argument("--function", default="main", help="the function to interpret (default main)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default 0)")
    parser.add_argument(
        "--materialize-options",
        default="",
        help="options of materialize-encoding-into-padding, e.g. 'resolver=multiple multiple=16'",
    )
    parser.add_argument(
        "--save", type=Path, default=HERE.parent / "build" / "demo", help="where the IR of each step goes"
    )
    args = parser.parse_args(argv)
    try:
        agree = run(args.input, args.function, args.seed, args.materialize_options, args.save)
    except (DemoFailure, DiagnosticException, ParseError, OSError) as e:
        print(f"\ndemo FAILED: {e}", file=sys.stderr)
        return 2
    if not agree:
        print("\ndemo FAILED: the materialized program computes different values from the original", file=sys.stderr)
        return 1
    print("\ndemo OK: the padded program computes the same values as the original.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
