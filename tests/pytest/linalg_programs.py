"""One small program per linalg op of `xdsl_encoding.dialects.linalg`, with inputs and a numpy reference.

Shared by the dialect tests (xdsl-opt and iree-opt round trips) and the interpreter tests (numpy
and IREE 3.13's llvm-cpu runtime). Every program is `func.func @<name>`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

Array = np.ndarray[Any, Any]

IREE_313 = Path(__file__).resolve().parents[2] / ".oracle" / "iree-3.13.0"
IREE_313_LIBS = IREE_313 / "lib" / "python3.11" / "site-packages" / "iree" / "compiler" / "_mlir_libs"


def iree_313_tool(name: str) -> tuple[Path | None, str]:
    """The raw `iree-opt`/`iree-compile` ELF of IREE 3.13, or None and why not."""
    path = IREE_313_LIBS / name
    if not path.is_file():
        return None, f"IREE 3.13 {name} not found at {path} (the .oracle/iree-3.13.0 venv is missing)"
    return path, ""


@dataclass(frozen=True)
class Case:
    name: str
    mlir: str
    inputs: Callable[[np.random.Generator], list[Any]]
    reference: Callable[[list[Any]], tuple[Array, ...]]
    """The expected results, from the inputs."""
    exact: bool = True
    iree_compiles: bool = True
    """False where IREE 3.13's llvm-cpu backend cannot compile the program (a limitation of IREE's)."""


def assert_results_match(case: Case, got: Sequence[Any], want: Sequence[Any]) -> None:
    """Bit-equal (shape, dtype, values) for exact cases, within 2e-3 otherwise."""
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape
        if case.exact:
            assert g.dtype == w.dtype
            np.testing.assert_array_equal(g, w)
        else:
            np.testing.assert_allclose(g, w, rtol=2e-3, atol=2e-3)


def _ints(
    shape: tuple[int, ...], dtype: type, low: int = -128, high: int = 128
) -> Callable[[np.random.Generator], Array]:
    return lambda rng: rng.integers(low, high, shape).astype(dtype)


def _mm(a: Array, b: Array, acc: Array, unsigned: bool = False) -> Array:
    if unsigned:
        a, b = a.view(np.uint8), b.view(np.uint8)
    return (acc + a.astype(acc.dtype) @ b.astype(acc.dtype)).astype(acc.dtype)


def ref_pack(src: Array, inner: list[int], tiles: list[int], outer: list[int] | None, pad: Any) -> Array:
    """iree-encoding-next.md §1.5, verified bit-exact against IREE's llvm-cpu execution."""
    r = src.ndim
    t = dict(zip(inner, tiles))
    x = np.pad(src, [(0, (-src.shape[d]) % t[d]) if d in t else (0, 0) for d in range(r)], constant_values=pad)
    shp: list[int] = []
    pos: dict[int, int] = {}
    k = 0
    for d in range(r):
        pos[d] = k
        shp += [x.shape[d] // t[d], t[d]] if d in t else [x.shape[d]]
        k += 2 if d in t else 1
    x = x.reshape(shp)
    return x.transpose([pos[d] for d in (outer or range(r))] + [pos[d] + 1 for d in inner])


def ref_unpack(
    p: Array, inner: list[int], tiles: list[int], outer: list[int] | None, out_shape: tuple[int, ...]
) -> Array:
    r = len(out_shape)
    o = p.transpose(list(np.argsort(outer or list(range(r)))) + list(range(r, p.ndim)))
    axes = [a for d in range(r) for a in ([d, r + inner.index(d)] if d in inner else [d])]
    x = o.transpose(axes).reshape([o.shape[d] * (tiles[inner.index(d)] if d in inner else 1) for d in range(r)])
    return x[tuple(slice(0, s) for s in out_shape)]


def ref_mmt4d(a: Array, b: Array, c: Array) -> Array:
    return (c + np.einsum("mkab,nkcb->mnac", a.astype(c.dtype), b.astype(c.dtype))).astype(c.dtype)


def _softmax(x: Array) -> Array:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def windows(
    x: Array, axes: Sequence[int], kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> Array:
    """The windows of `x` a linalg window op reads: the output positions along `axes`, then one
    trailing axis per kernel dim (`out[..., o, ..., k] = x[..., o * stride + k * dilation, ...]`)."""
    spans = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    view = np.lib.stride_tricks.sliding_window_view(x, spans, axis=tuple(axes))
    trailing = tuple(slice(None, None, d) for d in dilations)
    view = view[(Ellipsis, *trailing)]
    picks = [slice(None)] * x.ndim
    for axis, stride in zip(axes, strides):
        picks[axis] = slice(None, None, stride)
    return view[tuple(picks) + (slice(None),) * len(kernel)]


CASES: list[Case] = [
    Case(
        "matmul_i8_i32",
        """func.func @matmul_i8_i32(%a: tensor<5x7xi8>, %b: tensor<7x6xi8>, %c: tensor<5x6xi32>) -> tensor<5x6xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<5x7xi8>, tensor<7x6xi8>) outs(%c : tensor<5x6xi32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}""",
        lambda rng: [_ints((5, 7), np.int8)(rng), _ints((7, 6), np.int8)(rng), _ints((5, 6), np.int32)(rng)],
        lambda v: (_mm(v[0], v[1], v[2]),),
    ),
    Case(
        "matmul_unsigned_transposed",
        """func.func @matmul_unsigned_transposed(%a: tensor<5x7xi8>, %b: tensor<6x7xi8>, %c: tensor<5x6xi32>) -> tensor<5x6xi32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<5x7xi8>, tensor<6x7xi8>) outs(%c : tensor<5x6xi32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}""",
        lambda rng: [_ints((5, 7), np.int8)(rng), _ints((6, 7), np.int8)(rng), _ints((5, 6), np.int32)(rng)],
        lambda v: (_mm(v[0], v[1].T, v[2], unsigned=True),),
    ),
    Case(
        "matmul_f16_f32_transposed_a",
        """func.func @matmul_f16_f32_transposed_a(%a: tensor<7x5xf16>, %b: tensor<7x6xf16>, %c: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<7x5xf16>, tensor<7x6xf16>) outs(%c : tensor<5x6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}""",
        lambda rng: [
            rng.standard_normal((7, 5)).astype(np.float16),
            rng.standard_normal((7, 6)).astype(np.float16),
            rng.standard_normal((5, 6)).astype(np.float32),
        ],
        lambda v: (v[2] + v[0].astype(np.float32).T @ v[1].astype(np.float32),),
        exact=False,
    ),
    Case(
        "batch_matmul_i8_i32",
        """func.func @batch_matmul_i8_i32(%a: tensor<2x5x7xi8>, %b: tensor<2x7x6xi8>, %c: tensor<2x5x6xi32>) -> tensor<2x5x6xi32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x5x7xi8>, tensor<2x7x6xi8>) outs(%c : tensor<2x5x6xi32>) -> tensor<2x5x6xi32>
  return %0 : tensor<2x5x6xi32>
}""",
        lambda rng: [_ints((2, 5, 7), np.int8)(rng), _ints((2, 7, 6), np.int8)(rng), _ints((2, 5, 6), np.int32)(rng)],
        lambda v: (_mm(v[0], v[1], v[2]),),
    ),
    Case(
        "batch_matmul_transposed_b",
        """func.func @batch_matmul_transposed_b(%a: tensor<2x5x7xi32>, %b: tensor<2x6x7xi32>, %c: tensor<2x5x6xi32>) -> tensor<2x5x6xi32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : tensor<2x5x7xi32>, tensor<2x6x7xi32>) outs(%c : tensor<2x5x6xi32>) -> tensor<2x5x6xi32>
  return %0 : tensor<2x5x6xi32>
}""",
        lambda rng: [_ints((2, 5, 7), np.int32)(rng), _ints((2, 6, 7), np.int32)(rng), _ints((2, 5, 6), np.int32)(rng)],
        lambda v: (_mm(v[0], v[1].transpose(0, 2, 1), v[2]),),
    ),
    Case(
        "matvec_i32",
        """func.func @matvec_i32(%a: tensor<5x7xi32>, %x: tensor<7xi32>, %y: tensor<5xi32>) -> tensor<5xi32> {
  %0 = linalg.matvec ins(%a, %x : tensor<5x7xi32>, tensor<7xi32>) outs(%y : tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}""",
        lambda rng: [_ints((5, 7), np.int32)(rng), _ints((7,), np.int32)(rng), _ints((5,), np.int32)(rng)],
        lambda v: (v[2] + v[0] @ v[1],),
    ),
    Case(
        "vecmat_i8_i32",
        """func.func @vecmat_i8_i32(%x: tensor<5xi8>, %a: tensor<5x7xi8>, %y: tensor<7xi32>) -> tensor<7xi32> {
  %0 = linalg.vecmat ins(%x, %a : tensor<5xi8>, tensor<5x7xi8>) outs(%y : tensor<7xi32>) -> tensor<7xi32>
  return %0 : tensor<7xi32>
}""",
        lambda rng: [_ints((5,), np.int8)(rng), _ints((5, 7), np.int8)(rng), _ints((7,), np.int32)(rng)],
        lambda v: (v[2] + v[0].astype(np.int32) @ v[1].astype(np.int32),),
    ),
    Case(
        "mmt4d_i8_i32",
        """func.func @mmt4d_i8_i32(%a: tensor<2x3x4x2xi8>, %b: tensor<5x3x8x2xi8>, %c: tensor<2x5x4x8xi32>) -> tensor<2x5x4x8xi32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xi8>, tensor<5x3x8x2xi8>) outs(%c : tensor<2x5x4x8xi32>) -> tensor<2x5x4x8xi32>
  return %0 : tensor<2x5x4x8xi32>
}""",
        lambda rng: [
            _ints((2, 3, 4, 2), np.int8)(rng),
            _ints((5, 3, 8, 2), np.int8)(rng),
            _ints((2, 5, 4, 8), np.int32)(rng),
        ],
        lambda v: (ref_mmt4d(v[0], v[1], v[2]),),
    ),
    Case(
        "batch_mmt4d_i32",
        """func.func @batch_mmt4d_i32(%a: tensor<2x2x3x4x2xi32>, %b: tensor<2x5x3x8x2xi32>, %c: tensor<2x2x5x4x8xi32>) -> tensor<2x2x5x4x8xi32> {
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<2x2x3x4x2xi32>, tensor<2x5x3x8x2xi32>) outs(%c : tensor<2x2x5x4x8xi32>) -> tensor<2x2x5x4x8xi32>
  return %0 : tensor<2x2x5x4x8xi32>
}""",
        lambda rng: [
            _ints((2, 2, 3, 4, 2), np.int32)(rng),
            _ints((2, 5, 3, 8, 2), np.int32)(rng),
            _ints((2, 2, 5, 4, 8), np.int32)(rng),
        ],
        lambda v: (np.stack([ref_mmt4d(v[0][i], v[1][i], v[2][i]) for i in range(2)]),),
    ),
    Case(
        "pack_padded_permuted",
        """func.func @pack_padded_permuted(%src: tensor<5x9xi32>, %pad: i32) -> tensor<2x3x8x2xi32> {
  %e = tensor.empty() : tensor<2x3x8x2xi32>
  %0 = linalg.pack %src padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 2] into %e : tensor<5x9xi32> -> tensor<2x3x8x2xi32>
  return %0 : tensor<2x3x8x2xi32>
}""",
        lambda rng: [_ints((5, 9), np.int32)(rng), np.int32(-1)],
        lambda v: (ref_pack(v[0], [1, 0], [8, 2], [1, 0], v[1]),),
    ),
    Case(
        "pack_one_dim",
        """func.func @pack_one_dim(%src: tensor<4x8xi8>) -> tensor<2x4x4xi8> {
  %e = tensor.empty() : tensor<2x4x4xi8>
  %0 = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %e : tensor<4x8xi8> -> tensor<2x4x4xi8>
  return %0 : tensor<2x4x4xi8>
}""",
        lambda rng: [_ints((4, 8), np.int8)(rng)],
        lambda v: (ref_pack(v[0], [1], [4], [1, 0], 0),),
    ),
    Case(
        "pack_dynamic_tile",
        """func.func @pack_dynamic_tile(%src: tensor<7x9xi32>, %pad: i32, %t: index, %o: index) -> tensor<1x?x8x?xi32> {
  %e = tensor.empty(%o, %t) : tensor<1x?x8x?xi32>
  %0 = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %e : tensor<7x9xi32> -> tensor<1x?x8x?xi32>
  return %0 : tensor<1x?x8x?xi32>
}""",
        lambda rng: [_ints((7, 9), np.int32)(rng), np.int32(7), np.int64(4), np.int64(3)],
        lambda v: (ref_pack(v[0], [0, 1], [8, int(v[2])], None, v[1]),),
    ),
    Case(
        "unpack_permuted",
        """func.func @unpack_permuted(%p: tensor<2x1x8x8xi32>) -> tensor<7x9xi32> {
  %d = tensor.empty() : tensor<7x9xi32>
  %0 = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<2x1x8x8xi32> -> tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}""",
        lambda rng: [_ints((2, 1, 8, 8), np.int32)(rng)],
        lambda v: (ref_unpack(v[0], [0, 1], [8, 8], [1, 0], (7, 9)),),
    ),
    Case(
        "unpack_dynamic_tile",
        """func.func @unpack_dynamic_tile(%p: tensor<1x?x8x?xi32>, %t: index) -> tensor<7x9xi32> {
  %d = tensor.empty() : tensor<7x9xi32>
  %0 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<1x?x8x?xi32> -> tensor<7x9xi32>
  return %0 : tensor<7x9xi32>
}""",
        lambda rng: [_ints((1, 3, 8, 4), np.int32)(rng), np.int64(4)],
        lambda v: (ref_unpack(v[0], [0, 1], [8, int(v[1])], None, (7, 9)),),
        iree_compiles=False,  # llvm-cpu: "'memref.alloca' op expected no unbounded stack allocations"
    ),
    Case(
        "data_tiled_matmul_i8",
        """func.func @data_tiled_matmul_i8(%a: tensor<15x7xi8>, %b: tensor<7x30xi8>) -> tensor<15x30xi32> {
  %c0 = arith.constant 0 : i8
  %z = arith.constant 0 : i32
  %ea = tensor.empty() : tensor<2x4x8x2xi8>
  %pa = linalg.pack %a padding_value(%c0 : i8) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %ea : tensor<15x7xi8> -> tensor<2x4x8x2xi8>
  %eb = tensor.empty() : tensor<4x4x8x2xi8>
  %pb = linalg.pack %b padding_value(%c0 : i8) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 2] into %eb : tensor<7x30xi8> -> tensor<4x4x8x2xi8>
  %ec = tensor.empty() : tensor<2x4x8x8xi32>
  %fc = linalg.fill ins(%z : i32) outs(%ec : tensor<2x4x8x8xi32>) -> tensor<2x4x8x8xi32>
  %m = linalg.mmt4d ins(%pa, %pb : tensor<2x4x8x2xi8>, tensor<4x4x8x2xi8>) outs(%fc : tensor<2x4x8x8xi32>) -> tensor<2x4x8x8xi32>
  %eo = tensor.empty() : tensor<15x30xi32>
  %0 = linalg.unpack %m outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %eo : tensor<2x4x8x8xi32> -> tensor<15x30xi32>
  return %0 : tensor<15x30xi32>
}""",
        lambda rng: [_ints((15, 7), np.int8)(rng), _ints((7, 30), np.int8)(rng)],
        lambda v: (v[0].astype(np.int32) @ v[1].astype(np.int32),),
    ),
    Case(
        "softmax_f32",
        """func.func @softmax_f32(%x: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %e = tensor.empty() : tensor<4x9xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x9xf32>) outs(%e : tensor<4x9xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}""",
        lambda rng: [(4 * rng.standard_normal((4, 9))).astype(np.float32)],
        lambda v: (_softmax(v[0]),),
        exact=False,
    ),
    Case(
        "generic_two_results",
        """func.func @generic_two_results(%a: tensor<4x6xi32>, %b: tensor<6xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %z = arith.constant 0 : i32
  %r0 = tensor.empty() : tensor<4xi32>
  %r = linalg.fill ins(%z : i32) outs(%r0 : tensor<4xi32>) -> tensor<4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<4x6xi32>, tensor<6xi32>) outs(%r, %r : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %acc0: i32, %acc1: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %acc0, %m : i32
    %t = arith.addi %acc1, %x : i32
    linalg.yield %s, %t : i32, i32
  } -> (tensor<4xi32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>
}""",
        lambda rng: [_ints((4, 6), np.int32)(rng), _ints((6,), np.int32)(rng)],
        lambda v: ((v[0] * v[1]).sum(axis=1, dtype=np.int32), v[0].sum(axis=1, dtype=np.int32)),
    ),
    Case(
        "pooling_nchw_max_i8_i32",
        """func.func @pooling_nchw_max_i8_i32(%x: tensor<2x3x7x7xi8>, %k: tensor<3x2xi8>, %o: tensor<2x3x3x3xi32>) -> tensor<2x3x3x3xi32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<2x3x7x7xi8>, tensor<3x2xi8>) outs(%o : tensor<2x3x3x3xi32>) -> tensor<2x3x3x3xi32>
  return %0 : tensor<2x3x3x3xi32>
}""",
        lambda rng: [
            _ints((2, 3, 7, 7), np.int8)(rng),
            _ints((3, 2), np.int8)(rng),
            _ints((2, 3, 3, 3), np.int32)(rng),
        ],
        lambda v: (
            np.maximum(
                v[2], windows(v[0], (2, 3), (3, 2), (2, 2), (1, 1))[:, :, :3, :3].max((-2, -1)).astype(np.int32)
            ),
        ),
    ),
    Case(
        "pooling_nhwc_sum_dilated_i32",
        """func.func @pooling_nhwc_sum_dilated_i32(%x: tensor<1x6x7x2xi32>, %k: tensor<2x3xi32>, %o: tensor<1x4x3x2xi32>) -> tensor<1x4x3x2xi32> {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<[2, 1]> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%x, %k : tensor<1x6x7x2xi32>, tensor<2x3xi32>) outs(%o : tensor<1x4x3x2xi32>) -> tensor<1x4x3x2xi32>
  return %0 : tensor<1x4x3x2xi32>
}""",
        lambda rng: [
            _ints((1, 6, 7, 2), np.int32)(rng),
            _ints((2, 3), np.int32)(rng),
            _ints((1, 4, 3, 2), np.int32)(rng),
        ],
        lambda v: ((v[2] + windows(v[0], (1, 2), (2, 3), (1, 2), (2, 1))[:, :4, :3].sum((-2, -1))).astype(np.int32),),
    ),
    Case(
        "pooling_nwc_min_unsigned_i8",
        """func.func @pooling_nwc_min_unsigned_i8(%x: tensor<2x9x3xi8>, %k: tensor<3xi8>, %o: tensor<2x7x3xi8>) -> tensor<2x7x3xi8> {
  %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %k : tensor<2x9x3xi8>, tensor<3xi8>) outs(%o : tensor<2x7x3xi8>) -> tensor<2x7x3xi8>
  return %0 : tensor<2x7x3xi8>
}""",
        lambda rng: [_ints((2, 9, 3), np.int8)(rng), _ints((3,), np.int8)(rng), _ints((2, 7, 3), np.int8)(rng)],
        lambda v: (
            np.minimum(v[2].view(np.uint8), windows(v[0].view(np.uint8), (1,), (3,), (1,), (1,)).min(-1)).view(np.int8),
        ),
    ),
    Case(
        "depthwise_conv_2d_nchw_chw_i8_i32",
        """func.func @depthwise_conv_2d_nchw_chw_i8_i32(%x: tensor<1x3x6x7xi8>, %k: tensor<3x3x2xi8>, %o: tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%x, %k : tensor<1x3x6x7xi8>, tensor<3x3x2xi8>) outs(%o : tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32>
  return %0 : tensor<1x3x4x3xi32>
}""",
        lambda rng: [
            _ints((1, 3, 6, 7), np.int8)(rng),
            _ints((3, 3, 2), np.int8)(rng),
            _ints((1, 3, 4, 3), np.int32)(rng),
        ],
        lambda v: (
            (
                v[2]
                + np.einsum(
                    "ncijab,cab->ncij",
                    windows(v[0].astype(np.int32), (2, 3), (3, 2), (1, 2), (1, 1))[:, :, :4, :3],
                    v[1].astype(np.int32),
                )
            ).astype(np.int32),
        ),
    ),
    Case(
        "conv_1d_ncw_fcw_f32",
        """func.func @conv_1d_ncw_fcw_f32(%x: tensor<2x3x10xf32>, %k: tensor<4x3x3xf32>, %o: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %k : tensor<2x3x10xf32>, tensor<4x3x3xf32>) outs(%o : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}""",
        lambda rng: [rng.standard_normal(s).astype(np.float32) for s in ((2, 3, 10), (4, 3, 3), (2, 4, 4))],
        lambda v: (v[2] + np.einsum("ncwk,fck->nfw", windows(v[0], (2,), (3,), (1,), (2,))[:, :, :4], v[1]),),
        exact=False,
    ),
]
