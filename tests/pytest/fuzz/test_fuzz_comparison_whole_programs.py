"""`compare` on whole programs, the long sweep (`make fuzz`): K = 1517, three seeds, every pipeline for
every element type (tests/pytest/test_comparison_whole_programs.py runs the short one in `make test`)."""

from __future__ import annotations

import os

import pytest

from tests.pytest.whole_programs import FAMILIES, MUTANTS, PIPELINES, REWRITES, TYPES
from xdsl_encoding.api import compare, parse_module, run_passes

pytestmark = pytest.mark.skipif(
    os.environ.get("HYPOTHESIS_PROFILE") != "fuzz", reason="the long sweep runs under `make fuzz` (minutes)"
)

K = 1517
SEEDS = (0, 1, 2)
CASES = [(f, t) for f in FAMILIES for t in TYPES]


@pytest.mark.parametrize(("family", "ti"), CASES, ids=[f"{f}-{t}" for f, t in CASES])
def test_fuzz_whole_programs_every_rewrite_agrees_and_every_far_mutant_is_rejected(family: str, ti: str):
    build = FAMILIES[family]
    original = parse_module(build(ti, "", K))
    correct = {name: run_passes(original, pipeline) for name, pipeline in PIPELINES.items()}
    correct |= {v: parse_module(build(ti, v, K)) for v in REWRITES.get(family, ())}
    wrong = {v: parse_module(build(ti, v, K)) for v in MUTANTS[family]}
    for seed in SEEDS:
        for name, other in correct.items():
            report = compare(original, other, seed=seed)
            assert report.agree, f"{name}, seed {seed}:\n{report.summary()}"
            assert report.bound == "tight"
        for name, other in wrong.items():
            report = compare(original, other, seed=seed)
            assert report.bound == "tight"
            if report.error_ratio >= 10:
                assert not report.agree, f"{name}, seed {seed} accepted:\n{report.summary()}"
