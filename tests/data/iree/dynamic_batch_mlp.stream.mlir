module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__constant_tensor_16x24xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c1536 = arith.constant 1536 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #util.composite<1536xi8, [
    dense<"0x323A8DBF379B39BF642448BF0FB1883EF28B7EBEC684013EA3D1573FBBA15B3F454BF33E24CBE6BE3E4341BFA89750BFBE0DB0BEEF7352BDEDE678BFE33691BF65859C3E0404EDBF844D35BED205DA3E44407CBF48758EBF63B842BFF1E4253F83F204BEF64EEFBF37C1D8BE5FC7813FC5D47B3F6E4A213FB0C573BEFD26ECBFC9A52D3E843334BE3F499D3D396AC53F8A173C3EA07B8D3EABE71A3F005D83BE42132ABF7BC43CBFEA57443F5E2A013FD6A5FABE858B933F64C13C3E478CABBFE21A1B3F55D50EBE2E16AABFD1F6033FCA8BB0BE21E1C8BE6B03173FDE510CC0937EA3BFB55AD9BEBC247F3E79442ABFDC287FBFCDB586BF6537F0BD1BCE2C3FAB99B9BFEE2405C0B14198BEE197C3BEF1B268BF2D9B1C3F56FC4D3F496D10BFEF5BB0BE6FED113FC2C1DBBE3C9AB3BF38618ABDC87B67BF1B8BA63E145301BF20B141BE46F8043F28A1FFBDE34E22BF94D380BF054CDC3F5AA58D3FB277C0BF34B686BFD081153F149F16BFF66F783C1063503F4AE1033E4C5104BE987BF2BE56FEB0BD7BFBC53ED50CDE3F0652883FD83B4CBEFCA36A3F5AE8EF3DF69DBDBF1B6CDABDD1A37E3F3BAB18BF129D6F3F8B059DBE7601D93C977798BFCE7D0440EC28E83E3A14813F83C9E7BED850BBBFFD159B3FC33C36BF7576D33F68352FBE9FF0CF3F80A13ABF63CAE1BF0FB6323F2B5D8BBD2D4D32BB0E3C863FC6D461BF72B6A5BF558F95BF3C51D7BFEE80E7BFB682A4BF4E5879BF8CF9EABE2D709BBF0B4219BEFF323B3FF9E380BEC75FC23E4B1475BF2DD6723EFBEACE3E2EDC37BF3CC0CEBFC0F590BE550EF1BD31A7A63FEDE50ABF2738BE3FB49B22C07910EFBE082528BF5CFE0DBFBF0135BFC8026EBEA43CB83F1712AEBE36EF7C3F0EB292BE0DF7AEBD23C922C0EFC6DDBDF6DBCE3E78FBA8BFAAE14CBFF55985BF3394F23F27A895BF87DD69BF647838C01CA2E1BF5876CEBAEE0CBCBF23CC3BC04EF1FEBE4973E4BD69134C3D43C5183EEF9650BF101F2340BFA343BF06D6613EF805BCBFC22F54BF2C75DCBFA30756BB15F91BBF4B229ABF97430CC04B26A93E435B183FA6301D3FDD0097BE7BDCF43E6462323FA9BB9B3E371E9C3F18C6B3BEE699843CC674D7BFD9A2F13FF1CB69BFEBC01D3EE505EC3EFDD375BF5A1948BEBC06083F0A7473BE6A12E2BE409DE7BE056356BF9BFD99BEFD4E6D3E3E11A53E82D8743F90F18FBD891920BF7E75373F3C396E3E6C4B613FD6CA9E3D6C3AD83E2EC9913E7AFC1E3F371588BFB1894EBEBBCBA53D4DDDCC3FAB222ABEEC0BB83E89538ABEAA9D08C0B9AD913F5EA6133F6D0D923F2816B8BFF5813F3E1681A53DD526D2BFBAAABC3E887831BFD68FC93EF508DEBFA3CA76BFEC244BBF5AD1CCBFCABD17BDE5099A3FA204E3BD4123083FC6B2AE3FD947EA3E8FFFEABEC175FEBF9683843E8A8ED3BE1E700ABFA5C0213F07EFE83E00D6D1BFE0841D3E6516D0BE21BC423F37C5D8BD340F553FCB8B3DBFE926F5BED1F91EBFD5FF86BE3F80A5BE8E248C3F7C4F87BFEF048DB93CB59EBFBE9CC1BF86402CBFD8DDC9BF4D3BB83DAB554FBF32971CBFD0AFBA3E7E8FBA3F4CE91BBFCE6501C0D2B7F3BEE75FB1BDA3DE853F3223F4BD916B73BFB4BF573FCF8B803F109983BEA04D623E8ACE963E8D2F204033D726BF936FEDBEB34619BE1FB6293FD1B6AFBE5E88EC3E39FA583FE531F53FA52F47BEEC21B2BED973BCBE4337F0BFEF4B9ABF8488E63D0540EA3D63E82140D7C8983F9A1F3B3FF217B63F8C472DBF56D718BF37B546BF707B45BECC7C0640ADB896BEB87D2BBFE8D5233C4BB64C3F7C60E43EFCE7513F23509CBFAD5662BF969881BE3ECB8F3DDC6BAA3FDCA2A3BF96411E3FD1407DBECE29173FDC202BBF4B48B3BF6210943FCEE18B3E4FE3F8BFD62F2D3FFCF081BFF122F7BDAEDF06BD5587ADBF28B18A3F6BD409BF019FCC3F4210ED3E5011FC3E9F7D7E3E0489F83FCB5784BF8FEE4ABF40722CBF5A62903F5BD4833F8DB2913D2E38813EFD7BD3BF877CBB3F5B796EBEE307DE3D999E9FBEE6E5233F3FE365BE465CE13DB329A33D76BF03BF49071EBFF2FEC43EEA7AC03EB4273A3FF774B83F53419EBF17A7EBBF5D64D1BE48DBA13FB91D48BDEEF8E8BF42EBCA3FD534FE3EBD6BBFBF9C2D55BF"> : tensor<16x24xf32>,
]>
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c1536}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1536}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c1536] : !util.buffer{%c1536} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c1536 : !stream.file -> !stream.resource<constant>{%c1536} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c1536}
    util.global.store %5, @__constant_tensor_16x24xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @dynamic_batch_mlp$async_dispatch_0 {
    stream.executable.export public @dynamic_batch_mlp$async_dispatch_0_matmul_Dx24x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dynamic_batch_mlp$async_dispatch_0_matmul_Dx24x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: i32, %arg4: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant dense<[0.034192767, 1.35974753, 1.22472107, -0.510307074, -0.29796952, -0.527384222, 0.569726348, -0.0560644381, 0.746885597, -1.84732485, 1.56654882, -0.0964321568, 0.680378437, -0.136566341, -0.379098564, 0.463110149, 0.824513554, -0.202529877, -0.15278618, 0.685698628, -0.870340645, -1.51438355, 0.394981861, -0.670565844]> : tensor<24xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c32_i64 = arith.constant 32 : i64
        %0 = arith.extui %arg3 : i32 to i64
        %1 = arith.extui %arg4 : i32 to i64
        %2 = arith.shli %1, %c32_i64 : i64
        %3 = arith.ori %0, %2 : i64
        %4 = arith.index_castui %3 : i64 to index
        %5 = util.assume.int %4<umin = 0, umax = 9007199254740991> : index
        %6 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x24xf32>>
        %7 = iree_tensor_ext.dispatch.workload.ordinal %5, 0 : index
        %8 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%7}
        %9 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x24xf32>>{%7}
        %10 = iree_tensor_ext.dispatch.tensor.load %8, offsets = [0, 0], sizes = [%7, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%7} -> tensor<?x16xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0, 0], sizes = [16, 24], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x24xf32>> -> tensor<16x24xf32>
        %12 = tensor.empty(%7) : tensor<?x24xf32>
        %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<?x24xf32>) -> tensor<?x24xf32>
        %14 = linalg.matmul ins(%10, %11 : tensor<?x16xf32>, tensor<16x24xf32>) outs(%13 : tensor<?x24xf32>) -> tensor<?x24xf32>
        %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %cst : tensor<?x24xf32>, tensor<24xf32>) outs(%12 : tensor<?x24xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %16 = arith.addf %in, %in_1 : f32
          %17 = arith.cmpf ugt, %16, %cst_0 : f32
          %18 = arith.select %17, %16, %cst_0 : f32
          linalg.yield %18 : f32
        } -> tensor<?x24xf32>
        iree_tensor_ext.dispatch.tensor.store %15, %9, offsets = [0, 0], sizes = [%7, 24], strides = [1, 1] : tensor<?x24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x24xf32>>{%7}
        return
      }
    }
  }
  util.func public @dynamic_batch_mlp$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c1536 = arith.constant 1536 : index
    %__constant_tensor_16x24xf32 = util.global.load immutable @__constant_tensor_16x24xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c64 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x16xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %4 = arith.muli %0, %c96 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%4} => !stream.timepoint
    %5 = arith.index_castui %0 : index to i64
    %6 = arith.index_castui %0 : index to i32
    %7 = arith.shrui %5, %c32_i64 : i64
    %8 = arith.trunci %7 : i64 to i32
    %9 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%2 as %arg3: !stream.resource<external>{%1}, %__constant_tensor_16x24xf32 as %arg4: !stream.resource<constant>{%c1536}, %result as %arg5: !stream.resource<external>{%4}) {
      stream.cmd.dispatch @dynamic_batch_mlp$async_dispatch_0::@dynamic_batch_mlp$async_dispatch_0_matmul_Dx24x16_f32[%0](%6, %8 : i32, i32) {
        ro %arg3[%c0 for %1] : !stream.resource<external>{%1},
        ro %arg4[%c0 for %c1536] : !stream.resource<constant>{%c1536},
        wo %arg5[%c0 for %4] : !stream.resource<external>{%4}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %9 => (%arg2 : !hal.fence)
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<?x24xf32>{%0} in !stream.resource<external>{%4} -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  util.func public @dynamic_batch_mlp(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @dynamic_batch_mlp$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}