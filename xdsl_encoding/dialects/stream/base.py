"""What `stream` ops of several families (`tensor`, `async`) declare alike: the base of the ops whose
result is the `target` resource they update in place (`%t as !stream.resource<*>{%s}`).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.irdl import VarConstraint, base

from xdsl_encoding.dialects.iree_directives import ShapedTiedResult, TiedResultOp
from xdsl_encoding.dialects.stream.types import ResourceType


class TiedTargetOp(TiedResultOp):
    """An op whose `result` is its `target` resource, updated in place and printed
    `custom<ShapedTiedResult>(type($target), $target_size)`; IREE accepts any name before `as`."""

    R: ClassVar = VarConstraint("R", base(ResourceType))
    """`AllTypesMatch<["target", "result"]>`."""
    TIED_OPERAND: ClassVar[str] = "target"
    CHECKS_TIED_NAME: ClassVar[bool] = False
    custom_directives = (ShapedTiedResult,)
