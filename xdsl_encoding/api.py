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

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import DYNAMIC_INDEX, Float32Type, Float64Type, ModuleOp
from xdsl.interpreter import Interpreter
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.passes import ModulePass
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import DiagnosticException, InterpretationError, PassFailedException, VerifyException

from xdsl_encoding.comparison import (
    OWN_MIN_ELEMENTS,
    Comparison,
    Evaluation,
    compare_results,
    default_tolerances,
    measures_own_rounding,
)
from xdsl_encoding.dialects import hal, util
from xdsl_encoding.interpreters import new_interpreter, values
from xdsl_encoding.interpreters.float64 import (
    UNIT_ROUNDOFF,
    ReductionLength,
    as_float64,
    magnitude_input,
    magnitude_twin,
    nearby_input,
    promote_to_float64,
)
from xdsl_encoding.interpreters.hal import buffer_view_types, check_measured_view, random_measured_view
from xdsl_encoding.interpreters.parameters import ParameterFiles, Parameters, parameter_types
from xdsl_encoding.interpreters.plan import PlannedInterpreter, failing_op
from xdsl_encoding.interpreters.rounding import RoundingModel, rounding_model
from xdsl_encoding.interpreters.util import set_parameters
from xdsl_encoding.interpreters.values import DEFAULT_DYNAMIC_SIZE, Value
from xdsl_encoding.parser import FaithfulParser
from xdsl_encoding.pass_pipeline import PipelineError, parse_pass_pipeline
from xdsl_encoding.utils.diagnostics import location_of, verify_located
from xdsl_encoding.utils.encodings import without_encoding
from xdsl_encoding.utils.host_memory import available_memory, format_bytes
from xdsl_encoding.verify.module import verify_module

__all__ = ["Comparison", "compare", "default_tolerances", "interpret", "parse_module", "random_inputs", "run_passes"]


# ---------------------------------------------------------------------------------------
# Parsing and passes
# ---------------------------------------------------------------------------------------


@cache
def _universe() -> tuple[dict[str, Callable[[], Dialect]], dict[str, Callable[[], type[ModulePass]]]]:
    """xDSL's dialects and passes plus ours (also when the entry point is not installed)."""
    from xdsl.universe import Universe

    from xdsl_encoding.dialects import get_all_dialects, get_dialect_overrides
    from xdsl_encoding.transforms import get_all_passes

    multiverse = Universe.get_multiverse()
    dialects = {**multiverse.all_dialects, **get_all_dialects(), **get_dialect_overrides()}
    return dialects, {**multiverse.all_passes, **get_all_passes()}


def context(*, allow_unregistered: bool = False, dialects: Sequence[Dialect] = ()) -> Context:
    """A fresh context where every dialect (xDSL's and ours) is registered, loaded on first use.

    `allow_unregistered` keeps ops and attributes of unknown dialects (as `xdsl-opt --allow-unregistered-dialect`).
    `dialects`: a user's own dialects (their encoding attributes), loaded beside ours; a name that
    is taken already is refused rather than shadowing a dialect.
    """
    ctx = Context(allow_unregistered=allow_unregistered)
    known = _universe()[0]
    for name, factory in known.items():
        ctx.register_dialect(name, factory)
    for dialect in dialects:
        if not isinstance(dialect, Dialect):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise DiagnosticException(f"dialects= takes xdsl.ir.Dialect objects, got {type(dialect).__name__}")
        if dialect.name in known or dialect.name in ctx.registered_dialect_names:
            raise DiagnosticException(
                f"dialect '{dialect.name}' is already registered: a user dialect needs a name of its own"
            )
        ctx.load_dialect(dialect)
    return ctx


def parse_module(
    text: str,
    *,
    name: str = "<string>",
    verify: bool = True,
    allow_unregistered: bool = False,
    dialects: Sequence[Dialect] = (),
) -> ModuleOp:
    """Parse MLIR text (an implicit top-level module is added if missing) and verify it.

    `name` is the file name that diagnostics give as the location (`model.mlir:2:23`).
    Verification includes this package's strict checks of reshapes and encoded types
    (`xdsl_encoding.verify.module.verify_module`), which `xdsl-opt` alone does not run. The parser
    reads hexadecimal float elements and semi-affine maps as MLIR does (`xdsl_encoding.parser`).
    `allow_unregistered`, `dialects` (a user's dialects, e.g. one holding an encoding attribute): see `context`.
    """
    ctx = context(allow_unregistered=allow_unregistered, dialects=dialects)
    module = FaithfulParser(ctx, text, name).parse_module()
    if verify:
        verify_module(module)
    return module


def run_passes(module: ModuleOp, pipeline: str, *, dialects: Sequence[Dialect] = ()) -> ModuleOp:
    """Run an `xdsl-opt` pipeline (`"set-encoding,canonicalize"`) on a copy of `module`.

    The input is never modified. The result is verified after each pass, as `xdsl-opt` does.
    `dialects`: a user's dialects, in the context the passes get (see `context`).
    """
    try:
        passes = parse_pass_pipeline(_universe()[1], pipeline)
    except PipelineError as e:
        if e.by_pass:  # as the pass's own `apply` refuses it
            raise PassFailedException(e.reason) from e
        raise DiagnosticException(f"invalid pass pipeline {pipeline!r}: {e.reason}") from e
    ctx = context(dialects=dialects)
    clone = module.clone()
    for p in passes:
        try:
            p.apply(ctx, clone)
        except DiagnosticException:
            raise
        except Exception as e:
            raise DiagnosticException(f"pass '{p.name}' failed: {type(e).__name__}: {e}") from e
        try:
            verify_located(clone)
        except VerifyException as e:
            raise VerifyException(f"the module does not verify after pass '{p.name}': {e}") from e
    return clone


# ---------------------------------------------------------------------------------------
# Interpretation
# ---------------------------------------------------------------------------------------


Function = func.FuncOp | util.FuncOp
"""What `interpret` can run: a `func.func` or an IREE `util.func`."""


def find_function(module: ModuleOp, name: str) -> Function:
    # The top-level functions first: a name compare per op, no symbol attribute built.
    op = next((f for f in module.ops if isinstance(f, Function) and f.sym_name.data == name), None)
    if op is None:
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
    of IREE's synchronous wrapper; random inputs for it have that type. One the program never
    imports stays `!hal.buffer_view`: any array stands for it (only its dims are read), and its
    random input is an f32 array of `dynamic_size` in every dim it is measured at.
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


def interpret(
    module: ModuleOp,
    function: str,
    *args: Any,
    index_bitwidth: int = 64,
    parameters: ParameterFiles | Parameters | None = None,
) -> tuple[Value, ...]:
    """Run `@function` of `module` on numpy inputs; return its results as numpy values.

    Tensor arguments are `np.ndarray`s of exactly the dtype and shape of the argument type
    (`?` dims take any size); scalar arguments are numpy scalars or Python numbers. Inputs are
    never modified; results are fresh writable arrays (tensors) or numpy scalars. For an IREE
    `util.func`, a `!hal.buffer_view` argument or result is an array of the tensor type it is
    imported or exported as (`signature`). `parameters` maps each scope of the program's
    parameter references (`#stream.parameter.named<"model"::"w">`) to its file, as
    `iree-run-module --parameters=model=model.irpa` (`.irpa`, `.safetensors`, `.gguf`; read lazily).
    """
    return _interpret(module, function, args, index_bitwidth, parameters=parameters)


def _interpret(
    module: ModuleOp,
    function: str,
    args: Sequence[Any],
    index_bitwidth: int,
    listeners: Sequence[Interpreter.Listener] = (),
    parameters: ParameterFiles | Parameters | None = None,
) -> tuple[Value, ...]:
    if index_bitwidth not in (32, 64):
        raise InterpretationError(f"index_bitwidth must be 32 or 64, got {index_bitwidth}")
    target = find_function(module, function)
    types, result_types = signature(target)
    if len(args) != len(types):
        raise InterpretationError(
            f"@{function} takes {len(types)} argument(s) ({', '.join(str(t) for t in types)}), got {len(args)}"
        )
    checked = tuple(_check_argument(target, i, a, t, index_bitwidth) for i, (a, t) in enumerate(zip(args, types)))
    tracker = _OpTracker()
    interpreter = new_interpreter(module, 64 if index_bitwidth == 64 else 32, listeners)
    if not isinstance(interpreter, PlannedInterpreter):  # it names the failing op itself (`failing_op`)
        interpreter.listeners = (tracker, *interpreter.listeners)
    set_parameters(interpreter, Parameters.of(parameters))
    try:
        with np.errstate(all="ignore"):
            results = interpreter.call_op(target, checked)
    except DiagnosticException:
        raise
    except Exception as e:
        running = failing_op(e) or (tracker.running[-1] if tracker.running else None)
        where = running.name if running is not None else f"@{function}"
        if isinstance(e, MemoryError):  # the input's sizes, not a bug: say where, as a diagnostic
            place = location_of(running) if running is not None else None
            prefix = f"{place}: error: '{where}'" if place is not None else where
            raise InterpretationError(f"{prefix}: out of memory while interpreting: {e}") from e
        raise InterpretationError(f"{where}: {type(e).__name__} while interpreting: {e}") from e
    try:  # a result the interpreter kept as a broadcast view is materialized here
        return tuple(
            values.as_function_result(r, t, f"result #{i} of @{function}")
            for i, (r, t) in enumerate(zip(results, result_types))
        )
    except MemoryError as e:
        raise InterpretationError(f"@{function}: out of memory for its results: {e}") from e


def _check_argument(function: Function, index: int, value: Any, type_: Attribute, index_bitwidth: int) -> Value:
    label = argument_label(function, index)
    if isinstance(type_, hal.BufferViewType):  # never imported: only its dims are read
        return check_measured_view(value, label)
    return values.check_input(value, type_, label, index_bitwidth)


def random_inputs(
    module: ModuleOp,
    function: str,
    *,
    seed: int = 0,
    dynamic_size: int = DEFAULT_DYNAMIC_SIZE,
    index_bitwidth: int = 64,
    parameters: ParameterFiles | Parameters | None = None,
) -> tuple[Value, ...]:
    """Random arguments for `@function` (see `values.random_input`); the same seed gives the same inputs.

    With `parameters` (as `interpret` takes them), every parameter the module's globals name must
    be in its file, or this is an error naming the global (the indexes are read, not the data).
    """
    rng = np.random.default_rng(seed)
    target = find_function(module, function)
    if parameters is not None:
        Parameters.of(parameters).check(module)
    types, _ = signature(target)
    _check_random_inputs_fit(target, types, dynamic_size, index_bitwidth)
    return tuple(
        random_measured_view(arg, rng, dynamic_size)
        if isinstance(t, hal.BufferViewType)
        else values.random_input(t, rng, dynamic_size, index_bitwidth)
        for arg, t in zip(target.body.block.args, types)
    )


def _check_random_inputs_fit(
    target: Function, types: Sequence[Attribute], dynamic_size: int, index_bitwidth: int
) -> None:
    """Refuse, before allocating anything, inputs larger than this machine's free memory.

    numpy draws each input in float64 (or int64) and then converts it, so making one takes
    8 + itemsize bytes an element at its peak; the inputs made before it stay allocated.
    """
    budget = available_memory()
    if budget is None:
        return
    kept = 0
    for i, t in enumerate(types):
        tensor = values.tensor_type(t)
        if tensor is None or isinstance(t, hal.BufferViewType):
            continue
        elements = math.prod(dynamic_size if s == DYNAMIC_INDEX else s for s in tensor.get_shape())
        size = elements * values.dtype_of(t, index_bitwidth).itemsize
        if kept + size + elements * 8 > budget:
            raise InterpretationError(
                f"{argument_label(target, i)}: a random {t} needs {format_bytes(size)}"
                f"{f' beside {format_bytes(kept)} of earlier inputs' if kept else ''}; "
                f"this machine has {format_bytes(budget)} free"
            )
        kept += size


# ---------------------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------------------


def _check_same_signature(a: Function, b: Function) -> None:
    """Both functions must take the same logical inputs (encodings aside)."""
    ta, tb = signature(a)[0], signature(b)[0]

    def logical(t: Attribute) -> Attribute:
        tensor = values.tensor_type(t)
        return t if tensor is None else without_encoding(tensor)

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
    parameters: ParameterFiles | Parameters | None = None,
) -> Comparison:
    """Run `@function` of both programs on the same inputs (random from `seed` unless given).

    Float results of `other` are judged against `reference` evaluated in float64, within a bound
    (`xdsl_encoding.comparison`): the tight bound of one reduction, or of a whole program continuous
    in its floats (8x the reference's own rounding), else the conservative bound (`report.bound`);
    `rtol`/`atol` default per dtype only under the conservative bound (`default_tolerances`: f32
    `rtol=1e-4, atol=1e-5`), and integers are exact. Given ones add to any bound.
    `parameters` (as `interpret` takes them) serve both programs.
    """
    files = Parameters.of(parameters)
    target = find_function(reference, function)
    _check_same_signature(target, find_function(other, function))
    if inputs is None:
        inputs = random_inputs(
            reference,
            function,
            seed=seed,
            dynamic_size=dynamic_size,
            index_bitwidth=index_bitwidth,
            parameters=parameters,
        )
    reductions = ReductionLength(index_bitwidth)
    outs_a = _interpret(reference, function, inputs, index_bitwidth, (reductions,), files)
    outs_b = interpret(other, function, *inputs, index_bitwidth=index_bitwidth, parameters=files)
    model = rounding_model(reference, target, reductions.runs)
    evaluation = _evaluate_in_float64(
        reference, function, inputs, outs_a, reductions.terms, index_bitwidth, model, files, seed
    )
    result_types = signature(target)[1]
    bf16 = [values.is_bf16(t) for t in result_types]
    return compare_results(inputs, outs_a, outs_b, evaluation, rtol, atol, bf16, result_types)


def _evaluate_in_float64(
    module: ModuleOp,
    function: str,
    inputs: Sequence[Any],
    own: tuple[Value, ...],
    reduction_terms: int,
    index_bitwidth: int,
    model: RoundingModel,
    parameters: Parameters | None = None,
    seed: int = 0,
) -> Evaluation:
    """`module` in float64 on `inputs`, and its magnitude twin (`float64.magnitude_twin`): on `x^2`
    (float32 is precise enough for a magnitude) when the bound is tight, on `|x|` otherwise. The
    twin is skipped where the first program's own rounding bounds the results alone (f32 sums, whole
    programs); a whole program with a small result is also run on nearby inputs (`_own_samples`)."""
    u = model.unit_roundoff
    if u <= UNIT_ROUNDOFF[Float64Type]:
        return Evaluation(own, own, reduction_terms, u)
    wide = [as_float64(x) for x in inputs]
    try:
        promoted = promote_to_float64(module)
        storage = parameter_types(module)
        files = parameters or Parameters()
        exact = interpret(promoted, function, *wide, index_bitwidth=index_bitwidth, parameters=files.twin(storage))
        if model.calibrated:
            runs = _sample_runs(own)
            twin = (promoted, files.twin(storage))
            samples = _own_samples(module, twin, function, inputs, runs, index_bitwidth, files, seed) if runs else ()
            if samples is not None:
                return Evaluation(exact, exact, reduction_terms, u, None, model, False, samples)
            reason = (
                f"results under {OWN_MIN_ELEMENTS} elements and no float input to sample the original's rounding at"
            )
            model = replace(model, calibrated=False, unmodelled=reason)
        squares = model.tight
        magnitude = exact
        if squares and not model.narrow_accumulator and measures_own_rounding(own, exact):
            return Evaluation(exact, exact, reduction_terms, u, None, model, magnitude_measured=False)
        if reduction_terms > 1 or squares:
            twin = magnitude_twin(module, squares, Float32Type() if squares else None)
            dtype = np.float32 if squares else np.float64
            sized = [magnitude_input(x, squares, dtype) for x in inputs]
            # the weights a twin reads are magnitudes too (`|w|` or `w^2`), like its inputs
            read = files.twin(storage, "square" if squares else "abs")
            magnitude = interpret(twin, function, *sized, index_bitwidth=index_bitwidth, parameters=read)
            if squares:
                magnitude = tuple(
                    np.sqrt(np.asarray(m, np.float64)) if np.asarray(m).dtype.kind == "f" else m for m in magnitude
                )
    except DiagnosticException as e:
        note = f"the first program's own results (it cannot run in float64: {e})"
        return Evaluation(own, own, reduction_terms, u, note)
    return Evaluation(exact, magnitude, reduction_terms, u, None, model)


SAMPLED_RUNS = 7
"""At most this many runs on nearby inputs for a small result: 8 samples of one element's own error."""


def _sample_runs(own: Sequence[Value]) -> int:
    """How many more runs make every float result's own error a maximum over `OWN_MIN_ELEMENTS` samples."""
    sizes = [np.size(x) for x in own if np.asarray(x).dtype.kind == "f" and np.size(x)]
    smallest = min(sizes, default=OWN_MIN_ELEMENTS)
    return min(SAMPLED_RUNS, -(-OWN_MIN_ELEMENTS // smallest) - 1)


def _own_samples(
    module: ModuleOp,
    twin: tuple[ModuleOp, Parameters],
    function: str,
    inputs: Sequence[Any],
    runs: int,
    index_bitwidth: int,
    parameters: Parameters,
    seed: int,
) -> tuple[float | None, ...] | None:
    """Per result, the first program's largest error against float64 over `runs` runs on nearby inputs
    (`float64.nearby_input`); None when no input is a float to move."""
    types = signature(find_function(module, function))[0]
    rng = np.random.default_rng([seed, 0x5A])
    largest: list[float] = []
    for _ in range(runs):
        moved = [nearby_input(x, t, rng) for x, t in zip(inputs, types)]
        if all(m is x for m, x in zip(moved, inputs)):
            return None
        own = interpret(module, function, *moved, index_bitwidth=index_bitwidth, parameters=parameters)
        wide = [as_float64(x) for x in moved]
        exact = interpret(twin[0], function, *wide, index_bitwidth=index_bitwidth, parameters=twin[1])
        for i, (x, e) in enumerate(zip(own, exact)):
            with np.errstate(all="ignore"):
                error = np.abs(np.asarray(x, np.float64) - np.asarray(e, np.float64)).reshape(-1)
            finite = error[np.isfinite(error)]
            found = float(finite.max()) if finite.size else 0.0
            if i == len(largest):
                largest.append(found)
            largest[i] = max(largest[i], found)
    return tuple(largest)
