"""The logical design space (1920×1080) and its mapping onto the real window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN_W = 1920
DESIGN_H = 1080


@dataclass(frozen=True)
class Viewport:
    """Uniform scale plus letterbox offset from design space to window pixels."""

    window_w: int
    window_h: int

    @property
    def scale(self) -> float:
        """Window pixels per design pixel (the smaller of the two axis ratios)."""
        return max(0.05, min(self.window_w / DESIGN_W, self.window_h / DESIGN_H))

    @property
    def offset(self) -> tuple[float, float]:
        """Window position of the design-space origin (centres the design area)."""
        s = self.scale
        return ((self.window_w - DESIGN_W * s) / 2, (self.window_h - DESIGN_H * s) / 2)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """Window pixel of a design point."""
        ox, oy = self.offset
        s = self.scale
        return round(x * s + ox), round(y * s + oy)

    def to_design(self, x: float, y: float) -> tuple[float, float]:
        """Design point of a window pixel."""
        ox, oy = self.offset
        s = self.scale
        return (x - ox) / s, (y - oy) / s

    def size(self, w: float, h: float) -> tuple[int, int]:
        """Window size of a design size (at least 1×1)."""
        s = self.scale
        return max(1, round(w * s)), max(1, round(h * s))

    def px(self, v: float) -> int:
        """Window length of a design length (at least 1)."""
        return max(1, round(v * self.scale))

    def rect(self, r: pygame.FRect | pygame.Rect) -> pygame.Rect:
        """Window rect of a design rect (edges rounded, so neighbours never overlap or gap)."""
        x0, y0 = self.to_screen(r.x, r.y)
        x1, y1 = self.to_screen(r.x + r.w, r.y + r.h)
        return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))

    @property
    def design_rect_on_screen(self) -> pygame.Rect:
        """The window area the design space covers."""
        return self.rect(pygame.FRect(0, 0, DESIGN_W, DESIGN_H))
