"""`LoweringTable`: an op's own class decides, else its nearest registered base class."""

from __future__ import annotations

from xdsl.dialects import arith, test
from xdsl.dialects.builtin import i32
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import AddOp, FillOp
from xdsl.ir import Operation

from xdsl_encoding.transforms.materialization import LoweringTable


def test_lookup_follows_the_class_hierarchy() -> None:
    table: LoweringTable[None, str] = LoweringTable()

    @table.register(LinalgStructuredOperation)
    def lower_structured(state: None, op: Operation) -> str:
        return "structured"

    @table.register(FillOp, arith.ConstantOp)
    def lower_fill(state: None, op: Operation) -> str:
        return "fill or constant"

    value = test.TestOp(result_types=[i32]).results[0]
    add = AddOp([value, value], [value], [i32])
    fill = FillOp([value], [value], [i32])
    constant = arith.ConstantOp.from_int_and_width(1, 32)
    found = [table.lookup(op) for op in (add, fill, constant, test.TestOp())]
    assert found == [lower_structured, lower_fill, lower_fill, None]
