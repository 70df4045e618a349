"""Rules & tips of the game on the table: Canfield's with the active preset, or a family
game's own page (issue 13); scrollable at any window size."""

from __future__ import annotations

from itertools import count, takewhile

import pygame
import pygame_gui

from game.engine.rules import DEFAULT_GAME
from game.i18n import TEXTS
from game.ui.dialogs.base import Action, Dialog
from game.ui.shortcuts import KEYS, key_name, legends

SECTIONS = (
    "rules.goal",
    "rules.setup",
    "rules.foundations",
    "rules.columns",
    "rules.reserve",
    "rules.stock",
)
LABELS = {"menu": "button.menu"}  # a command's name where no menu item names it


def shortcuts_html(tr) -> str:
    """Every command key, one a line, from the table the menu and the bar name them by."""
    lines = [
        (key_name(command, tr), tr(LABELS.get(command, f"menu.{command}")).rstrip("…"))
        for command in KEYS
    ]
    lines += [
        ("N", tr("help.key_new")),
        (legends(tr)[1], tr("help.key_space")),
        ("M", tr("help.key_sound")),
    ]
    rows = "<br>".join(f"<b>{key}</b>: {what}" for key, what in lines)
    return f"<b>{tr('rules.shortcuts_title')}</b><br>{rows}"


def tip_keys(game: str = DEFAULT_GAME) -> list[str]:
    """The game's strategy tips, as many as the table has: Canfield's `tips.1`, `tips.2`,
    …; a family game's `tips.{game}.1`, `tips.{game}.2`, … (game/i18n_family.py)."""
    prefix = "tips" if game == DEFAULT_GAME else f"tips.{game}"
    return list(takewhile(TEXTS.__contains__, (f"{prefix}.{n}" for n in count(1))))


def tips_html(tr, game: str = DEFAULT_GAME) -> str:
    """The "Strategy tips" title and the game's tips, one bullet each."""
    tips = "<br>".join(f"• {tr(key)}" for key in tip_keys(game))
    return f"<b>{tr('rules.tips_title')}</b><br>{tips}"


def rules_html(preset: str, tr, game: str = DEFAULT_GAME) -> str:
    # Every page opens with the game's name (Canfield's did not, the family's did; a tester)
    title = f"<b>{tr(f'game.{game}')}</b> — {tr(f'game.{game}.desc')}"
    if game != DEFAULT_GAME:  # the family game's own page, its tips, then the keys
        page = [title, tr(f"rules.game.{game}"), tips_html(tr, game)]
        return "<br><br>".join([*page, tr("rules.keys"), shortcuts_html(tr)])
    body = [title] + [tr(key) for key in SECTIONS]
    body.append(tr(f"rules.preset.{preset}"))  # it names itself ("Standard rules (the default)")
    body.append(tr("rules.scoring"))
    body.append(tr("rules.keys"))
    body.append(shortcuts_html(tr))
    body.append(tips_html(tr))
    return "<br><br>".join(body)


class RulesDialog(Dialog):
    title_key = "rules.title"
    width_ems = 42

    def __init__(
        self, *args, preset: str = "standard", game: str = DEFAULT_GAME, read: float = 0.0, **kw
    ) -> None:
        self.preset, self.game = preset, game
        super().__init__(*args, **kw)
        self.read_to(read)

    def kept(self) -> dict:
        """How far the player had scrolled (a share of the text)."""
        bar = self.text.scroll_bar
        return {"read": bar.start_percentage if bar is not None else 0.0}

    def read_to(self, share: float) -> None:
        """Scroll so the text starts `share` of the way in (as far as it goes)."""
        bar = self.text.scroll_bar
        if bar is not None and share > 0:
            bar.set_scroll_from_start_percentage(min(share, 1.0 - bar.visible_percentage))

    def content_height(self, width: int) -> int:
        return self.row_h * 19  # the text, and the guide's button

    def build(self) -> None:
        w, h = self.container.get_size()
        rect = self.rows.take(h - 2 * self.pad - self.row_h - self.pad // 2)
        self.text = self.text_box(rect, rules_html(self.preset, self.tr, self.game))
        guide, close = self.rows.split(self.rows.take(), 0.7, 0.3)
        self.guide_button = self.button(guide, "guide.show")
        self.close_button = self.button(close, "button.close", primary=True)

    def initial_focus(self, first: int) -> int:
        """The text: the arrows and Page Up/Down scroll it at once; Enter closes."""
        return first

    def on_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.guide_button:
            return Action("guide")
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            return Action("closed")
        return None
