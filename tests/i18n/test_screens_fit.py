"""At 1280×720, in every language: the title, setup, table (with a selection and a refused
move), pause, settings, end screen and rules viewer draw every line of text whole, inside the
window and inside (never across) the controls, and every word a player reads comes from the
catalogs (or is a name, a number or move notation)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from azul.engine import get_ruleset
from azul.i18n import LANGUAGES, Translator
from azul.resources import locale_dir
from azul.ui.kits import KitRegistry
from azul.ui.scenes.setup import SetupScene

from .screens import LONGEST, SEAT_NAMES, Screen, Tour, tour

# Screens whose top scene covers the whole window: their widgets are the only controls shown.
OPAQUE = {"title", "setup", "setup-long", "table", "table-selected", "table-hint", "rules"}
NOTATION = re.compile(r"([1-9c][byrkwpgo][1-5f]|r[1-5]c[1-5])")
CASES = [(lang, "azul") for lang in LANGUAGES] + [
    ("hu", "crystal-mosaic-1"),  # the end screen's extra ×2 column
    ("fi", "crystal-mosaic-1"),
    ("en", "summer-pavilion"),  # the Summer Pavilion table and its end screen
    ("hu", "summer-pavilion"),
    ("fi", "summer-pavilion-grey"),
]


@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}-{c[1]}")
def visited(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Tour:
    lang, ruleset = request.param
    return tour(lang, Path(tmp_path_factory.mktemp("shots")), ruleset)


def _where(screen: Screen, text: str) -> str:
    return f"{screen.name}: {text!r}"


def test_the_tour_saw_every_screen(visited: Tour) -> None:
    names = [s.name for s in visited.screens]
    assert names == [
        "title",
        "setup",
        "setup-long",
        "table",
        "table-selected",
        "table-hint",
        "pause",
        "settings",
        "end",
        "rules",
    ]
    assert all(len(s.texts) >= 5 for s in visited.screens)


def test_no_text_is_cut_short(visited: Tour) -> None:
    cut = [_where(s, d.asked) for s in visited.screens for d in s.texts if d.shown != d.asked]
    assert cut == []


def test_all_text_is_inside_the_window(visited: Tour) -> None:
    area = pygame.FRect(0, 0, 1920, 1080).inflate(2, 2)
    outside = [
        _where(s, d.asked) for s in visited.screens for d in s.texts if not area.contains(d.rect)
    ]
    assert outside == []


def test_text_never_runs_across_a_control(visited: Tour) -> None:
    crossing = []
    for screen in visited.screens:
        if screen.name not in OPAQUE:
            continue
        for d in screen.texts:
            r = d.rect.inflate(-2, -2)
            for w in screen.widgets:
                if r.colliderect(w) and not w.inflate(4, 4).contains(r):
                    crossing.append(_where(screen, d.asked))
    assert crossing == []


def test_every_word_shown_comes_from_the_catalog(visited: Tour) -> None:
    # Word by word: a tooltip may wrap two translated sentences into one line.
    said = set("\n".join(visited.translated).split())
    stray = []
    for screen in visited.screens:
        if screen.name == "rules":
            continue  # the rules text comes from locales/rules (tests/ui/test_rules_viewer.py)
        for d in screen.texts:
            text = d.asked.strip()
            if not re.search(r"[^\W\d_]{2}", text) or NOTATION.fullmatch(text):
                continue
            words = [w for w in text.split() if w not in said and w not in SEAT_NAMES]
            if words:
                stray.append(_where(screen, text))
    assert stray == []


def test_the_screens_speak_the_chosen_language(visited: Tour) -> None:
    said = "\n".join(visited.translated)
    marks = {"en": "Rules", "hu": "Szabályok", "fi": "Säännöt"}
    assert marks[visited.language] in said
    others = [m for lang, m in marks.items() if lang != visited.language]
    assert not any(m in said for m in others)


def test_the_setup_shows_every_word_about_a_rule_set(visited: Tour) -> None:
    text = Translator(locale_dir(), visited.language)
    screen = next(s for s in visited.screens if s.name == "setup-long")
    shown = " ".join(d.shown for d in screen.texts).split()
    rs = get_ruleset(LONGEST)
    about = [text.t(rs.description_key)]
    about += SetupScene.facts(_Facts(text), rs)  # type: ignore[arg-type]
    words = " ".join(about).split()
    missing = [w for w in words if w not in shown]
    assert missing == []


class _Facts:
    """Just enough of a scene for SetupScene.facts (its translations)."""

    def __init__(self, text: Translator) -> None:
        self.t = text.t
        self.tn = text.tn
        self.services = SimpleNamespace(kits=KitRegistry())
