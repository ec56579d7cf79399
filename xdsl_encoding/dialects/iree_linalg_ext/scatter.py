"""`iree_linalg_ext.scatter` (ONNX `ScatterND`, `ScatterElements`, with `reduction` in the body).

    %0 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false)
           ins(%updates, %indices[, %mask] : tensor<6xf32>, tensor<6x2xi64>[, tensor<6xi1>])
           outs(%original : tensor<3x4xf32>) {
    ^bb0(%update: f32, %current: f32):
      %s = arith.addf %update, %current : f32
      iree_linalg_ext.yield %s : f32
    } -> tensor<3x4xf32>

`indices` is `batch x index_depth` (the last dim may be left out when the depth is 1), `updates`
is `batch x slice` where the slice matches the trailing dims of `original`; `dimension_map[i]`
is the dim of `original` that index `i` addresses. Verifier: IREE's `verifyGatherScatter` and
`ScatterOp::verify` (`LinalgExtOps.cpp`, b48a595).
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, BoolAttr, DenseArrayBase, IndexType, IntegerType, ShapedType, i64
from xdsl.ir import Attribute
from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, prop_def, region_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_linalg_ext.base import LinalgExtOp, compatible, element, shape, verify_region


@irdl_op_definition
class ScatterOp(LinalgExtOp):
    """Combines each update slice into `original` at its index, in batch order."""

    name = "iree_linalg_ext.scatter"
    updates = operand_def(ShapedType)
    indices = operand_def(ShapedType)
    mask = opt_operand_def(ShapedType)
    original = operand_def(ShapedType)
    dimension_map = prop_def(DenseArrayBase.constr(i64))
    unique_indices = prop_def(BoolAttr)
    region = region_def()

    @property
    def index_depth(self) -> int:
        return len(self.dimension_map)

    @property
    def slice_rank(self) -> int:
        return len(shape(self.original.type)) - self.index_depth

    @property
    def batch_rank(self) -> int:
        return len(shape(self.updates.type)) - self.slice_rank

    @property
    def is_unique(self) -> bool:
        """IREE's default is true: duplicates then give an unspecified result."""
        return bool(self.unique_indices.value.data)

    assembly_format = (
        "attr-dict `dimension_map` `=` $dimension_map `unique_indices` `(` $unique_indices `)`"
        " `ins` `(` $updates `,` $indices (`,` $mask^)? `:` type($updates) `,` type($indices) (`,` type($mask)^)? `)`"
        f" `outs` `(` $original `:` type($original) `)` {LinalgExtOp.REGION_AND_RESULTS}"
    )

    def verify_(self) -> None:
        self._verify_shapes()
        update: Attribute = element(self.updates.type)
        original: Attribute = element(self.original.type)
        if not _is_scalar(update):
            raise VerifyException(f"'{self.name}' expected region to have scalar argument of integer or float types")
        if update != original:
            raise VerifyException(f"'{self.name}' mismatch in element types of update {update} and original {original}")
        verify_region(self, self.region, [update, original], update)
        self.verify_results([self.original])

    def _verify_shapes(self) -> None:
        indices, updates, original = (shape(v.type) for v in (self.indices, self.updates, self.original))
        index_element = element(self.indices.type)
        if not indices or not isinstance(index_element, IntegerType | IndexType):
            raise VerifyException(
                f"'{self.name}' expected indices to be of rank 1 or greater and of integer or index element type"
            )
        dims = self.dimension_map.get_values()
        if not dims:
            raise VerifyException(f"'{self.name}' dimension map must have at least one element")
        if sorted(dims) != list(range(len(dims))):
            raise VerifyException(f"'{self.name}' dimension map is invalid: {list(dims)} is not a permutation")
        depth, slice_rank = len(dims), len(original) - len(dims)
        if slice_rank < 0:
            raise VerifyException(f"'{self.name}' expected original rank to be greater or equal to index depth")
        if len(updates) < slice_rank:
            raise VerifyException(f"'{self.name}' expected update to be at least the rank of non indexed original dims")
        batch = len(updates) - slice_rank
        if (len(indices) != batch or depth != 1) and len(indices) != batch + 1:
            raise VerifyException(f"'{self.name}' expected indices to be equal to batch rank or batch rank + 1")
        for d in range(batch):
            if indices[d] != updates[d]:
                raise VerifyException(f"'{self.name}' mismatch in shape of indices and update value at dim#{d}")
        if self.mask is not None:
            mask_element, mask = element(self.mask.type), shape(self.mask.type)
            if not isinstance(mask_element, IntegerType) or mask_element.bitwidth not in (1, 8):
                raise VerifyException(f"'{self.name}' expected mask to have i1 or storage-legalized i8 element type")
            if len(mask) != batch or not all(map(compatible, mask, updates[:batch])):
                raise VerifyException(f"'{self.name}' mask shape must match the batch dimensions")
        for i in range(slice_rank):
            if not compatible(original[depth + i], updates[batch + i]):
                raise VerifyException(
                    f"'{self.name}' shape of update value dim#{batch + i} must match original value at dim#{depth + i}"
                )


def _is_scalar(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | AnyFloat)
