"""`encode-host-tensors` against iree-opt 3.13's `iree-stream-encode-host-tensors` on IREE's own lit tests.

The cases are IREE's `Dialect/Stream/Transforms/test/encode_host_tensors_encoding.mlir` and
`encode_host_tensors_packing.mlir` (b48a595, ported in tests/pytest/differential/iree_cases/) and
`encode_host_tensors.mlir` (ported in iree_ports/). Each runs through our pass and IREE's (with
IREE's `--iree-experimental-vscale-value=2`, our `vscale=2`): both fail, or both results, put
through iree-opt's `canonicalize,cse` (which folds and orders constants as IREE's greedy driver
does), are the same program. Where the original's sizes can be interpreted, the encoded function
returns the same values on random dims. Cases with ops this pass does not encode are strict xfails.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from _pytest.mark.structures import ParameterSet
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from testing.differential import LitCase, load_cases, split_cases, without_expectations
from testing.iree_host import printed
from testing.oracle import run_iree_opt_chunks
from xdsl_encoding import api

SOURCES = (
    "compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors_encoding.mlir",
    "compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors_packing.mlir",
)
PLAIN = "compiler/src/iree/compiler/Dialect/Stream/Transforms/test/encode_host_tensors.mlir"
PORT = Path(__file__).parent / "iree_ports" / "encode_host_tensors.mlir"
PIPELINE = "builtin.module(iree-stream-encode-host-tensors)"
VSCALE = 2
NOT_ENCODED = re.compile(
    r"stream\.tensor\.(import|export|constant|slice|fill|update|load|store|dispatch|parameter\.\w+)\b"
)
_UNPARENTHESIZED = re.compile(r"\) -> (index(?:, index)+) \{")


def _adapted(text: str) -> str:
    """`-> index, index {` as `-> (index, index) {`: the same signature, in the form our util.func parser reads."""
    return _UNPARENTHESIZED.sub(lambda m: f") -> ({m.group(1)}) {{", without_expectations(text))


@cache
def _cases() -> tuple[LitCase, ...]:
    ported = [c for c in load_cases("3.13.0") if c.source in SOURCES]
    return (*ported, *split_cases(PLAIN, PORT.read_text()))


def _ours(text: str) -> str | None:
    try:
        return printed(api.run_passes(api.parse_module(text), f"encode-host-tensors{{vscale={VSCALE}}}"))
    except (PassFailedException, DiagnosticException):
        return None


def _canonical(texts: list[str]) -> list[str]:
    results = run_iree_opt_chunks(texts, "builtin.module(util.func(canonicalize,cse))", version="3.13.0")
    assert all(r.ok for r in results), [r.diagnostics for r in results if not r.ok]
    return [r.output for r in results]


@cache
def _iree() -> tuple[str | None, ...]:
    """IREE's result of each case, canonicalized; None where IREE fails."""
    results = run_iree_opt_chunks(
        [_adapted(c.text) for c in _cases()],
        PIPELINE,
        extra_args=[f"--iree-experimental-vscale-value={VSCALE}"],
        version="3.13.0",
    )
    ok = _canonical([r.output for r in results if r.ok])
    found: list[str | None] = []
    for r in results:
        found.append(ok.pop(0) if r.ok else None)
    return tuple(found)


def _params() -> list[ParameterSet]:
    params: list[ParameterSet] = []
    for i, case in enumerate(_cases()):
        missing = sorted(set(NOT_ENCODED.findall(without_expectations(case.text))))
        marks = (
            [pytest.mark.xfail(strict=True, reason=f"needs stream.tensor.{', '.join(missing)} encoded (stream.async)")]
            if missing and not case.expected_errors  # where IREE fails too, refusing is right
            else []
        )
        params.append(pytest.param(i, marks=marks, id=case.name.split("/")[-1]))
    return params


def test_the_ports_have_their_cases() -> None:
    assert [sum(c.source == s for c in _cases()) for s in (*SOURCES, PLAIN)] == [13, 21, 23]


@pytest.mark.parametrize("index", _params())
def test_same_result_as_iree(index: int, iree_opt_3_13: object) -> None:
    case = _cases()[index]
    iree = _iree()[index]
    ours = _ours(_adapted(case.text))
    if iree is None:
        assert ours is None, f"{case.name}: IREE refuses it ({case.expected_errors}), we do not"
        return
    assert ours is not None, f"{case.name}: IREE encodes it, we refuse it"
    (canonical,) = _canonical([ours])
    assert canonical == iree, f"{case.name}: our result is another program than IREE's"


def _sizeof_functions(text: str) -> list[tuple[str, int]]:
    """`(name, number of index arguments)` of each function of `text` whose arguments are all indices."""
    found: list[tuple[str, int]] = []
    for name, args in re.findall(r"util\.func public @(\w+)\(([^)]*)\)", text):
        kinds = [a.split(":")[-1].strip() for a in args.split(",") if a.strip()]
        if all(k == "index" for k in kinds) and "stream.tensor.sizeof" in text:
            found.append((name, len(kinds)))
    return found


_SUB_BYTE = re.compile(r"x(i2|i4)>")
SUB_BYTE = (
    "the interpreter's stream.tensor.sizeof (interpreters/stream_storage.py) stores i2/i4 elements one per byte; "
    "IREE packs them"
)


def _interpretable() -> list[ParameterSet]:
    return [
        pytest.param(
            i,
            id=c.name.split("/")[-1],
            marks=[pytest.mark.xfail(strict=True, reason=SUB_BYTE)] if _SUB_BYTE.search(c.text) else [],
        )
        for i, c in enumerate(_cases())
        if _sizeof_functions(c.text) and not NOT_ENCODED.search(without_expectations(c.text))
    ]


@pytest.mark.parametrize("index", _interpretable())
def test_sizes_interpret_as_before(index: int) -> None:
    """The original's `stream.tensor.sizeof` (the interpreter's storage rule) equals the encoded arithmetic."""
    text = _adapted(_cases()[index].text)
    encoded_text = _ours(text)
    if encoded_text is None:
        pytest.skip("IREE and this pass refuse the case (checked by test_same_result_as_iree)")
    original, encoded = api.parse_module(text), api.parse_module(encoded_text)
    rng = np.random.default_rng(index)
    for name, arity in _sizeof_functions(text):
        for _ in range(4):
            dims = [int(d) for d in rng.integers(0, 300, arity)]
            try:
                before = api.interpret(original, name, *dims)
            except Exception as e:  # the interpreter stores dense and single packed layouts only
                pytest.skip(f"the interpreter cannot size the original: {e}")
            after = api.interpret(encoded, name, *dims)
            assert [int(v) for v in before] == [int(v) for v in after], (name, dims)


def test_refusals_name_the_op_and_the_rule() -> None:
    text = """
util.func public @f(%arg0: index) -> index {
  %0 = stream.tensor.sizeof tensor<?x8xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1], scalableTiles = [true, false]}}>]>>{%arg0} : index
  util.return %0 : index
}
"""
    with pytest.raises(PassFailedException, match=r"'stream\.tensor\.sizeof' op failed to calculate.*vscale"):
        api.run_passes(api.parse_module(text), "encode-host-tensors")
    fill = """
util.func public @g(%arg0: f32, %arg1: index, %r: !stream.resource<*>) -> !stream.resource<*> {
  %s = stream.tensor.splat %arg0 : f32 -> tensor<4xf32> in !stream.resource<*>{%arg1}
  %0 = stream.tensor.fill %arg0, %r[%arg1 for %arg1] : f32 -> tensor<4xf32> in %r as !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}
"""
    module = api.parse_module(fill)
    with pytest.raises(PassFailedException, match=r"'stream\.tensor\.fill' op is not encoded here"):
        api.run_passes(module, "encode-host-tensors")
    assert "stream.tensor.splat" in printed(module), "a refused pass leaves the module as it was"
