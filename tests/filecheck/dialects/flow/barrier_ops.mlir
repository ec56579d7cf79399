// RUN: ENC_ROUNDTRIP
// RUN: ENC_GENERIC_ROUNDTRIP

// flow.tensor.barrier and flow.tensor.dynamic_constant as IREE's Stream/Conversion/FlowToStream/test/tensor_ops.mlir writes them.

util.func public @barrier(%input: tensor<?x128xi8>, %dim0: index) -> (tensor<?x128xi8>, tensor<?x?xi32>) {
  %barrier = flow.tensor.barrier %input : tensor<?x128xi8>{%dim0} on #hal.device.affinity<@device>
  %cst = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>
  util.return %barrier, %cst : tensor<?x128xi8>, tensor<?x?xi32>
}

// CHECK:      %barrier = flow.tensor.barrier %input : tensor<?x128xi8>{%dim0} on #hal.device.affinity<@device>
// CHECK-NEXT: %cst = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x?xi32>

// CHECK-GENERIC: "flow.tensor.barrier"(%input, %dim0) <{target = #hal.device.affinity<@device>}> : (tensor<?x128xi8>, index) -> tensor<?x128xi8>
// CHECK-GENERIC: "flow.tensor.dynamic_constant"() <{value = dense<2> : tensor<2x4xi32>}> : () -> tensor<?x?xi32>
