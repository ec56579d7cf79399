"""From an `#iree_encoding.encoding` and a target to the packed layout IREE 3.13 chooses.

`MaterializeEncodingInfo` mirrors IREE's struct: `inner_dims_pos`, `inner_tile_sizes`,
`outer_dims_perm` of the `linalg.pack` for one operand; all empty is the identity layout
(no data tiling). The rule is `getEncodingInfoImpl` + `getEncodingInfoForMatmul`
(CPUEncodingExternalModels.cpp, Codegen/Dialect/Codegen/Utils/Utils.cpp); `op_type = conv` encodings
follow `getEncodingInfoForConv` (`data_tiling/convolution.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, ArrayAttr
from xdsl.ir import Attribute
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.convolution import conv_packing
from xdsl_encoding.data_tiling.loop_pieces import dim_uses
from xdsl_encoding.data_tiling.tiles import NarrowDim, Tile, choose_tile, enumerate_tiles, narrow_dim
from xdsl_encoding.interfaces import OperandEncodingAttr
from xdsl_encoding.targets.contraction_dims import ContractionDims as ContractionDims
from xdsl_encoding.targets.contraction_dims import infer_contraction_dims as infer_contraction_dims
from xdsl_encoding.targets.contraction_dims import single_use_dims as single_use_dims
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.swizzle import TileSwizzle

LHS, RHS, RESULT = 0, 1, 2
DATA_TILED_OP_TYPES = ("matmul", "scaled_matmul")
"""Contraction `op_type`s IREE's CPU resolvers tile; `conv` has its own rule (`data_tiling/convolution.py`)."""


@dataclass(frozen=True)
class OperandEncoding:
    """What the resolvers read from an `#iree_encoding.encoding`: one operand of one contraction."""

    operand_index: int
    element_types: tuple[Attribute, ...]
    root_maps: tuple[AffineMap, ...]
    """The first map of each `user_indexing_maps` entry: the op that was encoded."""
    operand_map: AffineMap
    """This operand's map, chain composed: where each loop dim sits in the tensor."""
    iteration_sizes: tuple[int, ...] | None

    @staticmethod
    def of(encoding: Attribute) -> OperandEncoding | str:
        """The view of `encoding`, or why it has none (IREE then uses the identity layout)."""
        if not isinstance(encoding, OperandEncodingAttr):
            return f"{encoding} is not an #iree_encoding.encoding"
        maps = encoding.operand_maps()
        raw = encoding.user_map_entries()
        if maps is None or raw is None:
            return "the encoding has no user_indexing_maps"
        roots: list[AffineMap] = []
        for entry in raw:
            first = entry.data[0] if isa(entry, ArrayAttr[Attribute]) and entry.data else entry
            if not isinstance(first, AffineMapAttr):
                return f"user_indexing_maps entry {entry} is not an affine map"
            roots.append(first.data)
        sizes = encoding.loop_sizes()
        index = encoding.operand_number()
        return OperandEncoding(
            index,
            encoding.operand_element_types(),
            tuple(roots),
            maps[index],
            None if sizes is None else tuple(DYNAMIC_INDEX if v is None else v for v in sizes),
        )

    def position(self, loop_dim: int) -> int | None:
        """`mapDimToOperandIndex`: the tensor dim that loop dim `loop_dim` indexes here."""
        for i, e in enumerate(self.operand_map.results):
            if isinstance(e, AffineDimExpr) and e.position == loop_dim:
                return i
        return None

    def mnk_sizes(self, dims: ContractionDims) -> tuple[int, int, int] | None:
        """`getEncodingContractionLikeSizes` (M, N, K); a missing M or N counts as 1."""
        sizes = self.iteration_sizes
        if not sizes or not dims.k:
            return None
        m = sizes[dims.m[0]] if dims.m else 1
        n = sizes[dims.n[0]] if dims.n else 1
        return m, n, sizes[dims.k[0]]

    def narrow(self, dims: ContractionDims) -> NarrowDim | None:
        sizes = self.mnk_sizes(dims)
        return None if sizes is None else narrow_dim(sizes[0], sizes[1])


@dataclass(frozen=True)
class MaterializeEncodingInfo:
    """How one encoded tensor is packed: `linalg.pack` attributes; all empty = identity layout."""

    inner_dims_pos: tuple[int, ...] = ()
    inner_tile_sizes: tuple[int, ...] = ()
    outer_dims_perm: tuple[int, ...] = ()

    @property
    def is_identity(self) -> bool:
        return not self.inner_dims_pos and not self.outer_dims_perm


def info_for_matmul(
    encoding: OperandEncoding, dims: ContractionDims, tile: Tile, *, transpose: bool = False
) -> MaterializeEncodingInfo | str:
    """`getEncodingInfoForMatmul`: batch is permuted outermost but never tiled; then M, N, K if present.

    A loop dim the tensor holds in several dims (its encoding recorded a reshape, `loop_pieces.py`)
    puts all of them in its place of `outer_dims_perm`, outer to inner, and is tiled at its
    unit-stride piece. `transpose` (a narrow-N result) swaps the places of M and N, which on plain
    maps is IREE's `transposeInPlace`. A string says why the tensor has no such layout.
    """
    uses = dim_uses(encoding.operand_map)
    if isinstance(uses, str):
        return uses
    roles: list[tuple[str, tuple[int, ...], int | None]] = [
        ("M", dims.m, tile.m),
        ("N", dims.n, tile.n),
        ("K", dims.k, tile.k),
    ]
    if transpose:
        roles[0], roles[1] = roles[1], roles[0]
    outer: list[int] = []
    inner: list[int] = []
    tiles: list[int] = []
    for name, role_dims, size in [("batch", dims.batch, None), *roles]:
        if not role_dims:
            continue
        d = role_dims[0]
        held = [p for p, use in enumerate(uses) if d in use.loop_dims]
        outer += [p for p in held if p not in outer]
        if size is None or not held:
            continue
        at = [p for p in held if uses[p].inner == d]
        if len(at) != 1:
            return f"the {name} loop dim d{d} is not at unit stride in exactly one tensor dim, so no pack can tile it"
        inner.append(at[0])
        tiles.append(size)
    if sorted(outer) != list(range(len(uses))):
        return "a tensor dim holds no loop dim of the contraction"
    return MaterializeEncodingInfo(tuple(inner), tuple(tiles), tuple(outer))


@dataclass(frozen=True)
class LayoutChoice:
    """The layout chosen for one encoded tensor and, for remarks, why."""

    info: MaterializeEncodingInfo
    reason: str
    tile: Tile | None = None
    problem: str | None = None
    """Why the encoding has no packed layout though the target tiles its contraction (a malformed chain)."""
    swizzle: TileSwizzle | None = None
    """`MaterializeEncodingInfo::swizzle`: the packed tile is expanded and transposed (inner_tiled paths)."""
    kind: Attribute | None = None
    """The `iree_codegen.inner_tiled` kind the contraction lowers to (inner_tiled paths)."""
    failure: str | None = None
    """Why IREE fails to materialize this tensor (the pass then fails the same way)."""


def operand_view(encoding: Attribute) -> OperandEncoding | LayoutChoice:
    """The view of `encoding`, or the identity layout saying why it has none (every chooser starts here)."""
    view = OperandEncoding.of(encoding)
    return LayoutChoice(MaterializeEncodingInfo(), f"identity layout: {view}") if isinstance(view, str) else view


def single_contraction(view: OperandEncoding) -> ContractionDims | LayoutChoice:
    """The dims of the contraction `view` belongs to, if it has at most one batch, M, N and K dim and a K
    (what IREE 3.13's choosers tile), else the identity layout saying so."""
    dims = infer_contraction_dims(view.root_maps)
    if dims is None or any(len(d) > 1 for d in (dims.batch, dims.m, dims.n, dims.k)) or not dims.k:
        return LayoutChoice(
            MaterializeEncodingInfo(), "identity layout: not a contraction with at most one batch, M, N and K dim"
        )
    return dims


def contraction_view(encoding: Attribute) -> tuple[OperandEncoding, ContractionDims] | LayoutChoice:
    """`operand_view` then `single_contraction`: the view and its contraction's dims, or the identity layout."""
    view = operand_view(encoding)
    if isinstance(view, LayoutChoice):
        return view
    dims = single_contraction(view)
    return dims if isinstance(dims, LayoutChoice) else (view, dims)


def choose_layout(target: CpuTarget, encoding: Attribute) -> LayoutChoice:
    """IREE 3.13's CPU / VMVX `getEncodingInfoImpl` on the legacy mmt4d path."""
    identity = MaterializeEncodingInfo()
    view = operand_view(encoding)
    if isinstance(view, LayoutChoice):
        return view
    assert isinstance(encoding, OperandEncodingAttr)
    if encoding.encoded_op_type() == "conv" and target.backend == "llvm-cpu":
        packing = conv_packing(target, view.operand_index, view.operand_map, view.root_maps, view.element_types)
        info = MaterializeEncodingInfo(packing.inner_dims_pos, packing.inner_tile_sizes, packing.outer_dims_perm)
        return LayoutChoice(info, packing.reason)
    if encoding.encoded_op_type() not in DATA_TILED_OP_TYPES:
        return LayoutChoice(identity, f"identity layout: op_type {encoding.encoded_op_type()} is not data-tiled")
    dims = single_contraction(view)
    if isinstance(dims, LayoutChoice):
        return dims
    narrow = view.narrow(dims)
    element_types = view.element_types[:3]  # (lhs, rhs, result); IREE reads no further
    candidates = enumerate_tiles(target, element_types, batched=bool(dims.batch), narrow=narrow)
    types = ", ".join(str(t) for t in element_types)
    if not candidates:
        return LayoutChoice(identity, f"identity layout: {target.describe()} has no tiles for [{types}]")
    tile = choose_tile(candidates, narrow)
    narrow_n = view.operand_index == RESULT and narrow is not None and narrow.dim == "N"
    info = info_for_matmul(view, dims, tile, transpose=narrow_n)
    if isinstance(info, str):
        return LayoutChoice(identity, f"no layout: {info}", tile, info)
    why = f"{target.describe()}, [{types}]: tile {tile} (M0xN0xK0) of {', '.join(str(c) for c in candidates)}"
    if narrow is not None:
        why += f"; narrow {narrow.dim} rounds up to {narrow.size}"
    if narrow_n:
        why += "; narrow-N result transposed (lowered as mmt4d(RHS, LHS))"
    return LayoutChoice(info, why, tile)


def dynamic_sizes(values: Sequence[int]) -> str:
    """`[15, ?, 7]`."""
    return "[" + ", ".join("?" if v == DYNAMIC_INDEX else str(v) for v in values) + "]"
