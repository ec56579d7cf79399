"""SSA dominance, which xDSL 0.74's verifier does not check and iree-opt does (`utils/dominance.py`)."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.api import parse_module

REFUSED = {
    "use before the definition": (
        "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %1 : f32\n  %1 = arith.mulf %a, %a : f32\n"
        "  func.return %0 : f32\n}",
        "m.mlir:2:3: error: 'arith.addf': operand #1 (the value) does not dominate this use",
    ),
    "use in a region of a value defined after its op": (
        "func.func @f(%a: f32, %c: i1) -> f32 {\n  %0 = scf.if %c -> (f32) {\n    scf.yield %late : f32\n"
        "  } else {\n    scf.yield %a : f32\n  }\n  %late = arith.mulf %a, %a : f32\n  func.return %0 : f32\n}",
        "m.mlir:3:5: error: 'scf.yield': operand #0 (%late) does not dominate this use",
    ),
}

ACCEPTED = {
    "a value of the enclosing block in a region": (
        "func.func @f(%a: f32, %c: i1) -> f32 {\n  %x = arith.mulf %a, %a : f32\n  %0 = scf.if %c -> (f32) {\n"
        "    scf.yield %x : f32\n  } else {\n    scf.yield %a : f32\n  }\n  func.return %0 : f32\n}"
    ),
    "a value of another block of the same CFG": (
        "func.func @f(%a: f32) -> f32 {\n  %x = arith.mulf %a, %a : f32\n  cf.br ^bb1\n^bb1:\n  func.return %x : f32\n}"
    ),
    "a symbol used before its definition in the module (a graph region)": (
        "func.func @f() -> f32 {\n  %0 = func.call @g() : () -> f32\n  func.return %0 : f32\n}\n"
        "func.func @g() -> f32 {\n  %c = arith.constant 1.0 : f32\n  func.return %c : f32\n}"
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused(name: str):
    text, message = REFUSED[name]
    with pytest.raises(VerifyException) as info:
        parse_module(text, name="m.mlir")
    assert str(info.value) == message


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_accepted(name: str):
    parse_module(ACCEPTED[name])
