"""`verify-encodings`: run this package's strict checks of reshapes and encoded types from `xdsl-opt`."""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_encoding.verify.module import verify_module


@dataclass(frozen=True)
class VerifyEncodingsPass(ModulePass):
    """Fail with a diagnostic at the first inconsistent reshape or encoded type; never changes the IR.

    xDSL's own verifiers do not know encodings and do not check `collapse_shape` shapes, and
    cannot be extended from outside; every pass of this package runs these checks first.
    """

    name = "verify-encodings"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op)
