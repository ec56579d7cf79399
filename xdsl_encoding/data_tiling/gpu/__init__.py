"""GPU data tiling as IREE 3.13's `#iree_gpu.gpu_encoding_resolver` does it: intrinsics, chooser, swizzle."""
