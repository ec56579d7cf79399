// Ported from iree-org/iree compiler/src/iree/compiler/Dialect/Util/Transforms/test/hoist_into_globals.mlir at cb2048e0 (IREE 3.7.1); FileCheck lines removed.
// RUN: iree-opt --split-input-file --iree-util-hoist-into-globals="max-size-increase-threshold=64" --allow-unregistered-dialect %s | FileCheck %s

module @hoist_simple_const_expr {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.const_expr"(%0, %1) : (i32, i32) -> i32
    util.return %2 : i32
  }
}

// -----

// We do a bit more exhaustive checking on this one but in subsequent do simple
// checks.

module @do_not_hoist_variable_op {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.var_expr"(%0, %1) : (i32, i32) -> i32
    util.return %2 : i32
  }
}

// -----

module @do_not_hoist_variable_operands {
  util.func public @main(%arg0 : i32) -> (i32) {
    %0 = arith.constant 0 : i32
    %2 = "iree_unregistered.const_expr"(%0, %arg0) : (i32, i32) -> i32
    util.return %2 : i32
  }
}

// -----

module @do_not_hoist_sub_byte_aligned_scalar_leaf {
  util.func public @main() -> (i32) {
    %0 = arith.constant 1 : i1
    %2 = "iree_unregistered.var_expr"(%0) : (i1) -> i32
    util.return %2 : i32
  }
}

// -----

module @do_not_hoist_sub_byte_aligned_tensor_leaf {
  util.func public @main() -> (i32) {
    %0 = arith.constant dense<true> : tensor<i1>
    %2 = "iree_unregistered.var_expr"(%0) : (tensor<i1>) -> i32
    util.return %2 : i32
  }
}

// -----

// Can hoist a const-expr tree that transitively includes sub-byte aligned
// values.

module @hoist_sub_byte_aligned_scalar_transitive {
  util.func public @main() -> (i32) {
    %0 = arith.constant 1 : i1
    %2 = "iree_unregistered.const_expr"(%0) : (i1) -> i32
    util.return %2 : i32
  }
}

// -----

// Checks that the name of global op is readable when encoding is present.

#encoding = #iree_encoding.testing<>
module @hoist_encoded_const_expr_with_simpler_name {
  util.func public @main() -> (tensor<64xi8, #encoding>) {
    %0 = arith.constant dense<0> : tensor<32xi8>
    %1 = arith.constant dense<0> : tensor<32xi8>
    %2 = "iree_unregistered.const_expr"(%0, %1)
        : (tensor<32xi8>, tensor<32xi8>) -> tensor<64xi8, #encoding>
    util.return %2 : tensor<64xi8, #encoding>
  }
}

// -----

// We presently expand i1 -> i8 for legacy reasons. As such, we support
// it, even though we don't generally support sub-byte constexprs.

module @hoist_i1_tensor_transitive {
  util.func public @main() -> (i32) {
    %0 = arith.constant dense<true> : tensor<i1>
    %2 = "iree_unregistered.const_expr"(%0) : (tensor<i1>) -> i32
    util.return %2 : i32
  }
}

// -----

// Tests a const-expr tree with multiple uses at different levels.

module @hoist_tree_const_expr {
  util.global private @latent_global : i32



  util.func public @main() -> (i32, i32, i32) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.const_expr"(%0, %1) : (i32, i32) -> i32
    %3 = util.global.load @latent_global : i32
    %4 = "iree_unregistered.const_expr"(%2, %3) : (i32, i32) -> i32
    %5 = "iree_unregistered.var_expr"(%4) : (i32) -> i32
    util.return %2, %4, %5 : i32, i32, i32
  }
}

// -----

// Tests a const-expr with disabled-hoist consumers due to ineligible.

module @hoist_const_expr_with_ineligible_consumer {
  util.func public @main() -> i32 {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.const_expr"(%0, %1) : (i32, i32) -> i32
    %3 = "iree_unregistered.var_expr"(%2) : (i32) -> i32
    util.return %3 : i32
  }
}

// -----

// Ensures that non-leaf const-exprs (i.e. think broadcasts and other ops
// that should be considered const-expr but that you never want to hoist as
// a leaf) are hoisted internal to a const-expr but are left as-is at the leaf.

module @hoist_non_leaf_const_expr {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.non_leaf_const_expr"(%0, %1) : (i32, i32) -> i32
    %3 = "iree_unregistered.const_expr"(%2) : (i32) -> i32
    %4 = "iree_unregistered.non_leaf_const_expr"(%3) : (i32) -> i32
    util.return %4 : i32
  }
}

// -----

// Key checks: arith.constant 1 gets pulled in to the initializer
// and the reference is updated correctly in the custom op region.

module @hoist_implicit_capture {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.const_expr"(%0) ({
    ^bb0(%inner0 : i32):
      %3 = arith.addi %inner0, %1 : i32
      "iree_unregistered.yield"(%3) : (i32) -> i32
    }) : (i32) -> i32
    util.return %2 : i32
  }
}

// -----

module @hoist_multi_nested_regions {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %2 = "iree_unregistered.const_expr"(%0) ({
    ^bb0(%inner0 : i32):
      %3 = "iree_unregistered.const_expr"(%inner0) ({
      ^bb0(%inner1 : i32):
        %4 = math.absi %inner0 : i32
        "iree_unregistered.yield"(%4) : (i32) -> i32
      }) : (i32) -> i32
      "iree_unregistered.yield"(%3) : (i32) -> i32
    }) : (i32) -> i32
    util.return %2 : i32
  }
}

// -----

module @hoist_multi_nested_regions {
  util.func public @main() -> (i32) {
    %0 = arith.constant 0 : i32
    %2 = "iree_unregistered"(%0) ({
    ^bb0(%inner0 : i32):
      %3 = "iree_unregistered.const_expr"(%inner0) ({
      ^bb0(%inner1 : i32):
        %4 = math.absi %inner0 : i32
        "iree_unregistered.yield"(%4) : (i32) -> i32
      }) : (i32) -> i32
      "iree_unregistered.yield"(%3) : (i32) -> i32
    }) : (i32) -> i32
    util.return %2 : i32
  }
}

// -----

module @do_not_hoist_non_value_type_results {
  util.func public @main() -> (!iree_unregistered.unknown_type) {
    %0 = arith.constant 0 : i32
    %1 = arith.constant 1 : i32
    %2 = "iree_unregistered.const_expr"(%0, %1) : (i32, i32) -> !iree_unregistered.unknown_type
    util.return %2 : !iree_unregistered.unknown_type
  }
}

// -----

module @hoist_root_consumer_dispatch {
  util.func public @main() -> (tensor<i32>) {
    %cst = arith.constant dense<[2, 3]>: tensor<2xi32>
    %result = flow.dispatch.region -> (tensor<i32>) {
      %slice = tensor.extract_slice %cst[0] [1] [1] : tensor<2xi32> to tensor<i32>
      flow.return %slice : tensor<i32>
    }
    util.return %result : tensor<i32>
  }
}

// -----

module @hoist_dispatch_regions {
  util.func public @main() -> tensor<2x2xi32> {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %1 = arith.constant dense<[[6, 7], [8,9]]> : tensor<2x2xi32>
    %expanded = tensor.expand_shape %0[[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %2 = tensor.empty() : tensor<2x2xi32>
    %3 = flow.dispatch.region -> (tensor<2x2xi32>) {
      %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%expanded, %1 : tensor<2x2xi32>, tensor<2x2xi32>) outs(%2 : tensor<2x2xi32>) {
      ^bb0(%in: i32, %in_0: i32, %out: i32):
        %13 = arith.addi %in, %in_0 : i32
        linalg.yield %13 : i32
      } -> tensor<2x2xi32>
      flow.return %4 : tensor<2x2xi32>
    }
    util.return %3 : tensor<2x2xi32>
  }
}

// -----

// The --iree-util-const-expr-max-size-increase-threshold flag controls the
// maximum size increase (vs sum of size of it's roots) allowed for hoisting a
// constant expression. The threshold is set to 64 bytes in this test suite.
// In this test, the size increase is exactly 64 bytes, so the constant
// expression is hoisted.

module @hoist_no_significant_size_increase_const_expr {
  util.func public @main() -> (tensor<128xi8>) {
    %0 = arith.constant dense<0> : tensor<32xi8>
    %1 = arith.constant dense<0> : tensor<32xi8>
    %2 = "iree_unregistered.const_expr"(%0, %1)
        : (tensor<32xi8>, tensor<32xi8>) -> tensor<128xi8>
    util.return %2 : tensor<128xi8>
  }
}

// -----

// In this test, the size increase is 65 bytes, so the constant expression is
// not hoisted.

module @do_not_hoist_significant_size_increase_const_expr {
  util.func public @main() -> (tensor<129xi8>) {
    %0 = arith.constant dense<0> : tensor<32xi8>
    %1 = arith.constant dense<0> : tensor<32xi8>
    %2 = "iree_unregistered.const_expr"(%0, %1)
        : (tensor<32xi8>, tensor<32xi8>) -> tensor<129xi8>
    util.return %2 : tensor<129xi8>
  }
}

// -----

// The hoisting in this case is nested on the outer module, and the inner
// module is a different logical program, so we shouldn't hoist to the outer
// module.

module @nested_program_const_expr {
  module {
    util.func public @main() -> (i32) {
      %0 = arith.constant 0 : i32
      %1 = arith.constant 1 : i32
      %2 = "iree_unregistered.const_expr"(%0, %1) : (i32, i32) -> i32
      util.return %2 : i32
    }
  }
}

// -----

// We may attach ConstValueInfo to some op results, but not others, in some
// special cases. Ensure we do not crash on such cases.

module @partially_analyzed_op {
  util.func public @main(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %cst = arith.constant 1 : i32
    %barrier0:2 = util.optimization_barrier %arg0, %arg1 : i32, i32
    %barrier1:2 = util.optimization_barrier %cst, %barrier0#0 : i32, i32
    util.return %barrier1#0, %barrier1#1 : i32, i32
  }
}
