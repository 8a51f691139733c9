// ImageIO module: see ARCHITECTURE.md.
