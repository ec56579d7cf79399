"""`arith.scaling_extf` and the MX element types f4E2M1FN / f8E8M0FNU in the numpy interpreter.

MLIR's meaning (arith-expand, `ScalingExtFOpConverter`): `mulf(extf(x), extf(scale))`; an f8E8M0FNU
scale with bits e is 2^(e - 127), 0xFF is NaN. Expected values here come from that definition and
ml_dtypes' decoding of the bit patterns, not from the interpreter.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from xdsl_encoding import api
from xdsl_encoding.interpreters import values

F4_CODES = np.arange(16, dtype=np.uint8)
SCALE_CODES = np.array([0, 1, 100, 126, 127, 128, 140, 254, 255], dtype=np.uint8)

PROGRAM = """func.func @f(%x: tensor<16x9xf4E2M1FN>, %s: tensor<16x9xf8E8M0FNU>) -> tensor<16x9xf32> {
  %0 = arith.scaling_extf %x, %s : tensor<16x9xf4E2M1FN>, tensor<16x9xf8E8M0FNU> to tensor<16x9xf32>
  return %0 : tensor<16x9xf32>
}
"""


def test_scaling_extf_is_x_times_two_to_the_scale_exponent():
    x = np.repeat(F4_CODES.view(ml_dtypes.float4_e2m1fn).astype(np.float32)[:, None], len(SCALE_CODES), axis=1)
    s = np.repeat(SCALE_CODES.view(ml_dtypes.float8_e8m0fnu).astype(np.float32)[None, :], 16, axis=0)
    (out,) = api.interpret(api.parse_module(PROGRAM), "f", x, s)
    exponents = SCALE_CODES.astype(np.float64) - 127
    with np.errstate(over="ignore"):
        expected = (x.astype(np.float64) * np.exp2(exponents)[None, :]).astype(np.float32)
    expected[:, SCALE_CODES == 255] = np.nan
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, expected)
    assert np.isinf(out[F4_CODES.view(ml_dtypes.float4_e2m1fn).astype(np.float32) == 6.0, -2]).all()


@pytest.mark.parametrize("t", ["f4E2M1FN", "f8E8M0FNU"])
def test_random_inputs_are_values_of_the_type(t: str):
    module = api.parse_module(f"func.func @f(%a: tensor<64x64x{t}>) {{\n  return\n}}")
    (a,) = api.random_inputs(module, "f", seed=5)
    dtype = {"f4E2M1FN": ml_dtypes.float4_e2m1fn, "f8E8M0FNU": ml_dtypes.float8_e8m0fnu}[t]
    assert np.array_equal(a.astype(dtype).astype(np.float32), a)  # exactly representable
    assert not np.isnan(a).any()
    if t == "f8E8M0FNU":
        assert (a > 0).all()
        exponents: list[int] = np.log2(a).astype(int).ravel().tolist()
        assert set(exponents) == set(range(values.SCALE_EXPONENTS[0], values.SCALE_EXPONENTS[1] + 1))
    else:
        magnitudes: list[float] = np.unique(np.abs(a)).tolist()
        assert set(magnitudes) == {0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0}
