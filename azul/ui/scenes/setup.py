"""New game: rule set (with preview), seats (name, colour, person/computer and level), who
starts, optional seed. The last choices are kept in settings.new_game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from azul.domain.controls import Action
from azul.domain.levels import offered_levels, playable
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON
from azul.engine import RuleSet, all_rulesets

from .. import prompts, theme
from ..actions import action_of, pressed
from ..canvas import Canvas
from ..controller import pad_of
from ..kits import make_table
from ..scene import Scene, SceneHost
from ..seat_mark import paint_seat_mark
from ..widgets import Button, Segmented, Selector, TextField, Widget, WidgetGroup
from .table import level_label

# Families whose table exists; other rule sets are listed but cannot be started yet.

GRID_X, GRID_Y = 70, 176
GRID_W = 902  # width of the rule-set grid
CARD_GAP_X = 22
NAME_H = 44  # room under each preview for the name
NAME_TWO_LINES_PX = 22.0  # a two-line name's letters at most this tall (both lines fit)
NAME_SPACING = 1.15  # a two-line name's line distance, in text sizes
DESC_SPACING = 30 / 22  # the description's line distance, in text sizes
FACT_SPACING = 27 / 20  # the facts' line distance
UNAVAILABLE_SPACING = 29 / 21
NAME_LINE_BOX = 1.2  # the rule set's name: its line box in text sizes (Lato)
DESC_SCALES_PICTURE = (1.0, 0.93, 0.86, 0.8, 0.74)  # tried in turn until the box holds it
DESC_SCALES = (1.0, 0.93, 0.86, 0.8, 0.74, 0.68, 0.62)  # the same without the picture
RIGHT_X = 1040
RIGHT_END = 1880  # the right panel's right edge
HINT_PAD = 30  # a hint's end to the panel's edge
LABEL_W = 240  # a label left of the starter and seed fields (they start 260 further right)
SEAT_Y = 300
SEAT_H = 92
# The line that says what a computer level means: under the seats hint, or with four seats
# (no room there) under the seed hint.
LEVEL_ABOUT_GAP = 44
LEVEL_ABOUT_SIZE = 20
LEVEL_ABOUT_Y = 896
LEVEL_ABOUT_CLEARANCE = 8  # between the wrapped lines and the starter row
SEATS_HINT_DY = 18  # the seats hint under the last seat
STARTER_Y = SEAT_Y + 4 * SEAT_H + 30  # the "who starts" row (under room for four seats)
JUMPS: dict[Action | None, int] = {
    Action.PREV_AREA: -1,
    Action.NEXT_AREA: 1,
}  # a controller's shoulders: the rows

# A line of the rule set's description: text, where, size, colour, font, bulleted.
DescriptionLine = tuple[str, tuple[float, float], float, theme.Colour, str, bool]


def ruleset_name(scene: Scene, ruleset: RuleSet) -> str:
    """A rule set's translated name (its id while the catalog lacks one)."""
    key = ruleset.name_key
    return scene.t(key) if scene.services.text.has(key) else ruleset.id


def paint_preview(canvas: Canvas, ruleset: RuleSet, pic: pygame.FRect, alpha: int = 255) -> None:
    """A rule set's preview picture; one without a picture (a plug-in family's) keeps the frame."""
    name = f"previews/{ruleset.id}.png"
    if canvas.assets.exists(name):
        canvas.image(name, pic, alpha=alpha)


class RuleSetCard(Widget):
    """A rule set's preview picture and name; the chosen one is framed in gold."""

    def __init__(
        self,
        rect: pygame.FRect,
        ruleset: RuleSet,
        name: Callable[[], str],
        chosen: Callable[[], bool],
        on_pick: Callable[[str], None],
        available: bool,
        soon: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(rect)
        self.soon = soon
        self.ruleset = ruleset
        self.name = name
        self.chosen = chosen
        self.on_pick = on_pick
        self.available = available

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The rule set's name, and whether it is the one chosen or not ready yet."""
        name = self.name()
        if not self.available:
            return f"{name}: {self.soon()}"
        return f"{name}: {t('narration.chosen')}" if self.chosen() else name

    def activate(self) -> bool:
        self.on_pick(self.ruleset.id)
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        pic = pygame.FRect(r.x, r.y, r.w, r.h - NAME_H)
        chosen = self.chosen()
        if chosen:
            canvas.glow(pic, theme.GOLD, radius=12, spread=14, strength=255)
        canvas.fill(pic.move(0, 6), theme.SHADOW, alpha=90, radius=12)
        canvas.fill(pic, (60, 40, 26), radius=6)
        paint_preview(canvas, self.ruleset, pic, alpha=255 if self.available else 120)
        if not self.available:
            canvas.fill(pic, (20, 16, 14), alpha=110, radius=4)
            label = self.soon()
            w, h = canvas.measure(label, 18, theme.BOLD)
            pill = pygame.FRect(0, 0, w + 24, h + 10)
            pill.center = pic.center
            canvas.fill(pill, (36, 42, 60), alpha=230, radius=pill.h / 2)
            canvas.outline(pill, theme.GOLD, width=2, radius=pill.h / 2)
            canvas.text(label, pill.center, 18, theme.CREAM, theme.BOLD, "center")
        border = theme.GOLD if chosen else ((236, 220, 190) if self.hover else (120, 90, 60))
        canvas.outline(pic, border, width=4 if chosen else 2, radius=6)
        if focused:
            canvas.outline(pic.inflate(12, 12), theme.FOCUS, width=3, radius=10)
        colour = theme.CREAM if self.available else theme.DISABLED
        name = self.name()
        # A long name (or a longer language) takes two smaller lines under the picture.
        lines = [name]
        size = 19.0
        if canvas.measure(name, size, theme.BOLD)[0] > r.w:
            # A larger text size: the two lines grow only as far as they keep apart.
            size = min(16.0, NAME_TWO_LINES_PX / canvas.text_scale)
            lines = canvas.wrap(name, size, theme.BOLD, r.w)[:2]
        step = size * canvas.text_scale * NAME_SPACING
        for i, line in enumerate(lines):
            canvas.text(
                line,
                (r.centerx, pic.bottom + (10 if len(lines) == 1 else 5) + i * step),
                size=size,
                colour=theme.GOLD if chosen else colour,
                font=theme.BOLD,
                anchor="midtop",
                shadow=theme.SHADOW,
                max_width=r.w,
            )


class Swatch(Widget):
    """A seat's colour; clicking picks the next colour no other seat uses."""

    def __init__(
        self, rect: pygame.FRect, colour: Callable[[], int], on_next: Callable[[], None]
    ) -> None:
        super().__init__(rect)
        self.colour = colour
        self.on_next = on_next

    def spoken_value(self, t: Callable[..., str]) -> str:
        """The seat's colour by its number."""
        return t("narration.seat_colour", n=self.colour() + 1)

    def activate(self) -> bool:
        self.on_next()
        return True

    def draw(self, canvas: Canvas, focused: bool) -> None:
        c = self.rect.center
        rad = self.rect.h * 0.42
        canvas.circle((c[0], c[1] + 3), rad, theme.SHADOW, alpha=80)
        paint_seat_mark(
            canvas, c, rad, self.colour(), theme.CREAM if not self.hover else theme.GOLD, 3
        )
        if focused:
            canvas.circle(c, rad + 7, theme.FOCUS, width=3)


class SetupScene(Scene):
    """The new-game screen."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.choices = self.services.settings.new_game
        self.rulesets = list(all_rulesets())
        ids = [r.id for r in self.rulesets]
        if self.choices.ruleset not in ids:
            self.choices.ruleset = ids[0] if ids else "azul"
        while len(self.choices.seats) < 4:
            # A new seat has no level of its own: it plays at the default level (seat_level).
            self.choices.seats.append(Seat(colour=len(self.choices.seats), kind=COMPUTER))
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.start_button: Button | None = None
        # Couch seats: seat index -> the controller a person took it with (Start on the pad).
        self.bound: dict[int, int] = {}
        # The computer seat whose level the panel describes: the one last changed (else the
        # first computer seat), so a player reads what the level they just picked means.
        self.described_seat: int | None = None
        self._build()

    # -- model --

    def ruleset(self) -> RuleSet:
        """The chosen rule set."""
        for r in self.rulesets:
            if r.id == self.choices.ruleset:
                return r
        return self.rulesets[0]

    def available(self, ruleset: RuleSet) -> bool:
        """True when the table can play this rule set."""
        return self.services.kits.for_ruleset(ruleset) is not None

    def is_chosen(self, ruleset_id: str) -> bool:
        """True for the rule set currently chosen."""
        return self.choices.ruleset == ruleset_id

    def seat_colour(self, i: int) -> int:
        """A seat's colour index."""
        return self.choices.seats[i].colour

    def players(self) -> int:
        """Chosen number of seats, limited to what the rule set allows."""
        counts = self.ruleset().player_counts
        n = self.choices.players
        return n if n in counts else counts[0]

    def default_name(self, i: int) -> str:
        """Name shown when a seat's name is left empty."""
        seat = self.choices.seats[i]
        key = "seat.default_person" if seat.kind == PERSON else "seat.default_computer"
        return self.t(key, n=i + 1)

    def seat_name(self, i: int) -> str:
        """The name a seat will play under."""
        name = self.choices.seats[i].name.strip()
        return name or self.default_name(i)

    def seat_level(self, i: int) -> str:
        """A computer seat's level: the one last picked for it, else the Settings default."""
        level = self.choices.seats[i].level
        return playable(level or self.services.settings.default_level)

    def described_level(self) -> str | None:
        """The level the panel explains: the last changed computer seat's, else the first's."""
        computers = [i for i in range(self.players()) if self.choices.seats[i].kind == COMPUTER]
        if not computers:
            return None
        i = self.described_seat if self.described_seat in computers else computers[0]
        return self.seat_level(i)

    def setup(self) -> GameSetup:
        """The game these choices describe."""
        seats = []
        for i in range(self.players()):
            c = self.choices.seats[i]
            level = self.seat_level(i)
            seats.append(
                Seat(
                    self.seat_name(i),
                    c.colour,
                    c.kind,
                    level if c.kind == COMPUTER else "",
                    self.seat_pad(i),
                )
            )
        seed_text = self.choices.seed.strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        first = self.choices.first_player
        if first is not None and not 0 <= first < len(seats):
            first = None
        return GameSetup(self.choices.ruleset, tuple(seats), seed, first)

    # -- couch seats (a controller per person) --

    def seat_pad(self, i: int) -> int | None:
        """The connected controller that took a person's seat (None: any input plays it)."""
        pad = self.bound.get(i)
        if pad is None or self.services.pads.holder(pad) is None:
            return None  # never known, or unplugged (a re-plugged one follows its first id)
        if i >= self.players() or self.choices.seats[i].kind != PERSON:
            return None
        return pad

    def focused_seat(self) -> int | None:
        """The seat whose row holds the focused widget (None when the focus is elsewhere)."""
        w = self.widgets.focused() if self.widgets.show_focus else None
        if w is None or w.rect.x < RIGHT_X:
            return None
        for i in range(self.players()):
            if SEAT_Y + i * SEAT_H <= w.rect.y < SEAT_Y + (i + 1) * SEAT_H:
                return i
        return None

    def take_seat(self, pad: int) -> None:
        """Start on a controller: it takes the focused person seat when free, else the next
        free one; pressed again, it gives its seat back."""
        pad = self.services.pads.who(pad)  # the id it took a seat with, if it was re-plugged
        for i in [i for i in self.bound if self.seat_pad(i) is None]:
            del self.bound[i]  # a computer seat now, gone with the seat count, or unplugged
        mine = next((i for i, p in self.bound.items() if p == pad), None)
        if mine is not None:
            del self.bound[mine]
            self.host.toast(self.t("pads.left", name=self.seat_name(mine)))
            return
        free = [
            i
            for i in range(self.players())
            if self.choices.seats[i].kind == PERSON and i not in self.bound
        ]
        focused = self.focused_seat()
        seat = focused if focused in free else (free[0] if free else None)
        if seat is None:
            self.host.toast(self.t("pads.no_free_seat"))
            return
        self.bound[seat] = pad
        holder = self.services.pads.holder(pad)
        number = max(1, self.services.pads.number(pad if holder is None else holder))
        self.host.toast(self.t("pads.joined", name=self.seat_name(seat), n=number))

    def pad_legend(self) -> list[tuple[tuple[str, ...], str]]:
        """A selects, B goes back, Start takes a seat, the shoulders jump between rows."""
        return [
            *super().pad_legend(),
            (self.pad_buttons(Action.MENU), self.t("pads.take_seat")),
            (self.pad_buttons(Action.PREV_AREA, Action.NEXT_AREA), self.t("pads.jump")),
        ]

    # -- jumps: the cards, the seat count, each seat, who starts, the seed, the buttons --

    def sections(self) -> list[list[int]]:
        """The focusable widgets by row, in focus order (the rule-set cards are one row)."""
        rows: dict[object, list[int]] = {}
        for i, w in enumerate(self.widgets.widgets):
            if w.focusable and w.visible and w.enabled:
                rows.setdefault("cards" if isinstance(w, RuleSetCard) else w.rect.y, []).append(i)
        return list(rows.values())

    def entry(self, section: list[int]) -> int:
        """Where a jump lands in a row: the chosen rule set, a row's choice (a seat's person or
        computer, the seat count, who starts), else its last widget (Start game)."""
        ws = self.widgets.widgets
        for i in section:
            w = ws[i]
            if isinstance(w, RuleSetCard) and w.chosen():
                return i
            if isinstance(w, (Segmented, Selector)):
                return i
        return section[-1]

    def jump(self, step: int) -> None:
        """The shoulders: the next (1) or previous (-1) row; the first press starts from the
        cards, as the first arrow press does."""
        rows = self.sections()
        if not rows:
            return
        focus = self.widgets.focus if self.widgets.show_focus else None
        here = next((n for n, row in enumerate(rows) if focus in row), 0)
        self.focus_widget(self.entry(rows[(here + step) % len(rows)]))

    def focus_widget(self, i: int) -> None:
        """Put the focus ring on a widget (ending any text edit)."""
        current = self.widgets.focused()
        if isinstance(current, TextField):
            current.editing = False
        self.widgets.focus = i
        self.widgets.show_focus = True

    def side_jump(self, key: int) -> bool:
        """Right on a rule-set card goes over to the seats; Left where it changes nothing goes
        back to the chosen card. True when it jumped."""
        w = self.widgets.focused() if self.widgets.show_focus else None
        rows = self.sections()
        if w is None or len(rows) < 3:
            return False
        if key == pygame.K_RIGHT and isinstance(w, RuleSetCard):
            self.focus_widget(self.entry(rows[2]))  # the first seat (after the seat count)
            return True
        if key == pygame.K_LEFT and not isinstance(w, RuleSetCard):
            self.focus_widget(self.entry(rows[0]))
            return True
        return False

    def _draw_seat_pads(self, canvas: Canvas) -> None:
        """A bound seat's badge: the controller and its number, where a level would be."""
        for i in range(self.players()):
            pad = self.seat_pad(i)
            if pad is None:
                continue
            box = pygame.FRect(RIGHT_X + 620, SEAT_Y + i * SEAT_H + 6, 200, 58)
            canvas.fill(box, prompts.DARK, alpha=230, radius=box.h / 2)
            canvas.outline(box, theme.seat_colour(self.choices.seats[i].colour), 3, box.h / 2)
            prompts.paint_pad_icon(canvas, (box.x + 44, box.centery), 30, prompts.RIM)
            holder = self.services.pads.holder(pad)
            number = self.services.pads.number(pad if holder is None else holder)
            label = self.t("pads.controller", n=number)
            canvas.text(
                label,
                (box.x + 80, box.centery),
                20,
                theme.CREAM,
                theme.BOLD,
                "midleft",
                max_width=box.right - 12 - (box.x + 80),
            )

    def grid(self) -> tuple[int, float, float]:
        """Columns, card width and card height (preview + name) of the rule-set grid."""
        n = max(1, len(self.rulesets))
        cols = 3 if n <= 9 else 4
        w = (GRID_W - (cols - 1) * CARD_GAP_X) / cols
        return cols, w, w * 9 / 16 + NAME_H

    def card_rects(self) -> list[pygame.FRect]:
        """Where each rule set's card goes."""
        cols, w, h = self.grid()
        gap_y = 18
        return [
            pygame.FRect(
                GRID_X + (i % cols) * (w + CARD_GAP_X), GRID_Y + (i // cols) * (h + gap_y), w, h
            )
            for i in range(len(self.rulesets))
        ]

    # -- widgets --

    def _build(self) -> None:
        focus = self.widgets.focus
        self.widgets.clear()
        for i, rect in enumerate(self.card_rects()):
            rs = self.rulesets[i]
            self.widgets.add(
                RuleSetCard(
                    rect,
                    rs,
                    partial(ruleset_name, self, rs),
                    partial(self.is_chosen, rs.id),
                    self._pick_ruleset,
                    self.available(rs),
                    partial(self.t, "setup.soon"),
                )
            )
        counts = list(self.ruleset().player_counts)
        named = self.widgets.add(
            Segmented(
                pygame.FRect(RIGHT_X + 260, 182, 330, 64),
                counts,
                lambda n: str(n),
                self.players(),
                self._set_players,
            )
        )
        named.spoken_name = partial(self.t, "setup.players")
        levels = offered_levels()
        for i in range(self.players()):
            y = SEAT_Y + i * SEAT_H
            seat = self.choices.seats[i]
            seat_name = partial(self.seat_name, i)  # what narration calls the seat's controls
            named = self.widgets.add(
                Swatch(
                    pygame.FRect(RIGHT_X, y + 6, 56, 56),
                    partial(self.seat_colour, i),
                    partial(self._next_colour, i),
                )
            )
            named.spoken_name = seat_name
            named = self.widgets.add(
                TextField(
                    pygame.FRect(RIGHT_X + 68, y + 6, 240, 58),
                    seat.name,
                    partial(self._set_name, i),
                    placeholder=partial(self.default_name, i),
                    max_len=16,
                )
            )
            named.spoken_name = partial(self.t, "narration.name")
            named = self.widgets.add(
                Segmented(
                    pygame.FRect(RIGHT_X + 320, y + 6, 290, 58),
                    [PERSON, COMPUTER],
                    lambda k: self.t(f"seat.{k}"),
                    seat.kind,
                    partial(self._set_kind, i),
                )
            )
            named.spoken_name = seat_name
            if seat.kind == COMPUTER:
                level = self.seat_level(i)
                named = self.widgets.add(
                    Selector(
                        pygame.FRect(RIGHT_X + 620, y + 6, 200, 58),
                        levels,
                        lambda v: level_label(self, v),
                        level,
                        partial(self._set_level, i),
                    )
                )
                named.spoken_name = seat_name
        starts: list[int | None] = [None, *range(self.players())]
        first = self.choices.first_player
        if first is not None and first >= self.players():
            first = self.choices.first_player = None
        y = STARTER_Y
        named = self.widgets.add(
            Selector(
                pygame.FRect(RIGHT_X + 260, y, 380, 64),
                starts,
                lambda v: self.t("setup.random") if v is None else self.seat_name(v),
                first,
                self._set_first,
            )
        )
        named.spoken_name = partial(self.t, "setup.first_player")
        named = self.widgets.add(
            TextField(
                pygame.FRect(RIGHT_X + 260, y + 90, 380, 64),
                self.choices.seed,
                self._set_seed,
                placeholder=lambda: self.t("setup.seed_random"),
                max_len=9,
                allowed=str.isdigit,
            )
        )
        named.spoken_name = partial(self.t, "setup.seed")
        back = pygame.FRect(RIGHT_X - 20, 966, 300, 80)
        start = pygame.FRect(RIGHT_X + 310, 966, 530, 80)
        self.widgets.add(Button(back, lambda: self.t("dialog.back"), self._back, quiet=True))
        self.start_button = Button(
            start,
            lambda: self.t("setup.start"),
            self.start_game,
            enabled=self.available(self.ruleset()),
        )
        self.widgets.add(self.start_button)
        if focus is not None and focus < len(self.widgets.widgets):
            self.widgets.focus = focus

    def _pick_ruleset(self, ruleset_id: str) -> None:
        self.choices.ruleset = ruleset_id
        self._build()

    def _set_players(self, n: int) -> None:
        self.choices.players = n
        self._build()

    def _next_colour(self, i: int) -> None:
        used = {self.choices.seats[j].colour for j in range(self.players()) if j != i}
        c = self.choices.seats[i].colour
        for _ in range(len(theme.SEAT_COLOURS)):
            c = (c + 1) % len(theme.SEAT_COLOURS)
            if c not in used:
                break
        self.choices.seats[i] = replace(self.choices.seats[i], colour=c)

    def _set_name(self, i: int, text: str) -> None:
        self.choices.seats[i] = replace(self.choices.seats[i], name=text)

    def _set_kind(self, i: int, kind: str) -> None:
        self.choices.seats[i] = replace(self.choices.seats[i], kind=kind)
        if kind == COMPUTER:
            self.described_seat = i
        self._build()

    def _set_level(self, i: int, level: str) -> None:
        self.choices.seats[i] = replace(self.choices.seats[i], level=level)
        self.described_seat = i

    def _set_first(self, value: int | None) -> None:
        self.choices.first_player = value

    def _set_seed(self, text: str) -> None:
        self.choices.seed = text

    def _back(self) -> None:
        if self.host.stack.top is self:
            self.host.stack.pop()

    def start_game(self) -> None:
        """Start the game on the table (remembering these choices)."""
        if not self.available(self.ruleset()):
            self.host.toast(self.t("setup.unavailable"))
            return
        self.choices.players = self.players()
        self.services.pads.arrivals.clear()  # the seats here already know who came back
        session = GameSession.start(self.setup())
        self.host.stack.replace(make_table(self.host, session))

    # -- scene --

    def spoken_title(self) -> str | None:
        """The screen's title."""
        return self.t("setup.title")

    def handle(self, event: pygame.event.Event) -> None:
        pad = pad_of(event)
        if pad is not None and pressed(event, Action.MENU):
            self.take_seat(pad)
            return
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        editing = self.widgets.editing()
        action = action_of(event)
        if event.type == pygame.KEYDOWN and not editing and action in JUMPS:
            self.jump(JUMPS[action])
            return
        if self.widgets.handle(event, pos):
            return
        if event.type == pygame.KEYDOWN and not editing and self.side_jump(event.key):
            return
        if not editing and pressed(event, Action.BACK):
            self._back()

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        with canvas.fixed_text():  # the page's heading is large already; the grid is under it
            canvas.text(
                self.t("setup.title"),
                (GRID_X, 50),
                theme.SIZE_HEADING + 8,
                theme.CREAM,
                theme.TITLE,
                shadow=theme.SHADOW,
            )
        canvas.text(
            self.t("setup.ruleset"),
            (GRID_X, 130),
            theme.SIZE_LARGE,
            theme.GOLD,
            theme.BOLD,
            shadow=theme.SHADOW,
        )
        right = pygame.FRect(RIGHT_X - 40, 110, RIGHT_END - (RIGHT_X - 40), 830)
        canvas.fill(right.move(0, 8), theme.SHADOW, alpha=60, radius=24)
        canvas.panel(right, corner=1.0)
        self._draw_description(canvas)
        canvas.text(
            self.t("setup.players"),
            (RIGHT_X, 214),
            theme.SIZE_LARGE,
            theme.INK,
            theme.BOLD,
            "midleft",
        )
        y = STARTER_Y
        for key, dy in (("setup.first_player", 32), ("setup.seed", 122)):  # the rows' labels
            canvas.text(
                self.t(key),
                (RIGHT_X, y + dy),
                theme.SIZE_LARGE,
                theme.INK,
                theme.BOLD,
                "midleft",
                max_width=LABEL_W,
                shrink=theme.SIZE_BODY,
            )
        canvas.text(
            self.t("setup.seed_hint"),
            (RIGHT_X + 260, y + 164),
            19,
            theme.INK_SOFT,
            theme.BODY,
            max_width=RIGHT_END - HINT_PAD - (RIGHT_X + 260),
            shrink=15,
        )
        self._draw_level_about(canvas)
        if self.players() < 4:
            canvas.text(
                self.t("setup.seats_hint"),
                (RIGHT_X, SEAT_Y + self.players() * SEAT_H + SEATS_HINT_DY),
                20,
                theme.INK_SOFT,
                theme.BODY,
                max_width=RIGHT_END - HINT_PAD - RIGHT_X,
                shrink=15,
            )
        self.widgets.draw(canvas)
        self._draw_seat_pads(canvas)

    def _draw_level_about(self, canvas: Canvas) -> None:
        """What the described computer level means: wrapped under the seats hint while there
        is room above the starter row, else one line at the panel's foot."""
        level = self.described_level()
        key = f"setup.level_about.{level}"
        if level is None or not self.services.text.has(key):
            return
        text = self.t(key, level=level_label(self, level))
        width = RIGHT_END - HINT_PAD - RIGHT_X
        n = self.players()
        y = SEAT_Y + n * SEAT_H + SEATS_HINT_DY + LEVEL_ABOUT_GAP
        lines = canvas.wrap(text, LEVEL_ABOUT_SIZE, theme.BODY, width)
        step = canvas.measure(text, LEVEL_ABOUT_SIZE)[1]
        if n < 4 and y + len(lines) * step <= STARTER_Y - LEVEL_ABOUT_CLEARANCE:
            for k, line in enumerate(lines):
                canvas.text(line, (RIGHT_X, y + k * step), LEVEL_ABOUT_SIZE, theme.INK_SOFT)
            return
        canvas.text(
            text,
            (RIGHT_X, LEVEL_ABOUT_Y),
            LEVEL_ABOUT_SIZE - 1,
            theme.INK_SOFT,
            theme.BODY,
            max_width=width,
            shrink=15,
        )

    def facts(self, rs: RuleSet) -> list[str]:
        """Short facts about a rule set, read from its data."""
        counts = rs.player_counts
        out = [self.t("setup.fact_players", low=min(counts), high=max(counts))]
        kit = self.services.kits.for_ruleset(rs)
        return out if kit is None else out + kit.setup_facts(self, rs)

    def description_box(self) -> pygame.FRect:
        """The chosen rule set's description, under the cards."""
        top = max(r.bottom for r in self.card_rects()) + 16
        return pygame.FRect(GRID_X - 10, top, GRID_W + 20, max(150, 1046 - top))

    def toast_clear(self) -> list[pygame.FRect]:
        """Toasts keep off the controls and the description being read."""
        return [*super().toast_clear(), self.description_box()]

    def _draw_description(self, canvas: Canvas) -> None:
        rs = self.ruleset()
        box = self.description_box()
        canvas.fill(box, (24, 14, 8), alpha=120, radius=16)
        # A larger text size takes room from the picture: the words need it more.
        pic_h = min(box.h - 40, 230 / canvas.text_scale)
        pic = pygame.FRect(box.x + 20, box.y + 20, pic_h * 16 / 9, pic_h)
        desc = self.t(rs.description_key) if self.services.text.has(rs.description_key) else ""
        # Under the name, which grows with the text size (64 px down at the normal size).
        desc_y = box.y + 28 + theme.SIZE_LARGE * canvas.text_scale * NAME_LINE_BOX
        # Every word is shown: in a longer language (or a longer rule set) the text is set a
        # little smaller until the description and the facts fit the box; when even that is
        # not enough (a large text size), the picture gives the words its room.
        for show_pic, scales in ((True, DESC_SCALES_PICTURE), (False, DESC_SCALES)):
            x = pic.right + 28 if show_pic else box.x + 24
            width = box.right - 24 - x
            for k in scales:
                lines, end = self._description_lines(canvas, rs, desc, x, desc_y, width, k)
                if end <= box.bottom - 12:
                    break
            else:
                continue
            break
        if show_pic:
            canvas.fill(pic.move(0, 6), theme.SHADOW, alpha=90, radius=10)
            canvas.fill(pic, (60, 40, 26), radius=6)
            paint_preview(canvas, rs, pic)
            canvas.outline(pic, theme.GOLD, width=2, radius=6)
        canvas.text(
            ruleset_name(self, rs),
            (x, box.y + 20),
            theme.SIZE_LARGE,
            theme.GOLD,
            theme.BOLD,
            max_width=width,
            shrink=21,
        )
        for text, pos, size, colour, font, bullet in lines:
            if bullet:
                canvas.circle((pos[0] - 14, pos[1] + size * 0.65), 4, theme.GOLD)
            canvas.text(text, pos, size, colour, font)

    def _description_lines(
        self, canvas: Canvas, rs: RuleSet, desc: str, x: float, y: float, width: float, k: float
    ) -> tuple[list[DescriptionLine], float]:
        """The description, then the facts (or why the rule set cannot be played), at scale k."""
        out: list[DescriptionLine] = []
        # Line distances grow with the text size setting: lines never run into each other.
        grown = canvas.text_scale
        size = 22 * k
        for line in canvas.wrap(desc, size, theme.BODY, width):
            out.append((line, (x, y), size, theme.CREAM, theme.BODY, False))
            y += size * grown * DESC_SPACING
        y += 10 * k
        if not self.available(rs):
            size = 21 * k
            for line in canvas.wrap(self.t("setup.unavailable"), size, theme.BOLD, width):
                out.append((line, (x, y), size, (255, 170, 150), theme.BOLD, False))
                y += size * grown * UNAVAILABLE_SPACING
            return out, y
        size = 20 * k
        for fact in self.facts(rs):
            for i, line in enumerate(canvas.wrap(fact, size, theme.BODY, width - 20)):
                out.append((line, (x + 20, y), size, (230, 214, 190), theme.BODY, i == 0))
                y += size * grown * FACT_SPACING
        return out, y
