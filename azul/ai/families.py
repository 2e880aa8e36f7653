"""The policy registry: the AI knowledge of each game family, by ``RuleSet.family``.

A family's manifest (``azul.engine.manifest``) names its policy class and, optionally, its
fitted features; this registry loads them from the registered manifests the first time a
family's state asks (``policy_for``), and checks the policy against ``FamilyPolicy``. A family
with no policy is played with the score-only ``GenericPolicy``. The ``FeatureSet`` is what the
weight-fitting tool (``fit_eval``) records for the family.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from azul.engine import GameState
from azul.engine.manifest import FamilyManifest, ManifestError, PartCache, check_members

from .policy import FamilyPolicy, GenericPolicy

# (stage, features, points already certain) of one seat's board at a round start.
Sample = tuple[int, list[float], float]


@dataclass(frozen=True, slots=True)
class FeatureSet:
    """A family's fitted position value: feature names and the recorder of samples."""

    names: tuple[str, ...]
    record: Callable[[GameState], list[Sample]]  # one sample per seat, at a round start


def _policy_part(manifest: FamilyManifest, factory: Any) -> Callable[[], FamilyPolicy]:
    """The policy class, once one instance of it has every FamilyPolicy member."""
    if not callable(factory):
        raise ManifestError(f"family {manifest.name!r}: policy {manifest.policy!r} is not a class")
    check_members(manifest, "policy", factory(), FamilyPolicy)
    built: Callable[[], FamilyPolicy] = factory
    return built


def _features_part(manifest: FamilyManifest, features: Any) -> FeatureSet:
    if not isinstance(features, FeatureSet):
        raise ManifestError(
            f"family {manifest.name!r}: features {manifest.features!r} is not a FeatureSet"
        )
    return features


_POLICIES = PartCache("policy", _policy_part)
_FEATURES = PartCache("features", _features_part)


def policy_for(state: GameState) -> FamilyPolicy:
    """The policy for a state's family (the score-only ``GenericPolicy`` for unknown ones)."""
    factory = _POLICIES.get(state.ruleset.family)
    return factory() if factory is not None else GenericPolicy()


def feature_set(family: str) -> FeatureSet:
    """The fitted features of a family; KeyError if it has none."""
    features = _FEATURES.get(family)
    if features is None:
        raise KeyError(f"family {family!r} has no fitted position value")
    return features
