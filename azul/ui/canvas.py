"""Drawing in design coordinates: every call is scaled to the window and cached where it pays."""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from . import theme
from .assets import LRU, Assets, Fonts, PixelLRU
from .viewport import DESIGN_H, DESIGN_W

log = logging.getLogger(__name__)

Point = tuple[float, float]
Colour = tuple[int, int, int]
RectLike = pygame.FRect | pygame.Rect

_ANCHORS = {
    "topleft",
    "midtop",
    "topright",
    "midleft",
    "center",
    "midright",
    "bottomleft",
    "midbottom",
    "bottomright",
}


@dataclass(frozen=True)
class TextDrawn:
    """One line of text as drawn: what was asked for, what fitted, where (design space)."""

    asked: str
    shown: str  # shortened with "…" when it was wider than max_width
    rect: pygame.FRect
    max_width: float | None
    size: float
    font: str


# Called for every line of text drawn (tests use it to find text that does not fit its box).
text_observers: list[Callable[[TextDrawn], None]] = []


# What the font renderer refuses: a NUL makes pygame raise, a lone surrogate has no UTF-8 form.
# Other control characters are swapped too: the font has no glyph for them.
_UNDRAWABLE = {"Cc", "Cs"}
REPLACEMENT = "\ufffd"


def drawable(text: str) -> str:
    """Text the renderer accepts: control characters and lone surrogates become U+FFFD."""
    if text.isprintable():
        return text  # the common case, checked in C
    return "".join(REPLACEMENT if unicodedata.category(ch) in _UNDRAWABLE else ch for ch in text)


def _ready(surf: pygame.Surface) -> pygame.Surface:
    """A cached surface in the display's pixel format (blits much faster), when a display exists."""
    if pygame.display.get_surface() is None:
        return surf
    return surf.convert_alpha()


def _display_format(surf: pygame.Surface) -> pygame.Surface:
    """An opaque surface in the display's pixel format: ``surf`` itself when it already has it
    (a new plain surface takes the display's format, and converting it was a whole-window copy
    every time a window-sized layer was painted), else its converted copy."""
    display = pygame.display.get_surface()
    if display is None:
        return surf
    if (
        surf.get_bitsize() == display.get_bitsize()
        and surf.get_masks() == display.get_masks()
        and not surf.get_flags() & pygame.SRCALPHA
    ):
        return surf
    return surf.convert()


# Translucent shapes (fills, outlines, glows, discs) by size, colour and look, shared by every
# canvas of the process: a shape depends on nothing else, and a cleared or resized window's
# layers (a palette or language change, a test that paints a whole frame afresh) need not
# draw the same shapes again. Bounded by count and by pixels (shapes may be board-sized).
SHAPES_KEEP = 600
SHAPES_KEEP_PX = 12_000_000  # about 48 MB of 32-bit pixels
_shapes = PixelLRU(SHAPES_KEEP, SHAPES_KEEP_PX)


def wrap_words(text: str, max_width: float, width_of: Callable[[str], float]) -> list[str]:
    """Split text into lines whose width_of is at most max_width (words kept whole when
    possible; a newline starts a new paragraph)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if not line or width_of(trial) <= max_width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class TextRuler:
    """Text measured and wrapped as a canvas of this scale and text size draws it: the same
    answers between frames (a scene lays out in ``update``, ``draw`` only paints)."""

    def __init__(self, fonts: Fonts, scale: float, text_scale: float = 1.0) -> None:
        self.fonts = fonts
        self.scale = scale
        # The player's text size (Settings: 100/125/150 %): every text size is multiplied by it.
        self.text_scale = text_scale

    def text_px(self, size: float) -> int:
        """Window pixel size of a font of this design size, at the player's text size."""
        return max(4, round(size * self.text_scale * self.scale))

    def measure(self, text: str, size: float, font: str = theme.BODY) -> tuple[float, float]:
        """Design-space size of a line of text (at the player's text size)."""
        px = self.text_px(size)
        text = drawable(str(text))
        try:
            w, h = self.fonts.size(text, font, px)
        except (ValueError, UnicodeError, pygame.error):
            w, h = self.fonts.size(text.encode("ascii", "replace").decode("ascii"), font, px)
        return w / self.scale, h / self.scale

    def wrap(self, text: str, size: float, font: str, max_width: float) -> list[str]:
        """Split text into lines no wider than max_width (words kept whole when possible)."""
        return wrap_words(text, max_width, lambda line: self.measure(line, size, font)[0])


class Canvas(TextRuler):
    """A target surface plus the design→window transform (scale and offset)."""

    def __init__(
        self,
        surface: pygame.Surface,
        scale: float,
        offset: Point,
        assets: Assets,
        fonts: Fonts,
        layers: LRU | None = None,
        text_scale: float = 1.0,
    ) -> None:
        super().__init__(fonts, scale, text_scale)
        self.surface = surface
        self.ox, self.oy = offset
        self.assets = assets
        self.layers = layers if layers is not None else LRU(300)

    @contextmanager
    def fixed_text(self) -> Iterator[None]:
        """Text drawn in this block keeps the normal size: it belongs to a board's art, which
        is scaled to the window with the board and has no room to grow."""
        kept = self.text_scale
        self.text_scale = 1.0
        try:
            yield
        finally:
            self.text_scale = kept

    # -- transforms --

    def pt(self, x: float, y: float) -> tuple[int, int]:
        """Window pixel of a design point."""
        return round(x * self.scale + self.ox), round(y * self.scale + self.oy)

    def rect(self, r: RectLike) -> pygame.Rect:
        """Window rect of a design rect."""
        x0, y0 = self.pt(r.x, r.y)
        x1, y1 = self.pt(r.x + r.w, r.y + r.h)
        return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))

    def px(self, v: float) -> int:
        """Window length of a design length (at least 1)."""
        return max(1, round(v * self.scale))

    def size(self, w: float, h: float) -> tuple[int, int]:
        """Window size of a design size, rounded the same way for equal sizes."""
        return max(1, round(w * self.scale)), max(1, round(h * self.scale))

    # -- cache slots: one entry per slot name, replaced when its key changes (bounded memory) --

    def _slot(self, slot: str, key: Hashable) -> pygame.Surface | None:
        entry = self.layers.get_hit(("slot", slot))
        return entry[1] if entry is not None and entry[0] == key else None

    def _keep(self, slot: str, key: Hashable, surf: pygame.Surface) -> None:
        self.layers.put(("slot", slot), (key, surf))

    def _blank(self, slot: str, w: int, h: int) -> pygame.Surface:
        """A black opaque surface in the display's format for a slot's new layer: the slot's
        old layer, cleared, when it has this size and format (a new window-sized surface costs
        more than painting it: every page of it is touched for the first time)."""
        entry = self.layers.get(("slot", slot))
        display = pygame.display.get_surface()
        if entry is not None and display is not None:
            old: pygame.Surface = entry[1]
            if (
                old.get_size() == (w, h)
                and old.get_bitsize() == display.get_bitsize()
                and old.get_masks() == display.get_masks()
                and not old.get_flags() & pygame.SRCALPHA
            ):
                old.fill((0, 0, 0))  # as black as a new surface
                return old
        return _display_format(pygame.Surface((w, h)))

    # -- backgrounds and sprites --

    def background(self, name: str = "ui/table_bg.png", tile: float = 512) -> None:
        """Fill the whole window with a tileable texture (composed once per window size)."""
        w, h = self.surface.get_size()
        key = ("bg", name, w, h, round(self.scale, 4))
        layer = self._slot("background", key)
        if layer is None:
            layer = self._blank("background", w, h)
            step = self.px(tile)
            src = self.assets.scaled(name, (step, step))
            for y in range(0, h, step):
                for x in range(0, w, step):
                    layer.blit(src, (x, y))
            self._keep("background", key, layer)
        self.surface.blit(layer, (0, 0))

    def image(self, name: str, r: RectLike, alpha: int = 255) -> None:
        """Blit an asset scaled to a design rect."""
        dst = self.rect(r)
        surf = self.assets.scaled(name, (dst.w, dst.h))
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, alpha))
        self.surface.blit(surf, dst.topleft)

    def image_sized(self, name: str, centre: Point, w: float, h: float, alpha: int = 255) -> None:
        """Blit an asset of a design size centred on a point (equal sizes share one cache entry)."""
        sw, sh = self.size(w, h)
        cx, cy = self.pt(*centre)
        surf = self.assets.scaled(name, (sw, sh))
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, alpha))
        self.surface.blit(surf, (cx - sw // 2, cy - sh // 2))

    def nine(self, name: str, r: RectLike, corner: float) -> None:
        """Blit a 9-slice asset stretched to a design rect; corner = design scale of the corners."""
        dst = self.rect(r)
        surf = self.assets.nine_slice(name, (dst.w, dst.h), corner * self.scale)
        self.surface.blit(surf, dst.topleft)

    def layer(
        self, slot: str, key: Hashable, r: RectLike, painter: Callable[[Canvas], None]
    ) -> None:
        """Paint into an off-screen layer and blit it; repainted when the key (or scale) changes.

        Each slot keeps only its latest layer, so changing content never piles up memory."""
        dst = self.rect(r)
        full_key = (
            key,
            dst.w,
            dst.h,
            round(self.scale, 4),
            self.text_scale,
            self.ox % 1,
            self.oy % 1,
        )
        surf = self._slot(slot, full_key)
        if surf is None:
            surf = pygame.Surface((dst.w, dst.h), pygame.SRCALPHA)
            sub = Canvas(
                surf,
                self.scale,
                (-r.x * self.scale, -r.y * self.scale),
                self.assets,
                self.fonts,
                self.layers,
                self.text_scale,
            )
            painter(sub)
            surf = _ready(surf)
            self._keep(slot, full_key, surf)
        self.surface.blit(surf, dst.topleft)

    def window_layer(self, slot: str, key: Hashable, painter: Callable[[Canvas], None]) -> None:
        """Paint an opaque window-sized layer once (per key and window size) and blit it.

        Everything that stays put (wood, boards, plates, trays) goes in one such layer, so a
        frame starts with a single opaque copy instead of many alpha blends."""
        w, h = self.surface.get_size()
        full_key = (key, w, h, round(self.scale, 4), self.text_scale)
        surf = self._slot(slot, full_key)
        if surf is None:
            surf = self._blank(slot, w, h)
            sub = Canvas(
                surf,
                self.scale,
                (self.ox, self.oy),
                self.assets,
                self.fonts,
                self.layers,
                self.text_scale,
            )
            painter(sub)
            self._keep(slot, full_key, surf)
        self.surface.blit(surf, (0, 0))

    # -- text --

    def text(
        self,
        text: str,
        pos: Point,
        size: float = theme.SIZE_BODY,
        colour: Colour = theme.INK,
        font: str = theme.BODY,
        anchor: str = "topleft",
        shadow: Colour | None = None,
        max_width: float | None = None,
        alpha: int = 255,
        shrink: float | None = None,
    ) -> pygame.FRect:
        """Draw one line of text at a design point; returns its design rect.

        Text wider than max_width is set smaller (down to the size `shrink`, when given), and
        only then shortened with an ellipsis."""
        if anchor not in _ANCHORS:
            anchor = "topleft"
        asked = text
        text = drawable(str(text))
        if max_width is not None and shrink is not None:
            size = self.fit_size(text, size, font, max_width, shrink)
        px = self.text_px(size)
        if max_width is not None:
            text = self.fit(text, size, font, max_width)
        surf = self._render(text, font, px, colour)
        target = pygame.Rect(0, 0, surf.get_width(), surf.get_height())
        setattr(target, anchor, self.pt(*pos))
        if shadow is not None:
            sh = self._render(text, font, px, shadow)
            off = max(1, round(px / 16))
            if alpha < 255:
                sh = sh.copy()
                sh.set_alpha(alpha // 2)
            self.surface.blit(sh, (target.x + off, target.y + off))
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, alpha))
        self.surface.blit(surf, target.topleft)
        s = self.scale
        drawn = pygame.FRect(
            (target.x - self.ox) / s, (target.y - self.oy) / s, target.w / s, target.h / s
        )
        for observer in text_observers:
            observer(TextDrawn(asked, text, drawn, max_width, size, font))
        return drawn

    def _render(self, text: str, font: str, px: int, colour: Colour) -> pygame.Surface:
        """The rendered line; text the font still refuses is drawn as ASCII ("?" for the rest),
        so a drawing never fails because of what a line says."""
        try:
            return self.fonts.render(text, font, px, colour)
        except (ValueError, UnicodeError, pygame.error) as exc:
            log.warning("cannot render %r: %s", text, exc)
            plain = drawable(text.encode("ascii", "replace").decode("ascii"))
            return self.fonts.render(plain, font, px, colour)

    def fit_size(
        self, text: str, size: float, font: str, max_width: float, smallest: float
    ) -> float:
        """The largest size from `size` down to `smallest` at which the text fits max_width.

        At a larger text size (Settings) the floor stays where it is at 100 %: text that must
        fit a box may give back the growth, never become smaller than at the normal size."""
        smallest = min(size, smallest, smallest / self.text_scale)
        width = self.measure(text, size, font)[0]
        if width <= max_width:
            return size
        # Width grows about linearly with size: start from the proportional guess, then step.
        trial = max(smallest, size * max_width / max(1.0, width))
        while trial > smallest and self.measure(text, trial, font)[0] > max_width:
            trial = max(smallest, trial - 0.5)
        return trial

    def fit(self, text: str, size: float, font: str, max_width: float) -> str:
        """The text, shortened with an ellipsis if it is wider than max_width."""
        if self.measure(text, size, font)[0] <= max_width:
            return text
        cut = text
        while cut and self.measure(cut + "…", size, font)[0] > max_width:
            cut = cut[:-1]
        return cut.rstrip() + "…"

    # -- shapes (procedural UI: highlights, shadows, panels) --

    def fill(self, r: RectLike, colour: Colour, alpha: int = 255, radius: float = 0) -> None:
        """A filled (optionally rounded, optionally translucent) rectangle."""
        dst = self.rect(r)
        rad = round(radius * self.scale) if radius else 0
        if alpha >= 255:
            pygame.draw.rect(self.surface, colour, dst, border_radius=rad)
            return
        key = ("fill", dst.w, dst.h, colour, alpha, rad)
        surf = _shapes.get_hit(key)
        if surf is None:
            surf = pygame.Surface((dst.w, dst.h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=rad)
            surf = _ready(surf)
            _shapes.put(key, surf)
        self.surface.blit(surf, dst.topleft)

    def outline(
        self, r: RectLike, colour: Colour, width: float = 2, radius: float = 0, alpha: int = 255
    ) -> None:
        """A rectangle outline (design line width)."""
        dst = self.rect(r)
        rad = round(radius * self.scale) if radius else 0
        wpx = self.px(width)
        if alpha >= 255:
            pygame.draw.rect(self.surface, colour, dst, width=wpx, border_radius=rad)
            return
        key = ("outline", dst.w, dst.h, colour, alpha, rad, wpx)
        surf = _shapes.get_hit(key)
        if surf is None:
            surf = pygame.Surface((dst.w, dst.h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), width=wpx, border_radius=rad)
            _shapes.put(key, surf)
        self.surface.blit(surf, dst.topleft)

    def glow(
        self,
        r: RectLike,
        colour: Colour,
        radius: float = 8,
        spread: float = 10,
        strength: int = 150,
    ) -> None:
        """A soft halo around a design rect; the inside stays clear, so it can go over anything."""
        dst = self.rect(r)
        sp = self.px(spread)
        rad = round(radius * self.scale)
        key = ("glow", dst.w, dst.h, colour, sp, rad, strength)
        surf = _shapes.get_hit(key)
        if surf is None:
            w, h = dst.w + 2 * sp, dst.h + 2 * sp
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            # Concentric rings, faint outside and strong at the rect's edge.
            for i in range(sp + 1):
                t = i / max(1, sp)
                a = round(strength * t**2.2)
                rr = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
                if rr.w <= 0 or rr.h <= 0:
                    break
                pygame.draw.rect(
                    surf,
                    (*colour, a),
                    rr,
                    width=1 if i < sp else max(1, self.px(2)),
                    border_radius=rad + sp - i,
                )
            surf = _ready(surf)
            _shapes.put(key, surf)
        self.surface.blit(surf, (dst.x - sp, dst.y - sp))

    def circle(
        self, centre: Point, radius: float, colour: Colour, alpha: int = 255, width: float = 0
    ) -> None:
        """A (translucent) disc or ring."""
        cx, cy = self.pt(*centre)
        rp = self.px(radius)
        wpx = self.px(width) if width else 0
        if alpha >= 255:
            pygame.draw.circle(self.surface, colour, (cx, cy), rp, wpx)
            return
        key = ("circle", rp, colour, alpha, wpx)
        surf = _shapes.get_hit(key)
        if surf is None:
            surf = pygame.Surface((2 * rp + 2, 2 * rp + 2), pygame.SRCALPHA)
            pygame.draw.circle(surf, (*colour, alpha), (rp + 1, rp + 1), rp, wpx)
            surf = _ready(surf)
            _shapes.put(key, surf)
        self.surface.blit(surf, (cx - rp - 1, cy - rp - 1))

    def line(self, a: Point, b: Point, colour: Colour, width: float = 2) -> None:
        """A straight line."""
        pygame.draw.line(self.surface, colour, self.pt(*a), self.pt(*b), self.px(width))

    def polygon(self, points: list[Point], colour: Colour) -> None:
        """A filled polygon."""
        pygame.draw.polygon(self.surface, colour, [self.pt(*p) for p in points])

    def dim(self, alpha: int = 150, colour: Colour = (0, 0, 0)) -> None:
        """Darken the whole window (behind overlays)."""
        w, h = self.surface.get_size()
        key = ("dim", w, h, alpha, colour)
        surf = self.layers.get_hit(key)
        if surf is None:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            surf.fill((*colour, alpha))
            self.layers.put(key, surf)
        self.surface.blit(surf, (0, 0))

    def panel(self, r: RectLike, corner: float = 0.9) -> None:
        """The cream panel with a gold line (ui/panel.png, 9-sliced)."""
        self.nine("ui/panel.png", r, corner)

    @staticmethod
    def design_bounds() -> pygame.FRect:
        """The whole design area."""
        return pygame.FRect(0, 0, DESIGN_W, DESIGN_H)
