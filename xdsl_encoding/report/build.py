"""`layout_report`: measure a lowered program beside its original (see `xdsl_encoding.report`)."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, NoneAttr, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Operation, SSAValue

from xdsl_encoding.dialects import util
from xdsl_encoding.report.measure import (
    PADDING_RELAYOUTS,
    constant_values,
    contraction_flops,
    is_contraction,
    relayout_bytes,
    relayout_kind,
    type_bytes,
)
from xdsl_encoding.report.model import (
    ContractionCost,
    FunctionReport,
    LayoutReport,
    Relayout,
    StoredTensor,
    Totals,
    relayout_totals,
)
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


def _relayouts(function: Operation, names: dict[SSAValue, str]) -> list[Relayout]:
    constants = constant_values(function)
    found: list[Relayout] = []
    for op in function.walk():
        kind = relayout_kind(op)
        if kind is None:
            continue
        source, result = op.operands[0], op.results[0]
        a, b = type_bytes(source.type), type_bytes(result.type)
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
                relayout_bytes(op),
                padding if kind in PADDING_RELAYOUTS else 0,
                source in constants,
            )
        )
    return found


def _contractions(lowered: Operation, original: Operation | None, names: dict[SSAValue, str]) -> list[ContractionCost]:
    logical = [op for op in original.walk() if is_contraction(op)] if original is not None else []
    found: list[ContractionCost] = []
    for i, op in enumerate(o for o in lowered.walk() if is_contraction(o)):
        assert isinstance(op, LinalgStructuredOperation)
        counterpart = logical[i] if i < len(logical) else None
        flops = contraction_flops(counterpart) if isinstance(counterpart, LinalgStructuredOperation) else None
        found.append(ContractionCost(_name(names, op.results[0]), op.name, flops, contraction_flops(op)))
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
    names: dict[SSAValue, str],
    original_names: dict[SSAValue, str],
) -> FunctionReport:
    relayouts = _relayouts(lowered, names)
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
    contractions = _contractions(lowered, original, names)
    baseline = Totals()
    if original is not None:
        own = tuple(_relayouts(original, original_names))
        baseline = relayout_totals(own, ())
    return FunctionReport(name, tuple(tensors), tuple(relayouts), tuple(contractions), baseline)


def layout_report(original: ModuleOp, lowered: ModuleOp, *, label: str = "lowered") -> LayoutReport:
    """The report of `lowered` (a lowering of `original`), named `label` in side-by-side views."""
    names = printed_names(lowered)
    original_names = printed_names(original)
    before = _functions(original)
    functions = tuple(
        _function_report(name, op, before.get(name), names, original_names) for name, op in _functions(lowered).items()
    )
    return LayoutReport(label, functions)
