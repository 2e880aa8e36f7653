"""Load game: saved games (load, delete) and finished games (replay, export, import). The
parts: the list widget (row_list), the rows painted and said (load_rows) and the export and
import dialogs (load_files)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TypeVar

import pygame

from azul.domain.controls import Action
from azul.storage import Problem, RecordInfo, SaveInfo, Storage

from .. import router, theme
from ..actions import action_of
from ..canvas import Canvas
from ..kits import NoTableError
from ..persistence import listed_names, open_game, open_replay, show_problems
from ..scene import Scene, SceneHost
from ..widgets import Button, Segmented, WidgetGroup
from .load_files import ExportDialog, ImportDialog
from .load_rows import paint_record, paint_save, record_words, save_words
from .overlay import ConfirmScene
from .row_list import ROW_H, RowList

SAVES = "saves"
RECORDS = "records"
LIST = pygame.FRect(150, 232, 1620, 648)
Entry = TypeVar("Entry", SaveInfo, RecordInfo)  # a row of either list


class LoadScene(Scene):
    """Two lists: games saved under a name and finished games kept as records."""

    def __init__(self, host: SceneHost, tab: str = SAVES) -> None:
        super().__init__(host)
        self.tab = tab if tab in (SAVES, RECORDS) else SAVES
        self.saves: list[SaveInfo] = []
        self.records: list[RecordInfo] = []
        self._pending: list[Problem] = []  # problems met before the scene was on screen
        self.widgets = WidgetGroup(on_activate=lambda: self.services.audio.play("click"))
        self.list = RowList(
            LIST.copy(), self._count, self._paint_row, self._open, self.services.clock
        )
        self.list.row_h = ROW_H * self.ui()
        self.list.describe_row = self._row_words
        self._refresh(report=False)
        self._build()

    # -- data --

    def _storage(self) -> Storage | None:
        persistence = self.services.persistence
        return None if persistence is None else persistence.storage

    def _refresh(self, report: bool = True) -> list[Problem]:
        """Read both lists again; returns the problems met (damaged files set aside)."""
        storage = self._storage()
        if storage is None:
            return []
        saves = storage.list_saves()
        records = storage.list_records()
        # Default seat names ("Gép 1") are listed in the language shown, as the game shows them.
        self.saves = [
            replace(i, players=listed_names(self.services, i.players)) for i in saves.items
        ]
        self.records = [
            replace(i, players=listed_names(self.services, i.players, i.seats))
            for i in records.items
        ]
        self.list.choose(self.list.selected)
        problems = [*saves.problems, *records.problems]
        if report:
            show_problems(self.host, problems)
        else:
            self._pending = problems
        return problems

    def items(self) -> list[SaveInfo] | list[RecordInfo]:
        """The entries of the current tab."""
        return self.saves if self.tab == SAVES else self.records

    def _count(self) -> int:
        return len(self.items())

    def chosen(self) -> SaveInfo | RecordInfo | None:
        """The chosen entry (None when the list is empty)."""
        return self.chosen_save() if self.tab == SAVES else self.chosen_record()

    def chosen_save(self) -> SaveInfo | None:
        """The chosen saved game (the actions of the saves tab act on it)."""
        return self._at_selected(self.saves)

    def chosen_record(self) -> RecordInfo | None:
        """The chosen finished game (the actions of the records tab act on it)."""
        return self._at_selected(self.records)

    def _at_selected(self, items: list[Entry]) -> Entry | None:
        return items[self.list.selected] if 0 <= self.list.selected < len(items) else None

    # -- widgets --

    def _build(self) -> None:
        focus = self.widgets.focus
        self.widgets.clear()
        tabs = Segmented(
            pygame.FRect(560, 140, 800, 64),
            [SAVES, RECORDS],
            lambda v: self.t(f"load.tab_{v}"),
            self.tab,
            self._set_tab,
        )
        self.widgets.add(tabs)
        self.widgets.add(self.list)
        if self.tab == SAVES:
            actions = [
                ("load.load", self._load, False),
                ("load.delete", self._ask_delete, True),
            ]
        else:
            actions = [
                ("load.replay", self._replay, False),
                ("review.open", self._review, True),
                ("load.export", self._export, True),
                ("load.import", self._import, True),
            ]
        actions.append(("dialog.back", self.close, True))
        w, h, gap = 300, 76, 26
        total = len(actions) * w + (len(actions) - 1) * gap
        x = 960 - total / 2
        for key, action, quiet in actions:
            needs_entry = key not in ("load.import", "dialog.back")
            button = Button(
                pygame.FRect(x, 910, w, h),
                partial(self.t, key),
                action,
                enabled=not needs_entry or bool(self.items()),
                quiet=quiet,
            )
            self.widgets.add(button)
            x += w + gap
        self.widgets.focus = focus if focus is not None and focus < len(self.widgets.widgets) else 1

    def _set_tab(self, tab: str) -> None:
        self.tab = tab
        self.list.selected = 0
        self.list.top = 0
        self._build()
        self.widgets.focus = 1  # the list: Enter opens, Up/Down choose

    # -- actions --

    def _open(self, _index: int) -> None:
        if self.tab == SAVES:
            self._load()
        else:
            self._replay()

    def _load(self) -> None:
        info = self.chosen_save()
        persistence = self.services.persistence
        if info is None or persistence is None:
            return
        if not persistence.has_autosave():
            self._open_save(info.id)
            return
        # The loaded game becomes the one Continue brings back: ask before replacing it.
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("load.replace_title"),
                lambda: self.t("title.replace_message"),
                lambda: self.t("load.load"),
                lambda: self._open_save(info.id),
            )
        )

    def _open_save(self, ident: str) -> None:
        storage = self._storage()
        if storage is None:
            return
        loaded = storage.load_save(ident)
        if loaded.value is None:
            self._refresh(report=False)
            self._build()
            show_problems(self.host, loaded.problems)
            return
        open_game(self.host, loaded.value, loaded.problems)

    def _ask_delete(self) -> None:
        info = self.chosen_save()
        if info is None:
            return
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("load.delete_title"),
                lambda: self.t("load.delete_message", name=info.name),
                lambda: self.t("load.delete"),
                lambda: self._delete(info.id),
            )
        )

    def _delete(self, ident: str) -> None:
        storage = self._storage()
        if storage is None:
            return
        deleted = storage.delete_save(ident)
        if deleted.problem is not None:
            show_problems(self.host, [deleted.problem])
        self._refresh()
        self._build()

    def _replay(self) -> None:
        info = self.chosen_record()
        if info is None:
            return
        if not open_replay(self.host, info.id):
            self._refresh(report=False)
            self._build()

    def _review(self) -> None:
        info = self.chosen_record()
        storage = self._storage()
        if info is None or storage is None:
            return
        loaded = storage.load_record(info.id)
        if loaded.value is None:
            self._refresh(report=False)
            self._build()
            show_problems(self.host, loaded.problems)
            return
        try:
            self.host.stack.push(self.make_scene(router.REVIEW, game=loaded.value))
        except NoTableError:  # no table for this family in this version
            self.host.toast(self.t("setup.unavailable"))

    def _export(self) -> None:
        info = self.chosen_record()
        if info is not None:
            self.host.stack.push(ExportDialog(self.host, info))

    def _import(self) -> None:
        self.host.stack.push(ImportDialog(self.host, self.imported))

    def imported(self, ident: str) -> None:
        """A record came in: show it chosen in the finished games."""
        self._refresh()
        self.tab = RECORDS
        ids = [r.id for r in self.records]
        self.list.choose(ids.index(ident) if ident in ids else 0)
        self._build()

    def close(self) -> None:
        """Back to the previous screen."""
        if self.host.stack.top is self:
            self.host.stack.pop()

    # -- scene --

    def enter(self) -> None:
        pending, self._pending = self._pending, []
        show_problems(self.host, pending)

    def resume(self) -> None:
        self._build()

    def handle(self, event: pygame.event.Event) -> None:
        pos = self.design_pos(event) if hasattr(event, "pos") else None
        if event.type == pygame.MOUSEWHEEL:
            self.list.scroll(-int(getattr(event, "y", 0)))
            return
        if self.widgets.handle(event, pos):
            return
        if event.type != pygame.KEYDOWN:
            return
        if action_of(event) == Action.BACK:
            self.close()
        elif event.key == pygame.K_DELETE and self.tab == SAVES:
            self._ask_delete()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            tab = SAVES if event.key == pygame.K_LEFT else RECORDS
            if tab != self.tab:
                self._set_tab(tab)

    # -- drawing --

    def draw(self, canvas: Canvas) -> None:
        canvas.background()
        canvas.text(
            self.t("load.title"),
            (960, 44),
            theme.SIZE_HEADING * 1.3,
            theme.CREAM,
            theme.TITLE,
            "midtop",
            shadow=theme.SHADOW,
        )
        self.widgets.draw(canvas)
        if not self.items():
            key = "load.no_saves" if self.tab == SAVES else "load.no_records"
            canvas.text(
                self.t(key), LIST.center, theme.SIZE_LARGE, theme.INK_SOFT, theme.BOLD, "center"
            )

    # -- narration --

    def spoken_title(self) -> str | None:
        """The screen's title."""
        return self.t("load.title")

    def spoken_status(self) -> str | None:
        """The tab shown and how many entries it has."""
        return f"{self.t(f'load.tab_{self.tab}')}: {self.tn('narration.entries', self._count())}"

    def _row_words(self, i: int) -> str:
        """A row in words: what the row shows, the players and their scores included."""
        if self.tab == SAVES:
            return save_words(self, self.saves[i])
        return record_words(self, self.records[i])

    def _paint_row(self, canvas: Canvas, i: int, r: pygame.FRect, chosen: bool) -> None:
        if self.tab == SAVES:
            paint_save(canvas, self, self.saves[i], r, self.ui())
        else:
            paint_record(canvas, self, self.records[i], r, self.ui())
