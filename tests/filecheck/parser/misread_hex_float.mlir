// Stock xdsl-opt (xDSL 0.74) reads IREE's `dense<0xFF800000>` (-inf) as 4286578688.0; it cannot be told apart
// after parsing, so every pass of ours and verify-encodings refuse such a value (xdsl_encoding/parser.py).
// RUN: xdsl-opt %s | filecheck %s --check-prefix=MISREAD
// RUN: xdsl-opt %s -p verify-encodings --verify-diagnostics | filecheck %s
// RUN: xdsl-opt %s -p propagate-encodings --verify-diagnostics | filecheck %s
// RUN: xdsl-encoding-run %s --symbol f | filecheck %s --check-prefix=RESULT
// xdsl-encoding-opt (the faithful parser) reads the bits, and passes run on them:
// RUN: xdsl-encoding-opt %s -p verify-encodings | filecheck %s --check-prefix=FAITHFUL
// RUN: xdsl-encoding-run %s --symbol id --args "dense<0xFF800000> : tensor<f32>" | filecheck %s --check-prefix=RESULT

func.func @f() -> tensor<f32> {
  %0 = arith.constant dense<0xFF800000> : tensor<f32>
  return %0 : tensor<f32>
}

func.func @id(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}

// MISREAD: arith.constant dense<4.28657869e+09> : tensor<f32>
// CHECK: arith.constant: `value` holds 4286578688 : f32, the bit pattern 0xff800000 read as a number (xDSL 0.74's xdsl-opt misreads hexadecimal elements of float dense<...> literals)
// RESULT: result: dense<-inf> : tensor<f32>
// FAITHFUL: %0 = arith.constant dense<0xff800000> : tensor<f32>
