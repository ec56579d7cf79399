"""`specialize-encodings`: IREE's `iree-stream-specialize-encodings` (Stream/Transforms/SpecializeEncodings.cpp, b48a595).

Every `stream.tensor.*` op with an affinity and an unserialized encoding gets the layouts its
devices' resolvers give (`resolvers.py`; the devices and targets come from `devices.py`):
`tensor<?x?xf32, #iree_encoding.encoding<...>>` on an x86 CPU becomes `tensor<?x?xf32,
#iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {...}}>]>>`.
A dispatch's operands take the layouts of the device their resource lives on, its results those of
the dispatch's own device; then each executable export is duplicated once per distinct list of
binding layouts (`@ex`, `@ex_dup0`, ...; executables.py) and its bindings retyped. Ops that cannot
carry a new layout (`constant`, `clone`, `slice`, `update` with an unserialized encoding) and
layouts no resolver gives are diagnostics at the op; the module is swapped only when all succeeded.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from xdsl_encoding.dialects import stream
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.transforms.materialization.materialize import swap_module_body
from xdsl_encoding.transforms.specialize_encodings.devices import affinity_targets
from xdsl_encoding.transforms.specialize_encodings.executables import duplicate_executables, recognized_entry_points
from xdsl_encoding.transforms.specialize_encodings.resolvers import (
    LayoutResolver,
    register_layout_resolver,
    resolver_for,
)
from xdsl_encoding.verify.module import verify_module

__all__ = ["SpecializeEncodingsPass", "register_layout_resolver"]

FAILED = "failed to convert unserialized encoding to serialized encoding"


def recognized(type_: Attribute) -> bool:
    """A tensor type whose encoding is a `SerializableAttr` (IREE's `isRecognizedEncodingType`)."""
    return isinstance(type_, TensorType) and isinstance(type_.encoding, SerializableAttr)


def _unserialized(type_: Attribute) -> bool:
    return recognized(type_) and not type_.encoding.is_serialized()  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


@dataclass
class _Specializer:
    module: ModuleOp
    cache: dict[Attribute, list[LayoutResolver]] = field(default_factory=dict[Attribute, list[LayoutResolver]])

    def resolvers(self, affinity: Attribute, at: Operation) -> list[LayoutResolver]:
        if affinity not in self.cache:
            found: list[LayoutResolver] = []
            seen: list[tuple[Attribute | None, Attribute]] = []
            for target in affinity_targets(self.module, affinity, at):
                key = (target.resolver, target.configuration)
                if key in seen:
                    continue
                seen.append(key)
                resolver = resolver_for(target.resolver, target.configuration)
                if isinstance(resolver, str):
                    raise DiagnosticException(f"{at.name}: {resolver}")
                found.append(resolver)
            self.cache[affinity] = found
        return self.cache[affinity]

    def resolve(self, type_: Attribute, affinity: Attribute, at: Operation) -> Attribute:
        """`getTypeWithResolvedEncodingLayouts`: `type_` with its encoding's layouts on `affinity`'s targets."""
        if not _unserialized(type_):
            return type_
        assert isinstance(type_, TensorType)
        tensor: TensorType[Attribute] = type_  # pyright: ignore[reportUnknownVariableType]
        layouts: list[Attribute] = []
        for resolver in self.resolvers(affinity, at):
            layout = resolver.layout(tensor)
            if isinstance(layout, str):
                raise DiagnosticException(f"'{at.name}' op failed to resolve recognized layout ({layout}); {FAILED}")
            layouts.append(layout)
        encoding = tensor.encoding
        assert isinstance(encoding, SerializableAttr)
        new = encoding.clone_with_layouts(layouts)
        if new is None:
            raise DiagnosticException(
                f"'{at.name}' op failed to resolve recognized layout ({encoding} takes no layouts); {FAILED}"
            )
        return TensorType(tensor.element_type, tensor.get_shape(), new)

    def resource_affinity(self, value: SSAValue, at: Operation) -> Attribute:
        """Where a resource lives: the affinity of the op that made it. For `stream.async.transfer` that is
        its `from(...)` affinity, as IREE 3.13's analysis answers on specialize_encodings.mlir (a dispatch on
        `@device_b` of a resource transferred from `@device_a` reads it in `@device_a`'s layout)."""
        owner = value.owner
        if isinstance(owner, stream.AsyncTransferOp):
            found = owner.source_affinity or owner.target_affinity or owner.execution_affinity
            if found is not None:
                return found
        affinity = owner.properties.get("affinity") if isinstance(owner, Operation) else None
        if affinity is None:
            raise DiagnosticException(f"'{at.name}' op failed to determine resource affinity for operand {value}")
        return affinity

    def update(self, op: Operation) -> None:
        affinity = op.properties.get("affinity")
        if affinity is None:
            return
        if isinstance(op, stream.TensorDispatchOp):
            self.update_dispatch(op, affinity)
        elif isinstance(op, stream.TensorSizeOfOp):
            op.properties["encoding"] = self.resolve(op.encoding, affinity, op)
        elif isinstance(op, stream.TensorEmptyOp | stream.TensorSplatOp):
            op.properties["result_encoding"] = self.resolve(op.result_encoding, affinity, op)
        elif isinstance(op, stream.TensorFillOp):
            op.properties["target_encoding"] = self.resolve(op.target_encoding, affinity, op)
        elif isinstance(op, stream.TensorEncodeOp):
            op.properties["result_encoding"] = self.resolve(op.result_encoding, affinity, op)
            op.properties["source_encoding"] = self.resolve(op.source_encoding, affinity, op)
        else:
            kept: tuple[str, ...] = _KEPT.get(type(op), ())
            if any(_unserialized(op.properties[name]) for name in kept):
                raise DiagnosticException(f"'{op.name}' op {FAILED} (IREE cannot re-lay it out here)")

    def update_dispatch(self, op: stream.TensorDispatchOp, affinity: Attribute) -> None:
        operand_encodings: list[Attribute] = []
        for operand, encoding in zip(op.mixed_operands, op.operand_encodings.data, strict=True):
            if not isinstance(operand.type, stream.ResourceType):
                operand_encodings.append(encoding)
                continue
            operand_encodings.append(self.resolve(encoding, self.resource_affinity(operand, op), op))
        op.properties["operand_encodings"] = ArrayAttr(operand_encodings)
        op.properties["result_encodings"] = ArrayAttr(self.resolve(e, affinity, op) for e in op.result_encodings.data)


_KEPT: dict[type[Operation], tuple[str, ...]] = {
    stream.TensorConstantOp: ("result_encoding",),
    stream.TensorCloneOp: ("source_encoding", "result_encoding"),
    stream.TensorSliceOp: ("source_encoding", "result_encoding"),
    stream.TensorUpdateOp: ("target_encoding", "update_encoding"),
}
"""Ops IREE cannot give a new layout: an unserialized encoding on them is refused."""


def _candidates(module: ModuleOp) -> list[Operation]:
    """The tensor-phase ops with an affinity and a recognized encoding, in the module's functions."""
    found: list[Operation] = []
    for function in module.body.block.ops:
        if function.name not in ("util.func", "func.func"):
            continue
        for op in function.walk():
            if op.name.startswith("stream.tensor.") and op.properties.get("affinity") is not None:
                if isinstance(op, stream.TensorDispatchOp) and not recognized_entry_points(module, op):
                    continue
                if any(recognized(_type_of(v)) for v in _encodings(op)):
                    found.append(op)
    return found


def _type_of(attribute: Attribute) -> Attribute:
    return attribute


def _encodings(op: Operation) -> list[Attribute]:
    if isinstance(op, stream.TensorDispatchOp):
        return [*op.operand_encodings.data, *op.result_encodings.data]
    names = ("encoding", "result_encoding", "source_encoding", "target_encoding", "update_encoding")
    return [op.properties[n] for n in names if n in op.properties]


class SpecializeEncodingsPass(ModulePass):
    """Resolve each stream tensor op's encodings for its devices; duplicate executables per binding layouts."""

    name = "specialize-encodings"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        verify_module(op)
        work = op.clone()
        specializer = _Specializer(work)
        candidates = _candidates(work)
        try:
            for candidate in candidates:
                specializer.update(candidate)
            duplicate_executables(work, [c for c in candidates if isinstance(c, stream.TensorDispatchOp)])
        except DiagnosticException as e:
            raise PassFailedException(f"specialize-encodings: {e}") from e
        swap_module_body(op, work)
