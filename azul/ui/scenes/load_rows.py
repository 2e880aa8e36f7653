"""The load screen's rows: a saved or finished game painted in its row (name or date, rule
set, progress, the players and their scores) and the same said in words for narration."""

from __future__ import annotations

import pygame

from azul.storage import RecordInfo, SaveInfo

from .. import theme
from ..canvas import Canvas
from ..hints import Words
from ..seat_mark import paint_seat_mark
from .game_labels import local_time, ruleset_label

PLAYER_LINE_H = 30.0  # the players' 2×2 grid at the right of a row
NAME_GAP = 8.0  # between a player's name and the star or score after it
NAME_SMALLEST = 16.0  # a long name's smallest type


def save_words(words: Words, save: SaveInfo) -> str:
    """A saved game's row in words, the players and their scores included."""
    status = words.t("load.round", n=save.round) + ", " + words.tn("load.moves", save.moves)
    if save.over:
        status = words.t("load.finished")
    when = local_time(save.saved_at)
    head = [save.name, ruleset_label(words, save.ruleset), status, when]
    return ", ".join([*head, players_words(words, save.players, save.scores, ())])


def record_words(words: Words, record: RecordInfo) -> str:
    """A finished game's row in words, the players, their scores and the winners included."""
    head = [
        local_time(record.finished_at),
        ruleset_label(words, record.ruleset),
        words.tn("load.moves", record.moves),
    ]
    players = players_words(words, record.players, record.scores, record.winners)
    return ", ".join([*head, players])


def players_words(
    words: Words, names: tuple[str, ...], scores: tuple[int, ...], winners: tuple[int, ...]
) -> str:
    """Each player's score ("Anna: 42 points (won)")."""
    parts = []
    for i, name in enumerate(names):
        said = words.tn("narration.seat_score", scores[i] if i < len(scores) else 0, name=name)
        parts.append(f"{said} ({words.t('narration.won')})" if i in winners else said)
    return ", ".join(parts)


def paint_save(canvas: Canvas, words: Words, info: SaveInfo, r: pygame.FRect, ui: float) -> None:
    """A saved game's row: its name, when it was saved, the rule set, the round and players."""
    top, bottom = r.y + 14, r.bottom - 14
    canvas.text(info.name, (r.x + 32, top), 27, theme.INK, theme.BOLD, max_width=560)
    canvas.text(
        local_time(info.saved_at), (r.x + 32, bottom), 20, theme.INK_SOFT, anchor="bottomleft"
    )
    x = r.x + 640
    canvas.text(
        ruleset_label(words, info.ruleset), (x, top), 23, theme.NAVY, theme.BOLD, max_width=420
    )
    status = words.t("load.round", n=info.round) + " · " + words.tn("load.moves", info.moves)
    if info.over:
        status = words.t("load.finished")
    canvas.text(status, (x, bottom), 20, theme.INK_SOFT, anchor="bottomleft")
    paint_players(canvas, info.players, info.scores, (), (), r, ui)


def paint_record(
    canvas: Canvas, words: Words, info: RecordInfo, r: pygame.FRect, ui: float
) -> None:
    """A finished game's row: when it ended, its moves, the rule set and the players."""
    top, bottom = r.y + 14, r.bottom - 14
    canvas.text(local_time(info.finished_at), (r.x + 32, top), 27, theme.INK, theme.BOLD)
    canvas.text(
        words.tn("load.moves", info.moves),
        (r.x + 32, bottom),
        20,
        theme.INK_SOFT,
        anchor="bottomleft",
    )
    x = r.x + 640
    canvas.text(
        ruleset_label(words, info.ruleset), (x, top), 23, theme.NAVY, theme.BOLD, max_width=420
    )
    canvas.text(
        words.tn("load.players", len(info.players)),
        (x, bottom),
        20,
        theme.INK_SOFT,
        anchor="bottomleft",
    )
    colours = tuple(s.colour for s in info.seats)
    paint_players(canvas, info.players, info.scores, info.winners, colours, r, ui)


def paint_players(
    canvas: Canvas,
    names: tuple[str, ...],
    scores: tuple[int, ...],
    winners: tuple[int, ...],
    colours: tuple[int, ...],
    r: pygame.FRect,
    ui: float,
) -> None:
    """Each player and score in a 2×2 grid at the right of the row (winners starred); the
    lines are ui (the text and controls size) times further apart."""
    x0 = r.x + 1090
    col_w = (r.right - 40 - x0) / 2
    for i, name in enumerate(names[:4]):
        x = x0 + (i % 2) * col_w
        y = r.y + 14 + (i // 2) * PLAYER_LINE_H * ui
        won = i in winners
        if i < len(colours):
            paint_seat_mark(canvas, (x + 8, y + 14), 8, colours[i])
        colour = theme.NAVY if won else theme.INK
        font = theme.BOLD if won else theme.BODY
        score = str(scores[i]) if i < len(scores) else ""
        shown = canvas.text(score, (x + col_w - 16, y), 23, colour, theme.BOLD, "topright")
        if won:
            star = (shown.x - 6, y + 1)
            shown = canvas.text("★", star, 20, theme.GOLD_DEEP, theme.SYMBOLS, "topright")
        # The name ends before the star or the score, whatever the text size: set smaller if
        # it must ("Computer 1" at 150 %), cut only below that.
        room = shown.x - NAME_GAP - (x + 24)
        canvas.text(name, (x + 24, y), 22, colour, font, max_width=room, shrink=NAME_SMALLEST)
