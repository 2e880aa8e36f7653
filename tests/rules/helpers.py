"""Shared fixtures for the rules-text tests: every shipped document, loaded once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from azul.engine import get_ruleset, ruleset_ids
from azul.i18n import LANGUAGES
from azul.resources import locale_dir
from azul.rules_text import Diagram, RulesDocument, load_rules

RULES_DIR = locale_dir() / "rules"
REQUIRED_SECTIONS = [
    "overview",
    "components",
    "setup",
    "round",
    "scoring",
    "end",
    "variant",
    "rulings",
]
PAIRS = [(rid, lang) for rid in ruleset_ids() for lang in LANGUAGES]


@cache
def doc(ruleset_id: str, language: str) -> RulesDocument:
    """The shipped rules text of a rule set in a language (parsed once per test run)."""
    return load_rules(ruleset_id, language, RULES_DIR)


def diagrams(document: RulesDocument, name: str | None = None) -> list[Diagram]:
    """The document's diagrams, optionally only those with one name."""
    return [
        b for b in document.blocks if isinstance(b, Diagram) and (name is None or b.name == name)
    ]


def family(ruleset_id: str) -> str:
    """ "base" or "pavilion"."""
    return get_ruleset(ruleset_id).family


def part_files(language: str) -> set[str]:
    """Names of the part files of a language folder."""
    return {p.stem for p in Path(RULES_DIR, language).glob("*.md")}
