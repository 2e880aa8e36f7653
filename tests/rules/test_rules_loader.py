"""The loader: assembly from the index, English fallback, and graceful failure on bad files."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from azul.rules_text import Heading, ListBlock, Paragraph, Span, load_rules

from .helpers import RULES_DIR


def _write(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


INDEX = """
[rulesets.demo]
terms = "lid"
parts = ["#intro", "hello", "more"]
"""
EN_STRINGS = """
unavailable = "Rules unavailable."
[sections]
intro = "Introduction"
[titles]
demo = "Demo game"
[terms.lid]
discard = "box lid"
"""
FI_STRINGS = """
unavailable = "Ei saatavilla."
[sections]
intro = "Johdanto"
[titles]
demo = "Demopeli"
[terms.lid]
discard = "pelilaatikon kansi"
"""


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    return _write(
        tmp_path,
        {
            "index.toml": INDEX,
            "en/strings.toml": EN_STRINGS,
            "en/hello.md": "Tiles go to the {{discard}}.\n\n- one",
            "en/more.md": "- two\n\n::diagram grey-wall",
            "fi/strings.toml": FI_STRINGS,
            "fi/hello.md": "Laatat menevät: {{discard}}.\n\n- yksi",
        },
    )


def test_assembles_parts_headings_terms_and_joins_lists(rules: Path) -> None:
    doc = load_rules("demo", "en", rules)
    assert doc.title == "Demo game" and doc.available and doc.problems == []
    assert doc.blocks[:3] == [
        Heading(1, "Introduction", "intro"),
        Paragraph((Span("Tiles go to the box lid."),)),
        ListBlock(False, ((Span("one"),), (Span("two"),))),
    ]
    assert doc.blocks[3].name == "grey-wall"  # type: ignore[union-attr]


def test_missing_translation_falls_back_to_english_and_logs(
    rules: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        doc = load_rules("demo", "fi", rules)
    assert doc.title == "Demopeli"
    assert doc.blocks[1] == Paragraph((Span("Laatat menevät: pelilaatikon kansi."),))
    assert doc.fallbacks == ["more"]
    assert any("more" in r.getMessage() and "English" in r.getMessage() for r in caplog.records)
    # the English part keeps English terms; the Finnish heading and list are joined as usual
    assert doc.blocks[0] == Heading(1, "Johdanto", "intro")
    assert doc.blocks[2] == ListBlock(False, ((Span("yksi"),), (Span("two"),)))


def test_missing_heading_words_and_terms_fall_back_to_english(rules: Path) -> None:
    _write(rules, {"fi/strings.toml": '[titles]\ndemo = "Demopeli"\n'})
    doc = load_rules("demo", "fi", rules)
    assert doc.blocks[0] == Heading(1, "Introduction", "intro")
    assert "#intro" in doc.fallbacks and "hello:discard" in doc.fallbacks


def test_part_missing_everywhere_shows_an_unavailable_block(rules: Path) -> None:
    (rules / "en" / "more.md").unlink()
    doc = load_rules("demo", "en", rules)
    assert Paragraph((Span("Rules unavailable."),)) in doc.blocks
    assert any("more" in p for p in doc.problems)


@pytest.mark.parametrize(
    "index",
    [
        "this is [ not toml",
        "[rulesets.other]\nparts = ['x']\n",
        "[rulesets.demo]\nparts = 'hello'\n",
        "[rulesets.demo]\nparts = []\n",
        "rulesets = 3\n",
    ],
)
def test_broken_index_gives_an_unavailable_document(rules: Path, index: str) -> None:
    _write(rules, {"index.toml": index})
    doc = load_rules("demo", "fi", rules)
    assert not doc.available
    assert doc.blocks == [Paragraph((Span("Ei saatavilla."),))]
    assert doc.problems


def test_nothing_at_all_still_gives_a_clear_message(tmp_path: Path) -> None:
    doc = load_rules("azul", "hu", tmp_path / "missing")
    assert not doc.available and doc.title == "azul"
    assert doc.blocks == [Paragraph((Span("The rules text is not available."),))]


def test_bad_entries_and_files_never_crash(rules: Path) -> None:
    _write(
        rules,
        {
            "index.toml": '[rulesets.demo]\nterms = 5\nparts = ["#intro", 7, "../secret", "#Bad Id", "bin", "hello", "#intro"]\n',
            "en/bin.md": b"\xff\xfe\x00garbage\x80",
            "secret.md": "must never be read",
            "en/hello.md": "{{nope}} and **open\n### deep\n::diagram nope",
        },
    )
    doc = load_rules("demo", "en", rules)
    assert doc.available
    text = doc.plain_text()
    assert "must never be read" not in text
    assert "{{nope}}" in text and "**open" in text  # shown as written, and reported
    assert len(doc.problems) >= 7


def test_unknown_language_code_uses_english(rules: Path) -> None:
    doc = load_rules("demo", "../../etc", rules)
    assert doc.language == "en" and doc.title == "Demo game"


def test_default_directory_is_the_bundled_one() -> None:
    assert load_rules("azul", "en").blocks == load_rules("azul", "en", RULES_DIR).blocks
