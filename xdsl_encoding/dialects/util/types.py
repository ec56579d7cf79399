"""The base of the host-side reference types that have no parameters (`!util.buffer`, `!hal.fence`, ...)."""

from xdsl.ir import ParametrizedAttribute, TypeAttribute


class ParameterlessType(ParametrizedAttribute, TypeAttribute):
    """A type written `!dialect.name` and nothing more: IREE declares such types from one template each
    (`Util_TypeDef<"Buffer">` in UtilBase.td, `DialectType<HAL_Dialect, ..., "fence">` in HALTypes.td), so a
    subclass gives only its `name`."""
