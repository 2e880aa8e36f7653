"""Typed errors raised by the engine."""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class UnknownRuleSetError(EngineError, KeyError):
    """The rule-set id is not in the registry."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown rule set"


class SetupError(EngineError, ValueError):
    """A new game was asked for with impossible parameters (player count, seed, first player)."""


class NotationError(EngineError, ValueError):
    """A move's text form could not be parsed."""


class IllegalMoveError(EngineError, ValueError):
    """A move is not legal in the given state; ``code`` and ``params`` say why (for i18n).

    The params come as a dict (``IllegalMoveError(text, code, {"line": 2})``, what the
    engines do) or as keywords (``IllegalMoveError(text, code, line=2)``)."""

    # why_illegal builds one of these for every refused move (a legality sweep over a move
    # space builds thousands), so construction is kept cheap: slots instead of the instance
    # dict, ``args`` set directly (what BaseException.__init__ would do), and the params
    # passed as one dict (a call with keywords costs about half as much again).
    __slots__ = ("code", "params")

    code: str
    params: dict[str, Any]

    def __init__(
        self,
        message: str,
        code: str = "illegal",
        params: dict[str, Any] | None = None,
        /,
        **keywords: Any,
    ) -> None:
        self.args = (message,)
        self.code = code
        if params is None:
            self.params = keywords
        elif keywords:
            self.params = {**params, **keywords}
        else:
            self.params = params  # the caller's own new dict (the engines build one per error)

    def __reduce__(self) -> tuple[Any, ...]:
        # Slots are not in the instance dict BaseException pickles: name them (a copy or an
        # error sent between processes keeps its code and params).
        return (type(self), self.args, {**vars(self), "code": self.code, "params": self.params})


class StateFormatError(EngineError, ValueError):
    """A serialised state is malformed or inconsistent."""
