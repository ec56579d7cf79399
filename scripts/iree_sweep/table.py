"""Tabulate check.py's JSON lines: failing checks grouped by cause, and a model x stage summary."""

import json
import re
import sys
from collections import defaultdict


def short(cause: str) -> str:
    """The cause without the values that differ from file to file (SSA names, numbers, shapes)."""
    cause = re.sub(r"%[\w#]+", "%v", cause)
    cause = re.sub(r"\d+", "N", cause)
    return cause[:220]


def main() -> None:
    with open(sys.argv[1]) as lines:
        latest = {}  # a re-run of a model replaces its earlier rows
        for row in (json.loads(line) for line in lines if line.startswith("{")):
            latest[row["model"], row["stage"], row["check"]] = row
    rows = list(latest.values())
    by_cause: dict[str, list[str]] = defaultdict(list)
    summary: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        summary[row["model"]][row["stage"]].append(("" if row["ok"] else "!") + row["check"])
        if not row["ok"]:
            by_cause[short(row["cause"])].append(f"{row['model']}.{row['stage']}:{row['check']}")
    for cause, where in sorted(by_cause.items(), key=lambda item: -len(item[1])):
        print(f"{len(where):3d}  {cause}\n       {' '.join(where[:12])}")
    print()
    for model, stages in summary.items():
        bad = {s: [c for c in cs if c.startswith("!")] for s, cs in stages.items()}
        print(f"{model:32s} " + "  ".join(f"{s}:{'ok' if not b else ','.join(b)}" for s, b in bad.items()))


if __name__ == "__main__":
    main()
