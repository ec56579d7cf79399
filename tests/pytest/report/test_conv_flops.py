"""A convolution's FLOPs are counted as a contraction's, before and after conv data tiling."""

from __future__ import annotations

import contextlib
import io

from xdsl_encoding import parse_module, run_passes

PROGRAM = """
func.func @main(%input: tensor<1x10x9x4xf32>, %filter: tensor<3x3x4x8xf32>, %init: tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%input, %filter : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) outs(%init : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>
  func.return %r : tensor<1x8x7x8xf32>
}
"""


def test_packed_convolution_recaps_its_padded_flops() -> None:
    stderr = io.StringIO()
    with contextlib.redirect_stderr(stderr):
        run_passes(
            parse_module(PROGRAM),
            "set-encoding{encoding=data-tiling data-tiling-op-types=convolution},"
            "materialize-encoding-into-packs{target=aarch64 remarks=true}",
        )
    recaps = [line for line in stderr.getvalue().splitlines() if ": recap: " in line]
    # 1x8x7x8 outputs x 3x3x4 reductions before; the 4 input channels pad to 8 in the 9-D generic.
    assert len(recaps) == 1, stderr.getvalue()
    assert "linalg.conv_2d_nhwc_hwcf loops 1x8x7x8x3x3x4 -> linalg.generic loops 1x1x8x7x1x3x3x8x8" in recaps[0]
    assert "FLOPs +100" in recaps[0]
