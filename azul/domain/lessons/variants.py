"""Short "what is different" lessons: the grey wall, Crystal Mosaic (both sides), Azul Mini.

Each is a few steps on a fixed deal (the learner starts, seat 0, against the computer). The
moves a lesson teaches are chosen by hand (CHOICES, by move index); every other move is the
greedy computer level's from there, so ``tools/lesson_scripts.py regenerate <id>`` rebuilds a
script from its choices and ``tools/lesson_scripts.py check`` (and the tests) confirm that each
move step falls on a move of the learner. Texts are ``lesson_variants.<id>_<key>``."""

from __future__ import annotations

from .script import (
    BOARD,
    FLOOR,
    GROUP,
    LID,
    LINE,
    SCORE,
    VARIANTS,
    WALL,
    WALL_CELL,
    Lesson,
    LessonStep,
    Pointer,
)

YOU, CPU = 0, 1
BLUE, YELLOW, RED, BLACK, WHITE = range(5)
SECTION = "lesson_variants"
FAST = "lesson_variants.fast"  # the moves up to a step further ahead are played quickly


def _cell(row: int, col: int) -> Pointer:
    """The learner's wall cell (1-based row and column, as the rules number them)."""
    return Pointer(WALL_CELL, YOU, (row - 1) * 5 + (col - 1))


def _take(factory: int, colour: int, line: int) -> tuple[Pointer, ...]:
    """A group on a factory (1-based) and the learner's pattern line (1-based) for it."""
    return (Pointer(GROUP, factory - 1, colour), Pointer(LINE, YOU, line - 1))


def _lesson(lesson_id: str, ruleset: str, script: str, steps: tuple[LessonStep, ...]) -> Lesson:
    return Lesson(
        id=lesson_id,
        ruleset=ruleset,
        seed=1,
        first_player=YOU,
        learner=YOU,
        script=tuple(script.split()),
        steps=steps,
        section=SECTION,
        prefix=f"{lesson_id.replace('-', '_')}_",
        group=VARIANTS,
        fast_key=FAST,
    )


# The moves chosen by hand, by index in the script (the rest is the greedy level's).
CHOICES: dict[str, dict[int, str]] = {
    "grey": {0: "4k1", 10: "r1c3", 11: "r2c3", 12: "r3c2"},
    "crystal-1": {0: "1k1", 12: "r1c4", 13: "r2c4"},
    "crystal-2": {0: "5b2", 10: "r2c2"},
    "mini": {0: "1w1"},
}

# The grey wall: in round 1 black goes to row 1, red under it (it touches: 2 points), and the
# black of line 3 finds column 3 closed, since black is already in that column.
GREY = _lesson(
    "grey",
    "azul-grey",
    "4k1 2w1 3r2 1r2 5k4 cw3 ck3 cy5 cr5 cb4 r1c3 r2c3 r3c2 r1c3",
    (
        LessonStep("intro", 0, (Pointer(WALL, YOU),)),
        LessonStep("take", 0, _take(4, BLACK, 1), move=True),
        LessonStep("first_cell", 10, (_cell(1, 3), Pointer(LINE, YOU, 0)), move=True),
        LessonStep("touch", 11, (_cell(2, 3), _cell(1, 3)), move=True),
        LessonStep("closed", 12, (_cell(3, 2), _cell(3, 3), _cell(1, 3)), move=True),
        LessonStep("done", 13, (Pointer(WALL, YOU), Pointer(SCORE, YOU))),
    ),
)

CRYSTAL_1_DOUBLED = ((1, 4), (2, 1), (3, 3), (4, 5), (5, 2))  # the ×2 cells (RULES.md 1.3)
CRYSTAL_2_FIXED = ((2, 2), (2, 4), (3, 3), (4, 2), (4, 4))  # the printed-colour cells

# Crystal Mosaic side 1: black to line 1, tiled on the black ×2 cell of row 1 (2 points); red
# of line 2 cannot use the white cell of row 2, and goes under the black tile instead.
CRYSTAL_1 = _lesson(
    "crystal-1",
    "crystal-mosaic-1",
    "1k1 5k1 3r2 cw2 4r4 cb3 cr4 cw4 2r4 cw5 ck3 cyf r1c4 r2c4 r3c5",
    (
        LessonStep("intro", 0, tuple(_cell(r, c) for r, c in CRYSTAL_1_DOUBLED)),
        LessonStep("take", 0, _take(1, BLACK, 1), move=True),
        LessonStep("floor", 1, (Pointer(FLOOR, YOU),)),
        LessonStep("double", 12, (_cell(1, 4), Pointer(LINE, YOU, 0)), move=True),
        LessonStep("printed", 13, (_cell(2, 4), _cell(2, 1)), move=True),
        LessonStep("done", 14, (Pointer(WALL, YOU), Pointer(SCORE, YOU))),
    ),
)

# Crystal Mosaic side 2: two blue tiles to line 2, tiled on the blue cell of row 2 (elsewhere
# that cell could never be filled, nor row 2 completed); then the bigger end bonuses.
CRYSTAL_2 = _lesson(
    "crystal-2",
    "crystal-mosaic-2",
    "5b2 4w1 3y1 1r2 2y3 ck5 cr4 cw3 cb5 r1c4 r2c2 r4c3",
    (
        LessonStep("intro", 0, tuple(_cell(r, c) for r, c in CRYSTAL_2_FIXED)),
        LessonStep("take", 0, _take(5, BLUE, 2), move=True),
        LessonStep("fixed", 10, (_cell(2, 2), Pointer(LINE, YOU, 1)), move=True),
        LessonStep("bonuses", 11, (Pointer(WALL, YOU),)),
        LessonStep("done", 11, (Pointer(SCORE, YOU),)),
    ),
)

# Azul Mini: the rules of Azul; one take, then a look at the set-aside pile after round 1.
MINI = _lesson(
    "mini",
    "azul-mini",
    "1w1 5w1 3r2 4k4 2y3 cw2 ck4 cb3 cy5 cr5 2k1",
    (
        LessonStep("intro", 0, (Pointer(BOARD, YOU),)),
        LessonStep("take", 0, _take(1, WHITE, 1), move=True),
        LessonStep("set_aside", 10, (Pointer(LID),)),
        LessonStep("done", 10, (Pointer(WALL, YOU), Pointer(SCORE, YOU))),
    ),
)

VARIANT_LESSONS: tuple[Lesson, ...] = (GREY, CRYSTAL_1, CRYSTAL_2, MINI)
