"""Malformed IREE host IR: seeded mutations of `tests/data/iree/*.mlir`, and what we and iree-opt say of them.

    python -m testing.mutations --count 800 --seed 1            # the `make fuzz` profile, with the oracle

Each mutant is one edit of a real IREE 3.13 print (a token deleted or replaced, an element type or a
static size changed, an operand dropped, a symbol duplicated, a value swapped for another, a line
dropped, or an `#iree_encoding.encoding` made malformed everywhere it occurs). `judge` parses and
strictly verifies it in-process (`api.parse_module`), bounded by an alarm: the verdict is
`accepted`, `diagnostic` (located or not), `internal` (any other exception: a bug) or `hang`.
`iree_accepts` asks iree-opt 3.13 about the same texts in one `--split-input-file` process.
"""

from __future__ import annotations

import argparse
import random
import re
import signal
import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from xdsl.utils.exceptions import DiagnosticException, ParseError

from testing.oracle import IreeOptError, OracleError, run_iree_opt_chunks
from xdsl_encoding.api import parse_module
from xdsl_encoding.utils.diagnostics import LOCATION

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "iree"
TIMEOUT_SECONDS = 30

TOKEN = re.compile(r"[%@#!^]?[\w$.-]+|[^\w\s]|\s+")
ELEMENT_TYPE = re.compile(r"\b(f32|f16|bf16|f64|i1|i8|i32|i64|index)\b")
STATIC_SIZE = re.compile(r"(?<=[<x])(\d+)(?=x)")
OPERAND = re.compile(r", %[\w$.-]+(?=[,)\]}])")
VALUE = re.compile(r"%[\w$.-]+")
SYMBOL_DEF = re.compile(r"(?:util\.func|util\.global|func\.func|flow\.executable)[^@\n]*@([\w$.-]+)")
ENCODING = re.compile(r"#iree_encoding\.encoding<[^\n]*?iteration_sizes = \[[^\]]*\]>")
TYPES = ("f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64", "index")


@dataclass(frozen=True)
class Mutant:
    source: str
    family: str
    text: str


def _delete_token(text: str, rng: random.Random) -> str | None:
    spans = [m.span() for m in TOKEN.finditer(text) if not m.group().isspace()]
    start, end = rng.choice(spans)
    return text[:start] + text[end:]


def _replace_token(text: str, rng: random.Random) -> str | None:
    matches = [m for m in TOKEN.finditer(text) if not m.group().isspace()]
    target = rng.choice(matches)
    other = rng.choice(matches).group()
    return None if other == target.group() else text[: target.start()] + other + text[target.end() :]


def _replace_one(pattern: re.Pattern[str], text: str, rng: random.Random, new: Callable[[str], str]) -> str | None:
    matches = list(pattern.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    replacement = new(m.group())
    return None if replacement == m.group() else text[: m.start()] + replacement + text[m.end() :]


def _retype(text: str, rng: random.Random) -> str | None:
    return _replace_one(ELEMENT_TYPE, text, rng, lambda t: rng.choice([x for x in TYPES if x != t]))


def _resize(text: str, rng: random.Random) -> str | None:
    return _replace_one(STATIC_SIZE, text, rng, lambda s: str(int(s) + rng.choice((1, -1, 7))) if s != "1" else "2")


def _drop_operand(text: str, rng: random.Random) -> str | None:
    return _replace_one(OPERAND, text, rng, lambda _: "")


def _swap_value(text: str, rng: random.Random) -> str | None:
    names = sorted(set(VALUE.findall(text)))
    return _replace_one(VALUE, text, rng, lambda v: rng.choice(names)) if len(names) > 1 else None


def _duplicate_symbol(text: str, rng: random.Random) -> str | None:
    defs = list(SYMBOL_DEF.finditer(text))
    if len(defs) < 2:
        return None
    a, b = rng.sample(defs, 2)
    return text[: b.start(1)] + a.group(1) + text[b.end(1) :]


def _drop_line(text: str, rng: random.Random) -> str | None:
    lines = text.splitlines(keepends=True)
    inner = [i for i, line in enumerate(lines) if line.startswith("    ") and line.strip() not in ("}", "")]
    if not inner:
        return None
    del lines[rng.choice(inner)]
    return "".join(lines)


def _break_encoding(text: str, rng: random.Random) -> str | None:
    """One `#iree_encoding.encoding`, changed the same way wherever it is written (so the program stays
    consistent): an element type dropped, a map dropped, an iteration size dropped or added, a bad index."""
    found = sorted(set(ENCODING.findall(text)))
    if not found:
        return None
    encoding = rng.choice(found)
    edits: list[Callable[[str], str]] = [
        lambda e: re.sub(r"element_types = \[([^,\]]+), ", r"element_types = [", e, count=1),
        lambda e: re.sub(r"user_indexing_maps = \[(affine_map<[^>]*>), ", "user_indexing_maps = [", e, count=1),
        lambda e: re.sub(r"iteration_sizes = \[([^,\]]+), ", "iteration_sizes = [", e, count=1),
        lambda e: e.replace("iteration_sizes = [", "iteration_sizes = [7, "),
        lambda e: re.sub(r"operand_index = \d+", "operand_index = 5", e),
        lambda e: e.replace("op_type = matmul", "op_type = conv"),
    ]
    broken = rng.choice(edits)(encoding)
    return None if broken == encoding else text.replace(encoding, broken)


def _empty_encoding_dims(text: str, rng: random.Random) -> str | None:
    return _replace_one(re.compile(r"encoding_dims\{[^}]*\}"), text, rng, lambda _: "encoding_dims{}")


FAMILIES: dict[str, Callable[[str, random.Random], str | None]] = {
    "delete_token": _delete_token,
    "replace_token": _replace_token,
    "retype": _retype,
    "resize": _resize,
    "drop_operand": _drop_operand,
    "swap_value": _swap_value,
    "duplicate_symbol": _duplicate_symbol,
    "drop_line": _drop_line,
    "break_encoding": _break_encoding,
    "empty_encoding_dims": _empty_encoding_dims,
}


def seed_files(max_bytes: int | None = None) -> list[Path]:
    """The IREE prints mutated, smallest first (`max_bytes` keeps the cheap ones)."""
    files = sorted(DATA.glob("*.mlir"), key=lambda p: (p.stat().st_size, p.name))
    return [f for f in files if max_bytes is None or f.stat().st_size <= max_bytes]


def mutants(count: int, seed: int = 0, files: Sequence[Path] | None = None) -> list[Mutant]:
    """`count` distinct mutants, the same for the same seed; encoding families only where encodings are."""
    rng = random.Random(seed)
    texts = {f.name: f.read_text() for f in (seed_files() if files is None else files)}
    made: list[Mutant] = []
    seen: set[str] = set()
    needs = {"break_encoding": "#iree_encoding.encoding<", "empty_encoding_dims": "encoding_dims{"}
    for _ in range(count * 20):
        if len(made) == count:
            break
        family = rng.choice(sorted(FAMILIES))
        names = sorted(n for n, t in texts.items() if needs.get(family, "") in t)
        if not names:
            continue
        name = rng.choice(names)
        text = FAMILIES[family](texts[name], rng)
        if text is None or text in seen or not text.strip():
            continue
        seen.add(text)
        made.append(Mutant(name, family, text))
    return made


@dataclass(frozen=True)
class Verdict:
    kind: str
    """`accepted`, `diagnostic`, `internal` or `hang`."""
    message: str = ""

    @property
    def located(self) -> bool:
        return self.kind == "diagnostic" and LOCATION.match(self.message) is not None


class _Timeout(BaseException):
    """Raised by the alarm; a BaseException so that no `except Exception` in the code under test eats it."""


@contextmanager
def _alarm(seconds: int) -> Generator[None]:
    def ring(signum: int, frame: FrameType | None) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def judge(mutant: Mutant, timeout: int = TIMEOUT_SECONDS) -> Verdict:
    """Parse and strictly verify `mutant` as `api.parse_module` does, within `timeout` seconds."""
    try:
        with _alarm(timeout):
            parse_module(mutant.text, name=mutant.source)
    except _Timeout:
        return Verdict("hang")
    except (ParseError, DiagnosticException) as e:
        return Verdict("diagnostic", str(e))
    except Exception as e:
        return Verdict("internal", f"{type(e).__name__}: {e}")
    return Verdict("accepted")


def iree_accepts(programs: Sequence[str], version: str = "3.13.0") -> list[bool]:
    """iree-opt's parse-and-verify verdict on each program; one process, or one each if a program crashes it."""
    try:
        return [r.ok for r in run_iree_opt_chunks(programs, version=version)]
    except IreeOptError:
        if len(programs) == 1:
            return [False]  # iree-opt crashed on it: certainly not a program it accepts
        middle = len(programs) // 2
        return iree_accepts(programs[:middle], version) + iree_accepts(programs[middle:], version)


@dataclass(frozen=True)
class Measurement:
    mutants: list[Mutant]
    verdicts: list[Verdict]
    iree: list[bool] | None = None

    def count(self, kind: str) -> int:
        return sum(v.kind == kind for v in self.verdicts)

    @property
    def located_share(self) -> float:
        diagnostics = [v for v in self.verdicts if v.kind == "diagnostic"]
        return sum(v.located for v in diagnostics) / max(1, len(diagnostics))

    def accepted_but_iree_refuses(self) -> list[Mutant]:
        if self.iree is None:
            return []
        return [m for m, v, ok in zip(self.mutants, self.verdicts, self.iree) if v.kind == "accepted" and not ok]

    def summary(self) -> str:
        lines = [
            f"{len(self.mutants)} mutants: {self.count('accepted')} accepted, {self.count('diagnostic')} diagnostics "
            f"({self.located_share:.1%} located), {self.count('internal')} internal errors, {self.count('hang')} hangs"
        ]
        if self.iree is not None:
            refused = sum(not ok for ok in self.iree)
            lines.append(f"iree-opt 3.13 refuses {refused}; we accept {len(self.accepted_but_iree_refuses())} of those")
        return "\n".join(lines)


def measure(count: int, seed: int = 0, files: Sequence[Path] | None = None, oracle: bool = True) -> Measurement:
    made = mutants(count, seed, files)
    verdicts = [judge(m) for m in made]
    iree: list[bool] | None = None
    if oracle:
        try:
            iree = iree_accepts([m.text for m in made])
        except OracleError:
            iree = None
    return Measurement(made, verdicts, iree)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=800)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-bytes", type=int, default=None, help="Only mutate files up to this size.")
    parser.add_argument("--no-oracle", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.count, args.seed, seed_files(args.max_bytes), oracle=not args.no_oracle)
    print(result.summary())
    bad = [(m, v) for m, v in zip(result.mutants, result.verdicts) if v.kind in ("internal", "hang")]
    unlocated = [(m, v) for m, v in zip(result.mutants, result.verdicts) if v.kind == "diagnostic" and not v.located]
    for m, v in bad + unlocated[:20]:
        print(f"--- {m.source} {m.family}: {v.kind}: {v.message.splitlines()[0] if v.message else ''}")
    for m in result.accepted_but_iree_refuses()[:20]:
        print(f"--- accepted, iree-opt refuses: {m.source} {m.family}")
    failed = bad or result.accepted_but_iree_refuses() or result.located_share < 0.95
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
