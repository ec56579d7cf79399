"""Cost profiles: one target's fitted coefficients, and where to find the profile of a target.

A profile names the target its figures belong to (`Target`: architecture, the CPU LLVM compiled for,
its features), the IREE version that compiled and ran the micro-programs, the date, the timings it
was fitted to and their spread. Profiles live in the package (`profiles/*.json`, shipped) and in the
user's folder (`$XDSL_ENCODING_PROFILES`, else `~/.cache/xdsl-encoding/profiles`, where
`xdsl-encoding-calibrate` writes). A target with no profile gets `NoProfileError`, never another
target's figures: the rates of a featureless x86_64 and of an AVX-512 one rank layouts differently.
"""

from __future__ import annotations

import json
import os
import platform
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from xdsl_encoding.report.cost import CostModel

__all__ = [
    "DECISIVE_FEATURES",
    "NoProfileError",
    "Profile",
    "Target",
    "find_profile",
    "host_target",
    "known_profiles",
    "load_profile",
    "profile_dirs",
    "save_profile",
]

SHIPPED = Path(__file__).with_name("profiles")
PROFILES_ENV = "XDSL_ENCODING_PROFILES"

DECISIVE_FEATURES = (
    "+avx",
    "+avx2",
    "+fma",
    "+avx512f",
    "+avx512bw",
    "+avx512vnni",
    "+avx512bf16",
    "+avx512fp16",
    "+dotprod",
    "+i8mm",
    "+bf16",
    "+v",
    "+zvfh",
)
"""The CPU features that change the tiles this package's data tiling picks (data_tiling/cpu_mma.py,
tiles.py): two targets that differ in one of them lay tensors out differently."""

_CPUINFO_FLAGS = {
    "avx": "+avx",
    "avx2": "+avx2",
    "fma": "+fma",
    "avx512f": "+avx512f",
    "avx512bw": "+avx512bw",
    "avx512_vnni": "+avx512vnni",
    "avx512_bf16": "+avx512bf16",
    "avx512_fp16": "+avx512fp16",
    "asimddp": "+dotprod",
    "i8mm": "+i8mm",
    "bf16": "+bf16",
}
"""Linux `/proc/cpuinfo` flag -> LLVM feature, for the decisive features."""


class NoProfileError(LookupError):
    """No profile for the target asked about (the message says which exist and how to make one)."""


@dataclass(frozen=True)
class Target:
    """What a profile's figures belong to."""

    arch: str
    """`x86_64`, `aarch64`, ..."""
    cpu: str = ""
    """The CPU LLVM compiled for (`rocketlake`, `generic`; empty if unknown)."""
    features: tuple[str, ...] = ()
    """The `+feature`s IREE compiled with."""

    @property
    def decisive(self) -> tuple[str, ...]:
        return tuple(f for f in DECISIVE_FEATURES if f in self.features)

    @property
    def name(self) -> str:
        """`x86_64-rocketlake`: the profile's file name."""
        return f"{self.arch}-{self.cpu}" if self.cpu else self.arch

    @property
    def label(self) -> str:
        """`x86_64+avx512f` (its widest vector feature): how reports name it."""
        widest = next((f for f in ("+avx512f", "+avx2", "+avx", "+i8mm", "+dotprod", "+v") if f in self.features), "")
        return f"{self.arch}{widest}"

    def describe(self) -> str:
        features = ",".join(self.decisive) or "no decisive features"
        return f"{self.name} ({self.label}; {features})"

    def matches(self, other: Target) -> bool:
        """Same architecture and the same decisive features (the CPU name is not compared: a host
        seen through /proc/cpuinfo has none)."""
        return self.arch == other.arch and self.decisive == other.decisive


def host_target() -> Target:
    """This machine, as far as the decisive features go (Linux `/proc/cpuinfo`; else the bare arch)."""
    machine = platform.machine().lower()
    arch = {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    flags: set[str] = set()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() in ("flags", "Features"):
                flags.update(value.split())
    except OSError:
        pass
    return Target(arch, "", tuple(sorted(_CPUINFO_FLAGS[f] for f in flags if f in _CPUINFO_FLAGS)))


@dataclass(frozen=True)
class Profile:
    """A target's cost model and where its figures came from."""

    target: Target
    model: CostModel
    iree_version: str
    date: str
    """ISO date of the calibration."""
    settings: dict[str, Any] = field(default_factory=dict[str, Any])
    """How it was measured (device, rounds, compile flags)."""
    measurements: list[dict[str, Any]] = field(default_factory=list[dict[str, Any]])
    """Each micro-program: layout, shape, element, seconds (median), spread, fitted prediction."""

    def to_json(self) -> dict[str, Any]:
        return {
            "target": {**asdict(self.target), "name": self.target.name, "label": self.target.label},
            "iree_version": self.iree_version,
            "date": self.date,
            "coefficients": self.model.coefficients,
            "model": self.model.describe(),
            "settings": self.settings,
            "measurements": self.measurements,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Profile:
        t = data["target"]
        target = Target(str(t["arch"]), str(t.get("cpu", "")), tuple(str(f) for f in t.get("features", ())))
        model = CostModel({str(k): float(v) for k, v in data["coefficients"].items()})
        return Profile(
            target,
            model,
            str(data["iree_version"]),
            str(data["date"]),
            dict(data.get("settings", {})),
            list(data.get("measurements", [])),
        )


def profile_dirs() -> list[Path]:
    """Where profiles are looked up, first match wins: the user's folder, then the shipped ones."""
    user = os.environ.get(PROFILES_ENV)
    folder = Path(user).expanduser() if user else Path.home() / ".cache" / "xdsl-encoding" / "profiles"
    return [folder, SHIPPED]


def load_profile(path: str | Path) -> Profile:
    try:
        return Profile.from_json(json.loads(Path(path).read_text()))
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise NoProfileError(f"cannot read cost profile {path}: {e}") from e


def save_profile(profile: Profile, path: str | Path) -> Path:
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(profile.to_json(), indent=1) + "\n")
    return out


def known_profiles(dirs: Iterable[Path] | None = None) -> dict[str, Path]:
    """Profile name -> file, the first folder holding a name winning."""
    found: dict[str, Path] = {}
    for folder in dirs if dirs is not None else profile_dirs():
        for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
            found.setdefault(path.stem, path)
    return found


def find_profile(target: str | Target | None = None, dirs: Iterable[Path] | None = None) -> Profile:
    """The profile of `target`: a profile name (`x86_64-rocketlake`), a JSON file, a `Target`, or None
    for this machine. `NoProfileError` when there is none: figures are never borrowed from another target."""
    known = known_profiles(dirs)
    if isinstance(target, str):
        if target in known:
            return load_profile(known[target])
        if target.endswith(".json") or os.sep in target:
            return load_profile(target)
        raise NoProfileError(_missing(f"no cost profile named {target!r}", known))
    wanted = target if target is not None else host_target()
    for path in known.values():
        profile = load_profile(path)
        if profile.target.matches(wanted) and (not wanted.cpu or wanted.cpu == profile.target.cpu):
            return profile
    what = "this machine" if target is None else "target"
    raise NoProfileError(_missing(f"no cost profile for {what} {wanted.describe()}", known))


def _missing(what: str, known: dict[str, Path]) -> str:
    have = ", ".join(sorted(known)) or "none"
    return f"{what} (profiles: {have}); make one with `xdsl-encoding-calibrate` (needs IREE 3.13: pip install 'xdsl-encoding[iree]')"
