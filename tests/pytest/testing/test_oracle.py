"""The oracle plumbing: locating, installing, batching, splitting, error reporting.

Most tests use a fake `iree-opt` (a shell script), so they run without IREE; the last ones use the real one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from testing.oracle import (
    ORACLE_DIR_ENV,
    ORACLE_VERSION,
    PROPAGATE_ENCODINGS_PIPELINE,
    ChunkResult,
    IreeOptError,
    OracleUnavailableError,
    ensure_oracle,
    find_iree_opt,
    iree_opt_args,
    join_programs,
    main,
    oracle_dir,
    oracle_status,
    repo_root,
    run_iree_opt,
    run_iree_opt_batch,
    run_iree_opt_chunks,
    split_diagnostics,
    split_output,
)


def _script(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "fake-iree-opt"
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return path


def _fake_venv(tmp_path: Path, version: str, runtime: str | None = None) -> Path:
    site = tmp_path / "venv" / "lib" / "python3.11" / "site-packages"
    (site / f"iree_base_compiler-{version}.dist-info").mkdir(parents=True)
    if runtime is not None:
        (site / f"iree_base_runtime-{runtime}.dist-info").mkdir()
    elf = site / "iree" / "compiler" / "_mlir_libs" / "iree-opt"
    elf.parent.mkdir(parents=True)
    elf.write_text("#!/bin/sh\n")
    elf.chmod(0o755)
    return tmp_path / "venv"


def test_join_programs_records_where_each_program_starts() -> None:
    assert join_programs(["a\n", "b"]) == ("a\n// -----\nb\n", [1, 3])
    assert join_programs(["a\nb\n", "c\n", "d\n"])[1] == [1, 4, 6]


def test_join_programs_rejects_markers_and_empty_programs() -> None:
    with pytest.raises(ValueError, match="program 1 already contains the split marker"):
        join_programs(["a", "x\n// -----\ny"])
    with pytest.raises(ValueError, match="program 0 is empty"):
        join_programs(["  \n"])


def test_split_output_cuts_at_marker_lines() -> None:
    assert split_output("module {}\n\n// -----\nmodule {}\n") == ["module {}\n\n", "module {}\n"]
    assert split_output("// -----\n// -----\n") == ["", "", ""]


def test_split_diagnostics_assigns_each_diagnostic_to_its_program() -> None:
    stderr = (
        "<stdin>:2:5: error: first\n  snippet\n    ^\n"
        "<stdin>:9:1: warning: second\n"
        "<unknown>:0: error: no program to blame\n"
    )
    per_chunk, unplaced = split_diagnostics(stderr, [1, 5, 8])
    assert per_chunk == ["<stdin>:2:5: error: first\n  snippet\n    ^\n", "", "<stdin>:9:1: warning: second\n"]
    assert unplaced == "<unknown>:0: error: no program to blame\n"


def test_chunk_result_is_ok_without_errors() -> None:
    assert ChunkResult("module {}\n", "<stdin>:1:1: warning: w\n").ok
    assert not ChunkResult("", "").ok
    assert not ChunkResult("module {}\n", "<stdin>:1:1: error: e\n").ok


def test_iree_opt_args_puts_flags_before_stdin() -> None:
    assert iree_opt_args("builtin.module(func.func(p))", generic=True) == [
        "--pass-pipeline=builtin.module(func.func(p))",
        "--mlir-print-op-generic",
        "-",
    ]
    assert iree_opt_args(local_scope=True, split_input_file=True, extra_args=["--x"]) == [
        "--mlir-print-local-scope",
        "--split-input-file",
        "--x",
        "-",
    ]


def test_repo_root_is_the_checkout() -> None:
    root = repo_root()
    assert root is not None
    assert (root / "testing" / "oracle.py").is_file()
    assert repo_root(Path("/")) is None


def test_oracle_dir_defaults_to_the_checkout_and_obeys_the_env_var(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(ORACLE_DIR_ENV, raising=False)
    root = repo_root()
    assert root is not None
    assert oracle_dir() == root / ".oracle" / f"iree-{ORACLE_VERSION}"
    assert oracle_dir("3.13.0") == root / ".oracle" / "iree-3.13.0"
    monkeypatch.setenv(ORACLE_DIR_ENV, str(tmp_path / "elsewhere"))
    assert oracle_dir() == tmp_path / "elsewhere" / "iree-3.7.1"
    with pytest.raises(ValueError, match=r"no IREE oracle '3.8.0'; known: 3.7.1, 3.13.0"):
        oracle_dir("3.8.0")


def test_oracle_status_checks_the_installed_version(tmp_path: Path) -> None:
    assert "is not installed" in oracle_status(tmp_path / "nothing").reason
    wrong = _fake_venv(tmp_path / "wrong", "3.13.0")
    assert find_iree_opt(wrong) is not None
    assert oracle_status(wrong).reason.endswith(f"holds iree-base-compiler 3.13.0, not {ORACLE_VERSION}")
    right = _fake_venv(tmp_path / "right", ORACLE_VERSION)
    assert oracle_status(right).available
    assert ensure_oracle(venv=right).iree_opt == find_iree_opt(right)


def test_oracle_status_of_3_13_needs_the_runtime_too(tmp_path: Path) -> None:
    compiler_only = _fake_venv(tmp_path / "compiler", "3.13.0")
    assert oracle_status(compiler_only, "3.13.0").reason.endswith("holds iree-base-runtime nothing, not 3.13.0")
    old_runtime = _fake_venv(tmp_path / "old", "3.13.0", runtime="3.7.0")
    assert oracle_status(old_runtime, "3.13.0").reason.endswith("holds iree-base-runtime 3.7.0, not 3.13.0")
    both = _fake_venv(tmp_path / "both", "3.13.0", runtime="3.13.0")
    assert oracle_status(both, "3.13.0").available


def test_ensure_oracle_reports_why_it_cannot_install(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    status = ensure_oracle(venv=blocker / "venv")
    assert not status.available
    assert f"cannot install iree-base-compiler=={ORACLE_VERSION} into {blocker / 'venv'}" in status.reason
    status = ensure_oracle("3.13.0", blocker / "venv13")
    assert "cannot install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0 into" in status.reason


def test_run_iree_opt_without_an_oracle_says_why(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(ORACLE_DIR_ENV, str(blocker / "oracles"))
    with pytest.raises(OracleUnavailableError, match="cannot install"):
        run_iree_opt("module {}")
    with pytest.raises(OracleUnavailableError, match=r"cannot install iree-base-compiler==3\.13\.0"):
        run_iree_opt_chunks(["module {}"], version="3.13.0")


def test_main_without_an_oracle_exits_1(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(ORACLE_DIR_ENV, str(tmp_path / "empty"))
    assert main([]) == 1
    err = capsys.readouterr().err
    assert "IREE 3.7.1 oracle unavailable" in err
    assert "IREE 3.13.0 oracle unavailable" in err
    assert main(["--version", "3.13.0"]) == 1
    assert "3.7.1" not in capsys.readouterr().err


def test_main_prints_each_oracle(capsys: pytest.CaptureFixture[str], iree_opt: Path, iree_opt_3_13: Path) -> None:
    assert main([]) == 0
    assert capsys.readouterr().out == f"3.7.1: {iree_opt}\n3.13.0: {iree_opt_3_13}\n"


def test_run_iree_opt_passes_text_through_stdin(tmp_path: Path) -> None:
    echo = _script(tmp_path, 'echo "$@"; cat')
    out = run_iree_opt("module {}\n", "p", generic=True, iree_opt=echo)
    assert out == "--pass-pipeline=p --mlir-print-op-generic -\nmodule {}\n"


def test_run_iree_opt_raises_with_stderr(tmp_path: Path) -> None:
    failing = _script(tmp_path, 'echo "<stdin>:1:1: error: boom" >&2; exit 1')
    with pytest.raises(IreeOptError, match="exited 1:\n<stdin>:1:1: error: boom") as info:
        run_iree_opt("module {}", iree_opt=failing)
    assert info.value.stderr == "<stdin>:1:1: error: boom\n"


def test_run_iree_opt_chunks_round_trips_through_one_process(tmp_path: Path) -> None:
    cat = _script(tmp_path, "cat")
    programs = ["module {}", "func.func @f() {\n  return\n}\n"]
    assert [r.output for r in run_iree_opt_chunks(programs, iree_opt=cat)] == ["module {}\n", programs[1]]
    assert run_iree_opt_chunks([], iree_opt=cat) == []


def test_run_iree_opt_chunks_rejects_output_that_does_not_split(tmp_path: Path) -> None:
    one_chunk = _script(tmp_path, 'echo "module {}"')
    with pytest.raises(IreeOptError, match="with 1 output chunks for 2 programs"):
        run_iree_opt_chunks(["a", "b"], iree_opt=one_chunk)


def test_run_iree_opt_batch_names_the_rejected_programs(tmp_path: Path) -> None:
    second_fails = _script(
        tmp_path, 'cat > /dev/null; printf "module {}\\n// -----\\n"; echo "<stdin>:3:1: error: bad" >&2; exit 1'
    )
    with pytest.raises(IreeOptError, match=r"rejected 1 of 2 programs:\nprogram 1:\n<stdin>:3:1: error: bad") as info:
        run_iree_opt_batch(["a", "b"], iree_opt=second_fails)
    assert list(info.value.failed_chunks) == [1]


# ---------------------------------------------------------------------------------------
# With the real iree-opt 3.7.1 and 3.13.0
# ---------------------------------------------------------------------------------------

SOURCE = """func.func @test(%arg0: tensor<2x8x32xf32>) -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>> {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %1 = iree_encoding.set_encoding %0 : tensor<16x32xf32> -> tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
  return %1 : tensor<16x32xf32, #iree_encoding.matmul_k<k_dims = [1]>>
}
"""


def test_real_iree_opt_propagates_on_func_func(iree_opt: Path) -> None:
    out = run_iree_opt(SOURCE, PROPAGATE_ENCODINGS_PIPELINE, local_scope=True, iree_opt=iree_opt)
    assert (
        "iree_encoding.set_encoding %arg0 : tensor<2x8x32xf32> -> tensor<2x8x32xf32, #iree_encoding.matmul_k<k_dims = [2]>>"
        in out
    )


def test_real_iree_opt_batch_keeps_program_order(iree_opt: Path) -> None:
    programs = [SOURCE.replace("@test", f"@case{i}") for i in range(5)]
    outputs = run_iree_opt_batch(programs, PROPAGATE_ENCODINGS_PIPELINE, generic=True, iree_opt=iree_opt)
    assert [f'sym_name = "case{i}"' in out for i, out in enumerate(outputs)] == [True] * 5


def test_real_iree_opt_locates_errors_in_their_program(iree_opt: Path) -> None:
    bad = SOURCE.replace("k_dims = [1]", "k_dims = [1")
    results = run_iree_opt_chunks([SOURCE, bad, SOURCE], iree_opt=iree_opt)
    assert [r.ok for r in results] == [True, False, True]
    assert "error:" in results[1].diagnostics


def test_real_iree_opt_reports_a_bad_pipeline(iree_opt: Path) -> None:
    with pytest.raises(IreeOptError, match="does not refer to a registered pass"):
        run_iree_opt_chunks([SOURCE], "builtin.module(no-such-pass)", iree_opt=iree_opt)


def test_real_iree_opt_3_13_is_the_current_syntax(iree_opt_3_13: Path) -> None:
    """3.13 no longer knows matmul_k (removed in 3.8.0) and has encoding_dims; the default version still does."""
    results = run_iree_opt_chunks([SOURCE], version="3.13.0")
    assert not results[0].ok
    assert "matmul_k" in results[0].diagnostics
    assert run_iree_opt_chunks([SOURCE])[0].ok
