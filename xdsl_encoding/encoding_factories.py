"""The encodings `set-encoding{encoding=NAME}` can write: the documented import path of the extension point.

What a factory is told lives in `xdsl_encoding.layouts.encoding_factory`; the registry and its
built-ins live with the pass (`xdsl_encoding.transforms.set_encoding`). Both are re-exported here.
"""

from xdsl_encoding.layouts.encoding_factory import DATA_TILING_OP_TYPES as DATA_TILING_OP_TYPES
from xdsl_encoding.layouts.encoding_factory import DEFAULT_DATA_TILING_OP_TYPES as DEFAULT_DATA_TILING_OP_TYPES
from xdsl_encoding.layouts.encoding_factory import ContractionInfo as ContractionInfo
from xdsl_encoding.layouts.encoding_factory import EncodingDriver as EncodingDriver
from xdsl_encoding.layouts.encoding_factory import EncodingFactory as EncodingFactory
from xdsl_encoding.layouts.encoding_factory import EncodingScheme as EncodingScheme
from xdsl_encoding.layouts.encoding_factory import OpTypeDriver as OpTypeDriver
from xdsl_encoding.layouts.encoding_factory import contraction_info as contraction_info
from xdsl_encoding.transforms.set_encoding import encoding_names as encoding_names
from xdsl_encoding.transforms.set_encoding import encoding_scheme as encoding_scheme
from xdsl_encoding.transforms.set_encoding import register_encoding as register_encoding
from xdsl_encoding.transforms.set_encoding import unregister_encoding as unregister_encoding
