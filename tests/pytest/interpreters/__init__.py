"""Tests of the numpy interpreter (xdsl_encoding/interpreters/)."""
