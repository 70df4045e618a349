"""Build the one-folder bundle: the game with its own Python, for a machine without one.

Usage:  pip install -e '.[bundle]' && python tools/build_bundle.py [--dist DIR] [--work DIR]

PyInstaller makes DIST/canfield/ (default dist/canfield/); run DIST/canfield/canfield.
The folder is the whole game: copy or archive it as it is. It is built for the system it
is built on (Linux bundles for Linux, and so on).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "canfield"
# Installed in a development venv but never used by the game: keep them out of the bundle.
EXCLUDES = ("tkinter", "numpy", "PIL", "pytest", "hypothesis", "IPython", "matplotlib")
# pygame_gui's hook bundles all its fonts; it loads the Japanese, Chinese and Korean ones
# (39 MB) only for a ja/zh/ko UI locale, and the game speaks en, nl and de.
UNUSED = tuple(f"_internal/pygame_gui/data/NotoSans{lang}-*" for lang in ("JP", "SC", "KR"))
ENTRY = '''"""The bundle's entry point (written by tools/build_bundle.py)."""

from game.cli import main  # main() calls multiprocessing.freeze_support() for the worker

raise SystemExit(main())
'''


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def gui_dir() -> Path:
    spec = importlib.util.find_spec("pygame_gui")  # found, not imported (that starts pygame)
    if spec is None or spec.origin is None:
        raise SystemExit("pygame_gui is not installed: pip install -e '.[bundle]'")
    return Path(spec.origin).parent


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller; returns the bundle's executable."""
    import PyInstaller.__main__  # here: only this tool needs it (the `bundle` extra)

    work.mkdir(parents=True, exist_ok=True)
    entry = work / f"{NAME}_main.py"
    entry.write_text(ENTRY, encoding="utf-8")
    args = [
        str(entry),
        f"--name={NAME}",
        "--onedir",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={dist}",
        f"--workpath={work}",
        f"--specpath={work}",
        f"--paths={ROOT}",
        # The art and sounds go where an installed game has them: game/assets/.
        f"--add-data={ROOT / 'assets'}{os.pathsep}game/assets",
        "--collect-submodules=game",
        # The fonts' licences go with the fonts (pygame_gui's hook leaves them out).
        f"--add-data={gui_dir() / 'data' / 'licenses'}{os.pathsep}pygame_gui/data/licenses",
    ]
    args += [f"--exclude-module={name}" for name in EXCLUDES]
    PyInstaller.__main__.run(args)
    folder = dist / NAME
    for pattern in UNUSED:
        for path in folder.glob(pattern):
            path.unlink()
    return folder / NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build" / "bundle", help="default: build/bundle/"
    )
    args = parser.parse_args(argv)
    start = time.monotonic()
    exe = build(args.dist.resolve(), args.work.resolve())
    size = folder_size(exe.parent) / 2**20
    print(f"built {exe} ({size:.0f} MB in {exe.parent}, {time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
