"""The whole pipeline's pass cost, as ratios measured in one process (best-of-N timings, garbage collected first).

Modules are realistic reshape -> matmul functions (transformer-like shapes: activations `BxSxK`
collapsed to `(B*S)xK`, or flat, or with K split in two dims (which blocks propagation); weights
`KxN` or `Kx(N/2)x2`; results expanded back to `BxSxN`): 100 random functions (the layers of a
model) repeated to 300 and to 3000 functions. The pipeline is
`set-encoding,propagate-encodings,materialize-encoding-into-padding` (cache-line resolver: the
shapes are large enough to be padded). Figures:

* each pass's cost as a share of a plain `xdsl-opt` round trip (parse + verify + print, in-process)
  of the file that pass is given, i.e. what `xdsl-opt -p <pass> file.mlir` adds to `xdsl-opt
  file.mlir`; and the whole pipeline's share of a round trip of the original file;
* 10x more functions costs the pipeline (and each pass) at most 12x. The small size is 300
  functions, not fewer: below about 300 the module still partly fits in the CPU's caches and each
  function costs less (measured with propagate-encodings on parsed modules: 271 us per function at
  30, 301 at 100, 328 at 300, 329 at 1000, 331 at 3000; a bare walk of the module: 0.70 us per op up
  to 300 functions, 1.07-1.13 from 1000), so 100 -> 1000 would count the cache, not the pass.
  Timed as `xdsl-opt` runs, with
  CPython's cyclic garbage collector on; a reference row repeats the pipeline with it paused, since
  full collections walk every live object (materialization holds two copies of the module while it
  works, so that a failure leaves the input untouched).

The 10% goal is checked on the passes that insert or move a few ops per contraction
(set-encoding, propagate-encodings). Materialization rewrites nearly every op of these modules
(each value gets its storage type, each encoding op becomes a pad or a slice), which costs about as
much as building the module did; its share and the pipeline's are printed as reference figures.
Each row says which figure it is.

Run alone (`python bench/pipeline.py`) or through `bench/run.py`, which calls `run()`.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from timing import best_of, parse_verified, round_trip  # noqa: E402
from xdsl.context import Context  # noqa: E402
from xdsl.dialects.builtin import ModuleOp  # noqa: E402
from xdsl.parser import Parser  # noqa: E402
from xdsl.passes import ModulePass  # noqa: E402

from xdsl_encoding.api import context  # noqa: E402
from xdsl_encoding.transforms.materialize_encoding_into_padding import MaterializeEncodingIntoPaddingPass  # noqa: E402
from xdsl_encoding.transforms.propagate_encodings import PropagateEncodingsPass  # noqa: E402
from xdsl_encoding.transforms.set_encoding import SetEncodingPass  # noqa: E402

Row = tuple[str, float, str, bool]
SEED = 7
LAYERS = 100
SMALL, LARGE = 300, 3000
SHARE_GOAL = 0.10
GROWTH_GOAL = 12.0


def _matmul_function(index: int, rng: random.Random) -> str:
    """One `@f<index>`: reshaped activations and weights into a matmul, the result reshaped back."""
    b, s = rng.choice((1, 2, 4, 8)), rng.choice((16, 32, 64, 128))
    k, n = rng.choice((128, 256, 384, 512, 768)), rng.choice((64, 128, 256))
    m = b * s
    lines: list[str] = []
    layout = rng.choice(("batched", "batched", "flat", "split-k"))
    if layout == "batched":  # K stays a dim of its own: set_encoding bubbles above the collapse
        a_type = f"tensor<{b}x{s}x{k}xf32>"
        lines.append(f"%a2 = tensor.collapse_shape %a [[0, 1], [2]] : {a_type} into tensor<{m}x{k}xf32>")
    elif layout == "flat":  # expand of a flat buffer: K is not split, it bubbles above the expand
        a_type = f"tensor<{m * k}xf32>"
        lines.append(
            f"%a2 = tensor.expand_shape %a [[0, 1]] output_shape [{m}, {k}] : {a_type} into tensor<{m}x{k}xf32>"
        )
    else:  # K stored as two dims: the collapse merges K, propagation is blocked there
        h = 2 if k % 2 == 0 else 1
        a_type = f"tensor<{m}x{k // h}x{h}xf32>"
        lines.append(f"%a2 = tensor.collapse_shape %a [[0], [1, 2]] : {a_type} into tensor<{m}x{k}xf32>")
    if rng.random() < 0.5:
        w_type = f"tensor<{k}x{n}xf32>"
        weights = "%w"
    else:
        w_type = f"tensor<{k}x{n // 2}x2xf32>"
        lines.append(f"%w2 = tensor.collapse_shape %w [[0], [1, 2]] : {w_type} into tensor<{k}x{n}xf32>")
        weights = "%w2"
    lines += [
        f"%e = tensor.empty() : tensor<{m}x{n}xf32>",
        "%zero = arith.constant 0.0 : f32",
        f"%acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>",
        f"%mm = linalg.matmul ins(%a2, {weights} : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) "
        f"outs(%acc : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>",
        f"%r = tensor.expand_shape %mm [[0, 1], [2]] output_shape [{b}, {s}, {n}] : tensor<{m}x{n}xf32> into tensor<{b}x{s}x{n}xf32>",
        f"func.return %r : tensor<{b}x{s}x{n}xf32>",
    ]
    body = "\n".join(f"    {line}" for line in lines)
    return f"  func.func @f{index}(%a: {a_type}, %w: {w_type}) -> tensor<{b}x{s}x{n}xf32> {{\n{body}\n  }}\n"


def module_text(functions: int, seed: int = SEED) -> str:
    """`functions` functions: the same 100 random ones repeated (like the layers of a model), so
    that 10x more functions is exactly 10x the same work."""
    rng = random.Random(seed)
    layers = [_matmul_function(i, rng) for i in range(min(functions, LAYERS))]
    body = [layers[i % len(layers)].replace(f"@f{i % len(layers)}(", f"@f{i}(", 1) for i in range(functions)]
    return "builtin.module {\n" + "".join(body) + "}\n"


PASSES: tuple[ModulePass, ...] = (SetEncodingPass(), PropagateEncodingsPass(), MaterializeEncodingIntoPaddingPass())


def stage_texts(ctx: Context, text: str) -> list[str]:
    """The file each pass of the pipeline is given (the previous pass's verified output, printed)."""
    module = Parser(ctx, text).parse_module()
    texts = [text]
    for p in PASSES[:-1]:
        p.apply(ctx, module)
        module.verify()
        texts.append(str(module))
    return texts


@dataclass(frozen=True)
class Timings:
    """Best-of-N seconds at one size."""

    original_round_trip: float
    pipeline: float
    pipeline_gc_paused: float
    passes: list[float]
    """Each pass on its input, parsed and verified before the clock starts."""
    input_round_trips: list[float]
    """A round trip of the file each pass is given."""


def measure(ctx: Context, text: str, repeats: int) -> Timings:
    """Only the module being worked on is alive while a pass runs (inputs are kept as text), so
    the garbage collector walks what it would walk in `xdsl-opt`, not the benchmark's own data."""
    texts = stage_texts(ctx, text)

    def parsed(source: str) -> Callable[[], ModuleOp]:
        return lambda: parse_verified(ctx, source)

    def pipeline(module: object) -> None:
        assert isinstance(module, ModuleOp)
        for p in PASSES:
            p.apply(ctx, module)

    def apply(p: ModulePass) -> Callable[[object], None]:
        def work(module: object) -> None:
            assert isinstance(module, ModuleOp)
            p.apply(ctx, module)

        return work

    def timed_round_trip(source: str) -> float:
        return best_of(repeats, lambda: None, lambda _: round_trip(ctx, source))

    return Timings(
        original_round_trip=timed_round_trip(text),
        pipeline=best_of(repeats, parsed(text), pipeline),
        pipeline_gc_paused=best_of(repeats, parsed(text), pipeline, gc_paused=True),
        passes=[best_of(repeats, parsed(source), apply(p)) for p, source in zip(PASSES, texts)],
        input_round_trips=[timed_round_trip(source) for source in texts],
    )


def share_goal(p: ModulePass) -> bool:
    """Whether the 10% goal applies to `p` (see the module docstring)."""
    return not isinstance(p, MaterializeEncodingIntoPaddingPass)


def run() -> list[Row]:
    ctx = context()
    large = measure(ctx, module_text(LARGE), 2)
    small = measure(ctx, module_text(SMALL), 3)
    growth = large.pipeline / small.pipeline
    rows: list[Row] = [
        (f"xdsl-opt round trip, {LARGE} matmul functions (s)", large.original_round_trip, "(reference)", True),
        (
            f"xdsl-opt round trip, {LARGE} / {SMALL} functions",
            large.original_round_trip / small.original_round_trip,
            "(reference)",
            True,
        ),
        (f"pipeline, {LARGE} functions (s)", large.pipeline, "(reference)", True),
        (f"pipeline / round trip, {LARGE} functions", large.pipeline / large.original_round_trip, "(reference)", True),
        (f"pipeline {LARGE} / {SMALL} functions", growth, f"<= {GROWTH_GOAL:g}", growth <= GROWTH_GOAL),
        (
            f"pipeline {LARGE} / {SMALL} functions, cyclic GC paused",
            large.pipeline_gc_paused / small.pipeline_gc_paused,
            "(reference)",
            True,
        ),
    ]
    for i, p in enumerate(PASSES):
        share = large.passes[i] / large.input_round_trips[i]
        pass_growth = large.passes[i] / small.passes[i]
        goal_here = share_goal(p)
        rows += [
            (
                f"{p.name} / round trip of its input, {LARGE} functions",
                share,
                f"<= {SHARE_GOAL:.2f}" if goal_here else "(reference)",
                share <= SHARE_GOAL if goal_here else True,
            ),
            (f"{p.name} {LARGE} / {SMALL} functions", pass_growth, f"<= {GROWTH_GOAL:g}", pass_growth <= GROWTH_GOAL),
        ]
    return rows


if __name__ == "__main__":
    for name, value, goal, ok in run():
        print(f"{name:62s} {value:12.4g}  goal {goal:14s} {'ok' if ok else 'MISSED'}")
