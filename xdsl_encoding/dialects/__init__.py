"""Dialects of this package, imported only when asked for."""

from collections.abc import Callable

from xdsl.ir import Dialect


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Name -> factory for every dialect of this package (keys equal `Dialect.name`)."""

    def get_iree_encoding() -> Dialect:
        from xdsl_encoding.dialects.iree_encoding import IREEEncoding

        return IREEEncoding

    return {"iree_encoding": get_iree_encoding}
