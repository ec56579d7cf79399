"""`iree_codegen.inner_tiled`: a contraction over outer dims whose body is one MMA on inner tiles.

compiler/src/iree/compiler/Codegen/Dialect/Codegen/IR/IREECodegenOps.td / .cpp (b48a595 = 3.13).
The indexing maps index each operand's leading (outer) dims; its trailing dims are the tile the
`kind` lays out. Custom form, as iree-opt 3.13 prints it:

    %r = iree_codegen.inner_tiled ins(%a, %b) outs(%c) <indexing_maps = [...], iterator_types = [...],
        kind = #iree_gpu.data_tiled_mma_layout<...>, semantics = #iree_gpu.mma_semantics<...>>
        : tensor<...>, tensor<...> into tensor<...>
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, DenseArrayBase, DictionaryAttr, ShapedType, TensorType
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.dialects.iree_codegen.interfaces import InnerTileDescAttr, InnerTiledSemanticsAttr

_PROPERTIES = ("indexing_maps", "iterator_types", "kind", "permutations", "semantics")


@irdl_op_definition
class InnerTiledOp(IRDLOperation):
    name = "iree_codegen.inner_tiled"

    inputs = var_operand_def()
    outputs = var_operand_def()
    results_ = var_result_def()

    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    kind = prop_def(InnerTileDescAttr)
    semantics = prop_def(InnerTiledSemanticsAttr)
    permutations = opt_prop_def(ArrayAttr[DenseArrayBase])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        indexing_maps: ArrayAttr[AffineMapAttr],
        iterator_types: ArrayAttr[IteratorTypeAttr],
        kind: InnerTileDescAttr,
        semantics: InnerTiledSemanticsAttr,
    ):
        super().__init__(
            operands=[inputs, outputs],
            result_types=[[o.type for o in outputs if isa(o.type, TensorType[Attribute])]],
            properties={
                "indexing_maps": indexing_maps,
                "iterator_types": iterator_types,
                "kind": kind,
                "semantics": semantics,
            },
        )
        self.properties = dict(sorted(self.properties.items()))  # MLIR's order, for the generic form

    def outer_rank(self, operand: int) -> int:
        return len(self.indexing_maps.data[operand].data.results)

    def iteration_bounds(self) -> list[int | None]:
        """`getIterationBounds`: each loop's size from the first operand dim that it indexes."""
        bounds: list[int | None] = [None] * len(self.iterator_types.data)
        for value, m in zip(self.operands, self.indexing_maps.data):
            shape = value.type.get_shape() if isinstance(value.type, ShapedType) else ()
            for expr, size in zip(m.data.results, shape):
                position = getattr(expr, "position", None)
                if position is not None and bounds[position] is None:
                    bounds[position] = size
        return bounds

    def verify_(self) -> None:
        kind = self.kind
        if len(self.inputs) != kind.EXPECTED_INPUTS:
            raise VerifyException(
                f"'{self.name}' op number of inputs ({len(self.inputs)}) doesn't match expected number from "
                f"kind ({kind.EXPECTED_INPUTS})"
            )
        if len(self.outputs) != kind.EXPECTED_OUTPUTS:
            raise VerifyException(
                f"'{self.name}' op number of outputs ({len(self.outputs)}) doesn't match expected number from "
                f"kind ({kind.EXPECTED_OUTPUTS})"
            )
        kind_ns, sem_ns = kind.name.split(".")[0], self.semantics.name.split(".")[0]
        if kind_ns != sem_ns:
            raise VerifyException(
                f"'{self.name}' op kind attribute (dialect '{kind_ns}') and semantics attribute (dialect "
                f"'{sem_ns}') must use the same dialect namespace"
            )
        maps = [m.data for m in self.indexing_maps.data]
        if len(maps) != len(self.operands):
            raise VerifyException(f"'{self.name}' op expected an indexing map for each operand")
        iterators = len(self.iterator_types.data)
        for index, (value, m) in enumerate(zip(self.operands, maps)):
            if not isa(value.type, TensorType[Attribute]):
                raise VerifyException(f"'{self.name}' op operand #{index} must be a ranked tensor, got {value.type}")
            rank = value.type.get_num_dims()
            if m.num_symbols:
                raise VerifyException(f"'{self.name}' op expected indexing map {index} to have no symbols")
            if m.num_dims != iterators:
                raise VerifyException(f"'{self.name}' op expected indexing map {index} to have {iterators} input dims")
            if len(m.results) >= rank:
                raise VerifyException(
                    f"'{self.name}' op expected indexing map {index} to have fewer than {rank} results"
                )
            if not m.is_projected_permutation():
                raise VerifyException(f"'{self.name}' op expected indexing map {index} to be a projected permutation")
        problem = kind.verify_indexing_maps(maps)
        if problem is not None:
            raise VerifyException(f"'{self.name}' op failed to verify indexing maps: {problem}")
        bounds = self.iteration_bounds()
        for value, m in zip(self.operands, maps):
            assert isinstance(value.type, ShapedType)
            for expr, size in zip(m.results, value.type.get_shape()):
                if size != bounds[getattr(expr, "position")]:
                    raise VerifyException(f"'{self.name}' op shape does not match iteration bounds")
        if self.permutations is not None:
            raise VerifyException(
                f"'{self.name}' op permutations are not supported here (no IREE pass we port sets them)"
            )
        if self.semantics.distributed:
            return  # distributed tiles are per-thread slices; their shapes are the intrinsic's, not checked here
        for index, (value, m) in enumerate(zip(self.operands, maps)):
            assert isa(value.type, TensorType[Attribute])
            tile = list(value.type.get_shape()[len(m.results) :])
            expected = kind.swizzle(index).swizzled_shape
            if tile != expected:
                shown = "x".join(str(d) for d in tile)
                raise VerifyException(
                    f"'{self.name}' op operand #{index} inner tile tensor<{shown}x{value.type.element_type}> is "
                    f"incompatible with expected MMA tile type vector<{'x'.join(map(str, expected))}x"
                    f"{value.type.element_type}>"
                )
        if [r.type for r in self.results] != [o.type for o in self.outputs]:
            raise VerifyException(f"'{self.name}' op result types must equal the output types")

    @classmethod
    def parse(cls, parser: Parser) -> InnerTiledOp:
        parser.parse_keyword("ins")
        inputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_keyword("outs")
        outputs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        props: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:

            def entry() -> None:
                start = parser.pos
                key = parser.parse_identifier()
                if key not in _PROPERTIES or key in props:
                    parser.raise_error(f"unknown or repeated property '{key}' of {cls.name}", start, parser.pos)
                parser.parse_punctuation("=")
                props[key] = parser.parse_attribute()

            parser.parse_comma_separated_list(parser.Delimiter.NONE, entry)
            parser.parse_punctuation(">")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        in_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type) if inputs else []
        parser.parse_keyword("into")
        out_types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        operands = [
            parser.resolve_operands(inputs, in_types, parser.pos),
            parser.resolve_operands(outputs, out_types, parser.pos),
        ]
        for key in ("indexing_maps", "iterator_types", "kind", "semantics"):
            if key not in props:
                parser.raise_error(f"{cls.name} requires the property '{key}'")
        op = cls.create(
            operands=[*operands[0], *operands[1]],
            result_types=[t for t in out_types if isa(t, TensorType[Attribute])],
            properties=props,
            attributes=attrs.data if isinstance(attrs, DictionaryAttr) else dict(attrs or {}),
        )
        op.properties["operandSegmentSizes"] = _segments(len(inputs), len(outputs))
        op.properties = dict(sorted(op.properties.items()))  # MLIR's order, for the generic form
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ins(")
        printer.print_list(self.inputs, printer.print_operand)
        printer.print_string(") outs(")
        printer.print_list(self.outputs, printer.print_operand)
        printer.print_string(") <")
        entries = [(k, self.properties[k]) for k in _PROPERTIES if k in self.properties]
        for i, (key, value) in enumerate(entries):
            printer.print_string(f"{', ' if i else ''}{key} = ")
            printer.print_attribute(value)
        printer.print_string(">")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list((v.type for v in self.inputs), printer.print_attribute)
        printer.print_string(" into ")
        printer.print_list((v.type for v in self.outputs), printer.print_attribute)


def _segments(ins: int, outs: int) -> Attribute:
    from xdsl.dialects.builtin import DenseArrayBase, i32

    return DenseArrayBase.from_list(i32, [ins, outs])
