"""Luck in a finished game: what chance gave each seat, in points of expected final score.

A random event is a move after which the engine drew at random (the factories filled for the
next round, a Summer Pavilion supply refilled) or the draw of who starts. Its luck for a seat
is the seat's expected final score just after it minus what that score was expected to be
before it: the mean over ``samples`` other draws (the same move played from the position
reseeded). A position's expected final scores are the family's estimate at the end of its
round, played out ``ROLLOUTS`` times with the quick simulation moves (the same seeds for every
draw compared, all ends valued on one footing with ``estimate_all``): the estimate of a
position at a round's start hardly sees what lies in the factories, the round played out does.
Who starts: the opening position against the mean over every possible starting seat (the
same seed deals the same factories whoever starts). Summed per seat over the game,
luck gives a luck-adjusted result: the final score minus the luck.

Which moves drew at random needs no family knowledge: a move played from two differently
reseeded copies of the position that leads to the same position (but for the generator) drew
nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from azul.engine import EngineError, GameState, new_game

from ..families import policy_for

LUCK_SAMPLES = 16  # other draws averaged for the expectation before a random event
ROLLOUTS = 4  # playouts to the round's end that value each position compared
START, REFILL, DRAW = "start", "refill", "draw"  # who starts; a new round's fill; other draws
_PROBES = (1, 2)  # the two seeds that tell a random move from a plain one


@dataclass(frozen=True, slots=True)
class LuckEvent:
    """One random event: after move ``index`` (-1: who starts), its kind, each seat's luck."""

    index: int
    kind: str
    luck: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {"index": self.index, "kind": self.kind, "luck": list(self.luck)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> LuckEvent:
        """Inverse of to_json."""
        return LuckEvent(data["index"], data["kind"], tuple(data["luck"]))


@dataclass(frozen=True, slots=True)
class Luck:
    """Every random event of a game, each seat's total luck and its luck-adjusted result."""

    events: tuple[LuckEvent, ...]
    total: tuple[float, ...]
    adjusted: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {
            "events": [e.to_json() for e in self.events],
            "total": list(self.total),
            "adjusted": list(self.adjusted),
        }

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Luck:
        """Inverse of to_json."""
        return Luck(
            tuple(LuckEvent.from_json(e) for e in data["events"]),
            tuple(data["total"]),
            tuple(data["adjusted"]),
        )


def _without_generator(state: GameState) -> dict[str, Any]:
    data = state.to_json()
    data.pop("rng", None)
    return data


def _played(state: GameState, move: int, seed: int) -> GameState:
    after = state.reseeded(seed)
    after.play(move)
    return after


def drew_at_random(state: GameState, move: int) -> bool:
    """True when playing ``move`` draws at random (two draws lead to different positions)."""
    a, b = (_without_generator(_played(state, move, s)) for s in _PROBES)
    return a != b


def _luck(actual: GameState, others: Sequence[GameState], seed: int) -> tuple[float, ...]:
    """Per seat: the value of ``actual`` minus the mean value of ``others``, each the mean
    estimate of ``ROLLOUTS`` playouts to the round's end (the same playout seeds for all)."""
    policy = policy_for(actual)
    rng = random.Random(seed)
    seeds = [rng.getrandbits(62) for _ in range(ROLLOUTS)]
    ends = []
    for state in (actual, *others):
        for r in seeds:
            end = state.reseeded(r)
            playout = random.Random(r)
            while not policy.horizon(state, end):
                legal = end.legal_moves()
                move = legal[0] if len(legal) == 1 else policy.rollout_move(end, legal, playout)
                end.play(move)
            ends.append(end)
    estimates = policy.estimate_all(ends)
    values = [
        [sum(e[p] for e in estimates[i : i + ROLLOUTS]) / ROLLOUTS for p in range(actual.players)]
        for i in range(0, len(estimates), ROLLOUTS)
    ]
    return tuple(
        round(values[0][p] - sum(v[p] for v in values[1:]) / len(others), 2)
        for p in range(actual.players)
    )


def start_luck(state: GameState, seed: int = 0) -> LuckEvent | None:
    """Who starts: the opening position against every starting seat (None when ``state`` is
    not an opening position or the rule set cannot deal it again)."""
    if state.round != 1 or any(b.score for b in state.boards) or state.table_tiles == 0:
        return None
    try:
        openings = [
            new_game(state.ruleset.id, state.players, state.seed, p) for p in range(state.players)
        ]
    except EngineError:
        return None
    if _without_generator(openings[state.start_player]) != _without_generator(state):
        return None  # not the game's own opening (a position set up otherwise)
    return LuckEvent(-1, START, _luck(state, openings, seed))


def game_luck(
    states: Sequence[GameState],
    moves: Sequence[int],
    samples: int = LUCK_SAMPLES,
    seed: int = 0,
) -> Luck:
    """The luck of every random event of a game (``states``: every position, len(moves) + 1)
    and each seat's total and luck-adjusted result."""
    rng = random.Random(seed)
    events = []
    opening = start_luck(states[0], rng.getrandbits(62))
    if opening is not None:
        events.append(opening)
    for i, move in enumerate(moves):
        before, after = states[i], states[i + 1]
        if after.is_over or not drew_at_random(before, move):
            continue
        others = [_played(before, move, rng.getrandbits(62)) for _ in range(samples)]
        kind = REFILL if after.round != before.round else DRAW
        events.append(LuckEvent(i, kind, _luck(after, others, rng.getrandbits(62))))
    players = states[0].players
    total = tuple(round(sum(e.luck[p] for e in events), 2) for p in range(players))
    final = states[-1].scores
    adjusted = tuple(round(final[p] - total[p], 2) for p in range(players))
    return Luck(tuple(events), total, adjusted)
