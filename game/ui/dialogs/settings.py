"""Settings: every change applies at once (the app saves it). Every choice shows its
options: segmented buttons for short lists, picture tiles for the card back and the
table felt, a live preview of the four-colour deck, a volume slider with its value."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.persist.settings import FELTS
from game.ui import look, thumbs
from game.ui.dialogs.base import Action, Dialog

CHECK_KEYS = {
    "sound": "settings.sound",
    "animations": "settings.animations",
    "four_colour": "settings.four_colour",
    "autofinish": "settings.autofinish",
    "fullscreen": "settings.fullscreen",
    "confirm_leave": "settings.confirm_leave",
    "reduce_motion": "settings.reduce_motion",
    "large_index": "settings.large_index",
}
CHECKS = tuple(CHECK_KEYS)
# Segmented controls: setting -> (label key, [(value, text key, tool tip key or None)]).
CHOICES = {
    "animation_speed": (
        "settings.speed",
        [
            ("slow", "speed.slow", None),
            ("normal", "speed.normal", None),
            ("fast", "speed.fast", None),
        ],
    ),
    "click_mode": (
        "settings.click",
        [
            ("off", "click.off", None),
            ("foundation", "click.short.foundation", "click.foundation"),
            ("columns", "click.short.columns", "click.columns"),
        ],
    ),
    "scoring": (
        "settings.scoring",
        [
            ("standard", "scoring.short.standard", "scoring.standard"),
            ("casino", "scoring.short.casino", "scoring.casino"),
        ],
    ),
    "card_size": (
        "settings.card_size",
        [
            ("auto", "card_size.auto", None),
            ("large", "card_size.large", None),
            ("small", "card_size.small", None),
        ],
    ),
}
LABEL_SHARE = 0.28  # of a row: the label column; the control takes the rest
PICTURE_ROWS = (1.6, 2.6, 2.0)  # deck preview, card backs, felts: heights in rows
MIN_PICTURE_SCALE = 0.6


class SettingsDialog(Dialog):
    title_key = "settings.title"
    width_ems = 48

    def __init__(
        self,
        *args,
        settings=None,
        backs: list[str] = (),
        languages: dict | None = None,
        art=None,
        **kw,
    ) -> None:
        self.settings = settings
        self.backs = list(backs)
        self.languages = languages or {}
        self.art = art  # the card art thumbnails are drawn from (None: blank tiles)
        self.deck = {"four_colour": settings.four_colour, "large_index": settings.large_index}
        super().__init__(*args, **kw)

    def _pictures(self, scale: float = 1.0) -> tuple[int, int, int]:
        """Heights of the rows with pictures: the deck preview, the card-back tiles and
        the felt tiles (captions included), at `scale` of their full size."""
        return tuple(int(self.row_h * k * scale) for k in PICTURE_ROWS)

    def _picture_scale(self) -> float:
        """The pictures give up the room a short window lacks (at 640x480 the Close button
        fell below the window), down to MIN_PICTURE_SCALE; the rows of text keep theirs."""
        full = sum(self._pictures())
        over = self._inner_height(full) - self.container.get_size()[1]
        return max(MIN_PICTURE_SCALE, min(1.0, (full - max(0, over)) / full))

    def _inner_height(self, pictures: int) -> int:
        """The container height `build` fills: nine rows of text, the picture rows, the
        gap above Close and Close, each row with its gap, and a margin at either end."""
        gap = self.pad // 2
        return 2 * self.pad + 9 * (self.row_h + gap) + pictures + 3 * gap + 2 * gap + self.row_h

    def content_height(self, width: int) -> int:
        # the rows inside the window's frame: its title bar, shadow and border (look.py)
        frame = self.title_h + 2 * max(3, round(self.font * look.SHADOW)) + 2
        return frame + self._inner_height(sum(self._pictures()))

    def build(self) -> None:
        rows, s, tr = self.rows, self.settings, self.tr
        self.checks: dict[str, pygame_gui.elements.UICheckBox] = {}
        self.menus = {}  # setting -> Choice

        left, right = self._row()
        self.checks["sound"] = self.check(left, tr("settings.sound"), s.sound)
        label, slider = rows.split(right, 0.3, 0.7)
        self.label(label, tr("settings.volume"))
        self.volume = self.slider(
            slider, int(round(s.volume * 100)), lambda v: f"{v} %", self._volume
        )

        left, right = self._row()
        self.checks["animations"] = self.check(left, tr("settings.animations"), s.animations)
        self._segments("animation_speed", right)
        self._speed_follows(s.animations)
        for name in ("click_mode", "scoring", "card_size"):
            self._labelled(name)

        preview_h, back_h, felt_h = self._pictures(self._picture_scale())
        left, right = self._row(max(preview_h, self.row_h))
        left.h = self.row_h
        self.checks["four_colour"] = self.check(left, tr("settings.four_colour"), s.four_colour)
        self.preview_rect = pygame.Rect(right.x, right.y, right.w, right.h)
        self.preview = pygame_gui.elements.UIImage(
            self.preview_rect, self._preview(), self.manager, container=self.container
        )

        label, cell = self._row(back_h)
        self.label(pygame.Rect(label.x, label.y, label.w, self.row_h), tr("settings.card_back"))
        card_h = back_h - int(self.font * 1.5) - self.pad
        options = [(b, self._text(f"back.{b}"), self._back(b, card_h)) for b in self.backs]
        # as wide as at full size: a smaller back still has its whole caption under it
        full_h = self._pictures()[1] - int(self.font * 1.5) - self.pad
        self.menus["card_back"] = self.tiles(
            cell, options, s.card_back, self._setting("card_back"), int(full_h * 0.72) + self.pad
        )

        label, cell = self._row(felt_h)
        self.label(pygame.Rect(label.x, label.y, label.w, self.row_h), tr("settings.felt"))
        tile_w = int((cell.w - self.pad * 2) / len(FELTS))
        thumb = (tile_w - self.pad, felt_h - int(self.font * 1.5) - self.pad)
        options = [(f, tr(f"felt.{f}"), self._felt(f, thumb)) for f in FELTS]
        self.menus["felt"] = self.tiles(cell, options, s.felt, self._setting("felt"), tile_w)

        left, right = self.rows.split(rows.take(), 0.5, 0.5)
        self.checks["autofinish"] = self.check(left, tr("settings.autofinish"), s.autofinish)
        self.checks["fullscreen"] = self.check(right, tr("settings.fullscreen"), s.fullscreen)
        left, right = self.rows.split(rows.take(), 0.5, 0.5)
        self.checks["reduce_motion"] = self.check(
            left, tr("settings.reduce_motion"), s.reduce_motion
        )
        self.checks["large_index"] = self.check(right, tr("settings.large_index"), s.large_index)
        self.checks["confirm_leave"] = self.check(
            rows.take(), tr("settings.confirm_leave"), s.confirm_leave
        )
        label, right = self._row()
        self.label(label, tr("settings.language"))
        langs = [(None, tr("language.system_short"))] + list(self.languages.items())
        self.menus["language"] = self.segmented(right, langs, s.language, self._setting("language"))
        rows.take(self.pad // 2)
        row = rows.take()
        close = pygame.Rect(0, row.y, max(row.w // 4, self.font * 7), row.h)
        close.right = row.right
        self.close_button = self.button(close, "button.close", primary=True)

    # --- rows and controls ----------------------------------------------------------

    def _row(self, height: int | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        row = self.rows.take(height)
        left, right = self.rows.split(row, LABEL_SHARE, 1 - LABEL_SHARE)
        return left, right

    def _labelled(self, name: str) -> None:
        label, right = self._row()
        self.label(label, self.tr(CHOICES[name][0]))
        self._segments(name, right)

    def _segments(self, name: str, rect: pygame.Rect) -> None:
        _label, options = CHOICES[name]
        choice = self.segmented(
            rect,
            [(value, self.tr(key)) for value, key, _tip in options],
            getattr(self.settings, name),
            self._setting(name),
        )
        for (_value, _key, tip), button in zip(options, choice.elements, strict=True):
            if tip is not None:
                button.set_tooltip(self.tr(tip))
        self.menus[name] = choice

    def _speed_follows(self, animations: bool) -> None:
        """The speed means nothing without animations: greyed out then (it looked in force,
        "Fast" lit, a tester saw), and the keys' focus passes it by."""
        for button in self.menus["animation_speed"].elements:
            if animations:
                button.enable()
            else:
                button.disable()

    def _setting(self, name: str) -> Callable[[object], Action]:
        return lambda value: Action("setting", {"name": name, "value": value})

    def _volume(self, value: int) -> Action:
        return Action("setting", {"name": "volume", "value": value / 100})

    def released(self, slider) -> Action | None:
        return Action("sample")

    def _text(self, key: str) -> str:
        """Translate a key; a name without a text (a new card back) is shown as it is."""
        try:
            return self.tr(key)
        except KeyError:
            return key.split(".", 1)[-1].capitalize()

    # --- pictures ---------------------------------------------------------------------

    def _back(self, name: str, height: int) -> pygame.Surface:
        if self.art is None:
            return _blank((int(height * 0.72), height))
        return thumbs.back_thumbnail(self.art, name, height)

    def _felt(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        return thumbs.felt_thumbnail(name, size)

    def _preview(self) -> pygame.Surface:
        """The deck as the table will show it: colouring and corner size as ticked."""
        h = self.preview_rect.h
        if self.art is None:
            return _blank((h, h))
        deck = self.deck
        picture = thumbs.four_colour_preview(self.art, deck["four_colour"], h, deck["large_index"])
        # The preview sits at the left of its cell, a gap in from it: the fanned cards'
        # corners came within 2 px of the longest label ("Kaarten in vier kleuren").
        cell = pygame.Surface(self.preview_rect.size, pygame.SRCALPHA)
        cell.blit(picture, (self.pad // 2, (h - picture.get_height()) // 2))
        return cell

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            return Action("closed")
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            on = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            for name, box in self.checks.items():
                if event.ui_element is box:
                    if name in ("four_colour", "large_index"):
                        self.deck[name] = on
                        self.preview.set_image(self._preview())
                    if name == "animations":
                        self._speed_follows(on)
                    return Action("setting", {"name": name, "value": on})
        return None


def _blank(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
