# pyright: basic, reportMissingImports=false
"""A one-layer Llama of hidden 4096 (intermediate 11008, 32 heads), lowered by IREE 3.13 to its stage files.

    python wide_llama.py OUT_DIR

Run by bench/models.py with a Python that has torch, transformers, onnx and IREE 3.13's compiler
(`iree-import-onnx`, `iree-compile`), e.g. scripts/.venv-models. Random weights from a config (no hub
access), about 840 MB of them, inline in the IR: far too large to commit, hence built at run time.
Exported as scripts/llm_models.py exports its tiny models (`input_ids -> logits`, dynamo, opset 18),
imported with `iree-import-onnx` and written at each stage tests/data/iree/generate.py writes
(`wide_llama.<stage>.mlir`).
"""

import subprocess
import sys
from pathlib import Path

import torch
from transformers import LlamaConfig, LlamaForCausalLM

BIN = Path(sys.executable).parent
TARGET = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]
STAGES = {
    "input": ["--compile-to=input"],
    "global-opt": ["--compile-to=global-optimization"],
    "dispatch": ["--compile-to=dispatch-creation", "--iree-dispatch-creation-data-tiling"],
    "flow": ["--compile-to=flow"],
}
SEQUENCE, VOCAB = 4, 256
NAME = "wide_llama"


class LogitsOnly(torch.nn.Module):
    def __init__(self, model: torch.nn.Module) -> None:
        super().__init__()
        self.model = model

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        mask = torch.ones_like(input_ids)
        return self.model(input_ids=input_ids, attention_mask=mask, use_cache=False).logits


def main(out: Path) -> None:
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=4096,
        intermediate_size=11008,
        num_hidden_layers=1,
        num_attention_heads=32,
        num_key_value_heads=32,
        max_position_embeddings=64,
        tie_word_embeddings=False,
        attn_implementation="eager",
    )
    model = LogitsOnly(LlamaForCausalLM(config)).eval()
    ids = torch.randint(0, VOCAB, (1, SEQUENCE), dtype=torch.int64)
    onnx_path, imported = out / f"{NAME}.onnx", out / f"{NAME}.torch.mlir"
    with torch.no_grad():
        torch.onnx.export(model, (ids,), str(onnx_path), dynamo=True, opset_version=18, input_names=["input_ids"])
    import onnx

    proto = onnx.load(str(onnx_path), load_external_data=False)  # the weights stay in the exporter's file
    proto.graph.name = NAME  # IREE's function name
    onnx.save(proto, str(onnx_path))
    subprocess.run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(imported)], check=True)
    for stage, flags in STAGES.items():
        target = out / f"{NAME}.{stage}.mlir"
        done = subprocess.run([str(BIN / "iree-compile"), str(imported), *TARGET, *flags, "-o", str(target)])
        if done.returncode != 0:
            target.unlink(missing_ok=True)
            print(f"{NAME} {stage}: iree-compile failed", file=sys.stderr)
    imported.unlink()
    onnx_path.unlink()
    for data in out.glob(f"{NAME}.onnx*"):
        data.unlink()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
