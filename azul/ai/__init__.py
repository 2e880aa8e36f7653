"""Computer players: simple built-in players and the levelled AI opponents."""
