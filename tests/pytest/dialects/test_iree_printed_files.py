"""IR that IREE 3.13 printed for small ONNX models (tests/data/iree, made by generate.py) goes in unedited.

For every file: xDSL parses it, prints it, parses that again to the same thing, and iree-opt 3.13
reads our print with exactly the meaning of IREE's own (the generic, alias-free prints are equal).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from iree_host import IREE_FILES, iree_generic, parse_or_skip, printed

from xdsl_encoding import api


def test_the_data_is_there():
    stages = {f.name.split(".")[1] for f in IREE_FILES}
    assert stages == {"input", "global-opt", "dispatch"}
    assert len(IREE_FILES) >= 24


@pytest.mark.parametrize("path", IREE_FILES, ids=lambda p: p.name)
def test_xdsl_round_trip(path: Path):
    module = parse_or_skip(path.read_text())
    again = api.parse_module(printed(module))
    assert printed(again, generic=True) == printed(module, generic=True)


@pytest.mark.parametrize("path", IREE_FILES, ids=lambda p: p.name)
def test_iree_reads_our_print_with_the_same_meaning(path: Path):
    text = path.read_text()
    module = parse_or_skip(text)
    assert iree_generic(printed(module)) == iree_generic(text)
