"""The new-game screen's rule-set preview: the chosen rule set's picture, name, description
and facts (or why it cannot be played yet) in the box under the cards, every word shown."""

from __future__ import annotations

import pygame

from azul.engine import RuleSet

from .. import theme
from ..canvas import Canvas
from .setup_cards import paint_preview

DESC_SPACING = 30 / 22  # the description's line distance, in text sizes
FACT_SPACING = 27 / 20  # the facts' line distance
UNAVAILABLE_SPACING = 29 / 21
NAME_LINE_BOX = 1.2  # the rule set's name: its line box in text sizes (Lato)
DESC_SCALES_PICTURE = (1.0, 0.93, 0.86, 0.8, 0.74)  # tried in turn until the box holds it
DESC_SCALES = (1.0, 0.93, 0.86, 0.8, 0.74, 0.68, 0.62)  # the same without the picture

# A line of the rule set's description: text, where, size, colour, font, bulleted.
DescriptionLine = tuple[str, tuple[float, float], float, theme.Colour, str, bool]


def paint_description(
    canvas: Canvas,
    box: pygame.FRect,
    rs: RuleSet,
    name: str,
    desc: str,
    facts: list[str],
    unavailable: str | None,
) -> None:
    """The rule set's preview in the box: its facts, or (unavailable) why it cannot be played."""
    canvas.fill(box, (24, 14, 8), alpha=120, radius=16)
    # A larger text size takes room from the picture: the words need it more.
    pic_h = min(box.h - 40, 230 / canvas.text_scale)
    pic = pygame.FRect(box.x + 20, box.y + 20, pic_h * 16 / 9, pic_h)
    # Under the name, which grows with the text size (64 px down at the normal size).
    desc_y = box.y + 28 + theme.SIZE_LARGE * canvas.text_scale * NAME_LINE_BOX
    # Every word is shown: in a longer language (or a longer rule set) the text is set a
    # little smaller until the description and the facts fit the box; when even that is
    # not enough (a large text size), the picture gives the words its room.
    for show_pic, scales in ((True, DESC_SCALES_PICTURE), (False, DESC_SCALES)):
        x = pic.right + 28 if show_pic else box.x + 24
        width = box.right - 24 - x
        for k in scales:
            lines, end = description_lines(canvas, desc, facts, unavailable, x, desc_y, width, k)
            if end <= box.bottom - 12:
                break
        else:
            continue
        break
    if show_pic:
        canvas.fill(pic.move(0, 6), theme.SHADOW, alpha=90, radius=10)
        canvas.fill(pic, (60, 40, 26), radius=6)
        paint_preview(canvas, rs, pic)
        canvas.outline(pic, theme.GOLD, width=2, radius=6)
    canvas.text(
        name,
        (x, box.y + 20),
        theme.SIZE_LARGE,
        theme.GOLD,
        theme.BOLD,
        max_width=width,
        shrink=21,
    )
    for text, pos, size, colour, font, bullet in lines:
        if bullet:
            canvas.circle((pos[0] - 14, pos[1] + size * 0.65), 4, theme.GOLD)
        canvas.text(text, pos, size, colour, font)


def description_lines(
    canvas: Canvas,
    desc: str,
    facts: list[str],
    unavailable: str | None,
    x: float,
    y: float,
    width: float,
    k: float,
) -> tuple[list[DescriptionLine], float]:
    """The description, then the facts (or why the rule set cannot be played), at scale k."""
    out: list[DescriptionLine] = []
    # Line distances grow with the text size setting: lines never run into each other.
    grown = canvas.text_scale
    size = 22 * k
    for line in canvas.wrap(desc, size, theme.BODY, width):
        out.append((line, (x, y), size, theme.CREAM, theme.BODY, False))
        y += size * grown * DESC_SPACING
    y += 10 * k
    if unavailable is not None:
        size = 21 * k
        for line in canvas.wrap(unavailable, size, theme.BOLD, width):
            out.append((line, (x, y), size, (255, 170, 150), theme.BOLD, False))
            y += size * grown * UNAVAILABLE_SPACING
        return out, y
    size = 20 * k
    for fact in facts:
        for i, line in enumerate(canvas.wrap(fact, size, theme.BODY, width - 20)):
            out.append((line, (x + 20, y), size, (230, 214, 190), theme.BODY, i == 0))
            y += size * grown * FACT_SPACING
    return out, y
