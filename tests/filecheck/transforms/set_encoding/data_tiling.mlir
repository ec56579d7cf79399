// RUN: xdsl-opt %s -p 'set-encoding{encoding=data-tiling}' --split-input-file | filecheck %s

// What IREE 3.13's annotate-data-tiling-hints + set-encoding write on reference/iree-encoding-next.md
// §1.4's program: the encodings of the three operands, the fill folded into an encoded empty.

func.func @matmul(%lhs: tensor<15x7xf32>, %rhs: tensor<7x30xf32>) -> tensor<15x30xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<15x30xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<15x30xf32>) -> tensor<15x30xf32>
  %r = linalg.matmul ins(%lhs, %rhs : tensor<15x7xf32>, tensor<7x30xf32>) outs(%f : tensor<15x30xf32>) -> tensor<15x30xf32>
  return %r : tensor<15x30xf32>
}

// CHECK-LABEL: func.func @matmul(
// CHECK-NEXT:    %[[CST:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[A:.+]] = iree_encoding.set_encoding %lhs : tensor<15x7xf32> -> tensor<15x7xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [15, 30, 7]>>
// CHECK-NEXT:    %[[B:.+]] = iree_encoding.set_encoding %rhs : tensor<7x30xf32> -> tensor<7x30xf32, #iree_encoding.encoding<operand_index = 1 : index,
// CHECK-NEXT:    %[[E:.+]] = tensor.empty() : tensor<15x30xf32, #iree_encoding.encoding<operand_index = 2 : index,
// CHECK-NEXT:    %[[F:.+]] = linalg.fill ins(%[[CST]] : f32) outs(%[[E]] : {{.*}})
// CHECK-NEXT:    %[[M:.+]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[F]] : {{.*}})
// CHECK-NEXT:    %[[R:.+]] = iree_encoding.unset_encoding %[[M]] : tensor<15x30xf32, #iree_encoding.encoding<operand_index = 2 : index, {{.*}}> -> tensor<15x30xf32>
// CHECK-NEXT:    func.return %[[R]]

// -----

// A zero-extended input is `ui8` in element_types (getContractionInputTypeWithSignedness).

func.func @unsigned_rhs(%a: tensor<15x7xi8>, %b: tensor<30x7xi8>, %c: tensor<15x30xi32>) -> tensor<15x30xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<15x7xi8>, tensor<30x7xi8>) outs(%c : tensor<15x30xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %0 = arith.extsi %x : i8 to i32
    %1 = arith.extui %y : i8 to i32
    %2 = arith.muli %0, %1 : i32
    %3 = arith.addi %z, %2 : i32
    linalg.yield %3 : i32
  } -> tensor<15x30xi32>
  return %r : tensor<15x30xi32>
}

// CHECK-LABEL: func.func @unsigned_rhs(
// CHECK-NEXT:    iree_encoding.set_encoding %a : tensor<15x7xi8> -> tensor<15x7xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [i8, ui8, i32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [15, 30, 7]>>

// -----

// Two reduction dims: IREE declines (at most one K), the op is left alone.

func.func @two_k(%a: tensor<4x5x6xf32>, %b: tensor<5x6x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<4x5x6xf32>, tensor<5x6x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %2 = arith.mulf %x, %y : f32
    %3 = arith.addf %z, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @two_k(
// CHECK-NOT:     iree_encoding
// CHECK:         func.return

// -----

// A dynamic loop size is reified as MLIR's ReifyRankedShapedTypeOpInterface does (LinalgOp::reifyResultShapes):
// through the first operand giving the loop, the producer's input up to the argument, not its init
// `tensor.empty(%n)`; the unset's size comes from the fill's init (its only shaped operand). As iree-opt 3.13.

func.func @reify_through_inputs(%x: tensor<?x8xf32>, %n: index, %b: tensor<8x16xf32>) -> tensor<?x16xf32> {
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x8xf32>
  %cst = arith.constant 0.0 : f32
  %e2 = tensor.empty(%n) : tensor<?x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e2 : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = linalg.matmul ins(%neg, %b : tensor<?x8xf32>, tensor<8x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}

// CHECK-LABEL: func.func @reify_through_inputs(
// CHECK:         %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.+]] = tensor.dim %x, %[[C0]] : tensor<?x8xf32>
// CHECK-NEXT:    iree_encoding.set_encoding %neg encoding_dims{%[[DIM]]}
// CHECK-NEXT:    iree_encoding.set_encoding %b encoding_dims{%[[DIM]]}
// CHECK-NEXT:    tensor.empty(%n)
// CHECK:         iree_encoding.unset_encoding {{.*}} encoding_dims{%[[DIM]]} : {{.*}} -> tensor<?x16xf32>{%n}
