"""Moved to `xdsl_encoding.layouts.packed` (the interpreter asks it too); re-exported for old imports."""

from xdsl_encoding.layouts.packed import LayoutFailure as LayoutFailure
from xdsl_encoding.layouts.packed import PackedLayouts as PackedLayouts
from xdsl_encoding.layouts.packed import adjusted_for_bitcast as adjusted_for_bitcast
from xdsl_encoding.layouts.packed import ceil_div as ceil_div
from xdsl_encoding.layouts.packed import packed_shape as packed_shape
from xdsl_encoding.layouts.packed import serialized_layout as serialized_layout
from xdsl_encoding.layouts.packed import swizzle_adjusted_for_bitcast as swizzle_adjusted_for_bitcast
