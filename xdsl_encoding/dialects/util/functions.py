"""`util` functions, calls, returns and initializers (`util.func public @f(...)` syntax)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
)
from xdsl.dialects.utils import parse_func_op_like, print_func_op_like
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import CallableOpInterface, IsolatedFromAbove, IsTerminator, SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import (
    VISIBILITIES,
    OperandTypeList,
    TiedFunctionResultList,
    parse_visibility,
)
from xdsl_encoding.dialects.iree_syntax import tied_operands_property
from xdsl_encoding.dialects.verbatim import VerbatimAttr

_FUNC_RESERVED = ("sym_name", "function_type", "sym_visibility", "tied_operands", "arg_attrs", "res_attrs")


@irdl_attr_definition
class InlineNeverAttr(VerbatimAttr):
    """`#util.inline.never`: the function is never inlined (IREE's ABI `$async` wrappers)."""

    name = "util.inline.never"
    BRACKETED = False


@irdl_attr_definition
class InlineAlwaysAttr(VerbatimAttr):
    name = "util.inline.always"
    BRACKETED = False


def verify_visibility(op: Operation) -> None:
    """A symbol op's `sym_visibility`, when set, is one of IREE's three."""
    visibility, sym_name = op.properties.get("sym_visibility"), op.properties.get("sym_name")
    if isinstance(visibility, StringAttr) and visibility.data not in VISIBILITIES:
        name = sym_name.data if isinstance(sym_name, StringAttr) else "?"
        raise VerifyException(f"'{op.name}' @{name}: unknown visibility {visibility.data}")


class SymbolOp(IRDLOperation):
    """An op that defines a symbol, `[public|private|nested] @name` (MLIR's `Symbol`: `$sym_name` and an optional
    `$sym_visibility`, one of IREE's three)."""

    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(SymbolNameConstraint())
    traits = traits_def(SymbolOpInterface())

    def verify_(self) -> None:
        verify_visibility(self)


class IsolatedSymbolTableOp(SymbolOp):
    """A symbol that is an isolated symbol table, as IREE declares its executables and their variants and sources
    (`IsolatedFromAbove, Symbol, SymbolTable`); each names its own `SingleBlockImplicitTerminator`."""

    traits = traits_def(IsolatedFromAbove(), SymbolTable())


def lookup_symbol(op: Operation, symbol: SymbolRefAttr) -> Operation | None:
    """`symbol` in the nearest symbol table above `op` (None outside any)."""
    table_op = op.parent_op()
    while table_op is not None and table_op.get_trait(SymbolTable) is None:
        table_op = table_op.parent_op()
    if table_op is None:
        return None
    return SymbolTable.lookup_symbol(table_op, symbol)


def lookup_function(op: Operation, symbol: SymbolRefAttr) -> FuncOp | None:
    found = lookup_symbol(op, symbol)
    return found if isinstance(found, FuncOp) else None


class FuncCallable(CallableOpInterface):
    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        assert isinstance(op, FuncOp)
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.outputs.data


@irdl_op_definition
class FuncOp(SymbolOp):
    """`util.func public @f(%arg0: T {attrs}) -> (U {attrs}) attributes {...} { ... }`."""

    name = "util.func"
    function_type = prop_def(FunctionType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr])
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    inlining_policy = opt_prop_def(Attribute)
    body = region_def()
    traits = traits_def(FuncCallable(), IsolatedFromAbove())

    def __init__(
        self,
        name: str,
        function_type: FunctionType,
        body: Region,
        visibility: str | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        properties: dict[str, Attribute | None] = {
            "sym_name": StringAttr(name),
            "function_type": function_type,
            "sym_visibility": StringAttr(visibility) if visibility is not None else None,
        }
        super().__init__(properties=properties, regions=[body], attributes=attributes or {})

    # Hand-written, as IREE's (hasCustomAssemblyFormat): MLIR's function signature syntax, `inlining_policy` among the attributes.
    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parse_visibility(parser)
        name, inputs, outputs, region, extra, arg_attrs, res_attrs = parse_func_op_like(
            parser, reserved_attr_names=_FUNC_RESERVED
        )
        properties: dict[str, Attribute] = {
            "sym_name": StringAttr(name),
            "function_type": FunctionType.from_lists(inputs, outputs),
            **tied_operands_property([-1] * len(outputs)),
        }
        if visibility is not None:
            properties["sym_visibility"] = visibility
        if arg_attrs is not None:
            properties["arg_attrs"] = arg_attrs
        if res_attrs is not None:
            properties["res_attrs"] = res_attrs
        attributes = dict(extra.data) if extra is not None else {}
        if "inlining_policy" in attributes:
            properties["inlining_policy"] = attributes.pop("inlining_policy")
        return cls.build(properties=properties, attributes=attributes, regions=[region])

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        attributes = dict(self.attributes)
        if self.inlining_policy is not None:
            attributes = {"inlining_policy": self.inlining_policy, **attributes}
        print_func_op_like(
            printer,
            self.sym_name,
            self.function_type,
            self.body,
            attributes,
            arg_attrs=self.arg_attrs,
            res_attrs=self.res_attrs,
            reserved_attr_names=_FUNC_RESERVED,
            print_empty_outputs=False,
        )

    def verify_(self) -> None:
        super().verify_()
        if self.tied_operands is not None and any(t.value.data != -1 for t in self.tied_operands.data):
            raise VerifyException(f"'{self.name}' @{self.sym_name.data}: tied results are not supported")
        if not self.body.blocks:
            return
        inputs = list(self.function_type.inputs.data)
        if [a.type for a in self.body.blocks[0].args] != inputs:
            raise VerifyException(
                f"'{self.name}' @{self.sym_name.data}: entry block arguments must match the signature"
            )

    @property
    def is_declaration(self) -> bool:
        return not self.body.blocks


OPERAND_LIST = "($operands_^ `:` type($operands_))?"
"""`%a, %b : T, U` or nothing: the `operands_` of an op that passes values through (`return`s, barriers)."""


class ReturnLikeOp(IRDLOperation):
    """`X.return %a, %b : T, U`: a terminator that hands its operands back to the enclosing op. IREE declares
    `util.return`, `flow.return`, `stream.return` and `hal.return` alike (`Variadic<AnyType>:$operands`,
    `Terminator`, `attr-dict ($operands^ `:` type($operands))?`; hal writes the attr-dict last)."""

    operands_ = var_operand_def()
    traits = traits_def(IsTerminator())
    assembly_format = f"attr-dict {OPERAND_LIST}"

    def __init__(self, values: Sequence[SSAValue] = ()):
        super().__init__(operands=[values])


@irdl_op_definition
class ReturnOp(ReturnLikeOp):
    """`util.return %a : T` ends a `util.func` or `util.initializer`."""

    name = "util.return"

    def verify_(self) -> None:
        parent = self.parent_op()
        if isinstance(parent, FuncOp):
            expected = list(parent.function_type.outputs.data)
        elif isinstance(parent, InitializerOp):
            expected = []
        else:
            raise VerifyException(f"'{self.name}' must be inside util.func or util.initializer")
        if [v.type for v in self.operands_] != expected:
            raise VerifyException(
                f"'{self.name}' returns ({', '.join(str(v.type) for v in self.operands_)}) "
                f"but the enclosing op expects ({', '.join(map(str, expected))})"
            )


@irdl_op_definition
class CallOp(IRDLOperation):
    """`%r = util.call @f(%a) : (T) -> U`."""

    name = "util.call"
    callee = prop_def(SymbolRefAttr)
    arguments = var_operand_def()
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr])
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    results_ = var_result_def()
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$callee `(` $arguments `)` attr-dict `:` custom<OperandTypeList>(type($arguments)) `->`"
        " custom<TiedFunctionResultList>(ref($arguments), ref(type($arguments)), type($results_), $tied_operands)"
    )
    custom_directives = (OperandTypeList, TiedFunctionResultList)

    def verify_(self) -> None:
        if self.tied_operands is not None and any(t.value.data != -1 for t in self.tied_operands.data):
            raise VerifyException(f"'{self.name}' to {self.callee}: tied results are not supported")
        callee = lookup_symbol(self, self.callee)
        if callee is None:
            return  # an enclosing module may not be built yet; the interpreter reports a missing callee
        if not isinstance(callee, FuncOp):
            raise VerifyException(f"'{self.name}' callee {self.callee} is a {callee.name}, not a util.func")
        signature = callee.function_type
        if [a.type for a in self.arguments] != list(signature.inputs.data) or [r.type for r in self.results_] != list(
            signature.outputs.data
        ):
            raise VerifyException(f"'{self.name}' types do not match the signature of {self.callee}: {signature}")


@irdl_op_definition
class InitializerOp(IRDLOperation):
    """`util.initializer { ... util.return }`: runs once, before any function, in program order."""

    name = "util.initializer"
    function_type = prop_def(FunctionType, default_value=FunctionType.from_lists([], []))
    body = region_def()
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(IsolatedFromAbove())

    assembly_format = "attr-dict-with-keyword $body"

    def verify_(self) -> None:
        if self.function_type.inputs.data or self.function_type.outputs.data:
            raise VerifyException(f"'{self.name}' takes and returns nothing, got {self.function_type}")
        if not self.body.blocks:
            raise VerifyException(f"'{self.name}' must have a body")
