// RUN: xdsl-opt %s -p 'set-encoding{encoding=padding remarks=true}' --split-input-file 2>&1 | filecheck %s

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
