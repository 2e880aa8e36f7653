"""Find, regenerate and check the scripts of the guided lessons (azul.domain.lessons).

A lesson's script is every move of its game. The moves a lesson teaches are chosen by hand
(they show something); every other move is what the greedy computer level plays from there.
So a script is given by its deal (rule set, seed, first seat) and the chosen moves by index:

    .venv/bin/python tools/lesson_scripts.py check            # every lesson: legal, steps agree
    .venv/bin/python tools/lesson_scripts.py show grey 14     # the position after 14 moves
    .venv/bin/python tools/lesson_scripts.py regenerate grey  # its script from its choices

``regenerate`` prints the script of a lesson in azul/domain/lessons/variants.py from its
CHOICES, to paste back when a choice changes (the check then confirms the steps still agree).
"""

from __future__ import annotations

import sys

from azul.domain.lessons import LESSONS, Lesson
from azul.domain.lessons.checks import play_script, problems
from azul.domain.lessons.variants import CHOICES

LETTERS = "byrkw"


def position(lesson: Lesson, played: int) -> object:
    """The lesson's game after ``played`` scripted moves."""
    state = lesson.start()
    for text in lesson.script[:played]:
        state = state.apply(state.parse_move(text))
    return state


def describe(state: object) -> str:
    """A base-family position as text: factories, centre, every board."""
    s: object = state
    lines = [f"phase {s.phase} current {s.current_player} round {s.round}"]  # type: ignore[attr-defined]
    facs = []
    for f in s.factories:  # type: ignore[attr-defined]
        facs.append("".join(LETTERS[c] * f[c] for c in range(5)) or "-")
    lines.append("factories " + " ".join(facs))
    centre = s.centre  # type: ignore[attr-defined]
    lines.append("centre " + "".join(LETTERS[c] * centre[c] for c in range(5)))
    for p, b in enumerate(s.boards):  # type: ignore[attr-defined]
        lines.append(f"seat {p} score {b.score} floor {b.floor}")
        for r in range(5):
            colour = b.line_colour[r]
            line = (LETTERS[colour] * b.line_count[r]) if colour >= 0 else ""
            wall = "".join(LETTERS[c] if c >= 0 else "." for c in b.cells[r * 5 : r * 5 + 5])
            lines.append(f"  {r + 1}: {line:>5} | {wall}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """The command line (see the module notes)."""
    if not argv or argv[0] == "check":
        found = [p for lesson in LESSONS.values() for p in problems(lesson)]
        print("\n".join(found) or f"{len(LESSONS)} lessons: every script and step agrees")
        return 1 if found else 0
    lesson = LESSONS[argv[1]]
    if argv[0] == "show":
        print(describe(position(lesson, int(argv[2]))))
        return 0
    if argv[0] == "regenerate":
        chosen = CHOICES[lesson.id]
        moves = play_script(lesson.ruleset, lesson.seed, lesson.first_player, chosen, 999)
        print(" ".join(moves[: len(lesson.script)]))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
