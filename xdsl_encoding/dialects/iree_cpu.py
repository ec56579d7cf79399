"""The attributes of IREE's `iree_cpu` dialect that live inside encodings: the CPU and VMVX resolvers.

compiler/src/iree/compiler/Codegen/Dialect/CPU/IR/IREECPUAttrs.td (b48a595; the same at 3.7.1, cb2048e0).
Both are typed: a data-tiling pass reads the serialized tiles with `encoding_info()`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Dialect
from xdsl.irdl import irdl_attr_definition

from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr, EncodingInfo

__all__ = ["IREECPU", "CPUEncodingResolverAttr", "EncodingInfo", "VMVXEncodingResolverAttr"]


@irdl_attr_definition(init=False)  # the constructor is ConfiguredResolverAttr\'s
class CPUEncodingResolverAttr(ConfiguredResolverAttr):
    """`#iree_cpu.cpu_encoding_resolver<configuration = {...}>`, the llvm-cpu resolver.

    Unresolved it carries the target (`target_triple`, `cpu_features`, `ukernels`, ...); resolved,
    `encoding_info = {innerDimsPos, innerTileSizes, outerDimsPerm}`.
    """

    name = "iree_cpu.cpu_encoding_resolver"

    def string_option(self, key: str) -> str | None:
        """A string entry of the configuration (`target_triple`, `cpu_features`), None if absent."""
        value = self.config_value(key)
        return value.data if isinstance(value, StringAttr) else None


@irdl_attr_definition(init=False)  # the constructor is ConfiguredResolverAttr\'s
class VMVXEncodingResolverAttr(ConfiguredResolverAttr):
    """`#iree_cpu.vmvx_encoding_resolver<configuration = {...}>`; resolved it also records `encoding_attr`."""

    name = "iree_cpu.vmvx_encoding_resolver"


IREECPU = Dialect("iree_cpu", [], [CPUEncodingResolverAttr, VMVXEncodingResolverAttr])
