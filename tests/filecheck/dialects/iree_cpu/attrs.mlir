// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | xdsl-opt --split-input-file | filecheck %s

// #iree_cpu resolvers as IREE prints them after SpecializeEncodings (iree-encoding-next.md 1.1); checked when
// written: iree-opt 3.7.1 and 3.13 print the same generic IR for the original and for our print of it.

func.func @cpu_resolvers(%a: tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1]}}>]>>, %b: tensor<7x30xf32, #iree_encoding.layout<[#iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [1, 0], innerTileSizes = [8, 4], outerDimsPerm = [1, 0]}}>]>>) {
  return
}

// CHECK: func.func @cpu_resolvers(%a: tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0 : i64, 1 : i64], innerTileSizes = [8 : i64, 1 : i64], outerDimsPerm = [0 : i64, 1 : i64]}}>]>>, %b: tensor<7x30xf32, #iree_encoding.layout<[#iree_cpu.vmvx_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [1 : i64, 0 : i64], innerTileSizes = [8 : i64, 4 : i64], outerDimsPerm = [1 : i64, 0 : i64]}}>]>>) {

// -----

func.func @cpu_resolver_unresolved(%a: tensor<4xf32, #iree_cpu.cpu_encoding_resolver<>>, %b: tensor<4xf32, #iree_cpu.cpu_encoding_resolver<configuration = {cpu_features = "+avx,+avx2,+fma", target_triple = "x86_64-xyz-xyz"}>>) {
  return
}

// CHECK: func.func @cpu_resolver_unresolved(%a: tensor<4xf32, #iree_cpu.cpu_encoding_resolver<>>, %b: tensor<4xf32, #iree_cpu.cpu_encoding_resolver<configuration = {cpu_features = "+avx,+avx2,+fma", target_triple = "x86_64-xyz-xyz"}>>) {

// -----

func.func @set_encoding_to_a_resolved_layout(%a: tensor<15x7xf32>) -> tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1]}}>]>> {
  %0 = iree_encoding.set_encoding %a : tensor<15x7xf32> -> tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1]}}>]>>
  return %0 : tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0, 1], innerTileSizes = [8, 1], outerDimsPerm = [0, 1]}}>]>>
}

// CHECK: func.func @set_encoding_to_a_resolved_layout(%a: tensor<15x7xf32>) -> tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0 : i64, 1 : i64], innerTileSizes = [8 : i64, 1 : i64], outerDimsPerm = [0 : i64, 1 : i64]}}>]>> {
// CHECK: %0 = iree_encoding.set_encoding %a : tensor<15x7xf32> -> tensor<15x7xf32, #iree_encoding.layout<[#iree_cpu.cpu_encoding_resolver<configuration = {encoding_info = {innerDimsPos = [0 : i64, 1 : i64], innerTileSizes = [8 : i64, 1 : i64], outerDimsPerm = [0 : i64, 1 : i64]}}>]>>
