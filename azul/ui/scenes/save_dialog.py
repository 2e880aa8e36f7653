"""Dialogs with one line of text: saving the game under a name, and file paths for a record's
export and import (a field that keeps the end of a long path in view)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

import pygame

from azul.domain.session import GameSession
from azul.storage import GameSnapshot
from azul.storage.saves import MAX_NAME, clean_name, save_id

from .. import theme
from ..canvas import Canvas
from ..persistence import problem_text
from ..scene import SceneHost
from ..widgets import Button, TextField, focus_ring
from .overlay import (
    MARGIN,
    ConfirmScene,
    DialogScene,
    button_pair,
    centred_panel,
    grown_width,
    panel_with_title,
)

log = logging.getLogger(__name__)

MAX_PATH = 400
# A text dialog's layout at the normal text size, in design px; all of it grows with the
# player's text and controls size (Settings), so the grown title, prompt and field keep apart.
PANEL_W, PANEL_H = 1180.0, 460.0
PROMPT_Y = 128.0  # the prompt's middle, under the panel's top
FIELD_Y, FIELD_H = 170.0, 64.0
ERROR_Y, ERROR_LINE = 250.0, 28.0
BUTTONS_ABOVE = 40.0  # the buttons' bottom over the panel's
DATE_FORMAT = "%Y-%m-%d %H.%M"  # in a save's default name (the same in every language)


def clipboard_text() -> str:
    """Text on the clipboard ("" when there is none or it cannot be read)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    return text if isinstance(text, str) else ""


class DialogField(TextField):
    """A text field that is edited at once: Enter submits, Esc cancels the dialog, Ctrl+V
    pastes, Ctrl+Backspace clears; a long text shows its end (where file names are)."""

    def __init__(
        self,
        rect: pygame.FRect,
        text: str,
        on_submit: Callable[[], None],
        on_change: Callable[[str], None],
        max_len: int,
        placeholder: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(rect, text, on_change, placeholder=placeholder, max_len=max_len)
        self.on_submit = on_submit
        self.editing = True

    def key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_submit()
            return True
        if key == pygame.K_ESCAPE:
            return False  # the dialog closes
        if ctrl and key == pygame.K_v:
            self.editing = True
            pasted = " ".join(clipboard_text().splitlines()).strip()
            return self.text_input(pasted) or True
        if ctrl and key == pygame.K_BACKSPACE:
            self.text = ""
            self.on_change(self.text)
            return True
        return super().key(event)

    def draw(self, canvas: Canvas, focused: bool) -> None:
        r = self.rect
        size = min(theme.SIZE_BODY, r.h * 0.5)
        room = r.w - 40
        shown = self.text
        if canvas.measure(shown, size, theme.BODY)[0] > room:
            while shown and canvas.measure("…" + shown, size, theme.BODY)[0] > room:
                shown = shown[1:]
            shown = "…" + shown
        canvas.fill(r, (255, 250, 238), radius=10)
        canvas.outline(r, theme.GOLD_DEEP if self.editing else (200, 180, 140), width=2, radius=10)
        rect = canvas.text(shown, (r.x + 14, r.centery), size, theme.INK, theme.BODY, "midleft")
        caret_x = rect.right + 2 if shown else r.x + 14
        if not self.text.strip() and self.placeholder():
            # An emptied field shows what it will be saved as (in grey, behind the caret).
            canvas.text(
                self.placeholder(),
                (r.x + 16, r.centery),
                size,
                theme.INK_SOFT,
                theme.BODY,
                "midleft",
                max_width=room,
            )
        if self.editing:
            canvas.line((caret_x, r.y + r.h * 0.22), (caret_x, r.bottom - r.h * 0.22), theme.INK, 2)
        if focused and not self.editing:
            focus_ring(canvas, r)


class TextDialog(DialogScene):
    """A titled panel with a prompt, one text field, a message line and OK / Cancel."""

    def __init__(
        self,
        host: SceneHost,
        title: Callable[[], str],
        prompt: Callable[[], str],
        text: str,
        ok: Callable[[], str],
        max_len: int,
        placeholder: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(host)
        self.title = title
        self.prompt = prompt
        self.error = ""
        panel = self.panel()
        g = self.ui()
        field = pygame.FRect(
            panel.x + MARGIN, panel.y + FIELD_Y * g, panel.w - 2 * MARGIN, FIELD_H * g
        )
        self.field = DialogField(field, text, self.submit, self._edited, max_len, placeholder)
        self.field.spoken_name = prompt  # narration: "Name: Evening game"
        self.widgets.add(self.field)
        yes, no = button_pair(panel, BUTTONS_ABOVE, grow=g)
        self.widgets.add(Button(yes, ok, self.submit))
        self.widgets.add(Button(no, lambda: self.t("dialog.cancel"), self.close, quiet=True))
        self.widgets.focus = 0

    def panel(self) -> pygame.FRect:
        """The dialog panel (larger at a larger text size)."""
        g = self.ui()
        return centred_panel(grown_width(PANEL_W, g), PANEL_H * g)

    def _edited(self, _text: str) -> None:
        self.error = ""

    def spoken_title(self) -> str | None:
        """The dialog's title."""
        return self.title()

    def spoken_status(self) -> str | None:
        """What went wrong, when something did."""
        return self.error or None

    def submit(self) -> None:
        """OK or Enter (subclasses act on self.field.text)."""

    def enter(self) -> None:
        pygame.key.start_text_input()

    def draw(self, canvas: Canvas) -> None:
        panel = self.panel()
        g = self.ui()
        panel_with_title(canvas, panel, self.title())
        canvas.text(
            self.prompt(),
            (panel.x + MARGIN, panel.y + PROMPT_Y * g),
            theme.SIZE_BODY,
            theme.INK_SOFT,
            theme.BOLD,
            "midleft",
            max_width=panel.w - 2 * MARGIN,
        )
        if self.error:
            lines = canvas.wrap(self.error, theme.SIZE_SMALL, theme.BOLD, panel.w - 2 * MARGIN)
            for i, line in enumerate(lines[:3]):
                canvas.text(
                    line,
                    (panel.x + MARGIN, panel.y + (ERROR_Y + i * ERROR_LINE) * g),
                    theme.SIZE_SMALL,
                    theme.ILLEGAL,
                    theme.BOLD,
                )
        self.widgets.draw(canvas)


class SaveGameScene(TextDialog):
    """Pause menu → Save game: a name (the same name again asks before replacing)."""

    def __init__(self, host: SceneHost, session: GameSession) -> None:
        self.session = session
        self.proposed = ""  # the name offered when the dialog opened
        super().__init__(
            host,
            lambda: self.t("save.title"),
            lambda: self.t("save.prompt"),
            "",
            lambda: self.t("save.save"),
            MAX_NAME,
            lambda: self.proposed,
        )
        self.proposed = self.default_name()
        self.field.text = self.proposed

    def default_name(self) -> str:
        """A name that says what the game is: rule set, players, round and date (long player
        names are shortened so that the date still fits)."""
        session = self.session
        names = ", ".join(s.name for s in session.setup.seats)
        date = datetime.now().strftime(DATE_FORMAT)

        def name(names: str) -> str:
            return self.t(
                "save.default_name",
                ruleset=self.t(session.ruleset.name_key),
                names=names,
                round=session.state.round,
                date=date,
            )

        text = name(names)
        excess = len(text) - MAX_NAME
        if excess > 0 and len(names) > excess + 1:
            text = name(names[: len(names) - excess - 1].rstrip(", ") + "…")
        return (clean_name(text[:MAX_NAME]) or "").strip()

    def submit(self) -> None:
        persistence = self.services.persistence
        if persistence is None:
            return
        # An emptied field saves under the proposed name: a player is never stuck here.
        typed = self.field.text if self.field.text.strip() else self.proposed
        name = clean_name(typed)
        if name is None:
            self.error = self.t("storage.error.invalid_name", max=MAX_NAME)
            return
        listing = persistence.storage.list_saves()
        if any(info.id == save_id(name) for info in listing.items):
            self.host.stack.push(
                ConfirmScene(
                    self.host,
                    lambda: self.t("save.replace_title"),
                    lambda: self.t("save.replace_message", name=name),
                    lambda: self.t("save.replace"),
                    lambda: self._save(name),
                )
            )
            return
        self._save(name)

    def _save(self, name: str) -> None:
        persistence = self.services.persistence
        if persistence is None:
            return
        saved = persistence.storage.save_game(name, GameSnapshot.of_session(self.session))
        if not saved.ok:
            problem = saved.problem
            self.error = problem_text(self.services, problem) if problem else ""
            return
        self.close()
        self.host.toast(self.t("save.saved", name=name))
