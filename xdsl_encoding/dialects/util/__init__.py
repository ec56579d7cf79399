"""IREE's `util` dialect, the host-program part: functions, calls, globals and initializers,
and `assume.int` (`assume.py`).

Syntax and verifiers follow `compiler/src/iree/compiler/Dialect/Util/IR/UtilOps.{td,cpp}`
(b48a595). Tied function results (`-> %arg0 as T`) are not supported; they are a parse error.
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.util.assume import AssumeIntOp, IntAssumptionAttr
from xdsl_encoding.dialects.util.buffers import BufferConstantOp, BufferType, CompositeAttr, UnusedType
from xdsl_encoding.dialects.util.functions import (
    CallOp,
    FuncCallable,
    FuncOp,
    InitializerOp,
    InlineAlwaysAttr,
    InlineNeverAttr,
    ReturnOp,
    lookup_function,
    lookup_symbol,
)
from xdsl_encoding.dialects.util.globals import (
    GlobalLoadOp,
    GlobalOp,
    GlobalStoreOp,
    NullOp,
    OptimizationBarrierOp,
    UnfoldableConstantOp,
)

Util = Dialect(
    "util",
    [
        FuncOp,
        ReturnOp,
        CallOp,
        GlobalOp,
        GlobalLoadOp,
        GlobalStoreOp,
        InitializerOp,
        NullOp,
        OptimizationBarrierOp,
        UnfoldableConstantOp,
        AssumeIntOp,
        BufferConstantOp,
    ],
    [InlineNeverAttr, InlineAlwaysAttr, IntAssumptionAttr, BufferType, UnusedType, CompositeAttr],
)


__all__ = [
    "AssumeIntOp",
    "BufferConstantOp",
    "BufferType",
    "CallOp",
    "CompositeAttr",
    "FuncCallable",
    "FuncOp",
    "GlobalLoadOp",
    "GlobalOp",
    "GlobalStoreOp",
    "InitializerOp",
    "InlineAlwaysAttr",
    "InlineNeverAttr",
    "IntAssumptionAttr",
    "NullOp",
    "OptimizationBarrierOp",
    "ReturnOp",
    "UnfoldableConstantOp",
    "UnusedType",
    "Util",
    "lookup_function",
    "lookup_symbol",
]
