"""`scf.for` iter_args of encoded types: stored like every value that crosses a body's boundary.

A loop that carries an encoded tensor (as `plan-layouts` leaves one instead of a relayout per
iteration) keeps it in its storage: the init is converted to the storage of the iter_arg's declared
type, the block argument and the result are bound to it, and the body's `scf.yield` converts to it,
as a `flow.dispatch.region` and its `flow.return` do (`dispatch.py`). A loop without encoded
iter_args is the layout's, as before.
"""

from __future__ import annotations

from xdsl.dialects import scf

from xdsl_encoding.transforms.materialization.driver import Driver
from xdsl_encoding.utils.encodings import contains_encoding
from xdsl_encoding.utils.hints import is_tensor_type

__all__ = ["lower_for", "lower_yield"]


def lower_for(driver: Driver, op: scf.ForOp) -> None:
    declared = tuple(r.type for r in op.results)
    layout = driver.scope_layout(op)
    if not any(contains_encoding(t) for t in declared):
        layout.lower(op)
        return
    driver.region_results[op] = declared
    driver.store_operands(op, (*(v.type for v in op.operands[:3]), *declared), "init")
    for arg, t in zip(op.body.block.args[1:], declared):
        if is_tensor_type(t) and contains_encoding(t):
            layout.bind(arg, t, op)
    driver.bind_results(op, declared)


def lower_yield(driver: Driver, op: scf.YieldOp) -> None:
    parent = op.parent_op()
    if isinstance(parent, scf.ForOp) and parent in driver.region_results:
        driver.store_operands(op, driver.region_results[parent], "yielded value")
        return
    driver.scope_layout(op).lower(op)
