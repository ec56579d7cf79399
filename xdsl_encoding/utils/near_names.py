"""Near names for what a user typed wrong: `target=x86-64` -> "did you mean x86_64?".

One place for the suggestion every option check makes (targets, CPU features, pass names,
pass options), so they read alike. Closeness is `difflib`'s ratio, as Python's own "did you
mean" for attribute names uses a similar edit measure.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

__all__ = ["did_you_mean", "near_names"]


def near_names(word: str, known: Iterable[str], n: int = 3) -> list[str]:
    """The (at most `n`) known names closest to `word`, closest first; case is ignored."""
    by_folded: dict[str, str] = {}
    for name in known:
        by_folded.setdefault(name.lower(), name)
    found = difflib.get_close_matches(word.lower(), list(by_folded), n=n, cutoff=0.6)
    return [by_folded[f] for f in found]


def did_you_mean(word: str, known: Iterable[str]) -> str:
    """`"; did you mean x86_64?"` (or `"x86_64 or aarch64"`), or "" when nothing is near."""
    found = near_names(word, known)
    if not found:
        return ""
    return f"; did you mean {' or '.join(found)}?"
