"""Give each host-side `linalg.pack`/`unpack` of a `flow`-stage module its own outlined executable.

After IREE's `flow` phase every computation is a `flow.dispatch` of a `flow.executable`; IREE's
stream conversion refuses a relayout (or its `tensor.empty`) left on the host ("failed to
legalize"). Materializing packs on a `flow` file puts the relayouts of encoded host values there
(`flow.tensor.encode` of a weight in an initializer, of an activation between dispatches), so
each static one becomes what IREE's dispatch creation would have made of it: an executable
whose function loads the source binding whole, runs the same op into a `tensor.empty` (with
its constant padding value, cloned in), and stores the result, called by a `flow.dispatch` in the op's place. Dynamic relayouts are left
alone (IREE would need their sizes as workload).
"""

from __future__ import annotations

import io

from xdsl.context import Context
from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, SymbolRefAttr, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable
from xdsl.utils.hints import isa

from xdsl_encoding.dialects import flow, util
from xdsl_encoding.dialects.linalg.pack_ops import PackOp, UnPackOp

Relayout = PackOp | UnPackOp

_EXECUTABLE = """
flow.executable private @{name} {{
  flow.executable.export public @{name} workgroups() -> (index, index, index) {{
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
    flow.return %x, %y, %z : index, index, index
  }}
  builtin.module {{
    func.func @{name}(%in: !iree_tensor_ext.dispatch.tensor<readonly:{source}>,
                      %out: !iree_tensor_ext.dispatch.tensor<writeonly:{result}>) {{
      %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [{source_zeros}], sizes = [{source_sizes}], strides = [{source_ones}] : !iree_tensor_ext.dispatch.tensor<readonly:{source}> -> {source}
      %1 = tensor.empty() : {result}
      iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [{result_zeros}], sizes = [{result_sizes}], strides = [{result_ones}] : {result} -> !iree_tensor_ext.dispatch.tensor<writeonly:{result}>
      func.return
    }}
  }}
}}
"""


def type_text(t: Attribute) -> str:
    stream = io.StringIO()
    Printer(stream=stream).print_attribute(t)
    return stream.getvalue()


def unique_symbol(module: ModuleOp, name: str) -> str:
    candidate, n = name, 0
    while SymbolTable.lookup_symbol(module, candidate) is not None:
        n += 1
        candidate = f"{name}_{n}"
    return candidate


def is_outlinable(op: Relayout) -> bool:
    """Static source and result, a `tensor.empty` destination, a constant padding value if any, no dynamic tiles."""
    types = (op.source.type, op.result.type)
    if not all(isinstance(t, TensorType) and all(d >= 0 for d in t.get_shape()) for t in types):
        return False
    if op.inner_tiles or (
        isinstance(op, PackOp)
        and op.padding_value is not None
        and not isinstance(op.padding_value.owner, arith.ConstantOp)
    ):
        return False
    return isinstance(op.dest.owner, tensor.EmptyOp)


def _row(shape: tuple[int, ...], value: int | None) -> str:
    return ", ".join(str(d if value is None else value) for d in shape)


def outline_relayout(ctx: Context, module: ModuleOp, op: Relayout, name: str, after: Operation) -> None:
    """Replace host-side `op` by a `flow.dispatch` of a new executable `@name`, placed after `after`."""
    source, result = op.source.type, op.result.type
    assert isa(source, TensorType[Attribute])
    assert isa(result, TensorType[Attribute])
    name = unique_symbol(module, name)
    text = _EXECUTABLE.format(
        name=name,
        source=type_text(source),
        result=type_text(result),
        source_zeros=_row(source.get_shape(), 0),
        source_sizes=_row(source.get_shape(), None),
        source_ones=_row(source.get_shape(), 1),
        result_zeros=_row(result.get_shape(), 0),
        result_sizes=_row(result.get_shape(), None),
        result_ones=_row(result.get_shape(), 1),
    )
    (executable,) = list(Parser(ctx, text, "outlined-relayout").parse_module().body.block.ops)
    executable.detach()
    module.body.block.insert_op_after(executable, after)
    body = next(o for o in executable.walk() if isinstance(o, func.FuncOp)).body.block
    load, empty, store = list(body.ops)[:3]
    clone = op.clone()
    operands = [load.results[0], empty.results[0]]
    if isinstance(op, PackOp) and op.padding_value is not None:  # the constant goes into the executable
        padding = op.padding_value.owner
        assert isinstance(padding, arith.ConstantOp)
        constant = padding.clone()
        Rewriter.insert_op(constant, InsertPoint.before(store))
        operands.append(constant.result)
    clone.operands = operands
    Rewriter.insert_op(clone, InsertPoint.before(store))
    store.operands = [clone.results[0], *store.operands[1:]]
    dispatch = _dispatch(name, op)
    Rewriter.insert_op(dispatch, InsertPoint.before(op))
    dest = op.dest.owner
    op.results[0].replace_all_uses_with(dispatch.results[0])
    padding = op.padding_value.owner if isinstance(op, PackOp) and op.padding_value is not None else None
    Rewriter.erase_op(op)
    for leftover in (dest, padding):
        if isinstance(leftover, tensor.EmptyOp | arith.ConstantOp) and not leftover.results[0].uses:
            Rewriter.erase_op(leftover)


def _dispatch(name: str, op: Relayout) -> flow.DispatchOp:
    """`%r = flow.dispatch @name::@name(%source) : (T) -> U`."""
    return flow.DispatchOp.build(
        operands=[[], [op.source], [], []],  # workload, arguments, argument dims, result dims
        result_types=[[op.result.type]],
        properties={"entry_points": ArrayAttr([SymbolRefAttr(name, [name])])},
    )


def outline_host_relayouts(ctx: Context, module: ModuleOp) -> None:
    """Outline every static relayout left directly in a `util.func`/`util.initializer` of a `flow`-stage module."""
    if not any(isinstance(op, flow.ExecutableOp) for op in module.ops):
        return
    for top in list(module.ops):
        if not isinstance(top, util.FuncOp | util.InitializerOp):
            continue
        for op in [o for o in top.body.walk() if isinstance(o, PackOp | UnPackOp)]:
            if op.parent_op() is top and is_outlinable(op):
                kind = "pack" if isinstance(op, PackOp) else "unpack"
                outline_relayout(ctx, module, op, f"{_symbol_name(top)}_{kind}", top)


def _symbol_name(op: util.FuncOp | util.InitializerOp) -> str:
    return op.sym_name.data if isinstance(op, util.FuncOp) else "initializer"
