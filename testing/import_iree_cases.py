"""Copy IREE's lit tests that use `iree_encoding` into `tests/pytest/differential/iree_cases/` (docs/testing.md).

    python -m testing.import_iree_cases [--repo /work/.mirror/iree-org+iree/repo]

For each pinned commit (`IREE_COMMITS`), every `*.mlir` file mentioning `iree_encoding` is copied
without its FileCheck lines (the differential tests compare with iree-opt itself, not with CHECKs);
RUN lines and `expected-*` diagnostics stay. A file identical at both commits is stored once.
`manifest.json` maps each version to its commit and each source path to the stored file.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

IREE_COMMITS = {"3.7.1": "cb2048e0", "3.13.0": "b48a595"}
"""The commit of each oracle version: the 3.7.1 release, and IREE's main at b48a595 (about 3.13)."""

CASES_DIR = Path(__file__).resolve().parents[1] / "tests" / "pytest" / "differential" / "iree_cases"
DEFAULT_REPO = Path("/work/.mirror/iree-org+iree/repo")

_FILECHECK_LINE = re.compile(r"^\s*//\s*(?!RUN\b)[A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*\s*:")


def strip_filecheck(text: str) -> str:
    """`text` without FileCheck directives (`// CHECK-NEXT: ...`, `// PAD: ...`); RUN and other lines stay."""
    return "".join(line for line in text.splitlines(keepends=True) if not _FILECHECK_LINE.match(line))


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout


def stored_name(path: str, blob: str) -> str:
    """`compiler/src/iree/compiler/Dialect/Encoding/IR/test/roundtrip.mlir`, blob `3e02472e...`
    -> `Dialect.Encoding.IR.test.roundtrip@3e02472e.mlir`."""
    stem = path.removeprefix("compiler/src/iree/compiler/").removesuffix(".mlir").replace("/", ".")
    return f"{stem}@{blob[:8]}.mlir"


def import_cases(repo: Path, out: Path = CASES_DIR) -> dict[str, dict[str, object]]:
    """Write the stripped files and the manifest; return the manifest."""
    out.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, dict[str, object]] = {}
    sources: dict[str, list[str]] = {}
    for version, commit in IREE_COMMITS.items():
        files: dict[str, str] = {}
        listed = _git(repo, "grep", "-l", "iree_encoding", commit, "--", "*.mlir").split()
        for entry in sorted(listed):
            path = entry.removeprefix(f"{commit}:")
            blob = _git(repo, "rev-parse", f"{commit}:{path}").strip()
            name = stored_name(path, blob)
            files[path] = name
            sources.setdefault(name, []).append(f"{path} at {commit} (IREE {version})")
            if not (out / name).exists():
                (out / name).write_text(strip_filecheck(_git(repo, "show", f"{commit}:{path}")))
        manifest[version] = {"commit": commit, "files": files}
    for name, origins in sources.items():
        text = (out / name).read_text()
        if not text.startswith("// Ported from"):
            header = "".join(f"// Ported from iree-org/iree {origin}; FileCheck lines removed.\n" for origin in origins)
            (out / name).write_text(header + text)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m testing.import_iree_cases", description=__doc__)
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO, help="a git copy of iree-org/iree")
    args = parser.parse_args(argv)
    manifest = import_cases(args.repo)
    for version, entry in manifest.items():
        files = entry["files"]
        assert isinstance(files, dict)
        print(f"IREE {version} at {entry['commit']}: {len(files)} files")  # pyright: ignore[reportUnknownArgumentType]
    return 0


if __name__ == "__main__":
    sys.exit(main())
