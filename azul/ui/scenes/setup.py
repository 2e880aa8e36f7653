"""New game: rule set (with preview), seats (name, colour, person/computer and level), who
starts, optional seed. The last choices are kept in settings.new_game. The parts: the layout
(setup_layout), the rule-set cards (setup_cards) and preview (setup_preview), the seat rows
(setup_seats), the page around the widgets (setup_page) and the jumps between rows
(setup_input)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pygame

from azul.domain.controls import Action
from azul.domain.levels import playable
from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import COMPUTER, PERSON
from azul.engine import RuleSet, all_rulesets

from .. import theme
from ..actions import action_of, pressed
from ..canvas import Canvas
from ..controller import pad_of
from ..kits import make_table
from ..scene import Scene, SceneHost
from ..widgets import Button, Segmented, Selector, TextField, WidgetGroup
from . import setup_input, setup_layout
from .setup_cards import RuleSetCard, ruleset_name
from .setup_input import JUMPS
from .setup_layout import RIGHT_X, SEAT_H, SEAT_Y, STARTER_Y
from .setup_page import paint_frame, paint_labels
from .setup_preview import paint_description
from .setup_seats import add_seat_rows, paint_seat_pad
from .table import level_label


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
        return setup_input.sections(self.widgets)

    def entry(self, section: list[int]) -> int:
        """Where a jump lands in a row (see ``setup_input.entry``)."""
        return setup_input.entry(self.widgets, section)

    def card_rects(self) -> list[pygame.FRect]:
        """Where each rule set's card goes."""
        return setup_layout.card_rects(len(self.rulesets))

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
        add_seat_rows(self.widgets, self.choices.seats, self.players(), self)
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

    def level_text(self, level: str) -> str:
        """A computer level's name."""
        return level_label(self, level)

    def next_colour(self, i: int) -> None:
        """Give seat i the next colour no other seat uses."""
        used = {self.choices.seats[j].colour for j in range(self.players()) if j != i}
        c = self.choices.seats[i].colour
        for _ in range(len(theme.SEAT_COLOURS)):
            c = (c + 1) % len(theme.SEAT_COLOURS)
            if c not in used:
                break
        self.choices.seats[i] = replace(self.choices.seats[i], colour=c)

    def set_name(self, i: int, text: str) -> None:
        """Seat i's name as typed."""
        self.choices.seats[i] = replace(self.choices.seats[i], name=text)

    def set_kind(self, i: int, kind: str) -> None:
        """Seat i played by a person or the computer (a computer's level is then described)."""
        self.choices.seats[i] = replace(self.choices.seats[i], kind=kind)
        if kind == COMPUTER:
            self.described_seat = i
        self._build()

    def set_level(self, i: int, level: str) -> None:
        """Seat i's computer level (the level described from now on)."""
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
            setup_input.jump(self.widgets, JUMPS[action])
            return
        if self.widgets.handle(event, pos):
            return
        if (
            event.type == pygame.KEYDOWN
            and not editing
            and setup_input.side_jump(self.widgets, event.key)
        ):
            return
        if not editing and pressed(event, Action.BACK):
            self._back()

    def draw(self, canvas: Canvas) -> None:
        paint_frame(canvas, self.t)
        rs = self.ruleset()
        desc = self.t(rs.description_key) if self.services.text.has(rs.description_key) else ""
        available = self.available(rs)
        facts = self.facts(rs) if available else []
        unavailable = None if available else self.t("setup.unavailable")
        name = ruleset_name(self, rs)
        paint_description(canvas, self.description_box(), rs, name, desc, facts, unavailable)
        paint_labels(canvas, self.t, self.players(), self.level_about())
        self.widgets.draw(canvas)
        for i in range(self.players()):
            pad = self.seat_pad(i)
            if pad is None:
                continue
            holder = self.services.pads.holder(pad)
            number = self.services.pads.number(pad if holder is None else holder)
            label = self.t("pads.controller", n=number)
            paint_seat_pad(canvas, i, self.choices.seats[i].colour, label)

    def level_about(self) -> str | None:
        """What the described computer level means (None: no computer seat, or no words)."""
        level = self.described_level()
        key = f"setup.level_about.{level}"
        if level is None or not self.services.text.has(key):
            return None
        return self.t(key, level=level_label(self, level))

    def facts(self, rs: RuleSet) -> list[str]:
        """Short facts about a rule set, read from its data."""
        counts = rs.player_counts
        out = [self.t("setup.fact_players", low=min(counts), high=max(counts))]
        kit = self.services.kits.for_ruleset(rs)
        return out if kit is None else out + kit.setup_facts(self, rs)

    def description_box(self) -> pygame.FRect:
        """The chosen rule set's description, under the cards."""
        return setup_layout.description_box(self.card_rects())

    def toast_clear(self) -> list[pygame.FRect]:
        """Toasts keep off the controls and the description being read."""
        return [*super().toast_clear(), self.description_box()]
