// RUN: xdsl-encoding-run %s --args "dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[1.0, 0.5], [0.0, 1.0], [2.0, 0.1]]> : tensor<3x2xf32>" | filecheck %s
// RUN: xdsl-encoding-run %s --verbose --args "dense<1.0> : tensor<2x3xf32>, dense<2.0> : tensor<3x2xf32>" | filecheck %s --check-prefix=SPLAT

// Dense literals go in through --args; results print as literals that --args accepts back.

func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x2xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%fill : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// CHECK: result: dense<[[7.0, 2.8], [16.0, 7.6]]> : tensor<2x2xf32>

// SPLAT:      input #0: dense<[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
// SPLAT-NEXT: input #1: dense<[[2.0, 2.0], [2.0, 2.0], [2.0, 2.0]]> : tensor<3x2xf32>
// SPLAT-NEXT: result: dense<[[6.0, 6.0], [6.0, 6.0]]> : tensor<2x2xf32>
