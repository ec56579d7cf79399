"""A pass pipeline (`-p 'set-encoding,materialize-encoding-into-packs{target=x86_64}'`) read with diagnostics.

xDSL's `PassPipeline.parse_spec` reports a syntax error as an `ArgSpecParseError` (a `BaseException`,
which escapes every `except Exception`: a traceback in `xdsl-opt`), and an option of the wrong type
as `Incompatible types: given ('abc',), expected <class 'int'>`, which names neither the pass nor the
option. `parse_pass_pipeline` builds the same passes, and on bad input raises a `PipelineError` whose
message names the column, the pass and the option, and the near names of a misspelt pass or option.
The targets and CPU features typed in the options are checked too (`typed_targets.py`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any, get_type_hints

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException

from xdsl_encoding.typed_targets import TypedTargetError, check_typed_targets
from xdsl_encoding.utils.near_names import did_you_mean

__all__ = ["PipelineError", "parse_pass_pipeline"]

_SYNTAX = re.compile(r"^pass-pipeline:\d+:(\d+)$", re.MULTILINE)
_UNQUOTED_VALUE = re.compile(r"([\w-]+)=([^\s{}\"]*)$")


class PipelineError(DiagnosticException):
    """A pipeline that cannot be built; `reason` says why without repeating the pipeline."""

    def __init__(self, reason: str, syntax: bool = False, by_pass: bool = False):
        super().__init__(reason)
        self.reason = reason
        self.syntax = syntax
        """Whether the text itself is malformed (no pass was looked up)."""
        self.by_pass = by_pass
        """Whether the options parse but name nothing the pass can target (what the pass itself refuses)."""


def parse_pass_pipeline(available: Mapping[str, Callable[[], type[ModulePass]]], spec: str) -> tuple[ModulePass, ...]:
    """The passes `spec` names, with their options, as `PassPipeline.parse_spec` builds them."""
    try:
        specs = tuple(parse_pipeline(spec))
    except ArgSpecParseError as e:
        raise PipelineError(_syntax_reason(spec, str(e)), syntax=True) from None
    unknown = [s.name for s in specs if s.name not in available]
    if unknown:
        hints = "".join(did_you_mean(name, available) for name in unknown)
        raise PipelineError(f"Unrecognized passes: {unknown}{hints}")
    passes = tuple(_build(available[s.name](), s) for s in specs)
    for p in passes:
        try:
            check_typed_targets(p)
        except TypedTargetError as e:
            raise PipelineError(f"{p.name}: {e}", by_pass=True) from None
    return passes


def _syntax_reason(spec: str, message: str) -> str:
    """`column 29: Unknown token; a value holding '+' goes in quotes: cpu-features="+avx2"`."""
    found = _SYNTAX.search(message)
    what = message.rstrip("\n").rsplit("\n", 1)[-1].strip()
    if found is None:
        return what
    column = int(found.group(1))
    reason = f"column {column}: {what}"
    before, after = spec[: column - 1], spec[column - 1 :]
    option = _UNQUOTED_VALUE.search(before)
    if spec.count("{") > spec.count("}"):
        reason += "; the options of a pass end with '}'"
    elif option is not None and after and after[0] not in ' {},"':
        value = option.group(2) + re.split(r"[\s}]", after, maxsplit=1)[0]
        reason += f'; an option value holding characters other than letters and digits goes in quotes: {option.group(1)}="{value}"'
    return reason


def _build(pass_type: type[ModulePass], spec: ArgSpec) -> ModulePass:
    try:
        return pass_type.from_pass_spec(spec)
    except ValueError as e:
        raise PipelineError(_option_reason(pass_type, spec, str(e))) from None


def _option_reason(pass_type: type[ModulePass], spec: ArgSpec, message: str) -> str:
    """xDSL's message, with the pass, the option at fault and the near option names."""
    fields = [f.name for f in dataclasses.fields(pass_type) if f.init and f.name != "name"]
    given = spec.normalize_parameter_names().parameters
    unknown = [name for name in given if name not in fields]
    if unknown:
        hints = "".join(did_you_mean(name, fields) for name in unknown)
        return f"{spec.name}: {message}{hints}"
    types = get_type_hints(pass_type)
    for name, value in given.items():
        try:
            pass_type.from_pass_spec(ArgSpec(spec.name, {name: value}))
        except ValueError:
            shown = ",".join(str(v) for v in value)
            return f"{spec.name}: option {name} expects {_kind(types.get(name))}, got '{shown}' ({message})"
    return f"{spec.name}: {message}"


def _kind(type_: Any) -> str:
    """How a user would name the values an option of type `type_` takes."""
    names = {bool: "true or false", int: "an integer", float: "a number", str: "one value (a string)"}
    return names.get(type_, f"a value of type {type_}")
