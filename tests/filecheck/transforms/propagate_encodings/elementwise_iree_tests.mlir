// RUN: xdsl-opt %s --split-input-file -p 'propagate-encodings{target=x86_64}' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'propagate-encodings{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=NOTARGET

// IREE 3.13's tensor-level cases of element-wise propagation, ported:
// * compiler/src/iree/compiler/DispatchCreation/test/hoist_encoding_ops.mlir@b48a595 (the
//   `flow.dispatch.region` around each case removed: ours moves within a block, whatever region it is in);
// * compiler/src/iree/compiler/DispatchCreation/test/propagate_encodings_through_generic_ops.mlir@229f0a2a
//   (`no_bubble_padding_encoding`, `no_bubble_across_region`).
// With target=x86_64 (f32 K tile 1: no K padding) ours moves the same ops to the same place with
// the same encodings as IREE 3.13's `iree-dispatch-creation-propagate-encodings-through-generic-ops`
// (checked op by op in tests/pytest/transforms/test_propagate_encodings_elementwise_oracle.py).
// Without a target (NOTARGET) the K tile is one of those some target would choose: these cases
// K = 128 is a multiple of every one of them, so nothing is padded and every move is free, as
// with a target (data_tiling/any_target.py). Where K is not such a multiple, a dequantization with
// zero points or scales, which maps the padding 0 to a value the matmul would add up, stays put
// (test_propagate_encodings_elementwise.py).

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map2, #map3, #map4]>
util.func public @bubble_through_dequant(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>) -> tensor<2x11008x128xf32, #encoding> {
    %8 = tensor.empty() : tensor<2x11008x128xf32>
    %11 = linalg.generic
        {indexing_maps = [#map, #map1, #map1, #map],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%arg0, %arg1, %arg2 : tensor<2x11008x128xi8>, tensor<2x11008xf32>, tensor<2x11008xf32>)
        outs(%8 : tensor<2x11008x128xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %18 = arith.extui %in : i8 to i32
      %19 = arith.uitofp %18 : i32 to f32
      %20 = arith.subf %19, %in_1 : f32
      %21 = arith.mulf %20, %in_0 : f32
      linalg.yield %21 : f32
    } -> tensor<2x11008x128xf32>
    %13 = iree_encoding.set_encoding %11 : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
  util.return %13 : tensor<2x11008x128xf32, #encoding>
}

// CHECK-LABEL: util.func public @bubble_through_dequant(
// CHECK: iree_encoding.set_encoding %arg0 : tensor<2x11008x128xi8> -> tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: iree_encoding.set_encoding %arg1 : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: iree_encoding.set_encoding %arg2 : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: tensor.empty() : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>) outs(%{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>)
// CHECK: util.return %{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>
util.func public @bubble_through_broadcast(
    %arg0: tensor<11008x128xf32>) -> tensor<2x11008x128xf32, #encoding> {
    %8 = tensor.empty() : tensor<2x11008x128xf32>
    %11 = linalg.generic
        {indexing_maps = [#map1, #map],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%arg0 : tensor<11008x128xf32>)
        outs(%8 : tensor<2x11008x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x11008x128xf32>
    %13 = iree_encoding.set_encoding %11 : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
  util.return %13 : tensor<2x11008x128xf32, #encoding>
}

// CHECK-LABEL: util.func public @bubble_through_broadcast(
// CHECK: iree_encoding.set_encoding %arg0 : tensor<11008x128xf32> -> tensor<11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: tensor.empty() : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>) outs(%{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>)
// CHECK: util.return %{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>

// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
module {
  util.func public @no_hoist_if_source_is_compute_op(%arg0: tensor<2x11008x128xf32>) -> tensor<2x11008x128xf32, #encoding> {
      %1 = tensor.empty() : tensor<2x11008x128xf32>
      %2 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<2x11008x128xf32>, tensor<2x11008x128xf32>) outs(%1 : tensor<2x11008x128xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.addf %in, %in_0 : f32
        linalg.yield %4 : f32
      } -> tensor<2x11008x128xf32>
      %3 = iree_encoding.set_encoding %2 : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
    util.return %3 : tensor<2x11008x128xf32, #encoding>
  }
}

// CHECK-LABEL: util.func public @no_hoist_if_source_is_compute_op(
// CHECK: tensor.empty() : tensor<2x11008x128xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg0 : tensor<2x11008x128xf32>, tensor<2x11008x128xf32>) outs(%{{.*}} : tensor<2x11008x128xf32>)
// CHECK: iree_encoding.set_encoding %{{.*}} : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: util.return %{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>

// -----

// Tests the propagation of the unset encoding op through a parallel generic op.
// Note the permuted target operand indexing map that needs to be added to the
// encoding attribute to map the encoding to the domain of the generic op.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @propagate_unset_encoding_through_generic(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<f32>, %arg2: index) -> tensor<4096x?xbf16> {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<4096x?xbf16>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<4096x?xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %4 = arith.mulf %in, %in_0 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<4096x?xbf16>
  util.return %3 : tensor<4096x?xbf16>
}

// CHECK-LABEL: util.func public @propagate_unset_encoding_through_generic(
// CHECK: iree_encoding.set_encoding %arg1 : tensor<f32> -> tensor<f32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>]]>>
// CHECK: tensor.empty(%arg2) : tensor<4096x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>>
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>, tensor<f32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>]]>>) outs(%{{.*}} : tensor<4096x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>>)
// CHECK: iree_encoding.unset_encoding %{{.*}} : tensor<4096x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>> -> tensor<4096x?xbf16>{%arg2}
// CHECK: util.return %{{.*}} : tensor<4096x?xbf16>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @propagate_unset_encoding_transposed_result_dims(%arg0: tensor<?x?xf32, #encoding>) -> tensor<?x?xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %arg0, %c0 : tensor<?x?xf32, #encoding>
  %d1 = tensor.dim %arg0, %c1 : tensor<?x?xf32, #encoding>
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d0, %d1}
    %2 = tensor.empty(%d0, %d1) : tensor<?x?xbf16>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x?xf32>) outs(%2 : tensor<?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %5 = arith.truncf %in : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<?x?xbf16>
  util.return %3 : tensor<?x?xbf16>
}

// CHECK-LABEL: util.func public @propagate_unset_encoding_transposed_result_dims(
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>>
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<?x?xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>) outs(%{{.*}} : tensor<?x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>>)
// CHECK: iree_encoding.unset_encoding %{{.*}} : tensor<?x?xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>]]>> -> tensor<?x?xbf16>{%{{.*}}, %{{.*}}}
// CHECK: util.return %{{.*}} : tensor<?x?xbf16>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @propagate_unset_encoding_through_generic_with_scalar(%arg0: tensor<4096x?xf32, #encoding>, %arg1: f32, %arg2: index) -> tensor<4096x?xf32> {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<4096x?xf32, #encoding> -> tensor<4096x?xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<4096x?xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4096x?xf32>, f32) outs(%2 : tensor<4096x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<4096x?xf32>
  util.return %3 : tensor<4096x?xf32>
}

// CHECK-LABEL: util.func public @propagate_unset_encoding_through_generic_with_scalar(
// CHECK: tensor.empty(%arg2) : tensor<4096x?xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<4096x?xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>, f32) outs(%{{.*}} : tensor<4096x?xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>)
// CHECK: iree_encoding.unset_encoding %{{.*}} : tensor<4096x?xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>> -> tensor<4096x?xf32>{%arg2}
// CHECK: util.return %{{.*}} : tensor<4096x?xf32>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_with_multiple_uses(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<f32>, %arg2: index) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<?x4096xbf16>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<?x4096xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %5 = arith.mulf %in, %in_0 : f32
      %6 = arith.truncf %5 : f32 to bf16
      linalg.yield %6 : bf16
    } -> tensor<?x4096xbf16>
    %4 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<?x4096xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %5 = arith.addf %in, %in_0 : f32
      %6 = arith.truncf %5 : f32 to bf16
      linalg.yield %6 : bf16
    } -> tensor<?x4096xbf16>
  util.return %3, %4 : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}

// CHECK-LABEL: util.func public @dont_propagate_unset_encoding_with_multiple_uses(
// CHECK: iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>> -> tensor<?x4096xf32>{%arg2}
// CHECK: tensor.empty(%arg2) : tensor<?x4096xbf16>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%{{.*}} : tensor<?x4096xbf16>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%{{.*}} : tensor<?x4096xbf16>)
// CHECK: util.return %{{.*}}, %{{.*}} : tensor<?x4096xbf16>, tensor<?x4096xbf16>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_through_generic_with_reduction(%arg0: tensor<?x4096xf32, #encoding>, %arg1: index) -> tensor<?xf32> {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg1}
    %2 = tensor.empty(%arg1) : tensor<?xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x4096xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<?xf32>
  util.return %3 : tensor<?xf32>
}

// CHECK-LABEL: util.func public @dont_propagate_unset_encoding_through_generic_with_reduction(
// CHECK: iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>> -> tensor<?x4096xf32>{%arg1}
// CHECK: tensor.empty(%arg1) : tensor<?xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<?x4096xf32>) outs(%{{.*}} : tensor<?xf32>)
// CHECK: util.return %{{.*}} : tensor<?xf32>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_on_init(%arg0: tensor<?x4096xf32>, %arg1: index) -> tensor<?x4096xf32> {
    %1 = tensor.empty(%arg1) : tensor<?x4096xf32, #encoding>
    %2 = iree_encoding.unset_encoding %1 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg1}
    %3 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x4096xf32>) outs(%2 : tensor<?x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<?x4096xf32>
  util.return %3 : tensor<?x4096xf32>
}

// CHECK-LABEL: util.func public @dont_propagate_unset_encoding_on_init(
// CHECK: tensor.empty(%arg1) : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>>
// CHECK: iree_encoding.unset_encoding %{{.*}} : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>> -> tensor<?x4096xf32>{%arg1}
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<?x4096xf32>) outs(%{{.*}} : tensor<?x4096xf32>)
// CHECK: util.return %{{.*}} : tensor<?x4096xf32>

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1, d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @dont_propagate_non_projected_permutation(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<?x4x4096xf32>, %arg2: index) -> tensor<?x4096xf32> {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<?x4096xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<?x4x4096xf32>) outs(%2 : tensor<?x4096xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.addf %in, %in_0 : f32
      %5 = arith.addf %4, %out : f32
      linalg.yield %5 : f32
    } -> tensor<?x4096xf32>
  util.return %3 : tensor<?x4096xf32>
}

// CHECK-LABEL: util.func public @dont_propagate_non_projected_permutation(
// CHECK: iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>> -> tensor<?x4096xf32>{%arg2}
// CHECK: tensor.empty(%arg2) : tensor<?x4096xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %arg1 : tensor<?x4096xf32>, tensor<?x4x4096xf32>) outs(%{{.*}} : tensor<?x4096xf32>)
// CHECK: util.return %{{.*}} : tensor<?x4096xf32>

// -----

// Test that bubble-up works with encoding_dims when they dominate the genericOp.
// Here, the encoding_dims are function arguments, so they always dominate.

#map_bubble = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map_bubble1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map_bubble2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map_bubble3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map_bubble4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding_bubble = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_bubble2, #map_bubble3, #map_bubble4], iteration_sizes = [2, ?, ?, ?]>
util.func public @bubble_through_dequant_with_encoding_dims(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>,
    %m: index, %n: index, %k: index) -> tensor<2x11008x128xf32, #encoding_bubble> {
    %8 = tensor.empty() : tensor<2x11008x128xf32>
    %11 = linalg.generic
        {indexing_maps = [#map_bubble, #map_bubble1, #map_bubble1, #map_bubble],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%arg0, %arg1, %arg2 : tensor<2x11008x128xi8>, tensor<2x11008xf32>, tensor<2x11008xf32>)
        outs(%8 : tensor<2x11008x128xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %18 = arith.extui %in : i8 to i32
      %19 = arith.uitofp %18 : i32 to f32
      %20 = arith.subf %19, %in_1 : f32
      %21 = arith.mulf %20, %in_0 : f32
      linalg.yield %21 : f32
    } -> tensor<2x11008x128xf32>
    %13 = iree_encoding.set_encoding %11 encoding_dims{%m, %n, %k} : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding_bubble>
  util.return %13 : tensor<2x11008x128xf32, #encoding_bubble>
}

// CHECK-LABEL: util.func public @bubble_through_dequant_with_encoding_dims(
// CHECK: iree_encoding.set_encoding %arg0 encoding_dims{%{{.*}}, %{{.*}}, %{{.*}}} : tensor<2x11008x128xi8> -> tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>
// CHECK: iree_encoding.set_encoding %arg1 encoding_dims{%{{.*}}, %{{.*}}, %{{.*}}} : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>
// CHECK: iree_encoding.set_encoding %arg2 encoding_dims{%{{.*}}, %{{.*}}, %{{.*}}} : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>
// CHECK: tensor.empty() : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>) outs(%{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>)
// CHECK: util.return %{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iteration_sizes = [2, ?, ?, ?]>>

// -----

// Test that sinking UnsetEncodingOp preserves encoding_dims through the propagation.

#map_sink = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_sink1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map_sink2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map_sink3 = affine_map<(d0, d1) -> (d0, d1)>
#map_sink4 = affine_map<(d0, d1) -> ()>
#encoding_sink = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map_sink, #map_sink1, #map_sink2], iteration_sizes = [?, 4096, 4096]>
util.func public @sink_unset_encoding_with_encoding_dims(%arg0: tensor<?x4096xf32, #encoding_sink>, %arg1: tensor<f32>, %m: index) -> tensor<?x4096xbf16> {
    %1 = iree_encoding.unset_encoding %arg0 encoding_dims{%m} : tensor<?x4096xf32, #encoding_sink> -> tensor<?x4096xf32>{%m}
    %2 = tensor.empty(%m) : tensor<?x4096xbf16>
    %3 = linalg.generic {indexing_maps = [#map_sink3, #map_sink4, #map_sink3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<?x4096xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %4 = arith.mulf %in, %in_0 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<?x4096xbf16>
  util.return %3 : tensor<?x4096xbf16>
}
// The set_encoding for the scalar should also have encoding_dims preserved
// The final unset_encoding should preserve the encoding_dims

// CHECK-LABEL: util.func public @sink_unset_encoding_with_encoding_dims(
// CHECK: iree_encoding.set_encoding %arg1 encoding_dims{%{{.*}}} : tensor<f32> -> tensor<f32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> ()>]], iteration_sizes = [?, 4096, 4096]>>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x4096xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4096, 4096]>>
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<?x4096xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4096, 4096]>>, tensor<f32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1) -> ()>]], iteration_sizes = [?, 4096, 4096]>>) outs(%{{.*}} : tensor<?x4096xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4096, 4096]>>)
// CHECK: iree_encoding.unset_encoding %{{.*}} encoding_dims{%{{.*}}} : tensor<?x4096xbf16, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4096, 4096]>> -> tensor<?x4096xbf16>{%{{.*}}}
// CHECK: util.return %{{.*}} : tensor<?x4096xbf16>

// -----

// Regression test for issue #24160: the consumer's indexing map for the
// unset_encoding operand is a strictly projected (non-bijective) permutation
// -- a broadcast from 2D to 3D. Propagating the encoding here would require
// inverting a non-invertible map; the pass must decline to sink in this case
// instead of crashing.

#map_lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#map_res = affine_map<(d0, d1, d2) -> (d0, d1)>
#map_bcast_in  = affine_map<(d0, d1, d2) -> (d1, d2)>
#map_bcast_out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#encoding_bcast = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_lhs, #map_rhs, #map_res], iteration_sizes = [2, 2, 2]>
util.func public @no_sink_unset_encoding_through_broadcast(%arg0: tensor<2x2xf32, #encoding_bcast>) -> tensor<2x2x2xf32> {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<2x2xf32, #encoding_bcast> -> tensor<2x2xf32>
    %empty = tensor.empty() : tensor<2x2x2xf32>
    %2 = linalg.generic {
        indexing_maps = [#map_bcast_in, #map_bcast_out],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%1 : tensor<2x2xf32>) outs(%empty : tensor<2x2x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
    } -> tensor<2x2x2xf32>
  util.return %2 : tensor<2x2x2xf32>
}

// CHECK-LABEL: util.func public @no_sink_unset_encoding_through_broadcast(
// CHECK: iree_encoding.unset_encoding %arg0 : tensor<2x2xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [2, 2, 2]>> -> tensor<2x2xf32>
// CHECK: tensor.empty() : tensor<2x2x2xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2x2xf32>) outs(%{{.*}} : tensor<2x2x2xf32>)
// CHECK: util.return %{{.*}} : tensor<2x2x2xf32>

// -----

// Verify bubbling of a set_encoding through a dequant generic whose output
// indexing map is a non-identity permutation (e.g. a transpose fused into the
// producer by elementwise fusion).
// Each operand's own indexing map should be composed with the inverse of the
// output permutation before being appended to the encoding's map chain.

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map3, #map4, #map5]>
util.func public @bubble_through_dequant_and_transpose(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>) -> tensor<11008x2x128xf32, #encoding> {
    %8 = tensor.empty() : tensor<11008x2x128xf32>
    %11 = linalg.generic
        {indexing_maps = [#map, #map1, #map1, #map2],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%arg0, %arg1, %arg2 : tensor<2x11008x128xi8>, tensor<2x11008xf32>, tensor<2x11008xf32>)
        outs(%8 : tensor<11008x2x128xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: f32, %out: f32):
      %18 = arith.extui %in : i8 to i32
      %19 = arith.uitofp %18 : i32 to f32
      %20 = arith.subf %19, %in_1 : f32
      %21 = arith.mulf %20, %in_0 : f32
      linalg.yield %21 : f32
    } -> tensor<11008x2x128xf32>
    %13 = iree_encoding.set_encoding %11 : tensor<11008x2x128xf32> -> tensor<11008x2x128xf32, #encoding>
  util.return %13 : tensor<11008x2x128xf32, #encoding>
}

// CHECK-LABEL: util.func public @bubble_through_dequant_and_transpose(
// CHECK: iree_encoding.set_encoding %arg0 : tensor<2x11008x128xi8> -> tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: iree_encoding.set_encoding %arg1 : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: iree_encoding.set_encoding %arg2 : tensor<2x11008xf32> -> tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: tensor.empty() : tensor<11008x2x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x11008x128xi8, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>, tensor<2x11008xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d1, d0)>], affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>) outs(%{{.*}} : tensor<11008x2x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>)
// CHECK: util.return %{{.*}} : tensor<11008x2x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>

// -----

// Same bubbling as above, but with an output permutation that is not its
// own inverse (d0, d1, d2 -> d1, d2, d0).

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [#map2, #map3, #map2]>
util.func public @bubble_through_non_involutive_permutation(
    %arg0: tensor<2x11008x128xf16>) -> tensor<11008x128x2xf32, #encoding> {
    %8 = tensor.empty() : tensor<11008x128x2xf32>
    %11 = linalg.generic
        {indexing_maps = [#map, #map1],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%arg0 : tensor<2x11008x128xf16>)
        outs(%8 : tensor<11008x128x2xf32>) {
    ^bb0(%in: f16, %out: f32):
      %18 = arith.extf %in : f16 to f32
      linalg.yield %18 : f32
    } -> tensor<11008x128x2xf32>
    %13 = iree_encoding.set_encoding %11 : tensor<11008x128x2xf32> -> tensor<11008x128x2xf32, #encoding>
  util.return %13 : tensor<11008x128x2xf32, #encoding>
}

// CHECK-LABEL: util.func public @bubble_through_non_involutive_permutation(
// CHECK: iree_encoding.set_encoding %arg0 : tensor<2x11008x128xf16> -> tensor<2x11008x128xf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]>>
// CHECK: tensor.empty() : tensor<11008x128x2xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]>>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2x11008x128xf16, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]>>) outs(%{{.*}} : tensor<11008x128x2xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]>>)
// CHECK: util.return %{{.*}} : tensor<11008x128x2xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]>>

// -----

// A reduction output map isn't a permutation, so the set_encoding must not bubble through it.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @dont_bubble_through_reduction_output_map(
    %arg0: tensor<8x4096xf32>) -> tensor<8xf32, #encoding> {
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x4096xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<8xf32>
    %5 = iree_encoding.set_encoding %3 : tensor<8xf32> -> tensor<8xf32, #encoding>
  util.return %5 : tensor<8xf32, #encoding>
}

// CHECK-LABEL: util.func public @dont_bubble_through_reduction_output_map(
// CHECK: tensor.empty() : tensor<8xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<8x4096xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: iree_encoding.set_encoding %{{.*}} : tensor<8xf32> -> tensor<8xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>]>>
// CHECK: util.return %{{.*}} : tensor<8xf32, #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>]>>

// -----

// Padding encodings are not data-tiling encodings of a contraction, so they
// are not bubbled.
#map = affine_map<(d0, d1) -> (d0, d1)>
#encoding = #iree_encoding.padding<[0, 64]>
util.func public @no_bubble_padding_encoding(%arg0: tensor<128x256xi8>) -> tensor<128x256xf32, #encoding> {
  %empty = tensor.empty() : tensor<128x256xf32>
  %dequant = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%arg0 : tensor<128x256xi8>) outs(%empty : tensor<128x256xf32>) {
  ^bb0(%in: i8, %out: f32):
    %ext = arith.extui %in : i8 to i32
    %fp = arith.uitofp %ext : i32 to f32
    linalg.yield %fp : f32
  } -> tensor<128x256xf32>
  %encoded = iree_encoding.set_encoding %dequant : tensor<128x256xf32> -> tensor<128x256xf32, #encoding>
  util.return %encoded : tensor<128x256xf32, #encoding>
}

// Beyond IREE (which keeps the set_encoding below the dequantization): a padding encoding crosses
// element-wise ops too, each dim's padding going to the operand dim that reads it. Its padded
// elements cannot change a result: materialize-encoding-into-padding zeroes padded storage wherever
// a reduction reads it (test_matmul_k_across_elementwise_ops_is_exact runs it).
// CHECK-LABEL: util.func public @no_bubble_padding_encoding(
// CHECK: %[[E:.+]] = iree_encoding.set_encoding %arg0 : tensor<128x256xi8> -> tensor<128x256xi8, #iree_encoding.padding<[0, 64]>>
// CHECK: %[[I:.+]] = tensor.empty() : tensor<128x256xf32, #iree_encoding.padding<[0, 64]>>
// CHECK: linalg.generic {{.*}} ins(%[[E]] : tensor<128x256xi8, #iree_encoding.padding<[0, 64]>>) outs(%[[I]] : tensor<128x256xf32, #iree_encoding.padding<[0, 64]>>)
// CHECK: util.return %{{.*}} : tensor<128x256xf32, #iree_encoding.padding<[0, 64]>>

// -----

// The broadcast producer is outside the scf.if that holds the set_encoding.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>
util.func public @no_bubble_across_region(%arg0: tensor<11008x128xf32>, %init: tensor<2x11008x128xf32, #encoding>, %cond: i1) -> tensor<2x11008x128xf32, #encoding> {
  %empty = tensor.empty() : tensor<2x11008x128xf32>
  %bcast = linalg.generic {
      indexing_maps = [#map1, #map],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%arg0 : tensor<11008x128xf32>)
      outs(%empty : tensor<2x11008x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x11008x128xf32>
  %result = scf.if %cond -> (tensor<2x11008x128xf32, #encoding>) {
    %encoded = iree_encoding.set_encoding %bcast : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
    scf.yield %encoded : tensor<2x11008x128xf32, #encoding>
  } else {
    scf.yield %init : tensor<2x11008x128xf32, #encoding>
  }
  util.return %result : tensor<2x11008x128xf32, #encoding>
}

// CHECK-LABEL: util.func public @no_bubble_across_region(
// CHECK: tensor.empty() : tensor<2x11008x128xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<11008x128xf32>) outs(%{{.*}} : tensor<2x11008x128xf32>)
// CHECK: scf.if %{{.*}} -> (tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>) {
// CHECK: iree_encoding.set_encoding %{{.*}} : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>
// CHECK: util.return %{{.*}} : tensor<2x11008x128xf32, #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>>

// Without a target: what moved and what stopped, and why.
// NOTARGET: @bubble_through_dequant: iree_encoding.set_encoding %6 moved up above linalg.generic %1 (bit-extend): its new elements cannot change a result
// NOTARGET: @bubble_through_broadcast: iree_encoding.set_encoding %2 moved up above linalg.generic %1 (broadcast): its new elements cannot change a result
// NOTARGET: @no_hoist_if_source_is_compute_op: iree_encoding.set_encoding %3 stopped at linalg.generic %1: it is not a bit-extend, broadcast or transpose (IREE moves through those only)
// NOTARGET: @propagate_unset_encoding_through_generic: iree_encoding.unset_encoding %0 moved down below linalg.generic %2: the new elements are dropped by the unset
// NOTARGET: @propagate_unset_encoding_transposed_result_dims: iree_encoding.unset_encoding %0 moved down below linalg.generic %2: the new elements are dropped by the unset
// NOTARGET: @propagate_unset_encoding_through_generic_with_scalar: iree_encoding.unset_encoding %0 moved down below linalg.generic %2: the new elements are dropped by the unset
// NOTARGET: @dont_propagate_unset_encoding_with_multiple_uses: iree_encoding.unset_encoding %0 stopped at iree_encoding.unset_encoding %0: its result has no user or more than one
// NOTARGET: @dont_propagate_unset_encoding_through_generic_with_reduction: iree_encoding.unset_encoding %0 stopped at linalg.generic %2: it is not an all-parallel linalg.generic with one result
// NOTARGET: @dont_propagate_unset_encoding_on_init: iree_encoding.unset_encoding %1 stopped at linalg.generic %2: the unset_encoding is its init
// NOTARGET: @dont_propagate_non_projected_permutation: iree_encoding.unset_encoding %0 stopped at linalg.generic %2: operand #1 is read with (d0, d1) -> (d0, d1, d0), not a projected permutation
// NOTARGET: @bubble_through_dequant_with_encoding_dims: iree_encoding.set_encoding %6 moved up above linalg.generic %1 (bit-extend): its new elements cannot change a result
// NOTARGET: @sink_unset_encoding_with_encoding_dims: iree_encoding.unset_encoding %0 moved down below linalg.generic %2: the new elements are dropped by the unset
// NOTARGET: @no_sink_unset_encoding_through_broadcast: iree_encoding.unset_encoding %0 stopped at linalg.generic %1: it reads the encoded operand with (d0, d1, d2) -> (d1, d2), a broadcast from it (IREE #24160)
// NOTARGET: @bubble_through_dequant_and_transpose: iree_encoding.set_encoding %6 moved up above linalg.generic %1 (bit-extend): its new elements cannot change a result
// NOTARGET: @bubble_through_non_involutive_permutation: iree_encoding.set_encoding %3 moved up above linalg.generic %1 (bit-extend): its new elements cannot change a result
// NOTARGET: @dont_bubble_through_reduction_output_map: iree_encoding.set_encoding %3 stopped at linalg.generic %1: it is not an all-parallel linalg.generic with one result
// NOTARGET: @no_bubble_padding_encoding: iree_encoding.set_encoding %encoded moved up above linalg.generic %dequant (bit-extend): its new elements cannot change a result
// NOTARGET: @no_bubble_across_region: iree_encoding.set_encoding %encoded stopped at linalg.generic %bcast: it is in another block
