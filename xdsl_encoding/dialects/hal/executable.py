"""`hal` executables as IREE's codegen tests write them: `hal.executable` (of `hal.executable.variant`s),
`hal.executable.source`, their exports (`ordinal(0) layout(#hal.pipeline.layout<...>) count(...)`) and
`hal.return`, the count region's terminator.

`hal.executable private @ex { hal.executable.variant public @v target(#hal.executable.target<...>) {
hal.executable.export public @f ordinal(0) layout(#layout) count(%d: !hal.device) -> (index, index, index)
{ ... hal.return %x, %y, %z : index, index, index } builtin.module { func.func @f() { ... } } } }`.
Syntax follows `compiler/src/iree/compiler/Dialect/HAL/IR/HALOps.td` (b48a595). Export conditions
(`condition(...)`) and `hal.executable.constant.block` are not supported (a parse error).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, StringAttr, SymbolNameConstraint, UnitAttr
from xdsl.ir import Attribute, Region
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.flow.dispatch import parse_count_region, print_count_region
from xdsl_encoding.dialects.hal.types import ExecutableTargetAttr, PipelineLayoutAttr
from xdsl_encoding.dialects.iree_directives import ImplicitTerminatorBody, SymbolVisibility
from xdsl_encoding.dialects.iree_syntax import parse_attributes_with_keyword
from xdsl_encoding.dialects.util.functions import VISIBILITIES, parse_visibility


def _verify_visibility(op: IRDLOperation) -> None:
    visibility = op.properties.get("sym_visibility")
    if isinstance(visibility, StringAttr) and visibility.data not in VISIBILITIES:
        raise VerifyException(f"'{op.name}': unknown visibility {visibility.data}")


@irdl_op_definition
class ReturnOp(IRDLOperation):
    name = "hal.return"
    returned = var_operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = "($returned^ `:` type($returned))? attr-dict"


class _EndOp(IRDLOperation):
    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"


@irdl_op_definition
class ExecutableEndOp(_EndOp):
    name = "hal.executable_end"


@irdl_op_definition
class ExecutableVariantEndOp(_EndOp):
    name = "hal.executable.variant_end"


@irdl_op_definition
class ExecutableSourceEndOp(_EndOp):
    name = "hal.executable.source_end"


class _ContainerOp(IRDLOperation):
    """A symbol with one block of exports and modules, ended by an implicit terminator."""

    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(SymbolNameConstraint())
    body = region_def("single_block")
    custom_directives = (SymbolVisibility, ImplicitTerminatorBody)

    def verify_(self) -> None:
        _verify_visibility(self)


@irdl_op_definition
class ExecutableOp(_ContainerOp):
    """`hal.executable private [lazy] @ex { hal.executable.variant ... }`."""

    name = "hal.executable"
    lazy = opt_prop_def(UnitAttr)
    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), SymbolTable(), SingleBlockImplicitTerminator(ExecutableEndOp)
    )
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) (`lazy` $lazy^)? $sym_name attr-dict-with-keyword"
        " custom<ImplicitTerminatorBody>($body)"
    )


@irdl_op_definition
class ExecutableSourceOp(_ContainerOp):
    """`hal.executable.source public @ex [attributes {objects = ...}] { exports; builtin.module }`."""

    name = "hal.executable.source"
    objects = opt_prop_def(Attribute)  # an inherent attribute IREE writes in the attribute dictionary
    traits = traits_def(
        IsolatedFromAbove(), SymbolOpInterface(), SymbolTable(), SingleBlockImplicitTerminator(ExecutableSourceEndOp)
    )
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "custom<SymbolVisibility>($sym_visibility) $sym_name attr-dict-with-keyword custom<ImplicitTerminatorBody>($body)"


@irdl_op_definition
class ExecutableVariantOp(_ContainerOp):
    """`hal.executable.variant public @v target(<"llvm-cpu", ...>) [objects(...)] [sources(...)] {...}`."""

    name = "hal.executable.variant"
    target = prop_def(ExecutableTargetAttr)
    objects = opt_prop_def(Attribute)
    sources = opt_prop_def(Attribute)
    traits = lazy_traits_def(
        lambda: (
            IsolatedFromAbove(),
            SymbolOpInterface(),
            SymbolTable(),
            SingleBlockImplicitTerminator(ExecutableVariantEndOp),
        )
    )
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) $sym_name `target` `(` $target `)` (`objects` `(` $objects^ `)`)?"
        " (`sources` `(` $sources^ `)`)? attr-dict-with-keyword custom<ImplicitTerminatorBody>($body)"
    )


_EXPORT_INHERENT = ("condition_fallback", "workgroup_size", "subgroup_size", "workgroup_local_memory", "source_locs")
"""Inherent attributes of `hal.executable.export` that its syntax leaves to the attribute dictionary."""


@irdl_op_definition
class ExecutableExportOp(IRDLOperation):
    """`hal.executable.export public @f ordinal(0) layout(#hal.pipeline.layout<...>) [count(...) -> (...) {...}]`.

    Hand-written: IREE 3.13 writes the inherent attributes its format leaves out as `<name = ...>`, 3.7.1 in
    `attributes {...}`; xDSL's attr-dict reads neither into properties the way both need."""

    name = "hal.executable.export"
    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(StringAttr)
    ordinal = opt_prop_def(IntegerAttr[IndexType])
    layout = prop_def(PipelineLayoutAttr)
    condition_fallback = opt_prop_def(Attribute)
    workgroup_size = opt_prop_def(Attribute)
    subgroup_size = opt_prop_def(Attribute)
    workgroup_local_memory = opt_prop_def(Attribute)
    source_locs = opt_prop_def(Attribute)
    workgroup_count = region_def()
    condition = region_def()
    traits = traits_def(SymbolOpInterface(), IsolatedFromAbove())

    @classmethod
    def parse(cls, parser: Parser) -> ExecutableExportOp:
        properties: dict[str, Attribute] = {}
        if (visibility := parse_visibility(parser)) is not None:
            properties["sym_visibility"] = visibility
        properties["sym_name"] = parser.parse_symbol_name()
        if parser.parse_optional_keyword("ordinal") is not None:
            parser.parse_punctuation("(")
            properties["ordinal"] = IntegerAttr(parser.parse_integer(), IndexType())
            parser.parse_punctuation(")")
        parser.parse_keyword("layout")
        parser.parse_punctuation("(")
        at = parser.pos
        layout = parser.parse_attribute()
        if not isinstance(layout, PipelineLayoutAttr):
            parser.raise_error(f"hal.executable.export: expected a #hal.pipeline.layout, got {layout}", at)
        properties["layout"] = layout
        parser.parse_punctuation(")")
        if parser.parse_optional_keyword("fallback") is not None:
            parser.parse_punctuation("(")
            properties["condition_fallback"] = parser.parse_attribute()
            parser.parse_punctuation(")")
        count = parse_count_region(parser, "count")
        if parser.parse_optional_punctuation("<") is not None:  # IREE 3.13's strict-properties attr-dict

            def entry() -> None:
                at = parser.pos
                name = parser.parse_identifier()
                if name not in _EXPORT_INHERENT:
                    parser.raise_error(f"hal.executable.export: unknown inherent attribute {name}", at)
                parser.parse_punctuation("=")
                properties[name] = parser.parse_attribute()

            parser.parse_comma_separated_list(parser.Delimiter.NONE, entry)
            parser.parse_punctuation(">")
        attributes = parse_attributes_with_keyword(parser)
        for name in _EXPORT_INHERENT:
            if name in attributes:  # IREE 3.7.1's spelling
                properties[name] = attributes.pop(name)
        return cls.build(properties=properties, attributes=attributes, regions=[count, Region()])

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        if self.ordinal is not None:
            printer.print_string(f" ordinal({self.ordinal.value.data})")
        printer.print_string(" layout(")
        printer.print_attribute(self.layout)
        printer.print_string(")")
        if self.condition_fallback is not None:
            printer.print_string(" fallback(")
            printer.print_attribute(self.condition_fallback)
            printer.print_string(")")
        print_count_region(printer, self.workgroup_count, " count")
        inherent = [
            (n, v) for n in _EXPORT_INHERENT if n != "condition_fallback" and (v := self.properties.get(n)) is not None
        ]
        if inherent:  # IREE 3.13 prints them so (3.7.1 in `attributes {...}`, which 3.13 refuses)
            printer.print_string(" <")
            for i, (name, value) in enumerate(inherent):
                printer.print_string(f"{', ' if i else ''}{name} = ")
                printer.print_attribute(value)
            printer.print_string(">")
        printer.print_op_attributes(self.attributes, print_keyword=True)

    def verify_(self) -> None:
        _verify_visibility(self)
        region = self.workgroup_count
        if region.blocks:
            last = region.block.last_op
            if not isinstance(last, ReturnOp) or [v.type for v in last.operands] != [IndexType()] * 3:
                raise VerifyException(f"'{self.name}' workgroup count region must return three index values")
