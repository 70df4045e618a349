"""The real App on damaged and hostile user files: it starts, plays, tells the player each
problem in turn, and never loses, overwrites or blocks on a file it could not use."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import stat
from pathlib import Path

import pygame
import pytest

from game.engine.game import Game
from game.persist import save_game
from game.ui.app import App
from game.ui.solver_worker import Reply
from tests.persist.hostile import refuse
from tests.tool_module import load_tool

FRAME = 1 / 60


def home() -> Path:
    path = Path(os.environ["CANFIELD_HOME"])  # a fresh temp dir per test (conftest)
    path.mkdir(parents=True, exist_ok=True)
    return path


def write(name: str, body: object) -> Path:
    section = name.split(".")[0]  # "settings", "stats", "game"
    text = body if isinstance(body, str) else json.dumps({"version": 1, section: body})
    path = home() / name
    path.write_text(text)
    return path


def saved_game(redo_extra: list | None = None) -> Game:
    """A game with moves and a redo move, saved as the App saves it."""
    game = Game.from_code("CF1-D3-AAAAACL")
    for _ in range(6):
        legal = game.legal_moves()
        game.play(([m for m in legal if m.src != "stock"] or legal)[0])
    game.undo()
    engine = game.to_json()
    engine["redo"] += redo_extra or []
    save_game(
        {
            "engine": engine,
            "id": "saved-1",
            "daily": None,
            "elapsed": 42.0,
            "hints": 0,
            "slots": [None] * game.move_count,
            "slots_redo": [None] * len(engine["redo"]),
        }
    )
    return game


@contextlib.contextmanager
def deadline(seconds: int = 10):
    """Fail instead of hanging: SIGALRM interrupts a blocked open() (of a FIFO)."""

    def expired(*_):
        raise TimeoutError(f"blocked for {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def start(**kw) -> App:
    with deadline():
        app = App(save=True, size=(1280, 720), fullscreen=False, **kw)
    for _ in range(3):
        app.step(FRAME)
    return app


def ctrl(app: App, key: int) -> None:
    event = pygame.event.Event(
        pygame.KEYDOWN, key=key, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
    )
    app.step(FRAME, [event])
    for _ in range(60):
        app.step(FRAME)
        if not app.animating():
            break


def wait(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 10)):
        app.step(0.1)


def bottom(app: App) -> str:
    """A digest of the band at the bottom of the window, where the toast is drawn."""
    width, height = app.screen.get_size()
    band = app.screen.subsurface((0, height * 3 // 4, width, height // 4))
    return hashlib.sha1(pygame.image.tobytes(band, "RGB")).hexdigest()


def texts(app: App, *keys: str, **params) -> list[str]:
    return [app.tr(key, **params) for key in keys]


def test_statistics_partly_damaged_keep_their_good_parts_and_say_so():
    good = {"played": 4, "won": 1}
    write("stats.json", {"presets": {"standard/3": good, "hoyle/3": {"played": "many"}}})
    app = start()
    assert app.records.stats.summary("standard", 3)["played"] == 4
    assert app.toast.text == app.tr("notice.stats_repaired")


# --- settings the game cannot use ---------------------------------------------------------


def test_an_unknown_card_back_starts_with_the_default_and_says_so():
    write("settings.json", {"card_back": "purple", "volume": 0.3})  # crashed every start
    app = start()
    assert app.settings.card_back == "blue" and app.session.options.card_back == "blue"
    assert app.settings.volume == 0.3  # the good values are kept, and the notice says so
    assert app.toast.text == app.tr("notice.settings_repaired")
    kept = json.loads((home() / "settings.json.damaged-1").read_text())
    assert kept["settings"]["card_back"] == "purple"
    app.open_dialog("settings")  # lists the backs the game has: the setting is among them
    app.step(FRAME)
    app.close_dialog()
    app.close()
    assert json.loads((home() / "settings.json").read_text())["settings"]["card_back"] == "blue"


def test_a_window_larger_than_every_screen_fits_the_largest():
    write("settings.json", {"fullscreen": False, "window_size": [4000, 3000]})
    with deadline():
        app = App(save=True)
    widest = max(w for w, _ in pygame.display.get_desktop_sizes())
    tallest = max(h for _, h in pygame.display.get_desktop_sizes())
    width, height = app.screen.get_size()
    assert width <= max(widest, 640) and height <= max(tallest, 480)
    app.close()


# --- the saved game ------------------------------------------------------------------------


def test_an_illegal_redo_move_is_dropped_and_ctrl_y_cannot_crash():
    game = saved_game(redo_extra=[{"src": "t1", "dst": "fS", "cards": 5}])
    app = start()
    assert app.session.game.history == game.history  # the game itself is resumed
    assert not app.session.game.can_redo()
    ctrl(app, pygame.K_y)  # crashed here before
    assert app.session.game.history == game.history
    assert app.toast.text == app.tr("notice.game_repaired")
    wait(app, 6.1)
    assert app.toast.text == app.tr("notice.resumed")
    assert (home() / "game.json.damaged-1").exists()
    app.close()


def test_a_good_redo_list_still_redoes():
    game = saved_game()
    app = start()
    ctrl(app, pygame.K_y)
    assert app.session.game.move_count == game.move_count + 1
    app.close()


def test_a_bad_clock_and_hints_count_are_reset_not_a_crash():
    saved_game()
    path = home() / "game.json"
    text = json.dumps(json.loads(path.read_text()))  # the game writes compact JSON
    assert '"elapsed": 42.0' in text
    path.write_text(text.replace('"elapsed": 42.0', '"elapsed": 1e999'))
    app = start()
    assert app.session.elapsed < 1.0 and app.session.hints_used == 0
    app.close()


# --- notices: every one is shown, in turn ----------------------------------------------------


def test_notices_wait_for_the_first_launch_guide_to_close(first_launch):
    """A notice lay over the first-launch guide's Goal box (tester round, damaged settings,
    which started as a first launch). Damaged settings now say the game ran before (no
    guide); a notice at a real first launch (here a damaged save without settings) comes
    once the guide is closed."""
    write("settings.json", '{"version": 1, "settings": {"sound": tr')  # cut short
    app = start()
    assert not app.guide_open and app.toast.text == app.tr("notice.settings_damaged")
    app.close()
    (home() / "settings.json").unlink()
    write("game.json", '{"version": 1, "game": {"engine": ')
    app = start()
    assert app.guide_open and not app.toast.visible(app.clock)
    wait(app, 8.0)  # longer than a notice lasts: it has not been used up meanwhile
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert not app.guide_open
    app.step(FRAME)
    assert app.toast.visible(app.clock) and app.toast.text == app.tr("notice.game_damaged")
    app.close()


def test_each_notice_gets_its_seconds_one_after_the_other():
    write("settings.json", '{"version": 1, "settings": {"sound": tr')  # cut short
    saved_game()
    app = start()
    first, second = texts(app, "notice.settings_damaged", "notice.resumed")
    assert app.toast.text == first  # only "Welcome back" was shown before
    # The clock stops (the window lost the focus): only the toast changes what is drawn.
    app.step(FRAME, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    wait(app, 5.8)
    assert app.toast.visible(app.clock) and app.toast.text == first
    shown_first = bottom(app)
    wait(app, 0.3)  # a moment without a message, so the new one is seen to come
    assert not app.toast.visible(app.clock)
    wait(app, 0.3)
    assert app.toast.visible(app.clock) and app.toast.text == second
    assert bottom(app) != shown_first  # the new message is on the screen, not the old one
    wait(app, 5.6)
    assert app.toast.text == second
    wait(app, 0.6)
    assert not app.toast.visible(app.clock)
    app.close()


def test_an_answer_to_the_player_does_not_drop_a_queued_notice():
    app = start()
    app.toast.queue("first", app.clock, seconds=1.0)
    app.toast.queue("second", app.clock, seconds=1.0)
    wait(app, 1.1)  # "second" is due after the gap
    app.toast.show("Sound off", app.clock, seconds=1.0)
    assert app.toast.visible(app.clock) and app.toast.text == "Sound off"
    wait(app, 1.5)
    assert app.toast.visible(app.clock) and app.toast.text == "second"
    app.close()


def test_a_notice_interrupted_by_an_answer_comes_back_for_its_remaining_seconds():
    # Found by a tester: the "no hard deal found" notice of a new deal went for good when
    # a hint was asked at once; an answer is shown at once, the notice follows it.
    app = start()
    app.toast.queue("notice", app.clock, seconds=6.0)
    wait(app, 2.0)
    app.toast.show("Hint: turn the stock", app.clock, seconds=1.0)
    assert app.toast.text == "Hint: turn the stock"
    wait(app, 1.5)
    assert app.toast.visible(app.clock) and app.toast.text == "notice"
    wait(app, 4.0)  # the 4 s it had left (and the gap), not 6 again
    assert not app.toast.visible(app.clock)
    # An answer interrupts another answer for good (a stale hint never comes back).
    app.toast.show("Hint: 5♠ home", app.clock, seconds=4.0)
    app.toast.show("Hint: turn the stock", app.clock, seconds=1.0)
    wait(app, 1.5)
    assert not app.toast.visible(app.clock)
    app.close()


def test_a_notice_already_waiting_is_not_queued_twice():
    app = start()
    for _ in range(3):
        app.toast.queue("a", app.clock, seconds=1.0)
        app.toast.queue("b", app.clock, seconds=1.0)
    assert app.toast.text == "a" and [t for t, *_ in app.toast.waiting] == ["b"]
    app.close()


# --- files that cannot be read, or are not files ---------------------------------------------


@pytest.mark.parametrize("name", ["settings.json", "stats.json", "game.json"])
def test_an_unreadable_file_that_cannot_be_moved_is_left_alone_and_never_written(
    monkeypatch: pytest.MonkeyPatch, name: str
):
    if name == "game.json":
        saved_game()
        path = home() / name
    else:
        path = write(name, '{"version": 1, "x": "the player\'s own"}')
    before = path.read_bytes()
    refuse(monkeypatch, "open", path, 13)  # as by one `sudo canfield`, mode 000
    refuse(monkeypatch, "rename", path, 1)
    app = start()
    shown = [app.toast.text] + [text for text, *_ in app.toast.waiting]
    assert app.tr("notice.file_held", file=str(path)) in shown
    app.apply_setting("sound", not app.settings.sound)  # settings are saved at once
    app.step(FRAME)
    stock = app.session.layout.stock
    point = (int(stock.x + stock.w / 2), int(stock.y + stock.h / 2))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # a move: the game is saved
        app.step(FRAME, [pygame.event.Event(kind, {"pos": point, "button": 1})])
    for _ in range(60):
        app.step(FRAME)
    app.close()
    assert path.read_bytes() == before
    assert not list(home().glob(f"{name}.damaged-*"))


@pytest.mark.parametrize("name", ["settings.json", "game.json"])
def test_an_unreadable_file_is_set_aside_before_it_is_written(
    monkeypatch: pytest.MonkeyPatch, name: str
):
    if name == "game.json":
        saved_game()
        path = home() / name
    else:
        path = write(name, {"volume": 0.2})
    before = path.read_bytes()
    refuse(monkeypatch, "open", path, 13)
    app = start()
    assert app.toast.text == app.tr(
        "notice.settings_damaged" if name == "settings.json" else "notice.game_damaged"
    )
    app.close()
    assert (home() / f"{name}.damaged-1").read_bytes() == before


@pytest.mark.parametrize("name", ["settings.json", "stats.json", "game.json"])
def test_a_fifo_in_place_of_a_file_does_not_block_the_start(name: str):
    os.mkfifo(home() / name)  # opening it waited for a writer for ever
    app = start()
    ctrl(app, pygame.K_y)
    app.close()
    assert stat.S_ISFIFO(os.lstat(home() / f"{name}.damaged-1").st_mode)  # kept, aside
    assert stat.S_ISREG(os.lstat(home() / "settings.json").st_mode)  # saving goes on


def test_a_folder_and_a_link_to_dev_zero_are_set_aside():
    (home() / "stats.json").mkdir()
    os.symlink("/dev/zero", home() / "game.json")
    app = start()
    app.close()
    assert (home() / "stats.json.damaged-1").is_dir()
    assert os.readlink(home() / "game.json.damaged-1") == "/dev/zero"


# --- the fuzz: a seeded sample of the damaged-file cases ----------------------------------------


def test_a_seeded_sample_of_hostile_files_neither_crashes_nor_hangs_nor_loses_a_file():
    fuzz = load_tool("fuzz_files")
    figures = fuzz.run(count=40, seed=1, timeout=30.0)
    assert figures["cases"] == 40
    assert (figures["crashes"], figures["hangs"], figures["lost"]) == (0, 0, 0), figures["failures"]


def test_a_band_s_fallback_notice_outlasts_a_hint_asked_at_once():
    app = start()
    asked = {"rules": "standard", "draw": 3, "band": "hard", "game": "canfield"}
    data = {"code": "CF1-D3-AAAAACL", "band": "medium", "tries": 50, "proven": True}
    app.solver_reply(Reply(1, "solvable", data, asked=asked))
    fallback = app.toast.text
    assert app.tr("band.hard") in fallback
    app.toast.show("Hint: turn the stock", app.clock, seconds=1.0)
    wait(app, 1.5)
    assert app.toast.visible(app.clock) and app.toast.text == fallback
    app.close()
