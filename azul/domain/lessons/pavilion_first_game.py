"""The first guided game of Summer Pavilion: two players, a fixed deal, the learner against the
computer.

The script is one whole game (seed 569, the learner starting), found with
tools/pavilion_lesson_deal.py: both seats play their family policy's best move, and this deal
shows every rule early. The learner plays round 1 by hand (taking, with and without a wild
tile, the centre's first take by the computer, paying for spaces, runs, the centre star, passing
and keeping a tile) and round 2 up to a pillar and its bonus tile; the middle of the game is
fast-forwarded; the learner plays the last round's moves and sees the end bonuses. Each step's
text is `lesson_pavilion.<key>` (and `lesson_pavilion.<key>_why` for a move step)."""

from __future__ import annotations

from .pavilion_points import (
    ALL,
    BOARD,
    CENTRE,
    CENTRE_GROUP,
    CORNERS,
    GROUP,
    HAND,
    PANEL,
    ROUND_TRACK,
    SCORE,
    SPACE,
    STAR,
    STRUCTURE,
    SUPPLY,
    WILD_MARKER,
)
from .script import Lesson, LessonStep, Pointer

YOU, CPU = 0, 1
PURPLE, GREEN, ORANGE, YELLOW, BLUE, RED = range(6)
ORANGE_STAR, RED_STAR, BLUE_STAR, YELLOW_STAR, GREEN_STAR, PURPLE_STAR, CENTRE_STAR = range(7)
RED_PILLAR, BLUE_PILLAR = 1, 2  # indices into the engine's STRUCTURES
TEXT_SECTION = "lesson_pavilion"  # the catalog section of this lesson's texts

# The whole game in notation (both seats), one line per round.
ROUNDS = (
    "1g 2o 4g 5g 3y co cr o1o r1r o2o r2r o3o+2 r3r+2 g1g y1y p1p g1g pass g2g c1g pass ky",
    "2b 5o 1o 3y 4b cp cr cy co c2p sg r1r c3y r2r y2y b1b o1o b2b pass kg kg b3b c1o pass ko ko",
    "1r 5p 2b 3g 4b cp cg cy cb o4o c4b p2p so so g3g p3p+2 b1b g2g b2b+1 c2y pass kg kr kr pass",
    "1p 3g 4p 2o 5g cg cb cr co c5r sy b4b sy sb g4g+1 sp sp p4p+2 sg sg o2o c3g sy p1p g3g+2 "
    "p2p+1 pass kb pass",
    "1g 4y 5y 2p 3o cp cg cy co cr p5p+2 g5g+1 y1y y3y+1 sb y2y o3o pass kr pass kb",
    "1o 3p 2p 4b 5o cp cy cg cb b3b sr o5o+1 p3p y3y pass pass",  # round 6, the last
)
SCRIPT = tuple(move for moves in ROUNDS for move in moves.split(" "))
LAST_ROUND_AT = 123  # moves played before round 6 begins


def _space(star: int, value: int, seat: int = YOU) -> Pointer:
    """A space of a star by its printed value (coloured side)."""
    return Pointer(SPACE, seat, star * 6 + value - 1)


STEPS = (
    # Round 1: purple is wild.
    LessonStep("welcome", 0, (Pointer(BOARD, YOU),)),
    LessonStep("wild", 0, (Pointer(WILD_MARKER), Pointer(ROUND_TRACK, 0, 1))),
    LessonStep("take_plain", 0, (Pointer(GROUP, 0, GREEN), Pointer(HAND, YOU, ALL)), move=True),
    LessonStep("take_wild", 2, (Pointer(GROUP, 3, GREEN), Pointer(GROUP, 3, PURPLE)), move=True),
    LessonStep("take_pair", 4, (Pointer(GROUP, 2, YELLOW),), move=True),
    LessonStep("centre_first", 6, (Pointer(SCORE, CPU), Pointer(CENTRE))),
    LessonStep(
        "take_centre",
        6,
        (Pointer(CENTRE_GROUP, 0, RED), Pointer(CENTRE_GROUP, 0, PURPLE)),
        move=True,
    ),
    LessonStep("paying", 8, (_space(RED_STAR, 1), Pointer(HAND, YOU, ALL))),
    LessonStep("place_first", 8, (_space(RED_STAR, 1), Pointer(PANEL)), move=True),
    LessonStep("neighbours", 10, (_space(RED_STAR, 2), _space(RED_STAR, 1)), move=True),
    LessonStep(
        "pay_wild", 12, (_space(RED_STAR, 3), Pointer(HAND, YOU, PURPLE), Pointer(PANEL)), move=True
    ),
    LessonStep("yellow_one", 14, (_space(YELLOW_STAR, 1),), move=True),
    LessonStep("green_one", 16, (_space(GREEN_STAR, 1),), move=True),
    LessonStep("alone", 18, (_space(GREEN_STAR, 2), Pointer(BOARD, CPU)), move=True),
    LessonStep("centre_star", 19, (Pointer(STAR, YOU, CENTRE_STAR),), move=True),
    LessonStep("pass_keep", 20, (Pointer(HAND, YOU, YELLOW), Pointer(CORNERS, YOU)), move=True),
    # Round 2: green is wild; the computer holds the marker and starts.
    LessonStep(
        "next_wild", 22, (Pointer(WILD_MARKER), Pointer(ROUND_TRACK, 0, 2), Pointer(HAND, YOU))
    ),
    LessonStep("take_r2", 23, (Pointer(GROUP, 4, ORANGE), Pointer(GROUP, 4, GREEN)), move=True),
    LessonStep("yellow_more", 25, (Pointer(GROUP, 2, YELLOW),), move=True),
    LessonStep("marker", 27, (Pointer(CENTRE_GROUP, 0, PURPLE), Pointer(SCORE, YOU)), move=True),
    LessonStep("last_take", 29, (Pointer(CENTRE_GROUP, 0, YELLOW),), move=True),
    LessonStep(
        "pillar",
        31,
        (
            Pointer(STRUCTURE, YOU, RED_PILLAR),
            _space(RED_STAR, 2),
            _space(RED_STAR, 3),
            _space(CENTRE_STAR, 1),
        ),
    ),
    LessonStep("pillar_place", 31, (_space(CENTRE_STAR, 2),), move=True),
    LessonStep("bonus_pick", 32, (Pointer(SUPPLY, 0, ALL), Pointer(SUPPLY, 0, GREEN)), move=True),
    LessonStep("jump_ahead", 33, ()),
    # Round 6: red is wild; the learner holds the marker.
    LessonStep("last_round", 132, (Pointer(WILD_MARKER), Pointer(ROUND_TRACK, 0, 6))),
    LessonStep(
        "last_pillar",
        132,
        (_space(BLUE_STAR, 3), Pointer(STRUCTURE, YOU, BLUE_PILLAR)),
        move=True,
    ),
    LessonStep("last_pick", 133, (Pointer(SUPPLY, 0, RED),), move=True),
    LessonStep("last_place", 135, (_space(PURPLE_STAR, 3),), move=True),
    LessonStep("last_pass", 137, (Pointer(HAND, YOU, ALL), Pointer(PANEL)), move=True),
    LessonStep("end_bonus", 139, (Pointer(BOARD, YOU), Pointer(SCORE, YOU))),
    LessonStep("done", 139, (Pointer(SCORE, YOU), Pointer(SCORE, CPU))),
)

PAVILION_FIRST_GAME = Lesson(
    id="summer-pavilion",
    ruleset="summer-pavilion",
    seed=569,
    first_player=YOU,
    learner=YOU,
    script=SCRIPT,
    steps=STEPS,
    section=TEXT_SECTION,
    fast_key=f"{TEXT_SECTION}.fast",
    title=f"{TEXT_SECTION}.title",
    summary=f"{TEXT_SECTION}.summary",
)
