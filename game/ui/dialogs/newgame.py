"""New game: the game (a picker of Canfield and its family, each tile with its name and
a small picture of its table), the rule preset and the draw mode (each with its one-line
description; the draw is shown, not chosen, where the game fixes it), solvable deals
and their difficulty (where the kind of deal is rated), the game's daily deal, and a
game-code field validated as you type (a code of any game plays that game)."""

from __future__ import annotations

import math

import pygame
import pygame_gui

from game.engine.deal import CodeError, GameCode, parse_code
from game.engine.rules import DEFAULT_GAME, PRESETS, VARIANTS, FoundationStart, Rules, rules_for
from game.persist.settings import DIFFICULTIES
from game.solver.daily import daily_kind
from game.solver.difficulty import rated
from game.ui.dialogs.base import Action, Dialog
from game.ui.dialogs.widgets import Choice, ImageTile
from game.ui.render import TextCache

DRAWS = ((3, "newgame.draw3"), (1, "newgame.draw1"))
LABEL_SHARE = 0.24  # the width of a row's label ("Rules", "Draw", "Game code")

# The pictures' colours: the dialog's own (look.py), cards as on the table.
NAME = (238, 245, 239)
SLOT = (63, 111, 82)
FACE = (246, 242, 230)
FACE_EDGE = (170, 160, 140)
BACK = (44, 86, 160)
BACK_EDGE = (150, 180, 225)
RED = (200, 50, 45)
BLACK = (28, 28, 28)
CHOICE = (216, 183, 94)  # look.ACCENT


def code_problem(text: str, tr) -> tuple[GameCode | None, str]:
    """Parse a typed code: (code, message in the player's language)."""
    try:
        code = parse_code(text)
    except CodeError as e:
        return None, tr(f"code.{e.kind}", **e.params)
    preset = tr(f"preset.{code.rules.name}")
    if code.rules.game == DEFAULT_GAME:
        return code, tr("newgame.code_ok", rules=preset, draw=code.draw)
    game = tr(f"game.{code.rules.game}")
    return code, tr("newgame.code_game_ok", game=game, rules=preset, draw=code.draw)


def fixed_draw_text(game: str, tr) -> str | None:
    """What the draw row says for a game that fixes the draw (None: the player picks)."""
    draws = rules_for(game).draws
    if not draws:
        return None
    name = tr(f"game.{game}")
    if draws == (1,):
        return tr("newgame.fixed_one", game=name)
    return tr("newgame.fixed_many", draws=", ".join(str(d) for d in draws), game=name)


def rules_text(rules: Rules, tr) -> str:
    """The rules the game is played by, in one line, from the rule values themselves: the
    preset's, and what a family game fixes over them (its column moves, its empty columns)."""
    sources = "_".join(sorted(rules.empty_column_sources))
    parts = [tr(f"desc.moves.{rules.group_moves.name.lower()}"), tr(f"desc.empty.{sources}")]
    if rules.foundation_takeback:
        parts.append(tr("desc.takeback"))
    return "; ".join(parts) + "."


# --- the pictures of the games' tables --------------------------------------------------


def _card(surface: pygame.Surface, rect: pygame.Rect, face_up: bool, red: bool) -> None:
    radius = max(1, rect.w // 6)
    pygame.draw.rect(surface, FACE if face_up else BACK, rect, border_radius=radius)
    pygame.draw.rect(surface, FACE_EDGE if face_up else BACK_EDGE, rect, 1, border_radius=radius)
    if face_up:  # a corner index: a little bar in the card's colour
        mark = pygame.Rect(0, 0, max(2, rect.w // 4), max(3, rect.h // 4))
        mark.topleft = (rect.x + max(1, rect.w // 7), rect.y + max(1, rect.h // 9))
        pygame.draw.rect(surface, RED if red else BLACK, mark, border_radius=1)


def _slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, SLOT, rect, 1, border_radius=max(1, rect.w // 6))


def table_picture(rules: Rules, size: tuple[int, int]) -> pygame.Surface:
    """A small picture of a game's table at the deal (transparent around it): the stock
    and the waste, the four foundations (with their start cards), the reserve (fanned
    when it is all face up) and the columns, placed as the table places them."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    units = 6 * 1.22 + 1  # seven piles across: stock, waste, a gap, four foundations
    # Cards of one size on every tile (a fanned reserve shows a few cards of its fan).
    cw = max(4, int(min(w / units, h / (1.4 * 2 + 0.3 + 0.35))))
    ch = int(cw * 1.4)
    step = cw * 1.22
    left = (w - int(6 * step + cw)) // 2
    rows = ch * 2 + cw * 0.3  # the top row and the columns' row
    top = (h - int(rows + cw * 0.35)) // 2
    fan_gap = max(2, cw // 4)
    if rules.reserve_face_up:  # room below for at least three cards of the fan
        top = max(0, min(top, h - int(rows) - 2 * fan_gap))

    def x(col: float) -> int:
        return left + int(col * step)

    row2 = top + ch + int(cw * 0.3)
    # The stock (a little stack) and the empty waste.
    for i in (2, 1, 0):
        _card(surface, pygame.Rect(x(0) + i, top - i, cw, ch), False, False)
    _slot(surface, pygame.Rect(x(1), top, cw, ch))
    # The foundations: the base card on the first, or the four 2s / aces on all; none
    # yet where the player picks the base card out of several dealt face up.
    choices = getattr(rules, "base_choices", 1)
    choices = choices if choices > 1 else 0
    started = 1 if rules.foundation_start is FoundationStart.BASE else 4
    started = 0 if choices else started
    for i in range(4):
        rect = pygame.Rect(x(3 + i), top, cw, ch)
        _card(surface, rect, True, i % 2 == 1) if i < started else _slot(surface, rect)
    # The reserve: a face-down pile with its top card up, or the top of its face-up fan.
    if rules.reserve_face_up:
        shown = max(2, min(rules.reserve_size, 1 + (h - row2 - ch) // fan_gap))
        for i in range(shown):
            _card(surface, pygame.Rect(x(0), row2 + i * fan_gap, cw, ch), True, i % 2 == 0)
    else:
        for i in (2, 1):
            _card(surface, pygame.Rect(x(0) + i, row2 - i, cw, ch), False, False)
        _card(surface, pygame.Rect(x(0), row2, cw, ch), True, True)
    # The columns, under the foundations from the right (three or four); or the cards
    # to choose the base card from, ringed in gold.
    count = choices or rules.columns
    first = 7 - count
    for i in range(count):
        rect = pygame.Rect(x(first + i), row2, cw, ch)
        _card(surface, rect, True, i % 2 == 0)
        if choices:
            pygame.draw.rect(surface, CHOICE, rect.inflate(2, 2), 1, border_radius=rect.w // 5)
    return surface


def game_tile(rules: Rules, name: str, size: tuple[int, int], text: TextCache, font: int):
    """A picker tile's picture: the game's name over the picture of its table."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    size_units = round(font / TextCache.DEFAULT_SCALE)
    label = text.render(name, size_units, NAME, bold=True)
    while label.get_width() > w and size_units > 8:
        size_units -= 1
        label = text.render(name, size_units, NAME, bold=True)
    surface.blit(label, label.get_rect(midtop=(w // 2, 0)))
    below = label.get_height() + max(2, font // 4)
    surface.blit(table_picture(rules, (w, h - below)), (0, below))
    return surface


# --- the dialog -------------------------------------------------------------------------


class NewGameDialog(Dialog):
    title_key = "newgame.title"
    width_ems = 52

    def __init__(
        self,
        *args,
        draw: int = 3,
        rules: str = "standard",
        solvable: bool = False,
        game: str = DEFAULT_GAME,
        difficulty: str = "any",
        code: str = "",
        **kw,
    ) -> None:
        self.draw, self.rules_name, self.solvable = draw, rules, solvable
        self.typed = code  # the code field's text (kept through a resize)
        self.difficulty = difficulty if solvable and difficulty in DIFFICULTIES else "any"
        self.game = game if game in VARIANTS else DEFAULT_GAME
        self.code: GameCode | None = None
        self.text = TextCache()
        super().__init__(*args, **kw)

    # --- sizes ----------------------------------------------------------------------

    @property
    def picker_columns(self) -> int:
        return math.ceil(len(VARIANTS) / 2)  # two rows of tiles

    def _tile_w(self, inner_w: int) -> int:
        gap, n = self.pad // 2, self.picker_columns
        return (inner_w - 2 * self.pad - gap * (n - 1)) // n

    def _box_h(self, lines: int = 2) -> int:
        return int(self.row_h * (0.85 * lines + 0.05))  # a description of so many lines

    def _fixed_h(self) -> int:
        """Everything but the picker, top to bottom."""
        step = self.pad // 2
        rows = 7 * (self.row_h + step)  # rules, draw, solvable, difficulty, deal, code, status
        boxes = self._box_h() + self._box_h(3)  # the game's description; its rules, longer
        return self.pad + rows + boxes + 2 * step + self.pad

    def content_height(self, width: int) -> int:
        inner_w = width - 4  # the window's edge
        tile_h = int(self._tile_w(inner_w) * 0.68)
        return self.title_h + self._fixed_h() + 2 * tile_h + self.pad

    # --- building -------------------------------------------------------------------

    def build(self) -> None:
        rows, tr = self.rows, self.tr
        inner_w, inner_h = self.container.get_size()
        tile_w = self._tile_w(inner_w)
        room = inner_h - self._fixed_h() - self.pad
        tile_h = max(self.row_h * 2, min(int(tile_w * 0.68), room // 2))
        self.picker = self._picker(rows.take(2 * tile_h + self.pad // 2), tile_w, tile_h)
        self.game_text = self.note(rows.take(self._box_h()))
        label, cell = rows.split(rows.take(), LABEL_SHARE, 1 - LABEL_SHARE)
        self.label(label, tr("newgame.rules"))
        self.rules = self.segmented(
            cell,
            [(name, tr(f"preset.{name}")) for name in PRESETS],
            self.rules_name,
            self._choose_rules,
        )
        self.description = self.note(rows.take(self._box_h(3)))
        label, cell = rows.split(rows.take(), LABEL_SHARE, 1 - LABEL_SHARE)
        self.label(label, tr("newgame.draw"))
        self.draws = self.segmented(
            cell, [(d, tr(key)) for d, key in DRAWS], self.draw, self._choose_draw
        )
        self.fixed_draw = self.label(cell, "")
        self.solvable_box = self.check(
            rows.take(), tr("newgame.solvable"), self.solvable, tr("newgame.solvable_tip")
        )
        label, cell = rows.split(rows.take(), LABEL_SHARE, 1 - LABEL_SHARE)
        self.label(label, tr("newgame.difficulty"))
        self.bands = self.segmented(
            cell,
            [(band, tr(f"band.{band}")) for band in DIFFICULTIES],
            self.difficulty,
            self._choose_band,
        )
        self.unrated = self.label(cell, "")
        deal, daily = rows.split(rows.take(), 0.5, 0.5)
        self.deal_button = self.button(deal, "newgame.deal", primary=True)
        self.daily_button = self.button(daily, "newgame.daily", tip=tr("newgame.daily_tip"))
        label, entry, play = rows.split(rows.take(), LABEL_SHARE, 0.46, 0.30)
        self.label(label, tr("newgame.code"))
        self.entry = self.entry_field(entry, self._example_code())
        self.play_button = self.button(play, "newgame.play_code")
        self.play_button.disable()
        self.code_status = self.label(rows.take(), "")
        if self.typed:
            self.entry.set_text(self.typed)
            self.validate(self.typed)
        self._refresh()

    def kept(self) -> dict:
        return {
            "draw": self.draw,
            "rules": self.rules_name,
            "solvable": self.solvable,
            "game": self.game,
            "difficulty": self.difficulty,
            "code": self.entry.get_text(),
        }

    def _picker(self, rect: pygame.Rect, tile_w: int, tile_h: int) -> Choice:
        """The games as tiles in two rows; Left/Right step through them in reading order."""
        gap, cols = self.pad // 2, self.picker_columns
        inset = max(4, self.pad // 2 + 2)
        buttons = {}
        for i, game in enumerate(VARIANTS):
            row, col = divmod(i, cols)
            in_row = min(cols, len(VARIANTS) - row * cols)
            left = rect.x + (cols - in_row) * (tile_w + gap) // 2  # a short row is centred
            cell = pygame.Rect(
                left + col * (tile_w + gap), rect.y + row * (tile_h + gap), tile_w, tile_h
            )
            picture = game_tile(
                rules_for(game),
                self.tr(f"game.{game}"),
                (tile_w - 2 * inset, tile_h - 2 * inset),
                self.text,
                self.font,
            )
            buttons[game] = ImageTile(
                cell,
                picture,
                manager=self.manager,
                container=self.container,
                object_id="#tile",
                tool_tip_text=self.tr(f"game.{game}.desc"),
            )
        return self._choice(Choice(buttons, self.game), self._choose_game)

    # --- choosing -------------------------------------------------------------------

    def _choose_game(self, game: str) -> Action:
        self.game = game
        self._refresh()
        return Action("game", {"game": game})

    def _choose_draw(self, draw: int) -> None:
        self.draw = draw
        self._refresh()

    def _choose_band(self, band: str) -> Action:
        """A band is of solvable deals: choosing one ticks "Solvable deals only"."""
        self.difficulty = band
        if band != "any" and not self.solvable:
            self.solvable = True
            self.tick(self.solvable_box, True)  # its event says "solvable" too: no harm
        return Action("difficulty", {"band": band})

    def _choose_rules(self, name: str) -> None:
        self.rules_name = name
        self._refresh()

    def _refresh(self) -> None:
        tr = self.tr
        self.game_text.set_text(
            f"<b>{tr(f'game.{self.game}')}</b> — {tr(f'game.{self.game}.desc')}"
        )
        self.description.set_text(rules_text(rules_for(self.game, self.rules_name), tr))
        fixed = fixed_draw_text(self.game, tr)
        for button in self.draws.elements:
            button.hide() if fixed else button.show()
        if fixed:
            self.fixed_draw.set_text(fixed)
            self.fixed_draw.show()
        else:
            self.fixed_draw.hide()
        name = tr(f"game.{self.game}")
        self._show_bands(name)
        preset, draw = daily_kind(self.game)  # the player's choice does not apply
        draws = rules_for(self.game, preset).draw_text(draw)  # Rush: "3, 2, 1"
        tip = tr("newgame.daily_game_tip", game=name, rules=tr(f"preset.{preset}"), draw=draws)
        self.daily_button.set_tooltip(tip)
        self.entry.placeholder_text = self._example_code()
        self.entry.rebuild()  # redraw() keeps the old placeholder
        self.focus.show()  # the ring follows a choice whose buttons came or went

    def _show_bands(self, game_name: str) -> None:
        """The difficulty buttons where this kind of deal is rated, else a line saying so."""
        is_rated = rated(rules_for(self.game, self.rules_name), self.deal_draw)
        for button in self.bands.elements:
            button.show() if is_rated else button.hide()
        if is_rated:
            self.unrated.hide()
        else:
            self.unrated.set_text(self.tr("newgame.unrated", game=game_name))
            self.unrated.show()

    def _example_code(self) -> str:
        """The code field's example: a code of the chosen game (SU1-D3-... for Superior)."""
        return self.tr("newgame.code_placeholder", code=VARIANTS[self.game].example_code)

    @property
    def deal_draw(self) -> int:
        """The draw of a deal now: the game's own where it fixes one, else the choice."""
        return VARIANTS[self.game].fixed_draw or self.draw

    # --- the code field and the buttons ---------------------------------------------

    def validate(self, text: str) -> None:
        """Instant validation: a malformed code shows why and cannot be played."""
        if not text.strip():
            self.code = None
            self.code_status.set_text("")
            self.play_button.disable()
            return
        self.code, message = code_problem(text, self.tr)
        self.code_status.set_text(message)
        self.play_button.enable() if self.code else self.play_button.disable()

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.validate(self.entry.get_text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.validate(self.entry.get_text())
            if self.code is not None:
                return Action("code", {"code": self.code})
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.solvable_box:
                self.solvable = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                if not self.solvable:  # every deal, so no band
                    self.difficulty = "any"
                    self.bands.choose("any")
                return Action("solvable", {"on": self.solvable})
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        return None

    def _pressed(self, element) -> Action | None:
        if element is self.deal_button:
            kind = {"draw": self.draw, "rules": self.rules_name, "game": self.game}
            return Action("deal", {**kind, "solvable": self.solvable})
        if element is self.daily_button:
            return Action("daily", {"game": self.game})
        if element is self.play_button and self.code is not None:
            return Action("code", {"code": self.code})
        return None
