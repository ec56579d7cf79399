"""`xdsl-encoding-opt`: stock `xdsl-opt` reading IREE's IR as MLIR does, with diagnostics instead of tracebacks.

    xdsl-encoding-opt model.mlir -p set-encoding,propagate-encodings
    xdsl-encoding-opt cases.mlir --split-input-file --verify-diagnostics -p verify-encodings
    xdsl-encoding-opt model.mlir --dialect my_pkg.dialects:MyLayouts -p 'set-encoding{encoding=mine}'

Every flag, pass and target of `xdsl-opt` works the same. What differs (docs/iree-interop.md, "Which
driver"): the parser is `xdsl_encoding.parser.FaithfulParser` (hexadecimal float splats such as
IREE's `dense<0xFF800000>`, semi-affine maps such as `s0 ceildiv s1`, which stock `xdsl-opt` misreads
or crashes on with `NotImplementedError`), every op is located in its file, and bad input (also a
binary or empty file, or a malformed `-p` pipeline) ends in one MLIR-style line
(`model.mlir:12:5: error: 'hal.tensor.export' (%4): ...`) on stderr and exit status 2, never a
Python traceback; an internal error is one line and exit status 3 (`tools/exit_status.py`).
`--verify-diagnostics` / `--parsing-diagnostics` print the diagnostic and go on with exit 0, as in
`xdsl-opt`.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from typing import IO

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import DiagnosticException
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_encoding import api
from xdsl_encoding.parser import FaithfulParser
from xdsl_encoding.pass_pipeline import PipelineError, parse_pass_pipeline
from xdsl_encoding.tools.exit_status import EXIT_BAD_INPUT, internal_error, parse_text, program_text, run_tool
from xdsl_encoding.tools.user_dialects import DIALECT_FLAG_HELP, load_dialects
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.utils.diagnostics import find_culprit, located
from xdsl_encoding.utils.dominance import verify_dominance
from xdsl_encoding.utils.near_names import did_you_mean

__all__ = ["EncodingOptMain", "main"]


class EncodingOptMain(xDSLOptMain):
    """`xDSLOptMain` with the faithful parser, located verifier errors and `--dialect`."""

    version_format = "xdsl-encoding-opt built from xdsl version {xdsl_version}"

    def __init__(self, args: Sequence[str] | None = None):
        self._line_offset = 0
        super().__init__(
            description="xdsl-opt for IREE's IR: the faithful parser, diagnostics with locations.", args=args
        )

    def register_all_dialects(self) -> None:
        """xDSL's dialects and this package's (also when the `xdsl.universe` entry point is not installed)."""
        self.ctx = api.context()

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in get_all_passes().items():
            self.available_passes.setdefault(name, factory)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            "--dialect", action="append", default=[], metavar="MODULE:NAME", dest="dialects", help=DIALECT_FLAG_HELP
        )
        arg_parser.add_argument(
            "--show-traceback",
            action="store_true",
            help="On an internal error (a bug of xdsl-encoding or xDSL, not of the input), show Python's traceback "
            "(as XDSL_ENCODING_TRACEBACK=1 does).",
        )

    def setup_pipeline(self) -> None:
        load_dialects(self.ctx, self.args.dialects)  # before the pipeline: a pass may name the user's dialect
        try:  # xDSL's parse_spec reports these as a traceback or without the option's name
            parse_pass_pipeline(self.available_passes, self.args.passes)
        except PipelineError as e:
            if e.syntax:
                raise PipelineError(f"invalid pass pipeline '{self.args.passes}': {e.reason}", syntax=True) from None
            raise
        super().setup_pipeline()

    def register_all_frontends(self) -> None:
        def parse_mlir(io: IO[bytes]) -> ModuleOp:
            parser = FaithfulParser(self.ctx, io.read(), self.get_input_name(), self._line_offset)
            return parse_text(self.get_input_name(), lambda: parser.parse_module(not self.args.no_implicit_module))

        self.available_frontends["mlir"] = parse_mlir

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        """The input, once it is known to be MLIR text (not binary, not empty)."""
        try:
            stream, extension = super().get_input_stream()
            with stream:
                data = stream.read()
        except OSError as e:
            raise DiagnosticException(f"cannot read {self.args.input_file}: {e.strerror}") from e
        program_text(data, self.get_input_name())
        return io.BytesIO(data), extension

    def prepare_input(self) -> tuple[list[tuple[IO[bytes], int]], str]:
        try:
            return super().prepare_input()
        except ValueError as e:  # "Unrecognized file extension"
            raise DiagnosticException(str(e)) from e

    def parse_chunk(self, chunk: IO[bytes], file_extension: str, start_offset: int = 0) -> ModuleOp | None:
        self._line_offset = start_offset  # the chunk's first line in the file: ops are located in the file
        return super().parse_chunk(chunk, file_extension, start_offset)

    def apply_passes(self, prog: ModuleOp) -> None:
        """The pipeline; a verifier error (xDSL's, before or after a pass) names the op's place."""
        try:
            if not self.args.disable_verify:
                verify_dominance(prog)  # MLIR's SSA rule, missing from xDSL's verifier
            super().apply_passes(prog)
        except DiagnosticException as e:
            culprit = find_culprit(prog, e)
            if culprit is None:
                raise
            raise located(culprit, e) from e

    def prepare_output(self) -> IO[str]:
        try:
            return super().prepare_output()
        except OSError as e:
            raise DiagnosticException(f"cannot write {self.args.output_file}: {e.strerror}") from e

    def output_resulting_program(self, prog: ModuleOp) -> str:
        """The program printed by `-t`; an unknown target is bad input, not a crash."""
        name = parse_spec(self.args.target).name
        if name not in self.available_targets:
            raise DiagnosticException(
                f"unknown output target '{name}' (-t): expected one of {', '.join(self.available_targets)}"
                + did_you_mean(name, self.available_targets)
            )
        try:
            return super().output_resulting_program(prog)
        except ValueError as e:  # the target's options (`-t 'mlir{x=1}'`)
            raise DiagnosticException(f"-t {self.args.target}: {e}") from e

    def run(self) -> int:  # pyright: ignore[reportIncompatibleMethodOverride]
        """`xdsl-opt`'s run (errors are reported by `main`)."""
        super().run()
        return 0


def main(args: Sequence[str] | None = None) -> int:
    """Exit status (`tools/exit_status.py`): 0 on success, 2 on bad input or bad options, 3 on an
    internal error; never a traceback (unless asked for)."""
    argv = list(sys.argv[1:] if args is None else args)
    show_traceback = "--show-traceback" in argv
    try:
        tool = EncodingOptMain(argv)
    except (DiagnosticException, ValueError) as e:  # --dialect, the pipeline
        print(f"error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as e:
        return internal_error("xdsl-encoding-opt", e, show_traceback)

    def body() -> int:
        with np.errstate(all="ignore"):
            return tool.run()

    return run_tool("xdsl-encoding-opt", body, show_traceback)


if __name__ == "__main__":
    sys.exit(main())
