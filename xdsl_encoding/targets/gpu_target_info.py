"""The `#iree_gpu.target` IREE 3.13 gives each ROCm target name (machine-made, do not edit).

From `iree-compile --iree-hal-target-device=hip --iree-rocm-target=NAME
--iree-rocm-encoding-layout-resolver=data-tiling --compile-to=global-optimization` (IREE 3.13.0): the
`iree_codegen.target_info` of the `hal.executable.target` it attaches. Stored the way IREE's
`KnownTargets.cpp` builds it: one `wgp` per GPU generation (`getCDNA3WgpDetails`, ...), which every
arch of that generation prints; a product name (`mi300x`, ...) is its arch plus a `chip`.
"""

_WGP: dict[str, str] = {
    "cdna3": (
        "<compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arith"
        "metic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x16_BF16>, <MFMA_F32_32x32x8_BF16>, <MFMA_F32_16x16x"
        "32_F8E5M2FNUZ>, <MFMA_F32_16x16x32_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ>, <MFMA_F32"
        "_16x16x32_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ_F8E4"
        "M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_I32_16x16x"
        "32_I8>, <MFMA_I32_32x32x16_I8>, <MFMA_F64_16x16x4_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F"
        "16>, <MFMA_F32_32x32x8_F16>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32x32x4x"
        "2B_F16>, <MFMA_F32_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F3"
        "2_4x4x1x16B_F32>, <MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA_F64_4x4x4x4B_F64>, <MF"
        "MA_I32_4x4x4x16B_I8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], subgroup_size_choices = ["
        "64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_"
        "memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruct"
        "ion_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384, dma_sizes = [32], workgroup_memory_bank_"
        "count = 32>"
    ),
    "cdna4": (
        "<compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arith"
        "metic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x32_F16>, <MFMA_F32_32x32x16_F16>, <MFMA_F32_16x16x3"
        "2_BF16>, <MFMA_F32_32x32x16_BF16>, <MFMA_F32_16x16x128_F8E5M2>, <MFMA_F32_16x16x128_F8E5M2_F8E4M3FN>"
        ", <MFMA_F32_16x16x128_F8E4M3FN>, <MFMA_F32_16x16x128_F8E4M3FN_F8E5M2>, <MFMA_F32_32x32x64_F8E5M2>, <"
        "MFMA_F32_32x32x64_F8E5M2_F8E4M3FN>, <MFMA_F32_32x32x64_F8E4M3FN>, <MFMA_F32_32x32x64_F8E4M3FN_F8E5M2"
        ">, <MFMA_I32_16x16x64_I8>, <MFMA_I32_32x32x32_I8>, <MFMA_F32_16x16x16_BF16>, <MFMA_F32_32x32x8_BF16>"
        ", <MFMA_F32_16x16x32_F8E5M2>, <MFMA_F32_16x16x32_F8E5M2_F8E4M3FN>, <MFMA_F32_16x16x32_F8E4M3FN>, <MF"
        "MA_F32_16x16x32_F8E4M3FN_F8E5M2>, <MFMA_F32_32x32x16_F8E5M2>, <MFMA_F32_32x32x16_F8E5M2_F8E4M3FN>, <"
        "MFMA_F32_32x32x16_F8E4M3FN>, <MFMA_F32_32x32x16_F8E4M3FN_F8E5M2>, <MFMA_I32_16x16x32_I8>, <MFMA_I32_"
        "32x32x16_I8>, <MFMA_F64_16x16x4_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F16>, <MFMA_F32_32x"
        "32x8_F16>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32x32x4x2B_F16>, <MFMA_F32"
        "_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F32_4x4x1x16B_F32>, "
        "<MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA_F64_4x4x4x4B_F64>, <MFMA_I32_4x4x4x16B_I"
        "8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], scaled_mma = [<intrinsic = MFMA_SCALE_F32_1"
        "6x16x128_B32, lhs_elem_type = f8E8M0FNU, rhs_elem_type = f8E8M0FNU, acc_elem_type = f32>, <intrinsic"
        " = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = f8E5M2, rhs_elem_type = f8E5M2, acc_elem_type = f32"
        ">, <intrinsic = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = f8E5M2FNUZ, rhs_elem_type = f8E5M2FNUZ"
        ", acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = f8E4M3FN, rhs_ele"
        "m_type = f8E4M3FN, acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_16x16x128_B32, lhs_elem_type = "
        "f8E4M3FNUZ, rhs_elem_type = f8E4M3FNUZ, acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_16x16x128_"
        "B32, lhs_elem_type = f4E2M1FN, rhs_elem_type = f4E2M1FN, acc_elem_type = f32>, <intrinsic = MFMA_SCA"
        "LE_F32_32x32x64_B32, lhs_elem_type = f8E8M0FNU, rhs_elem_type = f8E8M0FNU, acc_elem_type = f32>, <in"
        "trinsic = MFMA_SCALE_F32_32x32x64_B32, lhs_elem_type = f8E5M2, rhs_elem_type = f8E5M2, acc_elem_type"
        " = f32>, <intrinsic = MFMA_SCALE_F32_32x32x64_B32, lhs_elem_type = f8E5M2FNUZ, rhs_elem_type = f8E5M"
        "2FNUZ, acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_32x32x64_B32, lhs_elem_type = f8E4M3FN, rhs"
        "_elem_type = f8E4M3FN, acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_32x32x64_B32, lhs_elem_type"
        " = f8E4M3FNUZ, rhs_elem_type = f8E4M3FNUZ, acc_elem_type = f32>, <intrinsic = MFMA_SCALE_F32_32x32x6"
        "4_B32, lhs_elem_type = f4E2M1FN, rhs_elem_type = f4E2M1FN, acc_elem_type = f32>], subgroup_size_choi"
        "ces = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_wor"
        "kgroup_memory_bytes = 163840, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_"
        "instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384, dma_sizes = [32, 128], workgroup"
        "_memory_bank_count = 64>"
    ),
    "cdna2": (
        "<compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arith"
        "metic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x8_BF16>, <MFMA_F32_32x32x4_BF16>, <MFMA_F64_16x16x4"
        "_F64>, <MFMA_F32_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F64_"
        "4x4x4x4B_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F16>, <MFMA_F32_32x32x8_F16>, <MFMA_I32_16"
        "x16x16_I8>, <MFMA_I32_32x32x8_I8>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32"
        "x32x4x2B_F16>, <MFMA_F32_4x4x1x16B_F32>, <MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA"
        "_I32_4x4x4x16B_I8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], subgroup_size_choices = [64"
        "], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_me"
        "mory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instructio"
        "n_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, workgroup_memory_bank_count = 32>"
    ),
    "rdna3": (
        "<compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arith"
        "metic, dot = dp4xi8toi32, mma = [<WMMAR3_F32_16x16x16_F16>, <WMMAR3_F16_16x16x16_F16>, <WMMAR3_F32_1"
        "6x16x16_BF16>, <WMMAR3_BF16_16x16x16_BF16>, <WMMAR3_I32_16x16x16_I8>], subgroup_size_choices = [32, "
        "64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_"
        "memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruct"
        "ion_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, workgroup_memory_bank_count = 64>"
    ),
    "rdna4": (
        "<compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arith"
        "metic, dot = dp4xi8toi32, mma = [<WMMAR4_F32_16x16x16_F16>, <WMMAR4_F16_16x16x16_F16>, <WMMAR4_F32_1"
        "6x16x16_BF16>, <WMMAR4_BF16_16x16x16_BF16>, <WMMAR4_F32_16x16x16_F8E5M2>, <WMMAR4_F32_16x16x16_F8E5M"
        "2_F8E4M3FN>, <WMMAR4_F32_16x16x16_F8E4M3FN>, <WMMAR4_F32_16x16x16_F8E4M3FN_F8E5M2>, <WMMAR4_I32_16x1"
        "6x16_I8>], subgroup_size_choices = [32, 64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_co"
        "unt_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 21"
        "47483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, w"
        "orkgroup_memory_bank_count = 64>"
    ),
}
"""The printed `wgp = <...>` of each GPU generation."""

_GENERATION: dict[str, str] = {
    "gfx942": "cdna3",
    "gfx950": "cdna4",
    "gfx90a": "cdna2",
    "gfx1100": "rdna3",
    "gfx1201": "rdna4",
    "gfx1200": "rdna4",
}
"""The generation of each arch."""

_CHIPS: dict[str, tuple[str, str]] = {
    "mi300x": (
        "gfx942",
        '<wgp_count = 304, sku = "mi300x", memory_bandwidth_tbps = 5.300000e+00 : f32, perf_tflops = {fp16 = '
        "1.307400e+03 : f32, fp32 = 1.634000e+02 : f32, fp8 = 2.614900e+03 : f32, int8 = 2.614900e+03 : f32}>",
    ),
    "mi300a": (
        "gfx942",
        '<wgp_count = 228, sku = "mi300a", memory_bandwidth_tbps = 5.300000e+00 : f32, perf_tflops = {fp16 = '
        "980.599975 : f32, fp32 = 1.226000e+02 : f32, fp8 = 1.961200e+03 : f32, int8 = 1.961200e+03 : f32}>",
    ),
    "mi308x": (
        "gfx942",
        '<wgp_count = 80, sku = "mi308x", memory_bandwidth_tbps = 5.300000e+00 : f32, perf_tflops = {fp16 = 1'
        ".884000e+02 : f32, fp32 = 2.900000e+01 : f32, fp8 = 1.768000e+02 : f32, int8 = 1.768000e+02 : f32}>",
    ),
    "mi325x": (
        "gfx942",
        '<wgp_count = 304, sku = "mi325x", memory_bandwidth_tbps = 5.300000e+00 : f32, perf_tflops = {fp16 = '
        "1.307400e+03 : f32, fp32 = 1.634000e+02 : f32, fp8 = 2.614900e+03 : f32, int8 = 2.614900e+03 : f32}>",
    ),
    "mi350x": (
        "gfx950",
        '<wgp_count = 256, sku = "mi350x", memory_bandwidth_tbps = 8.000000e+00 : f32, perf_tflops = {fp16 = '
        "2.300000e+03 : f32, fp32 = 1.442000e+02 : f32, fp4 = 9.200000e+03 : f32, fp6 = 9.200000e+03 : f32, f"
        "p8 = 4.600000e+03 : f32, int8 = 4.600000e+03 : f32}>",
    ),
    "mi355x": (
        "gfx950",
        '<wgp_count = 256, sku = "mi355x", memory_bandwidth_tbps = 8.000000e+00 : f32, perf_tflops = {fp16 = '
        "2.500000e+03 : f32, fp32 = 1.573000e+02 : f32, fp4 = 1.000000e+04 : f32, fp6 = 1.000000e+04 : f32, f"
        "p8 = 5.000000e+03 : f32, int8 = 5.000000e+03 : f32}>",
    ),
    "mi250x": (
        "gfx90a",
        '<wgp_count = 220, sku = "mi250x", memory_bandwidth_tbps = 3.200000e+00 : f32, perf_tflops = {fp16 = '
        "3.830000e+02 : f32, fp32 = 95.6999969 : f32, int8 = 3.830000e+02 : f32}>",
    ),
    "mi250": (
        "gfx90a",
        '<wgp_count = 208, sku = "mi250", memory_bandwidth_tbps = 3.200000e+00 : f32, perf_tflops = {fp16 = '
        "3.621000e+02 : f32, fp32 = 9.050000e+01 : f32, int8 = 3.621000e+02 : f32}>",
    ),
    "mi210": (
        "gfx90a",
        '<wgp_count = 104, sku = "mi210", memory_bandwidth_tbps = 1.600000e+00 : f32, perf_tflops = {fp16 = '
        "1.810000e+02 : f32, fp32 = 4.530000e+01 : f32, int8 = 1.810000e+02 : f32}>",
    ),
    "rx7900xtx": (
        "gfx1100",
        '<wgp_count = 48, sku = "rx7900xtx", memory_bandwidth_tbps = 0.959999978 : f32, perf_tflops = {fp16 ='
        " 1.230000e+02 : f32, fp32 = 6.140000e+01 : f32, int8 = 1.230000e+02 : f32}>",
    ),
    "rx7900xt": (
        "gfx1100",
        '<wgp_count = 42, sku = "rx7900xt", memory_bandwidth_tbps = 8.000000e-01 : f32, perf_tflops = {fp16 ='
        " 1.030000e+02 : f32, fp32 = 5.160000e+01 : f32, int8 = 1.030000e+02 : f32}>",
    ),
    "w7900": (
        "gfx1100",
        '<wgp_count = 48, sku = "w7900", memory_bandwidth_tbps = 8.600000e-01 : f32, perf_tflops = {fp16 = 1.'
        "230000e+02 : f32, fp32 = 6.130000e+01 : f32, int8 = 1.230000e+02 : f32}>",
    ),
    "rx9070xt": (
        "gfx1201",
        '<wgp_count = 32, sku = "rx9070xt", memory_bandwidth_tbps = 6.400000e-01 : f32, perf_tflops = {fp16 ='
        " 1.950000e+02 : f32, fp32 = 4.870000e+01 : f32, fp8 = 3.890000e+02 : f32, int8 = 3.890000e+02 : f32}"
        ">",
    ),
    "rx9060xt": (
        "gfx1200",
        '<wgp_count = 16, sku = "rx9060xt", memory_bandwidth_tbps = 3.200000e-01 : f32, perf_tflops = {fp16 ='
        " 1.030000e+02 : f32, fp32 = 2.560000e+01 : f32, fp8 = 2.050000e+02 : f32, int8 = 2.050000e+02 : f32}"
        ">",
    ),
    "r9700": (
        "gfx1201",
        '<wgp_count = 32, sku = "r9700", memory_bandwidth_tbps = 6.400000e-01 : f32, perf_tflops = {fp16 = 1.'
        "910000e+02 : f32, fp32 = 4.780000e+01 : f32, fp8 = 3.830000e+02 : f32, int8 = 3.830000e+02 : f32}>",
    ),
}
"""The arch and the printed `chip = <...>` of each product name."""


def _target(arch: str, chip: str | None = None) -> str:
    """The printed `#iree_gpu.target` of `arch` (of a product, with its `chip`)."""
    tail = "" if chip is None else f", chip = {chip}"
    return f'#iree_gpu.target<arch = "{arch}", features = "", wgp = {_WGP[_GENERATION[arch]]}{tail}>'


ARCHES: tuple[str, ...] = ("gfx942", "gfx950", "gfx90a", "gfx1100", "gfx1201")
"""The ROCm arches IREE 3.13 has data-tiled MMAs for (each a target name of its own)."""

PRODUCTS: dict[str, str] = {name: arch for name, (arch, _chip) in _CHIPS.items()}
"""The ONE product -> arch table (`getAMDGPUTargetDetails`): `mi300x` -> `gfx942`, `mi210` -> `gfx90a`."""

TARGET_INFO: dict[str, str] = {
    **{arch: _target(arch) for arch in ARCHES},
    **{name: _target(arch, chip) for name, (arch, chip) in _CHIPS.items()},
}
"""The printed `#iree_gpu.target` of each target name, archs first."""
