"""Card faces: paper, corner indices and the centre design (pips, ace or court figure)."""

from __future__ import annotations

import pygame

from . import style as st
from .canvas import Canvas, Color
from .court import draw_court
from .glyphs import draw_rank
from .pips import draw_ace, draw_pips
from .suits import draw_suit

INDEX_BOX = (84, 176)  # the top-left area the index lives in


def card_canvas() -> Canvas:
    """A blank card: off-white paper with rounded corners and a thin edge.

    The transparent surround uses the edge colour (alpha 0) so smoothscale does not bleed
    black into the anti-aliased corners.
    """
    cv = Canvas(st.CARD_W, st.CARD_H, background=(*st.EDGE, 0))
    rect = (0, 0, st.CARD_W, st.CARD_H)
    cv.rect(rect, st.EDGE, radius=st.RADIUS)
    inner = st.EDGE_W
    cv.rect(
        (inner, inner, st.CARD_W - 2 * inner, st.CARD_H - 2 * inner),
        st.PAPER,
        radius=st.RADIUS - inner,
    )
    return cv


def _index(rank: str, suit: str, color: Color) -> pygame.Surface:
    w, h = INDEX_BOX
    cv = Canvas(w, h)
    max_w = st.TEN_MAX_W if rank == "T" else st.RANK_MAX_W
    draw_rank(cv, rank, st.INDEX_CX, st.RANK_TOP, st.RANK_H, max_w, color)
    suit_top = st.RANK_TOP + st.RANK_H + st.SUIT_GAP
    draw_suit(cv, suit, (st.INDEX_CX, suit_top + st.SUIT_IDX_H / 2), st.SUIT_IDX_H, color)
    return cv.surf


def _large_index(rank: str, suit: str, color: Color) -> pygame.Surface:
    """The large corner index: a big rank with the suit beside it (not under it)."""
    w, h = st.LARGE_BOX
    cv = Canvas(w, h)
    max_w = st.LARGE_TEN_MAX_W if rank == "T" else st.LARGE_RANK_MAX_W
    draw_rank(cv, rank, st.LARGE_RANK_CX, st.LARGE_RANK_TOP, st.LARGE_RANK_H, max_w, color)
    middle = st.LARGE_RANK_TOP + st.LARGE_RANK_H / 2
    draw_suit(cv, suit, (st.LARGE_SUIT_CX, middle), st.LARGE_SUIT_H, color)
    return cv.surf


def draw_face(card: str, colours: dict[str, Color], large: bool = False) -> pygame.Surface:
    """Render one face, e.g. ``"7H"``, with the given suit colours; returns a 400x560 image.

    ``large`` draws the large-index variant: bigger corner indices, with the pips and the
    court figure fitted between them.
    """
    rank, suit = card[0], card[1]
    color = colours[suit]
    cv = card_canvas()
    if rank in "JQK":
        draw_court(cv, rank, suit, color, large=large)
    elif rank == "A":
        draw_ace(cv, suit, color, ornate=suit == "S")
    else:
        draw_pips(cv, int(rank) if rank != "T" else 10, suit, color, large=large)
    idx = _large_index(rank, suit, color) if large else _index(rank, suit, color)
    cv.blit(idx, (0, 0))
    w, h = st.LARGE_BOX if large else INDEX_BOX
    cv.blit(pygame.transform.rotate(idx, 180), (st.CARD_W - w, st.CARD_H - h))
    return cv.result()
