"""`iree_codegen.inner_tiled` and its `#iree_gpu` / `#iree_cpu` kinds: printed as iree-opt 3.13 prints them, verified."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.printer import Printer

from testing.oracle import run_iree_opt
from xdsl_encoding import api
from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.dialects.iree_codegen import InnerTiledOp, IREECodegen

from .diagnostics import expect_diagnostic

MAPS = (
    "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]"
)
ITERS = "[#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]"
GPU_KIND = (
    "#iree_gpu.data_tiled_mma_layout<intrinsic = MFMA_F32_16x16x4_F32, intrinsics_k = 4, "
    "operands_interleaving_intrinsics_k = [0, 1]>"
)
GPU_SEM = "#iree_gpu.mma_semantics<distributed = false, opaque = false>"
CPU_KIND = "#iree_cpu.data_tiled_mma_layout<intrinsic = MMA_X86_AVX512_1x16x1_F32_F32, intrinsics_m = 29>"
CPU_SEM = "#iree_cpu.mma_semantics<>"


def _program(kind: str, semantics: str, types: tuple[str, str, str], maps: str = MAPS) -> str:
    a, b, c = types
    return (
        f"func.func @f(%arg0: {a}, %arg1: {b}, %arg2: {c}) -> {c} {{\n"
        f"  %0 = iree_codegen.inner_tiled ins(%arg0, %arg1) outs(%arg2) <indexing_maps = {maps}, iterator_types = "
        f"{ITERS}, kind = {kind}, semantics = {semantics}> : {a}, {b} into {c}\n"
        f"  return %0 : {c}\n}}\n"
    )


GPU = _program(GPU_KIND, GPU_SEM, ("tensor<7x3x4x16x4xf32>", "tensor<5x3x4x16x4xf32>", "tensor<7x5x4x16x4xf32>"))
CPU = _program(CPU_KIND, CPU_SEM, ("tensor<?x?x29x1x1xf32>", "tensor<?x?x16x1xf32>", "tensor<?x?x29x1x16xf32>"))


def _op_line(text: str) -> str:
    line = next(x for x in text.splitlines() if "iree_codegen.inner_tiled" in x)
    return re.sub(r"%\w+", "%v", line.strip())


def test_registered_under_its_name() -> None:
    assert get_all_dialects()["iree_codegen"]() is IREECodegen


@pytest.mark.parametrize("text", [GPU, CPU], ids=["gpu", "cpu"])
def test_prints_as_iree_opt_313(text: str, iree_opt_3_13: Path) -> None:
    """Custom and generic form byte-identical to iree-opt 3.13 (`--mlir-print-local-scope`), SSA names aside."""
    module = api.parse_module(text)
    op = next(o for o in module.walk() if isinstance(o, InnerTiledOp))
    custom = run_iree_opt(text, None, local_scope=True, iree_opt=iree_opt_3_13)
    generic = run_iree_opt(text, None, generic=True, local_scope=True, iree_opt=iree_opt_3_13)
    assert _op_line(str(module)) == _op_line(custom)
    printer_out = __import__("io").StringIO()
    Printer(stream=printer_out, print_generic_format=True).print_op(op)
    assert _op_line(printer_out.getvalue()) == _op_line(generic)
    again = api.parse_module(generic, allow_unregistered=False)
    assert _op_line(str(again)) == _op_line(custom)


def test_default_parameters_are_not_printed() -> None:
    module = api.parse_module(GPU.replace("intrinsics_k = 4", "intrinsics_k = 4, intrinsics_m = 1"))
    assert "intrinsics_m" not in str(module)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            GPU.replace("tensor<7x3x4x16x4xf32>", "tensor<7x3x16x4x4xf32>"),
            "operand #0 inner tile tensor<16x4x4xf32> is incompatible with expected MMA tile type vector<4x16x4xf32>",
        ),
        (GPU.replace(GPU_SEM, CPU_SEM), "must use the same dialect namespace"),
        (GPU.replace("tensor<5x3x4x16x4xf32>", "tensor<5x2x4x16x4xf32>"), "shape does not match iteration bounds"),
        (
            GPU.replace("affine_map<(d0, d1, d2) -> (d0, d2)>,", "affine_map<(d0, d1) -> (d0, d1)>,", 1),
            "expected indexing map 0 to have 3 input dims",
        ),
        (GPU.replace("MFMA_F32_16x16x4_F32", "MFMA_F32_16x16x5_F99"), "unknown intrinsic MFMA_F32_16x16x5_F99"),
        (CPU.replace("MMA_X86_AVX512_1x16x1_F32_F32", "MMA_NOPE"), "unknown intrinsic MMA_NOPE"),
        (CPU.replace("intrinsics_m = 29", "intrinsics_m = 0"), "unroll counts must be positive"),
        (
            CPU.replace("MMA_X86_AVX512_1x16x1_F32_F32, intrinsics_m = 29", "MMA_GENERIC_SCALAR_1x1x1_REG16"),
            "needs lhs_type, rhs_type and acc_type",
        ),
    ],
    ids=["tile", "namespace", "bounds", "map_dims", "gpu_intrinsic", "cpu_intrinsic", "count", "generic_types"],
)
def test_verifier(text: str, fragment: str) -> None:
    expect_diagnostic(text, fragment)
