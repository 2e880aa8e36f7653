"""Load game: saved games (load, delete) and finished games (replay, export, import)."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TypeVar

import pygame

from azul.domain.controls import Action
from azul.engine import get_ruleset
from azul.storage import Problem, RecordInfo, Saved, SaveInfo, Storage

from .. import router, theme
from ..actions import action_of
from ..canvas import Canvas
from ..kits import NoTableError
from ..persistence import documents_dir, open_game, open_replay, problem_text, show_problems
from ..scene import Scene, SceneHost
from ..seat_mark import paint_seat_mark
from ..widgets import Button, Segmented, Widget, WidgetGroup
from .overlay import ConfirmScene
from .save_dialog import MAX_PATH, TextDialog

SAVES = "saves"
RECORDS = "records"
LIST = pygame.FRect(150, 232, 1620, 648)
Entry = TypeVar("Entry", SaveInfo, RecordInfo)  # a row of either list
ROW_H = 81.0
PLAYER_LINE_H = 30.0  # the players' 2×2 grid at the right of a row
DOUBLE_CLICK = 0.45  # seconds between two clicks on a row that open it


def local_time(when: datetime) -> str:
    """A stored (UTC) time as the player's local date and time."""
    try:
        return when.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):
        return when.strftime("%Y-%m-%d %H:%M")


def ruleset_label(scene: Scene, ruleset_id: str) -> str:
    """The translated name of a rule set (its id when this version does not know it)."""
    try:
        return scene.t(get_ruleset(ruleset_id).name_key)
    except Exception:  # an unknown id in a stored file: show it as it is
        return ruleset_id


class RowList(Widget):
    """Rows of which one is chosen: click or Up/Down choose, double-click or Enter opens,
    the wheel and Page Up/Down scroll."""

    def __init__(
        self,
        rect: pygame.FRect,
        count: Callable[[], int],
        paint_row: Callable[[Canvas, int, pygame.FRect, bool], None],
        on_open: Callable[[int], None],
        clock: Callable[[], float],
    ) -> None:
        super().__init__(rect)
        self.count = count
        self.paint_row = paint_row
        self.on_open = on_open
        self.clock = clock
        self.selected = 0
        self.top = 0
        self.row_h = ROW_H  # taller at a larger text size (the scene sets it)
        self._last_click: tuple[int, float] | None = None

    @property
    def visible_rows(self) -> int:
        """How many rows fit."""
        return max(1, int(self.rect.h // self.row_h))

    def row_rect(self, i: int) -> pygame.FRect:
        """Where row i is drawn (when it is scrolled into view)."""
        h = self.row_h
        return pygame.FRect(self.rect.x, self.rect.y + (i - self.top) * h, self.rect.w, h)

    def choose(self, i: int) -> None:
        """Choose row i (clamped) and scroll it into view."""
        n = self.count()
        self.selected = max(0, min(i, n - 1)) if n else 0
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.visible_rows:
            self.top = self.selected - self.visible_rows + 1
        self.top = max(0, min(self.top, max(0, n - self.visible_rows)))

    def scroll(self, rows: int) -> None:
        """Scroll by rows (positive: further down the list)."""
        n = self.count()
        self.top = max(0, min(self.top + rows, max(0, n - self.visible_rows)))

    def click(self, pos: tuple[float, float]) -> bool:
        i = self.top + int((pos[1] - self.rect.y) // self.row_h)
        if not 0 <= i < self.count():
            return False
        now = self.clock()
        again = self._last_click is not None and self._last_click[0] == i
        if again and self._last_click is not None and now - self._last_click[1] <= DOUBLE_CLICK:
            self._last_click = None
            self.on_open(i)
            return True
        self._last_click = (i, now)
        self.choose(i)
        return True

    def activate(self) -> bool:
        if self.count():
            self.on_open(self.selected)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1}
        rows = self.visible_rows
        pages: dict[Action | None, int] = {Action.PREV_AREA: -rows, Action.NEXT_AREA: rows}
        step = moves.get(event.key, pages.get(action_of(event)))
        if step is not None and self.count():
            self.choose(self.selected + step)
            return True
        if event.key == pygame.K_HOME:
            self.choose(0)
            return True
        if event.key == pygame.K_END:
            self.choose(self.count() - 1)
            return True
        return super().key(event)

    def draw(self, canvas: Canvas, focused: bool) -> None:
        canvas.fill(self.rect, (255, 250, 238), alpha=150, radius=16)
        n = self.count()
        for i in range(self.top, min(n, self.top + self.visible_rows)):
            r = self.row_rect(i)
            chosen = i == self.selected
            if chosen:
                canvas.fill(r.inflate(-8, -6), theme.GOLD, alpha=110, radius=12)
                canvas.outline(r.inflate(-8, -6), theme.GOLD_DEEP, width=2, radius=12)
            self.paint_row(canvas, i, r, chosen)
            if i + 1 < min(n, self.top + self.visible_rows) and not chosen:
                y = r.bottom
                canvas.line((r.x + 24, y), (r.right - 24, y), (226, 210, 176), 1)
        if self.top > 0:
            canvas.text(
                "▲",
                (self.rect.right - 16, self.rect.y + 6),
                18,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "topright",
            )
        if self.top + self.visible_rows < n:
            canvas.text(
                "▼",
                (self.rect.right - 16, self.rect.bottom - 6),
                18,
                theme.INK_SOFT,
                theme.SYMBOLS,
                "bottomright",
            )
        if focused:
            canvas.outline(self.rect.inflate(8, 8), theme.FOCUS, width=3, radius=18)


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
        self.saves = list(saves.items)
        self.records = list(records.items)
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
        self.host.stack.push(ImportDialog(self.host, self))

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

    def _paint_row(self, canvas: Canvas, i: int, r: pygame.FRect, chosen: bool) -> None:
        if self.tab == SAVES:
            self._paint_save(canvas, self.saves[i], r)
        else:
            self._paint_record(canvas, self.records[i], r)

    def _paint_save(self, canvas: Canvas, info: SaveInfo, r: pygame.FRect) -> None:
        top, bottom = r.y + 14, r.bottom - 14
        canvas.text(info.name, (r.x + 32, top), 27, theme.INK, theme.BOLD, max_width=560)
        canvas.text(
            local_time(info.saved_at), (r.x + 32, bottom), 20, theme.INK_SOFT, anchor="bottomleft"
        )
        x = r.x + 640
        canvas.text(
            ruleset_label(self, info.ruleset), (x, top), 23, theme.NAVY, theme.BOLD, max_width=420
        )
        status = self.t("load.round", n=info.round) + " · " + self.tn("load.moves", info.moves)
        if info.over:
            status = self.t("load.finished")
        canvas.text(status, (x, bottom), 20, theme.INK_SOFT, anchor="bottomleft")
        self._paint_players(canvas, info.players, info.scores, (), (), r)

    def _paint_record(self, canvas: Canvas, info: RecordInfo, r: pygame.FRect) -> None:
        top, bottom = r.y + 14, r.bottom - 14
        canvas.text(local_time(info.finished_at), (r.x + 32, top), 27, theme.INK, theme.BOLD)
        canvas.text(
            self.tn("load.moves", info.moves),
            (r.x + 32, bottom),
            20,
            theme.INK_SOFT,
            anchor="bottomleft",
        )
        x = r.x + 640
        canvas.text(
            ruleset_label(self, info.ruleset), (x, top), 23, theme.NAVY, theme.BOLD, max_width=420
        )
        canvas.text(
            self.tn("load.players", len(info.players)),
            (x, bottom),
            20,
            theme.INK_SOFT,
            anchor="bottomleft",
        )
        colours = tuple(s.colour for s in info.seats)
        self._paint_players(canvas, info.players, info.scores, info.winners, colours, r)

    def _paint_players(
        self,
        canvas: Canvas,
        names: tuple[str, ...],
        scores: tuple[int, ...],
        winners: tuple[int, ...],
        colours: tuple[int, ...],
        r: pygame.FRect,
    ) -> None:
        """Each player and score in a 2×2 grid at the right of the row (winners starred)."""
        x0 = r.x + 1090
        col_w = (r.right - 40 - x0) / 2
        for i, name in enumerate(names[:4]):
            x = x0 + (i % 2) * col_w
            y = r.y + 14 + (i // 2) * PLAYER_LINE_H * self.ui()
            won = i in winners
            if i < len(colours):
                paint_seat_mark(canvas, (x + 8, y + 14), 8, colours[i])
            colour = theme.NAVY if won else theme.INK
            font = theme.BOLD if won else theme.BODY
            score = str(scores[i]) if i < len(scores) else ""
            shown = canvas.text(score, (x + col_w - 16, y), 23, colour, theme.BOLD, "topright")
            if won:
                canvas.text(
                    "★", (shown.x - 6, y + 1), 20, theme.GOLD_DEEP, theme.SYMBOLS, "topright"
                )
            canvas.text(name, (x + 24, y), 22, colour, font, max_width=col_w - 100)


def export_name(info: RecordInfo) -> str:
    """A file name for an exported record: the game and when it finished."""
    stamp = local_time(info.finished_at).replace(" ", "-").replace(":", "")
    name = info.ruleset if info.ruleset.startswith("azul") else f"azul-{info.ruleset}"
    return f"{name}-{stamp}.json"


class ExportDialog(TextDialog):
    """Export a record: the file to write (prefilled in the Documents folder)."""

    def __init__(self, host: SceneHost, info: RecordInfo, title_key: str = "export.title") -> None:
        self.info = info
        default = documents_dir() / self.file_name()
        super().__init__(
            host,
            lambda: self.t(title_key),
            lambda: self.t("export.prompt"),
            str(default),
            lambda: self.t("export.export"),
            MAX_PATH,
        )

    def file_name(self) -> str:
        """The suggested file name."""
        return export_name(self.info)

    def target(self) -> Path:
        """The file the text names (a folder gets the suggested file name)."""
        path = Path(os.path.expandvars(self.field.text.strip())).expanduser()
        if path.is_dir():
            path = path / self.file_name()
        return path

    def submit(self) -> None:
        if not self.field.text.strip():
            self.error = self.t("export.no_path")
            return
        path = self.target()
        if path.exists():
            self.host.stack.push(
                ConfirmScene(
                    self.host,
                    lambda: self.t("export.replace_title"),
                    lambda: self.t("export.replace_message", file=path.name),
                    lambda: self.t("export.replace"),
                    lambda: self._export(path),
                )
            )
            return
        self._export(path)

    def write(self, path: Path) -> Saved | None:
        """Write the file; the storage's Saved (None when nothing is kept on disk)."""
        persistence = self.services.persistence
        if persistence is None:
            return None
        return persistence.storage.export_record(self.info.id, path)

    def _export(self, path: Path) -> None:
        saved = self.write(path)
        if saved is None:
            return
        if not saved.ok:
            self.error = problem_text(self.services, saved.problem) if saved.problem else ""
            return
        self.close()
        self.host.toast(self.t("export.done", file=str(path)))


class ImportDialog(TextDialog):
    """Import a record file (checked by replaying it) into the finished games."""

    def __init__(self, host: SceneHost, load: LoadScene) -> None:
        self.load = load
        super().__init__(
            host,
            lambda: self.t("import.title"),
            lambda: self.t("import.prompt"),
            str(documents_dir()) + os.sep,
            lambda: self.t("import.import"),
            MAX_PATH,
        )

    def submit(self) -> None:
        persistence = self.services.persistence
        text = self.field.text.strip()
        if persistence is None:
            return
        if not text:
            self.error = self.t("export.no_path")
            return
        path = Path(os.path.expandvars(text)).expanduser()
        loaded = persistence.storage.import_record(path)
        if loaded.value is None:
            problem = loaded.problem
            self.error = problem_text(self.services, problem) if problem else ""
            return
        self.close()
        self.load.imported(loaded.value.id)
        self.host.toast(self.t("import.done", file=path.name))
        if loaded.problems:  # imported, but e.g. the statistics could not be written
            show_problems(self.host, loaded.problems)
