"""Running a structured op (indexing maps + iterator types + scalar body) on numpy arrays.

One engine serves `linalg.generic` and every named linalg op. It picks the fastest strategy
the body allows:
1. contraction (`acc + f(a) * g(b)`, maps that are projected permutations): one BLAS matmul;
2. element-wise body, all loops parallel: the body runs once on whole arrays;
3. element-wise body with a known reduction combiner (`acc + x`, `max(acc, x)`, ...): the body
   runs once on the whole iteration space, then one `ufunc.reduce`;
4. element-wise body with reductions that read the accumulators otherwise (argmax): the body runs
   once per reduction step on whole arrays over the parallel loops (`structured_scan`);
5. anything else: the body runs once per point of the iteration space (slow, but general).
Strategies 1-4 also take output maps that fix some dims to constants (torch-mlir's softmax
reduces into `(d0, d1, d2, d3) -> (d0, d1, d2, 0)`): the loops then write one slice of the init.
Semantics follow https://mlir.llvm.org/docs/Dialects/Linalg/#linalggeneric-linalggenericop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from xdsl.dialects import arith, linalg
from xdsl.dialects.builtin import IndexType
from xdsl.interpreter import Interpreter, PythonValues
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.values as values
from xdsl_encoding.interpreters.arith import signed, unsigned
from xdsl_encoding.interpreters.loop_space import Structured, from_loop_space, in_loop_space, loop_sizes, map_dims, memo
from xdsl_encoding.interpreters.regions import (
    Iteration,
    backward_slice,
    evaluate,
    is_vectorizable,
    iteration_stack,
    open_grid,
    yielded_values,
)
from xdsl_encoding.interpreters.structured_checks import assertion_slice, check_assertions
from xdsl_encoding.interpreters.structured_scan import run_scan
from xdsl_encoding.interpreters.tensordot import contract_in_own_layout
from xdsl_encoding.interpreters.values import Value

# Reduction combiners: op -> how a whole axis of `x` folds into one value.
_COMBINERS: dict[type[Operation], Callable[[Value, tuple[int, ...]], Value]] = {
    arith.AddfOp: lambda x, axes: np.add.reduce(x, axis=axes, keepdims=True),
    arith.MulfOp: lambda x, axes: np.multiply.reduce(x, axis=axes, keepdims=True),
    arith.MaximumfOp: lambda x, axes: np.maximum.reduce(x, axis=axes, keepdims=True),
    arith.MinimumfOp: lambda x, axes: np.minimum.reduce(x, axis=axes, keepdims=True),
    arith.MaxnumfOp: lambda x, axes: np.fmax.reduce(x, axis=axes, keepdims=True),
    arith.MinnumfOp: lambda x, axes: np.fmin.reduce(x, axis=axes, keepdims=True),
    arith.AddiOp: lambda x, axes: _int_reduce(np.add, x, axes),
    arith.MuliOp: lambda x, axes: _int_reduce(np.multiply, x, axes),
    arith.AndIOp: lambda x, axes: np.bitwise_and.reduce(x, axis=axes, keepdims=True),
    arith.OrIOp: lambda x, axes: np.bitwise_or.reduce(x, axis=axes, keepdims=True),
    arith.XOrIOp: lambda x, axes: np.bitwise_xor.reduce(x, axis=axes, keepdims=True),
    arith.MaxSIOp: lambda x, axes: np.maximum.reduce(signed(x), axis=axes, keepdims=True),
    arith.MinSIOp: lambda x, axes: np.minimum.reduce(signed(x), axis=axes, keepdims=True),
    arith.MaxUIOp: lambda x, axes: np.maximum.reduce(unsigned(x), axis=axes, keepdims=True),
    arith.MinUIOp: lambda x, axes: np.minimum.reduce(unsigned(x), axis=axes, keepdims=True),
}


def _int_reduce(ufunc: np.ufunc, x: Value, axes: tuple[int, ...]) -> Value:
    """Wrap-around integer reduction (in the element width, not numpy's promoted int64)."""
    if x.dtype.kind == "b":
        ufunc = np.bitwise_xor if ufunc is np.add else np.bitwise_and
        return ufunc.reduce(x, axis=axes, keepdims=True)
    return ufunc.reduce(x, axis=axes, keepdims=True, dtype=x.dtype)


# ---------------------------------------------------------------------------------------
# Strategies
# ---------------------------------------------------------------------------------------


def run_structured(interpreter: Interpreter, s: Structured, operands: PythonValues) -> PythonValues:
    """The results of the structured op `s` on `operands` (inputs then outputs)."""
    if len(s.result_types) != len(s.maps) - s.num_inputs:
        raise InterpretationError(f"{s.name}: only tensor semantics are supported (one result per output)")
    sizes = loop_sizes(s, operands)
    results = _run_vectorized(interpreter, s, operands, sizes)
    if results is None:
        results = _run_per_point(interpreter, s, operands, sizes)
    return results


def _run_vectorized(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues | None:
    """Strategies 1-4 of the module doc, or None when only the per-point loop can run `s`."""
    if not memo(s, "vectorizable", lambda: is_vectorizable(s.body)):
        return None
    sliced = _slice_constant_outputs(s, operands)
    if sliced is None:
        return None
    inner, inner_operands, slices = sliced
    if not memo(inner, "outputs_parallel", lambda: _outputs_are_the_parallel_loops(inner)):
        return None
    if all(s.parallel):
        results = _run_elementwise(interpreter, inner, inner_operands, sizes)
    else:
        results = _run_contraction(interpreter, inner, inner_operands, sizes)
        if results is None:
            results = _run_reduction(interpreter, inner, inner_operands, sizes)
        if results is None:
            results = run_scan(interpreter, inner, inner_operands, sizes)
        if results is None:
            return None
    return tuple(
        _write_slice(operands[s.num_inputs + k], r, where, s.result_types[k], s.index_bitwidth)
        for k, (r, where) in enumerate(zip(results, slices))
    )


def _outputs_are_the_parallel_loops(s: Structured) -> bool:
    parallel = {d for d, p in enumerate(s.parallel) if p}
    out_dims = [map_dims(m) for m in s.maps[s.num_inputs :]]
    return all(d is not None and set(d) == parallel for d in out_dims)


_OutputSlice = tuple[int | slice, ...] | None
"""Where the loops write in an output: one index per dim (a constant or `:`), None for all of it."""


def _slice_constant_outputs(
    s: Structured, operands: PythonValues
) -> tuple[Structured, PythonValues, list[_OutputSlice]] | None:
    """`s` with constant results dropped from the output maps, on the slices of the inits they select.

    torch-mlir's softmax reduces into `(d0, d1, d2, d3) -> (d0, d1, d2, 0)`: the loops write
    `init[:, :, :, 0]`, which is a projected permutation of the loops. None if an output map has
    results that are neither loop dims nor constants.
    """
    constant = memo(s, "constant_outputs", lambda: _constant_outputs(s))
    if constant is None:
        return None
    if not constant:
        return s, operands, [None] * len(s.result_types)
    maps = list(s.maps)
    inner_operands = list(operands)
    slices: list[_OutputSlice] = []
    for k in range(len(s.result_types)):
        index = s.num_inputs + k
        m = s.maps[index]
        if index not in constant:
            slices.append(None)
            continue
        init: np.ndarray[Any, Any] = np.asarray(operands[index])
        where: list[int | slice] = []
        for dim, e in enumerate(m.results):
            if isinstance(e, AffineConstantExpr):
                if not 0 <= e.value < init.shape[dim]:
                    raise InterpretationError(
                        f"{s.name}: indexing map {m} reaches index {e.value} of dim {dim} of operand #{index}, "
                        f"whose size is {init.shape[dim]}"
                    )
                where.append(e.value)
            else:
                where.append(slice(None))
        maps[index] = AffineMap(m.num_dims, m.num_symbols, tuple(e for e in m.results if isinstance(e, AffineDimExpr)))
        inner_operands[index] = init[tuple(where)]
        slices.append(tuple(where))
    inner = memo(s, "inner", lambda: replace(s, maps=tuple(maps)))
    return inner, tuple(inner_operands), slices


def _constant_outputs(s: Structured) -> set[int] | None:
    """The operands of outputs whose maps have constant results; None if one has other results."""
    constant: set[int] = set()
    for index in range(s.num_inputs, len(s.maps)):
        results = s.maps[index].results
        if all(isinstance(e, AffineDimExpr) for e in results):
            continue
        if not all(isinstance(e, AffineDimExpr | AffineConstantExpr) for e in results):
            return None
        constant.add(index)
    return constant


def _write_slice(init: Value, result: Value, where: _OutputSlice, type_: Attribute, index_bitwidth: int) -> Value:
    """`result` written over the part `where` of a copy of `init` (all of it when `where` is None)."""
    if where is None:
        return result
    full = np.array(values.as_type(init, type_, index_bitwidth), copy=True)
    full[where] = result
    return full


def _run_elementwise(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues:
    args = [in_loop_space(s, i, v, sizes) for i, v in enumerate(operands)]
    stack = iteration_stack(interpreter)
    stack.append(Iteration(open_grid(sizes, values.dtype_of(IndexType(), interpreter.index_bitwidth)), []))
    try:
        region = s.body.parent_region()
        assert region is not None
        results = interpreter.run_ssacfg_region(region, tuple(args), "linalg")
    finally:
        stack.pop()
    keep = tuple(range(len(sizes)))
    return tuple(from_loop_space(s, k, r, sizes, keep) for k, r in enumerate(results))


@dataclass(frozen=True)
class _Fold:
    """`yield combiner(acc, x)` for one output: where `x` comes from and how it folds."""

    combiner: Operation
    acc_first: bool
    x: SSAValue


def _folds(s: Structured) -> list[_Fold] | None:
    """For each output, the combiner its body applies to (accumulator, new value), if any."""
    return memo(s, "folds", lambda: _find_folds(s))


def _find_folds(s: Structured) -> list[_Fold] | None:
    folds: list[_Fold] = []
    outputs = s.body.args[s.num_inputs :]
    for acc, yielded in zip(outputs, yielded_values(s.body)):
        op = yielded.owner
        if not isinstance(op, Operation) or type(op) not in _COMBINERS or not acc.has_one_use():
            return None
        if op.operands[0] is acc:
            fold = _Fold(op, True, op.operands[1])
        elif op.operands[1] is acc:
            fold = _Fold(op, False, op.operands[0])
        else:
            return None
        if set(backward_slice(s.body, [fold.x])[1]) & set(outputs):
            return None
        folds.append(fold)
    return folds


def _combine(interpreter: Interpreter, fold: _Fold, acc: Value, x: Value) -> Value:
    (combined,) = interpreter.run_op(fold.combiner, (acc, x) if fold.acc_first else (x, acc))
    return combined


def _run_reduction(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues | None:
    folds = _folds(s)
    if folds is None:
        return None
    env: dict[SSAValue, Value] = {
        arg: in_loop_space(s, i, operands[i], sizes) for i, arg in enumerate(s.body.args[: s.num_inputs])
    }
    checks = assertion_slice(s)
    if checks is None:
        return None
    ops = memo(s, "reduction_ops", lambda: backward_slice(s.body, [f.x for f in folds])[0] | checks)
    stack = iteration_stack(interpreter)
    stack.append(Iteration(open_grid(sizes, values.dtype_of(IndexType(), interpreter.index_bitwidth)), []))
    try:
        xs = evaluate(interpreter, s.body, env, [f.x for f in folds], ops)
    finally:
        stack.pop()
    reduced_axes = tuple(d for d, p in enumerate(s.parallel) if not p)
    keep = tuple(d for d, p in enumerate(s.parallel) if p)
    results: list[Value] = []
    for k, (fold, x) in enumerate(zip(folds, xs)):
        acc = in_loop_space(s, s.num_inputs + k, operands[s.num_inputs + k], sizes)
        if all(sizes[d] > 0 for d in reduced_axes):
            with np.errstate(all="ignore"):
                folded = _COMBINERS[type(fold.combiner)](np.broadcast_to(x, sizes), reduced_axes)
            acc = _combine(interpreter, fold, acc, folded)
        results.append(from_loop_space(s, k, acc, sizes, keep))
    return tuple(results)


def _run_contraction(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues | None:
    """`acc + f(a) * g(b)`: `f(a)` and `g(b)` are evaluated on the operands, then one matmul."""
    found = memo(s, "contraction", lambda: _contraction(s))
    if found is None:
        return None
    folds, product, a_factor, b_factor, a_dims, b_dims, c_dims, checks = found
    if checks:
        check_assertions(interpreter, s, operands, sizes, checks)
    a = _evaluate_factor(interpreter, s, operands, product.operands[0], a_factor)
    b = _evaluate_factor(interpreter, s, operands, product.operands[1], b_factor)
    with np.errstate(all="ignore"):
        product, produced = contract_in_own_layout(a, b, a_dims, b_dims, c_dims, sizes)
        acc = operands[s.num_inputs]
        result_type = s.result_types[0]
        order = [produced.index(d) for d in c_dims]
        if (
            product.flags.writeable
            and product.dtype == values.dtype_of(result_type, s.index_bitwidth)
            and not values.is_rounded_f32(result_type)
        ):
            # acc + product in the product's own layout (in order in memory), then permuted as a view.
            np.add(product, _in_layout(acc, [c_dims.index(d) for d in produced]), out=product)
            return (np.transpose(product, order),)
        combined = _combine(interpreter, folds[0], acc, np.transpose(product, order))
    return (values.as_type(combined, result_type, s.index_bitwidth),)


_Factor = tuple[int, set[Operation], set[BlockArgument]]
_Contraction = tuple[
    list["_Fold"], Operation, _Factor, _Factor, tuple[int, ...], tuple[int, ...], tuple[int, ...], set[Operation]
]


def _contraction(s: Structured) -> _Contraction | None:
    """The parts of `acc + f(a) * g(b)` in the body of `s`, if it is one."""
    folds = _folds(s)
    if folds is None or len(folds) != 1 or not isinstance(folds[0].combiner, arith.AddfOp | arith.AddiOp):
        return None
    product = folds[0].x.owner
    if not isinstance(product, arith.MulfOp | arith.MuliOp) or not product.result.has_one_use():
        return None
    a_factor, b_factor = _factor(s, product.operands[0]), _factor(s, product.operands[1])
    if a_factor is None or b_factor is None or a_factor[0] == b_factor[0]:
        return None
    a_dims, b_dims = map_dims(s.maps[a_factor[0]]), map_dims(s.maps[b_factor[0]])
    c_dims = map_dims(s.maps[s.num_inputs])
    if a_dims is None or b_dims is None or c_dims is None:
        return None
    checks = assertion_slice(s)
    if checks is None:
        return None
    return folds, product, a_factor, b_factor, a_dims, b_dims, c_dims, checks


def _in_layout(acc: Value, order: list[int]) -> Value:
    """`acc` permuted to `order`; a splat (`linalg.fill`, `tensor.empty`) as its one scalar, which adds faster."""
    array: np.ndarray[Any, Any] = np.asarray(acc)
    if array.size and not any(array.strides):
        return array.reshape(-1)[0]
    return np.transpose(array, order)


def _factor(s: Structured, value: SSAValue) -> tuple[int, set[Operation], set[BlockArgument]] | None:
    """Which shaped input `value` is an element-wise function of, and what computes it.

    Scalar inputs may take part (`(a - zero_point)`); the loop indices and outputs may not.
    """
    ops, args = backward_slice(s.body, [value])
    shaped = [a for a in args if s.maps[a.index].results]
    if len(shaped) != 1 or any(a.index >= s.num_inputs for a in args):
        return None
    if any(isinstance(op, linalg.ops.IndexOp) for op in ops) or map_dims(s.maps[shaped[0].index]) is None:
        return None
    return shaped[0].index, ops, args


def _evaluate_factor(
    interpreter: Interpreter,
    s: Structured,
    operands: PythonValues,
    value: SSAValue,
    factor: tuple[int, set[Operation], set[BlockArgument]],
) -> Value:
    """The factor on the whole operand, in the operand's own layout."""
    index, ops, args = factor
    if value is s.body.args[index]:
        return operands[index]
    env: dict[SSAValue, Value] = {a: operands[a.index] for a in args}
    return evaluate(interpreter, s.body, env, [value], ops)[0]


def _run_per_point(
    interpreter: Interpreter, s: Structured, operands: PythonValues, sizes: tuple[int, ...]
) -> PythonValues:
    """The general case: evaluate the body once per point of the iteration space."""
    for index, value in enumerate(operands):
        if s.maps[index].results and map_dims(s.maps[index]) is None:
            in_loop_space(s, index, value, sizes)  # bounds check of non-trivial maps, once
    inputs = list(operands[: s.num_inputs])
    outputs = [np.array(v, copy=True) for v in operands[s.num_inputs :]]
    shaped = inputs + outputs
    maps = s.maps
    region = s.body.parent_region()
    assert region is not None
    point: list[int] = [0] * len(sizes)
    stack = iteration_stack(interpreter)
    stack.append(Iteration(None, point))
    try:
        for indices in np.ndindex(*sizes):
            point[:] = indices
            args = [v[tuple(m.eval(indices, ()))] for v, m in zip(shaped, maps)]
            results = interpreter.run_ssacfg_region(region, tuple(args), "linalg")
            for out, m, r in zip(outputs, maps[s.num_inputs :], results):
                out[tuple(m.eval(indices, ()))] = r
    finally:
        stack.pop()
    return tuple(values.as_type(out, t, s.index_bitwidth) for out, t in zip(outputs, s.result_types))
