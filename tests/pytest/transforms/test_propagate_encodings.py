"""`propagate-encodings`: the pass against its own patterns, idempotence, options, and a new encoding kind."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import Parser
from xdsl.passes import ModulePass, PassPipeline
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker, RewritePattern
from xdsl.utils.exceptions import DiagnosticException, VerifyException

from testing.propagation_programs import chain_program, programs
from xdsl_encoding.api import context as make_context
from xdsl_encoding.api import parse_module, run_passes
from xdsl_encoding.dialects.iree_encoding import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.interfaces import Blocked, EncodingPropagationAttr, Reshape, TensorEncodingAttr
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.transforms.propagate_encodings import (
    BubbleSetEncodingThroughCollapseShapePattern,
    BubbleSetEncodingThroughExpandShapePattern,
    PropagateEncodingsPass,
    Refusal,
    SinkUnsetEncodingThroughCollapseShapePattern,
    SinkUnsetEncodingThroughExpandShapePattern,
    propagation_patterns,
)
from xdsl_encoding.verify.module import verify_module

LIT_DIR = Path(__file__).resolve().parents[2] / "filecheck" / "transforms" / "propagate_encodings"


@irdl_attr_definition
class InnermostAttr(ParametrizedAttribute, TensorEncodingAttr, EncodingPropagationAttr):
    """A test-only encoding: the innermost dim is laid out specially, so it must stay a dim of its own."""

    name = "toy_enc.innermost"

    def _cross(self, reshape: Reshape) -> Attribute | Blocked:
        if reshape.groups and len(reshape.groups[-1]) > 1:
            return Blocked(f"toy: {reshape.kind} touches the innermost dim {list(reshape.groups[-1])}")
        return self

    def to_collapsed(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self._cross(reshape)

    def to_expanded(self, reshape: Reshape, *, unit_dims: bool) -> Attribute | Blocked:
        return self._cross(reshape)


ToyEnc = Dialect("toy_enc", [], [InnermostAttr])


@cache
def context() -> Context:
    ctx = make_context()
    ctx.load_dialect(ToyEnc)
    return ctx


def parse(text: str) -> ModuleOp:
    module = Parser(context(), text).parse_module()
    verify_module(module)
    return module


def by_pass(module: ModuleOp, unit_dims: bool = False, remarks: bool = False, elementwise: bool = False) -> ModuleOp:
    """The pass; element-wise moves off unless asked (the patterns make reshape moves only)."""
    out = module.clone()
    PropagateEncodingsPass(unit_dims=unit_dims, remarks=remarks, elementwise=elementwise).apply(context(), out)
    return out


def by_patterns(module: ModuleOp, patterns: Sequence[RewritePattern]) -> ModuleOp:
    out = module.clone()
    PatternRewriteWalker(GreedyRewritePatternApplier(list(patterns))).rewrite_module(out)
    return out


def lit_chunks(*names: str) -> list[str]:
    """The inputs of our lit tests, one string per `// -----` chunk (the invalid ones left out)."""
    chunks: list[str] = []
    for path in sorted(LIT_DIR.glob("*.mlir")):
        if path.stem.startswith("invalid") or (names and path.stem not in names):
            continue
        chunks += [c for c in path.read_text().split("// -----") if "func.func" in c]
    return chunks


CORPUS = lit_chunks() + programs("reshape", 150, seed=11) + programs("collapse", 50, seed=12)


# ---------------------------------------------------------------------------------------
# The pass equals its patterns, is idempotent and yields valid IR
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("unit_dims", [False, True])
def test_pass_equals_patterns_in_a_greedy_applier(unit_dims: bool) -> None:
    changed = 0
    for text in CORPUS:
        module = parse(text)
        ours = by_pass(module, unit_dims=unit_dims)
        greedy = by_patterns(module, propagation_patterns(unit_dims=unit_dims))
        assert str(ours) == str(greedy), text
        changed += str(ours) != str(module)
    assert changed > len(CORPUS) // 2, "the corpus should mostly be programs where something moves"


@pytest.mark.parametrize("unit_dims", [False, True])
@pytest.mark.parametrize("elementwise", [False, True])
def test_pass_is_idempotent_and_output_verifies(unit_dims: bool, elementwise: bool) -> None:
    for text in CORPUS:
        once = by_pass(parse(text), unit_dims=unit_dims, elementwise=elementwise)
        verify_module(once)
        assert str(by_pass(once, unit_dims=unit_dims, elementwise=elementwise)) == str(once), text


def test_blocked_programs_are_left_exactly_as_they_were() -> None:
    for text in lit_chunks("bubble_collapse", "bubble_expand", "sink_collapse", "sink_expand", "padding"):
        if "func.func @no_" in text:
            module = parse(text)
            assert str(by_pass(module)) == str(module), text


def test_a_chain_of_800_reshapes_is_crossed_in_one_run() -> None:
    out = by_pass(parse(chain_program(800)))
    (set_encoding,) = [op for op in out.walk() if isinstance(op, SetEncodingOp)]
    assert set_encoding.source.name_hint == "arg0"
    reshapes = [op for op in out.walk() if op.name in ("tensor.expand_shape", "tensor.collapse_shape")]
    assert len(reshapes) == 800
    assert all("matmul_k" in str(op.results[0].type) for op in reshapes)


# ---------------------------------------------------------------------------------------
# A new encoding kind needs no change to the pass
# ---------------------------------------------------------------------------------------

TOY = """
func.func @bubble(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #toy_enc.innermost> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #toy_enc.innermost>
  func.return %e : tensor<16x32xf32, #toy_enc.innermost>
}
func.func @blocked(%arg0: tensor<16x4x8xf32>) -> tensor<16x32xf32, #toy_enc.innermost> {
  %c = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<16x4x8xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #toy_enc.innermost>
  func.return %e : tensor<16x32xf32, #toy_enc.innermost>
}
func.func @sink(%arg0: tensor<16x32xf32, #toy_enc.innermost>) -> tensor<2x8x32xf32> {
  %u = iree_encoding.unset_encoding %arg0 : tensor<16x32xf32, #toy_enc.innermost> -> tensor<16x32xf32>
  %x = tensor.expand_shape %u [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  func.return %x : tensor<2x8x32xf32>
}
"""


def test_a_new_encoding_kind_propagates_without_touching_the_pass(capsys: pytest.CaptureFixture[str]) -> None:
    out = by_pass(parse(TOY), remarks=True)
    text = str(out)
    assert "iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #toy_enc.innermost>" in text
    assert "tensor.expand_shape %arg0 [[0 : i64, 1 : i64], [2 : i64]] output_shape [2, 8, 32]" in text
    blocked = text.split("@blocked")[1].split("@sink")[0]
    assert "%e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #toy_enc.innermost>" in blocked
    assert (
        "stopped at tensor.collapse_shape %c: toy: collapse_shape touches the innermost dim [1, 2]"
        in capsys.readouterr().err
    )
    assert str(out) == str(by_patterns(parse(TOY), propagation_patterns()))


# ---------------------------------------------------------------------------------------
# Patterns on their own, options, diagnostics
# ---------------------------------------------------------------------------------------

MIXED = """
func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>)
    -> (tensor<32xf32, #iree_encoding.matmul_k<k_dims = []>>, tensor<2x2x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>, tensor<16x32xf32>) {
  %c = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %a = iree_encoding.set_encoding %c : tensor<32xf32> -> tensor<32xf32, #iree_encoding.matmul_k<k_dims = []>>
  %x = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %b = iree_encoding.set_encoding %x : tensor<2x2x8xf32> -> tensor<2x2x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>
  %u = iree_encoding.unset_encoding %arg1 : tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>> -> tensor<2x8x32xf32>
  %d = tensor.collapse_shape %u [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  func.return %a, %b, %d : tensor<32xf32, #iree_encoding.matmul_k<k_dims = []>>, tensor<2x2x8xf32, #iree_encoding.matmul_k<k_dims = [2]>>, tensor<16x32xf32>
}
"""


MOVES = {
    "%a": "set_encoding %arg0 : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = []>>",
    "%b": "set_encoding %arg0 : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>",
    "%d": "tensor.collapse_shape %arg1",
}


@pytest.mark.parametrize(
    ("pattern", "moved"),
    [
        (BubbleSetEncodingThroughCollapseShapePattern(), {"%a"}),
        (BubbleSetEncodingThroughExpandShapePattern(), {"%b"}),
        (SinkUnsetEncodingThroughCollapseShapePattern(), {"%d"}),
        (SinkUnsetEncodingThroughExpandShapePattern(), set[str]()),
    ],
)
def test_each_pattern_makes_only_its_own_move(pattern: RewritePattern, moved: set[str]) -> None:
    text = str(by_patterns(parse(MIXED), [pattern]))
    assert {name for name, marker in MOVES.items() if marker in text} == moved
    everything = str(by_pass(parse(MIXED)))
    assert all(marker in everything for marker in MOVES.values())


def test_patterns_are_frozen_dataclasses_with_options() -> None:
    pattern = BubbleSetEncodingThroughCollapseShapePattern(unit_dims=True)
    assert pattern.unit_dims
    with pytest.raises(AttributeError):
        pattern.unit_dims = False  # pyright: ignore[reportAttributeAccessIssue]


def test_refusals_are_reported_with_their_reason() -> None:
    refusals: list[Refusal] = []
    text = lit_chunks("iree_tests")[1]
    by_patterns(parse(text), propagation_patterns(on_refusal=refusals.append))
    reasons = {r.reason for r in refusals}
    assert "collapse_shape merges K dim 2 of the result with source dims [2, 3]" in reasons


def test_unit_dims_option_from_the_command_line_syntax() -> None:
    available: dict[str, Callable[[], type[ModulePass]]] = {"propagate-encodings": lambda: PropagateEncodingsPass}
    pipeline = PassPipeline.parse_spec(available, "propagate-encodings{unit-dims=true remarks=false}")
    (pass_,) = pipeline.passes
    assert pass_ == PropagateEncodingsPass(unit_dims=True)
    assert get_all_passes()["propagate-encodings"]() is PropagateEncodingsPass


def test_remarks_go_to_stderr_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    text = lit_chunks("iree_tests")[1]
    by_pass(parse(text))
    assert capsys.readouterr().err == ""
    by_pass(parse(text), remarks=True)
    err = capsys.readouterr().err
    assert err.startswith("remark: @propagate_encoding_through_collapse_shape_chain: iree_encoding.set_encoding")
    assert err.strip().endswith(
        "tensor.collapse_shape %collapsed: collapse_shape merges K dim 2 of the result with source dims [2, 3]"
    )


BAD = """
func.func @fine(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = iree_encoding.set_encoding %c : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
func.func @bad(%arg0: tensor<2x8x32xf32>) -> tensor<15x32xf32> {
  %c = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<15x32xf32>
  func.return %c : tensor<15x32xf32>
}
"""


def test_malformed_input_fails_with_a_diagnostic_and_changes_nothing() -> None:
    module = Parser(context(), BAD).parse_module()
    before = str(module)
    with pytest.raises(
        DiagnosticException, match="collapsed dim 0 has size 15, but its group \\[0, 1\\] multiplies to 16"
    ):
        PropagateEncodingsPass().apply(context(), module)
    assert str(module) == before


def test_sinking_keeps_the_unset_for_its_other_users() -> None:
    text = lit_chunks("sink_collapse")[4]
    assert "keeps_unset_for_other_users" in text
    out = by_pass(parse(text))
    unsets = [op for op in out.walk() if isinstance(op, UnsetEncodingOp)]
    assert len(unsets) == 2
    assert {str(u.source.type) for u in unsets} == {
        "tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>",
        "tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>",
    }


RESHAPE_CYCLE = """
func.func @f() -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %a = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %b = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %e = iree_encoding.set_encoding %a : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  func.return %e : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
"""


def test_reshapes_that_feed_each_other_stop_the_bubble(capsys: pytest.CaptureFixture[str]) -> None:
    """xDSL's verifier does not check dominance, so a cycle of reshapes passes `xdsl-opt`'s verification
    (`parse_module` refuses it, as iree-opt does): the planner's cycle guard is what keeps the pass from
    walking it forever."""
    with pytest.raises(VerifyException, match="does not dominate this use"):
        parse_module(RESHAPE_CYCLE)
    module = parse_module(RESHAPE_CYCLE, verify=False)
    run_passes(module, "propagate-encodings{remarks=true}")
    assert "stopped at tensor.collapse_shape %a: the reshapes form a cycle" in capsys.readouterr().err
