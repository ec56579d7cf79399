"""One materialization driver for every layout (identity, padded, packed).

`materialize_module` walks functions (`func.func`, `util.func`, `util.initializer`), their
calls and returns, `util.global`s, dispatch regions and workgroups, and `flow.tensor.encode`
(`functions.py`, `dispatch.py`, `encode.py`); each layout (`layout.Layout`) says how an encoded
value is stored and lowers every other op through its table of small lowerings.
"""

from xdsl_encoding.transforms.materialization.layout import Layout, LoweringTable, MaterializationError
from xdsl_encoding.transforms.materialization.materialize import materialize_module, swap_module_body

__all__ = ["Layout", "LoweringTable", "MaterializationError", "materialize_module", "swap_module_body"]
