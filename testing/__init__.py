"""Test-only tools, kept out of the wheel: IREE's `iree-opt` as a reference oracle, structural comparison.

`tests/pytest` imports them through pytest's `pythonpath` option, `bench/` through `sys.path`.
"""
