"""IREE's `iree_encoding` dialect, textually compatible with IREE 3.13 and 3.7.1.

Every attribute and op of compiler/src/iree/compiler/Dialect/Encoding/IR/ at IREE 3.13 (b48a595), plus
3.7.1's (cb2048e0) `matmul_k` and list-form `testing`. Where the two versions differ, the union is
read and each spelling is printed back as it was written (docs/decisions.md).
"""

from __future__ import annotations

from xdsl.ir import Attribute, Dialect

from xdsl_encoding.dialects.iree_encoding.attrs import (
    IdentityAttr,
    LayoutAttr,
    MatmulKAttr,
    PackedStorageAttr,
    PaddingAttr,
    SpecializedAttr,
    TestingAttr,
    UnknownAttr,
    bit_width,
)
from xdsl_encoding.dialects.iree_encoding.encoding_attr import OP_TYPES, EncodingAttr, EncodingOpTypeAttr
from xdsl_encoding.dialects.iree_encoding.interfaces import SerializableAttr
from xdsl_encoding.dialects.iree_encoding.ops import SetEncodingOp, UnsetEncodingOp
from xdsl_encoding.dialects.iree_encoding.resolver_attrs import (
    IdentityResolverAttr,
    SpecializationResolverAttr,
    UnsupportedResolverAttr,
)
from xdsl_encoding.dialects.iree_encoding.syntax import INT64_MIN

__all__ = [
    "ATTRIBUTES",
    "ENCODINGS",
    "INT64_MIN",
    "OP_TYPES",
    "EncodingAttr",
    "EncodingOpTypeAttr",
    "IREEEncoding",
    "IdentityAttr",
    "IdentityResolverAttr",
    "LayoutAttr",
    "MatmulKAttr",
    "PackedStorageAttr",
    "PaddingAttr",
    "SerializableAttr",
    "SetEncodingOp",
    "SpecializationResolverAttr",
    "SpecializedAttr",
    "TestingAttr",
    "UnknownAttr",
    "UnsetEncodingOp",
    "UnsupportedResolverAttr",
    "bit_width",
]

ENCODINGS: tuple[type[Attribute], ...] = (
    MatmulKAttr,
    PaddingAttr,
    LayoutAttr,
    EncodingAttr,
    IdentityAttr,
    PackedStorageAttr,
    TestingAttr,
    SpecializedAttr,
)
"""The attributes of this dialect that are encodings (implement `SerializableAttr`)."""

ATTRIBUTES: tuple[type[Attribute], ...] = (
    *ENCODINGS,
    EncodingOpTypeAttr,
    UnknownAttr,
    IdentityResolverAttr,
    UnsupportedResolverAttr,
    SpecializationResolverAttr,
)
"""Every attribute of the dialect."""

IREEEncoding = Dialect("iree_encoding", [SetEncodingOp, UnsetEncodingOp], list(ATTRIBUTES))
