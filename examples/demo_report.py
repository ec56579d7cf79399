"""Readable summaries of what a pass changed, for `examples/demo.py`.

Two views of one step: a structural one (ops added and removed by kind, encodings that moved,
tensors that got padded), read from the parsed IR, and a compact textual diff of the ops whose
printed form changed, read from `xdsl-opt`'s output. Nothing here runs a pass.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.dialects import func, tensor
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp

RESHAPES = (tensor.CollapseShapeOp, tensor.ExpandShapeOp)

# ---------------------------------------------------------------------------------------
# Naming and compact printing
# ---------------------------------------------------------------------------------------


def value_name(value: SSAValue) -> str:
    """`%x`, or the producing op when the value has no name."""
    if value.name_hint:
        return f"%{value.name_hint}"
    owner = value.owner
    return f"({owner.name})" if isinstance(owner, Operation) else "(a block argument)"


def op_label(op: Operation) -> str:
    """`linalg.generic %q`: the op and the name of its first result."""
    return f"{op.name} {value_name(op.results[0])}" if op.results else op.name


def shape_of(t: Attribute) -> str:
    """`tensor<2x64x256xf32, #enc>` -> `2x64x256xf32`."""
    if not isa(t, TensorType[Attribute]):
        return str(t)
    dims = "x".join("?" if s < 0 else str(s) for s in t.get_shape())
    return f"{dims}x{t.element_type}" if dims else str(t.element_type)


_ENCODING = re.compile(r"#iree_encoding\.matmul_k<k_dims = (\[[^\]]*\])>")
_GENERIC_ATTRS = re.compile(r"\{indexing_maps = .*?iterator_types = \[[^\]]*\]\}")
_I64 = re.compile(r" : i64")
_TYPED_LIST = re.compile(r"\b(ins|outs)\(([^:()]*) : [^()]*(?:\([^()]*\)[^()]*)*\)")


def compact(text: str) -> str:
    """One printed op, shortened for reading: encodings, generic attributes and operand types abbreviated.

    `ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>)` -> `ins(%a, %b)`;
    `#iree_encoding.matmul_k<k_dims = [1]>` -> `#matmul_k[1]`; `[[0 : i64, 1 : i64]]` -> `[[0, 1]]`.
    """
    text = _ENCODING.sub(r"#matmul_k\1", text)
    text = _GENERIC_ATTRS.sub("{…}", text)
    text = _I64.sub("", text)
    return _TYPED_LIST.sub(r"\1(\2)", text)


# ---------------------------------------------------------------------------------------
# Textual diff of printed ops
# ---------------------------------------------------------------------------------------


def op_units(printed: str) -> list[str]:
    """The ops of every function body in `xdsl-opt` output, one entry per op (regions folded in).

    A region is kept inline when it is short (`tensor.pad ... { tensor.yield %cst }`), else shown as `{…}`.
    """
    units: list[list[str]] = []
    for line in printed.splitlines():
        depth = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        if depth == 4 and not stripped.startswith("}") and not stripped.startswith("^"):
            units.append([stripped])
        elif depth >= 4 and units:
            units[-1].append(stripped)
    return [_fold(u) for u in units]


def _fold(lines: list[str]) -> str:
    if len(lines) == 1:
        return compact(lines[0])
    head, body, tail = lines[0], lines[1:-1], lines[-1]
    inner = [b for b in body if not b.startswith("^")]
    shown = "{ " + "; ".join(inner) + " }" if len(inner) <= 2 else "{…}"
    return compact(f"{head.rstrip(' {')} {shown}{tail[1:]}")


_SUFFIX = re.compile(r"%([A-Za-z_][\w$.-]*?)_\d+\b")
_NUMBERED = re.compile(r"%\d+\b")


def _normalized(unit: str) -> str:
    """The unit without SSA name suffixes, so ops that were only renamed compare equal."""
    return _NUMBERED.sub("%N", _SUFFIX.sub(r"%\1", unit))


@dataclass(frozen=True)
class Diff:
    """Removed (`-`) and added (`+`) ops in order, grouped in hunks."""

    hunks: tuple[tuple[tuple[str, str], ...], ...]

    @property
    def size(self) -> int:
        return sum(len(h) for h in self.hunks)

    def render(self, limit: int, indent: str = "  ") -> list[str]:
        """At most `limit` lines, hunks separated by `...`."""
        lines: list[str] = []
        shown = 0
        for hunk in self.hunks:
            if shown >= limit:
                break
            if lines:
                lines.append(f"{indent}  ...")
            for sign, text in hunk[: limit - shown]:
                lines.append(f"{indent}{sign} {text}")
            shown += min(len(hunk), limit - shown)
        if shown < self.size:
            lines.append(f"{indent}  ... and {self.size - shown} more changed ops")
        return lines


def diff_ops(before: str, after: str) -> Diff:
    """The ops whose printed form changed between two `xdsl-opt` outputs (renaming alone is no change)."""
    old, new = op_units(before), op_units(after)
    matcher = difflib.SequenceMatcher(a=[_normalized(u) for u in old], b=[_normalized(u) for u in new], autojunk=False)
    hunks: list[tuple[tuple[str, str], ...]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            hunks.append(interleave(old[i1:i2], new[j1:j2]))
    return Diff(tuple(hunks))


_RESULT = re.compile(r"^(%[^ =]+) =")


def _result_key(unit: str) -> str | None:
    match = _RESULT.match(_normalized(unit))
    return match.group(1) if match else None


def interleave(removed: Sequence[str], added: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """Removed and added ops in the new program's order, each old op right before its replacement.

    An added op defining `%q` is preceded by every removed op up to the first one that defined `%q`.
    """
    pending = list(removed)
    lines: list[tuple[str, str]] = []
    for unit in added:
        key = _result_key(unit)
        match = next((i for i, r in enumerate(pending) if key is not None and _result_key(r) == key), None)
        if match is not None:
            lines += [("-", r) for r in pending[: match + 1]]
            del pending[: match + 1]
        lines.append(("+", unit))
    lines += [("-", r) for r in pending]
    return tuple(lines)


# ---------------------------------------------------------------------------------------
# Structural summaries
# ---------------------------------------------------------------------------------------


def body_ops(module: ModuleOp) -> list[Operation]:
    """The ops directly inside the bodies of the module's functions."""
    return [op for f in module.ops if isinstance(f, func.FuncOp) for op in f.body.block.ops]


def op_count_changes(before: ModuleOp, after: ModuleOp) -> str:
    """`+18 iree_encoding.set_encoding, -1 tensor.collapse_shape` (ops in function bodies)."""
    old = Counter(op.name for op in body_ops(before))
    new = Counter(op.name for op in body_ops(after))
    changes = [(name, new[name] - old[name]) for name in sorted(old.keys() | new.keys())]
    parts = [f"{delta:+d} {name}" for name, delta in changes if delta]
    return ", ".join(parts) if parts else "no op added or removed"


def is_encoded(value: SSAValue) -> bool:
    t = value.type
    return isa(t, TensorType[Attribute]) and not isinstance(t.encoding, NoneAttr)


def _reshape_kinds(ops: Sequence[Operation]) -> str:
    counts = Counter(op.name.removeprefix("tensor.") for op in ops)
    return ", ".join(f"{n} {kind}" for kind, n in counts.items())


def operand_role(op: Operation, index: int) -> str:
    if len(op.operands) == 3:
        return ("LHS", "RHS", "ACC")[index]
    return f"operand #{index}"


def encoding_moves(module: ModuleOp) -> list[str]:
    """Each encoding op that is no longer next to its contraction, and how far it is now.

    `set-encoding` puts every `set_encoding` right before its contraction and every `unset_encoding`
    right after; the reshapes now in between are the ones propagation crossed.
    """
    lines: list[str] = []
    for op in body_ops(module):
        for index, operand in enumerate(op.operands):
            if isinstance(op, (*RESHAPES, SetEncodingOp)) or not is_encoded(operand):
                continue
            crossed: list[Operation] = []
            value = operand
            while isinstance(value.owner, RESHAPES) and is_encoded(value.owner.operands[0]):
                crossed.append(value.owner)
                value = value.owner.operands[0]
            if crossed and isinstance(value.owner, SetEncodingOp):
                source = value.owner.source
                lines.append(
                    f"{operand_role(op, index)} of {op_label(op)}: set_encoding moved up through "
                    f"{_reshape_kinds(crossed)}; it now encodes {value_name(source)} : {shape_of(source.type)} "
                    f"as {compact(str(_encoding(value.owner.result)))}"
                )
    for op in body_ops(module):
        if not isinstance(op, UnsetEncodingOp):
            continue
        crossed = []
        value = op.source
        while isinstance(value.owner, RESHAPES):
            crossed.append(value.owner)
            value = value.owner.operands[0]
        if crossed and isinstance(value.owner, Operation):
            lines.append(
                f"result of {op_label(value.owner)}: unset_encoding moved down through {_reshape_kinds(crossed)}; "
                f"it now yields {value_name(op.result)} : {shape_of(op.result.type)}"
            )
    return lines


def _encoding(value: SSAValue) -> Attribute:
    t = value.type
    assert isa(t, TensorType[Attribute])
    return t.encoding


def _consumers(value: SSAValue) -> list[str]:
    """The non-reshape ops that read `value`, looking through reshapes: `LHS of linalg.generic %q`."""
    found: list[str] = []
    for use in value.uses:
        user = use.operation
        if isinstance(user, RESHAPES):
            found += _consumers(user.results[0])
        else:
            found.append(
                f"{operand_role(user, use.index)} of {value_name(user.results[0]) if user.results else user.name}"
            )
    return found


@dataclass(frozen=True)
class PaddedTensor:
    """One `tensor.pad` of the materialized program: what it pads, how, for whom."""

    source: str
    logical: TensorType[Attribute]
    stored: TensorType[Attribute]
    users: tuple[str, ...]

    def row(self) -> str:
        logical_bytes = _bytes(self.logical)
        extra = (_bytes(self.stored) / logical_bytes - 1) * 100 if logical_bytes else 0.0
        return f"{self.source:<10} {shape_of(self.logical):>16} -> {shape_of(self.stored):<16} {extra:+5.1f}%  for {', '.join(self.users)}"


def _bytes(t: TensorType[Attribute]) -> int:
    count = 1
    for s in t.get_shape():
        count *= max(s, 0)
    bits = getattr(t.element_type, "bitwidth", 8)
    return count * int(bits) // 8


def padded_tensors(module: ModuleOp) -> list[PaddedTensor]:
    """The `tensor.pad`s in the functions' bodies, in program order; pads of one value to one shape merged."""
    found: dict[tuple[SSAValue, Attribute], PaddedTensor] = {}
    for op in body_ops(module):
        if not isinstance(op, tensor.PadOp):
            continue
        logical, stored = op.source.type, op.result.type
        assert isa(logical, TensorType[Attribute])
        assert isa(stored, TensorType[Attribute])
        key = (op.source, stored)
        users = (*found[key].users, *_consumers(op.result)) if key in found else tuple(_consumers(op.result))
        found[key] = PaddedTensor(value_name(op.source), logical, stored, users)
    return list(found.values())


def group_lines(lines: Iterable[str]) -> list[str]:
    """Identical lines once, with a count: `... (x3)`; first-seen order."""
    counts = Counter(lines)
    return [f"{line} (x{counts[line]})" if counts[line] > 1 else line for line in counts]
