"""The UI tests' synchronous thinking service answers as the real service does."""

from __future__ import annotations

import time

import pytest
from support.thinking import HARD_ITERATIONS, FakeThinking

from azul.ai.players import HardPlayer
from azul.ai.service import ThinkingService
from azul.engine import new_game


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _real_answer(state: object, level: str, seed: int) -> int:
    with ThinkingService(use_process=False) as real:  # the thread backend: no process start
        ticket = real.submit(state, level, seed=seed)
        deadline = time.monotonic() + 20.0
        while (move := real.poll(ticket)) is None:
            assert time.monotonic() < deadline, "the real service gave no answer"
            time.sleep(0.005)
        return move


@pytest.mark.parametrize("ruleset", ["azul", "summer-pavilion"])
@pytest.mark.parametrize("level", ["random", "greedy", "easy", "medium"])
def test_the_same_move_as_the_real_service_for_every_reproducible_level(
    ruleset: str, level: str
) -> None:
    state = new_game(ruleset, 2, 5)
    clock = Clock()
    fake = FakeThinking(clock)
    ticket = fake.submit(state, level, seed=3)
    assert fake.is_thinking(ticket) and fake.poll(ticket) is None  # no time has passed yet
    clock.now += 0.05
    move = fake.poll(ticket)
    assert move == _real_answer(state, level, 3)
    assert not fake.is_thinking(ticket) and fake.poll(ticket) is None  # handed out once


def test_the_hint_is_the_hard_search_over_an_iteration_budget() -> None:
    state = new_game("azul", 2, 4)
    clock = Clock()
    fake = FakeThinking(clock)
    ticket = fake.submit_hint(state, seed=9, budget=60.0)  # seconds are not waited for
    clock.now += 0.05
    assert fake.poll(ticket) == HardPlayer(9, iterations=HARD_ITERATIONS).choose(state)


def test_refusals_cancel_and_close_as_the_real_service() -> None:
    clock = Clock()
    fake = FakeThinking(clock)
    state = new_game("azul", 2, 5)
    with pytest.raises(ValueError, match="unknown level"):
        fake.submit(state, "grandmaster")
    over = state
    while not over.is_over:
        over = over.apply(over.legal_moves()[0])
    with pytest.raises(ValueError, match="game is over"):
        fake.submit(over, "greedy")
    ticket = fake.submit(state, "greedy")
    fake.cancel(ticket)
    clock.now += 0.05
    assert not fake.is_thinking(ticket) and fake.poll(ticket) is None  # forgotten
    fake.warm_up()
    fake.close()
    with pytest.raises(RuntimeError, match="closed"):
        fake.submit(state, "greedy")
    assert fake.in_process is False and fake.worker_pid is None
