"""`make bench`: every figure of the project in one run, printed and written to docs/benchmarks.md.

Each bench module has `run() -> list[(name, value, goal, ok)]`; ratios are measured inside one
process so that machine noise hits both sides of a ratio alike.
"""

from __future__ import annotations

import datetime
import importlib
import os
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from single_thread import SINGLE_THREADED

ROOT = Path(__file__).resolve().parent.parent

# Single-threaded BLAS on the numpy side, as IREE's local-sync device is on its side: set before
# any bench module imports numpy (OpenBLAS reads it once, at load).
os.environ.update(SINGLE_THREADED)

SECTIONS = [
    ("startup", "xdsl-opt start-up"),
    ("propagation", "propagate-encodings pass cost"),
    ("pipeline", "Whole pipeline pass cost"),
    ("interpreter", "Interpreter speed"),
    ("inner_tiled", "iree_codegen.inner_tiled interpreted (GPU and CPU data tiling)"),
    ("iree_programs", "Interpreter against IREE 3.13 (llvm-cpu, single-threaded)"),
    ("cost_model", "Layout cost model against IREE 3.13 (llvm-cpu, single-threaded)"),
    ("comparison", "compare cost"),
    ("models", "Interpreter against IREE 3.13 on whole models, every stage file (single-threaded)"),
    ("planner", "plan-layouts: relayout bytes per call on whole models (x86_64 packs)"),
]

Row = tuple[str, float, str, bool]


def _machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import numpy
    import xdsl

    return (
        f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"xDSL {xdsl.__version__}, numpy {numpy.__version__}, {platform.system()} {platform.release()}"
    )


def kept_sections(text: str) -> dict[str, tuple[str, list[str]]]:
    """The tables of an earlier docs/benchmarks.md by section title: (when it was measured, its lines)."""
    sections: dict[str, tuple[str, list[str]]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("## "):
            title, _, rest = line[3:].partition(" (measured ")
            current = []
            sections[title] = (rest.split(";")[0].rstrip(")") or "earlier", current)
        elif current is not None:
            current.append(line)
    return sections


def main(only: list[str]) -> int:
    """Measure every section, or only the sections named in `only` (the others' tables are kept)."""
    unknown = [name for name in only if name not in dict(SECTIONS)]
    if unknown:
        print(f"unknown section(s) {unknown}; known: {[name for name, _ in SECTIONS]}")
        return 2
    page = ROOT / "docs" / "benchmarks.md"
    earlier = kept_sections(page.read_text()) if only and page.exists() else {}
    today = datetime.date.today().isoformat()
    results: list[tuple[str, list[Row]]] = []
    for module_name, title in SECTIONS:
        if only and module_name not in only:
            continue
        print(f"== {title}", flush=True)
        rows: list[Row] = importlib.import_module(module_name).run()
        for name, value, goal, ok in rows:
            print(f"  {name:62s} {value:12.4g}  goal {goal:14s} {'ok' if ok else 'MISSED'}", flush=True)
        results.append((title, rows))

    machine = _machine()
    lines = [
        "# Benchmarks",
        "",
        "Written by `make bench` (bench/run.py; `bench/run.py SECTION...` re-measures only those sections and keeps",
        "the others' tables); do not edit by hand.",
        f"Measured on: {machine}; each section says when.",
        "The machine is shared and noisy: ratios are measured in one process, best-of-N or median timings.",
        "numpy's BLAS runs on one thread (`OPENBLAS_NUM_THREADS=1` and friends, set before numpy loads).",
        "",
    ]
    measured = dict(results)
    for module_name, title in SECTIONS:
        if title in measured:
            lines += [f"## {title} (measured {today})", "", "| figure | value | goal | met |", "|---|---|---|---|"]
            lines += [
                f"| {name} | {value:.4g} | {goal} | {'yes' if ok else '**no**'} |"
                for name, value, goal, ok in measured[title]
            ]
            lines.append("")
        elif title in earlier:
            when, table = earlier[title]
            lines += [f"## {title} (measured {when}; `bench/run.py {module_name}` re-measures it)", *table]
            if lines[-1]:
                lines.append("")
    page.write_text("\n".join(lines).rstrip("\n") + "\n")
    missed = [name for _, rows in results for name, _, _, ok in rows if not ok]
    print(f"\n{len(missed)} goal(s) missed" + (": " + "; ".join(missed) if missed else ""))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
