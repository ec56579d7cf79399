"""IREE 3.13's GPU padding resolver (`#iree_gpu.gpu_padding_resolver`), as pure functions.

Codegen/ExternalInterfaces/GPUEncodingExternalModels.cpp (`GPUPadLayoutResolverAttr::getLayout`,
`cloneWithSimplifiedConfig`, `getPadLayout`) and Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp
(`getL1CacheInfo`), b48a595 = IREE 3.13:

* a target knows its L1 cache only for arch gfx90a, gfx942 and gfx950 (128-byte lines, 4 sets); on any
  other target the resolver has no cache info and resolves everything to no padding;
* `layout<[padding<P>]>` (one member) is P, whatever the target;
* `padding<[0, ..., 0, ?]>` on a static innermost dim of B bytes: nothing below 512 bytes (4 lines),
  else pad to whole lines, plus one line when the padded row is a multiple of 512 bytes; elements not
  a whole number of bytes, or wider in bits than a line is in bytes, get nothing. There is no skinny
  rule here (set-encoding has it, on the contraction);
* a padding with no `?` is returned as it is; `?` elsewhere, a dynamic innermost dim or any other
  encoding cannot be resolved (IREE: "failed to resolve", a null layout).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from math import prod

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Attribute

from xdsl_encoding.interfaces import CompositeLayoutAttr, ExplicitPaddingAttr
from xdsl_encoding.resolvers import Resolution, Unresolvable, element_bits

# GPU target facts live in `targets.gpu` (one product -> arch table); their old home re-exports them.
from xdsl_encoding.targets.gpu import CACHE_ARCHES as CACHE_ARCHES
from xdsl_encoding.targets.gpu import PRODUCTS as PRODUCTS
from xdsl_encoding.targets.gpu import L1CacheInfo as L1CacheInfo
from xdsl_encoding.targets.gpu import cache_info as cache_info

_KNOWN_NAME = re.compile(r"^(gfx[0-9a-f]+|sm_\d+|mi\d+\w*|rx\d+\w*|w\d+|v\d+|r\d+)$")


def target_problem(target: str) -> str | None:
    """Why `target=` names no GPU IREE knows, or None."""
    if _KNOWN_NAME.match(target):
        return None
    return f"unknown GPU target '{target}' (an arch such as gfx942, gfx1100, sm_80, or a product such as mi300x)"


def gpu_padding(
    encoding: Attribute, shape: Sequence[int], element_type: Attribute, cache: L1CacheInfo | None
) -> Resolution | Unresolvable:
    """The padding IREE 3.13's GPU padding resolver gives a `shape x element_type` tensor carrying `encoding`.

    `padding<[0, ?]>` on `?x4096xf16` (gfx942) -> `(0, 64)`; `1337xf32` -> 7; `250xf32` -> 38; `128xf16` -> 0
    (below 512 bytes); `layout<[padding<[0, 64]>]>` -> `(0, 64)` on any target; gfx1100 -> zeros.
    """
    rank = len(shape)
    zeros = (0,) * rank
    if isinstance(encoding, CompositeLayoutAttr):
        members = encoding.member_layouts()
        if len(members) != 1 or not isinstance(members[0], ExplicitPaddingAttr):
            return Unresolvable(f"{encoding} is not one padding layout")
        values = members[0].padding_values(rank)
        if len(values) != rank or DYNAMIC_INDEX in values:
            return Unresolvable(f"{encoding} is not a resolved padding of a rank-{rank} tensor")
        return Resolution(values)
    if cache is None:
        return Resolution(
            zeros, ("the target has no L1 cache info (IREE has it for gfx90a, gfx942, gfx950): no padding",)
        )
    if not isinstance(encoding, ExplicitPaddingAttr):
        return Unresolvable(f"the GPU padding resolver resolves only #iree_encoding.padding, not {encoding}")
    values = encoding.padding_values(rank)
    if DYNAMIC_INDEX not in values:
        return Resolution(values) if len(values) == rank else Unresolvable(f"{encoding} does not fit rank {rank}")
    if any(v != 0 for v in values[:-1]) or values[-1] != DYNAMIC_INDEX or len(values) != rank:
        return Unresolvable(f"{encoding}: only the innermost entry may be `?`, every other must be 0")
    if shape[-1] == DYNAMIC_INDEX:
        return Unresolvable(f"{encoding}: the innermost dim is dynamic")
    bits = element_bits(element_type)
    if bits is None:
        return Unresolvable(f"element type {element_type} has no bit width")
    if bits % 8 or bits > cache.cache_line_bytes:
        return Resolution(zeros, (f"{bits}-bit elements are not padded",))
    row_bytes = shape[-1] * bits // 8
    span = cache.cache_sets * cache.cache_line_bytes
    if row_bytes < span:
        return Resolution(zeros, (f"a row of {row_bytes} bytes is below the {span}-byte cache span: no padding",))
    amount = cache.row_padding_bytes(row_bytes) * 8 // bits
    return Resolution((*zeros[:-1], amount))


@dataclass(frozen=True)
class HostSize:
    """`stream.tensor.sizeof` after `iree-stream-encode-host-tensors`: `constant` bytes times the dynamic dims."""

    constant: int
    dynamic_dims: tuple[int, ...]
    """The positions of the dims whose runtime sizes multiply `constant`."""


def host_storage_size(shape: Sequence[int], element_type: Attribute, padding: Sequence[int]) -> HostSize | str:
    """The byte size of a padded tensor as IREE's `encode-host-tensors` computes it (or why there is none):
    the product of the padded static dims and the element bytes, times each dynamic dim at run time.
    `?x4096xf16` + `(0, 64)` -> `%d * 8320`; `8x2048xf32` + `(0, 32)` -> 66560."""
    bits = element_bits(element_type)
    if bits is None or bits % 8:
        return f"element type {element_type} is not a whole number of bytes"
    if any(p and s == DYNAMIC_INDEX for s, p in zip(shape, padding, strict=True)):
        return "a dynamic dim is padded"
    static = [s + p for s, p in zip(shape, padding) if s != DYNAMIC_INDEX]
    dynamic = tuple(d for d, s in enumerate(shape) if s == DYNAMIC_INDEX)
    return HostSize(prod(static) * bits // 8, dynamic)
