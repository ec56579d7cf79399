"""ONNX models of the operators that lower to `iree_linalg_ext` ops besides quantization and scan, and
of the mixed-type convolutions (for generate.py).

* `scatter_nd`: ScatterND of row slices (`iree_linalg_ext.scatter`, body `yield %update`);
* `scatter_elements_add`: ScatterElements with `reduction = "add"` and duplicate indices (the
  updates of one element combine in batch order);
* `argmax`: ArgMax (first maximum) and ArgMin with `select_last_index` (`iree_linalg_ext.arg_compare`,
  `cmpf ogt` / `ole`);
* `topk`: TopK, largest and sorted (`iree_linalg_ext.sort` of values and indices, then a slice);
* `conv_integer`: ConvInteger i8 x i8 -> i32 with zero points and padding (`linalg.conv_2d_nchw_fchw_q`).

Indices are initializers: a random index input would address outside the data.
"""

import numpy as np
import onnx
from onnx import TensorProto, helper
from operator_models import const, model

F = TensorProto.FLOAT
I8 = TensorProto.INT8
I32 = TensorProto.INT32
I64 = TensorProto.INT64
x = helper.make_tensor_value_info
n = helper.make_node


def models() -> dict[str, onnx.ModelProto]:
    return {
        "scatter_nd": model(
            "scatter_nd",
            [n("ScatterND", ["d", "i", "u"], ["y"])],
            [x("d", F, [4, 3]), x("u", F, [2, 3])],
            [x("y", F, [4, 3])],
            [const("i", [[1], [3]], np.int64)],
        ),
        "scatter_elements_add": model(
            "scatter_elements_add",
            [n("ScatterElements", ["d", "i", "u"], ["y"], axis=0, reduction="add")],
            [x("d", F, [3, 4]), x("u", F, [2, 4])],
            [x("y", F, [3, 4])],
            [const("i", [[0, 1, 2, 0], [0, 1, 1, 2]], np.int64)],
            opset=18,
        ),
        "argmax": model(
            "argmax",
            [
                n("ArgMax", ["x"], ["a"], axis=1, keepdims=1),
                n("ArgMin", ["x"], ["b"], axis=0, keepdims=0, select_last_index=1),
            ],
            [x("x", F, [3, 5])],
            [x("a", I64, [3, 1]), x("b", I64, [5])],
        ),
        "topk": model(
            "topk",
            [n("TopK", ["x", "k"], ["v", "i"], axis=-1)],
            [x("x", F, [3, 8])],
            [x("v", F, [3, 3]), x("i", I64, [3, 3])],
            [const("k", [3], np.int64)],
        ),
        "conv_integer": model(
            "conv_integer",
            [n("ConvInteger", ["x", "w", "xz", "wz"], ["y"], pads=[1, 1, 1, 1])],
            [x("x", I8, [1, 2, 5, 5]), x("w", I8, [3, 2, 3, 3])],
            [x("y", I32, [1, 3, 5, 5])],
            [const("xz", 2, np.int8), const("wz", -1, np.int8)],
        ),
    }
