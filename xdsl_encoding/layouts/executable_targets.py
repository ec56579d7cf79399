"""The ONE reader of executable targets: what a `#hal.executable.target` (and a device, an affinity) says.

IREE reads `iree.encoding.resolver`, `target_triple`, `cpu_features`, `ukernels`,
`enable_inner_tiled` and `iree_codegen.target_info` from the configuration dictionary of a
`#hal.executable.target` (MaterializeEncoding.cpp, `cloneWithSimplifiedConfig`). The HAL attributes
are kept verbatim (`dialects/verbatim.py`); their bodies are parsed here, once per attribute, with
the project's parser, and every pass (`materialize-encoding-into-packs`, `-into-padding`,
`specialize-encodings`) asks this module. The `#iree_gpu.target` inside is read by `targets.gpu`.

`#hal.device.affinity<@device_a>` names a `util.global` whose initial value is the device:
`#hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<...>]>`, or
`#hal.device.select<[...]>` of several (all of their targets count), as IREE's
`DeviceAnalysis::gatherRequiredExecutableTargets` finds them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from xdsl.context import Context
from xdsl.dialects.builtin import BoolAttr, DictionaryAttr, ModuleOp, StringAttr, UnregisteredAttr
from xdsl.ir import Attribute, Operation
from xdsl.universe import Universe
from xdsl.utils.exceptions import ParseError

from xdsl_encoding.dialects import get_all_dialects, get_dialect_overrides, hal, util
from xdsl_encoding.dialects.iree_cpu import CPUEncodingResolverAttr, VMVXEncodingResolverAttr
from xdsl_encoding.dialects.iree_gpu import GPUTargetAttr
from xdsl_encoding.parser import FaithfulParser
from xdsl_encoding.targets.cpu import CpuTarget
from xdsl_encoding.targets.gpu import GpuTarget, gpu_arch_from_info, gpu_target_from_info

__all__ = [
    "AFFINITY_ATTRS",
    "RESOLVER_KEY",
    "TARGET_ATTR",
    "TARGET_INFO_KEY",
    "ExecutableTarget",
    "affinity_device",
    "attribute_name",
    "device_executable_targets",
    "device_global",
    "executable_target",
    "nearest_affinity",
]

TARGET_ATTR = "hal.executable.target"
"""The attribute of a function (or executable variant) naming the target it is compiled for."""
RESOLVER_KEY = "iree.encoding.resolver"
TARGET_INFO_KEY = "iree_codegen.target_info"
AFFINITY_ATTRS = ("stream.affinity", "stream.affinity.default")

_SYMBOL = re.compile(r'^<\s*@("(?:[^"\\]|\\.)*"|[\w$.\-]+)')


@dataclass(frozen=True)
class ExecutableTarget:
    """A parsed `#hal.executable.target<"backend", "format", {configuration}>`."""

    backend: str
    configuration: DictionaryAttr

    @property
    def resolver(self) -> Attribute | None:
        """The `iree.encoding.resolver` of the configuration (None: the identity resolver)."""
        return self.configuration.data.get(RESOLVER_KEY)

    def string(self, key: str) -> str | None:
        """A string entry of the configuration (`target_triple = "x86_64-..."`), None if absent or not a string."""
        value = self.configuration.data.get(key)
        return value.data if isinstance(value, StringAttr) else None

    def flag(self, key: str) -> bool:
        """A boolean entry (`enable_inner_tiled = true`); false when absent or anything else."""
        value = self.configuration.data.get(key)
        return value == BoolAttr.from_bool(True)

    def cpu_target(self) -> CpuTarget:
        """The target IREE's CPU / VMVX resolvers see; the resolver decides which (`vmvx` reads `ukernels` alone)."""
        if isinstance(self.resolver, VMVXEncodingResolverAttr):
            return CpuTarget("vmvx", ukernels=self.string("ukernels"))
        return CpuTarget(
            "llvm-cpu",
            self.string("target_triple") or "",
            self.string("cpu_features") or "",
            self.string("ukernels"),
            enable_inner_tiled=self.flag("enable_inner_tiled"),
        )

    @property
    def gpu_info(self) -> GPUTargetAttr | None:
        """The `iree_codegen.target_info = #iree_gpu.target<...>` of the configuration, if any."""
        info = self.configuration.data.get(TARGET_INFO_KEY)
        return info if isinstance(info, GPUTargetAttr) else None

    def gpu_arch(self) -> str | None:
        """The `arch` of the target info (None: no target info)."""
        info = self.gpu_info
        return None if info is None else gpu_arch_from_info(str(info))

    def gpu_target(self) -> GpuTarget | str | None:
        """The GPU target of the target info, why it is not one, or None without target info."""
        info = self.gpu_info
        return None if info is None else gpu_target_from_info(str(info))


def attribute_name(attr: Attribute) -> str:
    """The name an attribute is printed with (`iree_cpu.cpu_encoding_resolver`, `my.resolver` when unregistered)."""
    return attr.attr_name.data if isinstance(attr, UnregisteredAttr) else attr.name


@cache
def _context(allow_unregistered: bool) -> Context:
    """Every dialect registered (loaded on first use), built once: a pass has no context of its own."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in {
        **Universe.get_multiverse().all_dialects,
        **get_all_dialects(),
        **get_dialect_overrides(),
    }.items():
        ctx.register_dialect(name, factory)
    return ctx


def _parser(text: str, allow_unregistered: bool) -> FaithfulParser:
    """A parser of one attribute's text."""
    return FaithfulParser(_context(allow_unregistered), text, "<hal attribute>")


@cache
def executable_target(attr: Attribute, *, allow_unregistered: bool = False) -> ExecutableTarget | str:
    """`#hal.executable.target<"backend", "format"[, {configuration}]>` parsed, or why it cannot be read.

    `allow_unregistered`: a resolver of a dialect nobody registered (`#my.resolver<>`) is read as an
    unregistered attribute (the materializations name it in their diagnostic) instead of failing."""
    if not isinstance(attr, hal.ExecutableTargetAttr):
        return f"expected a #hal.executable.target, got {attr}"
    parser = _parser(attr.text, allow_unregistered)
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
        return f"cannot read #hal.executable.target{attr.text}: {e}"
    return ExecutableTarget(backend, configuration)


def device_executable_targets(device: Attribute, *, allow_unregistered: bool = False) -> list[ExecutableTarget] | str:
    """The executable targets of a device value (`#hal.device.target` / `#hal.device.select`), or why not."""
    if isinstance(device, hal.DeviceSelectAttr):
        parser = _parser(device.text, allow_unregistered)
        parser.parse_punctuation("<")
        devices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
        found: list[ExecutableTarget] = []
        for each in devices:
            of_each = device_executable_targets(each, allow_unregistered=allow_unregistered)
            if isinstance(of_each, str):
                return of_each
            found += of_each
        return found
    if not isinstance(device, hal.DeviceTargetAttr):
        return f"cannot tell the executable targets of device {device}"
    parser = _parser(device.text, allow_unregistered)
    try:
        parser.parse_punctuation("<")
        parser.parse_str_literal()
        attrs: list[Attribute] = []
        while parser.parse_optional_punctuation(",") is not None:
            if parser.parse_optional_punctuation("[") is not None:
                if parser.parse_optional_punctuation("]") is None:
                    attrs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_attribute)
                    parser.parse_punctuation("]")
            else:
                parser.parse_attribute()  # the device's own configuration dictionary
        parser.parse_punctuation(">")
    except ParseError as e:
        return f"cannot read #hal.device.target{device.text}: {e}"
    targets: list[ExecutableTarget] = []
    for attr in attrs:
        target = executable_target(attr, allow_unregistered=allow_unregistered)
        if isinstance(target, str):
            return target
        targets.append(target)
    return targets


def affinity_device(affinity: Attribute) -> str | None:
    """The device symbol `#hal.device.affinity<@device_a>` names (`device_a`), or None."""
    if not isinstance(affinity, hal.DeviceAffinityAttr) or (m := _SYMBOL.match(affinity.text)) is None:
        return None
    return m.group(1).strip('"')


def device_global(module: ModuleOp, name: str) -> util.GlobalOp | None:
    """The `util.global @name` of `module` holding a device value, or None."""
    device = next(
        (op for op in module.body.block.ops if isinstance(op, util.GlobalOp) and op.sym_name.data == name), None
    )
    return None if device is None or device.initial_value is None else device


def nearest_affinity(op: Operation) -> tuple[Operation, str, Attribute] | None:
    """The nearest `stream.affinity` / `stream.affinity.default` on `op` or an ancestor."""
    scope: Operation | None = op
    while scope is not None:
        for name in AFFINITY_ATTRS:
            attr = scope.attributes.get(name)
            if attr is not None:
                return scope, name, attr
        scope = scope.parent_op()
    return None


def is_cpu_resolver(resolver: Attribute | None) -> bool:
    """`#iree_cpu.cpu_encoding_resolver` or `#iree_cpu.vmvx_encoding_resolver`."""
    return isinstance(resolver, CPUEncodingResolverAttr | VMVXEncodingResolverAttr)
