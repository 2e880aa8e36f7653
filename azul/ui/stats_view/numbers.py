"""The Statistics screen's table of numbers: each person's games, wins, win rate, best and
average score, and their results against each computer level."""

from __future__ import annotations

import pygame

from azul.i18n import Translator
from azul.storage import GroupStats, PersonStats

from .. import theme
from ..canvas import Canvas
from ..seat_mark import paint_seat_mark
from ..table.frame import level_name

TABLE = pygame.FRect(90, 216, 900, 664)
ROW = 46.0
MAX_PEOPLE = 6  # the people the table and the chart show
HEAD_SMALLEST = 14.0  # the column headings' smallest type
NOTE_W = TABLE.w - 80  # the line saying why there are no rows: the table's width
NOTE_GAP = 6.0  # between its lines, at any text size


def paint_numbers(
    canvas: Canvas,
    text: Translator,
    group: GroupStats,
    people: list[tuple[str, PersonStats]],
    levels: list[str],
) -> None:
    """The group's games, each person's numbers (the first MAX_PEOPLE of ``people``) and
    their results against each computer level (``levels``)."""
    x = TABLE.x + 40
    canvas.text(
        text.tn("stats.games", group.games),
        (x, TABLE.y + 28),
        theme.SIZE_LARGE,
        theme.NAVY,
        theme.TITLE,
    )
    cols = [
        ("stats.col_played", 410),
        ("stats.col_won", 525),
        ("stats.col_rate", 640),
        ("stats.col_best", 745),
        ("stats.col_average", 850),
    ]
    y = TABLE.y + 92
    canvas.text(text.t("stats.col_name"), (x, y), 20, theme.INK_SOFT, theme.BOLD)
    for key, cx in cols:
        canvas.text(
            text.t(key),
            (TABLE.x + cx, y),
            20,
            theme.INK_SOFT,
            theme.BOLD,
            "topright",
            max_width=104,
            shrink=HEAD_SMALLEST,  # at 150 % a long heading is set smaller, not cut to "Győz…"
        )
    y += 34
    canvas.line((TABLE.x + 30, y), (TABLE.right - 30, y), (214, 192, 150), 2)
    if not people:
        # Only computers played: the numbers are the people's, so say why there are none.
        step = canvas.measure("Ág", 24)[1] + NOTE_GAP
        for i, line in enumerate(canvas.wrap(text.t("stats.no_people"), 24, theme.BODY, NOTE_W)):
            canvas.text(line, (x, y + 24 + i * step), 24, theme.INK_SOFT, theme.BODY)
    shown = people[:MAX_PEOPLE]
    for i, (name, person) in enumerate(shown):
        cy = y + 8 + i * ROW + ROW / 2
        paint_seat_mark(canvas, (x + 9, cy), 9, i)
        canvas.text(name, (x + 28, cy), 24, theme.INK, theme.BOLD, "midleft", max_width=290)
        values = [
            str(person.played),
            str(person.won),
            text.t("stats.percent", n=round(person.win_rate * 100)),
            "–" if person.best is None else str(person.best),
            text.t("stats.average", value=round(person.average, 1)),
        ]
        for (_, cx), value in zip(cols, values, strict=True):
            canvas.text(value, (TABLE.x + cx, cy), 24, theme.INK, theme.BODY, "midright")
    if len(people) > len(shown):
        more = text.t("stats.more", n=len(people) - len(shown))
        canvas.text(more, (x, y + 8 + len(shown) * ROW + 4), 19, theme.INK_SOFT, theme.BODY)
    _levels(canvas, text, shown, levels, y + 8 + max(len(shown), 1) * ROW + 40)


def _levels(
    canvas: Canvas,
    text: Translator,
    people: list[tuple[str, PersonStats]],
    levels: list[str],
    y: float,
) -> None:
    if not levels:
        return
    x = TABLE.x + 40
    canvas.text(text.t("stats.vs_computer"), (x, y), 24, theme.NAVY, theme.BOLD)
    y += 40
    width = (TABLE.right - 40 - (TABLE.x + 400)) / max(1, len(levels))
    for j, level in enumerate(levels[:4]):
        cx = TABLE.x + 400 + (j + 1) * width
        canvas.text(
            level_name(text, level),
            (cx, y),
            20,
            theme.INK_SOFT,
            theme.BOLD,
            "topright",
            max_width=width - 10,
        )
    y += 32
    for i, (name, person) in enumerate(people):
        cy = y + i * 38 + 19
        if cy > TABLE.bottom - 20:
            break
        paint_seat_mark(canvas, (x + 9, cy), 9, i)
        canvas.text(name, (x + 28, cy), 22, theme.INK, theme.BODY, "midleft", max_width=330)
        for j, level in enumerate(levels[:4]):
            tally = person.vs_level.get(level)
            words = "–"
            if tally is not None and tally.games:
                words = text.t(
                    "stats.vs_level",
                    wins=tally.wins,
                    games=tally.games,
                    rate=text.t("stats.percent", n=round(tally.win_rate * 100)),
                )
            cx = TABLE.x + 400 + (j + 1) * width
            canvas.text(words, (cx, cy), 22, theme.INK, theme.BODY, "midright")
