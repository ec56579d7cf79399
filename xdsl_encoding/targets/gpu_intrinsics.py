"""AMD GPU MMA intrinsics: shape and types from the enum name, and their single-subgroup layouts.

compiler/src/iree/compiler/Codegen/Dialect/GPU/IR/IREEGPUEnums.td (names) and IREEGPUAttrs.cpp
(`getSingleSubgroupLayout`, `getIntrinsicSubgroupSize`), b48a595 = IREE 3.13. Layouts are
`{outer, thread, tstrides, element}` per operand: LHS `[M, K]`, RHS `[K, N]`, ACC `[M, N]`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NAME = re.compile(
    r"^(MFMA|WMMAR3|WMMAR4|WMMA|WMMAR5)_([A-Z0-9]+)_(\d+)x(\d+)x(\d+)(x\d+B)?_([A-Z0-9]+?)(?:_([A-Z0-9]+))?$"
)
_TYPES = {
    "F32": "f32",
    "F16": "f16",
    "BF16": "bf16",
    "F64": "f64",
    "I8": "i8",
    "I32": "i32",
    "F8E4M3FNUZ": "f8E4M3FNUZ",
    "F8E5M2FNUZ": "f8E5M2FNUZ",
    "F8E4M3FN": "f8E4M3FN",
    "F8E5M2": "f8E5M2",
}


@dataclass(frozen=True)
class Layout:
    outer: tuple[int, ...]
    thread: tuple[int, ...]
    tstrides: tuple[int, ...]
    element: tuple[int, ...]


@dataclass(frozen=True)
class GpuIntrinsic:
    """One `IREE::GPU::MMAIntrinsic`: `MFMA_F32_16x16x4_F32` is 16x16x4 with A, B f32 and C f32."""

    name: str
    family: str
    m: int
    n: int
    k: int
    types: tuple[str, str, str]
    blocked: bool

    @property
    def subgroup_size(self) -> int:
        return 64 if self.family == "MFMA" else 32

    def layout(self, operand: int) -> Layout:
        """`getSingleSubgroupLayout(intrinsic, operand)`."""
        m, k = self.m, self.k
        if self.blocked:
            raise ValueError(f"{self.name}: blocked intrinsics are never chosen for data tiling")
        if self.family == "MFMA" and m == 16:
            if operand == 0:
                return Layout((1, 1), (16, 4), (1, 16), (1, k // 4))
            if operand == 1:
                return Layout((1, 1), (4, 16), (16, 1), (k // 4, 1))
            if self.types[2] == "f64":
                return Layout((4, 1), (4, 16), (16, 1), (1, 1))
            return Layout((1, 1), (4, 16), (16, 1), (4, 1))
        if self.family == "MFMA" and m == 32:
            if operand == 0:
                return Layout((1, 1), (32, 2), (1, 32), (1, k // 2))
            if operand == 1:
                return Layout((1, 1), (2, 32), (32, 1), (k // 2, 1))
            return Layout((4, 1), (2, 32), (32, 1), (4, 1))
        if self.family == "WMMAR3":
            if operand == 0:
                return Layout((1, 1), (16, 1), (1, 0), (1, 16))
            if operand == 1:
                return Layout((1, 1), (1, 16), (0, 1), (16, 1))
            return Layout((8, 1), (2, 16), (16, 1), (1, 1))
        if self.family == "WMMAR4" and m == 16:
            if operand == 0:
                return Layout((1, 1), (16, 2), (1, 16), (1, k // 2))
            if operand == 1:
                return Layout((1, 1), (2, 16), (16, 1), (k // 2, 1))
            return Layout((1, 1), (2, 16), (16, 1), (8, 1))
        raise ValueError(f"{self.name}: its subgroup layout is not ported")

    def thread_elements(self, operand: int) -> int:
        """Elements of one thread's vector (`getABCVectorTypes`): prod(outer) * prod(element)."""
        layout = self.layout(operand)
        return layout.outer[0] * layout.outer[1] * layout.element[0] * layout.element[1]


def intrinsic(name: str) -> GpuIntrinsic | None:
    """The intrinsic an enum name stands for, or None if the name is not one we can read."""
    found = _NAME.match(name)
    if found is None:
        return None
    family, acc, m, n, k, block, a, b = found.groups()
    if acc not in _TYPES or a not in _TYPES or (b is not None and b not in _TYPES):
        return None
    types = (_TYPES[a], _TYPES[b or a], _TYPES[acc])
    return GpuIntrinsic(name, family, int(m), int(n), int(k), types, block is not None)
