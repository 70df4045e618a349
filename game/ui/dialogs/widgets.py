"""Controls that show their options, built from pygame_gui buttons: a segmented control
(a row of buttons, the chosen one selected) and picker tiles (the same with a thumbnail
on each button), and a slider that shows its value.

Keyboard and mouse reach them through the same pygame_gui events: a click presses an
option's button, and the arrow keys (see focus.py) post that same press."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel, UITextBox

Option = tuple[object, str]  # (value, text shown)


class ImageTile(UIButton):
    """A button that shows a picture (a card back, a felt) instead of theme images."""

    def __init__(self, rect: pygame.Rect, picture: pygame.Surface, **kw) -> None:
        self.picture = picture
        super().__init__(rect, "", **kw)

    def _set_any_images_from_theme(self) -> bool:
        # pygame_gui takes button images only from the theme; ours are made at run time,
        # so this is where they go in, for every state alike.
        picture = getattr(self, "picture", None)
        if picture is None or self.normal_images == [picture]:
            return False
        for state in ("normal", "hovered", "selected", "disabled"):
            setattr(self, f"{state}_images", [picture])
            setattr(self, f"{state}_image_positions", [(0.5, 0.5)])
        return True


class Choice:
    """One value out of a few, each option a button in a row; the chosen one selected."""

    def __init__(self, buttons: dict[object, UIButton], value: object) -> None:
        self.buttons = buttons
        self.value = value
        self._show()

    @property
    def elements(self) -> list[UIButton]:
        return list(self.buttons.values())

    @property
    def focus_element(self) -> UIButton:
        """The chosen option's button: where the focus ring goes."""
        return self.buttons.get(self.value) or self.elements[0]

    def value_of(self, element: object) -> tuple[bool, object]:
        for value, button in self.buttons.items():
            if button is element:
                return True, value
        return False, None

    def choose(self, value: object) -> None:
        """Select an option (from a click or a key)."""
        self.value = value
        self._show()

    def neighbour(self, step: int) -> UIButton | None:
        """The button `step` places from the chosen one (None past either end)."""
        values = list(self.buttons)
        index = values.index(self.value) + step if self.value in values else 0
        return self.buttons[values[index]] if 0 <= index < len(values) else None

    def _show(self) -> None:
        for value, button in self.buttons.items():
            if value == self.value:
                button.select()
            else:
                button.unselect()


def segmented(
    manager: pygame_gui.UIManager,
    container,
    cells: Sequence[pygame.Rect],
    options: Sequence[Option],
    value: object,
) -> Choice:
    """A segmented control: one text button per option, side by side in `cells`."""
    buttons = {
        option: UIButton(cell, text, manager, container=container, object_id="#segment")
        for (option, text), cell in zip(options, cells, strict=True)
    }
    return Choice(buttons, value)


def tiles(
    manager: pygame_gui.UIManager,
    container,
    cells: Sequence[pygame.Rect],
    options: Sequence[tuple[object, str, pygame.Surface]],
    value: object,
    caption_h: int,
) -> Choice:
    """Picker tiles: a thumbnail button per option with its name underneath."""
    buttons = {}
    for (option, text, picture), cell in zip(options, cells, strict=True):
        tile = pygame.Rect(cell.x, cell.y, cell.w, cell.h - caption_h)
        buttons[option] = ImageTile(
            tile, picture, manager=manager, container=container, object_id="#tile"
        )
        UILabel(
            pygame.Rect(cell.x, tile.bottom, cell.w, caption_h),
            text,
            manager,
            container=container,
            object_id="#caption",
        )
    return Choice(buttons, value)


class _Pinned:
    """A size pygame_gui sets to a fixed 20 px in its constructor (a sliver at 4K), held
    at the value of `source` instead: its assignments are ignored."""

    def __init__(self, source: str) -> None:
        self.source = source

    def __get__(self, element, owner=None):
        return self if element is None else getattr(element, self.source)

    def __set__(self, element, _pixels: int) -> None:
        pass


class SizedSlider(UIHorizontalSlider):
    """pygame_gui's slider with arrow buttons as wide as it is high (the theme scales
    their glyphs and the handle)."""

    default_button_width = _Pinned("_arrow_width")

    def __init__(self, rect: pygame.Rect, *args, **kw) -> None:
        self._arrow_width = max(20, rect.h)
        super().__init__(rect, *args, **kw)


def spaces_inside_tags(html: str) -> str:
    """The space after a closing tag moved inside it ("<b>rank</b> of" -> "<b>rank </b>of"):
    pygame_gui wraps a line there and starts the next line with that space, so the text
    stood one space in from the margin. Punctuation right after a closing tag goes in
    first ("<b>base card</b>, goes" -> "<b>base card, </b>goes"): pygame_gui may wrap
    between the tag and the comma too, which then began the next line."""
    return CLOSING_SPACE.sub(r" \1", CLOSING_PUNCTUATION.sub(r"\2\1", html))


CLOSING_SPACE = re.compile(r"(</[a-z]+>) ")
CLOSING_PUNCTUATION = re.compile(r"(</[a-z]+>)([,.;:!?)]+)")


class Note(UITextBox):
    """pygame_gui's text box for text to read, every line starting at the margin
    (`spaces_inside_tags`)."""

    def __init__(self, html: str, *args, **kw) -> None:
        super().__init__(spaces_inside_tags(html), *args, **kw)

    def set_text(self, html_text: str, *args, **kw) -> None:
        super().set_text(spaces_inside_tags(html_text), *args, **kw)


class ScrollingText(Note):
    """pygame_gui's text box with a scroll bar on the type scale. The theme drops the
    bar's arrow buttons (wheel, drag and the keys scroll), as the big apps' bars do."""

    scroll_bar_width = _Pinned("_bar_width")

    def __init__(self, html: str, rect: pygame.Rect, *args, bar_width: int, **kw) -> None:
        self._bar_width = max(20, bar_width)
        super().__init__(html, rect, *args, **kw)


class ValueSlider:
    """A 0-100 slider with its value written beside it ("80 %")."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        container,
        rect: pygame.Rect,
        value: int,
        text: Callable[[int], str],
    ) -> None:
        label_w = max(rect.h * 2, rect.w // 5)
        slider_rect = pygame.Rect(rect.x, rect.y, rect.w - label_w, rect.h)
        self.slider = SizedSlider(
            slider_rect, value, (0, 100), manager, container=container, click_increment=5
        )
        self.text = text
        self.label = UILabel(
            pygame.Rect(slider_rect.right, rect.y, label_w, rect.h),
            text(value),
            manager,
            container=container,
            object_id="#value",
        )
        self.dragged = False  # moved by the mouse since the last release

    @property
    def value(self) -> int:
        return int(self.slider.get_current_value())

    def show(self) -> None:
        self.label.set_text(self.text(self.value))

    def nudge(self, step: int) -> int:
        """Move by `step` (a key press); returns the new value."""
        self.slider.set_current_value(max(0, min(100, self.value + step)))
        self.show()
        return self.value
