"""The PyInstaller build's inputs: data folders, excluded modules, icons, menu entry, version.

No PyInstaller run here (CI builds the app and runs its smoke test separately): these check
what the build reads, so a mistake shows up in seconds.
"""

from __future__ import annotations

import configparser
import importlib.util
import inspect
import json
import os
import struct
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from azul import resources

pytestmark = pytest.mark.slow  # a long run: skipped by -m "not slow", CI runs it

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load(name: str) -> ModuleType:
    # packaging/ has no __init__.py on purpose (it would shadow the "packaging" library), so
    # its modules are loaded from their files.
    spec = importlib.util.spec_from_file_location(
        f"azul_packaging_{name}", PACKAGING / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(PACKAGING))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(PACKAGING))
    return module


bundle = _load("bundle")
icons = _load("icons")
build = _load("build")
launcher = _load("launcher")


def _pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def _resource_folders() -> set[str]:
    """Top-level folders that azul.resources hands out paths into."""
    root = resources.resource_root()
    found: set[str] = set()
    for name, fn in vars(resources).items():
        if name.startswith("_") or not inspect.isfunction(fn) or fn is resources.resource_root:
            continue
        params = inspect.signature(fn).parameters
        path = fn(*(["x"] * len(params))) if params else fn()
        if isinstance(path, Path):
            found.add(path.relative_to(root).parts[0])
    return found


def test_every_resource_folder_is_bundled() -> None:
    folders = _resource_folders()
    assert {"assets", "locales"} <= folders  # asset_path / font_path and locale_dir
    assert folders <= set(bundle.DATA_FOLDERS)
    entries = dict((Path(src), dest) for src, dest in bundle.data_files(ROOT))
    for folder in bundle.DATA_FOLDERS:
        assert entries[ROOT / folder] == folder  # same relative place under sys._MEIPASS
        assert any((ROOT / folder).iterdir())
    assert (ROOT / "locales" / "rules" / "index.toml").is_file()  # rules texts ride along


def test_spec_uses_the_shared_lists_and_the_icons() -> None:
    spec = (PACKAGING / "azul.spec").read_text(encoding="utf-8")
    assert "bundle.data_files(ROOT)" in spec
    assert "excludes=list(bundle.EXCLUDES)" in spec
    assert 'copy_metadata("azul")' in spec  # --version when frozen
    assert "console=False" in spec  # windowed on Windows and macOS
    assert '"icon.ico"' in spec and "icons.icns_from_folder" in spec
    assert "freeze_support()" in (PACKAGING / "launcher.py").read_text(encoding="utf-8")


def test_every_manifest_asset_is_inside_a_bundled_folder() -> None:
    manifest = json.loads((ROOT / "assets" / "manifest.json").read_text(encoding="utf-8"))
    for name in manifest["assets"]:
        path = resources.asset_path(*name.split("/"))
        assert path.is_file(), name
        assert path.relative_to(resources.resource_root()).parts[0] in bundle.DATA_FOLDERS
    fonts = [n for n, m in manifest["assets"].items() if m.get("type") == "font"]
    licences = [n for n, m in manifest["assets"].items() if m.get("type") == "licence"]
    assert fonts and len(licences) >= 3  # the fonts' licence files ship with them


def test_the_game_never_imports_an_excluded_module() -> None:
    # Excluded modules are missing from the built app: importing one there would crash it.
    code = (
        "import importlib, pkgutil, sys, json\n"
        "import azul, azul.app, azul.smoke\n"
        "skip = ('azul.sim', 'azul.arena', 'azul.ai.fit_eval')\n"
        "for m in pkgutil.walk_packages(azul.__path__, 'azul.'):\n"
        "    if not m.name.startswith(skip):\n"
        "        importlib.import_module(m.name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=True
    )
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    for excluded in set(bundle.EXCLUDES) - set(bundle.OPTIONAL_IMPORTS):
        assert excluded not in loaded, f"{excluded} is imported but excluded from the build"


def test_hashing_works_without_the_optional_modules() -> None:
    # What the built app does: the optional modules are absent, hashlib falls back.
    blocked = "".join(f"sys.modules[{m!r}] = None\n" for m in bundle.OPTIONAL_IMPORTS)
    code = (
        "import sys\n" + blocked + "from azul.storage.saves import save_id\n"
        "import hashlib\n"
        "print(save_id('Friday night'), hashlib.sha256(b'azul').hexdigest())\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    ident, digest = out.stdout.split()
    from azul.storage.saves import save_id

    assert ident == save_id("Friday night")  # same save file name as with OpenSSL
    assert digest == "a4bd1d3a69aa0ea6ffb1298c8c26be4b333526cae7d27f2362f89857157701ce"


def test_icns_holds_our_icon_at_every_standard_size() -> None:
    data = icons.icns_from_folder(ROOT / "assets" / "icon")
    chunks = icons.read_icns(data)
    kinds = [kind for kind, _ in chunks]
    assert {"ic07", "ic08", "ic09", "ic10"} <= set(kinds)
    for kind, png in chunks:
        side = icons.ICNS_TYPES[kind]
        assert icons.png_size(png) == (side, side)
    by_kind = dict(chunks)
    assert by_kind["ic10"] == (ROOT / "assets" / "icon" / "icon_1024.png").read_bytes()
    assert struct.unpack(">I", data[4:8])[0] == len(data)


def test_icns_writer_refuses_bad_input() -> None:
    png128 = (ROOT / "assets" / "icon" / "icon_128.png").read_bytes()
    with pytest.raises(ValueError, match="256x256"):
        icons.write_icns([("ic08", png128)])
    with pytest.raises(ValueError, match="unsupported"):
        icons.write_icns([("zzzz", png128)])
    good = icons.write_icns([("ic07", png128)])
    with pytest.raises(ValueError):
        icons.read_icns(good[:-10])  # truncated download


def test_windows_icon_is_a_real_ico() -> None:
    data = (ROOT / "assets" / "icon" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = {data[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes


def _desktop(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_entry_is_complete() -> None:
    entry = _desktop(PACKAGING / "linux" / "azul.desktop")
    assert entry["Type"] == "Application"
    assert entry["Name"] == bundle.DISPLAY_NAME
    assert entry["Exec"].split()[0] == bundle.APP_NAME
    assert entry["Icon"] == bundle.APP_NAME
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == bundle.APP_NAME


def test_linux_install_points_the_menu_entry_at_the_installed_app(tmp_path: Path) -> None:
    app = tmp_path / "dist with space" / "azul"
    app.mkdir(parents=True)
    (app / "azul").write_text("#!/bin/sh\n", encoding="utf-8")
    (app / "azul").chmod(0o755)
    prefix = tmp_path / "prefix"
    entry_path = build.install_linux(app, prefix)
    entry = _desktop(entry_path)
    installed = prefix / "lib" / "azul" / "azul"
    assert installed.is_file()
    assert entry["Exec"] == str(installed)  # no space in this path: no quoting needed
    assert entry["TryExec"] == str(installed)
    assert (prefix / "bin" / "azul").resolve() == installed.resolve()
    icon = prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / "azul.png"
    assert icon.read_bytes() == (ROOT / "assets" / "icon" / "icon_256.png").read_bytes()
    assert build._desktop_quote("/opt/my games/azul") == '"/opt/my games/azul"'


def test_version_comes_from_pyproject() -> None:
    from azul.version import version

    assert version() == _pyproject_version()


def test_version_flag_prints_it_without_a_window(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env["DISPLAY"] = ""  # no display: --version must not need one
    out = subprocess.run(
        [sys.executable, "-m", "azul", "--version"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=30,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"azul {_pyproject_version()}"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"DISPLAY": ":0"}, "0"),  # plain X11 session: X11's own images, not OpenGL
        ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "x11"}, "0"),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, None),  # SDL might pick Wayland
        ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"}, None),
        ({}, None),  # no X display at all
        ({"DISPLAY": ":0", "SDL_FRAMEBUFFER_ACCELERATION": "1"}, "1"),  # the player's choice
    ],
)
def test_built_app_draws_x11_windows_without_opengl(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str | None
) -> None:
    for key in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_FRAMEBUFFER_ACCELERATION"):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setattr(sys, "platform", "linux")
    launcher.prefer_plain_x11_window()
    assert os.environ.get("SDL_FRAMEBUFFER_ACCELERATION") == expected
