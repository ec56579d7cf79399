"""A reader of IREE's parameter archives (`.irpa`), memory-mapped: what `iree-import-onnx --save-params-to` writes.

The format is IREE's `runtime/src/iree/schemas/parameter_archive.h` (version 0), read the way
`runtime/src/iree/io/formats/irpa/irpa_parser.c` reads it: a packed little-endian header (magic
`IRPA`, version, size, the offset of a linked next header, then the entry count and the entry,
metadata and storage segments, each an offset from the header and a length); a table of entries,
each aligned to 16 bytes, that are skipped, splats (a pattern of 1 to 16 bytes repeated over a
length) or data (a range of the storage segment). External entries are refused, as IREE's parser
refuses them. Opening reads the header and the entry table only: the data stay on disk until a
range is sliced from the file's `np.memmap` (docs/decisions.md says why this is not IREE's runtime).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from xdsl.utils.exceptions import DiagnosticException

MAGIC = 0x41505249
"""`IRPA` read as a little-endian uint32 (`IREE_IO_PARAMETER_ARCHIVE_MAGIC`)."""

_PREFIX = struct.Struct("<IHHQQQ")  # magic, version major, minor, header size, next header offset, flags
_HEADER_V0 = struct.Struct("<Q" + "QQ" * 3)  # entry count, entry/metadata/storage segments
_ENTRY = struct.Struct("<QIQQQQQQ")  # size, type, flags, name (offset, length), metadata (offset, length), alignment
_SPLAT = struct.Struct("<Q16sB")  # length, pattern, pattern length
_DATA = struct.Struct("<QQ")  # storage (offset, length)
_ENTRY_ALIGNMENT = 16
SKIP, SPLAT, DATA, EXTERNAL = 0, 1, 2, 3


@dataclass(frozen=True)
class Entry:
    """One parameter: `length` bytes, either `pattern` repeated or the file range at `offset`."""

    key: str
    length: int
    offset: int = 0
    pattern: bytes | None = None


def _range(data: bytes, at: int, layout: struct.Struct, path: Path) -> tuple[Any, ...]:
    if at < 0 or at + layout.size > len(data):
        raise DiagnosticException(f"{path}: truncated parameter archive (a record at byte {at} runs past the end)")
    return layout.unpack_from(data, at)


def read_index(path: Path, mapped: np.ndarray) -> dict[str, Entry]:
    """Every entry of the archive `mapped` (the file's bytes), by key; the linked headers followed."""
    entries: dict[str, Entry] = {}
    base = 0
    while True:
        header = bytes(mapped[base : base + _PREFIX.size + _HEADER_V0.size])
        magic, major, minor, header_size, next_header, _ = _range(header, 0, _PREFIX, path)
        if magic != MAGIC:
            raise DiagnosticException(
                f"{path}: not an IREE parameter archive (magic {magic:08X}, expected {MAGIC:08X})"
            )
        if major != 0 or minor > 0:
            raise DiagnosticException(f"{path}: IRPA version {major}.{minor} is not supported (only 0.0)")
        if base + header_size > len(mapped):
            raise DiagnosticException(f"{path}: the archive header ({header_size} bytes) runs past the end of the file")
        count, entry_at, entry_len, meta_at, meta_len, store_at, store_len = _range(
            header, _PREFIX.size, _HEADER_V0, path
        )
        for what, at, length in (("entry", entry_at, entry_len), ("metadata", meta_at, meta_len)):
            if base + at + length > len(mapped):
                raise DiagnosticException(f"{path}: the {what} segment runs past the end of the file")
        table = bytes(mapped[base + entry_at : base + entry_at + entry_len])
        metadata = bytes(mapped[base + meta_at : base + meta_at + meta_len])
        position = 0
        for _ in range(count):
            size, kind, _, name_at, name_len, _, _, _ = _range(table, position, _ENTRY, path)
            if name_at + name_len > len(metadata):
                raise DiagnosticException(f"{path}: an entry name lies outside the metadata segment")
            key = metadata[name_at : name_at + name_len].decode("utf-8")
            tail = position + _ENTRY.size
            if kind == SPLAT:
                length, pattern, pattern_len = _range(table, tail, _SPLAT, path)
                if pattern_len == 0 or pattern_len > 16 or length % pattern_len:
                    raise DiagnosticException(f"{path}: splat {key!r} has a pattern of {pattern_len} bytes")
                entries[key] = Entry(key, length, pattern=pattern[:pattern_len])
            elif kind == DATA:
                offset, length = _range(table, tail, _DATA, path)
                if offset + length > store_len or base + store_at + offset + length > len(mapped):
                    raise DiagnosticException(f"{path}: the data of {key!r} lies outside the storage segment")
                entries[key] = Entry(key, length, offset=base + store_at + offset)
            elif kind != SKIP:
                raise DiagnosticException(
                    f"{path}: entry {key!r} has type {kind}, which IREE's parser does not support"
                )
            position += -(-size // _ENTRY_ALIGNMENT) * _ENTRY_ALIGNMENT
        if next_header == 0:
            return entries
        base += next_header


def entry_bytes(mapped: np.ndarray, entry: Entry) -> np.ndarray:
    """The bytes of a data entry (not a splat): a read-only uint8 view of the mapped file, read when used."""
    return mapped[entry.offset : entry.offset + entry.length]
