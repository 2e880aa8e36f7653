"""Our texts are written in our own words: no run of words is lifted from the printed rulebooks."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import pytest

from azul.engine import ruleset_ids

from .helpers import doc

# The printed rulebooks are not ours to ship: they live in shared/ beside the repository (the
# repository root's parent holds shared/, in a developer's folder and in CI's fresh clone).
REPO = Path(__file__).resolve().parents[2]
RULEBOOKS = REPO.parent / "shared" / "rulebooks"
BOOKS = {"hu": ("000_", "001_", "003_", "004_"), "fi": ("002_",)}
# Official names of game phases are terms, not prose: the texts use them on purpose.
TERMS = {
    "hu": (
        "a manufaktúrák kínálata",
        "a fal csempézése",
        "előkészületek a következő fordulóra",
        "csempék kijátszása és pontozása",  # Summer Pavilion phase 2
    ),
    "fi": ("tehtaan tarjonta", "seinän laatoitus", "seuraavan kierroksen valmistelu"),
}
RUN = 6  # words in a row that may not appear in both


def _words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9]+", text)


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


@pytest.mark.parametrize("language", sorted(BOOKS))
def test_no_run_of_words_is_copied_from_a_rulebook(language: str) -> None:
    if not RULEBOOKS.is_dir():
        # CI must check our own words; elsewhere the rulebooks may simply not be at hand.
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI=true but the reference rulebooks are missing: {RULEBOOKS}")
        pytest.skip(f"the reference rulebooks are not at {RULEBOOKS}")
    reference: set[tuple[str, ...]] = set()
    for path in RULEBOOKS.glob("*.txt"):
        if path.name.startswith(BOOKS[language]):
            reference |= _runs(_words(path.read_text(encoding="utf-8", errors="replace")))
    assert len(reference) > 1000
    copied: set[tuple[str, ...]] = set()
    for ruleset_id in ruleset_ids():
        text = doc(ruleset_id, language).plain_text().lower()
        for term in TERMS[language]:
            text = text.replace(term, " | ")  # a term breaks the run
        for chunk in text.split("|"):
            copied |= _runs(_words(chunk)) & reference
    assert not copied, [" ".join(run) for run in sorted(copied)]
