"""Family manifests: every shipped part loads and fits its Protocol, a family plugs in and out
with one call, and a manifest with a broken part is refused with the family and what is missing
named (checked with Tiny's engine and parts made broken on purpose)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from azul.ai.families import feature_set, policy_for
from azul.ai.policy import GenericPolicy
from azul.ai.review.reasons import explain
from azul.domain.lessons import LESSONS
from azul.engine import (
    BUILTIN_FAMILIES,
    FamilyManifest,
    ManifestError,
    all_rulesets,
    family_manifest,
    family_names,
    new_game,
    register_manifest,
    unregister_manifest,
)
from azul.engine.manifest import load_part, protocol_members
from azul.engine.state import StateClass
from azul.rules_text import DIAGRAMS, DiagramSpec
from azul.ui.kits import KitRegistry
from azul.ui.rules_view.diagrams import PAINTERS, DiagramContext

from . import tiny_engine as tiny
from .tiny_engine import TinyPolicy, TinyState
from .tiny_kit import TinyKit

HERE = __name__

# -- broken parts, named by the manifests below ------------------------------------------


class NoMaxMoves:
    """A state class without max_moves."""

    new = TinyState.new
    from_json = TinyState.from_json


class HalfPolicy:
    """A policy that only values moves."""

    def move_values(self, state: object, moves: list[int]) -> list[float]:
        return [0.0] * len(moves)


class HalfKit:
    """A kit with only a name and a table."""

    family = tiny.FAMILY

    def make_table(self, host: object, session: object) -> None:
        return None


class WrongFamilyKit(TinyKit):
    """A whole kit that says it plays another family."""

    family = "base"


OTHER_FAMILY_RULESETS = (replace(tiny.RULESET, id="tiny-2", family="base"),)
NOT_CALLABLE = "an explainer"
NOT_LESSONS = ("a lesson",)
CLASHING_SPECS = {"factory-take": DiagramSpec({}, {})}
NOT_SPECS = ["star-board"]
PAINTERS_WITHOUT_LOOK = type("NoLook", (), {"painters": {}})()


def broken(**parts: str) -> FamilyManifest:
    """Tiny's manifest with some parts replaced by the broken ones of this module."""
    return replace(tiny.MANIFEST, **{part: f"{HERE}:{attr}" for part, attr in parts.items()})


@contextmanager
def plugged(manifest: FamilyManifest) -> Iterator[None]:
    """The family registered for the block only."""
    register_manifest(manifest)
    try:
        yield
    finally:
        unregister_manifest(manifest.name)


# -- the shipped families ---------------------------------------------------------------


def test_the_shipped_families_are_the_one_list_in_order() -> None:
    assert family_names() == tuple(m.name for m in BUILTIN_FAMILIES)
    assert [r.family for r in all_rulesets()] == sorted(
        (r.family for r in all_rulesets()), key=family_names().index
    )
    for manifest in BUILTIN_FAMILIES:
        assert family_manifest(manifest.name) is manifest
        assert set(manifest.parts()) == {
            "state", "rulesets", "policy", "features", "explainer", "kit",
            "diagram_specs", "diagram_painters", "lessons",
        }  # fmt: skip


def test_every_shipped_part_loads_and_fits_its_protocol() -> None:
    kits = KitRegistry()
    for manifest in BUILTIN_FAMILIES:
        ruleset = next(r for r in all_rulesets() if r.family == manifest.name)
        state = new_game(ruleset.id, 2, seed=1)
        assert type(policy_for(state)) is load_part(manifest, "policy")
        assert feature_set(manifest.name).names
        kit = kits.for_family(manifest.name)
        assert kit is not None and kit.family == manifest.name
        specs = load_part(manifest, "diagram_specs")
        painters = load_part(manifest, "diagram_painters").painters
        assert set(specs) == set(painters), "every diagram the text may use is drawn"
        assert all(DIAGRAMS[name] is specs[name] for name in specs)
        assert all(PAINTERS[name] is painters[name] for name in painters)
        ctx = DiagramContext(ruleset, str, str)
        assert ctx.factory_look().tile(ruleset.letters[0]).endswith(".png")
        lessons = load_part(manifest, "lessons")
        assert lessons and all(LESSONS[lesson.id] is lesson for lesson in lessons)
    assert set(DIAGRAMS) == set(PAINTERS)


def test_protocol_members_are_what_the_protocol_declares() -> None:
    assert protocol_members(StateClass) == ["from_json", "max_moves", "new"]


# -- one call in, one call out ----------------------------------------------------------


def test_tiny_plugs_into_every_layer_with_one_call_and_leaves_with_one() -> None:
    kits = KitRegistry()
    assert kits.for_family(tiny.FAMILY) is None
    tiny.register()
    try:
        state = new_game(tiny.RULESET_ID, 2, seed=3)
        assert isinstance(policy_for(state), TinyPolicy)
        assert isinstance(kits.for_family(tiny.FAMILY), TinyKit)
        assert kits.families()[-1] == tiny.FAMILY
    finally:
        tiny.unregister()
    assert type(policy_for(state)) is GenericPolicy  # the fallback once Tiny is gone
    assert kits.for_family(tiny.FAMILY) is None
    assert family_manifest(tiny.FAMILY) is None


def test_a_family_registers_once() -> None:
    with plugged(tiny.MANIFEST), pytest.raises(ManifestError, match="'tiny' is already registered"):
        register_manifest(tiny.MANIFEST)


# -- broken manifests are refused ---------------------------------------------------------


def test_a_bad_reference_is_refused_before_anything_registers() -> None:
    with pytest.raises(ManifestError, match="family 'tiny': kit 'tiny_kit.TinyKit' is not"):
        register_manifest(replace(tiny.MANIFEST, kit="tiny_kit.TinyKit"))
    assert tiny.FAMILY not in family_names()


def test_a_part_that_is_not_there_is_refused_when_its_layer_asks() -> None:
    with plugged(broken(policy="NoSuchPolicy")):
        state = new_game(tiny.RULESET_ID, 2, seed=1)
        with pytest.raises(ManifestError, match="family 'tiny': policy .*NoSuchPolicy.*cannot"):
            policy_for(state)


def test_an_engine_part_without_a_protocol_member_is_refused() -> None:
    with pytest.raises(ManifestError, match="family 'tiny': state .* lacks max_moves"):
        register_manifest(broken(state="NoMaxMoves"))
    with pytest.raises(ManifestError, match="rule set 'tiny-2' names family 'base'"):
        register_manifest(broken(rulesets="OTHER_FAMILY_RULESETS"))
    assert tiny.FAMILY not in family_names()
    assert "tiny-2" not in [r.id for r in all_rulesets()]


def test_a_policy_without_a_protocol_member_is_refused_when_the_ai_asks() -> None:
    with plugged(broken(policy="HalfPolicy")):
        state = new_game(tiny.RULESET_ID, 2, seed=1)
        with pytest.raises(ManifestError, match="family 'tiny': policy .* lacks .*estimate"):
            policy_for(state)


def test_an_explainer_that_cannot_be_called_is_refused() -> None:
    with plugged(broken(explainer="NOT_CALLABLE")):
        state = new_game(tiny.RULESET_ID, 2, seed=1)
        played, best = state.legal_moves()[:2]
        with pytest.raises(ManifestError, match="family 'tiny': explainer .* is not callable"):
            explain(state, played, best, TinyPolicy())


def test_a_kit_without_protocol_members_or_of_another_family_is_refused() -> None:
    with (
        plugged(broken(kit="HalfKit")),
        pytest.raises(ManifestError, match="family 'tiny': kit .* lacks .*paint_table"),
    ):
        KitRegistry().for_family(tiny.FAMILY)
    with (
        plugged(broken(kit="WrongFamilyKit")),
        pytest.raises(ManifestError, match="kit .* plays family 'base'"),
    ):
        KitRegistry().for_family(tiny.FAMILY)


def test_broken_rules_diagram_parts_are_refused() -> None:
    with (
        plugged(broken(diagram_specs="NOT_SPECS")),
        pytest.raises(ManifestError, match="not a mapping of names to DiagramSpec"),
    ):
        DIAGRAMS.get("star-board")
    with (
        plugged(broken(diagram_specs="CLASHING_SPECS")),
        pytest.raises(ManifestError, match="family 'tiny': diagram 'factory-take' is taken"),
    ):
        list(DIAGRAMS)
    with (
        plugged(broken(diagram_painters="PAINTERS_WITHOUT_LOOK")),
        pytest.raises(ManifestError, match="is not a FamilyDiagrams: it lacks factory_look"),
    ):
        PAINTERS.get("star-board")
    assert "star-board" in DIAGRAMS and "star-board" in PAINTERS  # whole again without Tiny


def test_lessons_that_are_not_lessons_are_refused() -> None:
    with (
        plugged(broken(lessons="NOT_LESSONS")),
        pytest.raises(ManifestError, match="family 'tiny': 'a lesson' is not a Lesson"),
    ):
        list(LESSONS)
    assert "azul" in LESSONS
