// Motion module: see ARCHITECTURE.md.
