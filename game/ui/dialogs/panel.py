"""A dialog's window with its rounded panel and shadow drawn here, once per size.

pygame_gui draws a rounded window by filling a surface four times its size and scaling
it down, and keeps no copy of shapes over 40,000 pixels: that was 1.0 s of the 1.3 s a
dialog took to open on a busy machine (0.3 s idle). The theme (look.py) gives the window
a rectangle of transparent colours, so pygame_gui's own drawing costs nothing and keeps
its geometry (shadow margin, border, title bar); the panel here replaces its image."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIWindow

SUPERSAMPLE = 2  # the body is drawn at twice the size and scaled down: smooth corners
SHADOW_ALPHA = 80


def panel_surface(
    size: tuple[int, int],
    shadow: int,
    radius: int,
    colours: tuple[pygame.Color, pygame.Color, pygame.Color],
    title_h: int,
) -> pygame.Surface:
    """The window's image: a soft shadow in the `shadow` margin, then the rounded body
    (colours: body, border, title band) with a one-pixel border and, under the title
    bar's text, the title band with the same rounded top corners."""
    body, border, title = colours
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    if min(w, h) <= 2 * (shadow + radius):  # pygame_gui's empty placeholder: nothing to draw
        return surface
    if shadow > 0:  # a rounded rectangle drawn small and scaled up is a cheap blur
        k = max(1, shadow)
        small = pygame.Surface((max(1, w // k), max(1, h // k)), pygame.SRCALPHA)
        inner = small.get_rect().inflate(-2, -2)
        pygame.draw.rect(small, (0, 0, 0, SHADOW_ALPHA), inner, border_radius=radius // k + 1)
        surface.blit(pygame.transform.smoothscale(small, size), (0, shadow // 3))
    s = SUPERSAMPLE
    rect = pygame.Rect(0, 0, (w - 2 * shadow) * s, (h - 2 * shadow) * s)
    big = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(big, border, rect, border_radius=radius * s)
    inside = rect.inflate(-2 * s, -2 * s)
    pygame.draw.rect(big, body, inside, border_radius=(radius - 1) * s)
    band = pygame.Rect(inside.x, inside.y, inside.w, (title_h - 1) * s)
    corner = (radius - 1) * s
    pygame.draw.rect(
        big, title, band, border_top_left_radius=corner, border_top_right_radius=corner
    )
    body_surface = pygame.transform.smoothscale(big, (w - 2 * shadow, h - 2 * shadow))
    surface.blit(body_surface, (shadow, shadow))  # opaque but at its rounded corners
    return surface


class PanelWindow(UIWindow):
    """A UIWindow whose image is `panel_surface` of its size (see the module docstring)."""

    def __init__(self, *args, colours: tuple[str, str, str], radius: int, **kw) -> None:
        self._look = (tuple(pygame.Color(c) for c in colours), radius)
        self._panel: tuple[tuple, pygame.Surface] | None = None  # (size, title), image
        super().__init__(*args, **kw)

    def _set_image(self, new_image: pygame.Surface | None) -> None:
        if new_image is None or not hasattr(self, "_look"):
            super()._set_image(new_image)
            return
        # (Called during pygame_gui's own set-up too, before the theme gave the title bar
        # its height: the panel is drawn again once it has one.)
        key = (new_image.get_size(), getattr(self, "title_bar_height", 0))
        if self._panel is None or self._panel[0] != key:
            (colours, radius), (size, title_h) = self._look, key
            surface = panel_surface(size, self.shadow_width, radius, colours, title_h)
            self._panel = (key, surface)
        super()._set_image(self._panel[1])
