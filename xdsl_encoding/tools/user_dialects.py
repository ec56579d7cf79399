"""`--dialect module:Name`: a user's own dialect, loaded beside xDSL's and this package's.

    xdsl-encoding-opt model.mlir --dialect my_pkg.dialects:MyLayouts -p set-encoding

`Name` is a `Dialect` object of the module (or a function returning one). Shared by
`xdsl-encoding-opt` and `xdsl-encoding-run`; `load_dialects` also takes `Dialect` objects directly.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence

from xdsl.context import Context
from xdsl.ir import Dialect
from xdsl.utils.exceptions import DiagnosticException

__all__ = ["DIALECT_FLAG_HELP", "load_dialects", "resolve_dialect"]

DIALECT_FLAG_HELP = (
    "Load a dialect of your own, MODULE:NAME (a Dialect object, or a function returning one, of an "
    "importable module); repeatable."
)


def resolve_dialect(spec: str) -> Dialect:
    """The `Dialect` that `module:Name` names; a `DiagnosticException` saying what is wrong otherwise."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise DiagnosticException(f"--dialect {spec!r}: expected MODULE:NAME (e.g. my_pkg.dialects:MyDialect)")
    try:
        module = importlib.import_module(module_name)
    except Exception as e:  # an import error, or the module's own code failing: the user's to fix
        raise DiagnosticException(f"--dialect {spec}: cannot import {module_name}: {type(e).__name__}: {e}") from e
    found: object = module
    for part in attr.split("."):
        if not hasattr(found, part):
            raise DiagnosticException(f"--dialect {spec}: {module_name} has no attribute {attr!r}")
        found = getattr(found, part)
    if not isinstance(found, Dialect) and callable(found):
        try:
            found = found()
        except Exception as e:
            raise DiagnosticException(f"--dialect {spec}: calling {attr}() failed: {type(e).__name__}: {e}") from e
    if not isinstance(found, Dialect):
        raise DiagnosticException(f"--dialect {spec}: {attr} is a {type(found).__name__}, not an xdsl.ir.Dialect")
    return found


def load_dialects(ctx: Context, dialects: Iterable[str | Dialect]) -> Sequence[Dialect]:
    """Load each dialect (a `module:Name` spec or a `Dialect`) into `ctx`.

    A name xDSL or this package already defines is refused: silently replacing `tensor` or
    `iree_encoding` would change what every program means.
    """
    loaded: list[Dialect] = []
    for item in dialects:
        dialect = resolve_dialect(item) if isinstance(item, str) else item
        if dialect.name in ctx.registered_dialect_names:
            where = f"--dialect {item}: " if isinstance(item, str) else ""
            raise DiagnosticException(
                f"{where}a dialect named '{dialect.name}' is already registered (by xDSL or xdsl_encoding); "
                "give yours another name"
            )
        ctx.load_dialect(dialect)
        loaded.append(dialect)
    return loaded
