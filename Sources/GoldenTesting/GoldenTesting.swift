// GoldenTesting module: see ARCHITECTURE.md.
