"""Settings: every change applies at once (the app saves it)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.dialogs.base import Action, Dialog

CHECKS = ("sound", "animations", "autofinish", "fullscreen", "four_colour", "confirm_leave")
CHECK_KEYS = {
    "sound": "settings.sound",
    "animations": "settings.animations",
    "autofinish": "settings.autofinish",
    "fullscreen": "settings.fullscreen",
    "four_colour": "settings.four_colour",
    "confirm_leave": "settings.confirm_leave",
}
# Drop-downs: setting name -> (label key, [(value, text key)]).
CHOICES = {
    "animation_speed": (
        "settings.speed",
        [("slow", "speed.slow"), ("normal", "speed.normal"), ("fast", "speed.fast")],
    ),
    "click_mode": (
        "settings.click",
        [("off", "click.off"), ("foundation", "click.foundation"), ("columns", "click.columns")],
    ),
    "scoring": (
        "settings.scoring",
        [("standard", "scoring.standard"), ("casino", "scoring.casino")],
    ),
    "card_size": (
        "settings.card_size",
        [("auto", "card_size.auto"), ("large", "card_size.large"), ("small", "card_size.small")],
    ),
}


class SettingsDialog(Dialog):
    title_key = "settings.title"
    width_ems = 32

    def __init__(
        self, *args, settings=None, backs: list[str] = (), languages: dict | None = None, **kw
    ) -> None:
        self.settings = settings
        self.backs = list(backs)
        self.languages = languages or {}
        super().__init__(*args, **kw)

    def content_height(self, width: int) -> int:
        rows = len(CHECKS) + len(CHOICES) + 3
        return rows * (self.row_h + self.pad // 2) + 3 * self.pad + self.row_h

    def _choices(self) -> dict[str, tuple[str, list[tuple[object, str]]]]:
        choices = dict(CHOICES)
        choices["card_back"] = ("settings.card_back", [(b, f"back.{b}") for b in self.backs])
        langs: list[tuple[object, str]] = [(None, "language.system")]
        langs += [(code, name) for code, name in self.languages.items()]
        choices["language"] = ("settings.language", langs)
        return choices

    def _text(self, key: str) -> str:
        """Translate a key; a language's own name is shown as it is."""
        try:
            return self.tr(key)
        except KeyError:
            return key

    def build(self) -> None:
        rows, s = self.rows, self.settings
        self.checks: dict[str, pygame_gui.elements.UICheckBox] = {}
        for name in CHECKS:
            self.checks[name] = self.check(
                rows.take(), self.tr(CHECK_KEYS[name]), bool(getattr(s, name))
            )
            if name == "sound":
                label, slider = rows.split(rows.take(), 0.35, 0.65)
                self.label(label, self.tr("settings.volume"))
                self.volume = pygame_gui.elements.UIHorizontalSlider(
                    slider,
                    int(round(s.volume * 100)),
                    (0, 100),
                    self.manager,
                    container=self.container,
                )
        self.menus: dict[str, tuple[pygame_gui.elements.UIDropDownMenu, dict[str, object]]] = {}
        for name, (label_key, options) in self._choices().items():
            label, cell = rows.split(rows.take(), 0.42, 0.58)
            self.label(label, self.tr(label_key))
            texts = {self._text(key): value for value, key in options}
            current = next(
                (t for t, v in texts.items() if v == getattr(s, name)), next(iter(texts))
            )
            menu = pygame_gui.elements.UIDropDownMenu(
                list(texts), current, cell, self.manager, container=self.container
            )
            self.menus[name] = (menu, texts)

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for name, box in self.checks.items():
                if event.ui_element is box:
                    return Action(
                        "setting",
                        {"name": name, "value": event.type == pygame_gui.UI_CHECK_BOX_CHECKED},
                    )
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            return Action(
                "setting", {"name": "volume", "value": self.volume.get_current_value() / 100}
            )
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for name, (menu, texts) in self.menus.items():
                if event.ui_element is menu and event.text in texts:
                    return Action("setting", {"name": name, "value": texts[event.text]})
        return None
