import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell(hide_code=True)
def _():
    import contextlib
    import io
    import math

    import marimo as mo
    import matplotlib.pyplot as plt
    import numpy as np
    from xdsl.dialects.builtin import Float16Type, Float32Type, IntegerType
    from xdsl.utils.marimo import module_md

    from xdsl_encoding import compare, interpret, parse_module, run_passes
    from xdsl_encoding.api import random_inputs
    from xdsl_encoding.dialects.iree_encoding import MatmulKAttr, SetEncodingOp
    from xdsl_encoding.resolvers import ResolverOptions, Unresolvable, resolve_padding

    return (
        Float16Type,
        Float32Type,
        IntegerType,
        MatmulKAttr,
        ResolverOptions,
        SetEncodingOp,
        Unresolvable,
        compare,
        contextlib,
        interpret,
        io,
        math,
        mo,
        module_md,
        np,
        parse_module,
        plt,
        random_inputs,
        resolve_padding,
        run_passes,
    )


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # A tour of xdsl-encoding's Python API

    This notebook runs the project's pipeline from Python, one step at a time:

    1. parse a program written in MLIR text;
    2. `set-encoding`: mark the operands of every contraction with `#iree_encoding.matmul_k`;
    3. `propagate-encodings`: move those marks across reshapes, and read *why* they stopped;
    4. `materialize-encoding-into-padding`: turn each mark into real padding (`tensor.pad`);
    5. run the original and the padded program in the numpy interpreter and compare them;
    6. plot how much storage the cache-line resolver adds, as a function of K.

    Every cell checks what it shows (`assert`), so `python docs/notebooks/encodings_tour.py`
    fails loudly when the API stops behaving as described here.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 1. Parse a program

    Two matmuls. The first reads an activation `%x : 4x32x256` flattened to `128x256`
    (the flattening keeps K, the last dim, alone in its group). The second reads `%h : 128x2x128`
    collapsed to `128x256`, which *merges* two dims into K. `parse_module` parses and verifies.
    """)
    return


@app.cell
def _(module_md, parse_module):
    PROGRAM = """
    func.func @main(%x: tensor<4x32x256xf32>, %w: tensor<256x128xf32>,
                    %h: tensor<128x2x128xf32>, %w2: tensor<256x64xf32>)
        -> (tensor<128x128xf32>, tensor<128x64xf32>) {
      %zero = arith.constant 0.0 : f32
      %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x32x256xf32> into tensor<128x256xf32>
      %e1 = tensor.empty() : tensor<128x128xf32>
      %acc1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x128xf32>) -> tensor<128x128xf32>
      %y = linalg.matmul ins(%rows, %w : tensor<128x256xf32>, tensor<256x128xf32>)
                         outs(%acc1 : tensor<128x128xf32>) -> tensor<128x128xf32>
      %merged = tensor.collapse_shape %h [[0], [1, 2]] : tensor<128x2x128xf32> into tensor<128x256xf32>
      %e2 = tensor.empty() : tensor<128x64xf32>
      %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<128x64xf32>) -> tensor<128x64xf32>
      %z = linalg.matmul ins(%merged, %w2 : tensor<128x256xf32>, tensor<256x64xf32>)
                         outs(%acc2 : tensor<128x64xf32>) -> tensor<128x64xf32>
      func.return %y, %z : tensor<128x128xf32>, tensor<128x64xf32>
    }
    """
    module = parse_module(PROGRAM)
    assert [op.name for op in module.walk()].count("linalg.matmul") == 2
    module_md(module)
    return (module,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 2. `set-encoding`

    `run_passes(module, pipeline)` takes the pipeline syntax of `xdsl-opt -p` and returns a new,
    verified module; the input is left untouched. Each matmul operand is now wrapped in a
    `set_encoding` naming its K dim (LHS `[1]`, RHS `[0]`, accumulator `[]`), and each result
    leaves the encoded world through `unset_encoding`.
    """)
    return


@app.cell
def _(SetEncodingOp, module, module_md, run_passes):
    encoded = run_passes(module, "set-encoding")
    set_encodings = [op for op in encoded.walk() if isinstance(op, SetEncodingOp)]
    assert len(set_encodings) == 6, "three operands for each of the two matmuls"
    assert not any(isinstance(op, SetEncodingOp) for op in module.walk()), "the input is not modified"
    module_md(encoded)
    return (encoded,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 3. `propagate-encodings`, and its remarks

    With `remarks=true` the pass prints one `remark:` line per encoding op on stderr: how far it
    moved and what stopped it. From Python, capture them with `contextlib.redirect_stderr`.
    The LHS of `%y` moves above the flattening (its K group `[2]` is a single dim); the LHS of
    `%z` cannot move: the collapse builds K from two source dims, and `matmul_k` cannot name
    "half a dim".
    """)
    return


@app.cell
def _(contextlib, encoded, io, mo, module_md, run_passes):
    _stderr = io.StringIO()
    with contextlib.redirect_stderr(_stderr):
        propagated = run_passes(encoded, "propagate-encodings{remarks=true}")
    propagation_remarks = [line for line in _stderr.getvalue().splitlines() if line.startswith("remark:")]
    assert any("moved up through 1 reshape" in r for r in propagation_remarks), propagation_remarks
    assert any("stopped at tensor.collapse_shape %merged" in r for r in propagation_remarks), propagation_remarks
    mo.vstack([mo.md("```\n" + "\n".join(propagation_remarks) + "\n```"), module_md(propagated)])
    return (propagated,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 4. `materialize-encoding-into-padding`

    The default resolver pads the innermost K dim so that consecutive rows start on different
    cache sets (IREE's GPU rule: 128-byte lines, 4 sets). A 256-float row is 1024 bytes, a
    multiple of the 512-byte span, so it gets one more line: 32 floats. `set_encoding` becomes a
    zero `tensor.pad`; a matmul whose operands carry the same K padding runs on them directly
    (zeros in K add nothing). Other resolvers: `resolver=multiple multiple=16`.
    """)
    return


@app.cell
def _(contextlib, io, mo, module_md, propagated, run_passes):
    _stderr = io.StringIO()
    with contextlib.redirect_stderr(_stderr):
        padded = run_passes(propagated, "materialize-encoding-into-padding{remarks=true}")
    padding_remarks = [line for line in _stderr.getvalue().splitlines() if line.startswith("remark:")]
    _pads = [op for op in padded.walk() if op.name == "tensor.pad"]
    _stored = sorted(str(op.results[0].type) for op in _pads)
    assert "tensor<4x32x288xf32>" in _stored, _stored
    assert not any(op.name.startswith("iree_encoding.") for op in padded.walk()), "every encoding op is lowered"
    mo.vstack([mo.md("```\n" + "\n".join(padding_remarks) + "\n```"), module_md(padded)])
    return (padded,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 5. Run both programs and compare

    `interpret(module, "main", *arrays)` runs a function on numpy arrays and returns a tuple of
    arrays. `compare(a, b, "main", seed=0)` runs both programs on the same random inputs and
    judges the second against the first evaluated in float64, with a bound from what the first rounds;
    it reports the second's error as a multiple of the first's own rounding.
    """)
    return


@app.cell
def _(compare, interpret, mo, module, np, padded, random_inputs):
    _inputs = random_inputs(module, "main", seed=1)
    _y, _z = interpret(module, "main", *_inputs)
    _x, _w, _h, _w2 = _inputs
    assert np.allclose(_y, _x.reshape(128, 256) @ _w, rtol=1e-4, atol=1e-5), "the interpreter computes x @ w"
    assert np.allclose(_z, _h.reshape(128, 256) @ _w2, rtol=1e-4, atol=1e-5)
    report = compare(module, padded, "main", seed=0)
    assert report.agree, report.summary()
    mo.md("```\n" + report.summary() + "\n```")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 6. What the cache-line rule costs

    `resolve_padding(encoding, shape, element_type, options)` is the pure function the
    materialization asks. Below: the extra storage of an `M x K` LHS (`M = 4096`, K innermost),
    `padded / logical bytes - 1`, for each K; the caption under the plot is computed from the
    same numbers.
    """)
    return


@app.cell
def _(Float16Type, Float32Type, IntegerType, MatmulKAttr, ResolverOptions, Unresolvable, np, plt, resolve_padding):
    resolver_options = ResolverOptions()
    _lhs = MatmulKAttr([1])
    ks = np.arange(8, 2049)
    _elements = (("f16", Float16Type()), ("f32", Float32Type()), ("i8", IntegerType(8)))
    _fig, _axes = plt.subplots(len(_elements), 1, figsize=(8, 6), sharex=True, sharey=True)
    element_bytes = {_label: _element.bitwidth // 8 for _label, _element in _elements}
    padding: dict[str, np.ndarray] = {}
    """Elements added to each row, per element type, for each K of `ks`."""
    overhead: dict[str, np.ndarray] = {}
    for _ax, (_label, _element) in zip(_axes, _elements):
        _added = []
        for _k in ks:
            _answer = resolve_padding(_lhs, (4096, int(_k)), _element, resolver_options)
            assert not isinstance(_answer, Unresolvable), _answer
            _added.append(_answer.padding[1])
        padding[_label] = np.array(_added)
        overhead[_label] = padding[_label] / ks
        _ax.plot(ks, 100 * overhead[_label], linewidth=0.8)
        _ax.set_ylabel(f"{_label}: extra %")
        _ax.grid(True, alpha=0.3)
    # 1024 f32 = 4096 bytes, a multiple of the 512-byte span: one more 128-byte line (32 floats).
    assert overhead["f32"][list(ks).index(1024)] == 32 / 1024
    # 100 f32 = 400 bytes < 512: never padded. 250 f16 = 500 bytes: not padded either.
    assert overhead["f32"][list(ks).index(100)] == 0
    assert overhead["f16"][list(ks).index(250)] == 0
    # A row needs at least one span (512 bytes) before anything is padded: K >= 512 / element bytes.
    assert overhead["i8"][ks < 512].max() == 0
    assert overhead["i8"][ks >= 512].max() > 0
    _axes[-1].set_xscale("log", base=2)
    # Crop the flat zero range: nothing is padded below the first K any element type pads.
    _axes[-1].set_xlim(left=min(int(ks[padding[_label] > 0].min()) for _label in padding) / 1.1, right=int(ks[-1]))
    _axes[-1].set_xlabel("K (elements in a row)")
    _axes[0].set_title(
        f"cache-line resolver ({resolver_options.cache_line_bytes}-byte lines, {resolver_options.cache_sets} sets): "
        "padded / logical bytes - 1, 4096 x K operand"
    )
    _fig.tight_layout()
    plt.close(_fig)
    _fig
    return element_bytes, ks, overhead, padding, resolver_options


@app.cell(hide_code=True)
def _(element_bytes, ks, math, mo, np, overhead, padding, resolver_options):
    # Everything the caption says is read from the curves above, so it cannot drift from the plot.
    _rows = {label: ks * size for label, size in element_bytes.items()}
    _added = {label: padding[label] * size for label, size in element_bytes.items()}
    _first = {int(_rows[label][_added[label] > 0].min()) for label in element_bytes}
    assert len(_first) == 1, _first
    (first_padded,) = _first
    # Where the padding jumps up: one element past a line. The first jump is where padding starts.
    _rises = {label: np.flatnonzero(np.diff(_added[label]) > 0) + 1 for label in element_bytes}
    _past = [int(_rows[label][i]) - element_bytes[label] for label in element_bytes for i in _rises[label][1:]]
    line = math.gcd(*_past)
    most = max(int(_added[label].max()) for label in element_bytes)
    # The tallest teeth (more than a line) sit in the line that ends at a multiple of the first padded row.
    _tall = {
        (int(_rows[label][i]) - element_bytes[label]) % first_padded
        for label in element_bytes
        for i in _rises[label]
        if _added[label][i] > line
    }
    assert _tall == {first_padded - line}, _tall
    assert line < most < 2 * line, (line, most)
    assert line == resolver_options.cache_line_bytes, "the teeth are the resolver's cache lines"
    assert first_padded == line * resolver_options.cache_sets, "padding starts at one span (all the sets)"
    _peak_label = max(overhead, key=lambda label: overhead[label].max())
    _peak = overhead[_peak_label]
    _from = 1024
    _teeth = ", ".join(f"{line // size} {label}" for label, size in element_bytes.items())
    mo.md(
        f"""
    Rows shorter than {first_padded} bytes (the cache span) are never padded. From there the
    padding is a sawtooth with one tooth per {line}-byte cache line (every {_teeth} elements): it
    jumps up when a row grows one element past a whole line and shrinks as the row fills that line.
    In the last line before each multiple of {first_padded} bytes the rule adds one whole line
    more, so those teeth are the tallest: up to {most} bytes per row, {most / line:.2f} lines.
    The relative overhead peaks at {100 * _peak.max():.1f}% ({_peak_label}, K = {ks[_peak.argmax()]})
    and falls like 1/K (at most {most} bytes over the row's bytes): from K = {_from} on, no tooth
    exceeds {100 * max(float(curve[ks >= _from].max()) for curve in overhead.values()):.1f}%.
    """
    )
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## GPU data tiling: where each element of a tile lands

    On GPUs IREE packs an encoded operand into tiles of a data-tiled MMA (`#iree_gpu.data_tiled_mma_layout`)
    and then *swizzles* each tile (`tensor.expand_shape` + `linalg.transpose`) so that every thread's
    registers are one contiguous run. `materialize-encoding-into-packs{target=gfx942}` prints the same
    ops as iree-opt 3.13. Below: the accumulator tile of one intrinsic per chip. Each cell of the
    logical `M0 x N0` tile is coloured by the offset it gets in memory after the swizzle: what a GPU
    engineer would otherwise draw from the ISA manual. Same colour band = one contiguous run.
    """)
    return


@app.cell
def _(np, plt):
    from xdsl_encoding.targets.gpu_intrinsics import intrinsic
    from xdsl_encoding.targets.gpu_mma import GpuMma, gpu_swizzle
    from xdsl_encoding.targets.swizzle import swizzle_array, unswizzle_array

    _kinds = [
        ("MFMA_F32_16x16x4_F32", "gfx942 / gfx950 f32"),
        ("MFMA_F32_32x32x8_F16", "CDNA 32x32 f16"),
        ("WMMAR3_F32_16x16x16_F16", "gfx1100 (RDNA3)"),
        ("WMMAR4_F32_16x16x16_F16", "gfx1201 (RDNA4)"),
    ]
    _fig, _axes = plt.subplots(1, len(_kinds), figsize=(4 * len(_kinds), 4))
    swizzle_offsets = {}
    for _ax, (_name, _label) in zip(_axes, _kinds):
        _found = intrinsic(_name)
        assert _found is not None
        _swizzle = gpu_swizzle(GpuMma(_found), 2)
        _m0, _n0 = _swizzle.tile_shape
        _logical = np.arange(_m0 * _n0).reshape(1, _m0, _n0)
        _stored = swizzle_array(_logical, _swizzle, 1).reshape(-1)
        # offset of logical element (m, n) in the swizzled tile
        _offset = np.empty(_m0 * _n0, dtype=np.int64)
        _offset[_stored] = np.arange(_m0 * _n0)
        _offset = _offset.reshape(_m0, _n0)
        swizzle_offsets[_name] = _offset
        # the swizzle is a bijection and its inverse gives the tile back
        assert sorted(_offset.ravel()) == list(range(_m0 * _n0))
        assert np.array_equal(unswizzle_array(swizzle_array(_logical, _swizzle, 1), _swizzle, 1), _logical)
        _ax.imshow(_offset, cmap="viridis")
        _ax.set_title(f"{_name}\n{_label}: ACC {_m0}x{_n0}", fontsize=8)
        _ax.set_xlabel("n")
        _ax.set_ylabel("m")
    # MFMA 16x16 accumulators: 4 consecutive rows of one column are one thread's 4 registers
    assert list(swizzle_offsets["MFMA_F32_16x16x4_F32"][0:4, 0]) == [0, 1, 2, 3]
    _fig.tight_layout()
    plt.close(_fig)
    _fig
    return (swizzle_offsets,)


@app.cell(hide_code=True)
def _(mo, swizzle_offsets):
    _mfma = swizzle_offsets["MFMA_F32_16x16x4_F32"]
    _wmma = swizzle_offsets["WMMAR3_F32_16x16x16_F16"]
    _plain = bool((_wmma.ravel() == range(_wmma.size)).all())
    assert _plain, "RDNA3's accumulator swizzle only splits M: the tile stays row-major"
    mo.md(
        f"""
    On MFMA 16x16 the element (m, n) = (1, 0) is stored at offset {_mfma[1, 0]} and (0, 1) at {_mfma[0, 1]}:
    runs of 4 rows of one column (one thread's 4 accumulator registers), then the next column, then
    the next block of 4 rows. RDNA3's WMMA accumulator stays row-major ((1, 0) at {_wmma[1, 0]}): its
    swizzle only splits M into 8 registers x 2 half-waves, so a thread's registers hold every other row.
    """
    )
    return


# ---- What a layout costs (issue 24: layout report, cost model; its cells stay together) ----


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## What a layout costs

    `layout_report(original, lowered)` counts, for each lowering, the bytes padding adds, the bytes
    relayouts move (once for constants, every call for the rest), each contraction's FLOPs and operand
    traffic on stored sizes. The cost model (`xdsl_encoding.report.cost`) turns those into seconds per
    call with a target's profile (`xdsl-encoding-calibrate` fits one to IREE 3.13's runtime). `make bench`
    fits it on the calibration shapes and checks it on *other* shapes (`bench/cost_model.py`, measurements
    kept in `docs/cost_model.json`, so this plot needs no IREE). Left: every held-out program; right, per
    shape: the speedup over nop of the layout the model picks, predicted against measured.
    """)
    return


@app.cell
def _(np, plt):
    import json
    from pathlib import Path

    cost_data = json.loads((Path(__file__).resolve().parents[1] / "cost_model.json").read_text())
    _cases = cost_data["cases"]
    _fig, (_ax, _bars) = plt.subplots(1, 2, figsize=(12, 4.8), gridspec_kw={"width_ratios": [1, 1.6]})
    for _layout in dict.fromkeys(c["layout"] for c in _cases):
        _mine = [c for c in _cases if c["layout"] == _layout]
        _ax.scatter([1e3 * c["predicted"] for c in _mine], [1e3 * c["seconds"] for c in _mine], label=_layout, s=18)
    _all = np.array([[c["predicted"], c["seconds"]] for c in _cases]) * 1e3
    _span = [float(_all[_all > 0].min()) / 1.5, float(_all.max()) * 1.5]
    _ax.plot(_span, _span, color="gray", linewidth=0.8)
    _ax.set_xscale("log")
    _ax.set_yscale("log")
    _ax.set_xlabel("predicted, ms")
    _ax.set_ylabel("measured on IREE 3.13 llvm-cpu, ms")
    _ax.set_title(f"{len(_cases)} held-out programs, {cost_data['target'].split(' ')[0]}", fontsize=9)
    _ax.legend(fontsize=8)
    _shapes = cost_data["shapes"]
    _x = np.arange(len(_shapes))
    _bars.bar(_x - 0.2, [s["predicted_speedup"] for s in _shapes], width=0.4, label="predicted")
    _bars.bar(_x + 0.2, [s["measured_speedup"] for s in _shapes], width=0.4, label="measured")
    for _i, _s in enumerate(_shapes):
        if _s["predicted_best"] != _s["measured_best"] and _s["regret"] > 1:
            _bars.annotate(
                f"regret {_s['regret']:.2f}",
                (_i, max(_s["measured_speedup"], _s["predicted_speedup"])),
                ha="center",
                va="bottom",
                fontsize=6,
                rotation=90,
            )
    _bars.axhline(1.0, color="gray", linewidth=0.8)
    _bars.set_xticks(
        _x,
        [f"{s['shape'].replace(' weights=', ' ')} ({s['predicted_best']})" for s in _shapes],
        rotation=75,
        ha="right",
        fontsize=6,
    )
    _bars.set_ylabel("best layout over nop")
    _summary = cost_data["summary"]
    _bars.set_title(
        f"picked {_summary['picked_fraction']:.0%} of shapes, regret geomean {_summary['regret_geomean']:.3f}, "
        f"max {_summary['regret_max']:.2f}",
        fontsize=9,
    )
    _bars.legend(fontsize=8)
    _fig.tight_layout()
    plt.close(_fig)
    _fig
    return


if __name__ == "__main__":
    app.run()
