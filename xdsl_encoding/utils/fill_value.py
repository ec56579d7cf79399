"""One scalar of the padding-value evaluation (`fill_values.py`): known exactly, or unknown.

Apart from the evaluation so that the encoding interfaces can name it without importing the interpreter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute


@dataclass(frozen=True)
class FillValue:
    """One scalar of the abstract evaluation: a known value, or unknown (`value is None`)."""

    value: int | float | bool | None
    finite: bool
    """Known not to be NaN or an infinity."""
    origin: str | None = None
    """The op that first made the fill non-zero (`subf`), if one did."""

    @staticmethod
    def of(value: Any, origin: str | None = None) -> FillValue:
        v = cast(int | float | bool, value.item() if isinstance(value, np.generic) else value)
        finite = not isinstance(v, float) or math.isfinite(v)
        return FillValue(v, finite, origin)

    @staticmethod
    def unknown(type_: Attribute) -> FillValue:
        """An element nobody padded: any value of `type_` (integers are always finite)."""
        return FillValue(None, isinstance(type_, IntegerType | IndexType))

    @property
    def is_zero(self) -> bool:
        """Exactly zero (`-0.0` too): a product with a finite value is zero."""
        return self.value is not None and self.value == 0

    def text(self) -> str:
        """`-3`, `0`, `nan`, `an unknown value`."""
        if self.value is None:
            return "an unknown finite value" if self.finite else "an unknown value"
        if isinstance(self.value, bool):
            return str(int(self.value))
        return f"{self.value:g}" if isinstance(self.value, float) else str(self.value)

    def maps(self, fill: str = "0") -> str:
        """`subf maps 0 to -3`, or `0 stays 0`."""
        if self.is_zero:
            return f"{fill} stays 0"
        return f"{self.origin or 'the region'} maps {fill} to {self.text()}"


def k_product_conflict(own: FillValue, other: FillValue | None) -> str | None:
    """Why `own * other` at a padded K position may not be 0 (None: it is 0).

    With the contraction out of sight, `own` must be 0 itself: the other side is plain padding
    (0) or held to the same rule.
    """
    if other is None:
        if own.is_zero:
            return None
        return f"{own.maps()}, and the contraction that would read it is not in sight"
    if (own.is_zero and other.finite) or (other.is_zero and own.finite):
        return None
    if own.is_zero or other.is_zero:
        # 0 times a value that may be infinite: an unknown float input (a scale, a zero point), or a
        # finite one the region overflows to inf ((0 - 3) * s for |s| > 1.1e38): 0 * inf is NaN.
        return (
            f"{own.maps()}; the other operand maps 0 to {other.text()}: "
            "an unknown float may be infinite or NaN, or overflow to infinity, and 0 x inf is NaN"
        )
    return f"{own.maps()}; the other operand maps 0 to {other.text()}"
