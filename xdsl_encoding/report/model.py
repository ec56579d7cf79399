"""The layout report's data: stored tensors, relayouts, contractions, totals (see `xdsl_encoding.report`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl_encoding.targets.cpu_codegen import Contraction

__all__ = [
    "ContractionCost",
    "FunctionReport",
    "LayoutReport",
    "Planning",
    "Relayout",
    "RelayoutRuns",
    "StoredTensor",
    "Totals",
    "relayout_totals",
]


@dataclass(frozen=True)
class StoredTensor:
    """One tensor whose storage differs from its logical type (or was encoded at a boundary)."""

    name: str
    """Its SSA name in the printed lowered IR (`%lhs`)."""
    origin: str
    """`tensor.pad from %x`, `linalg.pack from %w`, `argument`, `result`."""
    logical_type: str
    stored_type: str
    logical_bytes: int | None
    stored_bytes: int | None
    constant: bool

    @property
    def overhead_bytes(self) -> int | None:
        if self.logical_bytes is None or self.stored_bytes is None:
            return None
        return self.stored_bytes - self.logical_bytes


@dataclass(frozen=True)
class Relayout:
    """One op that only moves elements."""

    name: str
    kind: str
    source: str
    source_type: str
    result_type: str
    source_bytes: int | None
    result_bytes: int | None
    bytes_moved: int | None
    padding_bytes: int | None
    """Result minus source bytes for pads and packs, 0 for the others."""
    constant: bool


@dataclass(frozen=True)
class ContractionCost:
    name: str
    op: str
    logical_flops: int | None
    """FLOPs of the original's contraction at the same position (None: dynamic or no counterpart)."""
    stored_flops: int | None
    kind: str = "matmul"
    """`matmul`, `mmt4d` or `conv`: the kernel family it runs as (`xdsl_encoding.report.sizes`)."""
    element: str = "f32"
    """Its LHS element type."""
    operand_bytes: int | None = None
    """Bytes its operands read and its result writes, on stored sizes (None: a size is unknown)."""
    narrow: bool = False
    """A vector-matrix product (decode, M = 1): IREE compiles it apart, at other rates."""
    unaligned: bool = False
    """N or K not a multiple of the vector width (`xdsl_encoding.report.sizes.ALIGNMENT`)."""
    codegen: Contraction | None = None
    """Its loops as IREE's default CPU code tiles them (`xdsl_encoding.report.sizes.ContractionFacts`)."""
    form: str = "matmul"
    """`matmul` or `matmul_t` (RHS stored N x K)."""


@dataclass(frozen=True)
class Totals:
    padding_overhead_bytes: int = 0
    relayout_ops: int = 0
    relayout_bytes: int = 0
    per_call_relayout_bytes: int = 0
    """Bytes moved by relayouts of values that change from call to call."""
    constant_relayout_bytes: int = 0
    """Bytes moved by relayouts of constants: once, if hoisted."""
    flops_logical: int = 0
    flops_stored: int = 0
    uncounted: int = 0
    """Quantities left out of the sums because a size is dynamic."""

    def __add__(self, other: Totals) -> Totals:
        return Totals(*(a + b for a, b in zip(self.values(), other.values())))

    def __sub__(self, other: Totals) -> Totals:
        return Totals(*(a - b for a, b in zip(self.values(), other.values())))

    def values(self) -> tuple[int, ...]:
        return (
            self.padding_overhead_bytes,
            self.relayout_ops,
            self.relayout_bytes,
            self.per_call_relayout_bytes,
            self.constant_relayout_bytes,
            self.flops_logical,
            self.flops_stored,
            self.uncounted,
        )


@dataclass(frozen=True)
class FunctionReport:
    name: str
    tensors: tuple[StoredTensor, ...]
    relayouts: tuple[Relayout, ...]
    contractions: tuple[ContractionCost, ...]
    baseline: Totals
    """The original function's own relayouts (subtracted in `totals`)."""

    @property
    def totals(self) -> Totals:
        return relayout_totals(self.relayouts, self.contractions) - self.baseline


@dataclass(frozen=True)
class LayoutReport:
    label: str
    functions: tuple[FunctionReport, ...] = field(default=())
    unknown_sizes: tuple[str, ...] = ()
    """Dynamic sizes no given size resolved (`%m`, `%a#0`): give them (`sizes=`) for a prediction."""

    @property
    def totals(self) -> Totals:
        total = Totals()
        for f in self.functions:
            total = total + f.totals
        return total


def relayout_totals(relayouts: tuple[Relayout, ...], contractions: tuple[ContractionCost, ...]) -> Totals:
    uncounted = sum(r.bytes_moved is None or r.padding_bytes is None for r in relayouts)
    uncounted += sum(c.logical_flops is None or c.stored_flops is None for c in contractions)
    moved = [r for r in relayouts if r.bytes_moved is not None]
    return Totals(
        padding_overhead_bytes=sum(r.padding_bytes or 0 for r in relayouts),
        relayout_ops=len(relayouts),
        relayout_bytes=sum(r.bytes_moved or 0 for r in moved),
        per_call_relayout_bytes=sum(r.bytes_moved or 0 for r in moved if not r.constant),
        constant_relayout_bytes=sum(r.bytes_moved or 0 for r in moved if r.constant),
        flops_logical=sum(c.logical_flops or 0 for c in contractions),
        flops_stored=sum(c.stored_flops or 0 for c in contractions),
        uncounted=uncounted,
    )


@dataclass(frozen=True)
class RelayoutRuns:
    """The relayouts a lowered program runs, as the planner counts them: an op in `scf.for` loops runs
    the product of their static trip counts per call; one of a constant runs once (hoistable)."""

    ops: int = 0
    """Relayout ops in the program text."""
    runs_per_call: int | None = 0
    """Relayout ops run per call of the functions, constants left out (None: a dynamic trip count)."""
    bytes_per_call: int | None = 0
    """Bytes they read and write per call (None: a dynamic size or trip count)."""
    constant_bytes: int | None = 0
    """Bytes moved once by relayouts of constants."""

    def __sub__(self, other: RelayoutRuns) -> RelayoutRuns:
        def minus(a: int | None, b: int | None) -> int | None:
            return None if a is None or b is None else a - b

        return RelayoutRuns(
            self.ops - other.ops,
            minus(self.runs_per_call, other.runs_per_call),
            minus(self.bytes_per_call, other.bytes_per_call),
            minus(self.constant_bytes, other.constant_bytes),
        )


@dataclass(frozen=True)
class Planning:
    """One pipeline's relayouts (added by the lowering) before and after `plan-layouts`
    (`xdsl-encoding-report --plan`)."""

    label: str
    pipeline: str
    """The pipeline without `plan-layouts`."""
    planned_pipeline: str
    """The same with `plan-layouts` before its materialization."""
    before: RelayoutRuns
    after: RelayoutRuns
