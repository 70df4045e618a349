"""Drawing the table: felt, pile marks, cards, drag shadow, labels, banners.

Everything costly is made once per window size and cached: the felt background, the
scaled card images (in `CardArt`), text surfaces, shadows, banners. What to redraw each
frame is the compositor's business.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
from collections import OrderedDict

import pygame

from game.engine.cards import RANKS
from game.engine.state import State
from game.ui.assets import CardArt
from game.ui.layout import Layout, Rect
from game.ui.sprites import LAYER_TABLE, CardSprite

FELT = (24, 92, 54)
FELT_DARK = (14, 58, 34)
# Table felts by name (game/persist/settings.py FELTS): the cloth and its vignette colour.
# Each is dark enough for the white cards, the pale pile marks and labels, and the gold
# highlight ring to stand out, and muted enough not to tire the eye.
FELTS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "green": (FELT, FELT_DARK),
    "blue": ((24, 70, 110), (12, 38, 66)),
    "burgundy": ((104, 30, 44), (58, 14, 24)),
    "charcoal": ((50, 54, 58), (24, 26, 29)),
}
DEFAULT_FELT = "green"


def felt_colours(felt: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The (cloth, vignette) colours of a felt by name; an unknown name gets green."""
    return FELTS.get(felt, FELTS[DEFAULT_FELT])


LABEL = (214, 232, 220)
LABEL_DIM = (150, 190, 165)
NOTE = (240, 210, 110)  # "Last pass" beside the stock's count: a warning, in gold
SHADOW_ALPHA = 90
FLIP_STEPS = 12  # cached squash widths for a card turning over


SUIT_SYMBOLS = "♠♥♦♣"
SYMBOL_FACE = "FiraCode-Regular.ttf"
SYMBOL_SCALE = 1.45


class TextCache:
    """Rendered text surfaces, reused until evicted (least recently used).

    Text is set in Noto Sans (shipped with pygame_gui; pygame's default font kerns badly,
    "Q QW"). Sizes are in the default font's units, which pygame draws at 0.6875 of the
    number asked for, so every caller keeps the look it was tuned for.
    """

    FACES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
    DEFAULT_SCALE = 0.6875  # pygame's own shrink of Font(None, size)
    FIGURES = "0123456789"  # set in equal cells: numbers keep their width

    def __init__(self, limit: int = 256) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.limit = limit

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = self._load(size, bold)
        return self._fonts[key]

    def _load(self, size: int, bold: bool) -> pygame.font.Font:
        try:
            path = importlib.resources.files("pygame_gui.data").joinpath(self.FACES[bold])
            with importlib.resources.as_file(path) as file:
                # Font keeps its own handle open, so a temporary copy may go away after.
                return pygame.font.Font(file, max(1, round(size * self.DEFAULT_SCALE)))
        except (OSError, ImportError, pygame.error):
            font = pygame.font.Font(None, size)  # still readable, just worse kerning
            font.bold = bold
            return font

    def render(self, text: str, size: int, color=LABEL, bold: bool = False) -> pygame.Surface:
        key = (text, size, color, bold)
        surf = self._cache.get(key)
        if surf is None:
            if any(ch in SUIT_SYMBOLS for ch in text):
                surf = self._render_with_suits(text, size, color, bold)
            else:
                surf = self.font(size, bold).render(text, True, color)
            self._remember(key, surf)
        else:
            self._cache.move_to_end(key)
        return surf

    def symbol_font(self, size: int) -> pygame.font.Font:
        """Fira Code (shipped with pygame_gui) for the suit symbols Noto Sans lacks."""
        key = (size, "symbols")
        if key not in self._fonts:
            try:
                path = importlib.resources.files("pygame_gui.data").joinpath(SYMBOL_FACE)
                with importlib.resources.as_file(path) as file:
                    # Fira Code draws its suits small for their size: scale them to
                    # the height of the capitals around them.
                    self._fonts[key] = pygame.font.Font(
                        file, max(1, round(size * self.DEFAULT_SCALE * SYMBOL_SCALE))
                    )
            except (OSError, ImportError, pygame.error):
                self._fonts[key] = self.font(size)
        return self._fonts[key]

    def _render_with_suits(self, text: str, size: int, color, bold: bool) -> pygame.Surface:
        """Text with ♠♥♦♣: runs of plain text in Noto Sans, suits in Fira Code, on one
        baseline."""
        runs: list[tuple[pygame.font.Font, str]] = []
        for ch in text:
            font = self.symbol_font(size) if ch in SUIT_SYMBOLS else self.font(size, bold)
            if runs and runs[-1][0] is font:
                runs[-1] = (font, runs[-1][1] + ch)
            else:
                runs.append((font, ch))
        parts = [(font, font.render(chunk, True, color)) for font, chunk in runs]
        ascent = max(font.get_ascent() for font, _ in parts)
        height = max(ascent - font.get_ascent() + part.get_height() for font, part in parts)
        surf = pygame.Surface((sum(p.get_width() for _, p in parts), height), pygame.SRCALPHA)
        x = 0
        for font, part in parts:
            surf.blit(part, (x, ascent - font.get_ascent()))
            x += part.get_width()
        return surf

    def figure_cell(self, size: int, bold: bool = False) -> int:
        """Width of one digit cell: the widest digit's advance (tabular figures)."""
        return max(self._advance(d, size, bold) for d in self.FIGURES)

    def _advance(self, ch: str, size: int, bold: bool) -> int:
        font = self.font(size, bold)
        metrics = font.metrics(ch)[0]
        # The advance, not the rendered width: a single bold glyph overhangs a pixel.
        return metrics[4] if metrics else font.size(ch)[0]

    def figures_width(self, text: str, size: int, bold: bool = False) -> int:
        """Width `render_figures` gives `text`: the same for any digits in the same places."""
        cell = self.figure_cell(size, bold)
        return sum(cell if ch in self.FIGURES else self._advance(ch, size, bold) for ch in text)

    def render_figures(
        self, text: str, size: int, color=LABEL, bold: bool = False
    ) -> pygame.Surface:
        """`text` with each digit centred in an equal cell, so "1" and "8" take the same room."""
        key = ("figures", text, size, color, bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        font, cell = self.font(size, bold), self.figure_cell(size, bold)
        width = self.figures_width(text, size, bold)
        surf = pygame.Surface((width + 2, font.get_height()), pygame.SRCALPHA)
        # Transparent pixels in the text colour: glyph edges blend without a dark fringe.
        clear = pygame.Color(color)
        clear.a = 0
        surf.fill(clear)
        x = 0
        for ch in text:
            glyph = font.render(ch, True, color)
            w = cell if ch in self.FIGURES else self._advance(ch, size, bold)
            surf.blit(glyph, (x + (w - self._advance(ch, size, bold)) // 2, 0))
            x += w
        self._remember(key, surf)
        return surf

    def _remember(self, key: tuple, surf: pygame.Surface) -> None:
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)


def make_felt(width: int, height: int, felt: str = DEFAULT_FELT) -> pygame.Surface:
    """The table: felt (by name, see FELTS) with a soft vignette, built once per window
    size and felt."""
    base, dark = felt_colours(felt)
    surf = pygame.Surface((width, height))
    surf.fill(base)
    surf.blit(pygame.transform.smoothscale(_vignette(dark), (width, height)), (0, 0))
    return surf


@functools.lru_cache(maxsize=8)
def _vignette(dark: tuple[int, int, int]) -> pygame.Surface:
    """Concentric darkening rings on a small surface, to be smoothly scaled up (and only
    read: cached per felt, as 2,304 set_at calls cost ~9 ms at every felt made)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    cx, cy = 32, 18
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - cx) / cx, (y - cy) / cy) / math.sqrt(2)
            a = int(max(0.0, d - 0.35) / 0.65 * 150)
            small.set_at((x, y), (*dark, min(255, a)))
    return small


def make_shadow(w: int, h: int) -> pygame.Surface:
    """A soft shadow for lifted cards: blurred by scaling a small rounded rectangle."""
    pad = max(4, w // 10)
    small_w, small_h = max(8, (w + 2 * pad) // 4), max(8, (h + 2 * pad) // 4)
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    inset = max(1, pad // 4)
    pygame.draw.rect(
        small,
        (0, 0, 0, SHADOW_ALPHA),
        (inset, inset, small_w - 2 * inset, small_h - 2 * inset),
        border_radius=max(2, small_w // 10),
    )
    return pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))


class Renderer:
    def __init__(self, art: CardArt, text: TextCache | None = None) -> None:
        self.art = art
        self.text = text or TextCache()
        self.layout: Layout | None = None
        self.felt: pygame.Surface | None = None
        self.shadow: pygame.Surface | None = None
        self.four_colour = False
        self.large_index = False  # faces with the large corner indices (issue 12)
        self.back_name = "blue"
        self.felt_name = DEFAULT_FELT
        self._flips: dict[tuple, pygame.Surface] = {}
        self._banners: dict[tuple, pygame.Surface] = {}
        self._no_pass: pygame.Surface | None = None
        # The stock's note where passes are limited, in the player's language (painting.py):
        # "Pass {n} of {m}" (n, m left to fill in), then in gold "Last pass".
        self.pass_notes = ("", "")

    # --- per-size caches ----------------------------------------------------------------

    def resize(self, layout: Layout) -> None:
        if self.layout == layout:
            return
        self.layout = layout
        self.art.clear()
        self._flips.clear()
        self._make_felt()
        self.shadow = make_shadow(layout.card_w, layout.card_h)
        self._banners.clear()
        self._no_pass = None

    def _make_felt(self) -> None:
        self.felt = make_felt(self.layout.width, self.layout.height, self.felt_name)
        if pygame.display.get_surface() is not None:
            self.felt = self.felt.convert()  # the display's format blits fastest

    def set_style(
        self,
        four_colour: bool,
        back_name: str,
        felt: str | None = None,
        large_index: bool | None = None,
    ) -> None:
        """The deck's colouring, back, felt and index size (None: keep). A change shows in
        every card drawn from now on; whoever caches drawn cards compares `style`."""
        large = self.large_index if large_index is None else bool(large_index)
        if (four_colour, back_name, large) != self.style:
            self.four_colour, self.back_name, self.large_index = four_colour, back_name, large
            self._flips.clear()
        self.art.large_index = large  # also for faces drawn straight from the art
        if felt is not None:
            self.set_felt(felt)

    @property
    def style(self) -> tuple[bool, str, bool]:
        """What the cards look like: (four_colour, back_name, large_index)."""
        return (self.four_colour, self.back_name, self.large_index)

    def set_felt(self, felt: str) -> None:
        """Use the felt named `felt` (see FELTS); the table is rebuilt now if it changed.
        Whoever caches a drawn table (the compositor's layer) must redraw it."""
        if felt != self.felt_name:
            self.felt_name = felt
            if self.layout is not None:
                self._make_felt()

    def card_image(self, sprite: CardSprite) -> pygame.Surface:
        w = self.layout.card_w
        if sprite.face_up:
            image = self.art.face(str(sprite.card), w, self.four_colour, self.large_index)
        else:
            image = self.art.back(w, self.back_name)
        if sprite.flip_width >= 0.999:
            return image
        step = max(1, round(sprite.flip_width * FLIP_STEPS))
        key = (sprite.card, sprite.face_up, step, w)
        squashed = self._flips.get(key)
        if squashed is None:
            squashed = pygame.transform.smoothscale(
                image, (max(1, w * step // FLIP_STEPS), image.get_height())
            )
            self._flips[key] = squashed
        return squashed

    # --- drawing ------------------------------------------------------------------------

    def draw_table(self, screen: pygame.Surface, state: State) -> None:
        """Felt, the marks of empty piles, and the labels (no cards)."""
        layout = self.layout
        screen.blit(self.felt, (0, 0))
        w = layout.card_w
        empty = self.art.mark("empty", w)
        last = not state.rules.redeal_allowed(state.pass_no)  # the last pass (a limit's)
        if not state.stock:
            mark = "redeal" if state.waste and not last else "empty"
            screen.blit(self.art.mark(mark, w), _xy(layout.stock))
            if state.waste and last:  # the last pass is over: the waste never turns back
                screen.blit(self.no_pass_mark(), _xy(layout.stock))
        screen.blit(empty, _xy(layout.reserve))
        screen.blit(empty, _xy(layout.waste))  # as every other pile: where its cards go
        rank = state.start_rank  # 0 while selective's base card is still to be picked
        start = "" if not rank else "10" if rank == 10 else RANKS[rank - 1]  # as on cards
        for rect in layout.foundations:
            screen.blit(empty, _xy(rect))
            if start:  # under a foundation's cards too: it shows while its last is dragged
                label = self.text.render(start, max(14, w // 3), LABEL_DIM, bold=True)
                screen.blit(label, (rect.x + w * 0.1, rect.y + w * 0.08))
        for rect in layout.columns:
            screen.blit(empty, _xy(rect))
        if not layout.reserve_fanned:  # a fanned reserve shows every card: no count
            self._pile_label(screen, layout.reserve, str(len(state.reserve)))
        count = str(len(state.stock)) if state.stock else ""  # an empty stock: the pass alone
        self._pile_label(screen, layout.stock, count, *self._pass_note(state))

    def _pass_note(self, state: State) -> tuple[str, tuple]:
        """The note after the stock's count, and its colour: where passes are limited the
        pass ("Pass 1 of 3", which a narrow top bar drops), in gold in the last one; under
        an empty stock only while the waste can still be turned back (after a win, "Last
        pass" stood under the empty stock)."""
        limit = state.rules.passes
        last = not state.rules.redeal_allowed(state.pass_no)
        if limit is None or (not state.stock and (last or not state.waste)):
            return "", NOTE  # an empty stock that turns no more: its mark says enough
        pass_of, last_pass = self.pass_notes
        if last:
            return last_pass, NOTE
        return pass_of.format(n=state.pass_no, m=limit), LABEL

    def no_pass_mark(self) -> pygame.Surface:
        """The empty stock when no pass is left: a barred circle (the redeal mark's ring,
        crossed out), drawn once per card size."""
        if self._no_pass is None:
            w, h = self.layout.card_w, self.layout.card_h
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(6, round(w * 0.26))
            line = max(2, round(w * 0.05))
            centre = (w // 2, h // 2)
            pygame.draw.circle(surf, LABEL_DIM, centre, radius, width=line)
            d = radius * 0.7071
            pygame.draw.line(
                surf,
                LABEL_DIM,
                (centre[0] - d, centre[1] + d),
                (centre[0] + d, centre[1] - d),
                width=line,
            )
            self._no_pass = surf
        return self._no_pass

    def _pile_label(
        self, screen: pygame.Surface, rect: Rect, text: str, note: str = "", colour=NOTE
    ) -> None:
        """A count under a pile, centred, and a note after it ("34 · Last pass", gold by
        default; the note alone without a count), which may reach past the pile's sides
        but never off the window's left edge."""
        if not text and not note:
            return
        layout = self.layout
        size = max(14, int(layout.label_h * 1.1))
        label = self.text.render(text, size, LABEL, bold=True)
        joined = f" · {note}" if text else note
        extra = self.text.render(joined, size, colour, bold=True) if note else None
        width = label.get_width() + (extra.get_width() if extra else 0)
        x = max(min(rect.x, 6.0), rect.x + (rect.w - width) / 2)
        y = rect.bottom + layout.label_h * 0.15
        screen.blit(label, (x, y))
        if extra is not None:
            screen.blit(extra, (x + label.get_width(), y))

    def draw_cards(self, screen: pygame.Surface, sprites: list[CardSprite], alpha: float) -> None:
        w = self.layout.card_w
        shadow_drawn = False
        for sprite in sprites:
            if sprite.layer == LAYER_TABLE and sprite.covered:
                continue  # wholly under the pile's resting top card
            x, y = sprite.draw_position(alpha)
            if sprite.dragging and not shadow_drawn:
                pad = (self.shadow.get_width() - w) / 2
                screen.blit(self.shadow, (x - pad + w * 0.04, y - pad + w * 0.07))
                shadow_drawn = True
            image = self.card_image(sprite)
            dx = (w - image.get_width()) / 2
            screen.blit(image, (round(x + dx), round(y)))

    def draw_highlight(self, screen: pygame.Surface, rect: Rect, hovered: bool = True) -> None:
        """The drop target under the dragged cards; other slots that take them get a thin
        gold outline."""
        if hovered:
            screen.blit(self.art.mark("highlight", self.layout.card_w), _xy(rect))
            return
        w = self.layout.card_w
        pygame.draw.rect(
            screen,
            (240, 210, 110),
            pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h)),
            width=max(2, w // 40),
            border_radius=max(3, w // 12),
        )

    def draw_banner(
        self, screen: pygame.Surface, title: str, subtitle: str, footer: tuple[int, int]
    ) -> pygame.Rect:
        """A centred panel with the title, the subtitle's lines and room at its foot for a
        row of buttons `footer` (width, height) big; returns its rectangle."""
        rect = self.banner_rect(title, subtitle, footer)
        shadow = self._banner_shadow(rect.size)
        screen.blit(shadow, (rect.x, rect.y + max(3, self.layout.card_w // 24)))
        screen.blit(self._banner(title, subtitle, footer), rect.topleft)
        return rect

    def banner_rect(self, title: str, subtitle: str, footer: tuple[int, int]) -> pygame.Rect:
        """A little above the window's middle, but below the top row where the window has
        the room: its edge had cut across the foundations' cards (a won game's whole
        deck)."""
        layout = self.layout
        rect = self._banner(title, subtitle, footer).get_rect(
            center=(layout.width // 2, int(layout.height * 0.42))
        )
        below_top_row = layout.foundations[0].bottom + layout.label_h
        if rect.y < below_top_row and below_top_row + rect.h <= layout.column_bottom:
            rect.y = below_top_row
        return rect

    def banner_footer_rect(self, panel: pygame.Rect, footer: tuple[int, int]) -> pygame.Rect:
        """Where the row of buttons goes: centred at the panel's foot, inside its border."""
        w, h = footer
        pad = max(10, self.layout.card_w // 7)
        return pygame.Rect(panel.centerx - w // 2, panel.bottom - pad - h, w, h)

    def _banner(self, title: str, subtitle: str, footer: tuple[int, int]) -> pygame.Surface:
        layout = self.layout
        key = (title, subtitle, footer, layout.width, layout.height)
        panel = self._banners.get(key)
        if panel is None:
            panel = self._make_banner(title, subtitle, footer)
            self._banners[key] = panel
        return panel

    def _banner_shadow(self, size: tuple[int, int]) -> pygame.Surface:
        shadow = pygame.Surface(size, pygame.SRCALPHA)
        radius = self.layout.card_w // 6
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=radius)
        return shadow

    def _make_banner(self, title: str, subtitle: str, footer: tuple[int, int]) -> pygame.Surface:
        """The title over the subtitle's lines (split at newlines), centred, and the room
        for the buttons below them: one opaque box, so the table under it does
        not show through the words (a translucent panel over cards looked unfinished)."""
        layout = self.layout
        room = layout.width - layout.card_w // 2 - 8  # the widest text the window holds
        size = max(24, layout.card_w // 2)
        while size > 16 and self.text.font(size, bold=True).size(title)[0] > room:
            size -= 2  # a long title (Dutch, a narrow window) shrinks to fit
        big = self.text.render(title, size, (255, 255, 255), bold=True)
        size = max(16, layout.card_w // 4)
        lines = [
            self.text.render(line, size, LABEL)
            for line in wrap(subtitle, self.text.font(size), room)
        ]
        text_w = max(big.get_width(), *(line.get_width() for line in lines))
        pad = max(10, layout.card_w // 7)
        w = int(min(max(text_w + layout.card_w, footer[0] + 4 * pad), layout.width - 8))
        text_h = big.get_height() + sum(line.get_height() for line in lines)
        h = int(text_h + layout.card_w * 0.45 + (footer[1] + 2 * pad if footer[1] else pad))
        panel = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = layout.card_w // 6
        pygame.draw.rect(panel, (8, 30, 18, 255), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(
            panel, (230, 200, 110, 255), panel.get_rect(), width=2, border_radius=radius
        )
        panel.blit(big, (w // 2 - big.get_width() // 2, int(layout.card_w * 0.2)))
        y = int(layout.card_w * 0.25) + big.get_height()
        for line in lines:
            panel.blit(line, (w // 2 - line.get_width() // 2, y))
            y += line.get_height()
        return panel


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`text` cut into lines no wider than `width` (a longer word gets its own line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def _xy(rect: Rect) -> tuple[float, float]:
    return rect.x, rect.y
