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

NEEDS: dict[int, str] = {}
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


def test_refusals_name_the_op_and_the_rule() -> None:
    case = next(c for c in _cases() if "fail_to_get_recognized_layout" in c.text)
    with pytest.raises(PassFailedException, match=r"'stream\.tensor\.empty' op failed to resolve recognized layout"):
        api.run_passes(api.parse_module(case.text), "specialize-encodings")
    module = api.parse_module(_cases()[0].text)
    registry = resolvers._FACTORIES  # pyright: ignore[reportPrivateUsage]
    vmvx = registry.get(VMVXEncodingResolverAttr)
    assert vmvx is not None
    registry.unregister(VMVXEncodingResolverAttr)
    try:
        with pytest.raises(
            PassFailedException, match=r"no layout resolver is registered for iree_cpu\.vmvx_encoding_resolver"
        ):
            api.run_passes(module, "specialize-encodings")
    finally:
        resolvers.register_layout_resolver(VMVXEncodingResolverAttr, vmvx)
    assert "#iree_encoding.layout" not in printed(module), "a failed pass must leave the module as it was"


_INNER_TILED_TARGET = (
    '#hal.executable.target<"llvm-cpu", "xyz", {{iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, '
    'target_triple="{triple}", cpu_features="{features}"{inner}}}>'
)
_INNER_TILED_PROGRAM = """
#map0 = affine_map<(m, n, k) -> (m, k)>
#map1 = affine_map<(m, n, k) -> (k, n)>
#map2 = affine_map<(m, n, k) -> (m, n)>
#device = #hal.device.target<"local", {{ordinal = 0 : index}}, [{target}]> : !hal.device
util.global private @device_a = #device
util.func public @sizes(%d0: index, %d1: index) -> (index, index, index) {{
  %0 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x?x{lhs}, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [{lhs}, {rhs}, {out}], user_indexing_maps = [#map0, #map1, #map2]{sizes}>>{{%d0, %d1}} : index
  %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x?x{rhs}, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [{lhs}, {rhs}, {out}], user_indexing_maps = [#map0, #map1, #map2]{sizes}>>{{%d0, %d1}} : index
  %2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x?x{out}, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [{lhs}, {rhs}, {out}], user_indexing_maps = [#map0, #map1, #map2]{sizes}>>{{%d0, %d1}} : index
  util.return %0, %1, %2 : index, index, index
}}
"""
_INNER_TILED_CASES = {
    "x86_f32_static": ("x86_64-xyz-xyz", "+avx512f", ("f32", "f32", "f32"), ", iteration_sizes = [128, 64, 256]"),
    "x86_f32_dynamic": ("x86_64-xyz-xyz", "+avx512f", ("f32", "f32", "f32"), ", iteration_sizes = [?, ?, ?]"),
    "x86_f32_no_sizes": ("x86_64-xyz-xyz", "+avx512f", ("f32", "f32", "f32"), ""),
    "x86_i8_vnni": ("x86_64-xyz-xyz", "+avx512f,+avx512vnni", ("i8", "i8", "i32"), ", iteration_sizes = [100, 70, 40]"),
    "aarch64_f32": ("aarch64-xyz-xyz", "", ("f32", "f32", "f32"), ", iteration_sizes = [33, 17, 64]"),
}


def _inner_tiled_program(name: str, inner: bool) -> str:
    triple, features, (lhs, rhs, out), sizes = _INNER_TILED_CASES[name]
    target = _INNER_TILED_TARGET.format(
        triple=triple, features=features, inner=", enable_inner_tiled = true" if inner else ""
    )
    return _INNER_TILED_PROGRAM.format(target=target, lhs=lhs, rhs=rhs, out=out, sizes=sizes)


@pytest.mark.parametrize("name", list(_INNER_TILED_CASES))
def test_enable_inner_tiled_is_kept_as_iree_313_keeps_it(name: str, iree_opt_3_13: object) -> None:
    """IREE's `CPULayoutResolverAttr::cloneWithSimplifiedConfig` keeps `enable_inner_tiled`, so the layout is the
    inner-tiled one with its swizzle (before the one reader of executable targets, this pass dropped it)."""
    program = _inner_tiled_program(name, inner=True)
    (iree,) = run_iree_opt_chunks([program], PIPELINE, generic=True, local_scope=True, version="3.13.0")
    assert iree.ok, iree.diagnostics
    ours = printed(api.run_passes(api.parse_module(program), "specialize-encodings"))
    (meaning,) = _meaning((ours,))
    assert meaning == iree.output
    assert ("swizzle" in ours) == ("iteration_sizes" in program)


def test_without_enable_inner_tiled_the_layout_has_no_swizzle() -> None:
    ours = printed(
        api.run_passes(api.parse_module(_inner_tiled_program("x86_f32_static", inner=False)), "specialize-encodings")
    )
    assert "swizzle" not in ours
    assert "innerTileSizes = [16 : i64, 1 : i64]" in ours
