// Symbols module: see ARCHITECTURE.md.
