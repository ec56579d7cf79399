// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// hal.executable / variant / source / export and the workgroup queries, as IREE's codegen tests write them
// (e.g. Codegen/Common/test/convert_to_destination_passing_style.mlir, Stream/Transforms/test/specialize_encodings.mlir).

#layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>
hal.executable private @ex {
  hal.executable.variant public @embedded_elf_x86_64 target(#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
    hal.executable.export public @copy ordinal(0) layout(#layout) count(%device: !hal.device, %n: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %n, %c1, %c1 : index, index, index
    } <workgroup_size = [64 : index, 1 : index, 1 : index]>
    builtin.module {
      func.func @copy() {
        %id = hal.interface.workgroup.id[0] : index
        %count = hal.interface.workgroup.count[1] : index
        %size = hal.interface.workgroup.size[2] upper_bound 64 : index
        return
      }
    }
  }
}
hal.executable.source public @source {
  hal.executable.export public @dispatch ordinal(0) layout(#hal.pipeline.layout<constants = 0, bindings = [#hal.pipeline.binding<storage_buffer>]>)
}

// CHECK:      hal.executable private @ex {
// CHECK-NEXT:   hal.executable.variant public @embedded_elf_x86_64 target(<"llvm-cpu", "embedded-elf-x86_64", {target_triple = "x86_64-unknown-unknown-eabi-elf"}>) {
// CHECK-NEXT:     hal.executable.export public @copy ordinal(0) layout(#hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>) count(%device: !hal.device, %n: index) -> (index, index, index) {
// CHECK:            hal.return %n, %c1, %c1 : index, index, index
// CHECK-NEXT:     } <workgroup_size = [64 : index, 1 : index, 1 : index]>
// CHECK:          %id = hal.interface.workgroup.id[0] : index
// CHECK-NEXT:     %count = hal.interface.workgroup.count[1] : index
// CHECK-NEXT:     %size = hal.interface.workgroup.size[2] upper_bound 64 : index
// CHECK:      hal.executable.source public @source {
// CHECK-NEXT:   hal.executable.export public @dispatch ordinal(0) layout(#hal.pipeline.layout<constants = 0, bindings = [#hal.pipeline.binding<storage_buffer>]>)
// CHECK-NEXT: }

// CHECK-GENERIC: "hal.executable.export"() <{sym_visibility = "public", sym_name = "copy", ordinal = 0 : index, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>]>, workgroup_size = [64 : index, 1 : index, 1 : index]}> ({
// CHECK-GENERIC: "hal.interface.workgroup.size"() <{dimension = 2 : index, upper_bound = 64 : index}> : () -> index
