"""Every route opens with the arguments it declares, also the screens loaded by module name.

mypy holds ``make_scene`` calls to a route's signature and ``Route.opened_by`` factories to it;
the lazily registered screens are only named by module, so this compares their signatures.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from azul.app import RULES_F1, register_scenes
from azul.ui import router
from azul.ui.router import Route, Router, UnknownSceneError
from azul.ui.scenes.notice import NoticeScene
from azul.ui.scenes.title import TitleScene

from .driver import Driver

KEYWORD = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def misfits(route: Route[...], factory: Callable[..., object]) -> list[str]:
    """How a factory fails to take (host, **the route's arguments); empty when it fits."""
    wanted = inspect.signature(route.arguments).parameters
    params = list(inspect.signature(factory).parameters.values())
    if not params or params[0].kind is inspect.Parameter.KEYWORD_ONLY:
        return ["no host parameter first"]
    taken = {p.name: p for p in params[1:]}
    found = []
    for name, want in wanted.items():
        have = taken.get(name)
        if have is None or have.kind not in KEYWORD:
            found.append(f"{name}: not taken by keyword")
            continue
        if str(have.annotation) != str(want.annotation):
            found.append(f"{name}: {have.annotation} where the route says {want.annotation}")
        if (have.default is inspect.Parameter.empty) != (want.default is inspect.Parameter.empty):
            found.append(f"{name}: a default on one side only")
    for name, have in taken.items():
        if name not in wanted and have.default is inspect.Parameter.empty:
            found.append(f"{name}: required, but the route never passes it")
    return found


def test_every_route_is_registered_with_a_factory_that_takes_its_arguments() -> None:
    scenes = Router()
    register_scenes(scenes)
    routes = scenes.routes()
    declared = [v for v in vars(router).values() if isinstance(v, Route)] + [RULES_F1]
    assert {r.name for r in routes} == {r.name for r in declared}
    assert len({r.name for r in declared}) == len(declared)  # no two routes share a name
    for route in routes:
        assert misfits(route, scenes.factory(route)) == [], route


def test_the_signature_check_finds_a_factory_that_does_not_fit() -> None:
    assert misfits(router.NOTICE, NoticeScene) == []
    assert misfits(router.TITLE, TitleScene) == []
    assert misfits(router.NOTICE, TitleScene) == [
        "paragraphs: not taken by keyword",
        "title_key: not taken by keyword",
    ]
    assert misfits(router.TITLE, NoticeScene) == [
        "paragraphs: required, but the route never passes it"
    ]

    def wrong_type(host: object, *, paragraphs: tuple[str, ...], title_key: str) -> None: ...

    assert misfits(router.NOTICE, wrong_type) == [
        "paragraphs: tuple[str, ...] where the route says list[str]",
        "title_key: a default on one side only",
    ]


def test_a_route_without_a_factory_is_refused_and_a_later_factory_replaces_a_lazy_one() -> None:
    scenes = Router()
    with pytest.raises(UnknownSceneError):
        scenes.factory(router.STATS)
    scenes.add_lazy(router.TITLE, "azul.ui.scenes.notice", "NoticeScene")
    assert scenes.factory(router.TITLE) is NoticeScene
    scenes.add(router.TITLE.opened_by(TitleScene))
    assert scenes.factory(router.TITLE) is TitleScene


def test_a_scene_opens_another_by_its_route(driver: Driver) -> None:
    top = driver.top
    assert isinstance(top, TitleScene)
    notice = top.make_scene(router.NOTICE, paragraphs=["One line."], title_key="notice.title")
    assert isinstance(notice, NoticeScene)
    assert notice.paragraphs == ["One line."]
    driver.app.stack.push(notice)
    driver.pump()
    assert driver.top is notice
