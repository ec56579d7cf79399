"""`stream` types and attributes: resources by lifetime, timepoints, bindings, files, parameters.

`!stream.resource<external>` (`constant`, `variable`, `staging`, `transient`, `*` for a lifetime not
yet decided) holds bytes; IREE gives its size next to each use (`!stream.resource<*>{%size}`).
`!stream.timepoint` orders work, `!stream.binding` is a dispatch function's view of a resource.
`iree-import-onnx --externalize-params` binds each initializer to a parameter:
`util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>`.
Syntax follows `compiler/src/iree/compiler/Dialect/Stream/IR/StreamTypes.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from xdsl_encoding.dialects.util.types import ParameterlessType
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr

LIFETIMES = ("*", "external", "staging", "transient", "variable", "constant")


@irdl_attr_definition
class ResourceType(ParametrizedAttribute, TypeAttribute):
    """`!stream.resource<external>`; `<*>` while the lifetime is not decided yet."""

    name = "stream.resource"
    lifetime: StringAttr

    def __init__(self, lifetime: str = "*") -> None:
        super().__init__(StringAttr(lifetime))

    # Hand-written: xDSL 0.74 has no declarative format for attributes, and `*` is no identifier.
    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        at = parser.pos
        if parser.parse_optional_punctuation("*") is not None:
            lifetime = "*"
        else:
            lifetime = parser.parse_identifier()
            if lifetime not in LIFETIMES:
                parser.raise_error(
                    f"!stream.resource: unknown lifetime {lifetime!r} (one of {', '.join(LIFETIMES)})", at
                )
        parser.parse_punctuation(">")
        return (StringAttr(lifetime),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.lifetime.data}>")


@irdl_attr_definition
class TimepointType(ParameterlessType):
    """`!stream.timepoint`: a point on the device timeline that work can wait for."""

    name = "stream.timepoint"


@irdl_attr_definition
class BindingType(ParameterlessType):
    """`!stream.binding`: a dispatch function's argument for one resource range."""

    name = "stream.binding"


@irdl_attr_definition
class FileType(ParameterlessType):
    """`!stream.file`: a host buffer (or file) the device reads constants from."""

    name = "stream.file"


@irdl_attr_definition
class ChannelType(ParameterlessType):
    name = "stream.channel"


@irdl_attr_definition
class ParameterNamedAttr(TypedVerbatimAttr):
    """`#stream.parameter.named<"scope"::"key">`: the value lives in a parameter archive."""

    name = "stream.parameter.named"
    CHECKED = False  # a parameter reference, `"scope"::"key"`, is no attribute list
