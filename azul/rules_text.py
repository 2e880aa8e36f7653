"""In-game rules texts: assemble a rule set's text from shared parts and parse its small markup.

Layout (see docs/rules_format.md): ``locales/rules/index.toml`` lists, for every rule set, the
parts its text is built from, in reading order. An entry ``"#id"`` is a level-1 section heading
whose words come from ``<lang>/strings.toml``; any other entry names ``<lang>/<entry>.md``.
Parts may use ``{{term}}`` placeholders filled from the rule set's term profile (e.g. what the
discard pile is called). A part missing in a translation falls back to English (logged);
nothing here raises on a bad file: the reader gets a block saying the text is unavailable.

Pure Python (no pygame): the rules viewer renders the returned blocks.
"""

from __future__ import annotations

import logging
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from azul.engine import all_rulesets
from azul.engine.manifest import FamilyManifest, ManifestError, MergedParts, PartCache

from . import resources

log = logging.getLogger(__name__)

FALLBACK = "en"
INDEX_FILE = "index.toml"
STRINGS_FILE = "strings.toml"
UNAVAILABLE_EN = "The rules text is not available."
MAX_PART_BYTES = 200_000  # a part file larger than this is not a rules text

_PART_NAME = re.compile(r"[a-z0-9][a-z0-9-]*")
_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_HEADING = re.compile(r"(#+)[ \t]+(.*?)[ \t]*(?:\{#([^}\s]*)\})?[ \t]*")
_BULLET = re.compile(r"- +(.*)")
_NUMBERED = re.compile(r"\d{1,3}\. +(.*)")
_DIRECTIVE = re.compile(r"::diagram(?:[ \t]+(.*))?")
_PLACEHOLDER = re.compile(r"\{\{([a-z_]+)\}\}")


# --- Blocks ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Span:
    """A run of inline text, bold or not."""

    text: str
    bold: bool = False


@dataclass(frozen=True, slots=True)
class Heading:
    """A section heading: level 1 (``#``) or 2 (``##``), with a stable id for links."""

    level: int
    text: str
    id: str


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of inline spans."""

    spans: tuple[Span, ...]


@dataclass(frozen=True, slots=True)
class ListBlock:
    """A bullet list (ordered=False) or numbered list (ordered=True, numbered from 1)."""

    ordered: bool
    items: tuple[tuple[Span, ...], ...]


@dataclass(frozen=True, slots=True)
class Diagram:
    """A picture drawn with the game's sprites: one of DIAGRAMS, with its parameters."""

    name: str
    params: Mapping[str, str]


Block = Heading | Paragraph | ListBlock | Diagram


@dataclass
class RulesDocument:
    """A rule set's assembled rules text in one language."""

    ruleset_id: str
    language: str
    title: str
    blocks: list[Block]
    available: bool = True
    fallbacks: list[str] = field(default_factory=list)  # parts shown in English instead
    problems: list[str] = field(default_factory=list)  # everything that was wrong, for tests/logs

    def section_ids(self, level: int | None = 1) -> list[str]:
        """Ids of the headings of one level (all headings when level is None), in order."""
        return [
            b.id
            for b in self.blocks
            if isinstance(b, Heading) and (level is None or b.level == level)
        ]

    def section(self, section_id: str) -> list[Block]:
        """The blocks under a level-1 heading, up to the next level-1 heading."""
        out: list[Block] = []
        inside = False
        for block in self.blocks:
            if isinstance(block, Heading) and block.level == 1:
                inside = block.id == section_id
                continue
            if inside:
                out.append(block)
        return out

    def plain_text(self, blocks: list[Block] | None = None) -> str:
        """All readable text (headings, paragraphs, list items) as plain lines."""
        lines: list[str] = []
        for block in self.blocks if blocks is None else blocks:
            if isinstance(block, Heading):
                lines.append(block.text)
            elif isinstance(block, Paragraph):
                lines.append(spans_text(block.spans))
            elif isinstance(block, ListBlock):
                lines.extend(spans_text(item) for item in block.items)
        return "\n".join(lines)


def spans_text(spans: tuple[Span, ...]) -> str:
    """The plain text of a run of spans."""
    return "".join(s.text for s in spans)


# --- Diagrams ----------------------------------------------------------------------------
#
# A diagram's parameters are checked here, by the spec its name has: the shared diagrams below
# and those of every registered family (the ``diagram_specs`` part of its manifest, e.g.
# ``azul/domain/base_diagrams.py``), which use the building blocks that follow.

Check = Callable[[str], str | None]  # returns a problem description, or None when valid


@dataclass(frozen=True, slots=True)
class Place:
    """A kind of place a diagram names (a wall cell, a star space): how one is written, how
    many leading characters say which place it is, and the words its problems use."""

    pattern: str
    key_len: int
    noun: str  # "cell": "expected one cell", "cell 12 given twice"
    name: str  # "wall cell": "bad wall cell '7x'"
    form: str  # how it is written, told with a bad one

    def _check(self, value: str, single: bool) -> str | None:
        items = value.split(",")
        if single and len(items) != 1:
            return f"expected one {self.noun}"
        seen: set[str] = set()
        for item in items:
            if not re.fullmatch(self.pattern, item):
                return f"bad {self.name} {item!r} ({self.form})"
            key = item[: self.key_len]
            if key in seen:
                return f"{self.noun} {key} given twice"
            seen.add(key)
        return None

    def many(self, value: str) -> str | None:
        """Problem with a comma-separated list of these places (none named twice), or None."""
        return self._check(value, single=False)

    def one(self, value: str) -> str | None:
        """Problem with exactly one such place, or None."""
        return self._check(value, single=True)


def one_of(*allowed: str) -> Check:
    """A check that the value is one of the allowed words."""

    def check(value: str) -> str | None:
        return None if value in allowed else f"{value!r} is not one of {', '.join(allowed)}"

    return check


def int_range(low: int, high: int) -> Check:
    """A check that the value is a whole number from low to high."""

    def check(value: str) -> str | None:
        if not re.fullmatch(r"-?\d{1,3}", value) or not low <= int(value) <= high:
            return f"{value!r} is not a whole number from {low} to {high}"
        return None

    return check


def colour_letter(letters: Callable[[], str]) -> Check:
    """A check that the value is one colour letter among ``letters()``."""

    def check(value: str) -> str | None:
        return None if len(value) == 1 and value in letters() else f"{value!r} is not a colour"

    return check


@dataclass(frozen=True, slots=True)
class DiagramSpec:
    """The parameters a diagram takes: name → check, split into required and optional, and
    a check of the parameters together (run when each one is valid)."""

    required: Mapping[str, Check]
    optional: Mapping[str, Check]
    together: Callable[[Mapping[str, str]], str | None] | None = None


def tile_letters() -> str:
    """Every colour letter of the registered rule sets (what a factory can hold)."""
    return "".join(dict.fromkeys(letter for r in all_rulesets() for letter in r.letters))


def _factory_tiles(value: str) -> str | None:
    if not 1 <= len(value) <= 4 or any(ch not in tile_letters() for ch in value):
        return "expected 1 to 4 colour letters"
    return None


def _taken_among_tiles(params: Mapping[str, str]) -> str | None:
    take, tiles = params["take"], params["tiles"]
    return None if take in tiles else f"taken colour {take!r} is not among {tiles!r}"


# Diagrams every family's text may use; the viewer draws them in the look of the rule set read.
SHARED_DIAGRAMS: dict[str, DiagramSpec] = {
    "factory-take": DiagramSpec(
        {"tiles": _factory_tiles, "take": colour_letter(tile_letters)},
        {"wild": colour_letter(tile_letters)},
        _taken_among_tiles,
    ),
}


def _specs_part(manifest: FamilyManifest, specs: Any) -> Mapping[str, DiagramSpec]:
    """A family's diagram specs: a mapping of names to DiagramSpec."""
    if not isinstance(specs, Mapping) or not all(
        isinstance(name, str) and isinstance(spec, DiagramSpec) for name, spec in specs.items()
    ):
        raise ManifestError(
            f"family {manifest.name!r}: diagram_specs {manifest.diagram_specs!r} is not a "
            "mapping of names to DiagramSpec"
        )
    return specs


_FAMILY_SPECS = PartCache("diagram_specs", _specs_part)


def _rules_texts_part(manifest: FamilyManifest, folder: Any) -> Path:
    """A family's own rules texts: a folder with an index like locales/rules/index.toml."""
    if not isinstance(folder, Path) or not (folder / INDEX_FILE).is_file():
        raise ManifestError(
            f"family {manifest.name!r}: rules_texts {manifest.rules_texts!r} is not a folder "
            f"with an {INDEX_FILE}"
        )
    return folder


_FAMILY_RULES = PartCache("rules_texts", _rules_texts_part)


def rules_folder(ruleset_id: str) -> Path:
    """Where a rule set's rules texts are: its family's own folder (a family that brings its
    texts with it, as a plug-in does), else the game's (locales/rules)."""
    family = next((r.family for r in all_rulesets() if r.id == ruleset_id), None)
    own = None if family is None else _FAMILY_RULES.get(family)
    return own if own is not None else resources.locale_dir() / "rules"


# Every diagram a rules text may use, by name: the shared ones, then each family's.
DIAGRAMS: Mapping[str, DiagramSpec] = MergedParts("diagram", _FAMILY_SPECS.items, SHARED_DIAGRAMS)


def diagram_problems(diagram: Diagram) -> list[str]:
    """Why a diagram directive is invalid (unknown name, missing/unknown/bad parameter)."""
    spec = DIAGRAMS.get(diagram.name)
    if spec is None:
        return [f"unknown diagram {diagram.name!r}"]
    problems = [
        f"{diagram.name}: missing {key}=" for key in spec.required if key not in diagram.params
    ]
    for key, value in diagram.params.items():
        check = spec.required.get(key) or spec.optional.get(key)
        if check is None:
            problems.append(f"{diagram.name}: unknown parameter {key!r}")
            continue
        problem = check(value)
        if problem:
            problems.append(f"{diagram.name} {key}: {problem}")
    if not problems and spec.together is not None:
        problem = spec.together(diagram.params)
        if problem:
            problems.append(f"{diagram.name}: {problem}")
    return problems


# --- Markup parser -----------------------------------------------------------------------


def parse_inline(text: str) -> tuple[Span, ...]:
    """Split text into spans at ``**`` pairs; an unmatched ``**`` stays literal."""
    text = re.sub(r"\s+", " ", text).strip()
    pieces = text.split("**")
    if len(pieces) % 2 == 0:  # odd number of markers: the last one has no partner
        pieces = pieces[:-2] + [pieces[-2] + "**" + pieces[-1]]
    spans: list[Span] = []
    for i, piece in enumerate(pieces):
        if not piece:
            continue
        bold = i % 2 == 1
        if spans and spans[-1].bold == bold:
            spans[-1] = Span(spans[-1].text + piece, bold)
        else:
            spans.append(Span(piece, bold))
    return tuple(spans)


def _slug(text: str, used: set[str]) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"
    slug, n = base, 2
    while slug in used:
        slug, n = f"{base}-{n}", n + 1
    return slug


def parse_markup(text: str, problems: list[str] | None = None, source: str = "") -> list[Block]:
    """Parse the rules markup (docs/rules_format.md) into blocks; never raises."""
    problems = [] if problems is None else problems
    where = f"{source}: " if source else ""
    blocks: list[Block] = []
    para: list[str] = []
    items: list[list[str]] = []
    ordered = False
    used_ids: set[str] = set()

    def flush() -> None:
        nonlocal para, items
        if para:
            spans = parse_inline(" ".join(para))
            if spans:
                blocks.append(Paragraph(spans))
            para = []
        if items:
            parsed = tuple(parse_inline(" ".join(item)) for item in items)
            blocks.append(ListBlock(ordered, tuple(p for p in parsed if p)))
            items = []

    for lineno, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if items and raw[:1] in (" ", "\t"):  # indented: continues the last list item
            items[-1].append(stripped)
            continue
        heading = _HEADING.fullmatch(stripped) if stripped.startswith("#") else None
        if heading:
            flush()
            hashes, title, hid = heading.groups()
            level = len(hashes)
            if level > 2:
                problems.append(f"{where}line {lineno}: heading level {level} shown as level 2")
                level = 2
            title = spans_text(parse_inline(title))
            if hid is None or not _ID.fullmatch(hid) or hid in used_ids:
                problems.append(f"{where}line {lineno}: heading {title!r} needs a unique {{#id}}")
                hid = _slug(title, used_ids)
            used_ids.add(hid)
            blocks.append(Heading(level, title or hid, hid))
            continue
        directive = _DIRECTIVE.fullmatch(stripped)
        if directive:
            flush()
            diagram = _parse_directive(directive.group(1) or "", problems, f"{where}line {lineno}")
            if diagram is not None:
                blocks.append(diagram)
            continue
        if stripped.startswith("::"):
            flush()
            problems.append(f"{where}line {lineno}: unknown directive {stripped.split()[0]!r}")
            continue
        bullet = _BULLET.fullmatch(stripped)
        numbered = None if bullet else _NUMBERED.fullmatch(stripped)
        if bullet or numbered:
            is_ordered = numbered is not None
            if para or (items and ordered != is_ordered):
                flush()
            ordered = is_ordered
            items.append([(bullet or numbered).group(1)])  # type: ignore[union-attr]
            continue
        if items:  # an unindented line right after an item continues it (lazy continuation)
            items[-1].append(stripped)
            continue
        para.append(stripped)
    flush()
    return blocks


def _parse_directive(args: str, problems: list[str], where: str) -> Diagram | None:
    tokens = args.split()
    if not tokens:
        problems.append(f"{where}: ::diagram without a name")
        return None
    name, params = tokens[0], {}
    for token in tokens[1:]:
        key, sep, value = token.partition("=")
        if not sep or not key or not value or key in params:
            problems.append(f"{where}: bad diagram parameter {token!r}")
            continue
        params[key] = value
    diagram = Diagram(name, params)
    bad = diagram_problems(diagram)
    if bad:  # the viewer only ever receives diagrams it can draw
        problems.extend(f"{where}: {p}" for p in bad)
        return None
    return diagram


# --- Assembly ----------------------------------------------------------------------------


def _read_toml(path: Path, problems: list[str]) -> dict[str, Any] | None:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        problems.append(f"cannot read {path}: {exc}")
        log.warning("cannot read %s: %s", path, exc)
        return None


def _read_text(path: Path) -> str | None:
    try:
        if path.stat().st_size > MAX_PART_BYTES:
            log.warning("%s is too large to be a rules text", path)
            return None
        return path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        log.warning("cannot read %s: %s", path, exc)
        return None


def _dig(table: Mapping[str, Any] | None, keys: tuple[str, ...]) -> Any:
    """What nested tables hold under keys (None where a step is missing or not a table)."""
    value: Any = table
    for key in keys:
        if not isinstance(value, Mapping):
            return None
        value = value.get(key)
    return value


def _lookup(table: Mapping[str, Any] | None, *keys: str) -> str | None:
    value = _dig(table, keys)
    return value if isinstance(value, str) else None


class _Strings:
    """A language's strings.toml with the English one behind it."""

    def __init__(self, rules_dir: Path, language: str, problems: list[str]) -> None:
        self.language = language
        self.own = _read_toml(rules_dir / language / STRINGS_FILE, problems)
        self.english = (
            self.own
            if language == FALLBACK
            else _read_toml(rules_dir / FALLBACK / STRINGS_FILE, problems)
        )

    def get(self, *keys: str, english: bool = False) -> tuple[str | None, bool]:
        """The string and whether it came from English (always, when english=True)."""
        own = None if english else _lookup(self.own, *keys)
        if own is not None:
            return own, False
        return _lookup(self.english, *keys), self.language != FALLBACK


def _unavailable(
    ruleset_id: str, language: str, strings: _Strings | None, problems: list[str]
) -> RulesDocument:
    message = (strings.get("unavailable")[0] if strings else None) or UNAVAILABLE_EN
    title = (strings.get("titles", ruleset_id)[0] if strings else None) or ruleset_id
    return RulesDocument(
        ruleset_id,
        language,
        title,
        [Paragraph((Span(message),))],
        available=False,
        problems=problems,
    )


def load_rules(ruleset_id: str, language: str, rules_dir: Path | None = None) -> RulesDocument:
    """Assemble and parse a rule set's rules text; never raises (see the module docstring)."""
    if rules_dir is None:
        rules_dir = rules_folder(ruleset_id)  # the family's own texts, or the bundle's
    problems: list[str] = []
    if not _PART_NAME.fullmatch(language or ""):
        problems.append(f"bad language code {language!r}, using English")
        language = FALLBACK
    strings = _Strings(rules_dir, language, problems)
    index = _read_toml(rules_dir / INDEX_FILE, problems)
    entry = _lookup_table(index, "rulesets", ruleset_id) or {}
    parts = entry.get("parts")
    if not isinstance(parts, list) or not parts:
        problems.append(f"no parts listed for rule set {ruleset_id!r}")
        log.warning("no rules text for rule set %r", ruleset_id)
        return _unavailable(ruleset_id, language, strings, problems)
    profile = entry.get("terms")
    if profile is not None and not isinstance(profile, str):
        problems.append(f"terms of {ruleset_id!r} is not a profile name")
        profile = None

    doc = RulesDocument(
        ruleset_id, language, strings.get("titles", ruleset_id)[0] or ruleset_id, []
    )
    doc.problems = problems
    fallbacks: list[str] = []
    for part in parts:
        if not isinstance(part, str):
            problems.append(f"index entry {part!r} is not a string")
            continue
        if part.startswith("#"):
            _add_heading(doc, part[1:], strings, fallbacks)
            continue
        if not _PART_NAME.fullmatch(part):
            problems.append(f"bad part name {part!r}")
            continue
        text, shown_in = _read_part(rules_dir, language, part)
        if text is None:
            problems.append(f"part {part!r} is missing in every language")
            doc.blocks.append(Paragraph((Span(strings.get("unavailable")[0] or UNAVAILABLE_EN),)))
            continue
        if shown_in != language:
            fallbacks.append(part)
        text = _fill_terms(text, profile, strings, shown_in == FALLBACK, problems, fallbacks, part)
        _append_part(doc.blocks, parse_markup(text, problems, f"{shown_in}/{part}.md"))
    doc.fallbacks = fallbacks
    if fallbacks:
        log.warning("rules %s/%s: shown in English: %s", ruleset_id, language, ", ".join(fallbacks))
    if problems:
        log.warning("rules %s/%s: %s", ruleset_id, language, "; ".join(problems))
    return doc


def _append_part(blocks: list[Block], new: list[Block]) -> None:
    # A part may continue the list the previous part ended with (e.g. shared rulings followed
    # by a rule set's own): join them so the reader sees one list.
    last = blocks[-1] if blocks else None
    first = new[0] if new else None
    if (
        isinstance(last, ListBlock)
        and isinstance(first, ListBlock)
        and last.ordered == first.ordered
    ):
        blocks[-1] = ListBlock(last.ordered, last.items + first.items)
        new = new[1:]
    blocks.extend(new)


def _lookup_table(table: Mapping[str, Any] | None, *keys: str) -> Mapping[str, Any] | None:
    value = _dig(table, keys)
    return value if isinstance(value, Mapping) else None


def _add_heading(
    doc: RulesDocument, section_id: str, strings: _Strings, fallbacks: list[str]
) -> None:
    if not _ID.fullmatch(section_id):
        doc.problems.append(f"bad section id {section_id!r}")
        return
    text, from_english = strings.get("sections", section_id)
    if text is None:
        doc.problems.append(f"no heading text for section {section_id!r}")
        text = section_id
    if from_english:
        fallbacks.append(f"#{section_id}")
    if section_id in doc.section_ids(level=None):
        doc.problems.append(f"section {section_id!r} appears twice")
    doc.blocks.append(Heading(1, text, section_id))


def _read_part(rules_dir: Path, language: str, part: str) -> tuple[str | None, str]:
    text = _read_text(rules_dir / language / f"{part}.md")
    if text is not None or language == FALLBACK:
        return text, language
    log.warning("rules part %r missing in %s, using English", part, language)
    return _read_text(rules_dir / FALLBACK / f"{part}.md"), FALLBACK


def _fill_terms(
    text: str,
    profile: str | None,
    strings: _Strings,
    english: bool,
    problems: list[str],
    fallbacks: list[str],
    part: str,
) -> str:
    # An English part shown as a fallback takes English terms, so a sentence stays in one language.
    def replace(match: re.Match[str]) -> str:
        key = match.group(1)
        value, from_english = strings.get("terms", profile or "", key, english=english)
        if value is None:
            problems.append(f"{part}: no term {key!r} for profile {profile!r}")
            return match.group(0)
        if from_english and not english:
            fallbacks.append(f"{part}:{key}")
        return value

    return _PLACEHOLDER.sub(replace, text)
