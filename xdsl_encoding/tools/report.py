"""`xdsl-encoding-report ORIGINAL LOWERED...`: what each lowering of a program costs (the layout report).

    xdsl-encoding-report in.mlir out.mlir                 # Markdown report of one lowering
    xdsl-encoding-report in.mlir a.mlir b.mlir --json     # several lowerings, side by side
    xdsl-encoding-report in.mlir -p 'set-encoding,materialize-encoding-into-padding' -p '...{resolver=multiple}'

Exit status (`tools/exit_status.py`) 2 with a one-line diagnostic on stderr for a file that cannot
be read, parsed or lowered (or a bad pipeline), 3 on an internal error; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.report import (
    LayoutReport,
    layout_report,
    report_json,
    report_markdown,
    side_by_side_json,
    side_by_side_markdown,
)
from xdsl_encoding.tools.exit_status import parse_text, read_program, run_tool


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
    return p


def _read(path: str):
    text = read_program(path)
    return parse_text(path, lambda: parse_module(text, name=path))


def reports(args: argparse.Namespace) -> list[LayoutReport]:
    original = _read(args.original)
    lowerings = [(Path(p).name, _read(p)) for p in args.lowered]
    lowerings += [(pipeline, run_passes(original, pipeline)) for pipeline in args.pipeline]
    if not lowerings:
        raise DiagnosticException("nothing to report: give a LOWERED file or a --pipeline")
    labels = list(args.label) + [name for name, _ in lowerings[len(args.label) :]]
    return [layout_report(original, module, label=label) for label, (_, module) in zip(labels, lowerings)]


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return run_tool("xdsl-encoding-report", lambda: _report(args))


def _report(args: argparse.Namespace) -> int:
    columns = len(args.lowered) + len(args.pipeline)
    if len(args.label) > columns:
        raise DiagnosticException(f"{len(args.label)} --label for {columns} column(s): {', '.join(args.label)}")
    found = reports(args)
    if args.json:
        text = json.dumps(report_json(found[0]) if len(found) == 1 else side_by_side_json(found), indent=2) + "\n"
    elif len(found) == 1:
        text = report_markdown(found[0])
    else:
        text = side_by_side_markdown(found) + "\n" + "\n".join(report_markdown(r) for r in found)
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
