"""The registry of padding rules: what `materialize-encoding-into-padding{resolver=NAME}` pads K with.

A rule is a pure function `rule(shape, element_bits, k_dims) -> tuple[int, ...]`: the high
padding of each dim of a tensor `shape` (`None` for a dynamic size) whose elements are
`element_bits` wide (`None` for `index`) and whose reduction dims are `k_dims`. It may return a
`Resolution` instead, to say why dims were left alone (remarks). The resolver
(`xdsl_encoding.resolvers`) asks the registered rule and checks its answer; the pass, the
Python API and `xdsl-opt` (once the module that registers the rule is imported) all see it.
The two built-in rules (`cache-line`, `multiple`) are defined here, so the registry holds them
from its first use.

Pass options reach a rule only if it asks for them: `register_padding_rule(name, factory,
configured=True)` registers a factory `factory(options) -> rule` called with the pass's
`ResolverOptions` (`cache-line-bytes`, `cache-sets`, `multiple`), as the built-in rules are.
A rule with parameters of its own is registered once per setting (`functools.partial`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import prod

from xdsl.dialects.builtin import DYNAMIC_INDEX

from xdsl_encoding.targets.gpu import L1CacheInfo
from xdsl_encoding.utils.registry import NamedRegistry

__all__ = [
    "SKINNY_THRESHOLD",
    "DimPadding",
    "PaddingRule",
    "Resolution",
    "ResolverOptions",
    "cache_line_padding",
    "cache_line_rule",
    "multiple_padding",
    "multiple_rule",
    "padding_rule",
    "padding_rule_names",
    "register_padding_rule",
    "rule_shape",
    "unregister_padding_rule",
]

Shape = tuple[int | None, ...]
PaddingRule = Callable[[Shape, int | None, tuple[int, ...]], "tuple[int, ...] | Resolution"]
"""`rule(shape, element_bits, k_dims)` -> high padding per dim (or a `Resolution` with remarks)."""

RuleFactory = Callable[["ResolverOptions"], PaddingRule]


@dataclass(frozen=True)
class ResolverOptions:
    """Which rule pads a K dim, and its parameters (the pass options of the same names)."""

    resolver: str = "cache-line"
    cache_line_bytes: int = 128
    cache_sets: int = 4
    multiple: int = 16

    def problem(self) -> str | None:
        """Why these options cannot resolve anything, or None."""
        names = padding_rule_names()
        if self.resolver not in names:
            return f"unknown resolver '{self.resolver}', expected one of {', '.join(names)}"
        # Every option is checked, used by the chosen resolver or not: a typo is reported, not ignored.
        if self.cache_line_bytes <= 0 or self.cache_sets <= 0:
            return (
                f"cache-line-bytes and cache-sets must be positive, got {self.cache_line_bytes} and {self.cache_sets}"
            )
        if self.multiple <= 0:
            return f"multiple must be positive, got {self.multiple}"
        return None


@dataclass(frozen=True)
class Resolution:
    """The padding of each dim, and why dims that could have been padded were not."""

    padding: tuple[int, ...]
    remarks: tuple[str, ...] = ()


SKINNY_THRESHOLD = 64
"""IREE's `kSkinnyMatmulThreshold`: fewer rows than this are a matvec-like problem, never padded."""


@dataclass(frozen=True)
class DimPadding:
    """The padding of one dim, with the reason when it is 0 although the rule was asked."""

    amount: int
    remark: str | None = None


def cache_line_padding(
    dim: int, shape: Sequence[int], bits: int | None, cache_line_bytes: int, cache_sets: int
) -> DimPadding:
    """IREE's GPU padding of dim `dim`, taken as the K dim of `shape`.

    A row of `B = shape[dim] * bits / 8` bytes is padded to whole cache lines, plus one more
    line when the padded row is a multiple of the cache span (`cache_sets` lines), so that
    consecutive rows map to different sets. Nothing is padded when K is not the innermost dim,
    K is dynamic, the problem is skinny (the static product of the other dims is below 64),
    the element is not whole bytes or is wider than a line, or a row is smaller than a span.
    Example (128-byte lines, 4 sets, f16): `4096x4096` -> 64 (B = 8192, a multiple of the
    512-byte span, so one line more); `4096x1337` -> 7; `4096x4095` -> 65; `4096x250` -> 0.
    """
    rank = len(shape)
    if dim != rank - 1:
        return DimPadding(0, f"K dim {dim} is not the innermost dim of a rank-{rank} tensor")
    size = shape[dim]
    if size == DYNAMIC_INDEX:
        return DimPadding(0, f"K dim {dim} is dynamic")
    others = [s for d, s in enumerate(shape) if d != dim]
    if DYNAMIC_INDEX not in others and prod(others) < SKINNY_THRESHOLD:
        return DimPadding(0, f"skinny: the other dims multiply to {prod(others)} < {SKINNY_THRESHOLD}")
    if bits is None or bits % 8:
        return DimPadding(0, f"element width {bits if bits is not None else 'unknown'} is not a whole number of bytes")
    # IREE compares the element's bits with the line's bytes (`elementBits > cacheLineBytes`).
    if bits > cache_line_bytes:
        return DimPadding(0, f"element width {bits} bits exceeds the cache line ({cache_line_bytes})")
    span = cache_sets * cache_line_bytes
    row_bytes = size * bits // 8
    if row_bytes < span:
        return DimPadding(0, f"a row of {row_bytes} bytes is smaller than the cache span of {span} bytes")
    pad_bytes = L1CacheInfo(cache_line_bytes, cache_sets).row_padding_bytes(row_bytes)
    amount = pad_bytes * 8 // bits
    return DimPadding(amount, None if amount else f"a row of {row_bytes} bytes already avoids cache-set conflicts")


def multiple_padding(dim: int, shape: Sequence[int], multiple: int) -> DimPadding:
    """Pad dim `dim` up to the next multiple of `multiple`: 250 with 16 -> 6; 256 -> 0; `?` -> 0."""
    size = shape[dim]
    if size == DYNAMIC_INDEX:
        return DimPadding(0, f"K dim {dim} is dynamic")
    return DimPadding(-size % multiple)


def rule_shape(shape: Sequence[int]) -> tuple[int | None, ...]:
    return tuple(None if s == DYNAMIC_INDEX else s for s in shape)


def _per_dim(
    shape: tuple[int | None, ...], k_dims: tuple[int, ...], pad: Callable[[int, tuple[int, ...]], DimPadding]
) -> Resolution:
    """A rule that pads each K dim on its own, with the reason for each dim left alone."""
    dims = tuple(DYNAMIC_INDEX if s is None else s for s in shape)
    padding = [0] * len(shape)
    remarks: list[str] = []
    for dim in k_dims:
        resolved = pad(dim, dims)
        padding[dim] = resolved.amount
        if resolved.remark is not None:
            remarks.append(f"K dim {dim} not padded: {resolved.remark}")
    return Resolution(tuple(padding), tuple(remarks))


def cache_line_rule(options: ResolverOptions) -> PaddingRule:
    """The `cache-line` rule with the pass's `cache-line-bytes` and `cache-sets`."""

    def rule(shape: tuple[int | None, ...], bits: int | None, k_dims: tuple[int, ...]) -> Resolution:
        if len(k_dims) != 1:
            return Resolution(
                (0,) * len(shape), (f"{len(k_dims)} K dims {list(k_dims)}: the cache-line rule pads exactly one",)
            )
        return _per_dim(
            shape,
            k_dims,
            lambda dim, dims: cache_line_padding(dim, dims, bits, options.cache_line_bytes, options.cache_sets),
        )

    return rule


def multiple_rule(options: ResolverOptions) -> PaddingRule:
    """The `multiple` rule with the pass's `multiple`."""

    def rule(shape: tuple[int | None, ...], bits: int | None, k_dims: tuple[int, ...]) -> Resolution:
        return _per_dim(shape, k_dims, lambda dim, dims: multiple_padding(dim, dims, options.multiple))

    return rule


@dataclass(frozen=True)
class _Entry:
    factory: RuleFactory


_RULES: NamedRegistry[str, _Entry] = NamedRegistry(
    "padding rule", {"cache-line": _Entry(cache_line_rule), "multiple": _Entry(multiple_rule)}
)


def register_padding_rule(
    name: str, rule: PaddingRule | RuleFactory, *, configured: bool = False, replace: bool = False
) -> None:
    """Make `rule` available as `resolver=name`.

    `configured=True`: `rule` is a factory taking the pass's `ResolverOptions` and returning the
    rule. Registering a taken name is an error unless `replace=True` (a typo must not shadow a rule).
    """
    if configured:
        entry = _Entry(rule)  # pyright: ignore[reportArgumentType]
    else:
        fixed: PaddingRule = rule  # pyright: ignore[reportAssignmentType]
        entry = _Entry(lambda _options: fixed)
    _RULES.register(name, entry, replace=replace)


def unregister_padding_rule(name: str) -> None:
    """Remove a rule (tests, notebooks that register a rule more than once)."""
    _RULES.unregister(name)


def padding_rule_names() -> tuple[str, ...]:
    """The registered names, sorted."""
    return _RULES.names()


def padding_rule(options: ResolverOptions) -> PaddingRule | None:
    """The rule `options.resolver` names, configured with `options`; None if no such rule."""
    entry = _RULES.get(options.resolver)
    return None if entry is None else entry.factory(options)
