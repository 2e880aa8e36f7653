"""The pause menu over the table: resume, save, restart, rules, keys, settings, quit to the
main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from azul.domain.controls import Action

from .. import router
from ..actions import pressed
from ..kits import make_table
from ..scene import SceneHost
from .overlay import ConfirmScene, MenuOverlay

if TYPE_CHECKING:
    from .table import TableScene


class PauseScene(MenuOverlay):
    """Esc or Menu on the table; Menu (a controller's Start) closes it again."""

    def handle(self, event: pygame.event.Event) -> None:
        if pressed(event, Action.MENU):
            self.close()
            return
        super().handle(event)

    def __init__(self, host: SceneHost, table: TableScene) -> None:
        super().__init__(host, lambda: self.t("pause.title"))
        self.table = table
        self.entries = [
            (lambda: self.t("pause.resume"), self.close, False),
            (lambda: self.t("pause.restart"), self._ask_restart, True),
            (lambda: self.t("menu.rules"), self._rules, True),
            (lambda: self.t("keys.menu"), self._keys, True),
            (lambda: self.t("menu.settings"), self._settings, True),
            (lambda: self.t("pause.quit_to_menu"), self._ask_quit, True),
        ]
        if self.services.persistence is not None:
            save = (lambda: self.t("pause.save"), self._save, True)
            self.entries.insert(1, save)  # right under Resume
        self.layout()
        self.widgets.focus = 0

    def _in_progress(self) -> bool:
        s = self.table.session
        return bool(s.moves) and not s.state.is_over

    def _ask_restart(self) -> None:
        if not self._in_progress():
            self._restart()
            return
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("pause.restart_title"),
                lambda: self.t("pause.restart_message"),
                lambda: self.t("pause.restart"),
                self._restart,
            )
        )

    def _restart(self) -> None:
        session = self.table.session.restarted()
        while self.host.stack.top is not None and self.host.stack.top is not self.table:
            self.host.stack.pop()
        self.host.stack.replace(make_table(self.host, session))

    def _save(self) -> None:
        self.host.stack.push(self.make_scene(router.SAVE, session=self.table.session))

    def _rules(self) -> None:
        ruleset_id = self.table.session.ruleset.id
        self.host.stack.push(self.make_scene(router.RULES, ruleset_id=ruleset_id))

    def _keys(self) -> None:
        self.host.stack.push(self.make_scene(router.KEYS))

    def _settings(self) -> None:
        self.host.stack.push(self.make_scene(router.SETTINGS))

    def _ask_quit(self) -> None:
        # With the autosave the game waits behind Continue, so there is nothing to confirm.
        if not self._in_progress() or self.services.persistence is not None:
            self._quit()
            return
        self.host.stack.push(
            ConfirmScene(
                self.host,
                lambda: self.t("pause.quit_title"),
                lambda: self.t("pause.quit_message"),
                lambda: self.t("pause.quit_to_menu"),
                self._quit,
            )
        )

    def _quit(self) -> None:
        self.host.stack.reset(self.make_scene(router.TITLE))
