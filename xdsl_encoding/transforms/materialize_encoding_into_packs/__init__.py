"""`materialize-encoding-into-packs`: lower data-tiling encodings to `linalg.pack` / `mmt4d` / `unpack`.

IREE 3.13's `iree-codegen-materialize-device-encoding` with `#iree_cpu.cpu_encoding_resolver` or
`#iree_cpu.vmvx_encoding_resolver`: each `#iree_encoding.encoding` tensor is stored packed with the
tiles IREE's tables and chooser give for the target (xdsl_encoding/data_tiling), or plain where
IREE has no tiles. The target is `target=` / `cpu-features=`, else the function's
`hal.executable.target`. The module is rewritten as a clone and swapped in only when every
function succeeded: a failure leaves it untouched.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func, tensor
from xdsl.dialects.builtin import FunctionType, IntegerAttr, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.dialects.linalg.ops import FillOp, GenericOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException, VerifyException
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.targets import CpuTarget, target_from_options
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.transforms.materialize_encoding_into_nop import swap_module_body
from xdsl_encoding.transforms.materialize_encoding_into_packs.cleanup import clean_up
from xdsl_encoding.transforms.materialize_encoding_into_packs.generic import lower_generic
from xdsl_encoding.transforms.materialize_encoding_into_packs.layouts import PackedLayouts
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import (
    Lowering,
    LoweringError,
    is_encoded,
    lower_contraction,
    lower_empty,
    lower_fill,
    lower_set_encoding,
    lower_unset_encoding,
)
from xdsl_encoding.transforms.materialize_encoding_into_packs.target import function_target
from xdsl_encoding.utils.remarks import remark_on

__all__ = ["MaterializeEncodingIntoPacksPass"]


def _touches_encoding(lowering: Lowering, op: Operation) -> bool:
    if isinstance(op, func.ReturnOp):
        return False  # returns what it returned; the signature follows
    return any(is_encoded(lowering.logical_type(v)) for v in op.operands) or any(is_encoded(r.type) for r in op.results)


def lower_op(lowering: Lowering, op: Operation) -> list[SSAValue] | None:
    """The values replacing `op`'s results, or None if `op` holds no encoding."""
    if not _touches_encoding(lowering, op):
        return None
    if isinstance(op, SetEncodingOp):
        return lower_set_encoding(lowering, op)
    if isinstance(op, UnsetEncodingOp):
        return lower_unset_encoding(lowering, op)
    if isinstance(op, tensor.EmptyOp):
        return lower_empty(lowering, op)
    if isinstance(op, FillOp):
        return lower_fill(lowering, op)
    if isinstance(op, GenericOp) and all(t.data == IteratorType.PARALLEL for t in op.iterator_types.data):
        return lower_generic(lowering, op)
    if isinstance(op, LinalgStructuredOperation) and len(op.inputs) == 2 and len(op.outputs) == 1:
        return lower_contraction(lowering, op)
    raise LoweringError(op, f"{op.name} on encoded tensors is not materialized into packs")


def layout_remark(layouts: PackedLayouts, t: TensorType[Attribute]) -> str:
    """`operand 1 of tensor<7x30xf32>: packed as tensor<4x7x8x1xf32> (inner_dims_pos [1, 0], ...); why`."""
    plain = TensorType(t.element_type, t.get_shape())
    choice = layouts.choice(t)
    index = getattr(t.encoding, "operand_index", None)
    role = f"operand {index.value.data}" if isinstance(index, IntegerAttr) else "tensor"
    if choice.info.is_identity:
        return f"{role} {plain}: {choice.reason}"
    info = choice.info
    return (
        f"{role} {plain}: packed as {layouts.storage_type(t)} (inner_dims_pos {list(info.inner_dims_pos)}, "
        f"inner_tiles {list(info.inner_tile_sizes)}, outer_dims_perm {list(info.outer_dims_perm)}); {choice.reason}"
    )


def convert_signature(lowering: Lowering, function: func.FuncOp) -> None:
    """Encoded arguments and results are passed as their storage (IREE's `updateFuncSignature`)."""
    block = function.body.blocks.first
    assert block is not None
    for arg in block.args:
        if isa(arg.type, TensorType[Attribute]) and is_encoded(arg.type):
            encoded = arg.type
            lowering.rewriter.replace_value_with_new_type(arg, lowering.layouts.storage_type(encoded))
            lowering.argument_types[block.args[arg.index]] = encoded


def materialize_function(function: func.FuncOp, target: CpuTarget | None, remarks: bool) -> None:
    lowering = Lowering(PackedLayouts(target))
    convert_signature(lowering, function)
    lowered: list[Operation] = []
    for op in list(function.body.walk()):
        if op is function or op.parent_op() is not function:
            continue  # bodies of linalg ops hold scalars
        new = lower_op(lowering, op)
        if new is None:
            continue
        lowered.append(op)
        for old, value in zip(op.results, new):
            lowering.mapping[old] = value
            if remarks and is_encoded(old.type):
                assert isa(old.type, TensorType[Attribute])
                remark_on(op, layout_remark(lowering.layouts, old.type))
    gone = set(lowered)
    for old, value in lowering.mapping.items():
        old.replace_uses_with_if(value, lambda use: use.operation not in gone)
    for op in reversed(lowered):
        lowering.rewriter.erase_op(op, safe_erase=False)
    returns = [op for op in function.body.walk() if isinstance(op, func.ReturnOp)]
    outputs = [v.type for v in returns[0].arguments] if returns else list(function.function_type.outputs.data)
    inputs = [a.type for a in function.body.blocks.first.args] if function.body.blocks.first else []
    function.function_type = FunctionType.from_lists(inputs, outputs)
    clean_up(function)


@dataclass(frozen=True)
class MaterializeEncodingIntoPacksPass(ModulePass):
    """Store every data-tiling-encoded tensor packed, as IREE 3.13 does on CPUs and VMVX."""

    name = "materialize-encoding-into-packs"

    target: str = ""
    """`x86_64`, `aarch64`, `riscv64`, `riscv32`, `wasm32`, `vmvx` or a target triple; empty: each
    function's `hal.executable.target`."""

    cpu_features: str = ""
    """Comma-separated LLVM features, matched literally as IREE does: `+avx,+avx2,+fma`."""

    ukernels: str = ""
    """IREE's `ukernels` config (`none`, `all`, `mmt4d`); empty: IREE's default."""

    remarks: bool = False
    """Print, on stderr, the layout chosen for each encoded tensor and why."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        option: CpuTarget | None = None
        if self.target:
            found = target_from_options(self.target, self.cpu_features, self.ukernels or None)
            if isinstance(found, str):
                raise PassFailedException(f"{self.name}: {found}")
            option = found
        work = op.clone()
        originals: dict[Operation, Operation] = dict(zip(work.walk(), op.walk()))
        for function in [f for f in work.walk() if isinstance(f, func.FuncOp)]:
            target = function_target(function, option)
            if isinstance(target, str):
                raise PassFailedException(f"{self.name}: {target}")
            if target is not None and target.enable_inner_tiled:
                raise PassFailedException(
                    f"{self.name}: @{function.sym_name.data}: enable_inner_tiled (iree_codegen.inner_tiled) "
                    "is not supported; only the mmt4d path is"
                )
            try:
                materialize_function(function, target, self.remarks)
            except LoweringError as err:
                message = f"{self.name}: {err}"
                originals.get(err.op, op).emit_error(message, PassFailedException(message))
        try:
            work.verify()
        except VerifyException as err:
            raise PassFailedException(f"{self.name}: the materialized module does not verify: {err}") from err
        swap_module_body(op, work)
