"""A dialect of "a user's" for `--dialect tests.pytest.tools.user_dialect:UserDemo` (one op, one attribute)."""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Dialect, ParametrizedAttribute
from xdsl.irdl import IRDLOperation, irdl_attr_definition, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import Pure


@irdl_attr_definition
class TagAttr(ParametrizedAttribute):
    name = "user_demo.tag"


@irdl_op_definition
class TouchOp(IRDLOperation):
    name = "user_demo.touch"
    source = operand_def(TensorType)
    result = result_def(TensorType)
    assembly_format = "$source attr-dict `:` type($source) `->` type($result)"
    traits = traits_def(Pure())


UserDemo = Dialect("user_demo", [TouchOp], [TagAttr])


def make_user_demo() -> Dialect:
    return UserDemo


NotADialect = 3
Clash = Dialect("iree_encoding", [], [])
