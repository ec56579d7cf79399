"""The attributes of IREE's `iree_gpu` dialect that live inside encodings: the GPU resolvers.

compiler/src/iree/compiler/Codegen/Dialect/GPU/IR/IREEGPUAttrs.td (b48a595; the same at 3.7.1, cb2048e0).
`gpu_encoding_resolver` is a packed-layout resolver like the CPU one (it may sit in `layout<[...]>`);
`gpu_padding_resolver` only resolves to `#iree_encoding.padding`, so it is no encoding itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IntAttr, NoneAttr
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_encoding.syntax import parse_struct, print_struct
from xdsl_encoding.dialects.iree_gpu_mma import GPUDataTiledMMAAttr, GPUMMASemanticsAttr
from xdsl_encoding.dialects.iree_gpu_scaled_mma import GPUDataTiledScaledMMAAttr
from xdsl_encoding.dialects.resolver_config import ConfiguredResolverAttr
from xdsl_encoding.dialects.verbatim import VerbatimAttr

__all__ = ["IREEGPU", "GPUEncodingResolverAttr", "GPUPaddingResolverAttr"]


@irdl_attr_definition(init=False)  # the constructor is ConfiguredResolverAttr\'s
class GPUEncodingResolverAttr(ConfiguredResolverAttr):
    """`#iree_gpu.gpu_encoding_resolver<configuration = {...}>`."""

    name = "iree_gpu.gpu_encoding_resolver"


UINT32_MAX = 2**32 - 1


@irdl_attr_definition
class GPUPaddingResolverAttr(ParametrizedAttribute):
    """`#iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>`, both optional `uint32_t`."""

    name = "iree_gpu.gpu_padding_resolver"

    cache_line_bytes: IntAttr | NoneAttr
    cache_sets: IntAttr | NoneAttr

    def __init__(self, cache_line_bytes: int | None = None, cache_sets: int | None = None):
        super().__init__(
            NoneAttr() if cache_line_bytes is None else IntAttr(cache_line_bytes),
            NoneAttr() if cache_sets is None else IntAttr(cache_sets),
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        def uint32() -> Attribute:
            start = parser.pos
            value = parser.parse_integer(allow_boolean=False)
            if not 0 <= value <= UINT32_MAX:
                parser.raise_error("integer value too large", start, parser.pos)
            return IntAttr(value)

        found = parse_struct(parser, {"cache_line_bytes": uint32, "cache_sets": uint32})
        return (found.get("cache_line_bytes", NoneAttr()), found.get("cache_sets", NoneAttr()))

    def print_parameters(self, printer: Printer) -> None:
        entries: list[tuple[str, Callable[[], None]]] = []
        for key, value in (("cache_line_bytes", self.cache_line_bytes), ("cache_sets", self.cache_sets)):
            if isinstance(value, IntAttr):
                entries.append((key, lambda v=value: printer.print_int(v.data)))
        print_struct(printer, entries)

    def verify(self) -> None:
        for value in (self.cache_line_bytes, self.cache_sets):
            if isinstance(value, IntAttr) and not 0 <= value.data <= UINT32_MAX:
                raise VerifyException(f"#{self.name}: {value.data} is not a uint32_t")


@irdl_attr_definition
class GPUTargetAttr(VerbatimAttr):
    """`#iree_gpu.target<arch = "gfx942", wgp = <...>, chip = <...>>` inside `iree_codegen.target_info`:
    kept as IREE wrote it; the GPU choosers read it from its text (`data_tiling/gpu/targets.py`)."""

    name = "iree_gpu.target"
    CHECKED = False  # `wgp = <compute = fp32, ...>`: nested bodies of its own grammar


IREEGPU = Dialect(
    "iree_gpu",
    [],
    [
        GPUEncodingResolverAttr,
        GPUPaddingResolverAttr,
        GPUDataTiledMMAAttr,
        GPUDataTiledScaledMMAAttr,
        GPUMMASemanticsAttr,
        GPUTargetAttr,
    ],
)
