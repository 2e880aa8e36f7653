"""A seat's score, explained: pointing at a score badge (or pressing S, which steps through the
seats) shows where its points came from so far, from the engine's ``breakdown``. Family-free:
the family's painter says where its badges are and calls ``paint_score_tip``."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from azul.domain.controls import Action

from .. import theme
from ..actions import pressed
from ..canvas import Canvas
from .frame import AnyFrame
from .popups import tooltip_box
from .step_parts import signed

TIP_SIZE = 21
TIP_TITLE = 23
TIP_ROW = 30
TIP_PAD = 18
TIP_GAP = 36  # between a label and its number


class ScoreTips:
    """Which seat's score the keyboard asks about (None: the pointer decides)."""

    def __init__(self) -> None:
        self.seat: int | None = None

    def handle(self, event: pygame.event.Event, seats: int) -> bool:
        """S shows the next seat's breakdown (after the last, none); other input ends it."""
        if pressed(event, Action.SCORES):  # S by default: steps through the seats
            nxt = 0 if self.seat is None else self.seat + 1
            self.seat = nxt if nxt < seats else None
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.seat = None
        return False


def tip_seat(frame: AnyFrame, badges: Sequence[pygame.FRect]) -> int | None:
    """The seat whose breakdown shows now: the keyboard's, else the badge under the pointer
    (none while an animation plays: the scores are still moving)."""
    if frame.timeline.blocking:
        return None
    if frame.tip_seat is not None and frame.tip_seat < len(badges):
        return frame.tip_seat
    for p, badge in enumerate(badges):
        if badge.collidepoint(frame.mouse):
            return p
    return None


def tip_lines(frame: AnyFrame, p: int) -> list[tuple[str, str]]:
    """(label, points) of a seat's breakdown, in the end screen's column order."""
    parts = frame.state.breakdown(p)
    return [(frame.t(f"breakdown.{k}"), signed(int(parts.get(k, 0)))) for k in frame.end_columns]


def paint_score_tip(frame: AnyFrame, canvas: Canvas, badges: Sequence[pygame.FRect]) -> None:
    """The breakdown of the pointed-at (or keyboard-chosen) seat, under its score badge."""
    p = tip_seat(frame, badges)
    if p is None:
        return
    lines = tip_lines(frame, p)
    name = frame.session.seat(p).name
    title = frame.t("scoring.tip_title", name=name, score=int(frame.state.scores[p]))
    label_w = max((canvas.measure(a, TIP_SIZE, theme.BODY)[0] for a, _ in lines), default=0)
    num_w = max((canvas.measure(b, TIP_SIZE, theme.BOLD)[0] for _, b in lines), default=0)
    title_w = canvas.measure(title, TIP_TITLE, theme.BOLD)[0]
    w = max(title_w, label_w + TIP_GAP + num_w) + 2 * TIP_PAD
    h = TIP_PAD * 2 + TIP_ROW * (len(lines) + 1) + 6
    badge = badges[p]
    box = tooltip_box(canvas, (w, h), (badge.centerx, badge.bottom + 8), theme.GOLD)
    y = box.y + TIP_PAD
    canvas.text(title, (box.x + TIP_PAD, y), TIP_TITLE, theme.GAIN, theme.BOLD, max_width=w)
    y += TIP_ROW + 6
    for label, points in lines:
        canvas.text(label, (box.x + TIP_PAD, y), TIP_SIZE, theme.CREAM, theme.BODY)
        colour = theme.PENALTY if points.startswith("−") else theme.CREAM
        canvas.text(points, (box.right - TIP_PAD, y), TIP_SIZE, colour, theme.BOLD, "topright")
        y += TIP_ROW
