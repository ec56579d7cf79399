// RUN: xdsl-opt %s -p 'set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution remarks=true}' --split-input-file 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p 'set-encoding{encoding=data-tiling data-tiling-op-types=conv}' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not xdsl-opt %s -p 'set-encoding{data-tiling-op-types=convolution}' 2>&1 | filecheck %s --check-prefix=NOT-DATA-TILING

// `set-encoding{encoding=data-tiling data-tiling-op-types=matmul,convolution}`: IREE 3.13's
// annotate-data-tiling-hints{data-tiling-op-types=matmul,convolution} + set-encoding on convolutions
// (the encodings as iree-opt 3.13 prints them; tests/pytest/transforms/test_convolution_data_tiling.py
// compares many more with it).

// UNKNOWN: set-encoding: unknown data-tiling-op-types value 'conv', expected one of matmul, scaled_matmul, convolution
// NOT-DATA-TILING: set-encoding: data-tiling-op-types does not apply to encoding=matmul_k

func.func @nhwc(%a: tensor<1x16x16x4xf32>, %b: tensor<3x3x4x8xf32>) -> tensor<1x14x14x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x14x14x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x16x16x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %r : tensor<1x14x14x8xf32>
}

// CHECK: remark: @nhwc: linalg.conv_2d_nhwc_hwcf %r: set conv encodings (iteration_sizes = [1, 14, 14, 8, 3, 3, 4])
// CHECK-LABEL: func.func @nhwc(
// CHECK-NEXT:    %[[CST:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[A:.+]] = iree_encoding.set_encoding %a : tensor<1x16x16x4xf32> -> tensor<1x16x16x4xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = conv, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, (d1 + d4), (d2 + d5), d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iteration_sizes = [1, 14, 14, 8, 3, 3, 4]>>
// CHECK-NEXT:    %[[B:.+]] = iree_encoding.set_encoding %b : tensor<3x3x4x8xf32> -> tensor<3x3x4x8xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv,
// CHECK-NEXT:    %[[E:.+]] = tensor.empty() : tensor<1x14x14x8xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = conv,
// CHECK-NEXT:    %[[F:.+]] = linalg.fill ins(%[[CST]] : f32) outs(%[[E]] : {{.*}})
// CHECK-NEXT:    %[[R:.+]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[A]], %[[B]] : {{.*}}) outs(%[[F]] : {{.*}})
// CHECK-NEXT:    %[[U:.+]] = iree_encoding.unset_encoding %[[R]] : {{.*}} -> tensor<1x14x14x8xf32>
// CHECK-NEXT:    func.return %[[U]]

// -----

// A strided NCHW convolution, a pooling and a depthwise convolution (which the CPU resolvers keep in
// the identity layout) and an `i8` one (element types as they are, no signedness inferred).

func.func @others(%a: tensor<2x4x17x16xf32>, %f: tensor<8x4x3x3xf32>, %c: tensor<2x8x8x7xf32>,
                  %p: tensor<1x8x8x4xf32>, %w: tensor<2x2xf32>, %po: tensor<1x7x7x4xf32>,
                  %dw: tensor<3x3x4xf32>, %dwo: tensor<1x6x6x4xf32>,
                  %q: tensor<1x8x8x4xi8>, %qf: tensor<3x3x4x8xi8>, %qo: tensor<1x6x6x8xi32>) -> (tensor<2x8x8x7xf32>, tensor<1x7x7x4xf32>, tensor<1x6x6x4xf32>, tensor<1x6x6x8xi32>) {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %f : tensor<2x4x17x16xf32>, tensor<8x4x3x3xf32>) outs(%c : tensor<2x8x8x7xf32>) -> tensor<2x8x8x7xf32>
  %1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%po : tensor<1x7x7x4xf32>) -> tensor<1x7x7x4xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %dw : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>) outs(%dwo : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %3 = linalg.conv_2d_nhwc_hwcf ins(%q, %qf : tensor<1x8x8x4xi8>, tensor<3x3x4x8xi8>) outs(%qo : tensor<1x6x6x8xi32>) -> tensor<1x6x6x8xi32>
  return %0, %1, %2, %3 : tensor<2x8x8x7xf32>, tensor<1x7x7x4xf32>, tensor<1x6x6x4xf32>, tensor<1x6x6x8xi32>
}

// CHECK-LABEL: func.func @others(
// CHECK:         iree_encoding.set_encoding %a : tensor<2x4x17x16xf32> -> tensor<2x4x17x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = conv, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, ((d2 * 2) + d5), ((d3 * 2) + d6))>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iteration_sizes = [2, 8, 8, 7, 4, 3, 3]>>
// CHECK:         linalg.conv_2d_nchw_fchw
// CHECK:         iree_encoding.set_encoding %p : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = conv, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, (d1 + d4), (d2 + d5), d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iteration_sizes = [1, 7, 7, 4, 2, 2]>>
// CHECK:         linalg.pooling_nhwc_max
// CHECK:         iree_encoding.set_encoding %dw : tensor<3x3x4xf32> -> tensor<3x3x4xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = conv,
// CHECK:         linalg.depthwise_conv_2d_nhwc_hwc
// CHECK:         iree_encoding.set_encoding %q : tensor<1x8x8x4xi8> -> tensor<1x8x8x4xi8, #iree_encoding.encoding<operand_index = 0 : index, op_type = conv, element_types = [i8, i8, i32],
// CHECK:         linalg.conv_2d_nhwc_hwcf

// -----

// A preset `compilation_info` keeps an op from being data-tiled (IREE's `dataTilablePreCondition`),
// a convolution as a matmul.

func.func @preset(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>, %x: tensor<1x16x16x4xf32>, %y: tensor<3x3x4x8xf32>, %z: tensor<1x14x14x8xf32>) -> (tensor<8x8xf32>, tensor<1x14x14x8xf32>) {
  %0 = linalg.matmul {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_codegen.lowering_config<tile_sizes = [[8, 8, 0]]>, translation_info = #iree_codegen.translation_info<pipeline = CPUDoubleTilingExpert>>} ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_codegen.lowering_config<tile_sizes = [[8, 8, 0]]>, translation_info = #iree_codegen.translation_info<pipeline = CPUDoubleTilingExpert>>} ins(%x, %y : tensor<1x16x16x4xf32>, tensor<3x3x4x8xf32>) outs(%z : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<1x14x14x8xf32>
}

// CHECK: remark: @preset: linalg.matmul %0: not data-tiled: the op has a preset compilation_info
// CHECK: remark: @preset: linalg.conv_2d_nhwc_hwcf %1: not data-tiled: the op has a preset compilation_info
// CHECK-LABEL: func.func @preset(
// CHECK-NOT:     iree_encoding
// CHECK:         func.return
