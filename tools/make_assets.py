"""Regenerate every sprite, icon and sound under assets/ (deterministic: same input, same bytes).

Usage:
    python tools/make_assets.py                    # everything into assets/ (+ manifest.json)
    python tools/make_assets.py --only 'tiles/*'   # a subset (glob on the asset path); no manifest
    python tools/make_assets.py --out /tmp/x       # another output directory
    python tools/make_assets.py --fonts            # also (re)copy the bundled fonts from Debian packages
    python tools/make_assets.py --contact-sheet /tmp/contact.png   # overview image of all sprites
"""

from __future__ import annotations

import argparse
import fnmatch
import io
import json
import os
import sys
import time
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import pygame  # noqa: E402

from tools.art.common import png_bytes  # noqa: E402
from tools.art.fonts import copy_fonts  # noqa: E402
from tools.art.registry import Asset, assets  # noqa: E402

MANIFEST_VERSION = 1


def build_bytes(asset: Asset) -> tuple[bytes, dict[str, object]]:
    """Render one asset to file bytes plus the size information for the manifest."""
    assert asset.build is not None
    result = asset.build()
    if isinstance(result, pygame.Surface):
        return png_bytes(result), {"size": list(result.get_size())}
    info: dict[str, object] = {}
    if asset.path.endswith(".wav"):
        # Read the header: effects are 44.1 kHz, the music loop 22.05 kHz.
        with wave.open(io.BytesIO(result)) as w:
            info = {
                "duration_ms": round(w.getnframes() * 1000 / w.getframerate()),
                "sample_rate": w.getframerate(),
                "channels": w.getnchannels(),
                "bits": 8 * w.getsampwidth(),
            }
    return result, info


def _write(path: Path, data: bytes) -> bool:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def generate(
    out_dir: Path, only: list[str] | None = None, fonts: bool = False, verbose: bool = True
) -> list[str]:
    """Generate assets into out_dir; returns the relative paths written or confirmed."""
    pygame.init()
    done: list[str] = []
    manifest: dict[str, dict[str, object]] = {}
    if fonts:
        copy_fonts(out_dir / "fonts")
    for a in assets():
        selected = only is None or any(fnmatch.fnmatch(a.path, pat) for pat in only)
        entry: dict[str, object] = {"type": a.kind, "purpose": a.purpose}
        if a.build is None:
            f = out_dir / a.path
            if f.exists():
                entry["bytes"] = f.stat().st_size
            entry.update(a.meta)
            manifest[a.path] = entry
            continue
        if not selected:
            continue
        t0 = time.perf_counter()
        data, info = build_bytes(a)
        changed = _write(out_dir / a.path, data)
        entry.update(info)
        entry["bytes"] = len(data)
        entry.update(a.meta)
        manifest[a.path] = entry
        done.append(a.path)
        if verbose:
            print(
                f"{'wrote' if changed else 'same '} {a.path:45s} {len(data):8d} B  {time.perf_counter() - t0:5.2f}s"
            )
    if only is None:
        doc = {
            "version": MANIFEST_VERSION,
            "generator": "tools/make_assets.py",
            "paths": "keys are relative to the assets directory (azul.resources.asset_path(*key.split('/')))",
            "conventions": {
                "size": "logical pixel size [w, h]; sprites are drawn large so the UI can smoothscale them down (cache the scaled copies)",
                "face_rect": "[x, y, w, h] of the visible tile/cell face inside the sprite; the rest is soft shadow",
                "slice": "9-slice margins in pixels (left, top, right, bottom)",
                "face_probe / symbol_probe": "pixels on the plain glaze and on the painted symbol (used by the colour-contrast test)",
            },
            "assets": manifest,
        }
        text = json.dumps(doc, indent=2, sort_keys=False, ensure_ascii=False) + "\n"
        _write(out_dir / "manifest.json", text.encode("utf-8"))
    return done


def contact_sheet(assets_dir: Path, dest: Path) -> None:
    """Render an overview image of all PNG assets on the table background."""
    pygame.init()
    from tools.art.fonts import font

    pngs = sorted(
        p for p in assets_dir.rglob("*.png") if "icon_" not in p.name or p.name == "icon_256.png"
    )
    W = 2000
    table = pygame.image.load(str(assets_dir / "ui" / "table_bg.png"))
    items = []
    for p in pngs:
        s = pygame.image.load(str(p))
        w, h = s.get_size()
        k = min(1.0, 420 / w, 420 / h)
        if k < 1:
            s = pygame.transform.smoothscale(s, (max(1, round(w * k)), max(1, round(h * k))))
        items.append((p.relative_to(assets_dir).as_posix(), s))
    x = y = 16
    row_h = 0
    placed = []
    for name, s in items:
        w, h = s.get_size()
        cw = max(w, 130)
        if x + cw > W - 16:
            x = 16
            y += row_h + 34
            row_h = 0
        placed.append((name, s, x, y))
        x += cw + 18
        row_h = max(row_h, h)
    H = y + row_h + 40
    sheet = pygame.Surface((W, H))
    for ty in range(0, H, table.get_height()):
        for tx in range(0, W, table.get_width()):
            sheet.blit(table, (tx, ty))
    f = font("Lato-Regular.ttf", 13)
    for name, s, px, py in placed:
        sheet.blit(s, (px, py))
        f.render_to(sheet, (px, py + s.get_height() + 6), name, (255, 240, 215))
    dest.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(dest))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--out", type=Path, default=REPO / "assets", help="output directory (default: assets/)"
    )
    ap.add_argument(
        "--only", action="append", help="glob on asset paths, e.g. 'tiles/base_*' (repeatable)"
    )
    ap.add_argument(
        "--fonts", action="store_true", help="copy fonts + licences from the Debian packages"
    )
    ap.add_argument(
        "--contact-sheet", type=Path, help="write an overview PNG of the output directory"
    )
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    done = generate(args.out, args.only, fonts=args.fonts, verbose=not args.quiet)
    if not args.quiet:
        print(f"{len(done)} assets in {time.perf_counter() - t0:.1f}s -> {args.out}")
    if args.contact_sheet:
        contact_sheet(args.out, args.contact_sheet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
