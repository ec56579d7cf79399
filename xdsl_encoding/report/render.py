"""The layout report as Markdown or JSON, alone or side by side for several lowerings of one program."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict

from xdsl_encoding.report.model import ContractionCost, FunctionReport, LayoutReport, Planning, StoredTensor, Totals

__all__ = [
    "TOTAL_ROWS",
    "planning_json",
    "planning_markdown",
    "report_json",
    "report_markdown",
    "side_by_side_json",
    "side_by_side_markdown",
]

TOTAL_ROWS: tuple[tuple[str, str], ...] = (
    ("padding_overhead_bytes", "padding overhead (bytes)"),
    ("relayout_ops", "relayout ops"),
    ("relayout_bytes", "relayout bytes moved"),
    ("per_call_relayout_bytes", "  on every call"),
    ("constant_relayout_bytes", "  on constants (hoistable, once)"),
    ("flops_logical", "FLOPs on logical sizes"),
    ("flops_stored", "FLOPs on stored sizes"),
    ("uncounted", "left uncounted (dynamic sizes)"),
)


def _n(value: int | None) -> str:
    return "?" if value is None else f"{value:,}"


def _row(cells: Iterable[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _table(header: str, rule: str, rows: Iterable[Iterable[str]]) -> list[str]:
    """A Markdown table: its header and rule lines as written, a line per row of cells, a blank line."""
    return [header, rule, *map(_row, rows), ""]


def _totals_rows(totals: Totals) -> list[tuple[str, str]]:
    return [(label, _n(getattr(totals, key))) for key, label in TOTAL_ROWS]


def _function_markdown(f: FunctionReport) -> list[str]:
    lines = [f"### {f.name}", ""]
    if f.tensors:
        lines += _table(
            "| tensor | from | logical | stored | logical bytes | stored bytes | overhead | constant |",
            "|---|---|---|---|---:|---:|---:|---|",
            map(_tensor_cells, f.tensors),
        )
    if f.relayouts:
        lines += _table(
            "| relayout | op | source | bytes moved | when |",
            "|---|---|---|---:|---|",
            (
                (
                    f"`{r.name}`",
                    r.kind,
                    f"`{r.source}`",
                    _n(r.bytes_moved),
                    "once (constant)" if r.constant else "every call",
                )
                for r in f.relayouts
            ),
        )
    if f.contractions:
        lines += _table(
            "| contraction | op | FLOPs logical | FLOPs stored | ratio |",
            "|---|---|---:|---:|---:|",
            ((f"`{c.name}`", c.op, _n(c.logical_flops), _n(c.stored_flops), _ratio(c)) for c in f.contractions),
        )
    return lines + _table("| total (added by the lowering) | |", "|---|---:|", _totals_rows(f.totals))


def _tensor_cells(t: StoredTensor) -> tuple[str, ...]:
    logical, stored = f"`{t.logical_type}`", f"`{t.stored_type}`"
    sizes = (_n(t.logical_bytes), _n(t.stored_bytes), _n(t.overhead_bytes))
    return (f"`{t.name}`", t.origin, logical, stored, *sizes, "yes" if t.constant else "no")


def _ratio(c: ContractionCost) -> str:
    return f"{c.stored_flops / c.logical_flops:.3f}" if c.stored_flops is not None and c.logical_flops else "?"


def report_markdown(report: LayoutReport) -> str:
    lines = [f"## Layout report: {report.label}", ""]
    for f in report.functions:
        lines += _function_markdown(f)
    lines += ["### Totals", "", "| | |", "|---|---:|", *map(_row, _totals_rows(report.totals))]
    return "\n".join(lines) + "\n"


def report_json(report: LayoutReport) -> dict[str, object]:
    return {
        "label": report.label,
        "functions": [
            {
                "name": f.name,
                "tensors": [{**asdict(t), "overhead_bytes": t.overhead_bytes} for t in f.tensors],
                "relayouts": [asdict(r) for r in f.relayouts],
                "contractions": [_contraction_json(c) for c in f.contractions],
                "totals": asdict(f.totals),
            }
            for f in report.functions
        ],
        "totals": asdict(report.totals),
    }


def _contraction_json(c: ContractionCost) -> dict[str, object]:
    """Its fields as JSON reads them back (tuples as lists)."""
    return json.loads(json.dumps(asdict(c)))


def side_by_side_markdown(reports: Sequence[LayoutReport]) -> str:
    """One column per lowering: totals of the whole program, then per function."""
    header = "| | " + " | ".join(r.label for r in reports) + " |"
    rule = "|---|" + "---:|" * len(reports)
    lines = ["## Layouts side by side", "", header, rule]
    lines += [_row((label, *(_n(getattr(r.totals, key)) for r in reports))) for key, label in TOTAL_ROWS]
    names = list(dict.fromkeys(f.name for r in reports for f in r.functions))
    for name in names:
        lines += ["", f"### {name}", "", header, rule]
        per = [{f.name: f for f in r.functions}.get(name) for r in reports]
        for key, label in TOTAL_ROWS:
            cells = [_n(getattr(f.totals, key)) if f is not None else "-" for f in per]
            lines.append(_row((label, *cells)))
    return "\n".join(lines) + "\n"


def side_by_side_json(reports: Sequence[LayoutReport]) -> list[dict[str, object]]:
    return [report_json(r) for r in reports]


PLANNING_ROWS: tuple[tuple[str, str], ...] = (
    ("ops", "relayout ops"),
    ("runs_per_call", "  run per call"),
    ("bytes_per_call", "relayout bytes per call"),
    ("constant_bytes", "  on constants (hoistable, once)"),
)


def planning_markdown(rows: Sequence[Planning]) -> str:
    """Per pipeline: the relayouts it adds without `plan-layouts`, then with it."""
    header = "| | " + " | ".join(f"{p.label} | planned" for p in rows) + " |"
    rule = "|---|" + "---:|---:|" * len(rows)
    lines = ["## Relayouts before and after planning", "", header, rule]
    for key, label in PLANNING_ROWS:
        cells = [c for p in rows for c in (_n(getattr(p.before, key)), _n(getattr(p.after, key)))]
        lines.append(_row((label, *cells)))
    lines += ["", *(f"- {p.label} planned: `{p.planned_pipeline}`" for p in rows)]
    return "\n".join(lines) + "\n"


def planning_json(rows: Sequence[Planning]) -> list[dict[str, object]]:
    return [
        {
            "label": p.label,
            "pipeline": p.pipeline,
            "planned_pipeline": p.planned_pipeline,
            "before": {key: getattr(p.before, key) for key, _ in PLANNING_ROWS},
            "after": {key: getattr(p.after, key) for key, _ in PLANNING_ROWS},
        }
        for p in rows
    ]
