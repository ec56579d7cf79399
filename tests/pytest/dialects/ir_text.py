"""Parse and print helpers shared by the dialect tests: one context with every dialect they use."""

from __future__ import annotations

from io import StringIO

from xdsl.context import Context
from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.dialects.func import Func
from xdsl.dialects.test import Test
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_encoding.dialects.iree_cpu import IREECPU
from xdsl_encoding.dialects.iree_encoding import IREEEncoding
from xdsl_encoding.dialects.iree_gpu import IREEGPU


def context() -> Context:
    ctx = Context()
    for dialect in (Builtin, Func, arith.Arith, tensor.Tensor, Test, IREEEncoding, IREECPU, IREEGPU):
        ctx.load_dialect(dialect)
    return ctx


def parse_attr(text: str) -> Attribute:
    return Parser(context(), text).parse_attribute()


def printed(attr: Attribute) -> str:
    stream = StringIO()
    Printer(stream=stream).print_attribute(attr)
    return stream.getvalue()


def parse_module(text: str) -> ModuleOp:
    return Parser(context(), text).parse_module()
