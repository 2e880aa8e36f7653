"""The game's screens: title, new-game setup, table, pause, settings, confirm and end of game."""
