// RUN: xdsl-encoding-run %s --args "100 : i8, 100 : i8, 2.5 : f32" | filecheck %s

// Scalars wrap around like MLIR's integers; several results print like xdsl-run's.

func.func @main(%a: i8, %b: i8, %x: f32) -> (i8, i1, f32) {
  %s = arith.addi %a, %b : i8
  %c = arith.cmpi slt, %s, %a : i8
  %y = arith.mulf %x, %x : f32
  return %s, %c, %y : i8, i1, f32
}

// CHECK:      result: (
// CHECK-NEXT:     -56 : i8,
// CHECK-NEXT:     true,
// CHECK-NEXT:     6.25 : f32
// CHECK-NEXT: )
