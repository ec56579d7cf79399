"""`encoding_dims{}` is not "absent": set/unset_encoding accept and refuse what iree-opt 3.13 does.

The one deliberate difference: no `encoding_dims` list at all is IREE 3.7.1's spelling (it has no
such list) and stays accepted (docs/decisions.md); `encoding_dims{}` exists only in 3.13 and is
checked like any other count. Printing never writes an empty list, as IREE 3.13 does not.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.utils.exceptions import DiagnosticException, ParseError

from testing.oracle import run_iree_opt_chunks
from xdsl_encoding.api import parse_module

MAPS = (
    "affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>"
)
ENCODINGS = {
    "dynamic": f"#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [{MAPS}], iteration_sizes = [?, 24, 32]>",
    "static": f"#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [{MAPS}], iteration_sizes = [16, 24, 32]>",
    "no_sizes": f"#iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [{MAPS}]>",
    "padding": "#iree_encoding.padding<[0, 64]>",
}
LISTS = {"absent": "", "empty": "encoding_dims{} ", "one": "encoding_dims{%m} ", "two": "encoding_dims{%m, %m} "}


def program(op: str, encoding: str, dims: str) -> str:
    if op == "set":
        return f"""func.func @f(%a: tensor<?x32xf32>, %m: index) -> tensor<?x32xf32, {encoding}> {{
  %0 = iree_encoding.set_encoding %a {dims}: tensor<?x32xf32> -> tensor<?x32xf32, {encoding}>
  return %0 : tensor<?x32xf32, {encoding}>
}}
"""
    return f"""func.func @f(%a: tensor<?x32xf32, {encoding}>, %m: index) -> tensor<?x32xf32> {{
  %0 = iree_encoding.unset_encoding %a {dims}: tensor<?x32xf32, {encoding}> -> tensor<?x32xf32>{{%m}}
  return %0 : tensor<?x32xf32>
}}
"""


CASES = {
    f"{op}-{e}-{d}": program(op, enc, dims)
    for op in ("set", "unset")
    for e, enc in ENCODINGS.items()
    for d, dims in LISTS.items()
}


def ours(text: str) -> str | None:
    """None if accepted, else the diagnostic."""
    try:
        parse_module(text)
    except (ParseError, DiagnosticException) as e:
        return str(e)
    return None


def test_empty_encoding_dims_is_refused_where_dims_are_due():
    for op in ("set", "unset"):
        error = ours(CASES[f"{op}-dynamic-empty"])
        assert error is not None
        assert f"iree_encoding.{op}_encoding: encoding expects 1 dynamic encoding dimension(s), but 0 provided" in error
        assert re.match(r"<string>:2:\d+\n", error), error  # located at the op


def test_absent_encoding_dims_is_read_as_iree_3_7_1_spelling():
    assert ours(CASES["set-dynamic-absent"]) is None
    assert ours(CASES["unset-dynamic-absent"]) is None


@pytest.mark.parametrize("name", [n for n in CASES if n.endswith(("-empty", "-absent")) and "-dynamic-empty" not in n])
def test_an_empty_list_is_never_printed(name: str):
    printed = str(parse_module(CASES[name]))
    assert "encoding_dims" not in printed
    assert str(parse_module(printed)) == printed


def test_acceptance_matches_iree_opt_3_13(iree_opt_3_13: Path):
    """Every case but the 3.7.1 spelling: accepted by both or refused by both, with IREE's message."""
    results = run_iree_opt_chunks(list(CASES.values()), iree_opt=iree_opt_3_13, version="3.13.0")
    for (name, text), iree in zip(CASES.items(), results):
        error = ours(text)
        if name in ("set-dynamic-absent", "unset-dynamic-absent"):
            assert not iree.ok, name  # the deliberate difference
            assert error is None, name
            continue
        assert iree.ok == (error is None), f"{name}: iree-opt {'accepts' if iree.ok else 'refuses'}, we {error}"
        if error is not None:
            (message,) = re.findall(r"op (encoding expects .*)", iree.diagnostics)
            assert message in error, name
        else:
            printed = str(parse_module(text))
            assert ("encoding_dims{" in printed) == ("encoding_dims{" in iree.output), name
