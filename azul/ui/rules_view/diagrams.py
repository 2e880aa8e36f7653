"""The rules texts' diagrams (docs/rules_format.md), drawn with the game's own sprites in the
look of the rule set being read.

Each family draws its own diagrams: the ``diagram_painters`` part of its manifest (a
``FamilyDiagrams``: a ``Painter`` per diagram name, and how a factory offer looks in its rule
sets) is loaded the first time the viewer draws one; the factory offer every family's text may
show is drawn here. ``diagram_size`` gives a diagram's design size (the layout reserves it);
``draw_diagram`` paints it into a design rect of that size. Both accept every diagram the loader
lets through.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

import pygame

from azul.engine import RuleSet
from azul.engine.manifest import (
    FamilyManifest,
    ManifestError,
    MergedParts,
    PartCache,
    check_members,
)
from azul.rules_text import Diagram

from .. import theme
from ..canvas import Canvas
from .sprites import arrow, caption

FRect = pygame.FRect

FACTORY = 230.0
SIDE_W = 210.0  # the "you take" and "to the centre" areas beside the factory
UNKNOWN_SIZE = (200.0, 100.0)  # a diagram no family draws (the loader lets none through)


@dataclass(frozen=True)
class FactoryLook:
    """A factory offer in a rule set's look: the factory's sprite and a tile's by colour letter."""

    plate: str
    tile: Callable[[str], str]


@dataclass(frozen=True)
class DiagramContext:
    """What a diagram needs from outside: the rule set being read and the translator."""

    ruleset: RuleSet
    t: Callable[..., str]
    tn: Callable[..., str]

    def factory_look(self) -> FactoryLook:
        """How a factory offer looks in the rule set's style (its family says; a plain factory
        with classic tiles of the rule set's colours for a family that does not)."""
        family = _FAMILIES.get(self.ruleset.family)
        if family is not None:
            return family.factory_look(self.ruleset)
        colours = dict(zip(self.ruleset.letters, self.ruleset.colours, strict=True))
        return FactoryLook("board/factory.png", lambda letter: f"tiles/base_{colours[letter]}.png")


# Paints a diagram's parameters into a design rect of its size.
Draw = Callable[[Canvas, FRect, DiagramContext, Mapping[str, str]], None]


@dataclass(frozen=True)
class Painter:
    """One diagram: its design size and how it is drawn."""

    size: tuple[float, float]
    draw: Draw


class FamilyDiagrams(Protocol):
    """A family's part of the rules viewer (the ``diagram_painters`` of its manifest)."""

    @property
    def painters(self) -> Mapping[str, Painter]:
        """The family's diagrams by name (the names its ``diagram_specs`` check)."""
        ...

    def factory_look(self, ruleset: RuleSet) -> FactoryLook:
        """How a factory offer looks in one of the family's rule sets."""
        ...


@dataclass(frozen=True)
class DiagramSet:
    """A ready-made FamilyDiagrams: the painters and the factory look as a function."""

    painters: Mapping[str, Painter]
    look: Callable[[RuleSet], FactoryLook]

    def factory_look(self, ruleset: RuleSet) -> FactoryLook:
        """How a factory offer looks in one of the family's rule sets."""
        return self.look(ruleset)


def _painters_part(manifest: FamilyManifest, part: object) -> FamilyDiagrams:
    """A family's diagrams, once they have every member and every painter is a Painter."""
    found: FamilyDiagrams = check_members(manifest, "diagram_painters", part, FamilyDiagrams)
    bad = sorted(name for name, p in found.painters.items() if not isinstance(p, Painter))
    if bad:
        raise ManifestError(
            f"family {manifest.name!r}: diagram_painters {manifest.diagram_painters!r}: "
            f"not a Painter: {', '.join(bad)}"
        )
    return found


_FAMILIES = PartCache("diagram_painters", _painters_part)


def _family_painters() -> list[tuple[str, Mapping[str, Painter]]]:
    return [(family, part.painters) for family, part in _FAMILIES.items()]


# --- Sizes and drawing -------------------------------------------------------------------


def diagram_size(diagram: Diagram, ctx: DiagramContext) -> tuple[float, float]:
    """Design size of a diagram."""
    painter = PAINTERS.get(diagram.name)
    return UNKNOWN_SIZE if painter is None else painter.size


def draw_diagram(canvas: Canvas, diagram: Diagram, rect: FRect, ctx: DiagramContext) -> None:
    """Paint a diagram into a design rect of its size."""
    painter = PAINTERS.get(diagram.name)
    if painter is not None:
        painter.draw(canvas, rect, ctx, diagram.params)


# --- Factory offer -----------------------------------------------------------------------


def _factory(canvas: Canvas, rect: FRect, ctx: DiagramContext, p: Mapping[str, str]) -> None:
    tiles = p["tiles"]
    take = p["take"]
    wild = p.get("wild")
    # Which tiles go to the player: every tile of the chosen colour, and one wild one.
    taken = [i for i, ch in enumerate(tiles) if ch == take]
    if wild and wild == take:  # only wild tiles left: just one of them
        taken = taken[:1]
    elif wild:
        wild_at = next((i for i, ch in enumerate(tiles) if ch == wild), None)
        if wild_at is not None:
            taken.append(wild_at)
    rest = [i for i in range(len(tiles)) if i not in taken]
    tile = 48.0
    plate = FRect(0, 0, FACTORY, FACTORY)
    plate.center = (rect.centerx, rect.y + FACTORY / 2)
    look = ctx.factory_look()
    sprite = look.plate
    canvas.fill(
        FRect(0, 0, FACTORY * 0.86, FACTORY * 0.86)
        .move(0, 0)
        .move(plate.centerx - FACTORY * 0.43, plate.centery - FACTORY * 0.43 + 8),
        theme.SHADOW,
        alpha=50,
        radius=FACTORY * 0.43,
    )
    canvas.image_sized(sprite, plate.center, plate.w, plate.h)
    for i, ch in enumerate(tiles):
        dx = (i % 2 - 0.5) * tile * 1.12
        dy = (i // 2 - 0.5) * tile * 1.12 if len(tiles) > 2 else 0.0
        r = FRect(0, 0, tile, tile)
        r.center = (plate.centerx + dx, plate.centery + dy)
        if i in taken:
            canvas.glow(r, (255, 178, 40), radius=8, spread=12, strength=255)
            canvas.image_sized(look.tile(ch), r.center, tile, tile)
            canvas.outline(r.inflate(4, 4), (255, 178, 40), width=3, radius=7)
        else:
            canvas.image_sized(look.tile(ch), r.center, tile, tile, 110)
        if wild and ch == wild:
            canvas.image_sized("ui/wild_badge.png", (r.right - 6, r.y + 6), 26, 26)
    # Left: what the player takes; right: what slides to the centre.
    mid_y = plate.centery
    left = FRect(rect.x, mid_y - 70, SIDE_W, 140)
    right = FRect(rect.right - SIDE_W, mid_y - 70, SIDE_W, 140)
    arrow(canvas, (plate.x + 10, mid_y), (left.right + 14, mid_y))
    if rest:
        arrow(canvas, (plate.right - 10, mid_y), (right.x - 14, mid_y))
    _group(canvas, ctx, left, [tiles[i] for i in taken], ctx.t("rules.diagram.taken"), wild, False)
    if rest:
        tray = right
        _group(
            canvas,
            ctx,
            tray,
            [tiles[i] for i in rest],
            ctx.t("rules.diagram.to_centre"),
            wild,
            True,
        )


def _group(
    canvas: Canvas,
    ctx: DiagramContext,
    box: FRect,
    letters: list[str],
    label: str,
    wild: str | None,
    tray: bool,
) -> None:
    tile = 46.0
    if tray:
        canvas.nine("board/centre.png", box.inflate(-10, -36).move(0, 14), 0.4)
    n = len(letters)
    gap = 6.0
    total = n * tile + (n - 1) * gap
    x = box.centerx - total / 2
    cy = box.centery + 14
    for i, ch in enumerate(letters):
        c = (x + i * (tile + gap) + tile / 2, cy)
        canvas.image_sized(ctx.factory_look().tile(ch), c, tile, tile)
        if wild and ch == wild:
            canvas.image_sized(
                "ui/wild_badge.png", (c[0] + tile / 2 - 6, cy - tile / 2 + 6), 24, 24
            )
    caption(canvas, label, (box.centerx, box.y - 6), "midtop", max_width=box.w)


# Every diagram the viewer draws, by name: the shared factory offer, then each family's.
PAINTERS: Mapping[str, Painter] = MergedParts(
    "diagram",
    _family_painters,
    {"factory-take": Painter((SIDE_W * 2 + FACTORY + 2 * 80, FACTORY + 20), _factory)},
)
