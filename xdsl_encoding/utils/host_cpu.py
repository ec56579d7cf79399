"""This machine's CPU as IREE's `host` target sees it: its triple and its LLVM CPU features.

IREE resolves `--iree-llvmcpu-target-triple=host` to LLVM's `sys::getProcessTriple()` and a CPU or
CPU-features of `host` to `sys::getHostCPUName()` / `sys::getHostCPUFeatures()`
(compiler/plugins/target/LLVMCPU/ResolveCPUAndCPUFeatures.cpp: `resolveHostCPUAndCPUFeatures`, which
joins every feature LLVM reports as `+name` or `-name`). Python cannot call LLVM, so this reads
what the kernel reports of the same CPUID / HWCAP bits:

* the arch from `platform.machine()` (`x86_64`/`AMD64` -> `x86_64`, `arm64` -> `aarch64`), and the
  triple LLVM would build on this OS (`x86_64-unknown-linux-gnu`, `arm64-apple-darwin`, ...);
* the features from the `flags` (x86), `Features` (AArch64) or `isa` (RISC-V) line of /proc/cpuinfo,
  renamed to LLVM's feature names (`avx512_vnni` -> `+avx512vnni`, `asimddp` -> `+dotprod`,
  `rv64imafdcv_zba` -> `+m,+a,+f,+d,+c,+v,+zba`), enabled ones only (`+name`: no encoding
  decision reads a `-name`). AArch64 gets IREE's `+reserve-x18` too (`tweakCPUFeatures`).

Without /proc/cpuinfo (macOS, Windows) the host has no features: IREE's generic CPU.
The renaming tables are also what `LLVM_FEATURES` lists as the features an arch has.
"""

from __future__ import annotations

import platform
import re
from pathlib import Path

__all__ = ["LLVM_FEATURES", "host_arch", "host_cpu_features", "host_triple", "llvm_features_from_cpuinfo"]

_MACHINE_ARCH = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}

# /proc/cpuinfo `flags` (Linux arch/x86/include/asm/cpufeatures.h names) -> LLVM X86 feature names.
_X86 = {
    "mmx": "mmx",
    "fxsr": "fxsr",
    "cmov": "cmov",
    "cx8": "cx8",
    "cx16": "cx16",
    "lm": "64bit",
    "sse": "sse",
    "sse2": "sse2",
    "pni": "sse3",
    "ssse3": "ssse3",
    "sse4_1": "sse4.1",
    "sse4_2": "sse4.2",
    "sse4a": "sse4a",
    "popcnt": "popcnt",
    "abm": "lzcnt",
    "lahf_lm": "sahf",
    "movbe": "movbe",
    "aes": "aes",
    "pclmulqdq": "pclmul",
    "xsave": "xsave",
    "xsaveopt": "xsaveopt",
    "xsavec": "xsavec",
    "xsaves": "xsaves",
    "avx": "avx",
    "f16c": "f16c",
    "fma": "fma",
    "fma4": "fma4",
    "xop": "xop",
    "tbm": "tbm",
    "rdrand": "rdrnd",
    "rdseed": "rdseed",
    "fsgsbase": "fsgsbase",
    "bmi1": "bmi",
    "bmi2": "bmi2",
    "avx2": "avx2",
    "invpcid": "invpcid",
    "rtm": "rtm",
    "adx": "adx",
    "3dnowprefetch": "prfchw",
    "clflushopt": "clflushopt",
    "clwb": "clwb",
    "clzero": "clzero",
    "mwaitx": "mwaitx",
    "sha_ni": "sha",
    "pku": "pku",
    "rdpid": "rdpid",
    "gfni": "gfni",
    "vaes": "vaes",
    "vpclmulqdq": "vpclmulqdq",
    "cldemote": "cldemote",
    "movdiri": "movdiri",
    "movdir64b": "movdir64b",
    "waitpkg": "waitpkg",
    "serialize": "serialize",
    "tsxldtrk": "tsxldtrk",
    "wbnoinvd": "wbnoinvd",
    "sgx": "sgx",
    "avx512f": "avx512f",
    "avx512cd": "avx512cd",
    "avx512bw": "avx512bw",
    "avx512dq": "avx512dq",
    "avx512vl": "avx512vl",
    "avx512ifma": "avx512ifma",
    "avx512vbmi": "avx512vbmi",
    "avx512_vbmi2": "avx512vbmi2",
    "avx512_vnni": "avx512vnni",
    "avx512_bitalg": "avx512bitalg",
    "avx512_vpopcntdq": "avx512vpopcntdq",
    "avx512_bf16": "avx512bf16",
    "avx512_fp16": "avx512fp16",
    "avx512_vp2intersect": "avx512vp2intersect",
    "avx_vnni": "avxvnni",
    "avx_ifma": "avxifma",
    "avx_vnni_int8": "avxvnniint8",
    "avx_ne_convert": "avxneconvert",
    "amx_tile": "amx-tile",
    "amx_bf16": "amx-bf16",
    "amx_int8": "amx-int8",
    "amx_fp16": "amx-fp16",
    "cmpccxadd": "cmpccxadd",
    "prefetchi": "prefetchi",
}

# /proc/cpuinfo `Features` (Linux arch/arm64 hwcaps) -> LLVM AArch64 feature names.
_AARCH64 = {
    "fp": "fp-armv8",
    "asimd": "neon",
    "aes": "aes",
    "pmull": "aes",
    "sha1": "sha2",
    "sha2": "sha2",
    "sha3": "sha3",
    "sha512": "sha3",
    "sm3": "sm4",
    "sm4": "sm4",
    "crc32": "crc",
    "atomics": "lse",
    "fphp": "fullfp16",
    "asimdhp": "fullfp16",
    "asimdrdm": "rdm",
    "jscvt": "jsconv",
    "fcma": "complxnum",
    "lrcpc": "rcpc",
    "ilrcpc": "rcpc-immo",
    "dcpop": "ccpp",
    "dcpodp": "ccdp",
    "asimddp": "dotprod",
    "asimdfhm": "fp16fml",
    "uscat": "lse2",
    "dit": "dit",
    "flagm": "flagm",
    "flagm2": "altnzcv",
    "ssbs": "ssbs",
    "sb": "sb",
    "paca": "pauth",
    "pacg": "pauth",
    "frint": "fptoint",
    "i8mm": "i8mm",
    "svei8mm": "i8mm",
    "bf16": "bf16",
    "svebf16": "bf16",
    "svef32mm": "f32mm",
    "svef64mm": "f64mm",
    "rng": "rand",
    "bti": "bti",
    "mte": "mte",
    "sve": "sve",
    "sve2": "sve2",
    "sveaes": "sve2-aes",
    "svepmull": "sve2-aes",
    "svebitperm": "sve2-bitperm",
    "svesha3": "sve2-sha3",
    "svesm4": "sve2-sm4",
    "sme": "sme",
    "sme2": "sme2",
}
_AARCH64_ALWAYS = ("reserve-x18",)
"""IREE's `tweakCPUFeatures` adds it to every AArch64 target (x18 is platform-reserved)."""

# RISC-V: the single-letter extensions of an `isa` string (`g` = `imafd` + zicsr, zifencei) and the
# multi-letter ones this project's tables or IREE's ukernels read.
_RISCV_LETTERS = "imafdqcbvhe"
_RISCV_NAMED = (
    "zicsr",
    "zifencei",
    "zba",
    "zbb",
    "zbc",
    "zbs",
    "zfh",
    "zfhmin",
    "zvfh",
    "zvfhmin",
    "zvfbfmin",
    "zvfbfwma",
    "zve32x",
    "zve32f",
    "zve64x",
    "zve64f",
    "zve64d",
    *(f"zvl{2**n}b" for n in range(5, 17)),
    "xsmtvdot",
)

_X86_OTHER = (
    *("x87", "evex512", "avx10.1-256", "avx10.1-512", "avx10.2-256", "avx10.2-512", "amx-complex", "amx-fp8"),
    *("sha512", "sm3", "sm4", "avxvnniint16", "uintr", "enqcmd", "hreset", "ptwrite", "shstk", "crc32", "kl"),
    *("widekl", "raoint", "pconfig", "lwp", "rdpru", "usermsr", "cmpxchg16b"),
)
"""LLVM X86 features this module reads from no /proc/cpuinfo flag (newer, rarer or kernel-hidden)."""

_AARCH64_OTHER = (
    *(f"v8.{n}a" for n in range(1, 10)),
    *(f"v9.{n}a" for n in range(1, 7)),
    *("v8a", "v9a", "sve2p1", "sme-f64f64", "sme-i16i64", "sme2p1", "fp8", "lut", "ls64", "mops", "hbc", "crypto"),
)
"""LLVM AArch64 arch versions and extensions with no hwcap read here."""

LLVM_FEATURES: dict[str, frozenset[str]] = {
    "x86_64": frozenset(f"+{name}" for name in (*_X86.values(), *_X86_OTHER)),
    "aarch64": frozenset(f"+{name}" for name in (*_AARCH64.values(), *_AARCH64_ALWAYS, *_AARCH64_OTHER)),
    "riscv64": frozenset(f"+{name}" for name in (*_RISCV_LETTERS, *_RISCV_NAMED, "64bit")),
    "riscv32": frozenset(f"+{name}" for name in (*_RISCV_LETTERS, *_RISCV_NAMED, "32bit")),
}
"""LLVM's names of the CPU features of each arch this module knows (what `cpu-features=` may say)."""


def host_arch() -> str:
    """This machine's arch as LLVM names it (`x86_64`, `aarch64`, `riscv64`, ...)."""
    machine = platform.machine()
    return _MACHINE_ARCH.get(machine.lower(), machine.lower())


def host_triple() -> str:
    """The triple LLVM's `getProcessTriple` gives on this machine (arch, vendor, OS[, environment])."""
    arch, system = host_arch(), platform.system()
    if system == "Darwin":
        return f"{'arm64' if arch == 'aarch64' else arch}-apple-darwin"
    if system == "Windows":
        return f"{arch}-pc-windows-msvc"
    return f"{arch}-unknown-{system.lower() or 'unknown'}-gnu"


def host_cpu_features(cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """The host's features, comma-separated as IREE's `cpu_features` (`+avx,+avx2,...`); "" if unknown."""
    try:
        text = cpuinfo.read_text()
    except OSError:
        return ""
    return ",".join(llvm_features_from_cpuinfo(text, host_arch()))


def llvm_features_from_cpuinfo(text: str, arch: str) -> list[str]:
    """The LLVM features (`+name`, sorted) the first CPU of a /proc/cpuinfo text has."""
    names: set[str] = set()
    if arch == "x86_64":
        names = {_X86[f] for f in _line(text, "flags").split() if f in _X86}
    elif arch == "aarch64":
        names = {_AARCH64[f] for f in _line(text, "Features").split() if f in _AARCH64} | set(_AARCH64_ALWAYS)
    elif arch.startswith("riscv"):
        names = _riscv_extensions(_line(text, "isa"))
    return sorted(f"+{name}" for name in names)


def _line(text: str, key: str) -> str:
    found = re.search(rf"^{key}\s*:(.*)$", text, re.MULTILINE)
    return found.group(1) if found else ""


def _riscv_extensions(isa: str) -> set[str]:
    """`rv64imafdcv_zicsr_zba` -> {m, a, f, d, c, v, zicsr, zba} (`i`, the base ISA, is no feature)."""
    parts = isa.strip().lower().split("_")
    base = re.sub(r"^rv(32|64)", "", parts[0]).replace("g", "imafd")
    names = {letter for letter in base if letter in _RISCV_LETTERS and letter != "i"}
    if "g" in parts[0][4:]:
        names |= {"zicsr", "zifencei"}
    return names | {p for p in parts[1:] if p}
