module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__constant_tensor_8x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c512 = arith.constant 512 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<512xi8, [
    dense<"0x69F0B03E9155523F0C2FA93EDBCDA6BF67C5673F358BE43EC47509BF28C4143F3CA9BA3E8998963EC3D5E83C62F50B3F41883CBFDED126BE58D8F6BEFC4D193FA6B3223DE4BC95BE272B48BFB4AE83BEC866053CD31B8DBEE2A3A53F58DC803FB0832DC030CBF1BF75F732BE5729D8BE3BC55A3EA4895E3EAC8A0740B2568EBF7255C1BEC5BC0240548E253F85BE293FEC9503BF21F4D2BFE17B2B3EC742DF3DDF199DBFF1E72EBFA38B93BD3EDB71BFC441C9BD9B8CC33DE0C2113D559C01BFE0FF173F8423643F3B46A43E897751BF904D3B3F605E00BFAC10613F543089BF861A6A3F1D5CA4BC01D79FBF6EB7A0BE5A9A5D3D4EAB8B3EAE707BBF66BE8DBFE35F4C3ECEF9EEBE6228713EDF6F423F770BD3BF293F823E3BC19C3F705598BE8B914FBF0D93403FBEC3813E9858653F1DC0B0BE39ACBDBF534DE1BD9643E4BE9F7B463FB047463EABBFD0BF1BFB98BF0040623F15052E3FFDE623BFC67789BA3822E43EB1D2EF3E6951603F1652833E5C35C2BDBC8784BE9522873FFF0D10C0A9FB0DBE1E2B073DD671B6BF8C66AA3E5ABA26BF2FC95C3F369B00BEA04D2B3F11039C3F590FC43E432F60BF31D5C1BFE46EE03F29EDE3BDCB4530BF21B8133E550144BEFF255A3F47F80A3DEF45613CB2EE36BF3B6BF03EBF5584BFBB772A3F6210C33FE928C3BFB3D61DC0C4EB1D3FC21023404E1E80BFCC16A0BFABC6163F"> : tensor<8x16xf32>,
]>
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c512}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c512] : !util.buffer{%c512} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c512 : !stream.file -> !stream.resource<constant>{%c512} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c512}
    util.global.store %5, @__constant_tensor_8x16xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @mlp_gemm_relu$async_dispatch_0 {
    stream.executable.export public @mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[0.189053386, -0.52274847, -0.413063556, -2.44146729, 1.79970741, 1.14416587, -0.325422823, 0.773806571]> : tensor<8xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = tensor.empty() : tensor<4x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<4x16xf32>, tensor<8x16xf32>) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<4x8xf32>, tensor<8xf32>) outs(%5 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          %10 = arith.cmpf ugt, %9, %cst : f32
          %11 = arith.select %10, %9, %cst : f32
          linalg.yield %11 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @mlp_gemm_relu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c512 = arith.constant 512 : index
    %__constant_tensor_8x16xf32 = util.global.load immutable @__constant_tensor_8x16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x16xf32> in !stream.resource<external>{%c256}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c128} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c256}, %__constant_tensor_8x16xf32 as %arg4: !stream.resource<constant>{%c512}, %result as %arg5: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @mlp_gemm_relu$async_dispatch_0::@mlp_gemm_relu$async_dispatch_0_matmul_4x8x16_f32 {
        ro %arg3[%c0 for %c256] : !stream.resource<external>{%c256},
        ro %arg4[%c0 for %c512] : !stream.resource<constant>{%c512},
        wo %arg5[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %2 => (%arg2 : !hal.fence)
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
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