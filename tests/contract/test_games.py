"""The ``GameState`` contract, checked on every registered family x rule set x seat count by
playing random games (after OpenSpiel's games_sim_test): hypothesis picks every move (an index
into the sorted legal moves) and the game's length, so a failure shrinks to a short game.

At every position: ``why_illegal(m) is None`` exactly for the legal moves (over the whole of the
game's ``move_space``, and refused just outside it, at every SWEEP_EVERY-th position), notation
and JSON round trips, tile conservation, breakdowns adding up to the scores; at every move: the
checked path (``apply``) equals the fast path (``play``), a copy is independent of its original
both ways, and the score events sum to the score change; at the end: the same seed and moves
give the same states and events. Whole games end within the family's proven ``max_moves``.

Family-specific checks (independent oracles of the legal moves, rule details) stay beside each
family's tests: tests/engine/test_random_games.py, tests/pavilion/test_pavilion_random.py.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from azul.engine import (
    GameState,
    IllegalMoveError,
    Setup,
    get_ruleset,
    max_game_moves,
    new_game,
    replay,
    state_from_json,
)

from .kinds import game_kinds

KINDS = game_kinds()
IDS = [f"{ruleset}-{players}p" for ruleset, players in KINDS]
# Never moves in any family: far outside every move space (besides -1 and the two ints just
# above the game's own move_space, which every sweep also checks).
FAR_OUTSIDE = (-(2**31), 2**31, 2**63)
SWEEP_EVERY = 8  # every 8th position (and the last) checks why_illegal on the whole space
GAME_CAP = 300  # most moves checked per example (random games: base ~120, pavilion ~250)
SEEDS = st.integers(0, 2**64 - 1)

CONTRACT = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
WHOLE_GAMES = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# Each move is drawn from hypothesis's data through a HypothesisRandom that draws (and
# shrinks) like st.integers, at half the cost of a data.draw per move; the moves played are
# noted instead, so a failing example still shows its game.
MOVE_CHOOSER = st.randoms(use_true_random=False)


def choose(chooser: random.Random, legal: list[int]) -> int:
    """A legal move picked by hypothesis: an index into the sorted list (shrinks to the first)."""
    moves = sorted(legal)
    return moves[chooser.randrange(len(moves))]


def check_tiles(s: GameState) -> None:
    """Tile conservation: every tile of the rule set is somewhere, and the running counts
    agree with the per-colour lists they summarise."""
    assert s.tiles_in_play == s.ruleset.total_tiles, "a tile appeared or vanished"
    census = s.tile_census()
    colours = len(s.ruleset.colours)
    assert census == (s.ruleset.tiles_per_colour,) * colours, "a colour gained or lost tiles"
    assert sum(census) == s.tiles_in_play
    assert s.bag_total == sum(s.bag), "bag_total disagrees with the bag"
    on_table = sum(map(sum, s.factories)) + sum(s.centre)
    assert s.table_tiles == on_table, "table_tiles disagrees with factories and centre"


def check_scores(s: GameState) -> None:
    """Scores, boards and breakdowns agree; the results are consistent once over."""
    assert len(s.scores) == len(s.boards) == s.players
    for p in range(s.players):
        assert s.scores[p] == s.boards[p].score
        assert sum(s.breakdown(p).values()) == s.scores[p], "breakdown does not add up"
    if s.is_over:
        ranking = s.ranking()
        assert sorted(p for _, p in ranking) == list(range(s.players))
        assert set(s.winners()) == {p for rank, p in ranking if rank == 1}


def check_position(
    s: GameState, data: dict[str, Any], sweep: bool, space: int
) -> tuple[list[int], str, GameState]:
    """Every generic invariant of one position (``data``: its ``to_json()``, just taken;
    ``space``: the game's move space at its start); returns its legal moves, its JSON text and
    the state loaded back from that text."""
    legal = s.legal_moves()
    assert len(set(legal)) == len(legal), "a legal move is listed twice"
    if s.is_over:
        assert legal == []
    else:
        assert legal, "a running game must offer a move"
        assert 0 <= s.current_player < s.players
    names = [s.format_move(m) for m in legal]
    assert len(set(names)) == len(names), "two moves share a notation"
    assert [s.parse_move(n) for n in names] == legal, "notation does not round-trip"
    assert s.move_space == space, "move_space changed during the game"
    assert all(0 <= m < space for m in legal), "a legal move lies outside move_space"
    if sweep:
        # -1 and the whole move space (the legal moves with it): outside it (checked below)
        # nothing can be a move.
        accepted = {m for m in range(-1, space) if s.why_illegal(m) is None}
        assert accepted == set(legal), (
            f"why_illegal disagrees with legal_moves: {sorted(accepted ^ set(legal))}"
        )
        outside = (space, space + 1, *FAR_OUTSIDE)
        assert all(isinstance(s.why_illegal(m), IllegalMoveError) for m in outside)
    else:
        for m in legal:
            assert s.why_illegal(m) is None, f"legal move {m} ({s.format_move(m)}) called illegal"
    check_tiles(s)
    check_scores(s)
    text = json.dumps(data)  # plain JSON: no tuples-only or non-JSON values survive by luck
    loaded = state_from_json(json.loads(text))
    # The same kind of state with the same JSON text back: the same state (``==`` itself is
    # checked on every move).
    assert type(loaded) is type(s)
    assert json.dumps(loaded.to_json()) == text, "JSON round trip changed the state"
    assert loaded.legal_moves() == legal, "a loaded state offers other moves"
    return legal, text, loaded


def check_move(
    s: GameState, data: dict[str, Any], loaded: GameState, move: int
) -> tuple[GameState, dict[str, Any]]:
    """Play one legal move every way there is and compare; returns the state after it and
    its ``to_json()``, taken last."""
    scores = s.scores
    after = s.apply(move)  # the checked path
    assert s.to_json() == data, "apply changed the original state"
    after_data = after.to_json()
    fast = s.copy()
    fast.play(move)  # the fast path, on a copy
    assert fast.to_json() == after_data, "play and apply disagree"
    assert fast == after
    assert s.to_json() == data, "advancing a copy changed the original"
    loaded.play(move)
    assert loaded.to_json() == after_data, "a state loaded from JSON plays differently"
    s.play(move)  # advancing the original ...
    assert fast.to_json() == after_data, "... changed its copy"
    now = after.to_json()
    assert now == after_data, "... changed the state apply returned"
    for p in range(after.players):
        gained = sum(e.delta for e in after.last_events if e.player == p)
        assert after.scores[p] - scores[p] == gained, (
            f"seat {p}'s score changed by other than its events"
        )
    assert all(0 <= e.player < after.players for e in after.last_events)
    return after, now


def check_illegal(s: GameState, data: dict[str, Any], move: int) -> None:
    """An illegal move is refused by apply with why_illegal's error, and changes nothing."""
    why = s.why_illegal(move)
    assert why is not None
    with pytest.raises(IllegalMoveError) as raised:
        s.apply(move)
    assert raised.value.code == why.code
    assert s.to_json() == data, "a refused move changed the state"


def check_reseeded(s: GameState, data: dict[str, Any], move: int) -> None:
    """A reseeded copy differs from its original only in its generator state, and is
    independent of it."""
    other = s.reseeded(s.seed + 1)
    same = other.to_json()
    assert same.pop("rng") != data["rng"]
    assert same == {k: v for k, v in data.items() if k != "rng"}
    other.play(move)
    assert s.to_json() == data, "advancing a reseeded copy changed the original"


def check_determinism(
    ruleset: str, players: int, seed: int, moves: list[int], seen: list[str]
) -> None:
    """The same setup and moves give the same states and events, byte for byte: the fast path
    from a fresh game, and replay through notation."""
    s = new_game(ruleset, players, seed)
    assert json.dumps(s.to_json()) == seen[0]
    for move, text in zip(moves, seen[1:], strict=True):
        s.play(move)
        assert json.dumps(s.to_json()) == text, "the same seed and moves gave another state"
    setup = Setup(ruleset, players, seed)
    names: list[str] = []
    again = setup.new_state()
    for move in moves:
        names.append(again.format_move(move))
        again.play(move)
    assert replay(setup, names) == s


@pytest.mark.parametrize(("ruleset", "players"), KINDS, ids=IDS)
@CONTRACT
@given(data=st.data())
def test_random_play_keeps_the_contract(ruleset: str, players: int, data: st.DataObject) -> None:
    seed = data.draw(SEEDS, label="seed")
    limit = data.draw(st.integers(0, GAME_CAP), label="moves")
    s = new_game(ruleset, players, seed)
    assert s.ruleset is get_ruleset(ruleset) and s.players == players and s.seed == seed
    assert s.start_player == s.current_player == s.first_player and s.round == 1
    space = s.move_space
    chooser = data.draw(MOVE_CHOOSER, label="move chooser")
    moves: list[int] = []
    names: list[str] = []  # the moves' notation, for a failing example's report
    seen: list[str] = []  # every position's JSON text, the first one's too
    before = s.to_json()  # the position's JSON data (check_move gives the next one's)
    try:
        while True:
            last = s.is_over or len(moves) >= limit
            sweep = last or len(moves) % SWEEP_EVERY == 0
            legal, text, loaded = check_position(s, before, sweep, space)
            seen.append(text)
            if last:
                break
            move = choose(chooser, legal)
            names.append(s.format_move(move))
            if sweep:
                # an illegal move near the family's moves (below the largest legal one, or just
                # above)
                offered = set(legal)
                illegal = [m for m in range(max(legal) + 2) if m not in offered]
                check_illegal(s, before, data.draw(st.sampled_from(illegal), label="illegal"))
                check_reseeded(s, before, move)
            s, before = check_move(s, before, loaded, move)
            moves.append(move)
        check_determinism(ruleset, players, seed, moves, seen)
    finally:
        note(f"moves played: {' '.join(names)}")


@pytest.mark.parametrize(("ruleset", "players"), KINDS, ids=IDS)
@WHOLE_GAMES
@given(data=st.data())
def test_every_game_ends_within_max_moves(ruleset: str, players: int, data: st.DataObject) -> None:
    # Whole games on the fast path, with the cheap invariants at every move (final scoring
    # included), until the game ends: within the family's proven bound.
    bound = max_game_moves(ruleset, players)
    s = new_game(ruleset, players, data.draw(SEEDS, label="seed"))
    chooser = data.draw(MOVE_CHOOSER, label="move chooser")
    moves: list[int] = []
    try:
        while not s.is_over:
            assert len(moves) < bound, f"the game did not end within max_moves ({bound})"
            scores = s.scores
            moves.append(choose(chooser, s.legal_moves()))
            s.play(moves[-1])
            for p in range(players):
                gained = sum(e.delta for e in s.last_events if e.player == p)
                assert s.scores[p] - scores[p] == gained, f"seat {p}'s score changed without events"
            check_tiles(s)
    finally:
        note(f"moves played: {moves}")
    check_scores(s)
    assert s.legal_moves() == []
