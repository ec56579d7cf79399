"""`materialize_module`: one materialization of a whole module under the layouts a pass chooses.

Signatures and globals first (`functions.py`), then each function-like op's body in program
order (`Driver.lower_body`). The module is rewritten as a clone and swapped in only when
everything succeeded and what changed verifies: a failure is a diagnostic at the original op
(a `flow.tensor.encode` for the set/unset ops it became) and leaves the module unchanged.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException, VerifyException

from xdsl_encoding.dialects.flow import ExecutableOp
from xdsl_encoding.report.recap import contractions_by_function, print_recaps
from xdsl_encoding.transforms.materialization.driver import FUNCTION_LIKE, Driver
from xdsl_encoding.transforms.materialization.encode import expand_tensor_encodes
from xdsl_encoding.transforms.materialization.functions import lower_symbol
from xdsl_encoding.transforms.materialization.layout import Layout, MaterializationError
from xdsl_encoding.transforms.materialization.table import DRIVER_LOWERINGS
from xdsl_encoding.utils.diagnostics import located
from xdsl_encoding.utils.encodings import check_no_encoding_left
from xdsl_encoding.utils.remarks import OpNamer, names_of_input

__all__ = ["materialize_module", "swap_module_body"]


def run_driver(driver: Driver, module: ModuleOp) -> None:
    for op in list(module.body.block.ops):
        lower_symbol(driver, op)
    for op in list(module.body.block.ops):
        if isinstance(op, FUNCTION_LIKE):
            driver.lower_body(op)
        elif isinstance(op, ExecutableOp) and (inner := op.inner_module()) is not None:
            run_driver(driver, inner)  # outlined dispatch functions (`--compile-to=flow`)


def materialize_module(
    module: ModuleOp, pass_name: str, layout_for: Callable[[Operation], Layout], *, remarks: bool = False
) -> None:
    """Materialize every encoding of `module` under the layouts `layout_for` chooses, or fail leaving it as it was.

    `remarks`: remarks name values as the input prints them, and each contraction gets a recap line."""
    work = module.clone()
    originals: dict[Operation, Operation] = dict(zip(work.walk(), module.walk()))
    driver = Driver(layout_for, DRIVER_LOWERINGS)
    origins: dict[Operation, Operation] = {}
    before = contractions_by_function(module, OpNamer()) if remarks else {}
    try:
        with names_of_input(work, remarks):
            origins = expand_tensor_encodes(work)
            run_driver(driver, work)
    except MaterializationError as err:
        at = origins.get(err.op, err.op)
        message = f"{pass_name}: {at.name}: {err.message}"
        original = originals.get(at, module)
        original.emit_error(message, located(original, PassFailedException(message)))
    changed = driver.changed_ops()
    check_no_encoding_left(changed, pass_name)
    for op in changed:
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as err:
            raise PassFailedException(f"{pass_name}: the materialized module does not verify: {err}") from err
    swap_module_body(module, work)
    if remarks:
        print_recaps(before, module)


def swap_module_body(module: ModuleOp, rewritten: ModuleOp) -> None:
    """Move the body of `rewritten` (a clone that was rewritten whole) into `module`, replacing its body.

    Passes rewrite a clone and swap it in only once everything succeeded, so a failure
    never leaves a half-rewritten module behind.
    """
    old = module.body.block
    module.body.add_block(rewritten.body.detach_block(0))
    module.body.erase_block(old, safe_erase=False)
