"""The real app on a storage folder, and pressing its buttons by label."""

from __future__ import annotations

from pathlib import Path

from ui.driver import Driver, FakeClock, use_fake_thinking

from azul.app import App, make_services
from azul.storage import Storage, StoragePaths
from azul.storage.instance_lock import InstanceLock
from azul.ui.persistence import Persistence
from azul.ui.scene import Scene
from azul.ui.scenes.table import TableScene
from azul.ui.services import Paths
from azul.ui.widgets import Button, Segmented


def open_app(
    root: Path, fast: bool = True, ai_process: bool = False, lock: InstanceLock | None = None
) -> Driver:
    """Start the app as main() does, with its folders under root (fast: instant animations;
    ai_process: computer players and reviews in worker processes, as in the game itself;
    otherwise computers answer synchronously through FakeThinking and reviews run in a thread;
    lock: the copy claims the data folder with it first, as main() does)."""
    persistence = Persistence(Storage(StoragePaths.under(root)))
    if lock is not None:
        persistence.claim_folder(lock)
    settings = persistence.load_settings()
    settings.lesson_offered = True  # the first-start lesson offer would cover the title
    if fast:
        settings.window_size = (1280, 720)
        settings.animation_speed = "instant"
    services = make_services(settings, ai_process=ai_process, persistence=persistence)
    if not ai_process:
        use_fake_thinking(services)
    clock = FakeClock()
    services.clock = clock
    services.paths = Paths(screenshots=root / "shots")
    app = App(services)
    app.start()
    driver = Driver(app, clock)
    driver.pump()
    return driver


def crash(driver: Driver) -> None:
    """The process dies: no shutdown, no last write (only the computer's thread is stopped)."""
    driver.app.services.thinking.close()


def button(scene: Scene | None, label: str) -> Button:
    """The button of a scene with this label."""
    assert scene is not None
    for w in scene.widgets.widgets:  # type: ignore[attr-defined]
        if isinstance(w, Button) and w.label() == label:
            return w
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}")


def labels(scene: Scene | None) -> list[str]:
    """Every button label of a scene."""
    assert scene is not None
    return [w.label() for w in scene.widgets.widgets if isinstance(w, Button)]  # type: ignore[attr-defined]


def press(driver: Driver, label: str) -> None:
    """Click a button of the top scene."""
    driver.click(button(driver.top, label).rect.center)


def choose_tab(driver: Driver, label: str) -> None:
    """Click the tab with this label on the top scene."""
    scene = driver.top
    assert scene is not None
    for w in scene.widgets.widgets:  # type: ignore[attr-defined]
        if isinstance(w, Segmented):
            names = [w.label(o) for o in w.options]
            i = names.index(label)
            cell_w = w.rect.w / len(names)
            driver.click((w.rect.x + (i + 0.5) * cell_w, w.rect.centery))
            return
    raise AssertionError("no tabs")


def play_moves(driver: Driver, table: TableScene, person_moves: int) -> None:
    """Let the person play their first legal move a few times (computers answer between)."""
    for _ in range(person_moves):
        driver.settle()
        if table.state.is_over:
            return
        driver.play_move(table.state.legal_moves()[0])
    driver.settle()
