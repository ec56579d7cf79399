"""The `target=` and `cpu-features=` a user typed in a pass option, checked before any IR is read.

Nothing typed is silently ignored: an unknown target is an error listing the near names
(`target=x86-64` -> "did you mean x86_64?"); a CPU feature the arch does not have, or one without
its `+`/`-` (IREE matches `+avx2` literally, so `avx2` enables nothing), is a warning naming it and
the near ones; `cpu-features` or `ukernels` that the target makes moot is a warning. `host` is this
machine (`utils/host_cpu.py`). Features inside IREE's own `#hal.executable.target` are never checked
here: they are taken as IREE takes them.

The known names come from the tables that decide: the short CPU target names and triples
(`targets/cpu.py`), every feature the tile and intrinsic tables read (`data_tiling/any_target.py`,
`targets/cpu_mma.py`), the GPU names (`targets/gpu_target_info.py`, `resolvers_gpu.py`), and
LLVM's feature names per arch (`utils/host_cpu.py`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cache

from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.data_tiling.any_target import cpu_targets
from xdsl_encoding.resolvers_gpu import PRODUCTS, target_problem
from xdsl_encoding.targets.cpu import TARGET_TRIPLES, CpuTarget, target_from_options
from xdsl_encoding.targets.cpu_mma import CPU_INTRINSICS
from xdsl_encoding.targets.gpu import is_gpu_target_name
from xdsl_encoding.targets.gpu_target_info import TARGET_INFO
from xdsl_encoding.utils.host_cpu import LLVM_FEATURES, host_arch
from xdsl_encoding.utils.near_names import did_you_mean

__all__ = ["TypedTargetError", "check_typed_targets", "cpu_target_of_options", "known_cpu_features"]

CPU_TARGET_NAMES = (*TARGET_TRIPLES, "vmvx", "host")
"""What `target=` takes besides a triple or a GPU."""

_OTHER_LLVM_ARCHES = frozenset(
    (
        *("i386", "i486", "i586", "i686", "wasm64", "arm", "armeb", "armv7", "armv7a", "armv8a", "thumb"),
        *("thumbv7", "powerpc", "powerpc64", "powerpc64le", "ppc64le", "mips", "mipsel", "mips64", "mips64el"),
        *("s390x", "sparc", "sparcv9", "loongarch32", "loongarch64", "hexagon", "nvptx64", "amdgcn", "spirv64"),
    )
)
"""LLVM `Triple::parseArch` spellings of arches without a tile table here (their triples stay valid)."""


class TypedTargetError(ValueError):
    """A target typed in an option that names nothing known."""


def check_typed_targets(p: ModulePass, warn: Callable[[str], None] | None = None) -> None:
    """Check `p`'s `target`, `cpu_features`, `ukernels` and `test_gpu_target` options, if it has them."""

    def say(message: str) -> None:
        if warn is not None:
            warn(message)
        else:
            print(f"warning: {p.name}: {message}", file=sys.stderr)

    target: str = getattr(p, "target", "") or ""
    features: str = getattr(p, "cpu_features", "") or ""
    ukernels: str = getattr(p, "ukernels", "") or ""
    resolver: str | None = getattr(p, "resolver", None)
    test_gpu: str = getattr(p, "test_gpu_target", "") or ""
    if test_gpu and test_gpu not in TARGET_INFO:
        raise TypedTargetError(_unknown("test-gpu-target", test_gpu, TARGET_INFO))
    if resolver is not None:  # the padding resolvers: `target=` is a GPU, for resolver=gpu only
        if target and resolver == "gpu":
            problem, gpus = target_problem(target), tuple(dict.fromkeys((*TARGET_INFO, *PRODUCTS)))
            if problem is not None:
                raise TypedTargetError(f"{problem}{did_you_mean(target, gpus)}")
            if target not in gpus and not target.startswith("sm_"):
                say(
                    f"target={target} is no GPU known here ({', '.join(gpus)}): it has no cache info{did_you_mean(target, gpus)}"
                )
        return
    moot = [f"{name}={value}" for name, value in (("cpu-features", features), ("ukernels", ukernels)) if value]
    if not target:
        if moot:
            say(f"{' and '.join(moot)} ignored without target=: each function's own hal.executable.target decides")
        return
    if is_gpu_target_name(target):
        if target not in TARGET_INFO and not target.startswith("sm_"):
            raise TypedTargetError(_unknown("GPU target", target, TARGET_INFO))
        if features:
            say(f"cpu-features={features} ignored: {target} is a GPU")
        return
    arch = _cpu_arch(target)
    if target == "vmvx" and features:
        say(f"cpu-features={features} ignored: vmvx has no CPU features")
    if arch is not None and features and features != "host":
        for message in feature_problems(arch, features):
            say(message)


def _cpu_arch(target: str) -> str | None:
    """The arch of a CPU target typed as a name or a triple (None: one without a feature table here)."""
    if target == "host":
        return host_arch()
    if target == "vmvx":
        return None
    triple = TARGET_TRIPLES.get(target, target)
    arch = triple.split("-", 1)[0]
    known = CpuTarget("llvm-cpu", triple).arch
    if "-" not in triple or (known is None and arch not in _OTHER_LLVM_ARCHES and arch not in _table_arches()):
        names = (*CPU_TARGET_NAMES, *TARGET_TRIPLES.values(), *TARGET_INFO)
        raise TypedTargetError(
            f"unknown target '{target}': expected one of {', '.join(CPU_TARGET_NAMES)}, a GPU "
            f"({', '.join(list(TARGET_INFO)[:5])}, ...) or a target triple (arch-vendor-os, arch one of "
            f"LLVM's){did_you_mean(target, names)}"
        )
    return known


@cache
def _table_arches() -> frozenset[str]:
    return frozenset(t.split("-", 1)[0] for t in TARGET_TRIPLES.values())


def _unknown(what: str, name: str, known: dict[str, str]) -> str:
    return f"unknown {what} '{name}': expected one of {', '.join(known)}{did_you_mean(name, known)}"


@cache
def known_cpu_features(arch: str) -> frozenset[str]:
    """`+name` of every feature of `arch`: LLVM's names, and every one the tile and intrinsic tables read."""
    read = {f for t in cpu_targets() if t.arch == arch for f in t.features}
    if arch == "x86_64":
        read |= {f for intrinsic in CPU_INTRINSICS for f in intrinsic.features}
    return LLVM_FEATURES.get(arch, frozenset()) | read


def feature_problems(arch: str, features: str) -> list[str]:
    """What is wrong with each comma-separated feature typed for `arch` (empty: nothing)."""
    known = known_cpu_features(arch)
    problems: list[str] = []
    for feature in (f.strip() for f in features.split(",")):
        if not feature:
            problems.append(f"cpu-features='{features}' has an empty entry")
        elif feature[0] not in "+-":
            hint = f"; did you mean +{feature}?" if f"+{feature}" in known else did_you_mean(f"+{feature}", known)
            problems.append(
                f"cpu feature '{feature}' has no '+' or '-': IREE matches features literally, "
                f"so it enables nothing{hint}"
            )
        elif f"+{feature[1:]}" not in known:
            problems.append(
                f"cpu feature '{feature}' is not a feature of {arch}{did_you_mean(f'+{feature[1:]}', known)}"
            )
    return problems


def cpu_target_of_options(pass_name: str, target: str, cpu_features: str, ukernels: str) -> CpuTarget | None:
    """The CPU target a pass's `target=`/`cpu-features=`/`ukernels=` name (None: no `target=`), or the
    pass fails naming it, before anything is rewritten (propagate-encodings, plan-layouts)."""
    if not target:
        return None
    found = target_from_options(target, cpu_features, ukernels or None)
    if isinstance(found, str):
        raise PassFailedException(f"{pass_name}: {found}")
    return found
