"""Both lines of a reviewed decision, step by step: the move played and the engine's move, each
followed by the next moves of the line the review sampled (the same line its reasons and
numbers were computed from, ``DecisionReview.lines``), replayed through the engine with the
line's own chance, so every step has its position and the engine's score events.

A line is shown as its decision's move, then up to ``LINE_AHEAD`` more moves one at a time,
then (when the line goes on) one last step to the end of the round, where the wall is scored.
No pygame here: the review screen poses the positions on its show-only tables and says the
events with ``event_lines``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from azul.ai.review import DecisionReview, Line
from azul.engine.events import ScoreEvent
from azul.engine.state import GameState

from .hints import Words

LINE_AHEAD = 4  # moves of a line after the decision's own, shown one step each
SIDES = ("played", "best")


@dataclass(frozen=True, slots=True)
class LineStep:
    """One step of a line: the position after it, the moves it took (one, or the rest of the
    round) with their movers, and the score events along them."""

    state: GameState
    moves: tuple[int, ...]
    movers: tuple[int, ...]
    events: tuple[ScoreEvent, ...]
    before: GameState  # the position the step starts from

    @property
    def single(self) -> bool:
        """True when the step is one move (it can be animated as the table does)."""
        return len(self.moves) == 1


@dataclass(frozen=True, slots=True)
class ShownLine:
    """A line of a decision ready to step through: step 0 is the position before the move."""

    side: str  # "played" or "best"
    start: GameState  # the decision's position, with the line's chance
    steps: tuple[LineStep, ...]  # steps 1.. (index 0 is step 1)

    @property
    def last(self) -> int:
        """The last step's number."""
        return len(self.steps)

    def upto(self, step: int) -> tuple[list[GameState], list[int], list[int]]:
        """The line's positions, moves and movers up to ``step`` (clamped to the line)."""
        states = [self.start]
        moves: list[int] = []
        movers: list[int] = []
        for s in self.steps[: max(0, min(step, self.last))]:
            moves.extend(s.moves)
            movers.extend(s.movers)
            states.append(s.state)
        return states, moves, movers


def replay_line(start: GameState, line: Line, side: str, ahead: int = LINE_AHEAD) -> ShownLine:
    """Replay ``line`` from the decision's position ``start`` with the line's chance: its move
    and ``ahead`` more one step each, the rest (if any) as one step. A move this version cannot
    read ends the line there."""
    state = start.reseeded(line.seed)
    first = state
    steps: list[LineStep] = []
    pending: list[tuple[int, int, list[ScoreEvent]]] = []
    before = state
    for k, notation in enumerate(line.moves):
        try:
            move = state.parse_move(notation)
        except Exception:  # a stored line this version cannot read: shown as far as it goes
            break
        mover = state.current_player
        state = state.apply(move)
        events = list(state.last_events)
        if k <= ahead:
            steps.append(LineStep(state, (move,), (mover,), tuple(events), before))
            before = state
        else:
            pending.append((move, mover, events))
    if pending:
        steps.append(
            LineStep(
                state,
                tuple(m for m, _, _ in pending),
                tuple(p for _, p, _ in pending),
                tuple(e for _, _, es in pending for e in es),
                before,
            )
        )
    return ShownLine(side, first, tuple(steps))


def decision_lines(states: Sequence[GameState], d: DecisionReview) -> list[ShownLine]:
    """The decision's lines that can be shown (played first, then the engine's), from the
    game's positions ``states``; none when the review kept no lines (a best move)."""
    if d.best == d.played:
        return []
    out = []
    for side in SIDES:
        line = d.lines.get(side)
        if line is not None and line.moves:
            shown = replay_line(states[d.index], line, side)
            if shown.steps:
                out.append(shown)
    return out if len(out) == len(SIDES) else []


def event_key(reason: str) -> str:
    """The catalog key naming a score event's reason (``review.event_<reason>``, "-" as "_")."""
    return f"review.event_{reason.replace('-', '_')}"


def event_lines(
    words: Words,
    events: Sequence[ScoreEvent],
    names: Sequence[str],
    known: Callable[[str], bool] | None = None,
) -> list[str]:
    """A step's score events in words, one line per seat and reason in the order they came:
    "Anna: +7 points – 4 tiles on the wall" (a reason ``known`` finds no words for: its own
    name, as a family's own reason may be)."""
    groups: dict[tuple[int, str], list[ScoreEvent]] = {}
    for e in events:
        if e.delta or not e.points:  # a capped penalty that changed nothing is left out
            groups.setdefault((e.player, e.reason), []).append(e)
    out = []
    for (seat, reason), group in groups.items():
        name = names[seat] if seat < len(names) else str(seat + 1)
        key = event_key(reason)
        what = words.tn(key, len(group)) if known is None or known(key) else reason
        points = sum(e.delta for e in group)
        if points:
            sign = "+" if points > 0 else "\u2212"
            out.append(words.t("review.event", name=name, sign=sign, points=abs(points), what=what))
        else:
            out.append(words.t("review.event_fact", name=name, what=what))
    return out
