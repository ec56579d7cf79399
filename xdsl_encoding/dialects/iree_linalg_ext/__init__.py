"""IREE's `iree_linalg_ext` dialect, the ops IREE 3.13 prints for ONNX models, in IREE's syntax:

* `quantize_affine`, `dequantize_affine` (`quantize.py`: QuantizeLinear, DequantizeLinear);
* `scan` (`scan.py`: CumSum);
* `scatter` (`scatter.py`: ScatterND, ScatterElements);
* `sort`, `topk` (`sort.py`: TopK goes through `sort`);
* `arg_compare` (`arg_compare.py`: ArgMax, ArgMin);
* `yield`, the terminator of their regions (`base.py`).

What they compute: `xdsl_encoding/interpreters/iree_linalg_ext.py`.
"""

from xdsl.ir import Dialect

from xdsl_encoding.dialects.iree_linalg_ext.arg_compare import ArgCompareOp
from xdsl_encoding.dialects.iree_linalg_ext.attention import AttentionOp
from xdsl_encoding.dialects.iree_linalg_ext.base import YieldOp
from xdsl_encoding.dialects.iree_linalg_ext.quantize import AffineQuantizationOp, DequantizeAffineOp, QuantizeAffineOp
from xdsl_encoding.dialects.iree_linalg_ext.scan import ScanOp
from xdsl_encoding.dialects.iree_linalg_ext.scatter import ScatterOp
from xdsl_encoding.dialects.iree_linalg_ext.sort import SortOp, TopkOp

__all__ = [
    "AffineQuantizationOp",
    "ArgCompareOp",
    "AttentionOp",
    "DequantizeAffineOp",
    "IREELinalgExt",
    "QuantizeAffineOp",
    "ScanOp",
    "ScatterOp",
    "SortOp",
    "TopkOp",
    "YieldOp",
]

IREELinalgExt = Dialect(
    "iree_linalg_ext",
    [QuantizeAffineOp, DequantizeAffineOp, ScanOp, ScatterOp, SortOp, TopkOp, ArgCompareOp, AttentionOp, YieldOp],
    [],
)
