"""Tile colours of every rule set, with the one-letter codes used by the move notation."""

from __future__ import annotations

# Base family (Azul, Mini, Crystal Mosaic): index order is also the wall-pattern order.
BLUE, YELLOW, RED, BLACK, WHITE = range(5)
BASE_COLOURS: tuple[str, ...] = ("blue", "yellow", "red", "black", "white")
BASE_LETTERS: tuple[str, ...] = ("b", "y", "r", "k", "w")

# Summer Pavilion: index order is the front round track's wild-colour order.
PURPLE, GREEN, ORANGE, P_YELLOW, P_BLUE, P_RED = range(6)
PAVILION_COLOURS: tuple[str, ...] = ("purple", "green", "orange", "yellow", "blue", "red")
PAVILION_LETTERS: tuple[str, ...] = ("p", "g", "o", "y", "b", "r")

# The first-player marker, where a floor line lists tile ids.
MARKER = 5
