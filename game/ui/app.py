"""The window and the loop.

Fixed timestep (Glenn Fiedler, "Fix Your Timestep!"): real time accumulates and the
table advances in steps of STEP seconds; a long stall is clamped to MAX_FRAME so it never
spirals; drawing interpolates between the last two steps. One frame is one call to
`step(dt)`, which keeps the loop testable. When nothing moves and no input comes, `run`
sleeps on the event queue (waking once a second for the HUD clock) instead of redrawing.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import sys
import time
import warnings

import pygame
import pygame_gui

from game.engine.deal import CodeError, GameCode, parse_code, random_code_of
from game.engine.game import Game
from game.engine.rules import DEFAULT_GAME
from game.i18n import resolve, t
from game.persist import (
    GAME_FILE,
    SETTINGS_FILE,
    STATS_FILE,
    Settings,
    data_dir,
    held_files,
    instance,
    load_settings,
    save_settings,
)
from game.persist.settings import kind_of
from game.persist.writer import LatestWriter
from game.resources import icon_path
from game.solver.difficulty import first_deal
from game.ui import overlays
from game.ui.assets import AssetError, CardArt, Sounds
from game.ui.celebration import Celebration
from game.ui.commands import Commands
from game.ui.compositor import Compositor
from game.ui.controller import Actions, Controller
from game.ui.dialogs import Action
from game.ui.guide import HOVER_DELAY, Guide, pile_at
from game.ui.hints import Hints
from game.ui.hud import Hud
from game.ui.keyboard import ENTER, KeyboardPlay
from game.ui.layout import Layout, compute_layout, long_budget, longest_column
from game.ui.life import Life
from game.ui.painting import Painting
from game.ui.records import GameMeta, Records, damage_key
from game.ui.refusals import why_fixed, why_no_click, why_not
from game.ui.render import Renderer, TextCache
from game.ui.session import Options, Session
from game.ui.solution import ShowsSolution
from game.ui.solution_bar import SolutionBar
from game.ui.solver_worker import SolverWorker

STEP = 1 / 120
MAX_FRAME = 0.25
# The first frame after a still spell (the loop slept up to a second) moves cards no more
# than a frame's worth: a glide the input starts is not owed the time the table slept.
AFTER_STILL = 1 / 60
IDLE_POLL = 0.01  # seconds a still table sleeps between looks at the event queue
# An open dialog is redrawn this often when no input comes while something in it can change
# by itself (a text cursor blinking, a tool tip coming); input draws at once.
DIALOG_FRAME = 1 / 12
# Window-system events after which the window's contents may be gone or stale: the whole
# frame is drawn and presented again (no dirty rectangles).
REPAINT_EVENTS = (
    pygame.VIDEOEXPOSE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWDISPLAYCHANGED,
    pygame.WINDOWMOVED,
)
MIN_WINDOW = (640, 480)
# After the end the panel's keys wait this long (from the panel, or the end of its
# celebration): the Enter that played the last hinted move must not deal the next game.
PANEL_KEY_PAUSE = 1.0
CLOCK_SAVE = 10.0  # seconds of the game clock between saves while nothing is played
# The panel's keys: the ring's steps (Tab's depends on Shift), and the keys that press.
PANEL_KEYS_MOVE = {
    pygame.K_RIGHT: 1,
    pygame.K_DOWN: 1,
    pygame.K_LEFT: -1,
    pygame.K_UP: -1,
    pygame.K_TAB: 1,
}
PANEL_KEYS_PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# Keys that do not take a solution over, nor dismiss a shown hint (F11 dropped it, while a
# resize by the window's edge kept it; a tester).
NOT_A_MOVE = (pygame.K_m, pygame.K_F11, pygame.K_F1)
# Input the table guide takes for itself while it shows (a press or a key closes it).
GUIDE_INPUT = (
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.TEXTINPUT,
)
# Input that ends the pile tool tip and its wait (moving the pointer starts a new wait).
HOVER_ENDS = (
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.WINDOWLEAVE,
    pygame.WINDOWFOCUSLOST,
)
TITLE = "Canfield"
CTRL = pygame.KMOD_CTRL | pygame.KMOD_META
# Keys that never take the table over from a solution being shown.
MODIFIER_KEYS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
        pygame.K_F11,
    }
)
FRAME_DUMP_ENV = "CANFIELD_FRAME_DUMP"  # a directory: SIGUSR1 saves the oracle frame there


def options_from(settings: Settings) -> Options:
    return Options(
        animations=settings.animations,
        animation_speed=settings.animation_speed,
        autofinish=settings.autofinish,
        click_mode=settings.click_mode,
        four_colour=settings.four_colour,
        large_index=settings.large_index,
        card_back=settings.card_back,
        felt=settings.felt,
        reduce_motion=settings.reduce_motion,
    )


def _display_window() -> pygame.Window | None:
    """The open window as a pygame.Window, for what pygame.display cannot do (its least
    size, its position, raising it); None without one. Its surface is never used, which
    is all pygame-ce's deprecation of this way in is about."""
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()
    return None


def _set_minimum_size(size: tuple[int, int]) -> None:
    """The smallest size the open window may be resized to (a hint to the window manager;
    the table still lays out at any size it gets)."""
    window = _display_window()
    with contextlib.suppress(pygame.error, AttributeError):
        window.minimum_size = size


def _centred(size: tuple[int, int]) -> tuple[int, int]:
    """The position of a window of `size` centred on the first screen."""
    with contextlib.suppress(pygame.error, IndexError):
        desktop = pygame.display.get_desktop_sizes()[0]
        return max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2)
    return 0, 0


class App(Commands, ShowsSolution, Painting):
    def __init__(
        self,
        game: Game | None = None,
        settings: Settings | None = None,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        save: bool = True,
        deal: bool = False,
    ) -> None:
        """`deal`: show the deal animation for the given game (a launch on a code)."""
        self.save_enabled = save
        self.notices: list[tuple[str, dict]] = []
        self.art = CardArt()  # first: the saved settings may only name a back it has
        if settings is None:
            settings, notice = (
                load_settings(card_backs=self.art.back_names()) if save else (Settings(), None)
            )
            if notice:
                self.notices.append((damage_key("settings", notice), {}))
                # a settings file at all: not a first launch, so no guide over the table
                settings.intro_seen = True
        self.settings = settings
        self.lang = resolve(settings.language)
        self.records = Records(enabled=save)
        self.meta = GameMeta()
        elapsed, hints_used = 0.0, 0
        fresh = deal or game is None  # a new deal at launch is dealt with its animation
        search_at_launch = False  # a random launch deal stands in while the worker searches
        # A code on the command line over a saved game with moves: the saved game is on
        # the table (it is what the player would leave) while the question asks about it.
        self.waiting_code: Game | None = None
        resumed = self.records.resume() if save else None
        if game is not None and resumed is not None and resumed[0].move_count > 0:
            self.waiting_code, game = game, None
        if game is None:
            if resumed is not None:
                game, self.meta, elapsed, hints_used = resumed
                if self.waiting_code is None:
                    self.notices.append(("notice.resumed", {}))
                fresh = False
            else:
                # the game and preset last chosen (the New game dialog remembers them);
                # a first launch's deal is an easy one proven winnable
                code = random_code_of(settings.game, settings.rules, settings.draw)
                first = (
                    None
                    if settings.intro_seen
                    else first_deal(code.rules, code.draw, secrets.randbelow(1 << 30))
                )
                if first is not None:
                    code, band = first
                    self.meta = GameMeta(band=band)  # the bar names it, as a solvable deal's
                game = Game.from_code(code)
                # "Solvable deals only" holds for the launch deal too: it is searched for
                # as N would, and this deal, shown without its animation, waits for it
                search_at_launch = settings.solvable_deals
                fresh = not search_at_launch
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        if sys.platform.startswith("linux"):
            # SDL's native X11 framebuffer presents only the changed rectangles (MIT-SHM);
            # its GL-accelerated default re-uploads the whole window every present
            # (measured under Xvfb: 8 ms for a small update, against 0.05 ms).
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        pygame.display.set_caption(TITLE)
        self._title = TITLE
        with contextlib.suppress(pygame.error, OSError):  # without its icon it still plays
            pygame.display.set_icon(pygame.image.load(str(icon_path())))  # before set_mode
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        if size is None:
            # A saved size beyond every screen (another monitor once, or damage) would make
            # a window nobody sees whole, and gigabytes of surfaces: fit the largest screen.
            size = tuple(settings.window_size)
            with contextlib.suppress(pygame.error):
                screens = pygame.display.get_desktop_sizes()
                if screens:
                    size = (
                        min(size[0], max(w for w, _ in screens)),
                        min(size[1], max(h for _, h in screens)),
                    )
        self.windowed_size = size
        self._windowed_position: tuple[int, int] | None = None
        self.screen = self._open_window()
        self.art.check()  # a missing card image is reported now; images load as needed
        self.sounds = Sounds(enabled=settings.sound, volume=settings.volume)
        if not self.sounds.available:
            self.notices.append(("notice.no_audio", {}))
        self.text = TextCache()
        layout = self._table_layout(game)
        self.renderer = Renderer(self.art, self.text)
        self.renderer.resize(layout)
        self.compositor = Compositor(self.renderer)
        self._structure: tuple | None = None
        self._hud_key: tuple | None = None
        self.session = Session(game, layout, options_from(settings), self.sounds, deal=fresh)
        self.session.elapsed, self.session.hints_used = elapsed, hints_used
        if resumed is not None and game is resumed[0]:
            self.session.restore_slots(*self.records.resumed_slots)  # the slots as they were
        self.life = Life(game, dealing=self.session.busy())
        self.focused = True  # the window has the keyboard (the clock pauses without it)
        self.minimized = False
        if fresh and settings.scoring == "casino":
            self.records.stake(self.session, self.meta)
        self.hud = Hud(layout, self.text, self.tr)
        self.controller = Controller(
            self.session,
            Actions(
                new_game=self.request_new,
                restart=lambda: self.command("restart"),
                toggle_fullscreen=self.toggle_fullscreen,
                leave_fullscreen=self.escape,
                toggle_sound=self.toggle_sound,
                quit=self.quit,
                stock_spent=lambda: self.toast.show(self.tr("notice.no_passes"), self.clock, 3.0),
                pick_first=lambda: self.toast.show(self.tr("choice.prompt"), self.clock, 3.0),
                refused=self._say_refused,
                fixed=self._say_fixed,
                unplayed=self._say_unplayed,
            ),
        )
        self.keys = KeyboardPlay(self.session, self.tr, lambda: self.lang)
        self.worker = SolverWorker()
        # kinds (game, preset, draw, band) whose last search for a solvable deal ended in
        # the shipped list: the player waited its seconds for nothing, so not again (but
        # now and then, commands.SEARCH_AGAIN); remembered across sessions in the settings
        self.list_first: set[tuple] = {kind_of(name) for name in settings.list_first}
        self.listed_asks = 0  # solvable deals of listed kinds asked for this session
        self.hints = Hints(self.worker, self.tr, lang_of=lambda: self.lang)
        self.toast = overlays.Toast()
        self.status_line_rect: pygame.Rect | None = None  # the keyboard line, last drawn
        self.dialog = None
        self.dialog_kind: str | None = None
        self.dialog_text: str | None = None  # the text it was opened with (a leave question)
        self.leaving = None  # what to do once the player agrees to leave the game
        self.result: dict = {}  # the statistics the result panel shows after a win
        self.winnable_undos = 0  # undos that reach the last winnable position, once found
        self.offer: pygame_gui.elements.UIButton | None = None  # "undo to winnable"
        self.offer_words: str | None = None  # what the offer says, shown beside it
        self.solution_bar = SolutionBar()  # Show solution's buttons while a line is shown
        self.celebration: Celebration | None = None
        self.banner_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.banner_focus: int | None = None  # the panel button the keys act on, once used
        self.banner_since = 0.0  # when the panel came (or its celebration ended)
        self.banner_kind: str | None = None
        self.stuck_mark: tuple[Game, int, int | None] | None = None  # `_stuck_panel_wanted`
        # The table guide: over the table at the first launch, until a click or a key.
        self.guide = Guide()
        self.guide_open = not settings.intro_seen
        self._swallow_release = False  # the release of the click that closed the guide
        # The pile tool tip: where the pointer rests on the table and since when (clock),
        # and the pile it names once it has rested HOVER_DELAY seconds.
        self.hover: tuple[int, int] | None = None
        self.hover_since = 0.0
        self.tooltip: tuple[str, tuple[int, int]] | None = None
        self.tooltip_rect: pygame.Rect | None = None  # where the tool tip was last drawn
        self.accumulator = 0.0
        self.clock = 0.0  # real seconds since start, unclamped (toasts)
        self.running = True
        self.frames = 0  # frames drawn (tests and benchmarks read it)
        self._drawn_key: tuple | None = None
        self._redraw = False  # one more frame wanted even if nothing seems changed
        self._full = True  # the next frame is drawn and presented whole
        self._dump_asked = False
        self._dumps = 0
        self._saved_version = (id(game), game.version)
        self._seen_version = self._saved_version
        self._saved_clock = self.session.elapsed  # the game clock at the last save
        # The saved game is written on this thread, so each move is saved as it is played
        # without a frame waiting for the disk (records.save hands it the snapshot).
        self._game_writer = LatestWriter(name="canfield-save")
        # The lock that makes this the one window on these files (`run` sets it), and
        # when a later launch's request was last looked for.
        self.instance: instance.InstanceLock | None = None
        self._asked_at = 0.0
        self.records.writer = self._game_writer
        # The launch deal standing in while a solvable one is searched for: replaced, it
        # is not counted, even if the player moved in it meanwhile.
        self.stand_in: Game | None = game if search_at_launch else None
        if search_at_launch:
            self.new_game()
        # After the search's "Looking for…": queued behind it, the notices (a damaged save)
        # show once the deal comes; shown first, the search's words replaced them.
        self._show_notices()
        if self.waiting_code is not None:
            code = self.waiting_code.code
            self.ask_leave(self._play_launch_code, self._keep_saved_game, code=code)

    def answer_launch(self, code: str | None) -> None:
        """Another launch asked for this window: to the front, and a code it was given is
        offered as a launch code over a saved game is (asked first when leaving costs)."""
        window = _display_window()
        with contextlib.suppress(pygame.error, AttributeError):
            window.restore()  # out of the task bar if minimized
            window.focus()
        if code is None:
            return
        try:
            game = Game.from_code(parse_code(code))
        except CodeError:
            return  # the later launch checked it; a damaged request only raises the window
        self.ask_leave(lambda: self.begin(game, GameMeta()), code=game.code)
        self.invalidate()

    # --- text ---------------------------------------------------------------------------

    def tr(self, key: str, **params) -> str:
        return t(key, self.lang, **params)

    def _show_notices(self) -> None:
        """Queue every pending notice on the toast: each gets its own seconds, in turn.
        While the guide shows they wait for it to close (the toast lay over its boxes)."""
        if self.guide_open:
            return
        pending = self.notices
        self.notices = []
        while self.records.notices:  # one at a time: the save thread may add one meanwhile
            pending.append(self.records.notices.pop(0))
        # A held file was not set aside but left as it is, and this run does not save it.
        files = {
            "notice.settings_damaged": SETTINGS_FILE,
            "notice.settings_repaired": SETTINGS_FILE,
            "notice.stats_damaged": STATS_FILE,
            "notice.stats_repaired": STATS_FILE,
            "notice.game_damaged": GAME_FILE,
        }
        held = held_files() if self.save_enabled else []
        welcome = [n for n in pending if n[0] == "notice.resumed"]
        for key, params in [n for n in pending if n[0] != "notice.resumed"] + welcome:
            if files.get(key) in held:
                key, params = "notice.file_held", {"file": str(data_dir() / files[key])}
            self.toast.queue(self.tr(key, **params), self.clock, seconds=6.0)

    # --- window -------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            # Without a window manager a full-screen window keeps its windowed position
            # (SDL ignores moves of a full-screen window): move it to the origin first.
            self._windowed_position = self._move_window((0, 0))
            # Size (0, 0) at the desktop resolution: SDL's desktop full screen, no mode change.
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w, h = (
            max(MIN_WINDOW[0], self.windowed_size[0]),
            max(MIN_WINDOW[1], self.windowed_size[1]),
        )
        with warnings.catch_warnings():
            # Leaving full screen without a window manager, SDL keeps the full-screen
            # size and warns; the size is set again below.
            warnings.simplefilter("ignore", RuntimeWarning)
            screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        _set_minimum_size(MIN_WINDOW)  # a window manager then stops a resize below it
        if self._windowed_position is not None or screen.get_size() != (w, h):
            # Back where it was before full screen; a game started in full screen has no
            # such place (seen under Xvfb: F11 left a screen-sized window): centred.
            position = self._windowed_position or _centred((w, h))
            self._move_window(position, (w, h))
            screen = pygame.display.get_surface()
        return screen

    @staticmethod
    def _move_window(
        position: tuple[int, int], size: tuple[int, int] | None = None
    ) -> tuple[int, int] | None:
        """Move (and size) the open window; returns where it was (None without one)."""
        if pygame.display.get_surface() is None:
            return None
        window = _display_window()
        with contextlib.suppress(pygame.error, AttributeError):
            before = tuple(window.position)
            if size is not None and tuple(window.size) != size:
                window.size = size
            window.position = position
            return before
        return None

    def _new_size(self) -> None:
        """The window changed size (a resize, F11): the table is laid out again and an
        open dialog opens again at the new size, a pending leave question still pending
        (closing it would drop what the player was asked, such as a launch code)."""
        dialog, kind = self.dialog, self.dialog_kind
        text, leaving, self.leaving = self.dialog_text, self.leaving, None
        keep = dialog.kept() if dialog is not None else {}
        focus = dialog.focus.index if dialog is not None else -1
        self.controller.cancel()  # cards held in a drag go back (they would lie under the table)
        self._relayout()
        if dialog is not None:  # as it was: the player's choices, typing and focus
            self.open_dialog(kind, text, keep)
            self.dialog.focus.restore(focus)
        self.leaving = leaving

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface()
        layout = self._table_layout(self.session.game)
        self._place_table(layout)
        self.close_dialog()
        self.build_hud(layout)
        self.celebration = None  # restarting the cascade at a new size is not worth it

    def _table_layout(self, game: Game, long_cards: int | None = None) -> Layout:
        """The table for this window, the card-size setting, the game's shape and a column
        of `long_cards` at the tightest fan (by default what the game's longest column
        needs, layout.long_budget)."""
        if long_cards is None:
            long_cards = long_budget(longest_column(game.state))
        size = self.screen.get_size()
        return compute_layout(
            *size, self.settings.card_size, game.rules, long_cards, self.settings.large_index
        )

    def _place_table(self, layout: Layout) -> None:
        """Lay the table out anew: every card jumps to its place in `layout`."""
        self.renderer.resize(layout)
        self.compositor.reset()
        self.session.relayout(layout)
        self.drop_banner()  # laid out again for the new size by the next frame
        self.hover = self.tooltip = None  # the pile under the pointer moved with the layout
        self.invalidate()

    def _fit_long_columns(self) -> None:
        """A column grew past what the table was laid out for, or is well short of it again:
        the cards change size once nothing moves (layout.long_budget), so that every card
        of a long column still shows its rank."""
        layout = self.session.layout
        budget = long_budget(longest_column(self.session.state), layout.long_cards)
        if budget != layout.long_cards and not self.moving() and self.controller.hold is None:
            self._place_table(self._table_layout(self.session.game, budget))

    def invalidate(self) -> None:
        """The window's contents may be gone (mode change, expose, restore): the next frame
        is drawn from the caches' truth and presented whole."""
        self._full = True
        self._drawn_key = None

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._new_size()
        self.settings.fullscreen = self.fullscreen
        self._save_settings()

    def escape(self) -> None:
        """Esc closes the open dialog, puts back cards held by the mouse or picked up
        with the keys, takes the keys' ring off a panel in play, sets "No more moves"
        aside, dismisses a shown hint (its glow stayed under the menu) or the offer to undo
        to a winnable position, or opens the menu."""
        if self.dialog is not None:
            self.close_dialog()
        elif self._skip_celebration():
            pass  # as any key does (Esc opened the menu over the cascade, a tester saw)
        elif self.controller.hold is not None:
            self.controller.cancel()  # the drag is called off: the cards glide back
        elif self.keys.escape():
            self.invalidate()
        elif self.banner_focus is not None and not self.life.final:
            self.banner_focus = None  # the ring on a panel in play goes back to the table
        elif self.set_stuck_panel_aside():
            self.invalidate()
        elif self.hint_glows():
            self.dismiss_hint()
        elif self.offer is not None:
            self.drop_offer()  # the way back and its words (Esc opened the menu over them)
            self.invalidate()
        else:
            self.open_dialog("menu")

    def _say_refused(self, move) -> None:
        """Cards dropped on a pile that does not take them: why, for a few seconds."""
        self.toast.show(why_not(self.session.state, move, self.tr, self.lang), self.clock, 3.0)

    def _say_fixed(self, pile: str, count: int) -> None:
        """Cards the player tried to drag that do not lift: why."""
        text = why_fixed(self.session.state, pile, count, self.tr, self.lang)
        self.toast.show(text, self.clock, 3.0)

    def _say_unplayed(self, pile: str, count: int) -> None:
        """A click that played nothing: why, where a click plays at all."""
        s = self.session
        text = why_no_click(s.state, pile, count, s.options.click, self.tr, self.lang)
        if text is not None:
            self.toast.show(text, self.clock, 3.0)

    def toggle_sound(self) -> None:
        if not self.sounds.available:
            # Nothing to switch on: say why, and keep the setting for a machine with sound.
            self.toast.show(self.tr("notice.no_audio"), self.clock, seconds=4.0)
            return
        self.apply_setting("sound", not self.settings.sound)
        key = "notice.sound_on" if self.settings.sound else "notice.sound_off"
        self.toast.show(self.tr(key), self.clock, seconds=2.0)

    def available(self) -> dict[str, bool]:
        """The commands that can work now, as the HUD and the menu show them."""
        return {
            "undo": self.life.can_undo(),
            "redo": self.life.can_redo(),
            "hint": not self.life.final,
            "solution": self.life.in_play,
            "home": self.life.in_play and self.session.can_send_home(),
        }

    def attentive(self) -> bool:
        """The player is at the table: window focused and shown, no menu or dialog open,
        no solution shown and paused. The game clock runs only then."""
        held = self.solution is not None and self.solution.paused
        away = self.minimized or self.dialog is not None or self.guide_open or held
        return self.focused and not away

    def _save_settings(self) -> None:
        if not self.fullscreen:
            self.settings.window_size = tuple(self.screen.get_size())
        if self.save_enabled and save_settings(self.settings):
            self.toast.show(self.tr("notice.cannot_save", path=""), self.clock)

    def quit(self) -> None:
        self.running = False

    # --- events -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_q and event.mod & CTRL
        ):
            self.quit()  # the window closed, or Ctrl+Q, from any dialog too
            return
        self._track_hover(event)
        if self._window_event(event):
            return
        if self._guide_event(event):
            return
        if self.dialog is None and self._solution_input(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return
        if self.dialog is not None and self._dialog_input(event):
            return
        if self.hud.manager.process_events(event):
            return
        if event.type >= pygame.USEREVENT and self._gui_event(event):
            return
        if self.dialog is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            return  # the table waits while a dialog is open
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self._skip_celebration():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._bar_click(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.hint()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_dialog("rules")  # help, as F1 is in most desktop programs
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and event.mod & CTRL:
            self.command("new")  # the New game dialog (N alone deals at once)
            return
        if self._banner_keys(event):
            return
        if self.life.final and not self._allowed_after_end(event):
            return  # a won game is over: its cards stay home, undo and redo do nothing
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keys.hide()  # the mouse took over
        elif event.type == pygame.KEYDOWN and self._keyboard_play(event):
            return
        # F11 and M leave a shown hint as they find it.
        acted = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN and event.key not in NOT_A_MOVE
        )
        if self.controller.handle(event) and acted:
            self.hints.clear()

    def _skip_celebration(self) -> bool:
        """A click or a key skips the cascade to its end; True if there was one."""
        if self.celebration is None:
            return False
        self.celebration = None
        self.banner_since = self.clock  # the panel shows from now on
        self.invalidate()
        return True

    def _solution_input(self, event: pygame.event.Event) -> bool:
        """D shows the solution (or stops it); while it plays, Space pauses, Right plays one
        move, Esc stops, and any other press or key is the player taking over."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_d and not event.mod & CTRL:
            self.show_solution()
            return True
        if self.solution is None and self.solution_request is None:
            return False
        if event.type == pygame.KEYDOWN and self.solution is not None:
            action = {
                pygame.K_SPACE: self.pause_solution,
                pygame.K_RIGHT: self.step_solution,
                pygame.K_ESCAPE: self.stop_solution,
            }.get(event.key)
            if action is not None:
                action()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stop_solution()  # still searching: Esc calls it off
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.pause_search()  # the line's pause key, not a stock turn
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and (
            self.solution_bar.contains(event.pos) or event.pos[1] < self.session.layout.hud.h
        ):
            return False  # its buttons, and the bar's (those that move cards take over)
        if event.type == pygame.KEYDOWN and event.key in NOT_A_MOVE:
            return False  # sound, full screen, rules: the line plays on (or waits)
        if event.type == pygame.MOUSEBUTTONDOWN and pile_at(self.session, event.pos) is None:
            return False  # the felt: no card to move (a click to raise the window stopped it)
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS
        ):
            self.take_over()
        return False

    def _dialog_input(self, event: pygame.event.Event) -> bool:
        """Keys and presses for the open dialog before pygame_gui sees them: focus moves,
        keys that press buttons or change choices, a slider let go. True if used up."""
        if event.type == pygame.KEYDOWN:
            result = self.dialog.key(event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            result = self.dialog.pointer(event)
        else:
            return False
        if isinstance(result, Action):
            self.dialog_action(result)
            return event.type == pygame.KEYDOWN
        return result is True

    def _keyboard_play(self, event: pygame.event.Event) -> bool:
        """Arrows, Tab, Enter, 1-4, R, W, S, F: play from the keyboard (keyboard.py)."""
        hint = self.hints.shown.move if self.hint_glows() else None  # Enter plays what glows
        if event.key in ENTER and self.hints.thinking and self.keys.pickup is None:
            # Enter right after H means the hint, not the focused pile: a tester's Enter
            # turned the stock while the hint was worked out, in a game's last pass.
            return True

        def play_hint() -> None:
            self.hints.clear()
            self.session.play(hint, slot=self.session.slot_for(hint))

        if not self.keys.key(event.key, event.mod, hint, play_hint):
            return False
        if self.keys.pickup is None:
            self.hints.clear()
        return True

    def _window_event(self, event: pygame.event.Event) -> bool:
        """Size, expose, focus and minimise events; True if the event was one of them."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            size = pygame.display.get_surface().get_size()
            if size != (self.session.layout.width, self.session.layout.height):
                self._new_size()
            else:
                self.invalidate()
            return True
        if event.type == pygame.WINDOWFOCUSLOST:
            self.focused = False
            return True
        if event.type == pygame.WINDOWFOCUSGAINED:
            self.focused = True
        elif event.type == pygame.WINDOWMINIMIZED or event.type == pygame.WINDOWHIDDEN:
            self.minimized = True
            return True
        elif event.type in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED):
            self.minimized = False
        if event.type in REPAINT_EVENTS:
            self.invalidate()
            return True
        return False

    # --- the table guide and the pile tool tip -------------------------------------------

    def show_guide(self) -> None:
        self.guide_open = True
        self.hover = self.tooltip = None
        self.invalidate()

    def dismiss_guide(self) -> None:
        """Close the guide; the first time, remember that it was seen."""
        self.guide_open = False
        self.invalidate()
        self._show_notices()  # what waited for the guide (a damaged file's notice)
        if not self.settings.intro_seen:
            self.settings.intro_seen = True
            self._save_settings()

    def _guide_event(self, event: pygame.event.Event) -> bool:
        """While the guide shows, a press or a key closes it and no input reaches the table
        or the bar; the release of that press is dropped too. F1 closes it and opens the
        rules; F11 changes the window and leaves it open. True if the event was used."""
        kind = event.type
        if not self.guide_open:
            if kind == pygame.MOUSEBUTTONDOWN:
                self._swallow_release = False
            elif kind == pygame.MOUSEBUTTONUP and self._swallow_release:
                self._swallow_release = False
                return True
            return False
        if kind == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()  # a window key: the guide stays, laid out anew
            return True
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.dismiss_guide()
            self._swallow_release = kind == pygame.MOUSEBUTTONDOWN
            if kind == pygame.KEYDOWN and event.key == pygame.K_F1:
                return False  # help, asked for over the guide: the rules open as well
        return kind in GUIDE_INPUT

    def _track_hover(self, event: pygame.event.Event) -> None:
        """The pointer at rest starts the tool tip's wait; moving, pressing or a key ends
        the tool tip (a press or a key also the wait, until the pointer moves again)."""
        if event.type == pygame.MOUSEMOTION:
            held = any(getattr(event, "buttons", ()))
            self.hover = None if held else tuple(event.pos)
            self.hover_since = self.clock
            self.tooltip = None
        elif event.type in HOVER_ENDS:
            self.hover = self.tooltip = None

    def _tooltip_allowed(self) -> bool:
        return (
            self.dialog is None
            and not self.guide_open
            and self.celebration is None
            and self.controller.hold is None
            and not self.session.busy()
            and not self.hud.manager.get_hovering_any_element()
        )

    def _update_tooltip(self) -> None:
        """Show the tool tip once the pointer has rested on a pile long enough."""
        if self.tooltip is not None:
            if not self._tooltip_allowed():
                self.tooltip = None
            return
        if self.hover is None or self.clock - self.hover_since < HOVER_DELAY:
            return
        pile = pile_at(self.session, self.hover) if self._tooltip_allowed() else None
        x, y = self.hover
        if self.banner_kind is not None and self._banner_panel_rect(self.banner_kind).collidepoint(
            x, y
        ):
            pile = None  # the panel hides the pile: nothing under it answers (a tester)
        if pile is None and self._tooltip_allowed() and y < self.session.layout.hud.h:
            if self.hud.sound_rect.collidepoint(x, y):
                pile = "sound"  # the speaker names its key, as the bar's buttons do
            elif self.hud.game_text_left() <= x < self.hud.text_right:
                pile = "bar"  # all the bar says of the game (not over the score, a tester)
        if pile is not None:
            self.tooltip = (pile, self.hover)
        self.hover = None  # shown, or nothing to name: wait for the next move

    def _bar_click(self, event: pygame.event.Event) -> bool:
        """The game code (copies it) and the sound icon in the top bar."""
        if self.hud.code_rect.collidepoint(event.pos) and self.session.code:
            code = str(self.session.code)
            if self.hud.copy_code(code, self.clock):
                self.toast.show(self.tr("notice.copied", code=code), self.clock, seconds=2.0)
            return True
        if self.hud.sound_rect.collidepoint(event.pos):
            self.toggle_sound()
            return True
        return False

    def _banner_keys(self, event: pygame.event.Event) -> bool:
        """The buttons on the table by the keys, as a dialog's: Tab, Shift+Tab and the
        arrows move a ring over them, Enter or Space presses the one it is on. After the
        end every such key goes to the panel; in play (no more moves, or the offer to undo
        to a winnable position) Tab brings the ring from the table, and Esc (`escape`) or
        a key of the table's takes it back."""
        buttons = self.ring_buttons()
        if event.type != pygame.KEYDOWN or not buttons:
            return False
        names = list(buttons)
        panel_key = event.key in PANEL_KEYS_MOVE or event.key in PANEL_KEYS_PRESS
        if panel_key and self.life.final and self.clock - self.banner_since < PANEL_KEY_PAUSE:
            return True  # the keys that played the last moves must not press a button
        here = self.banner_focus
        if here is not None and here >= len(names):
            here = None  # the offer it was on has gone
        if not self.life.final and here is None and (event.key != pygame.K_TAB or self.keys.pickup):
            return False  # the table's keys, until Tab brings the ring
        step = dict(PANEL_KEYS_MOVE)
        if event.key == pygame.K_TAB:
            step[pygame.K_TAB] = -1 if event.mod & pygame.KMOD_SHIFT else 1
        if event.key in step:
            first = 0 if step[event.key] > 0 else len(names) - 1
            self.banner_focus = first if here is None else (here + step[event.key]) % len(names)
            self.keys.hide()  # one focus at a time
            return True
        if event.key in PANEL_KEYS_PRESS:
            if here is None:
                self.banner_focus = 0  # the first press shows where the keys are
            else:
                self.banner_command(names[here])
            return True
        if not self.life.final:
            self.banner_focus = None  # another key: the table's again
        return False

    @staticmethod
    def _allowed_after_end(event: pygame.event.Event) -> bool:
        """After the end only window keys and new-game keys reach the table (no undo, no
        cards): N, Ctrl+R (the deal again), F11, M."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return event.key == pygame.K_r
        return event.key in (pygame.K_n, pygame.K_F11, pygame.K_m)

    def _gui_event(self, event: pygame.event.Event) -> bool:
        """pygame_gui's own events: HUD and banner buttons, dialog widgets."""
        if self.dialog is not None:
            action = self.dialog.handle(event)
            if action is not None:
                self.dialog_action(action)
                return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.offer:
            self.command("undo_winnable")
            return True
        control = self.solution_bar.named(event.ui_element)
        if control is not None:
            self.solution_control(control)
            return True
        banner = next((k for k, b in self.banner_buttons.items() if b is event.ui_element), None)
        if banner is not None:
            self.banner_command(banner)
            return True
        name = self.hud.button_named(event.ui_element)
        if name is None:
            return False
        self.command(name)
        return True

    # --- the loop -----------------------------------------------------------------------

    def step(self, dt: float, events: list | None = None) -> bool:
        """One frame: input, fixed updates, solver replies, saving, and a draw if needed."""
        was_still = not self.moving()
        # Whether "No more moves" stops the clock, as the frame began: F11 or a resize
        # takes the panel down until the frame's end, and the clock crept on (a tester).
        stuck_panel = self.stuck_panel_shows()
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        if self.life.final:
            self.keys.hide()  # the game is over: nothing to focus
        else:
            self.keys.after_change()  # an undo or a mouse move may have moved the focused pile
        if self.life.clock_runs(self.attentive(), stuck_panel):
            self.session.elapsed += dt
        self.clock += dt
        self._update_tooltip()
        self.accumulator += min(dt, AFTER_STILL if was_still else MAX_FRAME)
        while self.accumulator >= STEP:
            self.session.update(STEP)
            if self.celebration is not None:
                self.celebration.update(STEP)
            self.accumulator -= STEP
        if self.celebration is not None and self.celebration.done:
            self.celebration = None  # the cards are home again under the result panel
            self.banner_since = self.clock
            self.invalidate()
        reply = self.worker.poll()
        if reply is not None:
            self.solver_reply(reply)
        # A long column's smaller cards first: Show solution plays its next move in the
        # frame the last one lands, which left no idle frame to refit in (a tester saw
        # squeezed ranks for six moves on end).
        self._fit_long_columns()
        self.tick_solution()
        self.life.advance(self.session.busy())
        self._after_actions()
        self.update_banner()
        self._sync_solution_bar()
        self._show_title()
        # Button states before the UI update, which redraws their images.
        available = self.available()
        for name, able in available.items():
            self.hud.set_enabled(name, able)
        if self.dialog is not None:
            self.dialog.set_available(available)
        self.hud.manager.update(dt)
        alpha = self.accumulator / STEP
        key = self._frame_key()
        wanted = self.animating() or self._redraw or self.dialog is not None
        if key != self._drawn_key or wanted:
            self._redraw = False  # drawing may ask for one more frame
            rects = self.draw(alpha)
            if rects is None:
                pygame.display.flip()
            elif rects:
                pygame.display.update(rects)
            self._drawn_key = key
            self.frames += 1
        return self.running

    def window_title(self) -> str:
        """The window's title: Canfield's name, after the family game on the table where
        that is another ("Rainbow – Canfield", as PySolFC names its games)."""
        game = self.session.state.rules.game
        return TITLE if game == DEFAULT_GAME else f"{self.tr(f'game.{game}')} – {TITLE}"

    def _show_title(self) -> None:
        """The window's title follows the game on the table (and the language)."""
        title = self.window_title()
        if title != self._title:
            pygame.display.set_caption(title)
            self._title = title

    def _after_actions(self) -> None:
        """Save after every action; count a won game; start the celebration."""
        game = self.session.game
        version = (id(game), game.version)
        if version != self._seen_version:  # the game changed: the old hint no longer holds
            self._seen_version = version
            self.hints.clear()
            self.toast.withdraw(self.hint_words)  # nor its words ("Hint: 3♣ to column 3")
            self.hint_words = None
            self.drop_offer()
        # Saved in the frame the move is played: the engine already holds the new state
        # (flying cards are not part of it), so a crash mid-animation loses nothing. Only
        # the snapshot is taken here; the writer thread writes the file.
        if version != self._saved_version:
            self._saved_version = version
            if self.life.won:
                # finish removes the saved game: no older snapshot may write it back after.
                self._game_writer.discard()
                casino = self.settings.scoring == "casino"
                self.result = self.records.finish_won(self.session, self.meta, casino)
            else:
                self.records.save(self.session, self.meta)
            self._saved_clock = self.session.elapsed
        elif self.session.elapsed - self._saved_clock >= CLOCK_SAVE and not self.life.final:
            # The clock is part of the saved game: a crash or a killed window loses at
            # most this much of it (a tester's window closed from outside lost 18 s).
            self.records.save(self.session, self.meta)
            self._saved_clock = self.session.elapsed
        if self.records.notices:  # also from a background write that failed
            self._show_notices()
        self._start_celebration_if_won()

    def animating(self) -> bool:
        return self.moving() or self.worker.busy  # the spinner turns while the solver thinks

    def moving(self) -> bool:
        """Cards move: flying, dragged or in the cascade."""
        return (
            self.session.busy()
            or (self.controller.hold is not None and self.controller.hold.dragging)
            or (self.celebration is not None and not self.celebration.done)
        )

    def _frame_key(self) -> tuple:
        """Everything that changes what a still frame shows; equal keys mean no redraw."""
        s = self.session
        return (
            s.board.version,
            s.game.version,
            id(self.dialog),
            self.toast.text if self.toast.visible(self.clock) else None,
            id(self.hints.shown),
            self.hint_glows(),
            self.life.phase,
            self.guide_open,
            self.tooltip,
            self.keys.key_state(),
            self.banner_focus,
            *self._hud_state(),
        )

    # --- running ------------------------------------------------------------------------

    def run(self) -> int:
        """Run until the window closes or SIGTERM arrives; exit status 0."""
        signal.signal(signal.SIGTERM, lambda *_: self._request_quit())
        dump_dir = os.environ.get(FRAME_DUMP_ENV)
        if dump_dir and hasattr(signal, "SIGUSR1"):
            # Tests of the real window: SIGUSR1 asks for the from-scratch frame of the state.
            signal.signal(signal.SIGUSR1, lambda *_: setattr(self, "_dump_asked", True))
        self.worker.start()  # in the background now, so the first hint is quick
        last = time.perf_counter()
        while self.running:
            events = pygame.event.get()
            now = time.perf_counter()
            still = not self.animating() and not self._redraw
            if not events and still and now - last < self._idle_wait():
                # Still table: warm one card image, or sleep a moment. Never spin.
                if not self.art.warm_one(
                    self.session.layout.card_w, self.session.options.four_colour
                ):
                    time.sleep(IDLE_POLL)
                continue
            self.step(now - last, events)
            last = now
            if self.instance is not None and now - self._asked_at >= 1.0:
                self._asked_at = now
                request = self.instance.take_request()
                if request is not None:
                    self.answer_launch(request.get("code"))
            if self._dump_asked and not self.animating():
                self._dump_asked = False
                self.dump_frame(os.environ[FRAME_DUMP_ENV])
        self.close()
        return 0

    def stuck_panel_shows(self) -> bool:
        return self.banner_kind in ("stuck", "stuck_start")

    def _idle_wait(self) -> float:
        """How long a still table may go without a frame: the HUD clock's next second,
        the end of the toast, a tool tip's or Show solution's next move's time."""
        s = self.session
        wait = 1.0
        if self.life.clock_runs(self.attentive(), self.stuck_panel_shows()):
            wait = 1.0 - (s.elapsed % 1.0)
        if self.dialog is not None and self._dialog_may_change():
            wait = DIALOG_FRAME
        if self.toast.visible(self.clock):
            wait = min(wait, self.toast.until - self.clock)
        if self.hover is not None and self.dialog is None:  # the pile tool tip is due then
            wait = min(wait, self.hover_since + HOVER_DELAY - self.clock)
        if self.dialog is None and self.hud.manager.get_hovering_any_element():
            wait = min(wait, DIALOG_FRAME)  # a bar button's tool tip comes after a delay
        show = self.solution
        if show is not None and not (show.paused or self.solution_covered):
            # the line's next move is due then (it waited for the clock's second)
            wait = min(wait, show.next_at - self.clock)
        return max(0.0, wait)

    def dump_frame(self, directory: str) -> str:
        """Save the from-scratch frame of the current state (fresh renderer and card art)
        as `oracle-N.png`, N counting up; returns the path. For tests of the real window."""
        surface = pygame.Surface(self.screen.get_size()).convert(self.screen)
        self.paint_from_scratch(surface, Renderer(CardArt(), TextCache()))
        self._dumps += 1
        path = os.path.join(directory, f"oracle-{self._dumps}.png")
        pygame.image.save(surface, path + ".tmp.png")
        os.replace(path + ".tmp.png", path)  # whole or absent: the test polls for it
        return path

    def _dialog_may_change(self) -> bool:
        """An open dialog changes by itself only where the pointer rests on a widget (a
        tool tip comes) or a text field has the focus (its cursor blinks)."""
        manager = self.hud.manager
        over_dialog = self.dialog.window.rect.collidepoint(manager.get_mouse_position())
        if manager.get_hovering_any_element() and over_dialog:  # not the dimmed table
            return True
        return any(
            isinstance(element, pygame_gui.elements.UITextEntryLine)
            for element in manager.get_focus_set() or ()
        )

    def _request_quit(self) -> None:
        self.running = False
        with contextlib.suppress(pygame.error):  # the display may already be gone
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def close(self) -> None:
        """Save everything and release the window and the solver."""
        if not self.life.final:  # (with the launch question unanswered: the saved game)
            self.records.save(self.session, self.meta)
        self._game_writer.close()  # every snapshot handed over is on disk before we go
        self._save_settings()
        self.worker.close()
        pygame.quit()


def run(code: GameCode | None) -> int:
    """Open the window (the CLI's `play`): on a code, or resuming the saved game. With
    a game already running on these files, hand it the request instead (instance.py)."""
    lock = instance.acquire()
    if lock is None:
        sent = instance.send_request(str(code) if code is not None else None)
        print(
            "Canfield is already running: its window comes to the front"
            + (" and offers the game code." if sent and code is not None else "."),
            file=sys.stderr,
        )
        return 0
    try:
        try:
            app = App(Game.from_code(code) if code is not None else None, deal=True)
        except AssetError as e:
            print(f"canfield: error: {e}", file=sys.stderr)
            return 1
        app.instance = lock
        return app.run()
    finally:
        lock.release()
