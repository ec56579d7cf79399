"""`compare`'s verdicts on the full sweep (`make fuzz`): every element type, K from 64 to 16384, every rewrite.

tests/pytest/test_comparison.py runs a small part of it in `make test`. Here: each correct rewrite of
the project (padding, nop, propagate, packs on x86_64, aarch64 and riscv64) agrees on four seeds; a K
split into 2, 8 or 64 partial matmuls agrees for f32 results; every mutation of
tests/pytest/comparison_programs.py at least 10x further from float64 than the original disagrees.
"""

from __future__ import annotations

import os

import pytest

from tests.pytest.comparison_programs import PIPELINES, TYPES, M, N, matmul, mutations, wrong_padding
from xdsl_encoding.api import compare, parse_module, run_passes

pytestmark = pytest.mark.skipif(
    os.environ.get("HYPOTHESIS_PROFILE") != "fuzz", reason="the full sweep runs under `make fuzz` (minutes)"
)

KS = (64, 512, 4096, 8192, 16384)
IDS = [f"{a}-{b}" for a, b in TYPES]


@pytest.mark.parametrize(("ti", "to"), TYPES, ids=IDS)
@pytest.mark.parametrize("k", KS)
def test_fuzz_every_rewrite_agrees(k: int, ti: str, to: str):
    original = parse_module(matmul(k, ti, to))
    for name, pipeline in PIPELINES.items():
        lowered = run_passes(original, pipeline)
        for seed in range(4):
            report = compare(original, lowered, seed=seed)
            assert report.agree, f"{name}, seed {seed}:\n{report.summary()}"


def _split_k(k: int, ti: str, to: str, parts: int) -> str:
    a, b, c = f"tensor<{M}x{k}x{ti}>", f"tensor<{k}x{N}x{ti}>", f"tensor<{M}x{N}x{to}>"
    step, acc = k // parts, "%c"
    lines: list[str] = []
    for p in range(parts):
        lines += [
            f"  %a{p} = tensor.extract_slice %a[0, {p * step}] [{M}, {step}] [1, 1] : {a} to tensor<{M}x{step}x{ti}>",
            f"  %b{p} = tensor.extract_slice %b[{p * step}, 0] [{step}, {N}] [1, 1] : {b} to tensor<{step}x{N}x{ti}>",
            f"  %r{p} = linalg.matmul ins(%a{p}, %b{p} : tensor<{M}x{step}x{ti}>, tensor<{step}x{N}x{ti}>) "
            f"outs({acc} : {c}) -> {c}",
        ]
        acc = f"%r{p}"
    body = "\n".join(lines)
    return f"func.func @main(%a: {a}, %b: {b}, %c: {c}) -> {c} {{\n{body}\n  func.return {acc} : {c}\n}}"


@pytest.mark.parametrize("ti", ["f32", "f16", "bf16", "f8E4M3FN"])
@pytest.mark.parametrize("k", [1024, 8192, 16384])
def test_fuzz_another_summation_order_agrees(k: int, ti: str):
    original = parse_module(matmul(k, ti, "f32"))
    for parts in (2, 8, 64):
        for seed in range(3):
            report = compare(original, parse_module(_split_k(k, ti, "f32", parts)), seed=seed)
            assert report.agree, f"K split in {parts}, seed {seed}:\n{report.summary()}"


@pytest.mark.parametrize(("ti", "to"), TYPES, ids=IDS)
@pytest.mark.parametrize("k", KS[:-1])
def test_fuzz_every_mutation_10x_off_disagrees(k: int, ti: str, to: str):
    original = parse_module(matmul(k, ti, to))
    wrong = dict(mutations(k, ti, to))
    if (padded := wrong_padding(str(run_passes(original, PIPELINES["padding"])), ti)) is not None:
        wrong["wrong padding value"] = padded
    for name, text in wrong.items():
        for seed in range(2):
            report = compare(original, parse_module(text), seed=seed)
            if report.error_ratio >= 10:
                assert not report.agree, f"{name}, seed {seed}:\n{report.summary()}"
