"""F12 takes one screenshot per physical press: holding it down (key repeat) takes no more."""

from __future__ import annotations

from pathlib import Path

import pygame

from .driver import Driver


def shots(driver: Driver) -> list[Path]:
    folder = driver.app.services.paths.screenshots
    return sorted(folder.glob("*.png")) if folder.is_dir() else []


def counting(driver: Driver) -> list[Path | None]:
    """Record every screenshot the app takes (and still take it)."""
    taken: list[Path | None] = []
    real = driver.app.save_screenshot

    def save() -> Path | None:
        path = real()
        taken.append(path)
        return path

    driver.app.save_screenshot = save  # type: ignore[method-assign]
    return taken


def down(driver: Driver, **extra: object) -> None:
    driver.post(pygame.KEYDOWN, key=pygame.K_F12, mod=0, unicode="", scancode=69, **extra)


def up(driver: Driver) -> None:
    driver.post(pygame.KEYUP, key=pygame.K_F12, mod=0, unicode="", scancode=69)


def test_holding_f12_takes_one_screenshot(driver: Driver) -> None:
    taken = counting(driver)
    # Held down: the first press, then the repeats pygame sends while it stays down.
    for _ in range(6):
        down(driver)
    driver.pump()
    assert len(taken) == 1 and taken[0] is not None and taken[0].is_file()
    assert shots(driver) == [taken[0]]
    assert len(driver.app.toasts()) == 1  # said once, not six times
    up(driver)
    down(driver)  # a new press
    up(driver)
    driver.pump()
    assert len(taken) == 2


def test_a_repeat_marked_press_and_focus_loss(driver: Driver) -> None:
    taken = counting(driver)
    down(driver, repeat=1)  # a repeat whose first press went elsewhere: not a new press
    driver.pump()
    assert taken == []
    up(driver)
    down(driver)
    driver.pump()
    assert len(taken) == 1
    # The key let go while another window had the focus: no key-up arrives here.
    driver.post(pygame.WINDOWFOCUSLOST)
    driver.post(pygame.WINDOWFOCUSGAINED)
    down(driver)
    driver.pump()
    assert len(taken) == 2


def test_other_keys_still_repeat(driver: Driver) -> None:
    """Only F12 ignores repeats: a held key still reaches the scene every time."""
    seen: list[int] = []
    top = driver.top
    assert top is not None
    real = top.handle

    def handle(event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            seen.append(event.key)
        real(event)

    top.handle = handle  # type: ignore[method-assign]
    for _ in range(3):
        driver.post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=81)
    down(driver)
    down(driver)
    driver.pump()
    assert seen == [pygame.K_DOWN] * 3  # F12 never reaches the scene


def test_holding_f11_toggles_fullscreen_once_per_press(driver: Driver) -> None:
    toggles: list[int] = []
    driver.app.toggle_fullscreen = lambda: toggles.append(1)  # type: ignore[method-assign]
    for _ in range(5):  # held down: first press plus repeats
        driver.post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
    driver.pump()
    assert len(toggles) == 1
    driver.post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=68)
    driver.post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
    driver.pump()
    assert len(toggles) == 2
