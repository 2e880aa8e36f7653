"""Lays a rules document out in design space: wrapped lines of mixed regular/bold text, list
markers, heading rules and diagram boxes, each with its y position in the scrolling column.

Widths come from a ``measure`` function (the canvas's, at the window's scale), so the lines
wrap exactly where the rendered text needs them to: nothing drawn is wider than the column.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from azul.rules_text import Block, Diagram, Heading, ListBlock, Paragraph, RulesDocument, Span

from .. import theme

Measure = Callable[[str, float, str], float]  # (text, design size, font) -> design width
Sizer = Callable[[Diagram], tuple[float, float]]  # a diagram's design size

# Type (design px at 1920×1080).
TITLE_SIZE = 50.0
H1_SIZE = 38.0
H2_SIZE = 30.0
BODY_SIZE = 25.0
LINE_H = 1.5  # line height as a multiple of the text size
LIST_INDENT = 38.0
PARA_GAP = 18.0
ITEM_GAP = 8.0


@dataclass(frozen=True)
class Run:
    """A piece of one line in one font, x relative to the line's start."""

    text: str
    font: str
    x: float
    width: float


@dataclass(frozen=True)
class Line:
    """One line of text: runs, where it starts, its size, colour and height."""

    x: float
    y: float
    runs: tuple[Run, ...]
    size: float
    colour: tuple[int, int, int]
    height: float
    role: str  # "title", "h1", "h2", "body"

    @property
    def width(self) -> float:
        """Drawn width of the whole line."""
        return max((r.x + r.width for r in self.runs), default=0.0)

    @property
    def text(self) -> str:
        """The line's plain text."""
        return "".join(r.text for r in self.runs)


@dataclass(frozen=True)
class Marker:
    """A list item's bullet (text "") or number ("3.") at a point (its right edge for numbers)."""

    x: float
    y: float
    text: str
    size: float


@dataclass(frozen=True)
class Rule:
    """A gold line under a level-1 heading or the title."""

    x: float
    y: float
    w: float


@dataclass(frozen=True)
class DiagramBox:
    """Where a diagram is drawn (its design size, centred in the column)."""

    diagram: Diagram
    x: float
    y: float
    w: float
    h: float
    index: int  # the diagram's number in the document (stable cache slot)


@dataclass(frozen=True)
class Anchor:
    """A heading as the table of contents lists it: level, text, id and the y to scroll to."""

    level: int
    text: str
    id: str
    y: float


Item = Line | Marker | Rule | DiagramBox


@dataclass
class DocLayout:
    """A laid-out document: items sorted by y, total height and the headings to jump to."""

    items: list[Item] = field(default_factory=list)
    height: float = 0.0
    anchors: list[Anchor] = field(default_factory=list)
    column_x: float = 0.0
    column_w: float = 0.0

    def anchor(self, heading_id: str) -> Anchor | None:
        """The heading with an id, if it is in the document."""
        return next((a for a in self.anchors if a.id == heading_id), None)

    def section_at(self, y: float) -> Anchor | None:
        """The last heading at or above a scroll position."""
        found = self.anchors[0] if self.anchors else None  # above the first heading: the first
        for a in self.anchors:
            if a.y <= y + 1:
                found = a
        return found

    def visible(self, top: float, bottom: float) -> list[Item]:
        """Items that overlap a vertical band of the document."""
        out: list[Item] = []
        for item in self.items:
            y0, y1 = item_span(item)
            if y1 >= top and y0 <= bottom:
                out.append(item)
        return out


def item_span(item: Item) -> tuple[float, float]:
    """Top and bottom of an item in document coordinates."""
    if isinstance(item, Line):
        return item.y, item.y + item.height
    if isinstance(item, DiagramBox):
        return item.y, item.y + item.h
    if isinstance(item, Marker):
        return item.y, item.y + item.size * LINE_H
    return item.y - 2, item.y + 2


# --- Wrapping ----------------------------------------------------------------------------

_PIECE = re.compile(r"\S+|\s+")
Word = list[tuple[str, bool]]  # fragments of one word: (text, bold)


def words_of(spans: tuple[Span, ...] | list[Span]) -> list[Word]:
    """Split spans into words; a word may change font mid-way ("**bold**," keeps the comma)."""
    words: list[Word] = []
    joined = False  # the next fragment continues the last word (no space in between)
    for span in spans:
        for piece in _PIECE.findall(span.text):
            if piece.isspace():
                joined = False
                continue
            if joined and words:
                words[-1].append((piece, span.bold))
            else:
                words.append([(piece, span.bold)])
            joined = True
    return words


def _runs(fragments: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Merge neighbouring fragments of the same font."""
    out: list[tuple[str, bool]] = []
    for text, bold in fragments:
        if out and out[-1][1] == bold:
            out[-1] = (out[-1][0] + text, bold)
        else:
            out.append((text, bold))
    return out


def wrap(
    words: list[Word], width: float, size: float, measure: Measure, bold_all: bool = False
) -> list[list[tuple[str, bool]]]:
    """Greedy line breaking: lists of merged (text, bold) runs, none wider than width."""

    def run_width(run: tuple[str, bool]) -> float:
        return measure(run[0], size, _font(run[1] or bold_all))

    lines: list[list[tuple[str, bool]]] = []
    # The line so far as merged runs, and the widths of all its runs but the last: a word
    # only ever grows the last run (or adds runs after it), so the runs before keep their
    # widths. Each trial line still measures every run of the trial, as a whole, in order.
    current: list[tuple[str, bool]] = []
    widths: list[float] = []
    for word in words:
        if not current:
            current = _runs(list(word))
            widths = [run_width(r) for r in current[:-1]]
            continue
        # A space between two bold fragments stays bold (no font change mid-phrase).
        space = (" ", True) if current[-1][1] and word[0][1] else (" ", bold_all)
        tail = _runs([current[-1], space, *word])  # merging is a fold: the rest is unchanged
        trial_widths = widths + [run_width(r) for r in tail]
        if sum(trial_widths) <= width:
            current = current[:-1] + tail
            widths = trial_widths[:-1]
        else:
            lines.append(current)
            current = _runs(list(word))
            widths = [run_width(r) for r in current[:-1]]
    if current:
        lines.append(current)
    return lines


def _font(bold: bool) -> str:
    return theme.BOLD if bold else theme.BODY


# --- Layout ------------------------------------------------------------------------------


class _Builder:
    def __init__(
        self,
        measure: Measure,
        sizer: Sizer,
        x: float,
        width: float,
        top: float = 0.0,
        grow: float = 1.0,
    ) -> None:
        self.measure = measure
        self.grow = grow  # the player's text size: lines are this much taller
        self.sizer = sizer
        self.x = x
        self.width = width
        self.y = top
        self.out = DocLayout(column_x=x, column_w=width)
        self.diagrams = 0

    def text(
        self,
        words: list[Word],
        x: float,
        width: float,
        size: float,
        colour: tuple[int, int, int],
        role: str,
        font: str | None = None,
        centred: bool = False,
    ) -> float:
        """Add wrapped lines; returns the y of the first line."""
        first_y = self.y
        height = size * LINE_H * self.grow
        bold_all = font == theme.BOLD
        for runs in wrap(words, width, size, self._measure_for(font), bold_all):
            placed: list[Run] = []
            rx = 0.0
            for text, bold in runs:
                f = font or _font(bold)
                w = self.measure(text, size, f)
                placed.append(Run(text, f, rx, w))
                rx += w
            lx = x + (width - rx) / 2 if centred else x
            self.out.items.append(Line(lx, self.y, tuple(placed), size, colour, height, role))
            self.y += height
        return first_y

    def _measure_for(self, font: str | None) -> Measure:
        if font is None:
            return self.measure
        return lambda text, size, _f: self.measure(text, size, font)

    def title(self, text: str) -> None:
        words = [[(w, True)] for w in text.split()]
        self.text(words, self.x, self.width, TITLE_SIZE, theme.NAVY, "title", theme.TITLE, True)
        self.y += 10
        self.out.items.append(Rule(self.x + self.width * 0.3, self.y, self.width * 0.4))
        self.y += 30

    def heading(self, block: Heading, first: bool) -> None:
        words = [[(w, True)] for w in block.text.split()]
        if block.level == 1:
            self.y += 0 if first else 34
            anchor_y = self.y - 20
            self.text(words, self.x, self.width, H1_SIZE, theme.NAVY, "h1", theme.TITLE)
            self.y += 4
            self.out.items.append(Rule(self.x, self.y, self.width))
            self.y += 20
        else:
            self.y += 14
            anchor_y = self.y - 16
            self.text(words, self.x, self.width, H2_SIZE, theme.GOLD_DEEP, "h2", theme.BOLD)
            self.y += 6
        self.out.anchors.append(Anchor(block.level, block.text, block.id, max(0.0, anchor_y)))

    def paragraph(self, block: Paragraph) -> None:
        self.text(words_of(block.spans), self.x, self.width, BODY_SIZE, theme.INK, "body")
        self.y += PARA_GAP

    def bullets(self, block: ListBlock) -> None:
        for n, item in enumerate(block.items, start=1):
            y = self.y
            self.text(
                words_of(item),
                self.x + LIST_INDENT,
                self.width - LIST_INDENT,
                BODY_SIZE,
                theme.INK,
                "body",
            )
            label = f"{n}." if block.ordered else ""
            self.out.items.append(Marker(self.x + LIST_INDENT - 12, y, label, BODY_SIZE))
            self.y += ITEM_GAP
        self.y += PARA_GAP - ITEM_GAP

    def diagram(self, block: Diagram) -> None:
        w, h = self.sizer(block)
        w = min(w, self.width)
        self.y += 8
        box = DiagramBox(block, self.x + (self.width - w) / 2, self.y, w, h, self.diagrams)
        self.diagrams += 1
        self.out.items.append(box)
        self.y += h + PARA_GAP + 14


def layout_document(
    doc: RulesDocument,
    measure: Measure,
    sizer: Sizer,
    column_x: float,
    column_w: float,
    notes: list[str] | None = None,
    grow: float = 1.0,
) -> DocLayout:
    """Lay a document out in a column of design space starting at y = 0 (`grow`: the player's
    text size, which `measure` applies too)."""
    b = _Builder(measure, sizer, column_x, column_w, top=24.0, grow=grow)
    b.title(doc.title)
    for note in notes or []:
        words = [[(w, False)] for w in note.split()]
        b.text(words, column_x, column_w, BODY_SIZE * 0.85, theme.INK_SOFT, "body", centred=True)
        b.y += PARA_GAP
    first = True
    block: Block
    for block in doc.blocks:
        if isinstance(block, Heading):
            b.heading(block, first)
            first = False
        elif isinstance(block, Paragraph):
            b.paragraph(block)
        elif isinstance(block, ListBlock):
            b.bullets(block)
        elif isinstance(block, Diagram):
            b.diagram(block)
    b.out.height = b.y + 40
    return b.out
