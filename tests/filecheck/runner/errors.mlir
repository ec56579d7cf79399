// RUN: not xdsl-encoding-run %s --args "dense<1.0> : tensor<3xf32>" 2>&1 | filecheck %s --check-prefix=SHAPE
// RUN: not xdsl-encoding-run %s --args "dense<1.0> : tensor<4xf64>" 2>&1 | filecheck %s --check-prefix=DTYPE
// RUN: not xdsl-encoding-run %s 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not xdsl-encoding-run %s --args "dense<1.0> : tensor<4xf32>, 2 : i32" 2>&1 | filecheck %s --check-prefix=COUNT
// RUN: not xdsl-encoding-run %s --symbol nope 2>&1 | filecheck %s --check-prefix=SYMBOL
// RUN: not xdsl-encoding-run %s --random-inputs --symbol unsupported 2>&1 | filecheck %s --check-prefix=NOIMPL
// RUN: not xdsl-encoding-run %t.absent.mlir 2>&1 | filecheck %s --check-prefix=NOFILE
// RUN: not xdsl-encoding-run %s --compare %t.absent.mlir 2>&1 | filecheck %s --check-prefix=NOFILE

// Bad inputs and unsupported ops are one-line errors naming what was expected, never tracebacks.

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

func.func @unsupported(%a: i32, %b: i32) -> i32 {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  return %s : i32
}

// SHAPE: error: argument #0 (%a) of @main: expected shape (4,) (tensor<4xf32>), got (3,)
// DTYPE: error: argument #0 (%a) of @main: expected element type f32 (tensor<4xf32>), got f64
// MISSING: error: @main takes 1 argument(s): pass --args "..." or --random-inputs
// COUNT: error: --args: @main takes 1 argument(s) (tensor<4xf32>), got 2
// SYMBOL: error: no function @nope in the module (functions: @main, @unsupported)
// NOIMPL: error: Could not find interpretation function for op arith.addui_extended
// NOIMPL-NOT: Traceback
// NOFILE: error: cannot read {{.*}}absent.mlir: No such file or directory
// NOFILE-NOT: Traceback
