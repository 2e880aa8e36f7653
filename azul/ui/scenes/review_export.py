"""Exporting a finished game review as JSON (the format of a saved review)."""

from __future__ import annotations

from pathlib import Path

from azul.ai.review import GameReview
from azul.storage import FinishedGame, Saved, export_review

from ..scene import SceneHost
from .load_files import ExportDialog, export_name


class ReviewExportDialog(ExportDialog):
    """Export a finished review as JSON (prefilled in the Documents folder)."""

    def __init__(self, host: SceneHost, game: FinishedGame, review: GameReview) -> None:
        self.game = game
        self.review = review
        super().__init__(host, game.info, "review.export_title")

    def file_name(self) -> str:
        """The record's export name, marked as its review."""
        return export_name(self.info).removesuffix(".json") + "-review.json"

    def write(self, path: Path) -> Saved:
        """Write the review (the format of a saved one)."""
        return export_review(self.review, self.game.id or "game", path)
