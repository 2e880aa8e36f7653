"""The arena: fair seating, reproducible matches, honest statistics, clean command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from azul.arena import labels_for, main, percentile, run_match, schedule, wilson


def test_seats_rotate_so_every_level_sits_everywhere_equally() -> None:
    specs = schedule("azul", ["hard", "medium", "easy"], 6, seed=4, budget=None)
    assert [s.seating for s in specs[:3]] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert len({s.seed for s in specs[:3]}) == 1  # one deal per rotation block
    assert specs[3].seed != specs[0].seed
    for entry in range(3):
        seats = [s.seating.index(entry) for s in specs]
        assert sorted(seats) == [0, 0, 1, 1, 2, 2]


def test_a_fixed_seed_match_is_reproducible_and_consistent() -> None:
    first = run_match("azul", ["medium", "easy"], games=4, seed=3).summary()
    again = run_match("azul", ["medium", "easy"], games=4, seed=3).summary()
    strip = ("wall_seconds", "move_time")
    assert {k: v for k, v in first.items() if k not in strip} == {
        k: v for k, v in again.items() if k not in strip
    }
    assert first["reproducible"] is True
    wins = [e["wins"] for e in first["entries"]]
    assert sum(wins) == pytest.approx(4.0)  # every game has exactly one win to share
    for e in first["entries"]:
        lo, hi = e["ci95"]
        assert lo <= e["win_rate"] <= hi
    assert first["move_time"]["medium"]["decisions"] > 0


def test_pavilion_and_four_player_matches_run() -> None:
    pav = run_match("summer-pavilion", ["easy", "random"], games=2, seed=1).summary()
    assert pav["games"] == 2 and pav["entries"][0]["avg_score"] > pav["entries"][1]["avg_score"]
    four = run_match("azul", ["greedy", "easy", "random", "random"], games=4, seed=2).summary()
    assert [e["entry"] for e in four["entries"]] == ["greedy", "easy", "random#1", "random#2"]


def test_parallel_jobs_give_the_same_results_as_one_process() -> None:
    one = run_match("azul-grey", ["easy", "greedy"], games=4, seed=5, jobs=1)
    two = run_match("azul-grey", ["easy", "greedy"], games=4, seed=5, jobs=2)
    assert [g.scores for g in one.games] == [g.scores for g in two.games]


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(200, 200)
    assert hi == 1.0 and lo == pytest.approx(0.9812, abs=1e-4)
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == pytest.approx(2.5)
    assert labels_for(["hard", "hard"]) == ["hard#1", "hard#2"]


def test_command_line_report_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "match.json"
    code = main(
        ["--games", "2", "--seats", "greedy,random", "--seed", "2", "--quiet", "--json", str(out)]
    )
    assert code == 0
    text = capsys.readouterr().out
    assert "win rate" in text and "greedy" in text and "median" in text
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 2 and data["seats"] == ["greedy", "random"]


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "5"],
        ["--seats", "hard,wizard"],
        ["--seats", "hard,medium,easy"],
        ["--games", "0"],
        ["--games", "many"],
        ["--ruleset", "chess"],
        ["--jobs", "0"],
        ["--budget", "-1"],
        ["--seed", "-3"],
        ["--frobnicate"],
    ],
)
def test_bad_arguments_give_one_line_and_exit_code_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("azul.arena: error: ")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_module_entry_point_exits_2_without_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "azul.arena", "--players", "7"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "Traceback" not in proc.stderr
