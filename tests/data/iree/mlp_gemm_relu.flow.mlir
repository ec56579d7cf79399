module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @mlp_gemm_relu$async_dispatch_0 {
    flow.executable.export public @mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[0.189053386, -0.52274847, -0.413063556, -2.44146729, 1.79970741, 1.14416587, -0.325422823, 0.773806571]> : tensor<8xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %2 = tensor.empty() : tensor<4x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%0, %1 : tensor<4x16xf32>, tensor<8x16xf32>) outs(%3 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<4x8xf32>, tensor<8xf32>) outs(%2 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_8x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x69F0B03E9155523F0C2FA93EDBCDA6BF67C5673F358BE43EC47509BF28C4143F3CA9BA3E8998963EC3D5E83C62F50B3F41883CBFDED126BE58D8F6BEFC4D193FA6B3223DE4BC95BE272B48BFB4AE83BEC866053CD31B8DBEE2A3A53F58DC803FB0832DC030CBF1BF75F732BE5729D8BE3BC55A3EA4895E3EAC8A0740B2568EBF7255C1BEC5BC0240548E253F85BE293FEC9503BF21F4D2BFE17B2B3EC742DF3DDF199DBFF1E72EBFA38B93BD3EDB71BFC441C9BD9B8CC33DE0C2113D559C01BFE0FF173F8423643F3B46A43E897751BF904D3B3F605E00BFAC10613F543089BF861A6A3F1D5CA4BC01D79FBF6EB7A0BE5A9A5D3D4EAB8B3EAE707BBF66BE8DBFE35F4C3ECEF9EEBE6228713EDF6F423F770BD3BF293F823E3BC19C3F705598BE8B914FBF0D93403FBEC3813E9858653F1DC0B0BE39ACBDBF534DE1BD9643E4BE9F7B463FB047463EABBFD0BF1BFB98BF0040623F15052E3FFDE623BFC67789BA3822E43EB1D2EF3E6951603F1652833E5C35C2BDBC8784BE9522873FFF0D10C0A9FB0DBE1E2B073DD671B6BF8C66AA3E5ABA26BF2FC95C3F369B00BEA04D2B3F11039C3F590FC43E432F60BF31D5C1BFE46EE03F29EDE3BDCB4530BF21B8133E550144BEFF255A3F47F80A3DEF45613CB2EE36BF3B6BF03EBF5584BFBB772A3F6210C33FE928C3BFB3D61DC0C4EB1D3FC21023404E1E80BFCC16A0BFABC6163F"> : tensor<8x16xf32>
  util.func public @mlp_gemm_relu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__constant_tensor_8x16xf32 = util.global.load immutable @__constant_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4x16xf32>
    %1 = flow.dispatch @mlp_gemm_relu$async_dispatch_0::@mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32(%0, %__constant_tensor_8x16xf32) : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %2 = hal.tensor.barrier join(%1 : tensor<4x8xf32>) => %arg2 : !hal.fence
    %3 = hal.tensor.export %2 : tensor<4x8xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  util.func public @mlp_gemm_relu(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_gemm_relu$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}