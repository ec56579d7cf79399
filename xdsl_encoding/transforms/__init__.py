"""Passes of this package, imported only when asked for."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Name -> factory for every pass of this package (keys equal `ModulePass.name`)."""

    def get_verify_encodings() -> type[ModulePass]:
        from xdsl_encoding.transforms.verify_encodings import VerifyEncodingsPass

        return VerifyEncodingsPass

    return {"verify-encodings": get_verify_encodings}
