"""Globals bound to parameter files (`#stream.parameter.named`, `#flow.parameter.named`): .irpa, .safetensors, .gguf.

The .irpa files of tests/data/parameters are IREE's own (runtime/src/iree/io/formats/irpa/testdata,
written by `iree-create-parameters`, see its generate_irpa_files.sh); each reader is checked against
IREE 3.13's runtime (`iree.runtime.ParameterIndex`, which reads all three formats) and a program
reading each format against iree-run-module.
"""

from __future__ import annotations

import json
import resource
import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest
from xdsl.utils.exceptions import DiagnosticException, InterpretationError

from testing.iree_host import IREE_313, compile_with_iree, run_with_iree
from xdsl_encoding import api
from xdsl_encoding.interpreters import irpa
from xdsl_encoding.interpreters.parameters import Parameters, open_archive
from xdsl_encoding.tools.run import main as run_main

ROOT = Path(__file__).resolve().parents[3]
IREE_FILES = ROOT / "tests" / "data" / "parameters"
MLP = ROOT / "tests" / "data" / "iree"

PROGRAM = """
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<2x3xf32>
util.global private @b = #flow.parameter.named<"model"::"b"> : tensor<3xB>
util.global private @h = #stream.parameter.named<"h"> : tensor<2xf16>
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xB>, tensor<2xf16>) {
  %w = util.global.load @w : tensor<2x3xf32>
  %b = util.global.load @b : tensor<3xB>
  %h = util.global.load @h : tensor<2xf16>
  %s = arith.addf %w, %x : tensor<2x3xf32>
  return %s, %b, %h : tensor<2x3xf32>, tensor<3xB>, tensor<2xf16>
}
"""
"""`B` is i8 (safetensors) or f32 (gguf: IREE reads no GGML integer type, see GGUF_LAST_TYPE_IREE_READS)."""
W = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
B = np.array([-3, 0, 7], np.int8)
B_TYPES = {"safetensors": "i8", "gguf": "f32"}
H = np.array([1.5, -2.25], np.float16)


def _safetensors(tmp: Path) -> dict[str, Path]:
    from safetensors.numpy import save_file  # pyright: ignore[reportUnknownVariableType]

    save_file({"w": W, "b": B}, str(tmp / "model.safetensors"))
    save_file({"h": H}, str(tmp / "h.safetensors"))
    return {"model": tmp / "model.safetensors", "": tmp / "h.safetensors"}


def _gguf(tmp: Path) -> dict[str, Path]:
    import gguf

    for name, tensors in (("model", {"w": W, "b": B.astype(np.float32)}), ("h", {"h": H})):
        writer = gguf.GGUFWriter(tmp / f"{name}.gguf", "test")
        for key, value in tensors.items():
            writer.add_tensor(key, value)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
    return {"model": tmp / "model.gguf", "": tmp / "h.gguf"}


FORMATS = {"safetensors": _safetensors, "gguf": _gguf}


def _iree_index(*paths: Path) -> list[dict[str, list[object]]]:
    """IREE 3.13's runtime's view of parameter files: key -> [length, splat pattern hex or data hex], per file."""
    script = (
        "import json, sys, iree.runtime as rt\n"
        "def index(path):\n"
        "    i = rt.ParameterIndex(); i.load(path)\n"
        "    return {e.key: [e.length, e.splat_pattern.hex() if e.is_splat else bytes(e.file_view).hex()]"
        " for e in (i[n] for n in range(len(i)))}\n"
        "print(json.dumps([index(p) for p in sys.argv[1:]]))\n"
    )
    python = IREE_313 / "bin" / "python"
    if not python.exists():
        pytest.skip(f"IREE 3.13's runtime is not installed at {IREE_313}")
    done = subprocess.run([str(python), "-c", script, *map(str, paths)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _ours(path: Path) -> dict[str, list[object]]:
    mapped = np.memmap(path, np.uint8, "r") if path.stat().st_size else np.zeros(0, np.uint8)
    return {
        key: [e.length, e.pattern.hex() if e.pattern is not None else bytes(irpa.entry_bytes(mapped, e)).hex()]
        for key, e in irpa.read_index(path, mapped).items()
    }


def test_irpa_reader_reads_iree_testdata_and_what_iree_import_onnx_wrote_as_iree_runtime_does() -> None:
    paths = [IREE_FILES / f"{name}.irpa" for name in ("empty", "single", "multiple", "mixed")]
    paths += sorted(MLP.glob("*.irpa"))
    assert len(paths) >= 6
    for path, theirs in zip(paths, _iree_index(*paths), strict=True):
        assert _ours(path) == theirs, path


def test_irpa_mixed_values() -> None:
    """IREE's generate_irpa_files.sh: key0 = 4xf32 100.1, key1 = 5xi8 101, key2 = one i8 splat 102."""
    files = Parameters.of({"p": IREE_FILES / "mixed.irpa"})
    module = api.parse_module(
        'util.global private @k0 = #stream.parameter.named<"p"::"key0"> : tensor<4xf32>\n'
        'util.global private @k1 = #stream.parameter.named<"p"::"key1"> : tensor<5xi8>\n'
        'util.global private @k2 = #stream.parameter.named<"p"::"key2"> : tensor<1xi8>\n'
        "func.func @f() -> (tensor<4xf32>, tensor<5xi8>, tensor<1xi8>) {\n"
        "  %0 = util.global.load @k0 : tensor<4xf32>\n  %1 = util.global.load @k1 : tensor<5xi8>\n"
        "  %2 = util.global.load @k2 : tensor<1xi8>\n"
        "  return %0, %1, %2 : tensor<4xf32>, tensor<5xi8>, tensor<1xi8>\n}\n"
    )
    k0, k1, k2 = api.interpret(module, "f", parameters=files)
    np.testing.assert_array_equal(k0, np.full(4, 100.1, np.float32))
    np.testing.assert_array_equal(k1, np.full(5, 101, np.int8))
    np.testing.assert_array_equal(k2, [102])


@pytest.mark.parametrize("kind", FORMATS)
def test_formats_agree_with_iree_runtime(kind: str, tmp_path: Path) -> None:
    files = FORMATS[kind](tmp_path)
    for path, theirs in zip(files.values(), _iree_index(*files.values()), strict=True):  # same bytes as IREE's
        archive = open_archive(path)
        for key, (length, data) in theirs.items():
            raw = archive.get(key)
            assert isinstance(raw, np.ndarray), key
            assert [raw.size, bytes(raw).hex()] == [length, data], key
    program = PROGRAM.replace("xB>", f"x{B_TYPES[kind]}>")
    module = api.parse_module(program)
    x = np.ones((2, 3), np.float32)
    s, b, h = api.interpret(module, "main", x, parameters=files)
    np.testing.assert_array_equal(s, W + 1)
    np.testing.assert_array_equal(b, B)
    np.testing.assert_array_equal(h, H)
    vmfb = compile_with_iree(program, "start")  # and iree-run-module computes the same from the same files
    ran = run_with_iree(vmfb, "main", (x,), 3, files)
    for ours, iree in zip((s, b, h), ran, strict=True):
        np.testing.assert_array_equal(ours, iree)


def test_gguf_types_iree_does_not_read_are_refused(tmp_path: Path) -> None:
    import gguf

    writer = gguf.GGUFWriter(tmp_path / "i8.gguf", "test")
    writer.add_tensor("b", B)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    with pytest.raises(DiagnosticException, match=r"'b' has GGML type I8, which IREE's gguf parser does not read"):
        open_archive(tmp_path / "i8.gguf")


def test_missing_scope_key_and_size_are_diagnostics_naming_the_global(tmp_path: Path) -> None:
    module = api.parse_module(PROGRAM.replace("xB>", "xi8>"))
    x = np.ones((2, 3), np.float32)
    with pytest.raises(InterpretationError, match=r'util.global @w: no parameter file for scope "model"'):
        api.interpret(module, "main", x)
    files = _safetensors(tmp_path)
    with pytest.raises(InterpretationError, match=r'util.global @w: parameter "model"::"w" is not in .*h.safetensors'):
        api.interpret(module, "main", x, parameters={"model": files[""], "": files[""]})
    with pytest.raises(InterpretationError, match=r'util.global @w: parameter "model"::"w" is not in'):
        api.random_inputs(module, "main", parameters={"model": files[""], "": files[""]})
    with pytest.raises(InterpretationError, match=r"util.global @h .*holds 6 bytes, tensor<2xf16> needs 4"):
        api.interpret(module, "main", x, parameters={"model": files["model"], "": tmp_path / "b3.safetensors"})
    with pytest.raises(DiagnosticException, match=r"unknown parameter file format"):
        api.interpret(module, "main", x, parameters={"model": tmp_path / "w.bin"})
    with pytest.raises(DiagnosticException, match=r"no such parameter file"):
        api.interpret(module, "main", x, parameters={"model": tmp_path / "none.irpa"})
    (tmp_path / "bad.irpa").write_bytes(b"GGUF" + bytes(100))
    with pytest.raises(DiagnosticException, match=r"not an IREE parameter archive"):
        api.interpret(module, "main", x, parameters={"model": tmp_path / "bad.irpa"})
    for corrupt in ("bad.safetensors", "bad.gguf"):
        (tmp_path / corrupt).write_bytes(b"\x07" * 40)
        with pytest.raises(DiagnosticException, match=r"cannot read the parameter file"):
            api.interpret(module, "main", x, parameters={"model": tmp_path / corrupt})


@pytest.fixture(autouse=True)
def _three_bytes(tmp_path: Path) -> None:
    from safetensors.numpy import save_file  # pyright: ignore[reportUnknownVariableType]

    save_file({"h": np.zeros(3, np.int16)}, str(tmp_path / "b3.safetensors"))


def _sparse_archive(path: Path, big: int) -> None:
    """An IRPA with a `big`-byte data entry (a hole in the file: nothing on disk) and a 4-byte one."""
    names = b"bigsmall"
    entry = struct.Struct("<QIQQQQQQQQ")  # the entry header + a data entry's storage range
    table = entry.pack(entry.size, irpa.DATA, 0, 0, 3, 0, 0, 0, 0, big) + bytes(-entry.size % 16)
    table += entry.pack(entry.size, irpa.DATA, 0, 3, 5, 0, 0, 0, big, 4)
    header = 88
    entries_at, names_at = header, header + len(table)
    storage_at = -(-(names_at + len(names)) // 64) * 64
    prefix = struct.pack("<IHHQQQ", irpa.MAGIC, 0, 0, header, 0, 0)
    v0 = struct.pack("<QQQQQQQ", 2, entries_at, len(table), names_at, len(names), storage_at, big + 4)
    with path.open("wb") as f:
        f.write(prefix + v0 + table + names)
        f.seek(storage_at + big)
        f.write(np.array([2.5], np.float32).tobytes())


def test_a_large_archive_costs_only_the_weights_the_function_touches(tmp_path: Path) -> None:
    big = 1 << 30  # 1 GiB, never read
    _sparse_archive(tmp_path / "big.irpa", big)
    module = api.parse_module(
        'util.global private @big = #stream.parameter.named<"m"::"big"> : tensor<268435456xf32>\n'
        'util.global private @small = #stream.parameter.named<"m"::"small"> : tensor<1xf32>\n'
        "func.func @f() -> tensor<1xf32> {\n  %0 = util.global.load @small : tensor<1xf32>\n"
        "  return %0 : tensor<1xf32>\n}\n"
    )
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    (small,) = api.interpret(module, "f", parameters={"m": tmp_path / "big.irpa"})
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert small.tolist() == [2.5]
    assert grown_kb < 64 * 1024, f"memory grew by {grown_kb} KiB"
    files = Parameters.of({"m": tmp_path / "big.irpa"})
    archive = files.archive("m", "test")
    raw = archive.get("big")
    assert isinstance(raw, np.ndarray)
    assert raw.size == big
    assert isinstance(raw.base, np.memmap)  # a view of the mapped file, not a read


def test_compare_reads_the_parameters_for_both_programs_and_the_float64_twin() -> None:
    module = api.parse_module((MLP / "mlp_params.global-opt.mlir").read_text())
    lowered = api.run_passes(
        module, "set-encoding{encoding=data-tiling},materialize-encoding-into-packs{target=x86_64}"
    )
    report = api.compare(module, lowered, "mlp_params", parameters={"model": MLP / "mlp_params.irpa"})
    assert report.agree, report.summary()
    assert "evaluated in float64" in report.summary()


def test_run_tool_takes_parameters_as_iree_run_module(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(MLP / "mlp_params.input.mlir")
    archive = f"--parameters=model={MLP / 'mlp_params.irpa'}"
    assert run_main([path, "--symbol", "mlp_params", "--random-inputs", archive]) == 0
    assert "result: dense<" in capsys.readouterr().out
    assert run_main([path, "--symbol", "mlp_params", "--random-inputs"]) == 2
    assert 'util.global @w: no parameter file for scope "model"' in capsys.readouterr().err
    assert run_main([path, "--symbol", "mlp_params", "--random-inputs", archive, archive]) == 2
    assert 'two files for scope "model"' in capsys.readouterr().err
