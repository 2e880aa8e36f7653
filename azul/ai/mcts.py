"""Monte Carlo tree search over the common state interface, with family knowledge plugged in.

Open-loop search with determinisation: every iteration works on a fresh
``root.reseeded(seed)`` copy, so whatever the engine draws at random during a simulation
(refills, bonus-tile supply) is a guess, never the real future. The tree is indexed by move
sequences; when a determinisation offers moves a node has not seen (only possible after a
random event inside the horizon), the new moves are added to that node.

Selection is PUCT: children are weighted by priors from the policy's move values (a softmax),
so hopeless moves (big floor dumps) get few visits while the search still checks them.
Simulations run to the policy's horizon (the end of the current round) with the policy's
quick moves, then the position is valued by ``estimate`` and turned into per-seat rewards:
the logistic of (own estimate - rivalry * best other seat's estimate), centred on that margin
at the root. The searching seat uses ``rivalry`` (how much it plays for the lead rather than
for its own score); every other seat is modelled with ``opponent_rivalry``. Each seat
maximises its own reward (max-n), which works for 2 to 4 players.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from .policy import FamilyPolicy, margins, rewards

PRIOR_TEMPERATURE = 1.5  # points: a move 1.5 points better gets e times the prior
EXPLORATION = 1.2
REWARD_SCALE = 8.0  # points of margin that make a seat's reward 0.73 instead of 0.5
RIVALRY = 1.0  # 1: maximise the lead over the best opponent; 0: maximise one's own score
# How the search expects the other seats to play: by default as pure rivals (each maximising
# its lead over the best other seat), so a constructive Hard still sees every spoiling move.
OPPONENT_RIVALRY = 1.0
STOP_CHECK_EVERY = 16  # iterations between calls of the cancel callback
EARLY_STOP_SAFETY = 1.25  # headroom on the iterations-left estimate (the rate varies)


class Node:
    """Statistics of every move tried from one position of the tree."""

    __slots__ = ("moves", "index", "priors", "children", "n", "w", "visits", "player")

    def __init__(self, moves: list[int], priors: list[float], player: int) -> None:
        self.moves = moves
        self.index = {m: i for i, m in enumerate(moves)}
        self.priors = priors
        self.children: list[Node | None] = [None] * len(moves)
        self.n = [0] * len(moves)
        self.w = [0.0] * len(moves)
        self.visits = 0
        self.player = player

    def add_moves(self, moves: list[int], priors: list[float]) -> None:
        """Add moves first seen in another determinisation (with their priors)."""
        for m, p in zip(moves, priors, strict=True):
            if m not in self.index:
                self.index[m] = len(self.moves)
                self.moves.append(m)
                self.priors.append(p)
                self.children.append(None)
                self.n.append(0)
                self.w.append(0.0)


def softmax_priors(values: list[float], temperature: float) -> list[float]:
    """Normalised exp(value / temperature), numerically safe."""
    top = max(values)
    ex = [math.exp((v - top) / temperature) for v in values]
    total = sum(ex)
    return [e / total for e in ex]


class SearchResult:
    """The chosen move and what the search saw (for tests, hints and tuning)."""

    __slots__ = ("move", "iterations", "visits", "values")

    def __init__(
        self, move: int, iterations: int, visits: dict[int, int], values: dict[int, float]
    ) -> None:
        self.move = move
        self.iterations = iterations
        self.visits = visits
        self.values = values


class MCTS:
    """One search: call ``run`` with a state and a budget (seconds and/or iterations)."""

    def __init__(
        self,
        policy: FamilyPolicy,
        rng: random.Random,
        *,
        exploration: float | None = None,
        prior_temperature: float | None = None,
        reward_scale: float | None = None,
        rivalry: float | None = None,
        opponent_rivalry: float | None = None,
        early_stop: bool = True,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.policy = policy
        # What "seconds" are measured on: wall time in the game; the benchmarks pass CPU time so
        # a loaded machine measures the same search, only slower.
        self.clock = clock
        self.rng = rng
        self.exploration = EXPLORATION if exploration is None else exploration
        self.prior_temperature = (
            PRIOR_TEMPERATURE if prior_temperature is None else prior_temperature
        )
        self.reward_scale = REWARD_SCALE if reward_scale is None else reward_scale
        self.rivalry = RIVALRY if rivalry is None else rivalry
        self.opponent_rivalry = OPPONENT_RIVALRY if opponent_rivalry is None else opponent_rivalry
        # Stop as soon as the answer can no longer change (see ``_decided``).
        self.early_stop = early_stop
        self.stopped_early = False
        self.seat_rivalry: list[float] = []
        self.base: list[float] = []

    def _node(self, state: Any, moves: list[int]) -> Node:
        values = self.policy.move_values(state, moves)
        return Node(moves, softmax_priors(values, self.prior_temperature), state.current_player)

    def run(
        self,
        root: Any,
        *,
        seconds: float | None = None,
        iterations: int | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> SearchResult:
        """Search from root until the budget is spent; returns the most visited move."""
        moves = root.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        if len(moves) == 1:
            return SearchResult(moves[0], 0, {moves[0]: 0}, {})
        if seconds is None and iterations is None:
            raise ValueError("a search needs a time or iteration budget")
        deadline = self.clock() + seconds if seconds is not None else math.inf
        limit = iterations if iterations is not None else 1 << 62
        tree = self._node(root, moves)
        me = root.current_player
        self.seat_rivalry = [
            self.rivalry if p == me else self.opponent_rivalry for p in range(root.players)
        ]
        self.base = margins(self.policy.estimate(root), self.seat_rivalry)
        policy = self.policy
        rng = self.rng
        c = self.exploration
        done = 0
        started = self.clock()
        self.stopped_early = False
        while done < limit:
            if done % STOP_CHECK_EVERY == 0 and done:
                now = self.clock()
                if now >= deadline:
                    break
                if should_stop is not None and should_stop():
                    break
                if self.early_stop and self._decided(tree, done, limit, started, now, deadline):
                    self.stopped_early = True
                    break
            self._iterate(root, tree, policy, rng, c)
            done += 1
        best = max(range(len(tree.moves)), key=lambda i: (tree.n[i], tree.priors[i]))
        visits = {m: tree.n[i] for i, m in enumerate(tree.moves)}
        values = {m: tree.w[i] / tree.n[i] for i, m in enumerate(tree.moves) if tree.n[i]}
        return SearchResult(tree.moves[best], done, visits, values)

    def _iterate(
        self, root: Any, tree: Node, policy: FamilyPolicy, rng: random.Random, c: float
    ) -> None:
        state = root.reseeded(rng.getrandbits(62))
        path: list[tuple[Node, int]] = []
        node: Node | None = tree
        moves: list[int] | None = None
        stable = getattr(policy, "stable_moves", False)
        while node is not None:
            if stable:
                moves = node.moves
                i = self._select(node, moves, c)
                path.append((node, i))
                state.play(moves[i])
                child = node.children[i]
                if child is None:
                    if not policy.horizon(root, state):
                        node.children[i] = self._node(state, state.legal_moves())
                    node = None
                else:
                    node = child
                    if policy.horizon(root, state):
                        break
                continue
            moves = state.legal_moves()
            index = node.index
            if any(m not in index for m in moves):
                # Another determinisation offers other moves: learn them, choose among these.
                values = policy.move_values(state, moves)
                node.add_moves(moves, softmax_priors(values, self.prior_temperature))
            i = self._select(node, moves, c)
            path.append((node, i))
            state.play(node.moves[i])
            child = node.children[i]
            if child is None:
                if not policy.horizon(root, state):
                    moves = state.legal_moves()
                    node.children[i] = self._node(state, moves)
                node = None
            else:
                node = child
                if policy.horizon(root, state):
                    break
        # Simulation to the horizon with the quick policy.
        while not policy.horizon(root, state):
            moves = state.legal_moves()
            state.play(policy.rollout_move(state, moves, rng))
        reward = rewards(policy.estimate(state), self.reward_scale, self.seat_rivalry, self.base)
        for nd, i in path:
            nd.n[i] += 1
            nd.w[i] += reward[nd.player]
            nd.visits += 1

    @staticmethod
    def _decided(
        tree: Node, done: int, limit: int, started: float, now: float, deadline: float
    ) -> bool:
        """True when no other root move can overtake the most visited one in the budget left.

        The answer is the most visited root move, and one iteration adds one visit to one root
        move, so once the leader's margin exceeds the iterations still to come (estimated from
        the rate so far, with a safety factor) searching on cannot change the answer: stopping
        saves the player's time without changing the move.
        """
        remaining = limit - done
        if deadline != math.inf:
            rate = done / max(now - started, 1e-9)
            remaining = min(remaining, int(rate * (deadline - now) * EARLY_STOP_SAFETY) + 1)
        first = second = 0
        for n in tree.n:
            if n > first:
                first, second = n, first
            elif n > second:
                second = n
        return first - second > remaining

    @staticmethod
    def _select(node: Node, moves: list[int], c: float) -> int:
        """PUCT choice among the node's moves that are legal in this determinisation."""
        sqrt_n = math.sqrt(node.visits + 1)
        ns = node.n
        ws = node.w
        pr = node.priors
        # First-play urgency: an unvisited move is assumed a bit worse than the node average.
        fpu = (sum(ws) / node.visits - 0.1) if node.visits else 0.5
        best_i = -1
        best_u = -1e18
        index = node.index
        if len(moves) == len(node.moves):
            candidates: Any = range(len(node.moves))
        else:
            candidates = [index[m] for m in moves]
        for i in candidates:
            n = ns[i]
            q = ws[i] / n if n else fpu
            u = q + c * pr[i] * sqrt_n / (1 + n)
            if u > best_u:
                best_u = u
                best_i = i
        return best_i
