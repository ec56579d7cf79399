"""`util.assume.int` and its `#util.int.assumption<umin = 1, umax = 8, udiv = 2>` rows.

IREE memorializes what it knows of dynamic sizes across boundaries with it:
`%0:2 = util.assume.int %a<umin = 1>, %b[<udiv = 16>, <udiv = 32>] : index, index`.
Each operand has one assumption or a list of them (the rows: per call site, say); one row holds at
a time, and a single assumption stands for every row. Syntax and verifier follow
`compiler/src/iree/compiler/Dialect/Util/IR/UtilOps.cpp` and `UtilAttrs.td` (b48a595).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, NoneAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    prop_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

_FIELDS = ("umin", "umax", "udiv")


@irdl_attr_definition
class IntAssumptionAttr(ParametrizedAttribute):
    """`#util.int.assumption<umin = 0, umax = 10, udiv = 2>`: unsigned bounds and a divisor, each optional."""

    name = "util.int.assumption"
    umin: IntAttr | NoneAttr
    umax: IntAttr | NoneAttr
    udiv: IntAttr | NoneAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        found: dict[str, Attribute] = {}

        def parse_entry() -> None:
            at = parser.pos
            key = parser.parse_identifier()
            if key not in _FIELDS or key in found:
                parser.raise_error(f"#{cls.name}: duplicate or unknown parameter {key} (expected umin, umax, udiv)", at)
            parser.parse_punctuation("=")
            value = parser.parse_integer(allow_negative=False, allow_boolean=False)
            found[key] = IntAttr(value)

        parser.parse_punctuation("<")
        if parser.parse_optional_punctuation(">") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
            parser.parse_punctuation(">")
        return tuple(found.get(key, NoneAttr()) for key in _FIELDS)

    def print_parameters(self, printer: Printer) -> None:
        entries = [f"{key} = {value}" for key, value in self.bounds().items() if value is not None]
        printer.print_string(f"<{', '.join(entries)}>")

    def bounds(self) -> dict[str, int | None]:
        """`umin`, `umax`, `udiv`, None where absent."""
        fields = (self.umin, self.umax, self.udiv)
        return {key: v.data if isinstance(v, IntAttr) else None for key, v in zip(_FIELDS, fields)}

    def holds_for(self, value: int) -> bool:
        umin, umax, udiv = self.bounds().values()
        return (umin is None or value >= umin) and (umax is None or value <= umax) and (not udiv or value % udiv == 0)

    def verify(self) -> None:
        if self.bounds()["udiv"] == 0:
            raise VerifyException(f"#{self.name}: udiv must not be 0")


def _parse_assumption(parser: Parser) -> IntAssumptionAttr:
    """`<umin = 1, udiv = 4>`: an assumption without its `#util.int.assumption` prefix, as the op writes it."""
    return IntAssumptionAttr.new(IntAssumptionAttr.parse_parameters(parser))


@irdl_op_definition
class AssumeIntOp(IRDLOperation):
    """`%r = util.assume.int %a<umin = 1, umax = 8> : index`: its operands, with what is known of them."""

    name = "util.assume.int"
    operands_ = var_operand_def()
    assumptions = prop_def(ArrayAttr[ArrayAttr[IntAssumptionAttr]])
    results_ = var_result_def()
    traits = traits_def(Pure())

    # Hand-written, as IREE's (hasCustomAssemblyFormat): each operand is followed by its row(s) of assumptions.
    @classmethod
    def parse(cls, parser: Parser) -> AssumeIntOp:
        operands: list[UnresolvedOperand] = []
        rows: list[ArrayAttr[IntAssumptionAttr]] = []

        def parse_operand() -> None:
            operands.append(parser.parse_unresolved_operand())
            if parser.parse_optional_punctuation("[") is None:
                rows.append(ArrayAttr([_parse_assumption(parser)]))
                return
            items: list[IntAssumptionAttr] = []
            if parser.parse_optional_punctuation("]") is None:
                items = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: _parse_assumption(parser))
                parser.parse_punctuation("]")
            rows.append(ArrayAttr(items))

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_operand)
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        attributes = parser.parse_optional_attr_dict()
        if len(types) != len(operands):
            parser.raise_error(f"util.assume.int: {len(operands)} operand(s) but {len(types)} type(s)")
        return cls.build(
            operands=[parser.resolve_operands(operands, types, parser.pos)],
            result_types=[types],
            properties={"assumptions": ArrayAttr(rows)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        for i, (operand, row) in enumerate(zip(self.operands_, self.assumptions.data)):
            if i:
                printer.print_string(", ")
            printer.print_operand(operand)
            if len(row.data) == 1:
                row.data[0].print_parameters(printer)
            else:
                printer.print_string("[")
                printer.print_list(row.data, lambda a: a.print_parameters(printer))
                printer.print_string("]")
        printer.print_string(" : ")
        printer.print_list([o.type for o in self.operands_], printer.print_attribute)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        rows = self.assumptions.data
        if len(rows) != len(self.operands_):
            raise VerifyException(
                f"'{self.name}' expected {len(self.operands_)} assumption rows to match number of operands"
            )
        if [o.type for o in self.operands_] != [r.type for r in self.results_]:
            raise VerifyException(f"'{self.name}' results must have the types of the operands")
        ranks = {len(row.data) for row in rows if len(row.data) != 1}
        if len(ranks) > 1:
            raise VerifyException(f"'{self.name}' operands have different numbers of assumptions: {sorted(ranks)}")

    def row_count(self) -> int:
        """How many rows of assumptions there are (a single assumption broadcasts to all)."""
        return max((len(row.data) for row in self.assumptions.data), default=1)
