"""The Python API: parse a program, run passes on a copy, interpret it, compare two programs.

```python
module = parse_module(text)
lowered = run_passes(module, "set-encoding,propagate-encodings")
outs = interpret(lowered, "main", a, b)          # numpy in, tuple of numpy out
report = compare(module, lowered, "main", seed=0)  # same random inputs for both
assert report.agree, report.summary()
```
Errors are xDSL diagnostics (`ParseError`, `VerifyException`, `DiagnosticException`,
`InterpretationError`) with a message naming what went wrong, never an internal Python error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.interpreter import Interpreter
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass, PassPipeline
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, InterpretationError, VerifyException

from xdsl_encoding.dialects import util
from xdsl_encoding.interpreters import new_interpreter, values
from xdsl_encoding.interpreters.hal import buffer_view_types
from xdsl_encoding.interpreters.values import DEFAULT_DYNAMIC_SIZE, Value
from xdsl_encoding.reshape.verify import verify_module

__all__ = ["Comparison", "compare", "interpret", "parse_module", "random_inputs", "run_passes"]


# ---------------------------------------------------------------------------------------
# Parsing and passes
# ---------------------------------------------------------------------------------------


@cache
def _universe() -> tuple[dict[str, Callable[[], Dialect]], dict[str, Callable[[], type[ModulePass]]]]:
    """xDSL's dialects and passes plus ours (also when the entry point is not installed)."""
    from xdsl.universe import Universe

    from xdsl_encoding.dialects import get_all_dialects
    from xdsl_encoding.transforms import get_all_passes

    multiverse = Universe.get_multiverse()
    return {**multiverse.all_dialects, **get_all_dialects()}, {**multiverse.all_passes, **get_all_passes()}


def context() -> Context:
    """A fresh context where every dialect (xDSL's and ours) is registered, loaded on first use."""
    ctx = Context()
    for name, factory in _universe()[0].items():
        ctx.register_dialect(name, factory)
    return ctx


def parse_module(text: str, *, verify: bool = True) -> ModuleOp:
    """Parse MLIR text (an implicit top-level module is added if missing) and verify it.

    Verification includes this package's strict checks of reshapes and encoded types
    (`xdsl_encoding.reshape.verify.verify_module`), which `xdsl-opt` alone does not run.
    """
    module = Parser(context(), text, "<string>").parse_module()
    if verify:
        verify_module(module)
    return module


def run_passes(module: ModuleOp, pipeline: str) -> ModuleOp:
    """Run an `xdsl-opt` pipeline (`"set-encoding,canonicalize"`) on a copy of `module`.

    The input is never modified. The result is verified after each pass, as `xdsl-opt` does.
    """
    try:
        passes = PassPipeline.parse_spec(_universe()[1], pipeline).passes
    except (ValueError, ArgSpecParseError) as e:
        raise DiagnosticException(f"invalid pass pipeline {pipeline!r}: {e}") from e
    ctx = context()
    clone = module.clone()
    for p in passes:
        try:
            p.apply(ctx, clone)
        except DiagnosticException:
            raise
        except Exception as e:
            raise DiagnosticException(f"pass '{p.name}' failed: {type(e).__name__}: {e}") from e
        try:
            clone.verify()
        except VerifyException as e:
            raise VerifyException(f"the module does not verify after pass '{p.name}': {e}") from e
    return clone


# ---------------------------------------------------------------------------------------
# Interpretation
# ---------------------------------------------------------------------------------------


Function = func.FuncOp | util.FuncOp
"""What `interpret` can run: a `func.func` or an IREE `util.func`."""


def find_function(module: ModuleOp, name: str) -> Function:
    op = SymbolTable.lookup_symbol(module, name)
    if not isinstance(op, Function):
        functions = [f.sym_name.data for f in module.walk() if isinstance(f, Function)]
        raise InterpretationError(
            f"no function @{name} in the module (functions: {', '.join('@' + f for f in functions) or 'none'})"
        )
    if op.body.blocks.first is None:
        raise InterpretationError(f"@{name} is only declared: it has no body to interpret")
    return op


def signature(function: Function) -> tuple[list[Attribute], list[Attribute]]:
    """Argument and result types as `interpret` takes and gives them.

    A `!hal.buffer_view` (IREE's ABI) is an array of the tensor type the program imports it as
    (`hal.tensor.import`) or exports it from (`hal.tensor.export`), also through the `util.call`
    of IREE's synchronous wrapper; random inputs for it have that type.
    """
    if isinstance(function, util.FuncOp) and function.body.blocks:
        returns = [op for op in function.body.walk() if isinstance(op, util.ReturnOp) and op.parent_op() is function]
        returned = returns[0].operands if returns else ()
        return buffer_view_types(function.body.block, returned)
    return list(function.function_type.inputs.data), list(function.function_type.outputs.data)


def argument_label(function: Function, index: int) -> str:
    """`argument #1 (%b) of @main`, the way errors name an input."""
    hint = function.body.block.args[index].name_hint
    return f"argument #{index}{f' (%{hint})' if hint else ''} of @{function.sym_name.data}"


class _OpTracker(Interpreter.Listener):
    """Remembers which ops are running, so an unexpected failure can name the innermost one."""

    def __init__(self) -> None:
        self.running: list[Operation] = []

    def will_interpret_op(self, op: Operation, args: tuple[Any, ...]) -> None:
        self.running.append(op)

    def did_interpret_op(self, op: Operation, results: tuple[Any, ...]) -> None:
        self.running.pop()


def interpret(module: ModuleOp, function: str, *args: Any, index_bitwidth: int = 64) -> tuple[Value, ...]:
    """Run `@function` of `module` on numpy inputs; return its results as numpy values.

    Tensor arguments are `np.ndarray`s of exactly the dtype and shape of the argument type
    (`?` dims take any size); scalar arguments are numpy scalars or Python numbers. Inputs are
    never modified; results are fresh writable arrays (tensors) or numpy scalars. For an IREE
    `util.func`, a `!hal.buffer_view` argument or result is an array of the tensor type it is
    imported or exported as (`signature`).
    """
    if index_bitwidth not in (32, 64):
        raise InterpretationError(f"index_bitwidth must be 32 or 64, got {index_bitwidth}")
    target = find_function(module, function)
    types, result_types = signature(target)
    if len(args) != len(types):
        raise InterpretationError(
            f"@{function} takes {len(types)} argument(s) ({', '.join(str(t) for t in types)}), got {len(args)}"
        )
    checked = tuple(
        values.check_input(a, t, argument_label(target, i), index_bitwidth) for i, (a, t) in enumerate(zip(args, types))
    )
    tracker = _OpTracker()
    interpreter = new_interpreter(module, 64 if index_bitwidth == 64 else 32, (tracker,))
    try:
        with np.errstate(all="ignore"):
            results = interpreter.call_op(target, checked)
    except DiagnosticException:
        raise
    except Exception as e:
        where = tracker.running[-1].name if tracker.running else f"@{function}"
        raise InterpretationError(f"{where}: {type(e).__name__} while interpreting: {e}") from e
    return tuple(
        values.to_output(r, t, f"result #{i} of @{function}") for i, (r, t) in enumerate(zip(results, result_types))
    )


def random_inputs(
    module: ModuleOp,
    function: str,
    *,
    seed: int = 0,
    dynamic_size: int = DEFAULT_DYNAMIC_SIZE,
    index_bitwidth: int = 64,
) -> tuple[Value, ...]:
    """Random arguments for `@function` (see `values.random_input`); the same seed gives the same inputs."""
    rng = np.random.default_rng(seed)
    types, _ = signature(find_function(module, function))
    return tuple(values.random_input(t, rng, dynamic_size, index_bitwidth) for t in types)


# ---------------------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------------------

_DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-2, 1e-2),
    "float32": (1e-4, 1e-5),
    "float64": (1e-9, 1e-12),
}


def default_tolerances(dtype: np.dtype[Any], bf16: bool = False) -> tuple[float, float]:
    """(rtol, atol) used when none is given: loose for 16-bit floats, exact for integers."""
    if bf16:
        return (2e-2, 2e-2)
    return _DEFAULT_TOLERANCES.get(dtype.name, (0.0, 0.0))


@dataclass(frozen=True)
class Comparison:
    """How the results of two programs on the same inputs differ.

    `agree` means every result has the same shape and dtype, NaNs in the same places, and
    `|reference - other| <= atol + rtol * |reference|` everywhere (the first program is the reference).
    """

    agree: bool
    max_abs_error: float
    max_rel_error: float
    inputs: tuple[Value, ...]
    reference: tuple[Value, ...]
    other: tuple[Value, ...]
    rtol: float
    atol: float
    mismatch: str | None = None
    """Why the results cannot be compared element by element (count, shape, dtype), if so."""

    def summary(self) -> str:
        lines = [
            f"max_abs_error: {self.max_abs_error:.6g}",
            f"max_rel_error: {self.max_rel_error:.6g}",
            f"agree: {'true' if self.agree else 'false'} (rtol={self.rtol:g}, atol={self.atol:g})",
        ]
        if self.mismatch:
            lines.append(f"mismatch: {self.mismatch}")
        return "\n".join(lines)


def _errors(
    reference: np.ndarray[Any, Any], other: np.ndarray[Any, Any], rtol: float, atol: float
) -> tuple[float, float, bool]:
    """(max abs error, max rel error, within tolerance) of `other` against `reference`."""
    a = reference.astype(np.float64)
    b = other.astype(np.float64)
    with np.errstate(all="ignore"):
        nan_a, nan_b = np.isnan(a), np.isnan(b)
        same = (a == b) | (nan_a & nan_b)
        diff = np.where(same, 0.0, np.abs(a - b))
        diff = np.where(np.isnan(diff), np.inf, diff)
        rel = np.where(same, 0.0, np.where(a == 0, np.inf, diff / np.abs(a)))
        close = same | (diff <= atol + rtol * np.abs(a))
    if a.size == 0:
        return 0.0, 0.0, True
    return float(diff.max()), float(rel.max()), bool(close.all())


def compare_results(
    reference: Sequence[Value],
    other: Sequence[Value],
    rtol: float | None = None,
    atol: float | None = None,
    *,
    bf16: bool = False,
) -> tuple[float, float, bool, str | None, float, float]:
    """Max errors, agreement, mismatch reason and the tolerances used, over all results."""
    if len(reference) != len(other):
        return np.inf, np.inf, False, f"{len(reference)} results vs {len(other)}", rtol or 0.0, atol or 0.0
    max_abs = max_rel = 0.0
    agree = True
    used = (rtol or 0.0, atol or 0.0)
    for i, (x, y) in enumerate(zip(reference, other)):
        a, b = np.asarray(x), np.asarray(y)
        defaults = default_tolerances(a.dtype, bf16)
        used = (defaults[0] if rtol is None else rtol, defaults[1] if atol is None else atol)
        if a.shape != b.shape or a.dtype != b.dtype:
            return np.inf, np.inf, False, f"result #{i}: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}", *used
        abs_error, rel_error, close = _errors(a, b, *used)
        max_abs, max_rel, agree = max(max_abs, abs_error), max(max_rel, rel_error), agree and close
    return max_abs, max_rel, agree, None, *used


def _check_same_signature(a: Function, b: Function) -> None:
    """Both functions must take the same logical inputs (encodings aside)."""
    ta, tb = signature(a)[0], signature(b)[0]

    def logical(t: Attribute) -> Attribute:
        tensor = values.tensor_type(t)
        return t if tensor is None else TensorType(tensor.get_element_type(), tensor.get_shape())

    if [logical(t) for t in ta] != [logical(t) for t in tb]:
        raise InterpretationError(
            f"cannot compare @{a.sym_name.data}: the programs take different inputs "
            f"({', '.join(map(str, ta))}) vs ({', '.join(map(str, tb))})"
        )


def compare(
    reference: ModuleOp,
    other: ModuleOp,
    function: str = "main",
    *,
    seed: int = 0,
    rtol: float | None = None,
    atol: float | None = None,
    inputs: Sequence[Any] | None = None,
    dynamic_size: int = DEFAULT_DYNAMIC_SIZE,
    index_bitwidth: int = 64,
) -> Comparison:
    """Run `@function` of both programs on the same inputs (random from `seed` unless given).

    Tolerances default per dtype (`default_tolerances`): f32 `rtol=1e-4, atol=1e-5`, integers exact.
    """
    _check_same_signature(find_function(reference, function), find_function(other, function))
    if inputs is None:
        inputs = random_inputs(reference, function, seed=seed, dynamic_size=dynamic_size, index_bitwidth=index_bitwidth)
    outs_a = interpret(reference, function, *inputs, index_bitwidth=index_bitwidth)
    outs_b = interpret(other, function, *inputs, index_bitwidth=index_bitwidth)
    _, result_types = signature(find_function(reference, function))
    bf16 = any(values.is_bf16(t) for t in result_types)
    max_abs, max_rel, agree, mismatch, used_rtol, used_atol = compare_results(outs_a, outs_b, rtol, atol, bf16=bf16)
    return Comparison(agree, max_abs, max_rel, tuple(inputs), outs_a, outs_b, used_rtol, used_atol, mismatch)
