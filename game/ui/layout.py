"""Where everything goes: a pure function from window size to pile rectangles.

The table is a grid of seven card slots, centred across the window:

    HUD bar ..........................................................
    [stock] [waste fan ......]         [found 1] [found 2] [found 3] [found 4]
    [reserve]                          [col 1 ] [col 2 ] [col 3 ] [col 4 ]
    (count)                               |        |        |        |

Card size is the largest that fits both the width (seven slots) and the height: the top
row plus a column that fits either TYPICAL_CARDS at the full fan or LONG_CARDS at the
tightest fan, whichever needs more room. Columns keep the full fan while they fit and
tighten as they grow, down to MIN_FAN_FRACTION at LONG_CARDS. A longer column (a run may
wrap from ace to king; the solver's lines pile 20-35 cards on one) makes the cards smaller
until it fits at MIN_FAN_FRACTION, in steps (`long_budget`), so every card's rank stays
readable; the table grows again once the column is short. Below MIN_CARD_WIDTH (a tiny
window) it goes tighter instead, so that it never runs off the screen.

The card-size setting: "auto" is that largest size, "large" and "small" fixed fractions
of it (CARD_SIZES), so every choice fits every window and a smaller card leaves long
columns more room before they tighten.

The game's rules shape the table (issue 13): fewer columns (chameleon's three) are
centred under the four foundations, and a face-up reserve (superior) is fanned down
from the reserve slot like a column, so every card's index shows and the top card,
the one that plays, lies wholly in view. Where one fan cannot show all thirteen
indices it goes on in a staircase of lanes, each an index's width to the right, a
row lower and over the one before, all ending on the top card's row. The card size
is the same for every game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from game.engine.cards import SUITS, Card
from game.engine.rules import Rules
from game.engine.state import State

ASPECT = 7 / 5
SLOTS = 7
GAP_FRACTION = 0.16  # gap between slots, in card widths
# The corner index (rank over suit) fits in this top fraction of a card's height, so a
# fanned pile shows every card's rank and suit when the overlap is at least this much.
INDEX_FRACTION = 0.30
# The corner index's size, (width in card widths, height in card heights), with a little
# margin: rank over suit, or with large indices rank beside suit (wider, less tall).
INDEX_SIZE = (0.26, INDEX_FRACTION)
LARGE_INDEX_SIZE = (0.56, 0.25)
FAN_FRACTION = 0.31  # normal column fan, in card heights (shows the whole corner index)
# The tightest fan a column of up to LONG_CARDS gets, in card heights. The rank glyph
# spans 0.04-0.18 of the card (tools/cardart/style.py: 22-102 of 560 px): 0.16 shows all
# but its bottom sixth, enough to tell every rank apart, and keeps cards 170+ px wide
# at 1920x1080 (showing the whole rank, 0.19, would cost 15 px of card width there).
MIN_FAN_FRACTION = 0.16
# The large corner index's rank spans 0.025-0.225 of the card (LARGE_RANK_TOP 14, height
# 112 of 560 px): at 0.16 its bottom third went, and A and 4 read alike (a tester, a
# 24-card column); 0.19 shows as much of it as 0.16 of the standard rank.
MIN_FAN_LARGE_FRACTION = 0.19
RESERVE_LANES = 4  # a fanned reserve's lanes at most (it stays left of the columns)
WASTE_FAN_FRACTION = 0.30  # waste fan, in card widths
# With the large corner indices the suit stands beside the rank, out to 0.51 of the card
# (tools/cardart/style.py: LARGE_SUIT_CX 164 + half its width, of 400 px): a card under
# another in the waste shows both only at this fan.
WASTE_FAN_LARGE_FRACTION = 0.53
MIN_CARD_WIDTH = 40
HUD_FRACTION = 0.045  # HUD bar height, in window heights
ROW_GAP_FRACTION = 0.16  # between the top row and the columns, in card heights
MIDDLE_FRACTION = 0.35  # extra space between the waste fan and the foundations, in widths
# The height budget: a column of TYPICAL_CARDS at the full fan (most columns never grow
# longer) and one of LONG_CARDS (a whole King-to-Ace run) at MIN_FAN_FRACTION both fit.
TYPICAL_CARDS = 7
LONG_CARDS = 13
# A column longer than the table was laid out for (runs wrap from ace to king in most
# presets, and the solver's lines pile 20-35 cards on one) shrinks the cards until it fits
# at the tightest fan. It never squeezes below that fan: two cards over LONG_CARDS once
# squeezed instead, which cut the ranks to their top two thirds (A read as a caret, J as a
# stub; a tester, 15 cards at 1600x900). Budgets grow in steps of LONG_STEP cards and
# shrink back only with LONG_SLACK cards to spare, so a card moved to and fro does not
# resize the table each time.
LONG_STEP = 4
LONG_SLACK = 2
# The card-size setting: a fraction of the largest card that fits. "large" fans a whole
# King-to-Ace run showing every whole rank; "small" keeps a dozen cards at the full fan.
CARD_SIZES = {"auto": 1.0, "large": 0.88, "small": 0.72}


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def overlap(self, other: Rect) -> float:
        dx = min(self.right, other.right) - max(self.x, other.x)
        dy = min(self.bottom, other.bottom) - max(self.y, other.y)
        return dx * dy if dx > 0 and dy > 0 else 0.0

    def moved(self, x: float, y: float) -> Rect:
        return Rect(x, y, self.w, self.h)


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    card_w: int
    card_h: int
    hud: Rect
    stock: Rect
    waste: Rect
    reserve: Rect
    foundations: tuple[Rect, ...]  # slot order, left to right
    columns: tuple[Rect, ...]  # the first card of each column
    column_bottom: float  # lowest y a column card's bottom may reach
    waste_dx: float
    fan_dy: float
    label_h: int  # height of the text under the reserve
    reserve_fanned: bool = False  # every reserve card shows, fanned down like a column
    long_cards: int = LONG_CARDS  # the longest column that fits at the tightest fan
    reserve_cards: int = 13  # the reserve at the deal (how wide a fanned one may grow)
    index_size: tuple[float, float] = INDEX_SIZE  # the faces' corner index (fractions)

    def column_offset(self, n: int) -> float:
        """Vertical distance between cards of an n-card column (or fanned reserve)."""
        if n <= 1:
            return self.fan_dy
        room = self.column_bottom - self.columns[0].y - self.card_h
        return max(1.0, min(self.fan_dy, room / (n - 1)))

    @cached_property
    def reserve_fan(self) -> tuple[int, float]:
        """A fanned reserve: the rows its lanes take and the step between them. One lane
        down the reserve's place while every card's corner index (rank and suit) shows;
        else a staircase of lanes (`reserve_spot`). Independent of the cards left, so the
        step never changes as the top ones leave; worked out once per layout (every card
        of the fan asks for it, and the fan's area is asked for every frame)."""
        room = self.column_bottom - self.reserve.y - self.card_h
        rows = max(1, int(room / (self.index_size[1] * self.card_h)) + 1)
        while sum(max(0, rows - k) for k in range(RESERVE_LANES)) < self.reserve_cards:
            rows += 1  # a huge card in a short window: tighter than the index
        return rows, max(1.0, min(self.fan_dy, room / max(1, rows - 1)))

    def reserve_spot(self, index: int, n: int) -> tuple[float, float]:
        """Where card `index` (0 = bottom) of a fanned reserve of n cards lies. Lanes (at
        most RESERVE_LANES) each an index's width right of the one before and over it;
        lane k holds rows k to the last, and the last lane only its cards' rows down to
        the last, so every lane ends on the same row and the top card, the one that
        plays, is the only whole one, lowest and rightmost, however many are left. Only
        the last lane's cards move as the top ones leave: each a row down."""
        rows, step = self.reserve_fan
        lane, left = 0, n
        while index >= rows - lane and left > rows - lane:  # lane k holds rows k .. rows-1
            index, left = index - (rows - lane), left - (rows - lane)
            lane += 1
        first = lane if left > rows - lane or lane == 0 else rows - left  # the last lane
        x = self.reserve.x + lane * self.index_size[0] * self.card_w
        return x, self.reserve.y + (first + index) * step

    def reserve_area(self, n: int) -> Rect:
        """The reserve's cards: one slot, or the whole fan of n cards (all its lanes)."""
        if not self.reserve_fanned or n <= 1:
            return self.reserve
        spots = [self.reserve_spot(i, n) for i in range(n)]
        right = max(x for x, _y in spots) + self.card_w
        bottom = max(y for _x, y in spots) + self.card_h
        return Rect(self.reserve.x, self.reserve.y, right - self.reserve.x, bottom - self.reserve.y)

    def fan_edge(self) -> float:
        """Just right of a fanned reserve as dealt, where text beside it may start (the
        stock's left edge when the reserve is one pile)."""
        if not self.reserve_fanned:
            return self.stock.x
        fan = self.reserve_area(self.reserve_cards)
        return fan.x + fan.w + self.card_w * GAP_FRACTION

    def column_area(self, index: int, n: int) -> Rect:
        """The whole fanned column (at least one card tall): the drop zone."""
        top = self.columns[index]
        height = self.card_h + self.column_offset(n) * max(0, n - 1)
        return Rect(top.x, top.y, top.w, max(height, self.card_h))


def long_budget(longest: int, current: int = LONG_CARDS) -> int:
    """The column length a table laid out for `current` cards should be laid out for
    when its longest column holds `longest` (LONG_STEP, LONG_SLACK)."""

    def step_up(n: int) -> int:
        return LONG_CARDS + LONG_STEP * max(0, math.ceil((n - LONG_CARDS) / LONG_STEP))

    if longest > current:
        return step_up(longest)
    return min(current, step_up(longest + LONG_SLACK))


def compute_layout(
    width: int,
    height: int,
    card_size: str = "auto",
    rules: Rules | None = None,
    long_cards: int = LONG_CARDS,
    large_index: bool = False,
) -> Layout:
    """Pile rectangles for a window of this size (any size; tiny windows still lay out).

    `card_size` is the setting: a CARD_SIZES name (an unknown one counts as "auto").
    `rules` shape the table: the number of columns and a fanned, face-up reserve
    (None: Canfield's four columns and squared reserve). `long_cards` (`long_budget`) is
    the column that must fit at the tightest fan: more than LONG_CARDS makes cards smaller.
    `large_index`: the large corner indices, whose suit needs a wider waste fan and whose
    taller rank a wider tightest fan (`min_fan`)."""
    width, height = max(1, int(width)), max(1, int(height))
    # The bar's height and the pile counts follow the window's height, but no taller than a
    # 4:3 window of this width would have: in a tall narrow window the bar's buttons would
    # crowd out the score and code, and the counts would stand as tall as a card's index.
    type_h = min(height, width * 3 / 4)
    hud_h = max(28, round(type_h * HUD_FRACTION))
    margin = max(6, round(min(width, height) * 0.015))
    label_h = max(14, round(type_h * 0.025))  # the counts under the stock and the reserve
    grid = SLOTS + (SLOTS - 1) * GAP_FRACTION + MIDDLE_FRACTION  # table width, in cards
    by_width = (width - 2 * margin) / grid
    # Height, under the HUD: the top row, the row gap (a fraction of a card, but never
    # less than the stock's count needs) and the budgeted column.
    room = height - hud_h - 2 * margin
    long_cards = max(LONG_CARDS, long_cards)
    fan = max((TYPICAL_CARDS - 1) * FAN_FRACTION, (long_cards - 1) * min_fan(large_index))
    label_gap = 1.5 * label_h
    by_height = min(room / (2 + ROW_GAP_FRACTION + fan), (room - label_gap) / (2 + fan))
    # Less half a pixel: card_h is rounded and must stay within the budget.
    best = min(by_width, (by_height - 0.5) / ASPECT)
    card_w = int(max(MIN_CARD_WIDTH, best * CARD_SIZES.get(card_size, 1.0)))
    card_h = round(card_w * ASPECT)
    gap = card_w * GAP_FRACTION
    pitch = card_w + gap
    grid_w = grid * card_w
    left = max(margin, (width - grid_w) / 2)

    def slot_x(i: int) -> float:
        # A little extra space after the waste fan separates the two halves of the table.
        return left + i * pitch + (MIDDLE_FRACTION * card_w if i >= 3 else 0)

    top = hud_h + margin
    row2 = top + card_h + max(ROW_GAP_FRACTION * card_h, label_gap)
    card = Rect(0, 0, card_w, card_h)
    foundations = tuple(card.moved(slot_x(3 + i), top) for i in range(4))
    count = max(1, rules.columns if rules is not None else len(foundations))
    # Fewer columns than foundations sit centred under them (half a pitch in per column).
    shift = (len(foundations) - count) * pitch / 2
    columns = tuple(card.moved(slot_x(3 + i) + shift, row2) for i in range(count))
    return Layout(
        width=width,
        height=height,
        card_w=card_w,
        card_h=card_h,
        hud=Rect(0, 0, width, hud_h),
        stock=card.moved(slot_x(0), top),
        waste=card.moved(slot_x(1), top),
        reserve=card.moved(slot_x(0), row2),
        foundations=foundations,
        columns=columns,
        column_bottom=height - margin,
        waste_dx=card_w * (WASTE_FAN_LARGE_FRACTION if large_index else WASTE_FAN_FRACTION),
        fan_dy=card_h * FAN_FRACTION,
        label_h=label_h,
        reserve_fanned=bool(rules is not None and rules.reserve_face_up),
        long_cards=long_cards,
        reserve_cards=rules.reserve_size if rules is not None else 13,
        index_size=LARGE_INDEX_SIZE if large_index else INDEX_SIZE,
    )


def min_fan(large_index: bool) -> float:
    """The tightest column fan, in card heights, that still shows every rank."""
    return MIN_FAN_LARGE_FRACTION if large_index else MIN_FAN_FRACTION


def longest_column(state: State) -> int:
    return max((len(col) for col in state.tableau), default=0)


def foundation_order(initial: State) -> tuple[str, ...]:
    """Suits in slot order at the deal: the suits on the table (the base card's, RULES §2)
    leftmost, then the others in S H D C order. Play moves them (game/ui/slots.py)."""
    placed = [s for s in SUITS if initial.foundations[s]]
    return tuple(placed + [s for s in SUITS if s not in placed])


@dataclass(frozen=True)
class Place:
    """Where one card is drawn for a position: top-left corner, face, stacking order."""

    x: float
    y: float
    face_up: bool
    z: int
    pile: str
    index: int  # position in its pile, bottom = 0
    # wholly covered by the card on top of it at rest: not drawn (but while that card is
    # dragged or flies, `CardSprite.covered`)
    hidden: bool = False


def card_places(state: State, layout: Layout, suits: tuple[str, ...]) -> dict[Card, Place]:
    """Where every card of `state` belongs: the sprites' targets ("layout(state)")."""
    places: dict[Card, Place] = {}
    z = 0

    def put(
        card: Card, x: float, y: float, face_up: bool, pile: str, index: int, hidden: bool
    ) -> None:
        nonlocal z
        places[card] = Place(x, y, face_up, z, pile, index, hidden)
        z += 1

    n = len(state.stock)
    for i, card in enumerate(reversed(state.stock)):  # the next card to turn lies on top
        put(card, layout.stock.x, layout.stock.y, False, "stock", i, i < n - 1)
    visible = len(state.visible_waste())
    under = len(state.waste) - visible
    for i, card in enumerate(state.waste):
        dx = (i - under) * layout.waste_dx if i >= under else 0.0
        put(card, layout.waste.x + dx, layout.waste.y, True, "waste", i, i < under)
    n = len(state.reserve)
    if layout.reserve_fanned:  # every card face up and in view, the top one lowest
        for i, card in enumerate(state.reserve):
            put(card, *layout.reserve_spot(i, n), True, "reserve", i, False)
    else:
        for i, card in enumerate(state.reserve):
            put(card, layout.reserve.x, layout.reserve.y, i == n - 1, "reserve", i, i < n - 1)
    for slot, suit in enumerate(suits):
        rect = layout.foundations[slot]
        pile = state.foundations[suit]
        for i, card in enumerate(pile):
            put(card, rect.x, rect.y, True, f"f{suit}", i, i < len(pile) - 1)
    for c, column in enumerate(state.tableau):
        rect = layout.columns[min(c, len(layout.columns) - 1)]  # a layout of another game
        dy = layout.column_offset(len(column))
        for i, card in enumerate(column):
            put(card, rect.x, rect.y + i * dy, True, f"t{c + 1}", i, False)
    for i, card in enumerate(state.choice):
        rect = choice_rect(layout, i, len(state.choice))
        put(card, rect.x, rect.y, True, f"c{i + 1}", 0, False)
    return places


def choice_rect(layout: Layout, index: int, count: int) -> Rect:
    """Selective Canfield's cards to pick the base card from, in the columns' row (empty
    before the pick): a column's pitch apart and ending at the last column, so the four
    cards not picked slide at most one place to start their columns; closer together
    only where the row has no room for that left of the columns (never over the reserve)."""
    first, last = layout.columns[0], layout.columns[-1]
    gap = layout.card_w * GAP_FRACTION
    room = last.x - (layout.reserve.x + layout.reserve.w + gap)
    step = min(layout.card_w + gap, room / max(1, count - 1))
    return Rect(last.x - (count - 1 - index) * step, first.y, first.w, first.h)


def pile_rect(layout: Layout, pile: str, suits: tuple[str, ...]) -> Rect:
    """The rectangle of a pile's base slot."""
    if pile == "stock":
        return layout.stock
    if pile == "waste":
        return layout.waste
    if pile == "reserve":
        return layout.reserve
    if pile[0] == "f":
        return layout.foundations[suits.index(pile[1])]
    if pile[0] == "c":
        return choice_rect(layout, int(pile[1:]) - 1, CHOICE_CARDS)
    return layout.columns[int(pile[1:]) - 1]


CHOICE_CARDS = 5  # Selective Canfield's pick (rules.base_choices)
