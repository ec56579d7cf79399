"""A base class of attributes that declares parameters of its own.

xDSL 0.74 collects a `ParametrizedAttribute`'s parameters from every class of its MRO, but
`irdl_attr_definition` makes only the decorated class a dataclass, and the `__eq__`/`__hash__` that
dataclass generates see just the fields of dataclasses. A parameter declared on an undecorated base is
therefore invisible to them: `#iree_cpu.cpu_encoding_resolver<configuration = {a}>` would equal the
one with `{b}`, and caches keyed on attributes would hand one's answer to the other. Decorating the
base as a frozen dataclass too makes its parameters fields, in the same order as the parameters
(upstream report "Parameters of an undecorated base class are ignored by `==`" in docs/decisions.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from typing_extensions import TypeVar
from xdsl.ir import ParametrizedAttribute

_Base = TypeVar("_Base", bound=type[ParametrizedAttribute])


def attribute_base(cls: _Base) -> _Base:
    """Make the parameters `cls` declares part of its subclasses' equality and hash."""
    return dataclass(frozen=True, init=False)(cls)
