"""The properties every pass (and every pipeline) must have on every valid program.

`check_pipeline(program, "set-encoding,propagate-encodings")` runs the passes one by one with
their own `apply` (so an internal error surfaces with its own traceback, not wrapped) and checks:

1. no error at all: the program is valid, so every pass must accept it;
2. the output verifies (xDSL's verifier and the strict reshape/encoding checks);
3. each pass is idempotent: running it again on its own output changes nothing;
4. printing is stable: print -> parse -> print gives the same text, in custom and generic form;
5. `@main` computes the same results before and after, on the same inputs;
6. the input module is left exactly as it was.

Every failure message carries the program (and the output, when there is one) as IR text.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from io import StringIO

from hypothesis import settings
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer

from xdsl_encoding.api import compare, context, parse_module
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.verify.module import verify_module

from .strategies import Program

PIPELINES = (
    "set-encoding",
    "propagate-encodings",
    "propagate-encodings{unit-dims=true}",
    "materialize-encoding-into-nop",
    "materialize-encoding-into-padding",
    "materialize-encoding-into-padding{resolver=multiple multiple=4}",
    "set-encoding,propagate-encodings,materialize-encoding-into-padding",
    "set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=4}",
    "set-encoding,propagate-encodings{unit-dims=true},materialize-encoding-into-padding{resolver=multiple multiple=2}",
    "set-encoding,propagate-encodings,materialize-encoding-into-nop",
)
"""Every pass alone (each option that changes what it does), and the whole pipelines."""


def examples(bounded: int) -> int:
    """Examples for one property: `bounded` by default (`make test`), the profile's count under `make fuzz`."""
    if os.environ.get("HYPOTHESIS_PROFILE") == "fuzz":
        return settings().max_examples
    return bounded


def printed(module: ModuleOp, *, generic: bool = False) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


def passes_of(pipeline: str) -> tuple[ModulePass, ...]:
    return PassPipeline.parse_spec(get_all_passes(), pipeline).passes


class PropertyFailure(AssertionError):
    """A property does not hold; the message shows the program and what went wrong."""


def _fail(what: str, program: Program, output: ModuleOp | None = None) -> PropertyFailure:
    parts = [
        what,
        f"--- program (runtime shapes of @main's arguments: {list(program.arguments)}, flag: {program.flag}) ---",
        program.text,
    ]
    if output is not None:
        parts += ["--- output ---", printed(output)]
    return PropertyFailure("\n".join(parts))


def apply_pass(p: ModulePass, module: ModuleOp) -> ModuleOp:
    """A copy of `module` with `p` applied (the same call `xdsl-opt` makes)."""
    work = module.clone()
    p.apply(context(), work)
    return work


def check_stable_printing(module: ModuleOp, program: Program) -> None:
    for generic in (False, True):
        text = printed(module, generic=generic)
        again = printed(parse_module(text), generic=generic)
        if again != text:
            form = "generic" if generic else "custom"
            raise _fail(f"print -> parse -> print is not stable in {form} form:\n{again}", program, module)


def check_pipeline(
    program: Program, pipeline: str | Sequence[ModulePass], *, seed: int = 0, idempotent: bool = True
) -> ModuleOp:
    """Run `pipeline` (a spec or passes) on `program` checking every property above; return the output."""
    module = parse_module(program.text)
    verify_module(module)
    original = printed(module)
    current = module
    passes = passes_of(pipeline) if isinstance(pipeline, str) else tuple(pipeline)
    for p in passes:
        before = printed(current)
        try:
            result = apply_pass(p, current)
        except Exception as e:
            raise _fail(f"pass '{p.name}' failed on a valid program: {type(e).__name__}: {e}", program) from e
        if printed(current) != before:
            raise _fail(f"pass '{p.name}' modified the module it was given a clone of", program)
        try:
            result.verify()
            verify_module(result)
        except Exception as e:
            raise _fail(f"the output of '{p.name}' does not verify: {e}", program, result) from e
        if idempotent:
            twice = apply_pass(p, result)
            if printed(twice) != printed(result):
                raise _fail(f"'{p.name}' is not idempotent; the second run gives:\n{printed(twice)}", program, result)
        current = result
    if printed(module) != original:
        raise _fail("the input module changed", program)
    check_stable_printing(current, program)
    comparison = compare(module, current, "main", inputs=program.inputs(seed))
    if not comparison.agree:
        names = ",".join(p.name for p in passes)
        raise _fail(f"results differ after '{names}':\n{comparison.summary()}", program, current)
    return current
