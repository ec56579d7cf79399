"""Encodings on types and ops: finding them, dropping them, forwarding a value past them.

Shared by the materializations (each must leave no encoding behind), the API (which compares
programs encodings aside) and the propagation.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from xdsl.dialects import tensor
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, SSAValue
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.utils.hints import is_tensor_type

__all__ = [
    "cast_to",
    "check_no_encoding_left",
    "contains_encoding",
    "drop_encodings",
    "first_encoded_op",
    "holds_encoding",
    "without_encoding",
]


def without_encoding(t: TensorType[Attribute]) -> TensorType[Attribute]:
    """`tensor<4x8xf32, #enc>` -> `tensor<4x8xf32>`: the logical type."""
    return TensorType(t.element_type, t.get_shape())


def contains_encoding(attr: Attribute) -> bool:
    """Whether an encoded tensor type sits anywhere inside `attr` (function types, arrays, dense values)."""
    # `isinstance` + `cast`, not `is_tensor_type(attr)`: this runs on every attribute of
    # every op, and `isa` with a generic alias builds a constraint on each call (about 100x slower).
    if isinstance(attr, TensorType):
        return not isinstance(cast(TensorType[Attribute], attr).encoding, NoneAttr)
    if isinstance(attr, ArrayAttr):
        return any(contains_encoding(a) for a in cast(ArrayAttr[Attribute], attr).data)
    if isinstance(attr, DictionaryAttr):
        return any(contains_encoding(a) for a in attr.data.values())
    if isinstance(attr, ParametrizedAttribute):
        return any(contains_encoding(p) for p in attr.parameters)
    return False


def drop_encodings(attr: Attribute) -> Attribute:
    """`attr` with every tensor type inside it made plain (the same object when nothing changes)."""
    if not contains_encoding(attr):
        return attr
    if isinstance(attr, TensorType):
        return without_encoding(cast(TensorType[Attribute], attr))
    if isinstance(attr, ArrayAttr):
        return ArrayAttr(drop_encodings(a) for a in cast(ArrayAttr[Attribute], attr).data)
    if isinstance(attr, DictionaryAttr):
        return DictionaryAttr({k: drop_encodings(v) for k, v in attr.data.items()})
    assert isinstance(attr, ParametrizedAttribute)
    return type(attr).new([drop_encodings(p) for p in attr.parameters])


def holds_encoding(op: Operation) -> bool:
    """Whether the types, block arguments or attributes of `op` itself hold an encoding."""
    values: list[SSAValue] = [*op.operands, *op.results]
    values += [arg for region in op.regions for block in region.blocks for arg in block.args]
    attrs = [*op.attributes.values(), *op.properties.values()]
    return any(contains_encoding(v.type) for v in values) or any(contains_encoding(a) for a in attrs)


def first_encoded_op(root: Operation) -> Operation | None:
    """The first op (pre-order) in `root` whose types, block arguments or attributes hold an encoding."""
    return next((op for op in root.walk() if holds_encoding(op)), None)


def check_no_encoding_left(ops: Iterable[Operation], pass_name: str) -> None:
    """Fail naming the first of `ops` (e.g. `module.walk()`) that still holds an encoding.

    A materialization's last check, on everything or on the ops it changed.
    """
    leftover = next((op for op in ops if holds_encoding(op)), None)
    if leftover is not None:
        raise PassFailedException(f"{pass_name}: an encoding is left on {leftover.name}: {leftover}")


def cast_to(value: SSAValue, wanted: Attribute) -> tuple[list[Operation], SSAValue]:
    """`value` itself when it has type `wanted`, else a `tensor.cast` to it (types that differ only in `?`s).

    Returns the new ops (not inserted) and the value to use.
    """
    if value.type == wanted:
        return [], value
    assert is_tensor_type(wanted)
    op = tensor.CastOp(value, wanted)
    return [op], op.dest
