"""The markup parser: every construct of docs/rules_format.md, and no crash on any input."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from azul.rules_text import (
    Diagram,
    Heading,
    ListBlock,
    Paragraph,
    Span,
    diagram_problems,
    parse_inline,
    parse_markup,
)


def test_headings_paragraphs_and_lists() -> None:
    text = (
        "## Phase A {#offer}\n"
        "First line\ncontinues here.\n\n"
        "- one\n- two **bold**\n  still two\n"
        "1. first\n2. second\n"
    )
    blocks = parse_markup(text)
    assert blocks == [
        Heading(2, "Phase A", "offer"),
        Paragraph((Span("First line continues here."),)),
        ListBlock(False, ((Span("one"),), (Span("two "), Span("bold", True), Span(" still two")))),
        ListBlock(True, ((Span("first"),), (Span("second"),))),
    ]


def test_bold_spans_and_unmatched_markers() -> None:
    assert parse_inline("a **b** c") == (Span("a "), Span("b", True), Span(" c"))
    assert parse_inline("**all**") == (Span("all", True),)
    assert parse_inline("open **end") == (Span("open **end"),)
    assert parse_inline("x **y** z **w") == (Span("x "), Span("y", True), Span(" z **w"))
    assert parse_inline("  spaced \t out  ") == (Span("spaced out"),)


def test_diagram_directive_with_parameters() -> None:
    blocks = parse_markup("::diagram floor-line values=-1,0,-1,-2,-1,-2,-3 filled=2 marker=no\n")
    assert blocks == [
        Diagram("floor-line", {"values": "-1,0,-1,-2,-1,-2,-3", "filled": "2", "marker": "no"})
    ]


def test_bad_directives_are_dropped_and_reported() -> None:
    problems: list[str] = []
    blocks = parse_markup(
        "::diagram\n"
        "::diagram teapot size=2\n"
        "::diagram crystal-wall side=3\n"
        "::diagram floor-line\n"
        "::diagram round-track order=p,g,o,y,b,b\n"
        "::diagram factory-take tiles=bbyr take=k\n"
        "::diagram grey-wall tiles=11b,11y\n"
        "::diagram star-example star=b new=7 points=1\n"
        "::diagram wall-pattern colour=blue\n"
        "::picture whatever\n"
        "Text stays.\n",
        problems,
    )
    assert blocks == [Paragraph((Span("Text stays."),))]
    assert len(problems) == 10


def test_every_known_diagram_accepts_its_documented_example() -> None:
    examples = [
        "wall-pattern tiles=11,23 mark=23",
        "grey-wall tiles=12b,24y mark=24",
        "crystal-wall side=2 tiles=22b",
        "scoring-example tiles=21,22 new=23 points=3 wall=grey",
        "floor-line values=-1,-1,-2,-2,-2,-3,-3 filled=7 marker=yes",
        "factory-take tiles=ggpp take=g wild=p",
        "pattern-lines lines=1y,-,3r,1b,5k mark=3",
        "star-board side=grey show=pillars,windows",
        "star-example star=m tiles=1b,2r new=3y points=3",
        "round-track order=o,r,b,y,g,p current=6",
    ]
    names = set()
    for example in examples:
        problems: list[str] = []
        (block,) = parse_markup("::diagram " + example, problems)
        assert isinstance(block, Diagram) and problems == []
        names.add(block.name)
    from azul.rules_text import DIAGRAMS

    assert names == set(DIAGRAMS)


def test_pattern_line_counts_cannot_exceed_the_line() -> None:
    assert diagram_problems(Diagram("pattern-lines", {"lines": "2y,-,-,-,-"}))
    assert not diagram_problems(Diagram("pattern-lines", {"lines": "1y,2y,-,-,-"}))


def test_headings_need_unique_ids_and_deep_levels_are_reported() -> None:
    problems: list[str] = []
    blocks = parse_markup(
        "## Same {#a}\ntext\n## Again {#a}\ntext\n### Deep {#d}\ntext\n# Bare\ntext", problems
    )
    headings = [b for b in blocks if isinstance(b, Heading)]
    assert [h.level for h in headings] == [2, 2, 2, 1]
    ids = [h.id for h in headings]
    assert len(set(ids)) == 4 and ids[0] == "a" and ids[2] == "d"
    assert len(problems) == 3  # duplicate id, level 3, missing id


def test_a_list_ends_at_a_blank_line_and_switches_kind() -> None:
    blocks = parse_markup("- a\n\nafter\n- b\n1. c")
    assert [type(b).__name__ for b in blocks] == [
        "ListBlock",
        "Paragraph",
        "ListBlock",
        "ListBlock",
    ]
    assert blocks[3] == ListBlock(True, ((Span("c"),),))


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("#-*:{}=1. \nabxyz\t\r")) | st.characters(), max_size=300)
)
def test_any_text_parses_without_crashing(text: str) -> None:
    problems: list[str] = []
    for block in parse_markup(text, problems):
        assert isinstance(block, Heading | Paragraph | ListBlock | Diagram)
        if isinstance(block, Paragraph):
            assert block.spans and all(s.text for s in block.spans)
        if isinstance(block, Diagram):
            assert diagram_problems(block) == []
