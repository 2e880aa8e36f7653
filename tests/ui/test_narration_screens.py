"""Narration on every screen, heard through the recording narrator while real key presses go
in: a screen says its title (and what it is for) as it opens, then its focus; the table says
the focus at once when a computer's move hands the turn back; lists say their chosen entry;
Settings has a speaking rate that only narration uses; the voice is a standard one."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import sys
import threading
import types
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from support.narration import FRAME, Ear
from support.persistence import open_app
from support.practice import click_move, practice_top, record, review_with_mistakes
from support.records import finished_game
from support.ui_fit import inside, overlapping, render_top, widgets_of

from azul.domain import narration as narration_backend
from azul.domain.narration import voice_for
from azul.domain.session import GameSession
from azul.engine.state import GameState
from azul.storage import StoragePaths
from azul.ui.canvas import TextDrawn
from azul.ui.kits import make_table
from azul.ui.scenes.settings_menu import SettingsScene

from .driver import session_for
from .ui_size_scenes import SCENES, stocked_app

MAX_FRAMES = 2000  # a hang guard while computers play
GAME_OVER = "The game is over."


@pytest.fixture
def ear(tmp_path: Path) -> Iterator[Ear]:
    """The app on a storage folder holding one finished game, narration on."""
    finished_game(tmp_path, seed=5)
    driver = open_app(tmp_path)
    ear = Ear(driver)
    assert ear.step() == ["Azul. Main menu"]  # the title screen, as narration comes on
    yield ear
    driver.close()


def test_every_menu_screen_says_its_title_then_its_focus(ear: Ear) -> None:
    assert ear.open("New game") == "New game"
    assert ear.key(pygame.K_TAB) == ["Azul: chosen"]
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]

    assert ear.open("Settings") == "Settings. Game"  # its title, then the tab shown
    assert ear.key(pygame.K_TAB) == ["Tab 1 of 4"]  # the tab bar first
    assert ear.key(pygame.K_TAB) == ["Language: English"]
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]

    assert ear.open("Learn to play") == "Learn to play"
    assert ear.key(pygame.K_TAB) == ["Your first game of Azul, New: Start"]
    said = ear.key(pygame.K_RETURN)  # the lesson: its name, then what its box says
    assert said[0].startswith("Your first game of Azul. Welcome! You play the board"), said
    said = ear.key(pygame.K_ESCAPE)  # Leave: back to the list, on the lesson left
    assert said == ["Learn to play. Your first game of Azul, New: Start"]
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]

    said = ear.open("Statistics")
    assert said.startswith("Statistics. Azul · 2 players. 1 game played. Anna: 1 game, 1 win,")
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]

    assert ear.open("Rules") == "Rules. Azul"
    assert ear.key(pygame.K_TAB) == ["Rule set: Azul"]
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]

    quit_question = ear.key(pygame.K_ESCAPE)  # the question, what it means, then its focus
    assert quit_question == [
        "Quit the game? Everything is saved: Continue brings an unfinished game back next "
        "time. Cancel"
    ]
    assert ear.key(pygame.K_ESCAPE) == ["Azul. Main menu"]


def test_a_damaged_file_s_notice_is_read_out(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    paths.saves_dir.mkdir(parents=True)
    future = {"schema_version": 99, "kind": "save", "name": "from the future"}
    (paths.saves_dir / "future-0a1b2c3d.json").write_text(json.dumps(future))
    driver = open_app(tmp_path)
    ear = Ear(driver)
    try:
        ear.step()
        said = ear.open("Load game")  # the notice opens over the list before it is seen
        assert said.startswith("Please note. "), said
        assert "made by a newer version of the game" in said and said.endswith(" OK")
        # OK: back on the list, which says where it is (the damaged save is set aside).
        assert ear.key(pygame.K_RETURN) == ["Load game. Saved games: 0 entries. The list is empty."]
    finally:
        driver.close()


def test_the_table_and_its_overlays_say_their_titles(ear: Ear) -> None:
    d = ear.d
    table = make_table(d.app, session_for("azul", "pc", first_player=0))
    d.app.stack.reset(table)
    ear.step()
    # The toast, then the table: its name, whose turn, and the first choice, focused at once.
    assert ear.n.said[-2:] == ["Seat 1 starts.", "Azul. Your turn, Seat 1. Factory 1: 1 blue"]

    keys = ear.key(pygame.K_F2)  # the title, every key and what it does, then the focus
    assert len(keys) == 1 and keys[0].startswith("Keys and mouse. "), keys
    assert "Ctrl+Z, U, Backspace: Undo your last decision." in keys[0] and keys[0].endswith(
        " Close"
    ), keys
    back = ["Azul. Your turn, Seat 1. Factory 1: 1 blue"]  # back on the table: where it is
    assert ear.key(pygame.K_ESCAPE) == back
    assert ear.key(pygame.K_l) == ["Moves"]
    assert ear.key(pygame.K_ESCAPE) == back

    assert ear.key(pygame.K_ESCAPE) == ["Paused. Resume"]
    assert ear.open("Save game") == "Save game. Name of the save: " + d.top.field.text  # type: ignore[union-attr]
    assert ear.key(pygame.K_ESCAPE) == ["Paused. Save game"]
    assert ear.key(pygame.K_ESCAPE) == back


def near_end(session: GameSession) -> GameSession:
    """The session played on by its first legal moves until one move is left (or fewer)."""
    state: GameState = session.state
    while True:
        move = state.legal_moves()[0]
        after = state.apply(move)
        if after.is_over:
            return session
        session.play(move)
        state = session.state


def test_the_end_screen_says_who_won(ear: Ear) -> None:
    d = ear.d
    session = near_end(session_for("azul", "pc", seed=4, first_player=0))
    d.app.stack.reset(make_table(d.app, session))
    said = ear.step()
    for _ in range(MAX_FRAMES):
        if any(s.startswith(GAME_OVER) for s in said):
            break
        if session.person_to_move() and not any(s.startswith("Factory") for s in said):
            said += ear.key(pygame.K_TAB)
            said += ear.key(pygame.K_RETURN)  # the first group
            said += ear.key(pygame.K_RETURN)  # to the first place said
        said += ear.step()
    ends = [s for s in ear.n.said if s.startswith(GAME_OVER)]
    # The last move's narration sums up the game; the end screen then says who won.
    assert len(ends) >= 2, ear.n.said[-6:]
    assert ends[0].endswith(" points.") and ": " in ends[0]  # the final scores
    assert re.match(r"^The game is over\. (Seat \d wins!|.+)$", ends[-1]), ends[-1]


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_computer_move_that_hands_the_turn_back_says_the_focus_at_once(
    ear: Ear, speed: str
) -> None:
    d = ear.d
    d.app.services.settings.animation_speed = speed  # normal: said once the tiles have landed
    d.app.stack.reset(make_table(d.app, session_for("azul", "pc", first_player=0)))
    ear.step()
    assert ear.n.said[-1].endswith(". Factory 1: 1 blue")  # focused as the table opens
    assert ear.key(pygame.K_RETURN) == ["Line 1: empty, 1 space"]
    said = ear.key(pygame.K_RETURN)  # my move; the computer answers in the same frames
    for _ in range(MAX_FRAMES):  # no key pressed from here on
        if "Your turn, Seat 1." in said and said[-1] != "Your turn, Seat 1.":
            break
        said += ear.step()
    mine = said.index("Seat 1: 1 blue from factory 1 to line 1")
    turn = said.index("Your turn, Seat 1.")
    assert said[mine + 1] == "Seat 2 to play." and said[mine + 2].startswith("Seat 2: ")
    # No key pressed since: the focus, back on the first choice, is said right after.
    assert re.match(r"^(Factory \d|Centre): \d \w+$", said[turn + 1]), said


def test_lists_say_their_chosen_entry(tmp_path: Path) -> None:
    finished_game(tmp_path, seed=5)
    finished_game(tmp_path, seed=6)
    driver = open_app(tmp_path)
    ear = Ear(driver)
    try:
        ear.step()
        assert ear.open("Load game") == "Load game. Saved games: 0 entries. The list is empty."
        entry = re.compile(
            r"^(\d) of 2: \d{4}-\d\d-\d\d \d\d:\d\d, Azul, \d+ moves, "
            r"Anna: \d+ points?( \(won\))?, Bot: \d+ points?( \(won\))?$"
        )
        said = ear.key(pygame.K_RIGHT)  # the finished games: the tab, then the chosen row
        assert said[0].startswith("Finished games: 2 entries. 1 of 2: "), said
        assert entry.match(said[0].split("entries. ", 1)[1]), said
        down = ear.key(pygame.K_DOWN)
        assert len(down) == 1 and entry.match(down[0]) and down[0].startswith("2 of 2"), down
        assert ear.key(pygame.K_UP)[0].startswith("1 of 2: ")

        said = ear.key(pygame.K_RETURN)  # the replay of the first
        assert re.match(r"^Replay: Azul\. The game begins: (Anna|Bot) starts\.$", said[0]), said
        move = re.compile(r"^Move (\d+) of (\d+) · (Anna|Bot): .+ (to line \d|to the floor)")
        first = ear.key(pygame.K_RIGHT)
        assert len(first) == 1 and move.match(first[0]) and first[0].startswith("Move 1 of")
        assert ear.key(pygame.K_RIGHT)[0].startswith("Move 2 of")
        assert ear.key(pygame.K_LEFT)[0].startswith("Move 1 of")
        ear.tab_to("Next move")  # the symbol buttons say what they do
        said = ear.key(pygame.K_RETURN)
        assert len(said) == 1 and said[0].startswith("Move 2 of"), said
        ear.tab_to("Play")
        ear.key(pygame.K_RETURN)  # the replay plays on by itself: each move is said
        heard = []
        for _ in range(200):
            heard += ear.step()
            if len(heard) >= 2:
                break
        assert [s[:9] for s in heard[:2]] == ["Move 3 of", "Move 4 of"], heard
        ear.key(pygame.K_ESCAPE)  # back to the list, which says where it is
        assert ear.n.said[-1].startswith("Load game. Finished games: 2 entries. 1 of 2: ")
        ear.key(pygame.K_ESCAPE)

        assert ear.open("Rules") == "Rules. Azul"
        ear.tab_to("Components")  # the contents: Enter reads the section out
        said = ear.key(pygame.K_RETURN)
        assert said[0].startswith("Components. 100 tiles, 20 in each of five colours"), said
    finally:
        driver.close()


def test_the_speaking_rate_row_works_only_with_narration_on(ear: Ear) -> None:
    services = ear.d.app.services
    assert ear.open("Settings") == "Settings. Game"
    assert ear.key(pygame.K_PAGEUP) == ["Accessibility"]  # round to the last tab
    rows = dict(ear.d.top.rows)  # type: ignore[union-attr]
    rate = rows["settings.speech_rate"]
    ear.tab_to("Narration (speech): On")
    assert rate.enabled
    assert ear.key(pygame.K_RETURN) == ["Narration is off."]  # said as it goes off
    assert not rate.enabled and not services.settings.narration
    ear.d.key(pygame.K_TAB)  # Tab passes the rate by while narration is off
    assert ear.d.top.widgets.focused() is rows["settings.controls"]  # type: ignore[union-attr]
    ear.d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    said = ear.key(pygame.K_RETURN)
    assert said[0] == "Narration is on." and services.settings.narration
    assert ear.key(pygame.K_TAB) == ["Speaking rate: Normal"]
    assert ear.key(pygame.K_RIGHT) == ["Speaking rate: Fast"]
    assert services.settings.speech_rate == 220 and ear.n.rate == 220  # the voice's rate too
    assert ear.key(pygame.K_RIGHT) == ["Speaking rate: Very fast"]
    assert ear.key(pygame.K_LEFT) == ["Speaking rate: Fast"]
    ear.key(pygame.K_LEFT)
    assert ear.key(pygame.K_LEFT) == ["Speaking rate: Slow"]
    assert services.settings.speech_rate == 140 and ear.n.rate == 140


@pytest.mark.parametrize(
    ("language", "title", "table"),
    [
        ("fi", "Azul. Päävalikko", "Azul. Sinun vuorosi, Seat 1. Tehdasalusta 1: 1 sininen"),
        ("hu", "Azul. Főmenü", "Azul. Te jössz, Seat 1. 1. korong: 1 kék"),
    ],
)
def test_screens_speak_the_language_shown(
    tmp_path: Path, language: str, title: str, table: str
) -> None:
    driver = open_app(tmp_path)
    ear = Ear(driver)
    try:
        driver.app.services.text.set_language(language)
        driver.app.stack.reset(type(driver.top)(driver.app))  # type: ignore[call-arg]
        assert ear.step() == [title]
        driver.app.stack.reset(make_table(driver.app, session_for("azul", "pc", first_player=0)))
        assert ear.step()[-1] == table
        assert ear.n.language == language
    finally:
        driver.close()


class Voice:
    """A voice as pyttsx3 lists it."""

    def __init__(self, ident: str, languages: list[str | bytes]) -> None:
        self.id, self.languages = ident, languages


# eSpeak NG's English voices in the order its list gives them (Caribbean first).
ESPEAK = [
    Voice("gmw/en-029", ["en-029"]),
    Voice("gmw/en", ["en-gb"]),
    Voice("gmw/en-gb-scotland", ["en-gb-scotland"]),
    Voice("gmw/en-gb-x-rp", ["en-gb-x-rp"]),
    Voice("gmw/en-us", ["en-us"]),
    Voice("gmw/en-us-nyc", ["en-us-nyc"]),
    Voice("urj/fi", ["fi"]),
    Voice("urj/hu", ["hu"]),
]


def test_the_english_voice_is_a_standard_one() -> None:
    assert voice_for(ESPEAK, "en") == "gmw/en"  # British English, not Caribbean
    no_gb = [v for v in ESPEAK if v.id != "gmw/en"]
    assert voice_for(no_gb, "en") == "gmw/en-us"
    only_regional = [ESPEAK[0], ESPEAK[2], Voice("gmw/en-au", ["en-au"])]
    assert voice_for(only_regional, "en") == "gmw/en-au"  # a country's form first
    assert voice_for(ESPEAK, "fi") == "urj/fi" and voice_for(ESPEAK, "hu") == "urj/hu"
    mac = [Voice("com.apple.Moira", ["en_IE"]), Voice("com.apple.Samantha", ["en_US"])]
    assert voice_for(mac, "en") == "com.apple.Samantha"
    old_espeak = [Voice("caribbean", [b"\x05en-029"]), Voice("english", [b"\x02en-gb"])]
    assert voice_for(old_espeak, "en") == "english"
    assert voice_for(ESPEAK, "de") is None


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="eSpeak NG is not installed")
def test_the_installed_engine_gives_standard_voices() -> None:
    pyttsx3 = pytest.importorskip("pyttsx3")
    try:
        engine = pyttsx3.init()
    except Exception as exc:  # no driver for this platform's engine
        pytest.skip(f"pyttsx3 has no engine here: {exc}")
    voices = list(engine.getProperty("voices") or [])
    langs = {str(v.id): [str(lang).lower() for lang in v.languages or []] for v in voices}
    english = voice_for(voices, "en")
    assert english is not None and set(langs[english]) & {"en-gb", "en-us"}, langs.get(english)
    for language in ("hu", "fi"):
        chosen = voice_for(voices, language)
        assert chosen is not None and language in langs[chosen]


@pytest.mark.parametrize("language", ["hu", "fi"])
def test_the_speaking_rate_row_fits_at_150_percent(
    tmp_path: Path, drawn: list[TextDrawn], language: str
) -> None:
    d = stocked_app(tmp_path, language, 150)
    try:
        d.app.services.settings.narration = True  # the row is active
        SCENES["settings"](d)
        scene = d.top
        assert isinstance(scene, SettingsScene)
        d.key(pygame.K_PAGEUP)  # the Accessibility tab, round from the first
        assert scene.tab == "access"
        lines = [x for x in render_top(d, drawn) if x.shown.strip()]
        rate = dict(scene.rows)["settings.speech_rate"]
        label = next(x for x in lines if x.shown == scene.t("settings.speech_rate"))
        value = next(x for x in lines if x.shown == scene.t("narration.rate_normal"))
        assert rate.enabled and inside(rate.rect) and inside(label.rect)
        assert label.rect.right <= rate.rect.left, (tuple(label.rect), tuple(rate.rect))
        assert rate.rect.contains(value.rect), (tuple(value.rect), tuple(rate.rect))
        for a, b in itertools.combinations(lines, 2):
            assert not overlapping(a.rect, b.rect), (a.shown, b.shown)
        for w in widgets_of(d):
            assert inside(w.rect)
    finally:
        d.close()


class FakeEngine:
    """A pyttsx3 engine that would speak (it lists one voice) but is never heard."""

    def getProperty(self, name: str) -> object:  # noqa: N802 (pyttsx3's name)
        """Its voices."""
        return [Voice("urj/fi", ["fi"])] if name == "voices" else None


def test_speech_that_could_not_be_heard_is_said_once_to_be_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = types.ModuleType("pyttsx3")
    fake.init = FakeEngine  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyttsx3", fake)
    monkeypatch.setattr(narration_backend.sys, "platform", "linux")
    monkeypatch.setattr(narration_backend.shutil, "which", lambda _name: None)  # no aplay
    assert narration_backend.missing_player() == "aplay"
    driver = open_app(tmp_path)
    try:
        speech = narration_backend.SpeechNarrator()
        driver.app.services.narrator = speech
        driver.app.services.settings.narration = True
        driver.key(pygame.K_TAB)  # the first sentence starts the speaking thread
        assert speech._thread is not None
        speech._thread.join(10.0)
        assert not speech._thread.is_alive()
        driver.step(FRAME)
        driver.key(pygame.K_TAB)
        unavailable = driver.app.services.t("narration.unavailable")
        assert driver.app.toasts().count(unavailable) == 1  # said once, and the game goes on
        assert type(driver.top).__name__ == "TitleScene"
    finally:
        driver.close()


def test_the_controls_screen_says_each_binding_and_each_change(ear: Ear) -> None:
    assert ear.open("Settings") == "Settings. Game"
    ear.key(pygame.K_PAGEUP)  # the Accessibility tab
    said = ear.open("Keys and controller: Change…")
    assert said == "Controls. Choose an action, then press its new key or controller button."
    first = ear.key(pygame.K_TAB)
    assert len(first) == 1 and re.match(r"^.+, Keys: .+$", first[0]), first
    pad = ear.key(pygame.K_TAB)
    assert len(pad) == 1 and re.match(r"^.+, Controller: .+$", pad[0]), pad
    ear.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    waiting = ear.key(pygame.K_RETURN)  # the cell waits for a key: narration says so
    assert waiting and waiting[0].startswith("Press"), waiting
    changed = ear.key(pygame.K_F7)
    assert len(changed) == 1 and "F7" in changed[0], changed  # the change, then the cell
    assert ", Keys: " in changed[0] and changed[0].endswith("F7")  # the cell's keys now


def test_practice_says_its_positions_and_each_verdict(tmp_path: Path) -> None:
    ident = record(tmp_path, seed=5)
    review_with_mistakes(tmp_path, ident)
    driver = open_app(tmp_path)
    ear = Ear(driver)
    try:
        ear.step()
        said = ear.open("Practice")
        assert said.startswith("Learn from your mistakes. 0 done · 0 to retry · 2 new"), said
        row = ear.key(pygame.K_TAB)  # a row: the position, where it stands, then its button
        assert len(row) == 1 and row[0].endswith(". New: Practise"), row
        said = ear.key(pygame.K_RETURN)
        assert said[0].startswith("Learn from your mistakes. Position 1 of 2. Move 2, round 1"), (
            said
        )
        assert ". You played: " in said[0] and "Find a better move on the table." in said[0]
        scene = practice_top(driver)
        start = len(ear.n.said)
        click_move(driver, scene.table, scene.table.state.parse_move(scene.position.played))
        for _ in range(20):  # the review's verdict comes in a later frame, with no key press
            ear.step()
        heard = ear.n.said[start:]
        assert any("Hint: think about your floor line." in s for s in heard), heard
    finally:
        driver.close()


def test_a_long_read_is_spoken_in_sentences_and_the_next_focus_cuts_it_short() -> None:
    long_text = " ".join(
        f"Sentence number {i} of the rules, long enough to count." for i in range(9)
    )
    parts = narration_backend.pieces(long_text)
    assert " ".join(parts) == long_text and len(parts) > 2
    assert all(len(p) <= narration_backend.PIECE for p in parts)
    speech = narration_backend.SpeechNarrator()
    speech._thread = threading.Thread(target=lambda: None)  # never started: nothing is spoken
    speech.say("Player 1: 3 blue from factory 2 to line 3")  # a move: never dropped
    speech.say(long_text, focus=True)
    assert len(speech._queue) == 1 + len(parts)
    speech.say("Components", focus=True)  # Tab: the rest of the section is dropped
    assert list(speech._queue) == [
        ("Player 1: 3 blue from factory 2 to line 3", False),
        ("Components", True),
    ]
