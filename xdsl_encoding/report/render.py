"""The layout report as Markdown or JSON, alone or side by side for several lowerings of one program."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from xdsl_encoding.report.model import FunctionReport, LayoutReport, Totals

__all__ = ["TOTAL_ROWS", "report_json", "report_markdown", "side_by_side_json", "side_by_side_markdown"]

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


def _totals_rows(totals: Totals) -> list[str]:
    return [f"| {label} | {_n(getattr(totals, key))} |" for key, label in TOTAL_ROWS]


def _function_markdown(f: FunctionReport) -> list[str]:
    lines = [f"### {f.name}", ""]
    if f.tensors:
        lines += [
            "| tensor | from | logical | stored | logical bytes | stored bytes | overhead | constant |",
            "|---|---|---|---|---:|---:|---:|---|",
        ]
        lines += [
            f"| `{t.name}` | {t.origin} | `{t.logical_type}` | `{t.stored_type}` | {_n(t.logical_bytes)} "
            f"| {_n(t.stored_bytes)} | {_n(t.overhead_bytes)} | {'yes' if t.constant else 'no'} |"
            for t in f.tensors
        ]
        lines.append("")
    if f.relayouts:
        lines += ["| relayout | op | source | bytes moved | when |", "|---|---|---|---:|---|"]
        lines += [
            f"| `{r.name}` | {r.kind} | `{r.source}` | {_n(r.bytes_moved)} | "
            f"{'once (constant)' if r.constant else 'every call'} |"
            for r in f.relayouts
        ]
        lines.append("")
    if f.contractions:
        lines += ["| contraction | op | FLOPs logical | FLOPs stored | ratio |", "|---|---|---:|---:|---:|"]
        for c in f.contractions:
            ratio = f"{c.stored_flops / c.logical_flops:.3f}" if c.stored_flops is not None and c.logical_flops else "?"
            lines.append(f"| `{c.name}` | {c.op} | {_n(c.logical_flops)} | {_n(c.stored_flops)} | {ratio} |")
        lines.append("")
    lines += ["| total (added by the lowering) | |", "|---|---:|", *_totals_rows(f.totals), ""]
    return lines


def report_markdown(report: LayoutReport) -> str:
    lines = [f"## Layout report: {report.label}", ""]
    for f in report.functions:
        lines += _function_markdown(f)
    lines += ["### Totals", "", "| | |", "|---|---:|", *_totals_rows(report.totals)]
    return "\n".join(lines) + "\n"


def report_json(report: LayoutReport) -> dict[str, object]:
    return {
        "label": report.label,
        "functions": [
            {
                "name": f.name,
                "tensors": [{**asdict(t), "overhead_bytes": t.overhead_bytes} for t in f.tensors],
                "relayouts": [asdict(r) for r in f.relayouts],
                "contractions": [asdict(c) for c in f.contractions],
                "totals": asdict(f.totals),
            }
            for f in report.functions
        ],
        "totals": asdict(report.totals),
    }


def side_by_side_markdown(reports: Sequence[LayoutReport]) -> str:
    """One column per lowering: totals of the whole program, then per function."""
    header = "| | " + " | ".join(r.label for r in reports) + " |"
    rule = "|---|" + "---:|" * len(reports)
    lines = ["## Layouts side by side", "", header, rule]
    lines += [
        f"| {label} | " + " | ".join(_n(getattr(r.totals, key)) for r in reports) + " |" for key, label in TOTAL_ROWS
    ]
    names = list(dict.fromkeys(f.name for r in reports for f in r.functions))
    for name in names:
        lines += ["", f"### {name}", "", header, rule]
        per = [{f.name: f for f in r.functions}.get(name) for r in reports]
        for key, label in TOTAL_ROWS:
            cells = [_n(getattr(f.totals, key)) if f is not None else "-" for f in per]
            lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def side_by_side_json(reports: Sequence[LayoutReport]) -> list[dict[str, object]]:
    return [report_json(r) for r in reports]
