"""The practice table's box: where it goes on the family's table, its buttons and what it
says at each stage. It asks for a better move than the one played; a move as good as the best
within the noise is found (the review's reasons say why the best beats the move played); a
worse one gets a nudge (the kind of the review's first reason, not the answer) and the table
goes back to the position; a second worse one gets the answer, played on the table, with the
reasons. Found positions are done, shown ones to retry (``practice_progress``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

import pygame

from azul.ai.review import Line
from azul.domain.practice import (
    FOUND,
    JUDGING,
    NUDGED,
    SHOWN,
    Attempt,
    PracticePosition,
    nudge_kind,
)
from azul.domain.review_text import reason_text
from azul.domain.session import Seat
from azul.storage import FinishedGame

from .. import lesson_callout as callout
from ..canvas import Canvas
from ..hints import Words
from ..kits import TableKit
from ..review_words import label_text
from ..table.log import kit_describe
from ..table.ring import RingLayout
from ..viewport import DESIGN_H
from ..widgets import Button

BUTTON_SIZE = 22.0
REASONS_SHOWN = 2  # the review's reasons said in the box (the largest first)
LINE_MOVES = 3  # moves of the engine's line said in the box (then "…")
# A family's lesson box that leaves less than this for the words (a table of three or four
# boards has no free space) gives way to a box over the foot of the middle column.
MIN_BOX_W, MIN_BOX_H = 520.0, 300.0
FOOT_BOX_H = 330.0
FOOT_MARGIN = 16.0
# A box that gives the review's reasons is at least this tall: the longest reason and its
# heading fit (Summer Pavilion's lesson box is lower); Azul's box over the board is as tall.
REASON_BOX_H = 390.0


def box_rect(kit: TableKit, layout: RingLayout, seat: int, stage: str) -> pygame.FRect:
    """The box: where the family puts a lesson's, else over the foot of the middle; while
    it gives reasons, at least ``REASON_BOX_H`` tall (grown away from the window's edge)."""
    box = kit.lesson_box(layout, seat)
    if box.w < MIN_BOX_W or box.h < MIN_BOX_H:
        middle = layout.middle
        box = pygame.FRect(middle.x, DESIGN_H - FOOT_MARGIN - FOOT_BOX_H, middle.w, FOOT_BOX_H)
    if stage in (FOUND, SHOWN) and box.h < REASON_BOX_H:
        grow = REASON_BOX_H - box.h
        box = pygame.FRect(box.x, box.y, box.w, REASON_BOX_H)
        if box.centery > DESIGN_H / 2:  # a box at the foot grows upwards
            box.y -= grow
    return box


def button_keys(stage: str, over: bool) -> list[str]:
    """The box's buttons at a stage (their catalog keys), the first the one Enter presses:
    after a nudge, try again or see the answer; once over, go on; else, see the answer."""
    if stage == NUDGED:
        return ["practice.try_again", "practice.show_answer", "practice.leave"]
    if over:
        return ["practice.next", "practice.leave"]
    return ["practice.show_answer", "practice.leave"]


def box_buttons(
    box: pygame.FRect,
    keys: list[str],
    actions: Mapping[str, Callable[[], None]],
    t: Callable[..., str],
) -> list[Button]:
    """The box's buttons (by catalog key) along its foot: the first loud, the others quiet."""
    rects = callout.button_rects(box, len(keys))
    return [
        Button(rect, partial(t, key), actions[key], size=BUTTON_SIZE, quiet=k > 0)
        for k, (rect, key) in enumerate(zip(rects, keys, strict=True))
    ]


def fitted_text(canvas: Canvas, box: pygame.FRect, text: Callable[[int, bool], str]) -> str:
    """What the box says (``text(most, line)``), with as much of the review's reasons and the
    engine's line as its text area holds (the largest reason is always said)."""
    for most, line in ((REASONS_SHOWN, True), (1, True), (REASONS_SHOWN, False)):
        said = text(most, line)
        if callout.text_fits(canvas, said, box):
            return said
    return text(1, False)


def reason_lines(words: Words, position: PracticePosition, most: int) -> list[str]:
    """The review's reasons for the position in words, largest first (at most ``most``),
    under their heading (nothing when the review gives none)."""
    found = ["• " + reason_text(words, r) for r in [*position.why, *position.reasons][:most]]
    return [words.t("practice.why"), *found] if found else []


def engine_line(
    words: Words,
    kit: TableKit,
    seats: Sequence[Seat],
    game: FinishedGame,
    index: int,
    line: Line | None,
) -> str:
    """The engine's line from position ``index`` of the game, as the review played it: its
    first moves in the log's words with each mover's name ("" when the review kept no line)."""
    if line is None or not line.moves:
        return ""
    describe = kit_describe(kit, words)
    state = game.positions.states[index].reseeded(line.seed)
    said = []
    try:
        for text in line.moves[:LINE_MOVES]:
            move = state.parse_move(text)
            name = seats[state.current_player].name
            said.append(f"{name}: {describe(state, move).sentence}")
            state = state.apply(move)
    except Exception:  # a line this version cannot read: the reasons say enough
        return ""
    more = "; …" if len(line.moves) > LINE_MOVES else ""
    return words.t("review.line_best", moves="; ".join(said) + more)


def box_text(
    words: Words,
    attempt: Attempt,
    said: Callable[[str], str],
    reasons: Callable[[], list[str]],
    line: Callable[[], str],
    round_no: int,
    judge_failed: bool,
) -> str:
    """What the box says at the attempt's stage: ``said`` puts a move in words, ``reasons``
    gives the review's reasons and ``line`` the engine's line ("" to leave it out)."""
    a, p = attempt, attempt.position
    stage = a.stage
    if stage == JUDGING:
        return words.t("practice.judging")
    if stage == FOUND:
        same = a.answer == p.best
        head = [words.t("practice.found_best" if same else "practice.found")]
        if not same:  # the engine's own move too: the reasons are about that one
            head.append(words.t("practice.best_move", move=said(p.best)))
        return "\n".join([*head, *reasons(), *_line(line)])
    if stage == NUDGED:
        verdict = a.verdict
        loss = verdict.loss if verdict is not None else p.loss
        return "\n".join(
            [
                words.t("practice.not_yet", points=float(loss)),
                words.t(f"practice.nudge_{nudge_kind(p, verdict)}"),
            ]
        )
    if stage == SHOWN:
        return "\n".join(
            [
                words.t("practice.answer", move=said(p.best)),
                *reasons(),
                *_line(line),
            ]
        )
    ask = words.t(
        "practice.ask",
        move=p.index + 1,
        round=round_no,
        label=label_text(words, p.label),
        played=said(p.played),
    )
    if judge_failed:
        return "\n".join([words.t("practice.failed"), ask])
    return ask


def _line(line: Callable[[], str]) -> list[str]:
    text = line()
    return [text] if text else []
