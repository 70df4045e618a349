"""Screenshots of every dialog, in every language, at several window sizes.

    python tools/shoot_dialogs.py [--out DIR] [--sizes 800x600,1920x1080,3840x2160]
        [--languages en,nl,de] [--dialogs menu,newgame,settings,stats,rules,confirm]

Runs the real App headless (SDL dummy driver) with a private home, opens each dialog the
way the game does and saves what the window presents. Prints the card width and the
dialog's button heights per size, the figures the dialog issue asks for."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from game.engine.deal import parse_code  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.persist.settings import Settings, save_settings  # noqa: E402
from game.ui.app import App  # noqa: E402

DIALOGS = ("menu", "newgame", "settings", "stats", "rules", "confirm")
FRAME = 1 / 60


def button_heights(app: App) -> list[int]:
    """Heights of the open dialog's buttons (its window's own close button excluded)."""
    dialog = app.dialog
    if dialog is None:
        return []
    out = []
    for element in dialog.container.elements if hasattr(dialog.container, "elements") else []:
        if isinstance(element, pygame_gui.elements.UIButton):
            out.append(element.rect.h)
    return out


def shoot(app: App, kind: str, path: Path) -> list[int]:
    if kind == "confirm":
        app.open_dialog("confirm", text=app.tr("confirm.abandon_text"))
    else:
        app.open_dialog(kind)
    for _ in range(4):
        app.step(FRAME)
    pygame.image.save(pygame.display.get_surface(), str(path))
    heights = button_heights(app)
    app.close_dialog()
    app.step(FRAME)
    return heights


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/dialogs")
    parser.add_argument("--sizes", default="800x600,1920x1080,3840x2160")
    parser.add_argument("--languages", default="en,nl,de")
    parser.add_argument("--dialogs", default=",".join(DIALOGS))
    parser.add_argument("--code", default="CF1-D3-OHULLOZ")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["CANFIELD_HOME"] = tempfile.mkdtemp(prefix="canfield-shots-")
    save_settings(Settings(intro_seen=True, fullscreen=False))  # no first-launch guide
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for size in sizes:
        app = App(Game.from_code(parse_code(args.code)), size=size, fullscreen=False, save=True)
        for _ in range(240):
            app.step(FRAME)
            if not app.animating():
                break
        print(f"{size[0]}x{size[1]}: card width {app.session.layout.card_w} px")
        for lang in args.languages.split(","):
            app.apply_setting("language", lang)
            app.close_dialog()
            for kind in args.dialogs.split(","):
                path = out / f"{kind}-{lang}-{size[0]}x{size[1]}.png"
                heights = shoot(app, kind, path)
                tall = f"buttons {min(heights)}-{max(heights)} px high" if heights else ""
                print(f"  {path.name} {tall}")
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
