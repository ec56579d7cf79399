"""Reassociation algebra and strict verification of `tensor.collapse_shape` / `tensor.expand_shape`."""
