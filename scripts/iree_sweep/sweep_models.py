"""A broad sweep of ONNX operators and dtypes not in tests/data/iree, one small model each (for sweep.py).

Run by `scripts/iree_sweep/generate.py` with the IREE venv's Python (it has `onnx`). Not part of
`make test`: its findings are kept in docs/iree-host-ir.md and, for a few fixed causes, in
tests/data/iree/models_sweep.py.
"""

import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "data" / "iree"))
from models_sweep import models as sweep_models
from operator_models import const, init, model

F = TensorProto.FLOAT
F16 = TensorProto.FLOAT16
BF16 = TensorProto.BFLOAT16
I8 = TensorProto.INT8
U8 = TensorProto.UINT8
I16 = TensorProto.INT16
I32 = TensorProto.INT32
I64 = TensorProto.INT64
U32 = TensorProto.UINT32
BOOL = TensorProto.BOOL
x = helper.make_tensor_value_info
n = helper.make_node


def unary(name: str, op: str, dtype: int = F, shape: tuple[int, ...] = (3, 4), opset: int = 17, **attrs: object):
    return model(
        name, [n(op, ["x"], ["y"], **attrs)], [x("x", dtype, list(shape))], [x("y", dtype, list(shape))], opset=opset
    )


def models() -> dict[str, onnx.ModelProto]:
    ms: dict[str, onnx.ModelProto] = {}

    def add(m: onnx.ModelProto) -> None:
        ms[m.graph.name] = m

    # recurrent
    add(
        model(
            "lstm",
            [n("LSTM", ["x", "w", "r", "b"], ["y", "yh", "yc"], hidden_size=5)],
            [x("x", F, [3, 2, 4])],
            [x("y", F, [3, 1, 2, 5]), x("yh", F, [1, 2, 5]), x("yc", F, [1, 2, 5])],
            [init("w", (1, 20, 4), 100, 0.5), init("r", (1, 20, 5), 101, 0.5), init("b", (1, 40), 102, 0.5)],
        )
    )
    add(
        model(
            "gru",
            [n("GRU", ["x", "w", "r", "b"], ["y", "yh"], hidden_size=3, linear_before_reset=1)],
            [x("x", F, [2, 1, 4])],
            [x("y", F, [2, 1, 1, 3]), x("yh", F, [1, 1, 3])],
            [init("w", (1, 9, 4), 103, 0.5), init("r", (1, 9, 3), 104, 0.5), init("b", (1, 18), 105, 0.5)],
        )
    )
    add(
        model(
            "rnn",
            [n("RNN", ["x", "w", "r", "b"], ["y", "yh"], hidden_size=4)],
            [x("x", F, [3, 2, 3])],
            [x("y", F, [3, 1, 2, 4]), x("yh", F, [1, 2, 4])],
            [init("w", (1, 4, 3), 106, 0.5), init("r", (1, 4, 4), 107, 0.5), init("b", (1, 8), 108, 0.5)],
        )
    )
    # scans, ranges, one-hot
    add(
        model(
            "cumsum_exclusive_reverse",
            [n("CumSum", ["x", "ax"], ["y"], exclusive=1, reverse=1)],
            [x("x", F, [3, 5])],
            [x("y", F, [3, 5])],
            [const("ax", 1, np.int64)],
        )
    )
    add(
        model(
            "range_add",
            [n("Range", ["s", "l", "d"], ["r"]), n("Add", ["x", "r"], ["y"])],
            [x("x", F, [2, 5])],
            [x("y", F, [2, 5])],
            [const("s", 1.0, np.float32), const("l", 3.5, np.float32), const("d", 0.5, np.float32)],
        )
    )
    add(
        model(
            "onehot",
            [n("OneHot", ["i", "depth", "vals"], ["y"], axis=-1)],
            [x("i", I64, [2, 3])],
            [x("y", F, [2, 3, 4])],
            [const("depth", 4, np.int64), const("vals", [0.0, 2.0], np.float32)],
        )
    )
    add(
        model(
            "expand_dynamic",
            [n("Shape", ["s"], ["sh"]), n("Expand", ["x", "sh"], ["y"])],
            [x("x", F, [1, 4]), x("s", F, ["n", 4])],
            [x("y", F, ["n", 4])],
        )
    )
    add(
        model(
            "tile_3d",
            [n("Tile", ["x", "rep"], ["y"])],
            [x("x", I32, [2, 1, 3])],
            [x("y", I32, [2, 3, 6])],
            [const("rep", [1, 3, 2], np.int64)],
        )
    )
    add(
        model(
            "depth_to_space_dcr",
            [n("DepthToSpace", ["x"], ["y"], blocksize=2, mode="DCR")],
            [x("x", F, [1, 8, 2, 3])],
            [x("y", F, [1, 2, 4, 6])],
        )
    )
    add(
        model(
            "depth_to_space_crd",
            [n("DepthToSpace", ["x"], ["y"], blocksize=2, mode="CRD")],
            [x("x", F, [1, 8, 2, 3])],
            [x("y", F, [1, 2, 4, 6])],
        )
    )
    add(
        model(
            "space_to_depth",
            [n("SpaceToDepth", ["x"], ["y"], blocksize=2)],
            [x("x", F, [1, 2, 4, 6])],
            [x("y", F, [1, 8, 2, 3])],
        )
    )
    add(
        model(
            "trilu",
            [n("Trilu", ["x", "k"], ["u"], upper=1), n("Trilu", ["x"], ["l"], upper=0), n("Add", ["u", "l"], ["y"])],
            [x("x", F, [2, 4, 5])],
            [x("y", F, [2, 4, 5])],
            [const("k", 1, np.int64)],
        )
    )
    add(
        model(
            "fmod_float",
            [n("Mod", ["a", "b"], ["y"], fmod=1)],
            [x("a", F, [3, 4]), x("b", F, [3, 4])],
            [x("y", F, [3, 4])],
        )
    )
    add(
        model(
            "mod_int64",
            [n("Mod", ["a", "b"], ["y"])],
            [x("a", I64, [2, 5])],
            [x("y", I64, [2, 5])],
            [const("b", [[3, -3, 4, -5, 7], [2, 9, -2, 6, -7]], np.int64)],
        )
    )
    add(
        model(
            "bitshift_u8",
            [n("BitShift", ["a", "s"], ["l"], direction="LEFT"), n("BitShift", ["l", "s"], ["y"], direction="RIGHT")],
            [x("a", U8, [2, 4])],
            [x("y", U8, [2, 4])],
            [const("s", [1, 2, 3, 0], np.uint8)],
        )
    )
    add(
        model(
            "bitshift_u32",
            [n("BitShift", ["a", "s"], ["y"], direction="RIGHT")],
            [x("a", U32, [2, 3])],
            [x("y", U32, [2, 3])],
            [const("s", [1, 5, 31], np.uint32)],
        )
    )
    add(unary("sign", "Sign"))
    add(unary("sign_int", "Sign", dtype=I32))
    add(unary("erf", "Erf"))
    add(unary("hard_sigmoid", "HardSigmoid", alpha=0.3, beta=0.4))
    add(unary("hard_swish", "HardSwish"))
    add(unary("leaky_relu", "LeakyRelu", alpha=0.2))
    add(unary("selu", "Selu"))
    add(unary("elu", "Elu", alpha=0.7))
    add(unary("celu", "Celu", alpha=1.5))
    add(unary("softplus", "Softplus"))
    add(unary("softsign", "Softsign"))
    add(unary("thresholded_relu", "ThresholdedRelu", alpha=0.3))
    add(unary("mish", "Mish", opset=18))
    add(unary("log_softmax", "LogSoftmax", shape=(3, 6), axis=1))
    add(unary("log_softmax_axis0", "LogSoftmax", shape=(3, 6), axis=0))
    add(unary("hardmax", "Hardmax", shape=(3, 6), axis=-1))
    add(unary("softmax_axis0_3d", "Softmax", shape=(3, 4, 5), axis=0))
    add(
        model(
            "prelu_broadcast",
            [n("PRelu", ["x", "s"], ["y"])],
            [x("x", F, [2, 3, 4])],
            [x("y", F, [2, 3, 4])],
            [init("s", (3, 1), 109)],
        )
    )
    trig = ["Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Asinh", "Atanh"]
    nodes = [n("Tanh", ["x"], ["t"])]
    names = []
    for i, op in enumerate(trig):
        nodes.append(n(op, ["t"], [f"o{i}"]))
        names.append(f"o{i}")
    nodes.append(n("Sum", names, ["y"]))
    add(model("trig", nodes, [x("x", F, [3, 4])], [x("y", F, [3, 4])]))
    # reductions with axes as inputs (opset 18)
    red = ["ReduceL2", "ReduceLogSumExp", "ReduceProd", "ReduceMax", "ReduceMin", "ReduceL1", "ReduceSumSquare"]
    add(
        model(
            "reduce_axes_input",
            [n(op, ["x", "ax"], [f"r{i}"], keepdims=1) for i, op in enumerate(red)]
            + [n("Sum", [f"r{i}" for i in range(len(red))], ["y"])],
            [x("x", F, [2, 3, 4])],
            [x("y", F, [2, 1, 4])],
            [const("ax", [1], np.int64)],
            opset=18,
        )
    )
    add(
        model(
            "reduce_noaxes_keep0",
            [n("ReduceMax", ["x"], ["a"], keepdims=0), n("ReduceMean", ["x", "ax"], ["y"], keepdims=0)],
            [x("x", F, [2, 3, 4])],
            [x("a", F, []), x("y", F, [3])],
            [const("ax", [0, 2], np.int64)],
            opset=18,
        )
    )
    add(
        model(
            "reduce_int",
            [n("ReduceSum", ["x", "ax"], ["s"], keepdims=0), n("ReduceMax", ["x", "ax"], ["y"], keepdims=0)],
            [x("x", I32, [3, 5])],
            [x("s", I32, [3]), x("y", I32, [3])],
            [const("ax", [1], np.int64)],
            opset=18,
        )
    )
    # pooling / normalization
    add(
        model(
            "global_maxpool", [n("GlobalMaxPool", ["x"], ["y"])], [x("x", F, [2, 3, 4, 4])], [x("y", F, [2, 3, 1, 1])]
        )
    )
    add(
        model(
            "lppool",
            [n("LpPool", ["x"], ["y"], kernel_shape=[2, 2], p=2, strides=[2, 2])],
            [x("x", F, [1, 2, 4, 4])],
            [x("y", F, [1, 2, 2, 2])],
        )
    )
    add(
        model(
            "maxpool_pad_dilation",
            [n("MaxPool", ["x"], ["y"], kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[2, 2], dilations=[1, 1])],
            [x("x", F, [1, 2, 5, 5])],
            [x("y", F, [1, 2, 3, 3])],
        )
    )
    add(
        model(
            "avgpool_count_include_pad",
            [n("AveragePool", ["x"], ["y"], kernel_shape=[2, 2], pads=[1, 1, 1, 1], count_include_pad=1)],
            [x("x", F, [1, 2, 4, 4])],
            [x("y", F, [1, 2, 5, 5])],
        )
    )
    add(model("lrn", [n("LRN", ["x"], ["y"], size=3)], [x("x", F, [1, 5, 3, 3])], [x("y", F, [1, 5, 3, 3])]))
    add(
        model(
            "group_norm",
            [n("GroupNormalization", ["x", "s", "b"], ["y"], num_groups=2)],
            [x("x", F, [2, 4, 3, 3])],
            [x("y", F, [2, 4, 3, 3])],
            [init("s", (4,), 110), init("b", (4,), 111)],
            opset=21,
        )
    )
    add(
        model(
            "mvn",
            [n("MeanVarianceNormalization", ["x"], ["y"])],
            [x("x", F, [2, 3, 2, 2])],
            [x("y", F, [2, 3, 2, 2])],
        )
    )
    add(
        model(
            "resize_nearest",
            [n("Resize", ["x", "", "sc"], ["y"], mode="nearest")],
            [x("x", F, [1, 1, 2, 3])],
            [x("y", F, [1, 1, 4, 6])],
            [const("sc", [1.0, 1.0, 2.0, 2.0], np.float32)],
        )
    )
    add(
        model(
            "resize_nearest_sizes",
            [
                n(
                    "Resize",
                    ["x", "", "", "sz"],
                    ["y"],
                    mode="nearest",
                    nearest_mode="floor",
                    coordinate_transformation_mode="asymmetric",
                )
            ],
            [x("x", F, [1, 1, 4, 6])],
            [x("y", F, [1, 1, 3, 4])],
            [const("sz", [1, 1, 3, 4], np.int64)],
        )
    )
    add(
        model(
            "resize_cubic",
            [n("Resize", ["x", "", "sc"], ["y"], mode="cubic")],
            [x("x", F, [1, 1, 3, 3])],
            [x("y", F, [1, 1, 6, 6])],
            [const("sc", [1.0, 1.0, 2.0, 2.0], np.float32)],
        )
    )
    # contractions
    add(
        model(
            "matmul_broadcast_batch",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", F, [2, 1, 3, 4]), x("b", F, [5, 4, 6])],
            [x("y", F, [2, 5, 3, 6])],
        )
    )
    add(
        model(
            "matmul_vec",
            [n("MatMul", ["a", "b"], ["m"]), n("MatMul", ["v", "a"], ["y"])],
            [x("a", F, [3, 4]), x("b", F, [4]), x("v", F, [3])],
            [x("m", F, [3]), x("y", F, [4])],
        )
    )
    add(
        model(
            "matmul_2d_by_3d",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", F, [3, 4]), x("b", F, [2, 4, 5])],
            [x("y", F, [2, 3, 5])],
        )
    )
    add(
        model(
            "gemm_trans_alpha_beta",
            [n("Gemm", ["a", "b", "c"], ["y"], transA=1, transB=1, alpha=0.5, beta=2.0)],
            [x("a", F, [6, 3]), x("b", F, [4, 6])],
            [x("y", F, [3, 4])],
            [init("c", (1, 4), 112)],
        )
    )
    add(
        model(
            "gemm_no_c",
            [n("Gemm", ["a", "b"], ["y"], transA=1, alpha=1.5)],
            [x("a", F, [5, 3]), x("b", F, [5, 4])],
            [x("y", F, [3, 4])],
        )
    )
    add(
        model(
            "matmul_dynamic_mk",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", F, ["m", "k"]), x("b", F, ["k", 6])],
            [x("y", F, ["m", 6])],
        )
    )
    add(
        model(
            "matmul_dynamic_batch3d",
            [n("MatMul", ["a", "b"], ["y"]), n("Relu", ["y"], ["z"])],
            [x("a", F, ["b", "m", 8]), x("b", F, ["b", 8, "n"])],
            [x("z", F, ["b", "m", "n"])],
        )
    )
    add(
        model(
            "qlinear_matmul",
            [n("QLinearMatMul", ["a", "as", "az", "b", "bs", "bz", "ys", "yz"], ["y"])],
            [x("a", I8, [3, 8])],
            [x("y", I8, [3, 4])],
            [
                const("as", 0.1, np.float32),
                const("az", 1, np.int8),
                numpy_from(np.random.default_rng(113).integers(-20, 20, (8, 4)).astype(np.int8), "b"),
                const("bs", 0.05, np.float32),
                const("bz", 0, np.int8),
                const("ys", 0.2, np.float32),
                const("yz", -3, np.int8),
            ],
        )
    )
    add(
        model(
            "qlinear_matmul_u8",
            [n("QLinearMatMul", ["a", "as", "az", "b", "bs", "bz", "ys", "yz"], ["y"])],
            [x("a", U8, [2, 6]), x("b", U8, [6, 3])],
            [x("y", U8, [2, 3])],
            [
                const("as", 0.02, np.float32),
                const("az", 128, np.uint8),
                const("bs", 0.03, np.float32),
                const("bz", 120, np.uint8),
                const("ys", 0.5, np.float32),
                const("yz", 100, np.uint8),
            ],
        )
    )
    add(
        model(
            "matmul_integer_zp",
            [n("MatMulInteger", ["a", "b", "az", "bz"], ["y"])],
            [x("a", U8, [3, 8]), x("b", I8, [8, 4])],
            [x("y", I32, [3, 4])],
            [const("az", 7, np.uint8), const("bz", -2, np.int8)],
        )
    )
    add(
        model(
            "dynamic_quantize_linear",
            [n("DynamicQuantizeLinear", ["x"], ["q", "s", "z"])],
            [x("x", F, [3, 5])],
            [x("q", U8, [3, 5]), x("s", F, []), x("z", U8, [])],
        )
    )
    add(
        model(
            "matmul_i32",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", I32, [3, 4]), x("b", I32, [4, 5])],
            [x("y", I32, [3, 5])],
        )
    )
    # shapes
    add(
        model(
            "flatten_squeeze_unsqueeze",
            [
                n("Flatten", ["x"], ["f"], axis=0),
                n("Unsqueeze", ["f", "a"], ["u"]),
                n("Squeeze", ["u"], ["s"]),
                n("Flatten", ["x"], ["f3"], axis=3),
                n("Shape", ["f3"], ["sh"]),
                n("Cast", ["sh"], ["shf"], to=F),
                n("ReduceSum", ["s", "ax"], ["r"], keepdims=1),
                n("Add", ["r", "shf"], ["y"]),
            ],
            [x("x", F, [2, 1, 3, 2])],
            [x("y", F, [2])],
            [const("a", [0, 2], np.int64), const("ax", [0], np.int64)],
        )
    )
    add(
        model(
            "shape_size_constantofshape",
            [
                n("Shape", ["x"], ["s"]),
                n("Size", ["x"], ["z"]),
                n("ConstantOfShape", ["s"], ["c"], value=helper.make_tensor("v", F, [1], [2.5])),
                n("Cast", ["z"], ["zf"], to=F),
                n("Mul", ["c", "zf"], ["m"]),
                n("Add", ["m", "x"], ["y"]),
            ],
            [x("x", F, ["a", 3])],
            [x("y", F, ["a", 3])],
        )
    )
    add(
        model(
            "dynamic_multi_axis",
            [
                n("Exp", ["x"], ["e"]),
                n("ReduceSum", ["e", "ax"], ["s"], keepdims=1),
                n("Div", ["e", "s"], ["d"]),
                n("Transpose", ["d"], ["y"], perm=[1, 0, 2]),
            ],
            [x("x", F, ["a", "b", 4])],
            [x("y", F, ["b", "a", 4])],
            [const("ax", [1], np.int64)],
        )
    )
    ms.update(sweep_models())  # the models kept in tests/data/iree (models_sweep.py)
    # casts and dtypes
    add(
        model(
            "cast_chain",
            [
                n("Cast", ["x"], ["h"], to=F16),
                n("Cast", ["h"], ["hf"], to=F),
                n("Cast", ["x"], ["b"], to=BF16),
                n("Cast", ["b"], ["bf"], to=F),
                n("Cast", ["x"], ["i"], to=I64),
                n("Cast", ["i"], ["if"], to=F),
                n("Cast", ["x"], ["z"], to=BOOL),
                n("Cast", ["z"], ["zf"], to=F),
                n("Sum", ["hf", "bf", "if", "zf"], ["y"]),
            ],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
        )
    )
    add(
        model(
            "cast_int_narrowing",
            [n("Cast", ["x"], ["a"], to=I8), n("Cast", ["x"], ["b"], to=U8), n("Cast", ["x"], ["c"], to=I16)],
            [x("x", I32, [2, 5])],
            [x("a", I8, [2, 5]), x("b", U8, [2, 5]), x("c", I16, [2, 5])],
        )
    )
    add(
        model(
            "cast_float_to_int",
            [n("Mul", ["x", "k"], ["m"]), n("Cast", ["m"], ["a"], to=I32), n("Cast", ["m"], ["b"], to=U8)],
            [x("x", F, [2, 5])],
            [x("a", I32, [2, 5]), x("b", U8, [2, 5])],
            [const("k", 7.0, np.float32)],
        )
    )
    add(
        model(
            "f16_mlp",
            [
                n("MatMul", ["x", "w"], ["h"]),
                n("Add", ["h", "b"], ["hb"]),
                n("Relu", ["hb"], ["r"]),
                n("Softmax", ["r"], ["y"], axis=-1),
            ],
            [x("x", F16, [4, 8])],
            [x("y", F16, [4, 6])],
            [
                numpy_from(np.random.default_rng(114).standard_normal((8, 6)).astype(np.float16), "w"),
                numpy_from(np.random.default_rng(115).standard_normal((6,)).astype(np.float16), "b"),
            ],
        )
    )
    add(
        model(
            "f16_elementwise",
            [
                n("Sigmoid", ["x"], ["s"]),
                n("Tanh", ["x"], ["t"]),
                n("Mul", ["s", "t"], ["m"]),
                n("Sqrt", ["s"], ["q"]),
                n("Div", ["m", "q"], ["d"]),
                n("ReduceMean", ["d", "ax"], ["y"], keepdims=1),
            ],
            [x("x", F16, [3, 5])],
            [x("y", F16, [3, 1])],
            [const("ax", [1], np.int64)],
            opset=18,
        )
    )
    add(
        model(
            "bf16_mlp",
            [n("MatMul", ["x", "w"], ["h"]), n("Add", ["h", "h"], ["a"]), n("Relu", ["a"], ["y"])],
            [x("x", BF16, [4, 8]), x("w", BF16, [8, 6])],
            [x("y", BF16, [4, 6])],
        )
    )
    add(
        model(
            "bf16_elementwise",
            [n("Mul", ["a", "b"], ["m"]), n("Sub", ["m", "a"], ["s"]), n("Max", ["s", "b"], ["y"])],
            [x("a", BF16, [3, 4]), x("b", BF16, [3, 4])],
            [x("y", BF16, [3, 4])],
        )
    )
    # variadic, predicates, rounding
    add(
        model(
            "variadic",
            [
                n("Min", ["a", "b", "c"], ["mn"]),
                n("Max", ["a", "b", "c"], ["mx"]),
                n("Mean", ["a", "b", "c"], ["me"]),
                n("Sum", ["mn", "mx", "me"], ["y"]),
            ],
            [x("a", F, [3, 4]), x("b", F, [1, 4]), x("c", F, [3, 1])],
            [x("y", F, [3, 4])],
        )
    )
    add(
        model(
            "variadic_int",
            [n("Min", ["a", "b"], ["mn"]), n("Max", ["a", "b"], ["mx"]), n("Sum", ["mn", "mx", "a"], ["y"])],
            [x("a", I64, [3, 4]), x("b", I64, [3, 4])],
            [x("y", I64, [3, 4])],
        )
    )
    add(
        model(
            "isnan_isinf",
            [
                n("Div", ["a", "b"], ["d"]),
                n("IsNaN", ["d"], ["nan"]),
                n("IsInf", ["d"], ["inf"]),
                n("IsInf", ["d"], ["pinf"], detect_negative=0),
                n("Or", ["nan", "inf"], ["o"]),
                n("Xor", ["o", "pinf"], ["y"]),
            ],
            [x("a", F, [3, 4])],
            [x("y", BOOL, [3, 4])],
            [const("b", [[0.0, 1.0, -0.0, 2.0]] * 3, np.float32)],
        )
    )
    add(
        model(
            "rounding",
            [
                n("Mul", ["x", "k"], ["m"]),
                n("Round", ["m"], ["r"]),
                n("Floor", ["m"], ["f"]),
                n("Ceil", ["m"], ["c"]),
                n("Reciprocal", ["m"], ["q"]),
                n("Sum", ["r", "f", "c", "q"], ["y"]),
            ],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
            [const("k", 2.5, np.float32)],
        )
    )
    add(
        model(
            "int_arith",
            [
                n("Div", ["a", "b"], ["d"]),
                n("Abs", ["a"], ["ab"]),
                n("Neg", ["d"], ["ng"]),
                n("Mul", ["ab", "ng"], ["m"]),
                n("Sub", ["m", "b"], ["s"]),
                n("Clip", ["s", "lo", "hi"], ["y"]),
            ],
            [x("a", I32, [3, 4])],
            [x("y", I32, [3, 4])],
            [
                const("b", [[3, -3, 7, -2]] * 3, np.int32),
                const("lo", -50, np.int32),
                const("hi", 40, np.int32),
            ],
        )
    )
    add(
        model(
            "int8_arith",
            [n("Add", ["a", "b"], ["s"]), n("Mul", ["s", "b"], ["y"])],
            [x("a", I8, [3, 4]), x("b", I8, [3, 4])],
            [x("y", I8, [3, 4])],
        )
    )
    add(
        model(
            "compare_where_int",
            [
                n("GreaterOrEqual", ["a", "b"], ["g"]),
                n("LessOrEqual", ["a", "b"], ["l"]),
                n("Equal", ["g", "l"], ["e"]),
                n("Where", ["e", "a", "b"], ["y"]),
            ],
            [x("a", I64, [3, 4]), x("b", I64, [3, 4])],
            [x("y", I64, [3, 4])],
        )
    )
    add(
        model(
            "gather_nd_negative",
            [n("Gather", ["x", "i"], ["g"], axis=1), n("GatherND", ["x", "j"], ["y"])],
            [x("x", F, [3, 4])],
            [x("g", F, [3, 2]), x("y", F, [2])],
            [const("i", [-1, 0], np.int64), const("j", [[0, 1], [2, 3]], np.int64)],
        )
    )
    add(
        model(
            "pad_reflect_edge",
            [
                n("Pad", ["x", "p"], ["r"], mode="reflect"),
                n("Pad", ["x", "p"], ["e"], mode="edge"),
                n("Add", ["r", "e"], ["y"]),
            ],
            [x("x", F, [3, 4])],
            [x("y", F, [5, 7])],
            [const("p", [1, 2, 1, 1], np.int64)],
        )
    )
    add(
        model(
            "split_three_slice_neg",
            [
                n("Split", ["x"], ["a", "b", "c"], axis=1, num_outputs=3),
                n("Slice", ["x", "st", "en", "ax", "sp"], ["s"]),
                n("Concat", ["a", "b", "c"], ["cc"], axis=0),
            ],
            [x("x", F, [2, 6])],
            [x("cc", F, [6, 2]), x("s", F, [2, 3])],
            [
                const("st", [-1], np.int64),
                const("en", [-7], np.int64),
                const("ax", [1], np.int64),
                const("sp", [-2], np.int64),
            ],
            opset=18,
        )
    )
    add(
        model(
            "einsum_forms",
            [n("Einsum", ["a", "b"], ["o"], equation="ij,jk->ik"), n("Einsum", ["o"], ["y"], equation="ij->j")],
            [x("a", F, [3, 4]), x("b", F, [4, 5])],
            [x("y", F, [5])],
        )
    )
    add(
        model(
            "sqrt_log_pow_int_exponent",
            [n("Abs", ["x"], ["a"]), n("Pow", ["a", "p"], ["q"]), n("Log", ["q"], ["y"])],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
            [const("p", 3, np.int64)],
        )
    )
    add(
        model(
            "layernorm_f16",
            [n("LayerNormalization", ["x", "g", "b"], ["y"], axis=-1)],
            [x("x", F16, [2, 8])],
            [x("y", F16, [2, 8])],
            [numpy_from(np.ones(8, np.float16), "g"), numpy_from(np.zeros(8, np.float16), "b")],
        )
    )
    ms.update(second_batch())
    return ms


def second_batch() -> dict[str, onnx.ModelProto]:
    """Dynamic shapes, f16/bf16 normalizations, bitwise and 0-d ops, a larger contraction."""
    rng = np.random.default_rng(200)
    ms = [
        model(
            "gather_dynamic_indices",
            [n("Gather", ["t", "i"], ["y"], axis=0)],
            [x("i", I64, ["n"])],
            [x("y", F, ["n", 4])],
            [init("t", (9, 4), 201)],
        ),
        model(
            "softmax_dynamic_2axes",
            [n("Softmax", ["x"], ["y"], axis=1)],
            [x("x", F, [2, "a", "b"])],
            [x("y", F, [2, "a", "b"])],
        ),
        model(
            "f16_matmul_dynamic",
            [n("MatMul", ["x", "w"], ["y"])],
            [x("x", F16, ["m", 16])],
            [x("y", F16, ["m", 8])],
            [numpy_from(rng.standard_normal((16, 8)).astype(np.float16), "w")],
        ),
        model(
            "bf16_matmul_dynamic_batch",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", BF16, ["b", 4, 8]), x("b", BF16, ["b", 8, 3])],
            [x("y", BF16, ["b", 4, 3])],
        ),
        model(
            "matmul_integer_u8u8",
            [n("MatMulInteger", ["a", "b", "az", "bz"], ["y"])],
            [x("a", U8, [2, 8]), x("b", U8, [8, 3])],
            [x("y", I32, [2, 3])],
            [const("az", 100, np.uint8), const("bz", 200, np.uint8)],
        ),
        model(
            "einsum_4d_attention",
            [n("Einsum", ["q", "k"], ["y"], equation="bhqd,bhkd->bhqk")],
            [x("q", F, [2, 2, 3, 4]), x("k", F, [2, 2, 5, 4])],
            [x("y", F, [2, 2, 3, 5])],
        ),
        model(
            "transpose_5d",
            [n("Transpose", ["x"], ["y"], perm=[4, 2, 0, 3, 1])],
            [x("x", F, [2, 1, 3, 2, 4])],
            [x("y", F, [4, 3, 2, 2, 1])],
        ),
        model(
            "cumsum_int64",
            [n("CumSum", ["x", "ax"], ["y"])],
            [x("x", I64, [3, 4])],
            [x("y", I64, [3, 4])],
            [const("ax", 0, np.int32)],
        ),
        model(
            "reduce_prod_int",
            [n("ReduceProd", ["x", "ax"], ["y"], keepdims=0)],
            [x("x", I32, [3, 4])],
            [x("y", I32, [4])],
            [const("ax", [0], np.int64)],
            opset=18,
        ),
        model(
            "range_from_size",
            [
                n("Size", ["x"], ["s"]),
                n("Range", ["z", "s", "o"], ["r"]),
                n("Cast", ["r"], ["rf"], to=F),
                n("Reshape", ["x", "flat"], ["xf"]),
                n("Add", ["xf", "rf"], ["y"]),
            ],
            [x("x", F, ["a", 3])],
            [x("y", F, ["n"])],
            [const("z", 0, np.int64), const("o", 1, np.int64), const("flat", [-1], np.int64)],
        ),
        model(
            "bitwise",
            [
                n("BitwiseAnd", ["a", "b"], ["c"]),
                n("BitwiseOr", ["a", "b"], ["d"]),
                n("BitwiseXor", ["c", "d"], ["e"]),
                n("BitwiseNot", ["e"], ["y"]),
            ],
            [x("a", I32, [3, 4]), x("b", I32, [3, 4])],
            [x("y", I32, [3, 4])],
            opset=18,
        ),
        model(
            "scalar_ops",
            [n("Add", ["a", "b"], ["s"]), n("Mul", ["s", "a"], ["m"]), n("Sqrt", ["m"], ["y"])],
            [x("a", F, []), x("b", F, [])],
            [x("y", F, [])],
        ),
        model(
            "fmod_int",
            [n("Mod", ["a", "b"], ["y"], fmod=1)],
            [x("a", I32, [2, 4])],
            [x("y", I32, [2, 4])],
            [const("b", [[3, -3, 5, -7], [2, 4, -6, 9]], np.int32)],
        ),
        model(
            "batchnorm_f16",
            [n("BatchNormalization", ["x", "s", "b", "m", "v"], ["y"])],
            [x("x", F16, [2, 3, 2, 2])],
            [x("y", F16, [2, 3, 2, 2])],
            [
                numpy_from(np.array([1.0, 0.5, 2.0], np.float16), "s"),
                numpy_from(np.array([0.0, 0.1, -0.2], np.float16), "b"),
                numpy_from(np.array([0.1, -0.3, 0.2], np.float16), "m"),
                numpy_from(np.array([1.0, 0.5, 2.0], np.float16), "v"),
            ],
        ),
        model(
            "instance_norm_f16",
            [n("InstanceNormalization", ["x", "s", "b"], ["y"])],
            [x("x", F16, [1, 2, 3, 3])],
            [x("y", F16, [1, 2, 3, 3])],
            [numpy_from(np.array([1.0, 2.0], np.float16), "s"), numpy_from(np.array([0.5, 0.0], np.float16), "b")],
        ),
        model(
            "where_broadcast_f16",
            [n("Greater", ["a", "b"], ["g"]), n("Where", ["g", "a", "c"], ["y"])],
            [x("a", F16, [3, 4]), x("b", F16, [1, 4])],
            [x("y", F16, [3, 4])],
            [numpy_from(np.array(0.5, np.float16), "c")],
        ),
        model(
            "clip_f16_max_only",
            [n("Clip", ["x", "", "hi"], ["y"])],
            [x("x", F16, [3, 4])],
            [x("y", F16, [3, 4])],
            [numpy_from(np.array(0.25, np.float16), "hi")],
        ),
        model(
            "quantize_to_f16_scale",
            [n("QuantizeLinear", ["x", "s", "z"], ["q"]), n("DequantizeLinear", ["q", "s", "z"], ["y"])],
            [x("x", F16, [3, 4])],
            [x("y", F16, [3, 4])],
            [numpy_from(np.array(0.05, np.float16), "s"), const("z", 2, np.int8)],
            opset=19,
        ),
        model(
            "reduce_logsumexp_f16",
            [n("ReduceLogSumExp", ["x", "ax"], ["y"], keepdims=0)],
            [x("x", F16, [3, 5])],
            [x("y", F16, [3])],
            [const("ax", [1], np.int64)],
            opset=18,
        ),
        model(
            "unsqueeze_negative_identity",
            [n("Identity", ["x"], ["i"]), n("Unsqueeze", ["i", "ax"], ["u"]), n("Dropout", ["u"], ["y"])],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 1, 4, 1])],
            [const("ax", [-1, 1], np.int64)],
        ),
        model(
            "large_mlp",
            [n("MatMul", ["x", "w"], ["h"]), n("Relu", ["h"], ["r"]), n("MatMul", ["r", "w2"], ["y"])],
            [x("x", F, [64, 256]), x("w", F, [256, 512]), x("w2", F, [512, 128])],
            [x("y", F, [64, 128])],
        ),
        model(
            "tile_dynamic",
            [n("Tile", ["x", "rep"], ["y"])],
            [x("x", F, ["a", 2])],
            [x("y", F, ["b", 6])],
            [const("rep", [2, 3], np.int64)],
        ),
        model(
            "concat_dynamic_axis1",
            [n("Concat", ["a", "b"], ["y"], axis=1)],
            [x("a", F, [2, "n"]), x("b", F, [2, 3])],
            [x("y", F, [2, "m"])],
        ),
        model(
            "pow_tensor_exponent",
            [n("Abs", ["a"], ["p"]), n("Pow", ["p", "b"], ["y"])],
            [x("a", F, [3, 4]), x("b", F, [3, 4])],
            [x("y", F, [3, 4])],
        ),
        model(
            "int64_matmul_via_cast",
            [n("Cast", ["a"], ["af"], to=F), n("MatMul", ["af", "w"], ["m"]), n("Cast", ["m"], ["y"], to=I64)],
            [x("a", I64, [3, 4])],
            [x("y", I64, [3, 2])],
            [init("w", (4, 2), 202)],
        ),
    ]
    return {m.graph.name: m for m in ms}


def numpy_from(array: np.ndarray, name: str) -> onnx.TensorProto:
    from onnx import numpy_helper

    return numpy_helper.from_array(array, name)
