"""Moved to `xdsl_encoding.targets.tiles` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.cpu import enumerate_tiles as enumerate_tiles
from xdsl_encoding.targets.tiles import NarrowDim as NarrowDim
from xdsl_encoding.targets.tiles import Tile as Tile
from xdsl_encoding.targets.tiles import choose_tile as choose_tile
from xdsl_encoding.targets.tiles import narrow_dim as narrow_dim
from xdsl_encoding.targets.tiles import power_of_two_ceil as power_of_two_ceil
from xdsl_encoding.targets.tiles import riscv_vlen as riscv_vlen
from xdsl_encoding.targets.tiles import tiles_aarch64 as tiles_aarch64
from xdsl_encoding.targets.tiles import tiles_riscv32 as tiles_riscv32
from xdsl_encoding.targets.tiles import tiles_riscv64 as tiles_riscv64
from xdsl_encoding.targets.tiles import tiles_vmvx as tiles_vmvx
from xdsl_encoding.targets.tiles import tiles_x86_64 as tiles_x86_64
