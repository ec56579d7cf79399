"""The state of the one materialization driver, and the walk of a function-like op's body.

Walks the module as IREE's `MaterializeEncoding` does with its type converter: signatures
and globals first (`functions.py`), then every body op in program order. The ops that carry
tensors across bodies (calls, returns, globals, dispatch regions: `functions.py`, `dispatch.py`)
are lowered here in terms of the layout's storage; every other op by the layout's table.
The module is rewritten as a clone and swapped in only when everything succeeded and what
changed verifies: a failure is a diagnostic at the original op and leaves the module unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects import func
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import Rewriter

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_encoding.transforms.materialization.layout import Layout, LoweringTable, MaterializationError
from xdsl_encoding.utils.encodings import contains_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = ["FUNCTION_LIKE", "Driver", "FunctionLike"]

FUNCTION_LIKE = (func.FuncOp, util.FuncOp, util.InitializerOp)
"""The ops whose bodies are materialized, each under the layout `layout_for` gives it."""

FunctionLike = func.FuncOp | util.FuncOp | util.InitializerOp


@dataclass
class Driver:
    """The state of one module's materialization besides the layouts' own."""

    layout_for: Callable[[Operation], Layout]
    """The layout of a function-like op or global (pass options, target attributes, affinities)."""
    lowerings: LoweringTable[Driver, None]
    """The ops the driver owns whatever the layout (`table.py`)."""
    layouts: dict[Operation, Layout] = field(default_factory=dict[Operation, Layout])
    signatures: dict[Operation, tuple[tuple[Attribute, ...], tuple[Attribute, ...]]] = field(
        default_factory=dict[Operation, tuple[tuple[Attribute, ...], tuple[Attribute, ...]]]
    )
    """The declared (encoded) argument and result types of each function-like op."""
    globals: dict[Operation, TensorType[Attribute]] = field(default_factory=dict[Operation, TensorType[Attribute]])
    """The declared type of each encoded `util.global`."""
    region_results: dict[Operation, tuple[Attribute, ...]] = field(
        default_factory=dict[Operation, tuple[Attribute, ...]]
    )
    """The declared result types of each `flow.dispatch.region` (its `flow.return` converts to them)."""
    dispatch_tensors: dict[SSAValue, DispatchTensorType] = field(default_factory=dict[SSAValue, DispatchTensorType])
    """The declared type of each workgroups block argument retyped to its storage."""
    touched: dict[Operation, None] = field(default_factory=dict[Operation, None])
    """The ops the driver changed or retyped an operand of (an ordered set), verified at the end."""
    rewriter: Rewriter = field(default_factory=Rewriter)

    def layout(self, op: Operation) -> Layout:
        if op not in self.layouts:
            self.layouts[op] = self.layout_for(op)
        return self.layouts[op]

    def scope_layout(self, op: Operation) -> Layout:
        """The layout of the function-like op or global that holds `op`."""
        scope: Operation | None = op
        while scope is not None and not isinstance(scope, (*FUNCTION_LIKE, util.GlobalOp)):
            scope = scope.parent_op()
        if scope is None:
            raise MaterializationError(op, "is not inside a func.func, util.func or util.initializer")
        return self.layout(scope)

    def touch(self, op: Operation) -> None:
        self.touched[op] = None

    def retype(self, value: SSAValue, new_type: Attribute) -> SSAValue:
        new = self.rewriter.replace_value_with_new_type(value, new_type)
        self.touched.update(dict.fromkeys(use.operation for use in new.uses))
        return new

    def set_operand(self, op: Operation, index: int, value: SSAValue) -> None:
        if op.operands[index] is not value:
            op.operands[index] = value
            self.touch(op)

    def store_operands(self, op: Operation, declared: tuple[Attribute, ...], what: str) -> None:
        """Operands of `op` that leave a body: each in the storage of its declared (encoded) type."""
        layout = self.scope_layout(op)
        for i, (value, t) in enumerate(zip(tuple(op.operands), declared)):
            if is_tensor_type(t) and contains_encoding(t):
                self.set_operand(op, i, layout.to_storage(value, t, op, f"{what} #{i}"))

    def bind_results(self, op: Operation, declared: tuple[Attribute, ...]) -> None:
        """Results of `op` born in the storage of their declared (encoded) types."""
        layout = self.scope_layout(op)
        for result, t in zip(tuple(op.results), declared):
            if is_tensor_type(t) and contains_encoding(t):
                layout.bind(result, t, op)
        self.touch(op)

    def lower_body(self, function: FunctionLike) -> None:
        """Every op of `function`'s body, in program order: the driver's own ops, else the layout's."""
        layout = self.layout(function)
        for op in list(function.body.walk()):
            if op.parent is None:
                continue  # replaced by the lowering of an op before it
            lowering = self.lowerings.lookup(op)
            if lowering is not None:
                lowering(self, op)
            else:
                layout.lower(op)
        layout.finish(function)

    def changed_ops(self) -> list[Operation]:
        ops = dict.fromkeys(op for op in self.touched if op.parent is not None)
        for layout in dict.fromkeys(self.layouts.values()):
            ops.update(dict.fromkeys(layout.changed_ops()))
        return list(ops)
