"""Drawing a frame: what changed since the last one, the table and moving cards from the
compositor, then everything above them (hint, HUD, banners, toast, widgets, spinner).

The frame is a function of the state. `paint_from_scratch` draws it with no cache of the
app's own (a fresh renderer may be passed in): tests compare it with what `draw`, with its
cached table layer and dirty rectangles, presented.

A mixin of `App`: it reads the app's session, renderer, compositor, hints and widgets.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui import overlays
from game.ui.celebration import Celebration
from game.ui.compositor import merge
from game.ui.dialogs.focus import RING
from game.ui.guide import Guide, draw_tooltip, pile_areas, pile_text
from game.ui.hud import KEY_TIP, format_bank, format_time, tip_shown
from game.ui.layout import Rect
from game.ui.life import Phase
from game.ui.render import Renderer
from game.ui.shortcuts import PANEL_KEYS, key_tip

# The end-of-game panels and their buttons, by kind.
BANNERS = {
    "won": ("banner.won", "banner.won_detail", ("new", "replay", "stats")),
    "stuck": ("banner.stuck", "banner.stuck_detail", ("undo", "restart", "new")),
    # Stuck from the deal on: undo and restart could change nothing.
    "stuck_start": ("banner.stuck_start", "banner.stuck_start_detail", ("new",)),
}

BANNER_GAP = 12  # between the panel's buttons


class Painting:
    def _start_celebration_if_won(self) -> None:
        s = self.session
        if self.life.celebrated or s.busy() or not self.life.won:
            return
        self.life.celebrated = True  # once: a resize or a skip never starts it again
        if not s.options.animations or s.options.reduce_motion:
            return  # no cascade: the result panel shows at once
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
        self.invalidate()

    def _structure_key(self) -> tuple:
        """What, when it changes, makes the next frame a full redraw."""
        return (
            self.screen.get_size(),
            id(self.dialog),
            self.banner_kind,
            self.banner_focus,
            self.toast.text if self.toast.visible(self.clock) else None,
            self.toast.visible(self.clock)
            and self.toast.beside_columns(self.renderer, self.card_areas()),
            id(self.hints.shown),
            self.hint_glows(),  # a hint that came while cards moved glows once they stop
            self.celebration is None,
            id(self.offer),
            tuple(id(b) for b in self.solution_bar.buttons.values()),
            self.lang,
            self.session.options.large_index,
            self.session.options.four_colour,
            self.session.options.card_back,
            self.session.options.felt,
            self.guide_open,
            self.tooltip,
            self.tool_tip_rects(),  # a widget's tool tip hangs over the table (and past
            # a dialog's edge: drawn in the dialog's areas alone, it was cut there)
            self.keys.key_state(),
            self.session.game.move_count if self.keys.focus is not None else None,
            bool(self.session.state.choice),  # selective's prompt comes and goes whole
        )

    def draw(self, alpha: float) -> list[pygame.Rect] | None:
        """Draw what changed; returns the areas to present, or None to present it all."""
        s = self.session
        screen = self.screen
        self._style(self.renderer)
        structure = self._structure_key()
        # While the guide shows, every frame is drawn and presented whole (it dims it all).
        full = structure != self._structure or self._full or self.guide_open
        self._structure = structure
        self._full = False
        if self.celebration is not None:
            return self._draw_celebration(full)
        changed = self.compositor.update_layer(screen.get_size(), s.board, s.state, s.suits)
        ordered = s.board.in_draw_order()
        moving = [sprite for sprite in ordered if sprite.layer != 0]
        # Held cards go above the bar too (as in every solitaire app), flying ones under it.
        held = [sprite for sprite in moving if sprite.dragging]
        flying = [sprite for sprite in moving if not sprite.dragging]
        targets = self._target_rects()
        extra = [_grown(rect, 4) for rect, _hovered in targets]
        if self.worker.busy:
            extra.append(self._spinner_rect())
        rects = self.compositor.moving_rects(moving, alpha, extra) + changed
        hud_key = self._hud_state()
        if hud_key != self._hud_key:
            rects.append(pygame.Rect(0, 0, screen.get_width(), int(s.layout.hud.h)))
            rects += self._widget_rects()
            self._hud_key = hud_key
        if self.dialog is not None:
            rects += self._widget_rects()  # typing, the cursor, hover: redrawn every frame
        areas = [screen.get_rect()] if full else merge(rects, screen.get_rect())
        for area in areas:
            screen.set_clip(area)
            screen.blit(self.compositor.layer, area.topleft, area)
            self.renderer.draw_cards(screen, flying, alpha)
            for rect, hovered in targets:
                self.renderer.draw_highlight(screen, rect, hovered)
            self._draw_overlays(screen, self.renderer, area, held=(held, alpha))
        screen.set_clip(None)
        return None if full else areas

    def paint_from_scratch(self, surface: pygame.Surface, renderer: Renderer) -> None:
        """The whole frame of a still table, drawn from the state alone with `renderer`:
        every card where the layout puts it (not where a sprite is), no cached layer.
        What `draw` presents must equal this once nothing moves."""
        s = self.session
        renderer.resize(s.layout)
        self._style(renderer)
        renderer.draw_table(surface, s.state)
        for card, place in sorted(s.places().items(), key=lambda item: item[1].z):
            if place.hidden:
                continue
            image = renderer.art.face(str(card), s.layout.card_w, s.options.four_colour)
            if not place.face_up:
                image = renderer.art.back(s.layout.card_w, s.options.card_back)
            surface.blit(image, (round(place.x), round(place.y)))
        self._draw_overlays(surface, renderer, surface.get_rect(), guide=Guide())

    def _style(self, renderer: Renderer) -> None:
        """What the options and the language make of the table: the cards' look, the
        felt, the stock's note of the pass."""
        o = self.session.options
        renderer.set_style(o.four_colour, o.card_back, o.felt, o.large_index)
        renderer.pass_notes = (self.tr("hud.pass_of", n="{n}", m="{m}"), self.tr("table.last_pass"))

    def _target_rects(self) -> list:
        """Highlighted drop targets while dragging: (rect, hovered) pairs."""
        return list(self.controller.target_rects())

    def _widget_rects(self) -> list[pygame.Rect]:
        """Where widgets outside the bar are: open windows, banner buttons, the offer."""
        rects = [w.rect.copy() for w in self.hud.manager.get_window_stack().get_full_stack()]
        rects += [b.rect.copy() for b in self.banner_buttons.values()]
        if self.offer is not None:
            rects.append(self.offer.rect.copy())
        return rects + self.solution_bar.rects()

    def _draw_overlays(
        self,
        screen: pygame.Surface,
        renderer: Renderer,
        area: pygame.Rect,
        guide: Guide | None = None,
        held: tuple[list, float] = ([], 1.0),
    ) -> None:
        """Everything above the cards, within the area being redrawn; `guide` lays out the
        table guide (the app's own, unless a from-scratch frame brings a fresh one);
        `held`, the cards in the player's hand and the frame's alpha, go above the bar
        and under any dialog."""
        s = self.session
        if self.hint_glows():
            overlays.draw_hint(screen, renderer, s, self.hints.shown.move, s.now)
        if s.state.choice:
            overlays.draw_choice_prompt(screen, renderer, self.tr("choice.prompt"))
        hint_line = self.tr("kb.enter_hint") if self.hint_glows() else ""
        line = self.status_line_rect = overlays.draw_keyboard(
            screen, renderer, self.keys, hint_line
        )
        if area.y < s.layout.hud.h:
            self._draw_hud(screen)
        self._draw_banner(screen, renderer)
        if not self.guide_open:
            self.toast.draw(
                screen, renderer, self.clock, line, self.card_areas()
            )  # under the dialogs
        self._draw_banner_focus(screen)  # with the panel, under any dialog
        if self.dialog is None:  # the bar's buttons, then the hand
            self.hud.manager.draw_ui(screen)
            renderer.draw_cards(screen, *held)
        else:  # a dialog (and the bar's buttons) over the hand
            renderer.draw_cards(screen, *held)
            self.hud.manager.draw_ui(screen)
        if self.worker.busy:
            rect = self._spinner_rect()
            overlays.draw_spinner(screen, rect.center, rect.w // 2 - 2, s.now)
        if self.tooltip is not None:
            pile, pos = self.tooltip
            area, others, never = None, (), ()
            if pile == "bar":
                label = self.hud.full_text(self.hud_info())
            elif pile == "sound":
                label = self.tr("sound.tip")
            else:
                label = pile_text(s, pile, self.tr, self.lang)
                areas = pile_areas(s)
                area = next(a for name, a in areas if name == pile)
                others = tuple(a for name, a in areas if name != pile)
                if self.banner_kind is not None:  # never over the panel's edge (a tester)
                    never = (self._banner_panel_rect(self.banner_kind),)
            self.tooltip_rect = draw_tooltip(
                screen, s.layout, renderer.text, label, pos, area, others, never
            )
        if self.guide_open:
            (guide or self.guide).draw(screen, s.layout, renderer.text, self.tr, s.state)
            # Above the guide: it must not hide a notice such as "No sound device".
            self.toast.draw(screen, renderer, self.clock, line, self.card_areas())

    def card_areas(self) -> tuple:
        """Where the columns' cards lie (and a fanned reserve's), which a message avoids."""
        s = self.session
        areas = [s.layout.column_area(i, len(col)) for i, col in enumerate(s.state.tableau)]
        if s.layout.reserve_fanned:
            areas.append(s.layout.reserve_area(len(s.state.reserve)))
        return tuple(areas)

    def _sync_solution_bar(self) -> None:
        """Before each frame: the buttons exactly while a line is shown (and no dialog
        lies over the table), clear of the cards, the reserve's count and the words."""
        show = self.solution
        paused = show.paused if show is not None and self.dialog is None else None
        layout = self.session.layout
        size, sizes = (layout.width, layout.height), (layout.hud.h, self.hud.font_px)
        cards, band = (), None
        if paused is not None:
            cards = self.card_areas() + (self._reserve_with_count(),)
            if self.toast.visible(self.clock):  # the line's words, maybe beside the columns
                cards += (self.toast.place(self.renderer, self.card_areas())[1],)
            band = overlays.free_band(layout)
        self.solution_bar.sync(self.hud.manager, paused, size, sizes, self.tr, cards, band)

    def _reserve_with_count(self) -> Rect:
        """The reserve pile and the count under it (what the felt beside the columns
        holds besides a fanned reserve)."""
        r = self.session.layout.reserve
        return Rect(r.x, r.y, r.w, r.h + self.session.layout.label_h * 1.5)

    def ring_buttons(self) -> dict:
        """The buttons on the table the keys' ring goes over: the end-of-game panel's,
        then the offer to undo to a winnable position."""
        buttons = dict(self.banner_buttons)
        if self.offer is not None:
            buttons["undo_winnable"] = self.offer
        return buttons

    def _draw_banner_focus(self, screen: pygame.Surface) -> None:
        """The keyboard's ring around the focused button of the panel (or the offer)."""
        buttons = list(self.ring_buttons().values())
        if self.banner_focus is None or self.banner_focus >= len(buttons):
            return
        button = buttons[self.banner_focus]
        width = max(2, self.hud.font_px // 8)
        ring = button.rect.inflate(4 * width, 4 * width)
        pygame.draw.rect(screen, RING, ring, width, border_radius=2 * width)

    def hint_glows(self) -> bool:
        """The shown hint's glow is on the table: it has a move, and no card is moving."""
        shown = self.hints.shown
        return shown is not None and shown.move is not None and not self.session.busy()

    def _spinner_rect(self) -> pygame.Rect:
        return self.hud.spinner_rect  # a square of the bar that nothing else uses

    def _hud_state(self) -> tuple:
        s = self.session
        return (
            s.game.score,
            s.game.move_count,
            int(s.elapsed),
            self._paused(),
            self.settings.sound and self.sounds.available,  # as the icon shows it
            self.settings.scoring,
            self.hud.manager.get_hovering_any_element(),
            self.tip_shown(),  # a button's tool tip comes and goes by itself
            pygame.mouse.get_pressed()[0],
            *self.available().values(),
            self.worker.busy,  # the spinner's slot is in the bar
        )

    def tool_tip_rects(self) -> tuple:
        """Where the widgets' tool tips (the bar's, a panel's, a dialog's) show now."""
        sprites = self.hud.manager.get_sprite_group().sprites()
        return tuple(tuple(e.rect) for e in sprites if isinstance(e, pygame_gui.elements.UITooltip))

    def tip_shown(self) -> str | None:
        """The button (of the bar or the end-of-game panel) whose tool tip shows, if any."""
        return self.hud.tip_shown() or tip_shown(self.banner_buttons)

    def _paused(self) -> bool:
        """The clock has started and waits for the player (menu, dialog, focus elsewhere)."""
        return self.life.in_play and self.session.game.move_count > 0 and not self.attentive()

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
            self._draw_overlays(screen, self.renderer, screen.get_rect())
            return None
        areas = merge(changed, screen.get_rect())
        for area in areas:
            screen.set_clip(area)
            screen.blit(celebration.trail, area.topleft, area)
            self._draw_overlays(screen, self.renderer, area)
        screen.set_clip(None)
        return areas

    def hud_info(self) -> dict:
        """What the bar shows, from the model."""
        s = self.session
        casino = None
        if self.settings.scoring == "casino":
            casino = self.records.bank_now(s, self.meta)
        return {
            "score": s.game.score,
            "moves": s.game.move_count,
            "time": s.elapsed,
            "draw": s.state.rules.draw_for(s.state.draw, s.state.pass_no),  # Rush: 3, 2, 1
            "rules": s.state.rules.name,
            "game": s.state.rules.game,
            "code": str(s.code) if s.code else self.tr("hud.custom"),
            "casino": casino,
            "paused": self._paused(),
            "sound": self.settings.sound and self.sounds.available,  # no device: crossed out
            # Turning the waste back over starts the next pass through the stock; a game
            # with a pass limit shows it ("Pass 2 of 3").
            "pass": s.state.pass_no
            if s.state.rules.counts_passes
            else 1 + sum(1 for move in s.game.history if move.dst == "stock"),
            "passes": s.state.rules.passes,
            "daily": self.meta.daily is not None,
            "band": self.meta.band,  # a rated deal's difficulty (solvable and daily deals)
        }

    def _draw_hud(self, screen: pygame.Surface) -> None:
        self.hud.draw(screen, self.hud_info(), self.clock)

    def banner_for(self) -> str | None:
        """Which end-of-game panel the table shows now, if any."""
        if self.session.busy():
            return None
        if self.meta.stuck_aside not in (None, self.session.game.move_count):
            self.meta.stuck_aside = None  # a move or an undo: the position set aside is gone
        if self.life.won:
            return "won"
        # A solution being shown goes on through a position that RULES §7 calls stuck
        # (no card home without a take-back): no "No more moves" over its next take-back.
        if self.life.phase is not Phase.STUCK or self.solution is not None:
            self.stuck_mark = None
            return None
        shown = self.hints.shown
        if shown is not None and shown.move is not None:
            return None  # H asked for a way on: its glow and arrow lie where the panel was
        if not self._stuck_panel_wanted():
            return None
        return "stuck_start" if self.life.stuck_from_deal else "stuck"

    def _stuck_panel_wanted(self) -> bool:
        """ "No more moves" shows until the player moves on in the stuck game (its panel
        covered the cards they went on playing, a tester saw) or sets it aside with Esc;
        an undo that leaves the game stuck shows it again, and so does a position where
        nothing at all can be played (a tester turned the stock to its end and met a
        silent table). `stuck_mark` is (game, the fewest moves seen while stuck, the move
        count where Esc set it aside or None)."""
        game = self.session.game
        moves = game.move_count
        mark = self.stuck_mark
        if mark is None or mark[0] is not game or moves < mark[1]:
            aside = self.meta.stuck_aside if self.meta.stuck_aside == moves else None
            mark = self.stuck_mark = (game, moves, aside)
        _game, fewest, aside_at = mark
        if aside_at == moves:
            self.meta.stuck_aside = moves  # back at it by undo: saved as aside again
            return False
        if moves <= fewest and aside_at is None:
            return True
        return not game.legal_moves()

    def set_stuck_panel_aside(self) -> bool:
        """Esc over "No more moves": the table is the player's; True if there was one."""
        if self.banner_kind not in ("stuck", "stuck_start") or self.stuck_mark is None:
            return False
        game, fewest, _aside = self.stuck_mark
        self.stuck_mark = (game, fewest, game.move_count)
        self.meta.stuck_aside = game.move_count
        self.records.save(self.session, self.meta)  # the mark outlives a relaunch
        return True

    def update_banner(self) -> None:
        """Decide the end-of-game panel before the frame is drawn: its buttons exist and
        the frame key knows it, so the panel appears whole in the frame the game ends."""
        kind = self.banner_for()
        if kind == self.banner_kind and (kind is None or self.banner_buttons):
            return
        focus = self.banner_focus if kind == self.banner_kind else None  # kept by a resize
        if kind != self.banner_kind:
            self.banner_since = self.clock
        self.drop_banner()
        self.banner_kind = kind
        if kind is not None:
            self._make_banner_buttons(kind)
            if focus is None and self.life.final:
                focus = 0  # the default button, as a dialog's: Enter presses it
            self.banner_focus = focus

    def drop_banner(self) -> None:
        """Take the end-of-game panel away, its buttons out of the UI manager too (a
        forgotten button stays drawn over the next game, a tester saw)."""
        for button in self.banner_buttons.values():
            button.kill()
        self.banner_buttons = {}
        self.banner_kind = None
        self.banner_focus = None

    def _banner_texts(self, kind: str) -> tuple[str, str]:
        s = self.session
        title_key, detail_key, _ = BANNERS[kind]
        if kind == "stuck" and any(m.src[0] == "f" for m in s.game.legal_moves()):
            # RULES §7 leaves take-backs out, but where they are legal one may still win
            # (a tester won such a "No more moves" deal with Show solution).
            detail_key = "banner.stuck_takeback_detail"
        figures = {"score": s.game.score, "time": format_time(s.elapsed)}
        if kind == "won" and self.settings.scoring == "casino":
            detail_key = "banner.won_detail_casino"
            net = self.records.deal_net(s, self.meta)
            figures["net"] = ("+" if net > 0 else "") + format_bank(net)
            figures["bank"] = format_bank(self.records.bank_now(s, self.meta))
        detail = self.tr(detail_key, moves=s.game.move_count, **figures)
        if kind == "won" and self.meta.helped:  # the solution was shown: no win, no record
            return self.tr("banner.helped"), detail + "\n" + self.tr("banner.helped_detail")
        if kind == "won" and self.result:  # a second line: the streak and any personal best
            more = [self.tr("banner.streak", n=self.result["streak"])]
            more += [self.tr(f"banner.{k}") for k in ("best_time", "best_score") if self.result[k]]
            detail += "\n" + " · ".join(more)
        return self.tr(title_key), detail

    def _banner_panel_rect(self, kind: str) -> pygame.Rect:
        return self.renderer.banner_rect(*self._banner_texts(kind), self._banner_footer(kind))

    def _draw_banner(self, screen: pygame.Surface, renderer: Renderer) -> None:
        if self.banner_kind is not None:
            kind = self.banner_kind
            renderer.draw_banner(screen, *self._banner_texts(kind), self._banner_footer(kind))

    def _banner_button_widths(self, names: tuple[str, ...]) -> list[int]:
        h = self._banner_button_height()
        font = self.hud.font_px
        return [
            max(110, int(h * 3.0), int(font * 0.62 * len(self.tr(f"button.{n}"))) + h)
            for n in names
        ]

    def _banner_button_height(self) -> int:
        return max(28, self.session.layout.hud.h)

    def _banner_footer(self, kind: str) -> tuple[int, int]:
        """The size of the panel's row of buttons, which sits inside the panel."""
        widths = self._banner_button_widths(BANNERS[kind][2])
        return sum(widths) + (len(widths) - 1) * BANNER_GAP, self._banner_button_height()

    def _make_banner_buttons(self, kind: str) -> None:
        names = BANNERS[kind][2]
        row = self.renderer.banner_footer_rect(
            self._banner_panel_rect(kind), self._banner_footer(kind)
        )
        x = row.x
        for name, w in zip(names, self._banner_button_widths(names), strict=True):
            rect = pygame.Rect(x, row.y, w, row.h)
            label = self.tr(f"button.{name}")
            self.banner_buttons[name] = pygame_gui.elements.UIButton(
                rect,
                label,
                manager=self.hud.manager,
                tool_tip_text=key_tip(label, name, self.tr, PANEL_KEYS),
                tool_tip_object_id=KEY_TIP,
            )
            x += w + BANNER_GAP


def _grown(rect, by: int) -> pygame.Rect:
    return pygame.Rect(
        int(rect.x) - by, int(rect.y) - by, int(rect.w) + 2 * by, int(rect.h) + 2 * by
    )
