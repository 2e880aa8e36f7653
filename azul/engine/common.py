"""What every family's game state shares, and the validators for loading states from JSON.

``StateCommon`` gives both families (``BaseState``, ``PavilionState``) the same results API
(winners, ranking), the checked ``apply`` path, ``reseeded`` and equality, so that the rules
of each family are the only thing its module has to say.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any, Self, TypeVar

from . import rng as rng_mod
from .errors import IllegalMoveError, StateFormatError
from .events import REASONS, ScoreEvent

OVER = "over"
BREAKDOWN_LIMIT = 10**6  # no score or breakdown entry of a real game comes near this
RNG_TEXT = re.compile(r"[0-9a-fA-F]{16}")  # the generator state as saved: 16 hex digits
T = TypeVar("T")


class StateCommon:
    """Mixin for a family's state class; the class supplies the abstract members below."""

    __slots__ = ()

    players: int
    phase: str
    current: int
    rng: int
    boards: list[Any]

    def copy(self) -> Self:
        """An independent copy."""
        raise NotImplementedError

    def play(self, move: int) -> None:
        """Fast path: apply a legal move in place."""
        raise NotImplementedError

    def why_illegal(self, move: int) -> IllegalMoveError | None:
        """None if the move is legal, else the error apply would raise."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON-compatible data."""
        raise NotImplementedError

    def tiebreak_keys(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, the key the ranking sorts by (higher is better)."""
        raise NotImplementedError

    def apply(self, move: int) -> Self:
        """Checked path: return the state after a legal move; raise IllegalMoveError otherwise."""
        err = self.why_illegal(move)
        if err is not None:
            raise err
        s = self.copy()
        s.play(move)
        return s

    def reseeded(self, seed: int) -> Self:
        """A copy whose future draws come from another seed (for AI determinisation)."""
        s = self.copy()
        s.rng = rng_mod.seed_to_state(seed)  # type: ignore[misc]  # a slot of the subclass
        return s

    @property
    def is_over(self) -> bool:
        """True when the game has ended (final scoring applied)."""
        return self.phase == OVER

    @property
    def current_player(self) -> int:
        """Seat whose decision it is (meaningless once the game is over)."""
        return self.current

    @property
    def scores(self) -> tuple[int, ...]:
        """Every player's score, by seat."""
        return tuple([b.score for b in self.boards])  # a list first: quicker than a generator

    def winners(self) -> tuple[int, ...]:
        """Seats sharing first place by the family's ranking key (still tied: shared)."""
        keys = self.tiebreak_keys()
        best = max(keys)
        return tuple(p for p, k in enumerate(keys) if k == best)

    def ranking(self) -> list[tuple[int, int]]:
        """(rank, seat) pairs best first; equal keys share a rank (1-based, competition style)."""
        keys = self.tiebreak_keys()
        order = sorted(range(self.players), key=lambda p: keys[p], reverse=True)
        out: list[tuple[int, int]] = []
        for i, p in enumerate(order):
            rank = out[-1][0] if i and keys[order[i - 1]] == keys[p] else i + 1
            out.append((rank, p))
        return out

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, StateCommon)
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


def json_int(value: Any, lo: int, hi: int | None, what: str) -> int:
    """An int within [lo, hi] from loaded JSON (bools refused), else StateFormatError."""
    # Loaded JSON holds plain ints (a bool's type is bool): the usual case is one type test.
    if type(value) is int and lo <= value and (hi is None or value <= hi):
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateFormatError(f"{what} must be an integer, not {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise StateFormatError(f"{what} {value} is out of range")
    return value


def _json_of(value: Any, kind: type[T], what: str, described: str) -> T:
    """value when it is a kind, else StateFormatError ("<what> must be <described>, ...")."""
    if not isinstance(value, kind):
        raise StateFormatError(f"{what} must be {described}, not {value!r}")
    return value


def json_bool(value: Any, what: str) -> bool:
    """A bool from loaded JSON, else StateFormatError."""
    return _json_of(value, bool, what, "true or false")


def json_counts(values: Any, colours: int, what: str) -> list[int]:
    """A list of one non-negative count per colour from loaded JSON, else StateFormatError."""
    if type(values) is list and len(values) == colours:
        for v in values:
            if type(v) is not int or v < 0:
                break  # the checks below say what is wrong
        else:
            return values[:]  # a copy: the state owns (and changes) its lists
    if not isinstance(values, list):
        raise StateFormatError(f"{what} must be a list of {colours} colour counts")
    out = [json_int(v, 0, None, what) for v in values]
    if len(out) != colours:
        raise StateFormatError(f"{what} needs {colours} colour counts")
    return out


def json_str(value: Any, what: str) -> str:
    """A string from loaded JSON, else StateFormatError."""
    return _json_of(value, str, what, "a string")


def json_list(value: Any, what: str) -> list[Any]:
    """A list from loaded JSON, else StateFormatError."""
    return _json_of(value, list, what, "a list")


def json_object(value: Any, what: str) -> dict[str, Any]:
    """A JSON object (dict) from loaded JSON, else StateFormatError."""
    return _json_of(value, dict, what, "a JSON object")


def json_rng(value: Any) -> int:
    """The seeded generator's state from its saved form: exactly 16 hex digits."""
    if not isinstance(value, str) or RNG_TEXT.fullmatch(value) is None:
        raise StateFormatError(f"rng must be a string of 16 hex digits, not {value!r}")
    return int(value, 16)


def json_tally(values: Any, keys: tuple[str, ...], score: int) -> list[int]:
    """A score breakdown from loaded JSON: one integer per key, adding up to the score."""
    if not isinstance(values, list) or len(values) != len(keys):
        raise StateFormatError(f"a score breakdown has {len(keys)} entries ({', '.join(keys)})")
    for x in values:
        if type(x) is not int or not -BREAKDOWN_LIMIT <= x <= BREAKDOWN_LIMIT:
            # json_int says what is wrong
            tally = [
                json_int(x, -BREAKDOWN_LIMIT, BREAKDOWN_LIMIT, "breakdown entry") for x in values
            ]
            break
    else:
        tally = values[:]  # a copy: the state owns (and changes) its lists
    if sum(tally) != score:
        raise StateFormatError(
            f"the score breakdown adds up to {sum(tally)}, but the score is {score}"
        )
    return tally


def json_event(data: Any, players: int, reasons: Collection[str] = REASONS) -> ScoreEvent:
    """A score event from loaded JSON (seat in range, one of the family's reasons, integer
    amounts)."""
    data = json_object(data, "a score event")
    reason = json_str(data["reason"], "event reason")
    if reason not in reasons:
        raise StateFormatError(f"unknown score event reason {reason!r}")
    info = json_object(data.get("info", {}), "event info")
    for key, value in info.items():
        if not isinstance(value, int | str) or isinstance(value, bool):
            raise StateFormatError(f"event info {key!r} must be an integer or a string")
    return ScoreEvent(
        player=json_int(data["player"], 0, players - 1, "event player"),
        delta=json_int(data["delta"], -BREAKDOWN_LIMIT, BREAKDOWN_LIMIT, "event delta"),
        reason=reason,
        points=json_int(data["points"], -BREAKDOWN_LIMIT, BREAKDOWN_LIMIT, "event points"),
        info=dict(info),
    )
