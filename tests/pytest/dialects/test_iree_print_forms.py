"""What `iree-opt` 3.13 prints of the test data in its three forms goes into xDSL and back with its meaning.

A user pipes `iree-opt` into `xdsl-opt`: its default print has typed attribute aliases
(`#device_target_local = #hal.device.target<...> : !hal.device`), its generic print (with or without
`--mlir-print-local-scope`) writes every property of every host op. For one file of each model (the
stage rotates, as in test_iree_printed_files.py), each form parses, and iree-opt reads our print as
the program it printed (its generic local-scope print of both is the same). One iree-opt process per
form and one for the comparison.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from testing.iree_host import IREE_FILES, printed, stage_of
from testing.oracle import run_iree_opt_batch
from xdsl_encoding import api

FORMS = {"default": (False, False), "generic": (True, False), "generic-local-scope": (True, True)}


RARE_STAGES = ("flow", "flow-dt", "stream", "stream-dt")
"""Stages only some models have: their files are the ones taken of such a model."""


def _one_file_per_model(files: list[Path]) -> list[Path]:
    models = sorted({f.name.split(".")[0] for f in files})
    stages = ("input", "global-opt", "dispatch")
    picked: list[Path] = []
    for i, model in enumerate(models):
        by_stage = {stage_of(f): f for f in files if f.name.split(".")[0] == model}
        rare = [by_stage[s] for s in RARE_STAGES if s in by_stage]
        rotated = [by_stage[s] for s in stages[i % 3 :] + stages[: i % 3] if s in by_stage]
        picked += rare or rotated[:1] or [min(by_stage.values())]  # a model with fewer stages (the LLMs)
    return picked


FILES = _one_file_per_model(IREE_FILES)


@cache
def _form(name: str) -> tuple[str, ...]:
    generic, local_scope = FORMS[name]
    texts = [path.read_text() for path in FILES]
    return tuple(run_iree_opt_batch(texts, generic=generic, local_scope=local_scope, version="3.13.0"))


def test_every_stage_is_covered() -> None:
    assert {stage_of(f) for f in FILES} == {stage_of(f) for f in IREE_FILES}


@pytest.mark.parametrize("form", FORMS)
def test_iree_opt_prints_parse_and_print_back_with_their_meaning(form: str, iree_opt_3_13: Path) -> None:
    texts = _form(form)
    if form == "default":
        assert any(": !hal.device\n" in t and t.lstrip().startswith("#") for t in texts), "no typed alias to read"
    ours = [printed(api.parse_module(text, name=f"{path.name} ({form})")) for path, text in zip(FILES, texts)]
    meaning = run_iree_opt_batch([*ours, *texts], generic=True, local_scope=True, version="3.13.0")
    differ = [path.name for path, a, b in zip(FILES, meaning[: len(FILES)], meaning[len(FILES) :]) if a != b]
    assert not differ, f"iree-opt reads our print of its {form} form otherwise: {differ}"


def test_typed_alias_is_expanded_where_it_is_used() -> None:
    text = (
        '#target = #hal.device.target<"local"> : !hal.device\n'
        "util.global private @device_a = #target\n"
        "util.global private @device_b = #hal.device.select<[#target, #target]> : !hal.device\n"
    )
    out = printed(api.parse_module(text))
    assert 'util.global private @device_a = #hal.device.target<"local"> : !hal.device\n' in out
    assert (
        '#hal.device.select<[#hal.device.target<"local"> : !hal.device, #hal.device.target<"local"> : !hal.device]>'
        in out
    )
