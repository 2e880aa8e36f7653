"""Animations of the factory ring that every family shares: dealing a round's tiles from the
bag onto the factory plates."""

from __future__ import annotations

from .ring import RingLayout
from .timeline import Flight, Point

DEAL = 0.35  # seconds one tile takes from the bag to its plate (at normal speed)
STAGGER_DEAL = 0.018  # between tiles leaving the bag
DEAL_ARC = 40.0  # design px a dealt tile rises on its way
DEAL_START = 0.5  # a dealt tile leaves the bag at this share of its size


def deal_flights(
    lay: RingLayout, factories: list[list[int]], bag: Point, speed: float
) -> list[Flight]:
    """One flight per tile from the bag onto its factory, one after another."""
    t = lay.tile
    flights: list[Flight] = []
    for fi, tiles in enumerate(factories):
        for k, colour in enumerate(tiles):
            flights.append(
                Flight(
                    colour=colour,
                    start=bag,
                    end=lay.factory_tile(fi, k).center,
                    size0=t * DEAL_START,
                    size1=t,
                    delay=len(flights) * STAGGER_DEAL * speed,
                    duration=DEAL * speed,
                    arc=DEAL_ARC,
                )
            )
    return flights
