"""Moved to `xdsl_encoding.layouts.contraction` (a recognizer, not a pass); re-exported for old imports."""

from xdsl_encoding.layouts.contraction import Contraction as Contraction
from xdsl_encoding.layouts.contraction import dim_positions as dim_positions
from xdsl_encoding.layouts.contraction import is_multiply_add_body as is_multiply_add_body
from xdsl_encoding.layouts.contraction import is_projected_permutation as is_projected_permutation
from xdsl_encoding.layouts.contraction import match_contraction as match_contraction
