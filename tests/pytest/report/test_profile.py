"""Profiles: saved and loaded as they were, found by target, and refused for a target with none."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_encoding.report.cost import CostModel
from xdsl_encoding.report.profile import (
    SHIPPED,
    NoProfileError,
    Profile,
    Target,
    find_profile,
    known_profiles,
    load_profile,
    save_profile,
)

AVX512 = Target("x86_64", "rocketlake", ("+avx", "+avx2", "+avx512bw", "+avx512f", "+fma", "+sse4.2"))
GENERIC = Target("x86_64", "generic", ())


def _profile(target: Target) -> Profile:
    model = CostModel({"call": 2e-5, "flops:matmul:f32": 4e-11, "flops:mmt4d:f32": 8e-12})
    return Profile(target, model, "3.13.0", "2026-12-05", {"rounds": 7}, [{"case": "x", "seconds": 1e-3}])


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = save_profile(_profile(AVX512), tmp_path / "p.json")
    loaded = load_profile(path)
    assert loaded == _profile(AVX512)
    assert loaded.target.name == "x86_64-rocketlake"
    assert loaded.target.label == "x86_64+avx512f"
    assert loaded.target.decisive == ("+avx", "+avx2", "+fma", "+avx512f", "+avx512bw")


def test_found_by_name_file_or_target_and_refused_otherwise(tmp_path: Path) -> None:
    save_profile(_profile(AVX512), tmp_path / "x86_64-rocketlake.json")
    dirs = [tmp_path]
    assert known_profiles(dirs) == {"x86_64-rocketlake": tmp_path / "x86_64-rocketlake.json"}
    assert find_profile("x86_64-rocketlake", dirs).target == AVX512
    assert find_profile(str(tmp_path / "x86_64-rocketlake.json"), dirs).target == AVX512
    # The same decisive features match, whatever else the CPU has.
    same = Target("x86_64", "", ("+avx", "+avx2", "+avx512bw", "+avx512f", "+fma"))
    assert find_profile(same, dirs).target == AVX512
    with pytest.raises(NoProfileError, match=r"no cost profile for target x86_64-generic .*x86_64-rocketlake"):
        find_profile(GENERIC, dirs)
    with pytest.raises(NoProfileError, match=r"no cost profile named 'aarch64-generic'.*xdsl-encoding-calibrate"):
        find_profile("aarch64-generic", dirs)
    with pytest.raises(NoProfileError, match="cannot read cost profile"):
        find_profile(str(tmp_path / "missing.json"), dirs)


def test_the_shipped_profile_names_its_target_and_prices_every_kind() -> None:
    shipped = known_profiles([SHIPPED])
    assert shipped, "the package ships at least one profile"
    for name, path in shipped.items():
        profile = load_profile(path)
        assert profile.target.name == name
        assert profile.iree_version.startswith("3.13")
        assert profile.measurements
        rates = profile.model.coefficients
        for element in ("f32", "f16", "bf16", "i8"):
            for family in ("mmt4d", "mmt4d:narrow"):
                kind, _, variant = family.partition(":")
                name = f"{kind}:{element}" + (f":{variant}" if variant else "")
                # Never free: a FLOP rate or a byte rate is positive.
                assert rates[f"flops:{name}"] > 0 or rates[f"bytes:{name}"] > 0, name
            for form in ("matmul", "matmul_t"):
                # IREE's default code: its multiply-adds, vector or one column at a time, are never free.
                assert rates[f"kernel:vfma:{form}:{element}"] + rates[f"kernel:chain:{form}:{element}"] > 0
                one_column = ("scalar", "scalar_kernels", "scalar_rows")
                assert sum(rates[f"kernel:{count}:{form}:{element}"] for count in one_column) > 0
        assert rates["relayout"] > 0
