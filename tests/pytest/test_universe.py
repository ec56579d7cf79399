"""Registration with the stock `xdsl-opt` through the `xdsl.universe` entry point, and its laziness."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.universe import Universe

from xdsl_encoding.dialects import get_all_dialects
from xdsl_encoding.transforms import get_all_passes
from xdsl_encoding.universe import ENCODING_UNIVERSE

XDSL_OPT = Path(sys.executable).parent / "xdsl-opt"


def test_universe_is_the_registries():
    assert set(ENCODING_UNIVERSE.all_dialects) == set(get_all_dialects())
    assert {"iree_encoding", "util", "hal", "flow", "stream", "iree_tensor_ext"} <= set(get_all_dialects())
    assert set(ENCODING_UNIVERSE.all_passes) == set(get_all_passes())
    assert "verify-encodings" in ENCODING_UNIVERSE.all_passes


def test_multiverse_has_the_dialect():
    multiverse = Universe.get_multiverse()
    dialect = multiverse.all_dialects["iree_encoding"]()
    assert dialect.name == "iree_encoding"
    assert {op.name for op in dialect.operations} == {"iree_encoding.set_encoding", "iree_encoding.unset_encoding"}


@pytest.mark.parametrize("name", sorted(get_all_passes()))
def test_multiverse_has_every_pass(name: str):
    multiverse = Universe.get_multiverse()
    assert name in multiverse.all_passes
    assert multiverse.all_passes[name]().name == name


@pytest.mark.parametrize("name", sorted(get_all_dialects()))
def test_dialect_keys_equal_dialect_names(name: str):
    assert get_all_dialects()[name]().name == name


def test_xdsl_opt_help_lists_every_pass():
    wide = {**os.environ, "COLUMNS": "100000"}  # argparse would wrap the comma-separated list at hyphens
    result = subprocess.run([XDSL_OPT, "--help"], capture_output=True, text=True, check=True, env=wide)
    listed = set(result.stdout.split("Available passes are: ")[1].split()[0].split(","))
    assert set(get_all_passes()) <= listed


def test_xdsl_opt_parses_the_dialect():
    text = '%0 = "test.op"() : () -> tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>\n'
    result = subprocess.run(
        [XDSL_OPT, "-p", "verify-encodings"], input=text, capture_output=True, text=True, check=True
    )
    assert "tensor<4x8xf32, #iree_encoding.matmul_k<k_dims = [1]>>" in result.stdout


LAZY_CHECK = """
import sys
import xdsl_encoding.universe
from xdsl.universe import Universe
Universe.get_multiverse()
loaded = sorted(
    m for m in sys.modules
    if m.startswith("xdsl_encoding.dialects.") or m.startswith("xdsl_encoding.transforms.")
    or m in ("xdsl_encoding.interfaces", "xdsl_encoding.reshape.reassociation", "xdsl_encoding.reshape.verify")
)
print(",".join(loaded))
"""


def test_universe_imports_no_dialect_or_pass():
    """`xdsl-opt` imports the universe at every start; the dialect and the passes load only when asked for."""
    result = subprocess.run([sys.executable, "-c", LAZY_CHECK], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
    assert "xdsl_encoding.dialects.iree_encoding" not in result.stdout


def test_asking_for_a_pass_imports_it():
    """The laziness check above is not vacuous: the same probe does see a loaded pass module."""
    probe = LAZY_CHECK.replace(
        "Universe.get_multiverse()", "Universe.get_multiverse().all_passes['verify-encodings']()"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "xdsl_encoding.transforms.verify_encodings" in result.stdout.strip().split(",")


IREE_HOST_PROGRAM = """
util.global private @g = dense<1.0> : tensor<4xf32>
util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
  %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32>
  %g = util.global.load @g : tensor<4xf32>
  %1 = flow.dispatch.region -> (tensor<4xf32>) {
    %2 = arith.addf %0, %g : tensor<4xf32>
    flow.return %2 : tensor<4xf32>
  }
  %3 = hal.tensor.export %1 : tensor<4xf32> -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
}
"""


def test_stock_xdsl_opt_parses_iree_host_dialects():
    """A fresh `xdsl-opt` process (no import of this package) reads util/hal/flow through the lazy universe."""
    result = subprocess.run([XDSL_OPT], input=IREE_HOST_PROGRAM, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert (
        "util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {" in result.stdout
    )
    assert "flow.dispatch.region -> (tensor<4xf32>) {" in result.stdout
