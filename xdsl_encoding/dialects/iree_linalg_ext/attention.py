"""`iree_linalg_ext.attention`: `softmax(Q·Kᵀ·scale [+ mask]) · V`, with each operand placed by an indexing map.

    %o = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #scale, [#mask,] #out]>
           ins(%q, %k, %v, %scale[, %mask] : Q, K, V, f16[, M]) outs(%init : O) {
         ^bb0(%score: f32):
           iree_linalg_ext.yield %score : f32
         } -> O

IREE 3.13 writes the maps as `<...>` (strict properties); 3.7.1 in the attribute dictionary,
`{indexing_maps = [...]}`, which is read too. The region modifies each score before the softmax.
The dims play IREE's roles (`LinalgExt/Utils/IndexingUtils.cpp`): batch `B = (Q&V) | (K&O)`,
`K1 = Q&K - B` (reduced by Q·Kᵀ), `K2 = K - B - K1` (the softmax and P·V reduction), `M = Q - B - K1`,
`N = O - B - M`. A mask is placed by its map over `B, M, K2`: i1 keeps a score (else -inf), a float adds.
Verified as IREE's `AttentionOp::verify` does at parse time (messages are IREE's).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import AffineMapAttr, AnyFloat, ArrayAttr, DictionaryAttr, MemRefType, ShapedType
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, opt_prop_def, prop_def, region_def
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.iree_directives import AttentionProperties
from xdsl_encoding.dialects.iree_linalg_ext.base import LinalgExtOp, YieldOp


def dims_of(m: AffineMap) -> list[int]:
    """The dims a projected-permutation map reads, in result order."""
    return [e.position for e in m.results if isinstance(e, AffineDimExpr)]


def roles(q: AffineMap, k: AffineMap, v: AffineMap, o: AffineMap) -> dict[str, list[int]]:
    """IREE's `AttentionOpDetail`: the dims of each role, ascending."""
    qs, ks, vs, os_ = (set(dims_of(m)) for m in (q, k, v, o))
    batch = (qs & vs) | (ks & os_)
    k1 = (qs & ks) - batch
    k2 = ks - batch - k1
    m = qs - batch - k1
    n = os_ - batch - m
    return {"batch": sorted(batch), "m": sorted(m), "k1": sorted(k1), "k2": sorted(k2), "n": sorted(n)}


@irdl_op_definition
class AttentionOp(LinalgExtOp):
    name = "iree_linalg_ext.attention"
    query = operand_def(ShapedType)
    key = operand_def(ShapedType)
    value = operand_def(ShapedType)
    scale = operand_def(AnyFloat)
    mask = opt_operand_def(ShapedType)
    output = operand_def(ShapedType)
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    decomposition_config = opt_prop_def(DictionaryAttr)
    region = region_def()
    assembly_format = (
        "custom<AttentionProperties>($indexing_maps, $decomposition_config) attr-dict"
        " `ins` `(` $query `,` $key `,` $value `,` $scale (`,` $mask^)? `:`"
        " type($query) `,` type($key) `,` type($value) `,` type($scale) (`,` type($mask)^)? `)`"
        f" `outs` `(` $output `:` type($output) `)` {LinalgExtOp.REGION_AND_RESULTS}"
    )
    custom_directives = (AttentionProperties,)

    @property
    def maps(self) -> list[AffineMap]:
        return [m.data for m in self.indexing_maps]

    def operand_maps(self) -> list[tuple[str, Attribute, AffineMap]]:
        """(IREE's name, type, map) of every operand; the mask's map is the fifth, the output's the last."""
        maps = self.maps
        named = [("Query", self.query), ("Key", self.key), ("Value", self.value), ("Scale", self.scale)]
        if self.mask is not None:
            named.append(("Mask", self.mask))
        named.append(("Output", self.output))
        return [(name, value.type, maps[i]) for i, (name, value) in enumerate(named)]

    def verify_(self) -> None:
        operands = 5 + (self.mask is not None)
        if len(self.indexing_maps) != operands:
            raise VerifyException(f"'{self.name}' op expected an indexing map for each operand")
        shaped = [self.query, self.key, self.value, self.output, *([self.mask] if self.mask else [])]
        kinds = {isinstance(v.type, MemRefType) for v in shaped}
        if len(kinds) != 1:
            raise VerifyException(
                f"'{self.name}' op expected operation that implements LinalgExtInterface to have either pure "
                "buffer semantics or pure tensor semantics"
            )
        expected = [] if kinds == {True} else [self.output.type]
        for i, (want, got) in enumerate(zip(expected, (r.type for r in self.results))):
            if want != got:
                raise VerifyException(
                    f"'{self.name}' op expected type of operand #{operands - 1 - i} ('{want}') to match type of "
                    f"corresponding result ('{got}')"
                )
        if len(self.results) != len(expected):
            raise VerifyException(f"'{self.name}' op expected {len(expected)} result(s), got {len(self.results)}")
        self._verify_maps()
        if len(self.region.blocks) != 1:
            raise VerifyException(
                f"'{self.name}' op region #0 ('region') failed to verify constraint: region with 1 blocks"
            )
        last = self.region.block.last_op
        if not isinstance(last, YieldOp):
            raise VerifyException(f"'{self.name}' op expected linalg_ext.yield")
        if len(last.values_) != 1:
            raise VerifyException(f"'{self.name}' op expected only one return")

    def _verify_maps(self) -> None:
        """Ranks and static sizes agree through the maps; every map has the query map's domain."""
        domain = self.maps[0].num_dims
        sizes: dict[int, int] = {}
        checked = sorted(self.operand_maps(), key=lambda entry: entry[0] == "Mask")  # IREE checks the mask last
        for name, type_, m in checked:
            if name == "Scale":
                continue
            if len(dims_of(m)) != len(m.results) or len(set(dims_of(m))) != len(m.results):
                raise VerifyException(f"stricter than IREE: the {name} map {m} must be a projected permutation")
            shape = tuple(type_.get_shape()) if isinstance(type_, ShapedType) else ()
            if len(m.results) != len(shape):
                raise VerifyException(f"Rank Mismatch for {name}. Expected: {len(m.results)} Got: {len(shape)}")
            for i, (dim, size) in enumerate(zip(dims_of(m), shape)):
                if size < 0:
                    continue
                if sizes.setdefault(dim, size) != size:
                    raise VerifyException(
                        f"Shape Mismatch for {name} at position {i}. Expected: {sizes[dim]} Got: {size}"
                    )
        for name, _, m in self.operand_maps():
            if m.num_dims != domain:
                raise VerifyException(f"Mismatched map domain for {name}. Expected: {domain} Got: {m.num_dims}")
        if self.maps[3].results:
            raise VerifyException(f"stricter than IREE: the Scale map must have no results, got {self.maps[3]}")


def attention_roles(op: AttentionOp) -> dict[str, list[int]]:
    maps = op.maps
    return roles(maps[0], maps[1], maps[2], maps[-1])


__all__: Sequence[str] = ("AttentionOp", "attention_roles", "dims_of", "roles")
