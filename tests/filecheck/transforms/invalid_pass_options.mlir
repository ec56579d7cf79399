// Wrong pass names and option values, rejected by xDSL's pipeline parser before any IR is read.
// xdsl-opt (stock xDSL 0.74) reports these as a ValueError with a traceback and exits non-zero; each
// RUN line checks the exact message. The passes of this package never see such options.

// RUN: not xdsl-opt %s -p 'propagate-encodings{bogus=true}' 2>&1 | filecheck %s --check-prefix=UNKNOWN-OPTION
// UNKNOWN-OPTION: ValueError: Provided arguments ["bogus"] not found in expected arguments ["unit_dims", "remarks", "elementwise", "target", "cpu_features", "ukernels"]

// RUN: not xdsl-opt %s -p 'set-encoding{k-dims=1}' 2>&1 | filecheck %s --check-prefix=SET-UNKNOWN-OPTION
// SET-UNKNOWN-OPTION: ValueError: Provided arguments ["k_dims"] not found in expected arguments ["remarks", "encoding", "data_tiling_op_types"]

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-nop{resolver=multiple}' 2>&1 | filecheck %s --check-prefix=NOP-NO-OPTIONS
// NOP-NO-OPTIONS: ValueError: Provided arguments ["resolver"] not found in expected arguments []

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-padding{pad-to=16}' 2>&1 | filecheck %s --check-prefix=PADDING-UNKNOWN-OPTION
// PADDING-UNKNOWN-OPTION: ValueError: Provided arguments ["pad_to"] not found in expected arguments ["resolver", "target", "cache_line_bytes", "cache_sets", "multiple", "remarks"]

// RUN: not xdsl-opt %s -p 'propagate-encodings{unit-dims=3}' 2>&1 | filecheck %s --check-prefix=BOOL-AS-INT
// BOOL-AS-INT: ValueError: Incompatible types: given (3,), expected <class 'bool'>

// RUN: not xdsl-opt %s -p 'propagate-encodings{unit-dims}' 2>&1 | filecheck %s --check-prefix=BOOL-WITHOUT-VALUE
// BOOL-WITHOUT-VALUE: ValueError: Incompatible types: given (), expected <class 'bool'>

// RUN: not xdsl-opt %s -p 'propagate-encodings{remarks=yes}' 2>&1 | filecheck %s --check-prefix=BOOL-AS-STRING
// BOOL-AS-STRING: ValueError: Incompatible types: given ('yes',), expected <class 'bool'>

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-padding{multiple=abc}' 2>&1 | filecheck %s --check-prefix=INT-AS-STRING
// INT-AS-STRING: ValueError: Incompatible types: given ('abc',), expected <class 'int'>

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-padding{multiple=2.5}' 2>&1 | filecheck %s --check-prefix=INT-AS-FLOAT
// INT-AS-FLOAT: ValueError: Incompatible types: given (2.5,), expected <class 'int'>

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=multiple,cache-line}' 2>&1 | filecheck %s --check-prefix=STRING-AS-LIST
// STRING-AS-LIST: ValueError: Incompatible types: given ('multiple', 'cache-line'), expected <class 'str'>

// RUN: not xdsl-opt %s -p 'materialize-encoding-into-padding{resolver=}' 2>&1 | filecheck %s --check-prefix=EMPTY-VALUE
// EMPTY-VALUE: Unknown argument value, wrap argument in quotes to pass arbitrary string values

// RUN: not xdsl-opt %s -p 'propagate-encoding' 2>&1 | filecheck %s --check-prefix=UNKNOWN-PASS
// UNKNOWN-PASS: ValueError: Unrecognized passes: ['propagate-encoding']

func.func @any_program(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  func.return %x : tensor<4x8xf32>
}
