"""The scene stack and the screens behave as a player expects."""

from __future__ import annotations

import pygame

from azul.engine import all_rulesets
from azul.ui.scene import Scene, SceneStack
from azul.ui.scenes.end import EndScene
from azul.ui.scenes.pause import PauseScene
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.table import TableScene
from azul.ui.scenes.title import TitleScene
from azul.ui.widgets import Button, Selector

from .driver import Driver, session_for
from .settings_tabs import show_row


class _Probe(Scene):
    def __init__(self, host, log: list[str], name: str, opaque: bool = True) -> None:  # type: ignore[no-untyped-def]
        super().__init__(host)
        self.log = log
        self.name = name
        self.opaque = opaque

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")


def test_stack_lifecycle_and_visibility(driver: Driver) -> None:
    log: list[str] = []
    stack = SceneStack()
    a = _Probe(driver.app, log, "a")
    b = _Probe(driver.app, log, "b", opaque=False)
    c = _Probe(driver.app, log, "c")
    stack.push(a)
    stack.push(b)
    assert stack.visible() == [a, b]  # an overlay shows what is below it
    stack.push(c)
    assert stack.visible() == [c]
    stack.pop()
    stack.replace(_Probe(driver.app, log, "d", opaque=False))
    stack.reset(_Probe(driver.app, log, "e"))
    assert log == [
        "a.enter",
        "a.pause",
        "b.enter",
        "b.pause",
        "c.enter",
        "c.exit",
        "b.resume",
        "b.exit",
        "d.enter",
        "d.exit",
        "a.exit",
        "e.enter",
    ]
    assert stack.pop() is not None and stack.top is None and stack.pop() is None


def _button(scene: Scene, label: str) -> Button:
    for w in scene.widgets.widgets:  # type: ignore[attr-defined]
        if isinstance(w, Button) and w.label() == label:
            return w
    raise AssertionError(f"no button {label!r}")


def test_title_to_table_and_back_with_clicks(driver: Driver) -> None:
    assert isinstance(driver.top, TitleScene)
    driver.click(_button(driver.top, "New game").rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(_button(setup, "Start game").rect.center)
    table = driver.top
    assert isinstance(table, TableScene)
    assert any("starts" in t for t in driver.app.toasts())  # who starts is shown
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is table  # Esc resumes
    driver.click(table.layout.menu_rect().center)
    pause = driver.top
    assert isinstance(pause, PauseScene)
    driver.click(_button(pause, "Settings").rect.center)
    assert isinstance(driver.top, SettingsScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is pause
    driver.click(_button(pause, "Quit to menu").rect.center)
    if table.session.moves:  # the computer may have opened the game: then the player confirms
        driver.click(_button(driver.top, "Quit to menu").rect.center)
    assert isinstance(driver.top, TitleScene)
    assert len(driver.app.stack.scenes) == 1


def test_leaving_a_game_in_progress_asks_first(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp"))
    driver.play_move(table.state.legal_moves()[0])
    driver.settle()
    driver.key(pygame.K_ESCAPE)
    driver.click(_button(driver.top, "Quit to menu").rect.center)
    dialog = driver.top
    assert dialog is not None and type(dialog).__name__ == "ConfirmScene"
    driver.click(_button(dialog, "Cancel").rect.center)
    assert isinstance(driver.top, PauseScene)
    driver.click(_button(driver.top, "Restart").rect.center)
    driver.click(_button(driver.top, "Restart").rect.center)
    fresh = driver.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert fresh.session.moves == []
    # Restart deals the same tiles again.
    assert fresh.state == table.session.states[0]


def test_settings_change_live(driver: Driver) -> None:
    driver.app.stack.push(SettingsScene(driver.app))
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    settings = driver.app.services.settings
    speed = show_row(driver, scene, "settings.animation_speed")
    assert isinstance(speed, Selector)
    assert settings.animation_speed == "instant"  # the fixture's speed (the last option)
    driver.click((speed.rect.x + 20, speed.rect.centery))  # the left arrow: the one before
    assert speed.value == "fast"
    assert settings.animation_speed == speed.value
    driver.click((speed.rect.right - 20, speed.rect.centery))  # the right arrow: back again
    assert settings.animation_speed == speed.value == "instant"
    mute = show_row(driver, scene, "settings.mute")
    driver.click(mute.rect.center)
    assert settings.muted
    volume = show_row(driver, scene, "settings.volume")
    driver.click((volume.rect.x + volume.rect.h / 2, volume.rect.centery))
    assert settings.volume == 0.0
    full = show_row(driver, scene, "settings.fullscreen")
    driver.click(full.rect.center)
    assert settings.fullscreen
    driver.key(pygame.K_F11)
    assert not settings.fullscreen


def test_setup_offers_every_rule_set_and_remembers(driver: Driver) -> None:
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    cards = [w for w in setup.widgets.widgets if type(w).__name__ == "RuleSetCard"]
    assert [c.ruleset.id for c in cards] == [r.id for r in all_rulesets()]
    assert all(card.available for card in cards)  # every family has its table now
    crystal = next(c for c in cards if c.ruleset.id == "crystal-mosaic-1")
    driver.click(crystal.rect.center)
    seg = next(w for w in setup.widgets.widgets if type(w).__name__ == "Segmented")
    driver.click((seg.rect.right - 10, seg.rect.centery))  # 4 players
    assert setup.players() == 4
    seed_field = [w for w in setup.widgets.widgets if type(w).__name__ == "TextField"][-1]
    driver.click(seed_field.rect.center)
    driver.type_text("12ab3")
    assert seed_field.text == "123"
    driver.key(pygame.K_RETURN)
    setup.start_game()
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.session.seed == 123 and len(table.session.setup.seats) == 4
    assert table.state.ruleset.id == "crystal-mosaic-1"
    again = SetupScene(driver.app)
    assert again.choices.ruleset == "crystal-mosaic-1" and again.players() == 4
    assert again.setup().seed == 123


def test_end_screen_ranks_and_breaks_down(driver: Driver) -> None:
    table = driver.start_table(session_for("crystal-mosaic-1", "cc", seed=8))
    driver.settle()
    end = driver.top
    assert isinstance(end, EndScene)
    state = table.state
    for seat in range(2):
        assert sum(state.breakdown(seat).values()) == state.scores[seat]
    assert "doubled" in end.columns()
    names = {table.session.seat(w).name for w in state.winners()}
    assert any(n in end.headline() for n in names)
    driver.app.render()
    driver.click(_button(end, "View table").rect.center)
    assert end.collapsed
    driver.click(_button(end, "Show results").rect.center)
    driver.click(_button(end, "Play again").rect.center)
    again = driver.top
    assert isinstance(again, TableScene) and again.session.moves == []
    assert again.session.setup == table.session.setup


def test_tie_break_is_explained(driver: Driver) -> None:
    from azul.engine import state_from_json

    table = driver.start_table(session_for("azul", "cc", seed=4))
    driver.settle()
    data = table.state.to_json()
    a, b = data["boards"]
    # Same score for both; seat 0 keeps more complete rows, so rows decide.
    b["score"] = a["score"]
    b["tally"] = list(a["tally"])
    tied = state_from_json(data)
    table.session.states[-1] = tied
    end = driver.top
    assert isinstance(end, EndScene)
    rows = [bd.full_rows() for bd in tied.boards]
    note = end.tiebreak_note()
    if rows[0] != rows[1]:
        assert "rows" in note and str(max(rows)) in note
    else:
        assert "shared" in note
