// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | xdsl-opt --split-input-file | filecheck %s

// #iree_gpu resolvers; checked when written: iree-opt 3.7.1 and 3.13 print the same generic IR for the
// original and for our print of it.

func.func @gpu_resolvers(%a: tensor<4x8xf32, #iree_encoding.layout<[#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [16, 4], outerDimsPerm = [0, 1]}}>]>>, %b: tensor<4xf32, #iree_gpu.gpu_encoding_resolver<>>) {
  return
}

// CHECK: func.func @gpu_resolvers(%a: tensor<4x8xf32, #iree_encoding.layout<[#iree_gpu.gpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0 : i64, 1 : i64], innerTileSizes = [16 : i64, 4 : i64], outerDimsPerm = [0 : i64, 1 : i64]}}>]>>, %b: tensor<4xf32, #iree_gpu.gpu_encoding_resolver<>>) {

// -----

func.func @gpu_padding_resolver(%a: tensor<4xf32, #iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>>, %b: tensor<4xf32, #iree_gpu.gpu_padding_resolver<>>, %c: tensor<4xf32, #iree_gpu.gpu_padding_resolver<cache_sets = 4>>) {
  return
}

// CHECK: func.func @gpu_padding_resolver(%a: tensor<4xf32, #iree_gpu.gpu_padding_resolver<cache_line_bytes = 128, cache_sets = 4>>, %b: tensor<4xf32, #iree_gpu.gpu_padding_resolver<>>, %c: tensor<4xf32, #iree_gpu.gpu_padding_resolver<cache_sets = 4>>) {
