"""Models from the operator sweep (scripts/iree_sweep/) that each showed a cause now fixed (for generate.py).

* `dynamic_concat_slice`: Concat of two dynamic-length inputs, then a Slice with an end past the
  length. IREE's global optimization clamps the slice with sizes read from an `i64` shape tensor
  through `arith.index_castui`, which xDSL 0.74 lacks (xdsl_encoding/dialects/arith.py).
* `reduce_all_dynamic`: ReduceMean/ReduceMax over every axis of a `?x?` tensor. IREE expands the
  rank-0 maximum into `1x1` with `tensor.expand_shape %m []`, which xDSL 0.74's verifier refuses and
  the interpreter did not run (xdsl_encoding/dialects/tensor.py).
"""

import numpy as np
import onnx
from onnx import TensorProto, helper
from operator_models import const, model

F = TensorProto.FLOAT
x = helper.make_tensor_value_info
n = helper.make_node


def models() -> dict[str, onnx.ModelProto]:
    return {
        "dynamic_concat_slice": model(
            "dynamic_concat_slice",
            [n("Concat", ["a", "b"], ["c"], axis=0), n("Slice", ["c", "st", "en", "axs"], ["y"])],
            [x("a", F, ["n", 3]), x("b", F, ["m", 3])],
            [x("y", F, ["k", 2])],
            [const("st", [1, 1], np.int64), const("en", [1000, 3], np.int64), const("axs", [0, 1], np.int64)],
        ),
        "reduce_all_dynamic": model(
            "reduce_all_dynamic",
            [n("ReduceMean", ["x"], ["m"], keepdims=0), n("ReduceMax", ["x"], ["k"], keepdims=1)],
            [x("x", F, ["a", "b"])],
            [x("m", F, []), x("k", F, [1, 1])],
        ),
    }
