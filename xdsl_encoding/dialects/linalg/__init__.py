"""MLIR's `linalg` dialect as IREE prints it: xDSL 0.74's linalg with the ops it lacks or gets wrong.

`Linalg` is a superset of `xdsl.dialects.linalg.Linalg`: every xDSL op and attribute is kept, except
`linalg.generic` and `linalg.matmul`, replaced by subclasses of xDSL's (so `isinstance` checks on
xDSL's classes still hold). Added: `batch_matmul`, `matvec`, `vecmat`, `mmt4d`, `batch_mmt4d`,
`softmax`, `pack`, `unpack`, `#linalg.type_fn`, and the window ops of `window_ops.py` (pooling,
depthwise and 1-D/3-D convolutions; `pooling_nchw_max` replaces xDSL's, whose body is wrong). How stock `xdsl-opt` gets this dialect instead of
xDSL's: `xdsl_encoding/universe.py` and docs/decisions.md ("linalg: one dialect name, two providers").
"""

from xdsl.dialects.linalg import Linalg as XdslLinalg
from xdsl.ir import Dialect

from xdsl_encoding.dialects.linalg.attrs import TypeFnAttr
from xdsl_encoding.dialects.linalg.contraction_ops import (
    BatchMatmulOp,
    BatchMmt4DOp,
    MatmulOp,
    MatvecOp,
    Mmt4DOp,
    VecmatOp,
)
from xdsl_encoding.dialects.linalg.generic import GenericOp
from xdsl_encoding.dialects.linalg.pack_ops import PackOp, UnPackOp
from xdsl_encoding.dialects.linalg.softmax import SoftmaxOp
from xdsl_encoding.dialects.linalg.window_ops import WINDOW_OPS, WindowOperation

__all__ = [
    "WINDOW_OPS",
    "BatchMatmulOp",
    "BatchMmt4DOp",
    "GenericOp",
    "Linalg",
    "MatmulOp",
    "MatvecOp",
    "Mmt4DOp",
    "PackOp",
    "SoftmaxOp",
    "TypeFnAttr",
    "UnPackOp",
    "VecmatOp",
    "WindowOperation",
]

_OURS = (
    GenericOp,
    MatmulOp,
    BatchMatmulOp,
    MatvecOp,
    VecmatOp,
    Mmt4DOp,
    BatchMmt4DOp,
    SoftmaxOp,
    PackOp,
    UnPackOp,
    *WINDOW_OPS,
)
_REPLACED = {op.name for op in _OURS}

Linalg = Dialect(
    "linalg",
    [*(op for op in XdslLinalg.operations if op.name not in _REPLACED), *_OURS],
    [*XdslLinalg.attributes, TypeFnAttr],
)
