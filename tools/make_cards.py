"""Generate the card art: faces (classic and four-colour), backs and table marks.

Usage:  python tools/make_cards.py [--out DIR] [--only 7H,KS,back-blue,mark-empty,...]

Output goes to assets/cards/ by default: classic/<card>.png, fourcolour/<card>.png,
their large-index variants classic-large/<card>.png and fourcolour-large/<card>.png,
back-<name>.png and mark-<name>.png.  Everything is drawn from vector shapes, so running the
script again with the same pygame version gives byte-identical files.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from cardart.backs import BACKS, draw_back  # noqa: E402
from cardart.face import draw_face  # noqa: E402
from cardart.marks import MARKS, draw_mark  # noqa: E402
from cardart.style import LARGE_SUFFIX, PALETTES, RANKS, SUITS  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "cards"
CARDS = [r + s for s in SUITS for r in RANKS]


def jobs() -> dict[str, tuple[str, Callable[[], pygame.Surface]]]:
    """Every output file: name -> (relative path, drawing function)."""
    out: dict[str, tuple[str, Callable[[], pygame.Surface]]] = {}
    for large in (False, True):
        for palette, colours in PALETTES.items():
            deck = palette + LARGE_SUFFIX if large else palette
            for card in CARDS:
                out[f"{deck}/{card}"] = (
                    f"{deck}/{card}.png",
                    lambda c=card, p=colours, big=large: draw_face(c, p, large=big),
                )
    for name in BACKS:
        out[f"back-{name}"] = (f"back-{name}.png", lambda n=name: draw_back(n))
    for name in MARKS:
        out[f"mark-{name}"] = (f"mark-{name}.png", lambda n=name: draw_mark(n))
    return out


def select(only: Iterable[str] | None) -> list[str]:
    """Resolve --only names.  A bare card like ``7H`` means that card in every face set."""
    table = jobs()
    if not only:
        return list(table)
    chosen: list[str] = []
    for name in only:
        matches = [k for k in table if k == name or k.split("/")[-1] == name]
        if not matches:
            raise SystemExit(f"make_cards: unknown item {name!r}")
        chosen += [m for m in matches if m not in chosen]
    return chosen


def generate(out_dir: Path, only: Iterable[str] | None = None) -> list[Path]:
    """Draw the selected items into ``out_dir``; returns the written paths."""
    pygame.font.init()
    table = jobs()
    written = []
    for key in select(only):
        rel, draw = table[key]
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(draw(), str(path))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    ap.add_argument("--only", default="", help="comma-separated items, e.g. 7H,KS,back-blue")
    args = ap.parse_args(argv)
    only = [s.strip() for s in args.only.split(",") if s.strip()] or None
    paths = generate(args.out, only)
    print(f"wrote {len(paths)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
