"""The shipped list of proven-winnable deals (game/solver/proven_deals.py) and how
"Solvable deals only" falls back on it when its own search finds no winnable deal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.rules import rules_for
from game.solver import difficulty
from game.solver.api import solve
from game.solver.difficulty import find_rated, listed_deal, parse_kind
from game.solver.proven_deals import NODE_BUDGET, PROVEN

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from make_proven_deals import all_kinds  # noqa: E402


def test_every_kind_the_dialog_offers_has_proven_deals():
    assert sorted(PROVEN) == sorted(all_kinds())
    for kind, deals in PROVEN.items():
        numbers = [number for number, _nodes in deals]
        assert len(numbers) >= 10, kind
        assert len(set(numbers)) == len(numbers), kind
        assert all(0 <= n <= MAX_DEAL for n in numbers), kind
        assert all(0 < nodes <= NODE_BUDGET for _n, nodes in deals), kind


@pytest.mark.parametrize("kind", sorted(PROVEN))
def test_a_listed_deal_is_won(kind):
    """The cheapest deal of each kind, solved again with the list's node budget (the
    share each search of a portfolio gets, and each pick of Selective Canfield, depends
    on the whole budget): a won line the engine replays (solve checks every line)."""
    game, preset, draw = parse_kind(kind)
    number, _nodes = min(PROVEN[kind], key=lambda pair: pair[1])
    state = GameCode(number, draw, rules_for(game, preset)).state()
    result = solve(state, node_budget=NODE_BUDGET, tidy=False)
    assert result.verdict == "won" and result.moves


def test_listed_deal_is_of_the_kind_and_counted_round_its_list():
    rules = rules_for("chameleon", "strict")
    deals = PROVEN["chameleon-strict/1"]
    first = listed_deal(rules, 1, 0)
    assert first == GameCode(deals[0][0], 1, rules)
    assert str(first).startswith("CH1-D1-") and str(first).endswith("-S")
    assert listed_deal(rules, 1, len(deals) + 1) == GameCode(deals[1][0], 1, rules)
    custom = rules_for("canfield", "standard")
    assert listed_deal(custom, 2, 0) is None  # no such kind


def _never_won(monkeypatch) -> list:
    """find_rated's search wins nothing; the positions it tried are recorded."""
    tried: list = []

    def unknown(position, budget_seconds, nodes=difficulty.RATING_NODES):
        tried.append(position)
        return difficulty.Proof("unknown", None)

    monkeypatch.setattr(difficulty, "prove_and_rate", unknown)
    return tried


def test_a_search_that_finds_nothing_deals_a_listed_deal(monkeypatch):
    tried = _never_won(monkeypatch)
    rules = rules_for("rainbow", "strict")
    found = find_rated(17, rules, 1, None, per_deal_budget=0.1, tries=3, listed=5)
    assert tried == [GameCode(n, 1, rules).state() for n in (17, 18, 19)]
    assert found.proven and found.listed and found.tries == 3
    assert found.code == listed_deal(rules, 1, 5)


def test_without_the_list_a_search_that_finds_nothing_deals_an_ordinary_deal(monkeypatch):
    _never_won(monkeypatch)
    rules = rules_for("rainbow", "strict")
    found = find_rated(17, rules, 1, None, per_deal_budget=0.1, tries=3)
    assert not found.proven and not found.listed and found.code == GameCode(17, 1, rules)


def test_the_search_stops_trying_deals_when_its_time_is_up(monkeypatch):
    tried = _never_won(monkeypatch)
    rules = rules_for("chameleon", "standard")
    found = find_rated(5, rules, 1, None, per_deal_budget=0.1, tries=20, seconds=1e-9, listed=0)
    assert tried == [GameCode(5, 1, rules).state()]  # one deal always, none once time is up
    assert found.proven and found.tries == 1 and found.code == listed_deal(rules, 1, 0)
    tried.clear()  # no seconds at all (a kind that just fell back): the list at once
    found = find_rated(5, rules, 1, None, per_deal_budget=0.1, tries=20, seconds=0, listed=1)
    assert tried == [] and found.proven and found.code == listed_deal(rules, 1, 1)


def test_a_listed_deal_of_a_rated_kind_has_a_band(monkeypatch):
    rules = rules_for("canfield", "strict")
    assert solve(GameCode(4, 3, rules).state(), node_budget=1_000).verdict == "lost"
    found = find_rated(4, rules, 3, None, per_deal_budget=0.1, tries=1, listed=2)
    assert found.proven and found.code == listed_deal(rules, 3, 2)
    assert found.band in difficulty.BANDS  # rated by the rating search
    tried = _never_won(monkeypatch)  # now the rating search wins nothing either
    found = find_rated(4, rules, 3, None, per_deal_budget=0.1, tries=1, listed=2)
    assert tried[0] == GameCode(4, 3, rules).state()
    assert found.code == listed_deal(rules, 3, 2) and found.band == "hard"


def test_a_deal_found_by_the_search_is_not_from_the_list():
    rules = rules_for("canfield", "standard")
    found = find_rated(1, rules, 3, None, per_deal_budget=1.0, tries=5, listed=0)
    assert found.proven and not found.listed
    assert solve(found.code.state(), node_budget=NODE_BUDGET, tidy=False).verdict == "won"
