"""`propagate-encodings`: the pass, its patterns, and the one-step moves both are made of."""

from xdsl_encoding.transforms.propagate_encodings.patterns import (
    BubbleSetEncodingThroughCollapseShapePattern,
    BubbleSetEncodingThroughExpandShapePattern,
    FoldIdentityReshapePattern,
    SinkUnsetEncodingThroughCollapseShapePattern,
    SinkUnsetEncodingThroughExpandShapePattern,
    propagation_patterns,
)
from xdsl_encoding.transforms.propagate_encodings.propagate_encodings import PropagateEncodingsPass
from xdsl_encoding.transforms.propagate_encodings.steps import Refusal

__all__ = [
    "BubbleSetEncodingThroughCollapseShapePattern",
    "BubbleSetEncodingThroughExpandShapePattern",
    "FoldIdentityReshapePattern",
    "PropagateEncodingsPass",
    "Refusal",
    "SinkUnsetEncodingThroughCollapseShapePattern",
    "SinkUnsetEncodingThroughExpandShapePattern",
    "propagation_patterns",
]
