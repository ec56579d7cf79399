// RUN: xdsl-encoding-run %s --args "dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xf32>" | filecheck %s

// An encoded tensor's value is its logical value; a program padded by hand (what
// materialization produces) computes the same numbers: [[6], [15]].

#enc_lhs = #iree_encoding.matmul_k<k_dims = [1]>
#enc_rhs = #iree_encoding.matmul_k<k_dims = [0]>
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x1xf32>) -> tensor<2x1xf32> {
  %zero = arith.constant 0.0 : f32
  %ea = iree_encoding.set_encoding %a : tensor<2x3xf32> -> tensor<2x3xf32, #enc_lhs>
  %eb = iree_encoding.set_encoding %b : tensor<3x1xf32> -> tensor<3x1xf32, #enc_rhs>
  %ua = iree_encoding.unset_encoding %ea : tensor<2x3xf32, #enc_lhs> -> tensor<2x3xf32>
  %ub = iree_encoding.unset_encoding %eb : tensor<3x1xf32, #enc_rhs> -> tensor<3x1xf32>
  %pa = tensor.pad %ua low[0, 0] high[0, 5] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x3xf32> to tensor<2x8xf32>
  %pb = tensor.pad %ub low[0, 0] high[5, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<3x1xf32> to tensor<8x1xf32>
  %c = tensor.collapse_shape %pa [[0, 1]] : tensor<2x8xf32> into tensor<16xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
  %init = tensor.empty() : tensor<2x1xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x1xf32>) -> tensor<2x1xf32>
  %m = linalg.matmul ins(%x, %pb : tensor<2x8xf32>, tensor<8x1xf32>) outs(%fill : tensor<2x1xf32>) -> tensor<2x1xf32>
  %s = tensor.extract_slice %m[0, 0] [2, 1] [1, 1] : tensor<2x1xf32> to tensor<2x1xf32>
  return %s : tensor<2x1xf32>
}

// CHECK: result: dense<[[6.0], [15.0]]> : tensor<2x1xf32>
