"""Each game of the Canfield family dealt, played and won at the table by key events: the
solver's line pressed as a player would (tests/keyplay.py), then the win and the frame."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.engine.deal import GameCode, parse_code
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.rules import rules_for
from game.solver.api import solve
from tests.keyplay import keys_for
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

# Deals the solver wins within a second, per game (standard preset).
WINNABLE = {
    "canfield": 4,
    "superior": 2,
    "selective": 16,
    "rainfall": 1,
    "rainbow": 1,
    "storehouse": 5,
    "rush": 15,
    "acme": 5,
}
KEYS = {"Up": pygame.K_UP, "Right": pygame.K_RIGHT, "Return": pygame.K_RETURN}
KEYS |= {"Tab": pygame.K_TAB, "r": pygame.K_r, "w": pygame.K_w, "s": pygame.K_s}
KEYS |= {str(n): getattr(pygame, f"K_{n}") for n in range(1, 5)}


# Few Chameleon deals can be won, and the first the solver wins (deal 97 of 1-120) takes it
# 6-20 s: its line, as `canfield solve` printed it, is kept with the tests instead.
RECORDED = {"chameleon": Path(__file__).parent / "data" / "chameleon-line.json"}


def _line(game: str) -> tuple[GameCode, list[Move]]:
    if game in RECORDED:
        data = json.loads(RECORDED[game].read_text())
        return parse_code(data["code"]), [Move(**m) for m in data["moves"]]
    rules = rules_for(game, "standard")
    code = GameCode(WINNABLE[game], rules.draws[0] if rules.draws else 1, rules)
    return code, solve(code.state(), budget_seconds=30).moves


@pytest.mark.parametrize("game", sorted(WINNABLE) + sorted(RECORDED))
def test_a_deal_won_by_keys(game):
    code, line = _line(game)
    assert line, f"no win found for {code}"
    d = Driver(Game.from_code(code), size=(800, 600))
    model = Game.from_code(code)
    for move in line:
        pick, drop = keys_for(model, move)
        for name in pick + drop:
            d.key(KEYS[name])
        d.app.session.finish_animations()
        model.play(move)
        if model.autofinish_moves():
            break  # the game plays the rest itself (auto-finish)
        assert d.state.key() == model.state.key(), f"{code}: {move} was not played"
    d.settle()
    d.settle()
    assert d.app.life.won, code
    assert_screen_true(d.app)
