"""Random encodings in small programs, for the differential tests against iree-opt (docs/testing.md).

`programs(version, count, seed)` gives set_encoding/unset_encoding round trips over random
`#iree_encoding` attributes in the syntax of that IREE version: operand_index integer types, op types,
element types, indexing maps (nested for broadcasts), iteration sizes with `?`, `encoding_dims` counts
(right and wrong), paddings and layouts. About a fifth break one of IREE's rules, so that
acceptance is compared as well as meaning. The same seed gives the same programs.
"""

from __future__ import annotations

import random

from testing.differential import LitCase

ELEMENT_TYPES = ("f32", "f16", "bf16", "i8", "i32", "f8E4M3FNUZ", "i4")
MATMUL_MAPS = (
    "affine_map<(d0, d1, d2) -> (d0, d2)>",
    "affine_map<(d0, d1, d2) -> (d2, d1)>",
    "affine_map<(d0, d1, d2) -> (d0, d1)>",
)
TRANSPOSED_MAPS = (
    "affine_map<(d0, d1, d2) -> (d2, d0)>",
    "affine_map<(d0, d1, d2) -> (d1, d2)>",
    "affine_map<(d0, d1, d2) -> (d1, d0)>",
)
BROADCAST_MAP = "affine_map<(d0, d1) -> (d1)>"


def _operand_index(rng: random.Random) -> str:
    value = rng.choice([0, 1, 2, 2, 3])
    suffix = rng.choice(["", " : index", " : i64", " : i32", " : i16"])
    return f"{value}{suffix}"


def _maps(rng: random.Random) -> list[str]:
    maps: list[str] = list(rng.choice([MATMUL_MAPS, TRANSPOSED_MAPS]))
    if rng.random() < 0.25:
        i = rng.randrange(3)
        maps[i] = f"[{maps[i]}, {BROADCAST_MAP}]"
    if rng.random() < 0.05:
        maps.pop()
    return maps


def _iteration_sizes(rng: random.Random) -> list[str]:
    return [rng.choice(["?", "?", "1", "16", "128"]) for _ in range(rng.choice([3, 3, 3, 2]))]


def _encoding(rng: random.Random, version: str) -> tuple[str, int]:
    """A `#iree_encoding.encoding<...>` and how many `?` its iteration sizes have."""
    op_types = ["matmul", "matmul", "conv"] + (["scaled_matmul"] if version != "3.7.1" or rng.random() < 0.1 else [])
    op_type = rng.choice(op_types)
    count = 5 if op_type == "scaled_matmul" else 3
    parts = [
        f"operand_index = {_operand_index(rng)}",
        f"op_type = {op_type}",
        f"element_types = [{', '.join(rng.choice(ELEMENT_TYPES) for _ in range(count))}]",
    ]
    dynamic = 0
    if op_type != "scaled_matmul" and rng.random() < 0.7:
        parts.append(f"user_indexing_maps = [{', '.join(_maps(rng))}]")
        if rng.random() < 0.7:
            sizes = _iteration_sizes(rng)
            dynamic = sizes.count("?")
            parts.append(f"iteration_sizes = [{', '.join(sizes)}]")
    elif rng.random() < 0.05:
        parts.append("iteration_sizes = [1, 2, 3]")  # without maps: IREE rejects it
    return f"#iree_encoding.encoding<{', '.join(parts)}>", dynamic


def _padding(rng: random.Random, rank: int) -> str:
    length = rank if rng.random() < 0.9 else rank + rng.choice([-1, 1])
    values = [rng.choice(["0", "0", "16", "64", "?"]) if rng.random() < 0.97 else "-1" for _ in range(max(length, 0))]
    return f"#iree_encoding.padding<[{', '.join(values)}]>"


def random_encoding(rng: random.Random, version: str, rank: int) -> tuple[str, int]:
    """An encoding in `version`'s syntax for a tensor of `rank`, and its number of dynamic iteration sizes."""
    kinds = ["encoding", "encoding", "encoding", "padding", "layout", "identity"]
    kinds += ["matmul_k"] if version == "3.7.1" else ["testing", "testing_layouts"]
    kind = rng.choice(kinds)
    if kind == "encoding":
        return _encoding(rng, version)
    if kind == "padding":
        return _padding(rng, rank), 0
    if kind == "layout":
        members = [_padding(rng, rank) for _ in range(rng.choice([1, 1, 2]))] if rng.random() < 0.95 else []
        return f"#iree_encoding.layout<[{', '.join(members)}]>", 0
    if kind == "identity":
        return "#iree_encoding.identity", 0
    if kind == "matmul_k":
        return f"#iree_encoding.matmul_k<k_dims = [{rng.randrange(rank)}]>", 0
    if kind == "testing":
        return "#iree_encoding.testing<>", 0
    return f"#iree_encoding.testing<layouts = [{_padding(rng, rank)}]>", 0


def random_program(rng: random.Random, version: str, name: str) -> str:
    """`set_encoding` then `unset_encoding` of one random encoding on a random rank-2 tensor."""
    shape = [rng.choice(["?", "4", "16", "32"]) for _ in range(2)]
    encoding, dynamic = random_encoding(rng, version, len(shape))
    plain = f"tensor<{'x'.join(shape)}x{rng.choice(('f32', 'f16', 'i8'))}>"
    encoded = f"{plain[:-1]}, {encoding}>"
    dims = ""
    arguments = [f"%arg0: {plain}"]
    if version != "3.7.1" and (dynamic or rng.random() < 0.1):
        count = dynamic if rng.random() < 0.85 else dynamic + rng.choice([-1, 1])
        names = [f"%e{i}" for i in range(max(count, 0))]
        arguments += [f"{n}: index" for n in names]
        dims = f" encoding_dims{{{', '.join(names)}}}" if names else ""
    result_dims = [f"%d{i}" for i, d in enumerate(shape) if d == "?"]
    arguments += [f"{d}: index" for d in result_dims]
    sizes = f"{{{', '.join(result_dims)}}}" if result_dims else ""
    return f"""func.func @{name}({", ".join(arguments)}) -> {plain} {{
  %0 = iree_encoding.set_encoding %arg0{dims} : {plain} -> {encoded}
  %1 = iree_encoding.unset_encoding %0{dims} : {encoded} -> {plain}{sizes}
  return %1 : {plain}
}}
"""


def programs(version: str, count: int, seed: int = 0) -> list[LitCase]:
    rng = random.Random(f"{version}/{seed}")
    return [LitCase("generated", i, random_program(rng, version, f"case{i}"), False, ()) for i in range(count)]
