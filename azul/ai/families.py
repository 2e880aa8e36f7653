"""The policy registry: the AI knowledge of each game family, by ``RuleSet.family``.

A family's AI module registers its policy when imported (the ``azul.ai`` package imports the
base and Summer Pavilion ones); a family defined elsewhere calls ``register_policy`` the same
way. A family with no policy is played with the score-only ``GenericPolicy``. The optional
``FeatureSet`` is what the weight-fitting tool (``fit_eval``) records for the family.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from azul.engine import GameState

from .policy import FamilyPolicy, GenericPolicy

# (stage, features, points already certain) of one seat's board at a round start.
Sample = tuple[int, list[float], float]


@dataclass(frozen=True, slots=True)
class FeatureSet:
    """A family's fitted position value: feature names and the recorder of samples."""

    names: tuple[str, ...]
    record: Callable[[GameState], list[Sample]]  # one sample per seat, at a round start


_POLICIES: dict[str, Callable[[], FamilyPolicy]] = {}
_FEATURES: dict[str, FeatureSet] = {}


def register_policy(
    family: str, factory: Callable[[], FamilyPolicy], features: FeatureSet | None = None
) -> None:
    """Make ``factory()`` the policy of a family (one per family), with its fitted features."""
    if family in _POLICIES:
        raise ValueError(f"family {family!r} already has a policy")
    _POLICIES[family] = factory
    if features is not None:
        _FEATURES[family] = features


def unregister_policy(family: str) -> None:
    """Remove a family's policy and features (a no-op if there are none)."""
    _POLICIES.pop(family, None)
    _FEATURES.pop(family, None)


def policy_for(state: GameState) -> FamilyPolicy:
    """The policy for a state's family (the score-only ``GenericPolicy`` for unknown ones)."""
    factory = _POLICIES.get(state.ruleset.family)
    return factory() if factory is not None else GenericPolicy()


def feature_set(family: str) -> FeatureSet:
    """The fitted features of a family; KeyError if it has none."""
    try:
        return _FEATURES[family]
    except KeyError:
        raise KeyError(f"family {family!r} has no fitted position value") from None
