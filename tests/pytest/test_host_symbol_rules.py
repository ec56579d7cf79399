"""Rules of IREE host IR that need the module's symbols (`verify/dispatch_symbols.py`), found by the
mutation runs of `testing/mutations.py`: accepted before, refused by iree-opt 3.13."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException

from xdsl_encoding.api import parse_module

GATED_MLP = Path(__file__).resolve().parents[1] / "data" / "iree" / "gated_mlp.stream-dt.mlir"
DISPATCH_0 = "stream.cmd.dispatch @gated_mlp$async_dispatch_0::@gated_mlp$async_dispatch_0_matmul_4x48x32_f32 {\n"
BINDING = "        ro %arg4[%c0 for %c18432] : !stream.resource<constant>{%c18432},\n"


def test_the_file_verifies():
    parse_module(GATED_MLP.read_text())


def test_a_dispatch_binding_fewer_resources_than_the_export_takes_is_refused():
    text = GATED_MLP.read_text()
    at = text.index(DISPATCH_0) + len(DISPATCH_0)
    at = text.index(BINDING, at)
    mutant = text[:at] + text[at + len(BINDING) :]
    with pytest.raises(DiagnosticException) as refused:
        parse_module(mutant, name="gated_mlp.mlir")
    message = str(refused.value)
    assert message.startswith("gated_mlp.mlir:"), message
    assert "function type mismatch; expected 2 binding arguments on exported function, but has 3" in message


def test_a_dispatch_of_an_undefined_entry_point_is_not_checked():
    """IREE skips an entry point it cannot find (its own tests rely on that)."""
    text = GATED_MLP.read_text()
    at = text.index(DISPATCH_0)
    renamed = (
        text[:at] + DISPATCH_0.replace("@gated_mlp$async_dispatch_0::", "@elsewhere::") + text[at + len(DISPATCH_0) :]
    )
    parse_module(renamed)
