"""scatter / sort / topk / arg_compare agree bit for bit with IREE 3.13's runtime (llvm-cpu) where
the order matters: ties, NaN, signed zeros, duplicate scatter indices with a body that does not
commute. One module of one-op functions, compiled once; inputs drawn from a few small integers so
that ties are everywhere."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from testing.iree_host import compile_with_iree, run_with_iree
from xdsl_encoding import api

T_I32 = "tensor<3x9xi32>"
T_F32 = "tensor<3x9xf32>"
T_I64 = "tensor<3x9xi64>"


def _sort(name: str, element: str, t: str, predicate: str) -> str:
    cmp = "cmpf" if element == "f32" else "cmpi"
    return f"""func.func @{name}(%x: {t}, %i: {T_I64}) -> ({t}, {T_I64}) {{
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%x, %i : {t}, {T_I64}) {{
  ^bb0(%a: {element}, %b: {element}, %c: i64, %d: i64):
    %k = arith.{cmp} {predicate}, %a, %b : {element}
    iree_linalg_ext.yield %k : i1
  }} -> {t}, {T_I64}
  return %s#0, %s#1 : {t}, {T_I64}
}}"""


def _arg(name: str, element: str, t: str, predicate: str, init: str) -> str:
    cmp = "cmpf" if element == "f32" else "cmpi"
    return f"""func.func @{name}(%x: {t}) -> (tensor<3x{element}>, tensor<3xi32>) {{
  %init = arith.constant {init} : {element}
  %zero = arith.constant 0 : i32
  %ve = tensor.empty() : tensor<3x{element}>
  %ie = tensor.empty() : tensor<3xi32>
  %v = linalg.fill ins(%init : {element}) outs(%ve : tensor<3x{element}>) -> tensor<3x{element}>
  %i = linalg.fill ins(%zero : i32) outs(%ie : tensor<3xi32>) -> tensor<3xi32>
  %r:2 = iree_linalg_ext.arg_compare dimension(1) ins(%x : {t}) outs(%v, %i : tensor<3x{element}>, tensor<3xi32>) {{
  ^bb0(%a: {element}, %b: {element}):
    %k = arith.{cmp} {predicate}, %a, %b : {element}
    iree_linalg_ext.yield %k : i1
  }} -> tensor<3x{element}>, tensor<3xi32>
  return %r#0, %r#1 : tensor<3x{element}>, tensor<3xi32>
}}"""


PROGRAMS = {
    "sort_sge": (_sort("sort_sge", "i32", T_I32, "sge"), ("i", "iota")),
    "sort_sgt": (_sort("sort_sgt", "i32", T_I32, "sgt"), ("i", "iota")),
    "sort_olt_nan": (_sort("sort_olt_nan", "f32", T_F32, "olt"), ("f", "iota")),
    "sort_oge_zeros": (_sort("sort_oge_zeros", "f32", T_F32, "oge"), ("z", "iota")),
    "arg_sgt": (_arg("arg_sgt", "i32", T_I32, "sgt", "-100"), ("i",)),
    "arg_sge": (_arg("arg_sge", "i32", T_I32, "sge", "-100"), ("i",)),
    "arg_ogt_nan": (_arg("arg_ogt_nan", "f32", T_F32, "ogt", "0xFF800000"), ("f",)),
    "arg_ole_zeros": (_arg("arg_ole_zeros", "f32", T_F32, "ole", "0x7F800000"), ("z",)),
    "topk": (
        f"""func.func @topk(%x: {T_I32}) -> (tensor<3x4xi32>, tensor<3x4xi32>) {{
  %low = arith.constant -100 : i32
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x4xi32>
  %v = linalg.fill ins(%low : i32) outs(%e : tensor<3x4xi32>) -> tensor<3x4xi32>
  %i = linalg.fill ins(%zero : i32) outs(%e : tensor<3x4xi32>) -> tensor<3x4xi32>
  %r:2 = iree_linalg_ext.topk dimension(1) ins(%x : {T_I32}) outs(%v, %i : tensor<3x4xi32>, tensor<3x4xi32>) {{
  ^bb0(%a: i32, %b: i32):
    %k = arith.cmpi sgt, %a, %b : i32
    iree_linalg_ext.yield %k : i1
  }} -> tensor<3x4xi32>, tensor<3x4xi32>
  return %r#0, %r#1 : tensor<3x4xi32>, tensor<3x4xi32>
}}""",
        ("i",),
    ),
    "scatter_ordered": (
        """func.func @scatter_ordered(%u: tensor<8x3xf32>, %idx: tensor<8x1xi32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%u, %idx : tensor<8x3xf32>, tensor<8x1xi32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.subf %m, %a : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}""",
        ("u", "idx", "o"),
    ),
    "scatter_add_i8_mask": (
        """func.func @scatter_add_i8_mask(%u: tensor<8xi8>, %idx: tensor<8x2xi32>, %m: tensor<8xi8>, %o: tensor<3x2xi8>) -> tensor<3x2xi8> {
  %r = iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(false) ins(%u, %idx, %m : tensor<8xi8>, tensor<8x2xi32>, tensor<8xi8>) outs(%o : tensor<3x2xi8>) {
  ^bb0(%a: i8, %b: i8):
    %s = arith.addi %a, %b : i8
    iree_linalg_ext.yield %s : i8
  } -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}""",
        ("u8", "idx2", "mask", "o8"),
    ),
}


def _input(kind: str, rng: np.random.Generator) -> np.ndarray[Any, Any]:
    if kind == "i":
        return rng.integers(-2, 3, (3, 9)).astype(np.int32)
    if kind in ("f", "z"):
        x = rng.integers(-2, 3, (3, 9)).astype(np.float32)
        if kind == "f":
            x[0, 2] = x[1, 0] = x[2, 8] = np.nan
        else:
            x[x == 0] = np.where(rng.integers(0, 2, int((x == 0).sum())) == 1, -0.0, 0.0)
        return x
    if kind == "iota":
        return np.broadcast_to(np.arange(9, dtype=np.int64), (3, 9)).copy()
    if kind == "u":
        return rng.uniform(-2, 2, (8, 3)).astype(np.float32)
    if kind == "idx":
        return rng.integers(0, 2, (8, 1)).astype(np.int32)
    if kind == "o":
        return rng.uniform(-2, 2, (4, 3)).astype(np.float32)
    if kind == "u8":
        return rng.integers(60, 127, (8,)).astype(np.int8)
    if kind == "idx2":
        return np.stack([rng.integers(0, 2, 8), rng.integers(0, 3, 8)], axis=1).astype(np.int32)
    if kind == "mask":
        return rng.integers(0, 4, (8,)).astype(np.int8)
    return rng.integers(-128, 127, (3, 2)).astype(np.int8)


@cache
def _module() -> Path:
    return compile_with_iree("\n".join(text for text, _ in PROGRAMS.values()))


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_interpreter_breaks_ties_as_irees_runtime(name: str):
    text, kinds = PROGRAMS[name]
    rng = np.random.default_rng(sorted(PROGRAMS).index(name))
    inputs = tuple(_input(k, rng) for k in kinds)
    module = api.parse_module(text)
    _, results = api.signature(api.find_function(module, name))
    want = run_with_iree(_module(), name, inputs, len(results))
    got = api.interpret(module, name, *inputs)
    for ours, theirs in zip(got, want, strict=True):
        ours = np.asarray(ours)
        assert ours.dtype == theirs.dtype
        np.testing.assert_array_equal(ours, theirs)
        if theirs.dtype.kind == "f":
            np.testing.assert_array_equal(np.signbit(ours), np.signbit(theirs))
