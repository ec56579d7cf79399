"""Each meaning of an element's width has its own function, and `index` its own answer in each."""

from __future__ import annotations

from xdsl.dialects.builtin import ComplexType, Float16Type, Float32Type, IndexType, IntegerType

from xdsl_encoding.resolvers import element_bits
from xdsl_encoding.targets.element_types import bits_or_zero, host_bits, index_as_64_bits, storage_bits


def test_fixed_widths_agree() -> None:
    for t, bits in ((Float16Type(), 16), (Float32Type(), 32), (IntegerType(4), 4), (IntegerType(8), 8)):
        assert storage_bits(t) == bits_or_zero(t) == host_bits(t) == index_as_64_bits(t) == bits


def test_index_has_one_answer_per_meaning() -> None:
    assert storage_bits(IndexType()) is None
    assert element_bits(IndexType()) is None  # the padding rules' name for `storage_bits`
    assert bits_or_zero(IndexType()) == 0
    assert host_bits(IndexType()) == "index elements have a target-dependent width"
    assert index_as_64_bits(IndexType()) == 64


def test_host_bits_of_complex_is_twice_its_part() -> None:
    assert host_bits(ComplexType(Float32Type())) == 64
    assert host_bits(ComplexType(IntegerType(8))) == 16
