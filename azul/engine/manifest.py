"""Family manifests: what one game family contributes to each layer, written down as data.

A family (the base family, Summer Pavilion, the tests' Tiny) is one ``FamilyManifest``: its
name and, for each part, where that part lives as a ``"module:attribute"`` reference.
``register_manifest`` is the one call that plugs a family in (``builtin.py`` lists the shipped
ones). It loads the engine's part at once (the state class and the rule sets, which every
layer lists) and keeps the manifest; every other layer's registry loads its own part from the
registered manifests the first time it is asked (a ``PartCache``), so the engine never imports
a layer above it and a family's table code loads with its first game.

Every part is checked when it loads: a part that lacks a member of its Protocol is refused
with a ``ManifestError`` naming the family, the part and the missing members.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, fields
from typing import Any, Generic, Protocol, TypeVar

from .families import register_family, unregister_family
from .rulesets import RuleSet
from .state import StateClass

T = TypeVar("T")
V = TypeVar("V")

_REF = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")


class ManifestError(ValueError):
    """A family manifest or one of its parts is malformed (names the family and the part)."""


@dataclass(frozen=True, slots=True)
class FamilyManifest:
    """Where each part of a family lives: ``"module:attribute"`` references, None for a part
    the family does not have (its layer then uses a generic default or shows nothing)."""

    name: str  # the family name every RuleSet.family of it carries
    state: str  # engine: the state class (a StateClass)
    rulesets: str  # engine: the family's rule sets (a tuple of RuleSet), in list order
    policy: str | None = None  # ai: the FamilyPolicy class (built with no arguments)
    features: str | None = None  # ai: its fitted features (ai.families.FeatureSet)
    explainer: str | None = None  # ai.review: why a move lost (reasons.Explainer)
    kit: str | None = None  # ui: the TableKit class (built with no arguments)
    diagram_specs: str | None = None  # rules_text: diagram name -> DiagramSpec
    diagram_painters: str | None = None  # ui.rules_view: the FamilyDiagrams painters
    lessons: str | None = None  # domain.lessons: the family's lessons (a tuple of Lesson)
    # rules_text: the folder of the family's rules texts (a Path holding index.toml and
    # <language>/ parts, as locales/rules does); None: the game's own texts (locales/rules).
    rules_texts: str | None = None

    def parts(self) -> dict[str, str]:
        """Every part the family has, by part name."""
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name != "name" and getattr(self, f.name) is not None
        }


_MANIFESTS: dict[str, FamilyManifest] = {}


def register_manifest(manifest: FamilyManifest) -> None:
    """Plug a family in: check its references, register its engine part (state class and rule
    sets) now and keep the manifest for the other layers (names unique)."""
    if manifest.name in _MANIFESTS:
        raise ManifestError(f"family {manifest.name!r} is already registered")
    for part, ref in manifest.parts().items():
        if not isinstance(ref, str) or not _REF.fullmatch(ref):
            raise ManifestError(
                f"family {manifest.name!r}: {part} {ref!r} is not a 'module:attribute' reference"
            )
    state = check_members(manifest, "state", load_part(manifest, "state"), StateClass)
    loaded = load_part(manifest, "rulesets")
    if not isinstance(loaded, tuple | list) or not loaded:
        raise ManifestError(f"family {manifest.name!r}: rulesets is not a list of rule sets")
    for ruleset in loaded:
        if not isinstance(ruleset, RuleSet):
            raise ManifestError(f"family {manifest.name!r}: {ruleset!r} is not a RuleSet")
        if ruleset.family != manifest.name:
            raise ManifestError(
                f"family {manifest.name!r}: rule set {ruleset.id!r} names family {ruleset.family!r}"
            )
    register_family(manifest.name, state, loaded)
    _MANIFESTS[manifest.name] = manifest


def unregister_manifest(name: str) -> None:
    """Take a family out of every layer (a no-op for a family that is not registered)."""
    unregister_family(name)
    _MANIFESTS.pop(name, None)


def family_manifest(name: str) -> FamilyManifest | None:
    """The manifest of a registered family, None for an unknown one."""
    return _MANIFESTS.get(name)


def manifests() -> tuple[FamilyManifest, ...]:
    """Every registered family's manifest, in registration order."""
    return tuple(_MANIFESTS.values())


def load_part(manifest: FamilyManifest, part: str) -> Any:
    """Import one part of a family (None when the family has no such part)."""
    ref = getattr(manifest, part)
    if ref is None:
        return None
    module, _, attr = ref.partition(":")
    try:
        return getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as exc:
        raise ManifestError(f"family {manifest.name!r}: {part} {ref!r} cannot load: {exc}") from exc


def protocol_members(protocol: type) -> list[str]:
    """The public members a Protocol declares (methods, properties and annotated fields)."""
    names: set[str] = set()
    for cls in protocol.__mro__:
        if cls is object or cls is Protocol or not getattr(cls, "_is_protocol", False):
            continue
        names.update(vars(cls).get("__annotations__", {}))
        names.update(vars(cls))
    return sorted(n for n in names if not n.startswith("_"))


def check_members(manifest: FamilyManifest, part: str, value: Any, protocol: type) -> Any:
    """``value`` itself if it has every member of ``protocol``; else ManifestError naming the
    family, the part and what is missing."""
    missing = [name for name in protocol_members(protocol) if not hasattr(value, name)]
    if missing:
        raise ManifestError(
            f"family {manifest.name!r}: {part} {getattr(manifest, part)!r} is not a "
            f"{protocol.__name__}: it lacks {', '.join(missing)}"
        )
    return value


class PartCache(Generic[T]):
    """One layer's part of every registered family, loaded and checked on first use.

    ``check(manifest, loaded)`` turns what the reference names into the layer's part (or raises
    ManifestError). A part is reloaded when its family's manifest is replaced and forgotten
    when the family is unregistered, so a layer never keeps a family the engine dropped."""

    def __init__(self, part: str, check: Callable[[FamilyManifest, Any], T]) -> None:
        self.part = part
        self.check = check
        self._loaded: dict[str, tuple[FamilyManifest, T]] = {}

    def get(self, family: str) -> T | None:
        """The family's part, None when the family is unknown or has no such part."""
        manifest = _MANIFESTS.get(family)
        if manifest is None or getattr(manifest, self.part) is None:
            self._loaded.pop(family, None)
            return None
        cached = self._loaded.get(family)
        if cached is not None and cached[0] is manifest:
            return cached[1]
        value = self.check(manifest, load_part(manifest, self.part))
        self._loaded[family] = (manifest, value)
        return value

    def items(self) -> Iterator[tuple[str, T]]:
        """(family, part) of every registered family that has the part, in registration order."""
        for name in list(_MANIFESTS):
            value = self.get(name)
            if value is not None:
                yield name, value


class MergedParts(Mapping[str, V]):
    """Named things every registered family contributes (lessons by id, diagrams by name),
    merged after the ``shared`` ones: families in registration order, each in its own order.

    ``source()`` yields (family, its things by name); it is read again whenever a family
    comes or goes. A name given twice is a ManifestError naming the family."""

    def __init__(
        self,
        what: str,
        source: Callable[[], Iterable[tuple[str, Mapping[str, V]]]],
        shared: Mapping[str, V] | None = None,
    ) -> None:
        self.what = what
        self.source = source
        self.shared: Mapping[str, V] = shared or {}
        self._key: tuple[FamilyManifest, ...] | None = None
        self._merged: dict[str, V] = {}

    def _current(self) -> dict[str, V]:
        key = manifests()
        if key != self._key:
            merged = dict(self.shared)
            for family, named in self.source():
                for name, value in named.items():
                    if name in merged:
                        raise ManifestError(f"family {family!r}: {self.what} {name!r} is taken")
                    merged[name] = value
            self._key, self._merged = key, merged
        return self._merged

    def __getitem__(self, name: str) -> V:
        return self._current()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._current())

    def __len__(self) -> int:
        return len(self._current())
