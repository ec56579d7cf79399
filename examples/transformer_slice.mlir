// A slice of a transformer's self-attention layer, the input of `make demo` (examples/demo.py).
//
// Batch 2, sequence 64, 2 heads of 128, hidden 256, f32. Tokens are flattened for the
// projections (2x64x256 -> 128x256), split into heads for attention (128x256 -> 2x64x2x128)
// and merged back for the output projection (2x64x2x128 -> 128x256):
//
//   Q = x Wq^T, K = x Wk^T   linear layers with PyTorch's weight layout (transposed-B contractions)
//   V = x Wv                 a plain linalg.matmul
//   S = Q K^T per head       a transposed-B contraction over head_dim
//   P = softmax(S), Q scaled by 1/sqrt(128) first
//   C = P V per head         contracts over the key positions (normalized after, FlashAttention-style)
//   y = x + merge_heads(C) Wo
//
// What the pipeline should find: the set_encodings of the projections' inputs move up through
// the token flattening to %x; the head split cuts Q K^T's K (head_dim) out of the hidden dim
// and the merge of heads folds the output projection's K (heads x head_dim) out of two dims,
// so the set_encodings of Q and of the merged heads must stop there. See docs/demo.md.
func.func @main(%x: tensor<2x64x256xf32>, %wq: tensor<256x256xf32>, %wk: tensor<256x256xf32>,
                %wv: tensor<256x256xf32>, %wo: tensor<256x256xf32>) -> tensor<2x64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347e+38 : f32
  %scale = arith.constant 0.0883883461 : f32

  // Flatten tokens: 2x64x256 -> 128x256.
  %tokens = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x64x256xf32> into tensor<128x256xf32>
  %empty = tensor.empty() : tensor<128x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<128x256xf32>) -> tensor<128x256xf32>

  // Q = tokens Wq^T, K = tokens Wk^T: out[m, n] = sum_k tokens[m, k] * w[n, k].
  %q = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%tokens, %wq : tensor<128x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<128x256xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x256xf32>
  %k = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%tokens, %wk : tensor<128x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<128x256xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x256xf32>
  // V = tokens Wv.
  %v = linalg.matmul ins(%tokens, %wv : tensor<128x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<128x256xf32>) -> tensor<128x256xf32>

  // Scale Q by 1/sqrt(head_dim) before the heads are split (as `q = q * scale` in PyTorch).
  %q_scaled = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<128x256xf32>) outs(%empty : tensor<128x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %scale : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>

  // Split heads: 128x256 -> 2x64x2x128 (batch, position, head, head_dim). Dim 3 (head_dim,
  // the K of Q K^T) is a piece of source dim 1: the set_encoding of Q cannot cross this.
  %qh = tensor.expand_shape %q_scaled [[0, 1], [2, 3]] output_shape [2, 64, 2, 128] : tensor<128x256xf32> into tensor<2x64x2x128xf32>
  %kh = tensor.expand_shape %k [[0, 1], [2, 3]] output_shape [2, 64, 2, 128] : tensor<128x256xf32> into tensor<2x64x2x128xf32>
  %vh = tensor.expand_shape %v [[0, 1], [2, 3]] output_shape [2, 64, 2, 128] : tensor<128x256xf32> into tensor<2x64x2x128xf32>

  // S[b, h, i, j] = sum_d Q[b, i, h, d] * K[b, j, h, d]: Q K^T per head.
  %s_empty = tensor.empty() : tensor<2x2x64x64xf32>
  %s_acc = linalg.fill ins(%zero : f32) outs(%s_empty : tensor<2x2x64x64xf32>) -> tensor<2x2x64x64xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qh, %kh : tensor<2x64x2x128xf32>, tensor<2x64x2x128xf32>) outs(%s_acc : tensor<2x2x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x2x64x64xf32>

  // Softmax over j, normalized after P V as FlashAttention does: row max, exp of the
  // shifted scores, row sum; the division by the row sum comes after the contraction.
  %r_empty = tensor.empty() : tensor<2x2x64xf32>
  %max_init = linalg.fill ins(%lowest : f32) outs(%r_empty : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
  %row_max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%scores : tensor<2x2x64x64xf32>) outs(%max_init : tensor<2x2x64xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x64xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores, %row_max : tensor<2x2x64x64xf32>, tensor<2x2x64xf32>) outs(%s_empty : tensor<2x2x64x64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<2x2x64x64xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%r_empty : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
  %row_sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x2x64x64xf32>) outs(%sum_init : tensor<2x2x64xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x2x64xf32>
  // C[b, i, h, d] = sum_j E[b, h, i, j] * V[b, j, h, d].
  %c_empty = tensor.empty() : tensor<2x64x2x128xf32>
  %c_acc = linalg.fill ins(%zero : f32) outs(%c_empty : tensor<2x64x2x128xf32>) -> tensor<2x64x2x128xf32>
  %context = linalg.generic {indexing_maps = [affine_map<(b, i, h, d, j) -> (b, h, i, j)>, affine_map<(b, i, h, d, j) -> (b, j, h, d)>, affine_map<(b, i, h, d, j) -> (b, i, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%exp, %vh : tensor<2x2x64x64xf32>, tensor<2x64x2x128xf32>) outs(%c_acc : tensor<2x64x2x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x64x2x128xf32>

  // Normalize: C[b, i, h, d] / rowsum[b, h, i].
  %normalized = linalg.generic {indexing_maps = [affine_map<(b, i, h, d) -> (b, i, h, d)>, affine_map<(b, i, h, d) -> (b, h, i)>, affine_map<(b, i, h, d) -> (b, i, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%context, %row_sum : tensor<2x64x2x128xf32>, tensor<2x2x64xf32>) outs(%c_empty : tensor<2x64x2x128xf32>) {
  ^bb0(%c: f32, %s: f32, %o: f32):
    %r = arith.divf %c, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x64x2x128xf32>

  // Merge heads: 2x64x2x128 -> 128x256. Dim 1 of the result (the output projection's K)
  // is heads x head_dim: two source dims merged into one.
  %merged = tensor.collapse_shape %normalized [[0, 1], [2, 3]] : tensor<2x64x2x128xf32> into tensor<128x256xf32>
  %out = linalg.matmul ins(%merged, %wo : tensor<128x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<128x256xf32>) -> tensor<128x256xf32>

  // Back to 2x64x256 and the residual connection.
  %out3 = tensor.expand_shape %out [[0, 1], [2]] output_shape [2, 64, 256] : tensor<128x256xf32> into tensor<2x64x256xf32>
  %y_empty = tensor.empty() : tensor<2x64x256xf32>
  %y = linalg.add ins(%x, %out3 : tensor<2x64x256xf32>, tensor<2x64x256xf32>) outs(%y_empty : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
  func.return %y : tensor<2x64x256xf32>
}
