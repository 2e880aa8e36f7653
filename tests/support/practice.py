"""Practice positions on disk (a recorded game with a saved review whose mistakes are known)
and answers played on the practice table by real clicks."""

from __future__ import annotations

import random
from pathlib import Path

from ui.driver import Driver

from azul.ai.review import (
    Candidate,
    DecisionReview,
    GameReview,
    Reason,
    decision_indices,
    summarise,
)
from azul.domain.session import Seat
from azul.engine import Setup, new_game
from azul.engine.base_game import CENTRE, FLOOR, decode_move
from azul.storage import GameSnapshot, Storage, StoragePaths, reviews_dir, save_review
from azul.ui.scenes.practice import PracticeScene
from azul.ui.scenes.table import TableScene
from support.review import TINY

SEATS = (Seat("Anna", 0, "person"), Seat("Bot", 1, "computer", "greedy"))
WHY = (Reason("why_floor", {"points": 4.0, "played": -4.0, "best": 0.0}),)
FACTS = (Reason("floor", {"tiles": 3, "points": -4}),)


def record(root: Path, ruleset: str = "azul", seed: int = 5) -> str:
    """A random finished game of a person (seat 0) against a computer; its record id."""
    rng = random.Random(seed)
    state = new_game(ruleset, 2, seed)
    moves: list[str] = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.apply(move)
    recorded = Storage(StoragePaths.under(root)).record_finished_game(
        GameSnapshot(SEATS, Setup(ruleset, 2, seed), tuple(moves))
    )
    assert recorded.record.ok
    return recorded.record.id


def review_with_mistakes(root: Path, ident: str, blunders: int = 2) -> GameReview:
    """A saved review (with the tests' budget) in which the first ``blunders`` decisions of
    each seat are blunders whose best move is another legal move, the rest the best."""
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
                reasons=FACTS if costly else (),
                why=WHY if costly else (),
                expected=tuple(float(s) for s in state.scores),
                candidates=(Candidate(best, 1.0, 5),),
                iterations=6,
            )
        )
    final = states[-1]
    review = GameReview(
        TINY, tuple(decisions), summarise(decisions, final.players), tuple(final.scores)
    )
    assert save_review(reviews_dir(StoragePaths.under(root)), ident, review).ok
    return review


def practice_top(d: Driver) -> PracticeScene:
    scene = d.top
    assert isinstance(scene, PracticeScene), type(scene).__name__
    return scene


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
