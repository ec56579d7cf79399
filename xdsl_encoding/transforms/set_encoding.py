"""`set-encoding`: mark the operands of every contraction with their K dims (`matmul_k`).

IREE's `iree-dispatch-creation-set-encoding{encoding-option=matmulk}` (DispatchCreation/SetEncoding.cpp,
v3.4-v3.7): each operand gets `#iree_encoding.matmul_k<k_dims = [...]>` listing where the
reduction loop dim sits in that operand's indexing map, the op is rebuilt on the encoded
types and its result leaves the encoded world through `unset_encoding`. It starts the
pipeline `set-encoding,propagate-encodings,materialize-encoding-into-padding`.

`encoding=NAME` picks a factory from this pass's registry (`register_encoding`, re-exported by
`xdsl_encoding.encoding_factories`; a user's own encoding included); this module is the generic
driver every factory without its own driver runs in, and holds the built-ins `matmul_k`,
`data-tiling` and `padding` (their factories and drivers are imported from their modules).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp, NoneAttr, TensorType
from xdsl.dialects.linalg.ops import GenericOp, MatmulOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.dialects.linalg.contraction_ops import BatchMatmulOp
from xdsl_encoding.layouts.contraction import Contraction, match_contraction
from xdsl_encoding.layouts.encoding_factory import (
    DATA_TILING_OP_TYPES,
    DEFAULT_DATA_TILING_OP_TYPES,
    ContractionInfo,
    EncodingDriver,
    EncodingFactory,
    EncodingScheme,
    OpTypeDriver,
    contraction_info,
)
from xdsl_encoding.transforms.set_encoding_data_tiling import data_tiling_encoding, set_data_tiling_encodings
from xdsl_encoding.transforms.set_encoding_padding import padding_encoding, set_padding_encodings_with
from xdsl_encoding.utils.caching import cache_immutable
from xdsl_encoding.utils.hints import is_tensor_type, tensor_type_of
from xdsl_encoding.utils.registry import NamedRegistry
from xdsl_encoding.utils.remarks import OpNamer, remark_on
from xdsl_encoding.verify.module import verify_module

OPERAND_ROLES = ("LHS", "RHS", "ACC")


@cache_immutable(maxsize=1024)
def matmul_k_type(t: TensorType[Attribute], k_dims: tuple[int, ...]) -> TensorType[Attribute]:
    """`t` with `matmul_k<k_dims>` attached: `tensor<4x8xf32>`, `(1,)` -> `tensor<4x8xf32, #matmul_k<[1]>>`.

    Cached: a model repeats the same few operand types in every layer, and building and verifying
    the attribute costs more than looking it up (attributes are immutable, so sharing is safe).
    """
    return TensorType(t.element_type, t.get_shape(), MatmulKAttr(k_dims))


def mixed_sizes_ops(value: SSAValue) -> tuple[list[Operation], list[SSAValue]]:
    """`tensor.dim` ops giving each dynamic dim of `value`, in order (the `result_dims` of an unset)."""
    t = value.type
    assert is_tensor_type(t)
    ops: list[Operation] = []
    sizes: list[SSAValue] = []
    for d, size in enumerate(t.get_shape()):
        if size >= 0:
            continue
        index = arith.ConstantOp(IntegerAttr(d, IndexType()))
        dim = tensor.DimOp(value, index)
        index.result.name_hint = f"c{d}"
        dim.result.name_hint = "dim"
        ops += [index, dim]
        sizes.append(dim.result)
    return ops, sizes


def k_dims_summary(contraction: Contraction | ContractionInfo) -> str:
    """`LHS k_dims = [1], RHS k_dims = [0], ACC k_dims = []`, for remarks."""
    if isinstance(contraction, ContractionInfo):
        positions = contraction.k_dims
    else:
        positions = tuple(contraction.k_positions(i) for i in range(len(OPERAND_ROLES)))
    return ", ".join(f"{role} k_dims = {list(k)}" for role, k in zip(OPERAND_ROLES, positions))


def matmul_k_encoding(operand: int, info: ContractionInfo) -> Attribute | str:
    """The `matmul_k` factory: the operand's K dims; a contraction with several K loops is left alone."""
    if len(info.reduction_loops) != 1:
        dims = ", ".join(f"d{d}" for d in info.reduction_loops)
        return f"not encoded: {len(info.reduction_loops)} reduction dims ({dims}); matmul_k allows one K dim"
    return MatmulKAttr(info.k_dims[operand])


def encoded_type(value: SSAValue, encoding: Attribute) -> TensorType[Attribute]:
    t = tensor_type_of(value)
    if isinstance(encoding, MatmulKAttr):
        return matmul_k_type(t, encoding.dims)
    return TensorType(t.element_type, t.get_shape(), encoding)


@dataclass(frozen=True)
class AlreadyEncoded:
    """An op whose operands carry an encoding already: left alone without a remark (it was encoded)."""


@dataclass(frozen=True)
class NotEncodable:
    """An op `set-encoding` leaves alone, and why (said in a remark)."""

    reason: str


def encodable_contraction(op: GenericOp | MatmulOp | BatchMatmulOp) -> Contraction | AlreadyEncoded | NotEncodable:
    """The contraction to encode, or why `op` is left alone."""
    if any(is_tensor_type(v.type) and not isinstance(v.type.encoding, NoneAttr) for v in op.operands):
        return AlreadyEncoded()
    contraction = match_contraction(op)
    if isinstance(contraction, str):
        return NotEncodable(f"not encoded: not a contraction ({contraction})")
    return contraction


@dataclass(frozen=True)
class SetMatmulEncodingPattern(RewritePattern):
    """`C = matmul(A, B, C0)` -> `unset(matmul(set(A), set(B), set(C0)))`, each operand's encoding from the factory."""

    remarks: bool = False
    factory: EncodingFactory = matmul_k_encoding
    encoding: str = "matmul_k"

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: MatmulOp | BatchMatmulOp | GenericOp, rewriter: PatternRewriter, /) -> None:
        contraction = encodable_contraction(op)
        if isinstance(contraction, NotEncodable):
            if self.remarks:
                remark_on(op, contraction.reason)
            return
        if isinstance(contraction, AlreadyEncoded):
            return
        info = contraction_info(op)
        encodings: list[Attribute] = []
        for i in range(len(op.operands)):
            encoding = self.factory(i, info)
            if isinstance(encoding, str):
                if self.remarks:
                    remark_on(op, encoding)
                return
            encodings.append(encoding)
        sets = [SetEncodingOp(value, encoded_type(value, e)) for value, e in zip(op.operands, encodings)]
        for s, role in zip(sets, OPERAND_ROLES):
            s.result.name_hint = role.lower()
        init = op.outputs[0]
        rebuilt = type(op).create(
            operands=[s.result for s in sets],
            result_types=[sets[2].result.type],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[op.detach_region(op.body)],  # moved, not cloned: `op` is replaced below
        )
        dim_ops, sizes = mixed_sizes_ops(init)
        result_type = op.res[0].type
        assert is_tensor_type(result_type)
        unset = UnsetEncodingOp(rebuilt.results[0], result_type, sizes)
        rewriter.replace(op, [*sets, rebuilt, *dim_ops, unset], [unset.result])
        if self.remarks:
            namer = OpNamer()
            operands = ", ".join(f"{role} {namer.value(s.result)}" for role, s in zip(OPERAND_ROLES, sets))
            remark_on(rebuilt, f"set {self.encoding} encodings on {operands}: {k_dims_summary(info)}", namer)


@dataclass(frozen=True)
class SetEncodingPass(ModulePass):
    """Wrap the operands of every single-K contraction on plain tensors in `matmul_k` encodings.

    Encodings are hints: `set_encoding`/`unset_encoding` keep every logical value, so the
    rewrite is always valid. Contractions with several reduction dims are left alone, since
    `matmul_k` names at most one K dim (a larger one could not be materialized).
    """

    name = "set-encoding"

    remarks: bool = False
    """Print, on stderr, what was encoded and why each other linalg op was left alone."""

    encoding: str = "matmul_k"
    """A registered encoding (`xdsl_encoding.encoding_factories`): `matmul_k` (IREE 3.7's
    `encoding-option=matmulk`), `data-tiling` (IREE 3.13's `#iree_encoding.encoding`,
    xdsl_encoding/transforms/set_encoding_data_tiling.py), `padding` (IREE 3.13's
    `encoding-option=padding`, xdsl_encoding/transforms/set_encoding_padding.py), or one a user registered."""

    data_tiling_op_types: tuple[str, ...] = DEFAULT_DATA_TILING_OP_TYPES
    """IREE's `annotate-data-tiling-hints{data-tiling-op-types=...}`: which op kinds `encoding=data-tiling`
    encodes, of `matmul`, `scaled_matmul`, `convolution` (default `matmul,scaled_matmul`, as IREE's)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        scheme = encoding_scheme(self.encoding)
        if scheme is None:
            raise PassFailedException(
                f"{self.name}: unknown encoding '{self.encoding}', expected one of {', '.join(encoding_names())}"
            )
        op_types = tuple(self.data_tiling_op_types)
        unknown = [t for t in op_types if t not in DATA_TILING_OP_TYPES]
        if unknown:
            raise PassFailedException(
                f"{self.name}: unknown data-tiling-op-types value '{unknown[0]}', "
                f"expected one of {', '.join(DATA_TILING_OP_TYPES)}"
            )
        if scheme.op_type_driver is None and op_types != DEFAULT_DATA_TILING_OP_TYPES:
            raise PassFailedException(
                f"{self.name}: data-tiling-op-types does not apply to encoding={self.encoding} "
                "(it chooses the op kinds of an encoding whose driver has kinds, such as data-tiling)"
            )
        verify_module(op, xdsl_verifier=False)  # xdsl-opt and run_passes verified it already
        remark = remark_on if self.remarks else None
        if scheme.op_type_driver is not None:
            scheme.op_type_driver(op, self.encoding, scheme.factory, remark, op_types)
            return
        driver = scheme.driver or encode_contractions
        driver(op, self.encoding, scheme.factory, remark)


def encode_contractions(
    module: ModuleOp, name: str, factory: EncodingFactory, remark: Callable[[Operation, str], None] | None
) -> None:
    """The generic driver: every contraction on plain tensors, each operand encoded by `factory`."""
    pattern = SetMatmulEncodingPattern(remark is not None, factory, name)
    PatternRewriteWalker(pattern, apply_recursively=False).rewrite_module(module)


_ENCODINGS: NamedRegistry[str, EncodingScheme] = NamedRegistry(
    "encoding",
    {
        "matmul_k": EncodingScheme(matmul_k_encoding),
        "data-tiling": EncodingScheme(data_tiling_encoding, set_data_tiling_encodings, set_data_tiling_encodings),
        "padding": EncodingScheme(padding_encoding, set_padding_encodings_with),
    },
)


def register_encoding(
    name: str,
    factory: EncodingFactory,
    *,
    driver: EncodingDriver | None = None,
    replace: bool = False,
    op_type_driver: OpTypeDriver | None = None,
) -> None:
    """Make `factory` available as `set-encoding{encoding=name}`; a taken name needs `replace=True`."""
    _ENCODINGS.register(name, EncodingScheme(factory, driver, op_type_driver), replace=replace)


def unregister_encoding(name: str) -> None:
    """Remove an encoding (tests, notebooks that register one more than once)."""
    _ENCODINGS.unregister(name)


def encoding_names() -> tuple[str, ...]:
    """The registered names, sorted."""
    return _ENCODINGS.names()


def encoding_scheme(name: str) -> EncodingScheme | None:
    return _ENCODINGS.get(name)
