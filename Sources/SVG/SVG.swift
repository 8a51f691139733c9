// SVG module: see ARCHITECTURE.md.
