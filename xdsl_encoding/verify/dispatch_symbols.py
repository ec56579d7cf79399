"""IREE's `stream.cmd.dispatch` symbol-use rule that the stream dialect's own verifier cannot check.

`CmdDispatchOp::verifySymbolUses` (compiler/src/iree/compiler/Dialect/Stream/IR/StreamOps.cpp): for
each entry point `@executable::@export` found in the module, the exported function (its
`function_ref` in the executable's inner module), if present, takes as many non-binding arguments as
the dispatch has uniform operands, of the same types, and as many `!stream.binding` arguments as the
dispatch binds resources. An entry point that is not found is not an error (IREE skips it too).
Called by the strict layer (`verify.module.verify_module`) with the ops it walked: one index of the
executables per module, so a model with thousands of dispatches is checked in one pass.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import FunctionType, ModuleOp, StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.stream import BindingType
from xdsl_encoding.dialects.stream.cmd_ops import CmdDispatchOp
from xdsl_encoding.dialects.stream.executable import ExecutableExportOp, ExecutableOp


def _exported_inputs(executable: ExecutableOp, export: str) -> Sequence[Attribute] | None:
    """The argument types of the function `@export` of `executable` names, or None if there is none."""
    ops = list(executable.body.block.ops)
    exports = [op for op in ops if isinstance(op, ExecutableExportOp) and op.sym_name.data == export]
    inner = next((op for op in ops if isinstance(op, ModuleOp)), None)
    if not exports or inner is None or exports[0].function_ref.nested_references.data:
        return None
    name = exports[0].function_ref.root_reference.data
    for op in inner.body.block.ops:
        sym, function_type = op.properties.get("sym_name"), op.properties.get("function_type")
        if isinstance(sym, StringAttr) and sym.data == name and isinstance(function_type, FunctionType):
            return function_type.inputs.data
    return None


def verify_dispatch_bindings(dispatch: CmdDispatchOp, executables: dict[str, ExecutableOp]) -> None:
    for entry in dispatch.entry_points.data:
        if len(entry.nested_references.data) != 1:
            continue
        executable = executables.get(entry.root_reference.data)
        inputs = None if executable is None else _exported_inputs(executable, entry.nested_references.data[0].data)
        if inputs is None:
            continue
        uniform = [t for t in inputs if not isinstance(t, BindingType)]
        bindings = len(inputs) - len(uniform)
        if len(dispatch.uniform_operands) != len(uniform):
            raise VerifyException(
                f"'{dispatch.name}' op function type mismatch; expected {len(dispatch.uniform_operands)} uniform "
                f"arguments on exported function, but has {len(uniform)}"
            )
        if len(dispatch.resources) != bindings:
            raise VerifyException(
                f"'{dispatch.name}' op function type mismatch; expected {len(dispatch.resources)} binding "
                f"arguments on exported function, but has {bindings}"
            )
        for expected, actual in zip(dispatch.uniform_operands.types, uniform):
            if expected != actual:
                raise VerifyException(
                    f"'{dispatch.name}' op uniform dispatch argument type mismatch: expected {expected} but got {actual}"
                )


def executables_of(ops: Sequence[Operation]) -> dict[str, ExecutableOp]:
    """The `stream.executable`s of the walked ops by name (those of the outermost module, which the
    dispatches of the project's programs name)."""
    return {op.sym_name.data: op for op in ops if isinstance(op, ExecutableOp)}
