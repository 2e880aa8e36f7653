"""The move log of Summer Pavilion: takes, placements (with their payment), bonus tiles,
kept tiles and passes in icons and words, the whole sentence on hover (en/hu/fi), and every
seat's moves in its own column under its name, for 2–4 seats at 1280×720 and 1920×1080."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pavilion.helpers import position  # tests/pavilion
from support.pavilion_input import pass_turn, pick, place, take

from azul.domain.session import GameSession, GameSetup, Seat
from azul.domain.settings import PERSON
from azul.engine.pavilion_moves import CENTRE, decode_move
from azul.ui import canvas as canvas_module
from azul.ui.canvas import TextDrawn
from azul.ui.families.pavilion.scene import PavilionTableScene
from azul.ui.table.log import (
    LogOverlay,
    column_rect,
    kit_describe,
    log_cells,
    log_rows,
    log_sentence,
)

from .driver import Driver, make_app

NAMES = ("Anna", "Bence", "Kalle", "Sanna")
LANGUAGES = ("en", "hu", "fi")
B2 = 2 * 6 + 1  # the blue star's space 2: completes a pillar and a statue in this position


def _table(driver: Driver, players: int) -> PavilionTableScene:
    seats = tuple(Seat(NAMES[i], i, PERSON, "") for i in range(players))
    session = GameSession.start(GameSetup("summer-pavilion", seats, 5, 0))
    session.states = [
        position(
            players=players,
            hands={0: {"b": 7, "o": 6, "p": 4}, 1: {"g": 5, "r": 3}},
            spaces={0: {"b3": "b", "c2": "o", "c3": "y", "b1": "b", "y3": "y", "y4": "y"}},
            supply="ppoybrpgoy",
        )
    ]
    table = driver.start_table(session)
    assert isinstance(table, PavilionTableScene)
    driver.settle()
    return table


def _lines(driver: Driver) -> list[TextDrawn]:
    lines: list[TextDrawn] = []
    canvas_module.text_observers.append(lines.append)
    try:
        driver.app._layers.clear()
        driver.app.dirty = True
        driver.app.render()
    finally:
        canvas_module.text_observers.remove(lines.append)
    return lines


def _drawn(driver: Driver) -> list[str]:
    return [d.asked for d in _lines(driver)]


def _open_log(driver: Driver) -> LogOverlay:
    driver.key(pygame.K_l)
    overlay = driver.top
    assert isinstance(overlay, LogOverlay)
    return overlay


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_of_move_is_logged_in_words_with_its_sentence_on_hover(
    tmp_path: Path, language: str
) -> None:
    driver = make_app(tmp_path)
    try:
        driver.app.services.text.set_language(language)
        t = driver.app.services.t
        table = _table(driver, 2)
        move = next(
            m
            for m in sorted(table.legal())
            if decode_move(m)[0] == "place" and decode_move(m)[1] * 6 + decode_move(m)[2] == B2
        )
        place(driver, table, move)  # Anna: pays for b2, completes two structures
        pick(driver, table, [0, 0, 1])  # three bonus tiles
        pass_turn(driver, table, [table.state.boards[1].hand.index(5)])  # Bence keeps a tile
        driver.settle()
        session = table.session
        kinds = [decode_move(m)[0] for m in session.moves]
        assert kinds[:6] == ["place", "pick", "pick", "pick", "pass", "keep"]

        overlay = _open_log(driver)
        rows = log_rows(session, kit_describe(table.kit, table))
        cells, _, _ = log_cells(overlay.log_box(), rows, 0, len(session.setup.seats))
        moves = [(rect, row) for rect, row in cells if row.move is not None]
        assert len(moves) == len(session.moves)
        notation = {text for _, _, text in session.move_log()}
        shown = _drawn(driver)
        assert not notation & set(shown)  # no notation on screen
        for rect, row in moves:
            assert row.move is not None
            assert row.move.where in shown  # the icon form's words
            driver.move(rect.center)
            sentence = log_sentence(session, row, t)
            assert sentence.startswith(NAMES[row.seat] + ":") and "{" not in sentence
            assert sentence in _drawn(driver)  # the hover says the whole move
        place_row = moves[0][1]
        assert place_row.move is not None and place_row.move.sprite is not None
        blue = t("colour.blue")[:4].lower()  # the stem: Finnish inflects it ("2 sinistä")
        assert blue in log_sentence(session, place_row, t).lower()
        assert t("log_pavilion.pass") in log_sentence(session, moves[4][1], t)
        driver.key(pygame.K_l)
        assert driver.top is table
    finally:
        driver.close()


def test_a_take_by_clicking_says_the_count_the_colour_and_the_source(tmp_path: Path) -> None:
    driver = make_app(tmp_path)
    try:
        seats = tuple(Seat(NAMES[i], i, PERSON, "") for i in range(3))
        table = driver.start_table(GameSession.start(GameSetup("summer-pavilion", seats, 5, 0)))
        assert isinstance(table, PavilionTableScene)
        driver.settle()
        first = next(m for m in sorted(table.legal()) if decode_move(m)[1] != CENTRE)
        _, source, colour, _, _ = decode_move(first)
        count = table.state.factories[source][colour]
        take(driver, table, first)
        driver.settle()
        overlay = _open_log(driver)
        rows = log_rows(table.session, kit_describe(table.kit, table))
        cells, _, _ = log_cells(overlay.log_box(), rows, 0, 3)
        rect, row = next((r, row) for r, row in cells if row.move is not None)
        driver.move(rect.center)
        colour_name = driver.app.services.t(f"colour.{table.state.ruleset.colours[colour]}")
        wild = table.state.factories[source][table.state.wild] if colour != table.state.wild else 0
        expected = f"Anna: {count} {colour_name} from factory {source + 1}"
        if wild:
            wild_name = driver.app.services.t(
                f"colour.{table.state.ruleset.colours[table.state.wild]}"
            )
            expected += f" + 1 wild {wild_name}"
        assert expected in _drawn(driver)
    finally:
        driver.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seats_moves_line_up_under_its_name(
    tmp_path: Path, players: int, size: tuple[int, int]
) -> None:
    driver = make_app(tmp_path, size=size)
    try:
        seats = tuple(Seat(NAMES[i], i, PERSON, "") for i in range(players))
        table = driver.start_table(GameSession.start(GameSetup("summer-pavilion", seats, 5, 0)))
        assert isinstance(table, PavilionTableScene)
        driver.settle()
        for _ in range(2 * players):
            take(driver, table, sorted(table.legal())[0])
            driver.settle()
        overlay = _open_log(driver)
        box = overlay.log_box()
        rows = log_rows(table.session, kit_describe(table.kit, table))
        cells, _, _ = log_cells(box, rows, 0, players)
        columns = [column_rect(box, players, s) for s in range(players)]
        assert all(a.right <= b.x for a, b in zip(columns, columns[1:], strict=False))
        assert all(box.contains(c) for c in columns)
        moved = [(rect, row) for rect, row in cells if row.move is not None]
        assert {row.seat for _, row in moved} == set(range(players))
        for rect, row in moved:
            assert rect.x == columns[row.seat].x and rect.w == columns[row.seat].w
        # Every seat's name heads its column, whole.
        lines = _lines(driver)
        for s in range(players):
            head = next(d for d in lines if d.asked == NAMES[s] and columns[s].contains(d.rect))
            assert head.shown == head.asked
    finally:
        driver.close()


def _row_texts(driver: Driver, rect: pygame.FRect) -> list[str]:
    """The words drawn on one log row's line."""
    return [d.shown for d in _lines(driver) if d.shown.strip() and rect.colliderect(d.rect)]


@pytest.mark.parametrize(
    ("language", "source_words"),
    [("en", "from factory {n}"), ("hu", "{n}. korongról"), ("fi", "tehdasalustalta {n}")],
)
def test_a_take_row_says_where_from_and_shows_the_wild_tile_taken_along(
    tmp_path: Path, language: str, source_words: str
) -> None:
    """The row of a take with the wild tile: [tile]×n + [wild] from factory k: no arrow (the
    tiles go to the hand, not to the factory), the wild tile beside the colour taken."""
    driver = make_app(tmp_path)
    try:
        driver.app.services.text.set_language(language)
        seats = tuple(Seat(NAMES[i], i, PERSON, "") for i in range(2))
        table = driver.start_table(GameSession.start(GameSetup("summer-pavilion", seats, 5, 0)))
        assert isinstance(table, PavilionTableScene)
        driver.settle()
        state = table.state
        with_wild = [
            m
            for m in sorted(table.legal())
            if decode_move(m)[1] != CENTRE
            and decode_move(m)[2] != state.wild
            and state.factories[decode_move(m)[1]][state.wild]
        ]
        assert with_wild, "the deal offers a take with the wild tile"
        move = with_wild[0]
        source = decode_move(move)[1]
        take(driver, table, move)
        driver.settle()
        overlay = _open_log(driver)
        rows = log_rows(table.session, kit_describe(table.kit, table))
        cells, _, _ = log_cells(overlay.log_box(), rows, 0, 2)
        rect, row = next((r, row) for r, row in cells if row.move is not None)
        logged = row.move
        assert logged is not None
        assert logged.where == source_words.format(n=source + 1)
        assert logged.extra is not None and logged.extra_count == 1 and not logged.arrow
        assert logged.extra != logged.sprite  # the wild tile's own picture
        texts = _row_texts(driver, rect)
        assert logged.where in texts and " +" in texts
        assert " →" not in texts  # no arrow that reads as "to factory k"
    finally:
        driver.close()


def test_a_placement_paid_with_wild_tiles_shows_them_beside_the_colour(tmp_path: Path) -> None:
    """[blue]×2 + [wild] → space 3: the tiles of the colour and the wild ones spent for it."""
    driver = make_app(tmp_path)
    try:
        table = _table(driver, 2)
        state = table.state
        describe = kit_describe(table.kit, table)
        paid = [m for m in sorted(table.legal()) if decode_move(m)[0] == "place"]
        plain = next(m for m in paid if decode_move(m)[4] == 0 and decode_move(m)[2] > 0)
        wild = next(m for m in paid if decode_move(m)[4] > 0)
        _, _, space, _, wilds = decode_move(wild)
        logged = describe(state, wild)
        assert (logged.count, logged.extra_count) == (space + 1 - wilds, wilds)
        assert logged.extra is not None and logged.arrow
        plain_logged = describe(state, plain)
        assert plain_logged.extra is None and plain_logged.count == decode_move(plain)[2] + 1
    finally:
        driver.close()
