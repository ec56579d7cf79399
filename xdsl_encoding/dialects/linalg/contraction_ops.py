"""Named linalg contractions as MLIR writes them: matmul (with `indexing_maps`), batch_matmul,
matvec, vecmat, mmt4d, batch_mmt4d, with mixed element types (`i8 x i8 -> i32`, `f16 x f16 -> f32`).

xDSL 0.74's `linalg.matmul` builds `muli(i8, i8) -> i8` for `i8 x i8 -> i32` (and an `addf(f16, f32)`
for f16 inputs), prints without non-default `indexing_maps` (a different program) and raises
`IndexError` on `indexing_maps = [...]`. Here the hidden body is what MLIR's OpDSL builds: each input
cast to the accumulator type (`cast_signed` unless `cast = #linalg.type_fn<cast_unsigned>`), then
`acc + a * b` (`ori`/`andi` on i1). `MatmulOp` subclasses xDSL's so code that asks
`isinstance(op, xdsl MatmulOp)` keeps working.
MLIR: https://mlir.llvm.org/docs/Dialects/Linalg/ (`LinalgNamedStructuredOps.yaml`, `LinalgStructuredOps.td`).
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import ClassVar, Self, cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    Signedness,
    TensorType,
)
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation, NamedOperation
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import irdl_op_definition, opt_prop_def, prop_def, region_def, var_operand_def, var_result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.linalg.attrs import TypeFn, TypeFnAttr
from xdsl_encoding.dialects.linalg.syntax import (
    parse_operand_group,
    parse_optional_result_types,
    print_operand_group,
    print_result_types,
)
from xdsl_encoding.utils.hints import tensor_type

# ---------------------------------------------------------------------------------------
# The hidden body
# ---------------------------------------------------------------------------------------


def cast_scalar(value: SSAValue, to: Attribute, unsigned: bool) -> tuple[list[Operation], SSAValue]:
    """MLIR's `TypeFn` cast of a scalar to the accumulator type (no op when the types agree)."""
    source = value.type
    if source == to:
        return [], value
    op: Operation
    if isinstance(source, IntegerType) and isinstance(to, IntegerType):
        target = cast(IntegerType[int, Signedness], to)
        if to.bitwidth > source.bitwidth:
            op = arith.ExtUIOp(value, target) if unsigned else arith.ExtSIOp(value, target)
        else:
            op = arith.TruncIOp(value, target)
    elif isinstance(source, AnyFloat) and isinstance(to, AnyFloat):
        if to.bitwidth > source.bitwidth:
            op = arith.ExtFOp(value, to)
        elif to.bitwidth < source.bitwidth:
            op = arith.TruncFOp(value, to)
        else:
            raise VerifyException(f"no cast from {source} to {to} of the same width")
    elif isinstance(source, IntegerType) and isinstance(to, AnyFloat):
        op = arith.UIToFPOp(value, to) if unsigned else arith.SIToFPOp(value, to)
    elif isinstance(source, AnyFloat) and isinstance(to, IntegerType):
        target = cast(IntegerType[int, Signedness], to)
        op = arith.FPToUIOp(value, target) if unsigned else arith.FPToSIOp(value, target)
    else:
        raise VerifyException(f"expected integer or float element types, found a cast from {source} to {to}")
    return [op], op.results[0]


def element_type(value: SSAValue) -> Attribute:
    """The element type of a shaped operand, the type itself for a scalar."""
    t = value.type
    shaped = tensor_type(t)
    if shaped is not None:
        return shaped.element_type
    return cast(MemRefType[Attribute], t).element_type if isinstance(t, MemRefType) else t


def multiply_add_body(lhs: Attribute, rhs: Attribute, acc: Attribute, unsigned: bool, acc_first: bool = True) -> Region:
    """`^bb0(%a, %b, %acc): yield acc + cast(a) * cast(b)`, the body of every named contraction.

    MLIR writes `add(acc, product)`; xDSL's own named ops write `add(product, acc)` (`acc_first=False`),
    the same value.
    """
    block = Block(arg_types=(lhs, rhs, acc))
    a_ops, a = cast_scalar(block.args[0], acc, unsigned)
    b_ops, b = cast_scalar(block.args[1], acc, unsigned)
    mul: Operation
    add: Operation
    if isinstance(acc, IntegerType) and acc.bitwidth == 1:
        mul = arith.AndIOp(a, b)
        add = arith.OrIOp(*_ordered(block.args[2], mul.results[0], acc_first))
    elif isinstance(acc, IntegerType):
        mul = arith.MuliOp(a, b)
        add = arith.AddiOp(*_ordered(block.args[2], mul.results[0], acc_first))
    elif isinstance(acc, AnyFloat):
        mul = arith.MulfOp(a, b)
        add = arith.AddfOp(*_ordered(block.args[2], mul.results[0], acc_first))
    else:
        raise VerifyException(f"expected an integer or float accumulator, found {acc}")
    block.add_ops([*a_ops, *b_ops, mul, add, xdsl_linalg.YieldOp(add.results[0])])
    return Region(block)


def _ordered(acc: SSAValue, product: SSAValue, acc_first: bool) -> tuple[SSAValue, SSAValue]:
    return (acc, product) if acc_first else (product, acc)


def _maps(num_dims: int, *results: tuple[int, ...]) -> tuple[AffineMap, ...]:
    """`_maps(3, (0, 2), (2, 1), (0, 1))` is matmul's `(d0, d2)`, `(d2, d1)`, `(d0, d1)`."""
    return tuple(AffineMap(num_dims, 0, tuple(AffineDimExpr(d) for d in r)) for r in results)


def _loops(kinds: str) -> tuple[IteratorType, ...]:
    """`_loops("ppr")` is (parallel, parallel, reduction)."""
    return tuple(IteratorType.PARALLEL if k == "p" else IteratorType.REDUCTION for k in kinds)


# ---------------------------------------------------------------------------------------
# Base class
# ---------------------------------------------------------------------------------------


class ContractionOperation(NamedOperation, ABC):
    """A named `acc += cast(a) * cast(b)` with fixed loops; syntax
    `linalg.<name> [indexing_maps = [...]] [{attrs}] ins(%a, %b : A, B) outs(%c : C) [-> C]`.
    """

    cast = opt_prop_def(TypeFnAttr)

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]]
    ITERATORS: ClassVar[tuple[IteratorType, ...]]
    USER_MAPS: ClassVar[bool] = False
    """Whether the op takes `indexing_maps = [...]` (matmul, batch_matmul)."""

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        res: Sequence[Attribute] | None = None,
        attributes: dict[str, Attribute] | None = None,
        *,
        indexing_maps: Sequence[AffineMap] | None = None,
        cast: TypeFn | None = None,
    ):
        if res is None:
            res = tuple(o.type for o in outputs if tensor_type(o.type) is not None)
        properties: dict[str, Attribute | None] = {"cast": None if cast is None else TypeFnAttr(cast)}
        if self.USER_MAPS:
            maps = self.DEFAULT_MAPS if indexing_maps is None else indexing_maps
            properties["indexing_maps"] = ArrayAttr(AffineMapAttr(m) for m in maps)
        elif indexing_maps is not None:
            raise VerifyException(f"{self.name} takes no indexing_maps")
        NamedOperation.__init__(  # not super(): MatmulOp also derives from xDSL's MatmulOp
            self,
            ins=inputs,
            outs=outputs,
            result_types=[res],
            properties=properties,
            attributes=attributes,
            hidden_region=self.get_hidden_region(inputs, outputs, cast),
        )

    @classmethod
    def get_hidden_region(  # pyright: ignore[reportIncompatibleMethodOverride]
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue], cast: TypeFn | None = None
    ) -> Region:
        if len(inputs) != 2 or len(outputs) != 1:
            raise VerifyException(f"{cls.name}: expected 2 inputs and 1 output, found {len(inputs)} and {len(outputs)}")
        lhs, rhs, acc = (element_type(v) for v in (*inputs, *outputs))
        return multiply_add_body(lhs, rhs, acc, cast == TypeFn.CAST_UNSIGNED)

    @property
    def is_unsigned(self) -> bool:
        return self.cast is not None and self.cast.data == TypeFn.CAST_UNSIGNED

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return self.DEFAULT_MAPS

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        return ArrayAttr(AffineMapAttr(m) for m in self.get_default_indexing_maps())

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr(IteratorTypeAttr(t) for t in self.ITERATORS)

    def verify_(self) -> None:
        if len(self.inputs) != 2 or len(self.outputs) != 1:
            raise VerifyException(f"expected 2 inputs and 1 output, found {len(self.inputs)} and {len(self.outputs)}")
        if len(self.res) > 1:
            raise VerifyException(f"expected at most 1 result, found {len(self.res)}")
        for index, operand in enumerate(self.operands):
            if not isinstance(operand.type, ShapedType):
                raise VerifyException(f"expected operand #{index} to be a shaped type, found {operand.type}")
        if self.res and self.res[0].type != self.outputs[0].type:
            raise VerifyException(
                f"expected the result type {self.res[0].type} to equal the output type {self.outputs[0].type}"
            )
        lhs, rhs, acc = (element_type(v) for v in self.operands)
        if not any(
            self.body.is_structurally_equivalent(multiply_add_body(lhs, rhs, acc, self.is_unsigned, acc_first))
            for acc_first in (True, False)
        ):
            raise VerifyException(
                "the body is not the multiply-add MLIR builds for these element types"
                + (" with cast_unsigned" if self.is_unsigned else "")
            )
        # Not super(): for MatmulOp that would run xDSL's MatmulOp definition checks, which lack `cast`.
        LinalgStructuredOperation.verify_(self)

    # -- syntax ------------------------------------------------------------------------

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        maps: list[AffineMap] | None = None
        if cls.USER_MAPS and parser.parse_optional_keyword("indexing_maps"):
            parser.parse_punctuation("=")
            maps = parser.parse_comma_separated_list(
                Parser.Delimiter.SQUARE, lambda: _parse_affine_map_attr(parser, cls.name)
            )
        pos = parser.pos
        attrs = parser.parse_optional_attr_dict()
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        res_types = parse_optional_result_types(parser)
        cast: TypeFn | None = None
        if "cast" in attrs:
            cast_attr = attrs.pop("cast")
            if not isinstance(cast_attr, TypeFnAttr):
                parser.raise_error(f"{cls.name}: expected cast to be a #linalg.type_fn, found {cast_attr}", pos)
            cast = cast_attr.data
        if "indexing_maps" in attrs:
            parser.raise_error(f"{cls.name}: indexing_maps go before the attribute dictionary", pos)
        if len(ins) != 2 or len(outs) != 1:
            parser.raise_error(f"{cls.name}: expected 2 inputs and 1 output, found {len(ins)} and {len(outs)}", pos)
        try:
            return cls(ins, outs, res_types, attrs, indexing_maps=maps, cast=cast)
        except VerifyException as e:
            parser.raise_error(f"{cls.name}: {e}", pos)

    def print(self, printer: Printer):
        if self.USER_MAPS and tuple(self.get_indexing_maps_data()) != self.DEFAULT_MAPS:
            printer.print_string(" indexing_maps = [")
            printer.print_list(self.get_indexing_maps().data, printer.print_attribute)
            printer.print_string("]")
        elided = {"operandSegmentSizes", "indexing_maps", "linalg.memoized_indexing_maps"}
        extra = {k: v for k, v in self.attributes.items() if k not in elided}
        if self.cast is not None:
            extra["cast"] = self.cast
        if extra:
            printer.print_string(" ")
            printer.print_attr_dict(extra)
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", self.outputs)
        print_result_types(printer, self.res.types)

    def get_indexing_maps_data(self) -> Sequence[AffineMap]:
        return tuple(m.data for m in self.get_indexing_maps().data)


def _parse_affine_map_attr(parser: Parser, name: str) -> AffineMap:
    pos = parser.pos
    attr = parser.parse_attribute()
    if not isinstance(attr, AffineMapAttr):
        parser.raise_error(f"{name}: expected an affine map in indexing_maps, found {attr}", pos)
    return attr.data


# ---------------------------------------------------------------------------------------
# User-given indexing maps (matmul, batch_matmul)
# ---------------------------------------------------------------------------------------


class UserMapsContraction(ContractionOperation, ABC):
    """A contraction whose operand maps may be given (`indexing_maps = [...]`): transposed or
    broadcast operands. The rules are MLIR's `verifyExtendedMatmulSemantic` / `verifyOutputMap`."""

    USER_MAPS: ClassVar[bool] = True

    def get_indexing_maps(self) -> ArrayAttr[AffineMapAttr]:
        maps = self.properties.get("indexing_maps")
        if isinstance(maps, ArrayAttr):
            return maps  # pyright: ignore[reportUnknownVariableType]
        return super().get_indexing_maps()

    def verify_(self) -> None:
        maps = self.get_indexing_maps().data
        if len(maps) != 3:
            raise VerifyException(f"expected 3 affine maps in indexing_maps, found {len(maps)}")
        loops = len(self.ITERATORS)
        dims = [m.data for m in maps]
        for index, m in enumerate(dims):
            if m.num_dims != loops or m.num_symbols:
                raise VerifyException(f"expected indexing_map #{index} to have {loops} dims and no symbols, found {m}")
            if not all(isinstance(e, AffineDimExpr) for e in m.results):
                raise VerifyException(f"unexpected non-dim expression in indexing_map #{index}: {m}")
        out = [e.position for e in dims[2].results if isinstance(e, AffineDimExpr)]
        default_out = [e.position for e in self.DEFAULT_MAPS[2].results if isinstance(e, AffineDimExpr)]
        if sorted(out) != sorted(default_out):
            raise VerifyException(
                f"expected the output map to be a permutation of {self.DEFAULT_MAPS[2]}, found {dims[2]}"
            )
        for index in (0, 1):
            allowed = {e.position for e in self.DEFAULT_MAPS[index].results if isinstance(e, AffineDimExpr)}
            used = [e.position for e in dims[index].results if isinstance(e, AffineDimExpr)]
            reduction = loops - 1
            if len(set(used)) != len(used) or not set(used) <= allowed or reduction not in used:
                raise VerifyException(
                    f"indexing_map #{index} {dims[index]} must read the reduction dim d{reduction} and only dims of "
                    f"{self.DEFAULT_MAPS[index]} (a permutation or a broadcast of them)"
                )
        super().verify_()


@irdl_op_definition
class MatmulOp(UserMapsContraction, xdsl_linalg.MatmulOp):  # pyright: ignore[reportIncompatibleVariableOverride]
    """`C[m, n] += cast(A[m, k]) * cast(B[k, n])`, maps as given by `indexing_maps`."""

    name = "linalg.matmul"

    # xDSL's MatmulOp already turned these into accessors: declare them again to redefine the op.
    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    res = var_result_def(TensorType)
    body = region_def("single_block")
    indexing_maps = prop_def(  # pyright: ignore[reportIncompatibleVariableOverride]
        ArrayAttr[AffineMapAttr], default_value=ArrayAttr(AffineMapAttr(m) for m in _maps(3, (0, 2), (2, 1), (0, 1)))
    )
    cast = opt_prop_def(TypeFnAttr)

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(3, (0, 2), (2, 1), (0, 1))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("ppr")

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return self.get_indexing_maps_data()


@irdl_op_definition
class BatchMatmulOp(UserMapsContraction):
    """`C[b, m, n] += cast(A[b, m, k]) * cast(B[b, k, n])`, maps as given by `indexing_maps`."""

    name = "linalg.batch_matmul"

    indexing_maps = prop_def(
        ArrayAttr[AffineMapAttr],
        default_value=ArrayAttr(AffineMapAttr(m) for m in _maps(4, (0, 1, 3), (0, 3, 2), (0, 1, 2))),
    )

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(4, (0, 1, 3), (0, 3, 2), (0, 1, 2))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("pppr")


# ---------------------------------------------------------------------------------------
# Fixed maps
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class MatvecOp(ContractionOperation):
    """`y[m] += cast(A[m, k]) * cast(x[k])`."""

    name = "linalg.matvec"

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(2, (0, 1), (1,), (0,))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("pr")


@irdl_op_definition
class VecmatOp(ContractionOperation):
    """`y[n] += cast(x[k]) * cast(A[k, n])`."""

    name = "linalg.vecmat"

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(2, (1,), (1, 0), (0,))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("pr")


@irdl_op_definition
class Mmt4DOp(ContractionOperation):
    """`C[m1, n1, m0, n0] += cast(A[m1, k1, m0, k0]) * cast(B[n1, k1, n0, k0])` (B transposed, tiled)."""

    name = "linalg.mmt4d"

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(6, (0, 2, 3, 5), (1, 2, 4, 5), (0, 1, 3, 4))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("pprppr")


@irdl_op_definition
class BatchMmt4DOp(ContractionOperation):
    """`mmt4d` with a leading batch dim on every operand."""

    name = "linalg.batch_mmt4d"

    DEFAULT_MAPS: ClassVar[tuple[AffineMap, ...]] = _maps(7, (0, 1, 3, 4, 6), (0, 2, 3, 5, 6), (0, 1, 2, 4, 5))
    ITERATORS: ClassVar[tuple[IteratorType, ...]] = _loops("ppprppr")
