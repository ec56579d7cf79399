"""`materialize-encoding-into-packs` on the data-tiled host IR IREE 3.13 prints (tests/data/iree/*.dispatch.mlir).

No option: the target comes from the `#hal.device.target` global that the module's
`stream.affinity.default` names (x86_64, `#iree_cpu.cpu_encoding_resolver<>`). Every file has
`flow.tensor.encode`, encoded `util.global`s set by initializers, and workgroups whose dispatch
tensors are encoded; the materialized module must interpret as the original on random inputs,
and iree-opt 3.13 must read what we print.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from testing.iree_host import iree_generic, parameters_of
from xdsl_encoding.api import compare, parse_module, run_passes
from xdsl_encoding.utils.encodings import first_encoded_op

DATA = Path(__file__).parents[3] / "data" / "iree"
FILES = sorted(DATA.glob("*.dispatch.mlir"))


def model_of(path: Path) -> str:
    return path.name.split(".")[0]


def test_the_files_are_there() -> None:
    assert len(FILES) >= 8


@pytest.mark.parametrize("path", FILES, ids=model_of)
def test_dispatch_file_materializes_into_packs_and_interprets_as_the_original(path: Path) -> None:
    model = model_of(path)
    original = parse_module(path.read_text())
    materialized = run_passes(original, "materialize-encoding-into-packs")
    assert first_encoded_op(materialized) is None
    text = str(materialized)
    assert "flow.tensor.encode" not in text
    meaning = iree_generic(text)  # iree-opt 3.13 reads what we print (and fails the test if not)
    if "#iree_encoding.encoding<" in path.read_text():  # IREE data-tiled a contraction of this model
        assert "mmt4d" in text  # linalg.mmt4d or linalg.batch_mmt4d
        assert "linalg.pack" in text
        assert 'mmt4d"' in meaning
    report = compare(original, materialized, model, seed=3, dynamic_size=5, parameters=parameters_of(model))
    assert report.agree, report.summary()


@pytest.mark.parametrize("path", FILES, ids=model_of)
def test_dispatch_file_materializes_into_nop_and_interprets_as_the_original(path: Path) -> None:
    model = model_of(path)
    original = parse_module(path.read_text())
    materialized = run_passes(original, "materialize-encoding-into-nop")
    assert first_encoded_op(materialized) is None
    assert "flow.tensor.encode" not in str(materialized)
    report = compare(original, materialized, model, seed=3, dynamic_size=5, parameters=parameters_of(model))
    assert report.agree, report.summary()
