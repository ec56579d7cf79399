"""CPU data tiling as IREE 3.13 does it: targets, tile tables, the chooser, encoding -> packed layout.

Pure functions of a target and an `#iree_encoding.encoding`: no IR is rewritten here. The passes
`set-encoding{encoding=data-tiling}` and `materialize-encoding-into-packs` use them.
"""
