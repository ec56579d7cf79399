// RUN: xdsl-opt %s -p 'set-encoding{encoding=padding remarks=true}' --split-input-file 2>&1 | filecheck %s
// RUN: xdsl-opt %s -p 'set-encoding{encoding=padding remarks=true}' --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// set-encoding{encoding=padding} on the cases IREE's own test does not have (each checked structurally
// against iree-opt 3.13 in tests/pytest/transforms/test_set_encoding_padding.py): a chain of regions (a
// value used twice is not padded), a multi-result producer (copied whole; the old region stays for its
// other user), a dead region (erased, as IREE's clean-up does), and a function without regions (a remark).

util.func @chain(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %unused = arith.constant 1.0 : f32
  %0 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
    flow.return %m : tensor<16x16xf32>
  }
  %1 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    %m = linalg.matmul ins(%0, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
    flow.return %m : tensor<16x16xf32>
  }
  %2 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    %m = linalg.matmul ins(%1, %1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
    flow.return %m : tensor<16x16xf32>
  }
  %3 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    %m = linalg.matmul ins(%2, %0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
    flow.return %m : tensor<16x16xf32>
  }
  util.return %3 : tensor<16x16xf32>
}
// CHECK:       util.func @chain(
// CHECK:         %[[A:.+]] = flow.dispatch.region -> (tensor<16x16xf32>)
// CHECK:         %[[B:.+]] = flow.dispatch.region -> (tensor<16x16xf32>)
// CHECK:           linalg.matmul ins(%[[A]],
// CHECK:         %[[C:.+]] = flow.dispatch.region -> (tensor<16x16xf32, #iree_encoding.padding<[0, ?]>>)
// CHECK:           linalg.matmul ins(%[[B]], %[[B]] :
// CHECK:           iree_encoding.set_encoding
// CHECK:         flow.dispatch.region -> (tensor<16x16xf32>)
// CHECK:           %[[U:.+]] = iree_encoding.unset_encoding %[[C]]
// CHECK:           linalg.matmul ins(%[[U]], %[[A]] :

// A value produced by a region but read twice is not padded, and the remark says so (not "not produced").
// REMARK: remark: @chain: linalg.matmul %m_1: operand #0 not padded: its producer flow.dispatch.region result has 2 uses (IREE pads a single-use result only: the padded copy would serve one reader)

// -----

util.func @multi(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %cst = arith.constant 0.0 : f32
  %0:2 = flow.dispatch.region -> (tensor<16x16xf32>, tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.negf %x : f32
      linalg.yield %z : f32
    } -> tensor<16x16xf32>
    flow.return %n, %e : tensor<16x16xf32>, tensor<16x16xf32>
  }
  %1 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
    %m = linalg.matmul ins(%0#0, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
    flow.return %m : tensor<16x16xf32>
  }
  util.return %1, %0#1 : tensor<16x16xf32>, tensor<16x16xf32>
}

// CHECK-LABEL: remark: @multi: linalg.matmul %m: padded operands #0 tensor<16x16xf32, #iree_encoding.padding<[0, ?]>>
// CHECK:       util.func @multi(
// CHECK:         %[[OLD:.+]], %{{.+}} = flow.dispatch.region -> (tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK:         %[[NEW:.+]], %{{.+}} = flow.dispatch.region -> (tensor<16x16xf32, #iree_encoding.padding<[0, ?]>>, tensor<16x16xf32>)
// CHECK:           iree_encoding.set_encoding
// CHECK:         flow.dispatch.region -> (tensor<16x16xf32>)
// CHECK:           %[[U:.+]] = iree_encoding.unset_encoding %[[NEW]]
// CHECK:           linalg.matmul ins(%[[U]], %{{.+}} :

// -----

util.func @dead(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %e = tensor.empty() : tensor<16x16xf32>
    flow.return %e : tensor<16x16xf32>
  }
  %e = tensor.empty() : tensor<4xf32>
  util.return %a : tensor<16x16xf32>
}

// CHECK:       util.func @dead(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
// CHECK-NEXT:    util.return %a

// -----

func.func @plain(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m : tensor<16x16xf32>
}

// CHECK:       remark: @plain: func.func #0: no flow.dispatch.region: nothing padded
// CHECK:       func.func @plain(
// CHECK-NEXT:    %m = linalg.matmul ins(%a, %b
// CHECK-NEXT:    func.return %m

// -----

// A matvec: the vector gets `padding<[?]>`.

util.func @mv(%a: tensor<128x64xf32>, %b: tensor<64xf32>) -> tensor<128xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = flow.dispatch.region -> (tensor<128x64xf32>) {
    %e = tensor.empty() : tensor<128x64xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.negf %x : f32
      linalg.yield %z : f32
    } -> tensor<128x64xf32>
    flow.return %n : tensor<128x64xf32>
  }
  %1 = flow.dispatch.region -> (tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.negf %x : f32
      linalg.yield %z : f32
    } -> tensor<64xf32>
    flow.return %n : tensor<64xf32>
  }
  %2 = flow.dispatch.region -> (tensor<128xf32>) {
    %e = tensor.empty() : tensor<128xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
    %m = linalg.matvec ins(%0, %1 : tensor<128x64xf32>, tensor<64xf32>) outs(%f : tensor<128xf32>) -> tensor<128xf32>
    flow.return %m : tensor<128xf32>
  }
  util.return %2 : tensor<128xf32>
}
// CHECK-LABEL: util.func @mv(
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<128x64xf32, #iree_encoding.padding<[0, ?]>>
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<64xf32, #iree_encoding.padding<[?]>>
// CHECK:         linalg.matvec ins(%{{.+}}, %{{.+}} : tensor<128x64xf32>, tensor<64xf32>)

// -----

// A mixed-precision contraction (extf in the body); its RHS is an argument.

util.func @mixed(%a: tensor<?x64xf16>, %b: tensor<32x64xf16>, %c: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x64xf16>
  %0 = flow.dispatch.region -> (tensor<?x64xf16>{%m}) {
    %e = tensor.empty(%m) : tensor<?x64xf16>
    %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x64xf16>) outs(%e : tensor<?x64xf16>) {
    ^bb0(%x: f16, %y: f16):
      %z = arith.negf %x : f16
      linalg.yield %z : f16
    } -> tensor<?x64xf16>
    flow.return %n : tensor<?x64xf16>
  }
  %2 = flow.dispatch.region -> (tensor<?x32xf32>{%m}) {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0, %b : tensor<?x64xf16>, tensor<32x64xf16>) outs(%c : tensor<?x32xf32>) {
    ^bb0(%x: f16, %y: f16, %z: f32):
      %xe = arith.extf %x : f16 to f32
      %ye = arith.extf %y : f16 to f32
      %p = arith.mulf %xe, %ye : f32
      %s = arith.addf %z, %p : f32
      linalg.yield %s : f32
    } -> tensor<?x32xf32>
    flow.return %r : tensor<?x32xf32>
  }
  util.return %2 : tensor<?x32xf32>
}
// CHECK-LABEL: util.func @mixed(
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<?x64xf16, #iree_encoding.padding<[0, ?]>>
// CHECK:         iree_encoding.unset_encoding {{.*}} -> tensor<?x64xf16>{%m}
// CHECK-NOT:     iree_encoding.set_encoding

// -----

// Two reduction loops: still one `?`, on the last dim.

util.func @twok(%a: tensor<16x4x8xf32>, %b: tensor<4x8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = flow.dispatch.region -> (tensor<16x4x8xf32>) {
    %e = tensor.empty() : tensor<16x4x8xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<16x4x8xf32>) outs(%e : tensor<16x4x8xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.negf %x : f32
      linalg.yield %z : f32
    } -> tensor<16x4x8xf32>
    flow.return %n : tensor<16x4x8xf32>
  }
  %2 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%0, %b : tensor<16x4x8xf32>, tensor<4x8x16xf32>) outs(%c : tensor<16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %z, %p : f32
      linalg.yield %s : f32
    } -> tensor<16x16xf32>
    flow.return %r : tensor<16x16xf32>
  }
  util.return %2 : tensor<16x16xf32>
}
// CHECK-LABEL: util.func @twok(
// CHECK:         iree_encoding.set_encoding {{.*}} -> tensor<16x4x8xf32, #iree_encoding.padding<[0, 0, ?]>>

// -----

// Not a contraction (max instead of add): nothing.

util.func @maxbody(%a: tensor<16x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = flow.dispatch.region -> (tensor<16x8xf32>) {
    %e = tensor.empty() : tensor<16x8xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.negf %x : f32
      linalg.yield %z : f32
    } -> tensor<16x8xf32>
    flow.return %n : tensor<16x8xf32>
  }
  %2 = flow.dispatch.region -> (tensor<16x16xf32>) {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0, %b : tensor<16x8xf32>, tensor<8x16xf32>) outs(%c : tensor<16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.maximumf %z, %p : f32
      linalg.yield %s : f32
    } -> tensor<16x16xf32>
    flow.return %r : tensor<16x16xf32>
  }
  util.return %2 : tensor<16x16xf32>
}
// CHECK-LABEL: util.func @maxbody(
// CHECK-NOT:     iree_encoding.set_encoding

// -----

// A dynamic group collapsed twice: one affine.apply per collapse, as MLIR's reification builds them.

util.func @nest(%a: tensor<?x2x3x256xf32>, %b: tensor<256x64xf32>, %c: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %a, %c0 : tensor<?x2x3x256xf32>
  %0 = flow.dispatch.region -> (tensor<?x2x3x256xf32>{%m}) {
    %e = tensor.empty(%m) : tensor<?x2x3x256xf32>
    flow.return %e : tensor<?x2x3x256xf32>
  }
  %1 = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<?x2x3x256xf32> into tensor<?x3x256xf32>
  %2 = tensor.collapse_shape %1 [[0, 1], [2]] : tensor<?x3x256xf32> into tensor<?x256xf32>
  %3 = flow.dispatch.region -> (tensor<?x64xf32>{%m}) {
    %r = linalg.matmul ins(%2, %b : tensor<?x256xf32>, tensor<256x64xf32>) outs(%c : tensor<?x64xf32>) -> tensor<?x64xf32>
    flow.return %r : tensor<?x64xf32>
  }
  util.return %3 : tensor<?x64xf32>
}
// CHECK-LABEL: util.func @nest(
// CHECK:         %[[A:.+]] = affine.apply affine_map<()[s0] -> ((s0 * 2))> ()[%m]
// CHECK:         %[[B:.+]] = affine.apply affine_map<()[s0] -> ((s0 * 3))> ()[%[[A]]]
// CHECK:         flow.dispatch.region -> (tensor<?x256xf32, #iree_encoding.padding<[0, ?]>>{%[[B]]})
// CHECK:           tensor.collapse_shape
// CHECK:           tensor.collapse_shape
// CHECK:           iree_encoding.set_encoding

// -----

// IREE's clean-up folds every tensor.dim it can reify, also with nothing to pad.

util.func @argdim(%a: tensor<?x2x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %1 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %d = tensor.dim %1, %c0 : tensor<?x4xf32>
  util.return %d : index
}
// CHECK-LABEL: util.func @argdim(
// CHECK:         %[[D:.+]] = tensor.dim %a, %{{.+}} : tensor<?x2x4xf32>
// CHECK:         %[[R:.+]] = affine.apply affine_map<()[s0] -> ((s0 * 2))> ()[%[[D]]]
// CHECK:         util.return %[[R]]

// -----

util.func @dims(%a: tensor<?x16xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x16xf32>
  %0 = flow.dispatch.region -> (tensor<?x?xf32>{%m, %n}) {
    %e = tensor.empty(%m, %n) : tensor<?x?xf32>
    flow.return %e : tensor<?x?xf32>
  }
  %d = tensor.dim %0, %c1 : tensor<?x?xf32>
  %e2 = tensor.empty(%n) : tensor<?x4xf32>
  %d2 = tensor.dim %e2, %c0 : tensor<?x4xf32>
  %d3 = tensor.dim %a, %c0 : tensor<?x16xf32>
  util.return %d, %d2, %d3 : index, index, index
}
// CHECK-LABEL: util.func @dims(
// CHECK-NEXT:    %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[M:.+]] = tensor.dim %a, %[[C0]]
// CHECK-NEXT:    util.return %n, %n, %[[M]] : index, index, index

// -----

// The dims of a linalg result are its loops' sizes, read from the first operand giving each; the
// matmul is dead then, and erased.

util.func @lin(%a: tensor<?x16xf32>, %b: tensor<16x?xf32>, %c: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = linalg.matmul ins(%a, %b : tensor<?x16xf32>, tensor<16x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  util.return %d0, %d1 : index, index
}
// CHECK-LABEL: util.func @lin(
// CHECK-NOT:     linalg.matmul
// CHECK:         %[[M:.+]] = tensor.dim %a, %{{.+}} : tensor<?x16xf32>
// CHECK:         %[[N:.+]] = tensor.dim %b, %{{.+}} : tensor<16x?xf32>
// CHECK:         util.return %[[M]], %[[N]]
