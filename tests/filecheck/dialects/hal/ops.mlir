// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// hal ops and attributes around encodings. Pipeline-layout aliases inside verbatim bodies are expanded
// (xDSL prints no alias definitions); the layout is printed without its name, as IREE does:
// `layout(<bindings = ...>)`. Subspan syntax from IREE's Codegen/Common/test/materialize_encoding_into_padding.mlir.

#binding_ro = #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">
#binding = #hal.pipeline.binding<storage_buffer, Indirect>
#layout = #hal.pipeline.layout<constants = 1, bindings = [#binding_ro, #binding], flags = Indirect>

func.func @dispatch() {
  %c0 = arith.constant 0 : index
  %n = hal.interface.constant.load layout(#layout) ordinal(0) : i32
  %d = arith.index_cast %n : i32 to index
  %0 = hal.interface.binding.subspan layout(<bindings = [#binding_ro, #binding], flags = Indirect>) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x32xf32>>{%d}
  %1 = hal.interface.binding.subspan layout(#layout) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x32xf32>>{%d}
  return
}

func.func @abi(%view: !hal.buffer_view, %fence: !hal.fence) -> !hal.buffer_view {
  %d = hal.buffer_view.dim<%view : !hal.buffer_view>[0] : index
  %0 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%fence) => %view "input0" : !hal.buffer_view -> tensor<?x4xf32>{%d}
  %1 = hal.tensor.barrier join(%0 : tensor<?x4xf32>) => %fence : !hal.fence
  %2 = hal.tensor.export %1 "output0" : tensor<?x4xf32>{%d} -> !hal.buffer_view
  return %2 : !hal.buffer_view
}

// CHECK:      %{{.*}} = hal.interface.constant.load layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) ordinal(0) : i32
// CHECK:      %{{.*}} = hal.interface.binding.subspan layout(<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(0) alignment(64) offset(%{{.*}}) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x32xf32>>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = hal.interface.binding.subspan layout(<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>) binding(1) alignment(64) offset(%{{.*}}) flags("Indirect") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x32xf32>>{%{{.*}}}
// CHECK:      %{{.*}} = hal.buffer_view.dim<%{{.*}} : !hal.buffer_view>[0] : index
// CHECK-NEXT: %{{.*}} = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%{{.*}}) => %{{.*}} "input0" : !hal.buffer_view -> tensor<?x4xf32>{%{{.*}}}
// CHECK-NEXT: %{{.*}} = hal.tensor.barrier join(%{{.*}} : tensor<?x4xf32>) => %{{.*}} : !hal.fence
// CHECK-NEXT: %{{.*}} = hal.tensor.export %{{.*}} "output0" : tensor<?x4xf32>{%{{.*}}} -> !hal.buffer_view

// CHECK-GENERIC: "hal.tensor.import"(%{{.*}}, %{{.*}}, %{{.*}}) <{affinity = #hal.device.affinity<@__device_0>, name = "input0", target_encoding = tensor<?x4xf32>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}>
