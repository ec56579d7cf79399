// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// The linalg ops xDSL 0.74 lacks or gets wrong, in MLIR's syntax as IREE 3.13's iree-opt prints it
// (tests/pytest/dialects/test_linalg.py checks that iree-opt reads our print with the same meaning).

func.func @matmul_transposed_b(%a: tensor<4x8xf32>, %b: tensor<5x8xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<5x8xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}

// CHECK:      func.func @matmul_transposed_b(%a: tensor<4x8xf32>, %b: tensor<5x8xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:   %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<5x8xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:   func.return %0 : tensor<4x5xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%5) : (f32) -> ()

// -----

func.func @matmul_default_maps_are_elided(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}

// CHECK:      func.func @matmul_default_maps_are_elided(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
// CHECK-NEXT:   %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:   func.return %0 : tensor<4x5xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%5) : (f32) -> ()

// -----

func.func @matmul_mixed(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %c: tensor<4x5xi32>, %h: tensor<4x8xf16>, %g: tensor<8x5xf16>, %f: tensor<4x5xf32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>, tag = 1 : i64} ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  %2 = linalg.matmul ins(%h, %g : tensor<4x8xf16>, tensor<8x5xf16>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  func.return %0, %1, %2 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>
}

// CHECK:      func.func @matmul_mixed(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %c: tensor<4x5xi32>, %h: tensor<4x8xf16>, %g: tensor<8x5xf16>, %f: tensor<4x5xf32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>) {
// CHECK-NEXT:   %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
// CHECK-NEXT:   %1 = linalg.matmul {tag = 1 : i64, cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
// CHECK-NEXT:   %2 = linalg.matmul ins(%h, %g : tensor<4x8xf16>, tensor<8x5xf16>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT:   func.return %0, %1, %2 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: %4 = "arith.extsi"(%1) : (i8) -> i32
// CHECK-GENERIC: %5 = "arith.extsi"(%2) : (i8) -> i32
// CHECK-GENERIC: "linalg.yield"(%7) : (i32) -> ()
// CHECK-GENERIC: %8 = "linalg.matmul"(%a, %b, %c) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: %12 = "arith.extui"(%9) : (i8) -> i32
// CHECK-GENERIC: %13 = "arith.extui"(%10) : (i8) -> i32
// CHECK-GENERIC: "linalg.yield"(%15) : (i32) -> ()
// CHECK-GENERIC: %16 = "linalg.matmul"(%h, %g, %f) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: %20 = "arith.extf"(%17) : (f16) -> f32
// CHECK-GENERIC: %21 = "arith.extf"(%18) : (f16) -> f32
// CHECK-GENERIC: "linalg.yield"(%23) : (f32) -> ()

// -----

func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %bt: tensor<2x5x8xf32>, %c: tensor<2x4x5xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %bt : tensor<2x4x8xf32>, tensor<2x5x8xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  func.return %0, %1 : tensor<2x4x5xf32>, tensor<2x4x5xf32>
}

// CHECK:      func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %bt: tensor<2x5x8xf32>, %c: tensor<2x4x5xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>) {
// CHECK-NEXT:   %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT:   %1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %bt : tensor<2x4x8xf32>, tensor<2x5x8xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT:   func.return %0, %1 : tensor<2x4x5xf32>, tensor<2x4x5xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.batch_matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%5) : (f32) -> ()
// CHECK-GENERIC: %6 = "linalg.batch_matmul"(%a, %bt, %c) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%11) : (f32) -> ()

// -----

func.func @matvec_vecmat(%a: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = linalg.matvec ins(%a, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%y, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<8xf32>
}

// CHECK:      func.func @matvec_vecmat(%a: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
// CHECK-NEXT:   %0 = linalg.matvec ins(%a, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %1 = linalg.vecmat ins(%y, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%x : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:   func.return %0, %1 : tensor<4xf32>, tensor<8xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.matvec"(%a, %x, %y) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%5) : (f32) -> ()
// CHECK-GENERIC: %6 = "linalg.vecmat"(%y, %a, %x) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%11) : (f32) -> ()

// -----

func.func @mmt4d(%a: tensor<2x7x8x1xf32>, %b: tensor<4x7x8x1xf32>, %c: tensor<2x4x8x8xf32>, %ba: tensor<3x2x7x8x1xi8>, %bb: tensor<3x4x7x8x1xi8>, %bc: tensor<3x2x4x8x8xi32>) -> (tensor<2x4x8x8xf32>, tensor<3x2x4x8x8xi32>) {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x7x8x1xf32>, tensor<4x7x8x1xf32>) outs(%c : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %1 = linalg.batch_mmt4d ins(%ba, %bb : tensor<3x2x7x8x1xi8>, tensor<3x4x7x8x1xi8>) outs(%bc : tensor<3x2x4x8x8xi32>) -> tensor<3x2x4x8x8xi32>
  func.return %0, %1 : tensor<2x4x8x8xf32>, tensor<3x2x4x8x8xi32>
}

// CHECK:      func.func @mmt4d(%a: tensor<2x7x8x1xf32>, %b: tensor<4x7x8x1xf32>, %c: tensor<2x4x8x8xf32>, %ba: tensor<3x2x7x8x1xi8>, %bb: tensor<3x4x7x8x1xi8>, %bc: tensor<3x2x4x8x8xi32>) -> (tensor<2x4x8x8xf32>, tensor<3x2x4x8x8xi32>) {
// CHECK-NEXT:   %0 = linalg.mmt4d ins(%a, %b : tensor<2x7x8x1xf32>, tensor<4x7x8x1xf32>) outs(%c : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NEXT:   %1 = linalg.batch_mmt4d ins(%ba, %bb : tensor<3x2x7x8x1xi8>, tensor<3x4x7x8x1xi8>) outs(%bc : tensor<3x2x4x8x8xi32>) -> tensor<3x2x4x8x8xi32>
// CHECK-NEXT:   func.return %0, %1 : tensor<2x4x8x8xf32>, tensor<3x2x4x8x8xi32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.mmt4d"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: "linalg.yield"(%5) : (f32) -> ()
// CHECK-GENERIC: %6 = "linalg.batch_mmt4d"(%ba, %bb, %bc) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-GENERIC: %10 = "arith.extsi"(%7) : (i8) -> i32
// CHECK-GENERIC: %11 = "arith.extsi"(%8) : (i8) -> i32
// CHECK-GENERIC: "linalg.yield"(%13) : (i32) -> ()

// -----

func.func @softmax(%x: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %e = tensor.empty() : tensor<4x9xf32>
  %0 = linalg.softmax {tag} dimension(1) ins(%x : tensor<4x9xf32>) outs(%e : tensor<4x9xf32>) -> tensor<4x9xf32>
  func.return %0 : tensor<4x9xf32>
}

// CHECK:      func.func @softmax(%x: tensor<4x9xf32>) -> tensor<4x9xf32> {
// CHECK-NEXT:   %e = tensor.empty() : tensor<4x9xf32>
// CHECK-NEXT:   %0 = linalg.softmax {tag} dimension(1) ins(%x : tensor<4x9xf32>) outs(%e : tensor<4x9xf32>) -> tensor<4x9xf32>
// CHECK-NEXT:   func.return %0 : tensor<4x9xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0 = "linalg.softmax"(%x, %e) <{dimension = 1 : i64}> {tag} : (tensor<4x9xf32>, tensor<4x9xf32>) -> tensor<4x9xf32>

// -----

// From iree-encoding-next.md §1.4 (what IREE 3.13's CPU materialization prints for a 15x7 * 7x30 matmul).
func.func @pack_unpack(%a: tensor<15x7xf32>, %m: tensor<2x4x8x8xf32>, %t: index, %o: index) -> (tensor<2x7x8x1xf32>, tensor<15x30xf32>, tensor<2x?x8x?xf32>, tensor<15x7xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<2x7x8x1xf32>
  %pack = linalg.pack %a padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %0 : tensor<15x7xf32> -> tensor<2x7x8x1xf32>
  %1 = tensor.empty() : tensor<15x30xf32>
  %unpack = linalg.unpack %m outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 {tag} : tensor<2x4x8x8xf32> -> tensor<15x30xf32>
  %2 = tensor.empty(%o, %t) : tensor<2x?x8x?xf32>
  %dyn = linalg.pack %a padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %2 : tensor<15x7xf32> -> tensor<2x?x8x?xf32>
  %3 = tensor.empty() : tensor<15x7xf32>
  %back = linalg.unpack %dyn inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %3 : tensor<2x?x8x?xf32> -> tensor<15x7xf32>
  func.return %pack, %unpack, %dyn, %back : tensor<2x7x8x1xf32>, tensor<15x30xf32>, tensor<2x?x8x?xf32>, tensor<15x7xf32>
}

// CHECK:      func.func @pack_unpack(%a: tensor<15x7xf32>, %m: tensor<2x4x8x8xf32>, %t: index, %o: index) -> (tensor<2x7x8x1xf32>, tensor<15x30xf32>, tensor<2x?x8x?xf32>, tensor<15x7xf32>) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = tensor.empty() : tensor<2x7x8x1xf32>
// CHECK-NEXT:   %pack = linalg.pack %a padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %0 : tensor<15x7xf32> -> tensor<2x7x8x1xf32>
// CHECK-NEXT:   %1 = tensor.empty() : tensor<15x30xf32>
// CHECK-NEXT:   %unpack = linalg.unpack %m outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %1 {tag} : tensor<2x4x8x8xf32> -> tensor<15x30xf32>
// CHECK-NEXT:   %2 = tensor.empty(%o, %t) : tensor<2x?x8x?xf32>
// CHECK-NEXT:   %dyn = linalg.pack %a padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %2 : tensor<15x7xf32> -> tensor<2x?x8x?xf32>
// CHECK-NEXT:   %3 = tensor.empty() : tensor<15x7xf32>
// CHECK-NEXT:   %back = linalg.unpack %dyn inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %3 : tensor<2x?x8x?xf32> -> tensor<15x7xf32>
// CHECK-NEXT:   func.return %pack, %unpack, %dyn, %back : tensor<2x7x8x1xf32>, tensor<15x30xf32>, tensor<2x?x8x?xf32>, tensor<15x7xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %pack = "linalg.pack"(%a, %0, %cst) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 1>, outer_dims_perm = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<15x7xf32>, tensor<2x7x8x1xf32>, f32) -> tensor<2x7x8x1xf32>
// CHECK-GENERIC: %unpack = "linalg.unpack"(%m, %1) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>, outer_dims_perm = array<i64: 0, 1>}> {tag} : (tensor<2x4x8x8xf32>, tensor<15x30xf32>) -> tensor<15x30xf32>
// CHECK-GENERIC: %dyn = "linalg.pack"(%a, %2, %cst, %t) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<15x7xf32>, tensor<2x?x8x?xf32>, f32, index) -> tensor<2x?x8x?xf32>
// CHECK-GENERIC: %back = "linalg.unpack"(%dyn, %3, %t) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<2x?x8x?xf32>, tensor<15x7xf32>, index) -> tensor<15x7xf32>

// -----

func.func @generic_two_results(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s, %x : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  func.return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK:      func.func @generic_two_results(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:   %0, %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:   ^bb0(%x: f32, %y: f32, %z: f32):
// CHECK-NEXT:     %s = arith.addf %x, %x : f32
// CHECK-NEXT:     linalg.yield %s, %x : f32, f32
// CHECK-NEXT:   } -> (tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT:   func.return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }

// CHECK-GENERIC: %0, %1 = "linalg.generic"(%a, %a, %a) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
// CHECK-GENERIC: "linalg.yield"(%s, %x) : (f32, f32) -> ()
