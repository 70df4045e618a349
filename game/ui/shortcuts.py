"""The keys of the commands, as the menu and the top bar's tool tips name them.

One table, so a label never names a key the game does not answer to
(tests/ui/test_shortcuts.py presses every key listed here and checks what it did).
German keyboards say Strg where others say Ctrl."""

from __future__ import annotations

from collections.abc import Callable

import pygame

# command -> (with Ctrl, the key's name on the keyboard)
KEYS: dict[str, tuple[bool, str]] = {
    "new": (True, "N"),  # the New game dialog, as Ctrl+N opens a new document elsewhere
    "restart": (True, "R"),
    "undo": (True, "Z"),
    "redo": (True, "Y"),
    "hint": (False, "H"),
    "solution": (False, "D"),
    "home": (False, "A"),
    "rules": (False, "F1"),
    "fullscreen": (False, "F11"),
    "menu": (False, "Esc"),
    "quit": (True, "Q"),  # as in Aisleriot and PySolFC; the game is kept as on closing
}

# The end-of-game panel's buttons: its "New game" deals at once, as N does (the bar's
# opens the dialog), and "Play this game again" is the restart.
PANEL_KEYS: dict[str, tuple[bool, str]] = {**KEYS, "new": (False, "N"), "replay": KEYS["restart"]}


def key_code(name: str) -> int:
    """The pygame key a key's name in `KEYS` stands for ("N", "F1", "Esc")."""
    return pygame.K_ESCAPE if name == "Esc" else pygame.key.key_code(name.lower())


def command_of_key(key: int, ctrl: bool) -> str | None:
    """The command whose key (`KEYS`) this key press is, with Ctrl held or not."""
    for command, (with_ctrl, name) in KEYS.items():
        if with_ctrl == ctrl and key_code(name) == key:
            return command
    return None


def legends(tr: Callable[..., str]) -> tuple[str, str]:
    """What the player's keyboard prints on the Ctrl key and the space bar."""
    ctrl, space = tr("key.legends").split()
    return ctrl, space


def key_name(command: str, tr: Callable[..., str], keys: dict = KEYS) -> str | None:
    """The command's key as the player's keyboard names it ("Ctrl+Z", "Strg+Z"), or None."""
    if command not in keys:
        return None
    ctrl, key = keys[command]
    return f"{legends(tr)[0]}+{key}" if ctrl else key


def with_key(label: str, command: str, tr: Callable[..., str], keys: dict = KEYS) -> str:
    """A menu item's or a tool tip's text: the label and, where there is one, its key."""
    key = key_name(command, tr, keys)
    return f"{label} ({key})" if key else label


def key_tip(label: str, command: str, tr: Callable[..., str], keys: dict = KEYS) -> str | None:
    """A button's tool tip: its label and key ("Undo (Ctrl+Z)"); None without a key."""
    return with_key(label, command, tr, keys) if command in keys else None
