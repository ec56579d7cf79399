"""The property checker catches broken passes (so a green fuzz run means something).

Each deliberately wrong pass breaks one property on a fixed valid program; `check_pipeline` must
fail with the matching message and show the program.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IndexType, IntegerAttr, ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from .properties import PropertyFailure, check_pipeline
from .strategies import Program

PROGRAM = Program(
    """builtin.module {
  func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>) -> tensor<6x5xf32> {
    %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    %e = tensor.empty() : tensor<6x5xf32>
    %zero = arith.constant 0.0 : f32
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
    %r = linalg.matmul ins(%a2, %b : tensor<6x4xf32>, tensor<4x5xf32>) outs(%c : tensor<6x5xf32>) -> tensor<6x5xf32>
    func.return %r : tensor<6x5xf32>
  }
}""",
    (((2, 3, 4), "f32"), ((4, 5), "f32")),
    None,
)


@dataclass(frozen=True)
class ShiftFillPass(ModulePass):
    """Wrong results (but idempotent): every f32 constant 0.0 becomes 1.0."""

    name = "test-shift-fill"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for constant in [o for o in op.walk() if isinstance(o, arith.ConstantOp)]:
            if isinstance(constant.value, FloatAttr) and constant.value.value.data == 0.0:
                new = arith.ConstantOp(FloatAttr(1.0, constant.value.type))
                PatternRewriter(constant).replace(constant, new)


@dataclass(frozen=True)
class GrowingPass(ModulePass):
    """Not idempotent: adds one unused constant per run."""

    name = "test-growing"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        function = next(iter(op.body.block.ops))
        start = InsertPoint.at_start(function.regions[0].blocks[0])
        PatternRewriter(start).insert(arith.ConstantOp(IntegerAttr(0, IndexType())), start)


@dataclass(frozen=True)
class CrashingPass(ModulePass):
    """An internal error."""

    name = "test-crashing"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        raise KeyError("boom")


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (ShiftFillPass(), "results differ after 'test-shift-fill'"),
        (GrowingPass(), "'test-growing' is not idempotent"),
        (CrashingPass(), "pass 'test-crashing' failed on a valid program: KeyError: 'boom'"),
    ],
)
def test_fuzz_checker_catches_a_broken_pass(broken: ModulePass, message: str):
    with pytest.raises(PropertyFailure) as info:
        check_pipeline(PROGRAM, [broken])
    assert message in str(info.value)
    assert (
        "--- program (runtime shapes of @main's arguments: [((2, 3, 4), 'f32'), ((4, 5), 'f32')], flag: None) ---"
        in str(info.value)
    )
    assert "linalg.matmul" in str(info.value)


def test_fuzz_checker_accepts_the_real_pipeline():
    check_pipeline(
        PROGRAM, "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=8}"
    )
