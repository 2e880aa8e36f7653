"""The list of every generated asset: path, purpose, builder and manifest metadata."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import boards, icon, music, previews, sounds, tiles, ui
from .fonts import FONTS
from .palette import BASE, MINI, PALETTE_STYLES, PAVILION, TileStyle

Builder = Callable[[], "pygame.Surface | bytes"]


@dataclass
class Asset:
    """One output file under assets/."""

    path: str
    kind: str  # image | icon | sound | music | font | licence
    purpose: str
    build: Builder | None = None
    meta: dict[str, Any] = field(default_factory=dict)


def _tile_meta(
    style: TileStyle,
    face_rect: tuple[float, ...],
    face_probe: tuple[float, float],
    centre: tuple[float, float],
    r: float,
    family: str,
) -> dict[str, Any]:
    sp = tiles.symbol_probe(style.symbol, centre[0], centre[1], r)
    return {
        "family": family,
        "colour": style.name,
        "symbol": style.symbol,
        "face_rgb": list(style.face),
        "symbol_rgb": list(style.ink),
        "face_rect": [round(v, 2) for v in face_rect],
        "face_probe": [round(face_probe[0]), round(face_probe[1])],
        "symbol_probe": [round(sp[0]), round(sp[1])],
    }


def _square_meta(style: TileStyle, family: str) -> dict[str, Any]:
    c = tiles.face_centre()
    return _tile_meta(style, tiles.FACE, (c[0] + 24, c[1] + 37), c, tiles.SYMBOL_R, family)


def _mini_meta(style: TileStyle) -> dict[str, Any]:
    f = tiles.MINI_FACE
    c = (f[0] + f[2] / 2, f[1] + f[3] / 2)
    return _tile_meta(style, f, (c[0] + 28, c[1] + 33), c, 22.0, "mini")


def _rhombus_meta(style: TileStyle) -> dict[str, Any]:
    m = _tile_meta(
        style,
        (
            tiles.RH_CX - tiles.RH_SHORT / 2,
            tiles.RH_CY - tiles.RH_LONG / 2,
            tiles.RH_SHORT,
            tiles.RH_LONG,
        ),
        (tiles.RH_CX, tiles.RH_CY + 48),
        (tiles.RH_CX, tiles.RH_CY),
        tiles.RH_SYMBOL_R,
        "pavilion",
    )
    m.update(_rhombus_geometry())
    return m


def _rhombus_geometry() -> dict[str, Any]:
    return {
        "shape": "rhombus 60/120 degrees, long axis vertical; the acute (60 degree) corners are top and bottom",
        "vertices": [[round(x, 2), round(y, 2)] for x, y in tiles.RH_VERTS],
        "long_diagonal": round(tiles.RH_LONG, 2),
        "short_diagonal": round(tiles.RH_SHORT, 2),
        "centre": [tiles.RH_CX, tiles.RH_CY],
        "star_placement": "for a star, put the bottom vertex on the star centre and rotate the sprite so the long axis points outward (6 rhombi fill 360 degrees)",
    }


def _plain_meta(meta: dict[str, Any], of: str) -> dict[str, Any]:
    """Manifest entry of a symbol-less variant: the same tile minus everything about the symbol."""
    out = {k: v for k, v in meta.items() if k not in ("symbol", "symbol_rgb", "symbol_probe")}
    out["plain"] = True
    out["variant_of"] = of
    return out


def _plain_tiles() -> list[Asset]:
    """Symbol-less copies of every tile sprite, used when colour-blind symbols are switched off."""
    out: list[Asset] = []
    Meta = Callable[[TileStyle], dict[str, Any]]
    families: list[tuple[str, dict[str, TileStyle], Callable[..., pygame.Surface], Meta]] = [
        ("base", BASE, tiles.base_tile, lambda st: _square_meta(st, "base")),
        ("mini", MINI, tiles.mini_tile, _mini_meta),
        ("pavilion", PAVILION, tiles.pavilion_tile, _rhombus_meta),
        ("pavilion_sq", PAVILION, tiles.pavilion_square, lambda st: _square_meta(st, "pavilion")),
    ]
    for prefix, styles, build, meta in families:
        for name, st in styles.items():
            of = f"tiles/{prefix}_{name}.png"
            out.append(
                Asset(
                    f"tiles/{prefix}_{name}_plain.png",
                    "image",
                    f"{of} without its symbol (colour-blind symbols switched off)",
                    lambda n=name, b=build: b(n, symbol=False),
                    _plain_meta(meta(st), of),
                )
            )
    return out


def _palette_tiles() -> list[Asset]:
    """Every tile (with its symbol-less twin) and coloured wall cell of the other palettes, under
    tiles/<palette>/ and board/<palette>/ with the default's file names; the game draws them
    instead of the default's when that palette is chosen."""
    out: list[Asset] = []
    Meta = Callable[[TileStyle], dict[str, Any]]
    Build = Callable[..., pygame.Surface]
    kinds: dict[str, list[tuple[str, Build, Meta]]] = {
        "base": [("base", tiles.base_tile, lambda st: _square_meta(st, "base"))],
        "mini": [("mini", tiles.mini_tile, _mini_meta)],
        "pavilion": [
            ("pavilion", tiles.pavilion_tile, _rhombus_meta),
            ("pavilion_sq", tiles.pavilion_square, lambda st: _square_meta(st, "pavilion")),
        ],
    }
    for palette, families in PALETTE_STYLES.items():
        for family, styles in families.items():
            for prefix, build, meta in kinds[family]:
                for name, st in styles.items():
                    path = f"tiles/{palette}/{prefix}_{name}.png"
                    m = {**meta(st), "palette": palette}
                    out.append(
                        Asset(
                            path,
                            "image",
                            f"tiles/{prefix}_{name}.png in the {palette} palette",
                            lambda n=name, b=build, p=palette: b(n, palette=p),
                            m,
                        )
                    )
                    out.append(
                        Asset(
                            f"tiles/{palette}/{prefix}_{name}_plain.png",
                            "image",
                            f"{path} without its symbol (colour-blind symbols switched off)",
                            lambda n=name, b=build, p=palette: b(n, symbol=False, palette=p),
                            _plain_meta(m, path),
                        )
                    )
            if family == "base":
                for name, st in styles.items():
                    out.append(
                        Asset(
                            f"board/{palette}/wall_slot_{name}.png",
                            "image",
                            f"board/wall_slot_{name}.png in the {palette} palette",
                            lambda n=name, p=palette: boards.wall_slot_colour(n, p),
                            {
                                "face_rect": list(tiles.FACE),
                                "colour": name,
                                "symbol": st.symbol,
                                "palette": palette,
                            },
                        )
                    )
    return out


CELL_NOTE = "128 x 128 cell; its face_rect matches the tile sprites so a tile blitted at the same position covers it"
NINE = "9-slice: corners fixed, edges and centre stretched"


def assets() -> list[Asset]:
    """Every asset, in a stable order."""
    out: list[Asset] = []
    A = out.append
    # tiles
    for name, st in BASE.items():
        A(
            Asset(
                f"tiles/base_{name}.png",
                "image",
                f"base-game tile, {name} (glazed ceramic, {st.symbol} symbol)",
                lambda n=name: tiles.base_tile(n),
                _square_meta(st, "base"),
            )
        )
    for name, st in MINI.items():
        A(
            Asset(
                f"tiles/mini_{name}.png",
                "image",
                f"Azul Mini tile, {name} (glossy plastic with a stud bearing the {st.symbol} symbol)",
                lambda n=name: tiles.mini_tile(n),
                _mini_meta(st),
            )
        )
    for name, st in PAVILION.items():
        A(
            Asset(
                f"tiles/pavilion_{name}.png",
                "image",
                f"Summer Pavilion rhombus tile, {name} ({st.symbol} symbol)",
                lambda n=name: tiles.pavilion_tile(n),
                _rhombus_meta(st),
            )
        )
    for name, st in PAVILION.items():
        A(
            Asset(
                f"tiles/pavilion_sq_{name}.png",
                "image",
                f"Summer Pavilion tile, {name}, square form for hand / supply / track display",
                lambda n=name: tiles.pavilion_square(n),
                _square_meta(st, "pavilion"),
            )
        )
    out.extend(_plain_tiles())
    out.extend(_palette_tiles())
    # markers and badges
    A(
        Asset(
            "markers/first_player.png",
            "image",
            "base-family first-player marker (ivory tile with a gold medallion and 1)",
            tiles.first_player,
            {"face_rect": list(tiles.FACE)},
        )
    )
    A(
        Asset(
            "markers/first_player_pavilion.png",
            "image",
            "Summer Pavilion first-player marker (hexagonal token with a gold 1)",
            tiles.first_player_pavilion,
            {"shape": "hexagon, circumradius 58, centre (64, 63)"},
        )
    )
    A(
        Asset(
            "ui/wild_badge.png",
            "image",
            "golden sunburst ring overlaid on the current wild colour (tiles, track, supply)",
            tiles.wild_badge,
            {
                "anchor": "centre; overlay on a tile corner or centre at about 40-50% of the tile size"
            },
        )
    )
    # board parts
    A(
        Asset(
            "board/factory.png",
            "image",
            "factory display: round glazed plate with a blue painted rim",
            boards.factory,
            {"plate_centre": [128, 126], "plate_radius": 118, "well_radius": 94},
        )
    )
    A(
        Asset(
            "board/factory_pavilion.png",
            "image",
            "Summer Pavilion factory display: cream plate with laurel-and-gold rim",
            boards.factory_pavilion,
            {"plate_centre": [128, 126], "plate_radius": 118, "well_radius": 94},
        )
    )
    A(
        Asset(
            "board/centre.png",
            "image",
            "centre area: rounded wooden tray lined with teal felt",
            boards.centre,
            {
                "slice": {"left": 48, "top": 48, "right": 48, "bottom": 52},
                "content_rect": [30, 27, 420, 260],
                "note": NINE,
            },
        )
    )
    A(
        Asset(
            "board/player_board.png",
            "image",
            "base-game player board background (blue azulejo frame, stone field); the UI composes cells on it",
            boards.player_board,
            {
                "content_rect": list(boards.PLAYER_BOARD_CONTENT),
                "slice": {"left": 40, "top": 40, "right": 40, "bottom": 44},
                "note": NINE + "; the frame band is 38 px",
            },
        )
    )
    A(
        Asset(
            "board/pattern_slot.png",
            "image",
            "empty pattern-line cell",
            boards.pattern_slot,
            {"face_rect": list(tiles.FACE), "note": CELL_NOTE},
        )
    )
    A(
        Asset(
            "board/wall_slot.png",
            "image",
            "empty neutral wall cell (grey wall, Crystal Mosaic plain cells may use crystal_slot)",
            boards.wall_slot,
            {"face_rect": list(tiles.FACE), "note": CELL_NOTE},
        )
    )
    for name, st in BASE.items():
        A(
            Asset(
                f"board/wall_slot_{name}.png",
                "image",
                f"coloured-wall cell for {name}: faint tint and faint {st.symbol} symbol",
                lambda n=name: boards.wall_slot_colour(n),
                {
                    "face_rect": list(tiles.FACE),
                    "colour": name,
                    "symbol": st.symbol,
                    "note": CELL_NOTE,
                },
            )
        )
    A(
        Asset(
            "board/floor_slot.png",
            "image",
            "empty floor-line cell (the UI prints the penalty value)",
            boards.floor_slot,
            {"face_rect": list(tiles.FACE), "note": CELL_NOTE},
        )
    )
    A(
        Asset(
            "board/x2_overlay.png",
            "image",
            "x2 badge for Crystal Mosaic side-1 cells; blit over the cell (and over a placed tile) at the same rect",
            boards.x2_overlay,
            {"face_rect": list(tiles.FACE), "badge_centre": [101, 100], "badge_radius": 19.5},
        )
    )
    A(
        Asset(
            "board/crystal_slot.png",
            "image",
            "Crystal Mosaic empty cell, faceted crystal look",
            boards.crystal_slot,
            {"face_rect": list(tiles.FACE), "note": CELL_NOTE},
        )
    )
    A(
        Asset(
            "board/mini_board.png",
            "image",
            "Azul Mini board: plastic frame with studs around a stud-textured tray",
            boards.mini_board,
            {
                "content_rect": list(boards.MINI_BOARD_CONTENT),
                "slice": {"left": 44, "top": 44, "right": 44, "bottom": 48},
                "note": NINE,
            },
        )
    )
    A(
        Asset(
            "board/mini_board_dark.png",
            "image",
            "Azul Mini board, dark side (azul-mini-dark): charcoal plastic frame, slate tray",
            boards.mini_board_dark,
            {
                "content_rect": list(boards.MINI_BOARD_CONTENT),
                "slice": {"left": 44, "top": 44, "right": 44, "bottom": 48},
                "note": NINE,
            },
        )
    )
    A(
        Asset(
            "board/mini_slot.png",
            "image",
            "Azul Mini socket (empty cell) matching the Mini tile face",
            boards.mini_slot,
            {"face_rect": list(tiles.MINI_FACE)},
        )
    )
    A(
        Asset(
            "board/pavilion_board.png",
            "image",
            "Summer Pavilion player board: hexagonal garden terrace, no stars (the UI draws star spaces)",
            boards.pavilion_board,
            {
                "centre": [400, 400],
                "hexagon_circumradius": 392,
                "field_inradius": 320,
                "note": "flat top/bottom hexagon; vertices at 0, 60, ... degrees: outer stars sit towards the vertices",
            },
        )
    )
    A(
        Asset(
            "board/pavilion_space.png",
            "image",
            "empty rhombus star space; same size and orientation as the pavilion tiles",
            boards.pavilion_space,
            _rhombus_geometry(),
        )
    )
    A(Asset("board/pillar.png", "image", "pillar structure icon (reward 1 tile)", boards.pillar))
    A(Asset("board/statue.png", "image", "statue structure icon (reward 2 tiles)", boards.statue))
    A(Asset("board/window.png", "image", "window structure icon (reward 3 tiles)", boards.window))
    A(
        Asset(
            "board/central_board.png",
            "image",
            "Summer Pavilion central board: round medallion with a round-track band; the UI draws positions and supply spaces",
            boards.central_board,
            {
                "centre": [300, 300],
                "track_band": [206, 272],
                "track_positions": "centred on radius 239 at angles -90 + 60*k degrees (screen, clockwise from top); small laurel marks sit between them",
                "inner_radius": 196,
            },
        )
    )
    A(
        Asset(
            "board/supply_space.png",
            "image",
            "Summer Pavilion supply space (gold-rimmed recess)",
            boards.supply_space,
            {"face_rect": list(tiles.FACE)},
        )
    )
    # ui
    A(
        Asset(
            "ui/table_bg.png",
            "image",
            "seamlessly tileable warm wooden table background",
            ui.table_bg,
            {"tileable": True},
        )
    )
    sl = dict(zip(("left", "top", "right", "bottom"), ui.PANEL_SLICE, strict=True))
    A(
        Asset(
            "ui/panel.png",
            "image",
            "cream panel with gold inner line",
            ui.panel,
            {"slice": sl, "note": NINE + "; the soft shadow lies inside the margins"},
        )
    )
    bsl = dict(zip(("left", "top", "right", "bottom"), ui.BUTTON_SLICE, strict=True))
    A(
        Asset(
            "ui/button.png",
            "image",
            "glazed blue button",
            ui.button,
            {
                "slice": bsl,
                "note": NINE + "; face occupies y 3..56, text colour cream (250, 240, 220)",
            },
        )
    )
    A(Asset("ui/button_hover.png", "image", "button, hover state", ui.button_hover, {"slice": bsl}))
    A(
        Asset(
            "ui/button_pressed.png",
            "image",
            "button, pressed state (face sunk by 2 px: offset text by 2 px)",
            ui.button_pressed,
            {"slice": bsl},
        )
    )
    A(Asset("ui/bag.png", "image", "tile bag (indigo linen drawstring pouch)", ui.bag))
    A(
        Asset(
            "ui/lid.png",
            "image",
            "box lid / set-aside pile (discarded tiles)",
            ui.lid,
            {"content_rect": [22, 22, 156, 92]},
        )
    )
    A(Asset("ui/storage.png", "image", "Summer Pavilion storage (terracotta urn)", ui.storage))
    # icon
    A(Asset("icon/icon_1024.png", "icon", "application icon, master size", icon.icon_master))
    for s in icon.ICON_SIZES:
        A(
            Asset(
                f"icon/icon_{s}.png",
                "icon",
                f"application icon, {s} px",
                lambda s=s: icon.icon_sized(s),
            )
        )
    A(
        Asset(
            "icon/icon.ico",
            "icon",
            "Windows icon with PNG entries " + ", ".join(str(s) for s in icon.ICO_SIZES),
            icon.ico_bytes,
            {"sizes": list(icon.ICO_SIZES)},
        )
    )
    # sounds
    for name, (fn, purpose) in sounds.SOUNDS.items():
        A(Asset(f"sounds/{name}.wav", "sound", purpose, fn))
    # music
    for name, (fn, purpose) in music.MUSIC.items():
        A(Asset(f"music/{name}.wav", "music", purpose, fn))
    # previews
    for pid in previews.PREVIEWS:
        A(
            Asset(
                f"previews/{pid}.png",
                "image",
                f"new-game preview thumbnail for rule set '{pid}'",
                previews.PREVIEWS[pid],
            )
        )
    # fonts (copied from Debian packages with --fonts; not drawn)
    for f in FONTS:
        A(
            Asset(
                f"fonts/{f.file}",
                "font",
                f"{f.family} {f.style}: {f.role}",
                None,
                {
                    "family": f.family,
                    "style": f.style,
                    "licence": f.licence,
                    "licence_file": f"fonts/{f.licence_file}",
                    "source_package": f.package,
                },
            )
        )
    for lic in sorted({f.licence_file for f in FONTS}):
        A(
            Asset(
                f"fonts/{lic}",
                "licence",
                "licence text of the bundled fonts: "
                + ", ".join(sorted({f.family for f in FONTS if f.licence_file == lic})),
                None,
            )
        )
    return out
