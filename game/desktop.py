"""Put the game in the desktop's menus: a freedesktop .desktop entry and the icon, in the
user's data folders ($XDG_DATA_HOME, by default ~/.local/share). No pygame here."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

from game.resources import icon_path

APP_ID = "canfield"  # the entry's file name and the icon's theme name
ICON_SIZE = 256  # tools/make_icon.py draws the icon at this size

# Characters that oblige an Exec argument to be quoted (Desktop Entry spec, "Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(env: Mapping[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset, empty or relative (the XDG
    spec says a relative path is to be ignored)."""
    env = os.environ if env is None else env
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def entry_file(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def icon_file(home: Path) -> Path:
    return home / "icons" / "hicolor" / f"{ICON_SIZE}x{ICON_SIZE}" / "apps" / f"{APP_ID}.png"


def launch_command() -> list[str]:
    """How the menu starts this very installation of the game."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle: its executable is the game
        return [os.path.abspath(sys.executable)]
    # The launcher pip put beside this interpreter (a venv's bin/), else the one on PATH.
    beside = Path(sys.executable).parent / "canfield"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())]
    found = shutil.which("canfield")
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable), "-m", "game"]


def _exec_arg(arg: str) -> str:
    """One argument of the Exec key: quoted when it must be, then escaped as a string
    value (the spec applies both levels, so a backslash ends up doubled twice)."""
    arg = arg.replace("%", "%%")  # a lone % would be a field code
    if any(c in _RESERVED for c in arg):
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        arg = f'"{inner}"'
    return arg.replace("\\", "\\\\")


def desktop_entry(command: list[str]) -> str:
    """The text of canfield.desktop for starting ``command``."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Canfield\n"
        "GenericName=Solitaire\n"
        "Comment=Canfield solitaire, with a solver behind hints and solvable deals\n"
        f"Exec={' '.join(_exec_arg(a) for a in command)}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;CardGame;\n"
        "Keywords=solitaire;patience;cards;\n"
    )


def install(env: Mapping[str, str] | None = None) -> list[Path]:
    """Write the entry and the icon; returns the two files written."""
    home = data_home(env)
    source = icon_path()
    if not source.is_file():
        raise FileNotFoundError(f"the icon is missing: {source}")
    entry, icon = entry_file(home), icon_file(home)
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, icon)
    entry.parent.mkdir(parents=True, exist_ok=True)
    tmp = entry.with_suffix(".desktop.tmp")  # menus watch the folder: never a half file
    tmp.write_text(desktop_entry(launch_command()), encoding="utf-8")
    os.replace(tmp, entry)
    return [entry, icon]


def uninstall(env: Mapping[str, str] | None = None) -> list[Path]:
    """Remove the entry and the icon; returns those that were there."""
    home = data_home(env)
    removed = []
    for path in (entry_file(home), icon_file(home)):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed
