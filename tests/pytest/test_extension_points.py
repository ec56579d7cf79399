"""The public extension points, used as a user outside the package would: a padding rule, an encoding
for `set-encoding`, and a dialect loaded by `parse_module`; bad extensions get diagnostics."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Generator

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, IntegerAttr, i64
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding import ContractionInfo, compare, parse_module, register_encoding, register_padding_rule, run_passes
from xdsl_encoding.dialects.iree_encoding import MatmulKAttr
from xdsl_encoding.encoding_factories import encoding_names, unregister_encoding
from xdsl_encoding.interfaces import ContractionEncodingAttr, TensorEncodingAttr
from xdsl_encoding.padding_rules import (
    PaddingRule,
    Resolution,
    ResolverOptions,
    padding_rule_names,
    unregister_padding_rule,
)
from xdsl_encoding.resolvers import Unresolvable, resolve_padding


@irdl_attr_definition
class HeldOutAttr(ParametrizedAttribute, TensorEncodingAttr, ContractionEncodingAttr):
    """A contraction encoding defined outside the package (no propagation interface: it never moves)."""

    name = "heldout.k"
    dims: ArrayAttr[IntegerAttr]

    def reduction_dims(self) -> tuple[int, ...]:
        return tuple(d.value.data for d in self.dims.data)


HeldOut = Dialect("heldout", [], [HeldOutAttr])


def held_out(dims: tuple[int, ...]) -> Attribute:
    return HeldOutAttr(ArrayAttr([IntegerAttr(d, i64) for d in dims]))


PROGRAM = """
func.func @main(%a: tensor<70x100xf32>, %b: tensor<100x30xf32>, %c: tensor<70x30xf32>) -> tensor<70x30xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<70x100xf32>, tensor<100x30xf32>) outs(%c : tensor<70x30xf32>) -> tensor<70x30xf32>
  func.return %r : tensor<70x30xf32>
}
"""


@contextlib.contextmanager
def registered_rule(name: str, rule: object, **kwargs: bool) -> Generator[None]:
    register_padding_rule(name, rule, **kwargs)  # pyright: ignore[reportArgumentType]
    try:
        yield
    finally:
        unregister_padding_rule(name)


@contextlib.contextmanager
def registered_encoding(name: str, factory: object) -> Generator[None]:
    register_encoding(name, factory)  # pyright: ignore[reportArgumentType]
    try:
        yield
    finally:
        unregister_encoding(name)


def to_multiple_of_48(shape: tuple[int | None, ...], bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(-s % 48 if d in k_dims and s is not None else 0 for d, s in enumerate(shape))


def test_a_user_rule_is_used_by_the_pass_and_the_python_api() -> None:
    with registered_rule("to-48", to_multiple_of_48):
        assert "to-48" in padding_rule_names()
        answer = resolve_padding(MatmulKAttr([1]), (7, 100), i64, ResolverOptions(resolver="to-48"))
        assert answer == Resolution((0, 44))
        module = parse_module(PROGRAM)
        lowered = run_passes(module, "set-encoding,materialize-encoding-into-padding{resolver=to-48}")
        pads = [str(op.results[0].type) for op in lowered.walk() if op.name == "tensor.pad"]
        assert pads == ["tensor<70x144xf32>", "tensor<144x30xf32>"]
        assert compare(module, lowered, "main", seed=3).agree
    assert "to-48" not in padding_rule_names()


def test_a_configured_rule_receives_the_pass_options() -> None:
    seen: list[ResolverOptions] = []

    def factory(options: ResolverOptions) -> PaddingRule:
        seen.append(options)

        def rule(shape: Shape, bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(options.multiple if d in k_dims else 0 for d in range(len(shape)))

        return rule

    with registered_rule("plus-multiple", factory, configured=True):
        lowered = run_passes(
            parse_module(PROGRAM), "set-encoding,materialize-encoding-into-padding{resolver=plus-multiple multiple=5}"
        )
    assert {o.multiple for o in seen} == {5}
    assert "tensor<70x105xf32>" in str(lowered)


def test_a_user_rule_sees_dynamic_sizes_as_none() -> None:
    shapes: list[tuple[int | None, ...]] = []

    def rule(shape: tuple[int | None, ...], bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
        shapes.append(shape)
        return (0,) * len(shape)

    with registered_rule("spy", rule):
        resolve_padding(MatmulKAttr([1]), (DYNAMIC_INDEX, 8), i64, ResolverOptions(resolver="spy"))
    assert shapes == [(None, 8)]


Shape = tuple[int | None, ...]


def too_short(shape: Shape, bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
    return (1,)


def negative(shape: Shape, bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
    return (0, -3)


def raising(shape: Shape, bits: int | None, k_dims: tuple[int, ...]) -> tuple[int, ...]:
    raise ZeroDivisionError("division by zero")


def refusing(operand: int, info: ContractionInfo) -> str:
    return "not encoded: too small"


@pytest.mark.parametrize(
    ("rule", "problem"),
    [
        (too_short, "returned (1,) for shape [7, 100]: expected 2 non-negative ints"),
        (negative, "expected 2 non-negative ints"),
        (raising, "failed on shape [7, 100] with K dims [1]: ZeroDivisionError"),
    ],
)
def test_a_wrong_rule_is_a_diagnostic_naming_it(rule: object, problem: str) -> None:
    with registered_rule("broken", rule):
        answer = resolve_padding(MatmulKAttr([1]), (7, 100), i64, ResolverOptions(resolver="broken"))
        assert isinstance(answer, Unresolvable)
        assert "padding rule 'broken'" in answer.reason
        assert problem in answer.reason
        module = run_passes(parse_module(PROGRAM), "set-encoding")
        with pytest.raises(DiagnosticException, match="padding rule 'broken'"):
            run_passes(module, "materialize-encoding-into-padding{resolver=broken}")


def test_names_are_checked() -> None:
    with pytest.raises(ValueError, match="already registered"):
        register_padding_rule("multiple", to_multiple_of_48)
    with pytest.raises(ValueError, match="cannot be written as a pass option"):
        register_padding_rule("a b", to_multiple_of_48)
    with pytest.raises(ValueError, match="already registered"):
        register_encoding("matmul_k", refusing)
    module = run_passes(parse_module(PROGRAM), "set-encoding")
    with pytest.raises(DiagnosticException, match="unknown resolver 'nope', expected one of cache-line, multiple"):
        run_passes(module, "materialize-encoding-into-padding{resolver=nope}")
    # the list also holds what other tests of the same process registered (`lab-k`)
    with pytest.raises(
        DiagnosticException, match=r"unknown encoding 'nope', expected one of .*data-tiling, .*matmul_k"
    ):
        run_passes(module, "set-encoding{encoding=nope}")
    assert {"matmul_k", "data-tiling"} <= set(encoding_names())


def test_a_user_encoding_is_written_parsed_and_materialized() -> None:
    infos: list[ContractionInfo] = []

    def factory(operand: int, info: ContractionInfo) -> Attribute:
        infos.append(info)
        return held_out(info.k_dims[operand])

    module = parse_module(PROGRAM)
    with registered_encoding("held-out", factory):
        encoded = run_passes(module, "set-encoding{encoding=held-out}")
    assert infos[0].k_dims == ((1,), (0,), ())
    assert infos[0].shapes == ((70, 100), (100, 30), (70, 30))
    assert infos[0].iteration_sizes == (70, 30, 100)
    assert infos[0].reduction_loops == (2,)
    text = str(encoded)
    assert "tensor<70x100xf32, #heldout.k<[1 : i64]>>" in text
    reparsed = parse_module(text, dialects=[HeldOut])
    assert str(reparsed) == text
    lowered = run_passes(reparsed, "materialize-encoding-into-padding{resolver=multiple multiple=64}")
    assert "tensor<70x128xf32>" in str(lowered)
    assert "heldout" not in str(lowered)
    assert compare(module, lowered, "main", seed=1).agree


def test_a_factory_may_refuse_a_contraction_with_a_remark() -> None:
    module = parse_module(PROGRAM)
    stderr = io.StringIO()
    with registered_encoding("picky", refusing):
        with contextlib.redirect_stderr(stderr):
            out = run_passes(module, "set-encoding{encoding=picky remarks=true}")
    assert str(out) == str(module)
    assert "linalg.matmul %r: not encoded: too small" in stderr.getvalue()


def test_a_dialect_of_a_taken_name_is_refused() -> None:
    with pytest.raises(DiagnosticException, match="dialect 'linalg' is already registered"):
        parse_module(PROGRAM, dialects=[Dialect("linalg", [], [])])
    with pytest.raises(DiagnosticException, match="dialect 'heldout' is already registered"):
        parse_module(PROGRAM, dialects=[HeldOut, HeldOut])
