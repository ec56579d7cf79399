"""Small helpers shared by the dialect, the passes and the interpreter."""
