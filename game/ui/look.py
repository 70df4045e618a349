"""The look of every dialog: one palette, one type scale, one spacing grid, as pygame_gui
theme blocks (merged into the HUD's theme, so one manager draws both).

Sizes follow the font size, which follows the window (the HUD sets it): a 4K screen gets
large glyphs and an 800x600 window small ones, with the same proportions."""

from __future__ import annotations

PANEL = "#12301f"  # the dialog's body
TITLE = "#0c2416"
BORDER = "#3f6f52"
TEXT = "#eef5ef"
MUTED = "#a9c2b1"
ACCENT = "#d8b75e"  # gold: the primary action and the chosen option
ACCENT_HOVER = "#ecd07f"
ON_ACCENT = "#10261a"
CHOSEN = "#2f6b48"  # a chosen option: lighter than the panel, gold-edged, not gold-filled

# Spacing grid and type scale, in font sizes (see base.Dialog: row 2.1, pad 0.5).
CORNER = 0.55
SHADOW = 0.35
CAPTION = 0.8


CLEAR = "#00000000"


def _px(font_size: int, ems: float, least: int = 1) -> str:
    return str(max(least, round(font_size * ems)))


def panel_radius(font_size: int) -> str:
    """The corner radius of a dialog's panel (pixels, as theme text)."""
    return _px(font_size, CORNER * 1.6, 6)


def dialog_theme(font_size: int) -> dict:
    """Theme blocks for dialog windows and their controls."""
    regular = {"name": "noto_sans", "size": str(font_size)}
    bold = {**regular, "bold": "1"}
    corner = _px(font_size, CORNER, 4)
    rounded = {"shape": "rounded_rectangle", "shape_corner_radius": corner, "border_width": "1"}
    return {
        # The window's panel is drawn by dialogs/panel.py (PanelWindow, with PANEL, BORDER
        # and panel_radius): pygame_gui draws only a transparent rectangle of this geometry.
        "#dialog": {
            "colours": {"dark_bg": CLEAR, "normal_border": CLEAR},
            "misc": {
                "shape": "rectangle",
                "shape_corner_radius": panel_radius(font_size),
                "shadow_width": _px(font_size, SHADOW, 3),
                "border_width": "1",
                "title_bar_height": _px(font_size, 2.3),
            },
        },
        # The close cross in the panel's top right corner takes the panel's rounding there
        # (radii: top left, top right, bottom left, bottom right).
        "#dialog.#close_button": {
            "misc": {
                "shape": "rounded_rectangle",
                "shape_corner_radius": f"{corner},{int(panel_radius(font_size)) - 1},"
                f"{corner},{corner}",
            },
        },
        "#dialog.#title_bar": {
            "font": {**regular, "size": _px(font_size, 1.15), "bold": "1"},
            "colours": {  # its band is part of the panel (PanelWindow): only its text here
                "normal_bg": CLEAR,
                "hovered_bg": CLEAR,
                "active_bg": CLEAR,
                "normal_text": TEXT,
                "hovered_text": TEXT,
                "active_text": TEXT,
                "normal_border": CLEAR,
                "hovered_border": CLEAR,
                "active_border": CLEAR,
            },
            "misc": {
                "shape": "rectangle",
                "text_horiz_alignment": "left",
                "text_horiz_alignment_padding": corner,
            },
        },
        "#primary": {
            "font": bold,
            "colours": {
                "normal_bg": ACCENT,
                "hovered_bg": ACCENT_HOVER,
                "active_bg": ACCENT,
                "normal_text": ON_ACCENT,
                "hovered_text": ON_ACCENT,
                "active_text": ON_ACCENT,
                "normal_border": ACCENT,
                "hovered_border": ACCENT_HOVER,
            },
            "misc": rounded,
        },
        "#segment": {
            "font": bold,
            "colours": {
                "normal_border": BORDER,
                "hovered_border": ACCENT_HOVER,
                "selected_bg": CHOSEN,
                "selected_text": ACCENT_HOVER,
                "selected_border": ACCENT,
            },
            "misc": {**rounded, "border_width": _px(font_size, 0.1, 2)},
        },
        "#tile": {
            "colours": {
                "normal_bg": PANEL,
                "hovered_bg": "#1f4630",
                "selected_bg": CHOSEN,
                "normal_border": BORDER,
                # light, not gold: a tile under the pointer must not look chosen too
                "hovered_border": MUTED,
                "selected_border": ACCENT,
            },
            "misc": {**rounded, "border_width": _px(font_size, 0.12, 2)},
        },
        "#caption": {
            "font": {**regular, "size": _px(font_size, CAPTION, 10)},
            "colours": {"normal_text": MUTED},
        },
        "#value": {"font": bold, "misc": {"text_horiz_alignment": "right"}},
        "horizontal_slider": {"misc": {"sliding_button_width": _px(font_size, 1.2, 20)}},
        "vertical_scroll_bar": {"misc": {"enable_arrow_buttons": "0"}},
        # Text to read: on the panel itself, no frame (a frame reads as a field to type in).
        "#note": {
            "colours": {"dark_bg": "#00000000", "normal_border": "#00000000"},
            "misc": {"border_width": "0", "padding": "0,2"},
        },
    }
