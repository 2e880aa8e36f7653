"""The rules viewer: a rule set's rules text with contents, scrolling and drawn diagrams.

Opened from the main menu (with a rule-set picker), from the pause menu and with F1 anywhere
(at the rule set being played or chosen). Esc or Back returns to where it was opened. The text
is laid out in design space for the window's scale (so it wraps exactly and renders crisply)
and re-laid out when the window or the language changes.
"""

from __future__ import annotations

from functools import partial

import pygame

from azul.domain.controls import Action
from azul.engine import all_rulesets, get_ruleset
from azul.engine.errors import EngineError
from azul.rules_text import RulesDocument, load_rules

from .. import theme
from ..actions import action_of, pressed
from ..canvas import Canvas
from ..narration import joined, say, sentence
from ..rules_view.diagrams import DiagramContext, diagram_size
from ..rules_view.layout import DocLayout, Line, layout_document
from ..rules_view.page import COLUMN_W, COLUMN_X, PAPER, SIDEBAR, TRACK, VIEW, TocEntry
from ..rules_view.paint import paint_document, paint_scrollbar, paint_sidebar, paper_edges
from ..scene import Scene, SceneHost
from ..widgets import Button, Selector, WidgetGroup

FRect = pygame.FRect

LINE_STEP = 80.0  # arrow keys
WHEEL_STEP = 110.0
EASE = 14.0  # scrolling speed towards the target (per second, exponential)


def ruleset_in_play(host: SceneHost) -> str | None:
    """The rule set of the topmost game or setup screen on the stack, if any."""
    for scene in reversed(host.stack.scenes):
        session = getattr(scene, "session", None)
        ruleset = getattr(session, "ruleset", None)
        if ruleset is not None:
            return str(ruleset.id)
        choices = getattr(scene, "choices", None)
        if choices is not None and isinstance(getattr(choices, "ruleset", None), str):
            return str(choices.ruleset)
    return None


def rules_in_play(host: SceneHost) -> RulesScene:
    """The rules of the game being played (or chosen): what F1 opens anywhere; with no game
    in sight (the title, a list) the rule-set picker comes with them, as from the main menu."""
    ruleset = ruleset_in_play(host)
    return RulesScene(host, ruleset, picker=ruleset is None)


# What a laid-out document depends on: rule set, language, window scale, text size, document.
LayoutKey = tuple[str, str, float, float, int]


class RulesScene(Scene):
    """The rules of one rule set (any of them when opened from the main menu)."""

    shows_rules = True  # F1 does not open the rules again over themselves

    def __init__(
        self, host: SceneHost, ruleset_id: str | None = None, picker: bool = False
    ) -> None:
        super().__init__(host)
        ids = [r.id for r in all_rulesets()]
        if ruleset_id not in ids:
            chosen = self.services.settings.new_game.ruleset
            ruleset_id = chosen if chosen in ids else (ids[0] if ids else "azul")
        self.ruleset_id: str = ruleset_id
        self.picker = picker
        self.scroll = 0.0  # design px from the top of the document
        self.target = 0.0
        self.drag: tuple[str, float, float] | None = None  # ("text" | "thumb", start y, scroll)
        self.doc: RulesDocument = self._load()
        self._layout: tuple[LayoutKey, DocLayout] | None = None
        self._titles: dict[tuple[str, str], str] = {}
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self._build()

    # -- document --

    def _load(self) -> RulesDocument:
        return load_rules(self.ruleset_id, self.services.text.language)

    def context(self) -> DiagramContext:
        """What the diagrams draw with (the rule set's look, the translator)."""
        try:
            ruleset = get_ruleset(self.ruleset_id)
        except EngineError:
            ruleset = all_rulesets()[0]
        return DiagramContext(ruleset, self.t, self.tn)

    def layout(self) -> DocLayout:
        """The document laid out for the window's current scale (cached)."""
        scale = self.host.viewport.scale
        grow = self.ui()
        key = (self.ruleset_id, self.services.text.language, round(scale, 4), grow, id(self.doc))
        if self._layout is None or self._layout[0] != key:
            fonts = self.services.fonts

            def measure(text: str, size: float, font: str) -> float:
                px = max(4, round(size * grow * scale))
                return float(fonts.size(text, font, px)[0]) / scale

            ctx = self.context()
            notes = [self.t("rules.fallback")] if self.doc.fallbacks else []
            laid = layout_document(
                self.doc,
                measure,
                lambda d: diagram_size(d, ctx),
                COLUMN_X,
                COLUMN_W,
                notes,
                grow,
            )
            self._layout = (key, laid)
        return self._layout[1]

    def max_scroll(self) -> float:
        """How far down the document can scroll."""
        return max(0.0, self.layout().height - VIEW.h)

    def title_of(self, ruleset_id: str) -> str:
        """A rule set's name in the current language."""
        rs = get_ruleset(ruleset_id)
        if self.services.text.has(rs.name_key):
            return self.t(rs.name_key)
        key = (ruleset_id, self.services.text.language)
        if key not in self._titles:  # a rule set the catalog does not name yet: the text's title
            self._titles[key] = load_rules(ruleset_id, self.services.text.language).title
        return self._titles[key]

    # -- widgets --

    def _build(self) -> None:
        focus = self.widgets.focus
        self.widgets.clear()
        y = SIDEBAR.y + 92
        if self.picker:
            ids = [r.id for r in all_rulesets()]
            picker = self.widgets.add(
                Selector(
                    FRect(SIDEBAR.x, y + 42, SIDEBAR.w, 64),
                    ids,
                    self.title_of,
                    self.ruleset_id,
                    self.set_ruleset,
                )
            )
            picker.spoken_name = partial(self.t, "rules.ruleset")
            y += 130
        self.toc_top = y
        y += 50
        for anchor in self.layout().anchors:
            h = 46.0 if anchor.level == 1 else 38.0
            self.widgets.add(
                TocEntry(
                    FRect(SIDEBAR.x, y, SIDEBAR.w, h),
                    partial(self._anchor_text, anchor.id),
                    anchor.level,
                    partial(self._is_current, anchor.id),
                    partial(self.jump, anchor.id),
                )
            )
            y += h + 2
        back = FRect(SIDEBAR.x, SIDEBAR.bottom - 76, SIDEBAR.w, 76)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self.close))
        if focus is not None and focus < len(self.widgets.widgets):
            self.widgets.focus = focus

    def _anchor_text(self, heading_id: str) -> str:
        a = self.layout().anchor(heading_id)
        return a.text if a is not None else ""

    def _is_current(self, heading_id: str) -> bool:
        lay = self.layout()
        at = lay.section_at(self.target)
        if self.target >= self.max_scroll() - 1 and lay.anchors:
            # At the very end the last headings may never reach the top: the one in view wins.
            in_view = [a for a in lay.anchors if a.y <= self.target + VIEW.h * 0.5]
            at = in_view[-1] if in_view else at
        return at is not None and at.id == heading_id

    def spoken_title(self) -> str | None:
        """The viewer's title and the rule set shown."""
        return joined([self.t("rules.title"), self.title_of(self.ruleset_id)])

    # -- actions --

    def set_ruleset(self, ruleset_id: str) -> None:
        """Show another rule set's rules, from the top."""
        self.ruleset_id = ruleset_id
        self.doc = self._load()
        self._layout = None
        self.scroll = self.target = 0.0
        self._build()

    def jump(self, heading_id: str) -> None:
        """Scroll to a heading (narration reads its section out)."""
        a = self.layout().anchor(heading_id)
        if a is not None:
            self.scroll_to(a.y)
            say(self.services, self.section_words(heading_id), focus=True)  # Tab cuts it short

    def section_words(self, heading_id: str) -> str:
        """A section's text, its heading first, up to the next heading (diagrams left out)."""
        lay = self.layout()
        start = lay.anchor(heading_id)
        if start is None:
            return ""
        later = [a.y for a in lay.anchors if a.y > start.y]
        end = min(later, default=lay.height + 1)
        lines = [
            item
            for item in lay.items
            if isinstance(item, Line) and start.y <= item.y < end and item.text.strip()
        ]
        # A heading is a sentence of its own; body lines are pieces of wrapped paragraphs.
        return " ".join(ln.text if ln.role == "body" else sentence(ln.text) for ln in lines)

    def scroll_to(self, y: float, smooth: bool = True) -> None:
        """Scroll to a document position (clamped); eased unless animations are instant."""
        self.target = max(0.0, min(self.max_scroll(), y))
        if not smooth or self.services.settings.speed_factor() == 0:
            self.scroll = self.target
        self.host.invalidate()

    def scroll_by(self, dy: float) -> None:
        """Scroll by a distance (design px)."""
        self.scroll_to(self.target + dy)

    def close(self) -> None:
        """Back to where the rules were opened."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    def _language_changed(self, language: str) -> None:
        # Keep the reader in the same section: its heading has another y in the new text.
        lay = self.layout()
        at = lay.section_at(self.scroll)
        offset = self.scroll - at.y if at is not None else self.scroll
        self.doc = self._load()
        self._layout = None
        self._titles.clear()
        new = self.layout().anchor(at.id) if at is not None else None
        self.scroll = self.target = max(0.0, min(self.max_scroll(), (new.y if new else 0) + offset))
        self._build()

    # -- lifecycle --

    def enter(self) -> None:
        self.services.text.listeners.append(self._language_changed)

    def exit(self) -> None:
        if self._language_changed in self.services.text.listeners:
            self.services.text.listeners.remove(self._language_changed)

    def on_resize(self) -> None:
        self.scroll = self.target = min(self.target, self.max_scroll())

    # -- input --

    def handle(self, event: pygame.event.Event) -> None:
        et = event.type
        if et == pygame.KEYDOWN and self._key(event):
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if et == pygame.MOUSEWHEEL:
            dy = float(getattr(event, "precise_y", getattr(event, "y", 0)) or 0)
            self.scroll_by(-dy * WHEEL_STEP)
            return
        if self.drag is not None and et == pygame.MOUSEMOTION and pos is not None:
            self._drag_to(pos[1])
            return
        if et == pygame.MOUSEBUTTONUP and self.drag is not None:
            self.drag = None
            return
        if self.widgets.handle(event, pos):
            return
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and pos is not None:
            self._press(pos)
        elif pressed(event, Action.BACK) or (
            et == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE
        ):
            self.close()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        page = VIEW.h - 120
        steps = {
            pygame.K_UP: -LINE_STEP,
            pygame.K_DOWN: LINE_STEP,
        }
        # Page Up / Down (the player's mapping; a controller's shoulders)
        pages: dict[Action | None, float] = {Action.PREV_AREA: -page, Action.NEXT_AREA: page}
        step = steps.get(key, pages.get(action_of(event)))
        if step is not None:
            self.scroll_by(step)
            return True
        if key == pygame.K_HOME:
            self.scroll_to(0)
            return True
        if key == pygame.K_END:
            self.scroll_to(self.max_scroll())
            return True
        return False

    def thumb(self) -> FRect:
        """The scrollbar's thumb."""
        total = self.layout().height
        h = max(60.0, TRACK.h * min(1.0, VIEW.h / max(1.0, total)))
        span = TRACK.h - h
        frac = self.scroll / self.max_scroll() if self.max_scroll() else 0.0
        return FRect(TRACK.x - 4, TRACK.y + span * frac, TRACK.w + 8, h)

    def _press(self, pos: tuple[float, float]) -> None:
        if TRACK.inflate(30, 0).collidepoint(pos) and self.max_scroll():
            thumb = self.thumb()
            if not thumb.collidepoint(pos):  # a click on the track jumps there
                frac = (pos[1] - TRACK.y - thumb.h / 2) / max(1.0, TRACK.h - thumb.h)
                self.scroll_to(frac * self.max_scroll(), smooth=False)
            self.drag = ("thumb", pos[1], self.scroll)
        elif VIEW.collidepoint(pos):
            self.drag = ("text", pos[1], self.scroll)

    def _drag_to(self, y: float) -> None:
        assert self.drag is not None
        kind, start, was = self.drag
        if kind == "thumb":
            span = max(1.0, TRACK.h - self.thumb().h)
            self.scroll_to(was + (y - start) / span * self.max_scroll(), smooth=False)
        else:
            self.scroll_to(was - (y - start), smooth=False)

    # -- time --

    def update(self, dt: float) -> None:
        if abs(self.target - self.scroll) < 0.5:
            if self.scroll != self.target:
                self.scroll = self.target
                self.host.invalidate()
            return
        self.scroll += (self.target - self.scroll) * min(1.0, dt * EASE)
        self.host.invalidate()

    def frame_interval(self) -> float | None:
        return 0.0 if abs(self.target - self.scroll) >= 0.5 else None

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        paint_sidebar(canvas, self.t, self.picker, self.toc_top, self.widgets.widgets)
        canvas.fill(PAPER.move(0, 10), theme.SHADOW, alpha=90, radius=28)
        canvas.panel(PAPER, corner=1.0)
        surface = canvas.surface
        view = canvas.rect(VIEW).clip(surface.get_rect())
        edges = paper_edges(canvas, view, self.scroll, self.max_scroll())
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip))
        try:
            language = self.services.text.language
            paint_document(
                canvas, self.layout(), self.scroll, self.context, (self.ruleset_id, language)
            )
        finally:
            surface.set_clip(old_clip)
        # Text scrolling under the paper's top and bottom edges fades out instead of being cut.
        for strip, pos in edges:
            surface.blit(strip, pos)
        if self.max_scroll():
            dragged = bool(self.drag and self.drag[0] == "thumb")
            paint_scrollbar(canvas, self.thumb(), dragged)
        self.widgets.draw(canvas)
