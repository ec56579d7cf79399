"""`NamedRegistry`: one mechanism for the package's extension points."""

from __future__ import annotations

import pytest

from xdsl_encoding.utils.registry import NamedRegistry


def test_builtins_are_there_from_the_start_and_names_are_sorted() -> None:
    registry = NamedRegistry("padding rule", {"multiple": 2, "cache-line": 1})
    assert registry.names() == ("cache-line", "multiple")
    assert registry.get("multiple") == 2


def test_a_taken_name_needs_replace_and_names_must_fit_a_pass_option() -> None:
    registry = NamedRegistry("encoding", {"matmul_k": 0})
    with pytest.raises(ValueError, match="an encoding named 'matmul_k' is already registered"):
        registry.register("matmul_k", 1)
    registry.register("matmul_k", 1, replace=True)
    assert registry.get("matmul_k") == 1
    with pytest.raises(ValueError, match="encoding name 'a b' cannot be written as a pass option"):
        registry.register("a b", 2)
    registry.unregister("matmul_k")
    assert registry.get("matmul_k") is None


def test_keys_need_not_be_names() -> None:
    registry: NamedRegistry[type, str] = NamedRegistry("layout resolver", option_names=False)
    registry.register(int, "ints")
    assert registry.items() == ((int, "ints"),)
