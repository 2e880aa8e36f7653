"""Tactical positions where the computer players must find the one good move."""

from __future__ import annotations

from typing import Any

from ai.positions import base_position, pavilion_position


def avoid_the_floor_crash() -> Any:
    """Last two takes of the round: the single blue fits pattern line 1 and leaves the five
    blacks to the opponent; taking the blacks would put four of them on the floor."""
    return base_position(
        lines=[("", "rr", "www", "yyyy", "bbbbb"), ("", "rr", "www", "yyyy", "")],
        centre="kkkkkb",
        scores=[10, 10],
        next_first=1,
    )


def grey_wall_keeps_its_row_alive() -> Any:
    """Grey wall, placing the red of pattern line 1: columns 3 and 4 both score 3, but red in
    column 3 (or 5) leaves the cell in column 4 with no colour it may ever take (its row holds
    blue, yellow, red; its column black and white), so wall row 1 could never be completed."""
    return base_position(
        "azul-grey",
        walls=[("by...", "...k.", "...w.", ".....", "....."), (".....",) * 5],
        lines=[("r", "", "", "", ""), ("", "", "", "", "")],
        phase="tiling",
        pending_row=0,
        round_no=3,
        scores=[10, 10],
    )


def star_with_wild_tiles() -> Any:
    """Summer Pavilion, round 5 (blue is wild): four reds and two wild blues pay exactly for the
    last space of the red star (6 points now, 14 at the end). Spending a blue anywhere else
    makes the star impossible this round."""
    red = {f"r{i}": "r" for i in range(1, 6)}
    return pavilion_position(
        round_no=5, hands=["rrrrbb", "bbbbooo"], spaces=[red, {}], scores=[40, 40]
    )


def keep_next_rounds_wild() -> Any:
    """Summer Pavilion, passing at the end of round 2: orange is wild in round 3. Keeps go in
    colour order (purple, green, orange, yellow, ...), so keeping a yellow first would give
    up the orange for good."""
    return pavilion_position(
        round_no=2,
        phase="keep",
        hands=["oyyyyy", "bbb"],
        passed=[0],
        spaces=[{"o1": "o", "o2": "o"}, {}],
        scores=[20, 20],
    )
