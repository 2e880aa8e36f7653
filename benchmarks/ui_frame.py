"""Frame time of the table (update + draw) at 1920×1080 (or --size) with four players, headless.

Measures three situations with the dummy video driver (software rendering, like a real window
minus the final flip to the screen):
- animating: moves are played back to back at normal speed, so tiles are always in the air,
  score pop-ups rise and boards change (every frame redraws);
- idle redraw: nothing moves but the table is redrawn (e.g. the pointer moved onto a tile);
- idle: nothing moves and nothing is redrawn (what the main loop does between inputs).

Run:  .venv/bin/python benchmarks/ui_frame.py [--frames 1500] [--ruleset summer-pavilion]
Target: p95 under 8 ms while animating.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul.app import App, make_services  # noqa: E402
from azul.domain.session import GameSession, GameSetup, Seat  # noqa: E402
from azul.domain.settings import Settings  # noqa: E402
from azul.ui.kits import make_table  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def main() -> int:
    """Run the measurement and print a small table (milliseconds)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument(
        "--ruleset", default="azul", help="rule set id, e.g. azul-mini or summer-pavilion"
    )
    parser.add_argument("--size", default="1920x1080", help="window size, e.g. 3840x2160")
    args = parser.parse_args()

    settings = Settings()
    w, h = (int(v) for v in args.size.lower().split("x"))
    settings.window_size = (w, h)
    settings.animation_speed = "normal"
    services = make_services(settings)
    clock = [0.0]
    services.clock = lambda: clock[0]
    app = App(services)
    app.start()
    seats = tuple(Seat(f"Player {i + 1}", i, "person") for i in range(4))
    session = GameSession.start(GameSetup(args.ruleset, seats, seed=7))
    table = make_table(app, session)
    app.stack.reset(table)
    rng = random.Random(1)
    dt = 1 / 60

    animating: list[float] = []
    while len(animating) < args.frames:
        if not table.timeline.blocking:
            if table.state.is_over:
                session = GameSession.start(
                    GameSetup(args.ruleset, seats, seed=rng.randrange(1000))
                )
                table = make_table(app, session)
                app.stack.reset(table)
            else:
                table.play(rng.choice(table.state.legal_moves()))
        t0 = time.perf_counter()
        clock[0] += dt
        app.step(dt)
        app.render()
        animating.append((time.perf_counter() - t0) * 1000)

    table.timeline.skip()
    redraw: list[float] = []
    idle: list[float] = []
    for _ in range(300):
        t0 = time.perf_counter()
        clock[0] += dt
        app.step(dt)
        app.invalidate()
        app.render()
        redraw.append((time.perf_counter() - t0) * 1000)
    for _ in range(300):
        t0 = time.perf_counter()
        clock[0] += dt
        app.step(dt)
        if app.dirty:
            app.render()
        idle.append((time.perf_counter() - t0) * 1000)
    app.shutdown()

    print(f"table frame time at {w}x{h}, 4 players, {args.ruleset} (ms)")
    print(f"{'situation':<16}{'frames':>8}{'p50':>9}{'p95':>9}{'max':>9}")
    for name, values in (("animating", animating), ("idle redraw", redraw), ("idle", idle)):
        print(
            f"{name:<16}{len(values):>8}{statistics.median(values):>9.2f}"
            f"{percentile(values, 95):>9.2f}{max(values):>9.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
