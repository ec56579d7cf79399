// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/hoist_encoding_ops.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --pass-pipeline="builtin.module(iree-dispatch-creation-hoist-encoding-ops,cse)" --split-input-file %s | FileCheck %s

#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#lhs_encoding = #iree_encoding.encoding<operand_index = 0 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map2, #map3]>
#rhs_encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map2, #map3]>
#result_encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map1, #map2, #map3]>
module {
  util.func public @hoist_matmul_encodings(%arg0: tensor<2x128x64xf32>, %arg1: tensor<2x11008x128xf32>) -> tensor<2x11008x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %2 = flow.dispatch.region -> (tensor<2x11008x64xf32>) {
      %3 = iree_encoding.set_encoding %arg0 : tensor<2x128x64xf32> -> tensor<2x128x64xf32, #lhs_encoding>
      %4 = iree_encoding.set_encoding %arg1 : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #rhs_encoding>
      %5 = tensor.empty() : tensor<2x11008x64xf32, #result_encoding>
      %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x11008x64xf32, #result_encoding>) -> tensor<2x11008x64xf32, #result_encoding>
      %7 = linalg.generic {
          indexing_maps = [#map1, #map2, #map3],
          iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
          ins(%3, %4 : tensor<2x128x64xf32, #lhs_encoding>, tensor<2x11008x128xf32, #rhs_encoding>)
          outs(%6 : tensor<2x11008x64xf32, #result_encoding>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %9 = arith.mulf %in, %in_0 : f32
        %10 = arith.addf %9, %out : f32
        linalg.yield %10 : f32
      } -> tensor<2x11008x64xf32, #result_encoding>
      %8 = iree_encoding.unset_encoding %7 : tensor<2x11008x64xf32, #result_encoding> -> tensor<2x11008x64xf32>
      flow.return %8 : tensor<2x11008x64xf32>
    }
    util.return %2 : tensor<2x11008x64xf32>
  }
}


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map2, #map3, #map4]>
util.func public @bubble_through_dequant(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>) -> tensor<2x11008x128xf32, #encoding> {
  %6 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding>) {
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
    flow.return %13 : tensor<2x11008x128xf32, #encoding>
  }
  util.return %6 : tensor<2x11008x128xf32, #encoding>
}


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]>
util.func public @bubble_through_broadcast(
    %arg0: tensor<11008x128xf32>) -> tensor<2x11008x128xf32, #encoding> {
  %6 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding>) {
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
    flow.return %13 : tensor<2x11008x128xf32, #encoding>
  }
  util.return %6 : tensor<2x11008x128xf32, #encoding>
}


// -----

#map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
module {
  util.func public @no_hoist_if_source_is_compute_op(%arg0: tensor<2x11008x128xf32>) -> tensor<2x11008x128xf32, #encoding> {
    %0 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding>) {
      %1 = tensor.empty() : tensor<2x11008x128xf32>
      %2 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg0 : tensor<2x11008x128xf32>, tensor<2x11008x128xf32>) outs(%1 : tensor<2x11008x128xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.addf %in, %in_0 : f32
        linalg.yield %4 : f32
      } -> tensor<2x11008x128xf32>
      %3 = iree_encoding.set_encoding %2 : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
      flow.return %3 : tensor<2x11008x128xf32, #encoding>
    }
    util.return %0 : tensor<2x11008x128xf32, #encoding>
  }
}


// -----

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
util.func public @hoist_both_src_and_encoding() -> tensor<640x320xf32> {
  %0 = flow.dispatch.region -> (tensor<640x320xf32>) {
    %cst = arith.constant dense<1.0> : tensor<640x320xf32>
    %1 = iree_encoding.set_encoding %cst : tensor<640x320xf32> -> tensor<640x320xf32, #encoding>
    %2 = util.call @get_tensor(%1) : (tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
    flow.return %2 : tensor<640x320xf32>
  }
  util.return %0 : tensor<640x320xf32>
}

// -----

// It tests that the constant-like ops within the dispatch are hoisted out.

#encoding = #iree_encoding.testing<>
util.global private @weight : tensor<640x320xf32>
util.func private @get_tensor(tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
util.func public @hoist_encoding_const_exprs() -> tensor<640x320xf32> {
  %init = tensor.empty() : tensor<640x320xf32>
  %0 = flow.dispatch.region -> (tensor<640x320xf32>) {
    %input = util.global.load @weight : tensor<640x320xf32>
    %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp>
      ins(%input: tensor<640x320xf32>)
      outs(%init: tensor<640x320xf32>)
      -> tensor<640x320xf32>
    %2 = iree_encoding.set_encoding %1 : tensor<640x320xf32> -> tensor<640x320xf32, #encoding>
    %3 = util.call @get_tensor(%2) : (tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
    flow.return %3 : tensor<640x320xf32>
  }
  util.return %0 : tensor<640x320xf32>
}


// -----

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
util.func public @hoist_convertible_slice_op(%input: tensor<1024x320xf32>) -> tensor<640x320xf32> {
  %0 = flow.dispatch.region -> (tensor<640x320xf32>) {
    %1 = tensor.extract_slice %input[7, 0] [640, 320] [1, 1] : tensor<1024x320xf32> to tensor<640x320xf32>
    %2 = iree_encoding.set_encoding %1 : tensor<640x320xf32> -> tensor<640x320xf32, #encoding>
    %3 = util.call @get_tensor(%2) : (tensor<640x320xf32, #encoding>) -> tensor<640x320xf32>
    flow.return %3 : tensor<640x320xf32>
  }
  util.return %0 : tensor<640x320xf32>
}

// -----

// Do not hoist a `set_encoding` whose source is a structurally flow-mappable
// slice if the dynamic offset is still produced by a tensor.extract inside the
// dispatch. HoistUniformScalarCompute is responsible for moving such scalar
// metadata out first.

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<64x256xi1, #encoding>) -> tensor<64x256xi1>
util.func public @no_hoist_slice_with_dispatch_local_extract_offset(%input: tensor<256x256xi1>, %offsets: tensor<1xi64>) -> tensor<64x256xi1> {
  %0 = flow.dispatch.region -> (tensor<64x256xi1>) {
    %c0 = arith.constant 0 : index
    %offset_i64 = tensor.extract %offsets[%c0] : tensor<1xi64>
    %offset = arith.index_cast %offset_i64 : i64 to index
    %1 = tensor.extract_slice %input[%offset, 0] [64, 256] [1, 1] : tensor<256x256xi1> to tensor<64x256xi1>
    %2 = iree_encoding.set_encoding %1 : tensor<64x256xi1> -> tensor<64x256xi1, #encoding>
    %3 = util.call @get_tensor(%2) : (tensor<64x256xi1, #encoding>) -> tensor<64x256xi1>
    flow.return %3 : tensor<64x256xi1>
  }
  util.return %0 : tensor<64x256xi1>
}

// -----

// Hoist a `set_encoding` whose source is a structurally flow-mappable slice,
// even if a dynamic offset is derived from a scalar tensor.extract that has
// already been hoisted outside the dispatch.

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<64x256xi1, #encoding>) -> tensor<64x256xi1>
util.func public @hoist_slice_with_external_extract_offset(%input: tensor<256x256xi1>, %offsets: tensor<1xi64>) -> tensor<64x256xi1> {
  %c0 = arith.constant 0 : index
  %offset_i64 = tensor.extract %offsets[%c0] : tensor<1xi64>
  %offset = arith.index_cast %offset_i64 : i64 to index
  %0 = flow.dispatch.region -> (tensor<64x256xi1>) {
    %1 = tensor.extract_slice %input[%offset, 0] [64, 256] [1, 1] : tensor<256x256xi1> to tensor<64x256xi1>
    %2 = iree_encoding.set_encoding %1 : tensor<64x256xi1> -> tensor<64x256xi1, #encoding>
    %3 = util.call @get_tensor(%2) : (tensor<64x256xi1, #encoding>) -> tensor<64x256xi1>
    flow.return %3 : tensor<64x256xi1>
  }
  util.return %0 : tensor<64x256xi1>
}

// -----

// Do not hoist a `set_encoding` whose source is an `extract_slice` that is NOT
// structurally flow-mappable: dim 1 has size 12 (not 1) while dim 2 is
// partially sliced, so the slice is not a single contiguous byte range.

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<12x100x64xf16, #encoding>) -> tensor<12x100x64xf16>
util.func public @no_hoist_non_flow_mappable_slice(%input: tensor<1x12x2080x64xf16>) -> tensor<12x100x64xf16> {
  %0 = flow.dispatch.region -> (tensor<12x100x64xf16>) {
    %1 = tensor.extract_slice %input[0, 0, 0, 0] [1, 12, 100, 64] [1, 1, 1, 1]
        : tensor<1x12x2080x64xf16> to tensor<12x100x64xf16>
    %2 = iree_encoding.set_encoding %1 : tensor<12x100x64xf16> -> tensor<12x100x64xf16, #encoding>
    %3 = util.call @get_tensor(%2) : (tensor<12x100x64xf16, #encoding>) -> tensor<12x100x64xf16>
    flow.return %3 : tensor<12x100x64xf16>
  }
  util.return %0 : tensor<12x100x64xf16>
}

// -----

// Avoid hoisting `set_encoding` operations that have pad encodings

#encoding = #iree_encoding.padding<[0, ?]>
util.func public @dont_hoist_pad_encoding() -> tensor<640x320xf32, #encoding> {
  %0 = flow.dispatch.region -> (tensor<640x320xf32, #encoding>) {
    %1 = tensor.empty() : tensor<640x320xf32>
    %2 = iree_encoding.set_encoding %1 : tensor<640x320xf32> -> tensor<640x320xf32, #encoding>
    flow.return %2 : tensor<640x320xf32, #encoding>
  }
  util.return %0 : tensor<640x320xf32, #encoding>
}

// -----

// Avoid hoisting `set_encoding` operations on scalar tensors.

#encoding = #iree_encoding.testing<>
util.func private @get_tensor(tensor<f32, #encoding>) -> tensor<f32>
util.func public @dont_hoist_encoding_on_scalar_tensor(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = flow.dispatch.region -> (tensor<f32>) {
    %1 = iree_encoding.set_encoding %arg0 : tensor<f32> -> tensor<f32, #encoding>
    %2 = util.call @get_tensor(%1) : (tensor<f32, #encoding>) -> tensor<f32>
    flow.return %2 : tensor<f32>
  }
  util.return %0 : tensor<f32>
}

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
  %0 = flow.dispatch.region -> (tensor<4096x?xbf16>{%arg2}) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<4096x?xbf16>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<4096x?xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %4 = arith.mulf %in, %in_0 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<4096x?xbf16>
    flow.return %3 : tensor<4096x?xbf16>
  }
  util.return %0 : tensor<4096x?xbf16>
}

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
  %0 = flow.dispatch.region -> (tensor<?x?xbf16>{%d1, %d0}) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x?xf32, #encoding> -> tensor<?x?xf32>{%d0, %d1}
    %2 = tensor.empty(%d0, %d1) : tensor<?x?xbf16>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x?xf32>) outs(%2 : tensor<?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %5 = arith.truncf %in : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<?x?xbf16>
    flow.return %3 : tensor<?x?xbf16>
  }
  util.return %0 : tensor<?x?xbf16>
}


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @propagate_unset_encoding_through_generic_with_scalar(%arg0: tensor<4096x?xf32, #encoding>, %arg1: f32, %arg2: index) -> tensor<4096x?xf32> {
  %0 = flow.dispatch.region -> (tensor<4096x?xf32>{%arg2}) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<4096x?xf32, #encoding> -> tensor<4096x?xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<4096x?xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4096x?xf32>, f32) outs(%2 : tensor<4096x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      linalg.yield %4 : f32
    } -> tensor<4096x?xf32>
    flow.return %3 : tensor<4096x?xf32>
  }
  util.return %0 : tensor<4096x?xf32>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_outside_region(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<f32>, %arg2: index) -> tensor<?x4096xbf16> {
  %0 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
  %1 = tensor.empty(%arg2) : tensor<?x4096xbf16>
  %2 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%1 : tensor<?x4096xbf16>) {
  ^bb0(%in: f32, %in_0: f32, %out: bf16):
    %3 = arith.mulf %in, %in_0 : f32
    %4 = arith.truncf %3 : f32 to bf16
    linalg.yield %4 : bf16
  } -> tensor<?x4096xbf16>
  util.return %2 : tensor<?x4096xbf16>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_with_multiple_uses(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<f32>, %arg2: index) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %0:2 = flow.dispatch.region -> (tensor<?x4096xbf16>{%arg2}, tensor<?x4096xbf16>{%arg2}) {
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
    flow.return %3, %4 : tensor<?x4096xbf16>, tensor<?x4096xbf16>
  }
  util.return %0#0, %0#1 : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_through_generic_with_reduction(%arg0: tensor<?x4096xf32, #encoding>, %arg1: index) -> tensor<?xf32> {
  %0 = flow.dispatch.region -> (tensor<?xf32>{%arg1}) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg1}
    %2 = tensor.empty(%arg1) : tensor<?xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x4096xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<?xf32>
    flow.return %3 : tensor<?xf32>
  }
  util.return %0 : tensor<?xf32>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]>
util.func public @dont_propagate_unset_encoding_on_init(%arg0: tensor<?x4096xf32>, %arg1: index) -> tensor<?x4096xf32> {
  %0 = flow.dispatch.region -> (tensor<?x4096xf32>{%arg1}) {
    %1 = tensor.empty(%arg1) : tensor<?x4096xf32, #encoding>
    %2 = iree_encoding.unset_encoding %1 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg1}
    %3 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x4096xf32>) outs(%2 : tensor<?x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<?x4096xf32>
    flow.return %3 : tensor<?x4096xf32>
  }
  util.return %0 : tensor<?x4096xf32>
}

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1, d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type =  matmul, element_types = [f8E4M3FNUZ, f8E4M3FNUZ, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @dont_propagate_non_projected_permutation(%arg0: tensor<?x4096xf32, #encoding>, %arg1: tensor<?x4x4096xf32>, %arg2: index) -> tensor<?x4096xf32> {
  %0 = flow.dispatch.region -> (tensor<?x4096xf32>{%arg2}) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<?x4096xf32, #encoding> -> tensor<?x4096xf32>{%arg2}
    %2 = tensor.empty(%arg2) : tensor<?x4096xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<?x4x4096xf32>) outs(%2 : tensor<?x4096xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.addf %in, %in_0 : f32
      %5 = arith.addf %4, %out : f32
      linalg.yield %5 : f32
    } -> tensor<?x4096xf32>
    flow.return %3 : tensor<?x4096xf32>
  }
  util.return %0 : tensor<?x4096xf32>
}

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
  %6 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding_bubble>) {
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
    flow.return %13 : tensor<2x11008x128xf32, #encoding_bubble>
  }
  util.return %6 : tensor<2x11008x128xf32, #encoding_bubble>
}


// -----

// Test that bubble-up works with encoding_dims that need rematerialization.
// The encoding_dims are computed from the generic output via tensor.dim, but
// can be rematerialized as tensor.dim on the inputs (which fold to constants
// for static dimensions).

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map2, #map3, #map4], iteration_sizes = [2, ?, ?, ?]>
util.func public @bubble_with_rematerialized_encoding_dims(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>) -> tensor<2x11008x128xf32, #encoding> {
  %6 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding>) {
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
    // encoding_dims are computed from the output, but can be rematerialized
    // from the first input (which then fold to constants).
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %m = tensor.dim %11, %c0 : tensor<2x11008x128xf32>
    %n = tensor.dim %11, %c1 : tensor<2x11008x128xf32>
    %k = tensor.dim %11, %c2 : tensor<2x11008x128xf32>
    %13 = iree_encoding.set_encoding %11 encoding_dims{%m, %n, %k} : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding>
    flow.return %13 : tensor<2x11008x128xf32, #encoding>
  }
  util.return %6 : tensor<2x11008x128xf32, #encoding>
}

// The tensor.dim ops are rematerialized from the first input, folding to constants.

// -----

// Test that bubble-up through generic works with recursive rematerialization
// when encoding_dims use tensor.dim on a dominating tensor. Since the dominating
// tensor is a function argument (outside the dispatch), both the tensor.dim and
// set_encoding ops can be hoisted outside the dispatch.

#map_dom = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map_dom1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map_dom2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map_dom3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map_dom4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding_dom = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_dom2, #map_dom3, #map_dom4], iteration_sizes = [2, ?, ?, ?]>
util.func public @bubble_with_recursive_rematerialization(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>,
    %dominating: tensor<?x?xf32>) -> tensor<2x11008x128xf32, #encoding_dom> {
  %6 = flow.dispatch.region -> (tensor<2x11008x128xf32, #encoding_dom>) {
    %8 = tensor.empty() : tensor<2x11008x128xf32>
    %11 = linalg.generic
        {indexing_maps = [#map_dom, #map_dom1, #map_dom1, #map_dom],
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
    // encoding_dim uses tensor.dim on a dominating tensor - can be rematerialized
    %c0 = arith.constant 0 : index
    %m = tensor.dim %dominating, %c0 : tensor<?x?xf32>
    %c11008 = arith.constant 11008 : index
    %c128 = arith.constant 128 : index
    %13 = iree_encoding.set_encoding %11 encoding_dims{%m, %c11008, %c128} : tensor<2x11008x128xf32> -> tensor<2x11008x128xf32, #encoding_dom>
    flow.return %13 : tensor<2x11008x128xf32, #encoding_dom>
  }
  util.return %6 : tensor<2x11008x128xf32, #encoding_dom>
}

// The set_encoding is bubbled through the generic. Since encoding_dims use
// tensor.dim on a dominating tensor (function argument), both the tensor.dim
// and set_encoding ops can be hoisted outside the dispatch.

// -----

// Test that set_encoding ops with encoding_dims computed via affine.apply can
// still be hoisted. The affine.apply op is hoistable (its operands come from
// outside the dispatch), but it's not in the isHoistableOp allow list.
// encoding_dims operands should not block hoisting of the set_encoding op.
// The affine.apply is hoisted along with set_encoding by hoistOutOfDispatch.

#map_affine0 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map_affine1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map_affine2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#lhs_encoding_affine = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_affine0, #map_affine1, #map_affine2], iteration_sizes = [2, ?, 4096, 128]>
#rhs_encoding_affine = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_affine0, #map_affine1, #map_affine2], iteration_sizes = [2, ?, 4096, 128]>
#result_encoding_affine = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_affine0, #map_affine1, #map_affine2], iteration_sizes = [2, ?, 4096, 128]>
module {
  util.func public @hoist_with_affine_apply_encoding_dims(
      %arg0: tensor<2x128x64xf32>, %arg1: tensor<2x4096x128xf32>, %batch: index) -> tensor<2x4096x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %result = flow.dispatch.region -> (tensor<2x4096x64xf32>) {
      // encoding_dims computed via affine.apply. The affine.apply is hoistable
      // and should not block hoisting of the set_encoding op.
      %m = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%batch]
      %lhs_encoded = iree_encoding.set_encoding %arg0 encoding_dims{%m} : tensor<2x128x64xf32> -> tensor<2x128x64xf32, #lhs_encoding_affine>
      %rhs_encoded = iree_encoding.set_encoding %arg1 encoding_dims{%m} : tensor<2x4096x128xf32> -> tensor<2x4096x128xf32, #rhs_encoding_affine>
      %empty = tensor.empty() : tensor<2x4096x64xf32, #result_encoding_affine>
      %fill = linalg.fill ins(%cst : f32) outs(%empty : tensor<2x4096x64xf32, #result_encoding_affine>) -> tensor<2x4096x64xf32, #result_encoding_affine>
      %matmul = linalg.generic {
          indexing_maps = [#map_affine0, #map_affine1, #map_affine2],
          iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
          ins(%lhs_encoded, %rhs_encoded : tensor<2x128x64xf32, #lhs_encoding_affine>, tensor<2x4096x128xf32, #rhs_encoding_affine>)
          outs(%fill : tensor<2x4096x64xf32, #result_encoding_affine>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %9 = arith.mulf %in, %in_0 : f32
        %10 = arith.addf %9, %out : f32
        linalg.yield %10 : f32
      } -> tensor<2x4096x64xf32, #result_encoding_affine>
      %unset = iree_encoding.unset_encoding %matmul encoding_dims{%m} : tensor<2x4096x64xf32, #result_encoding_affine> -> tensor<2x4096x64xf32>
      flow.return %unset : tensor<2x4096x64xf32>
    }
    util.return %result : tensor<2x4096x64xf32>
  }
}

// -----

// Test that sinking UnsetEncodingOp preserves encoding_dims through the propagation.

#map_sink = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_sink1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map_sink2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map_sink3 = affine_map<(d0, d1) -> (d0, d1)>
#map_sink4 = affine_map<(d0, d1) -> ()>
#encoding_sink = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f16, f16, f32], user_indexing_maps = [#map_sink, #map_sink1, #map_sink2], iteration_sizes = [?, 4096, 4096]>
util.func public @sink_unset_encoding_with_encoding_dims(%arg0: tensor<?x4096xf32, #encoding_sink>, %arg1: tensor<f32>, %m: index) -> tensor<?x4096xbf16> {
  %0 = flow.dispatch.region -> (tensor<?x4096xbf16>{%m}) {
    %1 = iree_encoding.unset_encoding %arg0 encoding_dims{%m} : tensor<?x4096xf32, #encoding_sink> -> tensor<?x4096xf32>{%m}
    %2 = tensor.empty(%m) : tensor<?x4096xbf16>
    %3 = linalg.generic {indexing_maps = [#map_sink3, #map_sink4, #map_sink3], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<?x4096xf32>, tensor<f32>) outs(%2 : tensor<?x4096xbf16>) {
    ^bb0(%in: f32, %in_0: f32, %out: bf16):
      %4 = arith.mulf %in, %in_0 : f32
      %5 = arith.truncf %4 : f32 to bf16
      linalg.yield %5 : bf16
    } -> tensor<?x4096xbf16>
    flow.return %3 : tensor<?x4096xbf16>
  }
  util.return %0 : tensor<?x4096xbf16>
}
// The set_encoding for the scalar should also have encoding_dims preserved
// The final unset_encoding should preserve the encoding_dims

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
  %0 = flow.dispatch.region -> (tensor<2x2x2xf32>) {
    %1 = iree_encoding.unset_encoding %arg0 : tensor<2x2xf32, #encoding_bcast> -> tensor<2x2xf32>
    %empty = tensor.empty() : tensor<2x2x2xf32>
    %2 = linalg.generic {
        indexing_maps = [#map_bcast_in, #map_bcast_out],
        iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%1 : tensor<2x2xf32>) outs(%empty : tensor<2x2x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
    } -> tensor<2x2x2xf32>
    flow.return %2 : tensor<2x2x2xf32>
  }
  util.return %0 : tensor<2x2x2xf32>
}


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
  %6 = flow.dispatch.region -> (tensor<11008x2x128xf32, #encoding>) {
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
    flow.return %13 : tensor<11008x2x128xf32, #encoding>
  }
  util.return %6 : tensor<11008x2x128xf32, #encoding>
}


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
  %6 = flow.dispatch.region -> (tensor<11008x128x2xf32, #encoding>) {
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
    flow.return %13 : tensor<11008x128x2xf32, #encoding>
  }
  util.return %6 : tensor<11008x128x2xf32, #encoding>
}


// -----

// A reduction output map isn't a permutation, so the set_encoding must not bubble through it.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#encoding = #iree_encoding.encoding<operand_index = 2 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2]>
util.func public @dont_bubble_through_reduction_output_map(
    %arg0: tensor<8x4096xf32>) -> tensor<8xf32, #encoding> {
  %0 = flow.dispatch.region -> (tensor<8xf32, #encoding>) {
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x4096xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.addf %in, %out : f32
      linalg.yield %4 : f32
    } -> tensor<8xf32>
    %5 = iree_encoding.set_encoding %3 : tensor<8xf32> -> tensor<8xf32, #encoding>
    flow.return %5 : tensor<8xf32, #encoding>
  }
  util.return %0 : tensor<8xf32, #encoding>
}

// -----

// encoding_dims rematerialization must still work when the raw inputs' dim order differs from the transposed generic output's.

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#encoding = #iree_encoding.encoding<operand_index = 1 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map3, #map4, #map5], iteration_sizes = [2, ?, ?, ?]>
util.func public @bubble_with_rematerialized_encoding_dims_transposed(
    %arg0: tensor<2x11008x128xi8>, %arg1: tensor<2x11008xf32>, %arg2: tensor<2x11008xf32>) -> tensor<11008x2x128xf32, #encoding> {
  %6 = flow.dispatch.region -> (tensor<11008x2x128xf32, #encoding>) {
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
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %m = tensor.dim %11, %c0 : tensor<11008x2x128xf32>
    %n = tensor.dim %11, %c1 : tensor<11008x2x128xf32>
    %k = tensor.dim %11, %c2 : tensor<11008x2x128xf32>
    %13 = iree_encoding.set_encoding %11 encoding_dims{%m, %n, %k} : tensor<11008x2x128xf32> -> tensor<11008x2x128xf32, #encoding>
    flow.return %13 : tensor<11008x2x128xf32, #encoding>
  }
  util.return %6 : tensor<11008x2x128xf32, #encoding>
}

// The tensor.dim ops rematerialize from the raw i8 input and fold to constants, keeping the transposed output's (N, batch, K) value order.
