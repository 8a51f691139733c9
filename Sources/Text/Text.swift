// Text module: see ARCHITECTURE.md.
