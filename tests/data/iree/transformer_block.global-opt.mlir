module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @transformer_block$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<[0.486381412, -4.773920e-01, 0.669339597, -1.38729453, 1.66588843, -0.190931514, 0.534348845, 0.776551783]> : tensor<8xf32>
    %cst_1 = arith.constant dense<[-0.575110853, -0.622099339, 0.0802547931, 1.2524724, -0.323896617, -1.1016438, -0.798735082, 1.77745116]> : tensor<8xf32>
    %cst_2 = arith.constant dense<[-0.825950205, 0.242505699, -0.0638510808, -0.0943637043, 0.323452145, 0.665954828, 0.189492032, 0.178364426]> : tensor<8xf32>
    %cst_3 = arith.constant dense<[0.104681663, -0.806545317, 0.891973137, -0.928550779, -1.13566768, 5.134580e-01, 1.31905067, 1.27581775]> : tensor<8xf32>
    %cst_4 = arith.constant dense<[[-0.291369408, -0.0591899268, 0.373501241, 0.524646759, -0.154821724, 0.388556182, -0.170036986, 0.0161703248], [0.32189694, -0.0985518693, 0.711770951, -0.760430932, -0.0894120633, -0.243180752, -0.0702684745, 0.0220765248], [-0.482097983, 0.339558333, -0.370525628, 0.17209284, 0.29377526, -0.339812726, 0.337677479, 0.0749844089], [-1.023450e-01, 0.245527789, 0.479100585, 0.412704825, 0.102554448, -0.097844325, -0.173046067, 0.229048565], [0.0258864611, -0.164604276, -0.208865911, -2.979000e-01, -0.230522901, 0.114147574, -0.273678482, -0.341304898], [-0.217937768, -0.307419181, -0.309224457, 0.267705619, 0.558764219, -0.00194219896, 0.105854623, -0.0682387576], [0.158430204, -0.352632433, 0.0410452411, 0.433020175, -0.305865943, -0.0854198038, -0.0827126577, -0.283981204], [0.206341296, -0.100157104, 0.416285336, -0.021054415, -0.183659762, -0.264412194, -3.587130e-01, 0.206813842]]> : tensor<8x8xf32>
    %cst_5 = arith.constant dense<[[0.252678394, -0.892833352, -0.0915071666, 0.434966385, -0.373188436, 0.01596318, 0.449958473, -0.350461423], [0.243186489, 0.569669366, 0.134089276, 0.488744289, -0.041445639, -0.126274347, 0.139846429, -0.431937039], [0.332935482, 0.0133663611, -0.387948781, 0.339619398, 0.203132927, -0.0981627479, -0.188330069, 0.112662137], [-0.473283052, -0.346737266, 0.386942744, 0.108754367, 0.38037324, 0.0730779767, 0.523371279, -0.298174083], [0.385081172, 0.313048035, 0.381258577, 0.517882228, -0.06953042, 0.050140854, 0.648676931, 0.430519491], [0.345194042, -0.38045609, 0.62587434, 0.19673042, 0.323729306, -0.477082551, 0.14098458, -0.659227133], [0.279262364, 0.0470813066, 0.112855107, -0.256729692, 0.134525985, -0.00558157312, -0.479082406, 0.121532299], [-0.0307318121, -0.412883967, 0.337903172, -0.384078145, -0.199840754, -0.546688855, -0.491702199, 0.160894334]]> : tensor<8x8xf32>
    %cst_6 = arith.constant dense<[[-0.254982203, 0.0965822562, 0.536712885, 0.263801754, 0.111477844, 0.446308136, 0.218599662, 0.624374628], [-0.401180416, 0.0376054645, 0.163266376, -0.202148244, 0.00589341717, -0.317425549, -0.404419869, 0.365947813], [-0.720057249, -0.466973931, -0.12444742, -0.301520973, 0.290752947, 0.194025114, 0.0801793188, 0.4641096], [0.352960974, 0.344988376, 0.114024706, 0.0105431378, 0.263068974, 0.293611735, 0.110385038, 0.0522958413], [0.160494924, 0.272112846, 0.296699464, -0.241589636, -0.0839027538, 0.224561647, 0.0396876633, -0.00590693252], [0.287057519, -0.0255535599, 0.189910978, -0.345827043, 0.518221438, -0.177775532, -0.105406627, 0.730061173], [0.431531399, 0.146836624, -0.118802272, -0.137356102, -0.476593733, -0.214496925, -0.813910246, 0.119255163], [0.0467589535, -0.319629133, 0.0233244412, -0.488871902, -0.128098398, 0.120812595, 0.299906313, 0.106316015]]> : tensor<8x8xf32>
    %cst_7 = arith.constant dense<[[0.09949404, 0.1381533, 0.46736905, 0.400165409, 0.0474573039, 0.109763876, -0.355586678, -0.118553512], [0.0960125103, 0.23523891, -0.242896333, -0.248271599, 0.154519275, 0.220504746, -0.327593327, 0.0987898632], [0.403396487, 0.0050262385, 0.270402104, 0.310667545, -0.224731356, -0.13146463, -0.403014451, -0.343792766], [-0.0594427697, 0.199480504, 0.156903863, -0.143633515, -0.524007559, -0.00586310448, 0.273337364, 0.108067118], [0.161745384, 0.596840858, 0.44811371, -0.052407112, -0.661255419, 0.374786168, -0.140055776, 0.16006285], [-0.273702532, 0.106444627, -0.257211536, 0.130268067, -0.219720513, -0.123086914, -0.23909986, 0.121597059], [0.0732413456, 0.0758650079, -0.274876654, -0.0459825955, -0.328549087, -0.119747326, 0.0564113036, 0.0327976681], [0.448379844, 0.0474503711, -0.0797981992, -0.237268388, 0.1472857, -0.147889465, 0.382078856, -0.655239224]]> : tensor<8x8xf32>
    %cst_8 = arith.constant dense<"0x23A930BE7F41E23C1D2F22BF1296D6BE156868BEBE8E88BD12AA623E14340A3D8D1403BE610BC3BD52BD85BDA2AFBFBD9FF073BE9A6960BE2EA39DBC8431ACBD3BFF96BECD024B3D0113AB3D10203FBE9D0FF3BD12269F3CD8EBB23EE857DCBECA60D2BDFC4D283F6BE72BBE17A2D2BE6EB0F43D02E0B6BCF35F6B3E9A7A123D6DB8B6BD6C3B5E3E395439BEE96679BE720DFBBE9A0F883E89DFF6BE08AE29BD5E4DE03E5DDF503DC65C50BEF1E8E63E0F650E3F59C9B2BE17AFACBE8C5E49BF659A51BD3485A3BEA6349D3E7EEE6EBEDE336E3EFB70DD3E41C250BD7F47333F134DD5BEB40A633EAC01C1BED8FD883EEA590A3FB11DB7BD5D8A813EAC22A93EFCF031BE07C3333E5408F53CBE23313D8070443EF2BF9EBE51E0D93C42323DBE57E332BEAF0D72BD561B903E36CE883DF1DDA63E5F3D56BE9FBBC13EF412CDBD468DB5BEF76133BED76C223EA1D18EBE5F5B3E3E9C21C7BEF386E6BE1FBE803D4814883D1046A73E88AE2DBE2C75513EEF93BCBEED39E03ECFEBA93D99B5E93DC5F5343EFC262EBEEC22DDBD98471E3E2E47993EF192143F39B191BE2A0CA0BE4DA01F3E00272E3D07D684BAF9FB0D3F944921BE656AF0BEEFFC223F7DFCBC3D7DDCE2BD124EB1BE27722E3BD535873E4936D8BC2C14A53E0972C7BD241A4F3E82419EBEBF04F93E4856B1BE871B3BBF26B2483D885103BEECE3833E039C48BE"> : tensor<8x16xf32>
    %cst_9 = arith.constant dense<[-1.00699568, 1.60232854, 1.92172122, -0.0162211433, -0.936659455, -5.908790e-01, -0.0947466865, -1.0893209, 2.16525149, 0.25231275, 1.01584721, 0.550028741, 1.10221827, 0.0412837565, -0.687951326, 1.31774449]> : tensor<16xf32>
    %cst_10 = arith.constant dense<"0xD377A1BEB367DEBDDC54793E6630C0BE51FAC3BEBAEEA43E0046B53E87E5053F225759BD3B93913E968B243E611B923D233A793EE5A9B93D24170A3FB0C9583E3F3714BE5F9F7B3E7A04903E9EF20ABF1305CC3D6D9991BB070A9C3AC635ACBE6994C0BE8163C93ECE6CDB3EE70CED3E59F963BE24AC93BE56F18FBD5B06283E7D65923EE819223E75E2E73DD9BE12BB568D15BE2D377E3E2CD2D0BE7F1C023FF36612BEF3F115BFECB0033E1837AD3D49759F3E710A843E911DA3BD69CC8F3E4B193DBE8B90A03D6D71DCBE308653BE081046BD4A9C9FBE314DAF3E7C0F483FC3C2B5BD643615BEDEE700BF4761FB3CF790C5BDC92C283CED4CC4BE784C28BE1861BDBDD14EE93E3C70A2BE3F9F0D3E18C6B53D94FAE4BDF96F8EBE96D7593E0BDDDCBDB168BF3E93AD093F8311D4BEEB6B413D0E7215BEE078F0BE215DACBE7812353E1796F73EB83EB13D3C2BC23E75FC343E5092BF3EAA4788BEC40EBCBE3A762F3E3F0DD8BEE3C7E1BE24D80EBE94E2653ECB9D0BBEF6E1383D9FC857BE51F40F3F76C3FFBDCA4010BC34D820BD3172043F508BC63EE732663E2A7632BE01EE6A3E3353253F6F5C033ECB62DFBE09894F3E6520D73CD03A993D0A16513E9B1E9CBE7FB7963EF3822F3E12F3EE3EBD7DAFBE6A6B91BDDC18A73EB41F253EF2C31ABEC450243E69D4DF3DB31096BDCC9E9E3D6F0E183F0BBA443EF694F13D"> : tensor<16x8xf32>
    %cst_11 = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_12 = arith.constant dense<1.41421354> : tensor<f32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = arith.constant 8.000000e+00 : f32
    %cst_15 = arith.constant 9.99999974E-6 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x4x8xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
    %2 = tensor.empty() : tensor<2x4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_14 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %6 = tensor.empty() : tensor<2x4x8xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x4xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %7 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.subf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.mulf %in, %in : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_14 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %cst_15 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_0 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_1 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %collapsed = tensor.collapse_shape %17 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %18 = tensor.empty() : tensor<8x8xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = linalg.matmul ins(%collapsed, %cst_4 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%19 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %21 = linalg.matmul ins(%collapsed, %cst_5 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%19 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %22 = linalg.matmul ins(%collapsed, %cst_6 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%19 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %expanded = tensor.expand_shape %20 [[0, 1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<8x8xf32> into tensor<2x4x2x4xf32>
    %expanded_16 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<8x8xf32> into tensor<2x4x2x4xf32>
    %expanded_17 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [2, 4, 2, 4] : tensor<8x8xf32> into tensor<2x4x2x4xf32>
    %23 = tensor.empty() : tensor<2x2x4x4xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x4x4xf32>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x4x4xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<2x4x2x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x4x4xf32>
    %collapsed_18 = tensor.collapse_shape %24 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %collapsed_19 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %27 = tensor.empty() : tensor<4x4x4xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %29 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%28 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_20 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20, %cst_11 : tensor<2x2x4x4xf32>, tensor<f32>) outs(%23 : tensor<2x2x4x4xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x2x4x4xf32>
    %31 = linalg.softmax dimension(3) ins(%30 : tensor<2x2x4x4xf32>) outs(%23 : tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %collapsed_21 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %collapsed_22 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
    %32 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<4x4x4xf32>, tensor<4x4x4xf32>) outs(%28 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %expanded_23 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
    %33 = tensor.empty() : tensor<2x4x2x4xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x2x4x4xf32>) outs(%33 : tensor<2x4x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x2x4xf32>
    %collapsed_24 = tensor.collapse_shape %34 [[0, 1], [2, 3]] : tensor<2x4x2x4xf32> into tensor<8x8xf32>
    %35 = linalg.matmul ins(%collapsed_24, %cst_7 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%19 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %expanded_25 = tensor.expand_shape %35 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_25 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_14 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x4xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.subf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.mulf %in, %in : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_14 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %cst_15 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<2x4xf32>) outs(%2 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    } -> tensor<2x4xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x4xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %46 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %cst_2 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %cst_3 : tensor<2x4x8xf32>, tensor<8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %50 = tensor.empty() : tensor<2x4x16xf32>
    %collapsed_26 = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
    %51 = tensor.empty() : tensor<8x16xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %53 = linalg.matmul ins(%collapsed_26, %cst_8 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%52 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_27 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27, %cst_9 : tensor<2x4x16xf32>, tensor<16xf32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %cst_11 : tensor<2x4x16xf32>, tensor<f32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %cst_12 : tensor<2x4x16xf32>, tensor<f32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.divf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x4x16xf32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.erf %in : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %cst_13 : tensor<2x4x16xf32>, tensor<f32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%50 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.mulf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x16xf32>
    %collapsed_28 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
    %60 = linalg.matmul ins(%collapsed_28, %cst_10 : tensor<8x16xf32>, tensor<16x8xf32>) outs(%19 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %expanded_29 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %expanded_29 : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%6 : tensor<2x4x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %65 = arith.addf %in, %in_30 : f32
      linalg.yield %65 : f32
    } -> tensor<2x4x8xf32>
    %62 = iree_tensor_ext.compute_barrier.end %61 : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
    %63 = hal.tensor.barrier join(%62 : tensor<2x4x8xf32>) => %arg2 : !hal.fence
    %64 = hal.tensor.export %63 : tensor<2x4x8xf32> -> !hal.buffer_view
    util.return %64 : !hal.buffer_view
  }
  util.func public @transformer_block(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @transformer_block$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}