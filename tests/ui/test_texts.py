"""Every text the UI asks for exists in the translation table (a missing key would raise),
and hints name cards and piles in the player's language."""

import re
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.engine.moves import Move
from game.engine.rules import PRESETS, VARIANTS, rules_for
from game.i18n import TEXTS, t
from game.persist.settings import FELTS
from game.ui.assets import CardArt
from game.ui.dialogs.menu import ITEMS
from game.ui.dialogs.settings import CHECK_KEYS, CHOICES
from game.ui.hints import Hints
from game.ui.hud import Hud
from tests.engine.build import build

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
LITERAL = re.compile(r"""\btr?\(\s*["']([a-z_]+(?:\.[a-z_0-9]+)+)["']""")


def test_every_literal_key_in_the_ui_exists():
    keys = {m for path in UI.rglob("*.py") for m in LITERAL.findall(path.read_text())}
    assert len(keys) > 40  # the pattern really finds the calls
    missing = sorted(k for k in keys if k not in TEXTS)
    assert not missing, missing


def test_every_composed_key_exists():
    composed = [f"preset.{p}" for p in PRESETS]
    composed += [f"rules.preset.{p}" for p in PRESETS]
    for rules in (rules_for(game, p) for game in VARIANTS for p in PRESETS):
        composed += [f"desc.moves.{rules.group_moves.name.lower()}"]
        composed += ["desc.empty." + "_".join(sorted(rules.empty_column_sources))]
    composed += [f"button.{b}" for b in Hud.BUTTONS]
    composed += [f"menu.{item}" for item in ITEMS] + ["menu.windowed"]
    composed += [
        f"code.{kind}"
        for kind in ("empty", "malformed", "version", "draw", "draw_fixed", "letters", "suffix")
    ]
    composed += [f"back.{name}" for name in CardArt().back_names()]
    composed += list(CHECK_KEYS.values())
    composed += [label for label, _ in CHOICES.values()]
    composed += [key for _, options in CHOICES.values() for _, key, _tip in options]
    composed += [tip for _, options in CHOICES.values() for _, _key, tip in options if tip]
    composed += [f"felt.{name}" for name in FELTS] + ["settings.felt", "language.system_short"]
    missing = sorted(k for k in composed if k not in TEXTS)
    assert not missing, missing


# --- hints name cards and piles in the player's language ----------------------------------


def describe(lang: str, state, move: Move, guess: bool = False, lang_of: bool = True) -> str:
    def tr(key: str, **params: object) -> str:
        return t(key, lang, **params)

    hints = Hints(None, tr, lang_of=lambda: lang) if lang_of else Hints(None, tr)
    return hints.describe(SimpleNamespace(state=state), move, guess=guess)


# 7♦ can go home (start rank 7) or onto the 8♠ in column 2; the Q♥ fits on the K♣.
POSITION = build(tableau=[["7D"], ["8S"], ["QH"], ["KC"]], reserve=["3C"])
# The reserve is empty, so column 2 may stay empty and take any card.
EMPTY = build(tableau=[["7D"], [], ["QH"], ["KC"]])


@pytest.mark.parametrize(
    ("lang", "home", "column", "queen", "empty"),
    [
        (
            "en",
            "Hint: 7♦ to the foundation",
            "Hint: 7♦ to column 2",
            "Hint: Q♥ to column 4",
            "Hint: Q♥ to empty column 2",
        ),
        (
            "nl",
            "Tip: 7♦ naar het fundament",
            "Tip: 7♦ naar kolom 2",
            "Tip: Q♥ naar kolom 4",
            "Tip: Q♥ naar de lege kolom 2",
        ),
        (
            "de",
            "Hinweis: 7♦ auf den Zielstapel",
            "Hinweis: 7♦ auf Spalte 2",
            "Hinweis: Q♥ auf Spalte 4",
            "Hinweis: Q♥ auf die leere Spalte 2",
        ),
    ],
)
def test_hint_names_the_card_and_the_pile_in_the_language(lang, home, column, queen, empty):
    assert describe(lang, POSITION, Move("t1", "fD", 1)) == home
    assert t("pile.foundation", lang) in home
    assert describe(lang, POSITION, Move("t1", "t2", 1)) == column
    assert describe(lang, POSITION, Move("t3", "t4", 1)) == queen
    assert describe(lang, EMPTY, Move("t3", "t2", 1)) == empty


def test_a_guess_and_a_turn_read_in_the_language():
    assert describe("nl", POSITION, Move("t1", "fD", 1), guess=True) == (
        "Een gok: 7♦ naar het fundament (de oplosser weet het niet zeker)"
        " · Nog eens H denkt langer na"
    )
    assert describe("de", POSITION, Move("stock", "waste", 3)) == "Hinweis: decke den Stapel auf"


def test_hints_without_a_language_speak_english():
    assert describe("en", POSITION, Move("t1", "fD", 1), lang_of=False) == (
        "Hint: 7♦ to the foundation"
    )


def test_every_text_has_its_glyphs_in_the_game_font():
    """A character Noto Sans lacks draws as its empty box (seen: the → of a status line);
    suit symbols are drawn with the symbol font (TextCache._render_with_suits)."""
    from game.i18n import SUIT_SYMBOLS
    from game.ui.render import TextCache

    pygame.font.init()
    text = TextCache()
    fonts = [text.font(20), text.font(20, bold=True)]

    def drawn(font: pygame.font.Font, ch: str) -> tuple:
        surface = font.render(ch, True, (255, 255, 255))
        return surface.get_size(), pygame.image.tobytes(surface, "RGBA")

    boxes = [drawn(font, chr(0xE000)) for font in fonts]  # a private-use code: no glyph
    assert drawn(fonts[0], "→") == boxes[0]  # the check sees a missing glyph
    suits = set(SUIT_SYMBOLS.values())
    chars = {
        (ch, key, lang)
        for key, entry in TEXTS.items()
        for lang, value in entry.items()
        for ch in set(value) - suits - {"\n"}
    }
    seen: dict[str, bool] = {}
    missing = []
    for ch, key, lang in sorted(chars):
        if ch not in seen:
            seen[ch] = any(drawn(f, ch) == box for f, box in zip(fonts, boxes, strict=True))
        if seen[ch]:
            missing.append((key, lang, ch))
    assert not missing, missing[:10]


def test_no_wrapped_line_of_a_note_starts_with_the_punctuation_after_bold_words():
    """pygame_gui may wrap between a closing tag and the comma after it: a rules page
    began a line with ", goes face up" (tester round, stop 50). At every width the lines
    start with a word."""
    from game.engine.game import Game
    from game.ui.dialogs.widgets import Note
    from tests.ui.driver import Driver

    manager = Driver(Game.from_code("CF1-D3-AAAAACL")).app.hud.manager  # the game's theme
    html = "The next card, the <b>base card</b>, goes face up on the first <i>foundation</i>."
    plain = "The next card, the base card, goes face up on the first foundation."
    starts = set()
    for width in range(100, 420, 2):
        note = Note(html, pygame.Rect(0, 0, width, -1), manager)
        rows = note.text_box_layout.layout_rows
        lines = ["".join(getattr(chunk, "text", "") for chunk in row.items) for row in rows]
        starts |= {line[:1] for line in lines if line}
        assert " ".join("".join(lines).split()) == plain  # every word, none lost
        note.kill()
    assert starts and not starts & set(",.;:!?) ")
