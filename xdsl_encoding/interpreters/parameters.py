"""Values of globals bound to parameter archives: `#stream.parameter.named<"scope"::"key">`, `#flow.parameter.named`.

What `iree-run-module --parameters=scope=file` does: each scope names one file, read by its
extension as IREE's runtime reads it (`runtime/src/iree/io/formats/parser_registry.c`): `.irpa`
(IREE's archive, `irpa.py`), `.safetensors` (the `safetensors` package) and `.gguf` (the `gguf`
package). A parameter is a key's bytes, read as the global's type (IREE stores `i1` as a byte).
Archives open on the first global that needs them and are memory-mapped: a value is read when the
program loads its global, so a large archive costs what the function touches.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, cast

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, IndexType, IntegerType, ModuleOp, TensorType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import DiagnosticException, InterpretationError
from xdsl.utils.hints import isa

import xdsl_encoding.interpreters.irpa as irpa
import xdsl_encoding.interpreters.values as values
from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.verbatim import TypedVerbatimAttr

ParameterFiles = Mapping[str, "str | os.PathLike[str]"]
"""Scope -> archive file, as `iree-run-module --parameters=scope=file` (the scope `""` for unscoped keys)."""

_REFERENCE = re.compile(r'^<"((?:[^"\\]|\\.)*)"(?:::"((?:[^"\\]|\\.)*)")?')
_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{2})|(.))")
PARAMETER_ATTRIBUTES = ("stream.parameter.named", "flow.parameter.named")


@dataclass(frozen=True)
class Splat:
    """`length` bytes of `pattern` repeated (an IRPA splat entry)."""

    pattern: bytes
    length: int


Raw = np.ndarray[Any, Any] | Splat


class Archive(Protocol):
    path: Path

    def __contains__(self, key: str) -> bool: ...

    def get(self, key: str) -> Raw | None:
        """The key's bytes (uint8), or None when the archive has no such key."""
        ...


class IrpaArchive:
    def __init__(self, path: Path) -> None:
        self.path = path
        size = path.stat().st_size
        self._mapped = np.memmap(path, np.uint8, "r") if size else np.zeros(0, np.uint8)
        self._entries = irpa.read_index(path, self._mapped)

    def __contains__(self, key: str) -> bool:
        return key in self._entries

    def get(self, key: str) -> Raw | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry.pattern is not None:
            return Splat(entry.pattern, entry.length)
        return irpa.entry_bytes(self._mapped, entry)


class SafetensorsArchive:
    def __init__(self, path: Path) -> None:
        from safetensors import safe_open

        self.path = path
        self._file: Any = safe_open(str(path), framework="numpy")
        self._keys: set[str] = set(cast(list[str], self._file.keys()))

    def __contains__(self, key: str) -> bool:
        return key in self._keys

    def get(self, key: str) -> Raw | None:
        if key not in self._keys:
            return None
        try:
            tensor = cast(np.ndarray[Any, Any], self._file.get_tensor(key))
        except TypeError as e:  # a dtype numpy lacks (bf16, f8): safetensors' numpy reader refuses it
            raise DiagnosticException(f"{self.path}: safetensors cannot read {key!r} into numpy: {e}") from e
        return np.ascontiguousarray(tensor).reshape(-1).view(np.uint8)


class GgufArchive:
    def __init__(self, path: Path) -> None:
        from gguf import GGUFReader

        self.path = path
        self._reader = GGUFReader(path, "r")
        self._tensors = {t.name: t for t in self._reader.tensors}
        for t in self._reader.tensors:  # as IREE's gguf_parser.c, which refuses the file
            if int(t.tensor_type) > GGUF_LAST_TYPE_IREE_READS:
                raise DiagnosticException(
                    f"{path}: tensor {t.name!r} has GGML type {t.tensor_type.name}, which IREE's gguf parser "
                    "does not read (it reads F32, F16 and the quantized types up to Q8_K)"
                )

    def __contains__(self, key: str) -> bool:
        return key in self._tensors

    def get(self, key: str) -> Raw | None:
        tensor = self._tensors.get(key)
        if tensor is None:
            return None
        start = int(tensor.data_offset)
        return np.asarray(self._reader.data[start : start + int(tensor.n_bytes)]).view(np.uint8)


GGUF_LAST_TYPE_IREE_READS = 15
"""Q8_K: IREE 3.13's `gguf_parser.c` numbers I8/I16/I32 16-18, which today's GGML (the `gguf` package) gives
to IQ2_XXS/IQ2_XS/IQ3_XXS (its I8 is 24), so only types 0-15 mean the same bytes to both."""

_FORMATS: dict[str, tuple[type[IrpaArchive | SafetensorsArchive | GgufArchive], str | None]] = {
    ".irpa": (IrpaArchive, None),
    ".safetensors": (SafetensorsArchive, "safetensors"),
    ".gguf": (GgufArchive, "gguf"),
}


def open_archive(path: Path) -> Archive:
    """The archive in `path`, by its extension as IREE chooses (case-insensitive)."""
    found = _FORMATS.get(path.suffix.lower())
    if found is None:
        raise DiagnosticException(f"{path}: unknown parameter file format (IREE reads .irpa, .safetensors, .gguf)")
    kind, package = found
    if not path.is_file():
        raise DiagnosticException(f"{path}: no such parameter file")
    try:
        return kind(path)
    except DiagnosticException:
        raise
    except ImportError as e:
        raise DiagnosticException(f"{path}: reading {path.suffix} files needs the `{package}` package ({e})") from e
    except Exception as e:  # the readers' own errors (SafetensorError, gguf's ValueError, OSError)
        raise DiagnosticException(f"{path}: cannot read the parameter file: {type(e).__name__}: {e}") from e


@dataclass
class Parameters:
    """The archives of one interpretation by scope, each opened on first use.

    `storage` maps a global's name to the type its bytes are stored as when that is not the
    global's type: the float64 twin of a program (`compare`) widens the f32 values it reads.
    """

    files: dict[str, Path] = field(default_factory=dict[str, Path])
    storage: dict[str, Attribute] = field(default_factory=dict[str, Attribute])
    _open: dict[str, Archive] = field(default_factory=dict[str, Archive])
    magnitude: Literal["abs", "square"] | None = None
    """Float values read as `|x|` or `x^2`: what `compare`'s magnitude twin reads (`float64.magnitude_input`)."""

    @staticmethod
    def of(files: ParameterFiles | Parameters | None) -> Parameters:
        if isinstance(files, Parameters):
            return files
        return Parameters({scope: Path(path) for scope, path in (files or {}).items()})

    def twin(self, storage: dict[str, Attribute], magnitude: Literal["abs", "square"] | None = None) -> Parameters:
        """The same open archives, reading the named globals' bytes as `storage` types (and as magnitudes)."""
        return Parameters(self.files, storage, self._open, magnitude)

    def archive(self, scope: str, what: str) -> Archive:
        if scope not in self._open:
            if scope not in self.files:
                given = ", ".join(f'"{s}"' for s in self.files) or "none"
                flag = f"{scope}=FILE" if scope else "FILE"
                raise InterpretationError(
                    f'{what}: no parameter file for scope "{scope}" (given: {given}); pass '
                    f'parameters={{"{scope}": FILE}} (xdsl-encoding-run --parameters={flag})'
                )
            self._open[scope] = open_archive(self.files[scope])
        return self._open[scope]

    def check(self, module: ModuleOp) -> None:
        """Every parameter the globals of `module` name is in its file (nothing is read but the indexes)."""
        for op in module.body.block.ops:
            if isinstance(op, util.GlobalOp) and op.initial_value is not None and is_parameter(op.initial_value):
                what = f"util.global @{op.sym_name.data}"
                scope, key = parse_reference(cast(TypedVerbatimAttr, op.initial_value), what)
                archive = self.archive(scope, what)
                if key not in archive:
                    raise InterpretationError(f'{what}: parameter "{scope}"::"{key}" is not in {archive.path}')

    def value(self, reference: TypedVerbatimAttr, type_: Attribute, what: str, name: str, index_bitwidth: int) -> Any:
        """The value of `reference` (a parameter attribute) as `type_`, for `what` (the global or op)."""
        scope, key = parse_reference(reference, what)
        archive = self.archive(scope, what)
        raw = archive.get(key) if key in archive else None
        if raw is None:
            raise InterpretationError(f'{what}: parameter "{scope}"::"{key}" is not in {archive.path}')
        stored = self.storage.get(name, type_)
        value = decode(raw, stored, f'{what} (parameter "{scope}"::"{key}" of {archive.path})', index_bitwidth)
        if stored is not type_:
            value = np.asarray(value).astype(values.dtype_of(type_, index_bitwidth))
        if self.magnitude is not None and np.asarray(value).dtype.kind == "f":
            value = np.square(value) if self.magnitude == "square" else np.abs(value)
        return value


def _unescape(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        code, char = match.groups()
        return chr(int(code, 16)) if code else {"n": "\n", "t": "\t"}.get(char, char)

    return _ESCAPE.sub(replace, text)


def parse_reference(reference: TypedVerbatimAttr, what: str) -> tuple[str, str]:
    """(scope, key) of `#stream.parameter.named<"scope"::"key">` (`<"key">`: the empty scope)."""
    match = _REFERENCE.match(reference.text)
    if match is None:
        raise InterpretationError(f"{what}: cannot read the parameter reference #{reference.name}{reference.text}")
    first, second = match.groups()
    return ("", _unescape(first)) if second is None else (_unescape(first), _unescape(second))


def is_parameter(attribute: Attribute) -> bool:
    return isinstance(attribute, TypedVerbatimAttr) and attribute.name in PARAMETER_ATTRIBUTES


def decode(raw: Raw, type_: Attribute, what: str, index_bitwidth: int) -> Any:
    """The bytes `raw` as a value of the static tensor type `type_` (read-only, zero copy where the layout allows)."""
    if not isa(type_, TensorType[Attribute]) or any(d < 0 for d in type_.get_shape()):
        raise InterpretationError(f"{what}: a parameter needs a static tensor type, got {type_}")
    shape = tuple(type_.get_shape())
    el = type_.get_element_type()
    if isinstance(el, BFloat16Type):
        stored = np.dtype("<u2")
    elif isinstance(el, IndexType):
        stored = np.dtype("<i8")
    elif isa(el, IntegerType) and el.bitwidth == 1:
        stored = np.dtype(np.int8)
    else:
        stored = values.dtype_of(el, index_bitwidth).newbyteorder("<")
    count = int(np.prod(shape, dtype=np.int64))
    length = raw.length if isinstance(raw, Splat) else raw.size
    if length != count * stored.itemsize:
        raise InterpretationError(f"{what}: holds {length} bytes, {type_} needs {count * stored.itemsize}")
    if isinstance(raw, Splat) and len(raw.pattern) == stored.itemsize:
        element = np.frombuffer(raw.pattern, stored)
        array: np.ndarray[Any, Any] = np.broadcast_to(_as_values(element, el, index_bitwidth).reshape(()), shape)
        return array
    if isinstance(raw, Splat):
        repeats = raw.length // len(raw.pattern)
        raw = np.frombuffer(raw.pattern * repeats, np.uint8)
    array = _as_values(raw.view(np.ndarray).view(stored), el, index_bitwidth).reshape(shape)
    if array.flags.writeable:
        array.flags.writeable = False
    return array


def _as_values(stored: np.ndarray[Any, Any], el: Attribute, index_bitwidth: int) -> np.ndarray[Any, Any]:
    """Stored elements as the interpreter's values (`values.py`): bf16 widened, i1 as bool, native byte order."""
    if isinstance(el, BFloat16Type):
        return (stored.astype(np.uint32) << np.uint32(16)).view(np.float32)
    if isa(el, IntegerType) and el.bitwidth == 1:
        return stored != 0
    dtype = values.dtype_of(el, index_bitwidth)
    return stored if stored.dtype == dtype else stored.astype(dtype)


def parameter_types(module: ModuleOp) -> dict[str, Attribute]:
    """The type of each top-level global bound to a parameter: how its bytes are stored."""
    return {
        op.sym_name.data: op.type
        for op in module.body.block.ops
        if isinstance(op, util.GlobalOp) and op.initial_value is not None and is_parameter(op.initial_value)
    }
