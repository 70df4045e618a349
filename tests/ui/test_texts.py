"""Every text the UI asks for exists in the translation table (a missing key would raise)."""

import re
from pathlib import Path

from game.engine.rules import PRESETS
from game.i18n import TEXTS
from game.ui.assets import CardArt
from game.ui.dialogs.menu import ITEMS
from game.ui.dialogs.settings import CHECK_KEYS, CHOICES
from game.ui.hud import Hud

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
LITERAL = re.compile(r"""\btr?\(\s*["']([a-z_]+(?:\.[a-z_0-9]+)+)["']""")


def test_every_literal_key_in_the_ui_exists():
    keys = {m for path in UI.rglob("*.py") for m in LITERAL.findall(path.read_text())}
    assert len(keys) > 40  # the pattern really finds the calls
    missing = sorted(k for k in keys if k not in TEXTS)
    assert not missing, missing


def test_every_composed_key_exists():
    composed = [f"preset.{p}" for p in PRESETS]
    composed += [f"preset.{p}.desc" for p in PRESETS] + [f"rules.preset.{p}" for p in PRESETS]
    composed += [f"button.{b}" for b in Hud.BUTTONS]
    composed += [f"menu.{item}" for item in ITEMS] + ["menu.windowed"]
    composed += [
        f"code.{kind}" for kind in ("empty", "malformed", "version", "draw", "letters", "suffix")
    ]
    composed += [f"back.{name}" for name in CardArt().back_names()]
    composed += list(CHECK_KEYS.values())
    composed += [label for label, _ in CHOICES.values()]
    composed += [key for _, options in CHOICES.values() for _, key in options]
    missing = sorted(k for k in composed if k not in TEXTS)
    assert not missing, missing
