"""IREE's `iree-opt` as a reference oracle, at 3.7.1 and 3.13.0 (SPEC §7, docs/iree-interop.md).

IREE removed `#iree_encoding.matmul_k` and its propagation through `tensor.collapse_shape` in 3.8.0
(upstream PR #21976), so propagation is checked against 3.7.1; everything current (the 3.13 syntax,
padding and CPU materialization, numerics) against 3.13.0. The two cannot share a venv (both are the
`iree.compiler` package), so each lives in its own, `<repo>/.oracle/iree-<version>` (the parent folder
can be moved with `$XDSL_ENCODING_ORACLE_DIR`). The raw `iree-opt` ELF is called directly: the wheel's
Python shim costs 35-150 ms per call. Many programs share one process through `--split-input-file`,
which is what keeps hundreds of differential cases fast.

    status = ensure_oracle("3.13.0")                          # installs on first use
    out = run_iree_opt(text, PROPAGATE_ENCODINGS_PIPELINE)   # one program, 3.7.1 (the default)
    outs = run_iree_opt_batch(texts, generic=True, version="3.13.0")  # many, one process
"""

from __future__ import annotations

import argparse
import bisect
import fcntl
import os
import re
import subprocess
import sys
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ORACLE_PACKAGES: dict[str, tuple[str, ...]] = {
    "3.7.1": ("iree-base-compiler==3.7.1",),
    "3.13.0": ("iree-base-compiler==3.13.0", "iree-base-runtime==3.13.0"),
}
"""What each oracle venv holds. There is no iree-base-runtime 3.7.1 on PyPI; 3.13.0's runs programs."""

ORACLE_VERSIONS = tuple(ORACLE_PACKAGES)
ORACLE_VERSION = "3.7.1"
"""The default version: the last with `matmul_k`, the reference of `propagate-encodings`."""

ORACLE_DIR_ENV = "XDSL_ENCODING_ORACLE_DIR"
"""Environment variable naming the folder of the oracle venvs (default `<repo>/.oracle`)."""

PROPAGATE_ENCODINGS_PIPELINE = "builtin.module(func.func(iree-dispatch-creation-propagate-encodings))"
"""IREE's propagation on `func.func` IR; 3.7.1 runs it on func.func as on util.func (verified)."""

SPLIT_MARKER = "// -----"
"""Separates programs in `--split-input-file` input and output (MLIR's default marker)."""

INSTALL_TIMEOUT_SECONDS = 1800
RUN_TIMEOUT_SECONDS = 600

_ELF_GLOB = "lib/python*/site-packages/iree/compiler/_mlir_libs/iree-opt"
_DIAGNOSTIC_HEADER = re.compile(r"^(?:(\S+?):(\d+)(?::\d+)?: )?(error|warning|note|remark): ", re.MULTILINE)


class OracleError(RuntimeError):
    """The oracle could not give an answer."""


class OracleUnavailableError(OracleError):
    """The pinned `iree-opt` is not installed and could not be installed; the message says why."""


class IreeOptError(OracleError):
    """`iree-opt` rejected its input or failed; the message carries its diagnostics."""

    def __init__(self, message: str, stderr: str, failed_chunks: dict[int, str] | None = None):
        super().__init__(message)
        self.stderr = stderr
        self.failed_chunks = failed_chunks or {}


# ---------------------------------------------------------------------------------------
# Where the oracle lives
# ---------------------------------------------------------------------------------------


def repo_root(start: Path | None = None) -> Path | None:
    """The checkout holding this package: the nearest ancestor with `pyproject.toml` and `xdsl_encoding/`."""
    here = (start or Path(__file__)).resolve()
    for candidate in (here, *here.parents):
        if (candidate / "pyproject.toml").is_file() and (candidate / "xdsl_encoding").is_dir():
            return candidate
    return None


def _packages(version: str) -> tuple[str, ...]:
    if version not in ORACLE_PACKAGES:
        raise ValueError(f"no IREE oracle {version!r}; known: {', '.join(ORACLE_VERSIONS)}")
    return ORACLE_PACKAGES[version]


def oracle_dir(version: str = ORACLE_VERSION) -> Path:
    """The venv of `version`: `<$XDSL_ENCODING_ORACLE_DIR or <repo>/.oracle>/iree-<version>`."""
    _packages(version)
    override = os.environ.get(ORACLE_DIR_ENV)
    parent = Path(override).expanduser().absolute() if override else (repo_root() or Path.cwd()) / ".oracle"
    return parent / f"iree-{version}"


def find_iree_opt(venv: Path) -> Path | None:
    """The raw `iree-opt` ELF inside `venv`, if present and executable."""
    for path in sorted(venv.glob(_ELF_GLOB)):
        if os.access(path, os.X_OK):
            return path
    return None


def installed_version(venv: Path, package: str = "iree-base-compiler") -> str | None:
    """The version of `package` pip installed into `venv`, from its dist-info folder name."""
    prefix = package.replace("-", "_") + "-"
    for info in sorted(venv.glob(f"lib/python*/site-packages/{prefix}*.dist-info")):
        return info.name.removeprefix(prefix).removesuffix(".dist-info")
    return None


@dataclass(frozen=True)
class OracleStatus:
    """Either the path of a usable pinned `iree-opt` ELF, or the reason there is none."""

    venv: Path
    iree_opt: Path | None
    reason: str = ""

    @property
    def available(self) -> bool:
        return self.iree_opt is not None


def oracle_status(venv: Path | None = None, version: str = ORACLE_VERSION) -> OracleStatus:
    """Look, never install: does `venv` (default `oracle_dir(version)`) hold every pinned package and `iree-opt`?"""
    venv = venv or oracle_dir(version)
    elf = find_iree_opt(venv)
    if elf is None:
        return OracleStatus(venv, None, f"iree-base-compiler=={version} is not installed in {venv}")
    for requirement in _packages(version):
        package, pinned = requirement.split("==")
        found = installed_version(venv, package)
        if found != pinned:
            return OracleStatus(venv, None, f"{venv} holds {package} {found or 'nothing'}, not {pinned}")
    return OracleStatus(venv, elf)


# ---------------------------------------------------------------------------------------
# Installing it
# ---------------------------------------------------------------------------------------

_ensured: dict[Path, OracleStatus] = {}


def ensure_oracle(version: str = ORACLE_VERSION, venv: Path | None = None) -> OracleStatus:
    """Install the pinned packages of `version` into `venv` (default `oracle_dir(version)`) unless there.

    Idempotent and fast once installed (a glob, then a per-process cache). Never raises: a failed
    install comes back as `OracleStatus.reason`, so tests can skip with a visible reason.
    Concurrent callers serialize on a lock file next to the venv.
    """
    venv = venv or oracle_dir(version)
    if venv in _ensured:
        return _ensured[venv]
    status = oracle_status(venv, version)
    if not status.available:
        try:
            with _install_lock(venv):
                status = oracle_status(venv, version)
                if not status.available:
                    failure = _install(venv, _packages(version))
                    status = oracle_status(venv, version)
                    if failure is not None and not status.available:
                        status = OracleStatus(venv, None, failure)
        except OSError as e:
            status = OracleStatus(venv, None, f"cannot install {' '.join(_packages(version))} into {venv}: {e}")
    if status.available:
        _ensured[venv] = status
    return status


@contextmanager
def _install_lock(venv: Path) -> Generator[None]:
    venv.parent.mkdir(parents=True, exist_ok=True)
    with open(venv.parent / f".{venv.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _install(venv: Path, packages: Sequence[str]) -> str | None:
    """Create the venv if needed and pip-install the pinned wheels; the reason on failure."""
    python = venv / "bin" / "python"
    steps: list[list[str]] = []
    if not python.exists():
        steps.append([sys.executable, "-m", "venv", "--clear", str(venv)])
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    steps.append([*pip, "--retries", "2", "--timeout", "60", *packages])
    what = " ".join(packages)
    for step in steps:
        try:
            done = subprocess.run(step, capture_output=True, text=True, timeout=INSTALL_TIMEOUT_SECONDS, check=False)
        except (OSError, subprocess.TimeoutExpired) as e:
            return f"cannot install {what} into {venv}: `{' '.join(step)}` failed: {e}"
        if done.returncode != 0:
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-5:])
            return f"cannot install {what} into {venv}: `{' '.join(step)}` exited {done.returncode}: {tail}"
    return None


def _require_iree_opt(iree_opt: Path | None, version: str) -> Path:
    if iree_opt is not None:
        return iree_opt
    status = ensure_oracle(version)
    if status.iree_opt is None:
        raise OracleUnavailableError(status.reason)
    return status.iree_opt


# ---------------------------------------------------------------------------------------
# Running it
# ---------------------------------------------------------------------------------------


def iree_opt_args(
    pipeline: str | None = None,
    *,
    generic: bool = False,
    local_scope: bool = False,
    split_input_file: bool = False,
    extra_args: Sequence[str] = (),
) -> list[str]:
    """Command-line flags for one run, input from stdin.

    `iree_opt_args("builtin.module(func.func(p))", generic=True)`
    == `["--pass-pipeline=builtin.module(func.func(p))", "--mlir-print-op-generic", "-"]`.
    """
    args: list[str] = []
    if pipeline is not None:
        args.append(f"--pass-pipeline={pipeline}")
    if generic:
        args.append("--mlir-print-op-generic")
    if local_scope:
        args.append("--mlir-print-local-scope")
    if split_input_file:
        args.append("--split-input-file")
    return [*args, *extra_args, "-"]


def run_iree_opt(
    text: str,
    pipeline: str | None = None,
    *,
    generic: bool = False,
    local_scope: bool = False,
    split_input_file: bool = False,
    extra_args: Sequence[str] = (),
    iree_opt: Path | None = None,
    version: str = ORACLE_VERSION,
) -> str:
    """Run `iree-opt` on `text` and return what it prints; `IreeOptError` with its stderr on failure.

    `pipeline` is a `--pass-pipeline` string (None: parse and print only); `generic` prints the generic
    op form, `local_scope` inlines attribute aliases. The ELF comes from `ensure_oracle(version)` unless given.
    """
    elf = _require_iree_opt(iree_opt, version)
    args = iree_opt_args(
        pipeline, generic=generic, local_scope=local_scope, split_input_file=split_input_file, extra_args=extra_args
    )
    done = _run(elf, args, text)
    if done.returncode != 0:
        raise IreeOptError(f"iree-opt {' '.join(args)} exited {done.returncode}:\n{done.stderr.strip()}", done.stderr)
    return done.stdout


def _run(elf: Path, args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [str(elf), *args], input=text, capture_output=True, text=True, timeout=RUN_TIMEOUT_SECONDS, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        raise OracleError(f"cannot run {elf}: {e}") from e


@dataclass(frozen=True)
class ChunkResult:
    """What `iree-opt` printed for one program of a batch, and the diagnostics located in it."""

    output: str
    diagnostics: str = ""

    @property
    def ok(self) -> bool:
        return bool(self.output.strip()) and not any(
            m.group(3) == "error" for m in _DIAGNOSTIC_HEADER.finditer(self.diagnostics)
        )


def join_programs(programs: Sequence[str]) -> tuple[str, list[int]]:
    """One `--split-input-file` text, and the 1-based line where each program starts.

    `join_programs(["a\\n", "b"])` == `("a\\n// -----\\nb\\n", [1, 3])`.
    """
    parts: list[str] = []
    starts: list[int] = []
    line = 1
    for i, program in enumerate(programs):
        if any(raw.strip() == SPLIT_MARKER for raw in program.splitlines()):
            raise ValueError(f"program {i} already contains the split marker `{SPLIT_MARKER}`")
        if not program.strip():
            raise ValueError(f"program {i} is empty")
        body = program if program.endswith("\n") else program + "\n"
        starts.append(line)
        parts.append(body)
        line += body.count("\n") + 1
    return f"{SPLIT_MARKER}\n".join(parts), starts


def split_output(text: str) -> list[str]:
    """Cut `--split-input-file` output into one string per program, at lines equal to the marker.

    `split_output("module {}\\n\\n// -----\\nmodule {}\\n")` == `["module {}\\n\\n", "module {}\\n"]`.
    """
    chunks: list[list[str]] = [[]]
    for line in text.splitlines(keepends=True):
        if line.strip() == SPLIT_MARKER:
            chunks.append([])
        else:
            chunks[-1].append(line)
    return ["".join(chunk) for chunk in chunks]


def split_diagnostics(stderr: str, starts: Sequence[int]) -> tuple[list[str], str]:
    """Assign each diagnostic (header line + its snippet) to the program its `<stdin>:LINE` falls in.

    Returns the per-program diagnostics and those with no location (a bad pipeline, a crash).
    """
    per_chunk = [""] * len(starts)
    unplaced = stderr[: m.start()] if (m := _DIAGNOSTIC_HEADER.search(stderr)) else stderr
    headers = list(_DIAGNOSTIC_HEADER.finditer(stderr))
    for i, header in enumerate(headers):
        end = headers[i + 1].start() if i + 1 < len(headers) else len(stderr)
        block = stderr[header.start() : end]
        if header.group(1) != "<stdin>":
            unplaced += block
            continue
        chunk = bisect.bisect_right(starts, int(header.group(2))) - 1
        per_chunk[max(chunk, 0)] += block
    return per_chunk, unplaced


def run_iree_opt_chunks(
    programs: Sequence[str],
    pipeline: str | None = None,
    *,
    generic: bool = False,
    local_scope: bool = False,
    extra_args: Sequence[str] = (),
    iree_opt: Path | None = None,
    version: str = ORACLE_VERSION,
) -> list[ChunkResult]:
    """Run many programs in one `iree-opt --split-input-file` process; a rejected program is a result, not an error.

    Raises `IreeOptError` only for failures no program can be blamed for (a bad pipeline, a crash,
    output that does not split into one chunk per program).
    """
    if not programs:
        return []
    elf = _require_iree_opt(iree_opt, version)
    text, starts = join_programs(programs)
    args = iree_opt_args(
        pipeline, generic=generic, local_scope=local_scope, split_input_file=True, extra_args=extra_args
    )
    done = _run(elf, args, text)
    outputs = split_output(done.stdout)
    per_chunk, unplaced = split_diagnostics(done.stderr, starts)
    if len(outputs) != len(programs) or (done.returncode != 0 and unplaced.strip()):
        raise IreeOptError(
            f"iree-opt {' '.join(args)} exited {done.returncode} with {len(outputs)} output chunks "
            f"for {len(programs)} programs:\n{done.stderr.strip()}",
            done.stderr,
        )
    return [ChunkResult(out, diag) for out, diag in zip(outputs, per_chunk)]


def run_iree_opt_batch(
    programs: Sequence[str],
    pipeline: str | None = None,
    *,
    generic: bool = False,
    local_scope: bool = False,
    extra_args: Sequence[str] = (),
    iree_opt: Path | None = None,
    version: str = ORACLE_VERSION,
) -> list[str]:
    """`run_iree_opt` for many programs in one process: one output per program, in order.

    Raises `IreeOptError` naming every rejected program (`failed_chunks`: index -> diagnostics).
    """
    results = run_iree_opt_chunks(
        programs,
        pipeline,
        generic=generic,
        local_scope=local_scope,
        extra_args=extra_args,
        iree_opt=iree_opt,
        version=version,
    )
    failed = {i: r.diagnostics for i, r in enumerate(results) if not r.ok}
    if failed:
        details = "\n".join(f"program {i}:\n{diag.strip()}" for i, diag in failed.items())
        stderr = "".join(failed.values())
        raise IreeOptError(f"iree-opt rejected {len(failed)} of {len(programs)} programs:\n{details}", stderr, failed)
    return [r.output for r in results]


# ---------------------------------------------------------------------------------------
# Command line: `python -m testing.oracle --ensure` (Makefile target `oracle`)
# ---------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Print each oracle's `iree-opt` path (exit 0), or why one is unavailable (exit 1)."""
    parser = argparse.ArgumentParser(prog="python -m testing.oracle", description="The IREE reference oracles.")
    parser.add_argument("--ensure", action="store_true", help="install the pinned wheels that are missing")
    parser.add_argument(
        "--version", action="append", choices=ORACLE_VERSIONS, help="only this version (repeatable; default: all)"
    )
    args = parser.parse_args(argv)
    versions: list[str] = args.version or list(ORACLE_VERSIONS)
    missing = 0
    for version in versions:
        status = ensure_oracle(version) if args.ensure else oracle_status(version=version)
        if status.iree_opt is None:
            print(f"IREE {version} oracle unavailable: {status.reason}", file=sys.stderr)
            missing += 1
        else:
            print(f"{version}: {status.iree_opt}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
