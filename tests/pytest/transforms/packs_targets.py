"""The CPU and VMVX targets the materialize-encoding-into-packs differential tests run on."""

from __future__ import annotations

from xdsl_encoding.targets.cpu import CpuTarget

X86 = "x86_64-unknown-linux-gnu"
TARGETS = {
    "x86_none": CpuTarget("llvm-cpu", X86),
    "x86_avx2": CpuTarget("llvm-cpu", X86, "+avx,+avx2,+fma"),
    "x86_avx512": CpuTarget("llvm-cpu", X86, "+avx,+avx2,+avx512f,+avx512bw,+avx512vnni"),
    "arm_none": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu"),
    "arm_i8mm": CpuTarget("llvm-cpu", "aarch64-unknown-linux-gnu", "+dotprod,+i8mm"),
    "rv64_v": CpuTarget("llvm-cpu", "riscv64-unknown-linux-gnu", "+v,+zvl256b"),
    "wasm32": CpuTarget("llvm-cpu", "wasm32-unknown-unknown"),
    "vmvx": CpuTarget("vmvx"),
}
