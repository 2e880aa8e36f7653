"""Practice positions on disk (a recorded game with a saved review whose mistakes are known)
and answers played on the practice table by real clicks."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pygame
from ui.driver import Driver

from azul.ai.review import (
    Candidate,
    DecisionReview,
    GameReview,
    Line,
    Reason,
    decision_indices,
    summarise,
)
from azul.engine.base_game import CENTRE, FLOOR, decode_move
from azul.storage import (
    Storage,
    StoragePaths,
    load_review,
    reviews_dir,
    save_review,
)
from azul.ui import practice_pool, router
from azul.ui.scenes.practice import PracticeScene
from azul.ui.scenes.practice_menu import PracticeMenuScene
from azul.ui.scenes.table import TableScene
from support.pavilion_input import take
from support.records import SEATS, record_random_game
from support.review import EVERY_REASON, EVERY_WHY

WHY = (Reason("why_floor", {"points": 4.0, "played": -4.0, "best": 0.0}),)
FACTS = (Reason("floor", {"tiles": 3, "points": -4}),)


def record(root: Path, ruleset: str = "azul", seed: int = 5) -> str:
    """A random finished game of a person (seat 0) against a computer; its record id."""
    return record_random_game(root, SEATS, ruleset, seed)


LINE_SEED = 11
LINE_LENGTH = 6


def engine_line(state: Any, best: int) -> Line:
    """The engine's line from a position: its best move, then the first legal moves."""
    s = state.reseeded(LINE_SEED)
    notation = []
    move = best
    for _ in range(LINE_LENGTH):
        notation.append(s.format_move(move))
        s = s.apply(move)
        if s.is_over or s.round != state.round:
            break
        move = s.legal_moves()[0]
    return Line(LINE_SEED, tuple(notation), (), tuple(s.scores), tuple(float(v) for v in s.scores))


def review_with_mistakes(
    root: Path,
    ident: str,
    blunders: int = 2,
    why: tuple[Reason, ...] = WHY,
    facts: tuple[Reason, ...] = FACTS,
) -> GameReview:
    """A saved review (with the budget practice reads) in which the first ``blunders``
    decisions of each seat are blunders whose best move is another legal move (their reasons
    ``why`` and ``facts``), the rest the best."""
    game = Storage(StoragePaths.under(root)).load_record(ident).value
    assert game is not None
    states, moves = game.positions.states, game.positions.moves
    decisions = []
    counted = {0: 0, 1: 0}
    for number, index in enumerate(decision_indices(states, moves)):
        state = states[index]
        seat = state.current_player
        played = state.format_move(moves[index])
        costly = counted[seat] < blunders
        counted[seat] += costly
        other = next(m for m in state.legal_moves() if m != moves[index])
        best = state.format_move(other) if costly else played
        lines = {"best": engine_line(state, other)} if costly else {}
        decisions.append(
            DecisionReview(
                index=index,
                number=number,
                seat=seat,
                round=state.round,
                played=played,
                best=best,
                loss=7.5 if costly else 0.0,
                label="blunder" if costly else "best",
                reasons=facts if costly else (),
                why=why if costly else (),
                lines=lines,
                expected=tuple(float(s) for s in state.scores),
                candidates=(Candidate(best, 1.0, 5),),
                iterations=6,
            )
        )
    final = states[-1]
    review = GameReview(
        practice_pool.SETTINGS,
        tuple(decisions),
        summarise(decisions, final.players),
        tuple(final.scores),
    )
    assert save_review(reviews_dir(StoragePaths.under(root)), ident, review).ok
    return review


def practice_top(d: Driver) -> PracticeScene:
    scene = d.top
    assert isinstance(scene, PracticeScene), type(scene).__name__
    return scene


def key_move(d: Driver, table: TableScene, move: int) -> None:
    """A base-family take on the practice table by keys: Tab to the group, Enter, the arrows
    to the line, Enter (as a controller's d-pad and A do)."""
    _, a, b, c = decode_move(move)
    groups = table.view.groups()
    d.key(pygame.K_TAB)  # shows the focus ring on the first group
    for _ in range(groups.index((a, b))):
        d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    items = table.focus_items()
    want = 5 if c == FLOOR else c
    for _ in range((want - table.focus % len(items)) % len(items)):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)


def click_move(d: Driver, table: TableScene, move: int) -> None:
    """A base-family move on the practice table by two clicks (a group, then a line)."""
    lay = table.layout
    kind, a, b, c = decode_move(move)
    geo = lay.boards[table.state.current_player]
    if kind == "tile":
        d.click(geo.wall_cell(a, b).center)
        return
    d.click(lay.group_tile(table.view.factories, CENTRE, a, b).center)
    d.click(geo.floor_rect().center if c == FLOOR else geo.line_rect(c).center)


def stock_practice(root: Path) -> None:
    """Every recorded game reviewed (saved), its costly decisions with the longest reasons."""
    storage = Storage(StoragePaths.under(root))
    for info in storage.list_records().items:
        review_with_mistakes(root, info.id, why=EVERY_WHY, facts=EVERY_REASON)


def open_practice_menu(d: Driver, stock: bool = True) -> PracticeMenuScene:
    """The practice list over the stocked games (saved reviews: at once); stock: False when an
    earlier call on this app has written their reviews already."""
    persistence = d.app.services.persistence
    assert persistence is not None
    if stock:
        stock_practice(persistence.storage.paths.data_dir.parent)
    top = d.top
    assert top is not None
    d.app.stack.push(top.make_scene(router.PRACTICE_MENU))
    d.pump()
    menu = d.top
    assert isinstance(menu, PracticeMenuScene) and menu.positions and not menu.pool.busy
    return menu


# How far into a position a picture or a fit check goes.
STAGES = ("ask", "nudge", "found", "shown")


def open_practice(d: Driver, stage: str = "ask", ruleset: str = "") -> PracticeScene:
    """The first practice position, asked; after the move played again (a nudge); after the
    engine's move (found); or with the answer shown. With a rule set: the positions of a game
    of that rule set recorded for it (Summer Pavilion by its own input), else the list's."""
    if ruleset:
        persistence = d.app.services.persistence
        assert persistence is not None
        root = persistence.storage.paths.data_dir.parent
        ident = record(root, ruleset, seed=4)
        stock_practice(root)
        game = persistence.storage.load_record(ident).value
        assert game is not None
        review = load_review(
            reviews_dir(StoragePaths.under(root)),
            ident,
            practice_pool.SETTINGS,
            datetime.now(UTC),
        ).value
        assert review is not None
        top = d.top
        assert top is not None
        positions = practice_pool.game_positions(game, review)
        d.app.stack.push(top.make_scene(router.PRACTICE, positions=positions, games={ident: game}))
        d.pump()
    else:
        menu = open_practice_menu(d)
        d.click(menu.start_button.rect.center)
    scene = practice_top(d)
    play = click_move if not ruleset.startswith("summer-pavilion") else pavilion_take
    if stage == "nudge":
        play(d, scene.table, scene.table.state.parse_move(scene.position.played))
    elif stage == "found":
        play(d, scene.table, scene.table.state.parse_move(scene.position.best))
    elif stage == "shown":
        d.click(scene.widgets.widgets[0].rect.center)  # Show answer
    d.pump()
    return scene


def practice_again(d: Driver, earlier: PracticeScene) -> PracticeScene:
    """The positions of an earlier practice opened anew over the top scene, at the first (as
    the list's Start opens them when none is done yet)."""
    top = d.top
    assert top is not None
    scene = top.make_scene(router.PRACTICE, positions=earlier.positions, games=earlier.games)
    d.app.stack.push(scene)
    d.pump()
    return practice_top(d)


def pavilion_take(d: Driver, table: Any, move: int) -> None:
    """A Summer Pavilion take on the practice table by two clicks on its group."""
    take(d, table, move)
