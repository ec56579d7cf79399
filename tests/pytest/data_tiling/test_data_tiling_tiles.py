"""IREE 3.13's tile tables and chooser, row by row (reference/iree-encoding-next.md §1.3)."""

from __future__ import annotations

import pytest
from data_tiling_programs import ELEMENT_TYPES, KINDS, TARGETS, encoding
from xdsl.dialects.builtin import DYNAMIC_INDEX, Float64Type

from xdsl_encoding.data_tiling.encoding_info import (
    ContractionDims,
    MaterializeEncodingInfo,
    choose_layout,
    infer_contraction_dims,
)
from xdsl_encoding.data_tiling.tiles import (
    NarrowDim,
    Tile,
    choose_tile,
    enumerate_tiles,
    narrow_dim,
    power_of_two_ceil,
    riscv_vlen,
)
from xdsl_encoding.targets.cpu import CpuTarget, target_from_options

D = DYNAMIC_INDEX


def x86(features: str) -> CpuTarget:
    return CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", features)


def arm(features: str) -> CpuTarget:
    return CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu", features)


def rv64(features: str) -> CpuTarget:
    return CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", features)


def tiles(n: int, k: int, *ms: int) -> tuple[Tile, ...]:
    return tuple(Tile(m, n, k) for m in ms)


# (target, element types, expected candidates): one row per line of the reference table.
TABLE = [
    (x86("+avx512f,+avx512bf16"), "bf16f32", tiles(16, 2, 16, 8, 4, 2, 1)),
    (x86("+avx512f,+avx512bf16"), "bf16", tiles(16, 2, 16, 8, 4, 2, 1)),
    (x86("+avx512f"), "bf16f32", tiles(16, 1, 16, 8, 4, 2, 1)),
    (x86("+avx512f"), "f32", tiles(16, 1, 16, 8, 4, 2, 1)),
    (x86("+avx512f"), "f16f16f32", tiles(16, 1, 16, 8, 4, 2, 1)),
    (x86("+avx"), "f32", tiles(8, 1, 8, 4, 2, 1)),
    (x86("+avx,+avx2"), "f16", tiles(8, 1, 8, 4, 2, 1)),
    (x86(""), "f32", tiles(4, 1, 8, 4, 2, 1)),
    (x86("+avx512vnni"), "i8i32", tiles(16, 2, 16, 8, 4, 2, 1)),
    (x86("+avx512bw"), "i16i32", tiles(16, 2, 16, 8, 4, 2, 1)),
    (x86("+avx2"), "i8i32", tiles(8, 2, 8, 4, 2, 1)),
    (x86("+avx512f"), "i8i32", tiles(4, 2, 8, 4, 2, 1)),  # features match literally
    (x86(""), "i16i32", tiles(4, 2, 8, 4, 2, 1)),
    (x86("+avx512vnni"), "i16ui4i32", (Tile(1, 32, 8),)),
    (x86("+avx512bw"), "i16ui4i32", ()),
    (x86("+avx2"), "i8i4i32", ()),
    (arm("+bf16"), "bf16f32", tiles(8, 4, 8, 4, 2, 1)),
    (arm(""), "bf16f32", tiles(8, 1, 8, 4, 2, 1)),
    (arm(""), "f32", tiles(8, 1, 8, 4, 2, 1)),
    (arm(""), "f16", tiles(8, 1, 8, 4, 2, 1)),
    (arm("+i8mm"), "i8i32", tiles(8, 8, 8, 4, 2, 1)),
    (arm("+dotprod"), "i8i32", tiles(8, 4, 8, 4, 2, 1)),
    (arm(""), "i8i32", ()),
    (arm("+i8mm"), "i8i4i32", tiles(8, 16, 4, 2, 1)),
    (arm("+dotprod"), "i8i4i32", tiles(8, 8, 8, 4, 2, 1)),
    (arm(""), "i8i4i32", tiles(16, 2, 4, 2, 1)),
    (arm(""), "i16i32", ()),
    (rv64("+v"), "f32", tiles(16, 1, 7, 4, 2, 1)),
    (rv64("+v,+zvl256b"), "i8i32", tiles(32, 1, 7, 4, 2, 1)),
    (rv64("+v,+zvfh"), "f16", tiles(16, 1, 7, 4, 2, 1)),
    (rv64("+v,+zvfhmin"), "f16f16f32", tiles(16, 1, 6, 4, 2, 1)),
    (rv64("+v"), "f16", ()),
    (rv64("+v,+zvfbfwma"), "bf16f32", tiles(16, 1, 7, 4, 2, 1)),
    (rv64("+v,+zvl256b,+xsmtvdot"), "i8i32", (Tile(12, 16, 8),)),
    (rv64("+v,+xsmtvdot"), "i8i32", tiles(16, 1, 7, 4, 2, 1)),  # VLEN 128 has no IME atom
    (rv64(""), "f32", ()),
    (CpuTarget("llvm-cpu", "riscv32-unknown-elf", "", "all"), "i8i32", tiles(8, 4, 8, 4, 2, 1)),
    (CpuTarget("llvm-cpu", "riscv32-unknown-elf"), "f32", ()),
    (CpuTarget("llvm-cpu", "wasm32-unknown-unknown", "+simd128"), "f32", ()),
    (CpuTarget("vmvx"), "f32", tiles(8, 4, 8, 4, 2, 1)),
    (CpuTarget("vmvx"), "i8i32", tiles(8, 4, 8, 4, 2, 1)),
    (CpuTarget("vmvx", ukernels="all"), "f32", (Tile(D, D, D),)),
]


@pytest.mark.parametrize(("target", "types", "expected"), TABLE)
def test_tile_table(target: CpuTarget, types: str, expected: tuple[Tile, ...]) -> None:
    assert enumerate_tiles(target, ELEMENT_TYPES[types]) == expected


def test_f64_is_a_float_on_x86_and_aarch64() -> None:
    f64 = Float64Type()
    assert enumerate_tiles(x86("+avx"), (f64, f64, ELEMENT_TYPES["f32"][2])) == tiles(8, 1, 8, 4, 2, 1)
    assert enumerate_tiles(arm(""), (f64, f64, f64)) == ()  # out must be f32/f16/bf16


def test_vmvx_ukernels_static_when_batched_or_narrow() -> None:
    vmvx = CpuTarget("vmvx", ukernels="all")
    assert enumerate_tiles(vmvx, ELEMENT_TYPES["f32"], batched=True) == tiles(8, 4, 8, 4, 2, 1)
    assert enumerate_tiles(vmvx, ELEMENT_TYPES["f32"], narrow=NarrowDim("M", 1)) == tiles(8, 4, 8, 4, 2, 1)


@pytest.mark.parametrize(("features", "vlen"), [("+v", 128), ("+v,+zvl256b", 256), ("+v,+zvl128b,+zvl1024b", 1024)])
def test_riscv_vlen(features: str, vlen: int) -> None:
    assert riscv_vlen(rv64(features)) == vlen


@pytest.mark.parametrize(
    ("m", "n", "expected"),
    [
        (15, 30, NarrowDim("M", 16)),
        (30, 15, NarrowDim("N", 16)),
        (7, 7, None),
        (D, D, None),
        (D, 3, NarrowDim("N", 4)),
        (5, D, NarrowDim("M", 8)),
        (1, 256, NarrowDim("M", 1)),
    ],
)
def test_narrow_dim(m: int, n: int, expected: NarrowDim | None) -> None:
    assert narrow_dim(m, n) == expected


def test_power_of_two_ceil() -> None:
    assert [power_of_two_ceil(v) for v in (0, 1, 2, 3, 7, 8, 9)] == [0, 1, 2, 4, 8, 8, 16]


AVX512 = tiles(16, 1, 16, 8, 4, 2, 1)


@pytest.mark.parametrize(
    ("narrow", "expected"),
    [
        (None, Tile(16, 16, 1)),
        (NarrowDim("M", 1), Tile(1, 16, 1)),
        (NarrowDim("M", 8), Tile(8, 16, 1)),  # M = 7 rounds up to 8: no penalty for M0 = 8
        (NarrowDim("M", 4), Tile(4, 16, 1)),
        (NarrowDim("M", 32), Tile(16, 16, 1)),
        (NarrowDim("N", 2), Tile(16, 2, 1)),  # narrow N: chosen as narrow M, then swapped
    ],
)
def test_choose_tile(narrow: NarrowDim | None, expected: Tile) -> None:
    assert choose_tile(AVX512, narrow) == expected


def test_choose_tile_dynamic() -> None:
    assert choose_tile((Tile(D, D, D),), None) == Tile(D, D, D)


def test_infer_contraction_dims() -> None:
    assert infer_contraction_dims(KINDS["batch_matmul"].maps()) == ContractionDims((0,), (1,), (2,), (3,))
    assert infer_contraction_dims(KINDS["matvec"].maps()) == ContractionDims((), (0,), (), (1,))
    assert infer_contraction_dims(KINDS["matmul"].maps()[:2]) is None


SIZES = {"b": 2, "m": 15, "n": 30, "k": 7}


@pytest.mark.parametrize(
    ("kind", "operand", "expected"),
    [
        ("matmul", 0, MaterializeEncodingInfo((0, 1), (8, 1), (0, 1))),
        ("matmul", 1, MaterializeEncodingInfo((1, 0), (8, 1), (1, 0))),
        ("matmul", 2, MaterializeEncodingInfo((0, 1), (8, 8), (0, 1))),
        ("matmul_transpose_b", 1, MaterializeEncodingInfo((0, 1), (8, 1), (0, 1))),
        ("batch_matmul", 0, MaterializeEncodingInfo((1, 2), (8, 1), (0, 1, 2))),
        ("batch_matmul", 1, MaterializeEncodingInfo((2, 1), (8, 1), (0, 2, 1))),
        ("matvec", 1, MaterializeEncodingInfo((0,), (1,), (0,))),
    ],
)
def test_encoding_info_avx2(kind: str, operand: int, expected: MaterializeEncodingInfo) -> None:
    enc = encoding(KINDS[kind], operand, ELEMENT_TYPES["f32"], SIZES)
    assert choose_layout(TARGETS["x86_avx2"], enc).info == expected


def test_narrow_n_result_is_transposed() -> None:
    sizes = {"m": 256, "n": 1, "k": 256}
    choice = choose_layout(TARGETS["x86_avx2"], encoding(KINDS["matmul"], 2, ELEMENT_TYPES["f32"], sizes))
    assert choice.info == MaterializeEncodingInfo((1, 0), (1, 8), (1, 0))
    assert "narrow-N" in choice.reason
    rhs = choose_layout(TARGETS["x86_avx2"], encoding(KINDS["matmul"], 1, ELEMENT_TYPES["f32"], sizes))
    assert rhs.info == MaterializeEncodingInfo((1, 0), (1, 1), (1, 0))


def test_identity_reasons() -> None:
    enc = encoding(KINDS["matmul"], 0, ELEMENT_TYPES["i8i32"], SIZES)
    choice = choose_layout(TARGETS["arm_none"], enc)
    assert choice.info.is_identity
    assert "has no tiles for [i8, i8, i32]" in choice.reason
    assert choose_layout(TARGETS["x86_avx2"], ELEMENT_TYPES["f32"][0]).info.is_identity


def test_target_from_options() -> None:
    assert target_from_options("x86_64", "+avx2") == CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "+avx2")
    assert target_from_options("vmvx") == CpuTarget("vmvx")
    assert target_from_options("arm64-apple-darwin").arch == "aarch64"  # type: ignore[union-attr]
    assert "unknown target 'sparc'" in str(target_from_options("sparc"))


def test_has_ukernel_defaults() -> None:
    assert x86("").has_ukernel()
    assert not rv64("+v").has_ukernel()
    assert rv64("+v,+xsmtvdot").has_ukernel()
    assert not CpuTarget("vmvx").has_ukernel()
    assert not CpuTarget("llvm-cpu", "x86_64-unknown-linux-gnu", "", "none").has_ukernel()
