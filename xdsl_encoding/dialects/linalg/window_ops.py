"""Named linalg ops that slide a window: pooling (sum/max/min), depthwise and 1-D/2-D/3-D convolutions,
and the `_q` convolutions (zero points).

IREE prints them for ONNX `AveragePool`, `GlobalAveragePool`, `MaxPool` and grouped `Conv` with one
channel per group. xDSL 0.74 has only `pooling_nchw_max`, with a body of `max(in, window)` where
MLIR's is `max(out, cast(in))` (docs/decisions.md, "linalg: window ops"); it lacks the others. Its 2-D
convolutions cast only when the input's element type differs from the output's (and assert on
floats: f16 x f16 -> f32), so they are replaced too: here every operand is cast, as OpDSL does.
Each op here is one row of MLIR's OpDSL (`core_named_ops.py`, IREE 3.13's copy): its loop order
(`domain`), the input, kernel and output indices (an input index `oh+kh` is
`oh * stride + kh * dilation`, the n-th such index taking the n-th stride and dilation), and the
combiner of the body, which casts each input to the output element type first
(`cast_signed`, or `cast_unsigned` for the `_unsigned` ops).
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Literal

from xdsl.dialects import arith
from xdsl.dialects.builtin import AnyFloat, ArrayAttr, DenseIntElementsAttr, IntegerType
from xdsl.dialects.linalg import ops as xdsl_linalg
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import irdl_op_definition, opt_prop_def, var_operand_def, var_result_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.linalg.contraction_ops import cast_scalar, element_type, multiply_add_body

Combiner = Literal["sum", "max", "min", "max_unsigned", "min_unsigned", "multiply_add", "multiply_add_q"]
"""`multiply_add_q` is the `_q` convolutions' `acc + (cast(in) - cast(izp)) * (cast(k) - cast(kzp))`."""


@dataclass(frozen=True)
class Window:
    """One OpDSL definition: `Window("n c oh ow kh kw", "n c oh+kh ow+kw", "kh kw", "n c oh ow", "max")`."""

    domain: str
    input: str
    kernel: str
    output: str
    combiner: Combiner
    strided: bool = True
    """False for `conv_1d`, `conv_2d`, `conv_3d`: MLIR gives them no strides and dilations (an attribute
    of that name is a discardable one there, which their maps ignore)."""

    @property
    def zero_points(self) -> bool:
        """The `_q` ops take two scalar zero points after the input and the kernel."""
        return self.combiner == "multiply_add_q"

    @property
    def num_inputs(self) -> int:
        return 4 if self.zero_points else 2

    @property
    def loops(self) -> tuple[str, ...]:
        return tuple(self.domain.split())

    @property
    def spatial_rank(self) -> int:
        return sum("+" in index for index in self.input.split())

    def maps(self, strides: Sequence[int], dilations: Sequence[int]) -> tuple[AffineMap, ...]:
        loops = self.loops
        dim = {name: AffineDimExpr(i) for i, name in enumerate(loops)}
        window = iter(zip(strides, dilations, strict=True))

        def index(term: str) -> AffineExpr:
            if "+" not in term:
                return dim[term]
            out, kernel = term.split("+")
            stride, dilation = next(window)
            return dim[out] * stride + dim[kernel] * dilation

        source, kernel, output = (
            AffineMap(len(loops), 0, tuple(index(t) for t in operand.split()))
            for operand in (self.input, self.kernel, self.output)
        )
        scalar = AffineMap(len(loops), 0, ())
        return (source, kernel, scalar, scalar, output) if self.zero_points else (source, kernel, output)

    def body(self, arg_types: Sequence[Attribute]) -> Region:
        if len(arg_types) != self.num_inputs + 1:
            raise VerifyException(
                f"expected {self.num_inputs} inputs and 1 output, found {len(arg_types) - 1} operands"
            )
        if self.zero_points:
            return _zero_point_body(arg_types)
        source, kernel, acc = arg_types
        unsigned = self.combiner.endswith("_unsigned")
        if self.combiner == "multiply_add":
            return multiply_add_body(source, kernel, acc, unsigned=False)
        block = Block(arg_types=arg_types)
        cast_ops, value = cast_scalar(block.args[0], acc, unsigned)
        combine = _combine(self.combiner.removesuffix("_unsigned"), acc, unsigned, block.args[2], value)
        block.add_ops([*cast_ops, combine, xdsl_linalg.YieldOp(combine.results[0])])
        return Region(block)


def _zero_point_body(arg_types: Sequence[Attribute]) -> Region:
    """`^bb0(%in, %k, %izp, %kzp, %acc): yield acc + (cast(in) - cast(izp)) * (cast(k) - cast(kzp))` (OpDSL's
    `cast_signed` to the accumulator type)."""
    acc: Attribute = arg_types[-1]
    block = Block(arg_types=arg_types)
    if not isinstance(arg_types[-1], IntegerType | AnyFloat):
        raise VerifyException(f"expected an integer or float accumulator, found {acc}")
    integer = isinstance(arg_types[-1], IntegerType)
    ops: list[Operation] = []
    factors: list[SSAValue] = []
    for value, zero_point in ((block.args[0], block.args[2]), (block.args[1], block.args[3])):
        value_ops, cast_value = cast_scalar(value, acc, unsigned=False)
        zp_ops, cast_zp = cast_scalar(zero_point, acc, unsigned=False)
        difference = arith.SubiOp(cast_value, cast_zp) if integer else arith.SubfOp(cast_value, cast_zp)
        ops += [*value_ops, *zp_ops, difference]
        factors.append(difference.result)
    lhs, rhs = factors
    product = arith.MuliOp(lhs, rhs) if integer else arith.MulfOp(lhs, rhs)
    total = arith.AddiOp(block.args[4], product.result) if integer else arith.AddfOp(block.args[4], product.result)
    block.add_ops([*ops, product, total, xdsl_linalg.YieldOp(total.result)])
    return Region(block)


def _combine(kind: str, acc: Attribute, unsigned: bool, lhs: SSAValue, rhs: SSAValue) -> Operation:
    """`kind(lhs, rhs)` in the accumulator's type: `addf`/`addi`, `maximumf`/`maxsi`/`maxui`, ..."""
    if isinstance(acc, AnyFloat):
        float_ops = {"sum": arith.AddfOp, "max": arith.MaximumfOp, "min": arith.MinimumfOp}
        return float_ops[kind](lhs, rhs)
    if isinstance(acc, IntegerType):
        int_ops = {
            "sum": arith.AddiOp,
            "max": arith.MaxUIOp if unsigned else arith.MaxSIOp,
            "min": arith.MinUIOp if unsigned else arith.MinSIOp,
        }
        return int_ops[kind](lhs, rhs)
    raise VerifyException(f"expected an integer or float accumulator, found {acc}")


class WindowOperation(NamedOperation, ABC):
    """`linalg.<name> {dilations = dense<..>, strides = dense<..>} ins(%in, %kernel) outs(%acc) -> T`."""

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True

    inputs = var_operand_def()
    outputs = var_operand_def()
    res = var_result_def()
    strides = opt_prop_def(DenseIntElementsAttr)
    dilations = opt_prop_def(DenseIntElementsAttr)

    @classmethod
    def window(cls) -> Window:
        """The OpDSL row of this op (`WINDOWS`, keyed by the op name)."""
        return WINDOWS[cls.name.removeprefix("linalg.")]

    @classmethod
    def get_hidden_region(cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]) -> Region:
        return cls.window().body([element_type(v) for v in (*inputs, *outputs)])

    def _window_attr(self, attr: DenseIntElementsAttr | None, what: str) -> tuple[int, ...]:
        rank = self.window().spatial_rank
        if attr is None:
            return (1,) * rank
        values = tuple(attr.get_values())
        if len(values) != rank:
            raise VerifyException(f"'{self.name}' {what} must have {rank} values, got {list(values)}")
        return values

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        if not self.window().strided:
            ones = (1,) * self.window().spatial_rank
            return self.window().maps(ones, ones)
        strides = self._window_attr(self.strides, "strides")
        dilations = self._window_attr(self.dilations, "dilations")
        return self.window().maps(strides, dilations)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        output = set(self.window().output.split())
        return ArrayAttr(
            IteratorTypeAttr.parallel() if loop in output else IteratorTypeAttr.reduction()
            for loop in self.window().loops
        )

    def verify_(self) -> None:
        expected = self.window().num_inputs
        if len(self.inputs) != expected or len(self.outputs) != 1:
            raise VerifyException(
                f"'{self.name}' expects {expected} inputs and 1 output, found {len(self.inputs)} and {len(self.outputs)}"
            )
        for attr, what in ((self.strides, "strides"), (self.dilations, "dilations")):
            if self.window().strided and any(v <= 0 for v in self._window_attr(attr, what)):
                raise VerifyException(f"'{self.name}' {what} must be positive")
        super().verify_()


def _window_op(name: str, window: Window) -> type[WindowOperation]:
    """The op class of one OpDSL row (irdl needs one class per op name)."""
    doc = f"`linalg.{name}`: {window.combiner} over `{window.input}` into `{window.output}`."
    return irdl_op_definition(type(_class_name(name), (WindowOperation,), {"name": f"linalg.{name}", "__doc__": doc}))


def _class_name(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_")) + "Op"


_NCHW = ("n c oh ow kh kw", "n c oh+kh ow+kw", "kh kw", "n c oh ow")
_NHWC = ("n oh ow c kh kw", "n oh+kh ow+kw c", "kh kw", "n oh ow c")
_NCW = ("n c ow kw", "n c ow+kw", "kw", "n c ow")
_NWC = ("n ow c kw", "n ow+kw c", "kw", "n ow c")
_NDHWC = ("n od oh ow c kd kh kw", "n od+kd oh+kh ow+kw c", "kd kh kw", "n od oh ow c")
_CONV_NCHW_FCHW = ("n f oh ow c kh kw", "n c oh+kh ow+kw", "f c kh kw", "n f oh ow")
_CONV_NHWC_HWCF = ("n oh ow f kh kw c", "n oh+kh ow+kw c", "kh kw c f", "n oh ow f")
_CONV_NHWC_FHWC = ("n oh ow f kh kw c", "n oh+kh ow+kw c", "f kh kw c", "n oh ow f")
_CONV_NGCHW = ("n g fg oh ow c kh kw", "n g c oh+kh ow+kw")
_CONV_NHWGC_GFHWC = ("n oh ow g fg kh kw c", "n oh+kh ow+kw g c", "g fg kh kw c", "n oh ow g fg")
_CONV_NDHWC_DHWCF = ("n od oh ow f kd kh kw c", "n od+kd oh+kh ow+kw c", "kd kh kw c f", "n od oh ow f")
_DEPTHWISE_NHWC_HWC = ("n oh ow ic kh kw", "n oh+kh ow+kw ic", "kh kw ic", "n oh ow ic")
_DEPTHWISE_NHWC_HWCM = ("n oh ow ic cm kh kw", "n oh+kh ow+kw ic", "kh kw ic cm", "n oh ow ic cm")

WINDOWS: dict[str, Window] = {
    "pooling_nchw_sum": Window(*_NCHW, "sum"),
    "pooling_nchw_max": Window(*_NCHW, "max"),
    "pooling_nhwc_sum": Window(*_NHWC, "sum"),
    "pooling_nhwc_max": Window(*_NHWC, "max"),
    "pooling_nhwc_max_unsigned": Window(*_NHWC, "max_unsigned"),
    "pooling_nhwc_min": Window(*_NHWC, "min"),
    "pooling_nhwc_min_unsigned": Window(*_NHWC, "min_unsigned"),
    "pooling_ncw_sum": Window(*_NCW, "sum"),
    "pooling_ncw_max": Window(*_NCW, "max"),
    "pooling_nwc_sum": Window(*_NWC, "sum"),
    "pooling_nwc_max": Window(*_NWC, "max"),
    "pooling_nwc_max_unsigned": Window(*_NWC, "max_unsigned"),
    "pooling_nwc_min": Window(*_NWC, "min"),
    "pooling_nwc_min_unsigned": Window(*_NWC, "min_unsigned"),
    "pooling_ndhwc_sum": Window(*_NDHWC, "sum"),
    "pooling_ndhwc_max": Window(*_NDHWC, "max"),
    "pooling_ndhwc_min": Window(*_NDHWC, "min"),
    "depthwise_conv_1d_nwc_wc": Window("n ow ic kw", "n ow+kw ic", "kw ic", "n ow ic", "multiply_add"),
    "depthwise_conv_1d_ncw_cw": Window("n ow ic kw", "n ic ow+kw", "ic kw", "n ic ow", "multiply_add"),
    "depthwise_conv_2d_nhwc_hwc": Window(*_DEPTHWISE_NHWC_HWC, "multiply_add"),
    "depthwise_conv_2d_nhwc_hwc_q": Window(*_DEPTHWISE_NHWC_HWC, "multiply_add_q"),
    "depthwise_conv_2d_nhwc_hwcm": Window(*_DEPTHWISE_NHWC_HWCM, "multiply_add"),
    "depthwise_conv_2d_nhwc_hwcm_q": Window(*_DEPTHWISE_NHWC_HWCM, "multiply_add_q"),
    "depthwise_conv_2d_nchw_chw": Window(
        "n oh ow ic kh kw", "n ic oh+kh ow+kw", "ic kh kw", "n ic oh ow", "multiply_add"
    ),
    "depthwise_conv_3d_ndhwc_dhwc": Window(
        "n od oh ow kd kh kw ic", "n od+kd oh+kh ow+kw ic", "kd kh kw ic", "n od oh ow ic", "multiply_add"
    ),
    "depthwise_conv_3d_ncdhw_cdhw": Window(
        "n od oh ow kd kh kw ic", "n ic od+kd oh+kh ow+kw", "ic kd kh kw", "n ic od oh ow", "multiply_add"
    ),
    "conv_2d_nchw_fchw": Window(*_CONV_NCHW_FCHW, "multiply_add"),
    "conv_2d_nchw_fchw_q": Window(*_CONV_NCHW_FCHW, "multiply_add_q"),
    "conv_2d_nhwc_hwcf": Window(*_CONV_NHWC_HWCF, "multiply_add"),
    "conv_2d_nhwc_hwcf_q": Window(*_CONV_NHWC_HWCF, "multiply_add_q"),
    "conv_2d_nhwc_fhwc": Window(*_CONV_NHWC_FHWC, "multiply_add"),
    "conv_2d_nhwc_fhwc_q": Window(*_CONV_NHWC_FHWC, "multiply_add_q"),
    "conv_2d_ngchw_fgchw": Window(*_CONV_NGCHW, "fg g c kh kw", "n g fg oh ow", "multiply_add"),
    "conv_2d_ngchw_gfchw": Window(*_CONV_NGCHW, "g fg c kh kw", "n g fg oh ow", "multiply_add"),
    "conv_2d_ngchw_gfchw_q": Window(*_CONV_NGCHW, "g fg c kh kw", "n g fg oh ow", "multiply_add_q"),
    "conv_2d_nhwgc_gfhwc": Window(*_CONV_NHWGC_GFHWC, "multiply_add"),
    "conv_2d_nhwgc_gfhwc_q": Window(*_CONV_NHWGC_GFHWC, "multiply_add_q"),
    "conv_1d_ncw_fcw": Window("n f ow c kw", "n c ow+kw", "f c kw", "n f ow", "multiply_add"),
    "conv_1d_nwc_wcf": Window("n ow f kw c", "n ow+kw c", "kw c f", "n ow f", "multiply_add"),
    "conv_3d_ncdhw_fcdhw": Window(
        "n f od oh ow c kd kh kw", "n c od+kd oh+kh ow+kw", "f c kd kh kw", "n f od oh ow", "multiply_add"
    ),
    "conv_3d_ndhwc_dhwcf": Window(*_CONV_NDHWC_DHWCF, "multiply_add"),
    "conv_3d_ndhwc_dhwcf_q": Window(*_CONV_NDHWC_DHWCF, "multiply_add_q"),
    "conv_1d": Window("ow kw", "ow+kw", "kw", "ow", "multiply_add", strided=False),
    "conv_2d": Window("oh ow kh kw", "oh+kh ow+kw", "kh kw", "oh ow", "multiply_add", strided=False),
    "conv_3d": Window("od oh ow kd kh kw", "od+kd oh+kh ow+kw", "kd kh kw", "od oh ow", "multiply_add", strided=False),
}
"""Every window op of this module, from MLIR's OpDSL (`core_named_ops.py`)."""

WINDOW_OPS: tuple[type[WindowOperation], ...] = tuple(_window_op(name, w) for name, w in WINDOWS.items())
