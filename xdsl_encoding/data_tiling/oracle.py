"""IREE 3.13's `iree-opt`, the reference for data tiling (its encodings and CPU lowering postdate 3.7.1).

Installed next to the 3.7.1 oracle, in `<repo>/.oracle/iree-3.13.0` (or `$XDSL_ENCODING_ORACLE_313_DIR`);
never installed from here. `xdsl_encoding.tools.oracle.run_iree_opt(..., iree_opt=...)` runs it.
"""

from __future__ import annotations

import os
from pathlib import Path

from xdsl_encoding.tools.oracle import find_iree_opt, installed_version, repo_root

ORACLE_313_VERSION = "3.13.0"
ORACLE_313_DIR_ENV = "XDSL_ENCODING_ORACLE_313_DIR"


def oracle_313_dir() -> Path:
    override = os.environ.get(ORACLE_313_DIR_ENV)
    if override:
        return Path(override).expanduser().absolute()
    return (repo_root() or Path.cwd()) / ".oracle" / f"iree-{ORACLE_313_VERSION}"


def find_iree_opt_313() -> Path | str:
    """The `iree-opt` ELF of IREE 3.13, or why there is none."""
    venv = oracle_313_dir()
    elf = find_iree_opt(venv)
    if elf is None:
        return f"iree-base-compiler {ORACLE_313_VERSION} is not installed in {venv}"
    version = installed_version(venv) or "unknown"
    if not version.startswith("3.13"):
        return f"{venv} holds iree-base-compiler {version}, not {ORACLE_313_VERSION}"
    return elf
