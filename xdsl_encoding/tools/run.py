"""`xdsl-encoding-run`: xDSL's runner on the numpy interpreter, plus random inputs and comparison.

    xdsl-encoding-run prog.mlir --args "dense<[[1.0, 2.0]]> : tensor<1x2xf32>"
    xdsl-encoding-run prog.mlir --random-inputs --seed 3 --dynamic-size 16
    xdsl-encoding-run prog.mlir --compare lowered.mlir --rtol 1e-5
    xdsl-encoding-run model.mlir --random-inputs --parameters=model=model.irpa
    xdsl-encoding-run prog.mlir --dialect my_pkg.dialects:MyLayouts --random-inputs

All of `xdsl-run`'s flags keep working. Exit status (`tools/exit_status.py`): 0 on success (and
when compared programs agree), 1 when compared programs disagree, 2 on bad input (printed as one
`error: ...` line), 3 on an internal error, 4 when compared programs agree only under the
conservative bound.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute
from xdsl.tools.xdsl_run import xDSLRunMain
from xdsl.utils.exceptions import DiagnosticException

import xdsl_encoding.interpreters.values as values
from xdsl_encoding import api
from xdsl_encoding.interpreters.parameters import Parameters
from xdsl_encoding.interpreters.values import DEFAULT_DYNAMIC_SIZE, Value
from xdsl_encoding.parser import FaithfulParser
from xdsl_encoding.tools.exit_status import (
    EXIT_AGREE_CONSERVATIVE,
    EXIT_DISAGREE,
    EXIT_OK,
    parse_text,
    read_program,
    run_tool,
)
from xdsl_encoding.tools.user_dialects import DIALECT_FLAG_HELP, load_dialects
from xdsl_encoding.utils.diagnostics import verify_located


class EncodingRunMain(xDSLRunMain):
    """`xdsl-run` with numpy-backed implementations and a comparison mode."""

    parameters: Parameters

    def __init__(self, args: Sequence[str] | None = None):
        super().__init__(description="Run a function of an MLIR program on numpy (or compare two programs).", args=args)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument("--random-inputs", action="store_true", help="Call the function on random inputs.")
        arg_parser.add_argument("--seed", type=int, default=0, help="Seed of the random inputs (default 0).")
        arg_parser.add_argument(
            "--dynamic-size",
            type=int,
            default=DEFAULT_DYNAMIC_SIZE,
            help=f"Size of every dynamic (?) dim of a random input (default {DEFAULT_DYNAMIC_SIZE}).",
        )
        arg_parser.add_argument(
            "--compare",
            metavar="OTHER.mlir",
            default=None,
            help="Run this program too on the same inputs (random unless --args); report its errors against "
            "the first evaluated in float64, as a multiple of the first's own.",
        )
        arg_parser.add_argument(
            "--rtol",
            type=float,
            default=None,
            help="Relative slack added to --compare's bound (default: none for one reduction, per dtype otherwise).",
        )
        arg_parser.add_argument(
            "--atol",
            type=float,
            default=None,
            help="Absolute slack added to --compare's bound (default: none for one reduction, per dtype otherwise).",
        )
        arg_parser.add_argument(
            "--parameters",
            action="append",
            default=[],
            metavar="[SCOPE=]FILE",
            help="A parameter file (.irpa, .safetensors, .gguf) for the program's #stream.parameter.named "
            'references of SCOPE (none: the scope ""), as iree-run-module takes it; repeatable.',
        )
        arg_parser.add_argument(
            "--dialect", action="append", default=[], metavar="MODULE:NAME", dest="dialects", help=DIALECT_FLAG_HELP
        )
        arg_parser.add_argument(
            "--print-limit",
            type=int,
            default=1000,
            help="Tensors with more elements print summarized with '...' (default 1000).",
        )

    def run(self) -> int:  # pyright: ignore[reportIncompatibleMethodOverride]
        return run_tool("xdsl-encoding-run", self._run)

    def _parameter_files(self) -> dict[str, str]:
        """`--parameters=model=model.irpa` -> {"model": "model.irpa"} (split at the first `=`, as IREE does)."""
        files: dict[str, str] = {}
        for spec in self.args.parameters:
            scope, path = (spec.split("=", 1)) if "=" in spec else ("", spec)
            if scope in files:
                raise DiagnosticException(f'--parameters: two files for scope "{scope}"')
            if not os.path.isfile(path):  # read lazily: a typo would otherwise go unnoticed
                raise DiagnosticException(f"--parameters: cannot read {path}: no such file")
            files[scope] = path
        return files

    def _check_flags(self) -> None:
        """Flag values argparse's types let through but that mean nothing."""
        for flag, value in (("--seed", self.args.seed), ("--print-limit", self.args.print_limit)):
            if value < 0:
                raise DiagnosticException(f"{flag} must be non-negative, got {value}")
        for flag, value in (("--rtol", self.args.rtol), ("--atol", self.args.atol)):
            if value is not None and not (math.isfinite(value) and value >= 0):
                raise DiagnosticException(f"{flag} must be a finite non-negative number, got {value}")

    def _run(self) -> int:
        self._check_flags()
        load_dialects(self.ctx, self.args.dialects)
        module = self._parse(self.args.input_file)
        self.parameters = Parameters.of(self._parameter_files())
        symbol: str = self.args.symbol
        inputs = self._inputs(module, symbol)
        if self.args.verbose:
            types, _ = api.signature(api.find_function(module, symbol))
            for i, (value, type_) in enumerate(zip(inputs, types)):
                print(f"input #{i}: {values.format_value(value, type_, self.args.print_limit)}")
        if self.args.compare is not None:
            return self._compare(module, symbol, inputs)
        results = api.interpret(
            module, symbol, *inputs, index_bitwidth=self.args.index_bitwidth, parameters=self.parameters
        )
        self._print_results(module, symbol, results)
        return 0

    def _parse(self, path: str | None) -> ModuleOp:
        """The program in file `path` (standard input when None), verified unless --disable-verify."""
        text = read_program(path)
        module = parse_text(
            path or "stdin",
            lambda: FaithfulParser(self.ctx, text, path or "stdin").parse_module(not self.args.no_implicit_module),
        )
        if not self.args.disable_verify:
            verify_located(module)
        return module

    def _inputs(self, module: ModuleOp, symbol: str) -> tuple[Value, ...]:
        """`--args` converted to the argument types, or random inputs, or nothing."""
        function = api.find_function(module, symbol)
        types, _ = api.signature(function)
        if self.args.args:
            try:
                return self._given_inputs(function, types, symbol)
            except MemoryError as e:
                raise DiagnosticException(
                    f"--args: the values given need more memory than this machine has{f': {e}' if str(e) else ''}"
                ) from e
        if self.args.random_inputs or (self.args.compare is not None and types):
            if self.args.dynamic_size < 0:
                raise DiagnosticException(f"--dynamic-size must be non-negative, got {self.args.dynamic_size}")
            return api.random_inputs(
                module,
                symbol,
                seed=self.args.seed,
                dynamic_size=self.args.dynamic_size,
                index_bitwidth=self.args.index_bitwidth,
                parameters=self.parameters,
            )
        if types:
            raise DiagnosticException(f'@{symbol} takes {len(types)} argument(s): pass --args "..." or --random-inputs')
        return ()

    def _given_inputs(self, function: api.Function, types: Sequence[Attribute], symbol: str) -> tuple[Value, ...]:
        """`--args` converted to the argument types."""
        parser = FaithfulParser(self.ctx, self.args.args, "args")
        attrs = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_attribute, parser.parse_attribute
            )
            or []
        )
        if len(attrs) != len(types):
            raise DiagnosticException(
                f"--args: @{symbol} takes {len(types)} argument(s) ({', '.join(map(str, types))}), got {len(attrs)}"
            )
        return tuple(
            values.from_attribute(attr, type_, api.argument_label(function, i), self.args.index_bitwidth)
            for i, (attr, type_) in enumerate(zip(attrs, types))
        )

    def _compare(self, module: ModuleOp, symbol: str, inputs: tuple[Value, ...]) -> int:
        other = self._parse(self.args.compare)
        report = api.compare(
            module,
            other,
            symbol,
            rtol=self.args.rtol,
            atol=self.args.atol,
            inputs=inputs,
            index_bitwidth=self.args.index_bitwidth,
            parameters=self.parameters,
        )
        print(report.summary())
        if not report.agree:
            return EXIT_DISAGREE
        return EXIT_AGREE_CONSERVATIVE if report.bound == "conservative" else EXIT_OK

    def _print_results(self, module: ModuleOp, symbol: str, results: tuple[Any, ...]) -> None:
        """Results as MLIR literals (`dense<...> : tensor<...>`), laid out like `xdsl-run --verbose`."""
        _, types = api.signature(api.find_function(module, symbol))
        shown = [values.format_value(r, t, self.args.print_limit) for r, t in zip(results, types)]
        if len(shown) == 1:
            print(f"result: {shown[0]}")
        elif shown:
            print("result: (")
            print(",\n".join(f"    {s}" for s in shown))
            print(")")
        else:
            print("result: ()")


def main(args: Sequence[str] | None = None) -> int:
    with np.errstate(all="ignore"):
        return run_tool("xdsl-encoding-run", lambda: EncodingRunMain(args).run())


if __name__ == "__main__":
    sys.exit(main())
