module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @int_logic$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i32 = arith.constant 0 : i32
    %true = arith.constant true
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<2x5xi32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<2x5xi32> -> tensor<2x5xi32>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<2x5xi32>
    %3 = iree_tensor_ext.compute_barrier.start %2 : tensor<2x5xi32> -> tensor<2x5xi32>
    %4 = tensor.empty() : tensor<2x5xi32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%4 : tensor<2x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %15 = arith.remsi %in, %in_0 : i32
      %16 = arith.cmpi ne, %15, %c0_i32 : i32
      %17 = arith.cmpi slt, %in_0, %c0_i32 : i32
      %18 = arith.cmpi slt, %15, %c0_i32 : i32
      %19 = arith.xori %17, %18 : i1
      %20 = arith.andi %16, %19 : i1
      %21 = arith.addi %15, %in_0 : i32
      %22 = arith.select %20, %21, %15 : i32
      linalg.yield %22 : i32
    } -> tensor<2x5xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%4 : tensor<2x5xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %15 = arith.divsi %in, %in_0 : i32
      linalg.yield %15 : i32
    } -> tensor<2x5xi32>
    %7 = tensor.empty() : tensor<2x5xi1>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %6 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%7 : tensor<2x5xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %15 = arith.cmpi eq, %in, %in_0 : i32
      linalg.yield %15 : i1
    } -> tensor<2x5xi1>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<2x5xi32>, tensor<2x5xi32>) outs(%7 : tensor<2x5xi1>) {
    ^bb0(%in: i32, %in_0: i32, %out: i1):
      %15 = arith.cmpi slt, %in, %in_0 : i32
      linalg.yield %15 : i1
    } -> tensor<2x5xi1>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<2x5xi1>) outs(%7 : tensor<2x5xi1>) {
    ^bb0(%in: i1, %out: i1):
      %15 = arith.xori %in, %true : i1
      linalg.yield %15 : i1
    } -> tensor<2x5xi1>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10, %9 : tensor<2x5xi1>, tensor<2x5xi1>) outs(%7 : tensor<2x5xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %15 = arith.andi %in, %in_0 : i1
      linalg.yield %15 : i1
    } -> tensor<2x5xi1>
    %12 = iree_tensor_ext.compute_barrier.end %11 : tensor<2x5xi1> -> tensor<2x5xi1>
    %13 = hal.tensor.barrier join(%12 : tensor<2x5xi1>) => %arg3 : !hal.fence
    %14 = hal.tensor.export %13 : tensor<2x5xi1> -> !hal.buffer_view
    util.return %14 : !hal.buffer_view
  }
  util.func public @int_logic(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @int_logic$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}