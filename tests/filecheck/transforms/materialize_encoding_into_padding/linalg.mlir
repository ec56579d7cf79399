// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple}' --split-input-file | filecheck %s

// Fills, empties and element-wise linalg ops on encoded tensors are re-typed to the padded
// storage and run over it: their padding region holds whatever they compute there.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
func.func @retype_elementwise_fill_and_empty(%a: tensor<8x30xf32>) -> tensor<8x30xf32> {
  %e = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  %empty = tensor.empty() : tensor<8x30xf32, #lhs>
  %one = arith.constant 1.0 : f32
  %ones = linalg.fill ins(%one : f32) outs(%empty : tensor<8x30xf32, #lhs>) -> tensor<8x30xf32, #lhs>
  %sum = linalg.add ins(%e, %ones : tensor<8x30xf32, #lhs>, tensor<8x30xf32, #lhs>) outs(%empty : tensor<8x30xf32, #lhs>) -> tensor<8x30xf32, #lhs>
  %u = iree_encoding.unset_encoding %sum : tensor<8x30xf32, #lhs> -> tensor<8x30xf32>
  func.return %u : tensor<8x30xf32>
}
// CHECK-LABEL: func.func @retype_elementwise_fill_and_empty(
// CHECK-NEXT:    %[[E:.+]] = tensor.pad %a low[0, 0] high[0, 2] {
// CHECK:         } : tensor<8x30xf32> to tensor<8x32xf32>
// CHECK-NEXT:    %[[EMPTY:.+]] = tensor.empty() : tensor<8x32xf32>
// CHECK-NEXT:    %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[ONES:.+]] = linalg.fill ins(%[[ONE]] : f32) outs(%[[EMPTY]] : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT:    %[[SUM:.+]] = linalg.add ins(%[[E]], %[[ONES]] : tensor<8x32xf32>, tensor<8x32xf32>) outs(%[[EMPTY]] : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[SUM]][0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

// A contraction needs zeros in the K padding of both inputs. exp(0) = 1, so the output of an
// element-wise exp is re-padded from its logical slice; a zero-preserving body (x * y) keeps
// the zeros of its operands and is used as it is.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @rezero_before_contraction(%a: tensor<8x30xf32>, %b: tensor<30x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %ea = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #lhs>
  %empty = tensor.empty() : tensor<8x30xf32, #lhs>
  %x = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ea : tensor<8x30xf32, #lhs>) outs(%empty : tensor<8x30xf32, #lhs>) {
  ^bb0(%v: f32, %o: f32):
    %y = math.exp %v : f32
    linalg.yield %y : f32
  } -> tensor<8x30xf32, #lhs>
  %eb = iree_encoding.set_encoding %b : tensor<30x4xf32> -> tensor<30x4xf32, #rhs>
  %empty_b = tensor.empty() : tensor<30x4xf32, #rhs>
  %sq = linalg.mul ins(%eb, %eb : tensor<30x4xf32, #rhs>, tensor<30x4xf32, #rhs>) outs(%empty_b : tensor<30x4xf32, #rhs>) -> tensor<30x4xf32, #rhs>
  %ec = iree_encoding.set_encoding %c : tensor<8x4xf32> -> tensor<8x4xf32, #acc>
  %r = linalg.matmul ins(%x, %sq : tensor<8x30xf32, #lhs>, tensor<30x4xf32, #rhs>) outs(%ec : tensor<8x4xf32, #acc>) -> tensor<8x4xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<8x4xf32, #acc> -> tensor<8x4xf32>
  func.return %u : tensor<8x4xf32>
}
// CHECK-LABEL: func.func @rezero_before_contraction(
// CHECK:         %[[X:.+]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8x32xf32>) outs(%{{.*}} : tensor<8x32xf32>) {
// CHECK:         } -> tensor<8x32xf32>
// CHECK:         %[[SQ:.+]] = linalg.mul ins(%{{.*}}, %{{.*}} : tensor<32x4xf32>, tensor<32x4xf32>) outs(%{{.*}} : tensor<32x4xf32>) -> tensor<32x4xf32>
// CHECK-NEXT:    %[[L:.+]] = tensor.extract_slice %[[X]][0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>
// CHECK-NEXT:    %[[P:.+]] = tensor.pad %[[L]] low[0, 0] high[0, 2] {
// CHECK:         } : tensor<8x30xf32> to tensor<8x32xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[P]], %[[SQ]] : tensor<8x32xf32>, tensor<32x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:    func.return %[[R]]

// -----

// A fill with zero keeps the padding zero: no re-padding before the contraction.

#lhs = #iree_encoding.matmul_k<k_dims = [1]>
#rhs = #iree_encoding.matmul_k<k_dims = [0]>
#acc = #iree_encoding.matmul_k<k_dims = []>
func.func @zero_fill_stays_zero(%b: tensor<30x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %empty = tensor.empty() : tensor<8x30xf32, #lhs>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x30xf32, #lhs>) -> tensor<8x30xf32, #lhs>
  %eb = iree_encoding.set_encoding %b : tensor<30x4xf32> -> tensor<30x4xf32, #rhs>
  %ec = iree_encoding.set_encoding %c : tensor<8x4xf32> -> tensor<8x4xf32, #acc>
  %r = linalg.matmul ins(%z, %eb : tensor<8x30xf32, #lhs>, tensor<30x4xf32, #rhs>) outs(%ec : tensor<8x4xf32, #acc>) -> tensor<8x4xf32, #acc>
  %u = iree_encoding.unset_encoding %r : tensor<8x4xf32, #acc> -> tensor<8x4xf32>
  func.return %u : tensor<8x4xf32>
}
// CHECK-LABEL: func.func @zero_fill_stays_zero(
// CHECK:         %[[Z:.+]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT:    %[[EB:.+]] = tensor.pad %b low[0, 0] high[2, 0] {
// CHECK:         } : tensor<30x4xf32> to tensor<32x4xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[Z]], %[[EB]] : tensor<8x32xf32>, tensor<32x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>

// -----

// Operands whose paddings disagree along a loop are converted to the init's padding there.
// Here the plain bias (no padding) is extended with zeros to the padded init's storage.

#p = #iree_encoding.padding<[0, 2]>
func.func @broadcast_operand_follows_init(%a: tensor<8x30xf32>, %bias: tensor<30xf32>) -> tensor<8x30xf32> {
  %e = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #p>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<30xf32>) outs(%e : tensor<8x30xf32, #p>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x30xf32, #p>
  %u = iree_encoding.unset_encoding %r : tensor<8x30xf32, #p> -> tensor<8x30xf32>
  func.return %u : tensor<8x30xf32>
}
// CHECK-LABEL: func.func @broadcast_operand_follows_init(
// CHECK:         %[[B:.+]] = tensor.pad %bias low[0] high[2] {
// CHECK:         } : tensor<30xf32> to tensor<32xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.generic {{.*}} ins(%[[B]] : tensor<32xf32>) outs(%{{.*}} : tensor<8x32xf32>) {
// CHECK:         } -> tensor<8x32xf32>
// CHECK-NEXT:    %[[U:.+]] = tensor.extract_slice %[[R]][0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>

// -----

// Other ops read logical values: tensor.extracts of a padded tensor share one logical slice,
// a tensor.dim of a static dim becomes a constant.

#p = #iree_encoding.padding<[0, 2]>
func.func @other_uses_read_logical_values(%a: tensor<8x30xf32>, %i: index) -> (f32, f32, index) {
  %e = iree_encoding.set_encoding %a : tensor<8x30xf32> -> tensor<8x30xf32, #p>
  %v = tensor.extract %e[%i, %i] : tensor<8x30xf32, #p>
  %w = tensor.extract %e[%i, %i] : tensor<8x30xf32, #p>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %e, %c1 : tensor<8x30xf32, #p>
  func.return %v, %w, %d : f32, f32, index
}
// CHECK-LABEL: func.func @other_uses_read_logical_values(
// CHECK:         %[[L:.+]] = tensor.extract_slice %{{.*}}[0, 0] [8, 30] [1, 1] : tensor<8x32xf32> to tensor<8x30xf32>
// CHECK-NEXT:    %[[V:.+]] = tensor.extract %[[L]][%i, %i] : tensor<8x30xf32>
// CHECK-NEXT:    %[[W:.+]] = tensor.extract %[[L]][%i, %i] : tensor<8x30xf32>
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %[[D:.+]] = arith.constant 30 : index
// CHECK-NEXT:    func.return %[[V]], %[[W]], %[[D]] : f32, f32, index
