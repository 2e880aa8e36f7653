"""The round summary: when a round's scoring has played, a panel sums it up per seat (what the
round gave and took, its total, the new score) before the next round starts. A click or a key
puts it away, or it goes by itself after a few seconds. The table holds one and calls its hooks
(arm after a move, handle, update, paint); nothing here asks which family is playing: the parts
come from the kit's ``summary_parts`` (label key, breakdown keys), or, for a kit without them,
one part per breakdown key."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from azul.engine.state import GameState

from .. import prompts, theme
from ..canvas import Canvas
from ..controller import PadStatus
from .step_parts import signed

SECONDS = 7.0  # the panel goes by itself after this long (times the speed factor, see below)
MIN_SPEED = 0.6  # ... at fast speeds it stays at least this share of SECONDS
SCREEN_W, SCREEN_H = 1920, 1080  # design space
PANEL_MAX_W = 1400
PAD = 48  # panel padding (design px)
TITLE_H = 96
HEAD_H = 52
ROW_H = 66
FOOT_H = 78
NUM_SIZE = 30  # numbers in the rows
HEAD_SIZE = 22  # column headings
NAME_SIZE = 28
COL_PAD = 44  # room around a column's widest text
NAME_MIN_W = 220
Parts = Sequence[tuple[str, Sequence[str]]]  # (label key, breakdown keys it adds up)
BUTTON_SLOT = "\x00"  # where the controller's button badge goes in the last line's words
FOOT_BADGE = 30.0  # design px: the badge's height in the last line


@dataclass
class SeatRound:
    """One seat's line of the summary."""

    name: str
    parts: list[int]  # points per part, in the order of the part labels
    total: int
    score: int


def round_start(states: Sequence[GameState], before: GameState) -> GameState:
    """The first position of the round ``before`` belongs to (from a session's positions,
    which may already end with positions of the next round: the move that ended it)."""
    start = before
    inside = False
    for state in reversed(states):
        if state.round == before.round:
            inside = True
            start = state
        elif inside:
            break
    return start


def summarise(
    start: GameState, end: GameState, names: Sequence[str], parts: Parts
) -> list[SeatRound]:
    """Per seat: each part's points between two positions (engine breakdowns), the total
    change and the new score."""
    rows = []
    for p, name in enumerate(names):
        was, now = start.breakdown(p), end.breakdown(p)
        points = [sum(now.get(k, 0) - was.get(k, 0) for k in keys) for _, keys in parts]
        rows.append(
            SeatRound(name, points, int(end.scores[p] - start.scores[p]), int(end.scores[p]))
        )
    return rows


def default_parts(state: GameState) -> list[tuple[str, list[str]]]:
    """One part per breakdown key, labelled by the breakdown's own words."""
    return [(f"breakdown.{k}", [k]) for k in state.breakdown(0)]


class RoundSummary:
    """The summary panel of a table (see module notes)."""

    def __init__(self) -> None:
        self.round = 0
        self.labels: list[str] = []  # label keys of the parts
        self.rows: list[SeatRound] = []
        self.pending = False  # waits for the round's scoring animation to finish
        self.shown_at: float | None = None
        self.seconds = SECONDS

    @property
    def active(self) -> bool:
        """True while the panel is up."""
        return self.shown_at is not None

    def arm(
        self,
        states: Sequence[GameState],
        before: GameState,
        after: GameState,
        names: Sequence[str],
        parts: Parts | None,
        speed: float,
    ) -> None:
        """After a move: if it ended a round (and not the game), get the summary ready."""
        self.dismiss()
        if speed <= 0 or after.is_over or after.round == before.round:
            return
        chosen = parts if parts is not None else default_parts(after)
        self.round = int(before.round)
        self.labels = [label for label, _ in chosen]
        self.rows = summarise(round_start(states, before), after, names, chosen)
        self.pending = True
        self.seconds = SECONDS * max(MIN_SPEED, speed)

    def due(self, ready: bool, now: float) -> bool:
        """Show the panel once the animation is ready for it (at the round's hold step, or
        over); True while it is up."""
        if self.pending and ready:
            self.pending = False
            self.shown_at = now
        return self.active

    def update(self, now: float) -> bool:
        """Let the panel go when its time is up; True when it went."""
        if self.shown_at is not None and now - self.shown_at >= self.seconds:
            self.dismiss()
            return True
        return False

    def dismiss(self) -> None:
        """Put the panel away (and forget one still waiting)."""
        self.pending = False
        self.shown_at = None

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or a key while the panel is up puts it away; True when the event was used."""
        if not self.active:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.dismiss()
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def left(self, now: float) -> float:
        """Share of the panel's time still to go (1 when it has just come up)."""
        if self.shown_at is None:
            return 0.0
        return max(0.0, 1 - (now - self.shown_at) / self.seconds)

    def paint(
        self,
        canvas: Canvas,
        t: Callable[..., str],
        now: float,
        pads: PadStatus | None = None,
        button: str = prompts.A,
    ) -> None:
        """The panel, centred over the table (its last line names the controller's button,
        the player's confirm button, while a controller is in use)."""
        if not self.active:
            return
        family = pads.family() if pads is not None and pads.prompts_shown() else None
        rows = self.rows
        paint_summary(canvas, t, self.round, self.labels, rows, self.left(now), family, button)


def paint_summary(
    canvas: Canvas,
    t: Callable[..., str],
    round_no: int,
    labels: Sequence[str],
    rows: Sequence[SeatRound],
    left: float,
    family: str | None = None,
    button: str = prompts.A,
) -> pygame.FRect:
    """Draw the summary panel; returns its rect (tests check it fits). With a controller
    `family` its last line shows the button that puts it away (`button`)."""
    heads = [t(k) for k in labels] + [t("scoring.summary_round"), t("scoring.summary_score")]
    widths = []
    for i, head in enumerate(heads):
        values = [signed(r.parts[i]) for r in rows] if i < len(labels) else ["+99", "199"]
        w = max(
            [canvas.measure(head, HEAD_SIZE, theme.BOLD)[0]]
            + [canvas.measure(v, NUM_SIZE, theme.BOLD)[0] for v in values]
        )
        widths.append(w + COL_PAD)
    name_w = max(
        [NAME_MIN_W] + [canvas.measure(r.name, NAME_SIZE, theme.BOLD)[0] + 24 for r in rows]
    )
    title = t("scoring.summary_title", n=round_no)
    foot = t("scoring.summary_dismiss") if family is None else t("pads.go_on", button=BUTTON_SLOT)
    inner = max(
        name_w + sum(widths),
        canvas.measure(title, theme.SIZE_HEADING, theme.TITLE)[0],
        canvas.measure(foot, HEAD_SIZE, theme.BODY)[0],
    )
    w = min(PANEL_MAX_W, inner + 2 * PAD)
    name_w = max(NAME_MIN_W, w - 2 * PAD - sum(widths))
    h = TITLE_H + HEAD_H + ROW_H * len(rows) + FOOT_H
    panel = pygame.FRect(0, 0, w, h)
    panel.center = (SCREEN_W / 2, SCREEN_H / 2)
    canvas.dim(90)
    canvas.fill(panel.move(0, 10), theme.SHADOW, alpha=90, radius=28)
    canvas.panel(panel, corner=1.0)
    canvas.text(
        title,
        (panel.centerx, panel.y + 28),
        theme.SIZE_HEADING,
        theme.NAVY,
        theme.TITLE,
        "midtop",
        max_width=panel.w - 2 * PAD,
    )
    x0 = panel.x + PAD
    y = panel.y + TITLE_H
    # Column headings, right-aligned over their numbers.
    x = x0 + name_w
    for head, cw in zip(heads, widths, strict=True):
        canvas.text(
            head,
            (x + cw - 8, y + HEAD_H / 2),
            HEAD_SIZE,
            theme.INK_SOFT,
            theme.BOLD,
            "midright",
            max_width=cw - 8,
        )
        x += cw
    y += HEAD_H
    for i, row in enumerate(rows):
        band = pygame.FRect(x0 - 12, y + 4, panel.w - 2 * PAD + 24, ROW_H - 8)
        if i % 2 == 0:
            canvas.fill(band, theme.NAVY, alpha=22, radius=12)
        cy = y + ROW_H / 2
        canvas.text(
            row.name, (x0, cy), NAME_SIZE, theme.INK, theme.BOLD, "midleft", max_width=name_w - 16
        )
        values = [signed(v) for v in row.parts] + [signed(row.total), str(row.score)]
        x = x0 + name_w
        for j, (text, cw) in enumerate(zip(values, widths, strict=True)):
            last = j == len(values) - 1
            colour = theme.NAVY if last else (theme.PENALTY if text.startswith("−") else theme.INK)
            canvas.text(text, (x + cw - 8, cy), NUM_SIZE, colour, theme.BOLD, "midright")
            x += cw
        y += ROW_H
    foot_at = (panel.centerx, panel.bottom - FOOT_H / 2 - 4)
    if family is None:
        canvas.text(
            foot,
            foot_at,
            HEAD_SIZE,
            theme.INK_SOFT,
            theme.BODY,
            "center",
            max_width=panel.w - 2 * PAD,
        )
    else:
        paint_pad_foot(canvas, foot, foot_at, family, button)
    # How long until it goes by itself.
    bar = pygame.FRect(panel.x + PAD, panel.bottom - 18, (panel.w - 2 * PAD) * left, 5)
    if bar.w > 0:
        canvas.fill(bar, theme.GOLD, radius=3)
    return panel


def paint_pad_foot(
    canvas: Canvas, words: str, centre: tuple[float, float], family: str, button: str = prompts.A
) -> None:
    """The last line for a controller player: its words with the button's badge (A's by
    default) where the button goes."""
    before, _, after = words.partition(BUTTON_SLOT)
    before, after = before.rstrip(), after.lstrip()
    gap = HEAD_SIZE * 0.4
    badge = prompts.badge_width(button, FOOT_BADGE)
    wb = canvas.measure(before, HEAD_SIZE, theme.BODY)[0] if before else 0.0
    wa = canvas.measure(after, HEAD_SIZE, theme.BODY)[0] if after else 0.0
    x = centre[0] - (wb + badge + wa + gap * (bool(before) + bool(after))) / 2
    if before:
        canvas.text(before, (x, centre[1]), HEAD_SIZE, theme.INK_SOFT, theme.BODY, "midleft")
        x += wb + gap
    prompts.paint_badge(canvas, (x + badge / 2, centre[1]), family, button, FOOT_BADGE)
    x += badge + gap
    if after:
        canvas.text(after, (x, centre[1]), HEAD_SIZE, theme.INK_SOFT, theme.BODY, "midleft")
