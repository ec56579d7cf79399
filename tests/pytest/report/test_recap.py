"""Materializations end with one recap remark per contraction, naming it as the printed output does."""

from __future__ import annotations

import contextlib
import io

from xdsl_encoding import parse_module, run_passes

PROGRAM = """
func.func @main(%a: tensor<100x250xf32>, %b: tensor<250x30xf32>, %c: tensor<100x30xf32>) -> tensor<100x30xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<100x250xf32>, tensor<250x30xf32>) outs(%c : tensor<100x30xf32>) -> tensor<100x30xf32>
  %s = linalg.matmul ins(%a, %b : tensor<100x250xf32>, tensor<250x30xf32>) outs(%r : tensor<100x30xf32>) -> tensor<100x30xf32>
  func.return %s : tensor<100x30xf32>
}
"""


def recaps(pipeline: str) -> tuple[list[str], str]:
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr):
        out = run_passes(parse_module(PROGRAM), pipeline)
    return [line for line in stderr.getvalue().splitlines() if ": recap: " in line], str(out)


def test_padding_recaps_each_matmul_with_its_flops_change() -> None:
    lines, _ = recaps("set-encoding,materialize-encoding-into-padding{resolver=multiple multiple=64 remarks=true}")
    expected = "linalg.matmul loops 100x30x250 -> linalg.matmul loops 100x30x256, FLOPs +2.4%"
    assert lines == [
        f"remark: @main: linalg.matmul %r: recap: {expected}",
        f"remark: @main: linalg.matmul %s: recap: {expected}",
    ]


def test_packs_recap_names_the_mmt4d_as_the_output_prints_it() -> None:
    lines, text = recaps(
        "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=aarch64 remarks=true}"
    )
    assert len(lines) == 2
    for line in lines:
        name = line.split("linalg.mmt4d ")[1].split(":")[0]
        assert f"{name} = linalg.mmt4d" in text
        assert "recap: linalg.matmul loops 100x30x250 -> linalg.mmt4d loops" in line
