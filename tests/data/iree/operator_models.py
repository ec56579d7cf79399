"""ONNX models of the operators users feed IREE, one small model per operator family (for generate.py).

Each model is built with `onnx.helper` (opset 17; `Gelu` needs 20) and kept small: initializers
become dense constants in the printed IR, and every model is compiled by the interpreter-vs-runtime
test. Covered: Conv (bias, stride, pad, groups, depthwise, dynamic batch), MaxPool, AveragePool,
GlobalAveragePool, Softmax, LayerNormalization, BatchNormalization, Gather, Concat, Split, Slice,
Transpose, Reshape/Flatten/Squeeze/Unsqueeze, ReduceMean/Sum/Max, Where, Cast, Expand, Tile, Pad,
Einsum, Tanh/Erf/Exp/Sqrt, Gelu, Pow, Clip, MatMulInteger, QuantizeLinear/DequantizeLinear
(per tensor, per axis, uint8, dynamic), batch MatMul (3-D), a
transformer block, a dynamic-batch LayerNorm/MatMul/Softmax; ConvTranspose, InstanceNormalization,
Resize (linear), GatherElements, LeakyRelu/Abs/Neg/Floor/Ceil/Round/Max/Min/Reciprocal/
Log/HardSigmoid/PRelu, integer Mod/Div/Equal/Less/Not/And and a reshape to a shape computed from `Shape`.
"""

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

F = TensorProto.FLOAT
I8 = TensorProto.INT8
I64 = TensorProto.INT64
BOOL = TensorProto.BOOL
I32 = TensorProto.INT32
x = helper.make_tensor_value_info
n = helper.make_node


def init(name: str, shape: tuple[int, ...], seed: int, scale: float = 1.0) -> onnx.TensorProto:
    """A float32 initializer of standard-normal values (times `scale`), reproducible from `seed`."""
    values = (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)
    return numpy_helper.from_array(values, name)


def const(name: str, value: object, dtype: type) -> onnx.TensorProto:
    return numpy_helper.from_array(np.array(value, dtype=dtype), name)


def model(
    name: str,
    nodes: list[onnx.NodeProto],
    inputs: list[onnx.ValueInfoProto],
    outputs: list[onnx.ValueInfoProto],
    inits: list[onnx.TensorProto] = (),
    opset: int = 17,
) -> onnx.ModelProto:
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 8
    onnx.checker.check_model(m)
    return m


def models() -> dict[str, onnx.ModelProto]:
    return {
        "conv_bias_relu": model(
            "conv_bias_relu",
            [n("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), n("Relu", ["c"], ["y"])],
            [x("x", F, [1, 3, 8, 8])],
            [x("y", F, [1, 4, 8, 8])],
            [init("w", (4, 3, 3, 3), 20), init("b", (4,), 21)],
        ),
        "conv_stride_groups": model(
            "conv_stride_groups",
            [n("Conv", ["x", "w", "b"], ["y"], strides=[2, 2], pads=[0, 1, 0, 1], group=2)],
            [x("x", F, [2, 4, 7, 7])],
            [x("y", F, [2, 6, 3, 4])],
            [init("w", (6, 2, 3, 3), 22), init("b", (6,), 23)],
        ),
        "conv_depthwise": model(
            "conv_depthwise",
            [n("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1], group=4)],
            [x("x", F, [1, 4, 6, 6])],
            [x("y", F, [1, 4, 6, 6])],
            [init("w", (4, 1, 3, 3), 24)],
        ),
        "maxpool": model(
            "maxpool",
            [n("MaxPool", ["x"], ["y"], kernel_shape=[2, 2], strides=[2, 2])],
            [x("x", F, [1, 3, 8, 8])],
            [x("y", F, [1, 3, 4, 4])],
        ),
        "avgpool_pad": model(
            "avgpool_pad",
            [n("AveragePool", ["x"], ["y"], kernel_shape=[3, 3], strides=[1, 1], pads=[1, 1, 1, 1])],
            [x("x", F, [1, 2, 5, 5])],
            [x("y", F, [1, 2, 5, 5])],
        ),
        "global_avgpool": model(
            "global_avgpool",
            [n("GlobalAveragePool", ["x"], ["y"])],
            [x("x", F, [2, 3, 4, 4])],
            [x("y", F, [2, 3, 1, 1])],
        ),
        "softmax": model(
            "softmax",
            [n("Softmax", ["x"], ["y"], axis=-1)],
            [x("x", F, [4, 10])],
            [x("y", F, [4, 10])],
        ),
        "layernorm": model(
            "layernorm",
            [n("LayerNormalization", ["x", "g", "b"], ["y"], axis=-1, epsilon=1e-5)],
            [x("x", F, [3, 4, 16])],
            [x("y", F, [3, 4, 16])],
            [init("g", (16,), 25), init("b", (16,), 26)],
        ),
        "batchnorm": model(
            "batchnorm",
            [n("BatchNormalization", ["x", "s", "b", "m", "v"], ["y"], epsilon=1e-5)],
            [x("x", F, [2, 4, 3, 3])],
            [x("y", F, [2, 4, 3, 3])],
            [
                init("s", (4,), 27),
                init("b", (4,), 28),
                init("m", (4,), 29),
                numpy_helper.from_array(
                    np.abs(np.random.default_rng(30).standard_normal(4)).astype(np.float32) + 0.5, "v"
                ),
            ],
        ),
        "embedding": model(
            "embedding",
            [n("Gather", ["table", "ids"], ["e"], axis=0), n("ReduceSum", ["e", "ax"], ["y"], keepdims=0)],
            [x("ids", I64, [2, 5])],
            [x("y", F, [2, 8])],
            [init("table", (10, 8), 31), const("ax", [1], np.int64)],
        ),
        "concat_split": model(
            "concat_split",
            [
                n("Concat", ["a", "b"], ["c"], axis=1),
                n("Split", ["c", "sp"], ["y0", "y1"], axis=1),
                n("Mul", ["y0", "y1"], ["y"]),
            ],
            [x("a", F, [3, 4]), x("b", F, [3, 6])],
            [x("y", F, [3, 5])],
            [const("sp", [5, 5], np.int64)],
        ),
        "slice_transpose": model(
            "slice_transpose",
            [n("Slice", ["x", "st", "en", "axes", "steps"], ["s"]), n("Transpose", ["s"], ["y"], perm=[2, 0, 1])],
            [x("x", F, [4, 6, 8])],
            [x("y", F, [3, 2, 5])],
            [
                const("st", [1, 0, 1], np.int64),
                const("en", [3, 5, 7], np.int64),
                const("axes", [0, 1, 2], np.int64),
                const("steps", [1, 1, 2], np.int64),
            ],
        ),
        "reshape_family": model(
            "reshape_family",
            [
                n("Unsqueeze", ["x", "a0"], ["u"]),
                n("Flatten", ["u"], ["f"], axis=2),
                n("Reshape", ["f", "sh"], ["r"]),
                n("Squeeze", ["r", "a1"], ["y"]),
            ],
            [x("x", F, [2, 3, 4])],
            [x("y", F, [6, 4])],
            [const("a0", [0], np.int64), const("sh", [6, 1, 4], np.int64), const("a1", [1], np.int64)],
        ),
        "reductions": model(
            "reductions",
            [
                n("ReduceMean", ["x"], ["m"], axes=[1], keepdims=1),
                n("ReduceSum", ["x", "ax"], ["s"], keepdims=1),
                n("ReduceMax", ["x"], ["mx"], axes=[1], keepdims=1),
                n("Add", ["m", "s"], ["ms"]),
                n("Sub", ["ms", "mx"], ["y"]),
            ],
            [x("x", F, [3, 7, 2])],
            [x("y", F, [3, 1, 2])],
            [const("ax", [1], np.int64)],
        ),
        "where_cast": model(
            "where_cast",
            [
                n("Greater", ["x", "zero"], ["g"]),
                n("Where", ["g", "x", "z"], ["w"]),
                n("Cast", ["w"], ["i"], to=I32),
                n("Cast", ["i"], ["y"], to=F),
            ],
            [x("x", F, [4, 5]), x("z", F, [4, 5])],
            [x("y", F, [4, 5])],
            [const("zero", 0.0, np.float32)],
        ),
        "expand_tile": model(
            "expand_tile",
            [n("Expand", ["x", "sh"], ["e"]), n("Tile", ["e", "rep"], ["y"])],
            [x("x", F, [3, 1])],
            [x("y", F, [6, 8])],
            [const("sh", [3, 4], np.int64), const("rep", [2, 2], np.int64)],
        ),
        "pad": model(
            "pad",
            [n("Pad", ["x", "pads", "cv"], ["y"], mode="constant")],
            [x("x", F, [3, 4])],
            [x("y", F, [4, 7])],
            [const("pads", [1, 2, 0, 1], np.int64), const("cv", 1.5, np.float32)],
        ),
        "einsum": model(
            "einsum",
            [n("Einsum", ["a", "b"], ["y"], equation="bij,bkj->bik")],
            [x("a", F, [2, 3, 4]), x("b", F, [2, 5, 4])],
            [x("y", F, [2, 3, 5])],
        ),
        "unary_math": model(
            "unary_math",
            [n("Tanh", ["x"], ["t"]), n("Erf", ["t"], ["e"]), n("Exp", ["e"], ["ex"]), n("Sqrt", ["ex"], ["y"])],
            [x("x", F, [4, 6])],
            [x("y", F, [4, 6])],
        ),
        "gelu": model(
            "gelu",
            [n("Gelu", ["x"], ["g"]), n("Gelu", ["g"], ["y"], approximate="tanh")],
            [x("x", F, [4, 6])],
            [x("y", F, [4, 6])],
            opset=20,
        ),
        "pow_clip": model(
            "pow_clip",
            [n("Pow", ["x", "p"], ["q"]), n("Clip", ["q", "lo", "hi"], ["y"])],
            [x("x", F, [3, 5])],
            [x("y", F, [3, 5])],
            [const("p", 2.0, np.float32), const("lo", 0.25, np.float32), const("hi", 2.0, np.float32)],
        ),
        "matmul_integer": model(
            "matmul_integer",
            [n("MatMulInteger", ["a", "b"], ["y"])],
            [x("a", I8, [4, 16]), x("b", I8, [16, 8])],
            [x("y", I32, [4, 8])],
        ),
        "quant_dequant": model(
            "quant_dequant",
            [
                n("QuantizeLinear", ["x", "sc", "zp"], ["q"]),
                n("DequantizeLinear", ["q", "sc", "zp"], ["d"]),
                n("MatMul", ["d", "w"], ["y"]),
            ],
            [x("x", F, [4, 8])],
            [x("y", F, [4, 6])],
            [const("sc", 0.05, np.float32), const("zp", 3, np.int8), init("w", (8, 6), 32)],
        ),
        "quant_per_axis": model(
            "quant_per_axis",
            [
                n("QuantizeLinear", ["x", "sc", "zp"], ["q"], axis=1),
                n("DequantizeLinear", ["q", "sc", "zp"], ["y"], axis=1),
            ],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
            [const("sc", [0.1, 0.05, 0.2, 0.02], np.float32), const("zp", [0, 3, -2, 10], np.int8)],
        ),
        "quant_uint8_nozp": model(
            "quant_uint8_nozp",
            [n("QuantizeLinear", ["x", "sc", "zp"], ["q"]), n("DequantizeLinear", ["q", "sc"], ["y"])],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
            [const("sc", 0.1, np.float32), const("zp", 128, np.uint8)],
        ),
        "dyn_quant_matmul": model(
            "dyn_quant_matmul",
            [
                n("DynamicQuantizeLinear", ["x"], ["q", "s", "z"]),
                n("DequantizeLinear", ["q", "s", "z"], ["d"]),
                n("MatMul", ["d", "w"], ["y"]),
            ],
            [x("x", F, [4, 8])],
            [x("y", F, [4, 6])],
            [init("w", (8, 6), 70)],
        ),
        "conv_transpose": model(
            "conv_transpose",
            [n("ConvTranspose", ["x", "w", "b"], ["y"], strides=[2, 2])],
            [x("x", F, [1, 2, 3, 3])],
            [x("y", F, [1, 3, 7, 7])],
            [init("w", (2, 3, 3, 3), 80), init("b", (3,), 81)],
        ),
        "instance_norm": model(
            "instance_norm",
            [n("InstanceNormalization", ["x", "s", "b"], ["y"])],
            [x("x", F, [2, 3, 4, 4])],
            [x("y", F, [2, 3, 4, 4])],
            [init("s", (3,), 82), init("b", (3,), 83)],
        ),
        "resize_linear": model(
            "resize_linear",
            [n("Resize", ["x", "", "sc"], ["y"], mode="linear")],
            [x("x", F, [1, 1, 3, 4])],
            [x("y", F, [1, 1, 6, 8])],
            [const("sc", [1.0, 1.0, 2.0, 2.0], np.float32)],
        ),
        "gather_elements": model(
            "gather_elements",
            [n("GatherElements", ["x", "i"], ["y"], axis=1)],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 2])],
            [const("i", [[0, 3], [2, 2], [1, 0]], np.int64)],
        ),
        "elementwise_misc": model(
            "elementwise_misc",
            [
                n("LeakyRelu", ["x"], ["a"], alpha=0.1),
                n("Abs", ["a"], ["b"]),
                n("Neg", ["b"], ["c"]),
                n("Floor", ["x"], ["d"]),
                n("Ceil", ["x"], ["e"]),
                n("Round", ["x"], ["f"]),
                n("Add", ["d", "e"], ["g"]),
                n("Add", ["g", "f"], ["h"]),
                n("Max", ["h", "c"], ["i"]),
                n("Min", ["i", "x"], ["j"]),
                n("Reciprocal", ["b"], ["k"]),
                n("Log", ["k"], ["l"]),
                n("Add", ["j", "l"], ["m"]),
                n("HardSigmoid", ["m"], ["o"]),
                n("PRelu", ["o", "slope"], ["y"]),
            ],
            [x("x", F, [3, 4])],
            [x("y", F, [3, 4])],
            [const("slope", [0.1, 0.2, 0.3, 0.4], np.float32)],
        ),
        "int_logic": model(
            "int_logic",
            [
                n("Mod", ["a", "b"], ["m"]),
                n("Div", ["a", "b"], ["d"]),
                n("Equal", ["m", "d"], ["e"]),
                n("Less", ["a", "b"], ["l"]),
                n("Not", ["e"], ["ne"]),
                n("And", ["ne", "l"], ["y"]),
            ],
            [x("a", I32, [2, 5]), x("b", I32, [2, 5])],
            [x("y", BOOL, [2, 5])],
        ),
        "dynamic_shape_reshape": model(
            "dynamic_shape_reshape",
            [
                n("Shape", ["x"], ["s"]),
                n("Gather", ["s", "zero"], ["b"], axis=0),
                n("Unsqueeze", ["b", "ax"], ["bu"]),
                n("Concat", ["bu", "rest"], ["shape"], axis=0),
                n("Reshape", ["x", "shape"], ["y"]),
            ],
            [x("x", F, ["batch", 2, 3])],
            [x("y", F, ["batch", 6])],
            [const("zero", 0, np.int64), const("ax", [0], np.int64), const("rest", [6], np.int64)],
        ),
        "batch_matmul": model(
            "batch_matmul",
            [n("MatMul", ["a", "b"], ["y"])],
            [x("a", F, [3, 4, 8]), x("b", F, [3, 8, 5])],
            [x("y", F, [3, 4, 5])],
        ),
        "transformer_block": transformer_block(),
        "dynamic_batch_norm_softmax": model(
            "dynamic_batch_norm_softmax",
            [
                n("LayerNormalization", ["x", "g", "b"], ["l"], axis=-1),
                n("MatMul", ["l", "w"], ["h"]),
                n("Softmax", ["h"], ["y"], axis=-1),
            ],
            [x("x", F, ["batch", 12])],
            [x("y", F, ["batch", 6])],
            [init("g", (12,), 38), init("b", (12,), 39), init("w", (12, 6), 40)],
        ),
        "dynamic_conv": model(
            "dynamic_conv",
            [n("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])],
            [x("x", F, ["batch", 2, 5, 5])],
            [x("y", F, ["batch", 3, 5, 5])],
            [init("w", (3, 2, 3, 3), 41)],
        ),
    }


def transformer_block() -> onnx.ModelProto:
    d, h, s = 8, 2, 4
    hd = d // h
    nodes = [
        n("LayerNormalization", ["x", "g1", "b1"], ["ln1"], axis=-1),
        n("MatMul", ["ln1", "wq"], ["q"]),
        n("MatMul", ["ln1", "wk"], ["k"]),
        n("MatMul", ["ln1", "wv"], ["v"]),
        n("Reshape", ["q", "hs"], ["qh"]),
        n("Reshape", ["k", "hs"], ["kh"]),
        n("Reshape", ["v", "hs"], ["vh"]),
        n("Transpose", ["qh"], ["qt"], perm=[0, 2, 1, 3]),
        n("Transpose", ["kh"], ["kt"], perm=[0, 2, 3, 1]),
        n("Transpose", ["vh"], ["vt"], perm=[0, 2, 1, 3]),
        n("MatMul", ["qt", "kt"], ["sc"]),
        n("Mul", ["sc", "scale"], ["ss"]),
        n("Softmax", ["ss"], ["p"], axis=-1),
        n("MatMul", ["p", "vt"], ["o"]),
        n("Transpose", ["o"], ["ot"], perm=[0, 2, 1, 3]),
        n("Reshape", ["ot", "ms"], ["om"]),
        n("MatMul", ["om", "wo"], ["proj"]),
        n("Add", ["x", "proj"], ["r1"]),
        n("LayerNormalization", ["r1", "g2", "b2"], ["ln2"], axis=-1),
        n("MatMul", ["ln2", "w1"], ["f1"]),
        n("Add", ["f1", "bf1"], ["f1b"]),
        n("Mul", ["f1b", "half"], ["fh"]),
        n("Div", ["f1b", "sqrt2"], ["fd"]),
        n("Erf", ["fd"], ["fe"]),
        n("Add", ["fe", "one"], ["fe1"]),
        n("Mul", ["fh", "fe1"], ["gl"]),
        n("MatMul", ["gl", "w2"], ["f2"]),
        n("Add", ["r1", "f2"], ["y"]),
    ]
    inits = [
        init("g1", (d,), 50),
        init("b1", (d,), 51),
        init("g2", (d,), 52),
        init("b2", (d,), 53),
        init("wq", (d, d), 54, scale=0.3),
        init("wk", (d, d), 55, scale=0.3),
        init("wv", (d, d), 56, scale=0.3),
        init("wo", (d, d), 57, scale=0.3),
        init("w1", (d, 2 * d), 58, scale=0.3),
        init("bf1", (2 * d,), 59),
        init("w2", (2 * d, d), 60, scale=0.3),
        const("hs", [2, s, h, hd], np.int64),
        const("ms", [2, s, d], np.int64),
        const("scale", 1 / np.sqrt(hd), np.float32),
        const("half", 0.5, np.float32),
        const("sqrt2", np.sqrt(2.0), np.float32),
        const("one", 1.0, np.float32),
    ]
    return model("transformer_block", nodes, [x("x", F, [2, s, d])], [x("y", F, [2, s, d])], inits)
