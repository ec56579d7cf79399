"""The strict verifier every pass runs first (`verify_module`, in `module.py`) and its module-wide rules."""
