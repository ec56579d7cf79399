module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @model.model.embed_tokens.weight = #stream.parameter.named<"model"::"model.model.embed_tokens.weight"> : tensor<32x16xf32>
  util.global private @val_46 = #stream.parameter.named<"model"::"val_46"> : tensor<16x16xf32>
  util.global private @val_53 = #stream.parameter.named<"model"::"val_53"> : tensor<16x8xf32>
  util.global private @val_60 = #stream.parameter.named<"model"::"val_60"> : tensor<16x8xf32>
  util.global private @unsqueeze_14 = #stream.parameter.named<"model"::"unsqueeze_14"> : tensor<4x8xf32>
  util.global private @unsqueeze_15 = #stream.parameter.named<"model"::"unsqueeze_15"> : tensor<4x8xf32>
  util.global private @val_142 = #stream.parameter.named<"model"::"val_142"> : tensor<16x16xf32>
  util.global private @val_147 = #stream.parameter.named<"model"::"val_147"> : tensor<16x24xf32>
  util.global private @val_149 = #stream.parameter.named<"model"::"val_149"> : tensor<16x24xf32>
  util.global private @val_150 = #stream.parameter.named<"model"::"val_150"> : tensor<24x16xf32>
  util.global private @val_155 = #stream.parameter.named<"model"::"val_155"> : tensor<16x32xf32>
  util.func public @llama_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 1.600000e+01 : f32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_1 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_2 = arith.constant dense<0.353553385> : tensor<f32>
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c32_i64 = arith.constant 32 : i64
    %c1 = arith.constant 1 : index
    %cst_5 = arith.constant dense<[[0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>
    %model.model.embed_tokens.weight = util.global.load immutable @model.model.embed_tokens.weight : tensor<32x16xf32>
    %val_46 = util.global.load immutable @val_46 : tensor<16x16xf32>
    %val_53 = util.global.load immutable @val_53 : tensor<16x8xf32>
    %val_60 = util.global.load immutable @val_60 : tensor<16x8xf32>
    %unsqueeze_14 = util.global.load immutable @unsqueeze_14 : tensor<4x8xf32>
    %unsqueeze_15 = util.global.load immutable @unsqueeze_15 : tensor<4x8xf32>
    %val_142 = util.global.load immutable @val_142 : tensor<16x16xf32>
    %val_147 = util.global.load immutable @val_147 : tensor<16x24xf32>
    %val_149 = util.global.load immutable @val_149 : tensor<16x24xf32>
    %val_150 = util.global.load immutable @val_150 : tensor<24x16xf32>
    %val_155 = util.global.load immutable @val_155 : tensor<16x32xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x4xi64>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<1x4xi64> into tensor<4xi64>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<4xi64> -> tensor<4xi64>
    %2 = tensor.empty() : tensor<4xi1>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<4xi64>) outs(%2 : tensor<4xi1>) {
    ^bb0(%in: i64, %out: i1):
      %86 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %86 : i1
    } -> tensor<4xi1>
    %4 = tensor.empty() : tensor<4xi64>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<4xi64>) outs(%4 : tensor<4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %86 = arith.addi %in, %c32_i64 : i64
      linalg.yield %86 : i64
    } -> tensor<4xi64>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %5, %1 : tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) outs(%4 : tensor<4xi64>) {
    ^bb0(%in: i1, %in_34: i64, %in_35: i64, %out: i64):
      %86 = arith.select %in, %in_34, %in_35 : i64
      linalg.yield %86 : i64
    } -> tensor<4xi64>
    %7 = tensor.empty() : tensor<4x16xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4xi64>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.index_cast %in : i64 to index
      %87 = linalg.index 1 : index
      %extracted = tensor.extract %model.model.embed_tokens.weight[%86, %87] : tensor<32x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x16xf32>
    %9 = tensor.empty() : tensor<1x4x16xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %11 = tensor.empty() : tensor<4xf32>
    %12 = linalg.fill ins(%cst_4 : f32) outs(%11 : tensor<4xf32>) -> tensor<4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<4x16xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%13 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%14, %cst_1 : tensor<4xf32>, tensor<f32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%15 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.sqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%16 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf one, %in, %cst_4 : f32
      cf.assert %86, "unimplemented: tensor with zero element"
      %87 = arith.divf %cst_3, %in : f32
      linalg.yield %87 : f32
    } -> tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %17 : tensor<4x16xf32>, tensor<4xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %18 : tensor<16xf32>, tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %expanded = tensor.expand_shape %19 [[0, 1], [2]] output_shape [1, 4, 16] : tensor<4x16xf32> into tensor<1x4x16xf32>
    %expanded_6 = tensor.expand_shape %val_46 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %20 = linalg.fill ins(%cst_4 : f32) outs(%9 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %21 = linalg.batch_matmul ins(%expanded, %expanded_6 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%20 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %expanded_7 = tensor.expand_shape %21 [[0], [1], [2, 3]] output_shape [1, 4, 2, 8] : tensor<1x4x16xf32> into tensor<1x4x2x8xf32>
    %22 = tensor.empty() : tensor<2x4x8xf32>
    %23 = tensor.empty() : tensor<2x1x4x8xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<1x4x2x8xf32>) outs(%23 : tensor<2x1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1x4x8xf32>
    %collapsed_8 = tensor.collapse_shape %24 [[0], [1, 2], [3]] : tensor<2x1x4x8xf32> into tensor<2x4x8xf32>
    %expanded_9 = tensor.expand_shape %val_53 [[0, 1], [2]] output_shape [1, 16, 8] : tensor<16x8xf32> into tensor<1x16x8xf32>
    %25 = tensor.empty() : tensor<1x4x8xf32>
    %26 = linalg.fill ins(%cst_4 : f32) outs(%25 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %27 = linalg.batch_matmul ins(%expanded, %expanded_9 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%26 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_10 = tensor.collapse_shape %27 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %expanded_11 = tensor.expand_shape %val_60 [[0, 1], [2]] output_shape [1, 16, 8] : tensor<16x8xf32> into tensor<1x16x8xf32>
    %28 = linalg.batch_matmul ins(%expanded, %expanded_11 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%26 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %collapsed_12 = tensor.collapse_shape %28 [[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
    %expanded_13 = tensor.expand_shape %unsqueeze_14 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_13 : tensor<2x1x4x8xf32>, tensor<1x4x8xf32>) outs(%23 : tensor<2x1x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<2x1x4x8xf32>
    %collapsed_14 = tensor.collapse_shape %29 [[0], [1, 2], [3]] : tensor<2x1x4x8xf32> into tensor<2x4x8xf32>
    %expanded_15 = tensor.expand_shape %collapsed_8 [[0], [1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<2x4x8xf32> into tensor<2x4x2x4xf32>
    %30 = tensor.empty() : tensor<2x4x2x4xf32>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%30 : tensor<2x4x2x4xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 0 : index
      %87 = linalg.index 1 : index
      %88 = linalg.index 2 : index
      %89 = linalg.index 3 : index
      %90 = arith.subi %c1, %88 : index
      %extracted = tensor.extract %expanded_15[%86, %87, %90, %89] : tensor<2x4x2x4xf32>
      %91 = arith.negf %extracted : f32
      %92 = arith.cmpi eq, %90, %c1 : index
      %93 = arith.select %92, %91, %extracted : f32
      linalg.yield %93 : f32
    } -> tensor<2x4x2x4xf32>
    %collapsed_16 = tensor.collapse_shape %31 [[0], [1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<2x4x8xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_16, %unsqueeze_15 : tensor<2x4x8xf32>, tensor<4x8xf32>) outs(%22 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<2x4x8xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_14, %32 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%22 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<2x4x8xf32>
    %34 = tensor.empty() : tensor<4x8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_10, %unsqueeze_14 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x8xf32>
    %expanded_17 = tensor.expand_shape %collapsed_10 [[0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf32> into tensor<4x2x4xf32>
    %36 = tensor.empty() : tensor<4x2x4xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%36 : tensor<4x2x4xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 0 : index
      %87 = linalg.index 1 : index
      %88 = linalg.index 2 : index
      %89 = arith.subi %c1, %87 : index
      %extracted = tensor.extract %expanded_17[%86, %89, %88] : tensor<4x2x4xf32>
      %90 = arith.negf %extracted : f32
      %91 = arith.cmpi eq, %89, %c1 : index
      %92 = arith.select %91, %90, %extracted : f32
      linalg.yield %92 : f32
    } -> tensor<4x2x4xf32>
    %collapsed_18 = tensor.collapse_shape %37 [[0], [1, 2]] : tensor<4x2x4xf32> into tensor<4x8xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_18, %unsqueeze_15 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x8xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%35, %38 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x8xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<4x8xf32>) outs(%22 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8xf32>
    %41 = tensor.empty() : tensor<2x4x4xf32>
    %42 = linalg.fill ins(%cst_4 : f32) outs(%41 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %43 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%33, %40 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%42 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %cst_2 : tensor<2x4x4xf32>, tensor<f32>) outs(%41 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<2x4x4xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %cst_5 : tensor<2x4x4xf32>, tensor<4x4xf32>) outs(%41 : tensor<2x4x4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<2x4x4xf32>
    %46 = linalg.softmax dimension(2) ins(%45 : tensor<2x4x4xf32>) outs(%41 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %collapsed_19 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<2x4x4xf32> into tensor<8x4xf32>
    %47 = tensor.empty() : tensor<8x8xf32>
    %48 = linalg.fill ins(%cst_4 : f32) outs(%47 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %49 = linalg.matmul ins(%collapsed_19, %collapsed_12 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%48 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %expanded_20 = tensor.expand_shape %49 [[0, 1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<8x8xf32> into tensor<2x1x4x8xf32>
    %50 = tensor.empty() : tensor<1x4x2x8xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x1x4x8xf32>) outs(%50 : tensor<1x4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x2x8xf32>
    %collapsed_21 = tensor.collapse_shape %51 [[0], [1], [2, 3]] : tensor<1x4x2x8xf32> into tensor<1x4x16xf32>
    %expanded_22 = tensor.expand_shape %val_142 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xf32> into tensor<1x16x16xf32>
    %52 = linalg.batch_matmul ins(%collapsed_21, %expanded_22 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%20 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %collapsed_23 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<1x4x16xf32> into tensor<4x16xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %collapsed_23 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%54 : tensor<4x16xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%55 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%56, %cst_1 : tensor<4xf32>, tensor<f32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%57 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.sqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%58 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf one, %in, %cst_4 : f32
      cf.assert %86, "unimplemented: tensor with zero element"
      %87 = arith.divf %cst_3, %in : f32
      linalg.yield %87 : f32
    } -> tensor<4xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%53, %59 : tensor<4x16xf32>, tensor<4xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %60 : tensor<16xf32>, tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %expanded_24 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [1, 4, 16] : tensor<4x16xf32> into tensor<1x4x16xf32>
    %expanded_25 = tensor.expand_shape %val_147 [[0, 1], [2]] output_shape [1, 16, 24] : tensor<16x24xf32> into tensor<1x16x24xf32>
    %62 = tensor.empty() : tensor<1x4x24xf32>
    %63 = linalg.fill ins(%cst_4 : f32) outs(%62 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %64 = linalg.batch_matmul ins(%expanded_24, %expanded_25 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%63 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %collapsed_26 = tensor.collapse_shape %64 [[0, 1], [2]] : tensor<1x4x24xf32> into tensor<4x24xf32>
    %65 = tensor.empty() : tensor<4x24xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_26 : tensor<4x24xf32>) outs(%65 : tensor<4x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.negf %in : f32
      %87 = math.exp %86 : f32
      %88 = arith.addf %87, %cst_3 : f32
      %89 = arith.divf %cst_3, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<4x24xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_26, %66 : tensor<4x24xf32>, tensor<4x24xf32>) outs(%65 : tensor<4x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x24xf32>
    %expanded_27 = tensor.expand_shape %val_149 [[0, 1], [2]] output_shape [1, 16, 24] : tensor<16x24xf32> into tensor<1x16x24xf32>
    %68 = linalg.batch_matmul ins(%expanded_24, %expanded_27 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%63 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %collapsed_28 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<1x4x24xf32> into tensor<4x24xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%67, %collapsed_28 : tensor<4x24xf32>, tensor<4x24xf32>) outs(%65 : tensor<4x24xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x24xf32>
    %expanded_29 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, 4, 24] : tensor<4x24xf32> into tensor<1x4x24xf32>
    %expanded_30 = tensor.expand_shape %val_150 [[0, 1], [2]] output_shape [1, 24, 16] : tensor<24x16xf32> into tensor<1x24x16xf32>
    %70 = linalg.batch_matmul ins(%expanded_29, %expanded_30 : tensor<1x4x24xf32>, tensor<1x24x16xf32>) outs(%20 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %collapsed_31 = tensor.collapse_shape %70 [[0, 1], [2]] : tensor<1x4x16xf32> into tensor<4x16xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%53, %collapsed_31 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%72 : tensor<4x16xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%73 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%74, %cst_1 : tensor<4xf32>, tensor<f32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.addf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%75 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.sqrt %in : f32
      linalg.yield %86 : f32
    } -> tensor<4xf32>
    %77 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%76 : tensor<4xf32>) outs(%11 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf one, %in, %cst_4 : f32
      cf.assert %86, "unimplemented: tensor with zero element"
      %87 = arith.divf %cst_3, %in : f32
      linalg.yield %87 : f32
    } -> tensor<4xf32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%71, %77 : tensor<4x16xf32>, tensor<4xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %78 : tensor<16xf32>, tensor<4x16xf32>) outs(%7 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_34: f32, %out: f32):
      %86 = arith.mulf %in, %in_34 : f32
      linalg.yield %86 : f32
    } -> tensor<4x16xf32>
    %expanded_32 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [1, 4, 16] : tensor<4x16xf32> into tensor<1x4x16xf32>
    %expanded_33 = tensor.expand_shape %val_155 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %80 = tensor.empty() : tensor<1x4x32xf32>
    %81 = linalg.fill ins(%cst_4 : f32) outs(%80 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %82 = linalg.batch_matmul ins(%expanded_32, %expanded_33 : tensor<1x4x16xf32>, tensor<1x16x32xf32>) outs(%81 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
    %83 = iree_tensor_ext.compute_barrier.end %82 : tensor<1x4x32xf32> -> tensor<1x4x32xf32>
    %84 = hal.tensor.barrier join(%83 : tensor<1x4x32xf32>) => %arg2 : !hal.fence
    %85 = hal.tensor.export %84 : tensor<1x4x32xf32> -> !hal.buffer_view
    util.return %85 : !hal.buffer_view
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