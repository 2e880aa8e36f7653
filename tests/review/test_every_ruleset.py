"""Every rule set and 2 to 4 seats: a whole game reviewed with a tiny search budget gives a
consistent verdict for every decision."""

from __future__ import annotations

import pytest

from azul.ai.review import LABELS, ReviewSettings, analysis, label_for, review_game
from azul.engine import ruleset_ids

from .helpers import sim_positions

# The fewest paired samples a review takes: the whole game's structure is the subject here.
TINY = ReviewSettings(iterations=2, samples=2)
# One seat count per rule set, cycling 2, 3, 4, so every count meets both families.
CASES = [(rs, 2 + i % 3) for i, rs in enumerate(ruleset_ids())]


@pytest.mark.parametrize(("ruleset", "players"), CASES)
def test_a_whole_game_is_reviewed(
    ruleset: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The structure of a whole review in every rule set; the extra samples a doubtful verdict
    # gets are the judge's own tests' subject (test_judge.py), and cost most of the time here.
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
    positions = sim_positions(ruleset, ["random"] * players, 11)
    review = review_game(positions.states, positions.moves, TINY, luck_samples=1)
    assert review.decisions, "a game has decisions"
    real = [i for i, s in enumerate(positions.states[:-1]) if len(s.legal_moves()) > 1]
    assert [d.index for d in review.decisions] == real
    assert [d.number for d in review.decisions] == list(range(len(real)))
    for d in review.decisions:
        state = positions.states[d.index]
        assert d.seat == positions.movers[d.index] == state.current_player
        assert d.played == positions.notation[d.index]
        assert state.parse_move(d.best) in state.legal_moves()
        assert d.loss >= 0.0 and d.label in LABELS
        if d.best == d.played:
            assert (d.loss, d.label, d.reasons) == (0.0, "best", ())
        else:
            assert d.label == label_for(d.loss, stderr=d.stderr)
            # Why, in numbers: the kinds add up to the difference (each rounded to 0.01).
            kinds = [v for k, v in d.breakdown.items() if k not in ("rival-points", "bonus-tiles")]
            assert sum(kinds) == pytest.approx(d.difference, abs=0.02 + 0.01 * len(kinds))
        if d.label in ("inaccuracy", "mistake", "blunder"):
            assert d.why and set(d.lines) == {"played", "best"}
            assert d.lines["played"].moves[0] == d.played
            assert d.lines["best"].moves[0] == d.best
        assert len(d.expected) == players
        assert d.candidates[0].move == d.best and d.played in [c.move for c in d.candidates]
    assert [s.decisions for s in review.seats] == [
        sum(1 for d in review.decisions if d.seat == p) for p in range(players)
    ]
    assert all(0.0 < s.accuracy <= 100.0 for s in review.seats)
    assert review.final_scores == tuple(positions.final.scores)
    assert review.luck is not None and len(review.luck.total) == players


def test_every_rule_set_is_covered() -> None:
    assert len(CASES) == len(ruleset_ids()) >= 10
    assert {p for _, p in CASES} == {2, 3, 4}
