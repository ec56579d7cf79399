"""numpy implementations of `iree_linalg_ext`: `quantize_affine`, `dequantize_affine`, `scan`, and
`scatter`, `sort`, `topk`, `arg_compare` (their kernels: `linalg_ext_kernels.py`).

Both compute what IREE 3.13's own decomposition computes (the `linalg.generic` it writes at
dispatch creation, `tests/data/iree/quant_*.dispatch.mlir`):

* quantize: `q = fpto[su]i(min(max(roundeven(x / scale) + [su]itofp(zp), quant_min), quant_max))`
  in the input's float type (`maxnumf`/`minnumf`: NaN becomes `quant_min`), unsigned with
  `storage_unsigned`;
* dequantize: `x = [su]itofp(q - zp) * scale` with `q - zp` exact (both widened first), `q` read
  unsigned with `input_unsigned`.

The zero point is read with the signedness of the quantized side unless it is an i64 scalar (what
the ONNX importer writes for a per-tensor zero point). Scales and zero points broadcast by their
indexing maps (`() ` per tensor, `(d1)` per axis).

`scan` follows IREE's scalar implementation: `out[0] = in[0]` (inclusive) or the accumulator
(exclusive), then `out[i] = body(out[i-1], in[i])` (`in[i-1]` when exclusive); the accumulator
ends as the last output written by the body. The body runs once per step on the whole slice
orthogonal to the scanned dim when it is element-wise, else once per element.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.dialects.builtin import IntegerType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.utils.exceptions import InterpretationError

import xdsl_encoding.interpreters.linalg_ext_kernels as kernels
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import iree_linalg_ext as ext
from xdsl_encoding.interpreters.regions import backward_slice, evaluate, is_elementwise, returning, yielded_values

Array = np.ndarray[Any, Any]


def _in_output_space(op: ext.AffineQuantizationOp, value: Any, m: AffineMap, shape: tuple[int, ...]) -> Array:
    """`value` laid out along the output's dims by its projected-permutation map (a broadcast view)."""
    array: Array = np.asarray(value)
    dims: list[int] = []
    for expr in m.results:
        if not isinstance(expr, AffineDimExpr):
            raise InterpretationError(f"{op.name}: indexing map {m} is not a projected permutation")
        dims.append(expr.position)
    if len(set(dims)) != len(dims):
        raise InterpretationError(f"{op.name}: indexing map {m} repeats a dim")
    order = sorted(range(len(dims)), key=lambda i: dims[i])
    array = array.transpose(order)
    expanded = [1] * len(shape)
    for axis, i in enumerate(order):
        if array.shape[axis] != shape[dims[i]]:
            raise InterpretationError(
                f"{op.name}: operand dim {i} has size {array.shape[axis]}, the output's d{dims[i]} {shape[dims[i]]}"
            )
        expanded[dims[i]] = array.shape[axis]
    return np.broadcast_to(array.reshape(expanded), shape)


def _integers(value: Array, bitwidth: int, unsigned: bool) -> Array:
    """Integer elements as exact int64, read unsigned if asked (storage below 64 bits)."""
    array = value.astype(np.int64)
    if unsigned and bitwidth < 64:
        array = array & ((1 << bitwidth) - 1)
    return array


def _bitwidth(op: ext.AffineQuantizationOp, type_: Attribute) -> int:
    element = values.element_type(type_)
    if not isinstance(element, IntegerType):
        raise InterpretationError(f"{op.name}: expected integers, got {type_}")
    return element.bitwidth


def _operands(op: ext.AffineQuantizationOp, args: PythonValues) -> tuple[Array, Array, Array | None]:
    """The input, scale and zero point (int64, or None), each broadcast to the output's shape."""
    maps = [m.data for m in op.indexing_maps]
    if maps[-1] != AffineMap.identity(maps[-1].num_dims):
        raise InterpretationError(f"{op.name}: only an identity output map is supported, got {maps[-1]}")
    shape = np.shape(args[len(op.inputs)])
    source = _in_output_space(op, args[0], maps[0], shape)
    scale = _in_output_space(op, args[1], maps[1], shape)
    zero_point = None
    if (zp := op.zero_point) is not None:
        width = _bitwidth(op, zp.type)
        wide_scalar = width == 64 and values.tensor_type(zp.type) is None
        zp_array = _in_output_space(op, args[2], maps[2], shape)
        zero_point = _integers(zp_array, width, op.unsigned and not wide_scalar)
    return source, scale, zero_point


@register_impls
class NumpyIreeLinalgExtFunctions(InterpreterFunctions):
    """`iree_linalg_ext` on numpy arrays (tensor semantics)."""

    @impl(ext.QuantizeAffineOp)
    def run_quantize_affine(
        self, interpreter: Interpreter, op: ext.QuantizeAffineOp, args: PythonValues
    ) -> PythonValues:
        source, scale, zero_point = _operands(op, args)
        if source.dtype.kind != "f":
            raise InterpretationError(f"{op.name}: expected a float input, got {source.dtype}")
        ftype = source.dtype
        q = np.rint(source / scale.astype(ftype))
        if zero_point is not None:
            q = q + zero_point.astype(ftype)
        q = np.fmin(np.fmax(q, ftype.type(op.quant_min.value.data)), ftype.type(op.quant_max.value.data))
        result_type = op.output.type
        return (values.as_type(q.astype(np.int64), result_type, interpreter.index_bitwidth),)

    @impl(ext.DequantizeAffineOp)
    def run_dequantize_affine(
        self, interpreter: Interpreter, op: ext.DequantizeAffineOp, args: PythonValues
    ) -> PythonValues:
        source, scale, zero_point = _operands(op, args)
        q = _integers(source, _bitwidth(op, op.inputs[0].type), op.unsigned)
        if zero_point is not None:
            q = q - zero_point
        dtype = values.dtype_of(op.output.type, interpreter.index_bitwidth)
        out = q.astype(dtype) * scale.astype(dtype)
        return (values.as_type(out, op.output.type, interpreter.index_bitwidth),)

    run_yield = returning(ext.YieldOp)

    @impl(ext.ScanOp)
    def run_scan(self, interpreter: Interpreter, op: ext.ScanOp, args: PythonValues) -> PythonValues:
        source: Array = np.asarray(args[0])
        dim = op.dimension.value.data
        inclusive = bool(op.inclusive.value.data)
        block = op.region.block
        (result,) = yielded_values(block)
        ops, _ = backward_slice(block, [result])
        vectorized = all(is_elementwise(o) for o in ops)
        steps = np.moveaxis(source, dim, 0)
        out = np.empty_like(steps)
        acc = np.array(args[2], copy=True)
        out[0] = steps[0] if inclusive else acc
        for i in range(1, steps.shape[0]):
            nxt = steps[i] if inclusive else steps[i - 1]
            if vectorized:
                env: dict[SSAValue, Any] = {block.args[0]: out[i - 1], block.args[1]: nxt}
                (out[i],) = evaluate(interpreter, block, env, [result], ops)
            else:
                for point in np.ndindex(*out.shape[1:]):
                    env = {block.args[0]: out[(i - 1, *point)], block.args[1]: nxt[point]}
                    (out[(i, *point)],) = evaluate(interpreter, block, env, [result], ops)
            acc = out[i]
        output = values.as_type(np.moveaxis(out, 0, dim), op.output.type, interpreter.index_bitwidth)
        accumulator = values.as_type(np.asarray(acc), op.accumulator.type, interpreter.index_bitwidth)
        return (output, accumulator)[: len(op.results_)]

    @impl(ext.ScatterOp)
    def run_scatter(self, interpreter: Interpreter, op: ext.ScatterOp, args: PythonValues) -> PythonValues:
        _tensor_results(op, 1)
        updates, indices, *mask, original = (np.asarray(a) for a in args)
        out = kernels.scatter(
            interpreter,
            op.region.block,
            original,
            updates,
            indices,
            mask[0] if mask else None,
            op.dimension_map.get_values(),
            op.name,
        )
        return (values.as_type(out, op.original.type, interpreter.index_bitwidth),)

    @impl(ext.SortOp)
    def run_sort(self, interpreter: Interpreter, op: ext.SortOp, args: PythonValues) -> PythonValues:
        _tensor_results(op, len(op.outputs))
        outs = kernels.sort(interpreter, op.region.block, [np.asarray(a) for a in args], op.dimension.value.data)
        return tuple(values.as_type(o, v.type, interpreter.index_bitwidth) for o, v in zip(outs, op.outputs))

    @impl(ext.TopkOp)
    def run_topk(self, interpreter: Interpreter, op: ext.TopkOp, args: PythonValues) -> PythonValues:
        _tensor_results(op, 2)
        source, *indices, out_values, out_indices = (np.asarray(a) for a in args)
        dim = op.dimension.value.data
        if out_values.shape[dim] > source.shape[dim]:
            raise InterpretationError(f"{op.name}: k = {out_values.shape[dim]} exceeds the input's {source.shape[dim]}")
        block = op.region.block
        result = kernels.topk(interpreter, block, source, indices[0] if indices else None, out_values, out_indices, dim)
        types = (op.output_values.type, op.output_indices.type)
        return tuple(values.as_type(r, t, interpreter.index_bitwidth) for r, t in zip(result, types))

    @impl(ext.ArgCompareOp)
    def run_arg_compare(self, interpreter: Interpreter, op: ext.ArgCompareOp, args: PythonValues) -> PythonValues:
        _tensor_results(op, 2)
        arrays = list(args)
        base = values.as_index(arrays.pop(), f"{op.name} index_base") if op.index_base is not None else 0
        source, *source_index, out_value, out_index = (np.asarray(a) for a in arrays)
        value, index = kernels.arg_compare(
            interpreter,
            op.region.block,
            source,
            source_index[0] if source_index else None,
            out_value,
            out_index,
            op.dimension.value.data,
            base,
        )
        return (
            values.as_type(value, op.output_value.type, interpreter.index_bitwidth),
            values.as_type(index, op.output_index.type, interpreter.index_bitwidth),
        )


def _tensor_results(op: ext.ScatterOp | ext.SortOp | ext.TopkOp | ext.ArgCompareOp, count: int) -> None:
    if len(op.results_) != count:
        raise InterpretationError(f"{op.name}: only tensor semantics are supported ({count} results)")
