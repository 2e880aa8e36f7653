"""Structured reasons that explain why a played move lost against the engine's best move.

A reason is a key plus values (``Reason("floor", {"tiles": 3, "points": -4})``); the UI
translates the key, the command prints ``english``. Each family's manifest
(``azul.engine.manifest``) may name its own ``Explainer``, loaded here the first time a review
asks about that family; a family without one gets only the generic reasons, which use the
common state interface and the family's policy.

The review keeps such a named fact only where its paired lines bear it out
(``analysis.confirmed``). Its numbers come from the lines themselves: ``why_reasons`` turns a
decision's breakdown (kind -> points the best line gains) into reasons whose catalog keys are
``CATALOG_KEYS`` (``review.why_*``), each with both lines' own figures.
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


# Reason key -> (catalog key, the value that chooses the plural form or None): the named facts
# (``review.reason_*``, as the review screen says them) and the breakdown's reasons in numbers.
CATALOG_KEYS: dict[str, tuple[str, str | None]] = {
    "floor": ("review.reason_floor", "tiles"),
    "line_unfinishable": ("review.reason_line_unfinishable", None),
    "wall_row_blocked": ("review.reason_wall_row_blocked", None),
    "centre_gift": ("review.reason_centre_gift", "tiles"),
    "gift": ("review.reason_gift", None),
    "scores_less": ("review.reason_scores_less", "points"),
    "wilds_spent": ("review.reason_wilds_spent", "wilds"),
    "why_wall": ("review.why_wall", None),
    "why_floor": ("review.why_floor", None),
    "why_row_bonus": ("review.why_row_bonus", None),
    "why_column_bonus": ("review.why_column_bonus", None),
    "why_colour_bonus": ("review.why_colour_bonus", None),
    "why_star_tile": ("review.why_star_tile", None),
    "why_centre_penalty": ("review.why_centre_penalty", None),
    "why_discard": ("review.why_discard", None),
    "why_leftover": ("review.why_discard", None),
    "why_star_bonus": ("review.why_star_bonus", None),
    "why_value_bonus": ("review.why_value_bonus", None),
    "why_outlook": ("review.why_outlook", None),
    "why_outlook_bonus": ("review.why_outlook_bonus", None),
    "why_outlook_lines": ("review.why_outlook_lines", None),
    "why_outlook_connections": ("review.why_outlook_connections", None),
    "why_outlook_first": ("review.why_outlook_first", None),
    "why_outlook_dead": ("review.why_outlook_dead", None),
    "why_rival": ("review.why_rival", None),
    "why_rest": ("review.why_rest", None),
    "why_bonus_tiles": ("review.why_bonus_tiles", None),
    "why_other": ("review.why_other", None),
}
WHY_MIN = 0.5  # points: a kind of the breakdown smaller than this is not said
WHY_MOST = 4  # kinds said per decision, largest first
WHY_FACTS = frozenset({"rival-points", "bonus-tiles"})  # figures beside the points


def why_reasons(
    breakdown: Mapping[str, float], per_line: Mapping[str, Mapping[str, float]], rivalry: float
) -> list[Reason]:
    """The breakdown in words, largest kind first: what the best line gains over the played
    one (``points``) and each line's own figure (``played``, ``best``)."""
    played, best = per_line.get("played", {}), per_line.get("best", {})
    found: list[tuple[float, Reason]] = []
    for kind, points in breakdown.items():
        if kind in WHY_FACTS:
            continue
        key = "why_" + kind.replace("-", "_")
        if key not in CATALOG_KEYS:
            key = "why_other"
        values: dict[str, Value] = {
            "points": round(points, 1),
            "played": round(played.get(kind, 0.0), 1),
            "best": round(best.get(kind, 0.0), 1),
        }
        if kind == "rival":
            if not rivalry:
                continue
            # The lines' figure is -rivalry times the best rival's expected final score.
            values["played"] = round(-played.get(kind, 0.0) / rivalry, 1)
            values["best"] = round(-best.get(kind, 0.0) / rivalry, 1)
            values["share"] = rivalry
            values["scored_played"] = round(played.get("rival-points", 0.0), 1)
            values["scored_best"] = round(best.get("rival-points", 0.0), 1)
        found.append((abs(points), Reason(key, values)))
    found.sort(key=lambda f: -f[0])
    # The largest kind is always said; the others when they reach WHY_MIN.
    out = [r for i, (size, r) in enumerate(found[:WHY_MOST]) if i == 0 or size >= WHY_MIN]
    tiles_played, tiles_best = played.get("bonus-tiles", 0.0), best.get("bonus-tiles", 0.0)
    if abs(tiles_best - tiles_played) >= WHY_MIN:
        out.append(
            Reason(
                "why_bonus_tiles", {"played": round(tiles_played, 1), "best": round(tiles_best, 1)}
            )
        )
    return out


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
