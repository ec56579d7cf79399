"""One executable per binding layout list (IREE's `duplicateExecutablesPerLayoutVariant`, Stream/Transforms/Utils.cpp).

A dispatch's binding layouts are its operand encodings, then those of its untied results. The first
distinct list of an export keeps the executable; each further one gets a clone, `@ex_dup0`, `@ex_dup1`,
... (each inserted right after the original, as IREE does), whose function's `stream.binding.subspan`s
take the new encodings; every dispatch then names the executable of its own list.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import ArrayAttr, ModuleOp, StringAttr, SymbolRefAttr, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute
from xdsl.rewriter import Rewriter
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects import stream
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.dialects.iree_syntax import UNTIED, tied_indices
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType


def _export(module: ModuleOp, entry: SymbolRefAttr) -> stream.ExecutableExportOp | None:
    found = SymbolTable.lookup_symbol(module, entry)
    return found if isinstance(found, stream.ExecutableExportOp) else None


def _function(executable: stream.ExecutableOp, export: stream.ExecutableExportOp) -> FuncOp | None:
    inner = executable.inner_module()
    found = None if inner is None else SymbolTable.lookup_symbol(inner, export.sym_name.data)
    return found if isinstance(found, FuncOp) else None


def recognized_entry_points(module: ModuleOp, op: stream.TensorDispatchOp) -> bool:
    """Every entry point is a stream export whose bindings are used by dispatch-tensor subspans only."""
    for entry in op.entry_points.data:
        export = _export(module, entry)
        executable = export.parent_op() if export is not None else None
        if export is None or not isinstance(executable, stream.ExecutableOp):
            return False
        function = _function(executable, export)
        if function is None:
            return False
        for argument in function.body.block.args:
            if isinstance(argument.type, stream.BindingType) and any(
                not isinstance(use.operation, stream.BindingSubspanOp)
                or not isinstance(use.operation.result.type, DispatchTensorType)
                for use in argument.uses
            ):
                return False
    return True


def binding_layouts(op: stream.TensorDispatchOp) -> tuple[Attribute, ...]:
    tied = tied_indices(op.tied_operands, len(op.outputs))  # pyright: ignore[reportArgumentType]
    untied = [e for e, t in zip(op.result_encodings.data, tied) if t == UNTIED]
    return (*op.operand_encodings.data, *untied)


def _update_bindings(function: FuncOp, layouts: tuple[Attribute, ...]) -> None:
    for argument, layout in zip(function.body.block.args, layouts):
        if not isinstance(argument.type, stream.BindingType) or not isinstance(layout, TensorType):
            continue
        encoding = layout.encoding
        if not isinstance(encoding, SerializableAttr):
            continue
        for use in list(argument.uses):
            subspan = use.operation
            assert isinstance(subspan, stream.BindingSubspanOp)
            old = subspan.result.type
            assert isinstance(old, DispatchTensorType)
            bound = cast(TensorType[Attribute], old.bound_type)
            new_bound = TensorType(bound.element_type, bound.get_shape(), encoding)
            retyped = stream.BindingSubspanOp.build(
                operands=[subspan.binding, subspan.byte_offset, list(subspan.dynamic_dims)],
                result_types=[DispatchTensorType(old.mode, new_bound)],
                attributes=dict(subspan.attributes),
            )
            Rewriter.replace_op(subspan, retyped)


def duplicate_executables(module: ModuleOp, dispatches: list[stream.TensorDispatchOp]) -> None:
    per_export: dict[stream.ExecutableExportOp, list[tuple[Attribute, ...]]] = {}
    for op in dispatches:
        layouts = binding_layouts(op)
        for entry in op.entry_points.data:
            export = _export(module, entry)
            assert export is not None
            seen = per_export.setdefault(export, [])
            if layouts not in seen:
                seen.append(layouts)
    chosen: dict[tuple[stream.ExecutableExportOp, tuple[Attribute, ...]], stream.ExecutableOp] = {}
    for export, variants in per_export.items():
        executable = export.parent_op()
        assert isinstance(executable, stream.ExecutableOp)
        for number, layouts in enumerate(variants):
            target = executable
            if number:
                target = executable.clone()
                target.properties["sym_name"] = StringAttr(f"{executable.sym_name.data}_dup{number - 1}")
                Rewriter.insert_op(target, _after(executable))
            function = _function(target, export)
            assert function is not None
            _update_bindings(function, layouts)
            chosen[(export, layouts)] = target
    for op in dispatches:
        layouts = binding_layouts(op)
        entries: list[SymbolRefAttr] = []
        for entry in op.entry_points.data:
            export = _export(module, entry)
            assert export is not None
            executable = chosen[(export, layouts)]
            entries.append(SymbolRefAttr(executable.sym_name, entry.nested_references))
        op.properties["entry_points"] = ArrayAttr(entries)


def _after(op: stream.ExecutableOp):
    from xdsl.rewriter import InsertPoint

    return InsertPoint.after(op)
