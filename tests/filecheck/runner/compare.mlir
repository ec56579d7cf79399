// RUN: xdsl-opt %s -p linalg-generalize-named-ops -o %t.generic.mlir
// RUN: xdsl-encoding-run %s --compare %t.generic.mlir | filecheck %s --check-prefix=AGREE
// RUN: sed -e 's/arith.constant 0.0/arith.constant 0.5/' %s > %t.wrong.mlir
// RUN: not xdsl-encoding-run %s --compare %t.wrong.mlir --seed 4 | filecheck %s --check-prefix=DISAGREE
// RUN: xdsl-encoding-run %s --compare %t.wrong.mlir --atol 0.6 | filecheck %s --check-prefix=TOLERANT

// --compare runs both programs on the same random inputs, prints how they differ, and judges
// the second against the first evaluated in float64: within atol + rtol*|exact| +
// gamma(K, u)*|a|.|b| (K = 8 here). It fails when they differ by more.

func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x3xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%fill : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// AGREE:      max_abs_error: 0
// AGREE-NEXT: max_rel_error: 0
// AGREE-NEXT: agree: true (rtol=0, atol=0)
// AGREE-NEXT: against: the first program evaluated in float64; linalg.matmul of K=8 terms accumulating at u=5.96e-08
// AGREE-NEXT: result #0: agree; max error {{.*}} against float64, {{[0-9.]+}}x the original's own rounding ({{.*}}); worst element [{{[0-9]+}}, {{[0-9]+}}]: error {{.*}}, tolerance {{.*}} = atol 0 + rtol 0*|exact| + 5.96e-08*|exact| (rounding to the result type) + {{.*}}*(|terms|_2+|exact|)

// DISAGREE:      max_abs_error: 0.5
// DISAGREE-NEXT: max_rel_error: {{[0-9.e+-]+}}
// DISAGREE-NEXT: agree: false
// DISAGREE:      result #0: disagree; max error 0.5 against float64, {{.*}}x the original's own rounding ({{.*}}); worst element {{.*}}: error 0.5, tolerance {{.*}}

// TOLERANT: agree: true (rtol=0, atol=0.6)
// TOLERANT: result #0: agree; {{.*}} tolerance {{.*}} = atol 0.6 + rtol 0*|exact| + {{.*}}
