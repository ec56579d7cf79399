"""The SSA names the printer gives values, so reports and remarks name what the printed IR shows.

xDSL's printer picks a name per value when it first prints it: the name hint, suffixed `_1`, `_2`
when the hint repeats in the same function, or a number (`%0`) without a hint. Names restart in
each op isolated from above (`func.func`). Printing the module once, to nowhere, gives them all.
"""

from __future__ import annotations

import io

from xdsl.ir import Operation, SSAValue
from xdsl.printer import Printer

__all__ = ["printed_names"]


def printed_names(top: Operation) -> dict[SSAValue, str]:
    """Each value of `top` -> its printed name without `%` (`lhs_1`, `0`), as `str(top)` prints it."""
    printer = Printer(stream=io.StringIO())
    printer.print_op(top)
    return dict(printer._ssa_values)  # pyright: ignore[reportPrivateUsage]
