"""Card geometry and colour palettes shared by all card drawing modules."""

from __future__ import annotations

CARD_W, CARD_H = 400, 560
RADIUS = 26  # corner radius
EDGE = (138, 138, 132)  # thin card edge
EDGE_W = 2.0
PAPER = (253, 252, 248)

RANKS = "A23456789TJQK"
SUITS = "SHDC"

INK = (24, 24, 30)
RED = (204, 22, 42)
GREEN = (18, 128, 60)
BLUE = (22, 84, 196)

CLASSIC = {"S": INK, "C": INK, "H": RED, "D": RED}
FOURCOLOUR = {"S": INK, "H": RED, "C": GREEN, "D": BLUE}
PALETTES = {"classic": CLASSIC, "fourcolour": FOURCOLOUR}
# Each palette also comes as a large-index deck, "<palette>-large" (issue 12).
LARGE_SUFFIX = "-large"

# Corner index geometry (top-left; the bottom-right copy is rotated 180 degrees).
INDEX_CX = 43.0  # centre line of the index column
RANK_TOP = 22.0
RANK_H = 80.0  # cap height of the rank
RANK_MAX_W = 66.0
TEN_MAX_W = 72.0  # "10" may be a little wider than the single letters
SUIT_GAP = 9.0
SUIT_IDX_H = 58.0

# Large corner index: rank and suit side by side, each about 1.4x the standard size.
# Still no taller than the standard index (its bottom is at LARGE_BOTTOM, under 0.30 of
# the card height), so a fanned column shows the whole of it; the pips and the court
# portrait sit between the two indices.
LARGE_RANK_CX = 64.0  # centre line of the rank
LARGE_RANK_TOP = 14.0
LARGE_RANK_H = 112.0
LARGE_RANK_MAX_W = 94.0
LARGE_TEN_MAX_W = 104.0
LARGE_SUIT_CX = 164.0  # centre line of the suit, beside the rank
LARGE_SUIT_H = 80.0
LARGE_BOX = (212, 140)  # the top-left area the large index lives in
LARGE_BOTTOM = LARGE_RANK_TOP + LARGE_RANK_H

# Court-card frame.
FRAME = (86.0, 40.0, 228.0, 480.0)  # x, y, w, h

# Court-card costume colours.
SKIN = (246, 214, 184)
SKIN_SHADE = (226, 178, 146)
GOLD = (236, 184, 48)
GOLD_DARK = (168, 118, 24)
ROBE_RED = (192, 40, 46)
ROBE_BLUE = (38, 82, 168)
ROBE_GREEN = (32, 118, 76)
ROBE_YELLOW = (240, 190, 56)
ROBE_PURPLE = (104, 56, 138)
WHITE = (255, 255, 255)
CREAM = (250, 244, 226)
OUTLINE = (34, 30, 34)
STEEL = (206, 214, 222)
WOOD = (128, 82, 44)
