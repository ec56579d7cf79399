"""`flow.dispatch` runs the exported function of a `flow.executable` on dispatch tensors; whole-value tensor ops."""

from pathlib import Path

import numpy as np
import pytest
from xdsl.utils.exceptions import InterpretationError

from xdsl_encoding.api import interpret, parse_module

LIT = Path(__file__).parents[2] / "filecheck" / "dialects" / "flow" / "executables.mlir"


def test_dispatches_run_the_exported_functions():
    """A dynamic dispatch with a workload, a tied result written at an offset, and a renamed export."""
    module = parse_module(LIT.read_text())
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = np.array([1, 2, 3, 4], np.float32)
    doubled, copied = interpret(module, "host", a, b, np.int64(3))
    np.testing.assert_array_equal(doubled, a + a)
    np.testing.assert_array_equal(copied, [0, 0, 1, 2, 3, 4, 0, 0])


def test_whole_value_ops():
    module = parse_module(
        LIT.read_text().replace('  %p = flow.tensor.constant #flow.parameter.named<"model"::"w"> : tensor<2xf32>\n', "")
    )
    a = np.ones((2, 4), np.float32)
    (out,) = interpret(module, "values", a, np.int64(2))
    np.testing.assert_array_equal(out, a)
    with pytest.raises(InterpretationError, match=r"tied to the shape \(5, 4\)"):
        interpret(module, "values", a, np.int64(5))


def test_parameter_constant_without_its_file_is_refused():
    with pytest.raises(InterpretationError, match=r'flow.tensor.constant: no parameter file for scope "'):
        interpret(parse_module(LIT.read_text()), "values", np.ones((2, 4), np.float32), np.int64(2))


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (("@ex::@copy_renamed(%b, %e)", "@ex::@nothing(%b, %e)"), "no flow.executable.export @ex::@nothing"),
        (("    func.func @copy(", "    func.func @copy_gone("), "names no func.func @copy with a body"),
        (
            (
                "%acc: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>) {",
                "%acc: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>, %x: index) {",
            ),
            r"@copy takes 3 argument\(s\), the dispatch gives 2",
        ),
    ],
)
def test_dispatch_errors_name_the_missing_piece(edit: tuple[str, str], message: str):
    module = parse_module(LIT.read_text().replace(*edit))
    with pytest.raises(InterpretationError, match=message):
        interpret(module, "host", np.ones((3, 4), np.float32), np.ones(4, np.float32), np.int64(3))


def test_tensor_ext_bitcast_reads_the_same_bytes():
    a = np.array([[1, 0, 0, 0], [0, 1, 0, 0]], np.int8)
    (out,) = interpret(parse_module(LIT.read_text()), "bitcasts", a, np.int64(2))
    np.testing.assert_array_equal(out, a.view(np.int32).reshape(2))


def test_assume_int_passes_values_that_one_row_allows():
    module = parse_module(LIT.read_text())
    assert [int(v) for v in interpret(module, "assumptions", np.int64(4), np.int32(-3))] == [4, -3]
    for wrong in (0, 9):  # umin = 1, umax = 8
        with pytest.raises(InterpretationError, match=rf"the values \[{wrong}\] break every row"):
            interpret(module, "assumptions", np.int64(wrong), np.int32(0))
