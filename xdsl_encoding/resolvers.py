"""Resolvers: how many elements to append to each dim of an encoded tensor (pure functions).

`resolve_padding(encoding, shape, element_type, options)` asks the encoding through its
interfaces (the K dims of a `ContractionEncodingAttr`, the explicit values of a `padding` /
`layout<[padding]>`) and never needs to know which pass asks. Two rules pad a K dim:

* `cache-line`: IREE's GPU pad resolver (`#iree_gpu.gpu_pad_layout`, April 2025,
  compiler/src/iree/compiler/Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp):
  pad the innermost K dim so that consecutive rows start on different cache sets;
* `multiple`: pad each K dim up to a multiple of N.

Each answer says why a dim was left alone (remarks), so passes can explain themselves.
Both rules are registered in `xdsl_encoding.padding_rules` as any user rule is
(`register_padding_rule`); `resolve_padding` asks the rule `options.resolver` names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import prod

from xdsl.dialects.builtin import DYNAMIC_INDEX, FixedBitwidthType
from xdsl.ir import Attribute

from xdsl_encoding.interfaces import CompositeLayoutAttr, ContractionEncodingAttr, ExplicitPaddingAttr
from xdsl_encoding.padding_rules import (
    PaddingRule,
    Resolution,
    ResolverOptions,
    padding_rule,
    padding_rule_names,
    register_padding_rule,
)

SKINNY_THRESHOLD = 64
"""IREE's `kSkinnyMatmulThreshold`: fewer rows than this are a matvec-like problem, never padded."""


@dataclass(frozen=True)
class Unresolvable:
    """Why an encoding cannot be turned into one padding (a value, not an exception)."""

    reason: str


@dataclass(frozen=True)
class DimPadding:
    """The padding of one dim, with the reason when it is 0 although the rule was asked."""

    amount: int
    remark: str | None = None


def element_bits(element_type: Attribute) -> int | None:
    """The storage width of one element, or None when it has none (`index`): f16 -> 16."""
    return element_type.bitwidth if isinstance(element_type, FixedBitwidthType) else None


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
    pad_bytes = (cache_line_bytes - row_bytes % cache_line_bytes) % cache_line_bytes
    if (row_bytes + pad_bytes) % span == 0:
        pad_bytes += cache_line_bytes
    amount = pad_bytes * 8 // bits
    return DimPadding(amount, None if amount else f"a row of {row_bytes} bytes already avoids cache-set conflicts")


def multiple_padding(dim: int, shape: Sequence[int], multiple: int) -> DimPadding:
    """Pad dim `dim` up to the next multiple of `multiple`: 250 with 16 -> 6; 256 -> 0; `?` -> 0."""
    size = shape[dim]
    if size == DYNAMIC_INDEX:
        return DimPadding(0, f"K dim {dim} is dynamic")
    return DimPadding(-size % multiple)


def _rule_shape(shape: Sequence[int]) -> tuple[int | None, ...]:
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


register_padding_rule("cache-line", cache_line_rule, configured=True, replace=True)
register_padding_rule("multiple", multiple_rule, configured=True, replace=True)


def _is_amount(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _apply_rule(
    shape: Sequence[int], element_type: Attribute, k_dims: tuple[int, ...], options: ResolverOptions
) -> Resolution | Unresolvable:
    """Ask the rule `options.resolver` names; its answer is checked, never trusted."""
    rule = padding_rule(options)
    if rule is None:
        return Unresolvable(f"unknown resolver '{options.resolver}', expected one of {', '.join(padding_rule_names())}")
    rule_shape = _rule_shape(shape)
    try:
        answer = rule(rule_shape, element_bits(element_type), k_dims)
    except Exception as e:
        return Unresolvable(
            f"padding rule '{options.resolver}' failed on shape {list(rule_shape)} with K dims {list(k_dims)}: "
            f"{type(e).__name__}: {e}"
        )
    resolution = answer if isinstance(answer, Resolution) else Resolution(tuple(answer))
    padding = resolution.padding
    if len(padding) != len(shape) or not all(_is_amount(p) for p in padding):
        return Unresolvable(
            f"padding rule '{options.resolver}' returned {padding!r} for shape {list(rule_shape)}: "
            f"expected {len(shape)} non-negative ints"
        )
    return Resolution(tuple(int(p) for p in padding), tuple(resolution.remarks))


def _resolve_explicit(
    values: Sequence[int], shape: Sequence[int], element_type: Attribute, options: ResolverOptions
) -> Resolution | Unresolvable:
    """Explicit values as written; each `?` is resolved as if that dim were the K dim."""
    padding: list[int] = []
    remarks: list[str] = []
    for dim, value in enumerate(values):
        if value != DYNAMIC_INDEX:
            padding.append(value)
            continue
        resolved = _apply_rule(shape, element_type, (dim,), options)
        if isinstance(resolved, Unresolvable):
            return resolved
        amount = resolved.padding[dim]
        padding.append(amount)
        remarks += [f"padding `?` of dim {dim} resolved to {amount}: {note}" for note in resolved.remarks]
    return Resolution(tuple(padding), tuple(remarks))


def _resolve_layout(
    layout: CompositeLayoutAttr, shape: Sequence[int], element_type: Attribute, options: ResolverOptions
) -> Resolution | Unresolvable:
    """Every member must give the same padding: one value has one storage."""
    answers: list[Resolution] = []
    for member in layout.member_layouts():
        answer = resolve_padding(member, shape, element_type, options)
        if isinstance(answer, Unresolvable):
            return answer
        answers.append(answer)
    paddings = {a.padding for a in answers}
    if len(paddings) > 1:
        shown = ", ".join(str(list(p)) for p in sorted(paddings))
        return Unresolvable(f"the members of {layout} resolve to different paddings ({shown})")
    return Resolution(answers[0].padding, tuple(r for a in answers for r in a.remarks))


def _resolve_contraction(
    encoding: ContractionEncodingAttr, shape: Sequence[int], element_type: Attribute, options: ResolverOptions
) -> Resolution | Unresolvable:
    rank = len(shape)
    zero = (0,) * rank
    k_dims = encoding.reduction_dims()
    if k_dims is None:
        return Resolution(zero, ("the encoding does not tell its K dims: not padded",))
    if not k_dims:
        return Resolution(zero, ("no K dim: not padded",))
    for dim in k_dims:
        if not 0 <= dim < rank:
            return Resolution(zero, (f"K dim {dim} is out of range for rank {rank}: not padded",))
    return _apply_rule(shape, element_type, tuple(k_dims), options)


def resolve_padding(
    encoding: Attribute, shape: Sequence[int], element_type: Attribute, options: ResolverOptions
) -> Resolution | Unresolvable:
    """The padding of each dim of a tensor `shape x element_type` carrying `encoding`.

    `matmul_k<k_dims = [1]>` on `4096x4096xf16` -> `(0, 64)` (cache-line) or `(0, 0)`
    (multiple 16); `padding<[0, ?]>` on `4096x250xf32`, multiple 16 -> `(0, 6)`;
    `layout<[padding<[0, 8]>]>` -> `(0, 8)`; an encoding that names neither K dims nor a
    padding (`identity`, the opaque `encoding<...>`) -> all zeros.
    """
    shape = tuple(shape)
    if isinstance(encoding, ExplicitPaddingAttr):
        values = encoding.padding_values(len(shape))
        if len(values) != len(shape):
            return Unresolvable(f"{encoding} has {len(values)} values for a rank-{len(shape)} tensor")
        return _resolve_explicit(values, shape, element_type, options)
    if isinstance(encoding, CompositeLayoutAttr):
        return _resolve_layout(encoding, shape, element_type, options)
    if isinstance(encoding, ContractionEncodingAttr):
        return _resolve_contraction(encoding, shape, element_type, options)
    zero = (0,) * len(shape)
    return Resolution(zero, (f"{encoding} names neither K dims nor a padding: not padded",))


def padded_shape(shape: Sequence[int], padding: Sequence[int]) -> tuple[int, ...]:
    """The storage shape: `(4096, 4096)` + `(0, 64)` -> `(4096, 4160)`; a dynamic dim stays dynamic."""
    return tuple(s if s == DYNAMIC_INDEX else s + p for s, p in zip(shape, padding, strict=True))
