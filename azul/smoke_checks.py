"""The smoke test's checks of files and storage: assets, fonts, catalogs, rules texts and a
settings/save/record round trip (see azul.smoke, which runs them, and azul.smoke_scenes).

Also what every part of the smoke test shares: its failure, its report and its log watch.
"""

from __future__ import annotations

import contextlib
import json
import logging
import random
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from azul import resources
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import Settings
from azul.engine import all_rulesets, ruleset_ids
from azul.i18n import FALLBACK, Translator, load_catalog
from azul.rules_text import load_rules
from azul.storage import (
    FinishedGame,
    GameSnapshot,
    RecordInfo,
    ResumedGame,
    SaveInfo,
    Storage,
    StoragePaths,
)
from azul.storage.ui_settings import from_ui_settings, to_ui_settings

SAMPLE_TEXT = "Azul 0123 – ÁÉÍÓÖŐÚÜŰ áéíóöőúüű ÄÖÅ äöå"


class SmokeFailure(Exception):
    """A check failed; the message says what a player would have met."""


@dataclass
class Report:
    """What was checked (printed at the end) and warnings worth reading."""

    counts: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def add(self, what: str, n: int = 1) -> None:
        """Count n more checked items of a kind."""
        self.counts[what] = self.counts.get(what, 0) + n


class LogWatch(logging.Handler):
    """Collects log records: errors fail the smoke test, warnings are summarised."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = f"{record.name}: {record.getMessage()}"
        except Exception:  # a bad format string must not hide the record
            text = f"{record.name}: {record.msg!r}"
        (self.errors if record.levelno >= logging.ERROR else self.warnings).append(text)

    def check(self, step: str) -> None:
        """Fail if anything logged an error during the step."""
        if self.errors:
            first, more = self.errors[0], len(self.errors) - 1
            self.errors.clear()
            extra = f" (and {more} more)" if more else ""
            raise SmokeFailure(f"{step}: error logged: {first}{extra}")


@contextlib.contextmanager
def watch_logs() -> Iterator[LogWatch]:
    root = logging.getLogger()
    watch = LogWatch()
    old_level = root.level
    root.addHandler(watch)
    root.setLevel(min(old_level or logging.WARNING, logging.WARNING))
    try:
        yield watch
    finally:
        root.removeHandler(watch)
        root.setLevel(old_level)


def check_assets(report: Report) -> None:
    """Every manifest entry exists with its recorded size and opens as its type says."""

    path = resources.asset_path("manifest.json")
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))["assets"]
    except (OSError, ValueError, KeyError) as exc:
        raise SmokeFailure(f"asset manifest {path}: {exc}") from exc
    if not isinstance(entries, dict) or not entries:
        raise SmokeFailure(f"asset manifest {path} lists no assets")
    for name, meta in sorted(entries.items()):
        file = resources.asset_path(*name.split("/"))
        kind = meta.get("type", "") if isinstance(meta, dict) else ""
        if not file.is_file():
            raise SmokeFailure(f"asset {name}: missing ({file})")
        size = file.stat().st_size
        expected = meta.get("bytes") if isinstance(meta, dict) else None
        if isinstance(expected, int) and size != expected:
            raise SmokeFailure(f"asset {name}: {size} bytes, the manifest says {expected}")
        try:
            if kind in ("image", "icon") and file.suffix == ".png":
                surf = pygame.image.load(str(file))
                want = meta.get("size")
                if isinstance(want, list) and list(surf.get_size()) != want:
                    raise SmokeFailure(f"asset {name}: {surf.get_size()}, manifest says {want}")
            elif kind == "sound":
                if pygame.mixer.Sound(str(file)).get_length() <= 0:
                    raise SmokeFailure(f"asset {name}: the sound is empty")
            elif kind == "font":
                check_font(file)
                report.add("fonts")
            elif kind == "licence" and not file.read_text(encoding="utf-8").strip():
                raise SmokeFailure(f"asset {name}: the licence text is empty")
            elif size == 0:
                raise SmokeFailure(f"asset {name}: empty file")
        except pygame.error as exc:
            raise SmokeFailure(f"asset {name}: cannot be opened: {exc}") from exc
        report.add("assets")
    _check_font_licences(entries)


def check_font(file: Path) -> None:
    """A font opens and draws accented text."""
    font = pygame.font.Font(str(file), 24)
    surf = font.render(SAMPLE_TEXT, True, (0, 0, 0))
    if surf.get_width() < 100 or surf.get_bounding_rect().height == 0:
        raise SmokeFailure(f"font {file.name}: renders nothing")


def _check_font_licences(entries: dict[str, object]) -> None:
    """Every bundled font file has a licence file beside it."""
    fonts = [n for n, m in entries.items() if isinstance(m, dict) and m.get("type") == "font"]
    licences = [n for n, m in entries.items() if isinstance(m, dict) and m.get("type") == "licence"]
    for font in fonts:
        family = Path(font).stem.split("-")[0].lower()
        # OFL-Lato.txt / LICENSE-DejaVu.txt name the family after the last dash.
        if not any(Path(lic).stem.split("-")[-1].lower() in family for lic in licences):
            raise SmokeFailure(f"font {font}: no licence file for it in the manifest")


def catalog_languages() -> list[str]:
    """Languages that have a catalog file in locales/."""
    return sorted(p.stem for p in resources.locale_dir().glob("*.toml"))


def check_catalogs(report: Report) -> None:
    """Every catalog parses, is not empty and translates the app's title."""
    langs = catalog_languages()
    if FALLBACK not in langs:
        raise SmokeFailure(f"locales: no {FALLBACK}.toml in {resources.locale_dir()}")
    english = load_catalog(resources.locale_dir() / f"{FALLBACK}.toml")
    for lang in langs:
        catalog = load_catalog(resources.locale_dir() / f"{lang}.toml")
        if not catalog:
            raise SmokeFailure(f"locale catalog {lang}.toml: unreadable or empty")
        # Inflection tables belong to each language's grammar: English's need no translation.
        missing = len({k for k in english if not k.startswith("inflect.")} - set(catalog))
        if missing:
            report.notes.append(f"catalog {lang}: {missing} keys fall back to English")
        report.add("catalogs")
    text = Translator(resources.locale_dir(), FALLBACK)
    if text.t("app.title") == "app.title":
        raise SmokeFailure("locales: the English catalog has no app.title")


def rules_languages() -> list[str]:
    """Languages of the rules texts: the folders under locales/rules plus every catalog."""
    folder = resources.locale_dir() / "rules"
    dirs = [p.name for p in folder.iterdir() if p.is_dir()] if folder.is_dir() else []
    return sorted(set(dirs) | set(catalog_languages()))


def check_rules(report: Report) -> None:
    """Every rule set's rules text loads without problems in every language."""
    for ruleset_id in ruleset_ids():
        for lang in rules_languages():
            doc = load_rules(ruleset_id, lang)
            if not doc.available or doc.problems or not doc.blocks:
                why = "; ".join(doc.problems) or "not available"
                raise SmokeFailure(f"rules text {ruleset_id}/{lang}: {why}")
            if doc.fallbacks:
                report.notes.append(
                    f"rules {ruleset_id}/{lang}: {len(doc.fallbacks)} parts shown in English"
                )
            report.add("rules texts")


@dataclass
class StoredGames:
    """What the storage round trip produced (scene constructors may ask for them)."""

    storage: Storage
    settings: Settings  # the UI settings that were saved
    resumed: ResumedGame
    save_info: SaveInfo  # of the saved game
    finished: dict[str, FinishedGame]  # family -> a record of one game of that family
    record_info: dict[str, RecordInfo]  # family -> that record's entry in the list


def finished_session(ruleset_id: str, seats: int, seed: int) -> GameSession:
    """A session played to its end with random legal moves (engine only, fast)."""

    setup = GameSetup(
        ruleset_id,
        tuple(Seat(f"Seat {i + 1}", i, "computer", "random") for i in range(seats)),
        seed,
    )
    session = GameSession.start(setup)
    rng = random.Random(seed)
    for _ in range(5000):
        if session.state.is_over:
            return session
        session.play(rng.choice(session.state.legal_moves()))
    raise SmokeFailure(f"a random game of {ruleset_id} did not end")


def check_storage(paths: StoragePaths, report: Report) -> StoredGames:
    """Settings, a saved game, the autosave and a finished game's record survive a round trip
    (in the folders the app itself then uses, so its lists show these games)."""
    storage = Storage(paths)
    ui = Settings(language="fi", animation_speed="fast", volume=0.35, muted=True)
    ui.window_size = (1280, 720)
    ui.new_game.ruleset = "azul-mini"
    ui.new_game.players = 3
    saved = storage.save_settings(from_ui_settings(ui))
    if not saved.ok:
        raise SmokeFailure(f"saving settings failed: {saved.problem}")
    loaded = storage.load_settings()
    if loaded.value is None or loaded.problems:
        raise SmokeFailure(f"settings did not load back: {loaded.problems}")
    back = to_ui_settings(loaded.value)
    if back != ui:
        raise SmokeFailure(f"settings round trip: wrote {ui}, read {back} ({loaded.problems})")
    report.add("storage round trips")

    game = finished_session("azul", 2, 11)
    partial = _truncated(game, 12)
    snap = GameSnapshot.of_session(partial)
    result = storage.save_game("Smoke test", snap)
    if not result.ok or result.id is None:
        raise SmokeFailure(f"saving a game failed: {result.problem}")
    resumed = storage.load_save(result.id).value
    if resumed is None or resumed.state.to_json() != partial.state.to_json():
        raise SmokeFailure("a saved game did not load back as the same position")
    saves = storage.list_saves().items
    if [s.name for s in saves] != ["Smoke test"]:
        raise SmokeFailure("the saved game is not listed")
    if not storage.autosave(snap).ok or storage.load_autosave().value is None:
        raise SmokeFailure("the autosave round trip failed")
    report.add("storage round trips", 2)

    finished: dict[str, FinishedGame] = {}
    ids: dict[str, str] = {}
    for family, ruleset in family_rulesets().items():  # one finished game of each family
        played = game if ruleset == game.ruleset.id else finished_session(ruleset, 3, 12)
        recorded = storage.record_finished_game(GameSnapshot.of_session(played))
        if not recorded.record.ok or recorded.record.id is None:
            raise SmokeFailure(f"recording a {ruleset} game failed: {recorded.record.problem}")
        loaded_game = storage.load_record(recorded.record.id).value
        if loaded_game is None or loaded_game.positions.final.scores != played.state.scores:
            raise SmokeFailure(f"a finished {ruleset} game did not load back with its scores")
        finished[family], ids[family] = loaded_game, recorded.record.id
        report.add("storage round trips")
    stats = storage.load_stats()
    if stats.value is None or stats.problems:
        raise SmokeFailure(f"statistics did not load after recording games: {stats.problems}")
    records = {r.id: r for r in storage.list_records().items}
    if set(records) != set(ids.values()):
        raise SmokeFailure(f"finished games listed: {sorted(records)}, expected {ids}")
    infos = {family: records[ident] for family, ident in ids.items()}
    return StoredGames(storage, ui, resumed, saves[0], finished, infos)


def _truncated(session: GameSession, moves: int) -> GameSession:
    """The same game after its first few moves (a game in progress)."""
    part = GameSession.start(session.setup, session.seed)
    for move in session.moves[:moves]:
        part.play(move)
    return part


def family_rulesets() -> dict[str, str]:
    """The first rule set of each family ("base" -> "azul", "pavilion" -> ...), in order."""
    out: dict[str, str] = {}
    for rs in all_rulesets():
        out.setdefault(rs.family, rs.id)
    return out


def describe(exc: BaseException) -> str:
    """The exception and where it was raised (the last frame)."""
    tb = traceback.extract_tb(exc.__traceback__)
    where = f" at {Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else ""
    return f"{type(exc).__name__}: {exc}{where}"
