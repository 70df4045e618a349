"""The HUD bar: score (or the casino bank), moves, time, draw mode, preset, game code (click to
copy), a sound icon (click to toggle), a place for the solver's spinner, and the Menu / Hint /
Home / Undo / Redo / New buttons (pygame_gui, themed to the table, rebuilt per window size).

Every field has a fixed place and width, reserved for its widest value, so nothing in the bar
moves as the numbers change."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame
import pygame_gui

from game.engine.rules import DEFAULT_GAME
from game.ui.layout import Layout
from game.ui.look import dialog_theme
from game.ui.render import LABEL, LABEL_DIM, TextCache
from game.ui.shortcuts import key_tip

Translate = Callable[..., str]  # tr(key, **params) in the player's language
BAR = (10, 40, 24)
GOLD = "#d8b75e"
KEY_TIP = "#key_tip"  # the theme of a button's tool tip that names its key


# Widget types that show text. pygame_gui takes fonts per element type (a font in the
# "defaults" block is ignored), so each gets the size scaled to the window.
TEXT_ELEMENTS = (
    "button",
    "label",
    "text_entry_line",
    "drop_down_menu",
    "window",
    "selection_list",
)


# The difficulty said in one word drops after its longer form and before an unlimited
# game's pass (order 2). A tie left the choice to the alphabet: German dropped
# "Durchgang 1" before "Leicht", English "Easy" before "Pass 1" (a tester).
SHORT_BAND = 1.5


def theme(font_size: int) -> dict:
    """pygame_gui theme matching the felt table (not the default grey), fonts to scale."""
    regular = {"name": "noto_sans", "size": str(font_size)}
    data: dict = {
        "defaults": {
            "colours": {
                "normal_bg": "#1d4a31",
                "hovered_bg": "#27603f",
                "active_bg": "#143522",
                "selected_bg": "#d8b75e",
                "disabled_bg": "#183526",
                "normal_text": "#eef5ef",
                "hovered_text": "#ffffff",
                "selected_text": "#0f2a1a",
                "disabled_text": "#7d998a",
                "normal_border": GOLD,
                "hovered_border": "#f0d27c",
                "active_border": GOLD,
                "disabled_border": "#556b5e",
                "dark_bg": "#0f2f1d",
            },
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1"},
        },
    }
    for element in TEXT_ELEMENTS:
        data[element] = {"font": dict(regular)}
    data["button"]["font"]["bold"] = "1"
    data["text_box"] = {"font": dict(regular)}
    # Other tips (a dialog's) wrap at about 45 characters, not pygame_gui's 170 px: the
    # Daily deal tip stood in four narrow lines over the buttons beside it (a tester).
    data["tool_tip"] = {
        "font": {"name": "noto_sans", "size": str(max(12, font_size - 2))},
        "misc": {"rect_width": str(max(170, 22 * font_size))},
    }
    # A button's name and key ("Play this deal again (Ctrl+R)") on one line, as wide as it
    # is: the usual tips wrap at 170 px, which broke it in two.
    data[KEY_TIP] = {"misc": {"rect_width": "-1"}}
    data["#dialog_label"] = {"font": dict(regular), "misc": {"text_horiz_alignment": "left"}}
    # Symbols Noto lacks (check mark, arrows, close cross): pygame_gui's own Fira Code.
    symbols = {
        "name": "fira_code",
        "size": str(font_size),
        "regular_resource": {"package": "pygame_gui.data", "resource": "FiraCode-Regular.ttf"},
    }
    # The check mark: Fira Code's is a thin "V" that testers read as a root sign (√);
    # the Korean Noto that pygame_gui ships has a tick with a short stroke, in bold.
    tick = {
        "name": "noto_sans_kr",
        "size": str(font_size),
        "bold": "1",
        "regular_resource": {"package": "pygame_gui.data", "resource": "NotoSansKR-Regular.ttf"},
        "bold_resource": {"package": "pygame_gui.data", "resource": "NotoSansKR-Bold.ttf"},
    }
    # In a dialog's window pygame_gui doesn't fall back to the plain ids.
    for element in ("check_box", "#dialog.check_box"):
        data[element] = {"font": dict(tick)}
    for element in (
        "#close_button",
        "#dialog.#close_button",
        "#dialog.#left_button",
        "#dialog.#right_button",
        "#dialog.horizontal_slider.#left_button",
        "#dialog.horizontal_slider.#right_button",
        # pygame_gui's own theme names the slider arrows' font at this depth.
        "#dialog.#window_element_container.horizontal_slider.#left_button",
        "#dialog.#window_element_container.horizontal_slider.#right_button",
        "#expand_button",
        "#left_button",
        "#right_button",
    ):
        data[element] = {"font": dict(symbols)}
    data["window"]["misc"] = {"title_bar_height": str(int(font_size * 2.1))}
    for element, block in dialog_theme(font_size).items():  # merged: fonts stay
        data.setdefault(element, {}).update(block)
    return data


def tip_shown(buttons: dict) -> str | None:
    """The name of the button (of `buttons`) whose tool tip shows, if any."""
    return next((n for n, b in buttons.items() if b.tool_tip is not None), None)


def format_time(seconds: float) -> str:
    s = int(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def format_bank(amount: int) -> str:
    """Casino bank as money: "−$47" (a true minus sign, before the dollar)."""
    return f"\u2212${-amount}" if amount < 0 else f"${amount}"


CODE_COLOUR = (240, 214, 140)
PAUSED_COLOUR = (104, 138, 118)  # the stopped clock, dimmer than the labels
SOUND_OFF_COLOUR = (226, 132, 112)
# The widest values each field must hold, so the bar never moves as they grow.
WIDEST = {"score": "9999", "bank": "\u2212$9999", "moves": "9999", "time": "9:59:59"}
# A wide code (with a preset suffix): the font is chosen so that one still fits.
CODE_SAMPLE = "CF1-D3-NNNNNNN-S"
MIN_FONT = 12  # TextCache units; smaller is no longer readable


class Hud:
    BUTTONS = ("menu", "hint", "home", "undo", "redo", "new")
    # Left out, in this order, where the bar is too narrow (their keys and the menu stay).
    OPTIONAL = ("home", "redo")

    def __init__(self, layout: Layout, text: TextCache, tr: Translate) -> None:
        self.text = text
        self.code_rect = pygame.Rect(0, 0, 0, 0)
        self.drawn: dict[str, tuple[str, pygame.Rect]] = {}
        self._icons: dict[tuple[int, bool], pygame.Surface] = {}
        self.build(layout, tr)

    def build(self, layout: Layout, tr: Translate | None = None) -> None:
        """(Re)create the UI manager and buttons for a window size and language, and fix
        where every field, the sound icon and the solver's spinner go."""
        self.tr = tr or self.tr
        self.layout = layout
        bar = layout.hud
        font = max(12, int(bar.h * 0.42))
        self.manager = pygame_gui.UIManager(
            (layout.width, layout.height), theme(font), enable_live_theme_updates=False
        )
        # The new manager takes the pointer for an arrow: make it one. The old manager's
        # I-beam (a code typed in New game for another game's layout) stayed for good.
        with contextlib.suppress(pygame.error):  # no system cursors (headless)
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_ARROW)
        # Text boxes (rules, statistics) also use italic: load it now, not mid-frame.
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": font, "style": "italic"}])
        self.font_px = font
        names = self.BUTTONS
        self._place(names)
        for optional in self.OPTIONAL:
            if self._needed(MIN_FONT) <= self.text_right:
                break
            # Too narrow for the fields and a code even in the smallest type: a button
            # that has another way in (a key, the menu) gives its room to the code.
            names = tuple(n for n in names if n != optional)
            self._place(names)
        size = max(14, int(bar.h * 0.55))
        while size > MIN_FONT and self._needed(size) > self.text_right:
            size -= 1
        self.font_size = size
        # Per scoring (casino or not): where each field goes, and where the fields end.
        self.slots = {casino: self._slots(size, casino) for casino in (False, True)}

    def _place(self, names: tuple[str, ...]) -> None:
        """Make the buttons `names` (again), right-aligned, and fix where the icons and
        the fields' right end go."""
        bar, font = self.layout.hud, self.font_px
        for button in getattr(self, "buttons", {}).values():
            button.kill()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        h = int(bar.h * 0.78)
        y = int((bar.h - h) / 2)
        x = self.layout.width - 6
        face = self.manager.get_theme().get_font_dictionary().find_font(font, "noto_sans", True)
        for name in reversed(names):
            label = self.tr(f"button.{name}")
            # As wide as the label needs: German labels leave the text little room at 800 px.
            w = max(int(font * 3.8), face.size(label)[0] + font)
            x -= w + 4  # 4: at 800 px the German bar needs every pixel
            self.buttons[name] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, w, h),
                label,
                manager=self.manager,
                tool_tip_text=key_tip(label, name, self.tr),
                tool_tip_object_id=KEY_TIP,
            )
        self.buttons_left = x
        gap = max(3, bar.h // 8)
        icon = int(bar.h * 0.64)
        top = (bar.h - icon) // 2
        self.sound_rect = pygame.Rect(x - 2 * gap - icon, top, icon, icon)
        self.spinner_rect = pygame.Rect(self.sound_rect.left - gap - icon, top, icon, icon)
        self.text_right = self.spinner_rect.left - 2 * gap
        self.pad = int(bar.h * 0.4)
        self.field_gap = int(bar.h * 0.36)

    def _slots(self, size: int, casino: bool) -> tuple[dict[str, tuple[int, int, int]], int]:
        """Per field: label x, value x, value width (the widest value's); and the x after."""
        regular = self.text.font(size)
        space = regular.size(" ")[0]
        slots = {}
        x = self.pad
        for name in ("bank" if casino else "score", "moves", "time"):
            label_x = x
            x += regular.size(self.tr(f"hud.{name}"))[0] + space
            width = self.text.figures_width(WIDEST[name], size, bold=True)
            slots[name] = (label_x, x, width)
            x += width + self.field_gap
            if name == "time":
                x += self._pause_gap(size) + self._pause_width(size)
        return slots, x

    def _needed(self, size: int) -> int:
        """Right edge of the fields and a wide code at this font size."""
        code = self.text.font(size, bold=True).size(CODE_SAMPLE)[0]
        return max(self._slots(size, casino)[1] for casino in (False, True)) + code

    def _cap(self, size: int) -> int:
        return self.text.font(size).metrics("H")[0][3]

    def _pause_gap(self, size: int) -> int:
        return max(3, self._cap(size) // 2)

    def _pause_width(self, size: int) -> int:
        return 3 * max(2, round(self._cap(size) * 0.22))

    def tip_shown(self) -> str | None:
        """The name of the bar's button whose tool tip shows (None: none does)."""
        return tip_shown(self.buttons)

    def button_named(self, element) -> str | None:
        for name, button in self.buttons.items():
            if button is element:
                return name
        return None

    def set_enabled(self, name: str, enabled: bool) -> None:
        button = self.buttons.get(name)
        if button is None:
            return  # left out of a narrow bar
        if enabled and not button.is_enabled:
            button.enable()
        elif not enabled and button.is_enabled:
            button.disable()

    def draw(self, screen: pygame.Surface, info: dict, now: float) -> None:
        """Draw the bar, its text and the sound icon; the UI manager draws the buttons.

        info: score, moves, time (s), draw, rules, code, casino (bank or None), paused and
        sound (bools). Every field keeps its place whatever its value.
        """
        bar = self.layout.hud
        pygame.draw.rect(screen, BAR, (0, 0, bar.w, bar.h))
        pygame.draw.line(screen, (60, 110, 80), (0, bar.h - 1), (bar.w, bar.h - 1))
        self.drawn = {}
        size, tr = self.font_size, self.tr
        # One baseline for everything: centre the capitals in the bar.
        baseline = round(bar.h / 2 + self._cap(size) / 2)
        casino = info.get("casino")
        slots, x = self.slots[casino is not None]
        paused = bool(info.get("paused"))
        # Casino play shows the bank in the score's place: the points mean nothing there.
        first = ("score", str(info["score"])) if casino is None else ("bank", format_bank(casino))
        values = dict([first, ("moves", str(info["moves"])), ("time", format_time(info["time"]))])
        for name, value in values.items():
            label_x, value_x, width = slots[name]
            self._text(screen, f"{name}.label", tr(f"hud.{name}"), label_x, baseline)
            colour = PAUSED_COLOUR if paused and name == "time" else LABEL
            surf = self.text.render_figures(value, size, colour, bold=True)
            self._blit(screen, surf, value_x, baseline, bold=True)
            self.drawn[name] = (value, pygame.Rect(value_x, 0, width, bar.h))
            if paused and name == "time":
                end = value_x + self.text.figures_width(value, size, bold=True)
                self._pause_mark(screen, end + self._pause_gap(size), baseline, size)
        code = self.text.render(info["code"], size, CODE_COLOUR, bold=True)
        # A narrow window drops the draw/preset text first (a family game keeps its name
        # longest, but not at the cost of its pass count), then the code: never overlap.
        after = code.get_width() + self._kept_extra_width(info, size)
        for mode_text in self._mode_texts(info):
            mode = self.text.render(mode_text, size, LABEL_DIM)
            if x + mode.get_width() + self.field_gap + after <= self.text_right:
                self._text(screen, "mode", mode_text, x, baseline)
                x += mode.get_width() + self.field_gap
                break
        if x + code.get_width() <= self.text_right:
            self._text(screen, "code", info["code"], x, baseline, CODE_COLOUR, bold=True)
            self.code_rect = pygame.Rect(x, 0, code.get_width(), bar.h)
            x += code.get_width() + self.field_gap
            self._draw_extra(screen, info, x, baseline, size)
        else:
            self.code_rect = pygame.Rect(0, 0, 0, 0)
        sound = bool(info.get("sound", True))
        screen.blit(self._sound_icon(self.sound_rect.h, sound), self.sound_rect.topleft)

    def _mode_texts(self, info: dict) -> list[str]:
        """What the bar says of the kind of game, longest first: "Rainbow · Draw 1 ·
        Hoyle", then "Rainbow" (Canfield itself: "Draw 3 · Standard" only)."""
        tr = self.tr
        rules = tr("preset." + info["rules"])
        mode = f"{tr('hud.draw', n=info['draw'])} · {rules}"
        game = info.get("game", DEFAULT_GAME)
        if game == DEFAULT_GAME:
            return [mode]
        name = tr(f"game.{game}")
        return [f"{name} · {mode}", name]

    def _kept_extra_width(self, info: dict, size: int) -> int:
        """Room the pass count of a game with a pass limit needs after the code (it is
        the last part of the extra text a narrow window drops, `_draw_extra`)."""
        if not (info.get("pass") and info.get("passes")):
            return 0
        text = self.tr("hud.pass_of", n=info["pass"], m=info["passes"])
        return self.field_gap + self.text.render(text, size, LABEL_DIM).get_width()

    def _draw_extra(self, screen: pygame.Surface, info: dict, x: int, baseline, size) -> None:
        """After the code (so nothing moves when it changes): the stock pass, a daily
        deal's marker and a rated deal's difficulty; the first thing a narrow window
        drops, a part at a time: the daily marker first, then the difficulty, then an
        unlimited game's pass, and a pass limit's count last. Before the difficulty goes,
        it is said in one word ("Medium" for "Medium deal")."""
        parts = self._extra_parts(info)
        short = self.tr(f"band.{info['band']}") if info.get("band") else ""
        while parts:
            text = " · ".join(part for _, part in parts)
            if x + self.text.render(text, size, LABEL_DIM).get_width() <= self.text_right:
                self._text(screen, "extra", text, x, baseline)
                return
            least = min(parts)
            if least[0] == 1:  # the difficulty: one word first
                parts[parts.index(least)] = (SHORT_BAND, short)
            else:
                parts.remove(least)

    def _extra_parts(self, info: dict) -> list[tuple[float, str]]:
        """The text after the code, part by part: (drop order, lower goes first; text)."""
        parts = []
        if info.get("pass") and info.get("passes"):
            parts.append((3, self.tr("hud.pass_of", n=info["pass"], m=info["passes"])))
        elif info.get("pass"):  # after the deal's marks: players follow it (a tester)
            parts.append((2, self.tr("hud.pass", n=info["pass"])))
        if info.get("daily"):
            parts.append((0, self.tr("newgame.daily")))
        if info.get("band"):
            parts.append((1, self.tr("hud.band", band=self.tr(f"band.{info['band']}"))))
        return parts

    def game_text_left(self) -> int:
        """Where the bar's words on the game (kind, code, pass, marks) begin as drawn: the
        tool tip naming them all answers there, not over the score, moves and time."""
        parts = [self.drawn[name][1].x for name in ("mode", "code", "extra") if name in self.drawn]
        if not parts and "time" in self.drawn:  # all dropped: the room they would take
            parts = [self.drawn["time"][1].right]
        return min(parts, default=self.text_right)

    def full_text(self, info: dict) -> str:
        """All the bar says of the game, which a narrow window shows only in part: the
        tool tip of the bar's text."""
        mode = self._mode_texts(info)[0]
        if info.get("game", DEFAULT_GAME) == DEFAULT_GAME:  # the bar leaves Canfield unnamed
            mode = f"{self.tr(f'game.{DEFAULT_GAME}')} · {mode}"
        parts = [mode, info["code"]]
        parts += [text for _, text in self._extra_parts(info)]
        return " · ".join(parts) + " — " + self.tr("hud.copy_tip")

    def _text(
        self,
        screen: pygame.Surface,
        name: str,
        text: str,
        x: int,
        baseline: int,
        colour=LABEL_DIM,
        bold: bool = False,
    ) -> None:
        surf = self.text.render(text, self.font_size, colour, bold=bold)
        self._blit(screen, surf, x, baseline, bold)
        self.drawn[name] = (text, pygame.Rect(x, 0, surf.get_width(), self.layout.hud.h))

    def _blit(
        self, screen: pygame.Surface, surf: pygame.Surface, x: int, baseline: int, bold: bool
    ) -> None:
        screen.blit(surf, (x, baseline - self.text.font(self.font_size, bold).get_ascent()))

    def _pause_mark(self, screen: pygame.Surface, x: int, baseline: int, size: int) -> None:
        """Two upright bars, as tall as the capitals: the clock is stopped."""
        cap = self._cap(size)
        w = self._pause_width(size) // 3
        for left in (x, x + 2 * w):
            pygame.draw.rect(screen, LABEL, (left, baseline - cap, w, cap))

    def _sound_icon(self, size: int, on: bool) -> pygame.Surface:
        """A speaker with sound waves, or crossed out; drawn large and scaled down smooth."""
        key = (size, on)
        if key not in self._icons:
            k = 4 * size
            big = pygame.Surface((k, k), pygame.SRCALPHA)
            colour = LABEL if on else LABEL_DIM
            u = k / 100  # the icon is drawn on a 100 x 100 grid
            pygame.draw.rect(big, colour, (8 * u, 36 * u, 18 * u, 28 * u))
            cone = [(24 * u, 36 * u), (50 * u, 12 * u), (50 * u, 88 * u), (24 * u, 64 * u)]
            pygame.draw.polygon(big, colour, cone)
            line = max(1, round(10 * u))
            if on:
                for r in (18, 36):
                    box = pygame.Rect(0, 0, 2 * r * u, 2 * r * u)
                    box.center = (round(54 * u), round(50 * u))
                    pygame.draw.arc(big, colour, box, -0.9, 0.9, line)
            else:
                a, b = (62 * u, 32 * u), (94 * u, 68 * u)
                pygame.draw.line(big, SOUND_OFF_COLOUR, a, b, line)
                pygame.draw.line(big, SOUND_OFF_COLOUR, (a[0], b[1]), (b[0], a[1]), line)
            self._icons[key] = pygame.transform.smoothscale(big, (size, size))
        return self._icons[key]

    def copy_code(self, code: str, now: float) -> bool:
        """Copy the game code to the clipboard; True if the clipboard took it (the app says
        so in a toast: the bar keeps showing the code)."""
        try:
            pygame_gui.core.utility.clipboard_copy(code)
        except Exception:  # no clipboard on this system: say nothing went wrong loudly
            return False
        return True
