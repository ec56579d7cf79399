"""IREE's testing attributes of `iree_encoding`: testing, unknown and specialized.

compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingAttrs.td at IREE 3.13 (b48a595); the list form
`testing<[...]>` is IREE 3.7.1's (cb2048e0, `TestingAttr::parse`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, NoneAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.dialects.iree_encoding.syntax import (
    NoParameters,
    fits_signed,
    parse_array,
    parse_int,
    parse_struct,
    print_struct,
)
from xdsl_encoding.interfaces import TensorEncodingAttr

LIST_SYNTAX = StringAttr("list")
"""`#iree_encoding.testing<[...]>`, IREE 3.7.1's spelling; 3.13 writes `<layouts = [...]>`."""
STRUCT_SYNTAX = StringAttr("struct")


@irdl_attr_definition
class TestingAttr(ParametrizedAttribute, SerializableAttr, TensorEncodingAttr):
    """An encoding for tests: `#iree_encoding.testing<>`, `<layouts = [...], original_element_type = i4>`.

    IREE 3.7.1 spells the layouts `#iree_encoding.testing<[...]>`; the spelling is kept, so each
    version reads back what it wrote.
    """

    name = "iree_encoding.testing"

    layouts: ArrayAttr[Attribute] | NoneAttr
    original_element_type: TypeAttribute | NoneAttr
    syntax: StringAttr

    def __init__(
        self,
        layouts: Sequence[Attribute] | None = None,
        original_element_type: TypeAttribute | None = None,
        *,
        list_syntax: bool = False,
    ):
        super().__init__(
            NoneAttr() if layouts is None else ArrayAttr(layouts),
            NoneAttr() if original_element_type is None else original_element_type,
            LIST_SYNTAX if list_syntax else STRUCT_SYNTAX,
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<>`, `<layouts = [...], original_element_type = i4>` (3.13) or `<[...]>` (3.7.1)."""
        parser.parse_punctuation("<")
        if parser.parse_optional_punctuation(">") is not None:
            return (NoneAttr(), NoneAttr(), STRUCT_SYNTAX)
        if parser.parse_optional_punctuation("[") is not None:
            layouts = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_attribute)
            parser.parse_punctuation("]")
            parser.parse_punctuation(">")
            return (ArrayAttr(layouts), NoneAttr(), LIST_SYNTAX)
        fields: dict[str, Callable[[], Attribute]] = {
            "layouts": lambda: parse_array(parser, "#iree_encoding.testing: layouts"),
            "original_element_type": parser.parse_type,
        }
        found = parse_struct(parser, fields, opened=True)
        return (found.get("layouts", NoneAttr()), found.get("original_element_type", NoneAttr()), STRUCT_SYNTAX)

    def print_parameters(self, printer: Printer) -> None:
        layouts, original = self.layouts, self.original_element_type
        if self.syntax == LIST_SYNTAX and isinstance(layouts, ArrayAttr):
            with printer.in_angle_brackets():
                printer.print_attribute(layouts)
            return
        entries: list[tuple[str, Callable[[], None]]] = []
        if isinstance(layouts, ArrayAttr):
            entries.append(("layouts", lambda: printer.print_attribute(layouts)))
        if not isinstance(original, NoneAttr):
            entries.append(("original_element_type", lambda: printer.print_attribute(original)))
        print_struct(printer, entries)

    def verify(self) -> None:
        if self.syntax not in (LIST_SYNTAX, STRUCT_SYNTAX):
            raise VerifyException(f"#iree_encoding.testing: unknown syntax {self.syntax}")
        if self.syntax == LIST_SYNTAX and not isinstance(self.original_element_type, NoneAttr):
            raise VerifyException(
                "#iree_encoding.testing: the IREE 3.7.1 list syntax cannot carry original_element_type"
            )

    def clone_with_layouts(self, layouts: Sequence[Attribute]) -> Attribute | None:
        """`#iree_encoding.testing<layouts = [...]>`, the original element type kept."""
        original = self.original_element_type
        return TestingAttr(
            layouts,
            None if isinstance(original, NoneAttr) else original,
            list_syntax=self.syntax == LIST_SYNTAX,
        )

    def is_serialized(self) -> bool:
        return isinstance(self.layouts, ArrayAttr)


@irdl_attr_definition
class UnknownAttr(NoParameters):
    """`#iree_encoding.unknown`: an attribute for tests that is no encoding (not `SerializableAttr`)."""

    name = "iree_encoding.unknown"


@irdl_attr_definition
class SpecializedAttr(ParametrizedAttribute, SerializableAttr, TensorEncodingAttr):
    """`#iree_encoding.specialized<123>` or `<123, tensor<?x?xf32>>`: a layout named by a seed (tests)."""

    name = "iree_encoding.specialized"

    seed: IntAttr
    type: TypeAttribute | NoneAttr

    def __init__(self, seed: int, type: TypeAttribute | None = None):
        super().__init__(IntAttr(seed), NoneAttr() if type is None else type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<$seed (, $type)?>`, the seed an `int32_t`."""
        with parser.in_angle_brackets():
            seed = parse_int(parser, 32)
            type = parser.parse_type() if parser.parse_optional_punctuation(",") is not None else NoneAttr()
        return (IntAttr(seed), type)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_int(self.seed.data)
            if not isinstance(self.type, NoneAttr):
                printer.print_string(", ")
                printer.print_attribute(self.type)

    def verify(self) -> None:
        if not fits_signed(self.seed.data, 32):
            raise VerifyException(f"#iree_encoding.specialized: the seed {self.seed.data} is not an int32_t")
