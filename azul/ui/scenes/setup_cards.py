"""The new-game screen's rule-set cards: a preview picture with the rule set's name, the
chosen one framed in gold, one the table cannot play yet greyed with a "soon" pill."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from azul.engine import RuleSet

from .. import theme
from ..canvas import Canvas
from ..scene import Scene
from ..widgets import Widget
from .setup_layout import NAME_H

NAME_TWO_LINES_PX = 22.0  # a two-line name's letters at most this tall (both lines fit)
NAME_SPACING = 1.15  # a two-line name's line distance, in text sizes


def ruleset_name(scene: Scene, ruleset: RuleSet) -> str:
    """A rule set's translated name (its id while the catalog lacks one)."""
    key = ruleset.name_key
    return scene.t(key) if scene.services.text.has(key) else ruleset.id


def paint_preview(canvas: Canvas, ruleset: RuleSet, pic: pygame.FRect, alpha: int = 255) -> None:
    """A rule set's preview picture; one without a picture (a plug-in family's) keeps the frame."""
    name = f"previews/{ruleset.id}.png"
    if canvas.assets.exists(name):
        canvas.image(name, pic, alpha=alpha)


class RuleSetCard(Widget):
    """A rule set's preview picture and name; the chosen one is framed in gold."""

    def __init__(
        self,
        rect: pygame.FRect,
        ruleset: RuleSet,
        name: Callable[[], str],
        chosen: Callable[[], bool],
        on_pick: Callable[[str], None],
        available: bool,
        soon: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(rect)
        self.soon = soon
        self.ruleset = ruleset
        self.name = name
        self.chosen = chosen
        self.on_pick = on_pick
        self.available = available

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The rule set's name, and whether it is the one chosen or not ready yet."""
        name = self.name()
        if not self.available:
            return f"{name}: {self.soon()}"
        return f"{name}: {t('narration.chosen')}" if self.chosen() else name

    def activate(self) -> bool:
        self.on_pick(self.ruleset.id)
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        pic = pygame.FRect(r.x, r.y, r.w, r.h - NAME_H)
        chosen = self.chosen()
        if chosen:
            canvas.glow(pic, theme.GOLD, radius=12, spread=14, strength=255)
        canvas.fill(pic.move(0, 6), theme.SHADOW, alpha=90, radius=12)
        canvas.fill(pic, (60, 40, 26), radius=6)
        paint_preview(canvas, self.ruleset, pic, alpha=255 if self.available else 120)
        if not self.available:
            canvas.fill(pic, (20, 16, 14), alpha=110, radius=4)
            label = self.soon()
            w, h = canvas.measure(label, 18, theme.BOLD)
            pill = pygame.FRect(0, 0, w + 24, h + 10)
            pill.center = pic.center
            canvas.fill(pill, (36, 42, 60), alpha=230, radius=pill.h / 2)
            canvas.outline(pill, theme.GOLD, width=2, radius=pill.h / 2)
            canvas.text(label, pill.center, 18, theme.CREAM, theme.BOLD, "center")
        border = theme.GOLD if chosen else ((236, 220, 190) if self.hover else (120, 90, 60))
        canvas.outline(pic, border, width=4 if chosen else 2, radius=6)
        if focused:
            canvas.outline(pic.inflate(12, 12), theme.FOCUS, width=3, radius=10)
        colour = theme.CREAM if self.available else theme.DISABLED
        name = self.name()
        # A long name (or a longer language) takes two smaller lines under the picture.
        lines = [name]
        size = 19.0
        if canvas.measure(name, size, theme.BOLD)[0] > r.w:
            # A larger text size: the two lines grow only as far as they keep apart.
            size = min(16.0, NAME_TWO_LINES_PX / canvas.text_scale)
            lines = canvas.wrap(name, size, theme.BOLD, r.w)[:2]
        step = size * canvas.text_scale * NAME_SPACING
        for i, line in enumerate(lines):
            canvas.text(
                line,
                (r.centerx, pic.bottom + (10 if len(lines) == 1 else 5) + i * step),
                size=size,
                colour=theme.GOLD if chosen else colour,
                font=theme.BOLD,
                anchor="midtop",
                shadow=theme.SHADOW,
                max_width=r.w,
            )
