"""Resolvers: how many elements to append to each dim of an encoded tensor (pure functions).

`resolve_padding(encoding, shape, element_type, options)` asks the encoding through its
interfaces (the K dims of a `ContractionEncodingAttr`, the explicit values of a `padding` /
`layout<[padding]>`) and never needs to know which pass asks. Two rules pad a K dim:

* `cache-line`: IREE's GPU pad resolver (`#iree_gpu.gpu_pad_layout`, April 2025,
  compiler/src/iree/compiler/Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp):
  pad the innermost K dim so that consecutive rows start on different cache sets;
* `multiple`: pad each K dim up to a multiple of N.

Each answer says why a dim was left alone (remarks), so passes can explain themselves.
Both rules are the built-ins of `xdsl_encoding.padding_rules` (defined there, re-exported here);
`resolve_padding` asks the rule `options.resolver` names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Attribute

from xdsl_encoding.interfaces import CompositeLayoutAttr, ContractionEncodingAttr, ExplicitPaddingAttr

# The built-in rules live with their registry (`padding_rules`); their old home re-exports them.
from xdsl_encoding.padding_rules import SKINNY_THRESHOLD as SKINNY_THRESHOLD
from xdsl_encoding.padding_rules import DimPadding as DimPadding
from xdsl_encoding.padding_rules import Resolution, ResolverOptions, padding_rule, padding_rule_names, rule_shape
from xdsl_encoding.padding_rules import cache_line_padding as cache_line_padding
from xdsl_encoding.padding_rules import cache_line_rule as cache_line_rule
from xdsl_encoding.padding_rules import multiple_padding as multiple_padding
from xdsl_encoding.padding_rules import multiple_rule as multiple_rule
from xdsl_encoding.targets.element_types import storage_bits as element_bits


@dataclass(frozen=True)
class Unresolvable:
    """Why an encoding cannot be turned into one padding (a value, not an exception)."""

    reason: str


def _is_amount(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _apply_rule(
    shape: Sequence[int], element_type: Attribute, k_dims: tuple[int, ...], options: ResolverOptions
) -> Resolution | Unresolvable:
    """Ask the rule `options.resolver` names; its answer is checked, never trusted."""
    rule = padding_rule(options)
    if rule is None:
        return Unresolvable(f"unknown resolver '{options.resolver}', expected one of {', '.join(padding_rule_names())}")
    shown = rule_shape(shape)
    try:
        answer = rule(shown, element_bits(element_type), k_dims)
    except Exception as e:
        return Unresolvable(
            f"padding rule '{options.resolver}' failed on shape {list(shown)} with K dims {list(k_dims)}: "
            f"{type(e).__name__}: {e}"
        )
    resolution = answer if isinstance(answer, Resolution) else Resolution(tuple(answer))
    padding = resolution.padding
    if len(padding) != len(shape) or not all(_is_amount(p) for p in padding):
        return Unresolvable(
            f"padding rule '{options.resolver}' returned {padding!r} for shape {list(shown)}: "
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
