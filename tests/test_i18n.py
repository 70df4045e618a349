"""The translation table: complete, translated, consistent placeholders, seed terms."""

from __future__ import annotations

import locale
import re
import string
from pathlib import Path

import pytest

from game import i18n
from game.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    SAME_ALLOWED,
    TEXTS,
    card_label,
    resolve,
    system_language,
    t,
)
from game.i18n_family import SAME_ALLOWED_FAMILY

ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

REQUIRED_KEYS = re.findall(
    r"\S+",
    """
hud.score hud.moves hud.time hud.bank hud.draw hud.copied hud.custom hud.copy_tip
hud.paused sound.tip
button.undo button.redo button.new button.menu button.hint button.close button.cancel button.ok
button.restart button.replay button.stats
preset.standard preset.hoyle preset.strict
desc.moves.any_run desc.empty.waste desc.takeback
menu.title menu.new menu.restart menu.undo menu.redo menu.hint menu.settings menu.stats
menu.rules menu.fullscreen menu.windowed menu.quit
newgame.title newgame.draw newgame.draw3 newgame.draw1 newgame.rules newgame.solvable
newgame.solvable_tip newgame.daily newgame.daily_tip newgame.code newgame.code_placeholder
newgame.deal newgame.play_code newgame.searching newgame.fallback newgame.code_ok
code.empty code.malformed code.version code.draw code.letters code.suffix
settings.title settings.sound settings.volume settings.animations settings.speed
speed.slow speed.normal speed.fast settings.click click.off click.foundation click.columns
settings.autofinish settings.fullscreen settings.four_colour settings.card_back
back.blue back.red back.green settings.scoring scoring.standard scoring.casino
settings.language language.system settings.on settings.off
stats.title stats.preset_draw stats.played stats.won stats.win_rate stats.current_streak
stats.best_streak stats.best_score stats.fastest stats.average_time stats.hints stats.bank
stats.daily stats.daily_won stats.daily_not_won stats.none stats.no_daily stats.reset
stats.reset_confirm stats.reset_yes stats.reset_no
confirm.abandon_title confirm.abandon_text confirm.abandon_yes confirm.abandon_no
confirm.dont_ask confirm.resume_code_text
hint.thinking hint.win hint.turn hint.turn_back hint.guess hint.guess_turn hint.lost
hint.lost_deal
hint.undo_winnable hint.no_winnable hint.never_winnable hint.none
pile.reserve pile.waste pile.stock pile.foundation pile.column pile.empty_column
banner.won banner.won_detail banner.won_detail_casino banner.stuck banner.stuck_detail
banner.stuck_takeback_detail banner.stuck_start banner.stuck_start_detail
notice.settings_damaged notice.stats_damaged notice.game_damaged notice.cannot_save
notice.resumed notice.no_audio notice.sound_on notice.sound_off notice.copied
rules.title rules.tips_title rules.goal rules.setup rules.foundations rules.columns
rules.reserve rules.stock rules.scoring
rules.preset.standard rules.preset.hoyle rules.preset.strict
tips.1 tips.2 tips.3 tips.4 tips.5
""",
)

RULE_KEYS = [k for k in TEXTS if k.startswith(("rules.", "tips."))]


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def rules_text(lang: str) -> str:
    return " ".join(TEXTS[key][lang] for key in RULE_KEYS)


@pytest.fixture
def clean_env(monkeypatch):
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


# --- completeness --------------------------------------------------------------------


def test_languages_and_names():
    assert LANGUAGES == ("en", "nl", "de")
    assert set(LANGUAGE_NAMES) == set(LANGUAGES)


def test_required_keys_present():
    missing = [key for key in REQUIRED_KEYS if key not in TEXTS]
    assert not missing, f"missing keys: {missing}"


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_key_has_every_language(key):
    entry = TEXTS[key]
    assert set(entry) == set(LANGUAGES), f"{key}: languages {sorted(entry)}"
    for lang in LANGUAGES:
        assert isinstance(entry[lang], str) and entry[lang].strip(), f"{key}/{lang} is empty"


def test_missing_translation_is_caught(monkeypatch):
    """The completeness check itself fails on a key without a translation."""
    monkeypatch.setitem(TEXTS, "test.partial", {"en": "Only English", "nl": "Alleen"})
    with pytest.raises(AssertionError):
        test_every_key_has_every_language("test.partial")


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_translated_unless_allowed(key):
    if key in SAME_ALLOWED:
        return
    english = TEXTS[key]["en"]
    for lang in ("nl", "de"):
        assert TEXTS[key][lang] != english, f"{key}/{lang} is still English"


def test_same_allowed_is_small_and_real():
    assert SAME_ALLOWED.issubset(TEXTS)
    names = {key for key in SAME_ALLOWED if key.startswith("game.")}  # games' own names
    assert names >= SAME_ALLOWED_FAMILY and len(SAME_ALLOWED - names) <= 8
    # Every allowed key really needs the exception in at least one language.
    for key in SAME_ALLOWED:
        entry = TEXTS[key]
        assert entry["en"] in (entry["nl"], entry["de"]), f"{key} needs no exception"


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_placeholders_match(key):
    entry = TEXTS[key]
    expected = placeholders(entry["en"])
    for lang in LANGUAGES:
        assert placeholders(entry[lang]) == expected, f"{key}/{lang}"


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_text_formats(key):
    params = {name: "X" for name in placeholders(TEXTS[key]["en"])}
    for lang in LANGUAGES:
        assert t(key, lang, **params)


def test_markup_is_the_allowed_subset():
    for key in TEXTS:
        for lang in LANGUAGES:
            tags = re.findall(r"</?([a-zA-Z]+)[^>]*>", TEXTS[key][lang])
            assert set(tags) <= {"b", "i", "br"}, f"{key}/{lang}: {tags}"
            text = TEXTS[key][lang]
            for tag in ("b", "i"):
                assert text.count(f"<{tag}>") == text.count(f"</{tag}>"), f"{key}/{lang}"


def test_no_stray_whitespace():
    for key in TEXTS:
        for lang in LANGUAGES:
            text = TEXTS[key][lang]
            assert text == text.strip() and "  " not in text, f"{key}/{lang}: {text!r}"


# --- t -------------------------------------------------------------------------------


def test_t_formats():
    assert t("hud.draw", "en", n=3) == "Draw 3"
    assert t("hud.draw", "nl", n=1) == "Trek 1"
    assert "3" in t("hud.draw", "de", n=3)
    assert t(
        "hint.win", "nl", card=card_label(7, "H", "nl"), target=t("pile.column", "nl", n=2)
    ) == ("Tip: 7♥ naar kolom 2")
    assert t("newgame.fallback", "de", tries=50).startswith("In 50 Versuchen")
    assert t("button.new", "de") == "Neue Karten"


# --- card labels -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "nl", "de", "fr"])
def test_card_labels_name_the_ranks_as_the_cards_print_them(lang):
    # The card art's indices are J, Q, K: German "B♥" beside a card showing J♥ read as
    # another card (a tester).
    assert [card_label(rank, "S", lang) for rank in range(1, 14)] == [
        f"{r}♠" for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    ]


def test_card_label_suits():
    assert [card_label(7, suit, "en") for suit in "SHDC"] == ["7♠", "7♥", "7♦", "7♣"]
    assert card_label(12, "H", "nl") == "Q♥"
    assert card_label(11, "C", "de") == "J♣"


@pytest.mark.parametrize(("rank", "suit"), [(0, "S"), (14, "S"), (7, "X"), (7, "s")])
def test_card_label_rejects_a_card_that_does_not_exist(rank, suit):
    with pytest.raises(ValueError):
        card_label(rank, suit, "en")


def test_t_unknown_key_raises():
    with pytest.raises(KeyError):
        t("no.such.key", "en")


def test_t_unknown_language_falls_back_to_english():
    assert t("menu.quit", "fr") == "Quit"
    assert t("hud.draw", "xx", n=3) == "Draw 3"


def test_t_missing_parameter_raises():
    with pytest.raises(KeyError):
        t("hud.draw", "en")


# --- system language and resolve -----------------------------------------------------


@pytest.mark.parametrize(
    ("var", "value", "expected"),
    [
        ("LANG", "nl_NL.UTF-8", "nl"),
        ("LANG", "nl_BE", "nl"),
        ("LANG", "de_AT", "de"),
        ("LANG", "de_DE.UTF-8@euro", "de"),
        ("LANG", "fr_FR", "en"),
        ("LANG", "C.UTF-8", "en"),
        ("LANG", "en_GB.UTF-8", "en"),
        ("LC_MESSAGES", "de_CH.UTF-8", "de"),
        ("LC_ALL", "nl_NL", "nl"),
        ("LANGUAGE", "de", "de"),
        ("LANGUAGE", "fr:nl:en", "nl"),
    ],
)
def test_system_language_from_env(clean_env, var, value, expected):
    clean_env.setenv(var, value)
    assert system_language() == expected


def test_system_language_order(clean_env):
    clean_env.setenv("LANG", "de_DE.UTF-8")
    clean_env.setenv("LC_MESSAGES", "nl_NL.UTF-8")
    assert system_language() == "nl"
    clean_env.setenv("LC_ALL", "fr_FR.UTF-8")
    assert system_language() == "en"
    clean_env.setenv("LANGUAGE", "de")
    assert system_language() == "de"


def test_system_language_skips_empty_vars(clean_env):
    clean_env.setenv("LANGUAGE", "")
    clean_env.setenv("LC_ALL", "  ")
    clean_env.setenv("LANG", "de_AT")
    assert system_language() == "de"


def test_system_language_falls_back_to_locale(clean_env):
    clean_env.setattr(locale, "getlocale", lambda *a: ("nl_NL", "UTF-8"))
    assert system_language() == "nl"
    clean_env.setattr(locale, "getlocale", lambda *a: ("German_Germany", "1252"))
    assert system_language() == "de"
    clean_env.setattr(locale, "getlocale", lambda *a: (None, None))
    assert system_language() == "en"


def test_resolve(clean_env):
    clean_env.setenv("LANG", "de_AT")
    assert resolve(None) == "de"
    clean_env.setenv("LANG", "nl_NL.UTF-8")
    assert resolve(None) == "nl"
    clean_env.setenv("LANG", "fr_FR")
    assert resolve(None) == "en"
    assert resolve("de") == "de"
    assert resolve("nl") == "nl"
    assert resolve("en") == "en"
    assert resolve("xx") == "en"


def test_no_pygame_import():
    assert "pygame" not in i18n.__dict__
    source = Path(i18n.__file__).read_text(encoding="utf-8")
    assert "import pygame" not in source


# --- the seed documents' terms ---------------------------------------------------------


@pytest.mark.parametrize(
    "term",
    ["trekstapel", "aflegstapel", "reserve", "kolom", "fundament", "basiskaart", "startrang"],
)
def test_dutch_rules_use_seed_000_terms(term):
    assert term in rules_text("nl").lower()


@pytest.mark.parametrize(
    "term",
    ["Reserve", "Zielstapel", "Stapel", "Ablage", "Spalte", "Anfangsrang", "Dreierpaket"],
)
def test_german_rules_use_seed_004_terms(term):
    assert term in rules_text("de")


def test_seed_labels():
    # Seed 000: Trek 3 ("3 kaarten", "Moeilijk"), Trek 1 ("1 kaart", "Makkelijk").
    assert t("newgame.draw3", "nl").lower().startswith("3 kaarten")
    assert "moeilijk" in t("newgame.draw3", "nl").lower()
    assert "makkelijk" in t("newgame.draw1", "nl").lower()
    assert t("newgame.title", "nl") == "Nieuw spel"
    assert t("newgame.code", "nl") == "Spelcode"
    assert (t("button.undo", "nl"), t("button.redo", "nl")) == ("Terug", "Vooruit")
    # Seed 004: "Automatisch spielen", "Automatisch abschließen", "Brett des Tages".
    assert t("settings.click", "de") == "Automatisch spielen"
    assert t("settings.autofinish", "de") == "Automatisch abschließen"
    assert t("newgame.daily", "de") == "Brett des Tages"
    assert "lösbar" in t("newgame.solvable", "de").lower()
    assert t("newgame.title", "de") == t("button.new", "de") == "Neue Karten"
    # Pile names in hints.
    assert t("pile.waste", "nl") == "de aflegstapel"
    assert t("pile.stock", "nl") == "de trekstapel"
    assert "Ablage" in t("pile.waste", "de")
    assert "Zielstapel" in t("pile.foundation", "de")


def test_english_rules_cover_the_rules():
    text = rules_text("en")
    for phrase in ("52", "13", "34", "start rank", "base card", "255", "$52", "$208"):
        assert phrase in text, phrase
    assert "whole column" in TEXTS["rules.preset.hoyle"]["en"]
    assert "waste" in TEXTS["rules.preset.strict"]["en"]
    assert "back" in TEXTS["rules.preset.standard"]["en"]
