"""`#iree_cpu.pipeline<Default>`: IREE 3.13's name of a CPU codegen pipeline (`translation_info<pipeline = ...>`).

A bare keyword kept verbatim: no pass of this package picks pipelines; the name is checked to be one
of IREE 3.13's CPU pipelines (`Codegen/Dialect/CPU/IR/IREECPUEnums.td`), the names 3.7.1 wrote
`CPU<Name>` in `DispatchLoweringPassPipeline`.
"""

from __future__ import annotations

from xdsl.irdl import irdl_attr_definition
from xdsl.utils.exceptions import VerifyException

from xdsl_encoding.dialects.verbatim import VerbatimAttr

CPU_PIPELINES = (
    "Default",
    "DoubleTilingExpert",
    "ConvTileAndDecomposeExpert",
    "Mmt4dTilingExpert",
    "BufferOpsTileAndVectorize",
    "DataTiling",
    "LinalgExtTileAndVectorize",
)


@irdl_attr_definition
class CPUPipelineAttr(VerbatimAttr):
    name = "iree_cpu.pipeline"

    def verify(self) -> None:
        super().verify()
        if self.text[1:-1].strip() not in CPU_PIPELINES:
            raise VerifyException(f"#{self.name}: unknown CPU pipeline {self.text}")
