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


if __name__ == "__main__":
    app.run()
