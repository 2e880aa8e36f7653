"""What the conformance suite runs over: every registered family, rule set and seat count.

The families the engine registers on import are read from the registries; the test-only
plug-ins (Tiny, tests/families/) are registered for the collection and for each test (see
conftest.py), the way tests/families/conftest.py does, so a new family gets the whole suite by
registering.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from azul.engine import all_rulesets, family_names
from tests.families import tiny_engine

# (register, unregister) of every family that exists only in the tests.
TEST_FAMILIES: tuple[tuple[Callable[[], None], Callable[[], None]], ...] = (
    (tiny_engine.register, tiny_engine.unregister),
)


_depth = [0]  # nesting of with_test_families: only the outermost block registers


@contextmanager
def with_test_families() -> Iterator[None]:
    """The test-only families are registered inside the block, and gone again after it."""
    done: list[Callable[[], None]] = []
    _depth[0] += 1
    try:
        if _depth[0] == 1:
            for register, unregister in TEST_FAMILIES:
                register()
                done.append(unregister)
        yield
    finally:
        _depth[0] -= 1
        for unregister in reversed(done):
            unregister()


def game_kinds() -> list[tuple[str, int]]:
    """(rule set id, seat count) for every registered family's every rule set, in registry
    order (the test-only families included)."""
    with with_test_families():
        return [
            (ruleset.id, players)
            for family in family_names()
            for ruleset in all_rulesets()
            if ruleset.family == family
            for players in ruleset.player_counts
        ]


def family_rulesets() -> list[str]:
    """Every registered rule set id (the test-only families included), in registry order."""
    with with_test_families():
        return [r.id for family in family_names() for r in all_rulesets() if r.family == family]
