"""The catalogs are complete, consistent and grammatical in English, Hungarian and Finnish."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import pytest

from azul.i18n import (
    FALLBACK,
    INFLECT,
    LANGUAGES,
    Translator,
    format_number,
    hungarian_article,
    is_selector,
    load_catalog,
    placeholders,
    system_language,
    template_fields,
)
from azul.resources import locale_dir

CATALOGS = {lang: load_catalog(locale_dir() / f"{lang}.toml") for lang in LANGUAGES}
ENGLISH = CATALOGS[FALLBACK]
TRANSLATIONS = [lang for lang in LANGUAGES if lang != FALLBACK]

# Values a translation may share with English: names, symbols and pure layouts of numbers.
SAME_AS_ENGLISH = {
    "app.title",  # "Azul"
    "ruleset.azul.name",
    "ruleset.azul-mini.name",
    "lesson_variants.mini_title",  # the lesson is named after the game: "Azul Mini"
    "language.en",  # every language is named in its own language, in every catalog
    "language.hu",
    "language.fi",
    "notice.ok",  # "OK" is what Finnish dialogs say too (Hungarian uses "Rendben")
    # Key names as printed on Hungarian and Finnish keyboards too.
    "keyname.return",
    "keyname.escape",
    "keyname.tab",
    "keyname.delete",
    "keyname.insert",
    "keyname.page_up",
    "keyname.page_down",
}
# Forms a template may use without an [inflect.*] table (see azul/i18n.py).
BUILT_IN_FORMS = {"a", "A", "C"}
# Where the values of an inflected placeholder come from: its name → catalog key prefix.
VALUE_SOURCES = {
    "colour": "colour.",
    "wild": "colour.",
    "place": "discard.",
    "kind": "pavilion.structure.",
}
# Words that give away untranslated English in a Hungarian or Finnish string.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|tile|tiles|player|players|round|game|games|move|moves|points?|line|wall|"
    r"floor|factory|centre|bag|lid|star|wild|save|load|your|you|with|from|this|that|"
    r"choose|take|place|pass|score|statistics|settings|rules|back|cancel)\b",
    re.IGNORECASE,
)


def _forms(value: Any) -> list[str]:
    return list(value.values()) if isinstance(value, dict) else [value]


def _without_placeholders(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", " ", text)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_key_is_translated_and_nothing_else(lang: str) -> None:
    catalog = CATALOGS[lang]
    assert catalog, f"{lang}.toml is unreadable"
    # [inflect.*] tables belong to one language each (English has its own, e.g. "to the box lid").
    missing = sorted(k for k in set(ENGLISH) - set(catalog) if not k.startswith(INFLECT))
    extra = sorted(k for k in set(catalog) - set(ENGLISH) if not k.startswith(INFLECT))
    assert missing == [], f"{lang}: untranslated keys {missing}"
    assert extra == [], f"{lang}: keys English does not have {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_strings_and_plural_entries_are_complete(lang: str) -> None:
    for key, value in CATALOGS[lang].items():
        if isinstance(value, dict):
            assert {"one", "other"} <= set(value), f"{lang} {key}: needs one and other"
        for form in _forms(value):
            assert isinstance(form, str) and form.strip(), f"{lang} {key} is empty"
            assert form == form.strip(), f"{lang} {key} has stray spaces"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translations_use_the_same_placeholders(lang: str) -> None:
    for key, english in ENGLISH.items():
        wanted = set().union(*(placeholders(f) for f in _forms(english)))
        value = CATALOGS[lang].get(key)
        if value is None:
            continue
        got = set().union(*(placeholders(f) for f in _forms(value)))
        # A plural's "one" form may say "one tile" instead of "{n} tile" (n is given anyway).
        if isinstance(english, dict):
            wanted.discard("n")
            got.discard("n")
        assert got == wanted, f"{lang} {key}: {sorted(got)} != {sorted(wanted)}"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_english_left_in_the_translations(lang: str) -> None:
    for key, english in ENGLISH.items():
        value = CATALOGS[lang].get(key)
        if value is None or key in SAME_AS_ENGLISH:
            continue
        for mine, theirs in zip(_forms(value), _forms(english), strict=False):
            words = _without_placeholders(mine)
            if not re.search(r"[^\W\d_]{2}", words):
                continue  # only numbers, symbols and placeholders ("{n} / {total}", "×2")
            assert mine != theirs, f"{lang} {key} is still English: {mine!r}"
            found = ENGLISH_WORDS.findall(words.replace("Crystal Mosaic", ""))
            assert not found, f"{lang} {key} has English words {found}: {mine!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_grammatical_form_used_exists_for_every_value(lang: str) -> None:
    catalog = CATALOGS[lang]
    for key, value in catalog.items():
        if key.startswith(INFLECT):
            continue
        for form_text in _forms(value):
            for name, form in template_fields(form_text):
                if not form or form in BUILT_IN_FORMS or is_selector(form):
                    continue  # selectors are checked in test_plurals.py
                assert re.fullmatch(r"[a-z][a-z_]*", form), f"{lang} {key}: bad form {form!r}"
                table = f"{INFLECT}{form}."
                assert any(k.startswith(table) for k in catalog), f"{lang}: no [{table[:-1]}]"
                source = VALUE_SOURCES.get(name)
                if source is None:
                    continue
                for vkey, word in catalog.items():
                    if vkey.startswith(source) and isinstance(word, str):
                        assert f"{table}{word}" in catalog, f"{lang}: no {form} of {word!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_template_formats_cleanly(lang: str, caplog: pytest.LogCaptureFixture) -> None:
    text = Translator(locale_dir(), lang)
    sample: dict[str, Any] = {
        "colour": text.t("colour.blue"),
        "wild": text.t("colour.purple"),
        "place": text.t("discard.lid"),
        "kind": text.t("pavilion.structure.pillar"),
        "value": 3,
    }
    caplog.set_level(logging.WARNING, logger="azul.i18n")
    for key, value in CATALOGS[lang].items():
        if key.startswith(INFLECT):
            continue
        names = set().union(*(placeholders(f) for f in _forms(value)))
        values = {n: sample.get(n, 7) for n in names if n != "n"}
        for n in (1, 3):
            out = text.tn(key, n, **values)
            assert "{" not in out and "}" not in out, f"{lang} {key}: {out!r}"
    assert not caplog.records, [r.getMessage() for r in caplog.records]


def test_plural_and_case_forms_follow_each_language() -> None:
    text = Translator(locale_dir(), "fi")
    # Finnish: the partitive after numerals above one, adjectives agreeing with the noun.
    assert text.tn("preview.to_line", 1, line=2) == "1 laatta kuvioriville 2"
    assert text.tn("preview.to_line", 3, line=2) == "3 laattaa kuvioriville 2"
    blue = text.t("colour.blue")
    place = text.tn("status.place", 3, name="Anni", colour=blue)
    assert "3 sinistä laattaa" in place
    assert "1 sininen laatta" in text.tn("status.place", 1, name="Anni", colour=blue)
    assert text.t("illegal.colour-not-in-source", colour=blue) == (
        "Siellä ei ole yhtään sinistä laattaa."
    )
    text.set_language("hu")
    # Hungarian: the noun stays singular after a numeral; "a"/"az" follows the number's sound.
    assert text.tn("preview.to_line", 3, line=2) == "3 csempe a 2. mintasorba"
    assert text.tn("preview.to_line", 1, line=1) == "1 csempe az 1. mintasorba"
    assert text.t("illegal.line-full", line=5) == "Az 5. mintasor megtelt."
    assert text.t("illegal.line-full", line=3) == "A 3. mintasor megtelt."
    assert text.tn("preview.to_discard", 2, place=text.t("discard.lid")) == "2 a doboz tetejébe"
    text.set_language("en")
    assert text.tn("preview.to_line", 1, line=2) == "1 tile to line 2"
    assert text.tn("preview.to_line", 2, line=2) == "2 tiles to line 2"


def test_hungarian_articles_by_pronunciation() -> None:
    cases = {"1": "az", "2": "a", "5": "az", "10": "a", "15": "a", "50": "az", "100": "a"}
    cases |= {"1000": "az", "1\u00a0500": "az", "ablak": "az", "fal": "a", "„Ősz”": "az"}
    for text, article in cases.items():
        assert hungarian_article(text) == article, text


def test_numbers_are_written_the_local_way() -> None:
    assert format_number(-1234, "fi") == "\u22121\u00a0234"
    assert format_number(1234567, "hu") == "1\u00a0234\u00a0567"
    assert format_number(1234, "en") == "1,234"
    assert format_number(2.5, "fi") == "2,5"
    assert format_number(-3, "en") == "\u22123"
    text = Translator(locale_dir(), "hu")
    assert text.tn("preview.cost", -3, points=-3) == "\u22123 pont"


def test_missing_keys_fall_back_to_english_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "en.toml").write_text('[a]\nb = "Bee {x}"\nonly = "English"\n', encoding="utf-8")
    (tmp_path / "hu.toml").write_text('[a]\nb = "Méh {x}"\n', encoding="utf-8")
    (tmp_path / "fi.toml").write_text("this is [not toml", encoding="utf-8")
    text = Translator(tmp_path, "hu")
    with caplog.at_level(logging.WARNING, logger="azul.i18n"):
        assert text.t("a.b", x=1) == "Méh 1"
        assert text.t("a.only") == "English"
        assert text.t("a.nowhere") == "a.nowhere"
        assert text.t("a.b") == "Méh {x}"  # a missing value shows, never raises
    messages = " ".join(r.getMessage() for r in caplog.records)
    assert "missing in hu" in messages and "every catalog" in messages
    text.set_language("fi")  # a broken catalog: everything in English, no crash
    assert text.t("a.b", x=2) == "Bee 2"
    text.set_language("xx")
    assert text.language == "en"


def test_language_switch_notifies_listeners() -> None:
    text = Translator(locale_dir(), "en")
    heard: list[str] = []
    text.listeners.append(heard.append)
    text.set_language("fi")
    assert heard == ["fi"] and text.t("menu.rules") == "Säännöt"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "hu_HU.UTF-8"}, "hu"),
        ({"LANG": "fi_FI.UTF-8"}, "fi"),
        ({"LANGUAGE": "de:fi", "LANG": "de_DE.UTF-8"}, "fi"),
        ({"LC_ALL": "hu_HU", "LANG": "fi_FI"}, "hu"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
    ],
)
def test_first_start_picks_the_os_language(env: dict[str, str], expected: str) -> None:
    assert system_language(env, getlocale=lambda: (None, None), windows=False) == expected


def test_windows_locale_names_are_understood() -> None:
    assert (
        system_language({}, getlocale=lambda: ("Hungarian_Hungary", "1250"), windows=False) == "hu"
    )
    assert system_language({}, getlocale=lambda: ("Finnish_Finland", "1252"), windows=False) == "fi"
    assert system_language({}, getlocale=lambda: ("Swedish_Sweden", "1252"), windows=False) == "en"


# The terms of the Hungarian and Finnish editions, as the rules texts use them too.
TERMS = {
    "hu": ["manufaktúrakorong", "mintasor", "padlóvonal", "fal", "doboz tetej",
           "dzsóker", "raktár", "készletmező", "oszlop", "szobor", "ablak"],
    "fi": ["tehdasalusta", "kuviorivi", "lattiarivi", "seinä",
           "pelilaatikon kan", "jokeri", "varasto", "varantopaik", "pylväs", "patsas", "ikkuna"],
}  # fmt: skip
AVOID = {
    "hu": ["gyár", "padlósor", "joker ", "kezdőjelző", "csempesor"],
    "fi": ["lattialinja", "kuviolinja", "villi", "tehdaslaatta", "aloituslaatta"],
}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_game_terms_match_the_editions_and_the_rules_texts(lang: str) -> None:
    words = " ".join(
        f.lower() for v in CATALOGS[lang].values() for f in _forms(v) if isinstance(f, str)
    )
    folder = locale_dir() / "rules" / lang
    files = [*folder.glob("*.md"), folder / "strings.toml"]  # terms fill the texts' {{discard}}
    rules = " ".join(p.read_text(encoding="utf-8").lower() for p in files)
    for term in TERMS[lang]:
        assert term in words, f"{lang} catalog never says {term!r}"
        assert term in rules, f"{lang} rules texts never say {term!r}"
    for wrong in AVOID[lang]:
        assert wrong not in words, f"{lang} catalog says {wrong!r}"
