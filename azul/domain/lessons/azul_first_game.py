"""The first guided game of Azul: two players, a fixed deal, the learner against the computer.

The script is one whole game (seed 15, the computer starting). The learner plays rounds 1 and
2 by hand, the middle of the game is fast-forwarded, and the learner plays the last two moves
that end the game. Each step's text is `lesson.<key>` (and `lesson.<key>_why` for a move
step: why this move is asked for now)."""

from __future__ import annotations

from .script import (
    BOARD,
    CENTRE,
    CENTRE_GROUP,
    FLOOR,
    GROUP,
    LINE,
    SCORE,
    WALL,
    WALL_ROW,
    Lesson,
    LessonStep,
    Pointer,
)

YOU, CPU = 0, 1
BLUE, YELLOW, RED, BLACK, WHITE = range(5)

# The whole game in notation (both seats), found with the greedy level from this deal and the
# learner's first moves chosen to show an overflow and the first take from the centre. Round 4
# is the one, among the orders the greedy level rates close to best, that leaves both walls and
# lines as round 5 needs them while the learner drops only the marker and one tile to the floor
# (an earlier script had the learner throw seven white tiles away: a lesson must not teach that).
ROUNDS = (
    "2r1 1w1 4r2 3b2 5r5 cy4 cr4 cb3 ck3",  # round 1
    "5y1 3k1 4k2 1r4 2b3 cy2 cb5 cr5 cw4",  # round 2
    "1y1 2r1 5k2 cy2 4y3 cw3 3y4 cw4 cr5 ck5 cbf",  # round 3 (fast-forwarded)
    "3r2 5b2 4k1 1w1 cy3 2rf cr4 cw5 cbf",  # round 4 (fast-forwarded; see below)
    "2w2 4b1 1k5 3y3 5r4 cw2 ck3 cy4 cb1",  # round 5, the last
)
SCRIPT = tuple(move for moves in ROUNDS for move in moves.split(" "))


CENTRE_SOURCE = -1  # _take from the centre rather than a factory


def _take(source: int, colour: int, line: int) -> tuple[Pointer, ...]:
    """Pointers at a group (on a factory, or in the centre) and the learner's line for it."""
    group = (
        Pointer(CENTRE_GROUP, 0, colour)
        if source == CENTRE_SOURCE
        else Pointer(GROUP, source, colour)
    )
    return (group, Pointer(LINE, YOU, line))


STEPS = (
    LessonStep("welcome", 0, (Pointer(BOARD, YOU),)),
    LessonStep("computer_first", 1, (Pointer(CENTRE),)),
    LessonStep("take_factory", 1, _take(0, WHITE, 0), move=True),
    LessonStep("overflow", 3, (*_take(2, BLUE, 1), Pointer(FLOOR, YOU)), move=True),
    LessonStep("first_centre", 5, _take(CENTRE_SOURCE, YELLOW, 3), move=True),
    LessonStep("line_waits", 7, _take(CENTRE_SOURCE, BLUE, 2), move=True),
    LessonStep("wall_tiling", 9, (Pointer(WALL, YOU),)),
    LessonStep("floor_penalty", 9, (Pointer(FLOOR, YOU), Pointer(SCORE, YOU))),
    LessonStep("you_start", 9, _take(4, YELLOW, 0), move=True),
    LessonStep("round2_black", 11, _take(3, BLACK, 1), move=True),
    LessonStep("finish_line", 13, _take(1, BLUE, 2), move=True),
    LessonStep("big_line", 15, _take(CENTRE_SOURCE, BLUE, 4), move=True),
    LessonStep("last_take", 17, _take(CENTRE_SOURCE, WHITE, 3), move=True),
    # After the computer opens round 3: a note waits best while the learner is to move.
    LessonStep("runs", 19, (Pointer(WALL, YOU), Pointer(SCORE, YOU))),
    LessonStep("jump_ahead", 19, ()),
    LessonStep("last_round", 44, (Pointer(WALL_ROW, YOU, 0), Pointer(WALL_ROW, YOU, 1))),
    LessonStep("black_three", 44, _take(CENTRE_SOURCE, BLACK, 2), move=True),
    LessonStep("end_move", 46, _take(CENTRE_SOURCE, BLUE, 0), move=True),
    LessonStep("end_bonus", 47, (Pointer(WALL, YOU), Pointer(SCORE, YOU))),
    LessonStep("done", 47, (Pointer(SCORE, YOU), Pointer(SCORE, CPU))),
)

AZUL_FIRST_GAME = Lesson(
    id="azul",
    ruleset="azul",
    seed=15,
    first_player=CPU,
    learner=YOU,
    script=SCRIPT,
    steps=STEPS,
)
