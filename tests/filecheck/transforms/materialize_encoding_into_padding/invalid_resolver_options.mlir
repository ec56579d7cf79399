// Option values the padding materialization cannot work with: the pass fails before it reads the
// module, naming the option, and prints no module (the input is left as it was).

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=bogus}' --verify-diagnostics | filecheck %s --check-prefix=RESOLVER
// RESOLVER: materialize-encoding-into-padding: unknown resolver 'bogus', expected one of cache-line, multiple
// RESOLVER-NOT: builtin.module

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver="Cache-Line"}' --verify-diagnostics | filecheck %s --check-prefix=RESOLVER-CASE
// RESOLVER-CASE: materialize-encoding-into-padding: unknown resolver 'Cache-Line', expected one of cache-line, multiple

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=0}' --verify-diagnostics | filecheck %s --check-prefix=MULTIPLE-ZERO
// MULTIPLE-ZERO: materialize-encoding-into-padding: multiple must be positive, got 0
// MULTIPLE-ZERO-NOT: builtin.module

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=-16}' --verify-diagnostics | filecheck %s --check-prefix=MULTIPLE-NEGATIVE
// MULTIPLE-NEGATIVE: materialize-encoding-into-padding: multiple must be positive, got -16

// Every option is checked, whichever resolver is chosen (a typo is reported, not ignored).
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{multiple=0}' --verify-diagnostics | filecheck %s --check-prefix=UNUSED-MULTIPLE
// UNUSED-MULTIPLE: materialize-encoding-into-padding: multiple must be positive, got 0
// UNUSED-MULTIPLE-NOT: builtin.module

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple cache-sets=0}' --verify-diagnostics | filecheck %s --check-prefix=UNUSED-SETS
// UNUSED-SETS: materialize-encoding-into-padding: cache-line-bytes and cache-sets must be positive, got 128 and 0

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{cache-line-bytes=0}' --verify-diagnostics | filecheck %s --check-prefix=LINE-ZERO
// LINE-ZERO: materialize-encoding-into-padding: cache-line-bytes and cache-sets must be positive, got 0 and 4

// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{cache-sets=-1}' --verify-diagnostics | filecheck %s --check-prefix=SETS-NEGATIVE
// SETS-NEGATIVE: materialize-encoding-into-padding: cache-line-bytes and cache-sets must be positive, got 128 and -1

// The same through the whole pipeline: the earlier passes ran, the failing one changed nothing.
// RUN: xdsl-opt %s -p 'set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=0}' --verify-diagnostics | filecheck %s --check-prefix=PIPELINE
// PIPELINE: materialize-encoding-into-padding: multiple must be positive, got 0
// PIPELINE-NOT: builtin.module

func.func @matmul(%a: tensor<2x8x32xf32>, %b: tensor<32x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a2 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %r = linalg.matmul ins(%a2, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  func.return %r : tensor<16x16xf32>
}
