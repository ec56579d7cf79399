"""Tiny Llama and GPT-2 from `transformers` configs, exported to ONNX and lowered by IREE 3.13 into tests/data/iree.

Not part of `make test` (torch is too heavy for it). Set up its venv once, then run it:

    python3 -m venv scripts/.venv-models
    scripts/.venv-models/bin/pip install torch==2.13.0 transformers onnx onnxscript iree-base-compiler==3.13.0
    scripts/.venv-models/bin/python scripts/llm_models.py [MODEL...]
    scripts/.venv-models/bin/python scripts/llm_models.py --hidden 256 --out /tmp/held-out   # other sizes, every stage
    scripts/.venv-models/bin/python scripts/llm_models.py --hidden 512 --out /tmp/host --target-cpu host   # for this CPU

Each model is built from a config with random weights (`torch.manual_seed`: no hub access), wrapped
so that it takes `input_ids` only (the attention mask is all ones, made inside the graph, which the
legacy exporter needs to avoid transformers' packed-sequence check) and returns the logits, exported
with `torch.onnx.export` (dynamo, opset 18, or the legacy TorchScript exporter, opset 17), renamed
so that IREE's function is the model's name, and lowered by `tests/data/iree/generate.py`'s `lower`
at its stages. `*_params` models keep their weights outside the IR: `iree-import-onnx
--externalize-params --save-params-to=M.irpa` (scope "model"), which testing/iree_host.py
passes to both interpreters. IREE 3.13 fails to compile legacy-exported GPT-2 (`failed to legalize
unresolved target materialization`), so it is not among the models.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import onnx
import torch
from transformers import GPT2Config, GPT2LMHeadModel, LlamaConfig, LlamaForCausalLM

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "iree"
sys.path.insert(0, str(DATA))
from generate import STAGES, lower  # noqa: E402  (tests/data/iree/generate.py: the stages of the test data)

SEQUENCE = 4
"""Tokens per call: static shapes, like the other test models."""


class LogitsOnly(torch.nn.Module):
    """`input_ids -> logits`, with an all-ones attention mask built in the graph and no KV cache."""

    def __init__(self, model: torch.nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        mask = torch.ones_like(input_ids)
        return self.model(input_ids=input_ids, attention_mask=mask, use_cache=False).logits


HIDDEN = 16
"""Width of the committed models (`--hidden` for held-out ones): their files stay well under 200 KB."""


def tiny_llama(hidden: int) -> torch.nn.Module:
    config = LlamaConfig(
        vocab_size=32,
        hidden_size=hidden,
        intermediate_size=hidden * 3 // 2,
        num_hidden_layers=1,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=16,
        tie_word_embeddings=False,
        attn_implementation="eager",
    )
    return LlamaForCausalLM(config)


def tiny_gpt2(hidden: int) -> torch.nn.Module:
    config = GPT2Config(vocab_size=32, n_embd=hidden, n_layer=1, n_head=2, n_positions=16, attn_implementation="eager")
    return GPT2LMHeadModel(config)


MODELS: dict[str, tuple[Callable[[int], torch.nn.Module], bool, bool, tuple[str, ...]]] = {
    # name: (builder, dynamo exporter, weights in a parameter archive, stages committed)
    "llama_dynamo": (tiny_llama, True, False, ("input", "dispatch", "flow")),
    "llama_legacy": (tiny_llama, False, False, ("input",)),
    "gpt2_dynamo": (tiny_gpt2, True, False, ("input",)),
    "llama_params": (tiny_llama, True, True, ("input",)),
}
"""Each stage file costs `make test` time (every pipeline and IREE compile: about 10 s of CPU), so the
committed files are the stages that differ most (`global-optimization` is close to `input` here);
`--out` writes every stage of every model, for held-out checks."""
ALL_STAGES = {**STAGES, "flow": ["--compile-to=flow"]}


def export(
    name: str, builder: Callable[[int], torch.nn.Module], hidden: int, dynamo: bool, out: Path
) -> onnx.ModelProto:
    torch.manual_seed(0)
    model = LogitsOnly(builder(hidden)).eval()
    ids = torch.randint(0, 32, (1, SEQUENCE), dtype=torch.int64)
    path = out / f"{name}.onnx"
    with torch.no_grad():
        if dynamo:
            torch.onnx.export(model, (ids,), str(path), dynamo=True, opset_version=18, input_names=["input_ids"])
        else:
            torch.onnx.export(model, (ids,), str(path), dynamo=False, opset_version=17, input_names=["input_ids"])
    proto = onnx.load(str(path), load_external_data=True)
    proto.graph.name = name  # IREE's function name
    return proto


def main(arguments: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", help="only these models (default: all)")
    parser.add_argument("--hidden", type=int, default=HIDDEN, help="hidden size (held-out exports)")
    parser.add_argument("--out", type=Path, default=None, help="write every stage here instead of tests/data/iree")
    parser.add_argument(
        "--target-cpu",
        default="",
        help="lower for this CPU (`--iree-llvmcpu-target-cpu`, e.g. host): the stage files' executable targets, "
        "hence the tiles `materialize-encoding-into-packs` chooses without target=, are that CPU's",
    )
    options = parser.parse_args(arguments)
    out: Path = options.out or DATA
    out.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []
    for name, (builder, dynamo, params, committed) in MODELS.items():
        if options.models and name not in options.models:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            proto = export(name, builder, options.hidden, dynamo, Path(tmp))
        flags = ["--externalize-params", "--num-elements-threshold=32", f"--save-params-to={out / f'{name}.irpa'}"]
        stages = ALL_STAGES if options.out else {s: ALL_STAGES[s] for s in committed}
        if options.target_cpu:
            stages = {s: [*f, f"--iree-llvmcpu-target-cpu={options.target_cpu}"] for s, f in stages.items()}
        failures += lower(name, proto, out, flags if params else [], stages)
    print(f"{len(options.models or MODELS)} models, {len(failures)} failures", *failures, sep="\n")


if __name__ == "__main__":
    main(sys.argv[1:])
