"""A whole game without looking: from the title screen, by keyboard only, every decision taken
from what narration said (the recorded sentences), never from pixels or the scenes' state."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from azul.domain.narration import RecordingNarrator
from azul.i18n import Translator
from azul.resources import locale_dir

from .driver import Driver, make_app

FRAME = 0.05  # fake-clock seconds per frame while the computer plays
MAX_FRAMES = 4000  # a hang guard while waiting for the person's turn
MAX_TABS = 40  # a hang guard while looking for a choice
ME = "Player 1"

EN = Translator(locale_dir(), "en")
YOUR_TURN = EN.t("narration.your_turn", name=ME)
THEIR_TURN = EN.t("narration.turn", name="Computer 2")
GAME_OVER = EN.t("status.game_over")
GROUP = re.compile(r"^(?:Factory (\d+)|Centre): (\d+) (\w+)")
LINE = re.compile(r"^Line (\d+): (?:empty, (\d+) spaces?|(\d+) \w+ of (\d+))$")
FLOOR = re.compile(r"^Floor: \d+ tiles?")
SPACE = re.compile(r"^The .+ star: space \d+\. ")
SUPPLY = re.compile(r"^Supply: \w+ tile$")


class Ear:
    """A player who only listens: keys go in through pygame, sentences come out of the
    narrator; every choice used must have been said first."""

    def __init__(self, driver: Driver, narrator: RecordingNarrator) -> None:
        self.d = driver
        self.n = narrator
        self.used: list[str] = []  # every choice acted on, as narration said it

    def heard(self, since: int = 0) -> list[str]:
        """Sentences said since an index of the record."""
        return self.n.said[since:]

    def last(self) -> str:
        """The last sentence said ("" before any)."""
        return self.n.said[-1] if self.n.said else ""

    def key(self, key: int, text: str = "") -> list[str]:
        """Press a key; what narration said in answer."""
        start = len(self.n.said)
        self.d.key(key, unicode=text)
        return self.heard(start)

    def tab_to(self, wanted: str | re.Pattern[str]) -> str:
        """Tab until the focus sentence is the one wanted; it is then the choice used."""
        for _ in range(MAX_TABS):
            said = self.key(pygame.K_TAB)
            if said and _matches(said[-1], wanted):
                return said[-1]
        raise AssertionError(f"narration never said {wanted!r}; last: {self.n.said[-5:]}")

    def choices(self) -> list[str]:
        """Every focus sentence of one round of Tab presses (the first one said again ends it)."""
        seen: list[str] = []
        for _ in range(MAX_TABS):
            said = self.key(pygame.K_TAB)
            if not said:  # Tab moved nowhere new: the focus is on the one choice there is
                return seen or [self.last()]
            if seen and said[-1] == seen[0]:
                return seen
            seen.append(said[-1])
        return seen

    def choose(self, sentence: str) -> list[str]:
        """Tab to a choice that was said and press Enter on it."""
        assert sentence in self.n.said, f"{sentence!r} was never said"
        if self.last() != sentence:
            self.tab_to(sentence)
        self.used.append(sentence)
        return self.key(pygame.K_RETURN)

    def my_turn_after(self, said: list[str]) -> bool:
        """After what a move said: True when I decide next (narration named no other seat
        after it, or named me), False when the game is over; else wait for my turn."""
        if any(s.startswith(GAME_OVER) for s in said):
            return False
        turns = [s for s in said if s in (YOUR_TURN, THEIR_TURN)]
        if not turns or turns[-1] == YOUR_TURN:
            return True
        return self.wait_for_turn(len(self.n.said) - len(said))

    def wait_for_turn(self, start: int) -> bool:
        """Let the computer play until narration says it is my turn (True) or the game is
        over (False), looking at what was said from ``start`` on."""
        for _ in range(MAX_FRAMES):
            said = self.heard(start)
            if any(s.startswith(GAME_OVER) for s in said):
                return False
            if YOUR_TURN in said:
                return True
            self.d.step(FRAME)
        raise AssertionError(f"my turn never came; last said: {self.n.said[-5:]}")


def _matches(sentence: str, wanted: str | re.Pattern[str]) -> bool:
    return sentence == wanted if isinstance(wanted, str) else bool(wanted.search(sentence))


def start_game(ear: Ear, ruleset: str, seed: str) -> None:
    """From the title screen: New game, the rule set, an Easy computer, a seed, Start."""
    ear.choose(ear.tab_to("New game"))
    ear.choose(ear.tab_to(re.compile(f"^{re.escape(ruleset)}(: chosen)?$")))
    level = ear.tab_to(re.compile(r"^Computer 2: (Easy|Medium|Hard)$"))
    ear.used.append(level)
    while ear.last() != "Computer 2: Easy":
        ear.key(pygame.K_LEFT)
    ear.choose(ear.tab_to(re.compile(r"^Seed: ")))  # Enter edits the seed (kept from the last)
    ear.d.type_text(seed)
    ear.key(pygame.K_RETURN)
    ear.choose(ear.tab_to("Start game"))


def azul_turn(ear: Ear) -> list[str]:
    """Take the largest group said, onto the first line narration says it fits (a line said
    with no reason against it and room for it), else the floor."""
    groups = [s for s in ear.choices() if GROUP.match(s)]
    assert groups, ear.n.said[-5:]
    best = max(groups, key=lambda s: int(GROUP.match(s).group(2)))  # type: ignore[union-attr]
    count = int(GROUP.match(best).group(2))  # type: ignore[union-attr]
    ear.choose(best)
    lines = ear.choices()
    assert any(FLOOR.match(s) for s in lines), lines
    fitting = []
    for s in lines:
        m = LINE.match(s)  # a reason why the tiles cannot go there follows the line's words
        if m is None:
            continue
        room = int(m.group(2)) if m.group(2) else int(m.group(4)) - int(m.group(3))
        if room > 0:
            fitting.append((room >= count, -room, s))
    target = max(fitting)[2] if fitting else next(s for s in lines if FLOOR.match(s))
    said = ear.choose(target)
    assert said and said[0].startswith(f"{ME}: "), said  # the move, as the log says it
    return said


def pavilion_turn(ear: Ear) -> list[str]:
    """One decision of Summer Pavilion, from what the focus says: take the largest group;
    cover the first space said; pick bonus tiles until Take tiles can be pressed; pass when
    there is no space to cover, keeping what the pass dialog offers."""
    options = ear.choices()
    groups = [s for s in options if GROUP.match(s)]
    if groups:
        best = max(groups, key=lambda s: int(GROUP.match(s).group(2)))  # type: ignore[union-attr]
        said = ear.choose(best)  # chosen: narration says Enter takes them
        assert said and said[-1].startswith(best), said
        said = ear.choose(said[-1])
        assert said and said[0].startswith(f"{ME}: "), said
        return said
    spaces = [s for s in options if SPACE.match(s)]
    if spaces:
        said = ear.choose(spaces[0])
        assert said == ["Place"], said
        said = ear.choose("Place")
        assert said and said[0].startswith(f"{ME}: "), said
        return said
    supply = [s for s in options if SUPPLY.match(s)]
    if supply:
        for tile in supply:
            ear.choose(tile)
            if "Take tiles" in ear.choices():
                break
        said = ear.choose("Take tiles")
        assert said and said[0].startswith(f"{ME}: "), said
        return said
    said = ear.choose("Pass")
    if said and said[-1] in ("Pass", "Keep these"):  # the pass dialog, its button focused
        said = ear.choose(said[-1])
    assert any(s.startswith(f"{ME}: ") for s in said), said
    return said


def test_a_whole_game_and_a_pavilion_round_by_ear(tmp_path: Path) -> None:
    driver = make_app(tmp_path, speed="instant")
    narrator = RecordingNarrator()
    driver.app.services.narrator = narrator
    driver.app.services.settings.narration = True
    ear = Ear(driver, narrator)
    try:
        start = len(narrator.said)
        start_game(ear, "Azul", "7")
        turns = 0
        mine = ear.wait_for_turn(start)
        while mine:
            said = ear.key(pygame.K_t)  # the scores and whose turn, on demand
            assert any(s.endswith(YOUR_TURN) for s in said), said
            mine = ear.my_turn_after(azul_turn(ear))
            turns += 1
        end = next(s for s in narrator.said if s.startswith(GAME_OVER))
        assert f"{ME}: " in end and "Computer 2: " in end, end  # the final scores
        assert turns >= 10  # a whole game: five rounds and more
        assert any(s.startswith("Round 1 scored") for s in narrator.said)

        # Back to the title from the end screen, then one round of Summer Pavilion.
        ear.choose(ear.tab_to("Main menu"))
        start = len(narrator.said)
        start_game(ear, "Summer Pavilion", "11")
        mine = ear.wait_for_turn(start)
        while mine and not any(s.startswith("Round 1 scored") for s in ear.heard(start)):
            mine = ear.my_turn_after(pavilion_turn(ear))
        assert any(s.startswith("Round 1 scored") for s in ear.heard(start))
        said = ear.key(pygame.K_o)  # the factories, the centre and the wild colour, on demand
        assert any(s.startswith("Round 2: ") for s in said), said

        # Every choice the ear used had been said before it was used.
        assert ear.used and all(choice in narrator.said for choice in ear.used)
    finally:
        driver.close()
