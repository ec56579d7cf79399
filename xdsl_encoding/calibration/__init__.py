"""Calibration of the cost model against IREE's runtime (`xdsl-encoding-calibrate`).

It lowers micro-programs with this package's pipelines (so it sits above `api` and the passes),
compiles and times them with IREE 3.13, and fits a `report.profile.Profile`; the report layer only
reads profiles.
"""
