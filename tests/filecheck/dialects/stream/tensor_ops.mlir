// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// stream.tensor.* and stream.async.* as IREE's Dialect/Stream/Transforms/test/specialize_encodings.mlir
// (b48a595) writes them: encodings on tensors in resources, tied results, dispatches with index operands.

#encoding = #iree_encoding.testing<>
#target = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>]> : !hal.device

util.global private @device_a = #target
stream.executable private @executable {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%arg0: !stream.binding, %arg1: index) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xf32, #encoding>>
      return
    }
  }
}
util.func public @ops(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %f: f32, %ext: !stream.resource<external>) -> (index, !stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %size = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x4xf32, #encoding>{%arg1} : index
  %empty = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
  %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<1x2xf32, #encoding> in !stream.resource<constant> = dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %splat = stream.tensor.splat on(#hal.device.affinity<@device_a>) %f : f32 -> tensor<?x1x10xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
  %clone = stream.tensor.clone on(#hal.device.affinity<@device_a>) %arg0 : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2}
  %slice = stream.tensor.slice on(#hal.device.affinity<@device_a>) %arg0[%c0, %c1 for %arg3, %c1] : tensor<?x4xf32, #encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x1xf32, #encoding>{%arg3} in !stream.resource<*>{%arg4}
  %fill = stream.tensor.fill on(#hal.device.affinity<@device_a>) %f, %arg0[%c0, %c0 for %c1, %c1] : f32 -> tensor<?x4xf32, #encoding>{%arg2} in %arg0 as !stream.resource<*>{%arg3}
  %update = stream.tensor.update on(#hal.device.affinity<@device_a>) %clone, %fill[%c0, %c0] : tensor<2x2xf32, #encoding> in !stream.resource<*>{%arg1} -> tensor<?x4xf32, #encoding>{%arg3} in %fill as !stream.resource<*>{%arg4}
  %encoded = stream.tensor.encode on(#hal.device.affinity<@device_a>) %update : tensor<?x?xf32>{%arg2, %arg3} in !stream.resource<*>{%arg1} -> tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1}
  %moved = stream.async.transfer %ext : !stream.resource<external>{%arg2} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%arg2}
  %tied = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @executable::@dispatch(%moved, %arg3) : (tensor<4x?xf32, #encoding>{%arg2} in !stream.resource<*>{%arg1}, index) -> tensor<4x?xf32, #encoding>{%arg2} in %moved{%arg1}
  %two:2 = stream.tensor.dispatch @executable::@dispatch[%c1](%encoded, %arg3) : (tensor<?x?xf32, #encoding>{%arg2, %arg3} in !stream.resource<*>{%arg1}, index) -> (tensor<16xf32> in !stream.resource<*>{%arg1}, tensor<16xf32> in !stream.resource<*>{%arg1})
  util.return %size, %tied, %two#1 : index, !stream.resource<*>, !stream.resource<*>
}

// CHECK:      %size = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x4xf32, #iree_encoding.testing<>>{%arg1} : index
// CHECK:      %empty = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x0xf32, #iree_encoding.testing<>>{%arg1} in !stream.resource<*>{%arg2}
// CHECK:      stream.tensor.fill on(#hal.device.affinity<@device_a>) %f, %arg0[%c0, %c0 for %c1, %c1] : f32 -> tensor<?x4xf32, #iree_encoding.testing<>>{%arg2} in %arg0 as !stream.resource<*>{%arg3}
// CHECK:      stream.tensor.update on(#hal.device.affinity<@device_a>) %clone, %fill[%c0, %c0] : tensor<2x2xf32, #iree_encoding.testing<>> in !stream.resource<*>{%arg1} -> tensor<?x4xf32, #iree_encoding.testing<>>{%arg3} in %fill as !stream.resource<*>{%arg4}
// CHECK:      stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @executable::@dispatch(%moved, %arg3) : (tensor<4x?xf32, #iree_encoding.testing<>>{%arg2} in !stream.resource<*>{%arg1}, index) -> tensor<4x?xf32, #iree_encoding.testing<>>{%arg2} in %moved{%arg1}
// CHECK:      stream.tensor.dispatch @executable::@dispatch[%c1](%encoded, %arg3) : (tensor<?x?xf32, #iree_encoding.testing<>>{%arg2, %arg3} in !stream.resource<*>{%arg1}, index) -> (tensor<16xf32> in !stream.resource<*>{%arg1}, tensor<16xf32> in !stream.resource<*>{%arg1})

// CHECK-GENERIC: "stream.tensor.sizeof"(%{{.*}}) <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<?x4xf32, #iree_encoding.testing<>>}> : (index) -> index
// CHECK-GENERIC: "stream.tensor.dispatch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{entry_points = [@executable::@dispatch], operand_encodings = [tensor<4x?xf32, #iree_encoding.testing<>>, !util.unused], result_encodings = [tensor<4x?xf32, #iree_encoding.testing<>>], tied_operands = [0 : index], affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 0, 2, 1, 1, 1, 1>}>
