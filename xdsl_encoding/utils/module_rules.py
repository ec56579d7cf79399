"""MLIR rules of `builtin.module` that xDSL 0.74's `ModuleOp` does not check.

`ModuleOp::verify` (mlir/lib/IR/BuiltinDialect.cpp): every discardable attribute of a module has a
dialect-prefixed name (`stream.affinity.default`, not `tensor`). Called by the strict layer
(`verify.module.verify_module`) on every module it walks.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import VerifyException


def verify_module_attributes(module: ModuleOp) -> None:
    for name in module.attributes:
        if "." not in name:
            raise VerifyException(
                f"'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{name}'"
            )
