"""The shipped rules texts: complete for every rule set and language, structured, and correct."""

from __future__ import annotations

import re
import tomllib

import pytest

from azul.engine import get_ruleset, ruleset_ids
from azul.i18n import LANGUAGES
from azul.rules_text import Heading, ListBlock, Paragraph, spans_text

from .helpers import PAIRS, REQUIRED_SECTIONS, RULES_DIR, doc, family, part_files


def test_index_covers_exactly_the_engine_rule_sets() -> None:
    index = tomllib.loads((RULES_DIR / "index.toml").read_text(encoding="utf-8"))
    assert set(index["rulesets"]) == set(ruleset_ids())


def test_every_language_holds_the_same_parts_and_none_is_unused() -> None:
    index = tomllib.loads((RULES_DIR / "index.toml").read_text(encoding="utf-8"))
    used = {
        p for entry in index["rulesets"].values() for p in entry["parts"] if not p.startswith("#")
    }
    for language in LANGUAGES:
        assert part_files(language) == used, language


@pytest.mark.parametrize(("ruleset_id", "language"), PAIRS)
def test_text_exists_in_every_language_without_fallback_or_problem(
    ruleset_id: str, language: str
) -> None:
    d = doc(ruleset_id, language)
    assert d.available
    assert d.fallbacks == []
    assert d.problems == []
    assert d.title and d.title != ruleset_id


@pytest.mark.parametrize(("ruleset_id", "language"), PAIRS)
def test_required_sections_in_order_and_none_empty(ruleset_id: str, language: str) -> None:
    d = doc(ruleset_id, language)
    assert d.section_ids() == REQUIRED_SECTIONS
    for section in REQUIRED_SECTIONS:
        text = d.plain_text(d.section(section))
        assert len(text.split()) >= 15, f"section {section} is nearly empty"
    ids = d.section_ids(level=None)
    assert len(ids) == len(set(ids)), "heading ids must be unique"
    # every heading, level 2 included, is followed by content before the next heading
    for block, after in zip(d.blocks, d.blocks[1:] + [None], strict=True):
        if isinstance(block, Heading) and block.level == 2:
            assert isinstance(after, Paragraph | ListBlock), block.id


@pytest.mark.parametrize(("ruleset_id", "language"), PAIRS)
def test_reasonable_length_and_no_markup_left(ruleset_id: str, language: str) -> None:
    d = doc(ruleset_id, language)
    text = d.plain_text()
    assert 800 <= len(text.split()) <= 2100
    assert "{{" not in text and "}}" not in text
    assert "**" not in text, "an unmatched bold marker"
    assert "::" not in text
    for block in d.blocks:
        if isinstance(block, ListBlock):
            assert all(spans_text(item).strip() for item in block.items)


def _signed(values: tuple[int, ...]) -> str:
    return ", ".join(f"\u2212{-v}" if v < 0 else str(v) for v in values)


@pytest.mark.parametrize(("ruleset_id", "language"), PAIRS)
def test_key_numbers_of_the_rule_set_appear(ruleset_id: str, language: str) -> None:
    d = doc(ruleset_id, language)
    rs = get_ruleset(ruleset_id)
    components = d.plain_text(d.section("components"))
    setup = d.plain_text(d.section("setup"))
    end = d.plain_text(d.section("end"))
    assert str(rs.total_tiles) in components and str(rs.tiles_per_colour) in components
    assert str(rs.total_tiles) in setup
    for players in (2, 3, 4):
        assert re.search(rf"\b{rs.factories(players)}\b", setup)
    assert str(rs.tiles_per_factory) in setup
    if family(ruleset_id) == "base":
        spec = rs.spec
        floor = _signed(spec.floor_values)
        assert floor in d.plain_text(d.section("round")), floor
        for bonus in (spec.bonus_row, spec.bonus_column, spec.bonus_colour):
            assert f"+{bonus}" in end
        example = f"{spec.bonus_row} + {spec.bonus_row} + {spec.bonus_column} + {spec.bonus_colour}"
        total = 2 * spec.bonus_row + spec.bonus_column + spec.bonus_colour
        assert f"{example} = {total}" in end
    else:
        spec = rs.spec
        assert re.search(rf"\b{spec.start_score}\b", setup)
        for bonus in set(spec.star_bonus_by_colour) | {spec.multicolour_bonus}:
            assert re.search(rf"\b{bonus}\b", end), bonus
        for _value, bonus in spec.value_bonus:
            assert f"+{bonus}" in end
        assert str(spec.supply_spaces) in components


def test_crystal_side_2_states_its_bigger_bonuses_everywhere() -> None:
    for language in LANGUAGES:
        text = doc("crystal-mosaic-2", language).plain_text()
        for number in ("+3", "+10", "+12"):
            assert number in text, (language, number)


UNVERIFIED = {
    "en": "unverified assumption",
    "hu": "nem ellenőrzött feltételezés",
    "fi": "vahvistamaton oletus",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_reverse_track_is_named_an_unverified_assumption(language: str) -> None:
    phrase = UNVERIFIED[language]
    for ruleset_id in ruleset_ids():
        if family(ruleset_id) != "pavilion":
            continue
        d = doc(ruleset_id, language)
        assert phrase in d.plain_text(d.section("rulings")).lower(), ruleset_id
        if not get_ruleset(ruleset_id).spec.track_verified:  # also where the track is set up
            assert phrase in d.plain_text(d.section("setup")).lower(), ruleset_id


ENGLISH_WORDS = (" the ", " and ", " of ")


def _english_count(text: str) -> int:
    low = f" {text.lower()} "
    return sum(low.count(w) for w in ENGLISH_WORDS)


@pytest.mark.parametrize(("ruleset_id", "language"), [p for p in PAIRS if p[1] != "en"])
def test_translations_are_not_english(ruleset_id: str, language: str) -> None:
    assert _english_count(doc(ruleset_id, language).plain_text()) <= 2
    # the same check finds plenty in the English text, so it can tell the difference
    assert _english_count(doc(ruleset_id, "en").plain_text()) > 50


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_numeral_grammar(ruleset_id: str) -> None:
    hu = doc(ruleset_id, "hu").plain_text()
    fi = doc(ruleset_id, "fi").plain_text()
    # Hungarian keeps the noun singular after a number: "3 csempe", never "3 csempék".
    assert not re.search(r"\b\d+ (csempék|korongok|pontok|mezők)\b", hu)
    # Finnish takes the partitive after numbers above one: "3 laattaa", never "3 laatta".
    assert not re.search(r"\b([2-9]|\d\d+) (laatta|piste|tehdasalusta)\b", fi)
    assert not re.search(r"\b1 (laattaa|pistettä)\b", fi)


@pytest.mark.parametrize("language", LANGUAGES)
def test_mini_texts_use_the_set_aside_wording(language: str) -> None:
    lid = {"en": "box lid", "hu": "doboz tetej", "fi": "pelilaatikon kan"}[language]
    aside = {"en": "set-aside", "hu": "félretett", "fi": "syrjään"}[language]
    for ruleset_id in ("azul-mini", "azul-mini-dark"):
        d = doc(ruleset_id, language)
        round_text = d.plain_text(d.section("round"))
        assert lid not in round_text and aside in round_text
    classic = doc("azul", language)
    assert lid in classic.plain_text(classic.section("round"))
