"""Moved to `xdsl_encoding.verify.module` (the strict verifier sits above the dialects); re-exported."""

from xdsl_encoding.verify.module import ReshapeOp as ReshapeOp
from xdsl_encoding.verify.module import expected_collapsed_encoding as expected_collapsed_encoding
from xdsl_encoding.verify.module import reshape_of as reshape_of
from xdsl_encoding.verify.module import verify_element_access as verify_element_access
from xdsl_encoding.verify.module import verify_encoded_type as verify_encoded_type
from xdsl_encoding.verify.module import verify_encodings_of as verify_encodings_of
from xdsl_encoding.verify.module import verify_module as verify_module
from xdsl_encoding.verify.module import verify_reshape as verify_reshape
