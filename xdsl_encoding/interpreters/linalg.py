"""numpy implementations of the `linalg` dialect on tensors.

Every structured op (generic and named) goes through one engine, `structured_engine.run_structured`:
contractions run as one BLAS matmul, element-wise bodies run once on whole arrays, and anything
else falls back to one body evaluation per point. `fill` and `broadcast` are direct numpy calls.
Only tensor semantics are supported (outputs are values, never buffers written in place).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from typing_extensions import TypeVar
from xdsl.dialects.builtin import TensorType
from xdsl.dialects.linalg import ops as linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.plan import prepared, prepared_with_body
from xdsl_encoding.interpreters.regions import iteration_stack, returning
from xdsl_encoding.interpreters.structured_engine import Structured, run_structured

FunctionsT = TypeVar("FunctionsT", bound=InterpreterFunctions)


def structured(op: LinalgStructuredOperation, index_bitwidth: int = 64) -> Structured:
    """The engine's view of a linalg structured op."""
    try:
        maps = tuple(m.data for m in op.get_indexing_maps())
    except (AssertionError, NotImplementedError) as e:
        raise InterpretationError(f"{op.name}: cannot compute the indexing maps ({e})") from e
    return Structured(
        name=op.name,
        maps=maps,
        parallel=tuple(it.data == IteratorType.PARALLEL for it in op.get_iterator_types()),
        body=_single_block(op),
        num_inputs=len(op.inputs),
        result_types=tuple(r.type for r in op.results),
        index_bitwidth=index_bitwidth,
    )


def _single_block(op: LinalgStructuredOperation | linalg.ReduceOp) -> Any:
    region = op.regions[0]
    if region.blocks.first is None:
        raise InterpretationError(f"{op.name}: the op has no body to evaluate")
    return region.blocks.first


STRUCTURED_OPS: tuple[type[LinalgStructuredOperation], ...] = (
    linalg.GenericOp,
    linalg.MatmulOp,
    linalg.QuantizedMatmulOp,
    linalg.AddOp,
    linalg.SubOp,
    linalg.MulOp,
    linalg.MaxOp,
    linalg.MinOp,
    linalg.ExpOp,
    linalg.LogOp,
    linalg.SqrtOp,
    linalg.SelectOp,
    linalg.CopyOp,
    linalg.TransposeOp,
    linalg.Conv2DNchwFchwOp,
    linalg.Conv2DNhwc_HwcfOp,
    linalg.Conv2DNhwc_FhwcOp,
    linalg.Conv2DNgchwFgchwOp,
    linalg.Conv2DNgchwGfchwOp,
    linalg.Conv2DNhwgcGfhwcOp,
)
"""xDSL's ops that run through the structured engine: all it needs are their maps, loops and body.

Not xDSL's `linalg.pooling_nchw_max`: xDSL 0.74 builds its body as `max(in, window)` where MLIR's is
`max(out, in)`; `xdsl_encoding.dialects.linalg` replaces it (`window_ops.py`, run by `linalg_ext.py`)."""


def _structured_view(op: Any, index_bitwidth: int) -> Structured:
    return structured(op, index_bitwidth)


def run_structured_op(
    interpreter: Interpreter,
    op: Operation,
    args: PythonValues,
    view: Callable[[Any, int], Structured] | None = None,
    key: object = None,
) -> PythonValues:
    """Run `op` through the structured engine. `view(op, index_bitwidth)` (default `structured`) is
    built and analysed once per op and `key` while the op is unchanged, when it runs from a plan."""
    build = view or _structured_view
    bitwidth = interpreter.index_bitwidth
    cache = prepared_with_body(interpreter, op)
    if cache is None:
        return run_structured(interpreter, build(op, bitwidth), args)
    s = cache.get((bitwidth, key))
    if s is None:
        s = cache[(bitwidth, key)] = build(op, bitwidth)
    return run_structured(interpreter, s, args)


def _run_structured_op(
    functions: InterpreterFunctions, interpreter: Interpreter, op: LinalgStructuredOperation, args: PythonValues
) -> PythonValues:
    return run_structured_op(interpreter, op, args)


def with_structured_ops(
    op_types: Sequence[type[LinalgStructuredOperation]],
) -> Callable[[type[FunctionsT]], type[FunctionsT]]:
    """Add one `@impl` per op of `op_types` to the decorated class, all running the structured engine.

    `impl` wraps the function anew for each op type, so `register_impls` (applied after this)
    finds one method per op, as if each had been written out.
    """

    def add(functions: type[FunctionsT]) -> type[FunctionsT]:
        for op_type in op_types:
            setattr(functions, f"run_{op_type.__name__}", impl(op_type)(_run_structured_op))
        return functions

    return add


@register_impls
@with_structured_ops(STRUCTURED_OPS)
class NumpyLinalgFunctions(InterpreterFunctions):
    """`linalg` structured ops on numpy arrays (tensor semantics)."""

    run_yield = returning(linalg.YieldOp)

    @impl(linalg.IndexOp)
    def run_index(self, interpreter: Interpreter, op: linalg.IndexOp, args: PythonValues) -> PythonValues:
        stack = iteration_stack(interpreter)
        if not stack:
            raise InterpretationError("linalg.index: not inside a running linalg op")
        dim = op.dim.value.data
        top = stack[-1]
        dtype = values.dtype_of(op.result.type, interpreter.index_bitwidth)
        if top.grid is not None:
            if not 0 <= dim < len(top.grid):
                raise InterpretationError(f"linalg.index: dim {dim} is out of range for {len(top.grid)} loops")
            return (top.grid[dim],)
        if not 0 <= dim < len(top.point):
            raise InterpretationError(f"linalg.index: dim {dim} is out of range for {len(top.point)} loops")
        return (dtype.type(top.point[dim]),)

    @impl(linalg.FillOp)
    def run_fill(self, interpreter: Interpreter, op: linalg.FillOp, args: PythonValues) -> PythonValues:
        """Every element of the output becomes the scalar, cast to the output's element type."""
        if len(op.inputs) != 1 or len(op.outputs) != 1 or len(op.results) != 1:
            raise InterpretationError("linalg.fill: expected one scalar input and one tensor output")
        result_type = op.results[0].type
        shape = np.shape(args[1])
        value = values.as_type(args[0], values.element_type(result_type), interpreter.index_bitwidth)
        dtype = values.dtype_of(result_type, interpreter.index_bitwidth)
        cache = prepared(interpreter, op)
        if cache is None:
            return (values.splat(value, dtype, shape),)
        key = (np.array(value, dtype).tobytes(), shape, dtype)  # the bits: -0.0 is not 0.0
        last = cache.get("fill")  # the splat of the last run, if it filled the same bits (read-only)
        if last is None or last[0] != key:
            last = cache["fill"] = (key, values.splat(value, dtype, shape))
        return (last[1],)

    @impl(linalg.BroadcastOp)
    def run_broadcast(self, interpreter: Interpreter, op: linalg.BroadcastOp, args: PythonValues) -> PythonValues:
        """A read-only broadcast view: added dims have stride 0."""
        source: np.ndarray[Any, Any] = np.asarray(args[0])
        init_shape = np.shape(args[1])
        added = sorted(op.dimensions.get_values())
        kept = [d for d in range(len(init_shape)) if d not in added]
        if len(kept) != source.ndim or any(init_shape[d] != n for d, n in zip(kept, source.shape)):
            raise InterpretationError(
                f"linalg.broadcast: input of shape {source.shape} does not fit init {init_shape} with dimensions = {added}"
            )
        if len(op.result) != 1:
            raise InterpretationError("linalg.broadcast: only tensor semantics are supported (one result)")
        expanded = source.reshape([1 if d in added else init_shape[d] for d in range(len(init_shape))])
        return (np.broadcast_to(expanded, init_shape),)

    @impl(linalg.ReduceOp)
    def run_reduce(self, interpreter: Interpreter, op: linalg.ReduceOp, args: PythonValues) -> PythonValues:
        """`linalg.reduce` is a structured op with identity input map and the kept dims as output map."""
        rank = np.ndim(args[0])
        reduced = set(op.dimensions.get_values())
        if any(not 0 <= d < rank for d in reduced):
            raise InterpretationError(f"linalg.reduce: dimensions {sorted(reduced)} out of range for rank {rank}")
        if not isinstance(op.init.type, TensorType) or len(op.result) != 1:
            raise InterpretationError("linalg.reduce: only tensor semantics are supported (one result)")

        def view(op: linalg.ReduceOp, index_bitwidth: int) -> Structured:
            kept = tuple(AffineDimExpr(d) for d in range(rank) if d not in reduced)
            return Structured(
                name=op.name,
                maps=(AffineMap.identity(rank), AffineMap(rank, 0, kept)),
                parallel=tuple(d not in reduced for d in range(rank)),
                body=_single_block(op),
                num_inputs=1,
                result_types=(op.result[0].type,),
                index_bitwidth=index_bitwidth,
            )

        return run_structured_op(interpreter, op, args, view, rank)
