// RUN: xdsl-opt %s -p materialize-encoding-into-padding --split-input-file --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple multiple=8}' --split-input-file --verify-diagnostics | filecheck %s

// Inputs the padding materialization cannot handle. The pass lowers a clone and swaps it in only when
// everything succeeded, so each diagnostic shows the module exactly as it came in: every chunk starts
// with a function the pass can lower (`%kept`), which is still there, not yet turned into tensor.pad.

#l = #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @argument_with_a_layout_of_two_paddings(%x: tensor<4x8xf32, #l>) -> tensor<4x8xf32> {
  %u = iree_encoding.unset_encoding %x : tensor<4x8xf32, #l> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: func.func: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>>: the members of #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]> resolve to different paddings ([0, 4], [0, 8])
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#l = #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.identity]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @layout_of_a_padding_and_an_identity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #l>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #l> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: iree_encoding.set_encoding: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.identity]>>: the members of #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.identity]> resolve to different paddings ([0, 0], [0, 4])
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#l = #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @unresolvable_empty_inside_a_region(%f: i1) -> tensor<4x8xf32> {
  %r = scf.if %f -> (tensor<4x8xf32>) {
    %e = tensor.empty() : tensor<4x8xf32, #l>
    %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #l> -> tensor<4x8xf32>
    scf.yield %u : tensor<4x8xf32>
  } else {
    %z = tensor.empty() : tensor<4x8xf32>
    scf.yield %z : tensor<4x8xf32>
  }
  func.return %r : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: tensor.empty: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]>>: the members of #iree_encoding.layout<[#iree_encoding.padding<[0, 4]>, #iree_encoding.padding<[0, 8]>]> resolve to different paddings ([0, 4], [0, 8])
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#l = #iree_encoding.layout<[#iree_encoding.padding<[2, 0]>, #iree_encoding.padding<[0, 2]>]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func private @external() -> tensor<4x8xf32, #l>
func.func @unresolvable_call_result() -> tensor<4x8xf32> {
  %e = func.call @external() : () -> tensor<4x8xf32, #l>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xf32, #l> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: func.func: cannot resolve the padding of tensor<4x8xf32, #iree_encoding.layout<[#iree_encoding.padding<[2, 0]>, #iree_encoding.padding<[0, 2]>]>>: the members of #iree_encoding.layout<[#iree_encoding.padding<[2, 0]>, #iree_encoding.padding<[0, 2]>]> resolve to different paddings ([0, 2], [2, 0])
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#p = #iree_encoding.padding<[0, 4]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @encoded_while_loop(%x: tensor<4x8xf32>, %f: i1) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #p>
  %r = scf.while (%arg = %e) : (tensor<4x8xf32, #p>) -> tensor<4x8xf32, #p> {
    scf.condition(%f) %arg : tensor<4x8xf32, #p>
  } do {
  ^bb0(%next: tensor<4x8xf32, #p>):
    scf.yield %next : tensor<4x8xf32, #p>
  }
  %u = iree_encoding.unset_encoding %r : tensor<4x8xf32, #p> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: scf.while: cannot materialize encoded block arguments of this op's regions
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#p = #iree_encoding.padding<[0, 4]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @encoded_successor_argument(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #p>
  cf.br ^next(%e : tensor<4x8xf32, #p>)
^next(%a: tensor<4x8xf32, #p>):
  %u = iree_encoding.unset_encoding %a : tensor<4x8xf32, #p> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}

// CHECK: materialize-encoding-into-padding: cf.br: cannot materialize encoded block arguments of this op's successors
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

#p = #iree_encoding.padding<[0, 4]>
func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @padding_of_vectors(%x: tensor<4x8xvector<4xf32>>) -> tensor<4x8xvector<4xf32>> {
  %e = iree_encoding.set_encoding %x : tensor<4x8xvector<4xf32>> -> tensor<4x8xvector<4xf32>, #p>
  %u = iree_encoding.unset_encoding %e : tensor<4x8xvector<4xf32>, #p> -> tensor<4x8xvector<4xf32>>
  func.return %u : tensor<4x8xvector<4xf32>>
}

// CHECK: materialize-encoding-into-padding: iree_encoding.set_encoding: cannot pad tensor<4x8xvector<4xf32>, #iree_encoding.padding<[0, 4]>>: no zero of element type vector<4xf32>
// CHECK: %kept = "iree_encoding.set_encoding"(%x)

// -----

func.func @fine(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %kept = iree_encoding.set_encoding %x : tensor<4x8xf32> -> tensor<4x8xf32, #iree_encoding.padding<[0, 4]>>
  %u = iree_encoding.unset_encoding %kept : tensor<4x8xf32, #iree_encoding.padding<[0, 4]>> -> tensor<4x8xf32>
  func.return %u : tensor<4x8xf32>
}
func.func @expand_that_splits_a_padded_dim(%x: tensor<4x64xf32, #iree_encoding.padding<[0, 4]>>) -> tensor<4x8x8xf32, #iree_encoding.padding<[0, 0, 4]>> {
  %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 8, 8] : tensor<4x64xf32, #iree_encoding.padding<[0, 4]>> into tensor<4x8x8xf32, #iree_encoding.padding<[0, 0, 4]>>
  func.return %e : tensor<4x8x8xf32, #iree_encoding.padding<[0, 0, 4]>>
}

// CHECK: tensor.expand_shape: encoding #iree_encoding.padding<[0, 0, 4]> cannot cross this reshape: expand_shape splits source dim 1 into result dims [1, 2], which include padded dim 2 of the result
// CHECK: %kept = "iree_encoding.set_encoding"(%x)
