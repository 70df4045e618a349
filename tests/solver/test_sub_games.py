"""The sub-games (`Rules.sub_games`) that a timed search over take-back rules tries
first: they allow only moves the real rules allow, and their wins stand."""

from __future__ import annotations

import random
import time
from dataclasses import fields
from unittest.mock import patch

import pytest

from game.engine.deal import GameCode
from game.engine.moves import apply_move, legal_moves
from game.engine.rules import PRESETS, STRICT, VARIANTS, GroupMoves, rules_for
from game.solver import core, solve

# what decides a move (the click behaviour and the names are the player's)
PLAYER_FIELDS = ("name", "code_suffix", "description", "column_choice")


@pytest.mark.parametrize("game", sorted(VARIANTS))
@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_only_rules_with_take_backs_have_sub_games(game, preset_name):
    rules = rules_for(game, preset_name)
    subs = rules.sub_games()
    assert bool(subs) == rules.foundation_takeback
    for sub in subs:
        assert not sub.foundation_takeback
        assert "foundation" not in sub.empty_column_sources  # a take-back too
        assert sub.sub_games() == []  # searched once, not again within itself


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_the_last_sub_game_leaves_out_only_the_take_backs(game):
    rules = rules_for(game, "standard")
    last = rules.sub_games()[-1]
    assert last.empty_column_sources == rules.empty_column_sources - {"foundation"}
    for f in fields(rules):
        if f.name not in ("foundation_takeback", "empty_column_sources"):
            assert getattr(last, f.name) == getattr(rules, f.name), f.name


def test_canfield_standard_sub_games_are_strict_then_without_take_backs():
    narrow, no_takebacks = rules_for("canfield", "standard").sub_games()
    for f in fields(STRICT):
        if f.name not in PLAYER_FIELDS:
            assert getattr(narrow, f.name) == getattr(STRICT, f.name), f.name
    assert no_takebacks.group_moves is GroupMoves.ANY_RUN
    assert no_takebacks.empty_column_sources == {"waste", "tableau"}


def test_a_sub_game_equal_to_the_next_is_searched_once():
    # Superior's own rules already move a top card or the whole column, and fill empty
    # columns from the reserve and the waste only: both sub-games are one game
    assert len(rules_for("superior", "standard").sub_games()) == 1


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_every_move_of_a_sub_game_is_a_move_of_the_game(game):
    """Random playouts under the standard preset: at every position each sub-game
    allows a subset of the moves (so its winning lines are lines of the game)."""
    rules = rules_for(game, "standard")
    subs = rules.sub_games()
    rng = random.Random(game)
    checked = 0
    for number in (1, 2, 3):
        state = GameCode(number, 3, rules).state()
        if state.choice:  # Selective: pick the base card first
            apply_move(state, legal_moves(state)[0])
        for _ in range(80):
            moves = set(legal_moves(state))
            for sub in subs:
                trial = state.copy()
                trial.rules = sub
                allowed = legal_moves(trial)
                assert set(allowed) <= moves
                checked += len(allowed)
            if not moves:
                break
            apply_move(state, rng.choice(sorted(moves, key=str)))
    assert checked > 100  # the playouts went somewhere


@pytest.mark.parametrize(
    ("game", "number", "which"),
    [
        # Superior 14: the strict game wins it in about 6,000 nodes, while the search over
        # take-backs left it undecided at 10 s
        ("superior", 14, 0),
        # Rainbow 85: the game without take-backs wins it in about 9,000 nodes; neither
        # the strict game nor the search over take-backs did in 10 s
        ("rainbow", 85, -1),
    ],
)
def test_a_win_of_a_sub_game_is_played_by_the_real_rules(game, number, which):
    state = GameCode(number, 3, rules_for(game, "standard")).state()
    sub = state.rules.sub_games()[which]
    found = core._sub_game_win(state, sub, time.perf_counter() + 60)
    assert found is not None
    result, tables = found
    check = state.copy()
    for move in core.to_engine_moves(state, result.path, tables):
        apply_move(check, move)  # raises on a move the standard rules do not allow
    assert check.is_won()
    assert check.rules == state.rules


def test_sub_games_are_tried_strictest_first_each_for_its_share():
    state = GameCode(3, 3, rules_for("rush", "standard")).state()
    tried = []

    def nothing(state, sub, deadline):
        tried.append((sub, deadline - time.perf_counter()))

    with patch.object(core, "_sub_game_win", side_effect=nothing):
        solve(state, budget_seconds=1.0, tidy=False)
    assert [sub for sub, _ in tried] == state.rules.sub_games()
    (_, first), (_, second) = tried
    share = core.sub_game_seconds(1.0, 2)
    assert 0 < first <= share
    # the second ends a share later: what the first leaves unused passes on
    assert share < second <= 2 * share


def test_a_short_search_gives_each_sub_game_a_quarter_second_a_long_one_its_share():
    # Rainbow RB1-D1-RDQVVGR: its second sub-game wins in 0.16 s, which a 1 s search's
    # share (0.075 s) never reached, and a tester's look back for a winnable position
    # (0.6 s a position) found none on deals proven winnable.
    assert core.sub_game_seconds(1.0, 2) == core.SUB_GAME_FLOOR == 0.25
    assert core.sub_game_seconds(0.6, 2) == pytest.approx(0.2)  # never more than the main's
    assert core.sub_game_seconds(0.6, 1) == pytest.approx(0.25)
    assert core.sub_game_seconds(10.0, 2) == pytest.approx(10 * core.SUB_GAME_SHARE)


def test_a_loss_of_a_sub_game_says_nothing_and_the_search_goes_on():
    # Superior deal 100: lost at once without take-backs; with them it stays open
    state = GameCode(100, 3, rules_for("superior", "standard")).state()
    (sub,) = state.rules.sub_games()
    assert core._sub_game_win(state, sub, time.perf_counter() + 30) is None
    with patch.object(core, "_sub_game_win", wraps=core._sub_game_win) as tried:
        result = solve(state, budget_seconds=1.0, tidy=False)
    assert tried.call_count == 1
    # the sub-game's "lost" is not the answer: over take-backs this deal is not proven
    # lost in a second (it is undecided at 10 s)
    assert result.verdict != "lost"


def test_only_timed_searches_try_the_sub_games():
    """Node-budget searches (the difficulty rating, the daily deal) stay the same search
    whatever the machine: they do not try them."""
    state = GameCode(14, 3, rules_for("superior", "standard")).state()
    with patch.object(core, "_sub_game_win", side_effect=AssertionError("tried")):
        solve(state, node_budget=2_000, tidy=False)
