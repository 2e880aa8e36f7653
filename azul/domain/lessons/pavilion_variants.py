"""Short lessons for the Summer Pavilion variants: what is different, shown on a fixed deal.

Each one is a few steps on its own rule set, the learner (seat 0) against the computer, with
at least one real move by the learner; the scripted moves between the steps (both seats) are
played for them. Found with tools/pavilion_lesson_deal.py (both seats play their family
policy's best move). Texts are `lesson_pavilion.<key>` like the first game's."""

from __future__ import annotations

from .pavilion_first_game import TEXT_SECTION
from .pavilion_points import (
    ALL,
    BOARD,
    GROUP,
    ROUND_TRACK,
    SPACE,
    STAR,
    WILD_MARKER,
)
from .script import VARIANTS, Lesson, LessonStep, Pointer

YOU = 0
PURPLE, GREEN, ORANGE, YELLOW, BLUE, RED = range(6)
ORANGE_STAR, CENTRE_STAR = 0, 6


def _variant(
    ruleset: str, seed: int, slug: str, moves: str, steps: tuple[LessonStep, ...]
) -> Lesson:
    """A short Summer Pavilion variant lesson: the learner starts; texts `lesson_pavilion.<key>`."""
    return Lesson(
        id=ruleset,
        ruleset=ruleset,
        seed=seed,
        first_player=YOU,
        learner=YOU,
        script=tuple(moves.split(" ")),
        steps=steps,
        section=TEXT_SECTION,
        group=VARIANTS,
        fast_key="lesson_variants.fast",
        title=f"{TEXT_SECTION}.{slug}_title",
        summary=f"{TEXT_SECTION}.{slug}_summary",
    )


# Grey boards (seed 0): the learner's first tile opens the orange star's position with a 1,
# the second, of another colour, makes that star multicolour.
GREY_MOVES = "1y 3r 5r 2g 4g cg cy co cb cr o3g o3g o2g o2y r3o r3y"
GREY_STEPS = (
    LessonStep("grey_intro", 0, (Pointer(BOARD, YOU), Pointer(STAR, YOU, CENTRE_STAR))),
    LessonStep("grey_take", 0, (Pointer(GROUP, 0, YELLOW),), move=True),
    LessonStep("grey_first", 11, (Pointer(SPACE, YOU, ORANGE_STAR * 6 + 2),), move=True),
    LessonStep(
        "grey_second",
        13,
        (Pointer(SPACE, YOU, ORANGE_STAR * 6 + 1), Pointer(STAR, YOU, ORANGE_STAR)),
        move=True,
    ),
    LessonStep("grey_bonus", 14, (Pointer(STAR, YOU, ORANGE_STAR),)),
)

PAVILION_GREY = _variant("summer-pavilion-grey", 0, "grey", GREY_MOVES, GREY_STEPS)

# Reverse round track (seed 1): orange is wild in round 1 and red in round 2.
TRACK_MOVES = (
    "3p 1p 2b 5y cp cy cr 4p cg cy cb r1r y1y r2r+1 y2y b1b y3y+1 b2b p1p g1g c1p p1p pass "
    "p2p c1p o1o pass 2b 3g"
)
TRACK_STEPS = (
    LessonStep("track_intro", 0, (Pointer(ROUND_TRACK, 0, ALL), Pointer(WILD_MARKER))),
    LessonStep("track_take", 0, (Pointer(GROUP, 2, PURPLE), Pointer(GROUP, 2, ORANGE)), move=True),
    LessonStep("track_round2", 27, (Pointer(WILD_MARKER), Pointer(ROUND_TRACK, 0, 2))),
    LessonStep("track_take2", 27, (Pointer(GROUP, 1, BLUE), Pointer(GROUP, 1, RED)), move=True),
    LessonStep("track_done", 28, (Pointer(ROUND_TRACK, 0, ALL),)),
)

PAVILION_REVERSE_TRACK = _variant("summer-pavilion-alt-track", 1, "track", TRACK_MOVES, TRACK_STEPS)

PAVILION_LESSONS: tuple[Lesson, ...] = (PAVILION_GREY, PAVILION_REVERSE_TRACK)
"""The variant lessons, in the order the rule sets are listed."""
