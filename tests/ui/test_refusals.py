"""Why the cards went back: an illegal drop (and a drag of cards that do not lift) says why
in the player's words, not only with a sound that may be off (tester round: dropping 8♣ on
10♠ just glided back). A drop away from every pile needs no words. Real events, real App."""

from __future__ import annotations

import pygame
import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.rules import rules_for
from game.i18n import t
from game.ui.refusals import why_fixed, why_not
from tests.engine.build import build
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

# 8C (column 1, on 9D and 10S) does not fit on JC; 6H (the waste) may go on 7C only.
POSITION = dict(
    tableau=[["10S", "9D", "8C"], ["JC"], ["9C"], ["7C"]],
    reserve=["2C", "JD"],
    waste=["6H"],
    foundations={"S": ["7S"]},
)


def driver(rules: str = "standard") -> Driver:
    d = Driver(Game(build(**POSITION, rules=rules)), size=(1280, 720))
    d.app.dismiss_guide()
    return d


def test_a_card_dropped_on_a_column_it_does_not_fit_says_why():
    d = driver()
    d.drag("t1", 0, d.pile_point("t2"))
    assert [str(c) for c in d.state.tableau[0]] == ["TS", "9D", "8C"]  # back where it was
    expected = t("why.takes", "en", card="8♣", target="J♣", needed="10♥ or 10♦")
    assert d.app.toast.text == expected and d.app.toast.visible(d.app.clock)
    assert expected.endswith("only 10♥ or 10♦ does")
    assert_screen_true(d.app)


def test_a_card_dropped_on_a_foundation_too_early_names_the_card_it_waits_for():
    d = driver()
    d.drag("waste", 0, d.pile_point("fS"))
    assert d.app.toast.text == t("why.home_next", "en", card="6♥", needed="7♥")
    assert_screen_true(d.app)


def test_a_drop_away_from_every_pile_or_back_on_its_own_needs_no_words():
    d = driver()
    x, y = d.pile_point("t4")
    d.drag("waste", 0, (x, y + 500))  # far below the columns
    assert not d.app.toast.visible(d.app.clock)
    x, y = d.card_point("t1", 0)
    d.drag("t1", 0, (x + d.layout.card_w * 0.3, y + 10))  # nudged, mostly over its column
    assert not d.app.toast.visible(d.app.clock)


def test_cards_that_do_not_lift_say_why():
    d = driver("strict")  # a top card or the whole column: 9D with 8C on it is neither
    d.app.apply_setting("language", "nl")
    d.drag("t1", 1, d.pile_point("t3"), release=False)
    rule = t("desc.moves.top_or_whole", "nl")
    assert d.app.toast.text == t("kb.cannot_group", "nl", card="9♦", rule=rule)
    d.post(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1)
    d.settle()
    d.drag("fS", 0, d.pile_point("t3"))  # strict takes nothing back from the foundations
    assert d.app.toast.text == t("why.no_takeback", "nl", card="7♠")
    assert_screen_true(d.app)


def test_hoyles_top_card_lifts_but_goes_to_a_column_only_with_its_column():
    d = driver("hoyle")  # 8C may go to its foundation some day, so it lifts
    d.drag("t1", 0, d.pile_point("t2"))
    assert d.app.toast.text == t("why.whole_column", "en", card="8♣")
    assert_screen_true(d.app)


@pytest.mark.parametrize(
    "game, words",
    [
        ("canfield", "darauf passt nur 10♥ oder 10♦"),
        ("rainbow", "darauf passt nur 10♠, 10♥, 10♦ oder 10♣"),
        ("acme", "darauf passt nur 10♣"),
    ],
)
def test_the_words_say_what_the_column_takes_by_each_building_rule(game, words):
    """A tester's 2♥ on 7♠ was told "columns build down in alternating colours", which
    they do: the fault was the rank. The words now say what the top card takes."""
    state = build(**POSITION, rules="standard")
    state.rules = rules_for(game, "standard")
    text = why_not(state, Move("t1", "t2", 1), lambda k, **p: t(k, "de", **p), "de")
    assert text == f"8♣ passt nicht auf J♣: {words}"


def test_nothing_goes_on_an_ace_where_kings_do_not_wrap():
    state = build(tableau=[["KC"], ["AC"], ["5D"], ["6H"]], reserve=[], start_rank="2")
    state.rules = rules_for("acme", "standard")
    text = why_not(state, Move("t1", "t2", 1), lambda k, **p: t(k, "en", **p), "en")
    assert text == "K♣ doesn't go on A♣: nothing goes on it"


# --- clicks that play nothing (a tester clicked Acme's 8♥ with 7♥ on it: silence) --------


def test_a_click_that_plays_nothing_says_why():
    d = driver("strict")
    d.click("t1", 1)  # 9D with 8C on it: strict moves a top card or the whole column
    rule = t("desc.moves.top_or_whole", "en")
    assert d.app.toast.text == t("kb.cannot_group", "en", card="9♦", rule=rule)
    d.app.toast.hide()
    d.click("t2", 0)  # JC fits nowhere and cannot go home
    assert d.app.toast.text == t("kb.nowhere", "en", card="J♣")
    assert_screen_true(d.app)


def test_a_click_in_foundation_only_mode_names_the_card_it_waits_for():
    d = driver()
    d.app.apply_setting("click_mode", "foundation")
    d.click("waste", 0)
    assert d.app.toast.text == t("why.home_next", "en", card="6♥", needed="7♥")


def test_no_words_where_a_click_never_plays():
    d = driver()
    d.app.apply_setting("click_mode", "off")
    d.click("t2", 0)
    assert not d.app.toast.visible(d.app.clock)
    d.app.apply_setting("click_mode", "columns")
    d.click("fS", 0)  # a foundation card moves back only by a drag
    assert not d.app.toast.visible(d.app.clock)


def test_a_drop_in_an_empty_column_says_what_the_column_takes():
    # A tester in Superior: "7♦ can't go into the empty column now" - it never can there.
    state = build(tableau=[["10S", "9D", "8C"], ["JC"], ["9C"], ["7C"]], reserve=["2C", "JD"])
    state.rules = rules_for("superior", "standard")
    state.tableau[1].clear()  # Superior: no refill, the column stays empty
    text = why_not(state, Move("t1", "t2", 1), lambda k, **p: t(k, "en", **p), "en")
    rule = t("desc.empty.reserve_waste", "en")
    assert text == t("why.empty_rule", "en", card="8♣", rule=rule)
    assert "reserve or the waste" in text


def test_a_covered_reserve_or_waste_card_says_only_the_top_plays():
    state = build(**{**POSITION, "waste": ["6H", "QS"]}, rules="standard")
    state.rules = rules_for("superior", "standard")  # a fanned reserve: its cards show
    tr = lambda k, **p: t(k, "en", **p)  # noqa: E731
    assert why_fixed(state, "reserve", 2, tr, "en") == t("why.reserve_top", "en")
    assert why_fixed(state, "waste", 2, tr, "en") == t("why.waste_top", "en")
