"""Registration with the stock `xdsl-opt` through the `xdsl.universe` entry point, and its laziness.

What should be registered is found by walking the package's modules, not read from the registries
under test: a pass, op or attribute that is written but not registered fails here, and so does a
registry entry that loads the wrong class or an entry point that is not installed.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType

import pytest
from typing_extensions import TypeVar
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.passes import ModulePass
from xdsl.universe import Universe

import xdsl_encoding.dialects
import xdsl_encoding.transforms
from xdsl_encoding.dialects import get_dialect_overrides

XDSL_OPT = Path(sys.executable).parent / "xdsl-opt"
T = TypeVar("T")


def modules_under(package: ModuleType) -> list[ModuleType]:
    """`package` and every module below it, imported."""
    names = [info.name for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}.")]
    return [package, *(importlib.import_module(name) for name in names)]


def named_classes(package: ModuleType, base: type[T]) -> dict[str, type[T]]:
    """`name` -> class, for the subclasses of `base` defined (not imported) below `package` with a `name`."""
    found: dict[str, type[T]] = {}
    for module in modules_under(package):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, base) and value.__module__ == module.__name__:
                name = vars(value).get("name")
                if isinstance(name, str):
                    found[name] = value
    return found


def defined_dialects() -> dict[str, Dialect]:
    return {
        value.name: value
        for module in modules_under(xdsl_encoding.dialects)
        for value in vars(module).values()
        if isinstance(value, Dialect)
    }


DEFINED_PASSES = named_classes(xdsl_encoding.transforms, ModulePass)
DEFINED_DIALECTS = defined_dialects()


def test_the_walk_finds_the_package_contents():
    """The discovery itself is not vacuous."""
    assert {"verify-encodings", "set-encoding", "propagate-encodings"} <= set(DEFINED_PASSES)
    assert "iree_encoding" in DEFINED_DIALECTS
    assert "iree_encoding.set_encoding" in named_classes(xdsl_encoding.dialects, Operation)
    assert "iree_encoding.matmul_k" in named_classes(xdsl_encoding.dialects, Attribute)


def test_the_entry_point_is_installed():
    (entry,) = [e for e in entry_points(group="xdsl.universe") if e.name == "xdsl_encoding"]
    universe = entry.load()
    assert isinstance(universe, Universe)
    assert set(universe.all_passes) == set(DEFINED_PASSES)
    overridden = set(get_dialect_overrides())
    assert set(universe.all_dialects) == set(DEFINED_DIALECTS) - overridden
    assert not overridden & set(universe.all_dialects), "a universe key equal to one of xDSL's is refused"


@pytest.mark.parametrize("name", sorted(DEFINED_PASSES))
def test_every_pass_of_the_package_resolves_through_the_multiverse(name: str):
    resolved = Universe.get_multiverse().all_passes[name]()
    assert resolved is DEFINED_PASSES[name]
    assert resolved.name == name


@pytest.mark.parametrize("name", sorted(DEFINED_DIALECTS))
def test_every_dialect_of_the_package_resolves_through_the_multiverse(name: str):
    assert Universe.get_multiverse().all_dialects[name]() is DEFINED_DIALECTS[name]


def test_every_op_and_attribute_of_the_package_is_in_a_registered_dialect():
    dialects = [Universe.get_multiverse().all_dialects[name]() for name in DEFINED_DIALECTS]
    registered_ops = {op.name: op for dialect in dialects for op in dialect.operations}
    registered_attributes = {attr.name: attr for dialect in dialects for attr in dialect.attributes}
    # `<=`: our linalg is a superset of xDSL's, so it also registers xDSL's own classes.
    assert named_classes(xdsl_encoding.dialects, Operation).items() <= registered_ops.items()
    assert named_classes(xdsl_encoding.dialects, Attribute).items() <= registered_attributes.items()


def test_xdsl_opt_help_lists_every_pass():
    wide = {**os.environ, "COLUMNS": "100000"}  # argparse would wrap the comma-separated list at hyphens
    result = subprocess.run([XDSL_OPT, "--help"], capture_output=True, text=True, check=True, env=wide)
    listed = set(result.stdout.split("Available passes are: ")[1].split()[0].split(","))
    assert set(DEFINED_PASSES) <= listed


MATMUL = """
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %r : tensor<4x4xf32>
}
"""


def test_stock_xdsl_opt_runs_our_passes_and_reads_our_ops():
    """A pass of ours by name, then its output (our ops and attributes) read back by a second process."""
    encoded = subprocess.run(
        [XDSL_OPT, "-p", "set-encoding"], input=MATMUL, capture_output=True, text=True, check=True
    ).stdout
    assert encoded.count("iree_encoding.set_encoding") == 3
    assert "#iree_encoding.matmul_k<k_dims = [1]>" in encoded
    lowered = subprocess.run(
        [XDSL_OPT, "-p", "materialize-encoding-into-nop"], input=encoded, capture_output=True, text=True, check=True
    ).stdout
    assert "iree_encoding" not in lowered
    assert "linalg.matmul" in lowered


LOADED_PROBE = """
import sys
{action}
print(",".join(sorted(m for m in sys.modules if m.startswith("xdsl_encoding"))))
"""
REGISTRIES = {"xdsl_encoding", "xdsl_encoding.universe", "xdsl_encoding.dialects", "xdsl_encoding.transforms"}


def loaded_after(action: str) -> set[str]:
    """The package's modules that a fresh Python process has imported after running `action`."""
    probe = LOADED_PROBE.format(action=action)
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(result.stdout.strip().splitlines()[-1].split(","))


def test_discovering_the_universe_imports_only_the_registries():
    """What `xdsl-opt` does at every start: the dialect and the passes load only when asked for."""
    assert loaded_after("from xdsl.universe import Universe; Universe.get_multiverse()") == REGISTRIES


def test_stock_xdsl_opt_without_our_ops_loads_no_dialect_or_pass(tmp_path: Path):
    program = tmp_path / "plain.mlir"
    program.write_text("func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  func.return %a : tensor<4xf32>\n}\n")
    action = f"from xdsl.xdsl_opt_main import xDSLOptMain; xDSLOptMain(args=[{str(program)!r}]).run()"
    assert loaded_after(action) == REGISTRIES


def test_asking_for_a_pass_or_the_dialect_imports_it():
    """The laziness checks above are not vacuous: the same probe sees what was asked for."""
    multiverse = "from xdsl.universe import Universe; m = Universe.get_multiverse(); "
    assert "xdsl_encoding.transforms.verify_encodings" in loaded_after(
        multiverse + "m.all_passes['verify-encodings']()"
    )
    assert "xdsl_encoding.dialects.iree_encoding" in loaded_after(multiverse + "m.all_dialects['iree_encoding']()")


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
