module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @llama_dynamo$async_dispatch_0 {
    flow.executable.export public @llama_dynamo$async_dispatch_0_elementwise_broadcast_4x16_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_0_elementwise_broadcast_4x16_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %c32_i64 = arith.constant 32 : i64
        %c0_i64 = arith.constant 0 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> tensor<4xi64>
        %2 = tensor.empty() : tensor<4x16xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4xi64>) outs(%2 : tensor<4x16xf32>) {
        ^bb0(%in: i64, %out: f32):
          %4 = arith.addi %in, %c32_i64 : i64
          %5 = arith.cmpi slt, %in, %c0_i64 : i64
          %6 = arith.select %5, %4, %in : i64
          %7 = arith.index_cast %6 : i64 to index
          %8 = linalg.index 1 : index
          %extracted = tensor.extract %0[%7, %8] : tensor<32x16xf32>
          linalg.yield %extracted : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_1 {
    flow.executable.export public @llama_dynamo$async_dispatch_1_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_1_reduction_4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x16xf32>) outs(%2 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = math.fpowi %in, %c2_i64 : f32, i64
          %5 = arith.addf %4, %out : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_2 {
    flow.executable.export public @llama_dynamo$async_dispatch_2_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_2_elementwise_4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 1.600000e+01 : f32
        %cst_0 = arith.constant 9.99999997E-7 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%1 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.divf %in, %cst : f32
          %4 = arith.addf %3, %cst_0 : f32
          linalg.yield %4 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_3 {
    flow.executable.export public @llama_dynamo$async_dispatch_3_elementwise_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_3_elementwise_4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = tensor.empty() : tensor<4x16xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<4x16xf32>, tensor<4xf32>) outs(%2 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = math.sqrt %in_0 : f32
          %5 = arith.divf %cst, %4 : f32
          %6 = arith.mulf %in, %5 : f32
          linalg.yield %6 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_4 {
    flow.executable.export public @llama_dynamo$async_dispatch_4_batch_matmul_1x4x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_4_batch_matmul_1x4x16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %2 = tensor.empty() : tensor<1x4x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%3 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_5 {
    flow.executable.export public @llama_dynamo$async_dispatch_5_transpose_4x2x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_5_transpose_4x2x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %1 = tensor.empty() : tensor<2x4x8xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<4x2x8xf32>) outs(%1 : tensor<2x4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : tensor<2x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_6 {
    flow.executable.export public @llama_dynamo$async_dispatch_6_batch_matmul_1x4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_6_batch_matmul_1x4x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %2 = tensor.empty() : tensor<1x4x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%3 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : tensor<1x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_8 {
    flow.executable.export public @llama_dynamo$async_dispatch_8_elementwise_broadcast_2x4x2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_8_elementwise_broadcast_2x4x2x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x2x4xf32>>) {
        %c1 = arith.constant 1 : index
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [2, 4, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x2x4xf32>> -> tensor<2x4x2x4xf32>
        %1 = tensor.empty() : tensor<2x4x2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<2x4x2x4xf32>) {
        ^bb0(%out: f32):
          %3 = linalg.index 0 : index
          %4 = linalg.index 1 : index
          %5 = linalg.index 2 : index
          %6 = linalg.index 3 : index
          %7 = arith.subi %c1, %5 : index
          %extracted = tensor.extract %0[%3, %4, %7, %6] : tensor<2x4x2x4xf32>
          %8 = arith.negf %extracted : f32
          %9 = arith.cmpi eq, %7, %c1 : index
          %10 = arith.select %9, %8, %extracted : f32
          linalg.yield %10 : f32
        } -> tensor<2x4x2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<2x4x2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_9 {
    flow.executable.export public @llama_dynamo$async_dispatch_9_elementwise_transpose_2x1x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_9_elementwise_transpose_2x1x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x1x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x1x4x8xf32>>) {
        %cst = arith.constant dense<[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [0.540302277, 0.995004177, 0.999949991, 0.999999523, 0.540302277, 0.995004177, 0.999949991, 0.999999523], [-0.416146815, 0.980066597, 9.998000e-01, 0.999997973, -0.416146815, 0.980066597, 9.998000e-01, 0.999997973], [-0.989992499, 0.955336511, 0.999550044, 0.999995529, -0.989992499, 0.955336511, 0.999550044, 0.999995529]]]> : tensor<1x4x8xf32>
        %cst_0 = arith.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [8.414710e-01, 0.0998334214, 0.00999983306, 9.99999931E-4, 8.414710e-01, 0.0998334214, 0.00999983306, 9.99999931E-4], [0.909297406, 0.198669329, 0.0199986659, 0.0019999987, 0.909297406, 0.198669329, 0.0199986659, 0.0019999987], [1.411200e-01, 0.295520216, 2.999550e-02, 0.0029999956, 1.411200e-01, 0.295520216, 2.999550e-02, 0.0029999956]]]> : tensor<1x4x8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2x8xf32>> -> tensor<1x4x2x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 1, 4, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x1x4x8xf32>> -> tensor<2x1x4x8xf32>
        %2 = tensor.empty() : tensor<2x1x4x8xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %cst, %1, %cst_0 : tensor<1x4x2x8xf32>, tensor<1x4x8xf32>, tensor<2x1x4x8xf32>, tensor<1x4x8xf32>) outs(%2 : tensor<2x1x4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %4 = arith.mulf %in, %in_1 : f32
          %5 = arith.mulf %in_2, %in_3 : f32
          %6 = arith.addf %4, %5 : f32
          linalg.yield %6 : f32
        } -> tensor<2x1x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0, 0], sizes = [2, 1, 4, 8], strides = [1, 1, 1, 1] : tensor<2x1x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x1x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_10 {
    flow.executable.export public @llama_dynamo$async_dispatch_10_elementwise_broadcast_4x2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_10_elementwise_broadcast_4x2x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x4xf32>>) {
        %c1 = arith.constant 1 : index
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 2, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x4xf32>> -> tensor<4x2x4xf32>
        %1 = tensor.empty() : tensor<4x2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%1 : tensor<4x2x4xf32>) {
        ^bb0(%out: f32):
          %3 = linalg.index 0 : index
          %4 = linalg.index 1 : index
          %5 = linalg.index 2 : index
          %6 = arith.subi %c1, %4 : index
          %extracted = tensor.extract %0[%3, %6, %5] : tensor<4x2x4xf32>
          %7 = arith.negf %extracted : f32
          %8 = arith.cmpi eq, %6, %c1 : index
          %9 = arith.select %8, %7, %extracted : f32
          linalg.yield %9 : f32
        } -> tensor<4x2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [4, 2, 4], strides = [1, 1, 1] : tensor<4x2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_11 {
    flow.executable.export public @llama_dynamo$async_dispatch_11_elementwise_1x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_11_elementwise_1x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>) {
        %cst = arith.constant dense<[[[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [0.540302277, 0.995004177, 0.999949991, 0.999999523, 0.540302277, 0.995004177, 0.999949991, 0.999999523], [-0.416146815, 0.980066597, 9.998000e-01, 0.999997973, -0.416146815, 0.980066597, 9.998000e-01, 0.999997973], [-0.989992499, 0.955336511, 0.999550044, 0.999995529, -0.989992499, 0.955336511, 0.999550044, 0.999995529]]]> : tensor<1x4x8xf32>
        %cst_0 = arith.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [8.414710e-01, 0.0998334214, 0.00999983306, 9.99999931E-4, 8.414710e-01, 0.0998334214, 0.00999983306, 9.99999931E-4], [0.909297406, 0.198669329, 0.0199986659, 0.0019999987, 0.909297406, 0.198669329, 0.0199986659, 0.0019999987], [1.411200e-01, 0.295520216, 2.999550e-02, 0.0029999956, 1.411200e-01, 0.295520216, 2.999550e-02, 0.0029999956]]]> : tensor<1x4x8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x8xf32>> -> tensor<1x4x8xf32>
        %2 = tensor.empty() : tensor<1x4x8xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %cst, %1, %cst_0 : tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%2 : tensor<1x4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %4 = arith.mulf %in_2, %in_3 : f32
          %5 = arith.mulf %in, %in_1 : f32
          %6 = arith.addf %5, %4 : f32
          linalg.yield %6 : f32
        } -> tensor<1x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : tensor<1x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_12 {
    flow.executable.export public @llama_dynamo$async_dispatch_12_elementwise_broadcast_2x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_12_elementwise_broadcast_2x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = tensor.empty() : tensor<2x32xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_13 {
    flow.executable.export public @llama_dynamo$async_dispatch_13_batch_matmul_2x4x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_13_batch_matmul_2x4x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0.353553385 : f32
        %cst_1 = arith.constant dense<[[0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %2 = tensor.empty() : tensor<2x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
        %4 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%0, %1 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%3 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %cst_1 : tensor<2x4x4xf32>, tensor<4x4xf32>) outs(%2 : tensor<2x4x4xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %6 = arith.mulf %in, %cst_0 : f32
          %7 = arith.addf %6, %in_2 : f32
          linalg.yield %7 : f32
        } -> tensor<2x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0], sizes = [2, 4, 4], strides = [1, 1, 1] : tensor<2x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_14 {
    flow.executable.export public @llama_dynamo$async_dispatch_14_softmax_2x4x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_14_softmax_2x4x4xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x4xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>> -> tensor<2x4x4xf32>
        %1 = tensor.empty() : tensor<2x4x4xf32>
        %2 = linalg.softmax dimension(2) ins(%0 : tensor<2x4x4xf32>) outs(%1 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 4, 4], strides = [1, 1, 1] : tensor<2x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_15 {
    flow.executable.export public @llama_dynamo$async_dispatch_15_matmul_8x8x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_15_matmul_8x8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %2 = tensor.empty() : tensor<8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_16 {
    flow.executable.export public @llama_dynamo$async_dispatch_16_transpose_2x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_16_transpose_2x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %1 = tensor.empty() : tensor<4x2x8xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<2x4x8xf32>) outs(%1 : tensor<4x2x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : tensor<4x2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_17 {
    flow.executable.export public @llama_dynamo$async_dispatch_17_batch_matmul_1x4x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_17_batch_matmul_1x4x16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %3 = tensor.empty() : tensor<1x4x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%4 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %5 : tensor<1x4x16xf32>, tensor<1x4x16xf32>) outs(%3 : tensor<1x4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_21 {
    flow.executable.export public @llama_dynamo$async_dispatch_21_batch_matmul_1x4x24x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_21_batch_matmul_1x4x24x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x24xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>> -> tensor<1x16x24xf32>
        %2 = tensor.empty() : tensor<1x4x24xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%3 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 24], strides = [1, 1, 1] : tensor<1x4x24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x24xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_22 {
    flow.executable.export public @llama_dynamo$async_dispatch_22_batch_matmul_1x4x24x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_22_batch_matmul_1x4x24x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x24xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x24xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>> -> tensor<1x16x24xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x24xf32>> -> tensor<1x4x24xf32>
        %3 = tensor.empty() : tensor<1x4x24xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x24xf32>) outs(%4 : tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<1x4x24xf32>, tensor<1x4x24xf32>) outs(%3 : tensor<1x4x24xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.negf %in : f32
          %8 = math.exp %7 : f32
          %9 = arith.addf %8, %cst_0 : f32
          %10 = arith.divf %cst_0, %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_1 : f32
          linalg.yield %12 : f32
        } -> tensor<1x4x24xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [1, 4, 24], strides = [1, 1, 1] : tensor<1x4x24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x24xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_23 {
    flow.executable.export public @llama_dynamo$async_dispatch_23_batch_matmul_1x4x16x24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_23_batch_matmul_1x4x16x24_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x24xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x24x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x24xf32>> -> tensor<1x4x24xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 24, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x24x16xf32>> -> tensor<1x24x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %3 = tensor.empty() : tensor<1x4x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x24xf32>, tensor<1x24x16xf32>) outs(%4 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %5 : tensor<1x4x16xf32>, tensor<1x4x16xf32>) outs(%3 : tensor<1x4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @llama_dynamo$async_dispatch_27 {
    flow.executable.export public @llama_dynamo$async_dispatch_27_batch_matmul_1x4x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @llama_dynamo$async_dispatch_27_batch_matmul_1x4x32x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>> -> tensor<1x16x32xf32>
        %2 = tensor.empty() : tensor<1x4x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x32xf32>) outs(%3 : tensor<1x4x32xf32>) -> tensor<1x4x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 32], strides = [1, 1, 1] : tensor<1x4x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x32xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_1x16x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x4BB51FBDC0B3A6BC1BFD953C44E6023BCE43533CE9102DBBB68B193B49A2133D7407DBBB670596BC0C536B3C433D6F3CE411E33CD362D6BCCC86EE3B4080A9BB944926BD664A163B8BCC903C32FD45BCA296CDB738709EBC8077C2BC642FB1BCA6500CBBD0C13CBC42BA02BCE6EF1FBCC78088BBA429B43BE01A313CDE63DBBCDD2E803CA689543C862BCDBC700F9B3C92B13DBCE1BD733BDC6441BD87DE9FBCB9FFDBBC9EE20BBD6AF2883CF3DCBA3ABCF44CBD104B003D94E5903B219F2A3B694CCABCBEA7193B9BE98A3B0604CB3C14C3D33C50A8043DA1B0D13C8F95B93CDAF109BD6138BFBBA96085BCD211A53C96F205BD379F803A6463D53C30739ABCBE03663BD59E58BB382FC33CF3DACE3B7B1749BD1304323A5F2812BD7C2C563CA5DA8A3B09A3583BCB1EC43C17E868BCE58CAF3CB5B6D13CD25C853C2771AA3B478336BCB0C1D4BCF2A4C83C004EEF3C9409A4BC5074FB3B0FB15CBC3D4B043D9B32C2BB4C1D51BC0B5880BCF20298BBFBE9273DFEBF9EBBA3CCEE3C1DF75EBB2F502A3BA4CE803CC113A83C954CB93C9DCE843CDE40C3BCF27F6C3C8D3386BCCE89AB3C13E27139E8EC12BDC1E6AF3C5F1F863C8291443C5965663C7407D13CBEA97DBC0E63973C786E823C8E3FC4BC83F9723CEF934ABCF030733A781BA23C80A09D3A6511FC3B9B11853C9452AABCBECE21BCB0B52BBD3470AFBB668CACBC2E405ABC0972E73C2AA746BBADBDACBCF919503CF96016BC8641063D66366C3C54137FBC6423E53CEABE543CCB880BBA06586C3C1D431EBC8F92293B1448113C8F0E5C3C0D37823BBDC272B9F29E873C149D88BC74FC123CD250BFBBA15C043D4A88133CEA0966BC44E344BC19A9E83BD67683BC09972DBDF82CE93CB3ED64BC1B7EC43B7CF3A3BCB936BBBB9B3694BCE51B24BB86E896BC1501B83CFB2EB03B528C633CA5203E3CAD8AA1BCB81ABABC03E074BC3C03143CD74A7BBB898241BC8558A43CE97FAA3C8B8AE43C3E6962BB2009603B1B898A3B701683BB0C7C03BDEE374E3C3492DFBAAF82FA3921BB80BCCA8FA0BC6447A03CDBE700BDEEE19A3B90D7DDBA5294A7BCC797D2BC3D90D83A28C9063D8579373CEABB1EBDC188AA3CB759953C2BA597BCF4201C3D264AB8BC7FFF85BB87AB003D6EBBBEBB97E59C3CD41808BA8D66C2BC7698023B5466E83C38A237BC30AEE23B315B88BBB6AB81BB9BDC47BB1628023D894C5C3D0DAB9EBCC716F73B6D6988BD015A6C3CB82941BB348EEEBB41CE6C3C022E9EBC89F19ABA17A4DCBCD15C8EBC35F4643B77B8AF3C279629BD12C1BABB73F646BCC4F4C4BCC10EADBCC978C73B4B04A33C8CD7FF3B1689063CEA6FA93C66F63C3CD7B2083C5CC110BDBD29FABC1C5514BD560310BD5313C03C9B4D9ABC6FAE01BD0933833AC9DE1DBC6BBDD7BC6B9CDE3CA9D111BDA20EAFBC73959C3B966DA23C5D45E5BBF046823C8E6ABEBCDC84BD3B738737BC9281443C66E6903C17C5D2BC94676F3C494A123DA22BF8BC99FB2EBC3C561ABC2483BA3B2A78F6BB609DBEBAFC412D3A19AA143D93618CBC3D1A203C0758353B2710543BF8EA3D3C07DFD1BB746A6C3CB5CA6D3901D9BBBCD5A06FBCAB92123CC1BA20BD1B4A923B6F34A93CC08B723CC2EC433C35ABCE39DB0EA33C96F1AC3CD70B9A3CA094F8BCA9A72C3D57E1893C826C613A4ABF54BCA195233C21940B3D5064333C49EDE0BAC219EEBA4A1534BD9B8B9C3C5D0FB33A099F44BCE7B3A1BC8A11E4BB25F76DBB58EF113D30E9DBBCFC684B3BD81BB6BCC75690BB1BC35D3CC3DC9CBC7576453D42A8023D62A903BD9BDF3ABD4C19823BEAF3C63C068E46BAC49E4ABC27BB1B3B897404BD85AC13BB00D3CDBC07235BBC06992A3BF9503DBC0A38B33CAC02FF3C6212823C6B471CBABBDE86BC6B2C223C3335D8BCC261DCBC8AAF4DBC8790D1BC6C8762BC732145BC3BD3163CA3FD69BC76E5A33C7911853B776C3CBC01C063BC8FBC8DBC38A548BCFBA10F3B59B0243DB7A3D03CE5AA81BB474B033D74BA99BC02DE753B8765803C6BD0ECBC2F55563CD2F0243C94B208BC2911B73C0DCB153C3241873B3EAD833B1BC6173D82B0533CCB51A63C4066013B21E903BDA64FC03C62C1983CE7AB87BC389166BCAF11D33C09E9133D3797123CEE27E0BA37C9B63B9CF82BBD84D6CDBBBDEBEA3C7E49363DA91E8B3BDD6AA93C400E77391FE4843BC06B8E3B51B813BD74F6B3BB389645BC86DB863C10759B3BAF40343919B9D43C65875B3C93F9A93CC231123B1165043CDFCF82BC7F6B993C372B1C3D9764923C3DFABA3C663B8EBC7BB637B9541B60BC3D8D893CAEB9863CA9E8EEBCE16E3ABC5291C03C92C9043DBB4E9EBB6FD9C83A97C8A83C226D75BA2E8D453CF796E7BC1E30AB3C5D3A41BCF295E0BC9AFA8CBC255BE93C4CA0E7BCF49243BB1D55D5BC706FC13C09ADDDBC69AEF83B54AB35BD7DEC4ABC9887443C908C51BC458A403C7BD3B0BCA93E2CBD07F292BC58AA54BCAE5113BC5BB4703C071C8A3C1B5037BC5871883CBA13023D58ECC7BBA1E450BCDE7DA83C567417BC1871933BA7A9F7BCCA926EBC692743BA8FCE36BCDB79183CF87BF7BCA269FFBCC9B7BEBCC5DED9BBC107CA3C0A79FE3B26A20FBCF98D84BC0688C33CE53DCEBB54B3123D6D9644BCDB122F3BE236073C7E45A9BC7C9C1F3D214C58BC87DE4DBC7709B83C6665003B2EFFAFBC4C0FDA3B0497163D690D69BC105CEBBAFD29883C60EB133D3BAFE73B6D40C23C9704A13BDD07C2BC2C7C55BC7480C03CCD1A16BBE0921FBC3D6024BC198E9ABC844942BB1A08A33C7C8B38393928B63CFD579D3C75AB323C06AD97BCA655243BAB9F2F3C935C25BDC1FC20BD4E3C2B3D40DED83A"> : tensor<1x16x32xf32>
  util.global private @__constant_tensor_1x24x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x1F5B95BB69772CBC94FBD6BBDFDB013C004D553AEAE33CBC071D9C3C96F80EBDB266A5BC8207393C35ADF1BC45F76F3C99A255BCCA720B3C938664BC4E002A3B1FD5133CBDB3363C4EE457BCCBA1023DE9B46CBBD6E7883C44270F3CF0F50BBC2FD5F13A9294A03BCAECCBBB2BC5C4BCE8B8993CE9D4B23B3EB9D03B7F4C203B5DF5023C2B533BBBCB568EBA867D7CBADB4C6BBD4C0FE33C94E1C3BBEE3219BD1D8DF6BB0BC1BB3CCD88913B014B853C1D2AD53C303C63BC4B8B4E3AE2AE843C823381BCC6DB9DBCB5C6843925FD403C7822923C866F873ACA37EA3CCC8518BBFB9F263DCD7F013D0A89FEBBA65C903CDC5AE0BB86744E3C235F6EBC27A736BA3219703C3436FCBC4FCFCABABEC38A3CB1EE113D0BC847BC3ED71EBC40C1B33CE963CE3C65E659BCF0AF613D2AFB043C0064E9BBAF37783C5B900F3C1875083CDB24B53C6B966EBC4020533C9C09D43C19092DB81D95C7BBA62D893C441B4C3ACE189DBCD713A43B3B34033D62534C3C387EB8BC9966F6BB5455203D6B8129BB3C119EBC98DC17BD73EDCEBC49E667BB95E03A3BFBE6413CEFFC36BD47A03A3C7796B4BC756017BB4181A3BC78D6103D7555E93B244DE5BCE4F6E2BC6904A4BCEAC817BCB29ABBBBAD10973CE253A43CC68817BCE202C1BA15E0EEBC7E383D3C79B3A43C009C08BCF553EF3B68BE85BC1B6708BC2009FE3C4073CBBBE94C7E3DB0D3BFBC79A9B1BC30B76ABBE70300BC3DDAA93C72CAF23C393482BCBB2180BBA51294BC2ACE60BB45E73BBB20740CBD18323FBCA2766C3D87B2803CBDF57FBC0A4C4E3AB565EABBE067063DF65A163DB086B83B1936B5BC41EACCBC3DC5A2BC87F53A3B639B76BCABA64FBC71C58C3C8455B9BC0F8F403CA2A107BD3E312C3B34B535BC1224483D1CBBC83A639CF5BC90A4DF3CF755A83C50CA7B3CA484B2BB39240E3CB03B9CBC7380053D22709A3CAA4923BC322C863CE5FB05BD3EB1B5BC069AC53B0401DD3B80D6DA39AC6765BCB9E827BCFE4D98BBEF624F3CD43396BCE119303CFC2A2EBBCA9E543B2B1D8D3C879959BB005AF7BB597A72BB09A73F3DCDDEA9BCACF9953B3792C33A9E91ED3A3078113CA623F83C845C8BBB92491DBC5C17A43C39DC313C985B1B3A3367F8BA5255F7BC76BA073C7C5B943C15A166BC52DDAEBCCA73793C9D3C0B3D12BF69B9F08E73BC15C334BC797221BD67D0EEBCDDDF523C5007D33C8EC6FA373B1B0B3DA47CC63C9E5418BB1E602D3D303256BC5389DCBB58FE263B162509BBB6C51D3C494BCBBA6A8AEF39C5B0733C8B7F02BBD40B1F3C3D39063B4F3AE83BB9A1903C0E18BBBC8FBFBF3C9746B13C2A32B73C032F69BC10FAA7BC01F470BC5ED8DABC1D2044B9C1613E3C425001BC8AC767BC776486BC6173B6BCB3C686BB2D208B3C40E2C33CF9F37EBAB06C66BCEBFD8FBC6722173C14FD8D3B81054CBB4B5E3C3C61AFBEBB8BD91D3D7462A73CD24B213C1DFCC4BC379B3ABC7BA58E3C59ADF3BBE1F58A3A6450A9BC98FBB03C46EC203CB75A1B3D51B3A03B147A11BC6F8C6C3C0B2E8E3C816B183DF8CAF63CC66A7FBB02EFA53C1EC82A3DF3B588BC6BE644BC4F8B03BD538CCC3CAF73013CE99A3FBC24D8103D0CDB55BC17D92ABC3DCC293D40F7DFBAFBA86ABC645183BCDFEF9FBCA0DD313B55DBB7BBD24695BB464D45BCEBC6DDBC8A3EDD3C961631BC19C81E3CF69705BCDE8D9ABC07C8403C792F423C6CDE02BD125F2FBDD203D5BC708CA33C4EDB6C3C438CF63BA7B78A3BF9A0923C55C2C7BC29DD7B3C7E30993D4AFBBC3C9749AFBA774C72BC0B29AC3C2377F4BBC7E8633C1B2255BC0E7454BCEAE9A7BBB80F533CC068953C57E7A4BC6555853C7013E33C1DCA35BB133BEB3AA959E43C949E8DBCB41307BD3792C3BBD9BC8C3C466B893CD0568BB9B62EA03C10B2DB3C7C43A23C6519ABBC18B50ABC0D82053BCB8CC8BC20F18C3CC6F319BCA4BF16BDCA00A33CC3F70D3D863433BD005CF2BC491C283CD495703C0CE58DBC6653BB3BE46FA43C89FC2C3BE955003C7C0944BD19F7263C8FCDB7BB9DF9FB3CB5EEE6BA0AF9FB3CE24781BC92E2493C30D04BBCACE5593B98CBAABC71AF123C45EAD93B937262BB4A22573A4AF605BD057365BC69105F3B375A82BCAC20FBBC0D18393C"> : tensor<1x24x16xf32>
  util.global private @__constant_tensor_1x16x24xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x178D1F3DDA76853AF71A743C354984BCE0FCA8BBB76FBF3CAFEC843C1B82A53CE78FE03C8E7994BC2A59BBBB1303733CD21D143CBED1AD3C1879C0BC697EDA3B9B394EBCCB98B1BBA31A18BCE06E1DBC3FED923B2BAC08BC952975BC1D6E97BC121AA53C06E0A03C14AA26BC38D507BD0DC5AEBC7D3A32BC7D1C14BD5915EABC81CD85BA66A4DA3C65169EBCAB1F04BDD8B7A03C157069BCFB36C13C541AA03CFB7F243C9E6D563CAB1B1FBB1E825F3CC55F2B3DC6C5B0BAD44B84BBAD373DBD690304BB001FB23C4DDD42BC81F13FBCF8DC78BC44591E3B06D53F3A2D0A493C53B45A3DF961CFBB061EFC3C64A2B33B06C1F2BB6EA145BB8617E73B20668C3B5557383DC0BA9E392F38393C35CA9B3B8594E83B643300BD2771E93CCF87D03C02F8493BB511103DBDFABEBC19C413BC57ED323C3412FE3B0EE94FBCBF09023BAA3024BC8A423C3CA01C09BDC78E60BC8D5195BC73E1B3BB7DA0603CE75FEE3B8579B1BCDBA522BD6B5874BC9B3ACABCDB21E63B22FCB9BC9728023C5DB5333CFBC9CC3C4F507BBCC5D35EBC0A3F65BC9796B33C55B93B3CAEC539BB64A7373BCF294E3CDC78B33CC7B0EABB8E2F28BA8477ADBCAC9418BD1BDB993C9298DDBC5EBE3D3C32A637BC36B8123BD2492F3D18E0393CB35796BB0B6148BCEA3DF2BC9DA0383B5380E2BC292847BC6DEEB1BBD502CC3A6C969F3B2CFF88BC9280403C6E3A24BB73FCEC3CFF3B0BBC107FA1BB7739AD3CD4DE14BBEA705ABDED9CA0BC6B2695BC7E3A9ABAC5A3923B1874453D75B00CBC73BC8CBCEF701EBB7B408EBDCB67E13C2718AD3CAC3DFDBB876F0F3C58ED30BC1771A53BCBBB2DBC55FD623C54C041BC73DEFCBB990DDCBC3B63EA3A4FDF7FBC3218713C7ED2123D3B94E8BB979FACBB0FCD2A3BC2F6813CA90B213C3B775E3C0A6FDF3CD0E208BC532ECDBCB4B1523A101494BC70B18D3C0EBC34BD4B9C44BCC4F587BC0FDD9CBBAA22283A0015823C46C7C0BCF68A0ABC4A757EBC50E0E4BCE96B073DAD26813BE0D81DBCD99510BCB937083C02458F3B705835BC194ACE3B24F007BDDB7412BDCA05B03BB2E30FBC708009BC602E583B157D4B3B4BE72E3B064A2A3CD210EBBAAA6D643CB83B86BCCF3E06BB1E13583DA107423C944F9F3ACFDF923C4F7E94BB397F003CC628083C4BD4913C0474E23CD45E90BB6FCC28BD07AB04BD604FC6BBC23553BC66F506BC92EA0FBD551501BC1906C2BC8793AB3C5CA2203DE6ACE3388EE9AFBC64E72EBD817B4FBCA99529BC6F8CC9BC542698BC2F9CA83A53FFEB3CD48A053D6FE0C93CCEB447BCEF3A81BB4169263C8119003C6DF99BBC5D7466BC6F430B3D92A486BC7711D93CE09B3DBC7912B8BBE52C433CA7EEE0BC13A9DF3BF4A5E7BA01C2563CCF59C7BC398D043B46A0AB3B663A15BD1875CEBC777BD9BCD603A5BC1386C0BC202134BB2B0C9BBBF93D0CBDEF21903C293C82BCB4663D3CB5B5FDBC79090ABD6705AFBB1E2931BB255B02BD7398893C5E10CD3C20197ABA29AFA1BCAAA6383D82E4523DAFD5ADBA102B13BB6016F4BBC3CD8FBC5E9B89BC2944473BB9FB77BCB1CE213CCA59113C9551803C410A41BCF03E6D3B4EBED4BCDE05B23A0BBBF4390BF0A43BA50055BCA9124A3D2E0AD3BCC4C60BBC38824D3CE22AAB3C7868DC3B8711033C4C9BE3BB09A507BCF02D5FBC52566CBC0BB8D03C52E53B3A488722BC60F544BD9590B23C7994C43C10373C3C993092BC19B5C0BCF265FBBC4917823C6909FBBC4181563B7BC219BB20B4D9BCC19AEF3CDE50A1BC86B251BB6742E1BC09C0913B598884B929EA7C3BF91B713C9DE7EFBB926A203C5454D43CF998813CD561D2BA42E6DB3A2B5E3F3D195703BC699884BC92CD7CBC92CE273BFEC3563BFD62943929BB1EBDFD2C60BC009CFCBBF89D5DBAD3AABBBCBEFAA93C354AA33BBFE0893C25AB6F3C5E8725BD233AA03C5624A93C0E2E55BDBA0910BDBB3C213B365492BCD639933C45786E3CAAD55FBCF992733B094600BD3E38CFBBE75E453C5009D8BB9EFBBD3CEA37443C097229BC66A9C5BC651EC23BADFAC53CC298923C2BCA25BC588E00BDD25B3FBC3DC67B3B44E19CBC47A8E8BB3BEEDFBBC2A312BC1944C13BB9C3D43CF72054BCC03C94B9795597BCDFF51E3D245E03BC"> : tensor<1x16x24xf32>
  util.global private @__constant_tensor_1x16x24xf32_0 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0xA9F7073D540BF0BC01CD60BCD3677C3C5C6ADC3B79F5E2BC1DE0D2BBF289543C2268DCBB69DE12BC8A54E1BC2CF6203CDE21E13A41F9BDBBA758E73CA12B243CF95D413CE737BABBACEBD23C442E65BCC34A6E3C6F70CDB93F99963C8A1CDC3B473E683B2AFAF6BB7B7A6B3B4958E43C27DE503B921536BC39CEF73C35DA153C14516ABB30547A3C911310BDE8E9A0B85961EBBBC714BE3BAC41E3BCA6A318BC096588BC0A02073C64A79C3C981A84BCC92CABBBDC6A37BCF93439BCEF73393C0BBC21B8891EE13CCB6184BCA027E83B3CD9B9BCAFF4CD3B370FA1BC834E003B7D6FA3BC389E59BCB0657B3A94F641BC99924CBDA80A0B3DABD14E3BB08705BD9DB5E0BC5771A93B529A21BD2A6B063D53EA8139204F223CA5346CBC9E9729BCF07A133CF00712BDB1D621BC33E0B6BCAA34273C762A9C3C82D1953C25D8C53CAF3E15BD82D23ABC938AA9BC09D6C9BAD358363C90DAA63BEFB5AFBB4EC639BBDE60AB3CA9DC0F3C48311FBB332636BB4B0053BCB9779BBB38714D3AFDE1363D41EE813C90E8E6B9DB34A7BC72150C3D453DB23B58C48D3C95C780BC49DC493BE3036DBC1375063D9BC7513DAF1CCB3CF7F1793B6B8A073CC5F7D039E7D3C5BB1DA2C3BB67CF8C3B9E97223C723A79BC57DF63BCC12736BC766199BC2ED5963CE0320C3D897F73BC786A43BC091D3F3CFB4CD53C624D333C3D98B93B917D06BDF8DFA33C58CE21BCD449BA3AAAA091BC815A623C70392CBCF92789BC6D3BB63CA1CB3A3C385D2FBCD04AAEBB634E683CA687DDBC625EC3BB47C2DEBB8CD64EBC7275C4BB3F8308BC7299FEBCFE0F313C4654A83CA2D7E5B84155453C76EFA33BF898933B4927063C660B8A3BB04E4C3CDB7D883C6A2CD7BC5EF1D93A8A7626BC10E2333D9076CBBC1FF521BCE09CE7BC2D623A3C1BB31D3CDDEC0DBC8C2818BD9468783B6343F4BB92F6FDBC1BEEBABCC79AC33C60C2903C0771653B74A7DEBCF8CD3BBDED3F8D3A1BAF35BC1D467C3CF8480C3C22D1773C597C61BC87A8153C0968103989FE233CF785E93BF26D79BC73E838BCA507833B942AA83CDB93E93CE061A2BB29C82C3A8BD3593C8B0D2FBCB777C73BF2FEE43CE6DCE73CD34A523C864654B9D75DF3BC2291D53C9894373DD307ADBC41B0EA39A050CBBBFDF0C43BB37E7BBC7048BEBB4F3DACBC1F910DBD6693C33AF8778A3C291D14BC7C62C73B708D88B95D11A5BC90A780BCF4FAA93C394EA83CCA1D18BDAE3DDC3B7D6679BBE16FD1BB85682CBCE4B691BC2E882ABDBDF7CD3C8BEA69BC659BEA3C397C5CBD39A1EE3CEEC7CABC5D8854BA1C80BBBCAFEB44BB90B29D3BDF3A053D2CD6933CDBA6DBBC53AF25BD95C4DE3CBD85F63C0CD8743BEFC1803C193331BBF7C6CC3794AE82BAAB9913BDFFB10EBC17D2823CC2424CBC05708EBC8AEFE43BEBC2A2BCCAE061BAA24D5EBBA5C935BCD581023CF556373DB9B0DF3C82B2293B07FB1EBC3495EA3C0AC0B93C5B0800BCC6CBA93C9DBC6B3CD4138A3C80D0DD397CEBBA3CD74C9FBCB4E3D6BC0105DB3CDCE8C53C0C1B61BB9C8E4A3C0414CCBAF8443BBCD24BE23AC28558BB34B3DE3BAE0B8BBBFCD144BBE99846BC2751713A760E803C5EC3F33B53E380BC55DCDDBC3F208A3C50C0CBBBEABCE33C7D84183AF7D51BBCE575CDBC4FD8C8BCB63B0D3C1D841FBC74DB943CD9232FBDEAD3283BFEE0FF3CC9B11F3CA39D01BC007037BDB529823BB0D0B2BC02EECB3C42B03BBC12BF29BDBCA1BA3CF5BDDDBB78E281BB062D143C1920B8BC41771BBDD0DD53BC50A166BBA3E392BCD741973CF87F38BC06FB1FBCE5ADB43C86E73FBC2D4CB43CDC0AB4BC4ADAC8BBB9BE683C00D40CBD2113AD3CC2C8083D17A9A8BC771C0BBCF2AE78BD7071C43B10AFB2BCFEF9B9BCADC186BC33FACCBBD8BEA93B58C44A3DD55AD13CEB6998BC79C54EBBCBC8B1BC0E9374BC306E753C32C7C93AF43099BC90358DBB3E4D6F3CAF71F23B22EF853B673045BB17DB94BC95CE18BDB396943B8DA00DBD357892BC7C68D6BC55C0FD3ADBBD5CBB8E925F3D33948ABD2F2AB7BCD471AC3C6FB79FBC703FDDBCBBAAE83B295D90BBB529DDBCE170AB3C47CB47BC5775DC3B6C2363BC586778BB4EF9A8BB2E25733CAD36A03B5DAB72BC98189DBCEB41453C"> : tensor<1x16x24xf32>
  util.global private @__constant_tensor_1x16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x2FBE6A3B89FB833CDD0D9A3B0E69C0BBA78752BD3403803B6ACACBBC3921813C024B93BB4EEE7D3BD472ECBAFAC016BD5E09A13CB5F46FBCAD91BDBCB98B923CD3BBAE3B317D1EBB898EC3390EBEEC3BACA8583CA192523CC028B43C8E62053CB3C202BCB9338EBCB2D7D33CE7B1A9BC6E7055BD8F76C5BA13F56CBC012C35BC643162BB395038BC61F3753AE54772BCFD0D7CBB7C7ECBBB8E3FC339F8463E3C61DA87BC7B432CBCAB317FBC457EE43B56358A3B0E4DA13C6E7AA5BC3423C03A6D38B73BAA11853C52E0B6BC385314BDCC9B703CA6D9F8BBC9CE9C3C83D0A1BCD9E849BA5024633CA7EF0FBCEB56763B4BD4063BDEB3F0BCDEE65B3C035A943B222EE3BBC58FAD3CDF8584BACF80903CB5694FBCC5F120BC72416EBC002F953CA68D8E3C2468CBBCF932A83C2519443C8CE98EBC8E91CEBA3FE010BD38EFBE3CCE8B3FBCFD50333CF34787BC6906A7BC25FB46BA75F60DBD1929973A4244613DF0A992BCF83C7DBC9D36F0BCF0873B3CE670B4BCD30F35BAAAB094BCA237363CD93F7D3C650CD03CF7E049BCBEC46E3BB7DDBCBC7E63033CCDB133BC5705E8BB14E84E3CEF5A43BB0D12A3BC188B2CBB901BDD3BD8C4063DCA0CE03C57155DBC77D275BBFC7C443D3CEEDC3BF9709FBC22D42E3D0BDC86BC1CE6CC3A06120BBBA9C3EA3B7C8406BDCD6707BC3DA5B4BACAD6503CC75898BCB7400A3D276D5F3C056C593CC6AA1DBC20DC2C3BF960A53BE9DEA0BC8F95D03BA6319DBBF99E23BA90F60BBC2D143B3A323E44BCB406853CC79D1ABC262E2D3A475A7BBC89F74ABCC7A9853CEB14723CB42BD4BC8729033DD95BF33CC747E0BCC479943BFD36733BD4FB333A06EDB83B0640133D2648523C973D35BBE0A21ABDF79EA4BB698C2A3CA215813C7DFE85BC84B59C3C508D573C59780D3C0532623B57311F3C7380C0BBB0A9B3BC1CB1C03BB5AB083DE6019E3C3841D0BCB9F4A33C70F09A3BD73C3FBB42E86B3C3417393B3FDB873C30A8C4BB474D0C3CC960ACBBA0059EBB8EB4B6BC4B86273B0640223D138F593D391B63BCD2647ABB3772AF3CC534E53B0A6860BB46AB893BF9143CBC6B2DB8BC21608D3CBCFA733C891516BC828157BDB76BAA3B53D8D43C9B95FDBCC6F5CE3AF3D3CABB4BE1423DAD7537BCA09EA0BCBEC2A23C1CD7C8BC83B7F738DD4E853C0B5440BCCA2FEDBC66D82DBDF5E036BCD751C1BC031AF8BB5900BD3C8E7759BB4FE4913C8227C5BB2283BCBC3974783C7BCD3ABC44E82C3C9B78103CD39A4C3C0BF2A8BB736737BABD818BBC346CD6BB2B79053C9EF8DE3C99D3313D0A6F38BCD2AF5ABCCF605E3C2354F5BB9760753CFB38173C439A873A01EE823C625C3F3CC7F263BCA250CD3B617631BBE428513A6F12F63B045C943C0EB79D3A34DA003BDDDC463C5C25EEBBDB315A3CD416F1BBAF8AEEBA"> : tensor<1x16x16xf32>
  util.global private @__constant_tensor_1x16x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0xD85AAC3A106973BA373C56BC9DFB09BCA1FCBBBB902F073C85D0E6BCFED9863C3E40B73B531370BCEEDCA6BB50FA0BBDE2FAE13CD5BD223C46E79B3C92B9293D8EE4B0BC44B101BC8FCC4C3B9E91DE3B1ACE093D4A77453D0D5C91BCDE0D003C3777C53B230E84395798323C3CD3ACBCA151A63CC0EC92BC194B713917157A3CAD7EA53C4A805FBB0116D8BBA0A38D3B6EF0D5BC0F720BBC145D8B3C5FFF06BCF7FE1BBB459967BC6192393C2EF2193D3EA2743BEA1F583A701B993CAF48E3BCF16909BB8F538DBC44F996BCCE07973B45DDADBC702B32BCDC97FE3B7DA433BC1F2E963C78E2C0BCD9DF60BC07ABA0BC5E1E233D0444A23C9D47603DA050E5BBCF522BBCFD54D43B8FF7B4B9779CAB3CD33E39BBC9269ABC5FBC233D42FF133D56031F3C9BF9A2BC636AFF3BEA316ABDCEE7C13AC50DCF3C2D1F36BCCDF0A5BC2010C8BC4F19CEBC27AD05BC5C7D81BC94F5A73C095D183C6DB6883B2506803C9881273DD7780CBD780BDD3B45ACB93AE3721A3A804BE7BCC53537BD349DD43AD07C5BBCB8DFCF3B4CC4773C210CE4BCD4DC5EBBCF1DAF3CA7E9BBBCBC22CE3CEB41283B2EC9B8BC0005C13C128BC5BC5BA2EEBCAA90673D467D9E3C8E7CA4BC17F9D23A2BF5473C8A92F6BB454C273D6EFC183C998300BCF5BE5C3CA6A0D2BC383DF43BEEC9D9BCBBB11BBB71D5853C860356BCD378BD3C8F68FB3A3A279ABC"> : tensor<1x16x8xf32>
  util.global private @__constant_tensor_1x16x8xf32_1 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0xD7145CBCC231D53C80F51CBD1B3794BC30BE2EBD7E36653A70F1D9BBA70BBE3C6526213BEEFF1C3C90A2453BD1FB133D6CF0E43C5201093C60B8A03C38B5413D4EC2893CF90DBABCAECB6BBB9660903C8793093C790E4D3C8AD35C38AF2FD23B8D90C33B2CAB81BC31F7033C90D996BC029B223C09A1573D6DEF21BD7F65023CE523D93B7988683C8B2534BCC287F3BACD1503BB338E1FBC3D7DA03CA4DA5EBC324440BC44EC8D3AAF33113DCF211FBB3D8FBCBCFB5FD5BB45D3B53C18E0C4BC5B37DDBAD7C382BCA530A63C3ECE5D3CBC30CDBAAC13EC3C8B452FBC52FFB03BA4E3A8BB9E86D2BCD9C3243C372B9F3C103BBFBC3B03813BBD3D673C827940BA8DCF2EBC017A383C97E7C73AF590333C3590BD3C4751B0BCA4443CBBDE649FBCA32A8FBC8118D33C68338D3C2BA0593B61153D3CD3D64A3D41E144BC63D3813CAFAB1FBCAB01DFBCB3CCFDBC5967143DE4113F3BBBB021BC5CFFCE3B0BEBBDBC3E7754BBE249F6BCCC995ABCD03F4E3BE0520A3C3968ACBBCF2446BCE1E4AEB99CA8163CA56748BB581EA9BC2FDE5CBC355EFB3BE61E02BB0F09C5BB89EA59BC70FD973CBEA41DBD1ED66C3B03948B3B737C48BC8B8AA9BBC6EAF5BB00A7843C6185AB3C67C20DBD9E4DCE3C7C61E13C61F0883CA6DCCBBBFD32F73B86FD09BDEF785BBB2F28353BA2D88BBCD5B4E03CA7082C3B85EA56BC0EB538BBFAB2813A"> : tensor<1x16x8xf32>
  util.global private @__constant_tensor_1x16x16xf32_2 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0xD84D713B596E2B3C4E4E1E3DEDD099BC39DA683D49998E3B682584BAD030B53CBD7F2DBD38D919BAB31856BC408A6C3D9DA337BC3345473AFBCAD6BBA8708C3C5EA24D3CBB24E6BB9EE53EBC35A045BCDBBF51BCA9981DBC47A2333CA191573BED43CCBA5BCE0CBDF72E92BCC90C42BCF2A4BC3C3C2F96BBEDB904BDEC63EC3C93042C3D192B613C8CF8D6BC2FF382BB297A40BCCAEA493C2F5CCABCB32B6C3C4DB081BBD4DAC0BB478B92BB60617A3CF9119B3BE43A97BBA090B1BB742B9CBBEC937B3C650B063AC223723CBCBBC53BC128B93C9B94C0BBFFEC1BBC26425C3BEF20363C66EFFB3C309A0F3C718410BC1910E73CCEB421BC6968B13C2B79883CF79089BC383BF83CB04BF6BBF3A3113C2B4924BCEF44B13B62988FBC930788BC62AD01BD077D0F3D47F1DFBC4A1419BDB9507F3C02BB01BD26E5D0BC363215BCF3BCE7BBDDEC13BDDAF4053D3055733C142447BCE6D9813C5939A83B315311BC22A4F43AEE7878BC32E603BDA4F03D3C57487D3DA18E00BB4BE30CBAE97E70BC1AE582BCF735A0BC6DCEA43B6D0C84BCD4BD31BBC1B13EBC8C320C3D8F8E09BC753969BC9DFDF5BB1312553C865ACFBCC13739BD2B4AA9BBCE62703C1534E8BC4D6B303C3C08E7BA38D7C5BBB0BB84BBE2D94EBC01A0F43BB29F8FBC2F5A303B097413BCDC25C3BC25E3BCBB96628D3C971790BC4050AEBACF5504BC49810C3B8B189CBCA3C312BD0F0DA03B8A1B923C67575BB9C2C1E1BC66788D3C48D5A03C3DCDF9BCA170383CEDF42B3D9D0426BA72CCD83C41E095BA99F1D0BBFD0A85BC0878193CF4D152BC3CA490BC26E6773B4E85723CADA5333CB611833C881E10BD616828BD7A2516BD66D284BBBD33B8BB4383923BB7173B3B986939BC9FB20FBD9E9953BC0788BDBC804A803A12B1043D9D930CBDA47A343D3419ECBA8FA92CBC4E81C4BB2B7F903C422804BC7BA9DB3BE4FC9F3C0DF0BD3C47D247BC904D9FBC801CD0BC189C23BB46BB093DBBE1FBBB8C2850B941FC7ABCF35276BCEEA6D83CC94E53BCE00DDDBC2D41163DE785ADBB8E4C21BB662476BC92E6A53A68AE89BC5C223EB8DEC54D3CB2D918BD45FE19BD3C5A64BC2FC6DD3C6B42973A57E423BDDC004E3C900A363C197B083C63F475BCD9BD863B5D3AB83C0F5399BB9D745D3C2F2DC53C8D754BBCBEE51FBC1D2ABC3B51C00BBD90A2233C4BFE98BC241051BC59AD61BCD6358C3C47329F3C2F189D3A41CC103C06C9EABC463960BC6E0E51BCB42243BC01B6123D93F0A3BC54ADAB3BFC7FC8BBAFA0FFBC91E098BC0AEBBFBC8504BCBC74ED84BB278D70BBF55697BCEBAD2A3CF826ADBBBCF8FE3C35BA95BBD2329E3CE4E6CB3C8DD13B3BD4C7EABB2E30303DF760B93C24EBBCBC1FE189BCB0B5603C2335F1BB6FC1493C794124BBB829E0BC04E3CB3B943B02BC4BAC4C3B"> : tensor<1x16x16xf32>
  util.global private @__constant_tensor_32x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0xAB6D5EBCA11224BCC12E64BD478AA13CC7F0113DE9F6913CDD7C42BC76EDA1BC8EAA94BCB70005BD873E833C44AA233D14DF0D3D2B6509BBCF025B3CD46E123C591B163C2A5E5CBC002FDE3CC209C8BC0F447CBCC6FF83BC0D4F853C698B55B97CD8193C3929EB3B625888BB16F3A2BC30E3E9BBA1C1D93BBC1321BDBD30743C6EE9183DCEF49CBCF5074E3C69D123BA731F503CF82DB939F290043D955DECBAEB89063C9075A43C6676B5BC6075D43CFEC942BB94E5253D3E3B263C4E961ABCE8A88A3B4AC8AABC2AD7903C258B74BC999116BA0EB8BD3B3BCFD83C13A1A4BCE43A4E3C5E27DB3AB6F0A23B2DC086BC7437EEBB075A10BA77BC8E3C86DE033CE059E2BBB69D923CB97614BC826DE53CD4497A3CFB967A3BEA2E32BCEBBCADBCDBDA093D49FF403D4EAED5BBE9036FBC99EBDF3CD27712BD980D863B552908BD77A50BBD304649BC66CDE13B971D033CFBA873BB6529043C659A713C5BE9323C8248C93CC6FBD1BC40E39E3B2B0F893C1276DBBCF0AA9139D7F2B3BC2DA81C3CAED458B9ABB387BCE300FCBC02E2DD3B055DBA3C41C6F33C342CDD3CD9AD1BBBE2A9BE3C9772B0BC0D044C3BC942353CF5654A3C9C1E333C6A76183DBDDA233CA28FD73B15ABE6BB9774C73C221BB53C3D4E803C9D52B8BCC11CBFBC9C8887BC4AE51A3CF9A58ABAA46BA9BB45A3E3BC4639E539349F3C3C8B2533BA5B7FE53C23F76B3B52F5453B2D06BDBCDDFD93BC398D653BD587693C1E5010BCFB8FCCBC272840BC269A353C012DF5BCF90FFF3AD5C5B5BC877DCDBC77E71EBC6ED01BBB6DFD9DBBAFF0543C10A4133D79A4DE3BFB426EBA0EC0D13C6B2D43BAF877D3BC2F56C03BC283E6BCEAD337BB163684BC5473B93AF2980FBD33CCA0BC34D905BCB136133C2B6BBC39957285BA576E133DC67A7ABD56A70DBD15F89CBCCB20833CC2DA8ABA8941863CCC33EB3AD3F7433CFB12A13CDE0FF8BB2A52B6BC00BAB93CF1B78CBCCF320B3C81A7EE3B9C4DB23CF9AC63397D91B7BC1E2F58393BEECBBBC9C7563C920DA13A2ECCA4BB6B5263BCC1844A3B1BE98DBCEFB2B9BBCF361EBC1BE99E3C3EF39ABB713719BDFEBAD63B0B572BBCFA73983C4D7392BCA1A335BB2C61103C5EBE58BA1463643CC4F636BBEB0D903CA3F183BC6E8A2FBB444A8D3C39ACE73B68318ABCC1293EBB0509D23AAB1DE83C86C12D3DABED4CBCA333F5BC4DAE95BCFE365EBC27E4C0BC96DCA9BCF231BDBB8EA7433CAD75BDBC97918C3B1E3FA8BC8752523C597912BD0DCA11BD37120CBC86EB95BCE261DFBC87E1D6BCBB5547BA46FB39BC7DEC5ABB4A43113D005D043B959CEDBCE5DBDFBC8719933BFE4DDD3C17C57DBB7DF6AFBA58BED03C078E133D9419C7BC9D78B33C7ECC28BDA97C393CF854E63CB9B9103C47003EBCFEF9733B253F00BC39B00D3BF5008C3B7939E03CE09B023CC67659BC8B93A33BD77523B9F0B3E6BC6AC2ACBC4C26963C9DDD5ABCF631933C57D467BDD7F9BCBCFCB375BCB8180838E148D8BCC657713C706A193C49F51ABC064BA73C46DF253DA1B3303A6A360A3D6530AABB4C6C773B9C21F23A1040A7BC21EAD63B835368398B55233D6F22933C5D3C763C33800F3CA995473CD36EFD3C57843DBC013C353D6F7EBD3C19F8AEBCE91E1B3C74390E3CB0BA0D3C8D7037BD9DB6893CE566643B6A63C8BBB753A3BA2DF3833C4A58E23B90337BBB3BF69CBBDE331EBD4417B0BC84C91FBB25D6843A9EF972BC162996BB1889ECBBC610AD3B00DAFB3C9655033D4575CBBC1D94FEBBE0CC47BC974AF93AD3772ABC1539B83C8945B1BAAF3D343D0FB372BC5968EBBC9B83523B4E16C13CF6C29DBCC2B2C13B1DD329BC008C233D2591E3BB8D1EA93C79BB60BCBDB608BBB0DFA73C308F033CB5BD79BC8BE062BBA219743C70A1D43C003237BC474A81BC4BCD96BCF420B1BCE693FBB969E7F7BC9EC98B3B2D8E8FBC4DDA423C90A40EBDF91B953CCA2E933C0FBC32BABED0133DDF12113C7401583B59ABAB3CB8EBDBBB693E223C067CA6396780803C673B13BCD9C9393C84A0A6BC1328D5BCEABBC73CA18081BCFE4704BCD2BBD6BC74878CBC2EAFEABBE29EDB3C977FF4BCA2048ABC301363BB74A1F4BBDB19E6BA75594CBCA0E7BE3C09B18BBCFD42233C0AAFEA3B2A00BB3B0BE0B3BA20361BBAA7A28ABC9D096FBC84239137159B83BC66EBF4BC97274ABBFED9303C0F32C53C59B64A3C9345823BB8BF0A3D994D773C9BE9313B72C777BCF8012F3DE79D133DD7DFCFBC1CA355BC6930F9B9F2DDB63C39F0313CF3FDE7BC8120E83C52EB953CD24EA9B9C212963CD866E63CB03AA13BFF9696BC0004EFBB2653DC3B52AD69BB414DA63C07842EBC5EE63F3AB2570EBC9714C6BCE49BB1BCA9A5523C113886BCC009A1BCAF240FBB02D8C9BC0E74B13C5B9D8EBC9747E83C37A25EBCAE45F2BCAC77873B71BE8DBC54AD40BC90B86FBB21AE283C7D51AA3B343205BCA17EAD3C09BA123BAB83BB37C058DE3B979054BCD0A2083C652E8C3C7035D03C9360BBBCE1BEA83B5C60CDBCD7AB5C3C29EC90BCA0D1E53C217002BCCEEC1D3CB511B2BCC423C7BCB51D5B3CF2ADA7BDA5B9F8BAC713D6BC1D22A9BCC1BC19BC905606BDE6A2893C449139BD5CE673BCD9C608BD389BED3C3CBE45BC3DAB093CBBC2CBBC62ECC03C26F29FBB2710C23C103EDCBB7236B63C9B87073BA72048BBEB46F43CA584E2BB50B8AEBBB24CBB3C27589BBAF69DA53CB40014BD3D8C9A3B98D62DBC6E68173D534E1C3B7CA7323D549F2A3C1577C9BA8CF20D3DB3B903BBB53A013C1467F6BBCA9DB23CC41FC1BBA1597EBCE63596BBB472B1BC699ACABC8505C2BC873626BB5B220E3D9079A5BCC2D2C0BB4C3A04BC"> : tensor<32x16xf32>
  util.func public @llama_dynamo$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__constant_tensor_1x16x32xf32 = util.global.load immutable @__constant_tensor_1x16x32xf32 : tensor<1x16x32xf32>
    %__constant_tensor_1x24x16xf32 = util.global.load immutable @__constant_tensor_1x24x16xf32 : tensor<1x24x16xf32>
    %__constant_tensor_1x16x24xf32 = util.global.load immutable @__constant_tensor_1x16x24xf32 : tensor<1x16x24xf32>
    %__constant_tensor_1x16x24xf32_0 = util.global.load immutable @__constant_tensor_1x16x24xf32_0 : tensor<1x16x24xf32>
    %__constant_tensor_1x16x16xf32 = util.global.load immutable @__constant_tensor_1x16x16xf32 : tensor<1x16x16xf32>
    %__constant_tensor_1x16x8xf32 = util.global.load immutable @__constant_tensor_1x16x8xf32 : tensor<1x16x8xf32>
    %__constant_tensor_1x16x8xf32_1 = util.global.load immutable @__constant_tensor_1x16x8xf32_1 : tensor<1x16x8xf32>
    %__constant_tensor_1x16x16xf32_2 = util.global.load immutable @__constant_tensor_1x16x16xf32_2 : tensor<1x16x16xf32>
    %__constant_tensor_32x16xf32 = util.global.load immutable @__constant_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x4xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x4xi64> -> tensor<4xi64>
    %2 = flow.dispatch @llama_dynamo$async_dispatch_0::@llama_dynamo$async_dispatch_0_elementwise_broadcast_4x16_i64xf32(%__constant_tensor_32x16xf32, %1) : (tensor<32x16xf32>, tensor<4xi64>) -> tensor<4x16xf32>
    %3 = flow.dispatch @llama_dynamo$async_dispatch_1::@llama_dynamo$async_dispatch_1_reduction_4x16_f32(%2) : (tensor<4x16xf32>) -> tensor<4xf32>
    %4 = flow.dispatch @llama_dynamo$async_dispatch_2::@llama_dynamo$async_dispatch_2_elementwise_4_f32(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = flow.tensor.reshape %2 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %6 = flow.dispatch @llama_dynamo$async_dispatch_3::@llama_dynamo$async_dispatch_3_elementwise_4x16_f32(%2, %4) : (tensor<4x16xf32>, tensor<4xf32>) -> tensor<4x16xf32>
    %7 = flow.tensor.reshape %6 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %8 = flow.dispatch @llama_dynamo$async_dispatch_4::@llama_dynamo$async_dispatch_4_batch_matmul_1x4x16x16_f32(%7, %__constant_tensor_1x16x16xf32_2) : (tensor<1x4x16xf32>, tensor<1x16x16xf32>) -> tensor<1x4x16xf32>
    %9 = flow.tensor.reshape %8 : tensor<1x4x16xf32> -> tensor<1x4x2x8xf32>
    %10 = flow.tensor.reshape %8 : tensor<1x4x16xf32> -> tensor<4x2x8xf32>
    %11 = flow.dispatch @llama_dynamo$async_dispatch_5::@llama_dynamo$async_dispatch_5_transpose_4x2x8_f32(%10) : (tensor<4x2x8xf32>) -> tensor<2x4x8xf32>
    %12 = flow.dispatch @llama_dynamo$async_dispatch_6::@llama_dynamo$async_dispatch_6_batch_matmul_1x4x8x16_f32(%7, %__constant_tensor_1x16x8xf32_1) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %13 = flow.dispatch @llama_dynamo$async_dispatch_6::@llama_dynamo$async_dispatch_6_batch_matmul_1x4x8x16_f32(%7, %__constant_tensor_1x16x8xf32) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %14 = flow.tensor.reshape %13 : tensor<1x4x8xf32> -> tensor<4x8xf32>
    %15 = flow.tensor.reshape %11 : tensor<2x4x8xf32> -> tensor<2x4x2x4xf32>
    %16 = flow.dispatch @llama_dynamo$async_dispatch_8::@llama_dynamo$async_dispatch_8_elementwise_broadcast_2x4x2x4_f32(%15) : (tensor<2x4x2x4xf32>) -> tensor<2x4x2x4xf32>
    %17 = flow.tensor.reshape %16 : tensor<2x4x2x4xf32> -> tensor<2x1x4x8xf32>
    %18 = flow.dispatch @llama_dynamo$async_dispatch_9::@llama_dynamo$async_dispatch_9_elementwise_transpose_2x1x4x8_f32(%9, %17) : (tensor<1x4x2x8xf32>, tensor<2x1x4x8xf32>) -> tensor<2x1x4x8xf32>
    %19 = flow.tensor.reshape %18 : tensor<2x1x4x8xf32> -> tensor<2x4x8xf32>
    %20 = flow.tensor.reshape %12 : tensor<1x4x8xf32> -> tensor<4x2x4xf32>
    %21 = flow.dispatch @llama_dynamo$async_dispatch_10::@llama_dynamo$async_dispatch_10_elementwise_broadcast_4x2x4_f32(%20) : (tensor<4x2x4xf32>) -> tensor<4x2x4xf32>
    %22 = flow.tensor.reshape %21 : tensor<4x2x4xf32> -> tensor<1x4x8xf32>
    %23 = flow.dispatch @llama_dynamo$async_dispatch_11::@llama_dynamo$async_dispatch_11_elementwise_1x4x8_f32(%12, %22) : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %24 = flow.tensor.reshape %23 : tensor<1x4x8xf32> -> tensor<32xf32>
    %25 = flow.dispatch @llama_dynamo$async_dispatch_12::@llama_dynamo$async_dispatch_12_elementwise_broadcast_2x32_f32(%24) : (tensor<32xf32>) -> tensor<2x32xf32>
    %26 = flow.tensor.reshape %25 : tensor<2x32xf32> -> tensor<2x4x8xf32>
    %27 = flow.dispatch @llama_dynamo$async_dispatch_13::@llama_dynamo$async_dispatch_13_batch_matmul_2x4x4x8_f32(%19, %26) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x4xf32>
    %28 = flow.dispatch @llama_dynamo$async_dispatch_14::@llama_dynamo$async_dispatch_14_softmax_2x4x4xf32_dispatch_tensor_store(%27) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %29 = flow.tensor.reshape %28 : tensor<2x4x4xf32> -> tensor<8x4xf32>
    %30 = flow.dispatch @llama_dynamo$async_dispatch_15::@llama_dynamo$async_dispatch_15_matmul_8x8x4_f32(%29, %14) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %31 = flow.tensor.reshape %30 : tensor<8x8xf32> -> tensor<2x4x8xf32>
    %32 = flow.dispatch @llama_dynamo$async_dispatch_16::@llama_dynamo$async_dispatch_16_transpose_2x4x8_f32(%31) : (tensor<2x4x8xf32>) -> tensor<4x2x8xf32>
    %33 = flow.tensor.reshape %32 : tensor<4x2x8xf32> -> tensor<1x4x16xf32>
    %34 = flow.dispatch @llama_dynamo$async_dispatch_17::@llama_dynamo$async_dispatch_17_batch_matmul_1x4x16x16_f32(%33, %__constant_tensor_1x16x16xf32, %5) : (tensor<1x4x16xf32>, tensor<1x16x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %35 = flow.tensor.reshape %34 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %36 = flow.dispatch @llama_dynamo$async_dispatch_1::@llama_dynamo$async_dispatch_1_reduction_4x16_f32(%35) : (tensor<4x16xf32>) -> tensor<4xf32>
    %37 = flow.dispatch @llama_dynamo$async_dispatch_2::@llama_dynamo$async_dispatch_2_elementwise_4_f32(%36) : (tensor<4xf32>) -> tensor<4xf32>
    %38 = flow.dispatch @llama_dynamo$async_dispatch_3::@llama_dynamo$async_dispatch_3_elementwise_4x16_f32(%35, %37) : (tensor<4x16xf32>, tensor<4xf32>) -> tensor<4x16xf32>
    %39 = flow.tensor.reshape %38 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %40 = flow.dispatch @llama_dynamo$async_dispatch_21::@llama_dynamo$async_dispatch_21_batch_matmul_1x4x24x16_f32(%39, %__constant_tensor_1x16x24xf32) : (tensor<1x4x16xf32>, tensor<1x16x24xf32>) -> tensor<1x4x24xf32>
    %41 = flow.dispatch @llama_dynamo$async_dispatch_22::@llama_dynamo$async_dispatch_22_batch_matmul_1x4x24x16_f32(%39, %__constant_tensor_1x16x24xf32_0, %40) : (tensor<1x4x16xf32>, tensor<1x16x24xf32>, tensor<1x4x24xf32>) -> tensor<1x4x24xf32>
    %42 = flow.dispatch @llama_dynamo$async_dispatch_23::@llama_dynamo$async_dispatch_23_batch_matmul_1x4x16x24_f32(%41, %__constant_tensor_1x24x16xf32, %34) : (tensor<1x4x24xf32>, tensor<1x24x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %43 = flow.tensor.reshape %42 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %44 = flow.dispatch @llama_dynamo$async_dispatch_1::@llama_dynamo$async_dispatch_1_reduction_4x16_f32(%43) : (tensor<4x16xf32>) -> tensor<4xf32>
    %45 = flow.dispatch @llama_dynamo$async_dispatch_2::@llama_dynamo$async_dispatch_2_elementwise_4_f32(%44) : (tensor<4xf32>) -> tensor<4xf32>
    %46 = flow.dispatch @llama_dynamo$async_dispatch_3::@llama_dynamo$async_dispatch_3_elementwise_4x16_f32(%43, %45) : (tensor<4x16xf32>, tensor<4xf32>) -> tensor<4x16xf32>
    %47 = flow.tensor.reshape %46 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %48 = flow.dispatch @llama_dynamo$async_dispatch_27::@llama_dynamo$async_dispatch_27_batch_matmul_1x4x32x16_f32(%47, %__constant_tensor_1x16x32xf32) : (tensor<1x4x16xf32>, tensor<1x16x32xf32>) -> tensor<1x4x32xf32>
    %49 = hal.tensor.barrier join(%48 : tensor<1x4x32xf32>) => %arg2 : !hal.fence
    %50 = hal.tensor.export %49 : tensor<1x4x32xf32> -> !hal.buffer_view
    util.return %50 : !hal.buffer_view
  }
  util.func public @llama_dynamo(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @llama_dynamo$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}