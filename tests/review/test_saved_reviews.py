"""Saved reviews (azul.storage.reviews): round trip, keyed by record and settings, atomic and
checked writes, damaged files moved aside, other app versions recomputed, export."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

import azul.storage.reviews as reviews
from azul.ai.review import GameReview, ReviewSettings, analysis, review_game
from azul.storage import StoragePaths
from azul.storage.problems import CORRUPT, NOT_FOUND, REVIEW_REMADE

from .helpers import sim_positions

NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
RID = "20260102-030405-azul-mini-0123456789ab"
SETTINGS = ReviewSettings(iterations=5, samples=8)


@pytest.fixture(scope="module")
def review() -> GameReview:
    positions = sim_positions("azul-mini", ["greedy", "random"], 2)
    # A well-formed review is what is stored here: no extra samples for a doubtful verdict
    # (the judge's subject, test_judge.py), which would cost most of this module's time.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(analysis, "MAX_SAMPLES_FACTOR", 1)
        return review_game(positions.states, positions.moves, SETTINGS, luck_samples=2)


def test_round_trip(tmp_path: Path, review: GameReview) -> None:
    saved = reviews.save_review(tmp_path, RID, review)
    assert saved.ok and saved.path == tmp_path / f"{RID}.i5-n8.json"
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW)
    assert loaded.ok and loaded.value == review
    assert any(d.reasons for d in review.decisions)  # reasons survive the trip too


def test_keyed_by_record_and_settings(tmp_path: Path, review: GameReview) -> None:
    reviews.save_review(tmp_path, RID, review)
    assert reviews.load_review(tmp_path, RID, ReviewSettings(6, samples=8), NOW).value is None
    other = RID.replace("0123", "9999")
    assert reviews.load_review(tmp_path, other, SETTINGS, NOW).value is None
    assert reviews.load_review(tmp_path, "../evil", SETTINGS, NOW).problem == reviews.Problem(
        NOT_FOUND, {"file": "../evil"}
    )
    assert not reviews.save_review(tmp_path, "../evil", review).ok


def test_in_its_own_folder_next_to_the_records(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    assert reviews.reviews_dir(paths).parent == paths.records_dir


def test_a_damaged_file_is_moved_aside_and_reported(tmp_path: Path, review: GameReview) -> None:
    path = reviews.save_review(tmp_path, RID, review).path
    assert path is not None
    path.write_text('{"schema_version": 1, "kind": "review"', encoding="utf-8")
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW)
    assert loaded.value is None and loaded.problem is not None
    assert loaded.problem.key == CORRUPT
    assert not path.exists() and loaded.problem.moved_to is not None
    assert loaded.problem.moved_to.exists()
    # A new review is then saved in its place.
    assert reviews.save_review(tmp_path, RID, review).ok


def test_a_review_by_another_app_version_is_not_reused(
    tmp_path: Path, review: GameReview, monkeypatch: pytest.MonkeyPatch
) -> None:
    reviews.save_review(tmp_path, RID, review)
    monkeypatch.setattr(reviews, "version", lambda: "99.0.0")
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW)
    assert loaded.value is None and not loaded.problems


def test_a_failed_write_leaves_the_old_review_and_says_why(
    tmp_path: Path, review: GameReview, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = reviews.save_review(tmp_path, RID, review).path
    assert path is not None
    before = path.read_bytes()

    def full_disk(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("azul.storage.atomic._replace", full_disk)
    saved = reviews.save_review(tmp_path, RID, review)
    assert not saved.ok and saved.problem is not None
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_export_writes_the_review_as_json(tmp_path: Path, review: GameReview) -> None:
    dest = tmp_path / "out" / "my review.json"
    assert reviews.export_review(review, RID, dest).ok
    doc = json.loads(dest.read_text(encoding="utf-8"))
    assert doc["kind"] == "review" and doc["record_id"] == RID
    assert len(doc["decisions"]) == len(review.decisions)
    assert reviews.from_document(reviews.ReviewFile.model_validate_json(dest.read_bytes())) == (
        review
    )


def test_labels_stored_are_the_review_labels() -> None:
    from typing import get_args

    from azul.ai.review import LABELS

    assert get_args(reviews.Label) == LABELS


def test_a_review_that_cannot_be_stored_is_refused_not_raised(
    tmp_path: Path, review: GameReview
) -> None:
    from dataclasses import replace

    broken = replace(review, seats=())  # a review needs at least one seat
    saved = reviews.save_review(tmp_path, RID, broken)
    assert not saved.ok and saved.problem is not None and saved.problem.key == CORRUPT
    assert list(tmp_path.iterdir()) == []


def test_a_review_of_the_older_format_opens_and_is_remade(
    tmp_path: Path, review: GameReview
) -> None:
    """A format-1 file (before the paired comparison) passes its migration, then is made
    again: the loader answers nothing and says why, and the new review replaces it."""
    path = reviews.save_review(tmp_path, RID, review).path
    assert path is not None
    doc = json.loads(path.read_text(encoding="utf-8"))
    new_fields = ("stderr", "difference", "samples", "exact", "breakdown", "lines", "why")
    old = {k: v for k, v in doc.items() if k != "judge"} | {"schema_version": 1}
    old["settings"] = {"iterations": 5, "seconds": None}
    old["decisions"] = [
        {k: v for k, v in d.items() if k not in new_fields} for d in doc["decisions"]
    ]
    path.write_text(json.dumps(old), encoding="utf-8")
    migrated = reviews.read_document(path, reviews.ReviewFile, reviews.REVIEW)
    assert migrated.judge == 1 and migrated.schema_version == reviews.REVIEW.current
    opened = reviews.from_document(migrated)
    assert [d.loss for d in opened.decisions] == [d.loss for d in review.decisions]
    assert all(d.samples == 0 and not d.lines for d in opened.decisions)
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW)
    assert loaded.value is None
    assert loaded.problem == reviews.Problem(REVIEW_REMADE, {"file": path.name})
    assert path.exists()  # kept until the new review replaces it
    assert reviews.save_review(tmp_path, RID, review).ok
    assert reviews.load_review(tmp_path, RID, SETTINGS, NOW).value == review


# Reliability N1-N3: a saved review is checked against its record before anything reads it.
DAMAGES = {
    "summary seat out of range": lambda d: d["seats"][0].update(seat=5),
    "final scores empty": lambda d: d.update(final_scores=[]),
    "final scores not the record's": lambda d: d.update(
        final_scores=[s + 1 for s in d["final_scores"]]
    ),
    "decision seat out of range": lambda d: [x.update(seat=7) for x in d["decisions"]],
    "decision index out of range": lambda d: d["decisions"][0].update(index=10**6),
    "expected empty": lambda d: [x.update(expected=[]) for x in d["decisions"]],
    "control characters in a move": lambda d: d["decisions"][0].update(played="x\u001b[2J\u0000"),
    "another move than the record's": lambda d: d["decisions"][0].update(
        played=d["decisions"][1]["played"]
    ),
    "an illegal best move": lambda d: d["decisions"][0].update(best="zz9"),
    "a key moment of no decision": lambda d: d.update(key_moments=[10**4]),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_review_that_does_not_fit_its_record_is_set_aside(
    tmp_path: Path, review: GameReview, damage: str
) -> None:
    positions = sim_positions("azul-mini", ["greedy", "random"], 2)
    path = reviews.save_review(tmp_path, RID, review).path
    assert path is not None
    doc = json.loads(path.read_text("utf-8"))
    DAMAGES[damage](doc)
    path.write_text(json.dumps(doc), "utf-8")
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW, positions)
    assert loaded.value is None and loaded.problem is not None
    assert loaded.problem.key == CORRUPT and loaded.problem.moved_to is not None
    assert loaded.problem.moved_to.exists() and not path.exists()  # kept aside, never deleted
    reviews.save_review(tmp_path, RID, review)  # made again: the next load is the good one
    assert reviews.load_review(tmp_path, RID, SETTINGS, NOW, positions).value == review


def test_the_texts_of_a_saved_review_are_screened(tmp_path: Path, review: GameReview) -> None:
    path = reviews.save_review(tmp_path, RID, review).path
    assert path is not None
    doc = json.loads(path.read_text("utf-8"))
    doc["decisions"][0]["reasons"] = [{"key": "floor\u0000", "values": {"tiles\u001b": "a\u0007b"}}]
    path.write_text(json.dumps(doc), "utf-8")
    loaded = reviews.load_review(tmp_path, RID, SETTINGS, NOW)
    assert loaded.value is not None
    text = json.dumps([r.to_json() for r in loaded.value.decisions[0].reasons])
    assert not any(
        ord(c) < 32 for c in json.loads(text)[0]["key"] + str(json.loads(text)[0]["values"])
    )
