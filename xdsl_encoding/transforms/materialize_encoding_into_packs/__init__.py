"""`materialize-encoding-into-packs`: lower data-tiling encodings to `linalg.pack` / `mmt4d` / `unpack`.

IREE 3.13's `iree-codegen-materialize-device-encoding` with `#iree_cpu.cpu_encoding_resolver` or
`#iree_cpu.vmvx_encoding_resolver`: each `#iree_encoding.encoding` tensor is stored packed with the
tiles IREE's tables and chooser give for the target (xdsl_encoding/data_tiling), or plain where
IREE has no tiles. The target is `target=` / `cpu-features=`, else the function's
`hal.executable.target`, else the device its `stream.affinity` names (`target.py`). Functions,
calls, globals, dispatches and `flow.tensor.encode` are the shared driver's
(xdsl_encoding/transforms/materialization); the ops on packed tensors lower by `table.py`.
A failure leaves the module untouched.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.targets import CpuTarget, target_from_options
from xdsl_encoding.data_tiling.well_formed import malformed_encoding
from xdsl_encoding.transforms.materialization import MaterializationError, materialize_module
from xdsl_encoding.transforms.materialize_encoding_into_packs.layouts import PackedLayouts
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import Lowering
from xdsl_encoding.transforms.materialize_encoding_into_packs.packed_layout import PackedLayout
from xdsl_encoding.transforms.materialize_encoding_into_packs.target import scope_target
from xdsl_encoding.utils.diagnostics import located

__all__ = ["MaterializeEncodingIntoPacksPass"]


@dataclass(frozen=True)
class MaterializeEncodingIntoPacksPass(ModulePass):
    """Store every data-tiling-encoded tensor packed, as IREE 3.13 does on CPUs and VMVX."""

    name = "materialize-encoding-into-packs"

    target: str = ""
    """`x86_64`, `aarch64`, `riscv64`, `riscv32`, `wasm32`, `vmvx` or a target triple; empty: each
    function's `hal.executable.target`, else the device of its `stream.affinity`."""

    cpu_features: str = ""
    """Comma-separated LLVM features, matched literally as IREE does: `+avx,+avx2,+fma`."""

    ukernels: str = ""
    """IREE's `ukernels` config (`none`, `all`, `mmt4d`); empty: IREE's default."""

    remarks: bool = False
    """Print, on stderr, the layout chosen for each encoded tensor and why."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        option: CpuTarget | None = None
        if self.target:
            found = target_from_options(self.target, self.cpu_features, self.ukernels or None)
            if isinstance(found, str):
                raise PassFailedException(f"{self.name}: {found}")
            option = found

        def layout_for(scope: Operation) -> PackedLayout:
            target = scope_target(scope, option)
            if isinstance(target, str):
                raise PassFailedException(f"{self.name}: {target}")
            if target is not None and target.enable_inner_tiled:
                raise MaterializationError(
                    scope, "enable_inner_tiled (iree_codegen.inner_tiled) is not supported; only the mmt4d path is"
                )
            return PackedLayout(Lowering(PackedLayouts(target)), self.remarks)

        refuse_malformed_encodings(op, self.name)
        materialize_module(op, self.name, layout_for)


def refuse_malformed_encodings(module: ModuleOp, pass_name: str) -> None:
    """Before rewriting anything: every data-tiling encoding says what its materialization needs
    (`data_tiling/well_formed.py`); the first that does not is a diagnostic at the op typed with it."""
    checked: set[Attribute] = set()
    for op in module.walk():
        types = [r.type for r in op.results] + [a.type for region in op.regions for b in region.blocks for a in b.args]
        for t in types:
            if t in checked or not isa(t, TensorType[Attribute]):
                continue
            checked.add(t)
            problem = malformed_encoding(t)
            if problem is not None:
                message = f"{pass_name}: malformed encoding on {t}: {problem}"
                op.emit_error(message, located(op, PassFailedException(message)))
