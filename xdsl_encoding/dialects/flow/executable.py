"""`flow`'s outlined executables (what `--compile-to=flow` prints): `executable`, its terminator,
`executable.export` and `dispatch`, the host op that runs an export.

`flow.executable private @ex { flow.executable.export public @entry workgroups(...) {...}
builtin.module { func.func @entry(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:...>) ... } }`
holds one dispatch body as a function of dispatch tensors; `flow.dispatch @ex::@entry[%w](%a) :
(T) -> U` calls it with tensors. Syntax and verifiers follow
`compiler/src/iree/compiler/Dialect/Flow/IR/FlowOps.{td,cpp}` (b48a595): custom<SymbolAlias>,
custom<WorkgroupCountRegion>, custom<DispatchEntryPoints>, custom<ShapedFunctionType>.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, ModuleOp, SymbolRefAttr
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, lazy_traits_def, prop_def, region_def, traits_def
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    Pure,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.base import ShapedDispatchOp
from xdsl_encoding.dialects.flow.dispatch import ReturnOp, verify_count_region
from xdsl_encoding.dialects.iree_directives import (
    DispatchEntryPoints,
    ImplicitTerminatorBody,
    ShapedFunctionType,
    SymbolAlias,
    SymbolVisibility,
    WorkgroupCountRegion,
)
from xdsl_encoding.dialects.iree_syntax import verify_list_dims
from xdsl_encoding.dialects.util.functions import IsolatedSymbolTableOp, SymbolOp, verify_visibility


class ExecutableBase(IsolatedSymbolTableOp):
    """`X.executable private @ex attributes {...} { exports...; builtin.module {...} }` (`flow.executable`,
    `stream.executable`): an isolated symbol table whose implicit terminator (the op's
    `SingleBlockImplicitTerminator`) is never printed."""

    body = region_def("single_block")
    assembly_format = "custom<SymbolVisibility>($sym_visibility) $sym_name attr-dict-with-keyword custom<ImplicitTerminatorBody>($body)"
    custom_directives = (SymbolVisibility, ImplicitTerminatorBody)

    def inner_module(self) -> ModuleOp | None:
        """The `builtin.module` that holds the exported functions."""
        return next((op for op in self.body.block.ops if isinstance(op, ModuleOp)), None)


def executable_end_op(op_name: str, executable: Callable[[], type[Operation]]) -> type[IRDLOperation]:
    """The op `op_name` that ends an executable's body, implicitly (never printed in custom form), and may
    stand only in `executable()`: IREE declares it alike in flow, stream and hal (`HasParent<...>, Terminator`)."""

    @irdl_op_definition
    class ExecutableEndOp(IRDLOperation):
        name = op_name
        traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(executable())))
        assembly_format = "attr-dict"

    return ExecutableEndOp


ExecutableEndOp = executable_end_op("flow.executable_end", lambda: ExecutableOp)


@irdl_op_definition
class ExecutableOp(ExecutableBase):
    """`flow.executable private @ex { exports...; builtin.module { func.func ... } }`."""

    name = "flow.executable"
    traits = traits_def(SingleBlockImplicitTerminator(ExecutableEndOp))


class ExecutableExportBase(SymbolOp):
    """`X.executable.export public @f [as("name")] [workgroups(%a: index) -> (index, index, index) {...}]`
    (`flow.executable.export`, `stream.executable.export`); `COUNT_RETURN` ends the count region."""

    COUNT_RETURN: ClassVar[type[Operation]]
    function_ref = prop_def(SymbolRefAttr)
    workgroup_count = region_def()
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) custom<SymbolAlias>($sym_name, $function_ref)"
        " custom<WorkgroupCountRegion>($workgroup_count) attr-dict-with-keyword"
    )
    custom_directives = (SymbolVisibility, SymbolAlias, WorkgroupCountRegion)

    def verify_(self) -> None:
        verify_count_region(self.name, self.workgroup_count, self.COUNT_RETURN)

    def function(self) -> FuncOp | None:
        """The exported `func.func` in the executable's inner module."""
        executable = self.parent_op()
        module = executable.inner_module() if isinstance(executable, ExecutableBase) else None
        if module is None:
            return None
        found = SymbolTable.lookup_symbol(module, self.function_ref)
        return found if isinstance(found, FuncOp) else None


@irdl_op_definition
class ExecutableExportOp(ExecutableExportBase):
    """`flow.executable.export public @f [as("name")] [workgroups(%a: index) -> (index, index, index) {...}]`."""

    name = "flow.executable.export"
    COUNT_RETURN: ClassVar[type[Operation]] = ReturnOp
    traits = traits_def(HasParent(ExecutableOp), SymbolOpInterface(), IsolatedFromAbove())

    def verify_(self) -> None:
        verify_visibility(self)
        if self.function_ref.nested_references.data:
            raise VerifyException(f"'{self.name}' @{self.sym_name.data}: the function must be a flat symbol")
        super().verify_()


def lookup_export(op: Operation, entry: SymbolRefAttr) -> ExecutableExportOp | None:
    """`@ex::@entry` from the nearest symbol table above `op` (None when it is not defined there)."""
    table: Operation | None = op.parent_op()
    while table is not None and table.get_trait(SymbolTable) is None:
        table = table.parent_op()
    found = SymbolTable.lookup_symbol(table, entry) if table is not None else None
    return found if isinstance(found, ExecutableExportOp) else None


@irdl_op_definition
class DispatchOp(ShapedDispatchOp):
    """`%r = flow.dispatch @ex::@entry[%w](%a, %d) : (tensor<?x4xf32>{%d}, index) -> tensor<?x4xf32>{%d}`."""

    name = "flow.dispatch"
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    traits = traits_def(Pure())

    assembly_format = (
        "custom<DispatchEntryPoints>($entry_points) (`[` $workload^ `]`)? `` `(` $arguments `)` attr-dict `:`"
        " custom<ShapedFunctionType>(ref($arguments), type($arguments), $argument_dims, type($results_), $result_dims,"
        " $tied_operands)"
    )
    custom_directives = (DispatchEntryPoints, ShapedFunctionType)

    def verify_(self) -> None:
        if not self.entry_points.data:
            raise VerifyException(f"'{self.name}' needs at least one entry point")
        verify_list_dims(self.name, self.arguments, self.argument_dims, "arguments")
        verify_list_dims(self.name, self.results_, self.result_dims, "results")
        self.verify_tied()
        for entry in self.entry_points.data:
            export = lookup_export(self, entry)
            if export is None or not export.workgroup_count.blocks:
                continue  # IREE too accepts entry points it cannot see (tests without executables)
            wanted = len(export.workgroup_count.block.args)
            if wanted != len(self.workload):
                raise VerifyException(
                    f"'{self.name}' workload mismatch; entry point {entry} expects {wanted} arguments "
                    f"but dispatch provides {len(self.workload)}"
                )
