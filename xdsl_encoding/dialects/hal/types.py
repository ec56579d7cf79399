"""`hal` types and the verbatim device/target/layout attributes (see `xdsl_encoding.dialects.verbatim`)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_encoding.dialects.util.types import ParameterlessType
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr, VerbatimAttr

# ---------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------


@irdl_attr_definition
class BufferViewType(ParameterlessType):
    """`!hal.buffer_view`: a buffer with shape and element type, the ABI form of a tensor."""

    name = "hal.buffer_view"


@irdl_attr_definition
class BufferType(ParameterlessType):
    name = "hal.buffer"


@irdl_attr_definition
class FenceType(ParameterlessType):
    name = "hal.fence"


@irdl_attr_definition
class DeviceType(ParameterlessType):
    name = "hal.device"


# ---------------------------------------------------------------------------------------
# Verbatim attributes
# ---------------------------------------------------------------------------------------


@irdl_attr_definition
class DeviceTargetAttr(TypedVerbatimAttr):
    """`#hal.device.target<"local", [...]> : !hal.device`: typed in IREE (a device initializer), so
    iree-opt's alias definitions (`#device_target_local = #hal.device.target<...> : !hal.device`) and
    generic prints carry the type after it."""

    name = "hal.device.target"


@irdl_attr_definition
class DeviceOrdinalAttr(TypedVerbatimAttr):
    """`#hal.device.ordinal<0> : !hal.device`."""

    name = "hal.device.ordinal"


@irdl_attr_definition
class DeviceFallbackAttr(TypedVerbatimAttr):
    """`#hal.device.fallback<@d0> : !hal.device`."""

    name = "hal.device.fallback"


@irdl_attr_definition
class DeviceAliasAttr(TypedVerbatimAttr):
    """`#hal.device.alias<"local"> : !hal.device`."""

    name = "hal.device.alias"


class _OpPrintedVerbatimAttr(VerbatimAttr):
    """An attribute an op's format writes unqualified (`target(<"llvm-cpu", ...>)`, `layout(<bindings = ...>)`).

    MLIR parses such a `$attr` with `parseCustomAttributeWithFallback`: the body, or a whole `#...` attribute
    (an alias, as IREE's tests write them). xDSL's format reads only the body, so the fallback lives here."""

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser._current_token.kind != MLIRTokenKind.HASH_IDENT:  # pyright: ignore[reportPrivateUsage]
            return super().parse_parameters(parser)
        at = parser.pos
        attribute = parser.parse_attribute()
        if not isinstance(attribute, cls):
            parser.raise_error(f"expected a #{cls.name}, got {attribute}", at)
        return attribute.parameters


@irdl_attr_definition
class ExecutableTargetAttr(_OpPrintedVerbatimAttr):
    """`#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {...}>`."""

    name = "hal.executable.target"


@irdl_attr_definition
class DeviceAffinityAttr(VerbatimAttr):
    """`#hal.device.affinity<@device[, [queues]]>`: the device symbol comes first (IREE's parser needs it)."""

    name = "hal.device.affinity"

    def verify(self) -> None:
        super().verify()
        if not self.text[1:].lstrip().startswith("@"):
            raise VerifyException(f"#{self.name}: expected valid '@'-identifier for symbol name, got {self.text!r}")


@irdl_attr_definition
class DevicePromiseAttr(VerbatimAttr):
    name = "hal.device.promise"


@irdl_attr_definition
class DeviceOptimalAttr(VerbatimAttr):
    name = "hal.device.optimal"


@irdl_attr_definition
class DeviceSelectAttr(TypedVerbatimAttr):
    name = "hal.device.select"


@irdl_attr_definition
class PipelineLayoutAttr(_OpPrintedVerbatimAttr):
    """`#hal.pipeline.layout<...>`; ops print it without its name: `layout(<bindings = ...>)`."""

    name = "hal.pipeline.layout"


@irdl_attr_definition
class PipelineBindingAttr(VerbatimAttr):
    name = "hal.pipeline.binding"


@irdl_attr_definition
class DescriptorTypeAttr(VerbatimAttr):
    name = "hal.descriptor_type"
