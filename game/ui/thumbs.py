"""Small pictures for the settings pickers: a piece of each felt, each card back, and the
deck in both colourings.

Plain pygame, no widgets: a picker puts these surfaces on its tiles. Each call makes a
fresh surface from the same art the table uses, so a tile shows what the table will.
"""

from __future__ import annotations

import math

import pygame

from game.ui.assets import CARD_ASPECT, CardArt, scale_opaque
from game.ui.render import make_felt

SUPERSAMPLE = 4  # shapes are drawn this much larger, then smoothly scaled down
FAN = ("AS", "KH", "QD", "JC")  # one card of each suit: the four-colour deck recolours ♦ ♣
FAN_ANGLES = (15.0, 5.0, -5.0, -15.0)  # degrees, counter-clockwise, left card first
CARD_WHITE = (250, 250, 246)
CARD_EDGE = (170, 170, 165)
MARK = (235, 240, 235, 120)  # the outline of an empty pile, as the table marks it


def _art_of(art_or_renderer) -> CardArt:
    """The card art of a Renderer, or the CardArt itself."""
    return getattr(art_or_renderer, "art", art_or_renderer)


def _rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White, opaque inside a rounded rectangle of `size` and clear outside, with smooth
    (anti-aliased) corners."""
    w, h = size
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
    big.fill((255, 255, 255, 0))
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * SUPERSAMPLE)
    return pygame.transform.smoothscale(big, size)


def felt_thumbnail(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A piece of the felt `name` (see render.FELTS), `size` px, with its vignette and
    rounded corners, and a card and an empty pile's outline on it to show the contrast."""
    w, h = int(size[0]), int(size[1])
    if w <= 0 or h <= 0:
        raise ValueError(f"thumbnail size must be positive, not {size}")
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(make_felt(w, h, name), (0, 0))
    # A card at the left and the outline of an empty pile at the right, drawn large and
    # scaled down so their corners are smooth.
    ch = max(4, round(h * 0.56))
    cw = max(3, round(ch / CARD_ASPECT))
    gap = max(2, cw // 4)
    x0 = (w - 2 * cw - gap) // 2
    y0 = (h - ch) // 2
    s = SUPERSAMPLE
    shapes = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
    shapes.fill((255, 255, 255, 0))
    radius = max(1, cw // 8) * s
    card = pygame.Rect(x0 * s, y0 * s, cw * s, ch * s)
    pygame.draw.rect(shapes, (0, 0, 0, 70), card.move(s, 2 * s), border_radius=radius)
    pygame.draw.rect(shapes, CARD_WHITE, card, border_radius=radius)
    pygame.draw.rect(shapes, CARD_EDGE, card, width=s, border_radius=radius)
    pile = card.move((cw + gap) * s, 0)
    pygame.draw.rect(shapes, MARK, pile, width=max(1, cw // 14) * s, border_radius=radius)
    out.blit(pygame.transform.smoothscale(shapes, (w, h)), (0, 0))
    out.blit(_rounded_mask((w, h), max(2, min(w, h) // 8)), (0, 0), None, pygame.BLEND_RGBA_MULT)
    return out


def back_thumbnail(art, back_name: str, height: int) -> pygame.Surface:
    """The card back `back_name`, `height` px tall (5:7), scaled smoothly from the
    original image. `art`: the CardArt (or a Renderer, whose art is used)."""
    return _art_of(art).back_at_height(back_name, height)


def four_colour_preview(
    art_or_renderer, four_colour: bool, height: int, large: bool | None = None
) -> pygame.Surface:
    """A small fan of four cards, one of each suit (A♠ K♥ Q♦ J♣), with the real faces
    of the deck in that colouring, on a transparent background, `height` px tall.
    `large`: with the large corner indices (None: the index size the table shows)."""
    height = int(height)
    if height <= 0:
        raise ValueError(f"preview height must be positive, not {height}")
    art = _art_of(art_or_renderer)
    # Drawn at twice the size and scaled down once: smooth edges on the turned cards.
    ch = max(8, round(height * 2 * 0.8))
    radius = ch * 1.9  # the cards turn about a point this far below their centres
    placed = []
    for card, angle in zip(FAN, FAN_ANGLES, strict=True):
        face = art.face_at_height(card, ch, four_colour, large)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        theta = math.radians(angle)
        centre = (-radius * math.sin(theta), -radius * math.cos(theta))
        placed.append((turned, turned.get_rect(center=(round(centre[0]), round(centre[1])))))
    bounds = placed[0][1].unionall([rect for _, rect in placed[1:]])
    canvas = pygame.Surface(bounds.size, pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    for turned, rect in placed:
        canvas.blit(turned, rect.move(-bounds.x, -bounds.y))
    crop = canvas.subsurface(canvas.get_bounding_rect()).copy()
    width = max(1, round(crop.get_width() * height / crop.get_height()))
    return scale_opaque(crop, (width, height))  # opaque cards stay wholly opaque
