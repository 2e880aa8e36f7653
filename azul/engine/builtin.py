"""The families this version ships, one manifest each: the only list of them (``azul.engine``
registers each with one ``register_manifest`` call; every layer finds its part through it)."""

from __future__ import annotations

from .manifest import FamilyManifest

BUILTIN_FAMILIES: tuple[FamilyManifest, ...] = (
    # Azul, grey wall, Azul Mini, Crystal Mosaic. Listed first: its rule sets come first in
    # every list.
    FamilyManifest(
        name="base",
        state="azul.engine.base_game:BaseState",
        rulesets="azul.engine.base_rules:BASE_RULESETS",
        policy="azul.ai.base_policy:BasePolicy",
        features="azul.ai.base_policy:FEATURE_SET",
        explainer="azul.ai.review.base_reasons:base_reasons",
        kit="azul.ui.families.base.kit:BaseKit",
        diagram_specs="azul.domain.base_diagrams:DIAGRAM_SPECS",
        diagram_painters="azul.ui.families.base.diagrams:DIAGRAMS",
        lessons="azul.domain.lessons.base_lessons:LESSONS",
    ),
    # Summer Pavilion.
    FamilyManifest(
        name="pavilion",
        state="azul.engine.pavilion_game:PavilionState",
        rulesets="azul.engine.pavilion_rules:PAVILION_RULESETS",
        policy="azul.ai.pavilion_policy:PavilionPolicy",
        features="azul.ai.pavilion_policy:FEATURE_SET",
        explainer="azul.ai.review.pavilion_reasons:pavilion_reasons",
        kit="azul.ui.families.pavilion.kit:PavilionKit",
        diagram_specs="azul.domain.pavilion_diagrams:DIAGRAM_SPECS",
        diagram_painters="azul.ui.families.pavilion.diagrams:DIAGRAMS",
        lessons="azul.domain.lessons.pavilion_lessons:LESSONS",
    ),
)
