"""Hoist the packs of constant dispatch operands out of outlined executables, as IREE's const-eval does.

At the `flow` stage, materializing data tiling inside an executable packs each operand where it is
loaded, so a weight's `linalg.pack` shares a dispatch with the `batch_mmt4d`, which IREE's CPU
codegen refuses at real sizes (`One or more operations with large vector sizes`, or a stack
allocation past 32 KB). IREE packs constants once, at initialization, into a global of the packed
type. Here, for a function argument that is only loaded whole and packed, when every
`flow.dispatch` of its export passes an immutable `util.global` there (possibly reshaped by
`flow.tensor.reshape`s, which the initializer repeats):

* each such global `@w` gets a global `@w_packed` of the packed type, set by a `util.initializer`
  that runs the same `linalg.pack` in an executable of its own (`@w_packed_pack`, `outline_relayouts.py`:
  at the `flow` stage every computation must be in a dispatch). Module order is execution order, so
  the initializer is placed after every initializer that stores `@w`: IREE's legacy exports compute
  some constants in initializers of their own;
* the function's argument becomes the packed dispatch tensor and its load replaces the pack;
* the dispatches pass `@w_packed`.

An argument some caller computes (an activation) is packed by the callers instead: the
`linalg.pack` moves out of the executable to the host before each `flow.dispatch`, where
`outline_relayouts.py` gives it an executable of its own. IREE's data-tiling dispatch creation
puts each `set_encoding` in a dispatch of its own in the same way; a pack of a wide K fused with
the `batch_mmt4d` that reads it is what IREE's CPU codegen refuses (`One or more operations with
large vector sizes (8192 bytes)`: a 1x4x512 activation packed to 1x1x512x8x1 in one dispatch).

The program computes the same values; dynamic shapes and ties are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from xdsl.context import Context
from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import DenseArrayBase, FunctionType, ModuleOp, SymbolRefAttr, TensorType, UnitAttr, i64
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.iree_tensor_ext import DispatchTensorLoadOp, DispatchTensorType
from xdsl_encoding.dialects.linalg.pack_ops import PackOp
from xdsl_encoding.transforms.materialization.outline_relayouts import outline_relayout, type_text, unique_symbol


def _whole_load(value: SSAValue) -> DispatchTensorLoadOp | None:
    """The one use of `value`: a load of the whole static tensor, offsets 0, strides 1."""
    load = value.get_user_of_unique_use()
    if not isinstance(load, DispatchTensorLoadOp) or load.source_dims or load.offsets or load.sizes or load.strides:
        return None
    shape = tuple(load.result.type.get_shape())
    if (
        any(v != 0 for v in load.static_offsets.get_values())
        or any(v != 1 for v in load.static_strides.get_values())
        or tuple(load.static_sizes.get_values()) != shape
        or any(d < 0 for d in shape)
    ):
        return None
    return load


def _hoistable_pack(argument: SSAValue) -> PackOp | None:
    """The pack of a readonly argument that is only loaded whole and packed into a static `tensor.empty`
    (with a constant padding value, if any)."""
    if not isinstance(argument.type, DispatchTensorType) or argument.type.access.data != "readonly":
        return None
    load = _whole_load(argument)
    if load is None:
        return None
    pack = load.result.get_user_of_unique_use()
    if not isinstance(pack, PackOp) or pack.source != load.result:
        return None
    if pack.padding_value is not None and not isinstance(pack.padding_value.owner, arith.ConstantOp):
        return None
    if pack.inner_tiles or not isinstance(pack.dest.owner, tensor.EmptyOp) or pack.dest.owner.dynamic_sizes:
        return None
    return pack


@dataclass(frozen=True)
class _Constant:
    """An operand that is an immutable global, possibly through static `flow.tensor.reshape`s (IREE's
    importer reshapes 2-D weights to the batch-1 `1xKxN` of `batch_matmul`)."""

    global_: util.GlobalOp
    reshapes: tuple[Attribute, ...]  # the result type of each reshape, from the global to the operand


def _constant(value: SSAValue, module: ModuleOp) -> _Constant | None:
    reshapes: list[Attribute] = []
    while isinstance(value.owner, flow.TensorReshapeOp):
        if value.owner.source_dims or value.owner.result_dims:
            return None
        reshapes.append(value.type)
        value = value.owner.source
    load = value.owner
    if not isinstance(load, util.GlobalLoadOp):
        return None
    found = SymbolTable.lookup_symbol(module, load.global_)
    if not isinstance(found, util.GlobalOp) or found.is_mutable is not None:
        return None
    return _Constant(found, tuple(reversed(reshapes)))


_PACKED_GLOBAL = """
util.global private @{packed} : {packed_type}
util.initializer {{
  %0 = util.global.load immutable @{source} : {global_type}
{reshapes}  %1 = tensor.empty() : {packed_type}
  util.global.store %1, @{packed} : {packed_type}
  util.return
}}
"""


def _packed_global(ctx: Context, module: ModuleOp, constant: _Constant, pack: PackOp) -> str:
    """A new global holding `pack` of the constant, set by an initializer (its pack outlined) placed after
    the constant's global and every initializer storing it."""
    source = constant.global_
    packed = unique_symbol(module, f"{source.sym_name.data}_packed")
    types = [source.type, *constant.reshapes]
    reshapes = "".join(
        f"  %r{i + 1} = flow.tensor.reshape {'%0' if i == 0 else f'%r{i}'} : {type_text(a)} -> {type_text(b)}\n"
        for i, (a, b) in enumerate(pairwise(types))
    )
    text = _PACKED_GLOBAL.format(
        packed=packed,
        source=source.sym_name.data,
        global_type=type_text(source.type),
        reshapes=reshapes,
        packed_type=type_text(pack.result.type),
    )
    global_, initializer = list(Parser(ctx, text, "hoisted-pack").parse_module().body.block.ops)
    for op in (global_, initializer):
        op.detach()
        op.attributes.update(source.attributes)  # the device affinity, which IREE's stream conversion needs
    module.body.block.insert_op_after(global_, source)  # IREE's stream conversion wants globals defined first
    writers = _writers(module, source.sym_name.data)
    block_order = list(module.body.block.ops)
    last = max([global_, *writers], key=block_order.index)
    module.body.block.insert_op_after(initializer, last)  # read once every initializer storing the source ran
    assert isinstance(initializer, util.InitializerOp)
    ops = list(initializer.body.block.ops)
    operand, empty, store = ops[len(types) - 1], ops[len(types)], ops[len(types) + 1]
    clone = pack.clone()
    clone.operands = [operand.results[0], empty.results[0]]
    Rewriter.insert_op(clone, InsertPoint.before(store))
    store.operands = [clone.results[0], *store.operands[1:]]
    outline_relayout(ctx, module, clone, f"{packed}_pack", initializer)  # at `flow`, compute runs in dispatches
    return packed


def _writers(module: ModuleOp, name: str) -> list[util.InitializerOp]:
    """The initializers that store global `@name` (an immutable global is stored by initializers only)."""
    return [
        op
        for op in module.ops
        if isinstance(op, util.InitializerOp)
        and any(isinstance(s, util.GlobalStoreOp) and s.global_.root_reference.data == name for s in op.walk())
    ]


def _erase_unused_chain(value: SSAValue) -> None:
    """Erase the global load (and reshapes) of an operand no longer used."""
    while not value.uses:
        owner = value.owner
        if isinstance(owner, flow.TensorReshapeOp):
            value = owner.source
            Rewriter.erase_op(owner)
        elif isinstance(owner, util.GlobalLoadOp):
            Rewriter.erase_op(owner)
            return
        else:
            return


def _exported_function(executable: flow.ExecutableOp, entry: str) -> func.FuncOp | None:
    """The function of export `entry`, if no other export shares it (its callers would all need rewriting)."""
    exports = [op for op in executable.body.block.ops if isinstance(op, flow.ExecutableExportOp)]
    for op in exports:
        if op.sym_name.data == entry:
            if sum(e.function_ref == op.function_ref for e in exports) != 1:
                return None
            inner = next((m for m in executable.body.block.ops if isinstance(m, ModuleOp)), None)
            if inner is None:
                return None
            found = SymbolTable.lookup_symbol(inner, op.function_ref)
            return found if isinstance(found, func.FuncOp) else None
    return None


def hoist_constant_packs(ctx: Context, module: ModuleOp) -> None:
    """Move the packs of constant operands of every exported function into initializers (see the module doc)."""
    dispatches: dict[tuple[str, str], list[flow.DispatchOp]] = {}
    untouchable: set[str] = set()  # executables some dispatch names in another form (several entry points)
    for op in module.walk():
        if isinstance(op, flow.DispatchOp):
            refs = op.entry_points.data
            if len(refs) != 1 or len(refs[0].nested_references.data) != 1:
                untouchable.update(r.root_reference.data for r in refs)
                continue
            dispatches.setdefault((refs[0].root_reference.data, refs[0].nested_references.data[0].data), []).append(op)
    packed_of: dict[tuple[str, str], str] = {}  # (global, pack text) -> packed global
    for (ex_name, entry), calls in dispatches.items():
        executable = SymbolTable.lookup_symbol(module, ex_name)
        if not isinstance(executable, flow.ExecutableOp) or ex_name in untouchable:
            continue
        function = _exported_function(executable, entry)
        if function is None or any(c.argument_dims or c.result_dims or _tied(c) for c in calls):
            continue
        block: Block = function.body.block
        if any(len(c.arguments) + len(c.results_) != len(block.args) for c in calls):
            continue
        for j, argument in enumerate(block.args):
            pack = _hoistable_pack(argument)
            if pack is None or j >= len(calls[0].arguments):
                continue
            sources = [_constant(c.arguments[j], module) for c in calls]
            if any(s is None for s in sources) or pack.padding_value is not None:
                for call in calls:  # an activation: packed by the caller, in a dispatch of its own
                    _pack_before(call, j, pack)
                _retype_argument(function, j, pack)
                continue
            for call, source in zip(calls, sources):
                assert source is not None
                key = (
                    source.global_.sym_name.data,
                    str(source.reshapes) + str(pack.properties) + str(pack.result.type),
                )
                if key not in packed_of:
                    packed_of[key] = _packed_global(ctx, module, source, pack)
                load = util.GlobalLoadOp.create(
                    properties={"global": SymbolRefAttr(packed_of[key]), "is_immutable": UnitAttr()},
                    result_types=[pack.result.type],
                )
                Rewriter.insert_op(load, InsertPoint.before(call))
                old, at = call.arguments[j], len(call.workload) + j  # operands: workload, then arguments
                call.operands = [load.results[0] if i == at else o for i, o in enumerate(call.operands)]
                _erase_unused_chain(old)
            _retype_argument(function, j, pack)


def _pack_before(call: flow.DispatchOp, j: int, pack: PackOp) -> None:
    """Argument `j` of `call`, packed on the host right before it as `pack` packs it in the executable."""
    operands: list[SSAValue] = [call.arguments[j]]
    empty = tensor.EmptyOp([], pack.result.type)
    Rewriter.insert_op(empty, InsertPoint.before(call))
    operands.append(empty.tensor)
    if pack.padding_value is not None:
        padding = pack.padding_value.owner
        assert isinstance(padding, arith.ConstantOp)
        constant = padding.clone()
        Rewriter.insert_op(constant, InsertPoint.before(call))
        operands.append(constant.result)
    host = pack.clone()
    host.operands = operands
    Rewriter.insert_op(host, InsertPoint.before(call))
    at = len(call.workload) + j  # operands: workload, then arguments
    call.operands = [host.results[0] if i == at else o for i, o in enumerate(call.operands)]


def _tied(call: flow.DispatchOp) -> bool:
    return call.tied_operands is not None and any(t.value.data >= 0 for t in call.tied_operands.data)


def _retype_argument(function: func.FuncOp, j: int, pack: PackOp) -> None:
    """Argument `j` of `function` becomes the packed dispatch tensor; its whole load replaces `pack`."""
    packed_type = pack.result.type
    assert isinstance(packed_type, TensorType)
    argument = function.body.block.args[j]
    old_load = pack.source.owner
    assert isinstance(old_load, DispatchTensorLoadOp)
    argument = Rewriter.replace_value_with_new_type(argument, DispatchTensorType("readonly", packed_type))
    rank = len(packed_type.get_shape())
    load = DispatchTensorLoadOp.build(
        operands=[argument, [], [], [], []],
        result_types=[packed_type],
        properties={
            "static_offsets": DenseArrayBase.from_list(i64, [0] * rank),
            "static_sizes": DenseArrayBase.from_list(i64, list(packed_type.get_shape())),
            "static_strides": DenseArrayBase.from_list(i64, [1] * rank),
        },
    )
    Rewriter.insert_op(load, InsertPoint.before(pack))
    empty = pack.dest.owner
    pack.results[0].replace_all_uses_with(load.results[0])
    Rewriter.erase_op(pack)
    Rewriter.erase_op(old_load)
    if isinstance(empty, tensor.EmptyOp) and not empty.results[0].uses:
        Rewriter.erase_op(empty)
    inputs = [a.type for a in function.body.block.args]
    function.function_type = FunctionType.from_lists(inputs, list(function.function_type.outputs.data))
