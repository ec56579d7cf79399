"""`materialize-encoding-into-packs`: lower data-tiling encodings to `linalg.pack` / `mmt4d` / `unpack`.

IREE 3.13's `iree-codegen-materialize-device-encoding` with `#iree_cpu.cpu_encoding_resolver`,
`#iree_cpu.vmvx_encoding_resolver` or `#iree_gpu.gpu_encoding_resolver` (GPU data tiling: packs,
swizzles and `iree_codegen.inner_tiled`; also the CPU's `enable_inner_tiled`): each `#iree_encoding.encoding` tensor is stored packed with the
tiles IREE's tables and chooser give for the target (xdsl_encoding/data_tiling), or plain where
IREE has no tiles. The target is `target=` / `cpu-features=`, else the function's
`hal.executable.target`, else the device its `stream.affinity` names (`target.py`). Functions,
calls, globals, dispatches and `flow.tensor.encode` are the shared driver's
(xdsl_encoding/transforms/materialization); the ops on packed tensors lower by `table.py`.
A failure leaves the module untouched.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_encoding.data_tiling.well_formed import malformed_encoding
from xdsl_encoding.layouts.packed import PackedLayouts
from xdsl_encoding.targets.cpu import CpuTarget, target_from_options
from xdsl_encoding.targets.gpu import GpuTarget, gpu_target_named, is_gpu_target_name
from xdsl_encoding.transforms.materialization import materialize_module
from xdsl_encoding.transforms.materialization.hoist_constant_packs import hoist_constant_packs
from xdsl_encoding.transforms.materialization.outline_relayouts import outline_host_relayouts
from xdsl_encoding.transforms.materialize_encoding_into_packs.lowerings import Lowering
from xdsl_encoding.transforms.materialize_encoding_into_packs.packed_layout import PackedLayout
from xdsl_encoding.transforms.materialize_encoding_into_packs.target import (
    Target,
    overridden_cpu_targets,
    scope_target,
)
from xdsl_encoding.utils.diagnostics import located
from xdsl_encoding.utils.layout_target import check_layout_target

__all__ = ["MaterializeEncodingIntoPacksPass"]


@dataclass(frozen=True)
class MaterializeEncodingIntoPacksPass(ModulePass):
    """Store every data-tiling-encoded tensor packed, as IREE 3.13 does on CPUs and VMVX."""

    name = "materialize-encoding-into-packs"

    target: str = ""
    """`x86_64`, `aarch64`, `riscv64`, `riscv32`, `wasm32`, `vmvx` or a target triple; a ROCm GPU
    (`gfx942`, `gfx950`, `gfx90a`, `gfx1100`, `gfx1201`, `mi300x`, ...: GPU data tiling); empty: each
    function's `hal.executable.target`, else the device of its `stream.affinity`."""

    cpu_features: str = ""
    """Comma-separated LLVM features, matched literally as IREE does: `+avx,+avx2,+fma`."""

    ukernels: str = ""
    """IREE's `ukernels` config (`none`, `all`, `mmt4d`); empty: IREE's default."""

    test_gpu_target: str = ""
    """IREE's `--iree-gpu-test-target=NAME` with `test-gpu-encoding-resolver=gpu_data_tiling`: a function
    without an `iree.encoding.resolver` of its own gets the GPU data-tiling resolver for NAME."""

    remarks: bool = False
    """Print, on stderr, the layout chosen for each encoded tensor and why."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        option: CpuTarget | GpuTarget | None = None
        if self.target:
            found = (
                gpu_target_named(self.target)
                if is_gpu_target_name(self.target)
                else target_from_options(self.target, self.cpu_features, self.ukernels or None)
            )
            if isinstance(found, str):
                raise PassFailedException(f"{self.name}: {found}")
            option = found
            check_layout_target(op, self.name, self.target, self.cpu_features, self.ukernels)
            warn_overridden_targets(op, self.name, found)

        fallback: GpuTarget | None = None
        if self.test_gpu_target:
            named = gpu_target_named(self.test_gpu_target)
            if isinstance(named, str):
                raise PassFailedException(f"{self.name}: {named}")
            fallback = named

        def layout_for(scope: Operation) -> PackedLayout:
            target = scope_target(scope, option)
            if fallback is not None and option is None and (target is None or isinstance(target, str)):
                # IREE: the function's own resolver (its target info, else the test target's), else the test one
                if target is None or any(s in target for s in ("no target", "needs iree_codegen.target_info")):
                    target = fallback
            if isinstance(target, str):
                raise PassFailedException(f"{self.name}: {target}")
            return PackedLayout(Lowering(PackedLayouts(target)), self.remarks)

        refuse_malformed_encodings(op, self.name)
        materialize_module(op, self.name, layout_for, remarks=self.remarks)
        hoist_constant_packs(ctx, op)  # IREE's const-eval: weights are packed once, outside the hot dispatch
        outline_host_relayouts(ctx, op)  # at the flow stage, host relayouts run in dispatches of their own


def warn_overridden_targets(module: ModuleOp, pass_name: str, option: Target) -> None:
    """A typed target that differs from the CPU IREE compiles the module's dispatches for is a warning:
    IREE 3.13 refuses tiles for a richer CPU (`large vector sizes`) or, for some, computes them wrongly."""
    if not isinstance(option, CpuTarget):
        return
    for own in overridden_cpu_targets(module, option):
        missing = [f for f in option.features if f.startswith("+") and not own.has_feature(f)]
        differs = f"enables {','.join(missing)}" if own.arch == option.arch else f"is for {option.arch}"
        print(
            f"warning: {pass_name}: the target typed {differs}, but IREE compiles this module's dispatches "
            f'for its own executable target ({own.arch}, cpu_features="{own.cpu_features}"), whose codegen may '
            "refuse or miscompute the layouts chosen for it: give no target= to use the module's, or lower "
            "the model for that CPU (iree-compile --iree-llvmcpu-target-cpu=...)",
            file=sys.stderr,
        )


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
