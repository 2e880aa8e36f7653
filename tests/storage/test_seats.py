"""One seat type: the new-game choices, the game session and stored games all hold the domain's
Seat, and SeatModel converts it to its file form and back in one place."""

from __future__ import annotations

from dataclasses import replace

from azul.domain.session import Seat
from azul.domain.settings import COMPUTER, PERSON, Settings
from azul.storage import SeatModel, SettingsFile, Storage
from azul.storage.ui_settings import from_ui_settings, to_ui_settings

from .helpers import play_random

# Every kind of seat a player can set up: a named and an unnamed person (the unnamed one
# remembering the level it had as a computer), a computer at a chosen level and one at the
# default level (""), in colours from the first to the last the file allows.
EVERY_KIND = (
    Seat("Réka", 2, PERSON),
    Seat("", 63, PERSON, "greedy"),
    Seat("Bot", 0, COMPUTER, "random"),
    Seat("", 5, COMPUTER, ""),
)


def test_new_game_seats_of_every_kind_round_trip_through_settings_json(store: Storage) -> None:
    ui = Settings()
    ui.new_game.players = 4
    ui.new_game.seats = list(EVERY_KIND)
    ui.default_level = "greedy"
    assert store.save_settings(from_ui_settings(ui)).ok
    loaded = store.load_settings()
    assert loaded.ok and loaded.value is not None
    back = to_ui_settings(loaded.value)
    assert back.new_game.seats == list(EVERY_KIND)
    assert all(type(s) is Seat for s in back.new_game.seats)
    assert back.default_level == "greedy" and back.new_game.players == 4
    assert back == ui  # nothing else changed on the way either


def test_game_seats_of_every_kind_round_trip_through_saves_and_records(store: Storage) -> None:
    game = play_random("azul", 4, seed=3, choice_seed=1)
    # A person's game controller is for the session only: it is never written.
    seats = (replace(EVERY_KIND[0], pad=7), *EVERY_KIND[1:])
    unsaved = tuple(replace(s, pad=None) for s in seats)
    saved = store.save_game("Everyone", game.snapshot(seats, 10))
    assert saved.ok
    resumed = store.load_save(saved.id).value
    assert resumed is not None and resumed.seats == unsaved
    assert resumed.snapshot().seats == unsaved
    assert store.autosave(game.snapshot(seats, 10)).ok
    autosaved = store.load_autosave().value
    assert autosaved is not None and autosaved.seats == unsaved
    recorded = store.record_finished_game(game.snapshot(seats))
    assert recorded.record.ok
    finished = store.load_record(recorded.record.id).value
    assert finished is not None and finished.seats == unsaved
    (info,) = store.list_records().items
    assert info.seats == unsaved and info.players == ("Réka", "", "Bot", "")
    assert all(type(s) is Seat for s in (*resumed.seats, *finished.seats, *info.seats))


def test_a_seat_the_file_cannot_hold_is_stored_as_near_as_it_can() -> None:
    odd = Seat("N" * 50, 64, "robot", "L" * 90, pad=1)
    assert SeatModel.of(odd) == SeatModel(name="N" * 40, colour=0, kind="person", level="L" * 80)
    not_a_number = Seat("Ann", True, COMPUTER, "easy")  # strict: a bool is not a colour
    assert SeatModel.of(not_a_number).to_seat() == Seat("Ann", 0, COMPUTER, "easy")


def test_a_bad_ui_value_resets_only_itself() -> None:
    """Each value is checked by the settings model alone: one it refuses keeps the stored value,
    and the values beside it are stored as they are."""
    stored = from_ui_settings(Settings(language="fi", hard_seconds=5, default_players=3))
    ui = to_ui_settings(stored)
    ui.hard_seconds = 61  # more than the model allows
    ui.language = "fi-FI-with-too-much"
    ui.default_players = 4
    ui.new_game.players = 1
    ui.new_game.ruleset = "x" * 100  # a text is cut to the model's length rather than lost
    ui.new_game.seats[1] = Seat("Bo", -1, COMPUTER, "easy")
    again = from_ui_settings(ui, stored)
    assert (again.hard_seconds, again.language, again.default_players) == (5, "fi", 4)
    assert again.last_new_game.players == stored.last_new_game.players
    assert again.last_new_game.ruleset == "x" * 80
    assert again.last_new_game.seats[1] == SeatModel(name="Bo", kind="computer", level="easy")
    assert SettingsFile.model_validate_json(again.model_dump_json()) == again
