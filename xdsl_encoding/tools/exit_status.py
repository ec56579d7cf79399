"""What the three command-line tools exit with, and how they say what went wrong.

| status | meaning |
|---|---|
| 0 | success (`xdsl-encoding-run --compare`: the programs agree) |
| 1 | `xdsl-encoding-run --compare`: the programs disagree |
| 2 | bad input: a file that cannot be read, is not MLIR text (binary, empty) or does not parse or verify, a bad option or pass pipeline, a program a pass refuses, inputs or values too large for this machine's memory |
| 3 | internal error: a bug of xdsl-encoding or xDSL, not a problem of the input |
| 4 | `xdsl-encoding-run --compare`: the programs agree only under the conservative bound (docs/interpreter.md) |

Bad input is one line on stderr, located (`model.mlir:12:5: error: ...`) where it has a place; a
parse error adds the source line and a caret under it, as MLIR does. An internal error is one line
too, with a hint to report it; `XDSL_ENCODING_TRACEBACK=1` in the environment shows Python's
traceback instead. No input ends in a traceback.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import traceback
from collections.abc import Callable
from typing import IO

from typing_extensions import TypeVar
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

from xdsl_encoding.utils.diagnostics import LOCATION

__all__ = [
    "EXIT_AGREE_CONSERVATIVE",
    "EXIT_BAD_INPUT",
    "EXIT_DISAGREE",
    "EXIT_INTERNAL_ERROR",
    "EXIT_OK",
    "TRACEBACK_VARIABLE",
    "diagnostic",
    "parse_text",
    "program_text",
    "read_program",
    "run_tool",
]

EXIT_OK = 0
EXIT_DISAGREE = 1
EXIT_BAD_INPUT = 2
EXIT_INTERNAL_ERROR = 3
EXIT_AGREE_CONSERVATIVE = 4
"""`--compare`: the programs agree, but only under the conservative bound, which proves much less."""
EXIT_INTERRUPTED = 130
"""Ctrl-C, as a shell reports a process killed by SIGINT."""

_FILE_LEVEL = re.compile(r"\S+: error: ")
"""A diagnostic about a whole file (`empty.mlir: error: the file is empty ...`)."""

T = TypeVar("T")

TRACEBACK_VARIABLE = "XDSL_ENCODING_TRACEBACK"
"""Set to 1 to see the traceback of an internal error."""


def read_program(path: str | None) -> str:
    """The MLIR text of file `path` (standard input when None), or a diagnostic why it is none."""
    name = path or "stdin"
    try:
        if path is None:
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        raise DiagnosticException(f"cannot read {path}: {e.strerror}") from e
    return program_text(data, name)


def program_text(data: bytes, name: str) -> str:
    """`data` decoded, if it is MLIR text at all: UTF-8 without NUL bytes, not empty."""
    nul = data.find(b"\0")
    try:
        text = data.decode("utf-8")
        bad = len(data)
    except UnicodeDecodeError as e:
        text, bad = "", e.start
    if 0 <= nul < bad:
        raise DiagnosticException(f"{_place(data, nul, name)}: error: a NUL byte: a binary file, not MLIR text")
    if bad < len(data):
        raise DiagnosticException(
            f"{_place(data, bad, name)}: error: byte 0x{data[bad]:02x} is not UTF-8: a binary file, not MLIR text"
        )
    if not any(line.strip() and not line.lstrip().startswith("//") for line in text.splitlines()):
        what = "is empty" if not text.strip() else "holds only comments"
        raise DiagnosticException(f"{name}: error: the file {what}: no operation to read")
    return text


def parse_text(name: str, parse: Callable[[], T]) -> T:
    """`parse()`, with a program too large to hold (a huge dense constant) reported against file `name`."""
    try:
        return parse()
    except MemoryError as e:
        raise DiagnosticException(
            f"{name}: error: out of memory reading the program (a constant too large for this machine?)"
        ) from e


def _place(data: bytes, offset: int, name: str) -> str:
    line = data.count(b"\n", 0, offset) + 1
    column = offset - data.rfind(b"\n", 0, offset)
    return f"{name}:{line}:{column}"


def diagnostic(error: BaseException) -> str:
    """The text bad input prints: `file:line:col: error: message` (plus source line and caret)
    or `error: message`."""
    if isinstance(error, ParseError):
        context = error.span.print_with_context().split("\n")[1:3]
        return "\n".join([f"{error.span.get_location()}: error: {error.msg}", *context])
    if isinstance(error, MemoryError):
        return f"error: out of memory: {str(error) or 'the program needs more memory than this machine has'}"
    if isinstance(error, RecursionError):
        return "error: the program nests too deeply to be read or run (Python's recursion limit)"
    message = str(error).rstrip("\n")
    if isinstance(error, ArgSpecParseError):
        message = message.replace("\n", " ")
    located = message.startswith(("error:", "<")) or LOCATION.match(message) or _FILE_LEVEL.match(message)
    return message if located else f"error: {message}"


def run_tool(tool: str, body: Callable[[], int], show_traceback: bool = False, err: IO[str] | None = None) -> int:
    """`body()`'s exit status; bad input and internal errors printed as one line on stderr, never a traceback."""
    stream = err if err is not None else sys.stderr
    try:
        return body()
    except (DiagnosticException, ParseError, ArgSpecParseError, MemoryError, RecursionError) as e:
        print(diagnostic(e), file=stream)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # `| head`: the reader has all it wants
        _silence_stdout()
        return EXIT_OK
    except KeyboardInterrupt:
        print(f"{tool}: interrupted", file=stream)
        return EXIT_INTERRUPTED
    except Exception as e:
        return internal_error(tool, e, show_traceback, stream)


def internal_error(tool: str, error: BaseException, show_traceback: bool = False, err: IO[str] | None = None) -> int:
    """One line naming the error (or its traceback, if asked for), and exit status 3."""
    stream = err if err is not None else sys.stderr
    if show_traceback or os.environ.get(TRACEBACK_VARIABLE, "") not in ("", "0"):
        traceback.print_exception(error, file=stream)
    else:
        summary = " ".join(str(error).split())
        print(
            f"{tool}: internal error: {type(error).__name__}: {summary} (a bug, not a problem of the input: "
            f"please report it; {TRACEBACK_VARIABLE}=1 shows the traceback)",
            file=stream,
        )
    return EXIT_INTERNAL_ERROR


def _silence_stdout() -> None:
    """After a broken pipe, Python's final flush of stdout would fail again (and print about it)."""
    with contextlib.suppress(OSError, ValueError):  # no real stdout (redirected in a test): nothing to flush
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
