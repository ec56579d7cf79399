"""docs/architecture.md shows the layers the import contract holds, so the page cannot go stale."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_layers_are_the_contract() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    contracts = config["tool"]["importlinter"]["contracts"]
    (layers,) = [c["layers"] for c in contracts if c["type"] == "layers"]
    page = (ROOT / "docs" / "architecture.md").read_text()
    found = re.search(r"```layers\n(.*?)```", page, re.DOTALL)
    assert found is not None
    assert found.group(1).splitlines() == layers
