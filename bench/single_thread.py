"""One BLAS thread for the benchmarks' numpy, set before numpy loads (stdlib only, so importing this
never loads numpy itself)."""

from __future__ import annotations

import os
import sys

SINGLE_THREADED = {
    "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "BLIS_NUM_THREADS": "1",
    "VECLIB_MAXIMUM_THREADS": "1",
    "NUMEXPR_NUM_THREADS": "1",
}
"""BLAS on one thread: read by OpenBLAS when numpy is first imported, so set before that."""


def single_threaded() -> bool:
    return all(os.environ.get(k) == v for k, v in SINGLE_THREADED.items())


def rerun_single_threaded(script: str) -> None:
    """Start `script` again with `SINGLE_THREADED` set, unless it is set already (numpy may be loaded)."""
    if not single_threaded():
        os.execve(sys.executable, [sys.executable, script, *sys.argv[1:]], {**os.environ, **SINGLE_THREADED})
