// RUN: xdsl-encoding-run %s --random-inputs --seed 1 --dynamic-size 3 --verbose | filecheck %s
// RUN: xdsl-encoding-run %s --random-inputs --seed 1 --dynamic-size 3 > %t.first
// RUN: xdsl-encoding-run %s --random-inputs --seed 1 --dynamic-size 3 | diff %t.first -

// Every `?` dim of a random input gets --dynamic-size; the same seed gives the same run.

func.func @main(%a: tensor<?x2xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x2xf32>
  %n = tensor.dim %b, %c1 : tensor<2x?xf32>
  %init = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x2xf32>, tensor<2x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK:      input #0: dense<{{.*}}> : tensor<3x2xf32>
// CHECK-NEXT: input #1: dense<{{.*}}> : tensor<2x3xf32>
// CHECK-NEXT: result: dense<[[{{[-0-9.e, ]+}}], [{{[-0-9.e, ]+}}], [{{[-0-9.e, ]+}}]]> : tensor<3x3xf32>
