"""The table guide and the pile tool tip.

The guide is shown over a dimmed table the first time the game starts (and again from
Rules & tips): a rounded box for each pile, placed by the layout next to or on its pile
with a thin pointer, and the goal of the game. Every box is a function of the layout, the
language and the game's rules alone, so the app's frame and a from-scratch frame draw it
the same way. A family game reads the texts of the rules it plays by (`guide_keys`).

The tool tip names the pile the pointer rests on, with its number of cards.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.moves import choice_pile, pile_cards
from game.engine.rules import Building, FoundationStart, Rules
from game.engine.state import State
from game.i18n import card_label
from game.ui.layout import Layout, Rect, choice_rect
from game.ui.render import TextCache, wrap

DIM = (0, 0, 0, 165)  # over the whole table while the guide shows
BOX = (12, 36, 24, 255)  # opaque: pips under a guide box showed through its words (a tester)
EDGE = (240, 210, 110)  # gold, as the hint and the toast
TITLE = (255, 232, 150)
BODY = (236, 242, 238)
HOVER_DELAY = 1.0  # seconds the pointer rests on a pile before its tool tip shows

PILES = ("stock", "waste", "reserve", "foundations", "columns")


# Which text tells each pile's rules, by the rule values that change it (i18n_guide.py).
_COLUMNS = {
    Building.ALTERNATE: "guide.columns",
    Building.ANY_SUIT: "guide.columns.any_suit",
    Building.IN_SUIT: "guide.columns.in_suit",
}
_FOUNDATIONS = {
    FoundationStart.BASE: ("guide.foundations", "guide.goal"),
    FoundationStart.TWOS: ("guide.foundations.twos", "guide.goal.fixed"),
    FoundationStart.ACES: ("guide.foundations.aces", "guide.goal.fixed"),
}


def guide_keys(rules: Rules) -> dict[str, str]:
    """The text key of each box of the guide for a game played by `rules`."""
    stock = {None: "guide.stock", 1: "guide.stock.one"}.get(rules.passes, "guide.stock.passes")
    columns = _COLUMNS[rules.building] if rules.refill_from_reserve else "guide.columns.free"
    foundations, goal = _FOUNDATIONS[rules.foundation_start]
    return {
        "stock": stock,
        "waste": "guide.waste",
        "reserve": "guide.reserve.fanned" if rules.reserve_face_up else "guide.reserve",
        "foundations": foundations,
        "columns": columns,
        "goal": goal,
    }


@dataclass
class Box:
    """One label of the guide: its rectangle, its lines and where its pointers go."""

    rect: pygame.Rect
    lines: list[tuple[str, int, bool, tuple[int, int, int]]]  # text, size, bold, colour
    pointers: list[list[tuple[int, int]]]  # polylines from the box to its pile
    pad: int  # inside the edge, around the text


def sizes(layout: Layout, smaller: int = 0) -> tuple[int, int]:
    """Body and title text sizes (TextCache units), from the card width; `smaller` steps
    down for a window too small for the labels at the usual size."""
    body = max(20, round(layout.card_w * 0.21)) - smaller
    return body, round(body * 1.15)


def _split(text: str) -> tuple[str, str]:
    """A guide text is "<b>Title</b><br>body": the title and the body apart."""
    title, _, body = text.partition("<br>")
    return title.replace("<b>", "").replace("</b>", ""), body


class Guide:
    """Lays out and draws the guide for one layout and language (cached by both)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._boxes: list[Box] = []

    def boxes(self, layout: Layout, text: TextCache, tr, rules: Rules) -> list[Box]:
        keys = guide_keys(rules)
        key = (layout, tr("guide.stock"), tr("guide.click"), tuple(keys.values()), rules.passes)
        if key != self._key:
            self._key = key
            screen = pygame.Rect(0, 0, layout.width, layout.height)
            for smaller in range(7):  # the smallest window, in the longest language
                self._boxes = self._place(layout, text, tr, smaller, keys, rules.passes)
                if all(screen.contains(box.rect) for box in self._boxes):
                    break
        return self._boxes

    # --- placing ------------------------------------------------------------------------

    def _place(
        self, layout: Layout, text: TextCache, tr, smaller: int, keys: dict[str, str], passes
    ) -> list[Box]:
        body, title = sizes(layout, smaller)
        font = text.font(body)
        line_h = font.get_linesize()
        pad = max(6, body // 3)
        gap = max(6, round(layout.card_w * 0.12))
        cw, ch = layout.card_w, layout.card_h
        stock, waste, reserve = (_r(layout.stock), _r(layout.waste), _r(layout.reserve))
        found = [_r(r) for r in layout.foundations]
        cols = [_r(r) for r in layout.columns]

        def make(key: str, width: int, extra: list | None = None) -> tuple[pygame.Rect, list]:
            head, rest = _split(tr(keys[key], n=passes))
            lines = [(ln, title, True, TITLE) for ln in wrap(head, text.font(title, True), width)]
            lines += [(ln, body, False, BODY) for ln in wrap(rest, font, width)]
            lines += extra or []
            height = sum(text.font(size, bold).get_linesize() for _, size, bold, _c in lines)
            return pygame.Rect(0, 0, width + 2 * pad, height + 2 * pad), lines

        boxes: list[Box] = []
        # The left half under the top row: the waste's box right under it, the stock's box
        # below that (its pointer runs up the gap beside the reserve), the reserve's below.
        left = max(waste.x, round(layout.fan_edge()))  # a fanned reserve's lanes reach right
        right = found[0].x - gap
        width = right - left - 2 * pad
        rect, lines = make("waste", width)
        rect.topleft = (left, reserve.top)
        waste_x = waste.x + cw // 2
        boxes.append(Box(rect, lines, [[(waste_x, waste.bottom), (waste_x, rect.top)]], pad))
        rect2, lines = make("stock", width)
        rect2.topleft = (left, rect.bottom + gap)
        fan = _r(layout.reserve_area(layout.reserve_cards))  # the reserve as dealt
        lane = (fan.right + left) // 2  # the stock's pointer runs down beside it
        y = rect2.top + min(rect2.h // 2, line_h)
        pointer = [(rect2.left, y), (lane, y), (lane, stock.centery), (stock.right, stock.centery)]
        boxes.append(Box(rect2, lines, [pointer], pad))
        if layout.reserve_fanned:  # the fan runs down the left edge: its box beside it
            rect3, lines = make("reserve", width)
            rect3.topleft = (left, rect2.bottom + gap)
            y = rect3.top + min(rect3.h // 2, line_h)
            boxes.append(Box(rect3, lines, [[(rect3.left, y), (fan.right, y)]], pad))
        else:
            label_bottom = reserve.bottom + round(layout.label_h * 1.4)
            rect3, lines = make("reserve", right - reserve.x - 2 * pad)
            rect3.topleft = (reserve.x, max(label_bottom, rect2.bottom) + gap)
            pointer = [(reserve.centerx, label_bottom), (reserve.centerx, rect3.top)]
            boxes.append(Box(rect3, lines, [pointer], pad))
        # The right half: the foundations' box on their lower half, the columns' box on
        # the first cards' lower half, the goal at the bottom.
        span = found[-1].right - found[0].x
        rect4, lines = make("foundations", span - 2 * gap - 2 * pad)
        rect4.midbottom = (found[0].x + span // 2, stock.bottom - gap // 2)
        rect4.top = max(rect4.top, stock.top + round(ch * 0.3))
        boxes.append(Box(rect4, lines, [], pad))
        rect5, lines = make("columns", span - 2 * gap - 2 * pad)
        rect5.midtop = (found[0].x + span // 2, cols[0].top + round(ch * 0.42))
        boxes.append(Box(rect5, lines, [], pad))
        bold = text.font(body, True)
        click = [(ln, body, True, EDGE) for ln in wrap(tr("guide.click"), bold, span - 2 * pad)]
        rect6, lines = make("goal", span - 2 * pad, [("", body // 2, False, BODY), *click])
        rect6.bottomleft = (found[0].x, layout.height - gap)
        rect6.top = max(rect6.top, rect5.bottom + gap)
        boxes.append(Box(rect6, lines, [], pad))
        return boxes

    # --- drawing ------------------------------------------------------------------------

    def draw(
        self, screen: pygame.Surface, layout: Layout, text: TextCache, tr, state: State
    ) -> None:
        """Over the table of `state`: its piles outlined as they lie now (the guide may be
        opened again in mid-game, with longer columns), each named in its box."""
        boxes = self.boxes(layout, text, tr, state.rules)
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill(DIM)
        screen.blit(shade, (0, 0))
        thin = max(2, layout.card_w // 50)
        radius = max(4, layout.card_w // 12)
        for rect in _outlines(layout, state):
            pygame.draw.rect(screen, EDGE, rect, width=thin, border_radius=radius)
        for box in boxes:
            for line in box.pointers:
                pygame.draw.lines(screen, EDGE, False, line, thin)
                end = line[-1]
                pygame.draw.circle(screen, EDGE, end, thin + 2)
        for box in boxes:
            pad = box.pad
            panel = pygame.Surface(box.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, BOX, panel.get_rect(), border_radius=pad)
            pygame.draw.rect(panel, (*EDGE, 255), panel.get_rect(), width=1, border_radius=pad)
            screen.blit(panel, box.rect.topleft)
            y = box.rect.y + pad
            for line, size, bold, colour in box.lines:
                if line:
                    screen.blit(text.render(line, size, colour, bold=bold), (box.rect.x + pad, y))
                y += text.font(size, bold).get_linesize()


def _outlines(layout: Layout, state: State) -> list[pygame.Rect]:
    """The piles the guide names, each outlined (the waste with room for its fan, a fanned
    reserve and the columns as long as they are)."""
    grow = max(2, layout.card_w // 30)
    waste = _r(layout.waste)
    waste.w = round(layout.card_w + 2 * layout.waste_dx)
    rects = [_r(layout.stock), waste, _r(layout.reserve_area(len(state.reserve)))]
    rects += [_r(r) for r in layout.foundations]
    rects += [_r(layout.column_area(i, len(cards))) for i, cards in enumerate(state.tableau)]
    return [r.inflate(2 * grow, 2 * grow) for r in rects]


def _r(rect: Rect) -> pygame.Rect:
    return pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h))


# --- the pile tool tip -------------------------------------------------------------------


def pile_areas(session) -> list[tuple[str, Rect]]:
    """Each pile (engine name: stock, waste, reserve, f<suit>, t<n>) and the area it
    shows on the table, the piles drawn last (Selective's cards to pick) first."""
    layout, state = session.layout, session.state
    # Selective's cards to pick from lie over the empty columns; the last drawn is on top.
    areas = [
        (choice_pile(i), choice_rect(layout, i, len(state.choice)))
        for i in reversed(range(len(state.choice)))
    ]
    areas += [("stock", layout.stock), ("reserve", layout.reserve)]
    visible = len(state.visible_waste())
    fan_w = layout.card_w + max(0, visible - 1) * layout.waste_dx
    areas.append(("waste", Rect(layout.waste.x, layout.waste.y, fan_w, layout.card_h)))
    areas += [(f"f{suit}", layout.foundations[i]) for i, suit in enumerate(session.suits)]
    areas += [
        (f"t{i + 1}", layout.column_area(i, len(column))) for i, column in enumerate(state.tableau)
    ]
    return areas


def pile_at(session, pos: tuple[int, int]) -> str | None:
    """The pile (engine name: stock, waste, reserve, f<suit>, t<n>) under the point."""
    x, y = pos
    return next((pile for pile, area in pile_areas(session) if area.contains(x, y)), None)


def pile_text(session, pile: str, tr, lang: str) -> str:
    """ "Reserve — 12 cards", "Column 2 — 1 card": the pile's name and its cards; on a
    card to pick the base card from, the card and what a click does."""
    if pile[0] == "c":
        (card,) = pile_cards(session.state, pile)
        return tr("hover.choice", card=card_label(card.rank, card.suit, lang))
    n = len(pile_cards(session.state, pile))
    kind = {"s": "stock", "w": "waste", "r": "reserve", "f": "foundation", "t": "column"}[pile[0]]
    one = "_one" if n == 1 else ""
    if kind == "column":
        return tr(f"hover.column{one}", col=int(pile[1:]), n=n)
    return tr(f"hover.{kind}{one}", n=n)


def draw_tooltip(
    screen: pygame.Surface,
    layout: Layout,
    text: TextCache,
    label: str,
    pos: tuple[int, int],
    pile: Rect | None = None,
    avoid: tuple[Rect, ...] = (),
    never: tuple[Rect, ...] = (),
) -> pygame.Rect:
    """A small box with `label`, kept on the screen (in a smaller type where even the
    window's width is too narrow for it). Its place: under `pile` (the area of the pile
    it names), below and right of the pointer, or above it: the first that covers none
    of `avoid` (the other piles: at the pointer it covered the corners of the
    neighbouring cards, a tester saw) nor of `never` (the result panel); else the first
    that covers none of `never`; else below and right of the pointer. Returns where it
    went."""
    # At least the status line's type: scaled by the cards alone, the tips of a table a
    # long column had shrunk were hard to read.
    size = max(18, round(layout.card_w * 0.2), round(layout.hud.h * 0.6))
    surface = text.render(label, size, BODY)
    while surface.get_width() + 2 * max(6, size // 3) > layout.width - 8 and size > 10:
        size -= 1
        surface = text.render(label, size, BODY)
    pad = max(6, size // 3)
    w, h = surface.get_width() + 2 * pad, surface.get_height() + pad
    rect = _tip_place(layout, (w, h), pos, pile, avoid, never, pad)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, BOX, panel.get_rect(), border_radius=pad)
    pygame.draw.rect(panel, (*EDGE, 255), panel.get_rect(), width=1, border_radius=pad)
    screen.blit(panel, rect.topleft)
    screen.blit(surface, (rect.x + pad, rect.y + pad // 2))
    return rect


def _tip_place(
    layout: Layout,
    size: tuple[int, int],
    pos: tuple[int, int],
    pile: Rect | None,
    avoid: tuple[Rect, ...],
    never: tuple[Rect, ...],
    pad: int,
) -> pygame.Rect:
    w, h = size
    x, y = pos
    places = [(x + 14, y + 20), (x + 14, y - 6 - h)]
    if pile is not None:
        # Under the pile: centred, else reaching out to one side only (a tip wider than a
        # column, centred under column 1, touched column 2 and went to the pointer, over
        # column 2's cards; a tester).
        below = round(pile.y + pile.h + pad)
        sides = (pile.x + pile.w / 2 - w / 2, pile.x + pile.w - w, pile.x)
        places[:0] = [(round(left), below) for left in sides]
    window = pygame.Rect(4, 4, layout.width - 8, layout.height - 8)
    hard = [_r(area) for area in never]
    for blocked in (hard + [_r(area) for area in avoid], hard):
        for left, top in places:
            rect = pygame.Rect(max(4, min(left, layout.width - 4 - w)), top, w, h)
            if window.contains(rect) and rect.collidelist(blocked) < 0:
                return rect
    rect = pygame.Rect(x + 14, y + 20, w, h)  # nowhere free: at the pointer, on the screen
    if rect.right > layout.width - 4:
        rect.right = x - 6
    rect.left = max(4, min(rect.left, layout.width - 4 - w))
    if rect.bottom > layout.height - 4:
        rect.bottom = y - 6
    return rect
