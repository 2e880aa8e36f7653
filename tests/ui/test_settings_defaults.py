"""Settings that reach other screens: colour-blind symbols on the tiles, and the default number
of players and computer level offered by the new-game screen — all kept across a restart."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from support.persistence import crash, open_app, press

from azul.domain.levels import offered_levels
from azul.domain.settings import COMPUTER
from azul.ui.families.base.paint import tile_sprite
from azul.ui.scenes.settings_menu import SettingsScene
from azul.ui.scenes.setup import SetupScene
from azul.ui.widgets import Segmented, Selector, Toggle

from .driver import Driver, session_for
from .settings_tabs import show_row


def open_settings(driver: Driver) -> SettingsScene:
    """Press Settings on the title screen."""
    press(driver, "Settings")
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    return scene


def row(driver: Driver, scene: SettingsScene, key: str) -> object:
    """The control of a settings row (its tab brought forward by a click)."""
    return show_row(driver, scene, key)


def pick(driver: Driver, seg: Segmented, value: object) -> None:
    """Click one option of a segmented control."""
    i = seg.options.index(value)
    cell_w = seg.rect.w / len(seg.options)
    driver.click((seg.rect.x + (i + 0.5) * cell_w, seg.rect.centery))


def tile_pixels(driver: Driver, name: str) -> bytes:
    """The pixels the app draws for a tile sprite at 64×64."""
    return bytes(pygame.image.tobytes(driver.app.services.assets.scaled(name, (64, 64)), "RGBA"))


def test_symbols_switch_off_changes_the_tiles_drawn_and_survives_a_restart(
    tmp_path: Path,
) -> None:
    first = open_app(tmp_path)
    assets = first.app.services.assets
    assert first.app.services.settings.colour_blind_symbols  # on for a new player
    with_symbol = tile_pixels(first, "tiles/base_blue.png")
    scene = open_settings(first)
    toggle = row(first, scene, "settings.symbols")
    assert isinstance(toggle, Toggle) and toggle.value
    first.click(toggle.rect.center)
    assert not first.app.services.settings.colour_blind_symbols
    assert assets.resolve("tiles/base_blue.png") == "tiles/base_blue_plain.png"
    assert assets.resolve("tiles/pavilion_sq_red.png") == "tiles/pavilion_sq_red_plain.png"
    assert assets.resolve("board/wall_slot_blue.png") == "board/wall_slot_blue.png"
    plain = tile_pixels(first, "tiles/base_blue.png")
    assert plain != with_symbol
    assert plain == tile_pixels(first, "tiles/base_blue_plain.png")
    crash(first)  # written at once
    second = open_app(tmp_path)
    try:
        assert not second.app.services.settings.colour_blind_symbols
        assert tile_pixels(second, "tiles/base_blue.png") == plain
        scene = open_settings(second)
        toggle = row(second, scene, "settings.symbols")
        assert isinstance(toggle, Toggle) and not toggle.value
        second.click(toggle.rect.center)
        assert tile_pixels(second, "tiles/base_blue.png") == with_symbol
    finally:
        second.close()
    third = open_app(tmp_path)
    try:
        assert third.app.services.settings.colour_blind_symbols
    finally:
        third.close()


def test_the_table_is_redrawn_without_symbols_at_once(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        table = driver.start_table(session_for("azul", "pp"))
        lay = table.layout
        colour = table.view.factories[0][0]
        area = driver.app.viewport.to_screen(*lay.factory_tile(0, 0).center)
        sprite = tile_sprite(table.state.ruleset, colour)
        driver.app.render()
        before = driver.app.screen.subsurface(pygame.Rect(area[0] - 8, area[1] - 8, 16, 16)).copy()
        driver.app.stack.push(SettingsScene(driver.app))
        driver.pump()
        settings = driver.top
        assert isinstance(settings, SettingsScene)
        toggle = row(driver, settings, "settings.symbols")
        assert isinstance(toggle, Toggle)
        driver.click(toggle.rect.center)
        settings.close()
        driver.pump()
        driver.app.render()
        after = driver.app.screen.subsurface(pygame.Rect(area[0] - 8, area[1] - 8, 16, 16))
        assert driver.app.services.assets.resolve(sprite).endswith("_plain.png")
        # the symbol in the middle of the tile is gone from the screen
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    finally:
        driver.close()


def test_default_players_and_level_are_used_by_new_game_setup(tmp_path: Path) -> None:
    levels = offered_levels()
    assert len(levels) >= 2
    first = open_app(tmp_path)
    s = first.app.services.settings
    scene = open_settings(first)
    players = row(first, scene, "settings.default_players")
    assert isinstance(players, Segmented)
    pick(first, players, 3)
    level = row(first, scene, "settings.default_level")
    assert isinstance(level, Selector)
    target = next(v for v in levels if v != level.value)
    while level.value != target:
        first.click((level.rect.right - 20, level.rect.centery))
    assert (s.default_players, s.default_level) == (3, target)
    crash(first)
    second = open_app(tmp_path)
    try:
        s = second.app.services.settings
        assert (s.default_players, s.default_level) == (3, target)
        seats = s.new_game.seats
        seats[2] = replace(seats[2], level="")  # seat 3 never had a level picked
        seats[1] = replace(seats[1], level=next(v for v in levels if v != target))  # seat 2 did
        press(second, "New game")
        setup = second.top
        assert isinstance(setup, SetupScene)
        assert setup.players() == 3
        assert setup.choices.seats[2].kind == COMPUTER
        assert setup.seat_level(2) == target  # default level for a seat without a choice
        assert setup.seat_level(1) == s.new_game.seats[1].level  # a last choice wins
        shown = [w.value for w in setup.widgets.widgets if isinstance(w, Selector)]
        assert target in shown
        game = setup.setup()
        assert len(game.seats) == 3 and game.seats[2].level == target
    finally:
        second.close()


def test_a_seat_added_in_setup_gets_the_default_level(tmp_path: Path) -> None:
    driver = open_app(tmp_path)
    try:
        levels = offered_levels()
        s = driver.app.services.settings
        s.default_level = levels[-1]
        s.new_game.seats = s.new_game.seats[:2]  # an old file with two seats only
        press(driver, "New game")
        setup = driver.top
        assert isinstance(setup, SetupScene)
        assert len(setup.choices.seats) == 4 and setup.choices.seats[3].kind == COMPUTER
        assert setup.seat_level(3) == levels[-1]
    finally:
        driver.close()


def test_hard_thinking_time_reaches_the_computer_and_the_hint_and_is_kept(
    tmp_path: Path,
) -> None:
    first = open_app(tmp_path)
    s = first.app.services.settings
    assert s.hard_seconds == 1  # the default: about a second per move
    scene = open_settings(first)
    control = row(first, scene, "settings.hard_seconds")
    assert isinstance(control, Selector) and control.value == 1
    while control.value != 5:
        first.click((control.rect.right - 20, control.rect.centery))
    assert s.hard_seconds == 5
    crash(first)
    second = open_app(tmp_path)
    try:
        assert second.app.services.settings.hard_seconds == 5
        asked: list[tuple[str, float | None]] = []
        thinking = second.app.services.thinking
        real_submit = thinking.submit

        def spy(state: object, level: str, seed: int = 0, budget: float | None = None) -> int:
            asked.append((level, budget))
            return real_submit(state, "easy", seed)  # answer quickly: the test is the request

        thinking.submit = spy  # type: ignore[method-assign]
        session = session_for("azul", "pc", levels=("hard", "hard"), first_player=0)
        table = second.start_table(session)
        table.request_hint()  # the person asks for a Hint
        assert asked == [("hard", 5.0)]
        table.play(min(table.legal()))  # then it is the Hard computer's turn
        for _ in range(50):
            second.step(0.1)
            if len(asked) >= 2:
                break
        assert asked == [("hard", 5.0), ("hard", 5.0)]
    finally:
        second.close()
