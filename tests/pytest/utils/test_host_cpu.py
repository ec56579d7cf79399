"""`target=host`: the arch, triple and LLVM features read off this machine as IREE's `host` reads them."""

from __future__ import annotations

import platform
from pathlib import Path

import pytest

from xdsl_encoding.utils import host_cpu
from xdsl_encoding.utils.host_cpu import LLVM_FEATURES, host_cpu_features, llvm_features_from_cpuinfo

X86_CPUINFO = """\
processor\t: 0
vendor_id\t: GenuineIntel
flags\t\t: fpu cx8 cmov mmx fxsr sse sse2 ht lm pni pclmulqdq ssse3 fma cx16 sse4_1 sse4_2 movbe popcnt aes \
xsave avx f16c lahf_lm abm bmi1 avx2 bmi2 avx512f avx512dq avx512bw avx512vl avx512_vnni avx512_bf16 amx_tile
bugs\t\t: spectre_v1

processor\t: 1
flags\t\t: fpu sse
"""

AARCH64_CPUINFO = """\
processor\t: 0
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm asimddp sve i8mm bf16
CPU implementer\t: 0x41
"""

RISCV_CPUINFO = """\
processor\t: 0
hart\t\t: 0
isa\t\t: rv64imafdcv_zicsr_zifencei_zba_zbb_zvfh_zvl256b
"""


def test_x86_flags_become_llvm_feature_names():
    features = llvm_features_from_cpuinfo(X86_CPUINFO, "x86_64")
    assert features == sorted(features)
    assert {"+sse3", "+sse4.1", "+sse4.2", "+pclmul", "+lzcnt", "+sahf", "+bmi", "+64bit"} <= set(features)
    assert {"+avx512vnni", "+avx512bf16", "+amx-tile", "+avx2", "+fma", "+avx512f"} <= set(features)
    assert not {"+fpu", "+ht", "+pni", "+avx512_vnni"} & set(features)  # kernel-only flags and kernel spellings


def test_aarch64_features_become_llvm_names_plus_ireees_reserved_x18():
    features = llvm_features_from_cpuinfo(AARCH64_CPUINFO, "aarch64")
    assert features == sorted(
        {"+fp-armv8", "+neon", "+aes", "+sha2", "+crc", "+lse", "+fullfp16", "+rdm", "+dotprod", "+sve", "+i8mm"}
        | {"+bf16", "+reserve-x18"}
    )


def test_riscv_isa_string_becomes_its_extensions():
    features = llvm_features_from_cpuinfo(RISCV_CPUINFO, "riscv64")
    assert features == sorted(
        ["+m", "+a", "+f", "+d", "+c", "+v", "+zicsr", "+zifencei", "+zba", "+zbb", "+zvfh", "+zvl256b"]
    )
    assert llvm_features_from_cpuinfo("isa : rv64gc\n", "riscv64") == sorted(
        ["+m", "+a", "+f", "+d", "+c", "+zicsr", "+zifencei"]
    )


def test_every_feature_read_off_a_cpu_is_one_the_arch_lists():
    for text, arch in ((X86_CPUINFO, "x86_64"), (AARCH64_CPUINFO, "aarch64"), (RISCV_CPUINFO, "riscv64")):
        assert set(llvm_features_from_cpuinfo(text, arch)) <= LLVM_FEATURES[arch]


@pytest.mark.parametrize(
    ("machine", "system", "triple"),
    [
        ("x86_64", "Linux", "x86_64-unknown-linux-gnu"),
        ("aarch64", "Linux", "aarch64-unknown-linux-gnu"),
        ("arm64", "Darwin", "arm64-apple-darwin"),
        ("AMD64", "Windows", "x86_64-pc-windows-msvc"),
        ("riscv64", "Linux", "riscv64-unknown-linux-gnu"),
    ],
)
def test_host_triple_as_llvm_builds_it(machine: str, system: str, triple: str, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(platform, "machine", lambda: machine)
    monkeypatch.setattr(platform, "system", lambda: system)
    assert host_cpu.host_triple() == triple


def test_host_features_come_from_the_cpuinfo_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(platform, "machine", lambda: "aarch64")
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(AARCH64_CPUINFO)
    assert host_cpu_features(cpuinfo) == ",".join(llvm_features_from_cpuinfo(AARCH64_CPUINFO, "aarch64"))
    assert host_cpu_features(tmp_path / "absent") == ""  # no /proc/cpuinfo: a generic CPU, as IREE's fallback
