module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @attention_head$async_dispatch_0 {
    flow.executable.export public @attention_head$async_dispatch_0_matmul_16x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_head$async_dispatch_0_matmul_16x16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %2 = tensor.empty() : tensor<16x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x16xf32>) -> tensor<16x16xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%3 : tensor<16x16xf32>) -> tensor<16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : tensor<16x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>
        return
      }
    }
  }
  flow.executable private @attention_head$async_dispatch_3 {
    flow.executable.export public @attention_head$async_dispatch_3_batch_matmul_2x8x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_head$async_dispatch_3_batch_matmul_2x8x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 2.500000e-01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %2 = tensor.empty() : tensor<2x8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %4 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%0, %1 : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x8x8xf32>) outs(%2 : tensor<2x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %cst_0 : f32
          linalg.yield %6 : f32
        } -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_head$async_dispatch_4 {
    flow.executable.export public @attention_head$async_dispatch_4_softmax_2x8x8xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_head$async_dispatch_4_softmax_2x8x8xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %1 = tensor.empty() : tensor<2x8x8xf32>
        %2 = linalg.softmax dimension(2) ins(%0 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_head$async_dispatch_5 {
    flow.executable.export public @attention_head$async_dispatch_5_batch_matmul_2x8x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_head$async_dispatch_5_batch_matmul_2x8x16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %2 = tensor.empty() : tensor<2x8x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%3 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x7FCC863F1164E33F226923C0B7460DBE8FC1813FFC12AD3FAD5E273F8FA1BF3F5275943ED81F0D3F0307373E347489BFADBC58BFDE58C23EAC8714BF32C2A23FED6CA53FA13EE63FCD98D5BC671DB13F56E567BF01FA50BF3782A63DB417903EA6ABCCBF5F88DDBFD6CCB53E5CB85CBF72AB9A3FF601CA3E4D479D3EFC71553EDB3D653F21B81CBEF5F58A3F52A206BFCD6566BE97352EBF5E00193F5CFB123D89BD5CBFCD1E0040BA38BABE932EEEBDF7CFC93E06B3DF3FE1F117BED103343F3655CA3D975DBBBF06BF4A3F4FA4823FF6BE75BEB1E87CBC212BC0BF17F0C2BF4D75C8BE2B3D203F156CF0BE0684953E9ABF773F131FC43D5C10133FEB53B93FD97D9FBFB47B3E3F583DF1BF4200DD3ED4DD4F3EFD170BBF65E589BF90427DBDCD0AD2BED5EDC73DB26568BFAEA70B3FBE9684BFBAC49BBEA9B2C8BE234AA23FE572BFBFEEFAD3BEDF5A973F0D8928BFFDA69EBF99D0903EDE7E94BE80B2553FB09E6BBF5480433E52872A3F8992843F2B968DBFB63EB63F0E9466BF429BC1BFA65E74BFD0901E3EE3C0A4BE6683E13EB6BFFD3ED6E3A23E7B5182BEB533E83F7ED30DC026FFDDBF47C301BFF6AAA0BF489423C09C894BBF93CF3FBF08B51CC04DD35B3F4E49A63F94FD9D3F9E2202BFA527173EB6768FBF4D64533EC2962CBF37DCD13E109AAFBE2A52843F919C533FBD959E3F557ACDBFE4E8E8BF633ACF3EC5C013BF3BB0CB3EE906993E448A383E33546B3F6B7E0E3F72E4F13E61D164BFD5C1DC3FFFA6013ECBB38D3F5875A73E917AA23F5D381D3E55D55E3EF31E0D3E026C35BFAC6F12BFC17916BEF693EFBDDB917BBFFED11640173B7BBFDAAB9CBE967F1C404FE128BF8814443FAF2F293F5D0355BE25E7B6BF81C9C6BF37B701BC3575D73EDDFD09C038841C3E9C7427BF162C653F2A98343E922A4DBF9BD9D8BE5898463DC9C6AC3F40434340D09ABB3E6826053E6074363F6C1A3C3D9BDE353F3527F03E481CB33D32DB34BF1EB57F3E768D7E3FCBEF2B3E59D5CD3F0AC8843F8E4E0EBD6FFBEA3F425A83BFDEACA23F348DFA3F3A891ABE149AEC3A34A1853F2206C53FA3860D3F84CBB53E6253843FE3A2C13E9A768BBF32548DBDB36CD53DD9B9B0BF31C4043F528A1FBF95835C3FFF7CAFBFEC334BBFEA7AABBF2C7CB33FAF25B23F1B09CB3F17EFCB3FADCF823F1A89813F915DCABF01ACE43E6FABC3BEEC2750BE4B228EBF4E42B73F3DE68D3E1C15AFBF733C203F44DDFD3CB30A72BF71C95BBEDA5833BF23E20EC0589EBCBF8DD00B3FB3F4BE3EB643943E645895BF363118BF9387863DF5CB303FA2CF57BF76AC87BF1AE5913FB14E883D0B09C3BEF37B3DBF295A28BF5AD4CA3F3229783F07E6D5BE037FA0BFD634D63FE2FDC83F6F219A3F916F573F3C8CF1BF6843A5BFDC9F103F67E091BE5BCC823EBA8306BF"> : tensor<16x16xf32>
  util.global private @__constant_tensor_16x16xf32_0 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x193DA13A2DF5983ECC5B8CBED4FD63BF9CCAE8BE8CDC7DBF2359763D2C8CAB3F7E02FCBE71D71EBF94CCFA3EE5B9B63E6DE3D73D27336EBF85A1EFBC64FF313F390FACBF9D4CEABE445BF3BF930FA5BFF9BDEBBFBBBB70BEB03BA2BF29E38A3E5B83203ED36A3FBE971221C0C7E709BFEDA846BD8B0EE83D7DDBC3BF149CF4BE3A807ABFF50F4FBF87CB873F98BA4EBF7B3505BD6067623FD76615BFFEC3E4BD063BE23D05A0823DA1CE9CBF69EF9B3DEDEDAD3FD608C6BF81005C3FE26FF43D673724BFD30600407423433F4C8299BFF79B983DEEA1133F1A5041BE35D32E3F3C3A88BDBCD02A3F8221B83F34F82CBF9103503EA736EDBEA752023EFEF597BF1C4D14BF99E748BE6415663FA296923F5C69A9BFAF6D4BBF769B253F9D07FFBF9A24EDBE5E3EC7BDDEE5A03FC67C303F8488A7BEFBB5BCBE9D1980BE0303C33F1626DBBEFF7B9BBE8E86B43E7F56F7BDE0044ABEC1998EBF8AC43CBC141DE3BEAD43953FCF30273FD4C8C5BC051B2B3F6203AEBE14AC863FCCEEB0BB8C58153FFD3BA5BF0C80B13E1317D8BFD44202C065E49BBEA86166BF75FD273E18AA0F40CFEB54BFC4BA1FBF6955523E3D6CFC3ECBA334BE67DF52BE9DD4333FAB18053F7D4F84BFD129A2BDF188103D5AF986BFA109853E09A35BBF5DD9783F2F5F453E52E6B63DA24D17BFB5E9F2BD27B6FFBFF6D190BF23C6B93E713A08C056BB583F1780DFBF9DB9413F7E7258BFF66B473F1318063E02B7C4BF1BE49F3FDC89B83FB9C486BDC13E8CBE2AB423BE95A379BF7E9E8C3FF7FA0ABF0AAD51BD79154BBF544620BF7F8CA3BFA6E7A03F22C91DBEA446773F694F5A3C6EC431BF4A43A7BE4D6B0FBFE266023CFA22C0BE578F99BE2375B0BF748D4EBF28B8D33FF1D52BBF8CEC86BF09B6AC3E7F21B43F781DBABFC08655BE32CE21BF1669E1BF28243C3F760DC0BC1A50923D7C9740BF78D9E83E640F0ABF385512BE7DDB8DBF41A99BBFB5F2AA3F9DD101BF2157953ED7670ABDC9DDE1BEBB0902BF184D213F648E9ABE0B141BBEFC09B63CD397963FF8352E3F2FE4C33E374610BF5AE4B0BF6514733F1469773FDD1510BEE6B80A3FA70C483F81C8543FCADF6B3FB746E9BEA2EAC13F5D909FBFE2995C3FAAE4FC3E81A55F3F5883F03F4F02BE3F289592BF6426D8BFA41F513FEDEB81BFF93F4BBC61F8563FF467D2BFEB0907C0D7C2843EFBCD353DCDB37BBEA1D61D3DC04A5CBF2FBAC1BF92A72ABEE7C178BF995DD2BF5174013F217D7BBD8224D03E6F427DBF8A7628BF49C17FBFF6FA62BF0319483E067148BF524EB63E7DF4AD3E3D9C0140E946B2BF924D633F7745B7BDF4DC65BC2395B9BF869EEBBE2D423E3F6CEAA8BDD5FFA53DD1D894BEF1C8933F3DE7AFBC9CD30CC0AB2B31BF8701FCBF911750C0A4B507BF17B2AA3FCD00413DFA1596BFB5D170BF"> : tensor<16x16xf32>
  util.global private @__constant_tensor_16x16xf32_1 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x837FDEBF1C17ABBFBF38AEBF2907B4BE560114C0446E41BEFA0C75BFFBC2643FF1F3743F8535B23FEC78443FC13559BD751B5C3F9BB3C03FF95127BFF93F1C3FC0CA2EBD7852B83FC13E56BF51649ABE7284B93E0727843E6ED9D1BF4466B83EECAEF2BD768075BE66071FBE1E3A603EA77FE8BF39B7C63F71875CBF92720FC03EE2A7BDB88EBA3F09C304BF3390C63FE049C73F00DC5CBF8AC41DC0781A9EBFC7FD973FFB1751BFE15DC1BF9439ABBF19E53C3975E1D5BC563E5F3F61327D3FDFA76EBF5A8520BEC52491BF6B3B933D1E4793BFD8A199BF25E6074036AA043D5BA7243F34702240BC2C493F99C3E9BDB7995F3D07973EBF48138C3F4A1AA9BEA5A1E13F3184B0BE110EB5BEA2B8D6BE792D203F2B6C3F3E198BAF3F52A80DBF189A943E210FF83F9E2676BE5059083F7033C93F9FAE0D3FEE6E22BF8BFD03C0982919402752DC3E0359A13F5FDFF3BE02C4E83F8800053F67F84B3D7EDD66BFB582BC3E771AF9BE9B1D64BE6FAECFBFE229FBBE54B7233E6B1AA0BF0E57973DA1CD293FA40F9DBEB6EB1EBF75C01EBFB4EE703FA96AC4BFC4D499BE44BCD6BEF673133EC37A8EBDC3C28DBFD3900240DCDF353EE9C7ABBFFC3464BF94DAC73D99EB1C3FBDCBABBF2C1A363F09C8AFBF115D4BBFD8645A3F47BAD93F527BADBDD87B9EBE854AA23F9B3689BFC54B8E3EEDD76E3E7531813F46DF983ED76488BE73531D3F473390BF5067503F87342CBFBD0D69BF263CBCBE026C3C3DF5E8353F57C659BE55583C3F019F793F1398D8BDAC467BBFCF746B3F8D078D3E555F07C07C007DBFFA98123E9A9AAFBF8D712EBF0841DBBF7FF5CD3E7250773E455A343ED546B93F3588B4BE6D0F94BE6C460140AE82A6BF6CAA3A3F1555A8BF0AED713EFC6807402DEF8A3E2D9645BFFF961840E1370BBF2D2553BEA8D69B3E2DD9ABBF8ABB8E3FA935CF3F7A3E423F1525A93E7EE118BE1A01633FE29A49C08D87FFBDE922833EDA25FEBF9B32DA3EAB9002BE0C950DBD35A6CF3D2E3C133F117AEA3EF3C784BFC389EFBDFC773ABED9601D3DC25117BF5948783F71FBA63F0FC7C23F6AECF33FD223BF3F297CEBBECD471DBF5597CBBED4F50E3F53F204BE4FB87D3F0740D33F344BDCBE20CE7A3F0F30C9BE971CA2BF7769A2BFF664A3BEBD15F3BFA0A5FF3EFF5DC13FC12095BF372BABBE5293C53F64C8B13ED55C483EC8E785BE6963823F7392A83EAAC68ABF6BA71BC0D9A02BC0285D283F3A3C88BE515CB93F008F023F1CD2A2BFDCAD943EEC8E983F87D966BFF13C02BFABD8DE3FC689DFBF868E8BBFB567863F8AC54B3E243D92BF7B45BABFF149ED3E2F6D9B3F0B9B533FE286D23EAB6BBF3F1C4E9F3E3B1D55BF540A02407CF59DBF77C409BE51A495BD792FB73F0E8243BF43AE8DBE5CE4E3BF5DD1AC3E56ECE33ECA92263F6E3E6DBF"> : tensor<16x16xf32>
  util.func public @attention_head$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__constant_tensor_16x16xf32 = util.global.load immutable @__constant_tensor_16x16xf32 : tensor<16x16xf32>
    %__constant_tensor_16x16xf32_0 = util.global.load immutable @__constant_tensor_16x16xf32_0 : tensor<16x16xf32>
    %__constant_tensor_16x16xf32_1 = util.global.load immutable @__constant_tensor_16x16xf32_1 : tensor<16x16xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x8x16xf32>
    %1 = flow.tensor.reshape %0 : tensor<2x8x16xf32> -> tensor<16x16xf32>
    %2 = flow.dispatch @attention_head$async_dispatch_0::@attention_head$async_dispatch_0_matmul_16x16x16_f32(%1, %__constant_tensor_16x16xf32) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %3 = flow.tensor.reshape %2 : tensor<16x16xf32> -> tensor<2x8x16xf32>
    %4 = flow.dispatch @attention_head$async_dispatch_0::@attention_head$async_dispatch_0_matmul_16x16x16_f32(%1, %__constant_tensor_16x16xf32_0) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = flow.tensor.reshape %4 : tensor<16x16xf32> -> tensor<2x8x16xf32>
    %6 = flow.dispatch @attention_head$async_dispatch_0::@attention_head$async_dispatch_0_matmul_16x16x16_f32(%1, %__constant_tensor_16x16xf32_1) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %7 = flow.tensor.reshape %6 : tensor<16x16xf32> -> tensor<2x8x16xf32>
    %8 = flow.dispatch @attention_head$async_dispatch_3::@attention_head$async_dispatch_3_batch_matmul_2x8x8x16_f32(%3, %5) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
    %9 = flow.dispatch @attention_head$async_dispatch_4::@attention_head$async_dispatch_4_softmax_2x8x8xf32_dispatch_tensor_store(%8) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %10 = flow.dispatch @attention_head$async_dispatch_5::@attention_head$async_dispatch_5_batch_matmul_2x8x16x8_f32(%9, %7) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %11 = hal.tensor.barrier join(%10 : tensor<2x8x16xf32>) => %arg2 : !hal.fence
    %12 = hal.tensor.export %11 : tensor<2x8x16xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
  util.func public @attention_head(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @attention_head$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}