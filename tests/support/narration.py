"""Narration heard in tests: keys go in as pygame events, what was said comes out."""

from __future__ import annotations

import pygame
from ui.driver import Driver

from azul.domain.narration import RecordingNarrator

FRAME = 0.05  # fake-clock seconds per frame
MAX_TABS = 30  # a hang guard while looking for a choice


class Ear:
    """Keys go in as pygame events; what narration said in answer comes out."""

    def __init__(self, driver: Driver) -> None:
        self.d = driver
        self.n = RecordingNarrator()
        driver.app.services.narrator = self.n
        driver.app.services.settings.narration = True

    def step(self) -> list[str]:
        """One frame; what was said in it."""
        start = len(self.n.said)
        self.d.step(FRAME)
        return self.n.said[start:]

    def key(self, key: int, mod: int = 0, text: str = "") -> list[str]:
        """Press a key; what was said in answer."""
        start = len(self.n.said)
        self.d.key(key, mod, text)
        self.d.step(FRAME)
        return self.n.said[start:]

    def tab_to(self, wanted: str) -> None:
        """Tab until narration names the choice wanted."""
        for _ in range(MAX_TABS):
            said = self.key(pygame.K_TAB)
            if said and said[-1] == wanted:
                return
        raise AssertionError(f"never heard {wanted!r}; last: {self.n.said[-4:]}")

    def open(self, button: str) -> str:
        """Tab to a button and press Enter; the one sentence the new screen said."""
        self.tab_to(button)
        said = self.key(pygame.K_RETURN)
        assert len(said) == 1, said
        return said[0]
