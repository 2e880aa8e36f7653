"""``python -m azul.review`` on a sim record (text and --json), saved reviews reused, bad input;
``python -m azul.sim --record``."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from support.forked_runs import run_modules

import azul.review as review_cli
from azul import sim
from azul.ai.review import analysis
from azul.storage.records import read_import

from .helpers import sim_record

# A small but real budget: these tests read the command's output, not the judge's verdicts
# (test_judge.py, test_verdicts.py); a greedy-against-random game still has clear errors.
ITERATIONS, SAMPLES = 4, 4
FAST = ["--iterations", str(ITERATIONS), "--samples", str(SAMPLES)]
SAVED = f"*.i{ITERATIONS}-n{SAMPLES}.json"  # the saved review's name at FAST


@pytest.fixture(autouse=True)
def no_extra_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command's output, not the judge's sampling (test_judge.py): no extra samples for a
    doubtful verdict, which would cost most of these tests' time."""
    monkeypatch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)


def test_sim_record_writes_a_record_the_app_reads(tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    assert sim.main(["-r", "azul-mini", "-s", "3", "-q", "--record", str(out)]) == 0
    game = read_import(out)
    assert game.doc.setup.ruleset == "azul-mini"
    assert [s.level for s in game.doc.seats] == ["greedy", "random"]
    assert game.positions.final.is_over


def test_sim_record_refuses_many_games_and_reports_a_failed_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sim.main(["-q", "-n", "2", "--record", str(tmp_path / "g.json")]) == 2
    assert "--record" in capsys.readouterr().err
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert sim.main(["-q", "-r", "azul-mini", "--record", str(blocker / "g.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("azul-sim: error: cannot write") and err.count("\n") == 1


@dataclass(frozen=True)
class Made:
    """A sim record, the command's text report of it (made afresh, not read back) and the
    review it saved."""

    record: Path
    text: str
    saved: Path


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Made]:
    """The text report of a fresh review at FAST, made once for the tests that read it."""
    folder = tmp_path_factory.mktemp("made")
    record = sim_record(folder)
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out):
        patch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)  # as no_extra_samples does
        assert review_cli.main([str(record), *FAST]) == 0
    (saved,) = (folder / "reviews").glob(SAVED)
    yield Made(record, out.getvalue(), saved)


def test_text_report(made: Made) -> None:
    lines = made.text.splitlines()
    game = read_import(made.record)
    decisions = [ln for ln in lines if ln[:4].strip().isdigit()]
    assert len(decisions) == sum(1 for s in game.positions.states[:-1] if len(s.legal_moves()) > 1)
    number, move, seat, played, best, loss, label = decisions[0].split()[:7]
    assert (number, int(move) >= 1, seat in ("1", "2")) == ("1", True, True)
    assert played == game.doc.moves[int(move) - 1]
    assert float(loss) >= 0.0 and label in ("best", "good", "inaccuracy", "mistake", "blunder")
    summary = [ln for ln in lines if ln.startswith("seat ")]
    assert len(summary) == 2 and all("accuracy" in ln and "total loss" in ln for ln in summary)


def test_json_report_is_the_saved_review_and_is_reused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = sim_record(tmp_path)
    assert review_cli.main([str(record), *FAST, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["kind"] == "review" and doc["settings"] == {
        "iterations": ITERATIONS,
        "seconds": None,
        "samples": SAMPLES,
        "seed": 0,
    }
    assert len(doc["seats"]) == 2 and doc["decisions"]
    first = doc["decisions"][0]
    assert set(first) >= {"index", "seat", "played", "best", "loss", "label", "reasons"}
    assert set(first) >= {"stderr", "difference", "samples", "breakdown", "lines", "why"}
    errors = [d for d in doc["decisions"] if d["label"] in ("inaccuracy", "mistake", "blunder")]
    assert errors and all(d["why"] and set(d["lines"]) == {"played", "best"} for d in errors)
    assert doc["schema_version"] == 2 and doc["judge"] == 2
    saved = list((tmp_path / "reviews").glob(SAVED))
    assert len(saved) == 1

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("the saved review should have been used")

    monkeypatch.setattr(review_cli, "review_decisions", no_search)
    assert review_cli.main([str(record), *FAST, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == doc
    assert review_cli.main([str(record), *FAST]) == 0  # the text report from the saved one too
    assert "accuracy" in capsys.readouterr().out


@pytest.mark.parametrize("damage", ["seat", "final_scores", "control"])
def test_a_damaged_saved_review_is_set_aside_and_made_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, made: Made
) -> None:
    """Reliability N1 and N3: a saved review whose seats, scores or texts do not fit the
    record never crashes the command, never prints a control character, and is made again."""
    # The record and the review the command saved of it, with the report it printed then.
    record = Path(shutil.copy(made.record, tmp_path))
    (tmp_path / "reviews").mkdir()
    saved = Path(shutil.copy(made.saved, tmp_path / "reviews"))
    good = made.text
    doc = json.loads(saved.read_text("utf-8"))
    if damage == "seat":
        doc["seats"][0]["seat"] = 5
    elif damage == "final_scores":
        doc["final_scores"] = []
    else:
        doc["decisions"][0]["played"] = "x\u001b[2J\u0000"
    saved.write_text(json.dumps(doc), "utf-8")
    assert review_cli.main([str(record), *FAST]) == 0
    captured = capsys.readouterr()
    assert captured.out == good  # made again: the same review as before the damage
    assert not any(ord(c) < 32 and c != "\n" for c in captured.out + captured.err)
    notes = captured.err.splitlines()
    assert len(notes) == 1 and "is damaged" in notes[0] and "kept as" in notes[0]
    assert list((tmp_path / "reviews").glob("*.bad-*"))  # the damaged file, kept aside
    assert json.loads(saved.read_text("utf-8"))["seats"][0]["seat"] == 0  # rewritten whole


def test_every_error_is_explained_in_numbers_in_the_language_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Under each inaccuracy, mistake and blunder: the loss with its noise, why in numbers
    and both lines, from the catalogs of --lang; and --seed makes the review reproducible."""
    from azul.i18n import Translator
    from azul.resources import locale_dir

    record = sim_record(tmp_path)
    args = [str(record), *FAST, "--seed", "5", "--no-save"]
    assert review_cli.main([*args, "--lang", "hu"]) == 0
    hungarian = capsys.readouterr().out
    assert review_cli.main([*args, "--lang", "hu"]) == 0
    assert capsys.readouterr().out == hungarian  # the same seed: the same review
    hu = Translator(locale_dir(), "hu")
    errors = [ln for ln in hungarian.splitlines() if ln.split()[-1:] in (["mistake"], ["blunder"])]
    assert errors, "a greedy-against-random game has errors"
    for label in ("label_mistake", "label_blunder"):
        word = hu.t(f"review.{label}")
        said = [ln for ln in hungarian.splitlines() if ln.strip().startswith(word + ":")]
        assert len(said) == sum(1 for ln in errors if ln.endswith(label.split("_")[1]))
    assert "változat" in hungarian and "± " in hungarian
    assert "seed 5" in hungarian.splitlines()[0]
    assert review_cli.main([*args, "--lang", "fi"]) == 0
    assert "jatko" in capsys.readouterr().out
    assert not (tmp_path / "reviews").exists()  # --no-save: nothing written


def _bad(tmp_path: Path, name: str, content: str) -> Path:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("garbage", "damaged"),
        ("truncated", "damaged"),
        ("not_a_record", "not a game record"),
        ("illegal", "is not allowed"),
        ("missing", "was not found"),
        ("iterations", "iterations"),
        ("both", "not allowed with"),
        ("lang", "invalid choice"),
        ("samples", "samples"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, expected: str
) -> None:
    good = sim_record(tmp_path)
    text = good.read_text(encoding="utf-8")
    doc = json.loads(text)
    args = {
        "garbage": [str(_bad(tmp_path, "a.json", "\x00not json"))],
        "truncated": [str(_bad(tmp_path, "b.json", text[: len(text) // 2]))],
        "not_a_record": [str(_bad(tmp_path, "c.json", json.dumps({**doc, "kind": "game"})))],
        "illegal": [
            str(_bad(tmp_path, "d.json", json.dumps({**doc, "moves": ["r5c5", *doc["moves"]]})))
        ],
        "missing": [str(tmp_path / "nowhere.json")],
        "iterations": [str(good), "--iterations", "0"],
        "both": [str(good), "--iterations", "3", "--seconds-per-decision", "1"],
        "lang": [str(good), "--lang", "xx"],
        "samples": [str(good), "--samples", "1"],
    }[case]
    assert review_cli.main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("azul-review: error:") and captured.err.count("\n") == 1
    assert expected in captured.err
    assert "Traceback" not in captured.err


def test_the_module_runs_as_a_command(tmp_path: Path, made: Made) -> None:
    # The record with the review the command saved of it: the process prints that review (the
    # reviewing itself is the in-process tests' subject, --no-save's too).
    record = Path(shutil.copy(made.record, tmp_path))
    (tmp_path / "reviews").mkdir()
    shutil.copy(made.saved, tmp_path / "reviews")
    bad = _bad(tmp_path, "bad.json", "{")
    # Both runs from one interpreter start (forked where it can be).
    ran, refused = run_modules(
        [("azul.review", [str(record), *FAST]), ("azul.review", [str(bad)])],
        tmp_path,
        preload=("azul.ai.review", "azul.storage", "azul.i18n"),
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == made.text
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "Traceback" not in refused.stderr
