"""Controller button prompts: small badges drawn as shapes, in the style of the controller in use.

Xbox-style pads show coloured letters (A, B, X, Y), PlayStation-style pads their four symbols
(cross, circle, square, triangle, drawn as lines, never as font glyphs), any other pad the
position of the button in the diamond of four (south, east, west, north). Prompts appear only
while a controller is the input in use (controller.PadStatus.active).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import theme
from .canvas import Canvas, Colour
from .controller import PLAYSTATION, XBOX, PadStatus
from .viewport import DESIGN_H

Point = tuple[float, float]
Badge = tuple[str, str]  # (controller family, button name)

# Button names the screens use (what each does is the player's mapping: actions.Keymap).
A, B, X, Y = "a", "b", "x", "y"
START, BACK, LB, DPAD = "start", "back", "lb", "dpad"
RB = "rb"  # the right shoulder
LS, RS = "ls", "rs"  # the sticks pressed in
FACE = (A, B, X, Y)

BADGE_SIZE = 34.0  # design px: a badge's height (it scales with the window like everything)
DARK: Colour = (34, 36, 46)
RIM: Colour = (236, 226, 204)
XBOX_COLOURS: dict[str, Colour] = {
    A: (92, 170, 58),
    B: (208, 62, 54),
    X: (52, 116, 210),
    Y: (226, 180, 36),
}
PS_COLOURS: dict[str, Colour] = {
    A: (136, 168, 236),  # cross
    B: (236, 104, 104),  # circle
    X: (226, 140, 196),  # square
    Y: (84, 204, 168),  # triangle
}
# Where each face button sits in the diamond (dx, dy): A south, B east, X west, Y north.
POSITIONS: dict[str, Point] = {A: (0, 1), B: (1, 0), X: (-1, 0), Y: (0, -1)}
# A generic pad's diamond, in badge radii: at 1280x720 a badge is ~22 px across, so the lit dot
# is 8 px and the others solid 4-5 px dots (1 px rings and a 6 px dot were a smudge there).
DIAMOND_STEP = 0.52  # a dot's centre from the badge's
DIAMOND_DOT = 0.2  # the radius of the other three buttons' dots
DIAMOND_LIT = 0.36  # the radius of the dot of the button meant
DIAMOND_DIM: Colour = (150, 144, 132)
SHOULDER_WORDS: dict[str, tuple[str, str]] = {
    XBOX: ("LB", "RB"),
    PLAYSTATION: ("L1", "R1"),
}
STICK_WORDS: dict[str, tuple[str, str]] = {
    XBOX: ("LS", "RS"),
    PLAYSTATION: ("L3", "R3"),
}
LEGEND_TEXT = 22.0  # design px of the legend's words
LEGEND_GAP = 26.0  # between one prompt and the next
LEGEND_MARGIN = 22.0  # from the window's bottom-left corner
LEGEND_MIN_SCALE = 0.6  # a legend is set at most this much smaller to fit its box
LEGEND_PAD_X = 14.0  # the strip's ends to its first and last badge or word
LEGEND_PAD_Y = 3.0  # the strip's edge above and below a badge: it stays inside its box's height
# The top of the legend strip at the window's bottom left (design space, at full size): a
# scene whose panel reaches below it gives the legend a box of its own.
CORNER_LEGEND_TOP = DESIGN_H - LEGEND_MARGIN - BADGE_SIZE - 2 * LEGEND_PAD_Y


def badge_width(button: str, size: float = BADGE_SIZE) -> float:
    """How wide a badge is drawn (face buttons are round, the others a pill)."""
    return size if button in FACE else size * 1.6


def paint_badge(canvas: Canvas, centre: Point, family: str, button: str, size: float) -> None:
    """One button's badge centred on a design point (size = its height in design px)."""
    if button in FACE:
        _face(canvas, centre, family, button, size / 2)
    else:
        _pill(canvas, centre, family, button, size)


def _face(canvas: Canvas, c: Point, family: str, button: str, r: float) -> None:
    canvas.circle((c[0], c[1] + r * 0.12), r, theme.SHADOW, alpha=110)
    if family == XBOX:
        colour = XBOX_COLOURS[button]
        canvas.circle(c, r, colour)
        canvas.circle(c, r, RIM, width=max(1.0, r * 0.1))
        ink = theme.INK if button == Y else theme.CREAM
        canvas.text(button.upper(), c, r * 1.25, ink, theme.BOLD, "center")
        return
    canvas.circle(c, r, DARK)
    canvas.circle(c, r, RIM, width=max(1.0, r * 0.1))
    if family == PLAYSTATION:
        _ps_symbol(canvas, c, button, r * 0.5)
    else:
        _diamond(canvas, c, button, r)


def _ps_symbol(canvas: Canvas, c: Point, button: str, s: float) -> None:
    """Cross, circle, square or triangle in lines of their own colour."""
    colour = PS_COLOURS[button]
    w = max(1.0, s * 0.38)
    x, y = c
    if button == A:
        canvas.line((x - s, y - s), (x + s, y + s), colour, w)
        canvas.line((x - s, y + s), (x + s, y - s), colour, w)
    elif button == B:
        canvas.circle(c, s * 1.05, colour, width=w)
    elif button == X:
        side = s * 0.9
        canvas.outline(pygame.FRect(x - side, y - side, 2 * side, 2 * side), colour, width=int(w))
    else:
        top, left, right = (x, y - s * 1.05), (x - s * 1.1, y + s * 0.8), (x + s * 1.1, y + s * 0.8)
        canvas.line(top, left, colour, w)
        canvas.line(left, right, colour, w)
        canvas.line(right, top, colour, w)
        for p in (top, left, right):  # round the joints
            canvas.circle(p, w / 2, colour)


def _diamond(canvas: Canvas, c: Point, button: str, r: float) -> None:
    """A generic pad: four dots in a diamond, the button's own position lit."""
    step = r * DIAMOND_STEP
    for name, (dx, dy) in POSITIONS.items():
        p = (c[0] + dx * step, c[1] + dy * step)
        if name == button:
            canvas.circle(p, r * DIAMOND_LIT, theme.FOCUS)
        else:
            canvas.circle(p, r * DIAMOND_DOT, DIAMOND_DIM)


def _pill(canvas: Canvas, c: Point, family: str, button: str, size: float) -> None:
    w = badge_width(button, size)
    box = pygame.FRect(0, 0, w, size * 0.8)
    box.center = c
    canvas.fill(box.move(0, size * 0.06), theme.SHADOW, alpha=110, radius=box.h / 2)
    canvas.fill(box, DARK, radius=box.h / 2)
    canvas.outline(box, RIM, width=max(1, int(size * 0.05)), radius=box.h / 2)
    x, y = c
    u = size * 0.14
    if button == START:  # three bars: the menu
        for dy in (-u, 0.0, u):
            canvas.line((x - 1.6 * u, y + dy), (x + 1.6 * u, y + dy), RIM, max(1.0, u * 0.45))
    elif button == BACK:  # two overlapping windows: the view / select button
        for d in (-u * 0.5, u * 0.5):
            r = pygame.FRect(x - u + d, y - u * 0.8 + d, 2 * u, 1.6 * u)
            canvas.outline(r, RIM, width=max(1, int(u * 0.35)))
    elif button == DPAD:  # a plus: the directions
        arm = 1.9 * u
        thick = 0.9 * u
        canvas.fill(pygame.FRect(x - arm, y - thick / 2, 2 * arm, thick), RIM, radius=thick / 4)
        canvas.fill(pygame.FRect(x - thick / 2, y - arm, thick, 2 * arm), RIM, radius=thick / 4)
    elif button in (LS, RS):  # the sticks pressed in, as the pad's maker names them
        left, right = STICK_WORDS.get(family, ("L3", "R3"))
        canvas.text(left if button == LS else right, c, size * 0.5, RIM, theme.BOLD, "center")
    else:  # the shoulders, in the words the pad has printed on them
        left, right = SHOULDER_WORDS.get(family, ("L", "R"))
        canvas.text(left if button == LB else right, c, size * 0.5, RIM, theme.BOLD, "center")


def badge_for(status: PadStatus, button: Callable[[], str | None]) -> Callable[[], Badge | None]:
    """What a widget shows for a button (asked each time: the player's mapping may change):
    its badge while a controller is in use, else None (and None when the action has none)."""

    def shown() -> Badge | None:
        name = button()
        return (status.family(), name) if status.prompts_shown() and name else None

    return shown


def legend_items_width(
    canvas: Canvas, items: Sequence[tuple[Sequence[str], str]], k: float = 1.0
) -> float:
    """How wide a legend's content is (badges, words and gaps) at scale k."""
    total = 0.0
    for buttons, words in items:
        total += sum((badge_width(b, BADGE_SIZE) + 4) * k for b in buttons)
        total += (6 + LEGEND_GAP) * k + canvas.measure(words, LEGEND_TEXT * k, theme.BOLD)[0]
    return max(0.0, total - LEGEND_GAP * k)


def paint_legend(
    canvas: Canvas,
    status: PadStatus,
    items: Sequence[tuple[Sequence[str], str]],
    box: pygame.FRect | None = None,
) -> None:
    """The buttons of the screen on top and what they do, in a strip (only while a controller
    is the input in use): centred in the scene's box, set smaller to fit it, or at the window's
    bottom left when the scene gives no box."""
    items = [(buttons, words) for buttons, words in items if buttons]  # an action without one
    if not status.prompts_shown() or not items:
        return
    family = status.family()
    k = 1.0
    width = legend_items_width(canvas, items, k)
    if box is not None:
        wide = (box.w - 2 * LEGEND_PAD_X) / max(1.0, width)
        high = box.h / (BADGE_SIZE + 2 * LEGEND_PAD_Y)
        k = max(LEGEND_MIN_SCALE, min(1.0, wide, high))
        width = legend_items_width(canvas, items, k)
    size = BADGE_SIZE * k
    strip = pygame.FRect(0, 0, width + 2 * LEGEND_PAD_X * k, size + 2 * LEGEND_PAD_Y * k)
    if box is None:
        bounds = canvas.design_bounds()
        strip.bottomleft = (bounds.x + LEGEND_MARGIN, bounds.bottom - LEGEND_MARGIN)
    else:
        strip.center = box.center
    canvas.fill(strip, DARK, radius=strip.h / 2)
    x = strip.x + LEGEND_PAD_X * k
    y = strip.centery
    for buttons, words in items:
        for b in buttons:
            w = badge_width(b, size)
            paint_badge(canvas, (x + w / 2, y), family, b, size)
            x += w + 4 * k
        x += 6 * k
        shown = canvas.text(words, (x, y), LEGEND_TEXT * k, theme.CREAM, theme.BOLD, "midleft")
        x = shown.right + LEGEND_GAP * k


def paint_pad_icon(canvas: Canvas, centre: Point, size: float, colour: Colour) -> None:
    """A small game controller drawn in lines and shapes (a couch seat's badge)."""
    x, y = centre
    w, h = size * 1.5, size * 0.8
    body = pygame.FRect(x - w / 2, y - h / 2, w, h)
    for gx in (body.x + h * 0.42, body.right - h * 0.42):  # the grips
        canvas.circle((gx, body.bottom - h * 0.2), h * 0.42, colour)
    canvas.fill(body, colour, radius=h / 2)
    u = h * 0.16
    lx, rx = body.x + w * 0.28, body.right - w * 0.28
    canvas.fill(pygame.FRect(lx - 2 * u, y - u / 2, 4 * u, u), DARK)
    canvas.fill(pygame.FRect(lx - u / 2, y - 2 * u, u, 4 * u), DARK)
    for dx, dy in POSITIONS.values():
        canvas.circle((rx + dx * 1.5 * u, y + dy * 1.5 * u), u * 0.7, DARK)
