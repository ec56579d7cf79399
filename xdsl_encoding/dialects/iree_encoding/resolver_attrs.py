"""The layout resolvers of `iree_encoding`: identity_resolver, unsupported_resolver and
specialization_resolver (compiler/src/iree/compiler/Dialect/Encoding/IR/EncodingAttrs.td, b48a595).

A resolver turns a verbose encoding into a serialized layout for one target. None of them is an
encoding itself (none implements `SerializableAttr`), so none may sit inside `layout<[...]>` or on
the result of `set_encoding`; they may still be written on a tensor type, as IREE's tests do.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_encoding.syntax import NoParameters, fits_signed, parse_int


@irdl_attr_definition
class IdentityResolverAttr(NoParameters):
    """`#iree_encoding.identity_resolver`: resolves every encoding to the identity layout."""

    name = "iree_encoding.identity_resolver"


@irdl_attr_definition
class UnsupportedResolverAttr(NoParameters):
    """`#iree_encoding.unsupported_resolver`: never resolves a layout (tests, unknown targets)."""

    name = "iree_encoding.unsupported_resolver"


@irdl_attr_definition
class SpecializationResolverAttr(ParametrizedAttribute):
    """`#iree_encoding.specialization_resolver<123>`: resolves to `#iree_encoding.specialized<123, type>`."""

    name = "iree_encoding.specialization_resolver"

    seed: IntAttr

    def __init__(self, seed: int):
        super().__init__(IntAttr(seed))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<$seed>`, an `int32_t`."""
        with parser.in_angle_brackets():
            seed = parse_int(parser, 32)
        return (IntAttr(seed),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.seed.data}>")

    def verify(self) -> None:
        if not fits_signed(self.seed.data, 32):
            raise VerifyException(
                f"#iree_encoding.specialization_resolver: the seed {self.seed.data} is not an int32_t"
            )
