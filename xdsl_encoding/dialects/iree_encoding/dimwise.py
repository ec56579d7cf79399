"""How `padding` and `matmul_k` cross element-wise ops: each dim's entry goes to the operand dim reading it.

IREE moves neither across a `linalg.generic` (`no_bubble_padding_encoding` in
`propagate_encodings_through_generic_ops.mlir@229f0a2a`). Both say something per tensor dim (an
amount of padding, whether the dim is K), so across an op that reads operand dim j from dim m(j)
of the encoded tensor the operand gets entry m(j); a dim the operand does not have (a broadcast)
drops its entry. Their new elements never change a result: `materialize-encoding-into-padding`
records which padded storage holds zeros and zeroes it wherever a reduction reads it
(`structured.py`: `need_zero`, `result_is_zero_padded`), and every other reader sees logical sizes.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence

from xdsl.dialects.builtin import IndexType, IntegerType, TensorType
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr, AffineMap

from xdsl_encoding.interfaces import Blocked, ElementwisePropagationAttr, FillValue


class DimwiseElementwiseAttr(ElementwisePropagationAttr):
    """An encoding made of one entry per tensor dim (0: nothing for that dim)."""

    @abstractmethod
    def entries(self, rank: int) -> tuple[int, ...]:
        """One entry per dim of a rank-`rank` tensor."""

    @abstractmethod
    def with_entries(self, entries: Sequence[int]) -> Attribute | Blocked:
        """The same kind of encoding with these entries."""

    def bubbled(self, operand_map: AffineMap) -> Attribute | Blocked:
        """`operand_map` reads operand dim j from dim `operand_map.results[j]` of the encoded tensor."""
        entries = self.entries(operand_map.num_dims)
        moved: list[int] = []
        for r in operand_map.results:
            if not isinstance(r, AffineDimExpr):
                return Blocked(f"the operand is read with {operand_map}, not a projected permutation")
            moved.append(entries[r.position])
        return self.with_entries(moved)

    def sunk(self, target_map: AffineMap, operand_map: AffineMap) -> Attribute | Blocked:
        inverse = target_map.inverse_permutation()
        if inverse is None:
            return Blocked(f"the map {target_map} is not invertible")
        return self.bubbled(operand_map.compose(inverse))

    def new_elements_matter(self, tensor: TensorType[Attribute], target: object) -> str | None:
        return None  # see the module docstring: the padding materialization keeps zeros where they count

    def padding_fill(self, tensor: TensorType[Attribute]) -> FillValue:
        return FillValue.of(0 if isinstance(tensor.element_type, IntegerType | IndexType) else 0.0)

    def check_fills(self, own: FillValue, other: FillValue | None) -> str | None:
        return None
