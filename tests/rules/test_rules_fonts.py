"""Every character of every rules text has a real glyph in the bundled body and bold fonts."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402
from support.fonts import missing_glyphs  # noqa: E402

from azul.resources import FONT_BODY, FONT_BOLD  # noqa: E402
from azul.rules_text import Heading, ListBlock, Paragraph, Span  # noqa: E402

from .helpers import PAIRS, doc  # noqa: E402


def _characters() -> tuple[set[str], set[str]]:
    """(characters shown in body text, characters shown bold: headings and bold spans)."""
    body: set[str] = set()
    bold: set[str] = set()
    for ruleset_id, language in PAIRS:
        d = doc(ruleset_id, language)
        bold.update(d.title)
        for block in d.blocks:
            spans: list[Span] = []
            if isinstance(block, Heading):
                bold.update(block.text)
            elif isinstance(block, Paragraph):
                spans = list(block.spans)
            elif isinstance(block, ListBlock):
                spans = [s for item in block.items for s in item]
            for span in spans:
                (bold if span.bold else body).update(span.text)
    return body, bold


def _missing(font_file: str, chars: set[str]) -> list[str]:
    """Characters the font lacks (the space is not drawn, so not checked)."""
    return missing_glyphs(font_file, chars - {" "})


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> object:
    pygame.font.init()
    yield
    pygame.font.quit()


def test_all_rules_characters_render_in_lato() -> None:
    body, bold = _characters()
    assert {"ő", "ű", "ä", "ö", "−", "×", "–"} <= body | bold  # the texts really use them
    assert _missing(FONT_BODY, body) == []
    assert _missing(FONT_BOLD, bold | body) == []


def test_the_glyph_check_detects_a_missing_glyph() -> None:
    assert _missing(FONT_BODY, {"\u0378", "\U0001f600"}) == ["\u0378", "\U0001f600"]
