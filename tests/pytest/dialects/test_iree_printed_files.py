"""IR that IREE 3.13 printed for small ONNX models (tests/data/iree, made by generate.py) goes in unedited.

For every file: xDSL parses it, prints it, parses that again to the same thing, and iree-opt 3.13
reads our print with exactly the meaning of IREE's own (the generic, alias-free prints are equal).
Every file must parse: one that does not is a failure, not a skip.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException, ParseError

from testing.iree_host import IREE_FILES, ROOT, iree_generic, printed, stage_of
from xdsl_encoding import api


def test_the_data_is_there():
    stages = {stage_of(f) for f in IREE_FILES}
    assert stages == {"input", "global-opt", "dispatch", "flow", "flow-dt", "stream", "stream-dt"}
    assert len(IREE_FILES) >= 24


@pytest.mark.parametrize("path", IREE_FILES, ids=lambda p: p.name)
def test_xdsl_round_trip(path: Path):
    module = api.parse_module(path.read_text())
    again = api.parse_module(printed(module))
    assert printed(again, generic=True) == printed(module, generic=True)


@pytest.mark.parametrize("path", IREE_FILES, ids=lambda p: p.name)
def test_iree_reads_our_print_with_the_same_meaning(path: Path):
    text = path.read_text()
    module = api.parse_module(text)
    assert iree_generic(printed(module)) == iree_generic(text)


def _one_stage_per_model(files: list[Path]) -> list[Path]:
    """Each model's files under 20 KB, one stage per model, the stages taken in turn (cuts are slow)."""
    models = sorted({f.name.split(".")[0] for f in files})
    stages = ("input", "global-opt", "dispatch", "flow")
    picked: list[Path] = []
    for i, model in enumerate(models):
        small = [f for f in files if f.name.split(".")[0] == model and f.stat().st_size < 20_000]
        by_stage = {stage_of(f): f for f in small}
        for stage in stages[i % len(stages) :] + stages[: i % len(stages)]:
            if stage in by_stage:
                picked.append(by_stage[stage])
                break
    return picked


SMALL_FILES = _one_stage_per_model(IREE_FILES)


@pytest.mark.parametrize("path", SMALL_FILES, ids=lambda p: p.name)
def test_truncated_files_give_diagnostics(path: Path):
    """Every cut of an IREE-printed file is parsed or refused with a diagnostic, never an internal error.

    Cuts are at line ends and mid-line, never inside a string literal: xDSL 0.74's string-literal
    regex backtracks exponentially on a long unterminated string (a `dense<"0x...` cut in half),
    a hang in xDSL's lexer, not in these dialects.
    """
    text = path.read_text()
    api.parse_module(text)
    ends = [i for i, char in enumerate(text) if char == "\n"]
    middles = [(a + b) // 2 for a, b in itertools.pairwise(ends)]
    cuts = sorted(ends[:: max(1, len(ends) // 10)] + middles[:: max(1, len(middles) // 10)])
    for cut in (c for c in cuts if text[:c].count('"') % 2 == 0):
        try:
            api.parse_module(text[:cut])
        except (ParseError, DiagnosticException):
            pass


LIT_FILES = sorted(
    path
    for dialect in ("util", "hal", "flow", "iree_tensor_ext", "iree_linalg_ext", "stream")
    for path in (ROOT / "tests" / "filecheck" / "dialects" / dialect).glob("*.mlir")
)


@pytest.mark.parametrize("path", LIT_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_lit_inputs_mean_the_same_to_iree(path: Path):
    """The hand-written lit inputs cover ops the models do not print (subspans, ties, barriers, bitcasts)."""
    text = path.read_text()
    assert iree_generic(printed(api.parse_module(text))) == iree_generic(text)
