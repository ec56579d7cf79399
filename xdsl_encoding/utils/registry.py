"""One registry mechanism for the package's extension points (encodings, padding rules, layout resolvers).

A `NamedRegistry` maps names to entries; its built-ins are handed to it by the module that owns
it (no module is loaded by its name as a string), and a user's entry may not shadow a taken name
by accident (`replace=True` says it is meant).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Generic

from typing_extensions import TypeVar

__all__ = ["NamedRegistry", "option_problem"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

_NOT_IN_OPTIONS = " ,{}=\"'"


def option_problem(name: str) -> bool:
    """True when `name` cannot be written as a pass option value (`resolver=NAME`)."""
    return not name or any(c in name for c in _NOT_IN_OPTIONS)


class NamedRegistry(Generic[K, V]):
    """Entries by key; `what` names one entry in errors ("padding rule": "a padding rule named ...")."""

    def __init__(self, what: str, builtins: Mapping[K, V] | None = None, *, option_names: bool = True) -> None:
        self.what = what
        self.option_names = option_names
        self._entries: dict[K, V] = dict(builtins or {})

    def register(self, key: K, value: V, *, replace: bool = False) -> None:
        """Add `value` under `key`; a taken key is an error unless `replace=True` (a typo must not shadow)."""
        if self.option_names and isinstance(key, str) and option_problem(key):
            raise ValueError(f"{self.what} name {key!r} cannot be written as a pass option")
        if key in self._entries and not replace:
            article = "an" if self.what[:1] in "aeiou" else "a"
            raise ValueError(
                f"{article} {self.what} named '{key}' is already registered (pass replace=True to replace it)"
            )
        self._entries[key] = value

    def unregister(self, key: K) -> None:
        """Remove an entry (tests, notebooks that register one more than once)."""
        self._entries.pop(key, None)

    def get(self, key: K) -> V | None:
        return self._entries.get(key)

    def names(self) -> tuple[str, ...]:
        """The registered keys as text, sorted."""
        return tuple(sorted(str(k) for k in self._entries))

    def items(self) -> tuple[tuple[K, V], ...]:
        return tuple(self._entries.items())
