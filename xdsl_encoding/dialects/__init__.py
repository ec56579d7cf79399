"""Dialects of this package, imported only when asked for."""

from collections.abc import Callable

from xdsl.ir import Dialect


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Name -> factory for every dialect of this package (keys equal `Dialect.name`)."""

    def get_iree_encoding() -> Dialect:
        from xdsl_encoding.dialects.iree_encoding import IREEEncoding

        return IREEEncoding

    def get_util() -> Dialect:
        from xdsl_encoding.dialects.util import Util

        return Util

    def get_hal() -> Dialect:
        from xdsl_encoding.dialects.hal import HAL

        return HAL

    def get_flow() -> Dialect:
        from xdsl_encoding.dialects.flow import Flow

        return Flow

    def get_stream() -> Dialect:
        from xdsl_encoding.dialects.stream import Stream

        return Stream

    def get_iree_tensor_ext() -> Dialect:
        from xdsl_encoding.dialects.iree_tensor_ext import IREETensorExt

        return IREETensorExt

    def get_iree_linalg_ext() -> Dialect:
        from xdsl_encoding.dialects.iree_linalg_ext import IREELinalgExt

        return IREELinalgExt

    def get_iree_cpu() -> Dialect:
        from xdsl_encoding.dialects.iree_cpu import IREECPU

        return IREECPU

    def get_iree_gpu() -> Dialect:
        from xdsl_encoding.dialects.iree_gpu import IREEGPU

        return IREEGPU

    def get_iree_codegen() -> Dialect:
        from xdsl_encoding.dialects.iree_codegen import IREECodegen

        return IREECodegen

    return {
        "iree_encoding": get_iree_encoding,
        "util": get_util,
        "hal": get_hal,
        "flow": get_flow,
        "stream": get_stream,
        "iree_tensor_ext": get_iree_tensor_ext,
        "iree_linalg_ext": get_iree_linalg_ext,
        "iree_cpu": get_iree_cpu,
        "iree_gpu": get_iree_gpu,
        "iree_codegen": get_iree_codegen,
    }


def get_dialect_overrides() -> dict[str, Callable[[], Dialect]]:
    """Name -> factory for dialects that replace xDSL's dialect of the same name.

    `linalg` is xDSL's linalg plus the ops it lacks or gets wrong (a superset; see
    `xdsl_encoding.dialects.linalg`), `arith` xDSL's arith plus `index_castui`, `tensor` xDSL's
    tensor with MLIR's rank-0 `expand_shape`. A universe cannot define a name xDSL defines, so
    `xdsl_encoding.universe` installs these into xDSL's own registry entry (docs/decisions.md).
    """

    def get_linalg() -> Dialect:
        from xdsl_encoding.dialects.linalg import Linalg

        return Linalg

    def get_arith() -> Dialect:
        from xdsl_encoding.dialects.arith import Arith

        return Arith

    def get_tensor() -> Dialect:
        from xdsl_encoding.dialects.tensor import Tensor

        return Tensor

    return {"linalg": get_linalg, "arith": get_arith, "tensor": get_tensor}
