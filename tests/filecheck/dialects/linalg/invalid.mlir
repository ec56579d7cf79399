// RUN: xdsl-opt %s --parsing-diagnostics --verify-diagnostics --split-input-file | filecheck %s

// One broken rule per chunk, with its diagnostic. Where MLIR has a rule, the message is MLIR's
// (checked against IREE 3.13's iree-opt on the same input); the last chunks are xDSL's own gaps
// closed here (a named op whose body is not the one MLIR builds, a multi-result generic whose
// results do not match its outputs).

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>) {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x9xf32>) -> tensor<4x9xf32>
  return
}

// CHECK: incompatible output shape

// -----

func.func @f(%a: tensor<4x8xf32>) {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK: incorrect dimension specified

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 0] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: invalid inner_dims_pos vector

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 2] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: invalid inner_dims_pos vector

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: tiling factors must equal the number of dimensions to tile

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.pack %a outer_dims_perm = [0, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: invalid outer_dims_perm vector

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x3x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x3x4x4xf32>
  return
}

// CHECK: expected 'tensor<1x2x4x4xf32>' for the packed domain value, got 'tensor<1x3x4x4xf32>'

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4x1xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4x1xf32>
  return
}

// CHECK: packed rank != (unpacked rank + num tiling factors), got 5 != 4

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>, %p: f16) {
  %0 = linalg.pack %a padding_value(%p : f16) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: expected padding_value has 'f32' but got: 'f16'

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 0] into %d : tensor<4x8xf32> -> tensor<1x2x4x4xf32>
  return
}

// CHECK: invalid zero tile factor

// -----

func.func @f(%a: tensor<5x8xf32>, %d: tensor<2x2x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<5x8xf32> -> tensor<2x2x4x4xf32>
  return
}

// CHECK: invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x2x4x5xf32>) {
  %0 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %a : tensor<1x2x4x5xf32> -> tensor<4x8xf32>
  return
}

// CHECK: mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type at index 1: got 5 != 4

// -----

func.func @f(%a: tensor<9x8xf32>, %d: tensor<1x2x4x4xf32>) {
  %0 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %a : tensor<1x2x4x4xf32> -> tensor<9x8xf32>
  return
}

// CHECK: expected 'tensor<3x2x4x4xf32>' for the packed domain value, got 'tensor<1x2x4x4xf32>'

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: inferred input/output operand #2 has shape's dimension #0 to be 5, but found 4

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: indexing_map #0 (d0, d1, d2) -> (d0, d1) must read the reduction dim d2 and only dims of (d0, d1, d2) -> (d0, d2) (a permutation or a broadcast of them)

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: expected 3 affine maps in indexing_maps, found 2

// -----

func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %c: tensor<4x5xi32>) {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %z: i32):
    %m = arith.muli %x, %y : i8
    %e = arith.extsi %m : i8 to i32
    %s = arith.addi %z, %e : i32
    linalg.yield %s : i32
  }) : (tensor<4x8xi8>, tensor<8x5xi8>, tensor<4x5xi32>) -> tensor<4x5xi32>
  return
}

// CHECK: the body is not the multiply-add MLIR builds for these element types

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: unexpected non-dim expression in indexing_map #0: (d0, d1, d2) -> ((d0 + d2))

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul indexing_maps = [1, 2, 3] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: linalg.matmul: expected an affine map in indexing_maps, found 1 : i64

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) {
  %0 = linalg.matmul {cast = 1 : i64} ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// CHECK: linalg.matmul: expected cast to be a #linalg.type_fn, found 1 : i64

// -----

func.func @f(%a: tensor<4x8xf32>, %x: tensor<7xf32>, %y: tensor<4xf32>) {
  %0 = linalg.matvec ins(%a, %x : tensor<4x8xf32>, tensor<7xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK: inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7

// -----

func.func @f(%a: tensor<4x8xf32>) {
  %0 = linalg.mmt4d ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK: linalg.mmt4d: expected 2 inputs and 1 output, found 1 and 1

// -----

func.func @f(%a: tensor<4x8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return
}

// CHECK: expected the number of results (2) to equal the number of tensor outputs (1)

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<1x?x4x?xf32>, %t: index) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x8xf32> -> tensor<1x?x4x?xf32>
  return
}

// CHECK: mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type at index 1: got ? != 4
