"""Malformed IREE host IR (seeded mutations of tests/data/iree, `testing/mutations.py`) ends in a located
diagnostic: never an internal error or a hang, and never accepted where iree-opt 3.13 refuses it.

`make test` judges a sample of mutants of the smaller files; `make fuzz` (HYPOTHESIS_PROFILE=fuzz) 800 of
every file. The same measurement from the command line: `python -m testing.mutations --count 800`.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from testing.mutations import FAMILIES, Measurement, iree_accepts, measure, seed_files

PROFILES = {"fuzz": (800, None)}
COUNT, MAX_BYTES = PROFILES.get(os.environ.get("HYPOTHESIS_PROFILE", ""), (80, 20_000))
"""The sample: 80 mutants of the files up to 20 kB (they include dispatch prints with encodings and
`encoding_dims`)."""
SEED = 20


@pytest.fixture(scope="module")
def measurement() -> Measurement:
    return measure(COUNT, SEED, seed_files(MAX_BYTES), oracle=False)


def describe(measurement: Measurement, kinds: tuple[str, ...]) -> str:
    return "\n".join(
        f"{m.source} ({m.family}): {v.kind}: {v.message[:300]}"
        for m, v in zip(measurement.mutants, measurement.verdicts)
        if v.kind in kinds
    )


def test_fuzz_mutants_cover_every_family(measurement: Measurement):
    assert len(measurement.mutants) == COUNT
    assert {m.family for m in measurement.mutants} == set(FAMILIES)


def test_fuzz_mutants_end_without_internal_error_or_hang(measurement: Measurement):
    assert measurement.count("internal") == 0, describe(measurement, ("internal",))
    assert measurement.count("hang") == 0, describe(measurement, ("hang",))


def test_fuzz_mutant_diagnostics_name_a_place(measurement: Measurement):
    assert measurement.count("diagnostic") >= COUNT * 0.8
    assert measurement.located_share >= 0.95, describe(measurement, ("diagnostic",))


def test_fuzz_mutants_iree_opt_refuses_are_refused(measurement: Measurement, iree_opt_3_13: Path):
    iree = iree_accepts([m.text for m in measurement.mutants])
    accepted = [
        m for m, v, ok in zip(measurement.mutants, measurement.verdicts, iree) if v.kind == "accepted" and not ok
    ]
    assert not accepted, "\n".join(f"{m.source} ({m.family})" for m in accepted)


def test_the_unmutated_files_are_accepted_by_both(iree_opt_3_13: Path):
    files = seed_files(MAX_BYTES)
    assert all(iree_accepts([f.read_text() for f in files]))
