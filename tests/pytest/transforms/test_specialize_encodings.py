"""`specialize-encodings` against iree-opt 3.13's `iree-stream-specialize-encodings` on IREE's own test file.

The cases are IREE's `compiler/src/iree/compiler/Dialect/Stream/Transforms/test/specialize_encodings.mlir`
(b48a595, ported in tests/pytest/differential/iree_cases/). For each, our pass and IREE's run on the
same input: both fail (IREE's `expected-error` cases), or iree-opt reads our result as exactly the
program its own pass printed (generic, local scope). Cases whose resolvers live elsewhere are strict
xfails naming what they need, so each flips when it lands.
"""

from __future__ import annotations

from functools import cache

import pytest
from _pytest.mark.structures import ParameterSet
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from testing.differential import LitCase, load_cases, without_expectations
from testing.iree_host import printed
from testing.oracle import run_iree_opt_chunks
from xdsl_encoding import api
from xdsl_encoding.dialects.iree_cpu import VMVXEncodingResolverAttr
from xdsl_encoding.transforms.specialize_encodings import resolvers

SOURCE = "compiler/src/iree/compiler/Dialect/Stream/Transforms/test/specialize_encodings.mlir"
PIPELINE = "builtin.module(iree-stream-specialize-encodings)"

NEEDS = {
    1: "CPU tiles for convolution encodings (op_type = conv): the data-tiling chooser has none (refused, not identity)",
}
"""Case index -> what it needs."""


@cache
def _cases() -> tuple[LitCase, ...]:
    return tuple(c for c in load_cases("3.13.0") if c.source == SOURCE)


@cache
def _iree() -> tuple[str | None, ...]:
    """IREE's result of each case (its generic local-scope print), None where it fails."""
    results = run_iree_opt_chunks(
        [without_expectations(c.text) for c in _cases()], PIPELINE, generic=True, local_scope=True, version="3.13.0"
    )
    return tuple(r.output if r.ok else None for r in results)


def _ours(case: LitCase) -> str | None:
    try:
        return printed(api.run_passes(api.parse_module(case.text), "specialize-encodings"))
    except (PassFailedException, DiagnosticException):
        return None


@cache
def _meaning(texts: tuple[str, ...]) -> tuple[str, ...]:
    results = run_iree_opt_chunks(list(texts), generic=True, local_scope=True, version="3.13.0")
    assert all(r.ok for r in results), [r.diagnostics for r in results if not r.ok]
    return tuple(r.output for r in results)


def _params() -> list[ParameterSet]:
    return [
        pytest.param(
            i, marks=[pytest.mark.xfail(strict=True, reason=f"needs {NEEDS[i]}")] if i in NEEDS else [], id=f"case{i}"
        )
        for i in range(34)
    ]


def test_the_ported_file_has_its_34_cases() -> None:
    assert len(_cases()) == 34


@pytest.mark.parametrize("index", _params())
def test_same_result_as_iree(index: int, iree_opt_3_13: object) -> None:
    case = _cases()[index]
    iree = _iree()[index]
    ours = _ours(case)
    if iree is None:
        assert ours is None, f"{case.name}: IREE refuses it ({case.expected_errors}), we do not"
        return
    assert ours is not None, f"{case.name}: IREE specializes it, we refuse it"
    (meaning,) = _meaning((ours,))
    assert meaning == iree, f"{case.name}: iree-opt reads our result otherwise than its own"


def test_refusals_name_the_op_and_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    case = next(c for c in _cases() if "fail_to_get_recognized_layout" in c.text)
    with pytest.raises(PassFailedException, match=r"'stream\.tensor\.empty' op failed to resolve recognized layout"):
        api.run_passes(api.parse_module(case.text), "specialize-encodings")
    module = api.parse_module(_cases()[0].text)
    monkeypatch.delitem(resolvers._FACTORIES, VMVXEncodingResolverAttr)  # pyright: ignore[reportPrivateUsage]
    with pytest.raises(
        PassFailedException, match=r"no layout resolver is registered for iree_cpu\.vmvx_encoding_resolver"
    ):
        api.run_passes(module, "specialize-encodings")
    assert "#iree_encoding.layout" not in printed(module), "a failed pass must leave the module as it was"
