"""The target a module's layouts were planned for, recorded in the module (IREE's `iree.encoding.materialized_layout_target`).

`plan-layouts{target=...}` and `propagate-encodings{target=...}` decide moves from a target's tiles, so
their output is only right for that target; they record it, and a materialization for another target
refuses the module before rewriting anything, naming both (re-run `set-encoding` and the planner
for the new target instead).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.utils.exceptions import PassFailedException

__all__ = [
    "LAYOUT_TARGET_ATTR",
    "check_layout_target",
    "layout_target_label",
    "record_layout_target",
    "refuse_replanning",
]

LAYOUT_TARGET_ATTR = "iree.encoding.materialized_layout_target"


def layout_target_label(target: str, cpu_features: str = "", ukernels: str = "") -> str:
    """`x86_64`, `x86_64{cpu-features=+avx512f}`: the pass options that name a target, as one string."""
    options = [f"cpu-features={cpu_features}"] * bool(cpu_features) + [f"ukernels={ukernels}"] * bool(ukernels)
    return f"{target}{{{' '.join(options)}}}" if options else target


def refuse_replanning(
    module: ModuleOp, pass_name: str, target: str, cpu_features: str = "", ukernels: str = ""
) -> None:
    """Before a planning pass rewrites anything: a module planned for another target is refused."""
    label = layout_target_label(target, cpu_features, ukernels)
    recorded = module.attributes.get(LAYOUT_TARGET_ATTR)
    if isinstance(recorded, StringAttr) and recorded.data != label:
        raise PassFailedException(
            f"{pass_name}: the module's layouts were planned for target '{recorded.data}', not '{label}'"
        )


def record_layout_target(
    module: ModuleOp, pass_name: str, target: str, cpu_features: str = "", ukernels: str = ""
) -> None:
    """Record the target a pass planned `module` for (`refuse_replanning` checked it first)."""
    refuse_replanning(module, pass_name, target, cpu_features, ukernels)
    module.attributes[LAYOUT_TARGET_ATTR] = StringAttr(layout_target_label(target, cpu_features, ukernels))


def check_layout_target(
    module: ModuleOp, pass_name: str, target: str, cpu_features: str = "", ukernels: str = ""
) -> None:
    """Refuse to materialize `module` for `target` when its layouts were planned for another one."""
    recorded = module.attributes.get(LAYOUT_TARGET_ATTR)
    if not isinstance(recorded, StringAttr) or not target:
        return
    label = layout_target_label(target, cpu_features, ukernels)
    if recorded.data != label:
        raise PassFailedException(
            f"{pass_name}: the module's layouts were planned for target '{recorded.data}' "
            f"({LAYOUT_TARGET_ATTR}); materializing them for target '{label}' is refused: run set-encoding "
            f"and plan-layouts for '{label}' instead"
        )
