"""One term per concept per language: a command, option or pile is called the same
wherever it is named (HUD button, menu item, dialog title, rules, tips, hints, notices)."""

from __future__ import annotations

import re

import pytest

from game.i18n import LANGUAGES, TEXTS, t

# Every placeholder any text uses, so each text can be formatted for the checks.
PARAMS = {"n": 3, "draw": 3, "rules": "X", "code": "CF1-D3-ABCDEFG", "score": 5, "time": "1:00"}
PARAMS |= {"moves": 9, "tries": 50, "version": "CF9", "suffix": "Q", "path": "/p", "card": "7"}
PARAMS |= {"target": "T", "known": "CF1, RF1", "prefix": "RU1", "net": "+$5", "bank": "$5"}


def plain(key: str, lang: str, **params: object) -> str:
    """The text without markup and without a trailing "…" (an item that opens a dialog)."""
    text = re.sub(r"<br>", " ", t(key, lang, **(params or PARAMS)))
    return re.sub(r"</?[bi]>", "", text).removesuffix("…")


def names(key: str, lang: str, **params: object) -> str:
    """A label's words as other texts quote them: no "…" or "!", any case."""
    return plain(key, lang, **params).rstrip("!").casefold()


def mentions(text: str, term: str) -> bool:
    """`term` starts a word of `text`, so German "Stapel" is not found in "Zielstapel"."""
    return re.search(r"(?<!\w)" + re.escape(term), text, re.IGNORECASE) is not None


# --- the same words under several keys ---------------------------------------------------

# Button, menu item and dialog title of one command: the same words (a menu item adds "…").
SAME = [
    ("button.undo", "menu.undo"),
    ("button.redo", "menu.redo"),
    ("button.new", "menu.new", "newgame.title"),
    ("button.hint", "menu.hint"),
    ("button.home", "menu.home"),
    ("button.stats", "menu.stats", "stats.title"),
    ("menu.settings", "settings.title"),
    ("menu.rules", "rules.title"),
    ("menu.fullscreen", "settings.fullscreen"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("keys", SAME, ids="=".join)
def test_one_command_one_label(keys, lang):
    labels = {key: plain(key, lang) for key in keys}
    assert len(set(labels.values())) == 1, labels


@pytest.mark.parametrize("lang", LANGUAGES)
def test_menu_items_that_open_a_dialog_end_in_an_ellipsis(lang):
    dialogs = {"menu.new", "menu.settings", "menu.stats", "menu.rules"}
    for key in (k for k in TEXTS if k.startswith("menu.") and k != "menu.title"):
        assert TEXTS[key][lang].endswith("…") == (key in dialogs), f"{key}/{lang}"


# A text that names a command, option or HUD label quotes its words (case aside).
NAMED_IN = [
    (
        "button.undo",
        (
            "hint.undo_winnable",
            "banner.stuck_detail",
            "banner.stuck_takeback_detail",
            "rules.goal",
            "rules.scoring",
        ),
    ),
    (
        "button.new",
        (
            "banner.stuck_detail",
            "banner.stuck_takeback_detail",
            "banner.stuck_start_detail",
            "rules.goal",
            "rules.stock",
        ),
    ),
    ("button.hint", ("hint.win", "hint.turn", "hint.turn_back", "stats.hints")),
    ("button.restart", ("menu.restart",)),
    ("button.stats", ("stats.reset", "stats.reset_confirm", "notice.stats_damaged")),
    ("settings.autofinish", ("rules.goal",)),
    ("newgame.code", ("hud.copy_tip", "code.empty", "code.malformed", "notice.copied")),
    ("hud.copied", ("notice.copied",)),
    ("stats.played", ("confirm.abandon_text", "confirm.resume_code_text")),
    ("stats.won", ("confirm.abandon_text", "confirm.resume_code_text")),
    ("hud.score", ("banner.won_detail", "stats.best_score", "rules.scoring")),
    ("hud.bank", ("banner.won_detail_casino",)),
    ("hud.moves", ("banner.won_detail", "banner.won_detail_casino")),
    ("hud.time", ("banner.won_detail", "banner.won_detail_casino")),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("label", "keys"), NAMED_IN, ids=[k for k, _ in NAMED_IN])
def test_texts_name_a_command_by_its_label(label, keys, lang):
    words = names(label, lang)
    for key in keys:
        assert words in plain(key, lang).casefold(), f"{key}/{lang} does not say {words!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sound_notices_use_the_settings_words(lang):
    sound, on, off = (names(k, lang) for k in ("settings.sound", "settings.on", "settings.off"))
    assert names("notice.sound_on", lang) == f"{sound} {on}"
    assert names("notice.sound_off", lang) == f"{sound} {off}"
    assert names("sound.tip", lang) == f"{sound} {on}/{off} (m)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_is_named_as_on_the_hud(lang):
    """ "Draw 3" on the HUD is "draw 3" in the code check, statistics, rules and tips."""
    draw3, draw1 = names("hud.draw", lang, n=3), names("hud.draw", lang, n=1)
    for key in ("newgame.code_ok", "stats.preset_draw", "rules.stock", "tips.4"):
        assert draw3 in plain(key, lang).casefold(), f"{key}/{lang} does not say {draw3!r}"
    assert draw1 in plain("rules.stock", lang).casefold()
    # The New game dialog's options ("3 cards – hard") are quoted in the rules too.
    for option in ("newgame.draw3", "newgame.draw1"):
        for part in plain(option, lang).split(" – "):
            assert part.casefold() in plain("rules.stock", lang).casefold(), f"{option}/{lang}"


# "This deal" (the cards as dealt) and "leave" (a game in progress): one word each.
DEAL = {"en": "deal", "nl": "spel", "de": "Partie"}
LEAVE = {"en": "leave", "nl": "verlaten", "de": "verlassen"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_word_for_the_deal_and_for_leaving_a_game(lang):
    for key in (
        "menu.restart",
        "button.replay",
        "banner.stuck_start_detail",
        "confirm.restart_title",
    ):
        assert mentions(plain(key, lang), DEAL[lang]), f"{key}/{lang}"
    for key in ("confirm.abandon_title", "confirm.abandon_yes", "confirm.resume_code_text"):
        assert mentions(plain(key, lang), LEAVE[lang]), f"{key}/{lang}"


# --- pile names ----------------------------------------------------------------------------

PILES = {
    "reserve": {"en": "reserve", "nl": "reserve", "de": "Reserve"},
    "stock": {"en": "stock", "nl": "trekstapel", "de": "Stapel"},
    "waste": {"en": "waste", "nl": "aflegstapel", "de": "Ablage"},
    "foundation": {"en": "foundation", "nl": "fundament", "de": "Zielstapel"},
    "column": {"en": "column", "nl": "kolom", "de": "Spalte"},
}
ALL_PILES = tuple(PILES)
RULE_PILES = ("column", "reserve", "foundation")

# The texts that name a pile, and the piles each names.
NAMING = {
    "pile.reserve": ("reserve",),
    "pile.stock": ("stock",),
    "pile.waste": ("waste",),
    "pile.foundation": ("foundation",),
    "pile.column": ("column",),
    "pile.empty_column": ("column",),
    "hint.turn": ("stock",),
    "hint.guess_turn": ("stock",),
    "hint.turn_back": ("waste",),
    "click.foundation": ("foundation",),
    "click.columns": ("foundation", "column"),
    "desc.moves.whole_column": ("column",),
    "desc.empty.waste": ("column", "waste"),
    "desc.empty.reserve_waste": ("column", "reserve", "waste"),
    "desc.takeback": ("foundation",),
    "banner.stuck_detail": ("foundation",),
    "banner.stuck_takeback_detail": ("foundation",),
    "banner.stuck_start_detail": ("foundation",),
    "rules.goal": ALL_PILES,
    "rules.setup": ALL_PILES,
    "rules.foundations": ("foundation",),
    "rules.columns": ("column", "reserve"),
    "rules.reserve": ("reserve", "foundation", "column"),
    "rules.stock": ("stock", "waste", "foundation", "column"),
    "rules.scoring": ("foundation", "reserve", "column", "waste"),
    "rules.preset.standard": RULE_PILES,
    "rules.preset.hoyle": (*RULE_PILES, "waste"),
    "rules.preset.strict": (*RULE_PILES, "waste"),
    "tips.1": ("column", "reserve", "stock"),
    "tips.2": ("stock", "waste"),
    "tips.3": ("foundation", "column"),
    "tips.4": ("stock",),
    "tips.5": ("reserve", "waste", "column"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(NAMING))
def test_texts_use_the_pile_terms(key, lang):
    text = plain(key, lang)
    for pile in NAMING[key]:
        assert mentions(text, PILES[pile][lang]), f"{key}/{lang} lacks {PILES[pile][lang]!r}"


# Other words for the same things, which the table must not use.
SYNONYMS = {
    "en": ("tableau", "talon", "go home", "goes home"),
    "nl": ("fundering", "ongedaan", "opnieuw uitvoeren", "talon"),
    "de": ("neue partie", "fundament", "talon", "nachziehstapel", "ablagestapel", "kolonne"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_second_word_for_a_term(lang):
    found = [
        (key, word)
        for key in TEXTS
        for word in SYNONYMS[lang]
        if word in TEXTS[key][lang].casefold()
    ]
    assert not found, found
