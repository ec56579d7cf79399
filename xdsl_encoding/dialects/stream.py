"""The one `stream` attribute that IREE's ONNX importer writes before stream lowering.

`iree-import-onnx --externalize-params` binds each initializer to a parameter:
`util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<16x32xf32>`.
"""

from xdsl.ir import Dialect
from xdsl.irdl import irdl_attr_definition

from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr


@irdl_attr_definition
class ParameterNamedAttr(TypedVerbatimAttr):
    """`#stream.parameter.named<"scope"::"key">`: the value lives in a parameter archive."""

    name = "stream.parameter.named"


Stream = Dialect("stream", [], [ParameterNamedAttr])
