// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// quantize_affine / dequantize_affine as iree-compile 3.13 prints them for ONNX QuantizeLinear /
// DequantizeLinear: per-tensor (scalar scale and i64 zero point), per-axis (tensor scale and zero
// point, `-> (d1)`), unsigned storage without a zero point.

util.func public @per_tensor(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 5.000000e-02 : f32
  %z = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4x8xi8>
  %q = iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%x, %s, %z : tensor<4x8xf32>, f32, i64) outs(%e : tensor<4x8xi8>) -> tensor<4x8xi8>
  %f = tensor.empty() : tensor<4x8xf32>
  %d = iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%q, %s, %z : tensor<4x8xi8>, f32, i64) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  util.return %d : tensor<4x8xf32>
}

// CHECK:      %{{.*}} = iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, f32, i64) outs(%{{.*}} : tensor<4x8xi8>) -> tensor<4x8xi8>
// CHECK:      %{{.*}} = iree_linalg_ext.dequantize_affine <indexing_maps = [{{.*}}], quant_min = -128, quant_max = 127> ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xi8>, f32, i64) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-GENERIC: "iree_linalg_ext.quantize_affine"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [{{.*}}], quant_min = -128 : i64, quant_max = 127 : i64}> : (tensor<4x8xf32>, f32, i64, tensor<4x8xi8>) -> tensor<4x8xi8>

util.func public @per_axis_and_unsigned(%x: tensor<3x4xf32>, %s: tensor<4xf32>, %z: tensor<4xi8>) -> (tensor<3x4xi8>, tensor<3x4xf32>) {
  %e = tensor.empty() : tensor<3x4xi8>
  %q = iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%x, %s, %z : tensor<3x4xf32>, tensor<4xf32>, tensor<4xi8>) outs(%e : tensor<3x4xi8>) -> tensor<3x4xi8>
  %c = arith.constant 1.000000e-01 : f32
  %f = tensor.empty() : tensor<3x4xf32>
  %d = iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = 0, quant_max = 255, input_unsigned> ins(%q, %c : tensor<3x4xi8>, f32) outs(%f : tensor<3x4xf32>) -> tensor<3x4xf32>
  util.return %q, %d : tensor<3x4xi8>, tensor<3x4xf32>
}

// CHECK:      iree_linalg_ext.quantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = -128, quant_max = 127> ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<3x4xf32>, tensor<4xf32>, tensor<4xi8>)
// CHECK:      iree_linalg_ext.dequantize_affine <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], quant_min = 0, quant_max = 255, input_unsigned> ins(%{{.*}}, %{{.*}} : tensor<3x4xi8>, f32)
// CHECK-GENERIC: "iree_linalg_ext.dequantize_affine"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [{{.*}}], quant_min = 0 : i64, quant_max = 255 : i64, input_unsigned}>

// ONNX CumSum: an inclusive scan along dim 1, with the discardable operandSegmentSizes IREE 3.13 prints.
util.func public @cumsum(%x: tensor<3x5xf32>, %o: tensor<3x5xf32>, %a: tensor<3xf32>) -> tensor<3x5xf32> {
  %0:2 = iree_linalg_ext.scan {operandSegmentSizes = array<i32: 1, 2>} dimension(1) inclusive(true) ins(%x : tensor<3x5xf32>) outs(%o, %a : tensor<3x5xf32>, tensor<3xf32>) {
  ^bb0(%p: f32, %n: f32):
    %s = arith.addf %p, %n : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<3x5xf32>, tensor<3xf32>
  util.return %0#0 : tensor<3x5xf32>
}

// CHECK:      %{{.*}}, %{{.*}} = iree_linalg_ext.scan {operandSegmentSizes = array<i32: 1, 2>} dimension(1) inclusive(true) ins(%{{.*}} : tensor<3x5xf32>) outs(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<3xf32>) {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:   %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:   iree_linalg_ext.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<3x5xf32>, tensor<3xf32>
// CHECK-GENERIC: "iree_linalg_ext.scan"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension = 1 : i64, inclusive = true}> ({
