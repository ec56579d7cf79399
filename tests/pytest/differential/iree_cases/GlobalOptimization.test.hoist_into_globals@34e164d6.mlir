// Ported from iree-org/iree compiler/src/iree/compiler/GlobalOptimization/test/hoist_into_globals.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-global-optimization-hoist-constant-expressions --allow-unregistered-dialect %s | FileCheck %s

module @hoist_sub_byte_tensor_store {

  util.func public @main() -> (tensor<64xi4>) {
    %0 = arith.constant dense<3> : tensor<64xi32>
    %2 = "iree_unregistered.const_expr"(%0) : (tensor<64xi32>) -> tensor<64xi4>
    util.return %2 : tensor<64xi4>
  }
}

// -----

module @hoist_tree_const_expr_i4 {
  util.global private @latent_global : tensor<8xi4>



  util.func public @main() -> (tensor<8xi4>, tensor<8xi4>, tensor<8xi4>) {
    %0 = arith.constant dense<0> : tensor<8xi4>
    %1 = arith.constant dense<1> : tensor<8xi4>
    %2 = "iree_unregistered.const_expr"(%0, %1) : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi4>
    %3 = util.global.load @latent_global : tensor<8xi4>
    %4 = "iree_unregistered.const_expr"(%2, %3) : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi4>
    %5 = "iree_unregistered.var_expr"(%4) : (tensor<8xi4>) -> tensor<8xi4>
    util.return %2, %4, %5 : tensor<8xi4>, tensor<8xi4>, tensor<8xi4>
  }
}

// -----

module @hoist_sub_byte_tensor_transitive {
  // We do not need to cast for transitive sub-byte values.
  util.func public @main() -> (i32) {
    %0 = arith.constant dense<3> : tensor<i4>
    %2 = "iree_unregistered.const_expr"(%0) : (tensor<i4>) -> i32
    util.return %2 : i32
  }
}

// -----

module @hoist_sub_byte_aligned_scalar_transitive {
 util.func @main() -> i4 {
    %c1_i4 = arith.constant 1 : i4
    %0 = "iree_unregistered.const_expr"(%c1_i4) : (i4) -> i4
    util.return %0 : i4
  }
}

// -----

module @hoist_constant_pack_computation {
  util.func @main() -> tensor<4x1x16x2xi4> {
    %pad = arith.constant 5 : i4
    %val1 = stablehlo.constant dense<3> : tensor<7x15xi4>
    %val2 = tensor.empty() : tensor<4x1x16x2xi4>
    %ret = linalg.pack %val1 padding_value(%pad : i4) inner_dims_pos = [1, 0] inner_tiles = [16, 2] into %val2 : tensor<7x15xi4> -> tensor<4x1x16x2xi4>
    util.return %ret : tensor<4x1x16x2xi4>
  }
}

// -----

// We should not hoist metadata ops alone.

module @do_not_hoist_metadata_leaf {
  util.func public @flow_main() -> tensor<1xi32> {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi8>
    %1 = flow.tensor.bitcast %0 : tensor<4xi8> -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
  util.func public @tensor_ext_main() -> tensor<1xi32> {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi8>
    %1 = iree_tensor_ext.bitcast %0 : tensor<4xi8> -> tensor<1xi32>
    util.return %1 : tensor<1xi32>
  }
}

// -----

module @hoist_inline_parameters {
  util.func public @main() -> tensor<i32> {
    %parameter = flow.tensor.constant #flow.parameter.named<"compile"::"constant_hoisted_0"> : tensor<i32>
    %0 = "iree_unregistered.const_expr"(%parameter) : (tensor<i32>) -> tensor<i32>
    util.return %0 : tensor<i32>
  }
}

// -----

// Tests that hoistable attributes like the device affinity get cloned onto the
// global and initializer.

module @hoist_dialect_attrs {
  util.global private @device : !hal.device
  util.func public @main() -> tensor<i32> attributes {
    stream.affinity = #hal.device.affinity<@device>
  } {
    %0 = arith.constant dense<3> : tensor<i32>
    %1 = "iree_unregistered.const_expr"(%0) : (tensor<i32>) -> tensor<i32>
    util.return %1 : tensor<i32>
  }
}

// -----

module @hoist_index {

  util.func public @main() -> (index) {
    %0 = arith.constant 0 : index
    %1 = "iree_unregistered.const_expr"(%0) : (index) -> index
    util.return %1 : index
  }
}

// -----

#encoding = #iree_encoding.testing<>
module @hoist_subbyte_with_encoding {
  // The global stores i8 with encoding that tracks the original i4 type.

  util.func public @main() -> tensor<64xi4, #encoding> {
    %0 = arith.constant dense<3> : tensor<64xi4>
    %1 = flow.tensor.encode %0 : tensor<64xi4> -> tensor<64xi4, #encoding>
    %2 = "iree_unregistered.const_expr"(%1) : (tensor<64xi4, #encoding>) -> tensor<64xi4, #encoding>
    util.return %2 : tensor<64xi4, #encoding>
  }
}

// -----

// Negative test: tensor<63xi4> has 63*4=252 bits, not divisible by 8.
// The bitcast conversion to i8 fails, so the tensor is hoisted without
// byte-packing (stays as i4, no original_element_type added).
#encoding_unaligned = #iree_encoding.testing<>
module @hoist_subbyte_unaligned_with_encoding {
  // Since 63*4=252 bits is not byte-aligned, conversion fails.
  // The tensor is still hoisted but WITHOUT converting to i8 storage.
  // Note: no original_element_type field because no bitcast occurred.
  //
  util.func public @main() -> tensor<63xi4, #encoding_unaligned> {
    %0 = arith.constant dense<3> : tensor<63xi4>
    %1 = flow.tensor.encode %0 : tensor<63xi4> -> tensor<63xi4, #encoding_unaligned>
    %2 = "iree_unregistered.const_expr"(%1) : (tensor<63xi4, #encoding_unaligned>) -> tensor<63xi4, #encoding_unaligned>
    util.return %2 : tensor<63xi4, #encoding_unaligned>
  }
}
