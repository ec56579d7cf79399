"""Near names: what a misspelt target, feature, pass or option is suggested."""

from __future__ import annotations

from xdsl_encoding.utils.near_names import did_you_mean, near_names


def test_near_names_closest_first_case_ignored():
    assert near_names("x86-64", ["aarch64", "x86_64", "riscv64"]) == ["x86_64"]
    assert near_names("GFX942", ["gfx942", "gfx950"])[0] == "gfx942"
    assert near_names("zzz", ["x86_64"]) == []


def test_did_you_mean_reads_as_a_suffix():
    assert did_you_mean("+avx51f", ["+avx512f", "+sse"]) == "; did you mean +avx512f?"
    assert did_you_mean("remark", ["remarks", "target"]) == "; did you mean remarks?"
    assert did_you_mean("nothing-near", ["x86_64"]) == ""
