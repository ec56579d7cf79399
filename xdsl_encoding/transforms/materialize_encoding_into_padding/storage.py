"""How an encoded value is stored once materialized, and how that storage crosses a reshape (pure).

A value of type `tensor<S, #enc>` is stored as `tensor<S + P>`: the logical elements
first along every dim, then `P[d]` padding elements. The padding region holds zeros when
`zero` is known; a contraction may then run over it along K.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, SSAValue

from xdsl_encoding.reshape.reassociation import Blocked, Groups, Shape
from xdsl_encoding.resolvers import padded_shape
from xdsl_encoding.utils.encodings import without_encoding
from xdsl_encoding.utils.hints import is_tensor_type

Padding = tuple[int, ...]
"""The elements appended to each dim of a stored value."""


@dataclass(frozen=True)
class Stored:
    """The storage of a value that had an encoded type.

    `declared` is the type it had (the resolver's input, and its logical shape),
    `padding` the elements appended per dim, `zero` whether they are known to be zeros.
    """

    declared: TensorType[Attribute]
    padding: Padding
    zero: bool

    @property
    def logical(self) -> TensorType[Attribute]:
        """`tensor<4096x4096xf16, #enc>` -> `tensor<4096x4096xf16>`."""
        return without_encoding(self.declared)

    @property
    def storage(self) -> TensorType[Attribute]:
        """`tensor<4096x4096xf16, #enc>` with padding `(0, 64)` -> `tensor<4096x4160xf16>`."""
        return TensorType(self.declared.element_type, padded_shape(self.declared.get_shape(), self.padding))

    @property
    def is_padded(self) -> bool:
        return any(self.padding)


def padding_of(stored: Mapping[SSAValue, Stored], value: SSAValue) -> Padding:
    """The storage padding of `value`: its `Stored` one, else none (all zeros for a tensor, `()` otherwise)."""
    storage = stored.get(value)
    if storage is not None:
        return storage.padding
    t = value.type
    return (0,) * t.get_num_dims() if is_tensor_type(t) else ()


def collapsed_padding(groups: Groups, expanded_shape: Shape, padding: Sequence[int]) -> tuple[int, ...] | Blocked:
    """The padding of a collapse's result, from the padding of its source.

    A padded dim may only be merged with static unit dims, so that its group's storage is
    the padded dim's storage and the logical elements stay a prefix:
    `((0, 1), (2,))`, `(1, 8, 640)`, `(0, 0, 64)` -> `(0, 64)`;
    `((0, 1),)`, `(2, 640)`, `(0, 64)` -> Blocked (each of the 2 rows would keep its padding inside).
    """
    out: list[int] = []
    for g, group in enumerate(groups):
        padded = [d for d in group if padding[d]]
        if not padded:
            out.append(0)
            continue
        others = [d for d in group if d != padded[0]]
        if len(padded) > 1 or any(expanded_shape[d] != 1 for d in others):
            return Blocked(
                f"result dim {g} merges padded dim {padded[0]} of the source (padding {padding[padded[0]]}) "
                f"with source dims {others}"
            )
        out.append(padding[padded[0]])
    return tuple(out)


def expanded_padding(
    groups: Groups, expanded_shape: Shape, padding: Sequence[int], prefer: Collection[int] = ()
) -> tuple[int, ...] | Blocked:
    """The padding of an expand's result, from the padding of its source.

    A padded dim may only gain static unit dims; its padding goes to its one non-unit dim.
    When all are units, it goes to the one in `prefer` (the dims the result's own encoding
    pads, so that later reshapes see the padding where the encoding says), else the innermost:
    `((0,), (1, 2))`, `(4, 1, 640)`, `(0, 64)` -> `(0, 0, 64)`;
    `((0, 1),)`, `(1, 1)`, `(5,)`, prefer `{0}` -> `(5, 0)`;
    `((0,), (1, 2))`, `(4, 64, 10)`, `(0, 64)` -> Blocked.
    """
    out = [0] * len(expanded_shape)
    for g, group in enumerate(groups):
        if not padding[g]:
            continue
        non_unit = [d for d in group if expanded_shape[d] != 1]
        if len(non_unit) > 1:
            return Blocked(f"padded dim {g} of the source (padding {padding[g]}) is split into result dims {non_unit}")
        if non_unit:
            out[non_unit[0]] = padding[g]
        else:
            out[next((d for d in group if d in prefer), group[-1])] = padding[g]
    return tuple(out)
