"""Predicted time per layout on a target, and the layout to pick over several lowerings of one program.

`recommend(reports, profile, plain=...)` prices each lowering with the profile's model (per call, and
once for the relayouts of constants IREE hoists), picks the fastest and says how much faster than
the plain program it is predicted to run: `packs x86_64+avx512f: 2.9 ms, 3.1x faster than nop`. A
lowering the model cannot price (an unknown dynamic size, work the profile has no rate for) is
listed with the reason and never picked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from xdsl_encoding.report.cost import features
from xdsl_encoding.report.model import LayoutReport
from xdsl_encoding.report.profile import Profile

__all__ = ["LayoutPrediction", "Recommendation", "duration", "predict", "recommend"]


def duration(seconds: float) -> str:
    """`2.9 ms`, `41 us`, `1.25 s`."""
    if seconds >= 1:
        return f"{seconds:.3g} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3g} ms"
    return f"{seconds * 1e6:.3g} us"


@dataclass(frozen=True)
class LayoutPrediction:
    label: str
    seconds: float | None
    """Per call; None when the model cannot tell (`reasons`)."""
    once: float | None
    """Relayouts of constants, hoisted: once per program load."""
    reasons: tuple[str, ...] = ()


def predict(report: LayoutReport, profile: Profile) -> LayoutPrediction:
    priced = profile.model.price(features(report, profile.target.arch, profile.target.features))
    return LayoutPrediction(report.label, priced.seconds, priced.once, priced.reasons)


@dataclass(frozen=True)
class Recommendation:
    target: str
    """The profile's target (`Target.describe()`)."""
    label: str
    """Its short name (`x86_64+avx512f`)."""
    predictions: tuple[LayoutPrediction, ...]
    plain: LayoutPrediction | None
    """The program without layouts (nop), the speedups' reference."""

    @property
    def best(self) -> LayoutPrediction | None:
        """The fastest priced lowering, the plain program included (a layout must pay to be picked)."""
        candidates = (*((self.plain,) if self.plain is not None else ()), *self.predictions)
        priced = [p for p in candidates if p.seconds is not None]
        return min(priced, key=lambda p: p.seconds or 0.0) if priced else None

    def speedup(self, p: LayoutPrediction) -> float | None:
        """Predicted time of the plain program over `p`'s."""
        if self.plain is None or self.plain.seconds is None or not p.seconds:
            return None
        return self.plain.seconds / p.seconds

    def summary(self) -> str:
        best = self.best
        if best is None or best.seconds is None:
            return f"no layout could be priced for {self.label}"
        line = f"{best.label} {self.label}: {duration(best.seconds)}"
        if best is self.plain:
            return line + ", no layout predicted faster than the plain program"
        speedup = self.speedup(best)
        if speedup is not None and self.plain is not None:
            line += f", {speedup:.1f}x faster than {self.plain.label}"
        return line

    def markdown(self) -> str:
        lines = [
            f"## Predicted time per call on {self.target}",
            "",
            "| layout | per call | once (hoisted constants) | vs plain |",
            "|---|---:|---:|---:|",
        ]
        for p in (*((self.plain,) if self.plain is not None else ()), *self.predictions):
            if p.seconds is None:
                lines.append(f"| {p.label} | unknown: {'; '.join(p.reasons)} | | |")
                continue
            speedup = self.speedup(p)
            once = duration(p.once) if p.once else "0"
            lines.append(f"| {p.label} | {duration(p.seconds)} | {once} | {f'{speedup:.2f}x' if speedup else '?'} |")
        return "\n".join([*lines, "", f"Recommended: {self.summary()}", ""]) + "\n"

    def json(self) -> dict[str, object]:
        best = self.best
        return {
            "target": self.target,
            "label": self.label,
            "plain": asdict(self.plain) if self.plain is not None else None,
            "predictions": [{**asdict(p), "speedup": self.speedup(p)} for p in self.predictions],
            "best": best.label if best is not None else None,
            "summary": self.summary(),
        }


def recommend(
    reports: Sequence[LayoutReport], profile: Profile, *, plain: LayoutReport | None = None
) -> Recommendation:
    """Prices `reports` (lowerings of one program) and `plain` (the program without layouts; default
    the report labelled `nop` or `plain`, if any)."""
    if plain is None:
        plain = next((r for r in reports if r.label in ("nop", "plain")), None)
    predictions = tuple(predict(r, profile) for r in reports if r is not plain)
    return Recommendation(
        profile.target.describe(),
        profile.target.label,
        predictions,
        predict(plain, profile) if plain is not None else None,
    )
