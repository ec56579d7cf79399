"""Strict verification of `tensor.collapse_shape` / `tensor.expand_shape` and of encoded tensor types.

xDSL 0.74's `collapse_shape` has no shape verifier and neither op knows about encodings, and
an op's verifier cannot be extended from outside. So every pass of this package calls
`verify_module` on its input first, and the `verify-encodings` pass exposes it to `xdsl-opt`.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import func, tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects import util
from xdsl_encoding.dialects.stream.cmd_ops import CmdDispatchOp
from xdsl_encoding.interfaces import EncodingPropagationAttr, ReshapeRecordingAttr, TensorEncodingAttr
from xdsl_encoding.parser import refuse_misread_float
from xdsl_encoding.reshape.reassociation import Blocked, Reshape, ReshapeKind, check_shapes, groups_from_attr
from xdsl_encoding.utils.caching import cache_immutable
from xdsl_encoding.utils.diagnostics import located, verify_located
from xdsl_encoding.utils.dominance import verify_dominance
from xdsl_encoding.utils.module_rules import verify_module_attributes
from xdsl_encoding.verify.dispatch_symbols import executables_of, verify_dispatch_bindings

ReshapeOp = tensor.CollapseShapeOp | tensor.ExpandShapeOp


def reshape_of(op: ReshapeOp) -> Reshape:
    """The algebra's view of a reshape op (groups and expanded shape)."""
    if isinstance(op, tensor.CollapseShapeOp):
        expanded = op.src.type
        kind: ReshapeKind = "collapse_shape"
    else:
        expanded = op.result.type
        kind = "expand_shape"
    assert isinstance(expanded, TensorType)  # not `isa(..., TensorType[Attribute])`: that checks every parameter, ~20us
    return Reshape(kind, groups_from_attr(op.reassociation), expanded.get_shape())


@cache_immutable(maxsize=4096)
def expected_collapsed_encoding(expanded_encoding: Attribute, reshape: Reshape) -> Attribute | Blocked:
    """The encoding the collapsed side must carry, derived by the expanded side's encoding itself.

    Encodings that do not implement the propagation interface are opaque: they must be equal on both sides.
    Unit dims are allowed here, so programs made with `unit-dims=true` verify too. Cached, like
    `verify_encoded_type`: a model repeats the same reshapes in every layer (both keys are immutable).
    """
    if isinstance(expanded_encoding, EncodingPropagationAttr):
        return expanded_encoding.to_collapsed(reshape, unit_dims=True)
    return expanded_encoding


def verify_reshape(op: ReshapeOp) -> None:
    """Raise VerifyException if the reshape's shapes or encodings are inconsistent."""
    source, result = op.src.type, op.result.type
    if not isinstance(source, TensorType):  # the result is typed a tensor by the op's definition
        raise VerifyException(f"{op.name}: expected a tensor source, got {source}")
    source = cast(TensorType[Attribute], source)
    expanded, collapsed = (source, result) if isinstance(op, tensor.CollapseShapeOp) else (result, source)
    reshape = reshape_of(op)
    if expanded.get_num_dims() < collapsed.get_num_dims():
        raise VerifyException(
            f"{op.name}: the {'source' if reshape.kind == 'collapse_shape' else 'result'} rank "
            f"({expanded.get_num_dims()}) must not be smaller than the other side's ({collapsed.get_num_dims()})"
        )
    problem = check_shapes(reshape.groups, expanded.get_shape(), collapsed.get_shape())
    if problem is not None:
        raise VerifyException(f"{op.name}: {problem} ({source} to {result})")
    if source.element_type != result.element_type:
        raise VerifyException(f"{op.name}: expected the same element type, got {source} and {result}")
    if isinstance(op, tensor.ExpandShapeOp):
        _verify_output_shape(op, expanded)
    verify_encoded_type(expanded)  # the derivation below trusts the expanded side
    _verify_reshape_encodings(op, reshape, expanded.encoding, collapsed.encoding)


def _verify_output_shape(op: tensor.ExpandShapeOp, expanded: TensorType[Attribute]) -> None:
    static = tuple(op.static_output_shape.get_values())
    dynamic_count = sum(1 for s in static if s == DYNAMIC_INDEX)
    if dynamic_count != len(op.dynamic_output_shape):
        raise VerifyException(
            f"{op.name}: output_shape has {dynamic_count} dynamic sizes but {len(op.dynamic_output_shape)} size operands"
        )
    for i, (given, typed) in enumerate(zip(static, expanded.get_shape())):
        if DYNAMIC_INDEX not in (given, typed) and given != typed:
            raise VerifyException(f"{op.name}: output_shape dim {i} is {given} but the result type has {typed}")
        if given == DYNAMIC_INDEX and typed != DYNAMIC_INDEX:
            raise VerifyException(f"{op.name}: output_shape dim {i} is dynamic but the result type has {typed}")


def _verify_reshape_encodings(op: ReshapeOp, reshape: Reshape, expanded: Attribute, collapsed: Attribute) -> None:
    if isinstance(expanded, NoneAttr) and isinstance(collapsed, NoneAttr):
        return
    if isinstance(expanded, NoneAttr) or isinstance(collapsed, NoneAttr):
        raise VerifyException(
            f"{op.name}: expected the source and result to be both encoded or both plain, "
            f"got {op.src.type} and {op.result.type}"
        )
    if (
        isinstance(expanded, ReshapeRecordingAttr)
        and isinstance(collapsed, ReshapeRecordingAttr)
        and expanded != collapsed
    ):
        _verify_recorded_reshape(op, reshape, expanded, collapsed)
        return
    derived = expected_collapsed_encoding(expanded, reshape)
    if isinstance(derived, Blocked):
        raise VerifyException(f"{op.name}: encoding {expanded} cannot cross this reshape: {derived.reason}")
    if derived != collapsed:
        side = "result" if reshape.kind == "collapse_shape" else "source"
        raise VerifyException(
            f"{op.name}: expected the {side} encoding to be {derived} (derived from {expanded}), got {collapsed}"
        )


def _verify_recorded_reshape(op: ReshapeOp, reshape: Reshape, expanded: Attribute, collapsed: Attribute) -> None:
    """Encodings that record reshapes differ across one by exactly its index map, recorded on either side."""
    expanded_side, collapsed_side = expanded, collapsed
    assert isinstance(expanded_side, ReshapeRecordingAttr)
    assert isinstance(collapsed_side, ReshapeRecordingAttr)
    if collapsed_side.recorded_across(reshape, "expanded") == expanded:
        return
    if expanded_side.recorded_across(reshape, "collapsed") == collapsed:
        return
    raise VerifyException(
        f"{op.name}: expected one side's encoding to be the other's with this reshape's index map appended, "
        f"got {op.src.type} and {op.result.type}"
    )


def verify_element_access(op: tensor.ExtractOp | tensor.InsertOp) -> None:
    """MLIR's rule xDSL 0.74 lacks: one index per dim of the tensor accessed."""
    accessed = op.tensor.type if isinstance(op, tensor.ExtractOp) else op.dest.type
    if isinstance(accessed, TensorType) and len(op.indices) != accessed.get_num_dims():
        kind = "extract_element" if isinstance(op, tensor.ExtractOp) else "insert_element"
        raise VerifyException(f"'{op.name}' op incorrect number of indices for {kind}")


def verify_encodings_of(op: Operation) -> None:
    """Check every encoded tensor type that `op` defines against its own shape.

    A function's signature (`func.func`, `util.func`) counts too, so a declaration (no body) is
    checked like a definition.
    """
    types: list[Attribute] = [r.type for r in op.results]
    types += [arg.type for region in op.regions for block in region.blocks for arg in block.args]
    if isinstance(op, func.FuncOp | util.FuncOp):
        types += [*op.function_type.inputs.data, *op.function_type.outputs.data]
    for t in types:
        if isinstance(t, TensorType) and isinstance(t.encoding, TensorEncodingAttr):
            verify_encoded_type(cast(TensorType[Attribute], t))


@cache_immutable(maxsize=4096)
def verify_encoded_type(t: TensorType[Attribute]) -> None:
    """The encoding's own check against its tensor type; a type that passed is not checked again
    (types are immutable, and a module repeats a few of them everywhere; failures are not cached)."""
    if isinstance(t.encoding, TensorEncodingAttr):
        t.encoding.verify_for_tensor(t)


def verify_module(module: Operation, *, xdsl_verifier: bool = True) -> list[Operation]:
    """Run xDSL's verifier and this layer's checks; raise at the first offending op, changing nothing.

    The error names the op's place (`file:line:col`, `xdsl_encoding.utils.diagnostics`).

    `xdsl_verifier=True` also checks SSA dominance, which xDSL 0.74's verifier does not
    (`xdsl_encoding.utils.dominance`). `xdsl_verifier=False` runs only this layer's checks, for a pass
    whose caller has just verified
    the module (a `ModulePass` may assume that; `xdsl-opt` verifies before every pass).
    Returns the ops it checked in walk order, so that a pass can plan from them without walking
    the module again (each walk of a large module runs out of the CPU's caches).
    """
    if xdsl_verifier:
        verify_located(module)
        verify_dominance(module)
    ops = list(module.walk())
    executables = None
    for op in ops:
        try:
            # A reshape first: a stale result encoding is better reported as "expected <derived>".
            if isinstance(op, ReshapeOp):
                verify_reshape(op)
            elif isinstance(op, tensor.ExtractOp | tensor.InsertOp):
                verify_element_access(op)
            elif isinstance(op, ModuleOp):
                verify_module_attributes(op)
            elif isinstance(op, CmdDispatchOp):
                executables = executables_of(ops) if executables is None else executables
                verify_dispatch_bindings(op, executables)
            verify_encodings_of(op)
            refuse_misread_float(op)
        except VerifyException as err:
            op.emit_error(f"Operation does not verify: {err}", located(op, err))
    return ops
