"""One frame of a table, frozen: everything a family's painters and step builders may read.

The live table (``scenes/table.py``) builds a frame each time it draws and each time a move
starts animating; the replay and the review build theirs straight from a position (``ShownTable``
in ``table/shown.py``). Painters and step builders receive only the frame, never a scene: they
cannot change the table and they need nothing of a scene's machinery. The frame is generic over
the family's engine state, table view, layout, input target and ``extra`` (whatever else its
painters need, built by the family's scene: ``TableScene.frame_extra``; None on a table that
only shows).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from azul.domain.levels import default_level, offered_levels
from azul.domain.session import GameSession
from azul.engine.state import GameState

from .marks import Marks
from .ring import RingLayout
from .targets import Target
from .timeline import Timeline, View

if TYPE_CHECKING:
    from azul.i18n import Translator

    from ..widgets import WidgetGroup

Point = tuple[float, float]
NO_POINTER: Point = (-1.0, -1.0)

# Covariant: a family's frame is a frame of any family (shared painters take ``AnyFrame``).
S = TypeVar("S", bound=GameState, covariant=True)
V = TypeVar("V", bound=View, covariant=True)
L = TypeVar("L", bound=RingLayout, covariant=True)
T = TypeVar("T", covariant=True)
X = TypeVar("X", covariant=True)


@dataclass(frozen=True)
class TableFrame(Generic[S, V, L, T, X]):
    """A table as it is drawn now (its parts are read, never written, while painting)."""

    state: S  # the engine position (the view may still be animating towards it)
    view: V  # what the table shows now
    layout: L
    session: GameSession  # seats and the moves so far (the move log)
    text: Translator  # the words, in the language shown
    timeline: Timeline[V]  # what is in the air: flights, glows, pop-ups (read only)
    speed: float  # the animation speed factor (0: animations off)
    now: float  # the clock, for what pulses (a computer's thinking dots)
    extra: X | None = None  # the family's own frame data (None on a table that only shows)
    marks: Marks[T] = field(default_factory=Marks)  # what input marks (nothing: read only)
    hover: T | None = None  # the target under the pointer
    selection: tuple[int, int] | None = None  # the chosen (source, colour)
    interactive: bool = False  # a person may act now
    hint_move: int | None = None  # the hint shown to the person to move
    hint_asked: bool = False  # a hint is being computed
    thinking_seat: int | None = None  # the computer seat visibly thinking
    revealing: int | None = None  # the computer move shown before it is played
    dragging: bool = False
    mouse: Point = NO_POINTER
    log_scroll: float = 0.0  # move-log rows scrolled up from the newest
    legal: frozenset[int] = frozenset()  # the legal moves (live tables only)
    seat_labels: tuple[str, ...] = ()  # each seat's kind in words ("Computer · Medium")
    turn_status: str | None = None  # the shared status line (game over, thinking, hint)
    busy_status: str | None = None  # the status line while the table is busy
    buttons: WidgetGroup | None = None  # the table's own buttons (drawn with the status bar)
    tip_seat: int | None = None  # the seat whose score breakdown the keyboard shows
    end_columns: tuple[str, ...] = ()  # the breakdown's keys, in the end screen's order

    def t(self, key: str, **values: object) -> str:
        """A catalog text in the language shown."""
        return self.text.t(key, **values)

    def tn(self, key: str, n: int, **values: object) -> str:
        """A catalog text with a count."""
        return self.text.tn(key, n, **values)

    @property
    def language(self) -> str:
        """The language shown (cached layers are kept per language)."""
        return self.text.language

    def reason(self, move: int) -> str | None:
        """Why a move is illegal in this position, in words (None when legal)."""
        return illegal_reason(self.text, self.state, move)

    def seat_label(self, seat: int) -> str:
        """A seat's kind in words ("" when the frame has none)."""
        return self.seat_labels[seat] if 0 <= seat < len(self.seat_labels) else ""


AnyFrame = TableFrame[GameState, View, RingLayout, Target, object]  # what shared painters read


def illegal_reason(text: Translator, state: GameState, move: int) -> str | None:
    """Why a move is illegal, in words (None when legal)."""
    err = state.why_illegal(move)
    if err is None:
        return None
    params: dict[str, object] = {}
    names = state.ruleset.colours
    for k, v in err.params.items():
        if k == "colour" and isinstance(v, int) and 0 <= v < len(names):
            params[k] = text.t(f"colour.{names[v]}")
        elif k in ("line", "row", "col", "factory", "source") and isinstance(v, int):
            params[k] = v + 1
        else:
            params[k] = v
    key = f"illegal.{err.code}"
    if not text.has(key):
        key = "illegal.illegal"
    return text.t(key, **params)


def level_name(text: Translator, level: str) -> str:
    """Translated name of a computer level (the id if the catalog has none)."""
    level = level or default_level()
    key = f"level.{level}"
    if text.has(key):
        return text.t(key)
    return level.capitalize()


def seat_labels(text: Translator, session: GameSession) -> tuple[str, ...]:
    """Each seat's kind in words ("Person", "Computer · Medium"); nothing for a lesson's
    scripted computer, which plays at a tool level no player chooses and is already named
    "Computer"."""
    out: list[str] = []
    for seat in session.setup.seats:
        if seat.is_person:
            out.append(text.t("seat.person"))
        elif (seat.level or default_level()) not in offered_levels():
            out.append("")
        else:
            out.append(text.t("seat.computer_level", level=level_name(text, seat.level)))
    return tuple(out)
