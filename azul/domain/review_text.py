"""A review's reasons in words: the one place both the review command and the review screen
turn a structured reason (``azul.ai.review.Reason``) into a catalog sentence."""

from __future__ import annotations

from typing import Protocol

from azul.ai.review import CATALOG_KEYS, Reason

# A verdict's label as the catalogs name it (the review command and the review screen).
LABEL_KEYS = {
    "best": "review.label_best",
    "good": "review.label_good",
    "inaccuracy": "review.label_inaccuracy",
    "mistake": "review.label_mistake",
    "blunder": "review.label_blunder",
}


class Words(Protocol):
    """Catalog look-ups (a translator, or a scene that speaks through one)."""

    def t(self, key: str, **values: object) -> str:
        """A catalog text."""
        ...

    def tn(self, key: str, n: int, **values: object) -> str:
        """A catalog text with a count."""
        ...


def points_text(value: float) -> float | int:
    """A number of points as the catalogs show it (whole numbers without a decimal)."""
    return int(value) if float(value).is_integer() else round(float(value), 1)


def reason_text(words: Words, reason: Reason) -> str:
    """A reason in the language of ``words`` (its key when this version has no words for it)."""
    entry = CATALOG_KEYS.get(reason.key)
    if entry is None:
        return reason.key
    key, count = entry
    values: dict[str, object] = {}
    for name, value in reason.values.items():
        if name == "colour" and isinstance(value, str):
            values[name] = words.t(f"colour.{value}")
        elif isinstance(value, int | float) and not isinstance(value, bool):
            values[name] = points_text(value)
        else:
            values[name] = value
    counted = reason.values.get(count) if count is not None else None
    if count is not None and isinstance(counted, int | float):
        values.pop("n", None)
        return words.tn(key, int(abs(float(counted))), **values)
    return words.t(key, **values)
