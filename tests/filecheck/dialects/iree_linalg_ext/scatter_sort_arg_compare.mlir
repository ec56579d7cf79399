// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// scatter, sort, topk and arg_compare as IREE 3.13 prints them (tests/data/iree/{scatter_nd,
// scatter_elements_add,topk,argmax}.input.mlir), and the optional operands of IREE's ODS:
// scatter's mask, topk's input indices, arg_compare's index_base.

util.func public @scatter(%u: tensor<6xf32>, %i: tensor<6x2xi64>, %o: tensor<3x4xf32>, %m: tensor<6xi1>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%u, %i : tensor<6xf32>, tensor<6x2xi64>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<3x4xf32>
  %1 = iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(true) ins(%u, %i, %m : tensor<6xf32>, tensor<6x2xi64>, tensor<6xi1>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<3x4xf32>
  util.return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// CHECK:      iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%{{.*}}, %{{.*}} : tensor<6xf32>, tensor<6x2xi64>) outs(%{{.*}} : tensor<3x4xf32>) {
// CHECK:      } -> tensor<3x4xf32>
// CHECK:      iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(true) ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<6xf32>, tensor<6x2xi64>, tensor<6xi1>) outs(%{{.*}} : tensor<3x4xf32>) {
// CHECK-GENERIC: "iree_linalg_ext.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension_map = array<i64: 0, 1>, unique_indices = false}> ({

util.func public @sort(%v: tensor<3x8xf32>, %i: tensor<3x8xi64>) -> (tensor<3x8xf32>, tensor<3x8xi64>) {
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%v, %i : tensor<3x8xf32>, tensor<3x8xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %k = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %k : i1
  } -> tensor<3x8xf32>, tensor<3x8xi64>
  util.return %0#0, %0#1 : tensor<3x8xf32>, tensor<3x8xi64>
}

// CHECK:      iree_linalg_ext.sort dimension(1) outs(%{{.*}}, %{{.*}} : tensor<3x8xf32>, tensor<3x8xi64>) {
// CHECK:      } -> tensor<3x8xf32>, tensor<3x8xi64>
// CHECK-GENERIC: "iree_linalg_ext.sort"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({

util.func public @topk(%x: tensor<2x7xf32>, %xi: tensor<2x7xi32>, %v: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%x, %xi : tensor<2x7xf32>, tensor<2x7xi32>) outs(%v, %i : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %k = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %k : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  util.return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// CHECK:      iree_linalg_ext.topk dimension(1) ins(%{{.*}}, %{{.*}} : tensor<2x7xf32>, tensor<2x7xi32>) outs(%{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<2x3xi32>) {

util.func public @arg_compare(%x: tensor<3x5xf32>, %v: tensor<3xf32>, %i: tensor<3xi32>, %base: index) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%x : tensor<3x5xf32>) outs(%v, %i : tensor<3xf32>, tensor<3xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %k = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %k : i1
  } -> tensor<3xf32>, tensor<3xi32>
  util.return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// CHECK:      iree_linalg_ext.arg_compare dimension(1) ins(%{{.*}} : tensor<3x5xf32>) outs(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xi32>) index_base(%{{.*}} : index) {
// CHECK-GENERIC: "iree_linalg_ext.arg_compare"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>}> ({
