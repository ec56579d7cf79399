"""IREE 3.13's tile choice for its default CPU contraction code (`targets/cpu_codegen.py`), checked
against what `iree-compile 3.13 --compile-to=executable-configurations` printed for these programs on an
AVX-512 CPU (`--iree-llvmcpu-target-cpu=host`, a Sapphire Rapids class Xeon), and against iree-compile
itself on random sizes when IREE 3.13 is installed; and the micro-kernel counts the cost model reads."""

from __future__ import annotations

import random
import re
import subprocess

import pytest

from xdsl_encoding import layout_report, parse_module
from xdsl_encoding.calibration.calibrate import CalibrationError, Case, find_iree
from xdsl_encoding.targets.cpu_codegen import Contraction, KernelPlan, kernel_counts, plan

AVX512 = ("+avx", "+avx2", "+fma", "+avx512f", "+avx512bw", "+avx512vnni", "+avx512bf16", "+avx512fp16")

# (form, element, batch, M, K, N) -> (distribution, vector tiles), as iree-compile 3.13 printed them.
IREE_3_13 = [
    ("matmul", "f32", 0, 256, 256, 256, (64, 64, 0), (8, 16, 16)),
    ("matmul", "f32", 0, 300, 1000, 250, (60, 50, 0), (6, 25, 10)),
    ("matmul", "f32", 0, 77, 333, 555, (64, 37, 0), (7, 15, 9)),
    ("matmul", "f32", 0, 200, 260, 180, (40, 60, 0), (8, 16, 13)),
    ("matmul", "f32", 0, 256, 127, 193, (64, 64, 0), (8, 1, 1)),
    ("matmul", "f32", 0, 104, 251, 413, (8, 59, 0), (8, 7, 1)),
    ("matmul", "f32", 0, 96, 127, 1098, (32, 61, 0), (8, 18, 1)),
    ("matmul", "f32", 0, 66, 256, 1148, (33, 41, 0), (6, 16, 16)),
    ("matmul", "f32", 0, 65, 1024, 461, (64, 64, 0), (5, 1, 16)),
    ("matmul", "f32", 0, 146, 427, 710, (64, 64, 0), (2, 10, 7)),
    ("matmul", "f32", 0, 96, 1117, 826, (32, 59, 0), (8, 14, 1)),
    ("matmul", "f32", 0, 128, 768, 1172, (64, 64, 0), (8, 4, 16)),
    ("matmul", "f32", 0, 236, 378, 384, (59, 64, 0), (4, 16, 14)),
    ("matmul", "f32", 0, 96, 250, 986, (32, 58, 0), (8, 16, 10)),
    ("matmul", "f32", 0, 251, 256, 256, (64, 64, 0), (1, 16, 16)),
    ("matmul", "f32", 0, 252, 256, 256, (63, 64, 0), (7, 16, 16)),
    ("matmul", "f32", 0, 37, 922, 1054, (37, 62, 0), (1, 31, 2)),
    ("matmul", "f32", 0, 128, 763, 953, (64, 64, 0), (8, 1, 7)),
    ("matmul", "f32", 0, 62, 470, 500, (31, 50, 0), (2, 25, 10)),
    ("matmul", "f32", 0, 250, 256, 255, (50, 51, 0), (5, 17, 16)),
    ("matmul", "f32", 0, 1, 700, 1000, (0, 50, 0), (1, 25, 14)),
    ("matmul", "bf16", 0, 150, 570, 528, (50, 48, 0), (6, 24, 15)),
    ("matmul", "bf16", 0, 96, 1033, 300, (32, 60, 0), (8, 30, 1)),
    ("matmul", "bf16", 0, 64, 300, 1159, (64, 61, 0), (8, 19, 15)),
    ("matmul", "bf16", 0, 128, 512, 1136, (64, 64, 0), (8, 16, 16)),
    ("matmul", "bf16", 0, 200, 987, 500, (40, 50, 0), (8, 25, 7)),
    ("matmul", "bf16", 0, 200, 260, 180, (40, 60, 0), (8, 30, 13)),
    ("matmul", "f16", 0, 64, 593, 384, (32, 64, 0), (8, 32, 1)),
    ("matmul", "f16", 0, 287, 609, 512, (41, 64, 0), (7, 32, 7)),
    ("matmul", "i8", 0, 256, 1000, 250, (64, 50, 0), (8, 25, 10)),
    ("matmul", "i8", 0, 14, 333, 300, (7, 60, 0), (7, 30, 9)),
    ("matmul", "i8", 0, 288, 1000, 215, (32, 43, 0), (8, 5, 10)),
    ("generic_t", "f32", 0, 106, 256, 853, (53, 64, 0), (2, 1, 16)),
    ("generic_t", "f32", 0, 175, 746, 256, (35, 64, 0), (7, 32, 2)),
    ("generic_t", "f32", 0, 200, 300, 555, (40, 37, 0), (8, 15, 15)),
    ("generic_t", "f32", 0, 300, 964, 341, (60, 64, 0), (6, 31, 4)),
    ("generic_t", "bf16", 0, 75, 256, 639, (64, 64, 0), (5, 9, 16)),
    ("generic_t", "bf16", 0, 68, 300, 1000, (34, 50, 0), (4, 25, 15)),
    ("generic_t", "bf16", 0, 128, 536, 915, (64, 61, 0), (8, 15, 8)),
    # M = 1: IREE folds a generic's unit loop away (not a named op's).
    ("generic_t", "f32", 0, 1, 700, 1000, (50, 0), (25, 14)),
    ("generic_t", "f32", 0, 1, 892, 590, (59, 0), (10, 4)),
    # batch_matmul: the batch loop is not distributed; a batch generic's batch loop goes before K.
    ("batch_matmul", "f32", 2, 48, 256, 192, (1, 16, 64, 0), (1, 8, 16, 16)),
    ("batch_matmul", "bf16", 2, 33, 512, 200, (1, 32, 50, 0), (1, 3, 25, 16)),
    ("batch_matmul", "i8", 1, 100, 300, 250, (0, 25, 50, 0), (1, 5, 25, 15)),
    ("generic_t", "f32", 3, 64, 256, 130, (16, 64, 3, 0), (1, 5, 3, 16)),
]


def _contraction(case: Case) -> Contraction:
    """The contraction as the layout report gives it to the cost model."""
    module = parse_module(case.text())
    (contraction,) = layout_report(module, module).functions[0].contractions
    assert contraction.codegen is not None
    return contraction.codegen


@pytest.mark.parametrize(("form", "element", "batch", "m", "k", "n", "distribution", "vector"), IREE_3_13)
def test_the_tiles_are_iree_3_13s(
    form: str, element: str, batch: int, m: int, k: int, n: int, distribution: tuple[int, ...], vector: tuple[int, ...]
) -> None:
    found = plan(_contraction(Case("c", form, element, m, k, n, batch)), "x86_64", AVX512)
    assert found is not None
    assert (found.distribution, found.vector) == (distribution, vector)


def test_the_form_says_where_the_rhs_keeps_k() -> None:
    for form, expected in (("matmul", "matmul"), ("generic_t", "matmul_t")):
        module = parse_module(Case("c", form, "f32", 8, 64, 32).text())
        assert layout_report(module, module).functions[0].contractions[0].form == expected


def test_other_targets_and_shapes_are_not_ported() -> None:
    square = Contraction((64, 64, 64), (2,), ((0, 2), (2, 1), (0, 1)), ("f32", "f32", "f32"))
    assert plan(square, "aarch64", ("+neon",)) is None
    assert (
        plan(Contraction((64, 64, 64), (1,), ((0, 1), (1, 2), (0, 2)), ("f32", "f32", "f32")), "x86_64", AVX512) is None
    )
    # Without AVX-512 IREE peels and keeps its default tiles.
    avx2 = plan(square, "x86_64", ("+avx", "+avx2", "+fma"))
    assert avx2 is not None
    assert avx2.vector == (8, 8, 8)


def _counts(m: int, k: int, n: int, vector: tuple[int, int, int], distribution: tuple[int, int] = (0, 0)):
    op = Contraction((m, n, k), (2,), ((0, 2), (2, 1), (0, 1)), ("f32", "f32", "f32"))
    return kernel_counts(op, KernelPlan((*distribution, 0), vector, 16))


def test_full_tiles_count_every_multiply_add_once() -> None:
    counts = _counts(64, 48, 128, (8, 32, 16))
    assert counts["vfma"] == 64 * 48 * 128 / 16
    assert counts["chain"] == (64 // 8) * (128 // 32) * 48
    assert counts["masked"] == counts["scalar"] == counts["odd_wide"] == 0


def test_a_one_column_tile_is_scalar_work() -> None:
    counts = _counts(16, 32, 7, (8, 1, 16))
    assert counts["scalar"] == 16 * 32 * 7
    assert counts["vfma"] == 0
    assert counts["scalar_kernels"] == (16 // 8) * 7 * 2


def test_partial_tiles_run_masked_and_uneven_wide_tiles_are_counted() -> None:
    masked = _counts(8, 16, 50, (8, 16, 16), distribution=(8, 50))
    assert masked["masked"] == 8 * 16  # the 2 columns left of 50 = 3 x 16 + 2
    assert masked["vfma"] == 8 * 4 * 16
    wide = _counts(8, 16, 50, (8, 25, 16), distribution=(8, 50))
    assert wide["odd_wide"] == 2 * 8 * 25
    assert wide["masked"] == 0


def _iree_tiles(compile_path: str, case: Case) -> tuple[tuple[int, ...], tuple[int, ...]]:
    flags = [
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-triple=x86_64-unknown-linux-gnu",
        f"--iree-llvmcpu-target-cpu-features={','.join(AVX512)}",
        "--compile-to=executable-configurations",
    ]
    done = subprocess.run([compile_path, "-", *flags], input=case.text(), capture_output=True, text=True, check=True)
    config = re.search(r"lowering_config<(distribution[^>]*)>", done.stdout)
    assert config is not None, done.stdout[-2000:]

    def field(name: str) -> list[int]:
        found = re.search(rf"{name} = \[([^\]]*)\]", config.group(1))
        assert found is not None
        return [int(x) for x in found.group(1).split(",")]

    parallel, reduction = field("vector_common_parallel"), field("vector_reduction")
    return tuple(field("distribution")), tuple(max(a, b) for a, b in zip(parallel, reduction))


def test_random_sizes_against_iree_compile() -> None:
    try:
        tools = find_iree()
    except CalibrationError as e:
        pytest.skip(f"IREE 3.13 is not installed ({e}); the table above holds its answers")
    rng = random.Random(20261205)
    for _ in range(10):
        form = rng.choice(("matmul", "generic_t"))
        element = rng.choice(("f32", "f16", "bf16", "i8"))
        case = Case("c", form, element, rng.randint(2, 300), rng.randint(16, 1200), rng.randint(16, 1200))
        found = plan(_contraction(case), "x86_64", AVX512)
        assert found is not None
        assert (found.distribution, found.vector) == _iree_tiles(str(tools.compile), case), case
