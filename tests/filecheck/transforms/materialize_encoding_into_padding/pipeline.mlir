// RUN: xdsl-opt %s -p set-encoding,propagate-encodings,materialize-encoding-into-padding | filecheck %s
// RUN: xdsl-opt %s -p 'set-encoding,propagate-encodings,materialize-encoding-into-padding{resolver=multiple multiple=64}' | filecheck %s --check-prefix=MULT
// RUN: xdsl-opt %s -p 'set-encoding,propagate-encodings,materialize-encoding-into-padding{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// The whole pipeline: set-encoding marks the matmul, propagation moves the LHS encoding above
// the collapse_shape (K stays a dim of its own), and materialization pads K where the tensor
// is born: the collapse then runs on padded storage and the matmul on padded K.

func.func @main(%x: tensor<2x64x1000xf32>, %w: tensor<1000x32xf32>, %acc: tensor<128x32xf32>) -> tensor<128x32xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x64x1000xf32> into tensor<128x1000xf32>
  %r = linalg.matmul ins(%c, %w : tensor<128x1000xf32>, tensor<1000x32xf32>) outs(%acc : tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return %r : tensor<128x32xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:      %[[X:[a-zA-Z0-9_]+]]: tensor<2x64x1000xf32>, %[[W:[a-zA-Z0-9_]+]]: tensor<1000x32xf32>, %[[ACC:[a-zA-Z0-9_]+]]: tensor<128x32xf32>
// CHECK:         %[[P:.+]] = tensor.pad %[[X]] low[0, 0, 0] high[0, 0, 56] {
// CHECK:         } : tensor<2x64x1000xf32> to tensor<2x64x1056xf32>
// CHECK-NEXT:    %[[C:.+]] = tensor.collapse_shape %[[P]] {{\[}}[0 : i64, 1 : i64], [2 : i64]] : tensor<2x64x1056xf32> into tensor<128x1056xf32>
// CHECK:         %[[PW:.+]] = tensor.pad %[[W]] low[0, 0] high[56, 0] {
// CHECK:         } : tensor<1000x32xf32> to tensor<1056x32xf32>
// CHECK-NEXT:    %[[R:.+]] = linalg.matmul ins(%[[C]], %[[PW]] : tensor<128x1056xf32>, tensor<1056x32xf32>) outs(%[[ACC]] : tensor<128x32xf32>) -> tensor<128x32xf32>
// CHECK-NOT:     iree_encoding
// CHECK:         func.return %[[R]] : tensor<128x32xf32>

// MULT-LABEL: func.func @main(
// MULT:         tensor.pad %x low[0, 0, 0] high[0, 0, 24] {
// MULT:         } : tensor<2x64x1000xf32> to tensor<2x64x1024xf32>
// MULT:         tensor.pad %w low[0, 0] high[24, 0] {
// MULT:         linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<128x1024xf32>, tensor<1024x32xf32>)

// REMARK: remark: @main: iree_encoding.set_encoding{{.*}}: tensor<2x64x1000xf32, #iree_encoding.matmul_k<k_dims = [2]>>: padding [0, 0, 56], stored as 2x64x1056
// REMARK: remark: @main: iree_encoding.set_encoding{{.*}}: tensor<1000x32xf32, #iree_encoding.matmul_k<k_dims = [0]>>: K dim 0 not padded: K dim 0 is not the innermost dim of a rank-2 tensor
// REMARK: remark: @main: linalg.matmul{{.*}}: operand #1: storage padding [0, 0] extended with zeros to [56, 0]
