"""`expect_diagnostic`: bad IR in IREE's host dialects must give a diagnostic naming the problem."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_encoding import api


def expect_diagnostic(text: str, fragment: str) -> None:
    """Parsing and verifying `text` fails with an xDSL diagnostic that contains `fragment`."""
    with pytest.raises((ParseError, DiagnosticException)) as info:
        api.parse_module(text)
    assert fragment in str(info.value), str(info.value)
