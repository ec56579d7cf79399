"""Passes of this package, imported only when asked for."""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Name -> factory for every pass of this package (keys equal `ModulePass.name`)."""

    def get_verify_encodings() -> type[ModulePass]:
        from xdsl_encoding.transforms.verify_encodings import VerifyEncodingsPass

        return VerifyEncodingsPass

    def get_set_encoding() -> type[ModulePass]:
        from xdsl_encoding.transforms.set_encoding import SetEncodingPass

        return SetEncodingPass

    def get_propagate_encodings() -> type[ModulePass]:
        from xdsl_encoding.transforms.propagate_encodings import PropagateEncodingsPass

        return PropagateEncodingsPass

    def get_materialize_encoding_into_padding() -> type[ModulePass]:
        from xdsl_encoding.transforms.materialize_encoding_into_padding import MaterializeEncodingIntoPaddingPass

        return MaterializeEncodingIntoPaddingPass

    def get_materialize_encoding_into_nop() -> type[ModulePass]:
        from xdsl_encoding.transforms.materialize_encoding_into_nop import MaterializeEncodingIntoNopPass

        return MaterializeEncodingIntoNopPass

    def get_specialize_encodings() -> type[ModulePass]:
        from xdsl_encoding.transforms.specialize_encodings import SpecializeEncodingsPass

        return SpecializeEncodingsPass

    def get_materialize_encoding_into_packs() -> type[ModulePass]:
        from xdsl_encoding.transforms.materialize_encoding_into_packs import MaterializeEncodingIntoPacksPass

        return MaterializeEncodingIntoPacksPass

    def get_encode_host_tensors() -> type[ModulePass]:
        from xdsl_encoding.transforms.encode_host_tensors import EncodeHostTensorsPass

        return EncodeHostTensorsPass

    def get_plan_layouts() -> type[ModulePass]:
        from xdsl_encoding.transforms.plan_layouts import PlanLayoutsPass

        return PlanLayoutsPass

    return {
        "verify-encodings": get_verify_encodings,
        "set-encoding": get_set_encoding,
        "propagate-encodings": get_propagate_encodings,
        "materialize-encoding-into-padding": get_materialize_encoding_into_padding,
        "materialize-encoding-into-nop": get_materialize_encoding_into_nop,
        "materialize-encoding-into-packs": get_materialize_encoding_into_packs,
        "specialize-encodings": get_specialize_encodings,
        "encode-host-tensors": get_encode_host_tensors,
        "plan-layouts": get_plan_layouts,
    }
