"""The cost model's arithmetic: non-negative fits that recover known rates, Spearman with ties, and
prices that are unknown rather than free."""

from __future__ import annotations

import numpy as np
import pytest

from xdsl_encoding import layout_report, parse_module, run_passes
from xdsl_encoding.calibration.calibrate import Case
from xdsl_encoding.report.cost import CostModel, Features, UnpricedError, features, fit, nnls, spearman


def test_spearman_on_known_orders() -> None:
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # Ties take their average rank: ranks (1.5, 1.5, 3) against (1, 2, 3).
    expected = float(np.corrcoef([1.5, 1.5, 3], [1, 2, 3])[0, 1])
    assert spearman([5, 5, 7], [1, 2, 3]) == pytest.approx(expected)
    assert spearman([1, 1], [1, 1]) == 1.0


def test_nnls_matches_an_unconstrained_fit_when_positive_and_clamps_otherwise() -> None:
    rng = np.random.default_rng(1)
    a = rng.random((30, 4))
    x = np.array([1.0, 2.0, 0.5, 3.0])
    assert nnls(a, a @ x) == pytest.approx(x, rel=1e-8)
    y = a @ np.array([1.0, -2.0, 0.5, 3.0])
    found = nnls(a, y)
    assert (found >= 0).all()
    assert found[1] == 0.0
    # Optimal among non-negative solutions: no single coordinate step lowers the residual.
    residual = np.linalg.norm(a @ found - y)
    for j in range(4):
        for step in (1e-3, -1e-3):
            trial = found.copy()
            trial[j] = max(0.0, trial[j] + step)
            assert np.linalg.norm(a @ trial - y) >= residual - 1e-12


def test_fit_recovers_rates_from_synthetic_timings() -> None:
    rng = np.random.default_rng(0)
    truth = {
        "call": 2e-5,
        "dispatch": 3e-6,
        "flops:matmul:f32": 4e-11,
        "bytes:matmul:f32": 2e-10,
        "relayout": 5e-10,
    }
    xs = [
        Features(
            {
                "call": 1.0,
                "dispatch": float(rng.integers(1, 6)),
                "flops:matmul:f32": float(rng.integers(10**5, 10**9)),
                "bytes:matmul:f32": float(rng.integers(10**4, 10**8)),
                "relayout": float(rng.integers(0, 10**7)),
            }
        )
        for _ in range(40)
    ]
    seconds = [sum(truth[k] * v for k, v in x.per_call.items()) for x in xs]
    model = fit(xs, seconds)
    for column, rate in truth.items():
        assert model.coefficients[column] == pytest.approx(rate, rel=1e-6)
    # Work that makes things faster gets no negative cost.
    anti = [s - 1e-10 * x.per_call["relayout"] for s, x in zip(seconds, xs)]
    assert all(c >= 0 for c in fit(xs, [max(a, 1e-6) for a in anti]).coefficients.values())


def test_unpriced_work_is_unknown_not_free() -> None:
    model = CostModel({"call": 1e-5, "flops:matmul:f32": 1e-10})
    x = Features({"call": 1.0, "flops:matmul:f32": 1e6, "flops:mmt4d:f32": 1e6})
    priced = model.price(x)
    assert priced.seconds is None
    assert "no coefficient for flops:mmt4d:f32" in priced.reasons[0]
    with pytest.raises(UnpricedError, match=r"flops:mmt4d:f32"):
        model.predict(x)
    assert model.predict(Features({"call": 1.0, "flops:matmul:f32": 1e6})) == pytest.approx(1e-5 + 1e-4)
    unknown = Features({"call": 1.0}, unknown=("unknown size %m",))
    with pytest.raises(UnpricedError, match="unknown size %m"):
        model.predict(unknown)
    # A contraction family whose rates both came out 0 would be free: not priced.
    free = CostModel({"call": 1e-5, "flops:mmt4d:f32": 0.0, "bytes:mmt4d:f32": 0.0})
    with pytest.raises(UnpricedError, match=r"mmt4d:f32 \(its FLOP and byte rates are both 0\)"):
        free.predict(Features({"call": 1.0, "flops:mmt4d:f32": 1e6, "bytes:mmt4d:f32": 1e3}))


def test_features_count_operand_traffic_and_charge_constant_relayouts_once() -> None:
    argument = Case("a", "matmul", "f32", 1, 256, 128)
    constant = Case("g", "matmul", "f32", 1, 256, 128, weights="global")
    packs = 'set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64 cpu-features="+avx512f"}'
    per_call = features(layout_report(parse_module(argument.text()), run_passes(parse_module(argument.text()), packs)))
    once = features(layout_report(parse_module(constant.text()), run_passes(parse_module(constant.text()), packs)))
    weight_bytes = 256 * 128 * 4
    # M = 1: a decode shape reads its weights once; that traffic is a feature.
    assert per_call.per_call["bytes:mmt4d:f32:narrow"] == (256 + weight_bytes // 4 + 128 + 128) * 4
    assert per_call.per_call["flops:mmt4d:f32:narrow"] == 2 * 256 * 128
    assert per_call.per_call["relayout"] >= 2 * weight_bytes
    assert once.once["relayout"] == 2 * weight_bytes
    assert once.per_call["relayout"] == per_call.per_call["relayout"] - 2 * weight_bytes


def test_plain_matmuls_are_counted_in_iree_micro_kernels_where_the_tiles_are_ported() -> None:
    avx512 = ("+avx", "+avx2", "+fma", "+avx512f")

    def columns(m: int, k: int, n: int, arch: str) -> dict[str, float]:
        module = parse_module(Case("c", "matmul", "f32", m, k, n).text())
        return features(layout_report(module, module), arch, avx512).per_call

    aligned = columns(256, 256, 256, "x86_64")
    assert aligned["kernel:vfma:matmul:f32"] == 256 * 256 * 256 / 16
    assert not any(c.startswith("flops:") for c in aligned)
    prime = columns(256, 256, 251, "x86_64")  # IREE's tiles: [8, 1, 16], one column per micro-kernel
    assert prime["kernel:scalar:matmul:f32"] == 256 * 256 * 251
    assert "kernel:vfma:matmul:f32" not in prime
    # Not ported: FLOPs, flagged unaligned.
    other = columns(256, 256, 251, "aarch64")
    assert other["flops:matmul:f32:unaligned"] == 2 * 256 * 256 * 251
    assert not any(c.startswith("kernel:") for c in other)


def test_a_plain_matmul_whose_counts_are_all_free_is_unpriced() -> None:
    model = CostModel({"call": 1e-5, "kernel:vfma:matmul:f32": 0.0, "kernel:chain:matmul:f32": 0.0})
    priced = model.price(Features({"call": 1.0, "kernel:vfma:matmul:f32": 1e6, "kernel:chain:matmul:f32": 1e3}))
    assert priced.seconds is None
    assert "matmul:f32 kernels (all their rates are 0)" in priced.reasons[0]


def test_convolutions_are_unpriced_not_free() -> None:
    conv = parse_module(
        "func.func @main(%i: tensor<1x10x9x4xf32>, %f: tensor<3x3x4x8xf32>, %o: tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32> {\n"
        "  %r = linalg.conv_2d_nhwc_hwcf ins(%i, %f : tensor<1x10x9x4xf32>, tensor<3x3x4x8xf32>) "
        "outs(%o : tensor<1x8x7x8xf32>) -> tensor<1x8x7x8xf32>\n"
        "  func.return %r : tensor<1x8x7x8xf32>\n}\n"
    )
    x = features(layout_report(conv, conv), "x86_64", ("+avx512f",))
    assert x.per_call["flops:conv:f32"] == 2 * 8 * 7 * 8 * 3 * 3 * 4
    model = CostModel({"call": 1e-5, "dispatch": 0.0, "kernel:vfma:matmul:f32": 1e-9, "flops:mmt4d:f32": 1e-11})
    assert model.price(x).seconds is None
    assert any("no coefficient for flops:conv:f32" in reason for reason in model.price(x).reasons)


def test_an_uncalibrated_element_type_is_one_reason_per_kernel_family() -> None:
    model = CostModel({"call": 1e-5, "kernel:vfma:matmul:f32": 1e-9})
    x = Features({"call": 1.0, "kernel:vfma:matmul:f64": 1e6, "kernel:chain:matmul:f64": 1e3})
    assert model.price(x).reasons == ("no coefficient for kernel:*:matmul:f64 in this profile",)
