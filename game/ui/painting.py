"""Drawing a frame: what changed since the last one, the table and moving cards from the
compositor, then everything above them (hint, HUD, banners, toast, widgets, spinner).

A mixin of `App`: it reads the app's session, renderer, compositor, hints and widgets.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.status import Status
from game.ui import overlays
from game.ui.celebration import Celebration
from game.ui.compositor import merge
from game.ui.hud import format_time


class Painting:
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
        if self.worker.busy:
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
        if self.worker.busy:
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
