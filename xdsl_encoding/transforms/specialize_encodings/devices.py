"""Which executable targets an affinity runs on (IREE's `DeviceAnalysis::gatherRequiredExecutableTargets`).

`#hal.device.affinity<@device_a>` names a `util.global` whose initial value is the device:
`#hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "xyz", {...}>]>`,
or `#hal.device.select<[...]>` of several (all of their targets count). The HAL attributes are kept
verbatim (`dialects/verbatim.py`); their bodies are parsed here, with the project's parser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from xdsl.context import Context
from xdsl.dialects.builtin import DictionaryAttr, ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_encoding.dialects import hal, util
from xdsl_encoding.parser import FaithfulParser

RESOLVER_KEY = "iree.encoding.resolver"

_SYMBOL = re.compile(r'^<\s*@("(?:[^"\\]|\\.)*"|[\w$.\-]+)')


@dataclass(frozen=True)
class ExecutableTarget:
    backend: str
    configuration: DictionaryAttr

    @property
    def resolver(self) -> Attribute | None:
        return self.configuration.data.get(RESOLVER_KEY)


@cache
def _context() -> Context:
    """Every dialect registered (loaded on first use), built once: the pass has no context of its own."""
    from xdsl.universe import Universe

    from xdsl_encoding.dialects import get_all_dialects, get_dialect_overrides

    ctx = Context()
    for name, factory in {
        **Universe.get_multiverse().all_dialects,
        **get_all_dialects(),
        **get_dialect_overrides(),
    }.items():
        ctx.register_dialect(name, factory)
    return ctx


def _parser(text: str) -> FaithfulParser:
    """A parser of one attribute's text."""
    return FaithfulParser(_context(), text, "<hal attribute>")


def executable_target(attr: Attribute) -> ExecutableTarget:
    """`#hal.executable.target<"backend", "format"[, {configuration}]>`."""
    if not isinstance(attr, hal.ExecutableTargetAttr):
        raise DiagnosticException(f"expected a #hal.executable.target, got {attr}")
    parser = _parser(attr.text)
    try:
        parser.parse_punctuation("<")
        backend = parser.parse_str_literal()
        parser.parse_punctuation(",")
        parser.parse_str_literal()
        configuration = DictionaryAttr({})
        if parser.parse_optional_punctuation(",") is not None:
            found = parser.parse_attribute()
            if not isinstance(found, DictionaryAttr):
                parser.raise_error("expected the target's configuration dictionary")
            configuration = found
        parser.parse_punctuation(">")
    except ParseError as e:
        raise DiagnosticException(f"cannot read #hal.executable.target{attr.text}: {e}") from e
    return ExecutableTarget(backend, configuration)


def _device_targets(attr: Attribute) -> list[ExecutableTarget]:
    if isinstance(attr, hal.DeviceSelectAttr):
        parser = _parser(attr.text)
        parser.parse_punctuation("<")
        devices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
        return [t for device in devices for t in _device_targets(device)]
    if not isinstance(attr, hal.DeviceTargetAttr):
        raise DiagnosticException(f"cannot tell the executable targets of device {attr}")
    parser = _parser(attr.text)
    try:
        parser.parse_punctuation("<")
        parser.parse_str_literal()
        targets: list[Attribute] = []
        while parser.parse_optional_punctuation(",") is not None:
            if parser.parse_optional_punctuation("[") is not None:
                if parser.parse_optional_punctuation("]") is None:
                    targets = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_attribute)
                    parser.parse_punctuation("]")
            else:
                parser.parse_attribute()  # the device's own configuration dictionary
        parser.parse_punctuation(">")
    except ParseError as e:
        raise DiagnosticException(f"cannot read #hal.device.target{attr.text}: {e}") from e
    return [executable_target(t) for t in targets]


def affinity_targets(module: ModuleOp, affinity: Attribute, at: Operation) -> list[ExecutableTarget]:
    """The executable targets of every device `affinity` names; a diagnostic at `at` when it names none."""
    if not isinstance(affinity, hal.DeviceAffinityAttr) or (m := _SYMBOL.match(affinity.text)) is None:
        raise DiagnosticException(f"{at.name}: cannot tell the device of affinity {affinity}")
    name = m.group(1).strip('"')
    device = next(
        (op for op in module.body.block.ops if isinstance(op, util.GlobalOp) and op.sym_name.data == name), None
    )
    if device is None or device.initial_value is None:
        raise DiagnosticException(f"{at.name}: affinity {affinity} names no util.global @{name} with a device value")
    return _device_targets(device.initial_value)
