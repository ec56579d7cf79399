// RUN: xdsl-opt %s -p 'set-encoding{remarks=true}' --split-input-file 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-opt %s -p set-encoding --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=QUIET --allow-empty

// remarks=true says, on stderr, what was encoded and why other linalg ops were left alone.
// QUIET-NOT: remark

func.func @encoded(%a: tensor<16x8xf32>, %b: tensor<8x4xf32>, %c: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x4xf32>) outs(%c : tensor<16x4xf32>) -> tensor<16x4xf32>
  func.return %r : tensor<16x4xf32>
}
// CHECK: remark: @encoded: linalg.matmul %r: set matmul_k encodings on LHS %lhs, RHS %rhs, ACC %acc: LHS k_dims = [1], RHS k_dims = [0], ACC k_dims = []

// -----

func.func @two_k(%a: tensor<4x8x2xf32>, %b: tensor<8x2x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<4x8x2xf32>, tensor<8x2x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  func.return %r : tensor<4x5xf32>
}
// CHECK: remark: @two_k: linalg.generic %r: not encoded: 2 reduction dims (d2, d3); matmul_k allows one K dim

// -----

func.func @elementwise(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  func.return %r : tensor<4x8xf32>
}
// CHECK: remark: @elementwise: linalg.generic %r: not encoded: not a contraction (expected 2 inputs and 1 init, found 1 and 1)
