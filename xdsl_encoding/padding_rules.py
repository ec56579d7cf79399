"""The registry of padding rules: what `materialize-encoding-into-padding{resolver=NAME}` pads K with.

A rule is a pure function `rule(shape, element_bits, k_dims) -> tuple[int, ...]`: the high
padding of each dim of a tensor `shape` (`None` for a dynamic size) whose elements are
`element_bits` wide (`None` for `index`) and whose reduction dims are `k_dims`. It may return a
`Resolution` instead, to say why dims were left alone (remarks). The resolver
(`xdsl_encoding.resolvers`) asks the registered rule and checks its answer; the pass, the
Python API and `xdsl-opt` (once the module that registers the rule is imported) all see it.

Pass options reach a rule only if it asks for them: `register_padding_rule(name, factory,
configured=True)` registers a factory `factory(options) -> rule` called with the pass's
`ResolverOptions` (`cache-line-bytes`, `cache-sets`, `multiple`), as the built-in rules are.
A rule with parameters of its own is registered once per setting (`functools.partial`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

__all__ = [
    "PaddingRule",
    "Resolution",
    "ResolverOptions",
    "padding_rule",
    "padding_rule_names",
    "register_padding_rule",
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


BUILTIN_RULE_MODULES: tuple[str, ...] = ("xdsl_encoding.resolvers",)
"""Modules that register rules of this package when imported; imported on the first lookup
(a module adding a built-in rule, such as a GPU one, appends itself here)."""


@dataclass(frozen=True)
class _Entry:
    factory: RuleFactory


_RULES: dict[str, _Entry] = {}
_loaded = False


def _load_builtins() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILTIN_RULE_MODULES:
            importlib.import_module(module)


def register_padding_rule(
    name: str, rule: PaddingRule | RuleFactory, *, configured: bool = False, replace: bool = False
) -> None:
    """Make `rule` available as `resolver=name`.

    `configured=True`: `rule` is a factory taking the pass's `ResolverOptions` and returning the
    rule. Registering a taken name is an error unless `replace=True` (a typo must not shadow a rule).
    """
    _load_builtins()
    if not name or any(c in name for c in " ,{}=\"'"):
        raise ValueError(f"padding rule name {name!r} cannot be written as a pass option")
    if name in _RULES and not replace:
        raise ValueError(f"a padding rule named '{name}' is already registered (pass replace=True to replace it)")
    if configured:
        _RULES[name] = _Entry(rule)  # pyright: ignore[reportArgumentType]
    else:
        fixed: PaddingRule = rule  # pyright: ignore[reportAssignmentType]
        _RULES[name] = _Entry(lambda _options: fixed)


def unregister_padding_rule(name: str) -> None:
    """Remove a rule (tests, notebooks that register a rule more than once)."""
    _load_builtins()
    _RULES.pop(name, None)


def padding_rule_names() -> tuple[str, ...]:
    """The registered names, sorted."""
    _load_builtins()
    return tuple(sorted(_RULES))


def padding_rule(options: ResolverOptions) -> PaddingRule | None:
    """The rule `options.resolver` names, configured with `options`; None if no such rule."""
    _load_builtins()
    entry = _RULES.get(options.resolver)
    return None if entry is None else entry.factory(options)
