"""The setup screen says what a computer seat's level means: the level just picked."""

from __future__ import annotations

from typing import Any

import pytest

from azul.domain.settings import COMPUTER, PERSON
from azul.ui.canvas import TextDrawn
from azul.ui.scenes.setup import SetupScene
from azul.ui.scenes.setup_layout import RIGHT_END, RIGHT_X, SEAT_H, SEAT_Y

from .driver import Driver

PANEL_BOTTOM = 940  # the right panel's foot (design space)
STARTER_Y = SEAT_Y + 4 * SEAT_H + 30  # the "who starts" row
STARTER_ROWS_H = 180  # that row, the seed row and its hint


def _widgets(setup: SetupScene, kind: str) -> list[Any]:
    return [w for w in setup.widgets.widgets if type(w).__name__ == kind]


def _level_lines(setup: SetupScene, driver: Driver, drawn: list[TextDrawn]) -> list[TextDrawn]:
    """The lines of the level explanation in a freshly drawn frame."""
    drawn.clear()
    driver.app.render()
    level = setup.described_level()
    if level is None:
        return []
    words = setup.t(f"setup.level_about.{level}", level=setup.t(f"level.{level}")).split()
    lines = [d for d in drawn if d.asked.split() and d.asked.split()[0] == words[0]]
    if not lines:
        return []
    # The wrapped lines follow the first one.
    start = drawn.index(lines[0])
    out = [lines[0]]
    for d in drawn[start + 1 :]:
        if d.rect.left != lines[0].rect.left or d.asked.split()[0] not in words:
            break
        out.append(d)
    return out


@pytest.mark.parametrize("language", ["en", "hu", "fi"])
@pytest.mark.parametrize("ui_size", [100, 150])
def test_picking_a_level_explains_it_inside_the_panel(
    driver: Driver, drawn: list[TextDrawn], language: str, ui_size: int
) -> None:
    driver.show_in(language, ui_size)
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    for players in (2, 3, 4):
        seg = _widgets(setup, "Segmented")[0]
        driver.click((seg.rect.x + seg.rect.w * (players - 1.5) / 3, seg.rect.centery))
        assert setup.players() == players
        kinds = _widgets(setup, "Segmented")[1:]
        for i in range(players):
            kind = kinds[i]  # person | computer, one per seat
            x = kind.rect.x + kind.rect.w * (0.25 if i == 0 else 0.75)
            driver.click((x, kind.rect.centery))
            kinds = _widgets(setup, "Segmented")[1:]
        assert [setup.choices.seats[i].kind for i in range(players)] == [PERSON] + [COMPUTER] * (
            players - 1
        )
        last = [w for w in _widgets(setup, "Selector") if SEAT_Y < w.rect.y < STARTER_Y][-1]
        seen = set()
        for _ in range(3):
            driver.click((last.rect.right - 12, last.rect.centery))  # the next level
            level = setup.seat_level(players - 1)
            seen.add(level)
            lines = _level_lines(setup, driver, drawn)
            assert lines, f"{language} {players}p: nothing says what {level} means"
            assert " ".join(d.shown for d in lines).startswith(setup.t(f"level.{level}") + ":")
            for d in lines:
                assert d.shown == d.asked, f"{language}: '{d.asked}' cut"
                assert d.rect.left >= RIGHT_X - 1 and d.rect.right <= RIGHT_END
                assert d.rect.bottom <= PANEL_BOTTOM
                # Never over the "who starts" and seed rows.
                assert d.rect.bottom <= STARTER_Y or d.rect.top >= STARTER_Y + STARTER_ROWS_H
        assert seen == {"easy", "medium", "hard"}


def test_people_only_shows_no_level_line(driver: Driver, drawn: list[TextDrawn]) -> None:
    setup = SetupScene(driver.app)
    driver.app.stack.push(setup)
    kinds = _widgets(setup, "Segmented")[1:]
    for i in range(setup.players()):
        driver.click((kinds[i].rect.x + kinds[i].rect.w * 0.25, kinds[i].rect.centery))
        kinds = _widgets(setup, "Segmented")[1:]
    assert setup.described_level() is None
    drawn.clear()
    driver.app.render()
    names = {setup.t(f"level.{k}") + ":" for k in ("easy", "medium", "hard")}
    assert not [d for d in drawn if d.asked.split() and d.asked.split()[0] in names]
