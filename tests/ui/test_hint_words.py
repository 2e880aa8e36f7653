"""The Hint says the computer's move in words, in every language and for every move kind."""

from __future__ import annotations

import re

import pytest

from azul.engine import new_game
from azul.engine.base_game import CENTRE, FLOOR, draft_move, tile_move
from azul.engine.pavilion_moves import CENTRE as P_CENTRE
from azul.engine.pavilion_moves import DONE, PASS, keep_move, pick_move, place_move
from azul.engine.pavilion_moves import draft_move as p_draft
from azul.i18n import Translator
from azul.resources import locale_dir
from azul.ui.families.base.hints import base_hint
from azul.ui.families.pavilion.hints import pavilion_hint

HINT_WORD = {"en": "Hint: ", "hu": "Tipp: ", "fi": "Vihje: "}
LANGUAGES = tuple(HINT_WORD)


def _clean(text: str, language: str) -> None:
    assert text.startswith(HINT_WORD[language]), text
    assert "{" not in text and "}" not in text, text
    assert "hint." not in text and "colour." not in text, text  # no raw catalog keys


@pytest.mark.parametrize("language", LANGUAGES)
def test_base_moves_name_the_source_colour_and_destination(language: str) -> None:
    words = Translator(locale_dir(), language)
    state = new_game("azul", 2, 1)
    blue = words.t("colour.blue")[:4]  # the stem: Finnish inflects it ("siniset")
    cases = {
        draft_move(3, 0, 4): ("4", "5", blue),  # factory 4, line 5
        draft_move(CENTRE, 0, 1): ("2", blue),  # centre, line 2
        draft_move(0, 0, FLOOR): ("1", blue),  # factory 1, floor
        draft_move(CENTRE, 0, FLOOR): (blue,),
        tile_move(2, 3): ("3", "4"),  # line 3 into column 4
    }
    texts = set()
    for move, parts in cases.items():
        text = base_hint(words, state, move)
        _clean(text, language)
        for part in parts:
            assert part.lower() in text.lower(), (part, text)
        texts.add(text)
    assert len(texts) == len(cases)  # every kind reads differently


@pytest.mark.parametrize("language", LANGUAGES)
def test_pavilion_moves_of_every_decision_kind_read_as_sentences(language: str) -> None:
    words = Translator(locale_dir(), language)
    state = new_game("summer-pavilion", 2, 1)
    moves = [
        p_draft(2, 1),
        p_draft(P_CENTRE, 4),
        place_move(0, 2, 0, 0),  # space 3, no wilds
        place_move(6, 4, 3, 2),  # the centre star, space 5, two wilds
        place_move(1, 0, 1, 0),  # space 1: a single tile
        PASS,
        pick_move(2),
        keep_move(5),
        DONE,
    ]
    texts = [pavilion_hint(words, state, m) for m in moves]
    for text in texts:
        _clean(text, language)
    assert len(set(texts)) == len(texts)
    place_two_wilds = texts[3]
    assert "5" in place_two_wilds and "2" in place_two_wilds
    assert words.t("pavilion.star_centre") in place_two_wilds
    assert re.search(r"\b3\b", texts[2])


def test_grey_boards_name_stars_by_place() -> None:
    words = Translator(locale_dir(), "en")
    state = new_game("summer-pavilion-grey", 2, 1)
    text = pavilion_hint(words, state, place_move(0, 2, 0, 0))
    assert words.t("pavilion.star_at.0") in text
