"""The Canfield family research record and its texts (issue 13): shape and sanity."""

from __future__ import annotations

import re

import pytest

from game.engine.family_notes import FAMILY_FACTS
from game.i18n_family import FAMILY_TEXTS, SAME_ALLOWED_FAMILY

GAMES = ("superior", "selective", "rainfall", "rainbow", "storehouse", "chameleon", "rush", "acme")

TYPES = {
    "reserve_size": int,
    "reserve_face_up": bool,
    "reserve_playable": str,
    "columns": int,
    "building": str,
    "wrap": bool,
    "group_moves": str,
    "empty_column": str,
    "refill_from_reserve": bool,
    "foundation_start": str,
    "foundation_wrap": bool,
    "sources": list,
    "decision_notes": str,
}


def test_every_game_is_recorded():
    assert set(FAMILY_FACTS) == set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_facts_have_all_keys_with_sane_types(game):
    facts = FAMILY_FACTS[game]
    for key, kind in TYPES.items():
        assert isinstance(facts[key], kind), (game, key)
    assert ("draw" in facts) != ("draw_schedule" in facts), game
    if "draw" in facts:
        assert facts["draw"] in (1, 2, 3)
    else:
        schedule = facts["draw_schedule"]
        assert schedule and all(n in (1, 2, 3) for n in schedule)
        assert facts["passes"] == len(schedule)
    assert facts["passes"] is None or (isinstance(facts["passes"], int) and facts["passes"] >= 1)
    assert facts["building"] in ("alternate", "any", "suit")
    assert facts["group_moves"] in ("top_or_whole", "whole", "any_run", "one", "as_canfield")
    assert facts["foundation_start"] in ("base", "choice_of_5", "twos", "aces")
    assert 3 <= facts["columns"] <= 4 and 12 <= facts["reserve_size"] <= 13
    assert facts["sources"] and all(isinstance(s, str) and s for s in facts["sources"])
    assert facts["decision_notes"].strip()
    # What the deal leaves in the stock: 52 minus reserve, columns and foundation cards.
    start_cards = {"base": 1, "choice_of_5": 1, "twos": 4, "aces": 4}[facts["foundation_start"]]
    assert 52 - facts["reserve_size"] - facts["columns"] - start_cards > 0
    if facts["empty_column"] != "as_canfield":
        assert not facts["refill_from_reserve"]


def test_facts_match_the_issue_table():
    f = FAMILY_FACTS
    assert f["superior"]["reserve_face_up"] and not f["superior"]["refill_from_reserve"]
    assert f["selective"]["foundation_start"] == "choice_of_5"
    assert (f["rainfall"]["draw"], f["rainfall"]["passes"]) == (1, 3)
    assert (f["rainbow"]["building"], f["rainbow"]["passes"]) == ("any", 1)
    assert (f["storehouse"]["foundation_start"], f["storehouse"]["building"]) == ("twos", "suit")
    assert (f["chameleon"]["reserve_size"], f["chameleon"]["columns"]) == (12, 3)
    assert f["rush"]["draw_schedule"] == [3, 2, 1]
    assert (f["acme"]["foundation_start"], f["acme"]["group_moves"]) == ("aces", "one")
    assert f["acme"]["passes"] == 2


def test_texts_cover_every_game():
    for game in GAMES:
        for key in (f"game.{game}", f"game.{game}.desc", f"rules.game.{game}"):
            assert key in FAMILY_TEXTS, key


@pytest.mark.parametrize("key", sorted(FAMILY_TEXTS))
def test_texts_have_three_languages(key):
    entry = FAMILY_TEXTS[key]
    assert set(entry) == {"en", "nl", "de"}, key
    for lang, text in entry.items():
        assert isinstance(text, str) and text.strip(), (key, lang)
        assert "{" not in text and "}" not in text, (key, lang)
    if key not in SAME_ALLOWED_FAMILY:
        assert entry["nl"] != entry["en"], key
        assert entry["de"] != entry["en"], key


def test_same_allowed_names_only_names():
    assert {f"game.{g}" for g in GAMES} >= SAME_ALLOWED_FAMILY


@pytest.mark.parametrize("key", sorted(k for k in FAMILY_TEXTS if k.startswith("rules.")))
def test_markup_is_balanced(key):
    for lang, text in FAMILY_TEXTS[key].items():
        for tag in ("b", "i"):
            opens = len(re.findall(rf"<{tag}>", text))
            closes = len(re.findall(rf"</{tag}>", text))
            assert opens == closes, (key, lang, tag)
        # Only the pygame_gui subset, no stray or self-closing <br/>.
        assert set(re.findall(r"</?(\w+)", text)) <= {"b", "i", "br"}, (key, lang)
        assert "</br>" not in text and "<br/>" not in text
        assert not text.endswith("<br>"), (key, lang)


def test_one_line_descriptions_are_one_line():
    for game in GAMES:
        for text in FAMILY_TEXTS[f"game.{game}.desc"].values():
            assert "<" not in text and "\n" not in text and len(text) <= 90


@pytest.mark.parametrize("game", GAMES)
def test_a_page_says_what_the_preset_decides(game):
    """A game that leaves empty columns (and take-backs) to the Canfield preset says so,
    naming all three: Rainbow's page once told every player the strict rule, though under
    Standard an empty column takes a column's or a foundation's card."""
    from game.engine.rules import PRESETS, rules_for

    fixed = {name: rules_for(game, name) for name in PRESETS}
    sources = {frozenset(r.empty_column_sources) for r in fixed.values()}
    takebacks = {r.foundation_takeback for r in fixed.values()}
    page = FAMILY_TEXTS[f"rules.game.{game}"]["en"]
    if len(sources) > 1 or len(takebacks) > 1:
        for name in ("Standard", "Hoyle", "Strict"):
            assert name in page, (game, name)
    if len(takebacks) > 1:
        assert "take cards back from the foundations" in page, game
    else:
        assert "Standard:" not in page, game  # one rule for all: no list of presets
