"""Learn to play: every lesson in a list, grouped (the guided first games, then what each
variant changes), with its one-line description, where the learner is in it (new, at step N
of M, done) and Start / Resume / Restart. Keys: arrows or Tab between buttons, Enter to press,
Esc back (a controller sends the same keys)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from azul.domain.controls import Action
from azul.domain.lessons import LESSONS, Lesson
from azul.domain.lessons.script import FIRST_GAMES, VARIANTS

from .. import router, theme
from ..actions import pressed
from ..canvas import Canvas
from ..persistence import save_settings
from ..scene import Scene, SceneHost
from ..widgets import Button, WidgetGroup

GROUPS = (FIRST_GAMES, VARIANTS)  # the order the list shows its groups in
PANEL = pygame.FRect(150, 40, 1620, 1000)
HEADING_Y = 96.0
TOP = 150.0  # the first group heading
GROUP_H = 50.0  # a group heading's line
ROW_H = 76.0  # eight lessons and two headings fit above the Back button
ROW_GAP = 6.0
TITLE_Y = 6.0  # a row's title line from the row's top
SUMMARY_BOTTOM = 8.0  # its one-line description from the row's bottom
ROW_TEXT_SCALE = 1.15  # a row's two lines grow at most this much with the text size setting
PAD = 34.0
PRIMARY_W = 210.0  # Start / Resume
RESTART_W = 200.0
BUTTON_H = 54.0
STATE_W = 250.0  # the widest "step N of M" / "done"
TEXT_X = 24.0  # the row's text from its left edge
BACK = pygame.FRect(960 - 150, 948, 300, 70)
TITLE_SIZE = theme.SIZE_LARGE
SUMMARY_SIZE = theme.SIZE_BODY
BUTTON_SIZE = 26.0
CHECK_WIDTH = 4.0
DONE_GREEN = (46, 128, 74)  # the check mark of a finished lesson


@dataclass(frozen=True)
class Row:
    """One lesson's row: where it is drawn and its two buttons."""

    lesson: Lesson
    rect: pygame.FRect
    primary: Button
    restart: Button


def grouped() -> list[tuple[str, list[Lesson]]]:
    """The lessons by group, in the list's order (a lesson of an unknown group comes last)."""
    order = {g: i for i, g in enumerate(GROUPS)}
    by: dict[str, list[Lesson]] = {}
    for lesson in LESSONS.values():
        by.setdefault(lesson.group, []).append(lesson)
    return sorted(by.items(), key=lambda kv: (order.get(kv[0], len(GROUPS)), kv[0]))


def paint_page(canvas: Canvas, heading: str) -> None:
    """The background, the shadowed panel and its heading: the page of a list of lessons or
    practice positions."""
    canvas.background()
    canvas.fill(PANEL.move(0, 8), theme.SHADOW, alpha=70, radius=26)
    canvas.panel(PANEL)
    canvas.text(
        heading,
        (960, HEADING_Y),
        size=theme.SIZE_HEADING,
        colour=theme.INK,
        font=theme.TITLE,
        anchor="center",
    )


def paint_check(canvas: Canvas, right_mid: tuple[float, float]) -> None:
    """A check mark ending at a point (the fonts have no check glyph)."""
    x, y = right_mid
    canvas.line((x - 22, y), (x - 14, y + 8), DONE_GREEN, CHECK_WIDTH)
    canvas.line((x - 14, y + 8), (x, y - 9), DONE_GREEN, CHECK_WIDTH)


class LessonsMenuScene(Scene):
    """The list of lessons and the learner's progress in each."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.rows: list[Row] = []
        self.headings: list[tuple[str, float]] = []
        self._build()

    # -- building --

    def _build(self) -> None:
        focus = self.widgets.focus
        self.widgets.clear()
        self.rows = []
        self.headings = []
        y = TOP
        for group, lessons in grouped():
            self.headings.append((group, y))
            y += GROUP_H
            for lesson in lessons:
                self.rows.append(self._row(lesson, y))
                y += ROW_H + ROW_GAP
            y += ROW_GAP
        self.widgets.add(Button(BACK, lambda: self.t("lesson_variants.back"), self.back))
        if focus is not None and focus < len(self.widgets.widgets):
            self.widgets.focus = focus

    def _row(self, lesson: Lesson, y: float) -> Row:
        rect = pygame.FRect(PANEL.x + PAD, y, PANEL.w - 2 * PAD, ROW_H)
        by = rect.centery - BUTTON_H / 2
        restart_rect = pygame.FRect(rect.right - PAD * 0.5 - RESTART_W, by, RESTART_W, BUTTON_H)
        primary_rect = pygame.FRect(restart_rect.x - 14 - PRIMARY_W, by, PRIMARY_W, BUTTON_H)
        step, _ = self.progress(lesson)
        primary = Button(
            primary_rect,
            lambda: self.t(self._primary_key(lesson)),
            lambda: self.open(lesson, resume=True),
            size=BUTTON_SIZE,
        )
        restart = Button(
            restart_rect,
            lambda: self.t("lesson_variants.restart"),
            lambda: self.open(lesson, resume=False),
            enabled=step is not None,
            size=BUTTON_SIZE,
            quiet=True,
        )
        # Narration names the lesson and where the learner is in it before the button.
        primary.spoken_name = lambda: f"{self.t(lesson.title_key)}, {self.state_text(lesson)}"
        restart.spoken_name = lambda: self.t(lesson.title_key)
        self.widgets.add(primary)
        self.widgets.add(restart)
        return Row(lesson, rect, primary, restart)

    def spoken_title(self) -> str | None:
        """The screen's heading."""
        return self.t("lesson_variants.heading")

    # -- what a row says --

    def progress(self, lesson: Lesson) -> tuple[int | None, bool]:
        """Where the learner left a lesson (None: not in progress) and whether it was done."""
        step, done = self.services.settings.lesson_state(lesson.id)
        if step is not None and step >= len(lesson.steps):
            step = None  # a step the lesson no longer has: start it afresh
        return step, done

    def _primary_key(self, lesson: Lesson) -> str:
        step, _ = self.progress(lesson)
        return "lesson_variants.resume" if step is not None else "lesson_variants.start"

    def state_text(self, lesson: Lesson) -> str:
        """New, at step N of M, or done."""
        step, done = self.progress(lesson)
        if step is not None:
            return self.t("lesson_variants.state_step", n=step + 1, total=len(lesson.steps))
        return self.t("lesson_variants.state_done" if done else "lesson_variants.state_new")

    # -- actions --

    def open(self, lesson: Lesson, resume: bool) -> None:
        """Start (or resume, or restart) a lesson; Leave in it comes back here."""
        step, _ = self.progress(lesson)
        if not resume and lesson.id in self.services.settings.lesson_steps:
            del self.services.settings.lesson_steps[lesson.id]
            save_settings(self.host)
        start = step if resume and step is not None else 0
        self.host.stack.push(self.make_scene(router.LESSON, lesson=lesson.id, step=start))

    def back(self) -> None:
        """Back to the title."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- scene --

    def resume(self) -> None:
        self._build()  # a lesson played from here changed its row

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if self.widgets.handle(event, pos):
            return
        if pressed(event, Action.BACK) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE
        ):
            self.back()

    def draw(self, canvas: Canvas) -> None:
        paint_page(canvas, self.t("lesson_variants.heading"))
        for group, y in self.headings:
            canvas.text(
                self.t(f"lesson_variants.group_{group}"),
                (PANEL.x + PAD + 8, y + GROUP_H / 2),
                size=theme.SIZE_LARGE,
                colour=theme.INK_SOFT,
                font=theme.BOLD,
                anchor="midleft",
            )
        for row in self.rows:
            self._draw_row(canvas, row)
        self.widgets.draw(canvas)

    @staticmethod
    def text_room(row: Row) -> float:
        """How wide a row's title line (with its state) and its summary may be."""
        return row.primary.rect.x - 20 - (row.rect.x + TEXT_X)

    def _draw_row(self, canvas: Canvas, row: Row) -> None:
        r = row.rect
        # A row holds two lines: at a larger text size they grow only as far as the row allows.
        grow = min(1.0, ROW_TEXT_SCALE / canvas.text_scale)
        canvas.fill(r, theme.CREAM, alpha=110, radius=14)
        x = r.x + TEXT_X
        room = self.text_room(row)
        step, done = self.progress(row.lesson)
        colour = theme.GOLD_DEEP if step is not None else theme.INK if done else theme.INK_SOFT
        state = canvas.text(
            self.state_text(row.lesson),
            (x + room, r.y + TITLE_Y + 4),
            size=theme.SIZE_BODY * grow,
            colour=colour,
            font=theme.BOLD,
            anchor="topright",
            max_width=STATE_W,
        )
        if done and step is None:
            paint_check(canvas, (state.x - 14, state.centery))
        canvas.text(
            self.t(row.lesson.title_key),
            (x, r.y + TITLE_Y),
            size=TITLE_SIZE * grow,
            colour=theme.INK,
            font=theme.BOLD,
            max_width=room - state.w - 24,
        )
        canvas.text(
            self.t(row.lesson.summary_key),
            (x, r.bottom - SUMMARY_BOTTOM),
            size=SUMMARY_SIZE * grow,
            colour=theme.INK_SOFT,
            font=theme.BODY,
            max_width=room,
            anchor="bottomleft",
        )
