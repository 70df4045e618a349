"""A random player over the real App (headless), checking after every step that the screen
is the game: the presented frame equals the oracle's from-scratch frame, and the HUD, the
buttons and the life of the game agree with the model.

`ScreenSession` is a hypothesis rule-based state machine. The test suite runs it seeded
(tests/ui/test_screen_session.py); tools/soak_screen.py runs it for many more steps.
A session depends on its draws alone, so a failure replays: new deals and the solver's
answers (tests/ui/step_worker.py) come from its seed, and it has user files of its own,
new or (a draw) a first launch's, with the table guide up.
"""

from __future__ import annotations

import os
import random
import secrets
import tempfile
from unittest import mock

import pygame
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.moves import Move, legal_moves, pile_cards
from game.persist import load_settings, save_settings
from game.ui.dialogs import ConfirmLeaveDialog, MenuDialog, NewGameDialog, SettingsDialog
from game.ui.records import GameMeta
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true
from tests.ui.step_worker import StepWorker
from tests.ui.test_life import near_won

SIZES = [(960, 640), (800, 600), (1100, 700)]
CODES = ["CF1-D3-AAAAACL", "CF1-D1-AAAAAAB", "CF1-D3-AAAAAHQ-S", "CF1-D1-AAAABCD-H"]
TYPED = ["CF1-D3-AAAAAXY", "cf1-d1-aaaaabq-h", "abc", "CF1-D9-AAAAAAA", "CF1-D3-AAAAAAA-Q", ""]
SETTINGS = {
    "four_colour": [True, False],
    "card_back": ["blue", "green", "red"],
    "animations": [True, False],
    "autofinish": [True, False],
    "click_mode": ["off", "foundation", "columns"],
    "scoring": ["standard", "casino"],
    "animation_speed": ["slow", "normal", "fast"],
    "language": ["en", "nl", "de"],
    "sound": [True, False],
    "felt": ["green", "blue", "burgundy", "charcoal"],
    "card_size": ["auto", "large", "small"],
    "solvable_deals": [True, False],  # new deals then come from the solver, a while later
    "difficulty": ["any", "easy", "medium", "hard"],
}
# Keyboard play on the table (keyboard.py): moves, focus, pick-up, drop, put back.
TABLE_KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_1,
    pygame.K_3,
    pygame.K_r,
    pygame.K_w,
    pygame.K_s,
    pygame.K_f,
]
# Keys that walk a dialog without closing it or pressing a button.
DIALOG_KEYS = [
    (pygame.K_TAB, 0),
    (pygame.K_TAB, pygame.KMOD_SHIFT),
    (pygame.K_LEFT, 0),
    (pygame.K_RIGHT, 0),
    (pygame.K_UP, 0),
    (pygame.K_DOWN, 0),
]
DIALOGS = ["menu", "newgame", "settings", "stats", "rules"]
CTRL = pygame.KMOD_LCTRL
STEPS = {"count": 0}  # steps taken by every machine in this process (the soak reports it)


class ScreenSession(RuleBasedStateMachine):
    """Each rule is one thing a player does; `check` runs after each one."""

    def __init__(self) -> None:
        super().__init__()
        self.d: Driver | None = None
        # The game seen won: it must stay won. Held, not its id: a later game could be
        # given the id of a freed one.
        self.won_game: Game | None = None

    # --- set-up ----------------------------------------------------------------------

    @initialize(
        code=st.sampled_from(CODES),
        size=st.sampled_from(SIZES),
        seed=st.integers(0, 2**32),
        first_launch=st.booleans(),
    )
    def start(self, code: str, size: tuple[int, int], seed: int, first_launch: bool) -> None:
        # New deals draw their numbers from this seed: a session replays exactly.
        self._deals = mock.patch.object(secrets, "randbelow", random.Random(seed).randrange)
        self._deals.start()
        # Its own user files too: settings or a saved game left by an earlier session
        # would make this one play differently on a replay.
        self._home = tempfile.TemporaryDirectory(prefix="canfield-session-")
        self._env = mock.patch.dict(os.environ, {"CANFIELD_HOME": self._home.name})
        self._env.start()
        if not first_launch:  # else the table guide shows until a press or a key
            settings, _problem = load_settings()
            settings.intro_seen = True
            save_settings(settings)
        self.d = Driver(Game.from_code(code), size=size, save=True)
        # The solver answers from the seed too: the same answers, in the same frames.
        app = self.d.app
        app.worker = app.hints.worker = StepWorker(random.Random(seed + 1))

    def teardown(self) -> None:
        if self.d is not None:
            self.d.app.worker.close()
            self.d.app.records.writer.close()  # its last save lands before the home goes
            self._deals.stop()
            self._env.stop()
            self._home.cleanup()

    # --- helpers ---------------------------------------------------------------------

    @property
    def app(self):
        return self.d.app

    def settle(self) -> None:
        """Until nothing moves: animations, auto-finish, the celebration. Not the solver:
        its answers may come in a later step (mid-drag, under a dialog), as a player's do."""
        d = self.d
        for _ in range(3000):
            d.step()
            # One frame more, still: an answer landing in it may start a deal's flight.
            if not self.app.moving():
                d.step()
                if not self.app.moving():
                    break

    def _open(self, kind: str) -> None:
        """Open a dialog as its key or button would; the table guide of a first launch
        takes the first press or key for itself, so a player closes it before."""
        if self.app.guide_open:
            self.d.key(pygame.K_LSHIFT)
        self.app.open_dialog(kind)

    def _table(self) -> bool:
        """The table takes input (no dialog, no guide open)."""
        return self.app.dialog is None and not self.app.guide_open

    # --- the table ---------------------------------------------------------------------

    @rule(data=st.data())
    def drag_a_card(self, data) -> None:
        """Drag a group that has a legal move, to a legal target or anywhere else."""
        if not self._table():
            return
        d = self.d
        moves = [m for m in legal_moves(d.state) if m.src not in ("stock",) and m.dst != "stock"]
        piles = [p for p in ["reserve", "waste", "t1", "t2", "t3", "t4"] if pile_cards(d.state, p)]
        if not piles:
            return
        legal = data.draw(st.booleans()) and moves
        if legal:
            move = data.draw(st.sampled_from(moves))
            src, depth = move.src, move.cards - 1
            target = d.pile_point(move.dst)
        else:
            src = data.draw(st.sampled_from(piles))
            depth = 0
            target = (
                data.draw(st.integers(0, d.layout.width - 1)),
                data.draw(st.integers(0, d.layout.height - 1)),
            )
        if src[0] == "t" and depth >= len(pile_cards(d.state, src)):
            return
        d.drag(src, depth, target, release=False)
        d.post(pygame.MOUSEBUTTONUP, pos=(int(target[0]), int(target[1])), button=1)

    @rule(pile=st.sampled_from(["reserve", "waste", "t1", "t2", "t3", "t4", "fS", "fH"]))
    def click_a_card(self, pile: str) -> None:
        if not self._table() or not pile_cards(self.d.state, pile):
            return
        self.d.click_at(*self.d.card_point(pile))

    @rule(by_key=st.booleans())
    def turn_the_stock(self, by_key: bool) -> None:
        if by_key:
            self.d.key(pygame.K_SPACE)
        else:
            stock = self.d.layout.stock
            self.d.click_at(int(stock.x + stock.w / 2), int(stock.y + stock.h / 2))

    @rule(redo=st.booleans())
    def undo_or_redo(self, redo: bool) -> None:
        self.d.key(pygame.K_y if redo else pygame.K_z, CTRL)

    @rule(answer=st.sampled_from(["leave", "keep", "esc"]))
    def new_deal_by_n(self, answer: str) -> None:
        if not self._table():
            return
        self.d.key(pygame.K_n)
        self._answer(answer)

    def _answer(self, answer: str) -> None:
        dialog = self.app.dialog
        if not isinstance(dialog, ConfirmLeaveDialog):
            return
        if answer == "esc":
            self.d.key(pygame.K_ESCAPE)
        else:
            button = dialog.leave_button if answer == "leave" else dialog.keep_button
            self.d.click_at(*button.rect.center)
            self.d.step(2)

    @rule()
    def hint(self) -> None:
        if self._table():
            self.d.key(pygame.K_h)

    @rule()
    def send_home(self) -> None:
        if self._table():
            self.d.key(pygame.K_a)

    @rule()
    def win_then_undo(self) -> None:
        """A near-won game played to the win; then Ctrl+Z must change nothing."""
        if not self._table():
            return
        app = self.app
        app.settings.confirm_leave = False
        app.begin(near_won(), GameMeta())
        self.settle()
        d = self.d
        moves = [Move("waste", "fH", 1)]
        while moves:  # by hand too, in case auto-finish is off
            for move in moves:
                self._drop(move)
            moves = app.session.game.autofinish_moves() or []
        assert app.life.won
        self.won_game = app.session.game
        d.key(pygame.K_z, CTRL)

    def _drop(self, move: Move) -> None:
        d = self.d
        x, y = d.pile_point(move.dst)
        d.drag(move.src, move.cards - 1, (x, y), release=False)
        d.post(pygame.MOUSEBUTTONUP, pos=(int(x), int(y)), button=1)
        self.settle()

    # --- dialogs, settings, the window ----------------------------------------------------

    @rule(kind=st.sampled_from(DIALOGS))
    def open_and_close_a_dialog(self, kind: str) -> None:
        self._open(kind)
        self.d.step(2)
        self.check()
        self.d.key(pygame.K_ESCAPE)
        if kind == "menu":
            assert self.app.dialog is None

    @rule(
        text=st.sampled_from(TYPED), enter=st.booleans(), answer=st.sampled_from(["leave", "keep"])
    )
    def type_a_code(self, text: str, enter: bool, answer: str) -> None:
        if not self._table():
            return
        app, d = self.app, self.d
        app.open_dialog("newgame")
        dialog = app.dialog
        assert isinstance(dialog, NewGameDialog)
        d.click_at(*dialog.entry.rect.center)
        d.step()
        for ch in text:
            d.post(pygame.TEXTINPUT, text=ch)
        d.step(2)
        self.check()
        if enter:
            d.key(pygame.K_RETURN)
            d.step(2)
            self._answer(answer)
        if app.dialog is not None:
            d.key(pygame.K_ESCAPE)
        if enter and answer == "leave" and app.dialog is None:
            try:
                expected = parse_code(text)
            except ValueError:
                return
            if app.session.code == expected:
                assert app.session.game.move_count == 0

    @rule(name=st.sampled_from(sorted(SETTINGS)), data=st.data())
    def change_a_setting(self, name: str, data) -> None:
        value = data.draw(st.sampled_from(SETTINGS[name]))
        app = self.app
        self._open("settings")
        dialog = app.dialog
        assert isinstance(dialog, SettingsDialog)
        box = dialog.checks.get(name)
        choice = dialog.menus.get(name)
        if box is not None and bool(getattr(app.settings, name)) != value:
            self.d.click_at(*box.rect.center)  # a real click on the check box
            self.d.step(2)
            assert getattr(app.settings, name) == value
        elif choice is not None and value in choice.buttons and choice.buttons[value].is_enabled:
            # a segment or a tile (the speed is greyed out while animations are off)
            self.d.click_at(*choice.buttons[value].rect.center)
            self.d.step(2)
            assert getattr(app.settings, name) == value
        else:
            app.apply_setting(name, value)
        self.d.step(2)
        self.check()
        self.d.key(pygame.K_ESCAPE)

    @rule(
        kind=st.sampled_from(["settings", "newgame", "stats", "rules"]),
        keys=st.lists(st.sampled_from(DIALOG_KEYS), min_size=1, max_size=6),
    )
    def keys_in_a_dialog(self, kind: str, keys: list[tuple[int, int]]) -> None:
        """Walk a dialog with the keyboard: focus moves, choices and the volume change."""
        self._open(kind)
        for key, mod in keys:
            self.d.key(key, mod)
        self.d.step(2)
        self.check()
        if self.app.dialog is not None:
            self.d.key(pygame.K_ESCAPE)

    @rule(keys=st.lists(st.sampled_from(TABLE_KEYS), min_size=1, max_size=8))
    def play_by_keys(self, keys: list[int]) -> None:
        """Keyboard play: focus, pick up, choose a target, drop or put back."""
        if not self._table():
            return
        for key in keys:
            self.d.key(key)
        self.check()
        if self.app.dialog is not None:
            self.d.key(pygame.K_ESCAPE)

    @rule()
    def f11(self) -> None:
        self.d.key(pygame.K_F11)

    @rule(size=st.sampled_from(SIZES))
    def resize(self, size: tuple[int, int]) -> None:
        if self.app.fullscreen:
            return
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])

    @rule()
    def expose(self) -> None:
        self.app.screen.fill((0, 0, 0))  # the window system lost the contents
        self.d.post(pygame.WINDOWEXPOSED)

    # --- after every step -------------------------------------------------------------------

    @invariant()
    def check(self) -> None:
        if self.d is None:
            return
        STEPS["count"] += 1
        self.settle()
        app = self.app
        s = app.session
        # A failure leaves both frames beside the other temporary files, for a look.
        assert_screen_true(app, save_to=os.path.join(tempfile.gettempdir(), "screen-session"))
        info = app.hud_info()
        assert (info["score"], info["moves"]) == (s.game.score, s.game.move_count)
        assert info["code"] == (str(s.code) if s.code else app.tr("hud.custom"))
        expected = {"undo": app.life.can_undo(), "redo": app.life.can_redo()}
        expected["hint"] = not app.life.final
        expected["home"] = app.life.in_play and bool(s.game.home_moves())
        for name, able in expected.items():
            if name in app.hud.buttons:  # a narrow bar leaves the optional ones out
                assert app.hud.buttons[name].is_enabled == able, name
            if isinstance(app.dialog, MenuDialog):
                assert app.dialog.buttons[name].is_enabled == able, name
        if self.won_game is s.game:
            assert s.state.is_won() and app.life.won
        assert app.life.won == s.state.is_won()
