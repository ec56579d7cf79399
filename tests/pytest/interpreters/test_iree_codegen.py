"""The numpy `iree_codegen.inner_tiled`: its one-matmul path is exact where integers make it checkable.

`_transposed_copy` (raw-item copies of contiguous runs) must equal `np.transpose` bit for bit; the
materialized GPU and CPU programs, interpreted, must equal an int64 reference exactly on i8 -> i32
(any reordering of K or of the product's layout would still be exact there; a wrong index would not)
and a float64 reference closely on f32.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from xdsl_encoding.api import interpret, parse_module, run_passes
from xdsl_encoding.interpreters.iree_codegen import _transposed_copy  # pyright: ignore[reportPrivateUsage]

_MATMUL = """
func.func @mm(%a: tensor<{m}x{k}x{t}>, %b: tensor<{k}x{n}x{t}>, %c: tensor<{m}x{n}x{acc}>) -> tensor<{m}x{n}x{acc}>{attrs} {{
  %0 = linalg.matmul ins(%a, %b : tensor<{m}x{k}x{t}>, tensor<{k}x{n}x{t}>) outs(%c : tensor<{m}x{n}x{acc}>) -> tensor<{m}x{n}x{acc}>
  return %0 : tensor<{m}x{n}x{acc}>
}}
"""
_CPU = (
    ' attributes {hal.executable.target = #hal.executable.target<"llvm-cpu", "xyz", {target_triple = "x86_64-xyz-xyz", '
    'cpu_features = "+avx512f", enable_inner_tiled = true, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>}'
)


@pytest.mark.parametrize(
    ("shape", "axes"),
    [
        ((32, 32, 4, 16, 4), [0, 3, 1, 2, 4]),
        ((3, 5, 2, 7, 2), [1, 0, 3, 2, 4]),
        ((4, 6, 8, 2), [2, 0, 1, 3]),
        ((4, 6, 8, 4), [1, 0, 2, 3]),
        ((5, 7), [1, 0]),
        ((2, 3, 4), [0, 1, 2]),
    ],
)
@pytest.mark.parametrize("dtype", [np.float32, np.float16, np.int8, np.int32, np.float64])
def test_transposed_copy_is_the_transpose(shape: tuple[int, ...], axes: list[int], dtype: type) -> None:
    x: np.ndarray[Any, Any] = (np.random.default_rng(0).standard_normal(shape) * 50).astype(dtype)
    found = _transposed_copy(x, axes)
    assert found.flags.c_contiguous
    assert found.dtype == x.dtype
    assert np.array_equal(found.view(np.uint8), np.ascontiguousarray(np.transpose(x, axes)).view(np.uint8))


def _run(target: str, m: int, n: int, k: int, types: tuple[str, str], attrs: str = "") -> None:
    t, acc = types
    text = _MATMUL.format(m=m, n=n, k=k, t=t, acc=acc, attrs=attrs)
    pipeline = "set-encoding{encoding=data-tiling},materialize-encoding-into-packs" + (
        f"{{target={target}}}" if target != "cpu" else ""
    )
    lowered = run_passes(parse_module(text), pipeline)
    assert "iree_codegen.inner_tiled" in str(lowered)
    rng = np.random.default_rng(m * n + k)
    if t == "i8":
        a = rng.integers(-128, 128, (m, k)).astype(np.int8)
        b = rng.integers(-128, 128, (k, n)).astype(np.int8)
        c = rng.integers(-1000, 1000, (m, n)).astype(np.int32)
        (found,) = interpret(lowered, "mm", a, b, c)
        expected = c.astype(np.int64) + a.astype(np.int64) @ b.astype(np.int64)
        assert np.array_equal(found, expected)
    else:
        a, b, c = (rng.standard_normal(s).astype(np.float32) for s in ((m, k), (k, n), (m, n)))
        (found,) = interpret(lowered, "mm", a, b, c)
        expected = c.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
        assert np.allclose(found, expected, rtol=1e-5, atol=1e-4 * np.sqrt(k))


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "gfx90a", "gfx1100", "gfx1201", "mi300x"])
@pytest.mark.parametrize(("m", "n", "k"), [(512, 512, 512), (100, 70, 40), (600, 130, 96)])
def test_integer_gpu_inner_tiled_is_exact(target: str, m: int, n: int, k: int) -> None:
    _run(target, m, n, k, ("i8", "i32"))


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "gfx90a"])
@pytest.mark.parametrize(("m", "n", "k"), [(512, 512, 512), (100, 70, 40)])
def test_f32_gpu_inner_tiled_matches_float64(target: str, m: int, n: int, k: int) -> None:
    _run(target, m, n, k, ("f32", "f32"))


@pytest.mark.parametrize(("m", "n", "k"), [(512, 512, 512), (100, 70, 40)])
def test_cpu_inner_tiled_matches_float64(m: int, n: int, k: int) -> None:
    _run("cpu", m, n, k, ("f32", "f32"), _CPU)
