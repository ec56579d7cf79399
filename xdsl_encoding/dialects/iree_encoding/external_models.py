"""Answers `EncodingAttr` gets from the package that knows the data-tiling layouts.

IREE attaches its encoding interfaces from outside the dialect (ExternalInterfaces/
EncodingExternalModels.cpp) because the layouts build on the dialect; so do we:
`xdsl_encoding/data_tiling/padding_rule.py` and `reshape_rule.py` attach these models on import.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute

from xdsl_encoding.reshape.reassociation import Reshape

if TYPE_CHECKING:
    from xdsl_encoding.targets.cpu import CpuTarget

ReshapeSide = Literal["collapsed", "expanded"]

KPaddingModel = Callable[[Attribute, TensorType[Attribute], "CpuTarget | None"], "str | None"]
"""Why a pack may pad a tensor with this encoding along K (None: it never does)."""

ReshapeModel = Callable[[Attribute, Attribute, Reshape, ReshapeSide, "CpuTarget | None"], "str | None"]
"""Why the encoding moved to one side of a reshape does not materialize to the reshape of the other's
materialization (None: it does, exactly)."""

K_PADDING_MODELS: list[KPaddingModel] = []
RESHAPE_MODELS: list[ReshapeModel] = []


def attach_k_padding_model(model: KPaddingModel) -> None:
    K_PADDING_MODELS.append(model)


def attach_reshape_model(model: ReshapeModel) -> None:
    RESHAPE_MODELS.append(model)
