"""The one module that converts between numpy and xDSL values and types.

Value conventions of the numpy interpreter:
* a tensor is an `np.ndarray` of its logical shape (an encoding changes nothing: an encoded
  tensor's value is its logical value);
* a scalar is a numpy scalar (`np.float32(1.5)`, `np.int32(-3)`, `np.bool_(True)`);
* element types map to dtypes: f16/f32/f64 -> float16/32/64, bf16 and the f8 types
  (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, and the MX types f8E8M0FNU, f4E2M1FN) -> float32 holding values rounded to the type
  (`ml_dtypes` rounds, as MLIR's APFloat does: to nearest even), i1 -> bool, iN/siN -> intN, uiN -> uintN, index -> int64 (int32 with
  `index_bitwidth=32`). Integer arithmetic wraps around like MLIR's.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, cast

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError
from xdsl.utils.hints import isa

from xdsl_encoding.utils.hints import tensor_type
from xdsl_encoding.utils.shapes import shape_text

Value = Any
"""A runtime value: an `np.ndarray` for a tensor, a numpy scalar otherwise."""

F8_DTYPES: dict[type[Attribute], np.dtype[Any]] = {
    Float8E4M3FNType: np.dtype(ml_dtypes.float8_e4m3fn),
    Float8E5M2Type: np.dtype(ml_dtypes.float8_e5m2),
    Float8E4M3FNUZType: np.dtype(ml_dtypes.float8_e4m3fnuz),
    Float8E5M2FNUZType: np.dtype(ml_dtypes.float8_e5m2fnuz),
    Float8E8M0FNUType: np.dtype(ml_dtypes.float8_e8m0fnu),
    Float4E2M1FNType: np.dtype(ml_dtypes.float4_e2m1fn),
}
"""The `ml_dtypes` dtype of each f8 type (and of f4E2M1FN): its values are stored as float32, rounded through it."""
FLOAT_FORMATS: dict[type[Attribute], np.dtype[Any]] = {
    **F8_DTYPES,
    BFloat16Type: np.dtype(ml_dtypes.bfloat16),
    Float16Type: np.dtype(np.float16),
    Float32Type: np.dtype(np.float32),
    Float64Type: np.dtype(np.float64),
}
"""The exact format of every float type the interpreter knows (`ml_dtypes.finfo` reads its precision)."""
_FLOAT_DTYPES: dict[type[Attribute], np.dtype[Any]] = {
    t: f if f.type in (np.float16, np.float32, np.float64) else np.dtype(np.float32) for t, f in FLOAT_FORMATS.items()
}
"""The dtype each float type's values live in: numpy's own, else float32 holding values rounded to the type."""
SCALE_EXPONENTS = (-4, 4)
"""Random f8E8M0FNU values are 2^e for e in this range: the type has no zero and no sign."""
_INT_DTYPES: dict[int, tuple[type[np.generic], type[np.generic]]] = {
    8: (np.int8, np.uint8),
    16: (np.int16, np.uint16),
    32: (np.int32, np.uint32),
    64: (np.int64, np.uint64),
}
_DTYPE_CACHE: dict[tuple[Attribute, int], np.dtype[Any]] = {}
_DTYPE_BY_ID: dict[tuple[int, int], tuple[Attribute, np.dtype[Any]]] = {}
"""`dtype_of` by the type object's identity first: hashing a tensor type walks its whole shape.
The entry keeps the type alive, so its id cannot be reused while the entry exists."""

DEFAULT_DYNAMIC_SIZE = 8
"""Size given to every dynamic (`?`) dim of a random input."""


# ---------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------


def is_array(value: Value) -> bool:
    return isinstance(value, np.ndarray)


def is_numpy(value: Value) -> bool:
    """A numpy array or numpy scalar (which both carry a dtype)."""
    return isinstance(value, np.ndarray | np.generic)


def expect_tensor(type_: Attribute, what: str) -> TensorType[Attribute]:
    """`type_` as a ranked tensor type; an `InterpretationError` naming `what` if it is none."""
    tensor = tensor_type(type_)
    if tensor is None:
        raise InterpretationError(f"{what}: expected a tensor type, got {type_}")
    return tensor


def element_type(type_: Attribute) -> Attribute:
    """`tensor<4x8xf32, #enc>` -> `f32`; a scalar type is its own element type."""
    tensor = tensor_type(type_)
    return tensor.get_element_type() if tensor is not None else type_


def dtype_of(type_: Attribute, index_bitwidth: int = 64) -> np.dtype[Any]:
    """The numpy dtype holding values of `type_` (a tensor or a scalar type).

    `dtype_of(tensor<2xi1>)` -> `bool`, `dtype_of(index, 32)` -> `int32`.
    """
    by_id = _DTYPE_BY_ID.get((id(type_), index_bitwidth))
    if by_id is not None and by_id[0] is type_:
        return by_id[1]
    key = (type_, index_bitwidth)
    cached = _DTYPE_CACHE.get(key)
    if cached is not None:
        if len(_DTYPE_BY_ID) < 4096:
            _DTYPE_BY_ID[(id(type_), index_bitwidth)] = (type_, cached)
        return cached
    el = element_type(type_)
    if type(el) in _FLOAT_DTYPES:
        dtype = _FLOAT_DTYPES[type(el)]
    elif isinstance(el, IndexType):
        dtype = np.dtype(np.int64 if index_bitwidth == 64 else np.int32)
    elif isa(el, IntegerType):
        width = el.bitwidth
        if width == 1:
            dtype = np.dtype(np.bool_)
        elif width in _INT_DTYPES:
            signed, unsigned = _INT_DTYPES[width]
            is_unsigned = el.signedness.data == Signedness.UNSIGNED
            dtype = np.dtype(unsigned if is_unsigned else signed)
        else:
            raise InterpretationError(
                f"the numpy interpreter has no dtype for {el} (supported widths: 1, 8, 16, 32, 64)"
            )
    else:
        raise InterpretationError(
            f"the numpy interpreter has no dtype for element type {el} (supported: f4E2M1FN, f8E8M0FNU, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f16, bf16, f32, f64, iN, index)"
        )
    _DTYPE_CACHE[key] = dtype
    return dtype


def splat(value: Value, dtype: np.dtype[Any], shape: Sequence[int]) -> np.ndarray[Any, Any]:
    """A read-only array of `shape` whose elements all are `value`, on one element of memory (stride 0).

    What `tensor.empty` and `linalg.fill` produce: nothing is allocated or written per element,
    and no op writes into an operand (ops that update a destination copy it first).
    """
    one = np.array(value, dtype).tobytes()
    return np.ndarray(tuple(shape), dtype, buffer=one, strides=(0,) * len(shape))


def is_bf16(type_: Attribute) -> bool:
    return isinstance(element_type(type_), BFloat16Type)


def f8_dtype(type_: Attribute) -> np.dtype[Any] | None:
    """The `ml_dtypes` dtype of an f8 element type (of a tensor or scalar type), None for others."""
    return F8_DTYPES.get(type(element_type(type_)))


def is_rounded_f32(type_: Attribute) -> bool:
    """bf16 and f8 values are float32 arrays that every op rounds to the type again."""
    return is_bf16(type_) or f8_dtype(type_) is not None


def round_to_f8(value: Value, dtype: np.dtype[Any]) -> Value:
    """Round any numbers to the f8 `dtype` (nearest, ties to even, from the value itself, no double
    rounding), keeping float32 storage. Overflow is NaN for the FN/FNUZ types (they have no inf) and
    inf for f8E5M2, as MLIR's `APFloat::convert` gives; FNUZ types have no -0 (it rounds to +0).

    `round_to_f8(np.float32(500.0), F8_DTYPES[Float8E4M3FNType])` -> `nan` (its largest value is 448).
    """
    array = np.asarray(value)
    if array.dtype.kind != "f":
        array = array.astype(np.float64)
    with np.errstate(all="ignore"):
        result = array.astype(dtype).astype(np.float32)
    return result[()] if result.ndim == 0 else result


def round_to_bf16(value: Value) -> Value:
    """Round float32 values to the nearest bf16 (ties to even), keeping float32 storage.

    `round_to_bf16(np.float32(1.00390625))` -> `1.0` (bf16 has 8 significant bits).
    """
    array = np.asarray(value, dtype=np.float32)
    bits = array.view(np.uint32)
    rounded = (bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) & np.uint32(0xFFFF0000)
    result = np.where(np.isnan(array), array, rounded.view(np.float32))
    return result[()] if result.ndim == 0 else result


def as_type(value: Value, type_: Attribute, index_bitwidth: int = 64) -> Value:
    """`value` in the dtype of `type_`: integers wrap around, bf16 is rounded; no copy if already right.

    `as_type(300, i8)` -> `np.int8(44)`; `as_type(np.float64(0.5), f32)` -> `np.float32(0.5)`.
    """
    dtype = dtype_of(type_, index_bitwidth)
    f8 = f8_dtype(type_)
    if f8 is not None:
        if not isinstance(value, bool | int | float) and not is_numpy(value):
            raise InterpretationError(f"expected a value of type {type_}, got {type(value).__name__}")
        return round_to_f8(value, f8)
    converted: Value
    if is_numpy(value):
        if value.dtype == dtype:
            converted = value
        elif dtype.kind == "b" and value.dtype.kind in "iu":
            converted = (value & 1) != 0
        else:
            with np.errstate(all="ignore"):
                converted = value.astype(dtype)
    elif isinstance(value, bool | int) and dtype.kind in "iub":
        bits = 1 if dtype.kind == "b" else dtype.itemsize * 8
        converted = np.array(value & ((1 << bits) - 1), dtype=np.uint64).astype(dtype)[()]
    elif isinstance(value, int | float):
        with np.errstate(all="ignore"):
            converted = np.array(value).astype(dtype)[()]
    else:
        raise InterpretationError(f"expected a value of type {type_}, got {type(value).__name__}")
    if is_bf16(type_):
        return round_to_bf16(converted)
    return converted


def as_index(value: Value, what: str) -> int:
    """A Python int from an index/integer runtime value (sizes, offsets, loop bounds)."""
    if is_array(value):
        if value.ndim != 0:
            raise InterpretationError(f"{what}: expected a scalar index, got an array of shape {value.shape}")
        value = value[()]
    if isinstance(value, np.integer | int | np.bool_):
        return int(cast(Any, value))
    raise InterpretationError(f"{what}: expected an index value, got {value!r}")


def dynamic_count(type_: Attribute) -> int:
    """The number of `?` dims of a tensor type (0 for other types)."""
    tensor = tensor_type(type_)
    return 0 if tensor is None else sum(1 for s in tensor.get_shape() if s == DYNAMIC_INDEX)


def runtime_shape(type_: TensorType[Attribute], dynamic_sizes: Sequence[int], what: str) -> tuple[int, ...]:
    """The static shape of `type_` with its `?` dims taken in order from `dynamic_sizes`."""
    sizes = iter(dynamic_sizes)
    shape: list[int] = []
    for size in type_.get_shape():
        if size == DYNAMIC_INDEX:
            size = next(sizes, None)
            if size is None:
                raise InterpretationError(f"{what}: missing a size for a dynamic dim of {type_}")
            if size < 0:
                raise InterpretationError(f"{what}: negative dynamic size {size} for {type_}")
        shape.append(size)
    if next(sizes, None) is not None:
        raise InterpretationError(f"{what}: more dynamic sizes than `?` dims in {type_}")
    return tuple(shape)


def check_shape(array: np.ndarray[Any, Any], type_: TensorType[Attribute], what: str) -> None:
    """Raise unless the runtime shape of `array` fits the (possibly dynamic) shape of `type_`."""
    check_runtime_shape(array.shape, type_, what)


def check_runtime_shape(shape: tuple[int, ...], type_: TensorType[Attribute], what: str) -> None:
    expected = type_.get_shape()
    if len(shape) != len(expected) or any(e != DYNAMIC_INDEX and e != a for e, a in zip(expected, shape)):
        raise InterpretationError(f"{what}: expected shape {shape_text(expected, 'tuple')} ({type_}), got {shape}")


# ---------------------------------------------------------------------------------------
# Attributes -> values
# ---------------------------------------------------------------------------------------


def dense_to_array(attr: DenseIntOrFPElementsAttr[Any], index_bitwidth: int = 64) -> np.ndarray[Any, Any]:
    """A read-only array over the bytes of a `dense<...>` literal (zero copy for most types)."""
    el = attr.get_element_type()
    shape = attr.get_shape()
    raw = attr.data.data
    count = len(attr)
    if isinstance(el, BFloat16Type):
        halves = np.frombuffer(raw, dtype="<u2", count=count)
        array: np.ndarray[Any, Any] = (halves.astype(np.uint32) << np.uint32(16)).view(np.float32)
    elif type(el) in F8_DTYPES:
        array = np.frombuffer(raw, dtype=F8_DTYPES[type(el)], count=count).astype(np.float32)
    elif isa(el, IntegerType) and el.bitwidth == 1:
        array = np.frombuffer(raw, dtype=np.int8, count=count) != 0
    elif isinstance(el, IndexType):
        array = np.frombuffer(raw, dtype="<i8", count=count).astype(dtype_of(el, index_bitwidth))
    else:
        dtype = dtype_of(el, index_bitwidth)
        array = np.frombuffer(raw, dtype=dtype.newbyteorder("<"), count=count)
        if array.dtype != dtype:
            array = array.astype(dtype)
    size = int(np.prod(shape, dtype=np.int64))
    if count == 1 and size != 1:
        array = np.broadcast_to(array.reshape(()), shape)
    elif count == size:
        array = array.reshape(shape)
    else:
        raise InterpretationError(f"dense literal holds {count} elements, its type {attr.type} needs {size}")
    array.flags.writeable = False
    return array


def from_attribute(attr: Attribute, type_: Attribute, what: str, index_bitwidth: int = 64) -> Value:
    """The runtime value of a literal (`--args`, `arith.constant`) for a value of type `type_`.

    `dense<[1.0, 2.0]> : tensor<2xf32>` for `tensor<?xf32>` -> `array([1., 2.], dtype=float32)`.
    """
    tensor = tensor_type(type_)
    if tensor is not None:
        if not isa(attr, DenseIntOrFPElementsAttr):
            raise InterpretationError(f"{what}: expected a dense<...> literal for {type_}, got {attr}")
        if attr.get_element_type() != tensor.get_element_type():
            raise InterpretationError(
                f"{what}: expected element type {tensor.get_element_type()} ({type_}), got {attr.get_element_type()}"
            )
        array = dense_to_array(attr, index_bitwidth)
        check_shape(array, tensor, what)
        return array
    if isa(attr, IntegerAttr) or isa(attr, FloatAttr):
        if attr.type != type_:
            raise InterpretationError(f"{what}: expected a value of type {type_}, got {attr}")
        data = attr.value.data
        if isa(type_, IntegerType) and type_.bitwidth == 1:
            return np.bool_(data != 0)
        return as_type(data, type_, index_bitwidth)
    raise InterpretationError(f"{what}: cannot make a value of type {type_} from {attr}")


# ---------------------------------------------------------------------------------------
# Inputs and outputs of a function
# ---------------------------------------------------------------------------------------


def check_input(value: Value, type_: Attribute, what: str, index_bitwidth: int = 64) -> Value:
    """Validate a user-given input against its function argument type; return it read-only.

    Arrays must have exactly the dtype of the type (no silent conversion); Python scalars
    are accepted for scalar types and converted.
    """
    try:
        expected = dtype_of(type_, index_bitwidth)
    except InterpretationError as e:
        raise InterpretationError(f"{what}: {e}") from e
    tensor = tensor_type(type_)
    if tensor is not None:
        if not is_array(value):
            raise InterpretationError(f"{what}: expected a numpy array for {type_}, got {type(value).__name__}")
        if value.dtype != expected:
            raise InterpretationError(f"{what}: expected dtype {expected} ({type_}), got {value.dtype}")
        check_shape(value, tensor, what)
        view = value.view()
        view.flags.writeable = False
        return view
    if is_array(value):
        raise InterpretationError(f"{what}: expected a scalar of type {type_}, got an array of shape {value.shape}")
    if is_numpy(value):
        if value.dtype != expected:
            raise InterpretationError(f"{what}: expected dtype {expected} ({type_}), got {value.dtype}")
        return value
    if isinstance(value, float) and expected.kind != "f":
        raise InterpretationError(f"{what}: expected an integer of type {type_}, got {value!r}")
    if isinstance(value, bool | int | float):
        return as_type(value, type_, index_bitwidth)
    raise InterpretationError(f"{what}: expected a scalar of type {type_}, got {type(value).__name__}")


def as_function_result(value: Value, type_: Attribute, what: str) -> Value:
    """A function result as handed to the caller: an independent, writable array or a numpy scalar."""
    tensor = tensor_type(type_)
    if tensor is not None:
        if not is_numpy(value):
            raise InterpretationError(f"{what}: expected an array for {type_}, got {type(value).__name__}")
        array = np.asarray(value)
        check_shape(array, tensor, what)
        return array if array.flags.writeable else array.copy()
    return value[()] if is_array(value) else value


def random_input(
    type_: Attribute, rng: np.random.Generator, dynamic_size: int = DEFAULT_DYNAMIC_SIZE, index_bitwidth: int = 64
) -> Value:
    """A random value of `type_`: floats uniform in [-1, 1), integers in [-8, 8], i1 fair coins,
    index scalars in [0, dynamic_size); every `?` dim gets `dynamic_size`. f4E2M1FN is any of its
    finite values (uniform in [-1, 1) would round to five of them), f8E8M0FNU (an MX scale) 2^e with
    e in `SCALE_EXPONENTS`."""
    dtype = dtype_of(type_, index_bitwidth)
    tensor = tensor_type(type_)
    shape = () if tensor is None else tuple(dynamic_size if s == DYNAMIC_INDEX else s for s in tensor.get_shape())
    el = type(element_type(type_))
    if el is Float8E8M0FNUType:
        array = np.ldexp(np.float32(1.0), rng.integers(SCALE_EXPONENTS[0], SCALE_EXPONENTS[1] + 1, size=shape))
        array = array.astype(np.float32)
    elif el is Float4E2M1FNType:
        codes = np.arange(16, dtype=np.uint8).view(ml_dtypes.float4_e2m1fn).astype(np.float32)
        array = rng.choice(codes, size=shape).astype(np.float32)
    elif dtype.kind == "f":
        array = rng.uniform(-1.0, 1.0, size=shape).astype(dtype)
        if is_bf16(type_):
            array = np.asarray(round_to_bf16(array))
        elif (f8 := f8_dtype(type_)) is not None:
            array = np.asarray(round_to_f8(array, f8))
    elif dtype.kind == "b":
        array = rng.integers(0, 2, size=shape).astype(np.bool_)
    elif isinstance(element_type(type_), IndexType) and tensor is None:
        array = rng.integers(0, max(dynamic_size, 1), size=shape).astype(dtype)
    elif dtype.kind == "u":
        array = rng.integers(0, 9, size=shape).astype(dtype)
    else:
        array = rng.integers(-8, 9, size=shape).astype(dtype)
    return array if tensor is not None else array[()]


# ---------------------------------------------------------------------------------------
# Printing
# ---------------------------------------------------------------------------------------


def _format_element(value: Any) -> str:
    if isinstance(value, np.bool_ | bool):
        return "true" if value else "false"
    if isinstance(value, np.floating):
        text = str(cast(Any, value))  # shortest repr of the value's own precision: np.float32(0.1) -> 0.1
        return text if any(c in text for c in ".enai") else text + ".0"
    return str(value)


def _nested(array: np.ndarray[Any, Any], summarize: bool, edge: int = 3) -> str:
    """`[[1.0, 2.0], [3.0, 4.0]]` on one line; with `summarize`, long axes show `edge` items each end."""
    if array.ndim == 0:
        return _format_element(array[()])
    if summarize and len(array) > 2 * edge:
        parts = (
            [_nested(x, summarize, edge) for x in array[:edge]]
            + ["..."]
            + [_nested(x, summarize, edge) for x in array[-edge:]]
        )
    else:
        parts = [_nested(x, summarize, edge) for x in array]
    return "[" + ", ".join(parts) + "]"


def format_value(value: Value, type_: Attribute, limit: int = sys.maxsize) -> str:
    """A value as MLIR literal text: `dense<[[1.0, 2.0]]> : tensor<1x2xf32>`, `3 : i32`, `true`.

    Tensors print with their runtime shape, so the text can be fed back to `--args`; those with
    more than `limit` elements are summarized with `...` (then it is not valid MLIR).
    """
    tensor = tensor_type(type_)
    if tensor is not None:
        array = np.asarray(value)
        shown = TensorType(tensor.get_element_type(), array.shape)
        if array.ndim == 0:
            return f"dense<{_format_element(array[()])}> : {shown}"
        return f"dense<{_nested(array, array.size > limit)}> : {shown}"
    scalar = value[()] if is_array(value) else value
    if isinstance(scalar, np.bool_ | bool):
        return _format_element(scalar)
    return f"{_format_element(scalar)} : {type_}"
