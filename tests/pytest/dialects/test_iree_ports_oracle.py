"""The ported IREE lit tests, checked against the real iree-opt of each version.

For every case of `tests/filecheck/dialects/iree_encoding/iree_roundtrip_<v>.mlir` (IREE's own
`Encoding/IR/test/roundtrip.mlir` at that version), iree-opt <v> must print the same generic IR
(`--mlir-print-op-generic --mlir-print-local-scope`) for the original and for our print of it; every
case of `iree_invalid_<v>.mlir` must be rejected by iree-opt <v> and by us, except the documented
union cases (no `encoding_dims` at all, IREE 3.7.1's spelling). Skips visibly without the oracle.
"""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from testing.oracle import ensure_oracle, run_iree_opt_chunks
from xdsl_encoding.api import context
from xdsl_encoding.verify.module import verify_module


def parse_module(text: str) -> ModuleOp:
    """With every dialect: IREE's tests use linalg, arith, tensor around the encodings."""
    return Parser(context(), text).parse_module()


ROOT = Path(__file__).resolve().parents[3]
LIT = ROOT / "tests" / "filecheck" / "dialects"
ORACLES = {"3_7_1": "3.7.1", "3_13": "3.13.0"}
"""Suffix of the ported lit files -> the IREE version (`testing/oracle.py`) they are checked against."""
UNION_ACCEPTED = "dynamic encoding dimension(s), but 0 provided"


def cases(path: Path) -> list[str]:
    text = "\n".join(line for line in path.read_text().splitlines() if not line.startswith("// RUN"))
    return [c for c in re.split(r"^// -----$", text, flags=re.M) if c.strip()]


def oracle(version: str) -> Path:
    status = ensure_oracle(ORACLES[version])
    if status.iree_opt is None:
        pytest.skip(f"iree-opt {ORACLES[version]} unavailable: {status.reason}")
    return status.iree_opt


def ours(text: str) -> str:
    module = parse_module(text)
    module.verify()
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


@pytest.mark.parametrize("version", sorted(ORACLES))
def test_round_trips_mean_the_same_to_iree(version: str):
    elf = oracle(version)
    originals = cases(LIT / "iree_encoding" / f"iree_roundtrip_{version}.mlir")
    printed = [ours(c) for c in originals]
    expected = run_iree_opt_chunks(originals, generic=True, local_scope=True, iree_opt=elf)
    got = run_iree_opt_chunks(printed, generic=True, local_scope=True, iree_opt=elf)
    for i, (e, g) in enumerate(zip(expected, got, strict=True)):
        assert e.ok, f"case {i}: iree-opt {version} rejects IREE's own case:\n{e.diagnostics}"
        assert g.ok, f"case {i}: iree-opt {version} rejects our print:\n{g.diagnostics}\n{printed[i]}"
        assert e.output == g.output, f"case {i}: the meaning changed:\n{e.output}\n---\n{g.output}"


@pytest.mark.parametrize("version", sorted(ORACLES))
def test_invalid_cases_are_rejected_like_iree(version: str):
    elf = oracle(version)
    invalid = cases(LIT / "iree_encoding" / f"iree_invalid_{version}.mlir")
    results = run_iree_opt_chunks(invalid, iree_opt=elf)
    for i, (text, result) in enumerate(zip(invalid, results, strict=True)):
        assert not result.ok, f"case {i}: iree-opt {version} now accepts it"
        if UNION_ACCEPTED in result.diagnostics:
            verify_module(parse_module(text))  # accepted on purpose: IREE 3.7.1's spelling
            continue
        with pytest.raises((ParseError, VerifyException)):
            verify_module(parse_module(text))


@pytest.mark.parametrize(
    ("path", "versions"),
    [
        (LIT / "iree_cpu" / "attrs.mlir", ("3_7_1", "3_13")),
        (LIT / "iree_gpu" / "attrs.mlir", ("3_7_1", "3_13")),
        (LIT / "iree_encoding" / "accepted_like_iree.mlir", ("3_7_1", "3_13")),
    ],
    ids=lambda p: p.name if isinstance(p, Path) else None,
)
def test_other_cases_mean_the_same_where_iree_accepts_them(path: Path, versions: tuple[str, ...]):
    originals = cases(path)
    printed = [ours(c) for c in originals]
    accepted_somewhere = [False] * len(originals)
    for version in versions:
        elf = oracle(version)
        expected = run_iree_opt_chunks(originals, generic=True, local_scope=True, iree_opt=elf)
        got = run_iree_opt_chunks(printed, generic=True, local_scope=True, iree_opt=elf)
        for i, (e, g) in enumerate(zip(expected, got, strict=True)):
            if not e.ok:
                assert re.search(r"only \(", originals[i]), f"case {i}: iree-opt {version} rejects it unannounced"
                continue
            accepted_somewhere[i] = True
            assert g.ok, f"case {i} ({version}): iree-opt rejects our print:\n{g.diagnostics}"
            assert e.output == g.output, f"case {i} ({version}): the meaning changed:\n{e.output}\n{g.output}"
    assert all(accepted_somewhere)
