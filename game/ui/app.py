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

import pygame
import pygame_gui

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.game import Game
from game.engine.rules import preset
from game.engine.status import Status
from game.i18n import resolve, t
from game.persist import Settings, load_settings, save_settings
from game.ui import overlays
from game.ui.assets import AssetError, CardArt, Sounds
from game.ui.celebration import Celebration
from game.ui.commands import Commands
from game.ui.compositor import Compositor, merge
from game.ui.controller import Actions, Controller
from game.ui.hints import Hints
from game.ui.hud import Hud, format_time
from game.ui.layout import compute_layout
from game.ui.records import GameMeta, Records
from game.ui.render import Renderer, TextCache
from game.ui.session import Options, Session
from game.ui.solver_worker import SolverWorker

STEP = 1 / 120
MAX_FRAME = 0.25
IDLE_POLL = 0.01  # seconds a still table sleeps between looks at the event queue
MIN_WINDOW = (640, 480)
TITLE = "Canfield"


def options_from(settings: Settings) -> Options:
    return Options(
        animations=settings.animations,
        animation_speed=settings.animation_speed,
        autofinish=settings.autofinish,
        click_mode=settings.click_mode,
        four_colour=settings.four_colour,
        card_back=settings.card_back,
    )


def random_code(settings: Settings) -> GameCode:
    return GameCode(secrets.randbelow(MAX_DEAL + 1), settings.draw, preset(settings.rules))


class App(Commands):
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
        if settings is None:
            settings, notice = load_settings() if save else (Settings(), None)
            if notice:
                self.notices.append(("notice.settings_damaged", {}))
        self.settings = settings
        self.lang = resolve(settings.language)
        self.records = Records(enabled=save)
        self.meta = GameMeta()
        elapsed, hints_used = 0.0, 0
        fresh = deal or game is None  # a new deal at launch is dealt with its animation
        if game is None:
            resumed = self.records.resume()
            if resumed is not None:
                game, self.meta, elapsed, hints_used = resumed
                self.notices.append(("notice.resumed", {}))
                fresh = False
            else:
                game = Game.from_code(random_code(settings))
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        if sys.platform.startswith("linux"):
            # SDL's native X11 framebuffer presents only the changed rectangles (MIT-SHM);
            # its GL-accelerated default re-uploads the whole window every present
            # (measured under Xvfb: 8 ms for a small update, against 0.05 ms).
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        pygame.display.set_caption(TITLE)
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        self.windowed_size = size or tuple(settings.window_size)
        self.screen = self._open_window()
        self.art = CardArt()
        self.art.check()  # a missing card image is reported now; images load as needed
        self.sounds = Sounds(enabled=settings.sound, volume=settings.volume)
        if not self.sounds.available:
            self.notices.append(("notice.no_audio", {}))
        self.text = TextCache()
        layout = compute_layout(*self.screen.get_size())
        self.renderer = Renderer(self.art, self.text)
        self.renderer.resize(layout)
        self.compositor = Compositor(self.renderer)
        self._structure: tuple | None = None
        self._hud_key: tuple | None = None
        self.session = Session(game, layout, options_from(settings), self.sounds, deal=fresh)
        self.session.elapsed, self.session.hints_used = elapsed, hints_used
        self.hud = Hud(layout, self.text, self.tr)
        self.controller = Controller(
            self.session,
            Actions(
                new_game=self.new_game,
                toggle_fullscreen=self.toggle_fullscreen,
                leave_fullscreen=self.escape,
                toggle_sound=self.toggle_sound,
                quit=self.quit,
            ),
        )
        self.worker = SolverWorker()
        self.hints = Hints(self.worker, self.tr)
        self.toast = overlays.Toast()
        self.dialog = None
        self.dialog_kind: str | None = None
        self.offer: pygame_gui.elements.UIButton | None = None  # "undo to winnable"
        self.celebration: Celebration | None = None
        self.banner_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.banner_kind: str | None = None
        self.accumulator = 0.0
        self.clock = 0.0  # real seconds since start, unclamped (toasts, "copied!")
        self.running = True
        self.frames = 0  # frames drawn (tests and benchmarks read it)
        self._drawn_key: tuple | None = None
        self._redraw = False  # one more frame wanted even if nothing seems changed
        self._saved_version = (id(game), game.version)
        self._show_notices()

    # --- text ---------------------------------------------------------------------------

    def tr(self, key: str, **params) -> str:
        return t(key, self.lang, **params)

    def _show_notices(self) -> None:
        notices = self.notices + self.records.notices
        self.records.notices.clear()
        self.notices = []
        if notices:
            key, params = notices[-1]
            self.toast.show(self.tr(key, **params), self.clock, seconds=6.0)

    # --- window -------------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            # Size (0, 0) at the desktop resolution: SDL's desktop full screen, no mode change.
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w, h = (
            max(MIN_WINDOW[0], self.windowed_size[0]),
            max(MIN_WINDOW[1], self.windowed_size[1]),
        )
        return pygame.display.set_mode((w, h), pygame.RESIZABLE)

    def _relayout(self) -> None:
        self.screen = pygame.display.get_surface()
        layout = compute_layout(*self.screen.get_size())
        self.renderer.resize(layout)
        self.compositor.reset()
        self.session.relayout(layout)
        self.close_dialog()
        self.hud.build(layout, self.tr)
        self.banner_buttons = {}
        self.banner_kind = None
        self.celebration = None  # restarting the cascade at a new size is not worth it
        self._drawn_key = None

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._relayout()
        self.settings.fullscreen = self.fullscreen
        self._save_settings()

    def escape(self) -> None:
        """Esc closes the open dialog, or opens the menu."""
        if self.dialog is not None:
            self.close_dialog()
        else:
            self.open_dialog("menu")

    def toggle_sound(self) -> None:
        self.apply_setting("sound", not self.settings.sound)

    def _save_settings(self) -> None:
        if not self.fullscreen:
            self.settings.window_size = tuple(self.screen.get_size())
        if self.save_enabled and save_settings(self.settings):
            self.toast.show(self.tr("notice.cannot_save", path=""), self.clock)

    def quit(self) -> None:
        self.running = False

    # --- events -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = pygame.display.get_surface().get_size()
            if size != (self.session.layout.width, self.session.layout.height):
                self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return
        if self.hud.manager.process_events(event):
            return
        if event.type >= pygame.USEREVENT and self._gui_event(event):
            return
        if self.dialog is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            return  # the table waits while a dialog is open
        on_code = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if on_code and self.hud.code_rect.collidepoint(event.pos) and self.session.code:
            self.hud.copy_code(str(self.session.code), self.clock)
            return
        if self.celebration is not None and event.type == pygame.MOUSEBUTTONDOWN:
            return  # the table is being cleared away; New game starts the next one
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.hint()
            return
        if self.controller.handle(event) and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.hints.clear()

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
        banner = next((k for k, b in self.banner_buttons.items() if b is event.ui_element), None)
        if banner == "new":
            self.new_game()  # from the end-of-game banner: deal at once, same kind of game
            return True
        name = banner or self.hud.button_named(event.ui_element)
        if name is None:
            return False
        self.command(name)
        return True

    # --- the loop -----------------------------------------------------------------------

    def step(self, dt: float, events: list | None = None) -> bool:
        """One frame: input, fixed updates, solver replies, saving, and a draw if needed."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.session.tick(dt)
        self.clock += dt
        self.accumulator += min(dt, MAX_FRAME)
        while self.accumulator >= STEP:
            self.session.update(STEP)
            if self.celebration is not None:
                self.celebration.update(STEP)
            self.accumulator -= STEP
        reply = self.worker.poll()
        if reply is not None:
            self.solver_reply(reply)
        self._after_actions()
        # Button states before the UI update, which redraws their images.
        self.hud.set_enabled("undo", self.session.game.can_undo())
        self.hud.set_enabled("redo", self.session.game.can_redo())
        self.hud.manager.update(dt)
        alpha = self.accumulator / STEP
        key = self._frame_key()
        if key != self._drawn_key or self.animating() or self._redraw:
            self._redraw = False  # drawing may ask for one more frame
            rects = self.draw(alpha)
            if rects is None:
                pygame.display.flip()
            elif rects:
                pygame.display.update(rects)
            self._drawn_key = key
            self.frames += 1
        return self.running

    def _after_actions(self) -> None:
        """Save after every action; count a won game; start the celebration."""
        game = self.session.game
        version = (id(game), game.version)
        if version != self._saved_version:
            self._saved_version = version
            self.hints.clear()
            self.drop_offer()
            if game.state.is_won():
                self.records.finish(self.session, self.meta, self.settings.scoring == "casino")
            else:
                self.records.save(self.session, self.meta)
            if self.records.notices:
                self._show_notices()
        self._start_celebration_if_won()

    def animating(self) -> bool:
        return (
            self.session.busy()
            or (self.controller.hold is not None and self.controller.hold.dragging)
            or (self.celebration is not None and not self.celebration.done)
            or self.hints.thinking
            or self.worker.busy
        )

    def _frame_key(self) -> tuple:
        """Everything that changes what a still frame shows; equal keys mean no redraw."""
        s = self.session
        hovered = self.hud.manager.get_hovering_any_element()
        return (
            s.board.version,
            s.game.version,
            int(s.elapsed),
            self.hud.copied_until > self.clock,
            hovered,
            id(self.dialog),
            pygame.mouse.get_pressed()[0],
            self.toast.visible(self.clock),
            id(self.hints.shown),
        )

    def _start_celebration_if_won(self) -> None:
        s = self.session
        if self.celebration is not None or s.busy() or not s.state.is_won():
            return
        queue = []
        layout = s.layout
        piles = [list(s.state.foundations[suit]) for suit in s.suits]
        while any(piles):
            for slot, pile in enumerate(piles):
                if pile:
                    rect = layout.foundations[slot]
                    queue.append((pile.pop(), rect.x, rect.y))
        self.celebration = Celebration(
            queue,
            (layout.width, layout.height),
            (layout.card_w, layout.card_h),
            seed=s.game.move_count,
        )

    # --- drawing ------------------------------------------------------------------------

    def _structure_key(self) -> tuple:
        """What, when it changes, makes the next frame a full redraw."""
        shown = self.hints.shown
        return (
            self.screen.get_size(),
            id(self.dialog),
            self.banner_kind,
            self.toast.text if self.toast.visible(self.clock) else None,
            id(shown),
            self.celebration is None,
            id(self.offer),
            self.lang,
            self.session.options.four_colour,
            self.session.options.card_back,
        )

    def draw(self, alpha: float) -> list[pygame.Rect] | None:
        """Draw what changed; returns the areas to present, or None to present it all."""
        s = self.session
        screen = self.screen
        self.renderer.set_style(s.options.four_colour, s.options.card_back)
        structure = self._structure_key()
        full = structure != self._structure or self.dialog is not None
        self._structure = structure
        if self.celebration is not None:
            return self._draw_celebration(full)
        changed = self.compositor.update_layer(screen.get_size(), s.board, s.state, s.suits)
        ordered = s.board.in_draw_order()
        moving = [sprite for sprite in ordered if sprite.layer != 0]
        extra = []
        target = self.controller.target_rect()
        if target is not None:
            extra.append(
                pygame.Rect(
                    int(target.x) - 4, int(target.y) - 4, int(target.w) + 8, int(target.h) + 8
                )
            )
        if self.hints.thinking or self.worker.busy:
            extra.append(self._spinner_rect())
        rects = self.compositor.moving_rects(moving, alpha, extra) + changed
        hud_key = self._hud_state()
        if hud_key != self._hud_key:
            rects.append(pygame.Rect(0, 0, screen.get_width(), int(s.layout.hud.h)))
            self._hud_key = hud_key
        areas = [screen.get_rect()] if full else merge(rects, screen.get_rect())
        for area in areas:
            screen.set_clip(area)
            screen.blit(self.compositor.layer, area.topleft, area)
            self.renderer.draw_cards(screen, moving, alpha)
            if target is not None:
                self.renderer.draw_highlight(screen, target)
            self._draw_overlays(area)
        screen.set_clip(None)
        return None if full else areas

    def _draw_overlays(self, area: pygame.Rect) -> None:
        """Everything above the cards, within the area being redrawn."""
        s, screen = self.session, self.screen
        shown = self.hints.shown
        if shown is not None and shown.move is not None and not s.busy():
            overlays.draw_hint(screen, self.renderer, s, shown.move, s.now)
        if area.y < s.layout.hud.h:
            self._draw_hud()
        self._draw_banner()
        self.toast.draw(screen, self.renderer, self.clock)
        self.hud.manager.draw_ui(screen)
        if self.hints.thinking or self.worker.busy:
            rect = self._spinner_rect()
            overlays.draw_spinner(screen, rect.center, rect.w // 2 - 2, s.now)

    def _spinner_rect(self) -> pygame.Rect:
        button = self.hud.buttons["hint"].rect
        radius = button.h // 3
        return pygame.Rect(
            button.left - 2 * radius - 10,
            button.centery - radius - 2,
            2 * radius + 4,
            2 * radius + 4,
        )

    def _hud_state(self) -> tuple:
        s = self.session
        return (
            s.game.score,
            s.game.move_count,
            int(s.elapsed),
            self.hud.copied_until > self.clock,
            self.hud.manager.get_hovering_any_element(),
            pygame.mouse.get_pressed()[0],
            s.game.can_undo(),
            s.game.can_redo(),
        )

    def _draw_celebration(self, full: bool) -> list[pygame.Rect] | None:
        """The cascade: stamp the flying cards on the trail, present only what changed."""
        s, screen = self.session, self.screen
        celebration = self.celebration
        first = celebration.trail is None
        if first:
            self.compositor.update_layer(screen.get_size(), s.board, s.state, s.suits)
        art, width, four = self.renderer.art, s.layout.card_w, s.options.four_colour
        changed = celebration.stamp(self.compositor.layer, lambda c: art.face(str(c), width, four))
        if first or full:
            screen.blit(celebration.trail, (0, 0))
            self._draw_overlays(screen.get_rect())
            return None
        areas = merge(changed, screen.get_rect())
        for area in areas:
            screen.set_clip(area)
            screen.blit(celebration.trail, area.topleft, area)
            self._draw_overlays(area)
        screen.set_clip(None)
        return areas

    def _draw_hud(self) -> None:
        s = self.session
        casino = None
        if self.settings.scoring == "casino":
            casino = self.records.stats.casino_bank + s.game.casino_net
        info = {
            "score": s.game.score,
            "moves": s.game.move_count,
            "time": s.elapsed,
            "draw": s.state.draw,
            "rules": s.state.rules.name,
            "code": str(s.code) if s.code else self.tr("hud.custom"),
            "casino": casino,
        }
        self.hud.draw(self.screen, info, self.clock)

    def _draw_banner(self) -> None:
        s = self.session
        kind = None
        if not s.busy():
            kind = {Status.WON: "won", Status.STUCK: "stuck"}.get(s.status)
        if kind != self.banner_kind:
            for button in self.banner_buttons.values():
                button.kill()
            self.banner_buttons = {}
            self.banner_kind = kind
        if kind is None:
            return
        if kind == "won":
            title = self.tr("banner.won")
            detail = self.tr(
                "banner.won_detail",
                score=s.game.score,
                time=format_time(s.elapsed),
                moves=s.game.move_count,
            )
            names = ("new",)
        else:
            title, detail = self.tr("banner.stuck"), self.tr("banner.stuck_detail")
            names = ("undo", "new")
        panel = self.renderer.draw_banner(self.screen, title, detail)
        if not self.banner_buttons:
            self._make_banner_buttons(panel, names)
            # New widgets show after the UI's next update: ask for one more full frame.
            self._structure = None
            self._redraw = True

    def _make_banner_buttons(self, panel: pygame.Rect, names: tuple[str, ...]) -> None:
        h = max(28, self.session.layout.hud.h)
        w = max(110, int(h * 3.6))
        total = len(names) * w + (len(names) - 1) * 12
        x = panel.centerx - total // 2
        for name in names:
            rect = pygame.Rect(x, panel.bottom + 12, w, h)
            self.banner_buttons[name] = pygame_gui.elements.UIButton(
                rect, self.tr(f"button.{name}"), manager=self.hud.manager
            )
            x += w + 12

    # --- running ------------------------------------------------------------------------

    def run(self) -> int:
        """Run until the window closes or SIGTERM arrives; exit status 0."""
        signal.signal(signal.SIGTERM, lambda *_: self._request_quit())
        self.worker.start()  # in the background now, so the first hint is quick
        last = time.perf_counter()
        while self.running:
            events = pygame.event.get()
            now = time.perf_counter()
            if not events and not self.animating() and now - last < self._idle_wait():
                # Still table: warm one card image, or sleep a moment. Never spin.
                if not self.art.warm_one(
                    self.session.layout.card_w, self.session.options.four_colour
                ):
                    time.sleep(IDLE_POLL)
                continue
            self.step(now - last, events)
            last = now
        self.close()
        return 0

    def _idle_wait(self) -> float:
        """How long a still table may go without a frame: the HUD clock's next second,
        or the end of the toast."""
        s = self.session
        wait = 1.0
        if s.game.move_count > 0 and not s.state.is_won():
            wait = 1.0 - (s.elapsed % 1.0)
        if self.toast.visible(self.clock):
            wait = min(wait, self.toast.until - self.clock)
        return max(0.0, wait)

    def _request_quit(self) -> None:
        self.running = False
        with contextlib.suppress(pygame.error):  # the display may already be gone
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def close(self) -> None:
        """Save everything and release the window and the solver."""
        if not self.session.state.is_won():
            self.records.save(self.session, self.meta)
        self._save_settings()
        self.worker.close()
        pygame.quit()


def run(code: GameCode | None) -> int:
    """Open the window (the CLI's `play`): on a code, or resuming the saved game."""
    try:
        app = App(Game.from_code(code) if code is not None else None, deal=True)
    except AssetError as e:
        print(f"canfield: error: {e}", file=sys.stderr)
        return 1
    return app.run()
