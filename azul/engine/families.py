"""The family registry: which state class plays each ``RuleSet.family``.

A family's manifest (``manifest.py``; the shipped ones are listed in ``builtin.py``) names its
state class and rule sets, and ``register_manifest`` registers them here; the engine's entry
points (``new_game``, ``state_from_json``) only look families up here. ``unregister_family``
takes a family and its rule sets out again (``unregister_manifest`` does, for every layer), so
every rule-set list follows.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import UnknownRuleSetError
from .rulesets import RuleSet, all_rulesets, register_ruleset, unregister_ruleset
from .state import StateClass

_FAMILIES: dict[str, StateClass] = {}


def register_family(name: str, state_cls: StateClass, rulesets: Iterable[RuleSet] = ()) -> None:
    """Make ``state_cls`` the engine of family ``name`` (names unique), then register the
    given rule sets (each must name this family) in order."""
    if name in _FAMILIES:
        raise ValueError(f"family {name!r} is already registered")
    rulesets = tuple(rulesets)
    for ruleset in rulesets:
        if ruleset.family != name:
            raise ValueError(f"rule set {ruleset.id!r} belongs to family {ruleset.family!r}")
    _FAMILIES[name] = state_cls
    for ruleset in rulesets:
        register_ruleset(ruleset)


def unregister_family(name: str) -> None:
    """Remove a family and every rule set of it (a no-op for what is not registered)."""
    for ruleset in all_rulesets():
        if ruleset.family == name:
            unregister_ruleset(ruleset.id)
    _FAMILIES.pop(name, None)


def family_state(name: str) -> StateClass:
    """The state class of a family; UnknownRuleSetError if no engine plays it."""
    try:
        return _FAMILIES[name]
    except KeyError:
        raise UnknownRuleSetError(f"no engine plays the {name!r} family") from None


def family_names() -> tuple[str, ...]:
    """Names of every registered family, in registration order."""
    return tuple(_FAMILIES)
