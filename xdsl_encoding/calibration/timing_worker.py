# pyright: basic, reportMissingImports=false
"""Times compiled modules with IREE's runtime, run by a Python that has `iree.runtime` (the `[iree]` extra,
or IREE's own venv): `python timing_worker.py SPEC.json` prints JSON.

SPEC: `{"rounds": R, "batch_seconds": S, "modules": [{"vmfb", "function", "inputs": [[shape, element], ...]}]}`.
Every module is loaded on the single-threaded `local-sync` device with its inputs already on the
device (random, fixed seed), called once to warm up, then timed in R rounds; each round visits the
modules in a new random order (interleaved: load from other users of the machine spreads over all of
them) and times a batch of calls of each lasting about S seconds of this process's CPU time. Prints
`{"seconds": [[per-call seconds of each round] per module]}`. Imports only numpy and iree: the
package itself need not be installed where IREE is.
"""

import json
import random
import sys
import time

import numpy as np


def _array(rt, device, shape, element, rng):
    if element in ("f32", "f16"):
        data = rng.standard_normal(shape).astype(np.float32 if element == "f32" else np.float16)
        return rt.asdevicearray(device, data)
    if element == "bf16":
        # numpy has no bfloat16: the top half of each f32's bits, wrapped as a bf16 buffer view.
        bits = (rng.standard_normal(shape).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        return device.allocator.allocate_buffer_copy(
            memory_type=rt.MemoryType.DEVICE_LOCAL,
            allowed_usage=rt.BufferUsage.DEFAULT,
            device=device,
            buffer=bits,
            element_type=rt.HalElementType.BFLOAT_16,
        )
    dtypes = {"i8": np.int8, "i32": np.int32, "i64": np.int64}
    if element not in dtypes:
        raise SystemExit(f"timing_worker: no inputs of element type {element}")
    return rt.asdevicearray(device, rng.integers(-8, 8, size=shape).astype(dtypes[element]))


def main() -> None:
    import iree.runtime as rt

    spec = json.loads(open(sys.argv[1]).read())
    rng = np.random.default_rng(0)
    config = rt.Config("local-sync")
    calls = []
    shared = {}  # the layouts of one program take the same inputs: allocated once
    for m in spec["modules"]:
        module = rt.load_vm_module(rt.VmModule.mmap(config.vm_instance, m["vmfb"]), config)
        function = module[m["function"]]
        key = json.dumps(m["inputs"])
        if key not in shared:
            shared[key] = [_array(rt, config.device, tuple(shape), element, rng) for shape, element in m["inputs"]]
        calls.append((function, shared[key]))
    counts = []
    for function, inputs in calls:
        function(*inputs)  # warm-up: first-call costs (lazy initializers, page faults)
        start = time.process_time()
        function(*inputs)
        once = max(time.process_time() - start, 1e-6)
        counts.append(max(1, min(10000, int(spec["batch_seconds"] / once))))
    seconds = [[] for _ in calls]
    order = list(range(len(calls)))
    shuffle = random.Random(0)
    for _ in range(spec["rounds"]):
        shuffle.shuffle(order)
        for i in order:
            function, inputs = calls[i]
            start = time.process_time()
            for _ in range(counts[i]):
                function(*inputs)
            seconds[i].append((time.process_time() - start) / counts[i])
    print(json.dumps({"seconds": seconds}))


if __name__ == "__main__":
    main()
