"""The `hal` dialect: ABI tensor import/export, verbatim target attributes, interface bindings."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import StringAttr
from xdsl.utils.exceptions import VerifyException

from testing.iree_host import printed
from xdsl_encoding import api
from xdsl_encoding.dialects import hal

from .diagnostics import expect_diagnostic

SUBSPAN = (
    "func.func @f() {{\n  %c0 = arith.constant 0 : index\n"
    "  %0 = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer>]>) binding(0) {rest}\n"
    "  return\n}}"
)


def test_aliases_inside_a_verbatim_body_are_expanded():
    module = api.parse_module(
        """
#target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>
util.global private @d = #hal.device.target<"local", [#target]> : !hal.device
"""
    )
    device = module.body.block.first_op
    value = getattr(device, "initial_value")
    assert isinstance(value, hal.DeviceTargetAttr)
    expected = '<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>}>]>'
    assert value.text == expected
    assert "#target" not in printed(module)


def test_aliases_inside_string_literals_are_left_alone():
    module = api.parse_module(
        '#a = #hal.device.affinity<@x>\n"test.op"() {t = #hal.device.target<"#a", [#a]>} : () -> ()'
    )
    attr = module.body.block.first_op.attributes["t"]  # pyright: ignore[reportOptionalMemberAccess]
    assert isinstance(attr, hal.DeviceTargetAttr)
    assert attr.text == '<"#a", [#hal.device.affinity<@x>]>'


def test_import_with_every_option_round_trips():
    text = """
func.func @f(%v: !hal.buffer_view, %w: !hal.fence, %o: index, %d: index) -> tensor<?x4xf32> {
  %0 = hal.tensor.import on(#hal.device.affinity<@dev>) wait(%w) => consume %v offset(%o) "in" : !hal.buffer_view -> tensor<?x4xf32> as tensor<?x4xf32>{%d}
  return %0 : tensor<?x4xf32>
}
"""
    module = api.parse_module(text)
    out = printed(module)
    assert (
        'hal.tensor.import on(#hal.device.affinity<@dev>) wait(%w) => consume %v offset(%o) "in" : !hal.buffer_view -> tensor<?x4xf32>{%d}'
        in out
    )
    assert printed(api.parse_module(out), generic=True) == printed(module, generic=True)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (
            "func.func @f() attributes {stream.affinity = #hal.device.affinity<>} { return }",
            "expected valid '@'-identifier for symbol name",  # iree-opt 3.13's message
        ),
        (
            "func.func @f(%v: !hal.buffer_view) { %0 = hal.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32> return }",
            "has 1 dynamic dim(s) but 0 size(s) are given",
        ),
        (
            "func.func @f(%v: tensor<4xf32>) { %0 = hal.tensor.import %v : tensor<4xf32> -> tensor<4xf32> return }",
            "source must be a !hal.buffer_view or !hal.buffer",
        ),
        (
            "func.func @f(%t: tensor<4xf32>) { %0 = hal.tensor.export %t : tensor<4xf32> -> tensor<4xf32> return }",
            "result must be a !hal.buffer_view or !hal.buffer",
        ),
        (
            "func.func @f(%v: !hal.buffer_view) { %0 = hal.buffer_view.dim<%v : !hal.buffer_view>[-1] : index return }",
            "non-negative",
        ),
        (
            SUBSPAN.format(rest='flags("Writable") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>'),
            "unknown descriptor flags",
        ),
        (
            SUBSPAN.format(rest=": !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>"),
            "1 dynamic dim(s) but 0 size(s)",
        ),
        ('"test.op"() {t = #hal.device.target} : () -> ()', "expects a `<...>` body"),
        ('"test.op"() {t = #hal.device.target<"local", [>} : () -> ()', "Unbalanced"),
        (
            '"test.op"() {t = #hal.executable.target<"llvm-cpu", "x", {a = "unterminated}>} : () -> ()',
            "Unterminated string",
        ),
    ],
)
def test_malformed_hal_gives_a_diagnostic(text: str, fragment: str):
    expect_diagnostic(text, fragment)


@pytest.mark.parametrize("body", ["<a><b>", "<a", 'a<"x">', '<"unterminated>', "<(a]>"])
def test_verbatim_body_must_be_one_balanced_group(body: str):
    with pytest.raises(VerifyException, match="must be one balanced"):
        hal.ExecutableTargetAttr.new((StringAttr(body),))


def test_verbatim_body_may_hold_arrows_and_quoted_brackets():
    assert (
        hal.ExecutableTargetAttr.new((StringAttr('<"a>b", affine_map<(d0) -> (d0)>>'),)).text
        == '<"a>b", affine_map<(d0) -> (d0)>>'
    )
