"""`layout_report`: measure a lowered program beside its original (see `xdsl_encoding.report`)."""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from xdsl_encoding.dialects import util
from xdsl_encoding.report.measure import PADDING_RELAYOUTS, constant_values, relayout_kind, type_bytes
from xdsl_encoding.report.model import (
    ContractionCost,
    FunctionReport,
    LayoutReport,
    Relayout,
    StoredTensor,
    Totals,
    relayout_totals,
)
from xdsl_encoding.report.sizes import Extents, contraction_facts, is_any_contraction, value_bytes
from xdsl_encoding.utils.encodings import without_encoding
from xdsl_encoding.utils.printed_names import printed_names

__all__ = ["layout_report"]


Function = func.FuncOp | util.FuncOp | util.InitializerOp


def _functions(module: ModuleOp) -> dict[str, Function]:
    """Each function with a body by name (`@f`; initializers, which have none, as `util.initializer #i`)."""
    found: dict[str, Function] = {}
    initializers = 0
    for op in module.walk():
        if not isinstance(op, Function) or not op.body.blocks:
            continue
        if isinstance(op, util.InitializerOp):
            found[f"util.initializer #{initializers}"] = op
            initializers += 1
        else:
            found[f"@{op.sym_name.data}"] = op
    return found


def _name(names: dict[SSAValue, str], value: SSAValue) -> str:
    return f"%{names.get(value, '?')}"


def _moved(kind: str, a: int | None, b: int | None) -> int | None:
    """Bytes read plus bytes written: a slice or unpack reads only what it keeps (`measure.py`)."""
    if a is None or b is None:
        return None
    return 2 * b if kind in ("tensor.extract_slice", "linalg.unpack") else a + b


def _relayouts(function: Operation, names: dict[SSAValue, str], extents: Extents) -> list[Relayout]:
    constants = constant_values(function)
    found: list[Relayout] = []
    for op in function.walk():
        kind = relayout_kind(op)
        if kind is None:
            continue
        source, result = op.operands[0], op.results[0]
        a, b = value_bytes(extents, source), value_bytes(extents, result)
        padding = None if a is None or b is None else b - a
        found.append(
            Relayout(
                _name(names, result),
                kind,
                _name(names, source),
                str(source.type),
                str(result.type),
                a,
                b,
                _moved(kind, a, b),
                padding if kind in PADDING_RELAYOUTS else 0,
                source in constants,
            )
        )
    return found


def _contractions(
    lowered: Operation, original: Operation | None, names: dict[SSAValue, str], extents: Extents, before: Extents
) -> list[ContractionCost]:
    logical = [op for op in original.walk() if is_any_contraction(op)] if original is not None else []
    found: list[ContractionCost] = []
    for i, op in enumerate(o for o in lowered.walk() if is_any_contraction(o)):
        facts = contraction_facts(op, extents)
        flops = contraction_facts(logical[i], before).flops if i < len(logical) else None
        found.append(
            ContractionCost(
                _name(names, op.results[0]),
                op.name,
                flops,
                facts.flops,
                facts.kind,
                facts.element,
                facts.operand_bytes,
                facts.narrow,
                facts.unaligned,
                facts.codegen,
                facts.form,
            )
        )
    return found


def _boundary_tensors(lowered: Function, original: Function | None, names: dict[SSAValue, str]) -> list[StoredTensor]:
    """Arguments and results whose type was encoded in the original: passed as their storage."""
    if original is None or isinstance(lowered, util.InitializerOp) or isinstance(original, util.InitializerOp):
        return []
    found: list[StoredTensor] = []
    pairs = [
        ("argument", list(original.function_type.inputs.data), list(lowered.function_type.inputs.data)),
        ("result", list(original.function_type.outputs.data), list(lowered.function_type.outputs.data)),
    ]
    for origin, before, after in pairs:
        for i, (a, b) in enumerate(zip(before, after)):
            if not isinstance(a, TensorType) or isinstance(a.encoding, NoneAttr):
                continue
            logical: Attribute = without_encoding(a)  # pyright: ignore[reportUnknownArgumentType]
            if origin == "argument" and lowered.body.blocks:
                label = _name(names, lowered.body.block.args[i])
            else:
                label = f"result #{i}"
            found.append(StoredTensor(label, origin, str(logical), str(b), type_bytes(logical), type_bytes(b), False))
    return found


def _function_report(
    name: str,
    lowered: Function,
    original: Function | None,
    extents: Extents,
    before: Extents,
) -> FunctionReport:
    names = dict(extents.names)
    relayouts = _relayouts(lowered, names, extents)
    tensors = _boundary_tensors(lowered, original, names)
    for r in relayouts:
        if r.kind in PADDING_RELAYOUTS:
            tensors.append(
                StoredTensor(
                    r.name,
                    f"{r.kind} from {r.source}",
                    r.source_type,
                    r.result_type,
                    r.source_bytes,
                    r.result_bytes,
                    r.constant,
                )
            )
    contractions = _contractions(lowered, original, names, extents, before)
    baseline = Totals()
    if original is not None:
        own = tuple(_relayouts(original, dict(before.names), before))
        baseline = relayout_totals(own, ())
    return FunctionReport(name, tuple(tensors), tuple(relayouts), tuple(contractions), baseline)


def layout_report(
    original: ModuleOp, lowered: ModuleOp, *, label: str = "lowered", sizes: Mapping[str, int] | None = None
) -> LayoutReport:
    """The report of `lowered` (a lowering of `original`), named `label` in side-by-side views.

    `sizes` gives dynamic sizes by their printed names (`{"%m": 128, "%a#0": 128}`); those it
    leaves unresolved are counted as unknown (`LayoutReport.unknown_sizes`), never as 0.
    """
    lowered_names, original_names = printed_names(lowered), printed_names(original)
    extents = Extents(lowered_names, dict(sizes or {}))
    before_extents = Extents(original_names, dict(sizes or {}))
    for extents_of in (extents, before_extents):
        extents_of.learn(original, original_names)
        extents_of.learn(lowered, lowered_names)
    before = _functions(original)
    functions = tuple(
        _function_report(name, op, before.get(name), extents, before_extents)
        for name, op in _functions(lowered).items()
    )
    unknown = tuple(sorted(extents.missing | before_extents.missing))
    return LayoutReport(label, functions, unknown)
