"""The cases of IREE's `materialize_encoding_*.mlir` ported under tests/filecheck/.../iree_ports/, for pytest.

Each `// -----` chunk of a ported file is one case. A chunk that our pass does not lower yet says why
on a line `// XFAIL(ours): <reason>`, one that lowers but cannot be run yet on `// XFAIL(interpretation):
<reason>`; the IREE pipeline is the one of the file's `%iree-opt-3.13` RUN line.

`interpretation_harness` makes any ported function comparable with `api.compare`: `@__check` takes
plain static tensors, encodes what the function takes encoded and decodes what it returns encoded.
In the reference that is `set_encoding`/`unset_encoding` (plus `tensor.cast` to the function's `?`
dims); in the materialized program it calls the materialized `set_encoding`/`unset_encoding` of the
same encodings (so inputs are packed as IREE packs them), then the materialized function.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerType, ModuleOp, NoneAttr, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute
from xdsl.utils.hints import isa

from xdsl_encoding.api import parse_module, run_passes

PORTS = Path(__file__).parents[2] / "filecheck" / "transforms" / "materialize_encoding_into_packs" / "iree_ports"
PASS = "materialize-encoding-into-packs"
DYNAMIC_SIZE = 5  # every `?` dim and every `index` argument: odd, so tiles of 2, 4, 8, 16 pad
_XFAIL = re.compile(r"^// XFAIL\(ours\): (.+)$", re.M)
_NOT_INTERPRETED = re.compile(r"^// XFAIL\(interpretation\): (.+)$", re.M)
_PIPELINE = re.compile(r'%iree-opt-3\.13 --pass-pipeline="([^"]+)"')
_GPU_TEST_TARGET = re.compile(r"--iree-gpu-test-target=(\w+)")
_FUNC = re.compile(r"^func\.func @(\w+)\(", re.M)


@dataclass(frozen=True)
class PortedCase:
    """One chunk: where it is, its IREE pipeline, the functions it defines and, if not lowered, why."""

    file: str
    index: int
    text: str
    iree_pipeline: str
    functions: tuple[str, ...]
    xfail: str | None
    not_interpreted: str | None
    gpu_target: str | None = None
    """The file's `--iree-gpu-test-target` (ours: `test_gpu_target=`)."""

    @property
    def iree_args(self) -> tuple[str, ...]:
        return () if self.gpu_target is None else (f"--iree-gpu-test-target={self.gpu_target}",)

    @property
    def id(self) -> str:
        return f"{self.file}:{self.functions[0] if self.functions else self.index}"


def ported_cases(ports: Path = PORTS) -> list[PortedCase]:
    cases: list[PortedCase] = []
    for path in sorted(ports.glob("*.mlir")):
        text = path.read_text()
        pipeline = _PIPELINE.search(text)
        gpu = _GPU_TEST_TARGET.search(text)
        assert pipeline, f"{path.name}: no %iree-opt-3.13 RUN line"
        for i, chunk in enumerate(re.split(r"^// -----$", text, flags=re.M)):
            reason, not_run = _XFAIL.search(chunk), _NOT_INTERPRETED.search(chunk)
            functions = tuple(_FUNC.findall(chunk))
            if functions:
                cases.append(
                    PortedCase(
                        path.stem,
                        i,
                        chunk,
                        pipeline.group(1),
                        functions,
                        reason.group(1) if reason else None,
                        not_run.group(1) if not_run else None,
                        gpu.group(1) if gpu else None,
                    )
                )
    return cases


def materialize(text: str, gpu_target: str | None = None) -> ModuleOp:
    option = "" if gpu_target is None else f"{{test_gpu_target={gpu_target}}}"
    return run_passes(parse_module(text, allow_unregistered=True), PASS + option)


def _static(t: TensorType[Attribute]) -> tuple[int, ...]:
    return tuple(DYNAMIC_SIZE if d == DYNAMIC_INDEX else d for d in t.get_shape())


def _tensor(shape: tuple[int, ...], element: Attribute, encoding: Attribute | None = None) -> str:
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{element}{'' if encoding is None else f', {encoding}'}>"


def _encoding(t: TensorType[Attribute]) -> Attribute | None:
    return None if isinstance(t.encoding, NoneAttr) else t.encoding


def _body(module: ModuleOp) -> list[str]:
    """The ops of a printed module, without `builtin.module {` and its closing brace."""
    lines = str(module).splitlines()
    assert lines[0] == "builtin.module {", lines[0]
    assert lines[-1] == "}", lines[-1]
    return lines[1:-1]


def _function(module: ModuleOp, name: str) -> FuncOp:
    for op in module.ops:
        if isinstance(op, FuncOp) and op.sym_name.data == name:
            return op
    raise AssertionError(f"no @{name}")


def _cast(ops: list[str], value: str, source: str, dest: str) -> str:
    if source == dest:
        return value
    ops.append(f"{value}_cast = tensor.cast {value} : {source} to {dest}")
    return f"{value}_cast"


def _call(name: str, args: list[str], ins: list[str], outs: list[str]) -> str:
    results = "" if not outs else "%r = " if len(outs) == 1 else f"%r:{len(outs)} = "
    return f"{results}func.call @{name}({', '.join(args)}) : ({', '.join(ins)}) -> ({', '.join(outs)})"


def _result(j: int, n: int) -> str:
    return "%r" if n == 1 else f"%r#{j}"


def _check(args: list[str], ops: list[str], results: list[tuple[str, str]]) -> str:
    ret = f"  func.return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}\n" if results else ""
    return (
        f"func.func @__check({', '.join(args)}) -> ({', '.join(t for _, t in results)}) {{\n"
        + "".join(f"  {op}\n" for op in ops)
        + (ret or "  func.return\n")
        + "}"
    )


def integer_results(module: ModuleOp) -> bool:
    """Whether every result of `@__check` is an integer tensor (then results must be bit-equal)."""
    outs = _function(module, "__check").function_type.outputs.data
    return all(isa(t, TensorType[Attribute]) and isinstance(t.element_type, IntegerType) for t in outs)


def interpretation_harness(text: str, function: str, gpu_target: str | None = None) -> tuple[ModuleOp, ModuleOp] | None:
    """(reference, materialized), both defining `@__check`; None if `function` takes no tensor."""
    original = parse_module(text, allow_unregistered=True)
    lowered = materialize(text, gpu_target)
    f, g = _function(original, function), _function(lowered, function)
    ins, outs = list(f.function_type.inputs.data), list(f.function_type.outputs.data)
    lowered_ins, lowered_outs = list(g.function_type.inputs.data), list(g.function_type.outputs.data)
    if not any(isa(t, TensorType[Attribute]) for t in ins):
        return None
    target = f.attributes.get("hal.executable.target")
    attrs = "" if target is None else f" attributes {{hal.executable.target = {target}}}"

    helpers: list[str] = []
    for prefix, op, types in (("encode", "set_encoding", ins), ("decode", "unset_encoding", outs)):
        for i, t in enumerate(types):
            if isa(t, TensorType[Attribute]) and (enc := _encoding(t)) is not None:
                plain, encoded = _tensor(_static(t), t.element_type), _tensor(_static(t), t.element_type, enc)
                source, dest = (plain, encoded) if op == "set_encoding" else (encoded, plain)
                helpers.append(
                    f"func.func @__{prefix}{i}(%x: {source}) -> {dest}{attrs} {{\n"
                    f"  %0 = iree_encoding.{op} %x : {source} -> {dest}\n  func.return %0 : {dest}\n}}"
                )
    coders = materialize("\n".join(helpers), gpu_target) if helpers else ModuleOp([])

    args: list[str] = []
    ref_ops: list[str] = []
    mat_ops: list[str] = []
    ref_vals: list[str] = []
    mat_vals: list[str] = []
    for i, (t, lt) in enumerate(zip(ins, lowered_ins, strict=True)):
        if isinstance(t, IndexType):
            for ops, vals in ((ref_ops, ref_vals), (mat_ops, mat_vals)):
                ops.append(f"%a{i} = arith.constant {DYNAMIC_SIZE} : index")
                vals.append(f"%a{i}")
            continue
        if not isa(t, TensorType[Attribute]):
            args.append(f"%a{i}: {t}")
            ref_vals.append(f"%a{i}")
            mat_vals.append(f"%a{i}")
            continue
        enc = _encoding(t)
        plain = _tensor(_static(t), t.element_type)
        args.append(f"%a{i}: {plain}")
        if enc is None:
            ref_vals.append(_cast(ref_ops, f"%a{i}", plain, str(t)))
            mat_vals.append(_cast(mat_ops, f"%a{i}", plain, str(lt)))
            continue
        encoded = _tensor(_static(t), t.element_type, enc)
        ref_ops.append(f"%e{i} = iree_encoding.set_encoding %a{i} : {plain} -> {encoded}")
        ref_vals.append(_cast(ref_ops, f"%e{i}", encoded, str(t)))
        packed = str(_function(coders, f"__encode{i}").function_type.outputs.data[0])
        mat_ops.append(_call(f"__encode{i}", [f"%a{i}"], [plain], [packed]).replace("%r =", f"%p{i} ="))
        mat_vals.append(_cast(mat_ops, f"%p{i}", packed, str(lt)))
    ref_ops.append(_call(function, ref_vals, [str(t) for t in ins], [str(t) for t in outs]))
    mat_ops.append(_call(function, mat_vals, [str(t) for t in lowered_ins], [str(t) for t in lowered_outs]))

    ref_results: list[tuple[str, str]] = []
    mat_results: list[tuple[str, str]] = []
    for j, (t, lt) in enumerate(zip(outs, lowered_outs, strict=True)):
        r = _result(j, len(outs))
        if not isa(t, TensorType[Attribute]):
            ref_results.append((r, str(t)))
            mat_results.append((r, str(t)))
            continue
        enc = _encoding(t)
        plain = _tensor(_static(t), t.element_type)
        if enc is None:
            ref_results.append((_cast(ref_ops, r, str(t), plain), plain))
            mat_results.append((_cast(mat_ops, r, str(lt), plain), plain))
            continue
        encoded = _tensor(_static(t), t.element_type, enc)
        v = _cast(ref_ops, r, str(t), encoded)
        ref_ops.append(f"%u{j} = iree_encoding.unset_encoding {v} : {encoded} -> {plain}")
        ref_results.append((f"%u{j}", plain))
        packed = str(_function(coders, f"__decode{j}").function_type.inputs.data[0])
        v = _cast(mat_ops, r, str(lt), packed)
        mat_ops.append(_call(f"__decode{j}", [v], [packed], [plain]).replace("%r =", f"%u{j} ="))
        mat_results.append((f"%u{j}", plain))

    reference = parse_module(f"{text}\n{_check(args, ref_ops, ref_results)}", allow_unregistered=True)
    lines = ["builtin.module {", *_body(lowered), *_body(coders), _check(args, mat_ops, mat_results), "}"]
    return reference, parse_module("\n".join(lines), allow_unregistered=True)
