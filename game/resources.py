"""Where the game's files are, installed or in a checkout (no pygame here: the desktop
installer and the CLI use it too)."""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def asset_dir() -> Path:
    """The art and sounds: inside the package when installed (a wheel build and the bundle
    copy the top-level assets/ there as game/assets/), else the checkout's assets/ beside
    game/ (an editable install, or running from the tree)."""
    packaged = PACKAGE_DIR / "assets"
    if (packaged / "cards").is_dir():  # not a left-over empty folder of an old checkout
        return packaged
    return PACKAGE_DIR.parent / "assets"


def icon_path() -> Path:
    """The 256x256 PNG icon made by tools/make_icon.py."""
    return asset_dir() / "icon.png"


def version() -> str:
    """The installed distribution's version, else the package's own (a bare checkout)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("canfield")
    except PackageNotFoundError:
        from game import __version__

        return __version__
