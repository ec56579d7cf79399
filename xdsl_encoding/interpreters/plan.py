"""Running regions from a plan built once per block: each op's implementation resolved in advance.

xDSL's `Interpreter.run_ssacfg_region` looks up every op's implementation, checks its counts and
calls the listeners for every op it runs; on a whole model that dispatch, not numpy, is most of the
time. `PlannedInterpreter` runs the same implementations (the `InterpreterFunctions` registered on
it, so `xdsl-run` and xDSL's own interpreter keep working with them) from a plan: per block, one
step per op with its implementation and a `prepared` dict where kernels keep what they derive
from the op alone (`prepared(interpreter, op)`: maps, loop kinds, the strategy of a body).

The plan lives on the block it describes (the attribute `_xdsl_encoding_plan`), so it goes away
with the IR; a clone has none. It never goes stale: ops are run in the block's current order, and
a step is reused only while its op is unchanged (the same operand and result tuples, which xDSL
replaces on every operand or type change, and equal properties and attributes); else it is rebuilt.
An op with regions whose kernel prepares data from its body keys that data on the body
(`body_stamp`). Listeners are called as xDSL calls them (then every op pays for them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from typing_extensions import TypeVar
from xdsl.interpreter import Interpreter, InterpreterFunctions, OpImplResult, PythonValues, ReturnedValues
from xdsl.ir import Block, Operation, Region
from xdsl.utils.exceptions import InterpretationError
from xdsl.utils.scoped_dict import ScopedDict

_PLAN = "_xdsl_encoding_plan"
_T = TypeVar("_T")


@dataclass(slots=True)
class _Step:
    """How to run one op, valid while the op is unchanged (`_current`)."""

    op: Operation
    operands: Any
    results: Any
    properties: dict[str, Any]
    attributes: dict[str, Any]
    functions: Any
    run: Any
    prepared: dict[Any, Any] = field(default_factory=dict[Any, Any])


@dataclass(slots=True)
class _BlockPlan:
    impls: Any
    """The registry the steps were resolved in (an interpreter's `_impls`)."""
    steps: dict[Operation, _Step]


def _current(step: _Step, op: Operation) -> bool:
    return (
        step.op is op
        and op._operands is step.operands  # pyright: ignore[reportPrivateUsage]
        and op.results is step.results
        and op.properties == step.properties
        and op.attributes == step.attributes
    )


def _plan_of(block: Block, impls: Any) -> _BlockPlan:
    plan: _BlockPlan | None = block.__dict__.get(_PLAN)
    if plan is None or plan.impls is not impls:
        plan = _BlockPlan(impls, {})
        setattr(block, _PLAN, plan)
    return plan


def _new_step(impls: Any, op: Operation) -> _Step:
    entry = impls._impl_dict.get(type(op))  # pyright: ignore[reportPrivateUsage]
    if entry is None:
        raise InterpretationError(f"Could not find interpretation function for op {op.name}")
    functions, run = entry
    return _Step(
        op,
        op._operands,  # pyright: ignore[reportPrivateUsage]
        op.results,
        dict(op.properties),
        dict(op.attributes),
        functions,
        run,
    )


def body_stamp(op: Operation) -> list[Any]:
    """What data derived from `op`'s regions depends on: each nested block's arguments, each nested
    op with its operand and result tuples (all of which xDSL replaces when it changes them)."""
    stamp: list[Any] = []
    for region in op.regions:
        for block in region.blocks:
            stamp.append(block._args)  # pyright: ignore[reportPrivateUsage]
            for nested in block.ops:
                stamp += (nested, nested._operands, nested.results)  # pyright: ignore[reportPrivateUsage]
                if nested.regions:
                    stamp.append(body_stamp(nested))
    return stamp


def prepared(interpreter: Interpreter, op: Operation) -> dict[Any, Any] | None:
    """The dict where a kernel may keep what it derives from `op` (None if nothing is kept:
    xDSL's own interpreter, or an op that is not run from a plan)."""
    if not isinstance(interpreter, PlannedInterpreter):
        return None
    step = interpreter.running_step
    if step is not None and step.op is op:  # the op being run: its step was just checked
        return step.prepared
    block = op.parent
    if block is None:
        return None
    plan: _BlockPlan | None = block.__dict__.get(_PLAN)
    if plan is None or plan.impls is not interpreter._impls:  # pyright: ignore[reportPrivateUsage]
        return None
    step = plan.steps.get(op)
    return step.prepared if step is not None and _current(step, op) else None


def derived(interpreter: Interpreter, op: Operation, key: str, compute: Callable[[], _T]) -> _T:
    """`compute()` (data derived from `op` alone, e.g. its static sizes), kept with `op`'s plan step."""
    cache = prepared(interpreter, op)
    if cache is None:
        return compute()
    if key in cache:
        return cache[key]
    value = cache[key] = compute()
    return value


def prepared_with_body(interpreter: Interpreter, op: Operation) -> dict[Any, Any] | None:
    """`prepared(interpreter, op)` for data derived from `op`'s regions too: emptied when they change."""
    cache = prepared(interpreter, op)
    if cache is not None:
        stamp = body_stamp(op)
        if cache.get(_BODY) != stamp:
            cache.clear()
            cache[_BODY] = stamp
    return cache


_BODY = "xdsl_encoding.body"


def _mark_failing(error: Exception, op: Operation) -> None:
    """Remember the innermost op an unexpected error came through (`failing_op`)."""
    if not hasattr(error, "_xdsl_encoding_op"):
        try:
            setattr(error, "_xdsl_encoding_op", op)
        except AttributeError:
            pass


def failing_op(error: BaseException) -> Operation | None:
    """The innermost op that was running when `error` was raised, if a planned run saw it."""
    return getattr(error, "_xdsl_encoding_op", None)


class PlannedInterpreter(Interpreter):
    """xDSL's `Interpreter`, running regions from per-block plans (same results, same errors).

    Its registry may be shared with other interpreters (`new_interpreter`); registering more
    implementations on one copies the registry first, so the others never see them.
    """

    running_step: _Step | None = None
    """The step whose implementation was called last (what `prepared` of that op returns)."""

    def register_implementations(self, impls: InterpreterFunctions, /, override: bool = False) -> None:
        shared = self._impls
        self._impls = type(shared)(
            dict(shared._impl_dict),  # pyright: ignore[reportPrivateUsage]
            dict(shared._cast_impl_dict),  # pyright: ignore[reportPrivateUsage]
            dict(shared._attr_impl_dict),  # pyright: ignore[reportPrivateUsage]
            dict(shared._external_funcs_dict),  # pyright: ignore[reportPrivateUsage]
            dict(shared._callable_impl_dict),  # pyright: ignore[reportPrivateUsage]
        )
        super().register_implementations(impls, override=override)

    def _run_op(self, op: Operation, inputs: PythonValues) -> OpImplResult:
        try:
            return super()._run_op(op, inputs)
        except Exception as e:
            _mark_failing(e, op)
            raise

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        block = region.blocks.first
        if block is None:
            return ()
        impls = self._impls
        listeners = self.listeners
        initial_scope = self._ctx
        results: PythonValues = ()
        while block is not None:
            scope = ScopedDict(name=name, parent=self._ctx)
            self._ctx = scope
            local = scope._local_scope  # pyright: ignore[reportPrivateUsage]
            for arg, value in zip(block.args, args):
                local[arg] = value
            steps = _plan_of(block, impls).steps
            op = block.first_op
            block = None
            while op is not None:
                step = steps.get(op)
                if step is None or not _current(step, op):
                    step = steps[op] = _new_step(impls, op)
                operands = op._operands  # pyright: ignore[reportPrivateUsage]
                try:
                    inputs = tuple([local[v] for v in operands])
                except KeyError:
                    inputs = tuple([scope[v] for v in operands])
                for listener in listeners:
                    listener.will_interpret_op(op, inputs)
                self.running_step = step
                try:
                    result: OpImplResult = step.run(step.functions, self, op, inputs)
                except Exception as e:
                    _mark_failing(e, op)
                    op.emit_error("Error while interpreting op", e)
                outputs = result.values
                op_results = op.results
                if len(op_results) != len(outputs):
                    raise InterpretationError(
                        f"Number of operation results ({len(op_results)}) doesn't match the "
                        f"number of implementation results ({len(outputs)})."
                    )
                for listener in listeners:
                    listener.did_interpret_op(op, outputs)
                for r, v in zip(op_results, outputs):
                    local[r] = v
                terminator = result.terminator_value
                if terminator is not None:
                    if isinstance(terminator, ReturnedValues):
                        results = terminator.values
                        break
                    block, args = terminator  # a `Successor`
                    break
                op = op._next_op  # pyright: ignore[reportPrivateUsage]
        self._ctx = initial_scope
        return results
