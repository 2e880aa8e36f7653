"""The move log says moves with tile icons and words (the sentence on hover), never notation;
long toasts wrap inside the window."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest

from azul.ui.canvas import Canvas
from azul.ui.families.base.paint import describe_log_move
from azul.ui.table.log import log_cells, log_rows, log_sentence

from .driver import make_app, session_for

LANGUAGES = ("en", "hu", "fi")


def _record(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = Canvas.text

    def text(self: Canvas, s: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(s)
        return real(self, s, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", text)
    return drawn


@pytest.mark.parametrize("language", LANGUAGES)
def test_log_rows_show_icons_and_hover_sentences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    d = make_app(tmp_path)
    d.app.services.settings.language = language
    d.app.services.text.set_language(language)
    table = d.start_table(session_for("azul", "pp"))
    for _ in range(3):
        d.play_move(table.state.legal_moves()[0])
        d.settle()
    session = table.session
    describe = partial(describe_log_move, table)
    rows = [r for r in log_rows(session, describe) if r.move is not None]
    assert len(rows) == 3
    notation = [text for _, _, text in session.move_log()]
    t = d.app.services.t
    for row in rows:
        assert row.move is not None and row.move.sprite and row.move.count >= 1
        sentence = log_sentence(session, row, t)
        assert sentence.startswith(session.seat(row.seat).name + ":") and "{" not in sentence
        assert not any(n in sentence for n in notation)
        assert row.move.where in (t("log.floor"),) or any(str(i) in row.move.where for i in "12345")
    drawn = _record(monkeypatch)
    cells, _, _ = log_cells(table.layout.log_rect(), log_rows(session, describe), 0)
    rect = next(r for r, row in cells if row.move is not None)
    d.move(rect.center)
    d.pump()
    d.app.dirty = True
    d.app.render()
    assert not set(notation) & set(drawn)  # no notation on screen
    first = log_sentence(session, next(row for r, row in cells if r == rect), t)
    assert any(s and first.startswith(s) for s in drawn if s.startswith("Seat "))
    d.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_toast_wraps_inside_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    d = make_app(tmp_path)
    d.app.services.text.set_language(language)
    message = " ".join([d.app.services.t("toast.screenshot_failed")] * 8)
    d.app.toast(message)
    drawn = _record(monkeypatch)
    d.app.dirty = True
    d.app.render()
    canvas = d.app.canvas()
    lines = [s for s in drawn if s and s in message]
    assert len(lines) >= 2
    assert " ".join(lines).replace(" ", "") == message.replace(" ", "")
    from azul.ui import theme

    for line in lines:
        assert canvas.measure(line, theme.SIZE_BODY, theme.BOLD)[0] <= 1200
    d.close()
