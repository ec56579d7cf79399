"""The attributes of IREE's `iree_cpu` dialect: the CPU and VMVX resolvers, and the kind and semantics
of `iree_codegen.inner_tiled` on CPUs (`enable_inner_tiled`).

compiler/src/iree/compiler/Codegen/Dialect/CPU/IR/IREECPUAttrs.td (b48a595; the same at 3.7.1, cb2048e0).
Both are typed: a data-tiling pass reads the serialized tiles with `encoding_info()`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IntAttr, NoneAttr, StringAttr
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_codegen.interfaces import InnerTileDescAttr, InnerTiledSemanticsAttr
from xdsl_encoding.dialects.iree_cpu_pipeline import CPUPipelineAttr
from xdsl_encoding.dialects.iree_encoding.syntax import parse_struct, print_struct
from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr, EncodingInfo
from xdsl_encoding.targets.cpu_mma import CPU_INTRINSIC_BY_NAME, CpuMma, cpu_swizzle
from xdsl_encoding.targets.swizzle import TileSwizzle

__all__ = [
    "IREECPU",
    "CPUDataTiledMMAAttr",
    "CPUEncodingResolverAttr",
    "CPUMMASemanticsAttr",
    "EncodingInfo",
    "VMVXEncodingResolverAttr",
]


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


@irdl_attr_definition
class CPUDataTiledMMAAttr(InnerTileDescAttr):
    """`#iree_cpu.data_tiled_mma_layout<intrinsic = ..., intrinsics_m = .., intrinsics_n = .., intrinsics_k = ..,
    lhs_type = .., rhs_type = .., acc_type = ..>` (IREECPUAttrs.td); defaults (1, no type) are not printed."""

    name = "iree_cpu.data_tiled_mma_layout"

    intrinsic: StringAttr
    intrinsics_m: IntAttr
    intrinsics_n: IntAttr
    intrinsics_k: IntAttr
    lhs_type: Attribute
    rhs_type: Attribute
    acc_type: Attribute

    def __init__(self, mma: CpuMma, types: tuple[Attribute, Attribute, Attribute] | None = None):
        lhs, rhs, acc = types if types is not None and mma.intrinsic.is_generic else (NoneAttr(),) * 3
        super().__init__(
            StringAttr(mma.intrinsic.name),
            IntAttr(mma.intrinsics_m),
            IntAttr(mma.intrinsics_n),
            IntAttr(mma.intrinsics_k),
            lhs,
            rhs,
            acc,
        )

    @property
    def mma(self) -> CpuMma:
        return CpuMma(
            CPU_INTRINSIC_BY_NAME[self.intrinsic.data],
            self.intrinsics_m.data,
            self.intrinsics_n.data,
            self.intrinsics_k.data,
        )

    def swizzle(self, operand: int) -> TileSwizzle:
        return cpu_swizzle(self.mma, operand)

    def undistributed_semantics(self) -> InnerTiledSemanticsAttr:
        return CPUMMASemanticsAttr()

    def element_types(self) -> tuple[Attribute | None, Attribute | None, Attribute | None]:
        typed = tuple(None if isinstance(t, NoneAttr) else t for t in (self.lhs_type, self.rhs_type, self.acc_type))
        return (typed[0], typed[1], typed[2])

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        def intrinsic() -> Attribute:
            start = parser.pos
            name = parser.parse_identifier()
            if name not in CPU_INTRINSIC_BY_NAME:
                parser.raise_error(f"failed to parse IREECPU_MMAIntrinsic: unknown intrinsic {name}", start, parser.pos)
            return StringAttr(name)

        def count() -> Attribute:
            return IntAttr(parser.parse_integer(allow_boolean=False))

        found = parse_struct(
            parser,
            {
                "intrinsic": intrinsic,
                "intrinsics_m": count,
                "intrinsics_n": count,
                "intrinsics_k": count,
                "lhs_type": parser.parse_type,
                "rhs_type": parser.parse_type,
                "acc_type": parser.parse_type,
            },
            required=("intrinsic",),
        )
        return (
            found["intrinsic"],
            *(found.get(k, IntAttr(1)) for k in ("intrinsics_m", "intrinsics_n", "intrinsics_k")),
            *(found.get(k, NoneAttr()) for k in ("lhs_type", "rhs_type", "acc_type")),
        )

    def print_parameters(self, printer: Printer) -> None:
        entries: list[tuple[str, Callable[[], None]]] = [
            ("intrinsic", lambda: printer.print_string(self.intrinsic.data))
        ]
        for key, value in (("intrinsics_m", self.intrinsics_m), ("intrinsics_n", self.intrinsics_n)):
            if value.data != 1:
                entries.append((key, lambda v=value: printer.print_int(v.data)))
        if self.intrinsics_k.data != 1:
            entries.append(("intrinsics_k", lambda: printer.print_int(self.intrinsics_k.data)))
        for key, t in (("lhs_type", self.lhs_type), ("rhs_type", self.rhs_type), ("acc_type", self.acc_type)):
            if not isinstance(t, NoneAttr):
                entries.append((key, lambda t=t: printer.print_attribute(t)))
        print_struct(printer, entries)

    def verify(self) -> None:
        if self.intrinsic.data not in CPU_INTRINSIC_BY_NAME:
            raise VerifyException(f"#{self.name}: unknown intrinsic {self.intrinsic.data}")
        for value in (self.intrinsics_m, self.intrinsics_n, self.intrinsics_k):
            if value.data < 1:
                raise VerifyException(f"#{self.name}: unroll counts must be positive, got {value.data}")
        generic = CPU_INTRINSIC_BY_NAME[self.intrinsic.data].is_generic
        typed = [not isinstance(t, NoneAttr) for t in (self.lhs_type, self.rhs_type, self.acc_type)]
        if generic and not all(typed):
            raise VerifyException(f"#{self.name}: {self.intrinsic.data} needs lhs_type, rhs_type and acc_type")
        if not generic and any(typed):
            raise VerifyException(f"#{self.name}: {self.intrinsic.data} fixes its element types; give none")


@irdl_attr_definition
class CPUMMASemanticsAttr(InnerTiledSemanticsAttr):
    """`#iree_cpu.mma_semantics<>`: CPU tiles are never distributed."""

    name = "iree_cpu.mma_semantics"

    @property
    def distributed(self) -> bool:
        return False

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        parser.parse_punctuation(">")
        return ()

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<>")


IREECPU = Dialect(
    "iree_cpu",
    [],
    [CPUEncodingResolverAttr, VMVXEncodingResolverAttr, CPUDataTiledMMAAttr, CPUMMASemanticsAttr, CPUPipelineAttr],
)
