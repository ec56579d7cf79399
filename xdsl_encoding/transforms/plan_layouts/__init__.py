"""`plan-layouts`: the layout planner (an analysis of where encodings live, then a rewrite that removes relayouts)."""

from xdsl_encoding.transforms.plan_layouts.analysis import Decision, LayoutPlan, ValuePlan, plan_layouts
from xdsl_encoding.transforms.plan_layouts.rewrite import PlanLayoutsPass

__all__ = ["Decision", "LayoutPlan", "PlanLayoutsPass", "ValuePlan", "plan_layouts"]
