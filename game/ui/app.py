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
import signal
import sys
import time

import pygame
import pygame_gui

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.game import Game
from game.engine.rules import preset
from game.engine.status import Status
from game.persist import Settings, load_settings, save_settings
from game.ui.assets import AssetError, CardArt, Sounds
from game.ui.celebration import Celebration
from game.ui.controller import Actions, Controller
from game.ui.hud import Hud, format_time
from game.ui.layout import compute_layout
from game.ui.render import Renderer, TextCache
from game.ui.session import Options, Session

STEP = 1 / 120
MAX_FRAME = 0.25
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


class App:
    def __init__(
        self,
        game: Game,
        settings: Settings | None = None,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        save: bool = True,
    ) -> None:
        self.save_enabled = save
        if settings is None:
            settings, self.notice = load_settings()
        else:
            self.notice = None
        self.settings = settings
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.init()
        pygame.display.set_caption(TITLE)
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        self.windowed_size = size or tuple(settings.window_size)
        self.screen = self._open_window()
        self.art = CardArt()
        self.art.preload()  # a missing card image is reported now, not mid-game
        self.sounds = Sounds(enabled=settings.sound, volume=settings.volume)
        self.text = TextCache()
        layout = compute_layout(*self.screen.get_size())
        self.renderer = Renderer(self.art, self.text)
        self.renderer.resize(layout)
        self.session = Session(game, layout, options_from(settings), self.sounds)
        self.renderer.set_style(settings.four_colour, settings.card_back)
        self.hud = Hud(layout, self.text)
        self.controller = Controller(
            self.session,
            Actions(
                new_game=self.new_game,
                toggle_fullscreen=self.toggle_fullscreen,
                leave_fullscreen=self.leave_fullscreen,
                toggle_sound=self.toggle_sound,
                quit=self.quit,
            ),
        )
        self.celebration: Celebration | None = None
        self.banner_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.banner_kind: str | None = None
        self.accumulator = 0.0
        self.running = True
        self.frames = 0  # frames drawn (tests and benchmarks read it)
        self._drawn_key: tuple | None = None

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
        self.session.relayout(layout)
        self.hud.build(layout)
        self.banner_buttons = {}
        self.banner_kind = None
        if self.celebration is not None:
            self.celebration = None  # restarting the cascade at the new size is not worth it
        self._drawn_key = None

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._relayout()
        self.settings.fullscreen = self.fullscreen
        self._save_settings()

    def leave_fullscreen(self) -> None:
        if self.fullscreen:
            self.toggle_fullscreen()

    def toggle_sound(self) -> None:
        self.settings.sound = not self.settings.sound
        self.sounds.enabled = self.settings.sound
        self._save_settings()

    def _save_settings(self) -> None:
        if not self.fullscreen:
            self.settings.window_size = tuple(self.screen.get_size())
        if self.save_enabled:
            self.notice = save_settings(self.settings) or self.notice

    # --- game ---------------------------------------------------------------------------

    def new_game(self, code: GameCode | None = None) -> None:
        if code is None:
            import secrets

            current = self.session.code
            draw = current.draw if current else 3
            rules = current.rules if current else preset("standard")
            code = GameCode(secrets.randbelow(MAX_DEAL + 1), draw, rules)
        self.celebration = None
        self.session.new_game(code)
        self._drawn_key = None

    def quit(self) -> None:
        self.running = False

    # --- the loop -----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if pygame.display.get_surface().get_size() != (
                self.session.layout.width,
                self.session.layout.height,
            ):
                self._relayout()
            return
        if self.hud.manager.process_events(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        on_code = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if on_code and self.hud.code_rect.collidepoint(event.pos) and self.session.code:
            self.hud.copy_code(str(self.session.code), self.session.now)
            self._drawn_key = None
            return
        if self.celebration is not None and event.type == pygame.MOUSEBUTTONDOWN:
            return  # the table is being cleared away; New game starts the next one
        self.controller.handle(event)

    def _button(self, element) -> None:
        name = self.hud.button_named(element)
        if name is None:
            for key, button in self.banner_buttons.items():
                if button is element:
                    name = key
        if name == "undo":
            self.session.undo()
        elif name == "redo":
            self.session.redo()
        elif name == "new":
            self.new_game()

    def step(self, dt: float) -> bool:
        """One frame: input, fixed updates, and a draw if anything changed."""
        for event in pygame.event.get():
            self.handle(event)
        self.session.tick(dt)
        self.accumulator += min(dt, MAX_FRAME)
        while self.accumulator >= STEP:
            self.session.update(STEP)
            if self.celebration is not None:
                self.celebration.update(STEP)
            self.accumulator -= STEP
        self._start_celebration_if_won()
        self.hud.manager.update(dt)
        alpha = self.accumulator / STEP
        key = self._frame_key()
        if key != self._drawn_key or self.animating():
            self.draw(alpha)
            pygame.display.flip()
            self._drawn_key = key
            self.frames += 1
        return self.running

    def animating(self) -> bool:
        return (
            self.session.busy()
            or (self.controller.hold is not None and self.controller.hold.dragging)
            or (self.celebration is not None and not self.celebration.done)
        )

    def _frame_key(self) -> tuple:
        """Everything that changes what a still frame shows; equal keys mean no redraw."""
        s = self.session
        hovered = self.hud.manager.get_hovering_any_element()
        return (
            s.board.version,
            s.game.move_count,
            s.game.score,
            int(s.elapsed),
            self.hud.copied_until > s.now,
            hovered,
            tuple(b.is_enabled for b in self.hud.buttons.values()),
            pygame.mouse.get_pressed()[0],
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

    def draw(self, alpha: float) -> None:
        s = self.session
        screen = self.screen
        self.renderer.set_style(s.options.four_colour, s.options.card_back)
        if self.celebration is not None:
            if self.celebration.trail is None:
                self.renderer.draw_board(screen, s.board, s.state, s.suits, 1.0)
            art = self.renderer.art
            width = s.layout.card_w
            self.celebration.draw(
                screen, screen, lambda c: art.face(str(c), width, s.options.four_colour)
            )
        else:
            self.renderer.draw_board(screen, s.board, s.state, s.suits, alpha)
            target = self.controller.target_rect()
            if target is not None:
                self.renderer.draw_highlight(screen, target)
        self._draw_hud()
        self._draw_banner()
        self.hud.manager.draw_ui(screen)

    def _draw_hud(self) -> None:
        s = self.session
        self.hud.set_enabled("undo", s.game.can_undo())
        self.hud.set_enabled("redo", s.game.can_redo())
        code = s.code
        info = {
            "score": s.game.score,
            "moves": s.game.move_count,
            "time": s.elapsed,
            "draw": s.state.draw,
            "rules": s.state.rules.name,
            "code": str(code) if code else "custom position",
            "casino": None,
        }
        self.hud.draw(self.screen, info, s.now)

    def _draw_banner(self) -> None:
        s = self.session
        kind = None
        if not s.busy():
            status = s.status
            kind = {Status.WON: "won", Status.STUCK: "stuck"}.get(status)
        if kind != self.banner_kind:
            for button in self.banner_buttons.values():
                button.kill()
            self.banner_buttons = {}
            self.banner_kind = kind
        if kind is None:
            return
        if kind == "won":
            title = "You won!"
            sub = (
                f"Score {s.game.score} · Time {format_time(s.elapsed)} · {s.game.move_count} moves"
            )
            names = ("new",)
        else:
            title = "No more moves"
            sub = "No card can reach a foundation any more. Undo, or deal a new game."
            names = ("undo", "new")
        panel = self.renderer.draw_banner(self.screen, title, sub)
        if not self.banner_buttons:
            self._make_banner_buttons(panel, names)

    def _make_banner_buttons(self, panel: pygame.Rect, names: tuple[str, ...]) -> None:
        h = max(28, self.session.layout.hud.h)
        w = max(110, int(h * 3.6))
        total = len(names) * w + (len(names) - 1) * 12
        x = panel.centerx - total // 2
        for name in names:
            rect = pygame.Rect(x, panel.bottom + 12, w, h)
            self.banner_buttons[name] = pygame_gui.elements.UIButton(
                rect, Hud.LABELS[name], manager=self.hud.manager
            )
            x += w + 12

    # --- running ------------------------------------------------------------------------

    def run(self) -> int:
        """Run until the window closes or SIGTERM arrives; exit status 0."""
        signal.signal(signal.SIGTERM, lambda *_: self._request_quit())
        last = time.perf_counter()
        while self.running:
            if not self.animating():
                # Idle: sleep until input, or until the HUD clock needs its next second.
                wait_ms = max(1, int((1.0 - (self.session.elapsed % 1.0)) * 1000))
                event = pygame.event.wait(min(wait_ms, 1000))
                if event.type != pygame.NOEVENT:
                    pygame.event.post(event)
            now = time.perf_counter()
            self.step(now - last)
            last = now
        self.close()
        return 0

    def _request_quit(self) -> None:
        self.running = False
        with contextlib.suppress(pygame.error):  # the display may already be gone
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def close(self) -> None:
        self._save_settings()
        pygame.quit()


def run(code: GameCode) -> int:
    """Open the window on a game code (the CLI's `play`)."""
    try:
        app = App(Game.from_code(code))
    except AssetError as e:
        print(f"canfield: error: {e}", file=sys.stderr)
        return 1
    return app.run()
