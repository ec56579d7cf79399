// Ported from iree-org/iree compiler/src/iree/compiler/DispatchCreation/test/split_reduction.mlir at b48a595 (IREE 3.13.0); FileCheck lines removed.
// RUN: iree-opt --pass-pipeline='builtin.module(util.func(iree-dispatch-creation-split-reduction-ops))' --iree-dispatch-creation-split-matmul-reduction=4 --split-input-file %s | FileCheck %s

#compilation = #iree_codegen.compilation_info<
    lowering_config = #iree_codegen.lowering_config<tile_sizes = [[64, 64, 0]]>,
    translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<Default>>>
util.func public @matmul(%arg0: tensor<100x200xf32>, %arg1: tensor<200x300xf32>, %arg2: tensor<100x300xf32>) -> tensor<100x300xf32> {
  %0 = linalg.matmul {compilation_info = #compilation}
    ins(%arg0, %arg1 : tensor<100x200xf32>, tensor<200x300xf32>)
    outs(%arg2 : tensor<100x300xf32>) -> tensor<100x300xf32>
  util.return %0 : tensor<100x300xf32>
}

// -----

#encoding = #iree_encoding.testing<>
util.func public @matmul_with_encoding(%arg0: tensor<100x200xf32, #encoding>, %arg1: tensor<200x300xf32>, %arg2: tensor<100x300xf32>) -> tensor<100x300xf32> {
  %0 = linalg.matmul
    ins(%arg0, %arg1 : tensor<100x200xf32, #encoding>, tensor<200x300xf32>)
    outs(%arg2 : tensor<100x300xf32>) -> tensor<100x300xf32>
  util.return %0 : tensor<100x300xf32>
}

// -----

util.func public @argmax(%arg0: tensor<?x131072xbf16>, %arg1: index) -> tensor<?xi64> {
  %cst = arith.constant 0xFF80 : bf16
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty(%arg1) : tensor<?xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<?xbf16>) -> tensor<?xbf16>
  %2 = tensor.empty(%arg1) : tensor<?xi64>
  %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<?xi64>) -> tensor<?xi64>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<?x131072xbf16>) outs(%1, %3 : tensor<?xbf16>, tensor<?xi64>) {
  ^bb0(%in: bf16, %out: bf16, %out_0: i64):
    %5 = linalg.index 1 : index
    %6 = arith.index_cast %5 : index to i64
    %7 = arith.maximumf %in, %out fastmath<nnan> : bf16
    %8 = arith.cmpf ogt, %in, %out fastmath<nnan> : bf16
    %9 = arith.select %8, %6, %out_0 : i64
    linalg.yield %7, %9 : bf16, i64
  } -> (tensor<?xbf16>, tensor<?xi64>)
  util.return %4#1 : tensor<?xi64>
}



// Identity value preparation

// Step 1: Strict argmax with local index

// Step 2: Final reduction with global index computation.


// -----

util.func public @argmax_no_split(%arg0: tensor<?x512xbf16>, %arg1: index) -> tensor<?xi64> {
  %cst = arith.constant 0xFF80 : bf16
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty(%arg1) : tensor<?xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<?xbf16>) -> tensor<?xbf16>
  %2 = tensor.empty(%arg1) : tensor<?xi64>
  %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<?xi64>) -> tensor<?xi64>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<?x512xbf16>) outs(%1, %3 : tensor<?xbf16>, tensor<?xi64>) {
  ^bb0(%in: bf16, %out: bf16, %out_0: i64):
    %5 = linalg.index 1 : index
    %6 = arith.index_cast %5 : index to i64
    %7 = arith.maximumf %in, %out : bf16
    %8 = arith.cmpf ogt, %in, %out : bf16
    %9 = arith.select %8, %6, %out_0 : i64
    linalg.yield %7, %9 : bf16, i64
  } -> (tensor<?xbf16>, tensor<?xi64>)
  util.return %4#1 : tensor<?xi64>
}


// -----

util.func public @argmax_select_style(%arg0: tensor<1x248320xf32>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xf32>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %in, %out fastmath<contract> : f32
    %nan = arith.cmpf une, %in, %in fastmath<contract> : f32
    %value_cond = arith.ori %gt, %nan : i1
    %eq = arith.cmpf oeq, %in, %out fastmath<contract> : f32
    %lower_idx = arith.cmpi slt, %idx_i32, %out_idx : i32
    %tie = arith.andi %eq, %lower_idx : i1
    %index_cond = arith.ori %value_cond, %tie : i1
    %value = arith.select %value_cond, %in, %out : f32
    %index = arith.select %index_cond, %idx_i32, %out_idx : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_select_style_extf_bf16_to_f32(%arg0: tensor<1x248320xbf16>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xbf16>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: bf16, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %in_f32 = arith.extf %in : bf16 to f32
    %gt = arith.cmpf ogt, %in_f32, %out : f32
    %nan = arith.cmpf une, %in_f32, %in_f32 : f32
    %value_cond = arith.ori %gt, %nan : i1
    %eq = arith.cmpf oeq, %in_f32, %out : f32
    %lower_idx = arith.cmpi slt, %idx_i32, %out_idx : i32
    %tie = arith.andi %eq, %lower_idx : i1
    %index_cond = arith.ori %value_cond, %tie : i1
    %value = arith.select %value_cond, %in_f32, %out : f32
    %index = arith.select %index_cond, %idx_i32, %out_idx : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_select_style_swapped_conditions(%arg0: tensor<1x248320xf32>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xf32>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %in, %out : f32
    %nan = arith.cmpf une, %in, %in : f32
    %value_cond = arith.ori %nan, %gt : i1
    %eq = arith.cmpf oeq, %in, %out : f32
    %lower_idx = arith.cmpi slt, %idx_i32, %out_idx : i32
    %tie = arith.andi %lower_idx, %eq : i1
    %index_cond = arith.ori %tie, %value_cond : i1
    %value = arith.select %value_cond, %in, %out : f32
    %index = arith.select %index_cond, %idx_i32, %out_idx : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_select_style_no_nan_no_tie_no_split(%arg0: tensor<1x248320xf32>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xf32>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %in, %out : f32
    %value = arith.select %gt, %in, %out : f32
    %index = arith.select %gt, %idx_i32, %out_idx : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_select_style_larger_tie_index_no_split(%arg0: tensor<1x248320xf32>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xf32>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %in, %out : f32
    %nan = arith.cmpf une, %in, %in : f32
    %value_cond = arith.ori %gt, %nan : i1
    %eq = arith.cmpf oeq, %in, %out : f32
    %higher_idx = arith.cmpi sgt, %idx_i32, %out_idx : i32
    %tie = arith.andi %eq, %higher_idx : i1
    %index_cond = arith.ori %value_cond, %tie : i1
    %value = arith.select %value_cond, %in, %out : f32
    %index = arith.select %index_cond, %idx_i32, %out_idx : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_select_style_reversed_index_select_no_split(%arg0: tensor<1x248320xf32>) -> tensor<1xi32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %2 = tensor.empty() : tensor<1xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1xi32>) -> tensor<1xi32>
  %4:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%arg0 : tensor<1x248320xf32>)
      outs(%1, %3 : tensor<1xf32>, tensor<1xi32>) {
  ^bb0(%in: f32, %out: f32, %out_idx: i32):
    %idx = linalg.index 1 : index
    %idx_i32 = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %in, %out : f32
    %nan = arith.cmpf une, %in, %in : f32
    %value_cond = arith.ori %gt, %nan : i1
    %eq = arith.cmpf oeq, %in, %out : f32
    %lower_idx = arith.cmpi slt, %idx_i32, %out_idx : i32
    %tie = arith.andi %eq, %lower_idx : i1
    %index_cond = arith.ori %value_cond, %tie : i1
    %value = arith.select %value_cond, %in, %out : f32
    %index = arith.select %index_cond, %out_idx, %idx_i32 : i32
    linalg.yield %value, %index : f32, i32
  } -> (tensor<1xf32>, tensor<1xi32>)
  util.return %4#1 : tensor<1xi32>
}


// -----

util.func public @argmax_extf(%input: tensor<151936xf16>) -> (tensor<f32>, tensor<i64>) {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<i64>
  %init_idx = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<i64>) -> tensor<i64>
  %2 = tensor.empty() : tensor<f32>
  %init_val = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
  %result:2 = linalg.generic {
    indexing_maps = [affine_map<(d0) -> (d0)>,
                     affine_map<(d0) -> ()>,
                     affine_map<(d0) -> ()>],
    iterator_types = ["reduction"]}
    ins(%input : tensor<151936xf16>)
    outs(%init_val, %init_idx : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f16, %out: f32, %out_idx: i64):
    %extf = arith.extf %in : f16 to f32
    %i = linalg.index 0 : index
    %i_cast = arith.index_cast %i : index to i64
    %max = arith.maximumf %extf, %out : f32
    %cmp = arith.cmpf ogt, %extf, %out : f32
    %sel = arith.select %cmp, %i_cast, %out_idx : i64
    linalg.yield %max, %sel : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  util.return %result#0, %result#1 : tensor<f32>, tensor<i64>
}


// -----

util.func public @argmax_truncf(%input: tensor<151936xf64>) -> (tensor<f32>, tensor<i64>) {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<i64>
  %init_idx = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<i64>) -> tensor<i64>
  %2 = tensor.empty() : tensor<f32>
  %init_val = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
  %result:2 = linalg.generic {
    indexing_maps = [affine_map<(d0) -> (d0)>,
                     affine_map<(d0) -> ()>,
                     affine_map<(d0) -> ()>],
    iterator_types = ["reduction"]}
    ins(%input : tensor<151936xf64>)
    outs(%init_val, %init_idx : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f64, %out: f32, %out_idx: i64):
    %truncf = arith.truncf %in : f64 to f32
    %i = linalg.index 0 : index
    %i_cast = arith.index_cast %i : index to i64
    %max = arith.maximumf %truncf, %out : f32
    %cmp = arith.cmpf ogt, %truncf, %out : f32
    %sel = arith.select %cmp, %i_cast, %out_idx : i64
    linalg.yield %max, %sel : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  util.return %result#0, %result#1 : tensor<f32>, tensor<i64>
}

