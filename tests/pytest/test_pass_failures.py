"""From Python, a failing pass raises a diagnostic and leaves its input module exactly as it was.

The cases are the invalid-IR catalogue of the lit suite itself (`tests/filecheck/transforms/<pass>/
invalid_catalogue.mlir`, `invalid_pipeline.mlir`, the option catalogues): each `// -----` chunk is
run through the pipeline of its file's first RUN line, both with `api.run_passes` (which works on a
copy) and with `Pass().apply(ctx, module)` directly (which works in place). Both must raise the
diagnostic the lit test checks, and the module must print exactly as before the failing pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import context, parse_module, run_passes
from xdsl_encoding.transforms import get_all_passes

TRANSFORMS = Path(__file__).resolve().parents[1] / "filecheck" / "transforms"
CHUNKED = {
    "propagate_encodings": TRANSFORMS / "propagate_encodings" / "invalid_catalogue.mlir",
    "materialize_encoding_into_padding": TRANSFORMS / "materialize_encoding_into_padding" / "invalid_catalogue.mlir",
    "set_encoding": TRANSFORMS / "set_encoding" / "invalid_catalogue.mlir",
    "materialize_encoding_into_nop": TRANSFORMS / "materialize_encoding_into_nop" / "invalid_catalogue.mlir",
    "materialize_encoding_into_packs": TRANSFORMS / "materialize_encoding_into_packs" / "invalid_catalogue.mlir",
    "pipeline": TRANSFORMS / "invalid_pipeline.mlir",
}
OPTIONS = {
    "pass_options": TRANSFORMS / "invalid_pass_options.mlir",
    "resolver_options": TRANSFORMS / "materialize_encoding_into_padding" / "invalid_resolver_options.mlir",
}


@dataclass(frozen=True)
class Case:
    """A program, the pipeline that fails on it, and the message the lit test expects."""

    name: str
    program: str
    pipeline: str
    message: str


def _pipeline_of(text: str) -> str:
    match = re.search(r"// RUN: xdsl-opt %s -p (\S+|'[^']*')", text)
    assert match is not None, "every chunked catalogue file names its pipeline on the first RUN line"
    return match.group(1).strip("'")


def chunk_cases() -> list[Case]:
    cases: list[Case] = []
    for stem, path in CHUNKED.items():
        text = path.read_text()
        pipeline = _pipeline_of(text)
        for chunk in text.split("// -----"):
            function = re.findall(r"func\.func @(\w+)", chunk)[-1]
            message = re.search(r"^// CHECK: (.*)$", chunk, re.MULTILINE)
            assert message is not None, f"{stem}: @{function} has no CHECK line"
            cases.append(Case(f"{stem}:{function}", chunk, pipeline, message.group(1)))
    return cases


def option_cases() -> list[Case]:
    """Every `-p '<pipeline>'` RUN line of the option catalogues, with its prefix's message."""
    cases: list[Case] = []
    for stem, path in OPTIONS.items():
        text = path.read_text()
        program = text[text.index("func.func") :]
        for pipeline, prefix in re.findall(r"-p '([^']*)'.*--check-prefix=([\w-]+)", text):
            message = re.search(rf"^// {prefix}: (.*)$", text, re.MULTILINE)
            assert message is not None
            # xdsl-opt shows xDSL's own option errors as a ValueError; the API as a DiagnosticException.
            cases.append(Case(f"{stem}:{prefix}", program, pipeline, message.group(1).removeprefix("ValueError: ")))
    return cases


def printed(module: ModuleOp) -> str:
    """Generic form: it prints every op, also those whose custom printer cannot (a malformed expand_shape)."""
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(module)
    return stream.getvalue()


def assert_diagnostic(error: BaseException, case: Case) -> None:
    """A diagnostic with the catalogue's message, not a wrapped internal Python error."""
    assert isinstance(error, DiagnosticException), f"{type(error).__name__}: {error}"
    text = str(error)
    assert case.message in text, f"expected {case.message!r} in:\n{text}"


CHUNK_CASES = chunk_cases()
OPTION_CASES = option_cases()


def test_the_catalogue_is_complete():
    """40+ cases across the invalid-IR catalogues of the dialect, the reshapes and the passes."""
    root = TRANSFORMS.parent
    dialect = (root / "dialects" / "iree_encoding" / "invalid.mlir").read_text().count("// -----") + 1
    reshape = (TRANSFORMS / "verify_encodings" / "invalid.mlir").read_text().count("// -----") + 1
    passes = len(CHUNK_CASES) + len(OPTION_CASES)
    assert passes >= 40
    assert dialect + reshape + passes >= 120


@pytest.mark.parametrize("case", CHUNK_CASES, ids=lambda c: c.name)
def test_run_passes_fails_and_leaves_the_input_unchanged(case: Case):
    module = parse_module(case.program, verify=False)
    before = printed(module)
    with pytest.raises(DiagnosticException) as info:
        run_passes(module, case.pipeline)
    assert_diagnostic(info.value, case)
    assert printed(module) == before


@pytest.mark.parametrize("case", CHUNK_CASES, ids=lambda c: c.name)
def test_failing_pass_apply_leaves_its_module_unchanged(case: Case):
    """In place: the passes before the failing one run; the failing one changes nothing."""
    module = parse_module(case.program, verify=False)
    passes: tuple[ModulePass, ...] = PassPipeline.parse_spec(get_all_passes(), case.pipeline).passes
    for p in passes:
        before = printed(module)
        try:
            p.apply(context(), module)
        except Exception as error:
            assert_diagnostic(error, case)
            assert printed(module) == before, f"'{p.name}' failed after rewriting part of the module"
            assert p is passes[-1], f"'{p.name}' failed before the pass the catalogue expects to fail"
            return
    pytest.fail(f"'{case.pipeline}' did not fail")


@pytest.mark.parametrize("case", OPTION_CASES, ids=lambda c: c.name)
def test_bad_options_fail_with_a_diagnostic_and_change_nothing(case: Case):
    module = parse_module(case.program, verify=False)
    before = printed(module)
    with pytest.raises(DiagnosticException) as info:
        run_passes(module, case.pipeline)
    assert case.message in str(info.value), str(info.value)
    assert printed(module) == before
