"""The colour palette setting: kept, refused when unknown, and absent from older files."""

from __future__ import annotations

from azul.domain.settings import PALETTES, Settings
from azul.storage import SettingsFile, Storage
from azul.storage.ui_settings import from_ui_settings, to_ui_settings


def test_each_palette_is_stored_and_read_back(store: Storage) -> None:
    for palette in PALETTES:
        ui = Settings()
        ui.palette = palette
        assert store.save_settings(from_ui_settings(ui)).ok
        loaded = store.load_settings()
        assert loaded.ok and loaded.value is not None
        assert to_ui_settings(loaded.value).palette == palette


def test_an_unknown_palette_keeps_the_last_good_one() -> None:
    ui = Settings()
    ui.palette = "safe"
    stored = from_ui_settings(ui)
    ui.palette = "sepia"
    assert from_ui_settings(ui, stored).palette == "safe"


def test_an_older_file_without_a_palette_loads_with_the_default() -> None:
    old = SettingsFile.model_validate({"schema_version": 2, "language": "fi"})
    assert old.palette == PALETTES[0] == Settings().palette
