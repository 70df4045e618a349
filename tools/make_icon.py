"""Generate the game's icon: a fan of three cards (a back, the king of hearts, the ace of
spades) on a transparent square, drawn with the same vector art as the cards.

Usage:  python tools/make_icon.py [--out FILE] [--size PX]

Output goes to assets/icon.png (256x256) by default; the window shows it, and
`canfield --install-desktop` installs it for the desktop's menus.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from cardart.backs import draw_back  # noqa: E402
from cardart.face import draw_face  # noqa: E402
from cardart.style import PALETTES  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "icon.png"
# (card, degrees anticlockwise) from the bottom of the fan to the top.
FAN = (("back", 24.0), ("KH", 6.0), ("AS", -14.0))
MARGIN = 0.03  # transparent border, as a share of the side


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon, ``size`` px square, transparent around the fan."""
    # Drawn large and smooth-scaled down, so the rotated edges come out anti-aliased.
    card_w, card_h = size, round(size * 7 / 5)
    canvas = pygame.Surface((card_h * 3, card_h * 3), pygame.SRCALPHA)
    pivot = pygame.Vector2(canvas.get_width() / 2, canvas.get_height() * 0.8)
    for card, angle in FAN:
        art = draw_back("blue") if card == "back" else draw_face(card, PALETTES["classic"], True)
        art = pygame.transform.smoothscale(art.convert_alpha(), (card_w, card_h))
        turned = pygame.transform.rotozoom(art, angle, 1.0)
        # The fan turns about a point below the cards, like cards held in a hand.
        centre = pivot + pygame.Vector2(0, -card_h * 0.8).rotate(-angle)
        canvas.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    # Fit the fan's bounding box into the square, with a small margin, centred.
    fan = canvas.subsurface(canvas.get_bounding_rect())
    inner = size * (1 - 2 * MARGIN)
    scale = inner / max(fan.get_width(), fan.get_height())
    fitted = pygame.transform.smoothscale(
        fan, (round(fan.get_width() * scale), round(fan.get_height() * scale))
    )
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    icon.blit(fitted, fitted.get_rect(center=(size // 2, size // 2)))
    return icon


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--size", type=int, default=256)
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))  # convert_alpha needs a display
    icon = draw_icon(args.size)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon, str(args.out))
    print(f"wrote {args.out} ({args.size}x{args.size})")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
