"""The action table and the player's mapping (azul.domain.controls): defaults without clashes,
a binding another action has refused naming it, the fixed keys refused, and a mapping read
from a file cleaned entry by entry."""

from __future__ import annotations

from azul.domain.controls import (
    ACTIONS,
    ASSIGNABLE_KEYS,
    BUTTONS,
    Action,
    Controls,
    Refusal,
    controls_from,
    stored_buttons,
    stored_keys,
)

FIXED_AND_NUMBERS = ("escape", "return", "enter", "tab", "1", "0", "[5]", "up", "left shift")


def test_every_action_is_listed_once_and_the_defaults_never_clash() -> None:
    assert [s.action for s in ACTIONS] == list(Action)
    controls = Controls()
    keys = [k for s in ACTIONS for k in controls.all_keys_of(s.action)]
    assert len(keys) == len(set(keys))
    buttons = [b for s in ACTIONS if (b := controls.button_of(s.action)) is not None]
    assert len(buttons) == len(set(buttons)) and set(buttons) <= set(BUTTONS)
    # Every changeable default is a key a player could choose again after changing it.
    assert all(k in ASSIGNABLE_KEYS for s in ACTIONS for k in s.keys)
    assert not any(k in ASSIGNABLE_KEYS for s in ACTIONS for k in s.fixed)


def test_a_key_another_action_has_is_refused_naming_that_action() -> None:
    controls = Controls()
    assert controls.check_key(Action.HINT, "u") == Refusal(Action.UNDO)
    assert controls.check_key(Action.HINT, "backspace") == Refusal(Action.UNDO)
    assert controls.check_button(Action.HINT, "x") == Refusal(Action.UNDO)
    # Its own key again, or a free one, is fine.
    assert controls.check_key(Action.HINT, "h") is None
    assert controls.check_key(Action.HINT, "j") is None
    assert controls.check_button(Action.HINT, "rs") is None


def test_the_fixed_keys_and_the_number_keys_can_never_be_given_away() -> None:
    controls = Controls()
    for key in FIXED_AND_NUMBERS:
        assert controls.check_key(Action.HINT, key) == Refusal(None), key
    assert controls.check_button(Action.HINT, "guide") == Refusal(None)


def test_a_new_key_replaces_the_own_keys_and_keeps_the_fixed_ones() -> None:
    controls = Controls().with_key(Action.CONFIRM, "j").with_key(Action.HINT, "g")
    assert controls.all_keys_of(Action.CONFIRM) == ("return", "enter", "j")
    assert controls.key_owner("space") is None  # Space was Confirm's own key: free now
    assert controls.key_owner("g") == Action.HINT and controls.key_owner("h") is None
    assert controls.with_key(Action.HINT, "h").with_key(Action.CONFIRM, "space") == Controls()
    moved = Controls().with_button(Action.HINT, "rs")
    assert moved.button_of(Action.HINT) == "rs" and moved.button_owner("y") is None
    assert moved.with_button(Action.HINT, "y").is_default()


def test_a_mapping_survives_its_file_form() -> None:
    controls = Controls().with_key(Action.UNDO, "z").with_button(Action.PASS, "ls")
    again = controls_from(stored_keys(controls), stored_buttons(controls))
    assert again == controls
    assert stored_keys(controls) == {"undo": ["z"]}
    assert stored_buttons(controls) == {"pass": "ls"}


def test_a_file_s_unknown_or_clashing_entries_are_dropped_one_by_one() -> None:
    keys = {
        "hint": ["j"],  # kept
        "teleport": ["t"],  # no such action
        "undo": ["not a key", "escape"],  # neither may be bound: Undo keeps its defaults
        "log": "l",  # not a list
        "scores": ["h"],  # Hint's default, but Hint moved to J: kept
        "pass": ["f"],  # the floor's key: the clash drops it (Pass keeps P)
    }
    buttons = {"hint": "rs", "menu": "guide", "undo": 3, "log": "y"}
    controls = controls_from(keys, buttons)
    assert controls.keys_of(Action.HINT) == ("j",)
    assert controls.keys_of(Action.SCORES) == ("h",)
    assert controls.keys_of(Action.UNDO) == ("u", "backspace")
    assert controls.keys_of(Action.PASS) == ("p",)
    assert controls.keys_of(Action.LOG) == ("l",)
    assert controls.button_of(Action.HINT) == "rs"
    assert controls.button_of(Action.MENU) == "start"
    assert controls.button_of(Action.LOG) == "y"  # Y is free once Hint moved to RS
    assert controls.button_of(Action.UNDO) == "x"


def test_two_actions_trading_keys_in_a_file_both_keep_them() -> None:
    controls = controls_from({"hint": ["u"], "undo": ["h"]}, {"hint": "x", "undo": "y"})
    assert controls.key_owner("u") == Action.HINT and controls.key_owner("h") == Action.UNDO
    assert controls.button_owner("x") == Action.HINT and controls.button_owner("y") == Action.UNDO
