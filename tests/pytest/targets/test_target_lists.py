"""Every list of targets written in prose (option docs, README) names every target of the tables.

Docstrings of pass options cannot be generated, so they are checked against `targets.cpu.ARCHES`
and `targets.gpu.ARCHES`: adding an arch to a table fails here until the docs name it.
"""

from __future__ import annotations

import inspect
import re

from xdsl_encoding.targets import cpu, gpu
from xdsl_encoding.transforms import materialize_encoding_into_packs


def _option_doc(module: object, option: str) -> str:
    source = inspect.getsource(module)  # pyright: ignore[reportArgumentType]
    found = re.search(rf'\n    {option}: str = ""\n    """(.*?)"""', source, re.DOTALL)
    assert found is not None, option
    return found.group(1)


def test_the_packs_target_option_names_every_arch() -> None:
    doc = _option_doc(materialize_encoding_into_packs, "target")
    for name in (*cpu.TARGET_TRIPLES, "vmvx", *gpu.ARCHES):
        assert f"`{name}`" in doc, name
