"""The `configuration = {...}` resolvers of IREE's codegen dialects, one base for iree_cpu and iree_gpu.

`#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1],
innerTileSizes = [16, 2], outerDimsPerm = [0, 1]}}>`: `assemblyFormat = "<" struct(params) ">"` with one
optional `DictionaryAttr` (compiler/src/iree/compiler/Codegen/Dialect/CPU/IR/IREECPUAttrs.td and
GPU/IR/IREEGPUAttrs.td at b48a595). The dictionary is kept as written; `encoding_info` is read and
checked the way IREE 3.13 does (`deserializeEncodingInfo`, `verifyPackedLayoutWithType` in
compiler/src/iree/compiler/Codegen/ExternalInterfaces/Utils.h).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, DictionaryAttr, IntegerAttr, NoneAttr, TensorType
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr, Size, StorageSizer
from xdsl_encoding.dialects.iree_encoding.syntax import parse_struct, print_struct
from xdsl_encoding.interfaces import TensorEncodingAttr
from xdsl_encoding.utils.attribute_bases import attribute_base

ENCODING_INFO = "encoding_info"
"""IREE's `kEncodingInfoAttrName`: the key of a serialized (resolved) packed layout."""


@dataclass(frozen=True)
class EncodingInfo:
    """IREE's `MaterializeEncodingInfo`: how a tensor is packed (`linalg.pack` arguments)."""

    inner_dims_pos: tuple[int, ...]
    inner_tile_sizes: tuple[int, ...]
    outer_dims_perm: tuple[int, ...]
    swizzle: DictionaryAttr | None = None
    scalable_tiles: tuple[bool, ...] | None = None

    @property
    def is_identity(self) -> bool:
        return not (
            self.inner_dims_pos or self.inner_tile_sizes or self.outer_dims_perm or self.swizzle or self.scalable_tiles
        )


def _int_list(config: DictionaryAttr, key: str) -> tuple[int, ...] | str:
    value = config.data.get(key)
    if not isa(value, ArrayAttr[Attribute]):
        return f"{key} must be an array of integers"
    out: list[int] = []
    for item in value.data:
        if not isinstance(item, IntegerAttr):
            return f"{key} must be an array of integers, got {item}"
        out.append(item.value.data)
    return tuple(out)


def deserialize_encoding_info(info: Attribute) -> EncodingInfo | str:
    """`{innerDimsPos = [...], innerTileSizes = [...], outerDimsPerm = [...], swizzle?, scalableTiles?}`."""
    if not isinstance(info, DictionaryAttr):
        return f"{ENCODING_INFO} must be a dictionary, got {info}"
    lists: list[tuple[int, ...]] = []
    for key in ("innerDimsPos", "innerTileSizes", "outerDimsPerm"):
        values = _int_list(info, key)
        if isinstance(values, str):
            return values
        lists.append(values)
    swizzle = info.data.get("swizzle")
    if swizzle is not None and not isinstance(swizzle, DictionaryAttr):
        return f"swizzle must be a dictionary, got {swizzle}"
    scalable = info.data.get("scalableTiles")
    flags: tuple[bool, ...] | None = None
    if scalable is not None:
        if not isa(scalable, ArrayAttr[BoolAttr]):
            return f"scalableTiles must be an array of booleans, got {scalable}"
        flags = tuple(bool(b.value.data) for b in scalable.data)
    return EncodingInfo(lists[0], lists[1], lists[2], swizzle, flags)


def verify_packed_layout(info: EncodingInfo, rank: int) -> str | None:
    """IREE 3.13's `verifyPackedLayoutWithType` (swizzles are not checked here); a message, or None."""
    if info.is_identity:
        return None
    if len(info.inner_dims_pos) != len(info.inner_tile_sizes):
        return (
            f"innerDimsPos size ({len(info.inner_dims_pos)}) does not match innerTileSizes size "
            f"({len(info.inner_tile_sizes)})"
        )
    for name, indices in (("innerDimsPos", info.inner_dims_pos), ("outerDimsPerm", info.outer_dims_perm)):
        seen: set[int] = set()
        for pos in indices:
            if not 0 <= pos < rank:
                return f"{name} index {pos} is out of bounds for tensor rank {rank}"
            if pos in seen:
                return f"{name} contains duplicate index {pos}"
            seen.add(pos)
    return None


@attribute_base
class ConfiguredResolverAttr(ParametrizedAttribute, SerializableAttr, TensorEncodingAttr):
    """A resolver with an optional `configuration` dictionary; serialized once it holds `encoding_info`."""

    configuration: DictionaryAttr | NoneAttr

    FIELDS: ClassVar[tuple[str, ...]] = ("configuration",)

    def __init__(self, configuration: DictionaryAttr | Mapping[str, Attribute] | None = None):
        if configuration is not None and not isinstance(configuration, DictionaryAttr):
            configuration = DictionaryAttr(dict(configuration))
        super().__init__(NoneAttr() if configuration is None else configuration)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """`<>` or `<configuration = {...}>`."""

        def configuration() -> Attribute:
            pos = parser.pos
            value = parser.parse_attribute()
            if not isinstance(value, DictionaryAttr):
                parser.raise_error(
                    f"#{cls.name}: configuration: invalid kind of attribute specified, expected a dictionary", pos
                )
            return value

        found = parse_struct(parser, {"configuration": configuration})
        return (found.get("configuration", NoneAttr()),)

    def print_parameters(self, printer: Printer) -> None:
        config = self.configuration
        entries = [] if isinstance(config, NoneAttr) else [("configuration", lambda: printer.print_attribute(config))]
        print_struct(printer, entries)

    def config_value(self, key: str) -> Attribute | None:
        """The value of `key` in the configuration, None if absent."""
        return None if isinstance(self.configuration, NoneAttr) else self.configuration.data.get(key)

    def is_serialized(self) -> bool:
        return self.config_value(ENCODING_INFO) is not None

    def storage_size(self, tensor: TensorType[Attribute], sizer: StorageSizer[Size]) -> Size | str | None:
        return sizer.packed(self) if self.is_serialized() else None

    def encoding_info(self) -> EncodingInfo | None:
        """The serialized packed layout, None if not resolved yet. Raises VerifyException if malformed."""
        info = self.config_value(ENCODING_INFO)
        if info is None:
            return None
        parsed = deserialize_encoding_info(info)
        if isinstance(parsed, str):
            raise VerifyException(f"#{self.name}: invalid encoding_info in configuration: {parsed}")
        return parsed

    def verify_for_tensor(self, tensor: TensorType[Attribute]) -> None:
        info = self.encoding_info()
        if info is None:
            return
        problem = verify_packed_layout(info, tensor.get_num_dims())
        if problem is not None:
            raise VerifyException(f"#{self.name}: {problem} (on {tensor})")
