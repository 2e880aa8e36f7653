"""The destination preview's warnings, neutral hover hints and where tooltips go (real events)."""

from __future__ import annotations

from typing import Any

from azul.domain.session import GameSession
from azul.engine.base_game import CENTRE, FLOOR, draft_move
from azul.engine.game import state_from_json
from azul.ui import theme
from azul.ui.families.base.paint import NEUTRAL_BORDER, tooltip_text
from azul.ui.families.base.targets import Destination, FloorTarget, LineTarget
from azul.ui.scenes.table import TableScene
from azul.ui.table.popups import SCREEN, tooltip_beside

from .driver import Driver, session_for

ROW = 2  # the pattern line (0-based) whose colour is blocked on the wall


def _group_point(table: TableScene, source: int, colour: int) -> tuple[float, float]:
    if source == CENTRE:
        return table.layout.centre_slot(1 + colour).center
    return table.layout.factory_tile(source, table.view.factories[source].index(colour)).center


def _blocked_session(ruleset: str = "azul-grey") -> tuple[GameSession, int]:
    """A fresh two-person game whose first player's wall has no cell left for factory 0's
    first colour in wall row 3: that colour sits in columns 1-4 of the other rows and
    another colour fills column 5 of row 3 (the tiles come out of the bag)."""
    session = GameSession.start(session_for(ruleset, "pp", seed=5).setup, seed=5)
    state = session.state
    colour = next(c for c in range(5) if state.factories[0][c])
    other = (colour + 1) % 5
    data: dict[str, Any] = state.to_json()
    board = data["boards"][state.current_player]
    wall = board["wall"]
    for col, row in enumerate(r for r in range(5) if r != ROW):
        wall[row * 5 + col] = colour
    wall[ROW * 5 + 4] = other
    data["bag"][colour] -= 4
    data["bag"][other] -= 1
    return GameSession(setup=session.setup, seed=5, states=[state_from_json(data)]), colour


def _hover_line(driver: Driver, table: TableScene, colour: int, dest: int) -> Destination:
    driver.click(_group_point(table, 0, colour))
    assert table.selection == (0, colour)
    p = table.state.current_player
    geo = table.layout.boards[p]
    driver.move((geo.floor_rect() if dest == FLOOR else geo.line_rect(dest)).center)
    driver.app.render()
    return FloorTarget(p) if dest == FLOOR else LineTarget(p, dest)


def test_grey_wall_warns_when_the_row_has_no_cell_for_the_colour(driver: Driver) -> None:
    session, colour = _blocked_session()
    table = driver.start_table(session)
    driver.settle()
    assert draft_move(0, colour, ROW) in table.legal()  # legal, yet it can never be tiled
    target = _hover_line(driver, table, colour, ROW)
    assert table.hover == target
    pv = table.preview(ROW)
    assert pv is not None and pv.blocked
    tip = tooltip_text(table.frame())
    assert tip is not None and tip.warning and tip.border == theme.GOLD
    red = table.t(f"colour.{table.state.ruleset.colours[colour]}")
    assert red in tip.lines[0] and str(ROW + 1) in tip.lines[0]
    # The floor is no wall row: no warning there.
    driver.move(table.layout.boards[table.state.current_player].floor_rect().center)
    driver.app.render()
    tip = tooltip_text(table.frame())
    assert tip is not None and not tip.warning and tip.border == theme.LEGAL


def test_no_warning_while_a_cell_is_free(driver: Driver) -> None:
    for ruleset in ("azul-grey", "azul"):
        table = driver.start_table(session_for(ruleset, "pp", seed=5))
        driver.settle()
        colour = next(c for c in range(5) if table.state.factories[0][c])
        _hover_line(driver, table, colour, ROW)
        pv = table.preview(ROW)
        assert pv is not None and not pv.blocked
        tip = tooltip_text(table.frame())
        assert tip is not None and not tip.warning and len(tip.lines) == 1


def test_hovering_a_refused_destination_is_neutral_and_a_click_is_red(driver: Driver) -> None:
    session, colour = _blocked_session()
    table = driver.start_table(session)
    driver.settle()
    # Row 1 of the wall already holds the colour: line 1 cannot take it.
    _hover_line(driver, table, colour, 0)
    tip = tooltip_text(table.frame())
    assert tip is not None and tip.border == NEUTRAL_BORDER != theme.ILLEGAL
    moves = len(table.session.moves)
    driver.click(table.layout.boards[table.state.current_player].line_rect(0).center)
    assert len(table.session.moves) == moves
    assert tip.lines[0] in driver.app.toasts()  # the refused click says it (the red toast)


def test_hovering_an_emptied_factory_shows_no_red(driver: Driver) -> None:
    table = driver.start_table(session_for("azul", "pp", seed=5))
    driver.settle()
    colour = next(c for c in range(5) if table.state.factories[0][c])
    driver.play_move(draft_move(0, colour, FLOOR))
    driver.settle()
    assert not any(table.state.factories[0])
    driver.move(table.layout.factory_tile(0, 0).center)
    driver.app.render()
    tip = tooltip_text(table.frame())
    assert tip is None or tip.border != theme.ILLEGAL


def test_tooltip_beside_stays_on_screen_and_off_the_board() -> None:
    size = (600.0, 80.0)
    for board in (
        SCREEN.copy().inflate(-200, -200),
        type(SCREEN)(SCREEN.left, SCREEN.top, 700, 500),  # top-left corner
        type(SCREEN)(SCREEN.right - 700, SCREEN.bottom - 500, 700, 500),  # bottom-right
        type(SCREEN)(SCREEN.left + 10, 300, SCREEN.w - 20, 400),  # full width
    ):
        for target in (
            type(SCREEN)(board.left + 5, board.top + 5, 200, 40),
            type(SCREEN)(board.left + 5, board.bottom - 45, 200, 40),
        ):
            box = tooltip_beside(size, target, board)
            assert SCREEN.contains(box), (board, target, box)
            assert not box.colliderect(target)
            if board.w < SCREEN.w - 620 or board.h < SCREEN.h - 100:
                assert not box.colliderect(board), (board, box)


def test_tooltip_at_the_window_edge_stays_inside(driver: Driver) -> None:
    table = driver.start_table(session_for("azul-grey", "pppp", seed=5))
    driver.settle()
    colour = next(c for c in range(5) if table.state.factories[0][c])
    p = table.state.current_player
    target = _hover_line(driver, table, colour, 4)
    assert isinstance(target, LineTarget)
    geo = table.layout.boards[p]
    assert tooltip_text(table.frame()) is not None
    lines = 1
    box = tooltip_beside((600, 27 * lines + 18), geo.line_rect(target.row), geo.rect)
    assert SCREEN.contains(box)
    assert not box.colliderect(geo.line_rect(target.row))
