"""Sprites, fonts and rendered text, loaded on first use and cached at every scaled size."""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from azul import resources
from azul.domain.settings import PALETTES

if TYPE_CHECKING:
    from azul.domain.settings import Settings

log = logging.getLogger(__name__)

Size = tuple[int, int]
Colour = tuple[int, int, int]


class LRU(OrderedDict[Hashable, Any]):
    """A small least-recently-used cache (scaled sprites and text are rebuilt on a miss).

    Its values are of any kind (surfaces, or a key and its surface): whoever put one knows what
    it gets back, so ``get_hit`` answers Any."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def get_hit(self, key: Hashable) -> Any:
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value

    def put(self, key: Hashable, value: object) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


class PixelLRU(LRU):
    """An LRU of surfaces bounded by their total pixel count as well as by their number."""

    def __init__(self, limit: int, pixels: int) -> None:
        super().__init__(limit)
        self.pixels = pixels
        self._area = 0

    def put(self, key: Hashable, value: object) -> None:
        old = self.get(key)
        if old is not None:
            self._area -= _area(old)
        self[key] = value
        self.move_to_end(key)
        self._area += _area(value)
        while len(self) > 1 and (len(self) > self.limit or self._area > self.pixels):
            _, gone = self.popitem(last=False)
            self._area -= _area(gone)

    def clear(self) -> None:
        """Forget every entry."""
        super().clear()
        self._area = 0


def _area(surf: object) -> int:
    """Pixels of a surface (0 for anything else)."""
    if isinstance(surf, pygame.Surface):
        w, h = surf.get_size()
        return w * h
    return 0


class SizedLRU(LRU):
    """An LRU whose entries belong to one window size: a resize puts them aside with those of
    the last few sizes and brings back the new size's (a window going back to a size it had
    does not paint or scale everything again); ``clear`` forgets every size's."""

    def __init__(self, limit: int, sizes_aside: int) -> None:
        super().__init__(limit)
        self.sizes_aside = sizes_aside
        self._size: Hashable = None
        self._aside: dict[Hashable, list[tuple[Hashable, Any]]] = {}

    def resize(self, size: Hashable) -> None:
        """Switch to a window size's entries (the current ones kept aside)."""
        if size == self._size:
            return
        self._aside[self._size] = list(self.items())
        OrderedDict.clear(self)
        for key, value in self._aside.pop(size, ()):
            OrderedDict.__setitem__(self, key, value)
        self._size = size
        while len(self._aside) > self.sizes_aside:
            del self._aside[next(iter(self._aside))]  # the size left longest ago

    def clear(self) -> None:
        """Forget every entry, of this size and of those aside."""
        super().clear()
        self._aside.clear()


# Window sizes whose scaled sprites and painted layers are kept aside after a resize (few:
# a window-sized layer is megabytes).
SIZES_ASIDE = 2
TILE_PREFIX = "tiles/"
PLAIN_SUFFIX = "_plain.png"
# Sprites drawn in the palette's colours: a palette's own copy lives under <folder>/<palette>/
# with the default's file name (tools/art/registry.py makes them).
PALETTE_SPRITES = ("tiles/", "board/wall_slot_")
RESOLVED_KEEP = 2000  # sprite names resolved to files, remembered per Assets
DECODED_KEEP = 400  # image files kept decoded (the game has about a hundred)

# Decoded images shared by every Assets of the process, by file version: a new window's (or a
# test's new app's) assets do not decode the same PNG files again. Nobody draws on a loaded
# image (a change of alpha is made on a copy), so sharing them is safe.
_decoded = LRU(DECODED_KEEP)
MEASURED_KEEP = 20_000  # text sizes remembered (a key is a short line, a font name and a size)
# Text sizes shared by every Fonts of the process: a line's size depends only on the font
# file, the pixel size and the text, and layout measures the same lines every frame.
_measured = LRU(MEASURED_KEEP)
# The parsed manifest by file version, shared by every Assets of the process (it is only
# read): a new window's assets do not parse the same file again.
_manifests = LRU(2)
RENDERED_KEEP = 1500  # rendered lines kept (the player's screens reuse a few hundred)
# Rendered lines shared by every Fonts of the process, by font file, pixel size, text and
# colour: a new window's (or a test's new app's) fonts do not render the same lines again.
# Nobody draws on a rendered line (a change of alpha is made on a copy), so sharing is safe.
_rendered = LRU(RENDERED_KEEP)


def _load(path: Path) -> pygame.Surface:
    """The image file decoded, converted for the window when there is one (raises as
    pygame.image.load does)."""
    convert = pygame.display.get_surface() is not None
    try:
        stat = path.stat()
    except OSError:
        key = None  # not there: the load below says so
    else:
        key = (str(path), stat.st_mtime_ns, stat.st_size, convert)
        hit: pygame.Surface | None = _decoded.get_hit(key)
        if hit is not None:
            return hit
    surf = pygame.image.load(str(path))
    if convert:
        surf = surf.convert_alpha()
    if key is not None:
        _decoded.put(key, surf)
    return surf


class Assets:
    """Images from assets/ (see assets/manifest.json), scaled copies cached per size.

    Tile sprites are asked for by their symbol name ("tiles/base_blue.png"); with the player's
    colour-blind symbols switched off the symbol-less twin ("tiles/base_blue_plain.png") is
    drawn instead. This is the one place that choice is made, so every screen follows it."""

    def __init__(self, settings: Settings | None = None) -> None:
        self._images: dict[str, pygame.Surface] = {}
        self._scaled = SizedLRU(2000, SIZES_ASIDE)
        self._manifest: dict[str, Any] | None = None  # parsed JSON: its entries' shapes vary
        self._settings = settings
        self._symbols = settings.colour_blind_symbols if settings is not None else True
        self._palette = settings.palette if settings is not None else PALETTES[0]
        self._resolved: dict[tuple[str, str, bool], str] = {}

    @property
    def symbols(self) -> bool:
        """True when tile sprites carry their colour-blind symbol."""
        if self._settings is not None and self._settings.colour_blind_symbols != self._symbols:
            self.set_symbols(self._settings.colour_blind_symbols)
        return self._symbols

    def set_symbols(self, on: bool) -> None:
        """Switch tile symbols on or off (scaled copies are dropped so nothing stale is drawn)."""
        on = bool(on)
        if self._settings is not None:
            self._settings.colour_blind_symbols = on
        if on != self._symbols:
            self._symbols = on
            self._scaled.clear()

    def resolve(self, name: str) -> str:
        """The file actually drawn for a sprite name: the chosen palette's copy, and the plain
        tile when symbols are off."""
        palette = self._sync_palette()
        symbols = self.symbols
        # Remembered per palette and symbols setting (the manifest does not change): every
        # sprite drawn asks, hundreds of times a frame.
        key = (name, palette, symbols)
        known = self._resolved.get(key)
        if known is None:
            known = self._resolve(name)
            if len(self._resolved) >= RESOLVED_KEEP:
                self._resolved.clear()
            self._resolved[key] = known
        return known

    def _resolve(self, name: str) -> str:
        name = self._in_palette(name)
        if self.symbols or not name.startswith(TILE_PREFIX) or name.endswith(PLAIN_SUFFIX):
            return name
        plain = name[: -len(".png")] + PLAIN_SUFFIX if name.endswith(".png") else name
        # An unknown tile (or a manifest without plain tiles) keeps its symbol: never a blank.
        return plain if plain in self.manifest() else name

    def _sync_palette(self) -> str:
        """The settings' palette (scaled copies in another one are dropped)."""
        palette = self._settings.palette if self._settings is not None else ""
        if palette != self._palette:
            self._palette = palette
            self._scaled.clear()  # nothing scaled in the old palette is drawn again
        return palette

    def _in_palette(self, name: str) -> str:
        palette = self._sync_palette()
        if not palette or palette == PALETTES[0] or not name.startswith(PALETTE_SPRITES):
            return name
        folder, _, file = name.rpartition("/")
        own = f"{folder}/{palette}/{file}"
        # A sprite the palette does not recolour (the base family's tiles in "safe") is the
        # default's.
        return own if own in self.manifest() else name

    def manifest(self) -> dict[str, Any]:
        """The asset manifest (empty if it cannot be read)."""
        if self._manifest is None:
            try:
                path = resources.asset_path("manifest.json")
                stat = path.stat()
                key = (str(path), stat.st_mtime_ns, stat.st_size)
                parsed: dict[str, Any] | None = _manifests.get_hit(key)
                if parsed is None:
                    parsed = json.loads(path.read_text(encoding="utf-8")).get("assets", {})
                    _manifests.put(key, parsed)
                self._manifest = parsed
            except (OSError, ValueError) as exc:
                log.warning("cannot read the asset manifest: %s", exc)
                self._manifest = {}
        return self._manifest

    def meta(self, name: str) -> dict[str, Any]:
        """Manifest entry of an asset ("tiles/base_blue.png") in the chosen palette, {} if
        unknown."""
        entry = self.manifest().get(self._in_palette(name), {})
        return entry if isinstance(entry, dict) else {}

    def exists(self, name: str) -> bool:
        """True when the asset file is present."""
        return resources.asset_path(*name.split("/")).is_file()

    def image(self, name: str) -> pygame.Surface:
        """The original image; a transparent surface (logged) if the file is missing."""
        name = self.resolve(name)
        surf = self._images.get(name)
        if surf is None:
            path: Path = resources.asset_path(*name.split("/"))
            try:
                surf = _load(path)
            except (pygame.error, FileNotFoundError, OSError) as exc:
                log.error("missing asset %s: %s", name, exc)
                w, h = self.meta(name).get("size", (16, 16))
                surf = pygame.Surface((int(w), int(h)), pygame.SRCALPHA)
            self._images[name] = surf
        return surf

    def scaled(self, name: str, size: Size) -> pygame.Surface:
        """The image smooth-scaled to a window size (cached)."""
        name = self.resolve(name)
        key = (name, size)
        surf: pygame.Surface | None = self._scaled.get_hit(key)
        if surf is None:
            src = self.image(name)
            if src.get_size() == size:
                surf = src
            else:
                surf = pygame.transform.smoothscale(src, (max(1, size[0]), max(1, size[1])))
            self._scaled.put(key, surf)
        return surf

    def nine_slice(self, name: str, size: Size, corner_scale: float) -> pygame.Surface:
        """A 9-slice image stretched to size, corners scaled by corner_scale (cached)."""
        name = self.resolve(name)
        key = (name, size, round(corner_scale, 4), "9")
        surf: pygame.Surface | None = self._scaled.get_hit(key)
        if surf is None:
            surf = self._build_nine(name, size, corner_scale)
            self._scaled.put(key, surf)
        return surf

    def _build_nine(self, name: str, size: Size, k: float) -> pygame.Surface:
        src = self.image(name)
        sw, sh = src.get_size()
        sl = self.meta(name).get("slice", {})
        left, top = int(sl.get("left", 0)), int(sl.get("top", 0))
        right, bottom = int(sl.get("right", 0)), int(sl.get("bottom", 0))
        w, h = max(1, size[0]), max(1, size[1])
        # Destination margins, shrunk if the target is smaller than the corners.
        dl, dr = round(left * k), round(right * k)
        dt, db = round(top * k), round(bottom * k)
        if dl + dr > w:
            f = w / max(1, dl + dr)
            dl, dr = int(dl * f), int(dr * f)
        if dt + db > h:
            f = h / max(1, dt + db)
            dt, db = int(dt * f), int(db * f)
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        xs_src = (0, left, sw - right, sw)
        ys_src = (0, top, sh - bottom, sh)
        xs_dst = (0, dl, w - dr, w)
        ys_dst = (0, dt, h - db, h)
        for i in range(3):
            for j in range(3):
                sx0, sx1 = xs_src[i], xs_src[i + 1]
                sy0, sy1 = ys_src[j], ys_src[j + 1]
                dx0, dx1 = xs_dst[i], xs_dst[i + 1]
                dy0, dy1 = ys_dst[j], ys_dst[j + 1]
                if sx1 <= sx0 or sy1 <= sy0 or dx1 <= dx0 or dy1 <= dy0:
                    continue
                part = src.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
                piece = pygame.transform.smoothscale(part, (dx1 - dx0, dy1 - dy0))
                # Pieces never overlap and the target is clear: copy pixels exactly (an alpha
                # blend onto transparent black would darken the soft edges).
                out.blit(piece, (dx0, dy0), special_flags=pygame.BLEND_RGBA_MAX)
        return out.convert_alpha() if pygame.display.get_surface() is not None else out

    def clear_scaled(self) -> None:
        """Forget every scaled copy."""
        self._scaled.clear()

    def resized(self, window: Size) -> None:
        """The window has a new size: its scaled copies (those of the last sizes are kept)."""
        self._scaled.resize(window)


class Fonts:
    """Fonts opened per pixel size and rendered strings, both cached."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        # The file each open font came from (None: pygame's default font stood in for it).
        self._files: dict[tuple[str, int], str | None] = {}
        self._text = LRU(1500)

    def font(self, name: str, px: int) -> pygame.font.Font:
        """The bundled font at a pixel size (pygame's default font if the file is missing)."""
        px = max(4, int(px))
        key = (name, px)
        f = self._fonts.get(key)
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            path: str | None = str(resources.font_path(name))
            try:
                f = pygame.font.Font(path, px)
            except (OSError, FileNotFoundError, pygame.error) as exc:
                log.error("cannot open font %s: %s", name, exc)
                f = pygame.font.Font(None, px)
                path = None
            self._fonts[key] = f
            self._files[key] = path
        return f

    def render(self, text: str, name: str, px: int, colour: Colour) -> pygame.Surface:
        """Anti-aliased text on a transparent surface (cached; raises as Font.render)."""
        font = self.font(name, px)
        path = self._files.get((name, max(4, int(px))))
        # A stand-in font's lines are this Fonts' own; the file's are the process's.
        cache = self._text if path is None else _rendered
        key = (text, name if path is None else path, px, colour)
        surf: pygame.Surface | None = cache.get_hit(key)
        if surf is None:
            surf = font.render(text, True, colour)
            cache.put(key, surf)
        return surf

    def size(self, text: str, name: str, px: int) -> tuple[int, int]:
        """Width and height of a line at a pixel size (remembered; raises as Font.size)."""
        font = self.font(name, px)
        path = self._files.get((name, max(4, int(px))))
        if path is None:  # a stand-in font: not the file's sizes, so not remembered
            return font.size(text)
        key = (text, path, max(4, int(px)))
        known: tuple[int, int] | None = _measured.get_hit(key)
        if known is None:
            known = font.size(text)
            _measured.put(key, known)
        return known

    def measure(self, text: str, name: str, size: float) -> tuple[int, int]:
        """Width and height of text at a design size (in design pixels)."""
        return self.size(text, name, round(size))

    def clear(self) -> None:
        """Forget rendered strings (e.g. after a language change)."""
        self._text.clear()
