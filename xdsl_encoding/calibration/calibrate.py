"""Calibrate a cost profile: micro-programs per layout, compiled and timed by IREE 3.13, then fitted.

`calibrate()` builds a fixed set of contractions (`CALIBRATION`: matmuls, f32/f16/bf16/i8, decode
M = 1 to M = 256, weights as arguments and as immutable globals), lowers each with this package's
pipelines for the target (`layouts`: nop, padding, packs), compiles the lowered programs with
`iree-compile` for the target (the host CPU by default), times them with IREE's runtime on one
thread (`timing_worker.py`: `local-sync` device, interleaved rounds, median per program, spread =
(max - min) / median), fits the model (`cost.fit`) to the medians and returns a `Profile` naming the
target IREE compiled for (its CPU and features, read from the compiled executable's target), the
IREE version and the date.

IREE comes from the `[iree]` extra (`pip install 'xdsl-encoding[iree]'`: iree-base-compiler and
iree-base-runtime 3.13.0) when importable, else from a venv holding them (`iree=` / `--iree`, or
`$XDSL_ENCODING_ORACLE_DIR/iree-3.13.0`, or the checkout's `.oracle/iree-3.13.0`, where `make oracle`
puts them).
"""

from __future__ import annotations

import datetime
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any

from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.report.build import layout_report
from xdsl_encoding.report.cost import Features, features, fit
from xdsl_encoding.report.profile import Profile, Target

__all__ = [
    "CALIBRATION",
    "Case",
    "IreeTools",
    "Measured",
    "TargetSpec",
    "calibrate",
    "case_of",
    "compile_flags",
    "find_iree",
    "layouts",
    "lowered_features",
    "measure_cases",
    "refit",
]

IREE_VERSION = "3.13.0"
WORKER = Path(__file__).with_name("timing_worker.py")


class CalibrationError(DiagnosticException):
    """IREE is missing, or refused or failed to compile or run a micro-program."""


# ---------------------------------------------------------------------------------------
# IREE
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class IreeTools:
    compile: Path
    """The `iree-compile` executable (the raw ELF: the wheel's Python shim is slower)."""
    python: Path
    """A Python that can import `iree.runtime`."""
    version: str


def _venv_tools(venv: Path) -> IreeTools | None:
    elves = sorted(venv.glob("lib/python*/site-packages/iree/compiler/_mlir_libs/iree-compile"))
    python = venv / "bin" / "python"
    runtime = sorted(venv.glob("lib/python*/site-packages/iree/runtime"))
    if not elves or not python.exists() or not runtime:
        return None
    infos = sorted(venv.glob("lib/python*/site-packages/iree_base_compiler-*.dist-info"))
    version = infos[0].name.removeprefix("iree_base_compiler-").removesuffix(".dist-info") if infos else "?"
    return IreeTools(elves[0], python, version)


def find_iree(venv: str | Path | None = None) -> IreeTools:
    """IREE's compiler and runtime: from `venv` if given, else this Python's (the `[iree]` extra), else the
    oracle venv (module docstring). `CalibrationError` naming what was looked for when none is found."""
    looked: list[str] = []
    if venv is not None:
        found = _venv_tools(Path(venv))
        if found is None:
            raise CalibrationError(f"{venv} holds no iree-base-compiler and iree-base-runtime")
        return found
    compiler = runtime = None
    if importlib.util.find_spec("iree") is not None:
        compiler, runtime = importlib.util.find_spec("iree.compiler"), importlib.util.find_spec("iree.runtime")
    if compiler is not None and runtime is not None and compiler.submodule_search_locations:
        elf = Path(next(iter(compiler.submodule_search_locations))) / "_mlir_libs" / "iree-compile"
        if elf.exists():
            from importlib.metadata import version

            return IreeTools(elf, Path(sys.executable), version("iree-base-compiler"))
    looked.append(f"this Python ({sys.executable})")
    parents = [Path(p) for p in (os.environ.get("XDSL_ENCODING_ORACLE_DIR"),) if p]
    here = Path(__file__).resolve()
    parents += [p / ".oracle" for p in here.parents if (p / "pyproject.toml").is_file()]
    parents.append(Path.cwd() / ".oracle")
    for parent in parents:
        found = _venv_tools(parent / f"iree-{IREE_VERSION}")
        if found is not None:
            return found
        looked.append(str(parent / f"iree-{IREE_VERSION}"))
    raise CalibrationError(
        f"IREE {IREE_VERSION} not found (looked in {', '.join(looked)}): pip install 'xdsl-encoding[iree]', "
        f"or give the venv of iree-base-compiler=={IREE_VERSION} and iree-base-runtime=={IREE_VERSION}"
    )


@dataclass(frozen=True)
class TargetSpec:
    """What to compile for: the host CPU (default), or a triple with CPU features this machine can run."""

    triple: str = ""
    """Empty: the host. `x86_64`, `aarch64` or a full triple otherwise."""
    cpu_features: str = ""
    """`+avx2,+fma`: with `triple`."""

    @property
    def is_host(self) -> bool:
        return not self.triple


def compile_flags(spec: TargetSpec) -> list[str]:
    flags = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
    if spec.is_host:
        return [*flags, "--iree-llvmcpu-target-cpu=host"]
    triple = spec.triple if "-" in spec.triple else f"{spec.triple}-unknown-linux-gnu"
    flags += [f"--iree-llvmcpu-target-triple={triple}", "--iree-llvmcpu-target-cpu=generic"]
    return [*flags, f"--iree-llvmcpu-target-cpu-features={spec.cpu_features}"] if spec.cpu_features else flags


def _run(command: Sequence[str], what: str) -> subprocess.CompletedProcess[str]:
    try:
        done = subprocess.run(list(command), capture_output=True, text=True, check=False, timeout=1800)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise CalibrationError(f"{what}: cannot run {command[0]}: {e}") from e
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-12:])
        raise CalibrationError(f"{what}: {Path(command[0]).name} exited {done.returncode}:\n{tail}")
    return done


_TARGET_ATTR = re.compile(r'#hal\.executable\.target<"llvm-cpu", "[^"]*", \{(.*?)\}>')


def compiled_target(tools: IreeTools, spec: TargetSpec, work: Path) -> Target:
    """The CPU and features IREE compiles for under `spec` (read from its executable target attribute)."""
    source = work / "target.mlir"
    source.write_text(_matmul_text(Case("probe", "matmul", "f32", 4, 4, 4)))
    text = _run(
        [str(tools.compile), str(source), *compile_flags(spec), "--compile-to=executable-sources"], "target probe"
    ).stdout
    found = _TARGET_ATTR.search(text)
    config = found.group(1) if found else ""
    cpu = re.search(r'cpu = "([^"]*)"', config)
    features = re.search(r'cpu_features = "([^"]*)"', config)
    triple = re.search(r'target_triple = "([^"]*)"', config)
    arch = (triple.group(1) if triple else spec.triple or "x86_64").split("-", 1)[0]
    plus = sorted({f for f in (features.group(1).split(",") if features else []) if f.startswith("+")})
    return Target(arch, cpu.group(1) if cpu else "generic", tuple(plus))


# ---------------------------------------------------------------------------------------
# Micro-programs
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One contraction program: `form` (`matmul`, `batch_matmul`, `generic_t`: x @ W^T as a
    linalg.generic), element type, sizes, and whether the weights are an argument or an immutable
    global (as an exported model's: IREE hoists what is computed from them)."""

    name: str
    form: str
    element: str
    m: int
    k: int
    n: int
    batch: int = 0
    weights: str = "argument"
    """`argument` or `global`."""
    only_nop: bool = False
    """Measured as the plain program only: a shape that exercises IREE's default matmul code."""

    def measured_layouts(self, names: Sequence[str]) -> list[str]:
        """The layouts of `names` this case is measured in (`only_nop`: the plain program alone)."""
        return [name for name in names if name == "nop" or not self.only_nop]

    @property
    def shape_sizes(self) -> tuple[int, int, int]:
        return (self.m, self.k, self.n)

    @property
    def shape(self) -> str:
        b = f"{self.batch}x" if self.batch else ""
        return f"{self.form} {self.element} {b}{self.m}x{self.k}x{self.n} weights={self.weights}"

    def _t(self, *dims: int, element: str | None = None) -> str:
        lead = (self.batch,) if self.batch else ()
        return f"tensor<{'x'.join(map(str, (*lead, *dims)))}x{element or self.element}>"

    @property
    def acc(self) -> str:
        return "i32" if self.element == "i8" else self.element

    def types(self) -> tuple[str, str, str]:
        w = self._t(self.n, self.k) if self.form == "generic_t" else self._t(self.k, self.n)
        return self._t(self.m, self.k), w, self._t(self.m, self.n, element=self.acc)

    def inputs(self) -> list[tuple[list[int], str]]:
        """The function's arguments: shape and element type."""
        lead = [self.batch] if self.batch else []
        w = [self.n, self.k] if self.form == "generic_t" else [self.k, self.n]
        args = [([*lead, self.m, self.k], self.element)]
        if self.weights == "argument":
            args.append(([*lead, *w], self.element))
        return [*args, ([*lead, self.m, self.n], self.acc)]

    def text(self) -> str:
        return _matmul_text(self)


def _body(element: str, acc: str) -> list[str]:
    if element == "i8":
        return [
            "  %xe = arith.extsi %x : i8 to i32",
            "  %ye = arith.extsi %y : i8 to i32",
            "  %p = arith.muli %xe, %ye : i32",
            "  %s = arith.addi %acc, %p : i32",
        ]
    return [f"  %p = arith.mulf %x, %y : {element}", f"  %s = arith.addf %acc, %p : {acc}"]


def _global_text(case: Case, w: str) -> list[str]:
    """An immutable global filled by an initializer from its indices (not foldable at compile time)."""
    rank = 3 if case.batch else 2
    dims = ", ".join(f"d{i}" for i in range(rank))
    parallel = ", ".join(['"parallel"'] * rank)
    convert = (
        ["    %v = arith.trunci %t : i32 to i8"]
        if case.element == "i8"
        else [f"    %v = arith.sitofp %t : i32 to {case.element}"]
    )
    return [
        f"util.global private @w : {w}",
        "util.initializer {",
        f"  %e = tensor.empty() : {w}",
        f"  %g = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>], "
        f"iterator_types = [{parallel}]}} outs(%e : {w}) {{",
        f"  ^bb0(%out: {case.element}):",
        f"    %i = linalg.index {rank - 2} : index",
        f"    %j = linalg.index {rank - 1} : index",
        "    %s = arith.addi %i, %j : index",
        "    %c7 = arith.constant 7 : index",
        "    %r = arith.remui %s, %c7 : index",
        "    %t = arith.index_cast %r : index to i32",
        *convert,
        f"    linalg.yield %v : {case.element}",
        f"  }} -> {w}",
        f"  util.global.store %g, @w : {w}",
        "  util.return",
        "}",
    ]


def _matmul_text(case: Case) -> str:
    a, w, c = case.types()
    lines: list[str] = []
    args = [f"%a: {a}"]
    if case.weights == "global":
        lines += _global_text(case, w)
    else:
        args.append(f"%w: {w}")
    args.append(f"%c: {c}")
    lines.append(f"func.func @main({', '.join(args)}) -> {c} {{")
    if case.weights == "global":
        lines.append(f"  %w = util.global.load @w : {w}")
    if case.form == "generic_t":
        lead = "d3, " if case.batch else ""
        maps = [f"({lead}d0, d2)", f"({lead}d1, d2)", f"({lead}d0, d1)"]
        loops = "(d0, d1, d2, d3)" if case.batch else "(d0, d1, d2)"
        iterators = ['"parallel"', '"parallel"', '"reduction"'] + (['"parallel"'] if case.batch else [])
        lines += [
            f"  %r = linalg.generic {{indexing_maps = [{', '.join(f'affine_map<{loops} -> {m}>' for m in maps)}], "
            f"iterator_types = [{', '.join(iterators)}]}} ins(%a, %w : {a}, {w}) outs(%c : {c}) {{",
            f"  ^bb0(%x: {case.element}, %y: {case.element}, %acc: {case.acc}):",
            *_body(case.element, case.acc),
            f"    linalg.yield %s : {case.acc}",
            f"  }} -> {c}",
        ]
    else:
        op = "linalg.batch_matmul" if case.form == "batch_matmul" else "linalg.matmul"
        lines.append(f"  %r = {op} ins(%a, %w : {a}, {w}) outs(%c : {c}) -> {c}")
    lines += [f"  func.return %r : {c}", "}"]
    return "\n".join(lines) + "\n"


def layouts(target: Target) -> dict[str, str]:
    """Every layout the package offers a CPU target, as a pipeline: nop (the plain program), padding (the
    cache-line rule and a multiple of 64), and IREE's data-tiling packs for `target`'s features."""
    features = ",".join(target.decisive)
    option = f' cpu-features="{features}"' if features else ""
    return {
        "nop": "materialize-encoding-into-nop",
        "padding": "set-encoding,propagate-encodings,materialize-encoding-into-padding",
        "padding-64": "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=64}",
        "packs": f"set-encoding{{encoding=data-tiling}},materialize-encoding-into-packs{{target={target.arch}{option}}}",
    }


KERNEL_SHAPES = (
    (103, 205, 275),
    (256, 301, 225),
    (99, 221, 666),
    (260, 347, 37),
    (151, 736, 73),
    (64, 542, 257),
    (100, 684, 184),
    (64, 789, 45),
    (34, 338, 828),
    (297, 404, 129),
    (64, 252, 294),
    (96, 628, 267),
    (1, 650, 717),
    (256, 157, 94),
    (36, 50, 330),
    (220, 75, 649),
    (100, 250, 323),
    (7, 1000, 738),
    (16, 1086, 1035),
    (144, 539, 110),
    (64, 326, 575),
    (94, 333, 500),
    (137, 69, 841),
    (8, 190, 1007),
    (250, 352, 151),
    (8, 768, 317),
    (100, 218, 223),
    (100, 768, 257),
    (8, 250, 601),
    (96, 713, 131),
    (1, 406, 1087),
    (120, 657, 101),
    (51, 265, 384),
    (64, 498, 384),
    (64, 512, 555),
    (276, 82, 752),
    (19, 409, 500),
    (64, 256, 512),
    (100, 300, 500),
    (96, 523, 106),
    (29, 256, 300),
    (100, 256, 200),
    (120, 113, 555),
    (1, 787, 512),
    (96, 512, 256),
    (20, 700, 238),
    (8, 256, 1007),
    (1, 300, 924),
    (64, 594, 200),
    (200, 333, 300),
    (8, 809, 1000),
    (142, 248, 386),
    (256, 300, 61),
    (125, 250, 578),
    (97, 300, 662),
    (100, 300, 200),
    (245, 300, 73),
    (29, 881, 384),
    (39, 239, 300),
    (96, 303, 250),
    (96, 67, 966),
    (250, 78, 512),
    (8, 250, 420),
    (64, 771, 300),
    (128, 463, 128),
    (8, 521, 128),
    (251, 127, 136),
    (109, 127, 739),
    (257, 323, 53),
    (23, 521, 758),
    (1, 509, 746),
    (13, 726, 96),
    (200, 127, 569),
    (8, 647, 83),
    (35, 1021, 384),
    (8, 251, 384),
    (151, 257, 64),
    (187, 1081, 64),
    (179, 600, 47),
    (19, 163, 827),
    (71, 587, 251),
    (109, 758, 191),
    (200, 331, 200),
    (100, 281, 689),
    (1, 769, 555),
    (293, 257, 54),
    (1, 331, 1000),
    (1, 548, 618),
    (1, 509, 996),
    (1, 735, 344),
    (61, 539, 512),
    (17, 906, 384),
    (73, 460, 300),
)
"""M x K x N of the plain programs that fit the `kernel:*` columns: the first 16 picked greedily from
random sizes so that every micro-kernel count of `targets.cpu_codegen.kernel_counts` occurs in at least
three of them for each element type and form (prime N and K, masked and unevenly wide tiles, M = 1),
the next 16 so that each occurs in eight more, then 32 random sizes (under 40 MFLOP, none of the
held-out shapes of `bench/cost_model.py`), then 8 and 21 more so that every tile class (M tile 1 or
not; N tile one column, narrower than a register, whole registers or uneven; K tile 1 or not) occurs
at least four times for each element type and form."""


def _calibration_cases() -> tuple[Case, ...]:
    """Per element type: decode (M = 1) and M up to 256, sizes multiples of 16 and not, a large decode
    (its operands beyond the cache), x @ W^T as a linalg.generic, a batch_matmul; weights as arguments,
    and as globals for some (their packs are hoisted). Then `KERNEL_SHAPES` as matmul and x @ W^T,
    plain only (`Case.only_nop`)."""
    shapes = (
        ("matmul", 0, (1, 1024, 1024), True),
        ("matmul", 0, (1, 1000, 700), True),
        ("matmul", 0, (1, 4096, 2048), True),
        ("matmul", 0, (16, 512, 512), False),
        ("matmul", 0, (64, 1024, 256), True),
        ("matmul", 0, (100, 500, 300), True),
        ("matmul", 0, (256, 512, 512), False),
        ("matmul", 0, (200, 260, 180), False),
        ("matmul", 0, (64, 700, 900), False),
        ("matmul", 0, (280, 400, 350), False),
        ("generic_t", 0, (1, 2048, 1024), False),
        ("generic_t", 0, (128, 512, 500), False),
        ("generic_t", 0, (200, 640, 600), False),
        ("batch_matmul", 2, (48, 256, 192), False),
    )
    cases: list[Case] = []
    for element in ("f32", "f16", "bf16", "i8"):
        for form, batch, (m, k, n), also_global in shapes:
            for weights in ("argument", "global") if also_global else ("argument",):
                b = f"{batch}x" if batch else ""
                name = f"{form}-{element}-{b}{m}x{k}x{n}-{weights}"
                cases.append(Case(name, form, element, m, k, n, batch, weights))
    for element in ("f32", "f16", "bf16", "i8"):
        for form in ("matmul", "generic_t"):
            for m, k, n in KERNEL_SHAPES:
                name = f"kernel-{form}-{element}-{m}x{k}x{n}"
                cases.append(Case(name, form, element, m, k, n, only_nop=True))
    return tuple(cases)


CALIBRATION = _calibration_cases()
"""The micro-programs a profile is fitted to (fixed: profiles of two targets are comparable)."""


# ---------------------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------------------


@dataclass
class Measured:
    """One case lowered one way: what the report saw, what IREE's runtime measured."""

    case: Case
    layout: str
    features: Features
    rounds: list[float] = field(default_factory=list[float])

    @property
    def seconds(self) -> float:
        return median(self.rounds)

    @property
    def spread(self) -> float:
        return (max(self.rounds) - min(self.rounds)) / self.seconds if self.rounds else 0.0

    def row(self) -> dict[str, Any]:
        c = self.case
        return {
            "case": c.name,
            "form": c.form,
            "element": c.element,
            "shape": [c.batch, c.m, c.k, c.n] if c.batch else [c.m, c.k, c.n],
            "weights": c.weights,
            "only_nop": c.only_nop,
            "layout": self.layout,
            "seconds": self.seconds,
            "min_seconds": min(self.rounds),
            "spread": self.spread,
            "features": self.features.per_call,
            "once": self.features.once,
        }


def case_of(row: dict[str, Any]) -> Case:
    """The case a measurement row (`Measured.row()`) was taken on."""
    shape = [int(s) for s in row["shape"]]
    batch, (m, k, n) = (shape[0], shape[1:]) if len(shape) == 4 else (0, shape)
    return Case(
        str(row["case"]),
        str(row["form"]),
        str(row["element"]),
        m,
        k,
        n,
        batch,
        str(row["weights"]),
        bool(row.get("only_nop", False)),
    )


def lowered_features(
    cases: Sequence[Case], target: Target, layout_names: Sequence[str]
) -> dict[tuple[str, str], Features]:
    """Each case lowered each way, as the model reads it (no IREE needed): (case name, layout) -> features."""
    pipelines = layouts(target)
    found: dict[tuple[str, str], Features] = {}
    for case in cases:
        original = parse_module(case.text())
        for layout in case.measured_layouts(layout_names):
            lowered = run_passes(original, pipelines[layout])
            report = layout_report(original, lowered, label=layout)
            found[(case.name, layout)] = features(report, target.arch, target.features)
    return found


def measure_cases(
    cases: Sequence[Case],
    target: Target,
    tools: IreeTools,
    spec: TargetSpec,
    *,
    rounds: int = 7,
    batch_seconds: float = 0.02,
    layout_names: Sequence[str] | None = None,
    log: Callable[[str], None] | None = None,
) -> list[Measured]:
    """Lower each case each way, compile, and time them all in one interleaved run."""
    pipelines = layouts(target)
    chosen = list(layout_names) if layout_names is not None else list(pipelines)
    found: list[Measured] = []
    modules: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="xdsl-encoding-calibrate-") as tmp:
        work = Path(tmp)
        for i, case in enumerate(cases):
            original = parse_module(case.text())
            for layout in case.measured_layouts(chosen):
                lowered = run_passes(original, pipelines[layout])
                x = features(layout_report(original, lowered, label=layout), target.arch, target.features)
                source, vmfb = work / f"{i}-{layout}.mlir", work / f"{i}-{layout}.vmfb"
                source.write_text(str(lowered))
                _run(
                    [str(tools.compile), str(source), *compile_flags(spec), "-o", str(vmfb)],
                    f"compiling {case.shape} ({layout})",
                )
                found.append(Measured(case, layout, x))
                modules.append({"vmfb": str(vmfb), "function": "main", "inputs": case.inputs()})
            if log is not None:
                log(f"compiled {i + 1}/{len(cases)}: {case.shape}")
        spec_file = work / "spec.json"
        spec_file.write_text(json.dumps({"rounds": rounds, "batch_seconds": batch_seconds, "modules": modules}))
        if log is not None:
            log(f"timing {len(modules)} programs, {rounds} interleaved rounds")
        done = _run([str(tools.python), str(WORKER), str(spec_file)], "timing")
    for m, seconds in zip(found, json.loads(done.stdout)["seconds"]):
        m.rounds = [float(s) for s in seconds]
    return found


def refit(profile: Profile) -> Profile:
    """`profile` fitted again to its own measurements, as this version of the package reads the programs
    (no IREE: the cases are lowered again, the times are the stored ones)."""
    names = sorted({str(r["layout"]) for r in profile.measurements})
    cases = list({r["case"]: case_of(r) for r in profile.measurements}.values())
    xs = lowered_features(cases, profile.target, names)
    rows = profile.measurements
    model = fit([xs[(r["case"], r["layout"])] for r in rows], [float(r["seconds"]) for r in rows])
    measurements = [
        {
            **r,
            "features": xs[(r["case"], r["layout"])].per_call,
            "once": xs[(r["case"], r["layout"])].once,
            "predicted": model.predict(xs[(r["case"], r["layout"])]),
        }
        for r in rows
    ]
    return Profile(profile.target, model, profile.iree_version, profile.date, profile.settings, measurements)


def calibrate(
    target: TargetSpec | None = None,
    *,
    iree: str | Path | None = None,
    rounds: int = 7,
    batch_seconds: float = 0.02,
    cases: Sequence[Case] = CALIBRATION,
    log: Callable[[str], None] | None = None,
) -> Profile:
    """Measure `cases` on `target` (default: the host CPU) and fit its profile (module docstring)."""
    spec = target or TargetSpec()
    tools = find_iree(iree)
    with tempfile.TemporaryDirectory(prefix="xdsl-encoding-calibrate-") as tmp:
        compiled = compiled_target(tools, spec, Path(tmp))
    measured = measure_cases(cases, compiled, tools, spec, rounds=rounds, batch_seconds=batch_seconds, log=log)
    model = fit([m.features for m in measured], [m.seconds for m in measured])
    rows: list[dict[str, Any]] = []
    for m in measured:
        rows.append({**m.row(), "predicted": model.predict(m.features)})
    settings = {
        "device": "local-sync (one thread)",
        "rounds": rounds,
        "batch_seconds": batch_seconds,
        "timer": "process CPU time, median of the interleaved rounds",
        "compile_flags": compile_flags(spec),
        "layouts": layouts(compiled),
        "python": sys.version.split()[0],
    }
    return Profile(compiled, model, tools.version, datetime.date.today().isoformat(), settings, rows)
