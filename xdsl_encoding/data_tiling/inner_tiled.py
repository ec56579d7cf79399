"""The layout of an encoded tensor on the `iree_codegen.inner_tiled` paths: tiles plus a swizzle.

IREE 3.13 `getInnerTiledEncodingInfo` (CPUEncodingExternalModels.cpp, `enable_inner_tiled`): pick
the data-tiled MMA the contraction will lower to, pack by its whole tile (no narrow-N
transposition) and attach the operand's swizzle. The GPU resolver does the same with its own
chooser (xdsl_encoding/data_tiling/gpu).
"""

from __future__ import annotations

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Attribute

from xdsl_encoding.data_tiling.encoding_info import (
    LayoutChoice,
    MaterializeEncodingInfo,
    OperandEncoding,
    choose_layout,
    contraction_view,
    dynamic_sizes,
    info_for_matmul,
)
from xdsl_encoding.data_tiling.gpu.scaled_layout import choose_scaled_gpu_layout
from xdsl_encoding.interfaces import OperandEncodingAttr
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.cpu_mma import choose_cpu_mma, cpu_swizzle
from xdsl_encoding.targets.gpu import GpuTarget
from xdsl_encoding.targets.gpu_mma import choose_gpu_mma, gpu_swizzle
from xdsl_encoding.targets.tiles import Tile


def choose_cpu_inner_tiled_layout(target: CpuTarget, encoding: Attribute) -> LayoutChoice:
    """`getInnerTiledEncodingInfo` for `#iree_cpu.cpu_encoding_resolver` with `enable_inner_tiled = true`."""
    from xdsl_encoding.dialects.iree_cpu import CPUDataTiledMMAAttr

    identity = MaterializeEncodingInfo()
    if isinstance(encoding, OperandEncodingAttr) and encoding.encoded_op_type() == "conv":
        return choose_layout(target, encoding)  # IREE decides conv layouts before looking at enable_inner_tiled
    found = contraction_view(encoding)
    if isinstance(found, LayoutChoice):
        return found
    view, dims = found
    sizes = view.mnk_sizes(dims)
    if sizes is None or len(view.element_types) != 3:
        return LayoutChoice(identity, "identity layout: the encoding has no iteration sizes or element types")
    mma = choose_cpu_mma(target, view.element_types, sizes[0], sizes[1])
    types = ", ".join(str(t) for t in view.element_types)
    if mma is None:
        return LayoutChoice(identity, f"identity layout: {target.describe()} has no CPU MMA for [{types}]")
    m0, n0, k0 = mma.tile_mnk()
    info = info_for_matmul(view, dims, Tile(m0, n0, k0))
    if isinstance(info, str):
        return LayoutChoice(identity, f"no layout: {info}", problem=info)
    kind = CPUDataTiledMMAAttr(mma, (view.element_types[0], view.element_types[1], view.element_types[2]))
    why = (
        f"{target.describe()} enable_inner_tiled, [{types}], M, N = {dynamic_sizes(sizes[:2])}: {kind} "
        f"(tile {m0}x{n0}x{k0})"
    )
    return LayoutChoice(info, why, Tile(m0, n0, k0), swizzle=cpu_swizzle(mma, view.operand_index), kind=kind)


def split_loop_problem(view: OperandEncoding, roles: list[tuple[str, tuple[int, ...]]]) -> str | None:
    """A swizzled tile needs each of its loop dims in one tensor dim. An encoding that records a
    reshape (a chain map: a propagated `collapse_shape` / `expand_shape` of the tensor) can spread
    one over several; IREE 3.13 has no GPU layout for that (iree-opt 3.13 crashes on such an
    encoding, and fails to legalize a reshape between encoded tensors), so neither do we."""
    used = {d for e in view.operand_map.results for d in e.used_dims()}
    for role, loop in roles:
        if loop and loop[0] in used and view.position(loop[0]) is None:
            return (
                f"the {role.upper()} loop dim d{loop[0]} is spread over several tensor dims by a reshape the encoding "
                "records: a swizzled GPU tile cannot be reshaped (IREE 3.13 has no layout for it either)"
            )
    return None


def choose_gpu_layout(target: GpuTarget, encoding: Attribute) -> LayoutChoice:
    """`getEncodingInfoImpl` of `#iree_gpu.gpu_encoding_resolver`: the chosen MMA's tile, its swizzle.

    Where IREE 3.13 has no data-tiled MMA (no intrinsic for the types, a target without the wgp
    limits) the layout is the identity and its reason says why: the contraction then fails as
    iree-opt does. Where IREE fails outright (a vector operand) the choice carries `failure`.
    """
    from xdsl_encoding.dialects.iree_encoding.encoding_attr import EncodingAttr
    from xdsl_encoding.dialects.iree_gpu_mma import GPUDataTiledMMAAttr

    identity = MaterializeEncodingInfo()
    if isinstance(encoding, EncodingAttr) and encoding.op_type.value.data == "scaled_matmul":
        return choose_scaled_gpu_layout(target, encoding)
    if isinstance(encoding, EncodingAttr) and encoding.op_type.value.data != "matmul":
        kind = encoding.op_type.value.data
        return LayoutChoice(
            identity,
            f"no layout: op_type = {kind}",
            failure=f"op_type = {kind} is not materialized on GPUs (IREE 3.13 data-tiles matmul and scaled_matmul)",
        )
    found = contraction_view(encoding)
    if isinstance(found, LayoutChoice):
        return found
    view, dims = found
    # No iteration_sizes: `getEncodingContractionLikeSizes` fails and the chooser puts no cap on M, N.
    sizes = view.mnk_sizes(dims) or (DYNAMIC_INDEX, DYNAMIC_INDEX, DYNAMIC_INDEX)
    types = tuple(str(t) for t in view.element_types)
    if len(types) != 3:
        return LayoutChoice(identity, "identity layout: the encoding has no element types")
    mma = choose_gpu_mma(target, (types[0], types[1], types[2]), sizes[0], sizes[1])
    if isinstance(mma, str):
        # IREE: no data-tiled MMA -> the identity layout (a set_encoding drops its encoding); only the
        # contraction then fails to legalize (`lower_contraction_or_inner_tiled`).
        return LayoutChoice(identity, f"no layout: {mma}")
    m0, n0, k0 = mma.tile_mnk()
    info = info_for_matmul(view, dims, Tile(m0, n0, k0))
    if isinstance(info, str):
        return LayoutChoice(identity, f"no layout: {info}", problem=info, failure=info)
    kind = GPUDataTiledMMAAttr(mma)
    swizzle = gpu_swizzle(mma, view.operand_index)
    # `getEncodingSwizzle`: for each of M, N, K this operand should have but does not (a broadcast
    # operand), IREE removes group 0, whichever dim that group is.
    roles = {0: ("m", "k"), 1: ("n", "k"), 2: ("m", "n")}[view.operand_index]
    split = split_loop_problem(view, [(r, getattr(dims, r)) for r in roles])
    if split is not None:
        return LayoutChoice(identity, f"no layout: {split}", problem=split, failure=split)
    for role in ("m", "n", "k"):
        loop = getattr(dims, role)
        if role in roles and loop and view.position(loop[0]) is None:
            swizzle.remove(0)
    why = f"{target.describe()}, [{', '.join(types)}], M, N = {dynamic_sizes(sizes[:2])}: {kind} (tile {m0}x{n0}x{k0})"
    return LayoutChoice(info, why, Tile(m0, n0, k0), swizzle=swizzle, kind=kind)
