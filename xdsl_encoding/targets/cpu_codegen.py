"""What IREE 3.13's LLVMCPU backend picks for a contraction it compiles with its default code (no ukernel).

A plain `linalg.matmul` (or a contraction generic, a batch_matmul) that IREE compiles without data
tiling is tiled twice: workgroups take a *distribution* tile, and each workgroup runs a vectorized
micro-kernel over *vector* tiles `[m, n, k]`. Those sizes decide its speed far more than its FLOPs: on
an AVX-512 CPU, 256x256x256 f32 takes 0.24 ms (vector tile [8, 16, 16]) and 256x256x251 takes 2.8 ms
(N = 251 is prime: [8, 1, 16], one column per micro-kernel). `plan()` reproduces IREE's choice so the
cost model (`xdsl_encoding.report.cost`) can count micro-kernel work; `kernel_counts()` counts it.

A port of `KernelDispatch.cpp` (`setContractionRootConfig`, `getDefaultDistributedLevelTileSizes`,
`getMaxVectorTileSize`, `limitVectorTileSizes`) for x86_64, checked against `iree-compile 3.13
--compile-to=executable-configurations` on the sizes of `tests/pytest/targets/test_cpu_codegen.py`.
Other architectures return None: their default code (scalable vectors, register-file heuristics) is
not ported.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["KERNEL_COUNTS", "Contraction", "KernelPlan", "kernel_counts", "plan"]

_COUNTS: tuple[str, ...] = (
    "vfma",
    "bload",
    "chain",
    "masked",
    "scalar",
    "scalar_kernels",
    "scalar_rows",
    "odd_wide",
    "odd_wide_steps",
    "kernels",
    "accumulators",
    "lhs_elements",
    "rhs_elements",
)
KERNEL_COUNTS: tuple[str, ...] = (*_COUNTS, *(f"{name}_k1" for name in _COUNTS))
"""What `kernel_counts` counts."""

DISTRIBUTION_TILE = 64
"""`--iree-llvmcpu-distribution-size`."""
RUNTIME_THREADS = 8
"""`--iree-llvmcpu-number-of-threads`."""


@dataclass(frozen=True)
class Contraction:
    """A contraction's loops as IREE's tile choice sees them."""

    bounds: tuple[int, ...]
    """Each loop's size."""
    reduction: tuple[int, ...]
    """The reduction loops (IREE's default contraction path takes exactly one, the innermost)."""
    operand_loops: tuple[tuple[int, ...], ...]
    """For LHS, RHS and the init: the loops each indexes, in the order of its dims."""
    operand_elements: tuple[str, str, str]
    """Element types of LHS, RHS and the init (`f32`, `bf16`, `i8`, `i32`, ...)."""
    named_batch_matmul: bool = False
    """`linalg.batch_matmul` (IREE does not distribute its batch loop)."""

    @property
    def operand_bits(self) -> tuple[int, ...]:
        return tuple(_bits(e) for e in self.operand_elements)


def _bits(element: str) -> int:
    digits = "".join(c for c in element if c.isdigit())
    return int(digits) if digits else 32


def _compute_bits(element: str, features: Sequence[str]) -> int:
    """Bits per lane the multiply-add runs at: LLVM computes bf16 (and f16 without AVX512-FP16) in f32."""
    if element == "bf16" or (element == "f16" and "+avx512fp16" not in features):
        return 32
    return _bits(element)


@dataclass(frozen=True)
class KernelPlan:
    distribution: tuple[int, ...]
    """Workgroup tile per loop (0: not distributed)."""
    vector: tuple[int, ...]
    """Micro-kernel tile per loop."""
    lanes: int
    """Lanes per vector register of the multiply-add (the widest type it computes in)."""


def _vector_size(bits: int, native_bytes: int) -> int:
    return max(1, native_bytes * 8 // bits)


def _native_vector_bytes(features: Sequence[str]) -> int:
    if "+avx512f" in features:
        return 64
    if "+avx" in features or "+avx2" in features:
        return 32
    return 16


def _register_space_bits(features: Sequence[str]) -> int:
    if "+avx512f" in features:
        return 32 * 512
    if "+avx" in features or "+avx2" in features:
        return 16 * 256
    return 16 * 128


def _max_tile(num: int, tile: int, vector: int, incomplete: bool = False) -> int:
    """`getMaxVectorTileSize` and `getMaxDistributionTileSize` (`incomplete`: `allowIncompleteTile`):
    a multiple of `vector` dividing `num`, else a divisor of it, up to `tile`."""
    if num <= tile and num < vector:
        return num
    for size in range(min(tile, num) // vector * vector, 0, -vector):
        if num % size == 0:
            return size
    start = min(tile, num)
    if incomplete:
        for size in range(start, start // 2 - 1, -1):
            if num % size == 0:
                return size
        return tile
    for size in range(start, 0, -1):
        if num % size == 0:
            return size
    return 1


def _limit_vector_tiles(
    tiles: list[int], each_bits: int, all_bits: int, bits: Sequence[int], loops: Sequence[Sequence[int]]
) -> None:
    """`limitVectorTileSizes`: shrink tiles (to powers of two) until every operand's tile, and all of
    them together, fit in the register file."""
    while True:
        if any(b > each_bits for b in bits):
            return
        tile_bits = list(bits)
        for loop in reversed(range(len(tiles))):
            for i, used in enumerate(loops):
                if loop not in used:
                    continue
                old = tiles[loop]
                if old == 0:
                    continue
                adjusted = min(old, max(1, each_bits // tile_bits[i]))
                if adjusted != old:
                    adjusted = 1 << (adjusted.bit_length() - 1)
                tiles[loop] = adjusted
                tile_bits[i] *= adjusted
        if sum(tile_bits) <= all_bits:
            return
        each_bits //= 2


def _distribution(
    bounds: Sequence[int],
    partitionable: Sequence[int],
    minimum: Sequence[int],
    maximum: Sequence[int],
    hints: Sequence[int],
) -> list[int]:
    """`getDefaultDistributionTileSizes` with `reduceDistributionWorkgroups`."""
    n = len(bounds)
    low = [minimum[i] if i in partitionable else 0 for i in range(n)]
    high = [maximum[i] if i in partitionable else 0 for i in range(n)]
    hint = [hints[i] if i in partitionable else 1 for i in range(n)]
    tiles = [1] * n
    threads = RUNTIME_THREADS
    for i in range(n):
        if high[i] == 0:
            tiles[i] = 0
            continue
        target = min(bounds[i] // threads, high[i])
        candidate = 1
        if hint[i] > 1:
            for k in range(hint[i], target + 1, hint[i]):
                if bounds[i] % k == 0 and k >= low[i]:
                    candidate = k
        if hint[i] <= 1 or candidate == 1:
            floor = 1 << (target.bit_length() - 1) if target > 0 else 0
            candidate = max(floor, low[i])
        tiles[i] = min(candidate, high[i])
        along = bounds[i] // tiles[i] if tiles[i] else 0
        if along > 0:
            threads = max(1, threads // along)
    # reduceDistributionWorkgroups
    per_dim = [math.ceil(bounds[i] / tiles[i]) if tiles[i] else 1 for i in range(n)]
    limit = 2 * RUNTIME_THREADS
    workgroups = math.prod(per_dim)
    dim = n
    while workgroups > limit and dim > 0:
        index = dim - 1
        size = tiles[index]
        if size == 0 or size >= high[index] or size >= bounds[index]:
            dim -= 1
            continue
        new = min(size * 2, bounds[index])
        v = hint[index]
        if v > 1 and size % v == 0 and bounds[index] % size == 0 and (new % v != 0 or bounds[index] % new != 0):
            dim -= 1
            continue
        tiles[index] = new
        count = math.ceil(bounds[index] / new)
        if count < per_dim[index]:
            workgroups = workgroups // per_dim[index] * count
            per_dim[index] = count
        else:
            dim -= 1
    for i in range(n):
        if tiles[i] == 0:
            continue
        count = math.ceil(bounds[i] / tiles[i])
        new = math.ceil(bounds[i] / count)
        v = hint[i]
        if v > 1 and (new % v != 0 or bounds[i] % new != 0):
            continue
        tiles[i] = new
    return tiles


def plan(op: Contraction, arch: str, features: Sequence[str]) -> KernelPlan | None:
    """IREE's distribution and vector tiles for `op` on `arch` with `features`; None where the port does
    not apply (another architecture, a dynamic or zero size, not exactly one innermost reduction loop)."""
    n = len(op.bounds)
    if arch != "x86_64" or n < 2 or any(b <= 0 for b in op.bounds):
        return None
    if list(op.reduction) != [n - 1]:
        return None
    native = _native_vector_bytes(features)
    vector_size = min(_vector_size(b, native) for b in op.operand_bits)
    quantized = op.operand_bits[0] != op.operand_bits[2]
    avx512 = "+avx512f" in features
    defaults = [8, 32, 16] if avx512 else [8, vector_size, vector_size]
    vector = [1] * (n - 3) + defaults if n > 3 else defaults[3 - n :]
    if n >= 3:
        for i in range(n - 2):
            vector[i] = min(vector[i], op.bounds[i])
    # AVX-512 masks; without it IREE peels (and keeps the default vector tiles).
    masking = avx512
    maximum = [DISTRIBUTION_TILE] * n
    hints = [vector_size] * n
    if op.named_batch_matmul:
        maximum[0], hints[0] = 1, 1
    if n < 3 or quantized:
        cache = [0] * n
    else:
        cache = [0] * (n - 3) + [8, 128, 16]
        cache = [min(c, b) for c, b in zip(cache, op.bounds)]
        cache[-1] = 0
    minimum = [c if c else v for c, v in zip(cache, vector)]
    parallel = [i for i in range(n) if i not in op.reduction and op.bounds[i] != 1][-3:]
    distribution = _distribution(op.bounds, parallel, minimum, maximum, hints)
    for i in range(n):
        if distribution[i]:
            low = minimum[i] if i in parallel else 1
            distribution[i] = _max_tile(op.bounds[i], distribution[i], low, masking)
    if masking:
        vector = [_max_tile(b, t, vector_size) if t else t for b, t in zip(op.bounds, vector)]
        space = _register_space_bits(features)
        _limit_vector_tiles(vector, space, space, op.operand_bits, op.operand_loops)
    lanes = _vector_size(max(_compute_bits(e, features) for e in op.operand_elements), native)
    return KernelPlan(tuple(distribution), tuple(vector), lanes)


def _pieces(size: int, distribution: int, vector: int) -> dict[tuple[int, bool], int]:
    """(extent, masked) -> count of the micro-kernel pieces along one loop: its workgroup tiles (the last
    may be partial), each cut into vector tiles (the last of each may be partial, run masked)."""
    out: dict[tuple[int, bool], int] = {}
    tile = distribution or size
    full, last = divmod(size, tile)
    for extent, count in ((tile, full), (last, 1 if last else 0)):
        if not count:
            continue
        whole, rest = divmod(extent, vector)
        if whole:
            out[(vector, False)] = out.get((vector, False), 0) + whole * count
        if rest:
            out[(rest, True)] = out.get((rest, True), 0) + count
    return out


def kernel_counts(op: Contraction, kernel: KernelPlan) -> dict[str, float]:
    """What the micro-kernels of `kernel` execute over `op` (the cost model's columns, per element-wise
    micro-kernel step; M, N, K are the last three loops, earlier ones repeat the kernel):

    * `vfma`: vector multiply-adds (M rows x N registers x K steps per micro-kernel);
    * `bload`: RHS vector loads (N registers x K steps);
    * `chain`: K steps (the accumulator's dependence chain);
    * `masked`: M x K of micro-kernels with a partial (masked) tile;
    * `scalar`: M x K multiply-adds of micro-kernels one column wide (N tile 1: no vector);
    * `scalar_kernels`: how many such micro-kernels run; `scalar_rows`: their rows (M), each an
      accumulator of its own;
    * `odd_wide`: M x N of micro-kernels whose N tile spans several registers without filling them
      (vector<Mx25xf32>: LLVM splits and shuffles the accumulator).

    Micro-kernels of one K step (a K with no divisor up to 16: `[8, 32, 1]`) are counted apart, as
    `COUNT_k1`: with no reduction inside the micro-kernel IREE's code for them differs (bf16 ones run
    at 14 GFLOP/s on every size timed, several times below the same tile over 16 K steps).
    """
    n = len(op.bounds)
    m_loop, n_loop, k_loop = n - 3, n - 2, n - 1
    repeat = math.prod(op.bounds[: max(0, n - 3)])
    counts: dict[str, float] = dict.fromkeys(KERNEL_COUNTS, 0.0)
    rows = (
        _pieces(op.bounds[m_loop], kernel.distribution[m_loop], kernel.vector[m_loop])
        if m_loop >= 0
        else {(1, False): 1}
    )
    cols = _pieces(op.bounds[n_loop], kernel.distribution[n_loop], kernel.vector[n_loop])
    steps = _pieces(op.bounds[k_loop], 0, kernel.vector[k_loop])
    lanes = kernel.lanes
    for (a, masked_m), cm in rows.items():
        for (b, masked_n), cn in cols.items():
            for (k, masked_k), ck in steps.items():
                c = repeat * cm * cn * ck
                found: defaultdict[str, float] = defaultdict(float)
                if b == 1 and not masked_n:
                    found["scalar"] += c * a * k
                    found["scalar_kernels"] += c
                    found["scalar_rows"] += c * a
                else:
                    registers = 1 if masked_n else math.ceil(b / lanes)
                    found["vfma"] += c * a * registers * k
                    found["kernels"] += c
                    found["accumulators"] += c * a * registers
                    found["bload"] += c * registers * k
                    if not masked_n and b > lanes and b % lanes:
                        found["odd_wide"] += c * a * b
                        found["odd_wide_steps"] += c * a * b * k
                found["chain"] += c * k
                found["lhs_elements"] += c * a * k
                found["rhs_elements"] += c * b * k
                if masked_m or masked_n or masked_k:
                    found["masked"] += c * a * k
                suffix = "_k1" if k == 1 else ""
                for name, amount in found.items():
                    counts[name + suffix] += amount
    return counts
