"""Render every face (both sets), back and mark onto one contact sheet for review.

Usage:  python tools/card_sheet.py --out /tmp/sheet.png [--width 120] [--cards DIR] [--only ...]

Cards are laid out on a felt-green table: classic faces by suit, four-colour faces by suit,
then the backs and marks.  ``--only`` limits the faces to a few cards (e.g. 7H,KS,AS).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

CARDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "cards"
RANKS = "A23456789TJQK"
SUITS = "SHDC"
FELT = (22, 92, 52)


def _rows(cards_dir: Path, only: list[str] | None) -> list[list[Path]]:
    rows: list[list[Path]] = []
    for deck in ("classic", "fourcolour"):
        for suit in SUITS:
            names = [r + suit for r in RANKS if not only or r + suit in only]
            if names:
                rows.append([cards_dir / deck / f"{n}.png" for n in names])
    extras = sorted(cards_dir.glob("back-*.png")) + sorted(cards_dir.glob("mark-*.png"))
    if extras:
        rows.append(extras)
    return rows


def render(cards_dir: Path, width: int, only: list[str] | None = None) -> pygame.Surface:
    """The contact sheet as a surface; every card smoothscaled to ``width`` px wide."""
    rows = _rows(cards_dir, only)
    height = round(width * 7 / 5)
    gap = max(4, width // 10)
    cols = max(len(r) for r in rows)
    sheet = pygame.Surface((gap + cols * (width + gap), gap + len(rows) * (height + gap)))
    sheet.fill(FELT)
    for j, row in enumerate(rows):
        for i, path in enumerate(row):
            img = pygame.image.load(str(path))
            w = width
            h = round(img.get_height() * width / img.get_width())
            img = pygame.transform.smoothscale(img, (w, h))
            sheet.blit(img, (gap + i * (width + gap), gap + j * (height + gap)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True, help="PNG file to write")
    ap.add_argument("--width", type=int, default=120, help="card width in the sheet (px)")
    ap.add_argument("--cards", type=Path, default=CARDS_DIR, help="folder with the card art")
    ap.add_argument("--only", default="", help="only these faces, e.g. 7H,KS")
    args = ap.parse_args(argv)
    only = [s.strip() for s in args.only.split(",") if s.strip()] or None
    pygame.image.save(render(args.cards, args.width, only), str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
