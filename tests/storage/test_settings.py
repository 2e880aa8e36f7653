"""Settings: saved and loaded whole, old files migrated, damaged values reset one by one, and
conversion to and from the UI's Settings dataclass."""

from __future__ import annotations

import json
from dataclasses import replace

from azul.domain.controls import Action, Controls
from azul.domain.settings import Settings
from azul.storage import NewGameModel, SeatModel, SettingsFile, Storage
from azul.storage.problems import CORRUPT, FUTURE_VERSION, UNVERSIONED
from azul.storage.ui_settings import from_ui_settings, to_ui_settings

CUSTOM = SettingsFile(
    language="hu",
    fullscreen=True,
    window_size=(1280, 720),
    sound_volume=0.25,
    music_volume=0.5,
    muted=True,
    animation_speed="fast",
    colour_blind_symbols=True,
    default_players=3,
    default_seats=[
        SeatModel(kind="person"),
        SeatModel(kind="computer", level="random", colour=4),
        SeatModel(kind="computer", level="greedy", colour=5),
    ],
    last_new_game=NewGameModel(
        ruleset="summer-pavilion",
        players=3,
        seats=[
            SeatModel(name="Réka", colour=2),
            SeatModel(name="Bot", colour=0, kind="computer", level="greedy"),
            SeatModel(name="Lauri", colour=1),
        ],
        first_player=2,
        seed="1234",
    ),
)


def test_defaults_when_nothing_saved(store: Storage) -> None:
    loaded = store.load_settings()
    assert loaded.ok and loaded.value == SettingsFile()


def test_round_trip(store: Storage) -> None:
    assert store.save_settings(CUSTOM).ok
    loaded = store.load_settings()
    assert loaded.ok and loaded.value == CUSTOM


def test_version_0_file_is_migrated(store: Storage) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    old = {"lang": "fi", "volume": 40, "mute": True, "window": "1280x800", "animations": "slow"}
    path.write_text(json.dumps(old), "utf-8")
    loaded = store.load_settings()
    assert loaded.ok and loaded.value is not None
    s = loaded.value
    assert (s.language, s.muted, s.window_size, s.animation_speed) == (
        "fi",
        True,
        (1280, 800),
        "slow",
    )
    assert s.sound_volume == s.music_volume == 0.4
    assert s.fullscreen is False  # absent in the old file: default
    assert path.exists()  # a readable old file stays where it is


def test_broken_version_0_file_is_set_aside(store: Storage) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_text('{"lang": "fi", "window": "huge"}', "utf-8")
    loaded = store.load_settings()
    assert loaded.value == SettingsFile()
    assert loaded.problem is not None and loaded.problem.key == CORRUPT
    assert loaded.problem.moved_to is not None and not path.exists()


def test_one_bad_value_resets_only_that_value(store: Storage) -> None:
    assert store.save_settings(CUSTOM).ok
    path = store.paths.settings_file
    doc = json.loads(path.read_text("utf-8"))
    doc["sound_volume"] = 7  # out of range
    doc["animation_speed"] = "warp"
    path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_settings()
    assert loaded.value is not None
    assert loaded.value.sound_volume == SettingsFile().sound_volume
    assert loaded.value.animation_speed == "normal"
    assert loaded.value.language == "hu" and loaded.value.last_new_game == CUSTOM.last_new_game
    assert loaded.problem is not None and loaded.problem.key == CORRUPT
    assert loaded.problem.moved_to is not None
    # What was kept is on disk again, so the next start shows no problem.
    again = store.load_settings()
    assert again.ok and again.value == loaded.value


def test_future_settings_give_defaults(store: Storage) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_text('{"schema_version": 3, "language": "fi"}', "utf-8")
    loaded = store.load_settings()
    assert loaded.value == SettingsFile()
    assert loaded.problem is not None and loaded.problem.key == FUTURE_VERSION
    assert loaded.problem.params["version"] == 3


def test_ui_conversion_round_trip_keeps_stored_only_fields() -> None:
    ui = to_ui_settings(CUSTOM)
    assert isinstance(ui, Settings)
    assert (ui.language, ui.volume, ui.muted, ui.fullscreen) == ("hu", 0.25, True, True)
    assert ui.window_size == (1280, 720) and ui.animation_speed == "fast"
    assert ui.new_game.ruleset == "summer-pavilion"
    assert [s.name for s in ui.new_game.seats] == ["Réka", "Bot", "Lauri"]
    assert ui.new_game.seats[1].level == "greedy" and ui.new_game.first_player == 2
    unseeded = CUSTOM.last_new_game.model_copy(update={"seed": ""})
    assert from_ui_settings(ui, CUSTOM) == CUSTOM.model_copy(update={"last_new_game": unseeded})


def test_a_typed_seed_is_not_carried_to_the_next_start() -> None:
    """A seed deals one game; after a restart new games are dealt afresh (first-play bug 5)."""
    assert to_ui_settings(CUSTOM).new_game.seed == ""
    ui = to_ui_settings(CUSTOM)
    ui.new_game.seed = "777"
    assert from_ui_settings(ui, CUSTOM).last_new_game.seed == ""


def test_the_window_position_is_remembered(store: Storage) -> None:
    ui = to_ui_settings(CUSTOM)
    ui.window_pos = (-1280, 40)  # on a display to the left of the main one
    assert store.save_settings(from_ui_settings(ui, CUSTOM)).ok
    loaded = store.load_settings().value
    assert loaded is not None and to_ui_settings(loaded).window_pos == (-1280, 40)
    ui.window_pos = (True, "x")  # type: ignore[assignment]
    assert from_ui_settings(ui, CUSTOM).window_pos is None


def test_ui_changes_are_stored_and_bad_ui_values_are_tamed() -> None:
    ui = to_ui_settings(CUSTOM)
    ui.volume = 3.0
    ui.language = "not a language"
    ui.animation_speed = "ludicrous"
    ui.window_size = (10, 99999)
    ui.new_game.players = 9
    ui.new_game.first_player = -1
    ui.new_game.seats[0] = replace(ui.new_game.seats[0], name="N" * 100)
    stored = from_ui_settings(ui, CUSTOM)
    # Each value the settings model refuses keeps the stored one; a too long name is cut.
    assert stored.sound_volume == 0.25 and stored.language == "hu"
    assert stored.animation_speed == "fast" and stored.window_size == (1280, 720)
    assert stored.last_new_game.players == 3 and stored.last_new_game.first_player == 2
    assert len(stored.last_new_game.seats[0].name) == 40
    assert stored.music_volume == 0.5 and stored.colour_blind_symbols  # kept through the mapping
    # Whatever the UI held, the result is a valid settings file.
    assert SettingsFile.model_validate_json(stored.model_dump_json()) == stored


def test_default_ui_settings_convert() -> None:
    stored = from_ui_settings(Settings())
    assert to_ui_settings(stored) == Settings()


def test_hard_thinking_time_is_kept_and_bad_values_are_refused(store: Storage) -> None:
    ui = Settings()
    ui.hard_seconds = 10
    stored = from_ui_settings(ui)
    assert stored.hard_seconds == 10 and to_ui_settings(stored).hard_seconds == 10
    for bad in (0, 61, True, 2.5, "5"):
        ui.hard_seconds = bad  # type: ignore[assignment]
        assert from_ui_settings(ui, stored).hard_seconds == 10  # the last good value stays
    store.save_settings(stored)
    assert store.load_settings().value.hard_seconds == 10
    # An older settings file has no such field: the default (1 s) applies.
    assert SettingsFile.model_validate({"schema_version": 1}).hard_seconds == 1


def test_unversioned_current_settings_are_kept_aside_reported_and_not_reset(
    store: Storage,
) -> None:
    """Issue 14, finding 5: a settings file without schema_version that is not the pre-release
    format is not mistaken for it (which reset every setting, silently)."""
    assert store.save_settings(CUSTOM).ok
    path = store.paths.settings_file
    doc = json.loads(path.read_text("utf-8"))
    del doc["schema_version"]
    doc["animation_speed"] = "warp"  # and one value this version does not understand
    original = json.dumps(doc).encode()
    path.write_bytes(original)
    loaded = store.load_settings()
    assert loaded.problem is not None and loaded.problem.key == UNVERSIONED
    assert loaded.problem.moved_to is not None
    assert loaded.problem.moved_to.read_bytes() == original  # kept aside, unchanged
    assert loaded.value == CUSTOM.model_copy(update={"animation_speed": "normal"})
    again = store.load_settings()  # what was understood is on disk again
    assert again.ok and again.value == loaded.value


def test_unversioned_file_that_is_not_settings_is_kept_aside(store: Storage) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_text('{"something": "else"}', "utf-8")
    loaded = store.load_settings()
    assert loaded.value == SettingsFile()
    assert loaded.problem is not None and loaded.problem.key == UNVERSIONED
    assert loaded.problem.moved_to is not None
    assert loaded.problem.moved_to.read_text("utf-8") == '{"something": "else"}'


def test_the_player_s_controls_are_kept_and_an_older_file_has_the_defaults(store: Storage) -> None:
    controls = Controls().with_key(Action.HINT, "j").with_button(Action.HINT, "rs")
    stored = from_ui_settings(replace(Settings(), controls=controls))
    assert stored.control_keys == {"hint": ["j"]} and stored.control_buttons == {"hint": "rs"}
    assert store.save_settings(stored).ok
    loaded = store.load_settings()
    assert loaded.ok and loaded.value is not None
    assert to_ui_settings(loaded.value).controls == controls
    # A file from before the controls (no such fields) loads with the defaults, no problem.
    path = store.paths.settings_file
    doc = json.loads(path.read_text("utf-8"))
    del doc["control_keys"], doc["control_buttons"]
    path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_settings()
    assert loaded.ok and loaded.value is not None
    assert to_ui_settings(loaded.value).controls == Controls()


def test_unknown_control_names_are_dropped_and_a_damaged_field_resets_alone(
    store: Storage,
) -> None:
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    doc = json.loads(from_ui_settings(Settings(language="fi")).model_dump_json())
    doc["control_keys"] = {"hint": ["j"], "warp": ["w"], "undo": ["no such key"]}
    doc["control_buttons"] = {"hint": "turbo", "pass": "ls"}
    path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_settings()
    assert loaded.ok and loaded.value is not None
    controls = to_ui_settings(loaded.value).controls
    assert controls.keys_of(Action.HINT) == ("j",) and controls.keys_of(Action.UNDO) == (
        "u",
        "backspace",
    )
    assert controls.button_of(Action.HINT) == "y" and controls.button_of(Action.PASS) == "ls"
    # A value of the wrong kind resets that field only: the language stays.
    doc["control_keys"] = ["hint", "j"]
    path.write_text(json.dumps(doc), "utf-8")
    loaded = store.load_settings()
    assert loaded.value is not None and loaded.value.language == "fi"
    assert to_ui_settings(loaded.value).controls.keys_of(Action.HINT) == ("h",)
    assert to_ui_settings(loaded.value).controls.button_of(Action.PASS) == "ls"
