"""The player's practice progress (``practice.json``: each position done or to retry), read
by the practice list and the practice table alike; problems are said in toasts."""

from __future__ import annotations

from datetime import UTC, datetime

from azul.storage.practice_store import load_practice, save_practice

from ..persistence import problem_text
from ..scene import Scene


def read_progress(scene: Scene) -> dict[str, str] | None:
    """The progress kept (None when nothing is kept on disk); a problem reading it is toasted."""
    persistence = scene.services.persistence
    if persistence is None:
        return None
    loaded = load_practice(persistence.storage.paths, datetime.now(UTC))
    for problem in loaded.problems:
        scene.host.toast(problem_text(scene.services, problem))
    return dict(loaded.value or {})


def keep_progress(scene: Scene, progress: dict[str, str]) -> None:
    """Write the progress (when anything is kept on disk); a problem writing it is toasted."""
    persistence = scene.services.persistence
    if persistence is None:
        return
    saved = save_practice(persistence.storage.paths, progress)
    if saved.problem is not None:
        scene.host.toast(problem_text(scene.services, saved.problem))
