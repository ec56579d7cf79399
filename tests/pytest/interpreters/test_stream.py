"""The `stream` interpreter at the command level: resources are bytes, dispatches run stream executables.

The whole-model checks against IREE's runtime are test_iree_host_programs.py (the `stream` and
`stream-dt` files of tests/data/iree); these are the small cases and the refusals.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError, VerifyException

from testing.oracle import run_iree_opt_batch
from xdsl_encoding import api

PROGRAM = """
stream.executable private @ex {
  stream.executable.export public @add_one
  builtin.module {
    func.func @add_one(%in: !stream.binding, %n: i32, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %0 = stream.binding.subspan %in[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      %1 = stream.binding.subspan %out[%c8] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
      %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      %f = arith.sitofp %n : i32 to f32
      %s = tensor.splat %f : tensor<4xf32>
      %3 = arith.addf %2, %s : tensor<4xf32>
      iree_tensor_ext.dispatch.tensor.store %3, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7.0 : f32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %t0 = stream.timepoint.immediate => !stream.timepoint
  %out, %t1 = stream.resource.alloca uninitialized await(%t0) => !stream.resource<external>{%c24} => !stream.timepoint
  %t2 = stream.cmd.execute await(%t1) => with(%in as %a: !stream.resource<external>{%c16}, %out as %b: !stream.resource<external>{%c24}) {
    stream.cmd.fill %c7, %b[%c0 for %c8] : f32 -> !stream.resource<external>{%c24}
    stream.cmd.dispatch @ex::@add_one(%c3 : i32) {
      ro %a[%c0 for %c16] : !stream.resource<external>{%c16},
      wo %b[%c0 for %c24] : !stream.resource<external>{%c24}
    }
  } => !stream.timepoint
  %done = stream.timepoint.await %t2 => %out : !stream.resource<external>{%c24}
  %slice = stream.timepoint.await %t2 => %done : !stream.resource<external>{%c24}
  %r = stream.tensor.export %slice : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
  util.return %r : !hal.buffer_view
}
"""


def test_dispatch_reads_and_writes_byte_ranges():
    module = api.parse_module(PROGRAM)
    arguments, results = api.signature(api.find_function(module, "main"))
    assert [str(t) for t in arguments] == ["tensor<4xf32>"]
    assert [str(t) for t in results] == ["tensor<6xf32>"]
    (y,) = api.interpret(module, "main", np.array([1, 2, 3, 4], np.float32))
    assert np.asarray(y).tolist() == [7.0, 7.0, 4.0, 5.0, 6.0, 7.0]


def test_a_view_past_the_resource_is_an_error():
    module = api.parse_module(
        PROGRAM.replace("%0 = stream.binding.subspan %in[%c0]", "%0 = stream.binding.subspan %in[%c8]")
    )
    with pytest.raises(InterpretationError, match="needs 16 bytes"):
        api.interpret(module, "main", np.zeros(4, np.float32))


def test_a_dispatch_giving_too_few_operands_is_an_error():
    text = PROGRAM.replace("@ex::@add_one(%c3 : i32) {", "@ex::@add_one {")
    with pytest.raises(VerifyException, match="expected 0 uniform arguments on exported function, but has 1"):
        api.parse_module(text)  # IREE's verifySymbolUses, as iree-opt 3.13 refuses it
    with pytest.raises(InterpretationError, match="takes more bindings or operands"):
        api.interpret(api.parse_module(text, verify=False), "main", np.zeros(4, np.float32))


TENSOR_LEVEL = """
#packed = #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [4, 2], outerDimsPerm = [1, 0]}}>]>
stream.executable private @ex {
  stream.executable.export public @scale
  builtin.module {
    func.func @scale(%in: !stream.binding, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %in[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x3xf32, #packed>>
      %1 = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x3xf32>>
      %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [5, 3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x3xf32, #packed>> -> tensor<5x3xf32, #packed>
      %3 = iree_encoding.unset_encoding %2 : tensor<5x3xf32, #packed> -> tensor<5x3xf32>
      %4 = arith.addf %3, %3 : tensor<5x3xf32>
      iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [5, 3], strides = [1, 1] : tensor<5x3xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x3xf32>>
      return
    }
  }
}
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, index, index) {
  %c60 = arith.constant 60 : index
  %dense = stream.tensor.sizeof tensor<5x3xf32> : index
  %size = stream.tensor.sizeof tensor<5x3xf32, #packed> : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<5x3xf32> in !stream.resource<external>{%c60}
  %moved = stream.async.transfer %in : !stream.resource<external>{%c60} -> !stream.resource<*>{%c60}
  %packed = stream.tensor.encode %moved : tensor<5x3xf32> in !stream.resource<*>{%c60} -> tensor<5x3xf32, #packed> in !stream.resource<*>{%size}
  %out = stream.tensor.dispatch @ex::@scale(%packed) : (tensor<5x3xf32, #packed> in !stream.resource<*>{%size}) -> tensor<5x3xf32> in !stream.resource<*>{%c60}
  %r = stream.tensor.export %out : tensor<5x3xf32> in !stream.resource<*>{%c60} -> !hal.buffer_view
  util.return %r, %dense, %size : !hal.buffer_view, index, index
}
"""


def test_tensor_level_encode_dispatch_and_sizes():
    """sizeof of a packed layout counts its padded tiles (as iree-stream-encode-host-tensors does); encode packs,
    and the dispatch reads the tiles back as the logical tensor."""
    module = api.parse_module(TENSOR_LEVEL)
    x = np.arange(15, dtype=np.float32).reshape(5, 3)
    y, dense, size = api.interpret(module, "main", x)
    assert (int(dense), int(size)) == (60, 8 * 4 * 4)  # 5x3 padded to 8x4 by the 4x2 tiles, f32
    np.testing.assert_array_equal(np.asarray(y), 2 * x)


def test_sizeof_agrees_with_iree_encode_host_tensors(iree_opt_3_13: object) -> None:
    """Our `stream.tensor.sizeof` is the size `iree-stream-encode-host-tensors` (iree-opt 3.13) computes."""
    layouts = [
        ("[0, 1]", "[4, 2]", "[1, 0]"),
        ("[1]", "[16]", "[0, 1]"),
        ("[0, 1]", "[8, 1]", "[0, 1]"),
        ("[1, 2]", "[4, 4]", "[0, 2, 1]"),
    ]
    shapes = ["5x3xf32", "17x9xi8", "3x33xbf16", "2x7x5xf16"]
    sizeofs: list[str] = []
    for i, (shape, (dims, tiles, perm)) in enumerate(zip(shapes, layouts)):
        layout = (
            "#iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = "
            f"{{innerDimsPos = {dims}, innerTileSizes = {tiles}, outerDimsPerm = {perm}}}}}>]>"
        )
        sizeofs.append(f"  %p{i} = stream.tensor.sizeof tensor<{shape}, {layout}> : index")
        sizeofs.append(f"  %d{i} = stream.tensor.sizeof tensor<{shape}> : index")
    names = [f"%p{i}, %d{i}" for i in range(len(shapes))]
    count = 2 * len(shapes)
    text = (
        f"util.func public @sizes() -> ({', '.join(['index'] * count)}) {{\n"
        + "\n".join(sizeofs)
        + f"\n  util.return {', '.join(names)} : {', '.join(['index'] * count)}\n}}\n"
    )
    (iree,) = run_iree_opt_batch([text], "builtin.module(iree-stream-encode-host-tensors)", version="3.13.0")
    assert "stream.tensor.sizeof" not in iree
    ours = [int(v) for v in api.interpret(api.parse_module(text), "sizes")]
    theirs = [int(v) for v in api.interpret(api.parse_module(iree), "sizes")]
    assert ours == theirs
