module {
  util.global private @model.model.embed_tokens.weight = #stream.parameter.named<"model"::"model.model.embed_tokens.weight"> : tensor<32x16xf32>
  util.global private @val_46 = #stream.parameter.named<"model"::"val_46"> : tensor<16x16xf32>
  util.global private @val_53 = #stream.parameter.named<"model"::"val_53"> : tensor<16x8xf32>
  util.global private @val_60 = #stream.parameter.named<"model"::"val_60"> : tensor<16x8xf32>
  util.global private @unsqueeze_14 = #stream.parameter.named<"model"::"unsqueeze_14"> : tensor<1x1x4x8xf32>
  util.global private @unsqueeze_15 = #stream.parameter.named<"model"::"unsqueeze_15"> : tensor<1x1x4x8xf32>
  util.global private @val_142 = #stream.parameter.named<"model"::"val_142"> : tensor<16x16xf32>
  util.global private @val_147 = #stream.parameter.named<"model"::"val_147"> : tensor<16x24xf32>
  util.global private @val_149 = #stream.parameter.named<"model"::"val_149"> : tensor<16x24xf32>
  util.global private @val_150 = #stream.parameter.named<"model"::"val_150"> : tensor<24x16xf32>
  util.global private @val_155 = #stream.parameter.named<"model"::"val_155"> : tensor<16x32xf32>
  util.func public @llama_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0.353553385> : tensor<f32>
    %cst_3 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = arith.constant dense<[[[[0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]]> : tensor<1x1x4x4xf32>
    %cst_5 = arith.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_6 = arith.constant 1.600000e+01 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x4xi64>
    %model.model.embed_tokens.weight = util.global.load @model.model.embed_tokens.weight : tensor<32x16xf32>
    %val_46 = util.global.load @val_46 : tensor<16x16xf32>
    %val_53 = util.global.load @val_53 : tensor<16x8xf32>
    %val_60 = util.global.load @val_60 : tensor<16x8xf32>
    %unsqueeze_14 = util.global.load @unsqueeze_14 : tensor<1x1x4x8xf32>
    %unsqueeze_15 = util.global.load @unsqueeze_15 : tensor<1x1x4x8xf32>
    %val_142 = util.global.load @val_142 : tensor<16x16xf32>
    %val_147 = util.global.load @val_147 : tensor<16x24xf32>
    %val_149 = util.global.load @val_149 : tensor<16x24xf32>
    %val_150 = util.global.load @val_150 : tensor<24x16xf32>
    %val_155 = util.global.load @val_155 : tensor<16x32xf32>
    %1 = tensor.empty() : tensor<1x4xi1>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<1x4xi64>) outs(%1 : tensor<1x4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %106 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %106 : i1
    } -> tensor<1x4xi1>
    %3 = tensor.empty() : tensor<1x4xi64>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<1x4xi64>) outs(%3 : tensor<1x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %106 = arith.addi %in, %c32_i64 : i64
      linalg.yield %106 : i64
    } -> tensor<1x4xi64>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4, %0 : tensor<1x4xi1>, tensor<1x4xi64>, tensor<1x4xi64>) outs(%3 : tensor<1x4xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %106 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %106 : i64
    } -> tensor<1x4xi64>
    %collapsed = tensor.collapse_shape %5 [[0, 1]] : tensor<1x4xi64> into tensor<4xi64>
    %6 = tensor.empty() : tensor<4x16xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<4xi64>) outs(%6 : tensor<4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %106 = arith.index_cast %in : i64 to index
      %107 = linalg.index 1 : index
      %extracted = tensor.extract %model.model.embed_tokens.weight[%106, %107] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x16xf32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, 4, 16] : tensor<4x16xf32> into tensor<1x4x16xf32>
    %8 = tensor.empty() : tensor<1x4x16xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %10 = tensor.empty() : tensor<1x4x1xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x4x16xf32>) outs(%11 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.addf %in, %out : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.divf %in, %cst_6 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x4x1xf32>, tensor<f32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.sqrt %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.cmpf one, %in, %cst : f32
      cf.assert %106, "unimplemented: tensor with zero element"
      %107 = arith.divf %cst_0, %in : f32
      linalg.yield %107 : f32
    } -> tensor<1x4x1xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %16 : tensor<1x4x16xf32>, tensor<1x4x1xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %17 : tensor<16xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %19 = tensor.empty() : tensor<1x16x16xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_46 : tensor<16x16xf32>) outs(%19 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %22 = linalg.batch_matmul ins(%18, %20 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%21 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %expanded_7 = tensor.expand_shape %22 [[0], [1], [2, 3]] output_shape [1, 4, 2, 8] : tensor<1x4x16xf32> into tensor<1x4x2x8xf32>
    %23 = tensor.empty() : tensor<1x2x4x8xf32>
    %transposed = linalg.transpose ins(%expanded_7 : tensor<1x4x2x8xf32>) outs(%23 : tensor<1x2x4x8xf32>) permutation = [0, 2, 1, 3] 
    %24 = tensor.empty() : tensor<1x16x8xf32>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_53 : tensor<16x8xf32>) outs(%24 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x8xf32>
    %26 = tensor.empty() : tensor<1x4x8xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %28 = linalg.batch_matmul ins(%18, %25 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%27 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %expanded_8 = tensor.expand_shape %28 [[0], [1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<1x4x8xf32> into tensor<1x4x1x8xf32>
    %29 = tensor.empty() : tensor<1x1x4x8xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<1x4x1x8xf32>) outs(%29 : tensor<1x1x4x8xf32>) permutation = [0, 2, 1, 3] 
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_60 : tensor<16x8xf32>) outs(%24 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x8xf32>
    %31 = linalg.batch_matmul ins(%18, %30 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%27 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %expanded_10 = tensor.expand_shape %31 [[0], [1], [2, 3]] output_shape [1, 4, 1, 8] : tensor<1x4x8xf32> into tensor<1x4x1x8xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x4x1x8xf32>) outs(%29 : tensor<1x1x4x8xf32>) permutation = [0, 2, 1, 3] 
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %unsqueeze_14 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%23 : tensor<1x2x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x8xf32>
    %extracted_slice = tensor.extract_slice %transposed[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
    %extracted_slice_12 = tensor.extract_slice %transposed[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
    %33 = tensor.empty() : tensor<1x2x4x4xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_12 : tensor<1x2x4x4xf32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.negf %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %concat = tensor.concat dim(3) %34, %extracted_slice : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %unsqueeze_15 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%23 : tensor<1x2x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x8xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%23 : tensor<1x2x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %unsqueeze_14 : tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) outs(%29 : tensor<1x1x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x1x4x8xf32>
    %extracted_slice_13 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x8xf32> to tensor<1x1x4x4xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_9[0, 0, 0, 4] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x1x4x8xf32> to tensor<1x1x4x4xf32>
    %38 = tensor.empty() : tensor<1x1x4x4xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<1x1x4x4xf32>) outs(%38 : tensor<1x1x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.negf %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x1x4x4xf32>
    %concat_15 = tensor.concat dim(3) %39, %extracted_slice_13 : (tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x1x4x8xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_15, %unsqueeze_15 : tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) outs(%29 : tensor<1x1x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x1x4x8xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) outs(%29 : tensor<1x1x4x8xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x1x4x8xf32>
    %42 = tensor.empty() : tensor<1x1x2x4x8xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x1x4x8xf32>) outs(%42 : tensor<1x1x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x2x4x8xf32>
    %collapsed_16 = tensor.collapse_shape %43 [[0], [1, 2], [3], [4]] : tensor<1x1x2x4x8xf32> into tensor<1x2x4x8xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<1x1x4x8xf32>) outs(%42 : tensor<1x1x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x2x4x8xf32>
    %45 = tensor.empty() : tensor<1x2x8x4xf32>
    %transposed_17 = linalg.transpose ins(%collapsed_16 : tensor<1x2x4x8xf32>) outs(%45 : tensor<1x2x8x4xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_18 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x2x4x8xf32> into tensor<2x4x8xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x2x8x4xf32> into tensor<2x8x4xf32>
    %46 = tensor.empty() : tensor<2x4x4xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %48 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%47 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %expanded_20 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %cst_2 : tensor<1x2x4x4xf32>, tensor<f32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %cst_4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %51 = tensor.empty() : tensor<1x2x4xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<1x2x4xi64>) -> tensor<1x2x4xi64>
    %53 = tensor.empty() : tensor<1x2x4xf32>
    %54 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %55:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x2x4x4xf32>) outs(%54, %52 : tensor<1x2x4xf32>, tensor<1x2x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %106 = linalg.index 3 : index
      %107 = arith.index_cast %106 : index to i64
      %108 = arith.maximumf %in, %out : f32
      %109 = arith.cmpf ogt, %in, %out : f32
      %110 = arith.select %109, %107, %out_27 : i64
      linalg.yield %108, %110 : f32, i64
    } -> (tensor<1x2x4xf32>, tensor<1x2x4xi64>)
    %expanded_21 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [1, 2, 4, 1] : tensor<1x2x4xf32> into tensor<1x2x4x1xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_21 : tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.subf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x2x4x4xf32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.exp %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %58 = tensor.empty() : tensor<1x2x4x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x2x4x4xf32>) outs(%59 : tensor<1x2x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.addf %in, %out : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x1xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) outs(%33 : tensor<1x2x4x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.divf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x2x4x4xf32>
    %collapsed_22 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32>
    %collapsed_23 = tensor.collapse_shape %44 [[0, 1, 2], [3], [4]] : tensor<1x1x2x4x8xf32> into tensor<2x4x8xf32>
    %62 = tensor.empty() : tensor<2x4x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<2x4x4xf32>, tensor<2x4x8xf32>) outs(%63 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %expanded_24 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [1, 2, 4, 8] : tensor<2x4x8xf32> into tensor<1x2x4x8xf32>
    %65 = tensor.empty() : tensor<1x4x2x8xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x2x4x8xf32>) outs(%65 : tensor<1x4x2x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0], [1], [2, 3]] : tensor<1x4x2x8xf32> into tensor<1x4x16xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_142 : tensor<16x16xf32>) outs(%19 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16xf32>
    %67 = linalg.batch_matmul ins(%collapsed_26, %66 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%21 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %67 : tensor<1x4x16xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x4x16xf32>) outs(%11 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.addf %in, %out : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.divf %in, %cst_6 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %cst_3 : tensor<1x4x1xf32>, tensor<f32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.sqrt %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.cmpf one, %in, %cst : f32
      cf.assert %106, "unimplemented: tensor with zero element"
      %107 = arith.divf %cst_0, %in : f32
      linalg.yield %107 : f32
    } -> tensor<1x4x1xf32>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %74 : tensor<1x4x16xf32>, tensor<1x4x1xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %75 : tensor<16xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %77 = tensor.empty() : tensor<1x16x24xf32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_147 : tensor<16x24xf32>) outs(%77 : tensor<1x16x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x24xf32>
    %79 = tensor.empty() : tensor<1x4x24xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %81 = linalg.batch_matmul ins(%76, %78 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%80 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x4x24xf32>) outs(%79 : tensor<1x4x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.negf %in : f32
      %107 = math.exp %106 : f32
      %108 = arith.addf %107, %cst_0 : f32
      %109 = arith.divf %cst_0, %108 : f32
      linalg.yield %109 : f32
    } -> tensor<1x4x24xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %82 : tensor<1x4x24xf32>, tensor<1x4x24xf32>) outs(%79 : tensor<1x4x24xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x24xf32>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_149 : tensor<16x24xf32>) outs(%77 : tensor<1x16x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x24xf32>
    %85 = linalg.batch_matmul ins(%76, %84 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%80 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<1x4x24xf32>, tensor<1x4x24xf32>) outs(%79 : tensor<1x4x24xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x24xf32>
    %87 = tensor.empty() : tensor<1x24x16xf32>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_150 : tensor<24x16xf32>) outs(%87 : tensor<1x24x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x24x16xf32>
    %89 = linalg.batch_matmul ins(%86, %88 : tensor<1x4x24xf32>, tensor<1x24x16xf32>) outs(%21 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %89 : tensor<1x4x16xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<1x4x16xf32>) outs(%11 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.addf %in, %out : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.divf %in, %cst_6 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %cst_3 : tensor<1x4x1xf32>, tensor<f32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.addf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = math.sqrt %in : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x1xf32>
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x1xf32>) outs(%10 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %106 = arith.cmpf one, %in, %cst : f32
      cf.assert %106, "unimplemented: tensor with zero element"
      %107 = arith.divf %cst_0, %in : f32
      linalg.yield %107 : f32
    } -> tensor<1x4x1xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %96 : tensor<1x4x16xf32>, tensor<1x4x1xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5, %97 : tensor<16xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %106 = arith.mulf %in, %in_27 : f32
      linalg.yield %106 : f32
    } -> tensor<1x4x16xf32>
    %99 = tensor.empty() : tensor<1x16x32xf32>
    %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%val_155 : tensor<16x32xf32>) outs(%99 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x32xf32>
    %101 = tensor.empty() : tensor<1x4x32xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %103 = linalg.batch_matmul ins(%98, %100 : tensor<1x4x16xf32>, tensor<1x16x32xf32>) outs(%102 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %104 = hal.tensor.barrier join(%103 : tensor<1x4x32xf32>) => %arg2 : !hal.fence
    %105 = hal.tensor.export %104 : tensor<1x4x32xf32> -> !hal.buffer_view
    util.return %105 : !hal.buffer_view
  }
  util.func public @llama_params(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @llama_params$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}