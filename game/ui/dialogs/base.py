"""The shared shape of a dialog: a centred pygame_gui window over a dimmed table, a
row-by-row layout helper, keyboard focus, and actions handed back to the app.

Every dialog works from the keyboard the same way: Tab / Shift+Tab (and Up / Down) move
the focus, Left / Right change a choice or the volume, Enter or Space presses the focused
button (Enter elsewhere presses the dialog's primary button), Esc closes (the app's)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pygame_gui
from pygame_gui.elements import UIImage

from game.ui import look
from game.ui.dialogs.focus import FocusRing
from game.ui.dialogs.panel import PanelWindow
from game.ui.dialogs.widgets import (
    Choice,
    Note,
    Option,
    ScrollingText,
    ValueSlider,
    segmented,
    tiles,
)

Translate = Callable[..., str]
SCRIM = (4, 14, 9, 150)  # the dimmed table under a dialog
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
SCROLL_KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
)
# pygame_gui events of a control being used (the focus goes to it), not merely hovered.
USED = (
    pygame_gui.UI_BUTTON_PRESSED,
    pygame_gui.UI_CHECK_BOX_CHECKED,
    pygame_gui.UI_CHECK_BOX_UNCHECKED,
    pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
    pygame_gui.UI_TEXT_ENTRY_CHANGED,
)


@dataclass
class Action:
    """What a dialog asks the app to do: a name and its arguments."""

    name: str
    args: dict = field(default_factory=dict)


class Rows:
    """Places widgets top to bottom inside a window's container."""

    def __init__(self, width: int, row_h: int, pad: int) -> None:
        self.width, self.row_h, self.pad = width, row_h, pad
        self.y = pad

    def take(self, height: int | None = None) -> pygame.Rect:
        h = height or self.row_h
        rect = pygame.Rect(self.pad, self.y, self.width - 2 * self.pad, h)
        self.y += h + self.pad // 2
        return rect

    def split(self, rect: pygame.Rect, *fractions: float) -> list[pygame.Rect]:
        """Cut a row into side-by-side cells by width fractions."""
        cells, x = [], rect.x
        gap = self.pad // 2
        usable = rect.w - gap * (len(fractions) - 1)
        for f in fractions:
            w = int(usable * f)
            cells.append(pygame.Rect(x, rect.y, w, rect.h))
            x += w + gap
        return cells


class _Scrim(UIImage):
    """The dimmed table under a dialog: it takes the clicks that miss the dialog, so the
    table and the bar wait while a dialog is open."""

    def process_event(self, event: pygame.event.Event) -> bool:
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def can_hover(self) -> bool:
        return False  # it hides what is under it from the pointer, but is never "hovered"


def pressed(element) -> pygame.event.Event:
    """The event pygame_gui posts when `element` (a button) is clicked."""
    return pygame.event.Event(
        pygame_gui.UI_BUTTON_PRESSED,
        {"ui_element": element, "ui_object_id": element.most_specific_combined_id},
    )


LINE_SPACING = 1.25  # pygame_gui's text boxes: a line every 1.25 font heights


class Dialog:
    """A modal window centred on the screen. Subclasses build widgets in `build`, in
    reading order, through the helpers below, which also make them keyboard-reachable."""

    title_key = ""
    width_ems = 30  # width in font sizes

    def __init__(
        self, manager: pygame_gui.UIManager, tr: Translate, font_size: int, screen: tuple[int, int]
    ) -> None:
        self.manager = manager
        self.tr = tr
        self.font = font_size
        self.row_h = int(font_size * 2.1)
        self.pad = max(8, font_size // 2)
        self.title_h = round(font_size * 2.3)  # look.py: the title bar
        dim = pygame.Surface(screen, pygame.SRCALPHA)
        dim.fill(SCRIM)
        self.scrim = _Scrim(pygame.Rect((0, 0), screen), dim, manager)
        w = min(int(font_size * self.width_ems), screen[0] - 20)
        h = min(self.content_height(w), screen[1] - 20)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (screen[0] // 2, screen[1] // 2)
        self.window = PanelWindow(
            rect,
            manager,
            window_display_title=tr(self.title_key),
            draggable=True,
            always_on_top=True,
            object_id="#dialog",
            colours=(look.PANEL, look.BORDER, look.TITLE),
            radius=int(look.panel_radius(font_size)),
        )
        inner = self.window.get_container().get_size()
        self.rows = Rows(inner[0], self.row_h, self.pad)
        self.focus = FocusRing(manager, self.container, max(2, font_size // 8))
        self._set_by_us: set = set()  # check boxes the program ticked (`tick`)
        self.primary: pygame_gui.elements.UIButton | None = None
        self.choices: list[tuple[Choice, Callable[[object], Action | None]]] = []
        self.sliders: list[tuple[ValueSlider, Callable[[int], Action | None]]] = []
        self.build()
        first = next((i for i, item in enumerate(self.focus.items) if item.usable), None)
        if first is not None:
            self.focus.focus(self.initial_focus(first))

    def content_height(self, width: int) -> int:
        """Window height wanted (the screen may cap it)."""
        return self.row_h * 8

    def kept(self) -> dict:
        """What the player chose or typed here that the dialog's constructor would not find
        elsewhere (keyword arguments): reopened at a new window size, it keeps them."""
        return {}

    def build(self) -> None:
        raise NotImplementedError

    def initial_focus(self, first: int) -> int:
        """Which control has the focus when the dialog opens (an index into focus.items):
        the primary button, so Enter does the dialog's main thing, else the first."""
        for i, item in enumerate(self.focus.items):
            if item.target is self.primary:
                return i
        return first

    @property
    def container(self):
        return self.window.get_container()

    # --- controls ---------------------------------------------------------------------

    def button(
        self,
        rect: pygame.Rect,
        key: str,
        primary: bool = False,
        tip: str | None = None,
        text: str | None = None,
        **kw,
    ) -> pygame_gui.elements.UIButton:
        """A push button labelled with text `key` (or `text` as it is); `primary` marks the
        dialog's main action (and Enter's)."""
        button = pygame_gui.elements.UIButton(
            rect,
            text if text is not None else self.tr(key, **kw),
            self.manager,
            container=self.container,
            object_id="#primary" if primary else None,
            tool_tip_text=tip,
        )
        if primary:
            self.primary = button
        self.focus.add("button", button)
        return button

    def label(self, rect: pygame.Rect, text: str) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            rect, text, self.manager, container=self.container, object_id="#dialog_label"
        )

    def note(self, rect: pygame.Rect, html: str = "") -> pygame_gui.elements.UITextBox:
        """Text to read (a description, a question): no frame, so it never looks like a
        field to type in."""
        return Note(html, rect, self.manager, container=self.container, object_id="#note")

    def note_height(self, text: str, width: int) -> int:
        """The height a note of plain `text` needs in a dialog `width` wide: its words
        wrapped as the text box will wrap them, so a long question is never cut."""
        font = self.manager.get_theme().get_font(["text_box"])
        room = width - 2 * self.pad - self.font  # the window's edges and the box's padding
        lines = 0
        for paragraph in text.split("\n"):
            line = ""
            lines += 1
            for word in paragraph.split():
                wider = f"{line} {word}" if line else word
                if line and font.size(wider)[0] > room:
                    lines, line = lines + 1, word
                else:
                    line = wider
        step = font.size("Ág")[1] * LINE_SPACING
        return round(step * lines) + self.pad

    def check(self, rect: pygame.Rect, text: str, state: bool, tip: str | None = None):
        """A check box: the square at the row's left, its text in a label beside it."""
        side = int(rect.h * 0.7)
        square = pygame.Rect(rect.x, rect.y + (rect.h - side) // 2, side, side)
        box = pygame_gui.elements.UICheckBox(
            square,
            "",
            self.manager,
            container=self.container,
            initial_state=state,
            tool_tip_text=tip,
        )
        gap = side // 2
        self.label(pygame.Rect(square.right + gap, rect.y, rect.w - side - gap, rect.h), text)
        self.focus.add("check", box)
        return box

    def segmented(
        self,
        rect: pygame.Rect,
        options: list[Option],
        value: object,
        on_choose: Callable[[object], Action | None],
    ) -> Choice:
        """A row of option buttons filling `rect`, the chosen one selected."""
        cells = self.rows.split(rect, *([1 / len(options)] * len(options)))
        choice = segmented(self.manager, self.container, cells, options, value)
        return self._choice(choice, on_choose)

    def tiles(
        self,
        rect: pygame.Rect,
        options: list[tuple[object, str, pygame.Surface]],
        value: object,
        on_choose: Callable[[object], Action | None],
        tile_w: int,
    ) -> Choice:
        """Picker tiles `tile_w` wide from the left of `rect`, captions underneath."""
        gap = self.pad // 2
        cells = [
            pygame.Rect(rect.x + i * (tile_w + gap), rect.y, tile_w, rect.h)
            for i in range(len(options))
        ]
        caption = int(self.font * 1.5)
        choice = tiles(self.manager, self.container, cells, options, value, caption)
        return self._choice(choice, on_choose)

    def _choice(self, choice: Choice, on_choose: Callable[[object], Action | None]) -> Choice:
        self.choices.append((choice, on_choose))
        self.focus.add("choice", choice)
        return choice

    def slider(
        self,
        rect: pygame.Rect,
        value: int,
        text: Callable[[int], str],
        on_move: Callable[[int], Action | None],
    ) -> ValueSlider:
        slider = ValueSlider(self.manager, self.container, rect, value, text)
        self.sliders.append((slider, on_move))
        self.focus.add("slider", slider)
        return slider

    def entry_field(
        self, rect: pygame.Rect, placeholder: str
    ) -> pygame_gui.elements.UITextEntryLine:
        field = pygame_gui.elements.UITextEntryLine(
            rect, self.manager, container=self.container, placeholder_text=placeholder
        )
        self.focus.add("entry", field)
        return field

    def text_box(self, rect: pygame.Rect, html: str) -> pygame_gui.elements.UITextBox:
        """A scrolling text; with the focus, Up/Down, Page Up/Down, Home and End scroll it."""
        bar = round(self.font * 0.9)
        box = ScrollingText(html, rect, self.manager, container=self.container, bar_width=bar)
        self.focus.add("scroll", box)
        return box

    def tick(self, box, state: bool) -> None:
        """Tick or untick a check box for the player: its event then leaves the focus
        where the player is."""
        if box.is_checked != state:
            self._set_by_us.add(box)
            box.set_state(state)

    # --- input ------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Action | None:
        """Turn one pygame_gui event into an action (or None)."""
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            return Action("closed")
        element = getattr(event, "ui_element", None)
        if element is not None and event.type in USED:
            if element in self._set_by_us:  # ticked by the program, not used by the player
                self._set_by_us.discard(element)
            else:
                self.focus.focus_target(element)  # the control used has the focus (not hovered)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for choice, on_choose in self.choices:
                owned, value = choice.value_of(element)
                if owned:
                    choice.choose(value)
                    self.focus.show()
                    return on_choose(value)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for slider, on_move in self.sliders:
                if element is slider.slider:
                    slider.show()
                    slider.dragged = True
                    return on_move(slider.value)
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> Action | None:
        return None

    def pointer(self, event: pygame.event.Event) -> Action | None:
        """A mouse press or release (before pygame_gui sees it): the focus follows a press
        on a control; releasing a dragged slider says so (the volume plays a sample)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            for item in self.focus.items:
                if item.usable and item.element.rect.collidepoint(event.pos):
                    self.focus.focus_target(item.element)
                    break
            return None
        for slider, _on_move in self.sliders:
            if slider.dragged:
                slider.dragged = False
                return self.released(slider)
        return None

    def released(self, slider: ValueSlider) -> Action | None:
        """The mouse let go of a slider it moved."""
        return None

    def key(self, event: pygame.event.Event) -> Action | bool:
        """A key press: an action, True when the dialog used the key, False to pass it on
        (to pygame_gui: typing in a field, Space on a check box)."""
        key, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        item = self.focus.current
        if key == pygame.K_TAB:
            self.focus.move(-1 if shift else 1)
            return True
        if item is not None and item.kind == "scroll" and key in SCROLL_KEYS:
            return _scroll(item.target, key)
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.focus.move(-1 if key == pygame.K_UP else 1)
            return True
        if item is None or item.kind == "entry":
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._sideways(item, 1 if key == pygame.K_RIGHT else -1)
        if key in (*ENTER_KEYS, pygame.K_SPACE):
            if item.kind == "button":
                return self.handle(pressed(item.element)) or True
            if item.kind != "check" and key in ENTER_KEYS and self.primary is not None:
                return self.handle(pressed(self.primary)) or True
        return False

    def _sideways(self, item, step: int) -> Action | bool:
        if isinstance(item.target, Choice):
            button = item.target.neighbour(step)
            return True if button is None else self.handle(pressed(button)) or True
        if isinstance(item.target, ValueSlider):
            for slider, on_move in self.sliders:
                if slider is item.target:
                    slider.nudge(5 * step)
                    move = on_move(slider.value)
                    sample = self.released(slider)
                    return _merged(move, sample) or True
        self.focus.move(step)
        return True

    def set_available(self, available: dict[str, bool]) -> None:
        """Which commands can work now (the menu enables its items to match the HUD)."""

    @property
    def alive(self) -> bool:
        return self.window.alive()

    def close(self) -> None:
        if self.window.alive():
            self.window.kill()
        if self.scrim.alive():
            self.scrim.kill()


def _merged(first: Action | None, then: Action | None) -> Action | None:
    """Two actions from one key (a volume change and its sample) as one."""
    if first is None or then is None:
        return first or then
    return Action(first.name, {**first.args, "then": then})


def _scroll(box: pygame_gui.elements.UITextBox, key: int) -> bool:
    """Scroll a text box by a line (arrows), a page or to an end, as its bar would."""
    bar = box.scroll_bar
    if bar is None:
        return True  # all of it shows: nothing to scroll
    page = bar.visible_percentage
    step = {
        pygame.K_UP: -page / 8,
        pygame.K_DOWN: page / 8,
        pygame.K_PAGEUP: -page * 0.9,
        pygame.K_PAGEDOWN: page * 0.9,
        pygame.K_HOME: -1.0,
        pygame.K_END: 1.0,
    }[key]
    start = min(max(bar.start_percentage + step, 0.0), 1.0 - page)
    bar.set_scroll_from_start_percentage(start)
    return True
