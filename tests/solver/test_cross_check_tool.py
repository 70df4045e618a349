"""tools/cross_check_solvitaire.py accepts exactly the rules the reference solver can play,
and writes a deal it can read (every card once, the stock in turning order)."""

import json

import pytest

from game.engine.deal import GameCode
from game.engine.rules import rules_for
from tests.tool_module import load_tool


@pytest.fixture(scope="module")
def tool():
    return load_tool("cross_check_solvitaire")


@pytest.mark.parametrize(
    "game, preset, words",
    [
        ("rainbow", "standard", "take-backs"),
        ("rainfall", "strict", "pass limit"),
        ("rush", "hoyle", "pass limit"),
        ("superior", "strict", "empty columns"),
        ("selective", "strict", "base card picked"),
    ],
)
def test_rules_it_cannot_play_are_refused_with_the_reason(tool, game, preset, words):
    assert words in tool.why_not(rules_for(game, preset))


@pytest.mark.parametrize(
    "game, preset", [("rainbow", "strict"), ("chameleon", "hoyle"), ("canfield", "strict")]
)
def test_rules_it_can_play_become_its_deal_and_rules(tool, tmp_path, game, preset):
    rules = rules_for(game, preset)
    assert tool.why_not(rules) is None
    state = GameCode(11, rules.draws[0] if rules.draws else 3, rules).state()
    deal_path, rules_path, variant = tool.solvitaire_files(state, tmp_path)
    deal, solv = json.loads(deal_path.read_text()), json.loads(rules_path.read_text())
    cards = deal["reserve"] + [deal["base"]] + sum(deal["tableau"], []) + deal["stock"]
    assert len(cards) == len(set(cards)) == 52
    assert deal["stock"][0] == tool._card(state.stock[0])  # the next card to turn first
    assert solv["tableau piles"]["count"] == rules.columns
    assert solv["stock"]["redeal"] is (rules.passes is None)
    assert variant == ("fullwrap" if preset == "hoyle" and game == "canfield" else "fullwrap-wpt")


def test_only_a_solvitaire_win_we_call_lost_is_a_contradiction(tool):
    # Solvitaire's empty columns are stricter than ours (no column move while a space
    # waits for the waste), so its "lost" against our "won" is no contradiction.
    their = {1: "won", 2: "lost", 3: "won", 4: "unknown"}
    our = {1: "lost", 2: "won", 3: "won", 4: "lost"}
    assert tool.disagreements([1, 2, 3, 4], their, our) == ([1], [2])
