"""`#iree_codegen` lowering configurations: what `hal.executable`s of IREE's codegen tests carry.

`translation_info` (on a function: the pass pipeline, workgroup and subgroup sizes) and
`compilation_info` (on a root op: both configs) are read field by field as IREE's
`IREECodegenAttrs.td` writes them and checked as its verifiers check them. `lowering_config`
keeps its body verbatim: its grammar changed between IREE 3.7.1 (`tile_sizes = [[...], {sizes =
..., interchange = ...}]`) and 3.13 (a dictionary of tiling levels), no pass of this package reads
tile sizes, and the text, still checked to be a `key = value` list, means to iree-opt what it meant.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntAttr, NoneAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.verbatim import VerbatimAttr

PIPELINES = (
    *("CPUDefault", "CPUDoubleTilingExpert", "CPUConvTileAndDecomposeExpert", "Mmt4dTilingExpert"),
    *("CPUBufferOpsTileAndVectorize", "CPUDataTiling", "CPULinalgExtTileAndVectorize"),
    *("LLVMGPUDefault", "LLVMGPUBaseLowering", "LLVMGPUDistribute", "LLVMGPUVectorize", "LLVMGPUMatmulTensorCore"),
    *("LLVMGPUTransposeSharedMem", "LLVMGPUWarpReduction", "LLVMGPUMatmulTensorCoreMmaSync"),
    *("LLVMGPUVectorDistribute", "LLVMGPUWinogradVectorize", "LLVMGPUTileAndFuse"),
    *("SPIRVBaseLowering", "SPIRVBaseDistribute", "SPIRVBaseVectorize", "SPIRVSubgroupReduce"),
    *("SPIRVMatmulPromoteVectorize", "SPIRVCooperativeMatrixVectorize", "SPIRVWinogradVectorize"),
    *("VMVXDefault", "TransformDialectCodegen", "Custom", "None"),
)
"""IREE 3.7.1's `DispatchLoweringPassPipeline` keywords; 3.13 writes an attribute (`#iree_cpu.pipeline<Default>`)."""


def _ints(attribute: Attribute) -> list[int] | None:
    """The integers of an `ArrayAttr` of `IntAttr`s, None for anything else."""
    if not isinstance(attribute, ArrayAttr):
        return None
    items: list[Attribute] = list(cast(ArrayAttr[Attribute], attribute).data)
    values: list[int] = [int(cast(IntAttr[int], v).data) for v in items if isinstance(v, IntAttr)]
    return values if len(values) == len(items) else None


@irdl_attr_definition
class LoweringConfigAttr(VerbatimAttr):
    """`#iree_codegen.lowering_config<tile_sizes = [[64, 64, 0], [16, 4, 0]]>`: a root op's tile sizes."""

    name = "iree_codegen.lowering_config"


def _parse_key(parser: AttrParser, key: str) -> None:
    """`key =`, the start of a struct entry."""
    parser.parse_keyword(key)
    parser.parse_punctuation("=")


def _parse_optional_key(parser: AttrParser, key: str) -> bool:
    """`key =` if the next entry is `key`'s."""
    if parser.parse_optional_keyword(key) is None:
        return False
    parser.parse_punctuation("=")
    return True


@irdl_attr_definition
class TranslationInfoAttr(ParametrizedAttribute):
    """`#iree_codegen.translation_info<pipeline = CPUDefault workgroup_size = [64, 1, 1] subgroup_size = 32,
    {config}>`: the pipeline that lowers a dispatch function. `pipeline` is a keyword (`StringAttr`,
    3.7.1) or an attribute (3.13); the optional fields are `NoneAttr` when absent."""

    name = "iree_codegen.translation_info"
    pipeline: Attribute
    codegen_spec: Attribute
    workgroup_size: Attribute
    subgroup_size: Attribute
    configuration: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        _parse_key(parser, "pipeline")
        pipeline = parser.parse_optional_attribute()
        if pipeline is None:
            start = parser.pos
            keyword = parser.parse_identifier(" (a pass pipeline)")
            if keyword not in PIPELINES:
                parser.raise_error(f"#{cls.name}: unknown pass pipeline `{keyword}`", start, parser.pos)
            pipeline = StringAttr(keyword)
        spec: Attribute = NoneAttr()
        if _parse_optional_key(parser, "codegen_spec"):
            spec = parser.parse_attribute()
        sizes: Attribute = NoneAttr()
        if _parse_optional_key(parser, "workgroup_size"):
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
            sizes = ArrayAttr(IntAttr(v) for v in values)
        subgroup: Attribute = NoneAttr()
        if _parse_optional_key(parser, "subgroup_size"):
            subgroup = IntAttr(parser.parse_integer())
        configuration: Attribute = NoneAttr()
        if parser.parse_optional_punctuation(",") is not None:
            configuration = parser.parse_attribute()
        parser.parse_punctuation(">")
        return (pipeline, spec, sizes, subgroup, configuration)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<pipeline = ")
        if isinstance(self.pipeline, StringAttr):
            printer.print_string(self.pipeline.data)
        else:
            printer.print_attribute(self.pipeline)
        if not isinstance(self.codegen_spec, NoneAttr):
            printer.print_string(" codegen_spec = ")
            printer.print_attribute(self.codegen_spec)
        if (sizes := _ints(self.workgroup_size)) is not None:
            printer.print_string(f" workgroup_size = [{', '.join(map(str, sizes))}]")
        if not isinstance(self.subgroup_size, NoneAttr):
            subgroup = cast(IntAttr[int], self.subgroup_size)
            printer.print_string(f" subgroup_size = {subgroup.data}")
        if not isinstance(self.configuration, NoneAttr):
            printer.print_string(", ")
            printer.print_attribute(self.configuration)
        printer.print_string(">")

    def verify(self) -> None:
        """IREE's `TranslationInfoAttr::verify`, plus the kinds of the fields its parser enforces."""
        if isinstance(self.pipeline, StringAttr) and self.pipeline.data not in PIPELINES:
            raise VerifyException(f"#{self.name}: unknown pass pipeline `{self.pipeline.data}`")
        if not isinstance(self.codegen_spec, NoneAttr | SymbolRefAttr):
            raise VerifyException(f"#{self.name}: codegen_spec must be a symbol reference")
        if not isinstance(self.codegen_spec, NoneAttr) and self.pipeline != StringAttr("TransformDialectCodegen"):
            raise VerifyException("transform dialect codegen spec requires pass pipeline : TransformDialectCodegen")
        sizes = _ints(self.workgroup_size)
        if sizes is None and not isinstance(self.workgroup_size, NoneAttr):
            raise VerifyException(f"#{self.name}: workgroup_size must be a list of integers")
        if sizes is not None and len(sizes) > 3:
            raise VerifyException("workgroup size cannot have more than 3 entries")
        if sizes is not None and any(v <= 0 for v in sizes):
            raise VerifyException("workgroup size value has to be greater than zero")
        if not isinstance(self.subgroup_size, NoneAttr | IntAttr):
            raise VerifyException(f"#{self.name}: subgroup_size must be an integer")
        if not isinstance(self.configuration, NoneAttr | DictionaryAttr):
            raise VerifyException(f"#{self.name}: the configuration must be a dictionary")


@irdl_attr_definition
class CompilationInfoAttr(ParametrizedAttribute):
    """`#iree_codegen.compilation_info<lowering_config = #..., translation_info = <pipeline = ...>>`: the
    configs a user pins on a root op. IREE writes `translation_info` without its name; both forms are read."""

    name = "iree_codegen.compilation_info"
    lowering_config: Attribute
    translation_info: TranslationInfoAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        _parse_key(parser, "lowering_config")
        lowering = parser.parse_attribute()
        parser.parse_punctuation(",")
        _parse_key(parser, "translation_info")
        start = parser.pos
        translation = parser.parse_optional_attribute()
        if translation is None:
            translation = TranslationInfoAttr.new(TranslationInfoAttr.parse_parameters(parser))
        elif not isinstance(translation, TranslationInfoAttr):
            parser.raise_error(f"#{cls.name}: translation_info must be a #{TranslationInfoAttr.name}", start)
        parser.parse_punctuation(">")
        return (lowering, translation)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<lowering_config = ")
        printer.print_attribute(self.lowering_config)
        printer.print_string(", translation_info = ")
        self.translation_info.print_parameters(printer)
        printer.print_string(">")

    def verify(self) -> None:
        # IREE: a LoweringConfigAttrInterface; its implementers are each dialect's `lowering_config`.
        if not self.lowering_config.name.endswith(".lowering_config"):
            raise VerifyException(
                f"#{self.name}: lowering_config must be a lowering config, got {self.lowering_config}"
            )
