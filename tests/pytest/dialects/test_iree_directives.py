"""`iree_directives`: IREE's `custom<...>` directives parse and print IREE's text byte for byte."""

from __future__ import annotations

from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, IndexType, TensorType
from xdsl.dialects.func import Func
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_encoding import api
from xdsl_encoding.dialects.iree_directives import SizeAwareType

from .diagnostics import expect_diagnostic

HEADER = "util.func public @f(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>, %d: index, %i: index) {\n"


def _round_trip(body: str) -> str:
    module = api.parse_module(HEADER + body + "  util.return\n}")
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def test_shaped_tied_result_prints_the_tied_target():
    line = "%0 = flow.tensor.update %b, %a[%i, %i] : tensor<2x4xf32> -> %a as tensor<?x4xf32>{%d}"
    assert line in _round_trip(f"  {line}\n")


def test_shaped_tied_result_names_the_wrong_target():
    expect_diagnostic(
        HEADER + "  %0 = flow.tensor.update %b, %a[%i, %i] : tensor<2x4xf32> -> %b as tensor<?x4xf32>{%d}\n}",
        "result is tied to its target %a, not %b",
    )


def test_shaped_operand_list_splits_dims_by_value():
    line = 'flow.tensor.trace "k" = [%a : tensor<?x4xf32>{%d}, %b : tensor<2x4xf32>] attributes {x}'
    out = _round_trip(f"  {line}\n")
    assert line in out


def test_literal_dims_group_matches_iree():
    """IREE's `type($x) (`{` $dims^ `}`)?` needs no directive: `T{%d}` with no space, nothing when static."""
    lines = [
        "%0 = flow.tensor.reshape %a : tensor<?x4xf32>{%d} -> tensor<4x?xf32>{%d}",
        "%1 = flow.tensor.bitcast %b : tensor<2x4xf32> -> tensor<2x4xi32>",
    ]
    out = _round_trip("".join(f"  {line}\n" for line in lines))
    assert all(line in out for line in lines)


@irdl_op_definition
class _SizedOp(IRDLOperation):
    """A test op with IREE's `custom<SizeAwareType>` (as `hal.allocator.allocate` writes it)."""

    name = "sized.op"
    size = operand_def(IndexType)
    result = result_def(TensorType)
    assembly_format = "`:` custom<SizeAwareType>(type($result), $size) attr-dict"
    custom_directives = (SizeAwareType,)


def test_size_aware_type():
    ctx = Context()
    for dialect in (Builtin, Func, Dialect("sized", [_SizedOp])):
        ctx.load_dialect(dialect)
    text = "func.func @g(%s: index) {\n  %0 = sized.op : tensor<4xf32>{%s}\n  func.return\n}"
    module = Parser(ctx, text).parse_module()
    out = StringIO()
    Printer(stream=out).print_op(module)
    assert "%0 = sized.op : tensor<4xf32>{%s}" in out.getvalue()
    op = next(o for o in module.walk() if isinstance(o, _SizedOp))
    assert op.size.type == IndexType()
