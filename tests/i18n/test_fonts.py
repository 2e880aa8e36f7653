"""Every character of every catalog has a real glyph in the bundled fonts (Lato for text,
Comfortaa for titles), and so do the rules viewer's headings, which it sets in Comfortaa."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from support.fonts import missing_glyphs  # noqa: E402

from azul.engine import ruleset_ids  # noqa: E402
from azul.i18n import LANGUAGES, load_catalog  # noqa: E402
from azul.resources import FONT_BODY, FONT_BOLD, FONT_TITLE, locale_dir  # noqa: E402
from azul.rules_text import Heading, load_rules  # noqa: E402


def _missing(font_file: str, chars: set[str]) -> list[str]:
    """Characters the font lacks (blanks are not drawn, so not checked)."""
    return missing_glyphs(font_file, {ch for ch in chars if not ch.isspace()})


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield
    pygame.font.quit()


def _catalog_characters(lang: str) -> set[str]:
    chars: set[str] = set()
    for value in load_catalog(locale_dir() / f"{lang}.toml").values():
        for text in value.values() if isinstance(value, dict) else [value]:
            chars.update(text)
    return chars


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_characters_render_in_every_bundled_text_font(lang: str) -> None:
    chars = _catalog_characters(lang)
    if lang == "hu":
        assert {"ő", "ű", "„", "”", "–", "…"} <= chars  # the catalog really uses them
    if lang == "fi":
        assert {"ä", "ö", "”", "−"} <= chars
    for font in (FONT_BODY, FONT_BOLD, FONT_TITLE):
        assert _missing(font, chars) == [], font


def test_rules_headings_render_in_the_title_font() -> None:
    chars: set[str] = set()
    for ruleset_id in ruleset_ids():
        for lang in LANGUAGES:
            doc = load_rules(ruleset_id, lang)
            chars.update(doc.title)
            for block in doc.blocks:
                if isinstance(block, Heading):
                    chars.update(block.text)
    assert {"ő", "ä"} <= chars
    assert _missing(FONT_TITLE, chars) == []


def test_the_glyph_check_detects_a_missing_glyph() -> None:
    assert _missing(FONT_BODY, {"\u0378", "a"}) == ["\u0378"]
