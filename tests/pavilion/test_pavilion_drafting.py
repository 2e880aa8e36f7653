"""Phase 1 (RULES.md 2.3) including the rulebook's three drafting examples (round 1, purple
is wild)."""

from __future__ import annotations

from azul.engine import IllegalMoveError
from azul.engine import events as ev

from .helpers import colour, counts, notation, play, position

# Veronika, Bori and Misi in seats 0, 1, 2.
OPENING = dict(
    players=3,
    phase="draft",
    factories=[
        {"r": 2, "y": 2},  # Veronika's factory
        {"g": 1, "p": 2, "b": 1},  # Bori's factory
        {"o": 4},
        {"o": 3, "b": 1},
    ],
    centre={"y": 1},
    scores={2: 10},
)


def test_rulebook_veronika_takes_two_red_and_no_wild() -> None:
    s = position(**OPENING)  # type: ignore[arg-type]
    assert set(notation(s)) >= {"1r", "1y"}
    s = play(s, "1r")
    b = s.boards[0]
    assert b.hand == counts({"r": 2})
    assert s.factories[0] == (0,) * 6
    assert s.centre == counts({"y": 3})
    assert s.scores[0] == 5 and s.last_events == ()
    assert s.current_player == 1


def test_rulebook_bori_takes_green_plus_one_purple_wild() -> None:
    s = play(position(**OPENING), "1r")  # type: ignore[arg-type]
    offered = notation(s)
    assert "2g" in offered and "2b" in offered and "2p" not in offered
    err = s.why_illegal(s.parse_move("2p"))
    assert isinstance(err, IllegalMoveError) and err.code == "wild-not-alone"
    s = play(s, "2g")
    assert s.boards[1].hand == counts({"g": 1, "p": 1})
    # the other two tiles (one purple, one blue) go to the centre
    assert s.centre == counts({"y": 3, "p": 1, "b": 1})
    assert s.scores[1] == 5


def test_rulebook_misi_takes_three_yellow_and_a_wild_from_the_centre_and_loses_four() -> None:
    s = play(position(**OPENING), "1r", "2g")  # type: ignore[arg-type]
    assert s.marker_in_centre
    s = play(s, "cy")
    assert s.boards[2].hand == counts({"y": 3, "p": 1})
    assert s.centre == counts({"b": 1})
    assert not s.marker_in_centre and s.next_first == 2
    assert s.scores[2] == 6
    (e,) = s.last_events
    assert (e.player, e.delta, e.reason, e.points, e.info) == (
        2,
        -4,
        ev.CENTRE_PENALTY,
        -4,
        {"tiles": 4},
    )
    assert s.breakdown(2)["centre"] == -4
    # the second take from the centre costs nothing
    s = play(s, "3o", "cb")
    assert s.scores[1] == 5 and s.last_events == ()


def test_a_source_holding_only_wild_tiles_gives_exactly_one() -> None:
    s = position(phase="draft", factories=[{"p": 3}, {"g": 1}], centre={"p": 2})
    assert notation(s) == ["1p", "2g", "cp"]
    s2 = play(s, "1p")
    assert s2.boards[0].hand == counts({"p": 1})
    assert s2.centre == counts({"p": 4})  # the other two joined the centre
    s3 = play(s, "cp")
    assert s3.boards[0].hand == counts({"p": 1})
    assert s3.centre == counts({"p": 1})
    assert s3.scores[0] == 4 and s3.next_first == 0  # marker taken: one tile, one point


def test_a_wild_colour_source_with_other_colours_forces_one_wild() -> None:
    s = position(phase="draft", factories=[{"b": 1, "p": 3}, {"g": 1}])
    assert notation(s) == ["1b", "2g"]
    s = play(s, "1b")
    assert s.boards[0].hand == counts({"b": 1, "p": 1})
    assert s.centre == counts({"p": 2})


def test_centre_penalty_stops_at_one_and_a_player_at_one_may_still_take() -> None:
    s = position(phase="draft", factories=[{"g": 1}], centre={"r": 4, "p": 1}, scores={0: 3})
    s = play(s, "cr")
    assert s.scores[0] == 1
    (e,) = s.last_events
    assert (e.delta, e.points) == (-2, -5)
    assert s.breakdown(0)["centre"] == -2 and sum(s.breakdown(0).values()) == 1
    s = position(phase="draft", factories=[{"g": 1}], centre={"r": 2}, scores={0: 1})
    s = play(s, "cr")
    assert s.scores[0] == 1 and s.boards[0].hand == counts({"r": 2})
    (e,) = s.last_events
    assert (e.delta, e.points) == (0, -2)


def test_phase_two_starts_with_the_marker_holder() -> None:
    s = position(phase="draft", current=0, factories=[{"g": 2, "o": 2}])
    s = play(s, "1g")  # orange to the centre
    assert s.phase == "draft" and s.current_player == 1
    s = play(s, "co")  # seat 1 takes the marker; table now empty
    assert s.phase == "place" and s.current_player == 1


def test_nobody_took_the_marker_the_round_starter_places_first() -> None:
    s = position(phase="draft", current=1, first_player=1, factories=[{"g": 4}, {"b": 4}])
    s = play(s, "1g", "2b")
    assert s.phase == "place"
    assert s.current_player == 1 and s.marker_in_centre


def test_draft_move_errors_name_the_problem() -> None:
    s = position(phase="draft", factories=[{"g": 1}])
    codes = {
        "1b": "colour-not-in-source",
        "6g": "no-such-factory",
        "cg": "colour-not-in-source",
        "b2b": "wrong-phase",
        "pass": "wrong-phase",
    }
    for text, code in codes.items():
        err = s.why_illegal(s.parse_move(text))
        assert err is not None and err.code == code, text
    assert s.why_illegal(colour("g")) is None  # "1g" as an int
