"""The base Azul family's table kit (Azul, grey wall, Azul Mini, Crystal Mosaic)."""
