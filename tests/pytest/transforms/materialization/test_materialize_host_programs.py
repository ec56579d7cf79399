"""The shared materialization driver on IREE's host IR: util.func, util.call, util.global with
util.initializer, flow.dispatch.region, flow.dispatch.workgroups and flow.tensor.encode.

Each program is materialized into padding and into packs (target=x86_64) and the result is
interpreted against the original on random inputs (integers bit-equal); a module the driver
refuses is left unchanged, with a diagnostic naming the op and the rule.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.utils.exceptions import PassFailedException

from xdsl_encoding.api import compare, interpret, parse_module, run_passes
from xdsl_encoding.utils.encodings import first_encoded_op

PAD = "#iree_encoding.padding<[0, 4]>"
PAD_ROWS = "#iree_encoding.padding<[2, 0]>"


def dispatch_tensor(mode: str, t: str) -> str:
    return f"!iree_tensor_ext.dispatch.tensor<{mode}:{t}>"


def accumulator(element: str) -> str:
    return "i32" if element.startswith("i") else element


def host_program(element: str, lhs: str, rhs: str, acc: str, other: str) -> str:
    """A global set by an initializer, a callee with a dispatch region, a workgroups dispatch, encodes.

    `lhs`, `rhs`, `acc` are the encodings of a 6x7 * 7x10 matmul's operands; `other` another
    encoding of the 6x7 input (encoded -> encoded `flow.tensor.encode`).
    """
    out = accumulator(element)
    a, b, c = f"tensor<6x7x{element}, {lhs}>", f"tensor<7x10x{element}, {rhs}>", f"tensor<6x10x{out}, {acc}>"
    o = f"tensor<6x7x{element}, {other}>"
    zero = "0.0" if element.startswith("f") else "0"
    is_float = element.startswith(("f", "bf"))  # MLIR refuses a decimal integer as a float element
    weights = (
        "dense<["
        + ", ".join(
            "[" + ", ".join(f"{(i * 7 + j) % 5 - 2}{'.0' * is_float}" for j in range(10)) + "]" for i in range(7)
        )
        + "]>"
    )
    return f"""
module {{
  util.global private @weights : {b}
  util.initializer {{
    %cst = arith.constant {weights} : tensor<7x10x{element}>
    %e = flow.tensor.encode %cst : tensor<7x10x{element}> -> {b}
    util.global.store %e, @weights : {b}
    util.return
  }}
  util.func private @matmul(%a: {a}, %b: {b}) -> {c} {{
    %r = flow.dispatch.region -> ({c}) {{
      %zero = arith.constant {zero} : {out}
      %empty = tensor.empty() : {c}
      %fill = linalg.fill ins(%zero : {out}) outs(%empty : {c}) -> {c}
      %mm = linalg.matmul ins(%a, %b : {a}, {b}) outs(%fill : {c}) -> {c}
      flow.return %mm : {c}
    }}
    util.return %r : {c}
  }}
  util.func public @main(%x: tensor<6x7x{element}>) -> (tensor<6x10x{out}>, tensor<6x7x{element}>) {{
    %other = flow.tensor.encode %x : tensor<6x7x{element}> -> {o}
    %ex = flow.tensor.encode %other : {o} -> {a}
    %w = util.global.load @weights : {b}
    %mm = util.call @matmul(%ex, %w) : ({a}, {b}) -> {c}
    %out = flow.dispatch.workgroups(%mm) : ({c}) -> tensor<6x10x{out}> =
        (%in: {dispatch_tensor("readonly", c)}, %res: {dispatch_tensor("writeonly", f"tensor<6x10x{out}>")}) {{
      %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [6, 10], strides = [1, 1] : {dispatch_tensor("readonly", c)} -> {c}
      %u = iree_encoding.unset_encoding %l : {c} -> tensor<6x10x{out}>
      iree_tensor_ext.dispatch.tensor.store %u, %res, offsets = [0, 0], sizes = [6, 10], strides = [1, 1] : tensor<6x10x{out}> -> {dispatch_tensor("writeonly", f"tensor<6x10x{out}>")}
      flow.return
    }}
    %back = flow.tensor.encode %ex : {a} -> tensor<6x7x{element}>
    util.return %out, %back : tensor<6x10x{out}>, tensor<6x7x{element}>
  }}
}}
"""


def data_tiling(index: int, element: str, sizes: str = "[6, 10, 7]") -> str:
    return (
        f"#iree_encoding.encoding<operand_index = {index} : index, op_type = matmul, "
        f"element_types = [{element}, {element}, {accumulator(element)}], "
        "user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
        f"affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = {sizes}>"
    )


def padding_program(element: str) -> str:
    return host_program(element, PAD, PAD_ROWS, PAD, PAD_ROWS)


def packs_program(element: str) -> str:
    other = data_tiling(1, element, "[3, 7, 6]")  # the 6x7 input as the RHS of another matmul
    return host_program(element, data_tiling(0, element), data_tiling(1, element), data_tiling(2, element), other)


CASES = {
    "nop": (packs_program, "materialize-encoding-into-nop"),
    "padding": (padding_program, "materialize-encoding-into-padding"),
    "packs": (packs_program, 'materialize-encoding-into-packs{target=x86_64 cpu_features="+avx,+avx2,+fma"}'),
}


@pytest.mark.parametrize("element", ["f32", "i8"])
@pytest.mark.parametrize("layout", CASES)
def test_host_program_interprets_as_the_original(layout: str, element: str) -> None:
    build, pipeline = CASES[layout]
    original = parse_module(build(element))
    materialized = run_passes(original, pipeline)
    assert first_encoded_op(materialized) is None
    text = str(materialized)
    assert "flow.tensor.encode" not in text
    if layout == "packs":
        assert "linalg.mmt4d" in text
        assert "linalg.pack" in text
        if element == "f32":  # the workgroups argument is the packed 6x10 result (tiles 8x8)
            assert "dispatch.tensor<readonly:tensor<1x2x8x8xf32>>" in text
    elif layout == "padding":
        assert "tensor.pad" in text
        assert "tensor<6x11x" in text
    else:
        assert "linalg.matmul" in text
        assert "dispatch.tensor<readonly:tensor<6x10x" in text
    for seed in range(3):
        report = compare(original, materialized, "main", seed=seed)
        assert report.agree, report.summary()
        if element == "i8":
            assert report.max_abs_error == 0


@pytest.mark.parametrize("layout", CASES)
def test_globals_and_signatures_hold_the_storage(layout: str) -> None:
    build, pipeline = CASES[layout]
    text = str(run_passes(parse_module(build("f32")), pipeline))
    weights = next(line for line in text.splitlines() if "util.global private @weights" in line)
    callee = next(line for line in text.splitlines() if "util.func private @matmul" in line)
    if layout == "packs":
        assert weights.endswith(": tensor<2x7x8x1xf32>")  # RHS 7x10 packed N0=8, K0=1, outer dims transposed
    elif layout == "nop":
        assert weights.endswith(": tensor<7x10xf32>")
        assert "(%a: tensor<6x7xf32>, %b: tensor<7x10xf32>) -> tensor<6x10xf32>" in callee
    else:
        assert weights.endswith(": tensor<9x10xf32>")  # padded by [2, 0]
        assert "tensor<6x11xf32>" in callee
        assert "tensor<9x10xf32>" in callee


def test_interpreted_results_are_the_logical_values() -> None:
    module = run_passes(parse_module(padding_program("f32")), CASES["padding"][1])
    x = np.arange(42, dtype=np.float32).reshape(6, 7)
    mm, back = interpret(module, "main", x)
    weights = np.array([[(i * 7 + j) % 5 - 2 for j in range(10)] for i in range(7)], dtype=np.float32)
    np.testing.assert_allclose(mm, x @ weights, rtol=1e-6)
    np.testing.assert_array_equal(back, x)


PARTIAL = """
module {
  util.func public @main(%x: tensor<6x7xf32>) -> tensor<3x7xf32> {
    %e = flow.tensor.encode %x : tensor<6x7xf32> -> tensor<6x7xf32, #iree_encoding.padding<[0, 4]>>
    %out = flow.dispatch.workgroups(%e) : (tensor<6x7xf32, #iree_encoding.padding<[0, 4]>>) -> tensor<3x7xf32> =
        (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x7xf32, #iree_encoding.padding<[0, 4]>>>, %res: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>) {
      %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [3, 0], sizes = [3, 7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x7xf32, #iree_encoding.padding<[0, 4]>>> -> tensor<3x7xf32, #iree_encoding.padding<[0, 4]>>
      %u = iree_encoding.unset_encoding %l : tensor<3x7xf32, #iree_encoding.padding<[0, 4]>> -> tensor<3x7xf32>
      iree_tensor_ext.dispatch.tensor.store %u, %res, offsets = [0, 0], sizes = [3, 7], strides = [1, 1] : tensor<3x7xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x7xf32>>
      flow.return
    }
    util.return %out : tensor<3x7xf32>
  }
}
"""


GLOBAL_WITH_VALUE = f"""
module {{
  util.global private @w = dense<1.0> : tensor<4x4xf32, {PAD}>
  util.func public @main() -> tensor<4x4xf32> {{
    %w = util.global.load @w : tensor<4x4xf32, {PAD}>
    %u = flow.tensor.encode %w : tensor<4x4xf32, {PAD}> -> tensor<4x4xf32>
    util.return %u : tensor<4x4xf32>
  }}
}}
"""

CONFLICT = "#iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>"
UNRESOLVABLE_ENCODE = f"""
module {{
  util.func public @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {{
    %e = flow.tensor.encode %x : tensor<4x8xf32> -> tensor<4x8xf32, {CONFLICT}>
    %u = flow.tensor.encode %e : tensor<4x8xf32, {CONFLICT}> -> tensor<4x8xf32>
    util.return %u : tensor<4x8xf32>
  }}
}}
"""

NO_DEVICE = """
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.func public @main(%x: tensor<6x7xf32>) -> tensor<6x7xf32> {
    %e = flow.tensor.encode %x : tensor<6x7xf32> -> tensor<6x7xf32, LHS>
    %u = flow.tensor.encode %e : tensor<6x7xf32, LHS> -> tensor<6x7xf32>
    util.return %u : tensor<6x7xf32>
  }
}
""".replace("LHS", data_tiling(0, "f32"))

DYNAMIC_PARTIAL = """
module {
  util.func public @main(%x: tensor<?x7xf32>, %h: index) -> tensor<?x7xf32> {
    %c0 = arith.constant 0 : index
    %m = tensor.dim %x, %c0 : tensor<?x7xf32>
    %e = flow.tensor.encode %x : tensor<?x7xf32>{%m} -> tensor<?x7xf32, LHS>{%m}
    %out = flow.dispatch.workgroups(%e, %m, %h) : (tensor<?x7xf32, LHS>{%m}, index, index) -> tensor<?x7xf32>{%h} =
        (%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7xf32, LHS>>, %n: index, %half: index, %res: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x7xf32>>) {
      %l = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [%half, 7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x7xf32, LHS>>{%n} -> tensor<?x7xf32, LHS>
      %u = iree_encoding.unset_encoding %l : tensor<?x7xf32, LHS> -> tensor<?x7xf32>{%half}
      iree_tensor_ext.dispatch.tensor.store %u, %res, offsets = [0, 0], sizes = [%half, 7], strides = [1, 1] : tensor<?x7xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x7xf32>>{%half}
      flow.return
    }
    util.return %out : tensor<?x7xf32>
  }
}
""".replace("LHS", data_tiling(0, "f32", "[?, 10, 7]"))

REFUSED = {
    "partial-slice": (
        PARTIAL,
        "materialize-encoding-into-padding",
        r"iree_tensor_ext\.dispatch\.tensor\.load: a partial slice \(offsets \[3, 0\]",
    ),
    # The rows 0..%half of a packed ?x7 tensor are no slice of its storage.
    "dynamic-partial-slice": (
        DYNAMIC_PARTIAL,
        'materialize-encoding-into-packs{target=x86_64 cpu_features="+avx,+avx2,+fma"}',
        r"iree_tensor_ext\.dispatch\.tensor\.load: a partial slice \(offsets \[0, 0\], sizes \[\?, 7\]",
    ),
    "global-initial-value": (
        GLOBAL_WITH_VALUE,
        "materialize-encoding-into-padding",
        r"util\.global: an initial value of the encoded type",
    ),
    # The set/unset ops a `flow.tensor.encode` became are reported at the encode.
    "encode-unresolvable": (
        UNRESOLVABLE_ENCODE,
        "materialize-encoding-into-padding",
        r"flow\.tensor\.encode: cannot resolve the padding",
    ),
    "affinity-without-device": (
        NO_DEVICE,
        "materialize-encoding-into-packs",
        r"stream\.affinity\.default = #hal\.device\.affinity<@__device_0>: no util\.global @__device_0",
    ),
}


@pytest.mark.parametrize("case", REFUSED)
def test_refused_module_is_a_diagnostic_and_left_unchanged(case: str) -> None:
    text, pipeline, message = REFUSED[case]
    module = parse_module(text)
    before = str(module)
    with pytest.raises(PassFailedException, match=message):
        run_passes(module, pipeline)
    assert str(module) == before
