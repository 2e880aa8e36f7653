"""Whether a bundled font really has a glyph for each character (pygame.font initialised)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from azul.resources import font_path

NOT_A_GLYPH = "\ue000"  # private use: no glyph in the bundled fonts, so it renders .notdef
CHECK_SIZE = 24  # px: large enough that two different glyphs never draw the same pixels


def missing_glyphs(font_file: str, chars: Iterable[str]) -> list[str]:
    """The characters (sorted) the font draws as its .notdef box: a missing glyph falls back to
    .notdef, with the same metrics and the same pixels."""
    font = pygame.font.Font(str(font_path(font_file)), CHECK_SIZE)
    notdef_metrics = font.metrics(NOT_A_GLYPH)
    notdef = pygame.image.tobytes(font.render(NOT_A_GLYPH, True, (0, 0, 0)), "RGBA")
    missing = []
    for ch in sorted(chars):
        metrics = font.metrics(ch)
        if not metrics or metrics[0] is None:
            missing.append(ch)
        elif metrics == notdef_metrics:
            drawn = pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA")
            if drawn == notdef:
                missing.append(ch)
    return missing
