"""Every attribute of the package compares and hashes by all of its parameters.

xDSL 0.74 ignores, in `==` and `hash`, the parameters an undecorated base class declares
(`utils/attribute_bases.py`). Without `attribute_base`, two `data_tiled_mma_layout`s differing in
`intrinsics_m` compared equal, and the interpreter's swizzle cache gave one the other's tiles.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from xdsl.dialects.builtin import DictionaryAttr, IntAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition

from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.dialects.hal.types import DeviceAffinityAttr, DeviceTargetAttr, DeviceType
from xdsl_encoding.dialects.iree_cpu import CPUEncodingResolverAttr
from xdsl_encoding.dialects.iree_gpu_mma import GPUDataTiledMMAAttr
from xdsl_encoding.targets.gpu_intrinsics import intrinsic
from xdsl_encoding.targets.gpu_mma import GpuMma
from xdsl_encoding.utils.attribute_bases import attribute_base


def _parametrized() -> list[type[ParametrizedAttribute]]:
    found: list[type[ParametrizedAttribute]] = []
    for factory in get_all_dialects().values():
        found += [a for a in factory().attributes if issubclass(a, ParametrizedAttribute)]
    return found


@pytest.mark.parametrize("attr", _parametrized(), ids=lambda a: a.name)
def test_every_parameter_is_a_field_of_equality(attr: type[ParametrizedAttribute]):
    parameters = [name for name, _ in attr.get_irdl_definition().parameters]
    assert [f.name for f in dataclasses.fields(attr)] == parameters


def _mma(intrinsics_m: int) -> GPUDataTiledMMAAttr:
    found = intrinsic("MFMA_F32_16x16x4_F32")
    assert found is not None
    return GPUDataTiledMMAAttr(GpuMma(found, intrinsics_m=intrinsics_m))


def _cpu_resolver(value: int) -> Attribute:
    return CPUEncodingResolverAttr(DictionaryAttr({"k": IntAttr(value)}))


def _affinity(value: int) -> Attribute:
    return DeviceAffinityAttr.new((StringAttr(f"<@d{value}>"),))


def _device_target(value: int) -> Attribute:
    return DeviceTargetAttr.new((StringAttr(f'<"local{value}">'), DeviceType()))


@pytest.mark.parametrize(
    "make",
    [_mma, _cpu_resolver, _affinity, _device_target],
    ids=["inherited_counts", "inherited_configuration", "verbatim_body", "typed_verbatim_body"],
)
def test_attributes_differing_in_an_inherited_parameter_differ(make: Callable[[int], Attribute]):
    assert make(2) != make(4)
    assert hash(make(2)) != hash(make(4))
    assert make(2) == make(2)
    assert hash(make(2)) == hash(make(2))


class _Undecorated(ParametrizedAttribute):
    count: IntAttr


@attribute_base
class _Decorated(ParametrizedAttribute):
    count: IntAttr


@irdl_attr_definition
class _FromUndecorated(_Undecorated):
    name = "test.from_undecorated"


@irdl_attr_definition
class _FromDecorated(_Decorated):
    name = "test.from_decorated"


def test_xdsl_ignores_an_undecorated_base_s_parameters():
    """The defect `attribute_base` works around; when this fails, xDSL is fixed and it can go."""
    assert _FromUndecorated.new((IntAttr(1),)) == _FromUndecorated.new((IntAttr(2),))
    assert _FromDecorated.new((IntAttr(1),)) != _FromDecorated.new((IntAttr(2),))
