"""The HUD bar: score, moves, time, draw mode, preset, game code (click to copy), and the
Undo / Redo / New buttons (pygame_gui, themed to the table, rebuilt per window size)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.layout import Layout
from game.ui.render import LABEL, LABEL_DIM, TextCache

BAR = (10, 40, 24)
GOLD = "#d8b75e"


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
    data["tool_tip"] = {"font": {"name": "noto_sans", "size": str(max(12, font_size - 2))}}
    data["#dialog_label"] = {"font": dict(regular), "misc": {"text_horiz_alignment": "left"}}
    # Symbols Noto lacks (check mark, arrows, close cross): pygame_gui's own Fira Code.
    symbols = {
        "name": "fira_code",
        "size": str(font_size),
        "regular_resource": {"package": "pygame_gui.data", "resource": "FiraCode-Regular.ttf"},
    }
    for element in (
        "check_box",
        "#close_button",
        "#expand_button",
        "#left_button",
        "#right_button",
    ):
        data[element] = {"font": dict(symbols)}
    data["window"]["misc"] = {"title_bar_height": str(int(font_size * 2.1))}
    return data


def format_time(seconds: float) -> str:
    s = int(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class Hud:
    BUTTONS = ("menu", "hint", "undo", "redo", "new")

    def __init__(self, layout: Layout, text: TextCache, tr) -> None:
        self.text = text
        self.code_rect = pygame.Rect(0, 0, 0, 0)
        self.copied_until = 0.0
        self.build(layout, tr)

    def build(self, layout: Layout, tr=None) -> None:
        """(Re)create the UI manager and buttons for a window size and language."""
        self.tr = tr or self.tr
        self.layout = layout
        bar = layout.hud
        font = max(12, int(bar.h * 0.42))
        self.font_size = max(14, int(bar.h * 0.55))
        self.manager = pygame_gui.UIManager(
            (layout.width, layout.height), theme(font), enable_live_theme_updates=False
        )
        # Text boxes (rules, statistics) also use italic: load it now, not mid-frame.
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": font, "style": "italic"}])
        self.font_px = font
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        h = int(bar.h * 0.78)
        y = int((bar.h - h) / 2)
        x = layout.width - 6
        for name in reversed(self.BUTTONS):
            label = self.tr(f"button.{name}")
            w = max(60, int(font * (0.62 * len(label) + 1.6)))
            x -= w + 6
            self.buttons[name] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, w, h), label, manager=self.manager
            )
        self.buttons_left = x

    def button_named(self, element) -> str | None:
        for name, button in self.buttons.items():
            if button is element:
                return name
        return None

    def set_enabled(self, name: str, enabled: bool) -> None:
        button = self.buttons[name]
        if enabled and not button.is_enabled:
            button.enable()
        elif not enabled and button.is_enabled:
            button.disable()

    def draw(self, screen: pygame.Surface, info: dict, now: float) -> None:
        """Draw the bar and its text; the buttons are drawn by the UI manager."""
        bar = self.layout.hud
        pygame.draw.rect(screen, BAR, (0, 0, bar.w, bar.h))
        pygame.draw.line(screen, (60, 110, 80), (0, bar.h - 1), (bar.w, bar.h - 1))
        x = int(bar.h * 0.4)
        cy = bar.h / 2
        tr = self.tr
        parts = [
            (tr("hud.score"), str(info["score"])),
            (tr("hud.moves"), str(info["moves"])),
            (tr("hud.time"), format_time(info["time"])),
        ]
        if info.get("casino") is not None:
            parts.append((tr("hud.bank"), f"${info['casino']}"))
        for label, value in parts:
            x = self._pair(screen, x, cy, label, value) + int(bar.h * 0.6)
        gap = int(bar.h * 0.6)
        rules = tr(f"preset.{info['rules']}")
        mode = self.text.render(
            f"{tr('hud.draw', n=info['draw'])} · {rules}", self.font_size, LABEL_DIM
        )
        code_text = tr("hud.copied") if now < self.copied_until else info["code"]
        code = self.text.render(code_text, self.font_size, (240, 214, 140), bold=True)
        room = self.buttons_left - 10
        # A narrow window drops the draw/preset text first, then the code: never overlap.
        show_mode = x + mode.get_width() + gap + code.get_width() <= room
        if show_mode:
            screen.blit(mode, (x, cy - mode.get_height() / 2))
            x += mode.get_width() + gap
        if x + code.get_width() <= room:
            screen.blit(code, (x, cy - code.get_height() / 2))
            self.code_rect = pygame.Rect(x, 0, code.get_width(), bar.h)
        else:
            self.code_rect = pygame.Rect(0, 0, 0, 0)

    def _pair(self, screen: pygame.Surface, x: int, cy: float, label: str, value: str) -> int:
        a = self.text.render(label, self.font_size, LABEL_DIM)
        b = self.text.render(value, self.font_size, LABEL, bold=True)
        screen.blit(a, (x, cy - a.get_height() / 2))
        x += a.get_width() + 6
        screen.blit(b, (x, cy - b.get_height() / 2))
        return x + b.get_width()

    def copy_code(self, code: str, now: float) -> bool:
        """Copy the game code to the clipboard; True if the clipboard took it."""
        try:
            pygame_gui.core.utility.clipboard_copy(code)
        except Exception:  # no clipboard on this system: say nothing went wrong loudly
            return False
        self.copied_until = now + 1.5
        return True
