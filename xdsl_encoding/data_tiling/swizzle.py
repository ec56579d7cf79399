"""Moved to `xdsl_encoding.targets.swizzle` (target facts sit below the dialects); re-exported for old imports."""

from xdsl_encoding.targets.swizzle import Array as Array
from xdsl_encoding.targets.swizzle import Dim as Dim
from xdsl_encoding.targets.swizzle import DimKind as DimKind
from xdsl_encoding.targets.swizzle import TileSwizzle as TileSwizzle
from xdsl_encoding.targets.swizzle import collapse_reassociation as collapse_reassociation
from xdsl_encoding.targets.swizzle import swizzle_array as swizzle_array
from xdsl_encoding.targets.swizzle import unswizzle_array as unswizzle_array
