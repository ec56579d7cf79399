"""Start-up cost of `xdsl-opt` with and without this package's `xdsl.universe` entry point.

Both variants run the same launcher; the "without" one filters our entry point out of
`importlib.metadata`, so the difference is exactly what the package adds.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LAUNCHER = """
import sys, importlib.metadata as md
if sys.argv.pop(1) == "without":
    real = md.entry_points
    def entry_points(**kw):
        eps = real(**kw)
        if kw.get("group") == "xdsl.universe":
            return md.EntryPoints(ep for ep in eps if ep.name != "xdsl_encoding")
        return eps
    md.entry_points = entry_points
from xdsl.tools.xdsl_opt import main
main()
"""

PROGRAM = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  func.return %a : tensor<4xf32>\n}\n"


def _median_seconds(args: list[str], repeats: int) -> float:
    times: list[float] = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run(repeats: int = 15) -> list[tuple[str, float, str, bool]]:
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "f.mlir"
        program.write_text(PROGRAM)
        base = [sys.executable, "-c", LAUNCHER]
        # interleave to spread machine noise over both variants
        without: list[float] = []
        with_pkg: list[float] = []
        for _ in range(repeats):
            without.append(_median_seconds([*base, "without", str(program)], 1))
            with_pkg.append(_median_seconds([*base, "with", str(program)], 1))
    t_without, t_with = statistics.median(without), statistics.median(with_pkg)
    extra = t_with / t_without - 1
    return [
        ("xdsl-opt start-up without the package (s)", t_without, "reference", True),
        ("xdsl-opt start-up with the package (s)", t_with, "reference", True),
        ("start-up overhead of the package", extra, "<= 15%", extra <= 0.15),
    ]


if __name__ == "__main__":
    for name, value, goal, ok in run():
        print(f"{name:55s} {value:10.4f}  goal {goal:12s} {'ok' if ok else 'MISSED'}")
