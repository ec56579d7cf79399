"""`#linalg.type_fn<...>`: how a named contraction widens its inputs to the accumulator type.

MLIR: https://mlir.llvm.org/docs/Dialects/Linalg/#typefnattr (`LinalgEnums.td`).
"""

from __future__ import annotations

from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class TypeFn(StrEnum):
    """Signed casts use `extsi`/`sitofp`/`fptosi`, unsigned ones `extui`/`uitofp`/`fptoui`."""

    CAST_SIGNED = "cast_signed"
    CAST_UNSIGNED = "cast_unsigned"


@irdl_attr_definition
class TypeFnAttr(EnumAttribute[TypeFn]):
    """`#linalg.type_fn<cast_signed>` or `#linalg.type_fn<cast_unsigned>`."""

    name = "linalg.type_fn"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> TypeFn:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)
