"""Encoding (+ target) -> storage layout: the decisions every pass asks, with no rewriting (IREE's ExternalInterfaces layer)."""
