"""Rules tests for the base-family engine (Azul, grey wall, Mini, Crystal Mosaic)."""
