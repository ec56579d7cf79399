"""Facts about targets (CPU arches and their tile tables, GPU arches and products, element widths); no dialect imports."""
