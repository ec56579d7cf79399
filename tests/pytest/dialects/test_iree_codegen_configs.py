"""`#iree_codegen` lowering configs, `iree_codegen.query_tile_sizes`, `#iree_cpu.pipeline` and
`iree_tensor_ext.dispatch.workgroup_count_from_dag_root`: read, printed back as iree-opt reads them, checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from testing.oracle import run_iree_opt
from tests.pytest.dialects.diagnostics import expect_diagnostic
from xdsl_encoding import api
from xdsl_encoding.dialects.iree_codegen.configs import CompilationInfoAttr, TranslationInfoAttr


def _function(translation: str, config: str = "#iree_codegen.lowering_config<tile_sizes = [[64, 64, 0]]>") -> str:
    return f"""func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32>
    attributes {{translation_info = #iree_codegen.translation_info<{translation}>}} {{
  %0 = linalg.matmul {{lowering_config = {config}}} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}}
"""


TRANSLATIONS_3_7_1 = [
    "pipeline = CPUDoubleTilingExpert",
    "pipeline = LLVMGPUVectorDistribute workgroup_size = [128, 1, 1] subgroup_size = 32, {prefetch = true}",
    "pipeline = LLVMGPUDistribute workgroup_size = [1, 1, 1]",
    "pipeline = TransformDialectCodegen codegen_spec = @spec",
]


@pytest.mark.parametrize("translation", TRANSLATIONS_3_7_1)
def test_translation_info_prints_back_what_iree_3_7_1_reads(translation: str, iree_opt: Path) -> None:
    text = _function(
        translation,
        "#iree_codegen.lowering_config<tile_sizes = [{sizes = [4, 4, 0], interchange = [1, 0, 2]}, [1, [4], 0]]>",
    )
    module = api.parse_module(text)
    [attr] = [o.attributes["translation_info"] for o in module.walk() if "translation_info" in o.attributes]
    assert isinstance(attr, TranslationInfoAttr)
    original = run_iree_opt(text, generic=True, local_scope=True, iree_opt=iree_opt)
    assert run_iree_opt(str(module), generic=True, local_scope=True, iree_opt=iree_opt) == original


def test_compilation_info_and_cpu_pipeline_print_back_what_iree_3_13_reads(iree_opt_3_13: Path) -> None:
    config = "#iree_codegen.lowering_config<tile_sizes = [[64, 64, 0]]>"
    info = f"#iree_codegen.compilation_info<lowering_config = {config}, translation_info = <pipeline = #iree_cpu.pipeline<Default>>>"
    text = _function("pipeline = #iree_cpu.pipeline<DataTiling>", info)
    module = api.parse_module(text)
    assert any(isinstance(o.attributes.get("lowering_config"), CompilationInfoAttr) for o in module.walk())
    original = run_iree_opt(text, generic=True, local_scope=True, iree_opt=iree_opt_3_13)
    assert run_iree_opt(str(module), generic=True, local_scope=True, iree_opt=iree_opt_3_13) == original


@pytest.mark.parametrize(
    ("translation", "fragment"),
    [
        ("pipeline = CPUFast", "unknown pass pipeline `CPUFast`"),
        ("pipeline = CPUDefault workgroup_size = [1, 1, 1, 1]", "workgroup size cannot have more than 3 entries"),
        ("pipeline = CPUDefault workgroup_size = [0, 1, 1]", "workgroup size value has to be greater than zero"),
        ("pipeline = CPUDefault codegen_spec = @s", "transform dialect codegen spec requires pass pipeline"),
        ("pipeline = #iree_cpu.pipeline<Fastest>", "unknown CPU pipeline"),
    ],
)
def test_bad_translation_info_is_refused(translation: str, fragment: str) -> None:
    expect_diagnostic(_function(translation), fragment)


def test_lowering_config_body_must_be_a_key_value_list() -> None:
    expect_diagnostic(
        _function("pipeline = CPUDefault", "#iree_codegen.lowering_config<tile_sizes = [[1]] [[2]]>"), "malformed body"
    )


def test_query_tile_sizes_and_dag_root_count(iree_opt: Path, iree_opt_3_13: Path) -> None:
    text = """hal.executable private @e {
  hal.executable.variant public @v target(#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">) {
    hal.executable.export public @f layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) count(%d: !hal.device, %w0: index, %w1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_dag_root(%w0, %w1)
      hal.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @f() -> (index, index) {
        %0:2 = iree_codegen.query_tile_sizes tensor<16x16xi8, #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [i8, i8, i32]>> -> index, index
        return %0#0, %0#1 : index, index
      }
    }
  }
}
"""
    for version, elf in (("3.7.1", iree_opt), ("3.13.0", iree_opt_3_13)):
        if version == "3.13.0":  # 3.13 has no workgroup_count_from_dag_root any more
            text = text.replace("from_dag_root", "from_slice")
        module = api.parse_module(text)
        original = run_iree_opt(text, generic=True, local_scope=True, iree_opt=elf)
        assert run_iree_opt(str(module), generic=True, local_scope=True, iree_opt=elf) == original
    expect_diagnostic(
        text.replace(
            "tensor<16x16xi8, #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [i8, i8, i32]>>",
            "f32",
        ),
        "Unexpected attribute f32",
    )
