"""Illustrated court cards: a stylised crowned bust, drawn once and mirrored end to end.

The figure is drawn facing the viewer in the upper half of a framed panel; the lower half is
the same drawing turned 180 degrees, as on printed cards.  Each suit gets its own colour
scheme and hair, each rank its own headwear, collar and held object.
"""

from __future__ import annotations

import math

import pygame

from . import style as st
from .canvas import Canvas, Color, Point, arc, cubic, quad
from .suits import draw_suit

HW, HH = int(st.FRAME[2]), int(st.FRAME[3] / 2)  # half-panel size
CX = 108.0  # figure centre line inside the half panel (object held on the right)
LW = 2.4  # outline width

# main robe, inner garment, accent; hair colours per rank
SCHEMES: dict[str, tuple[Color, Color, Color]] = {
    "S": (st.ROBE_BLUE, st.ROBE_YELLOW, st.ROBE_RED),
    "H": (st.ROBE_RED, st.ROBE_YELLOW, st.ROBE_BLUE),
    "D": (st.ROBE_PURPLE, st.ROBE_RED, st.ROBE_YELLOW),
    "C": (st.ROBE_GREEN, st.ROBE_RED, st.ROBE_YELLOW),
}
HAIR: dict[str, dict[str, Color]] = {
    "K": {"S": (214, 214, 220), "H": (120, 72, 36), "D": (170, 170, 176), "C": (70, 46, 30)},
    "Q": {"S": (70, 44, 30), "H": (226, 176, 64), "D": (140, 60, 30), "C": (226, 176, 64)},
    "J": {"S": (226, 176, 64), "H": (90, 56, 32), "D": (226, 176, 64), "C": (40, 32, 30)},
}
MIRROR = {"S": False, "H": True, "D": False, "C": True}


def _p(x: float, y: float) -> Point:
    return (CX + x, y)


def _fill(cv: Canvas, pts: list[Point], color: Color, width: float = LW) -> None:
    cv.poly(pts, color)
    cv.outline(pts, st.OUTLINE, width)


def _sym(half: list[Point]) -> list[Point]:
    """Complete a shape from its right half (x >= 0, relative to CX), mirrored onto the left."""
    left = [(-x, y) for x, y in reversed(half)]
    return [_p(x, y) for x, y in half + left]


def _shade(c: Color, f: float) -> Color:
    return tuple(max(0, min(255, round(v * f))) for v in c[:3])  # type: ignore[return-value]


# -- body --------------------------------------------------------------------------------
def _robe(cv: Canvas, main: Color, inner: Color, accent: Color, rank: str) -> None:
    shoulders = (
        [(0.0, 148.0)]
        + cubic((0.0, 148.0), (40.0, 148.0), (86.0, 160.0), (100.0, 196.0), 16)
        + [(104.0, 244.0), (0.0, 244.0)]
    )
    _fill(cv, _sym(shoulders), main)
    # inner garment down the middle, patterned
    panel = [_p(-30, 152), _p(30, 152), _p(42, 244), _p(-42, 244)]
    _fill(cv, panel, inner)
    step = 14.0
    for row in range(8):
        y = 160 + row * step
        for col in range(-3, 4):
            x = col * step + (step / 2 if row % 2 else 0)
            if abs(x) < 28 + (y - 152) * 0.13:
                diamond = [_p(x, y - 5), _p(x + 4, y), _p(x, y + 5), _p(x - 4, y)]
                cv.poly(diamond, accent)
    # trims either side of the panel
    for s in (-1, 1):
        band = [_p(s * 30, 152), _p(s * 42, 244), _p(s * 52, 244), _p(s * 39, 150)]
        if rank == "K":
            _fill(cv, band, st.WHITE, 1.6)
            for k in range(4):
                y = 166 + k * 21
                x = s * (36 + (y - 152) * 0.13)
                cv.poly([_p(x, y - 5), _p(x + 2.2, y + 3), _p(x - 2.2, y + 3)], st.OUTLINE)
        else:
            _fill(cv, band, st.GOLD, 1.6)
            for k in range(5):
                y = 162 + k * 18
                cv.circle(_p(s * (36 + (y - 152) * 0.13), y), 2.6, st.GOLD_DARK)
    # folds on the shoulders
    for s in (-1, 1):
        cv.outline(
            [_p(s * 70, 178), _p(s * 78, 210), _p(s * 80, 244)], _shade(main, 0.62), 2.2, False
        )


def _collar(cv: Canvas, rank: str, inner: Color, accent: Color) -> None:
    if rank == "K":  # ermine cape collar
        top = [(0.0, 140.0)] + cubic((0.0, 140.0), (30, 140), (62, 148), (76, 166), 12)
        bottom = cubic((76, 166), (60, 182), (30, 190), (0.0, 190.0), 12)
        right = top + bottom
        half = [(x, y) for x, y in right]
        shape = [_p(x, y) for x, y in half] + [_p(-x, y) for x, y in reversed(half)]
        _fill(cv, shape, st.WHITE)
        for x, y in [(-54, 164), (-26, 172), (0, 176), (26, 172), (54, 164), (-40, 156), (40, 156)]:
            cv.poly([_p(x, y - 6), _p(x + 2.5, y + 3), _p(x - 2.5, y + 3)], st.OUTLINE)
            cv.circle(_p(x, y - 6), 2.0, st.OUTLINE)
    elif rank == "Q":  # low neckline with a pearl necklace and pendant
        neck = [_p(x, y) for x, y in quad((-31, 150), (0, 200), (31, 150), 16)] + [_p(31, 150)]
        _fill(cv, neck, st.SKIN)
        pearls = quad((-24, 146), (0, 186), (24, 146), 12) + [(24.0, 146.0)]
        for x, y in pearls:
            cv.circle(_p(x, y), 3.4, st.WHITE)
            cv.circle(_p(x, y), 3.4, st.OUTLINE, 1.1)
        cv.circle(_p(0, 174), 7.5, st.GOLD)
        cv.circle(_p(0, 174), 7.5, st.OUTLINE, 1.4)
        _jewel(cv, _p(0, 174), 4.6, accent)
    else:  # jack: square collar, chequered
        shape = [_p(-44, 150), _p(44, 150), _p(34, 178), _p(0, 186), _p(-34, 178)]
        _fill(cv, shape, inner)
        for i in range(-4, 4):
            for j in range(3):
                if (i + j) % 2 == 0:
                    x, y = i * 10 + 5, 155 + j * 9
                    if abs(x) < 40 - j * 4:
                        cv.rect((CX + x - 4.5, y, 9, 8), accent)
        cv.outline(shape, st.OUTLINE, LW)


# -- head --------------------------------------------------------------------------------
FACE_Y = 102.0


def _face(cv: Canvas, rank: str) -> None:
    cv.rect((CX - 11, 124, 22, 26), st.SKIN)
    cv.line(_p(-11, 128), _p(-11, 150), st.OUTLINE, 1.6)
    cv.line(_p(11, 128), _p(11, 150), st.OUTLINE, 1.6)
    face = (CX - 26, FACE_Y - 32, 52, 64)
    cv.ellipse(face, st.SKIN)
    cv.ellipse(face, st.OUTLINE, LW)


def _features(cv: Canvas, rank: str) -> None:
    y = FACE_Y - 4
    for s in (-1, 1):
        cv.ellipse((CX + s * 10 - 5.5, y - 3.2, 11, 6.4), st.WHITE)
        cv.circle(_p(s * 10, y), 2.8, (52, 72, 120))
        cv.circle(_p(s * 10, y), 1.3, st.OUTLINE)
        cv.outline(
            [_p(s * 16, y - 3), _p(s * 10, y - 4.5), _p(s * 4, y - 3)], st.OUTLINE, 1.4, False
        )
        brow = quad((s * 17, y - 8), (s * 11, y - 13), (s * 4, y - 9), 8) + [(s * 4, y - 9)]
        cv.outline([_p(x, yy) for x, yy in brow], st.OUTLINE, 2.0, False)
    nose = [_p(1, y + 1), _p(4, y + 14), _p(0, y + 16)]
    cv.outline(nose, st.SKIN_SHADE, 2.0, False)
    blush = cv.layer()
    for s in (-1, 1):
        blush.circle(_p(s * 15, y + 14), 6, (236, 120, 120, 70))
    cv.compose(blush)
    mouth_y = y + 24
    lips = [_p(-7, mouth_y), _p(0, mouth_y - 2.5), _p(7, mouth_y), _p(0, mouth_y + 3.5)]
    cv.poly(lips, (190, 52, 60))
    cv.line(_p(-7, mouth_y), _p(7, mouth_y), (120, 30, 40), 1.2)


def _beard(cv: Canvas, hair: Color) -> None:
    half = (
        [(0.0, 170.0)]
        + cubic((0.0, 170.0), (14, 166), (26, 150), (27, 110), 12)
        + [(27.0, 110.0), (20.0, 112.0)]
        + cubic((20, 112), (18, 130), (10, 136), (0, 136), 10)
    )
    right = [_p(x, y) for x, y in half]
    left = [_p(-x, y) for x, y in reversed(half)]
    shape = right + left
    _fill(cv, shape, hair)
    for s in (-1, 1):
        for k in range(3):
            x = s * (6 + k * 7)
            cv.line(_p(x, 142 + k * 2), _p(x * 0.8, 160 - k * 4), _shade(hair, 0.7), 1.4)


def _moustache(cv: Canvas, hair: Color) -> None:
    for s in (-1, 1):
        tache = quad((s * 1, FACE_Y + 15), (s * 14, FACE_Y + 12), (s * 22, FACE_Y + 24), 8)
        tache += quad((s * 22, FACE_Y + 24), (s * 12, FACE_Y + 19), (s * 1, FACE_Y + 20), 8)
        _fill(cv, [_p(x, y) for x, y in tache], hair, 1.4)


def _hair_back(cv: Canvas, rank: str, hair: Color) -> None:
    if rank == "Q":  # long hair falling behind the shoulders
        half = [(0.0, 60.0)] + cubic((0, 60), (30, 58), (40, 80), (40, 120), 12)
        half += cubic((40, 120), (42, 150), (52, 170), (48, 196), 12) + [(30.0, 190.0)]
        _fill(cv, _sym(half[:-1] + [(30.0, 190.0), (0.0, 190.0)]), hair)
    elif rank == "K":
        half = [(0.0, 64.0)] + cubic((0, 64), (30, 62), (38, 90), (36, 140), 12) + [(0.0, 140.0)]
        _fill(cv, _sym(half), hair)
    else:  # jack: a bob that ends at the jaw
        half = [(0.0, 64.0)] + cubic((0, 64), (34, 62), (40, 96), (38, 132), 12)
        half += [(38.0, 132.0), (22.0, 132.0), (0.0, 132.0)]
        _fill(cv, _sym(half), hair)


def _fringe(cv: Canvas, rank: str, hair: Color) -> None:
    """Hair over the forehead, drawn after the face."""
    if rank == "J":
        half = [(0.0, 68.0)] + cubic((0, 68), (20, 66), (28, 74), (27, 100), 10)
        half += [(27.0, 100.0), (20.0, 84.0)] + quad((20, 84), (10, 86), (0, 82), 8)
        _fill(cv, _sym(half), hair, 1.8)
    elif rank == "Q":
        half = [(0.0, 70.0)] + cubic((0, 70), (22, 68), (29, 84), (26, 110), 10)
        half += [(26.0, 110.0), (18.0, 86.0)] + quad((18, 86), (8, 78), (0, 78), 8)
        _fill(cv, _sym(half), hair, 1.8)
    else:
        half = [(0.0, 70.0)] + cubic((0, 70), (22, 68), (28, 80), (27, 96), 10)
        half += [(27.0, 96.0), (20.0, 82.0)] + quad((20, 82), (10, 80), (0, 78), 8)
        _fill(cv, _sym(half), hair, 1.8)


# -- headwear ----------------------------------------------------------------------------
def _jewel(cv: Canvas, c: Point, r: float, color: Color) -> None:
    cv.circle(c, r, color)
    cv.circle(c, r, st.OUTLINE, 1.3)
    cv.circle((c[0] - r * 0.35, c[1] - r * 0.35), r * 0.3, st.WHITE)


def _crown(cv: Canvas, main: Color, accent: Color) -> None:
    cv.ellipse((CX - 26, 34, 52, 44), main)
    cv.ellipse((CX - 26, 34, 52, 44), st.OUTLINE, LW)
    spikes: list[Point] = []
    xs = [-34, -17, 0, 17, 34]
    tops = [30, 20, 10, 20, 30]
    for i, (x, t) in enumerate(zip(xs, tops, strict=True)):
        if i:
            spikes.append(_p((xs[i - 1] + x) / 2, 52))
        spikes.append(_p(x, t))
    band_top, band_bottom = 58.0, 76.0
    shape = [_p(-34, band_top)] + spikes + [_p(34, band_top)]
    _fill(cv, shape, st.GOLD)
    for x, t in zip(xs, tops, strict=True):
        cv.circle(_p(x, t - 3), 4.2, st.GOLD)
        cv.circle(_p(x, t - 3), 4.2, st.OUTLINE, 1.4)
    _fill(
        cv,
        [_p(-36, band_top), _p(36, band_top), _p(36, band_bottom), _p(-36, band_bottom)],
        st.GOLD,
    )
    for i, x in enumerate((-24, -8, 8, 24)):
        _jewel(cv, _p(x, 67), 4.2, st.ROBE_RED if i % 2 else st.ROBE_BLUE)
    _jewel(cv, _p(0, 36), 4.8, st.ROBE_RED)


def _tiara(cv: Canvas, accent: Color) -> None:
    band = [_p(-30, 66), _p(30, 66), _p(30, 76), _p(-30, 76)]
    arches: list[Point] = [_p(-30, 66)]
    for a, b, top in ((-30, -10, 48), (-10, 10, 36), (10, 30, 48)):
        arches += [_p(x, y) for x, y in quad((a, 66), ((a + b) / 2, 2 * top - 66), (b, 66), 10)]
    arches += [_p(30, 66)]
    _fill(cv, arches, st.GOLD)
    _fill(cv, band, st.GOLD)
    _jewel(cv, _p(0, 52), 5.0, accent)
    for x in (-20, 20):
        _jewel(cv, _p(x, 58), 3.4, st.WHITE)
    for x in (-18, -6, 6, 18):
        cv.circle(_p(x, 71), 2.2, st.GOLD_DARK)


def _cap(cv: Canvas, main: Color, accent: Color) -> None:
    # a plumed beret tilted over one ear
    feather = cubic((-12.0, 50.0), (-30, 20), (-60, 14), (-70, 30), 14) + cubic(
        (-70, 30), (-52, 30), (-30, 40), (-16, 62), 14
    )
    pts = [_p(x, y) for x, y in feather]
    _fill(cv, pts, st.WHITE, 1.8)
    cv.outline([_p(-14, 56), _p(-36, 30), _p(-68, 30)], st.OUTLINE, 1.2, False)
    beret = [_p(x, y) for x, y in cubic((-40.0, 66.0), (-44, 34), (30, 28), (44, 58), 18)]
    beret += [_p(x, y) for x, y in quad((44, 58), (0, 60), (-40, 66), 14)]
    _fill(cv, beret, main)
    band = [_p(x, y) for x, y in quad((-38, 64), (0, 56), (38, 58), 14)]
    band += [_p(x, y) for x, y in quad((38, 68), (0, 66), (-38, 74), 14)]
    _fill(cv, band, accent, 1.8)
    _jewel(cv, _p(-4, 63), 3.6, st.GOLD)


# -- held objects ------------------------------------------------------------------------
def _hand(cv: Canvas, c: Point) -> None:
    """A fist closed around a vertical shaft."""
    box = (c[0] - 11, c[1] - 10, 22, 20)
    cv.rect(box, st.SKIN, radius=8)
    cv.rect(box, st.OUTLINE, 1.8, 8)
    for k in range(1, 4):
        y = c[1] - 10 + k * 5
        cv.line((c[0] - 3, y), (c[0] + 10, y), st.SKIN_SHADE, 1.3)
    thumb = (c[0] - 13, c[1] - 9, 12, 8)
    cv.ellipse(thumb, st.SKIN)
    cv.ellipse(thumb, st.OUTLINE, 1.4)


def _sleeve(cv: Canvas, main: Color, to: Point) -> None:
    """A forearm rising from the bottom of the panel to the hand at ``to``."""
    x, y = to
    sleeve = [(x - 34, 244.0), (x - 16, y + 8), (x + 14, y + 8), (x + 10, 244.0)]
    _fill(cv, sleeve, _shade(main, 0.86))
    cv.line((x - 4, y + 22), (x - 10, 244.0), _shade(main, 0.6), 1.8)
    cuff = [(x - 17, y + 6), (x + 14, y + 6), (x + 13, y + 17), (x - 20, y + 17)]
    _fill(cv, cuff, st.GOLD, 1.6)


def _sword_blade(cv: Canvas, x: float) -> None:
    blade = [(x - 5, 200.0), (x - 5, 26.0), (x, 12.0), (x + 5, 26.0), (x + 5, 200.0)]
    _fill(cv, blade, st.STEEL)
    cv.line((x, 24), (x, 196), (150, 160, 172), 1.6)


def _sword_hilt(cv: Canvas, x: float, main: Color) -> None:
    guard = [(x - 18, 196.0), (x + 18, 196.0), (x + 14, 204.0), (x - 14, 204.0)]
    _fill(cv, guard, st.GOLD)
    _fill(cv, [(x - 4, 204.0), (x + 4, 204.0), (x + 4, 234.0), (x - 4, 234.0)], st.WOOD, 1.6)
    _jewel(cv, (x, 238.0), 5.0, st.GOLD)


def _sceptre(cv: Canvas, x: float, accent: Color) -> None:
    _fill(cv, [(x - 4.5, 50.0), (x + 4.5, 50.0), (x + 4.5, 244.0), (x - 4.5, 244.0)], st.GOLD, 1.8)
    for y in (84.0, 130.0, 176.0):
        _fill(cv, [(x - 7, y), (x + 7, y), (x + 7, y + 7), (x - 7, y + 7)], st.GOLD_DARK, 1.4)
    cross = [
        (x - 3, 4.0),
        (x + 3, 4.0),
        (x + 3, 12.0),
        (x + 10, 12.0),
        (x + 10, 18.0),
        (x + 3, 18.0),
        (x + 3, 30.0),
        (x - 3, 30.0),
        (x - 3, 18.0),
        (x - 10, 18.0),
        (x - 10, 12.0),
        (x - 3, 12.0),
    ]
    _fill(cv, cross, st.GOLD, 1.6)
    cv.circle((x, 42.0), 14.0, st.GOLD)
    cv.circle((x, 42.0), 14.0, st.OUTLINE, 1.8)
    cv.line((x - 14, 42.0), (x + 14, 42.0), st.GOLD_DARK, 2.0)
    cv.line((x, 28.0), (x, 56.0), st.GOLD_DARK, 2.0)
    _jewel(cv, (x, 42.0), 5.0, accent)


def _halberd(cv: Canvas, x: float) -> None:
    _fill(cv, [(x - 3.5, 30.0), (x + 3.5, 30.0), (x + 3.5, 244.0), (x - 3.5, 244.0)], st.WOOD, 1.6)
    spike = [(x - 4, 40.0), (x, 8.0), (x + 4, 40.0)]
    _fill(cv, spike, st.STEEL, 1.6)
    axe = [(x + 3, 40.0)] + cubic((x + 3, 40), (x + 20, 34), (x + 28, 40), (x + 30, 30), 10)
    axe += cubic((x + 30, 30), (x + 36, 52), (x + 34, 72), (x + 28, 84), 10)
    axe += cubic((x + 28, 84), (x + 24, 72), (x + 14, 68), (x + 3, 70), 10)
    _fill(cv, axe, st.STEEL, 1.8)
    hook = [(x - 3, 48.0), (x - 20, 44.0), (x - 26, 54.0), (x - 3, 60.0)]
    _fill(cv, hook, st.STEEL, 1.6)
    _fill(cv, [(x - 6, 72.0), (x + 6, 72.0), (x + 6, 80.0), (x - 6, 80.0)], st.GOLD, 1.4)


def _flower(cv: Canvas, base: Point, accent: Color) -> None:
    x, y = base
    stem = [(x + 2, y - 2), (x - 2, y - 30), (x - 6, y - 60)]
    cv.outline(stem, (40, 110, 50), 3.0, False)
    for s, yy in ((-1, y - 22), (1, y - 38)):
        leaf = quad((x, yy), (x + s * 14, yy - 14), (x + s * 22, yy - 4), 8)
        leaf += quad((x + s * 22, yy - 4), (x + s * 10, yy + 4), (x, yy), 8)
        _fill(cv, leaf, (58, 140, 64), 1.4)
    c = (x - 6, y - 66)
    for k in range(6):
        a = k * math.pi / 3
        cv.circle((c[0] + 8 * math.cos(a), c[1] + 8 * math.sin(a)), 8, accent)
        cv.circle((c[0] + 8 * math.cos(a), c[1] + 8 * math.sin(a)), 8, st.OUTLINE, 1.4)
    cv.circle(c, 7, st.GOLD)
    cv.circle(c, 7, st.OUTLINE, 1.4)


# -- composition -------------------------------------------------------------------------
def draw_half(rank: str, suit: str, suit_color: Color) -> pygame.Surface:
    """The upper half of the court panel, at supersampled resolution."""
    cv = Canvas(HW, HH, background=(*st.CREAM, 255))
    main, inner, accent = SCHEMES[suit]
    hair = HAIR[rank][suit]
    # subtle background rays behind the figure
    rays = cv.layer()
    for k in range(16):
        a0 = math.pi + k * math.pi / 16
        pts = [(CX, 150.0)] + arc((CX, 150.0), 260, a0, a0 + math.pi / 32, 2)
        rays.poly(pts, (*st.GOLD, 34))
    cv.compose(rays)

    item_x = CX + 84
    sword = suit in "SH"
    if rank == "K":
        if sword:
            _sword_blade(cv, item_x)
        else:
            _sceptre(cv, item_x, accent)
    elif rank == "J":
        _halberd(cv, item_x)
    _hair_back(cv, rank, hair)
    _robe(cv, main, inner, accent, rank)
    _face(cv, rank)
    _collar(cv, rank, inner, accent)
    if rank == "K":
        _beard(cv, hair)
    _fringe(cv, rank, hair)
    _features(cv, rank)
    if rank == "K":
        _moustache(cv, hair)
        _crown(cv, main, accent)
        _sleeve(cv, main, (item_x - 4, 214.0))
        if sword:
            _sword_hilt(cv, item_x, main)
        _hand(cv, (item_x, 214.0))
    elif rank == "Q":
        _tiara(cv, accent)
        _sleeve(cv, main, (CX - 60, 214.0))
        _flower(cv, (CX - 56, 212.0), accent)
        _hand(cv, (CX - 56, 212.0))
    else:
        _cap(cv, main, accent)
        _sleeve(cv, main, (item_x - 4, 212.0))
        _hand(cv, (item_x, 212.0))

    sx = 24.0 if rank != "Q" else HW - 24.0
    draw_suit(cv, suit, (sx, 28.0), 34.0, suit_color)
    surf = cv.surf
    if MIRROR[suit]:
        surf = pygame.transform.flip(surf, True, False)
    return surf


# The large-index faces show the upper half alone, a portrait a little larger than in the
# double-ended panel, between the two big corner indices.
PORTRAIT_SCALE = 1.14


def _draw_portrait(card: Canvas, half: pygame.Surface, suit_color: Color) -> None:
    w, h = HW * PORTRAIT_SCALE, HH * PORTRAIT_SCALE
    x, y = (st.CARD_W - w) / 2, (st.CARD_H - h) / 2
    ss = card.ss
    card.blit(pygame.transform.smoothscale(half, (round(w * ss), round(h * ss))), (x, y))
    card.rect((x - 1, y - 1, w + 2, h + 2), st.OUTLINE, 3.0)
    card.rect((x + 4, y + 4, w - 8, h - 8), (*suit_color[:3],), 1.2)


def draw_court(card: Canvas, rank: str, suit: str, suit_color: Color, large: bool = False) -> None:
    """Frame, two mirrored halves and a dividing rule, drawn onto a full card canvas.

    ``large``: the upper half alone, as a portrait (see :data:`PORTRAIT_SCALE`).
    """
    x, y, w, h = st.FRAME
    half = draw_half(rank, suit, suit_color)
    if large:
        _draw_portrait(card, half, suit_color)
        return
    card.blit(half, (x, y))
    card.blit(pygame.transform.rotate(half, 180), (x, y + h / 2))
    card.line((x, y + h / 2), (x + w, y + h / 2), st.OUTLINE, 2.0)
    card.rect((x - 1, y - 1, w + 2, h + 2), st.OUTLINE, 3.0)
    card.rect((x + 4, y + 4, w - 8, h - 8), (*suit_color[:3],), 1.2)
