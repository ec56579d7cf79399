"""hal at the ABI boundary: a `!hal.buffer_view` is given and returned as an array of the imported type."""

import numpy as np
import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, TensorType, f32
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding import api
from xdsl_encoding.tools.run import main as run_main

PROGRAM = """
util.func public @f$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
  %d = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x3xf32>{%d}
  %1 = arith.addf %0, %0 : tensor<?x3xf32>
  %2 = hal.tensor.barrier join(%1 : tensor<?x3xf32>) => %arg2 : !hal.fence
  %3 = hal.tensor.export %2 : tensor<?x3xf32>{%d} -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
}
util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
  %0 = util.null : !hal.fence
  %c-1_i32 = arith.constant -1 : i32
  %c0 = arith.constant 0 : index
  %device_0 = hal.devices.get %c0 : !hal.device
  %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
  %1 = util.call @f$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
  %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
  util.return %1 : !hal.buffer_view
}
"""


def test_buffer_views_take_the_imported_type_through_the_sync_wrapper():
    module = api.parse_module(PROGRAM)
    arguments, results = api.signature(api.find_function(module, "f"))
    assert arguments == [TensorType(f32, [DYNAMIC_INDEX, 3])]
    assert results == [TensorType(f32, [DYNAMIC_INDEX, 3])]
    (x,) = api.random_inputs(module, "f", dynamic_size=5)
    assert x.shape == (5, 3)
    assert x.dtype == np.float32
    (y,) = api.interpret(module, "f", x)
    np.testing.assert_array_equal(y, 2 * x)


def test_import_checks_the_array():
    module = api.parse_module(PROGRAM)
    with pytest.raises(InterpretationError, match=r"expected shape \(\?, 3\)"):
        api.interpret(module, "f", np.zeros((2, 4), np.float32))


def test_runner_gives_random_buffer_view_inputs(tmp_path: object, capsys: pytest.CaptureFixture[str]):
    import pathlib

    assert isinstance(tmp_path, pathlib.Path)
    path = tmp_path / "p.mlir"
    path.write_text(PROGRAM)
    assert run_main([str(path), "--symbol", "f", "--random-inputs", "--dynamic-size", "2"]) == 0
    assert "result: dense<" in capsys.readouterr().out


MEASURED_ONLY = """
util.func public @g(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
  %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32>
  %d = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
  %1 = tensor.empty(%d) : tensor<?x4xf32>
  %2 = linalg.broadcast ins(%0 : tensor<4xf32>) outs(%1 : tensor<?x4xf32>) dimensions = [0]
  %3 = hal.tensor.export %2 : tensor<?x4xf32>{%d} -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
}
"""
"""ONNX `Expand` to `Shape(y)`, as IREE prints it: `%arg1` is never imported, only measured."""


def test_a_buffer_view_only_measured_takes_any_array():
    module = api.parse_module(MEASURED_ONLY)
    arguments, _ = api.signature(api.find_function(module, "g"))
    assert str(arguments[1]) == "!hal.buffer_view"
    x = np.arange(4, dtype=np.float32)
    for shape_source in (np.zeros((2, 3), np.int64), np.zeros((1, 3, 7), np.float16)):
        (y,) = api.interpret(module, "g", x, shape_source)
        np.testing.assert_array_equal(y, np.broadcast_to(x, (3, 4)))
    _, measured = api.random_inputs(module, "g", dynamic_size=5)
    assert measured.shape == (5, 5)
    assert api.compare(module, module, "g").agree
    with pytest.raises(InterpretationError, match=r"argument #1 \(%arg1\) of @g: expected a numpy array"):
        api.interpret(module, "g", x, 3)
    with pytest.raises(InterpretationError, match=r"index 1 is out of range for a rank-1 view"):
        api.interpret(module, "g", x, np.zeros(3, np.int64))
