"""Drawing the Summer Pavilion table (read-only).

Layering, bottom to top: one cached opaque layer with everything that never moves (wood,
factory plates, centre tray, central board, bag, storage, the printed star boards), then the
status bar, factory and centre tiles, the round track and the supply, the boards' changing
parts, the phase-2 decision panel or the take preview, a computer's chosen move, whatever is
in the air (flying tiles, score pop-ups) and the tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.engine.pavilion_geometry import STRUCTURES
from azul.engine.pavilion_moves import CENTRE, decode_move

from ... import theme
from ...canvas import Canvas
from ..base.paint import _popup
from . import paint_board, paint_panel, sprites
from .steps import MARKER, RhombusFlight

if TYPE_CHECKING:
    from .scene import PavilionTableScene


def paint(scene: PavilionTableScene, canvas: Canvas) -> None:
    """Draw the whole table."""
    rs = scene.state.ruleset
    key = ("pavilion", rs.id, len(scene.layout.boards), scene.services.text.language)
    canvas.window_layer("table", key, lambda c: _static(scene, c))
    scene.paint_focus = scene.focused()
    scene.paint_interactive = scene.interactive()
    _hud(scene, canvas)
    _factories(scene, canvas)
    _centre(scene, canvas)
    _central_board(scene, canvas)
    for p in range(len(scene.layout.boards)):
        paint_board.board(scene, canvas, p)
    if scene.paint_interactive:
        paint_panel.panel(scene, canvas)
    _reveal(scene, canvas)
    _effects(scene, canvas)
    _drag(scene, canvas)
    _tooltip(scene, canvas)


def _static(scene: PavilionTableScene, canvas: Canvas) -> None:
    lay = scene.layout
    rs = scene.state.ruleset
    canvas.background()
    for f in range(lay.factories):
        plate = lay.factory_rect(f)
        canvas.image_sized("board/factory_pavilion.png", plate.center, plate.w, plate.h)
        lx, ly = lay.factory_label_pos(f)
        canvas.circle((lx, ly + 2), 15, theme.SHADOW, alpha=80)
        canvas.circle((lx, ly), 15, (34, 92, 78))
        canvas.circle((lx, ly), 15, theme.GOLD, width=2)
        canvas.text(str(f + 1), (lx, ly), 18, theme.CREAM, theme.BOLD, "center")
    tray = lay.centre_rect.inflate(lay.tile * 0.5, lay.tile * 0.5)
    canvas.nine("board/centre.png", tray, 0.55)
    canvas.text(
        scene.t("table.centre"),
        (tray.centerx, tray.bottom + 3),
        17,
        theme.CREAM,
        theme.BOLD,
        "midtop",
        shadow=theme.SHADOW,
    )
    board = lay.central_rect()
    canvas.fill(
        pygame.FRect(board.x + 8, board.y + 14, board.w - 8, board.h - 8),
        theme.SHADOW,
        alpha=70,
        radius=board.w / 2,
    )
    canvas.image_sized("board/central_board.png", board.center, board.w, board.h)
    for i in range(10):
        slot = lay.supply_slot(i)
        canvas.image_sized("board/supply_space.png", slot.center, slot.w + 4, slot.h + 4)
    bag = lay.bag_rect()
    canvas.image_sized("ui/bag.png", bag.center, bag.w, bag.h)
    canvas.text(
        scene.t("table.bag"),
        (bag.right + 12, bag.centery - 16),
        20,
        theme.CREAM,
        theme.BODY,
        "midleft",
        shadow=theme.SHADOW,
    )
    store = lay.storage_rect()
    canvas.image_sized("ui/storage.png", store.center, store.w, store.h)
    canvas.text(
        scene.t(f"discard.{rs.discard_key}"),
        (store.right + 12, store.centery - 16),
        20,
        theme.CREAM,
        theme.BODY,
        "midleft",
        shadow=theme.SHADOW,
    )
    if "unverified-track" in rs.tags:
        note = lay.note_rect()
        y = note.y
        for line in canvas.wrap(scene.t("pavilion.track_unverified"), 17, theme.BODY, note.w - 8)[
            :5
        ]:
            canvas.text(line, (note.x, y), 17, (236, 214, 170), theme.BODY, shadow=theme.SHADOW)
            y += 23
    for geo in lay.boards:
        paint_board.board_static(canvas, geo, rs, scene.t)


# -- status bar ---------------------------------------------------------------------------


def _hud(scene: PavilionTableScene, canvas: Canvas) -> None:
    hud = scene.layout.hud_rect()
    state = scene.state
    view = scene.view
    title = scene.t(state.ruleset.name_key)
    size = 27.0
    while size > 19 and canvas.measure(title, size, theme.BOLD)[0] > hud.w - 2 * 126:
        size -= 1
    canvas.text(
        title,
        (hud.centerx, hud.y + 8 + (27 - size) / 2),
        size=size,
        colour=theme.GOLD,
        font=theme.BOLD,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=hud.w - 2 * 126,
    )
    if state.is_over:
        phase = scene.t("pavilion.phase_over")
    elif state.phase == "draft":
        phase = scene.t("pavilion.phase_draft")
    else:
        phase = scene.t("pavilion.phase_place")
    canvas.text(
        scene.t("pavilion.round_line", n=view.round, rounds=state.spec.rounds, phase=phase),
        (hud.centerx, hud.y + 44),
        size=21,
        colour=theme.CREAM,
        font=theme.BODY,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=hud.w - 2 * 126,
    )
    status = scene.t("status.skip_hint") if scene.timeline.blocking else scene.status()
    canvas.text(
        status,
        (hud.centerx, hud.y + 76),
        size=22,
        colour=theme.CREAM,
        font=theme.BOLD,
        anchor="midtop",
        shadow=theme.SHADOW,
        max_width=hud.w - 10,
        shrink=17,  # long names and longer languages: smaller before an ellipsis
    )
    scene.buttons.draw(canvas)


# -- factories, centre --------------------------------------------------------------------


def _group_mode(scene: PavilionTableScene, source: int, colour: int) -> str:
    """How a tile of a group is drawn: "selected", "focus", "hover" or ""."""
    pv = scene.take_preview()
    if pv is not None and pv.source == source and colour == pv.colour:
        return "selected"
    if not scene.paint_interactive or scene.state.phase != "draft":
        return ""
    focus = scene.paint_focus
    if focus is not None and focus.kind == "group" and (focus.a, focus.b) == (source, colour):
        return "focus"
    hover = scene.hover
    if hover is not None and hover.kind == "group" and (hover.a, hover.b) == (source, colour):
        return "hover"
    return ""


def draw_tile(
    scene: PavilionTableScene,
    canvas: Canvas,
    colour: int,
    rect: pygame.FRect,
    mode: str = "",
    alpha: int = 255,
) -> None:
    """A square tile, lifted and ringed when chosen or pointed at, badged when wild."""
    name = sprites.square(scene.state.ruleset.colours[colour])
    centre = rect.center
    if mode in ("selected", "hover", "focus", "wild"):
        ring = theme.CREAM if mode == "hover" else (255, 178, 40)
        canvas.glow(
            rect.inflate(-2, -2),
            ring,
            radius=8,
            spread=12,
            strength=170 if mode == "hover" else 255,
        )
        lift = 5 if mode in ("selected", "wild") else 3
        centre = (centre[0], centre[1] - lift)
    if mode in ("selected", "wild") and scene.dragging:
        alpha = 90
    canvas.image_sized(name, centre, rect.w, rect.h, alpha)
    if colour == scene.view.wild:
        sprites.badge(
            canvas, pygame.FRect(centre[0] - rect.w / 2, centre[1] - rect.h / 2, rect.w, rect.h)
        )
    if mode in ("selected", "hover", "focus", "wild"):
        edge = theme.CREAM if mode == "hover" else (255, 178, 40)
        outline = pygame.FRect(0, 0, rect.w + 4, rect.h + 4)
        outline.center = centre
        canvas.outline(outline, edge, width=2 if mode == "hover" else 3, radius=7)


def _factories(scene: PavilionTableScene, canvas: Canvas) -> None:
    lay = scene.layout
    view = scene.view
    pv = scene.take_preview()
    for f in range(lay.factories):
        wild_marked = False
        for k, colour in enumerate(view.factories[f]):
            mode = _group_mode(scene, f, colour)
            if (
                pv is not None
                and pv.source == f
                and pv.wild
                and colour == view.wild
                and not wild_marked
            ):
                mode, wild_marked = "wild", True
            draw_tile(scene, canvas, colour, lay.factory_tile(f, k), mode)


def _centre(scene: PavilionTableScene, canvas: Canvas) -> None:
    lay = scene.layout
    view = scene.view
    pv = scene.take_preview()
    if view.marker_in_centre:
        slot = lay.centre_slot(0)
        if pv is not None and pv.marker:
            canvas.glow(slot, theme.PENALTY, radius=10, spread=12, strength=230)
        canvas.image_sized(sprites.MARKER_SPRITE, slot.center, slot.w * 1.1, slot.h * 1.1)
    for colour, n in enumerate(view.centre):
        if not n:
            continue
        slot = lay.centre_slot(1 + colour)
        mode = _group_mode(scene, CENTRE, colour)
        if pv is not None and pv.source == CENTRE and pv.wild and colour == view.wild:
            mode = "wild"
        shown = min(n, 4)
        step = lay.tile * 0.1
        for i in range(shown):
            off = (shown - 1 - i) * step
            draw_tile(scene, canvas, colour, slot.move(-off, -off), mode if i == shown - 1 else "")
        if n > 1:
            bx, by = slot.right - 2, slot.bottom - 2
            canvas.circle((bx, by), 13, theme.CREAM)
            canvas.circle((bx, by), 13, theme.GOLD_DEEP, width=2)
            canvas.text(str(n), (bx, by), 17, theme.INK, theme.BOLD, "center")


# -- central board ------------------------------------------------------------------------


def _central_board(scene: PavilionTableScene, canvas: Canvas) -> None:
    lay = scene.layout
    view = scene.view
    state = scene.state
    names = state.ruleset.colours
    track = state.spec.wild_by_round
    for k, colour in enumerate(track):
        r = lay.track_rect(k)
        rnd = k + 1
        if rnd == view.round:
            canvas.glow(r.inflate(6, 6), theme.GOLD, radius=10, spread=12, strength=255)
            big = r.inflate(10, 10)
            canvas.image_sized(sprites.square(names[colour]), big.center, big.w, big.h)
            canvas.outline(big.inflate(4, 4), theme.GOLD, width=3, radius=9)
            sprites.badge(canvas, big)
        else:
            done = rnd < view.round
            canvas.image_sized(
                sprites.square(names[colour]), r.center, r.w, r.h, 100 if done else 255
            )
            bx, by = r.right - 2, r.bottom - 2
            canvas.circle((bx, by), 9, (46, 126, 74) if done else theme.NAVY)
            canvas.circle((bx, by), 9, theme.CREAM, width=1.2)
            if done:
                a = 3.2  # the tick's size
                canvas.line((bx - a, by), (bx - a * 0.2, by + a * 0.8), theme.CREAM, 2)
                canvas.line(
                    (bx - a * 0.2, by + a * 0.8), (bx + a * 1.1, by - a * 0.9), theme.CREAM, 2
                )
            else:
                canvas.text(str(rnd), (bx, by), 13, theme.CREAM, theme.BOLD, "center")
    picks = set(scene.picks)
    bonus = scene.paint_interactive and state.phase == "bonus"
    focus = scene.paint_focus
    hover = scene.hover
    for i, colour in enumerate(view.supply):
        slot = lay.supply_slot(i)
        if colour < 0:
            continue
        mode = ""
        if bonus:
            if i in picks:
                mode = "selected"
            elif (focus is not None and focus.kind == "supply" and focus.a == i) or (
                hover is not None and hover.kind == "supply" and hover.a == i
            ):
                mode = "hover"
            else:
                canvas.glow(slot, theme.LEGAL, radius=8, spread=11, strength=235)
        draw_tile(scene, canvas, colour, slot, mode)
        if i in picks and bonus:
            n = sorted(picks).index(i) + 1
            canvas.circle((slot.right - 2, slot.bottom - 2), 11, theme.LEGAL)
            canvas.text(
                str(n), (slot.right - 2, slot.bottom - 2), 14, theme.INK, theme.BOLD, "center"
            )
    w = lay.wild_rect()
    canvas.image_sized(sprites.square(names[view.wild]), w.center, w.w, w.h)
    sprites.badge(canvas, w)
    canvas.text(
        scene.t("pavilion.wild"),
        (w.centerx, w.bottom + 2),
        13,
        (92, 70, 40),
        theme.BOLD,
        "midtop",
    )
    for rect, value in ((lay.bag_rect(), view.bag), (lay.storage_rect(), view.storage)):
        canvas.text(
            str(value),
            (rect.right + 12, rect.centery + 14),
            30,
            theme.CREAM,
            theme.BOLD,
            "midleft",
            shadow=theme.SHADOW,
        )


# -- a computer's choice, things in the air, the dragged tiles, the tooltip ---------------


def _reveal(scene: PavilionTableScene, canvas: Canvas) -> None:
    move = scene.revealing()
    if move is None:
        return
    lay = scene.layout
    p = scene.state.current_player
    geo = lay.boards[p]
    rgb = theme.seat_colour(scene.session.seat(p).colour)
    kind, a, b, c, _ = decode_move(move)
    if kind == "draft":
        if a == CENTRE:
            canvas.glow(lay.centre_group_rect(b), rgb, radius=10, spread=14, strength=255)
        else:
            for k, col in enumerate(scene.view.factories[a]):
                if col == b:
                    canvas.glow(lay.factory_tile(a, k), rgb, radius=8, spread=12, strength=255)
        canvas.glow(geo.hand_slot(b), rgb, radius=8, spread=10, strength=220)
    elif kind == "place":
        cell = a * 6 + b
        name = sprites.rhombus_name(scene.state.ruleset.colours[c])
        long = geo.space_long()
        sprites.rhombus(canvas, name, geo.space_centre(cell), long, geo.space_angle(cell), 170)
        sprites.rhombus_shape(
            canvas, geo.space_centre(cell), long, geo.space_angle(cell), rgb, 255, width=4, grow=2
        )
    elif kind == "pick":
        for i, col in enumerate(scene.view.supply):
            if col == a:
                canvas.glow(lay.supply_slot(i), rgb, radius=8, spread=12, strength=255)
                break
    elif kind == "keep":
        canvas.glow(geo.hand_slot(a), rgb, radius=8, spread=12, strength=255)
    else:
        head = geo.header()
        text = scene.t("pavilion.passes") if kind == "pass" else scene.t("pavilion.discards")
        w, h = canvas.measure(text, 24, theme.BOLD)
        box = pygame.FRect(0, 0, w + 30, h + 14)
        box.midtop = (geo.hex_rect().centerx, head.bottom + 8)
        canvas.fill(box, rgb, alpha=235, radius=box.h / 2)
        canvas.text(text, box.center, 24, theme.CREAM, theme.BOLD, "center")


def _effects(scene: PavilionTableScene, canvas: Canvas) -> None:
    glows, colour = scene.timeline.glows()
    for r in glows:
        canvas.glow(r, colour, radius=8, spread=12, strength=255)
    step = scene.timeline.current
    names = scene.state.ruleset.colours
    if step is not None:
        t = scene.timeline.t
        for f in step.flights:
            (x, y), size, alpha = f.at(t)
            if f.colour == MARKER:
                canvas.image_sized(sprites.MARKER_SPRITE, (x, y), size, size, alpha)
                continue
            if isinstance(f, RhombusFlight):
                # A square tile in the hand turns into the rhombus of its space as it flies.
                u = 0.0 if f.duration <= 0 else max(0.0, min(1.0, (t - f.delay) / f.duration))
                if u > 0.35:  # at its final size: one cached sprite, not one per frame
                    name = sprites.rhombus_name(names[f.colour])
                    sprites.rhombus(canvas, name, (x, y), f.size1, f.angle, alpha)
                    continue
            canvas.fill(
                pygame.FRect(x - size / 2 + 4, y - size / 2 + 8, size, size),
                theme.SHADOW,
                alpha=min(70, alpha // 3),
                radius=size * 0.12,
            )
            canvas.image_sized(sprites.square(names[f.colour]), (x, y), size, size, alpha)
    for pop in scene.timeline.popups:
        _popup(canvas, pop)


def _drag(scene: PavilionTableScene, canvas: Canvas) -> None:
    pv = scene.take_preview()
    if not scene.dragging or pv is None:
        return
    names = scene.state.ruleset.colours
    tiles = [pv.colour] * pv.count + [scene.view.wild] * pv.wild
    mx, my = scene.mouse
    size = scene.layout.cell
    for i, colour in enumerate(tiles[:7]):
        pos = (mx + i * size * 0.28 - size * 0.2, my - size * 0.2)
        canvas.fill(
            pygame.FRect(pos[0] - size / 2 + 5, pos[1] - size / 2 + 9, size, size),
            theme.SHADOW,
            alpha=60,
            radius=6,
        )
        canvas.image_sized(sprites.square(names[colour]), pos, size, size)


def tooltip_text(scene: PavilionTableScene) -> tuple[str, tuple[int, int, int]] | None:
    """The text under the pointer or the focus (and its border colour), if any."""
    focus = scene.paint_focus
    target = focus if focus is not None else scene.hover
    if target is None:
        return None
    state = scene.state
    if target.kind == "space":
        if target.a == scene.me() and scene.space == target.b:
            return None  # the panel says everything about the chosen space
        text = scene.space_hint(target.a, target.b)
        legal = target.a == scene.me() and target.b in scene.legal_cells()
        return text, theme.LEGAL if legal else theme.INK_SOFT
    if target.kind == "structure":
        st = STRUCTURES[target.b]
        kind = scene.t(f"pavilion.structure.{st.kind}")
        return scene.tn("pavilion.hint_structure", st.reward, kind=kind), theme.GOLD
    if target.kind == "supply" and state.phase != "bonus":
        return scene.t("pavilion.hint_supply"), theme.GOLD
    if target.kind == "track":
        colour = scene.colour_name(state.spec.wild_by_round[target.a])
        return scene.t("pavilion.hint_track", n=target.a + 1, colour=colour), theme.GOLD
    if target.kind == "group" and scene.paint_interactive and state.phase == "draft":
        from azul.engine.pavilion_moves import draft_move

        why = scene.reason(draft_move(target.a, target.b))
        if why is not None:
            return why, theme.ILLEGAL
    return None


def _tooltip(scene: PavilionTableScene, canvas: Canvas) -> None:
    tip = tooltip_text(scene)
    if tip is None:
        return
    text, border = tip
    focus = scene.paint_focus
    if focus is not None and focus.kind == "space":
        r = scene.layout.boards[focus.a].space_bounds(focus.b)
        mx, my = r.centerx, r.bottom + 8
    else:
        mx, my = scene.mouse[0], scene.mouse[1] + 28
    lines = canvas.wrap(text, 20, theme.BOLD, 520)
    w = max(canvas.measure(line, 20, theme.BOLD)[0] for line in lines)
    h = 26 * len(lines)
    box = pygame.FRect(0, 0, w + 32, h + 18)
    box.midtop = (mx, my)
    if box.bottom > 1072:
        box.bottom = my - 40
    box.clamp_ip(pygame.FRect(8, 8, 1904, 1064))
    canvas.fill(box.move(0, 4), theme.SHADOW, alpha=90, radius=10)
    canvas.fill(box, (40, 34, 44), alpha=240, radius=10)
    canvas.outline(box, border, width=2, radius=10)
    for i, line in enumerate(lines):
        canvas.text(line, (box.centerx, box.y + 9 + i * 26), 20, theme.CREAM, theme.BOLD, "midtop")
