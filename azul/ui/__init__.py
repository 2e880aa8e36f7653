"""The desktop game: pygame scenes, table drawing, input and animation (nothing runs at import)."""
