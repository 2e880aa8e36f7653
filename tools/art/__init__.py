"""Procedural art, sound and font packaging for the Azul family game (see tools/make_assets.py)."""
