"""Every catalog key the code uses exists: literal keys anywhere in azul/, and the keys built
from the dynamic prefixes documented below (each with the values it is completed with)."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable
from pathlib import Path

from azul.ai.levels import LEVELS
from azul.domain.controls import BUTTONS, Action
from azul.domain.lessons import LESSONS
from azul.domain.lessons.script import FIRST_GAMES, VARIANTS
from azul.domain.levels import offered_levels
from azul.domain.practice import DONE, NUDGE_KINDS, RETRY
from azul.domain.settings import ANIMATION_SPEEDS, COMPUTER, PALETTES, PERSON
from azul.engine import all_rulesets, new_game
from azul.engine.events import REASONS, STRUCTURE
from azul.i18n import FALLBACK, LANGUAGES, load_catalog
from azul.resources import locale_dir
from azul.ui.settings_view.tabs import TAB_NAMES

ROOT = Path(__file__).resolve().parents[2] / "azul"
ENGLISH = load_catalog(locale_dir() / f"{FALLBACK}.toml")
TABLES = {key.split(".")[0] for key in ENGLISH}
KEY = re.compile(r"[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+")
# Literals that look like keys but are file names.
NOT_KEYS = {"settings.json", "stats.json", "practice.json"}
STRUCTURES = ("pillar", "statue", "window")


def _engine_error_codes() -> set[str]:
    """Every code the engines give an IllegalMoveError."""
    codes: set[str] = set()
    for path in (ROOT / "engine").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", "")) == "IllegalMoveError"
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
            ):
                codes.add(str(node.args[1].value))
    return codes


def _breakdown_keys() -> set[str]:
    out: set[str] = set()
    for rs in all_rulesets():
        out |= set(new_game(rs.id, 2, seed=1).breakdown(0))
    return out


# Keys built at run time: prefix → the suffixes the code completes it with.
DYNAMIC: dict[str, Callable[[], set[str]]] = {
    "colour.": lambda: {c for rs in all_rulesets() for c in rs.colours},
    "discard.": lambda: {rs.discard_key for rs in all_rulesets()},
    "illegal.": _engine_error_codes,
    "level.": lambda: set(LEVELS),
    # What each level a player can pick means (the setup screen).
    "setup.level_about.": lambda: set(offered_levels()),
    "settings.speed.": lambda: set(ANIMATION_SPEEDS),
    "settings.palette.": lambda: set(PALETTES),
    "settings.tab.": lambda: set(TAB_NAMES),
    "language.": lambda: set(LANGUAGES),
    "seat.": lambda: {PERSON, COMPUTER},
    "breakdown.": _breakdown_keys,
    "load.tab_": lambda: {"saves", "records"},
    "rules.diagram.": lambda: set(STRUCTURES),
    "pavilion.structure.": lambda: set(STRUCTURES),
    "pavilion.star_at.": lambda: {str(i) for i in range(6)},
    # The Hint's base-family sentences: hint.{factory|centre}_{line|floor} (azul/ui/families/base/hints.py).
    "hint.": lambda: {f"{w}_{t}" for w in ("factory", "centre") for t in ("line", "floor")},
    # The move log's base-family sentences: log.{factory|centre}_{line|floor}.
    "log.": lambda: {f"{w}_{t}" for w in ("factory", "centre") for t in ("line", "floor")},
    "lesson.": lambda: {
        k
        for ls in LESSONS.values()
        if ls.id == "azul"  # the Summer Pavilion lessons' texts: [lesson_pavilion]
        for s in ls.steps
        for k in (s.key, s.key + "_why")[: 1 + s.move]
    },
    # The lessons list: each lesson's name and one-line description, and its group headings.
    "lesson_variants.": lambda: {
        k.split(".", 1)[1]
        for ls in LESSONS.values()
        for k in (ls.title_key, ls.summary_key)
        if k.startswith("lesson_variants.")
    },
    # The Summer Pavilion lessons: their steps, names and descriptions ([lesson_pavilion]).
    "lesson_pavilion.": lambda: {
        k.split(".", 1)[1]
        for ls in LESSONS.values()
        if ls.section == "lesson_pavilion"
        for k in (
            ls.title_key,
            ls.summary_key,
            *(ls.text_key(s.key + w) for s in ls.steps for w in ("", "_why")[: 1 + s.move]),
        )
    },
    "lesson_variants.group_": lambda: {FIRST_GAMES, VARIANTS},
    # The review's words for the engine's score reasons (azul/ui/review_lines.py).
    "review.event_": lambda: {r.replace("-", "_") for r in REASONS},
    # Narration's score events, by reason (a structure changes no score: never said).
    "narration.reason.": lambda: set(REASONS) - {STRUCTURE},
    # Practice: the nudge of each kind of reason, a position's state in the list.
    "practice.nudge_": lambda: set(NUDGE_KINDS),
    "practice.state_": lambda: {"new", DONE, RETRY},
    # Rule sets carry their own keys (name_key, description_key): checked below.
    "ruleset.": lambda: set(),
    # The Controls screen: each action's name and each controller button's (azul.domain.controls).
    "controls.action.": lambda: {str(a) for a in Action},
    "controls.button.": lambda: set(BUTTONS),
    # Key names with a word of their own (azul/ui/actions.py key_label; others need none).
    "keyname.": lambda: {"space", "return", "escape", "backspace", "tab", "page_up", "page_down"},
}


@functools.cache  # two tests read it: the package is parsed once
def _code_strings() -> tuple[frozenset[tuple[str, str]], frozenset[tuple[str, str]]]:
    """(literal keys, f-string key prefixes) with the file each was found in."""
    literals: set[tuple[str, str]] = set()
    prefixes: set[tuple[str, str]] = set()
    for path in ROOT.rglob("*.py"):
        where = str(path.relative_to(ROOT.parent))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # The literal pieces of an f-string are prefixes, not keys of their own.
        pieces = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            if id(node) in pieces:
                continue
            if isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    head = first.value
                    if head.split(".")[0] in TABLES and KEY.match(head.rstrip(".") + ".x"):
                        prefixes.add((head, where))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if KEY.fullmatch(text) and text.split(".")[0] in TABLES and text not in NOT_KEYS:
                    literals.add((text, where))
    return frozenset(literals), frozenset(prefixes)


def test_every_literal_key_in_the_code_exists() -> None:
    literals, _ = _code_strings()
    assert len(literals) > 100  # the scan really sees the UI's keys
    missing = sorted((key, where) for key, where in literals if key not in ENGLISH)
    assert missing == []


def test_every_dynamic_key_prefix_is_documented_and_complete() -> None:
    _, prefixes = _code_strings()
    unknown = sorted((p, w) for p, w in prefixes if p not in DYNAMIC)
    assert unknown == [], "document new dynamic key prefixes in DYNAMIC"
    for prefix in {p for p, _ in prefixes}:
        for suffix in DYNAMIC[prefix]():
            assert f"{prefix}{suffix}" in ENGLISH, f"{prefix}{suffix} is missing"


def test_every_rule_set_is_named_and_described() -> None:
    for rs in all_rulesets():
        assert rs.name_key in ENGLISH and rs.description_key in ENGLISH


def test_every_engine_error_code_is_explained() -> None:
    codes = _engine_error_codes()
    assert {"line-full", "space-filled", "wild-not-alone"} <= codes
    assert sorted(c for c in codes if f"illegal.{c}" not in ENGLISH) == []
