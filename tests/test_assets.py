"""Generated assets: presence, loadability, colour distinguishability, fonts, determinism, resource paths."""

from __future__ import annotations

import io
import json
import os
import struct
import subprocess
import sys
import wave
from itertools import combinations
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from azul import resources  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
ASSETS = REPO / "assets"


def _manifest() -> dict:
    return json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))


MANIFEST = _manifest()
ENTRIES: dict[str, dict] = MANIFEST["assets"]


def _lin(v: int) -> float:
    s = v / 255.0
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


def luminance(c) -> float:
    return 0.2126 * _lin(c[0]) + 0.7152 * _lin(c[1]) + 0.0722 * _lin(c[2])


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    pygame.freetype.init()
    yield
    pygame.quit()


# 1 ------------------------------------------------------------------ presence and loading


def test_manifest_lists_every_file_and_nothing_else():
    on_disk = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()} - {
        "manifest.json"
    }
    assert on_disk == set(ENTRIES), on_disk ^ set(ENTRIES)


@pytest.mark.parametrize("rel", sorted(ENTRIES))
def test_asset_exists_and_loads(rel: str):
    entry = ENTRIES[rel]
    path = ASSETS / rel
    assert path.is_file(), rel
    assert entry.get("purpose"), rel
    if rel.endswith(".png"):
        img = pygame.image.load(str(path))
        assert list(img.get_size()) == entry["size"], rel
        assert img.get_bitsize() == 32 or rel.startswith(("ui/table_bg", "previews/")), rel
    elif rel.endswith(".wav") and rel.startswith("sounds/"):  # music/: tests/test_music.py
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
            assert 0 < w.getnframes() / 44100 < 2.0
        assert path.stat().st_size < 150_000
        if not pygame.mixer.get_init():  # the dummy audio driver always opens: no silent pass
            pygame.mixer.init()
        assert pygame.mixer.Sound(str(path)).get_length() > 0, rel
    elif rel.endswith(".ico"):
        data = path.read_bytes()
        reserved, kind, count = struct.unpack("<HHH", data[:6])
        assert (reserved, kind) == (0, 1) and count == len(entry["sizes"])
        for i in range(count):
            w, h, _c, _r, _planes, bpp, size, offset = struct.unpack(
                "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
            )
            img = pygame.image.load(io.BytesIO(data[offset : offset + size]), "entry.png")
            assert img.get_size() == ((w or 256), (h or 256)) and bpp == 32
    elif rel.endswith((".ttf", ".otf")):
        f = pygame.freetype.Font(str(path), 20)
        assert f.name
        assert (ASSETS / entry["licence_file"]).is_file()
    elif rel.endswith(".txt"):
        text = path.read_text(encoding="utf-8")
        assert "Open Font License" in text or "Bitstream" in text


def test_sizes_are_reasonable():
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    fonts = sum(p.stat().st_size for p in (ASSETS / "fonts").iterdir())
    # 8 MB, and the tiles of the two other colour palettes (tiles/safe/, tiles/contrast/ and
    # board/contrast/: about 1.1 MB, drawn from the same deterministic scripts).
    assert total < 9_200_000
    assert fonts < 3_000_000
    assert (ASSETS / "ui" / "table_bg.png").stat().st_size < 2_000_000


# 2 ------------------------------------------------------------------ colour distinguishability


def _families() -> dict[str, list[tuple[str, dict]]]:
    fam: dict[str, list[tuple[str, dict]]] = {}
    for rel, e in ENTRIES.items():
        if rel.startswith("tiles/") and not e.get("plain"):
            fam.setdefault(rel.split("_")[0] + ("_sq" if "_sq_" in rel else ""), []).append(
                (rel, e)
            )
    return fam


def test_every_tile_family_is_complete():
    fam = _families()
    assert sorted(e["colour"] for _, e in fam["tiles/base"]) == sorted(
        ["blue", "yellow", "red", "black", "white"]
    )
    assert sorted(e["colour"] for _, e in fam["tiles/mini"]) == sorted(
        ["blue", "yellow", "red", "black", "white"]
    )
    six = sorted(["purple", "green", "orange", "yellow", "blue", "red"])
    assert sorted(e["colour"] for _, e in fam["tiles/pavilion"]) == six
    assert sorted(e["colour"] for _, e in fam["tiles/pavilion_sq"]) == six


@pytest.mark.parametrize(
    "family", ["tiles/base", "tiles/mini", "tiles/pavilion", "tiles/pavilion_sq"]
)
def test_tile_colours_are_distinguishable(family: str):
    members = _families()[family]
    symbols = [e["symbol"] for _, e in members]
    assert len(set(symbols)) == len(symbols), f"{family}: symbols must be unique per colour"
    sampled = {}
    for rel, e in members:
        img = pygame.image.load(str(ASSETS / rel))
        face = tuple(img.get_at(tuple(e["face_probe"])))
        sym = tuple(img.get_at(tuple(e["symbol_probe"])))
        assert face[3] == 255 and sym[3] == 255, rel
        # the sampled pixels really are glaze and symbol, close to the declared colours
        assert max(abs(a - b) for a, b in zip(face[:3], e["face_rgb"], strict=True)) < 60, (
            rel,
            face,
            e["face_rgb"],
        )
        assert max(abs(a - b) for a, b in zip(sym[:3], e["symbol_rgb"], strict=True)) < 60, (
            rel,
            sym,
            e["symbol_rgb"],
        )
        assert contrast(e["face_rgb"], e["symbol_rgb"]) >= 3.0, rel
        assert contrast(face, sym) >= 3.0, (rel, face, sym)
        sampled[e["colour"]] = face
    # any two colours differ in brightness, or (already asserted) carry distinct high-contrast symbols
    for a, b in combinations(sampled, 2):
        lum_far = abs(luminance(sampled[a]) - luminance(sampled[b])) >= 0.05
        hue_far = max(abs(x - y) for x, y in zip(sampled[a][:3], sampled[b][:3], strict=True)) >= 60
        assert lum_far or hue_far, (family, a, b)


PLAIN = sorted(rel for rel, e in ENTRIES.items() if e.get("plain"))


def test_every_tile_has_a_plain_twin():
    tiles = {rel for rel, e in ENTRIES.items() if rel.startswith("tiles/") and not e.get("plain")}
    assert {ENTRIES[p]["variant_of"] for p in PLAIN} == tiles
    assert all(p == ENTRIES[p]["variant_of"][: -len(".png")] + "_plain.png" for p in PLAIN)


@pytest.mark.parametrize("rel", PLAIN)
def test_plain_tile_is_the_same_tile_without_its_symbol(rel: str):
    e = ENTRIES[rel]
    twin = ENTRIES[e["variant_of"]]
    assert e["size"] == twin["size"] and e["face_rect"] == twin["face_rect"]
    assert e["colour"] == twin["colour"] and "symbol" not in e
    plain = pygame.image.load(str(ASSETS / rel))
    marked = pygame.image.load(str(ASSETS / e["variant_of"]))
    # same glaze away from the symbol ...
    face = tuple(twin["face_probe"])
    assert max(abs(a - b) for a, b in zip(plain.get_at(face), marked.get_at(face), strict=True)) < 8
    # ... and where the symbol was painted, plain glaze close to the face colour
    sym = tuple(twin["symbol_probe"])
    there = plain.get_at(sym)
    assert contrast(there[:3], twin["symbol_rgb"]) > contrast(
        marked.get_at(sym)[:3], twin["symbol_rgb"]
    )
    assert max(abs(a - b) for a, b in zip(there[:3], twin["face_rgb"], strict=True)) < 60, rel


# 3 ------------------------------------------------------------------ fonts


@pytest.mark.parametrize("rel", sorted(r for r, e in ENTRIES.items() if e["type"] == "font"))
def test_fonts_cover_hungarian_and_finnish(rel: str):
    f = pygame.freetype.Font(str(ASSETS / rel), 24)
    text = "őŰäöÅŐűÄÖå"
    metrics = f.get_metrics(text)
    assert all(m is not None for m in metrics), (
        rel,
        [c for c, m in zip(text, metrics, strict=True) if m is None],
    )


def test_resource_helper_finds_the_fonts():
    for name in (
        resources.FONT_BODY,
        resources.FONT_BOLD,
        resources.FONT_TITLE,
        resources.FONT_SYMBOLS,
    ):
        assert resources.font_path(name).is_file(), name


# 4 ------------------------------------------------------------------ determinism


def test_generator_is_deterministic(tmp_path: Path):
    only = ["board/x2_overlay.png", "sounds/click.wav"]
    outs = []
    for run in ("a", "b"):
        out = tmp_path / run
        cmd = [sys.executable, str(REPO / "tools" / "make_assets.py"), "--out", str(out), "--quiet"]
        for o in only:
            cmd += ["--only", o]
        subprocess.run(cmd, check=True, cwd=tmp_path, timeout=60, capture_output=True)
        outs.append({o: (out / o).read_bytes() for o in only})
    assert outs[0] == outs[1]
    for o in only:  # the committed files are up to date
        assert outs[0][o] == (ASSETS / o).read_bytes(), o


# 5 ------------------------------------------------------------------ resource paths


def test_resources_do_not_depend_on_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    root = resources.resource_root()
    assert root == REPO
    p = resources.asset_path("tiles", "base_blue.png")
    assert p.is_file() and p.is_absolute()
    assert p.is_relative_to(REPO)
    assert resources.font_path(resources.FONT_BODY).is_relative_to(REPO / "assets" / "fonts")
    assert resources.locale_dir() == REPO / "locales"
    assert not resources.asset_path("x").is_relative_to(tmp_path)


def test_resources_use_meipass_when_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_root() == tmp_path.resolve()
    assert (
        resources.asset_path("ui", "panel.png")
        == tmp_path.resolve() / "assets" / "ui" / "panel.png"
    )
    assert resources.locale_dir() == tmp_path.resolve() / "locales"
