"""Rank lettering for the corner indices, from pygame's bundled bold sans font.

Glyphs are rendered large, cropped to their ink, then scaled to an exact cap height at the
canvas' supersampled resolution, so indices line up regardless of the font's metrics.
"""

from __future__ import annotations

from functools import cache

import pygame

from .canvas import Canvas, Color

_RENDER_SIZE = 420


@cache
def _font() -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, _RENDER_SIZE)


def _ink(text: str) -> pygame.Surface:
    """White-on-transparent glyphs cropped tightly to the drawn pixels."""
    surf = _font().render(text, True, (255, 255, 255))
    return surf.subsurface(surf.get_bounding_rect(min_alpha=8)).copy()


def rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank


def _rank_ink(rank: str) -> pygame.Surface:
    if rank != "T":
        return _ink(rank)
    one, zero = _ink("1"), _ink("0")
    gap = round(zero.get_width() * 0.02)
    h = max(one.get_height(), zero.get_height())
    surf = pygame.Surface((one.get_width() + gap + zero.get_width(), h), pygame.SRCALPHA)
    surf.blit(one, (0, h - one.get_height()))
    surf.blit(zero, (one.get_width() + gap, h - zero.get_height()))
    return surf


def draw_rank(
    canvas: Canvas,
    rank: str,
    center_x: float,
    top: float,
    height: float,
    max_width: float,
    color: Color,
) -> None:
    """Draw the rank ``height`` px tall, centred on ``center_x``; squeezed if wider than allowed."""
    ink = _rank_ink(rank)
    ss = canvas.ss
    h = height * ss
    w = ink.get_width() * h / ink.get_height()
    w = min(w, max_width * ss)
    glyph = pygame.transform.smoothscale(ink, (round(w), round(h)))
    glyph.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.surf.blit(glyph, (round(center_x * ss - w / 2), round(top * ss)))
