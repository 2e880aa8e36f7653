"""Structured reasons that explain why a played move lost against the engine's best move.

A reason is a key plus values (``Reason("floor", {"tiles": 3, "points": -4})``); the UI
translates the key, the command prints ``english``. Each family's manifest
(``azul.engine.manifest``) may name its own ``Explainer``, loaded here the first time a review
asks about that family; a family without one gets only the generic reasons, which use the
common state interface and the family's policy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from azul.engine import GameState
from azul.engine.manifest import FamilyManifest, ManifestError, PartCache

from ..policy import FamilyPolicy

Value = int | float | str


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move lost: an i18n-ready key and the values its message needs."""

    key: str
    values: Mapping[str, Value] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain-dict form."""
        return {"key": self.key, "values": dict(self.values)}


class Explainer(Protocol):
    """A family's reason finder (the ``explainer`` part of its manifest)."""

    def __call__(
        self, state: GameState, played: int, best: int, policy: FamilyPolicy
    ) -> list[Reason]:
        """Reasons ``played`` lost against ``best`` in ``state``, most telling first."""
        ...


def _explainer_part(manifest: FamilyManifest, explainer: Any) -> Explainer:
    if not callable(explainer):
        raise ManifestError(
            f"family {manifest.name!r}: explainer {manifest.explainer!r} is not callable"
        )
    found: Explainer = explainer
    return found


_EXPLAINERS = PartCache("explainer", _explainer_part)

GIFT_POINTS = 2.0  # the next seat's best move looks this much better: worth saying
SCORE_POINTS = 1  # immediate points given up that are worth saying

# English of every reason key (the command prints these; the UI has its own translations).
ENGLISH: dict[str, str] = {
    "floor": "{tiles} {tiles_noun} to the floor: {points}",
    "line_unfinishable": "line {line} can no longer be finished this game",
    "wall_row_blocked": "row {row} of the wall can no longer be completed",
    "centre_gift": "leaves {tiles} {colour} in the centre for the next player",
    "gift": "gives the next player a better move ({move}, about {points} points)",
    "scores_less": "scores {points} fewer points now",
    "wilds_spent": "pays with {wilds} wild {wilds_noun} where {needed} would do",
}


def english(reason: Reason) -> str:
    """The reason in English (its key when the key is unknown)."""
    text = ENGLISH.get(reason.key)
    if text is None:
        return reason.key
    values = {
        k: (f"{v:g}".replace("-", "\u2212") if isinstance(v, int | float) else v)
        for k, v in reason.values.items()
    }
    # English plurals of the counted nouns ("1 tile", "3 tiles").
    for count, noun in (("tiles", "tile"), ("wilds", "tile")):
        if count in reason.values:
            values[f"{count}_noun"] = noun if reason.values[count] == 1 else f"{noun}s"
    try:
        return text.format(**values)
    except (KeyError, IndexError):
        return reason.key


def _after(state: GameState, move: int) -> GameState:
    after = state.copy()
    after.play(move)
    return after


def generic_reasons(state: GameState, played: int, best: int, policy: FamilyPolicy) -> list[Reason]:
    """Reasons any family shows: fewer points scored now, a better move left to the next seat."""
    out: list[Reason] = []
    me = state.current_player
    a, b = _after(state, played), _after(state, best)
    lost_now = (b.scores[me] - state.scores[me]) - (a.scores[me] - state.scores[me])
    if lost_now >= SCORE_POINTS:
        out.append(Reason("scores_less", {"points": lost_now}))
    if not a.is_over and not b.is_over and a.current_player != me == state.current_player:
        nxt = a.current_player
        if b.current_player == nxt:
            ma, mb = a.legal_moves(), b.legal_moves()
            if ma and mb:
                va, vb = policy.move_values(a, ma), policy.move_values(b, mb)
                gain = max(va) - max(vb)
                if gain >= GIFT_POINTS:
                    top = ma[max(range(len(ma)), key=va.__getitem__)]
                    out.append(
                        Reason("gift", {"move": a.format_move(top), "points": round(gain, 1)})
                    )
    return out


def explain(state: GameState, played: int, best: int, policy: FamilyPolicy) -> list[Reason]:
    """The family's reasons first, then the generic ones not already covered."""
    if played == best:
        return []
    family = _EXPLAINERS.get(state.ruleset.family)
    found = family(state, played, best, policy) if family is not None else []
    keys = {r.key for r in found}
    for r in generic_reasons(state, played, best, policy):
        # A family's own reason for the gift (which tiles, where) says more than the generic.
        if r.key not in keys and not (r.key == "gift" and "centre_gift" in keys):
            found.append(r)
    return found
