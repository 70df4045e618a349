"""End to end, one launch per game of the Canfield family (issue 13): `python -m game play
<CODE>` in a real window under Xvfb shows exactly the game's own from-scratch frame (three
columns, a fanned reserve, start cards on the foundations, the pass in the bar), after
the deal and after a turn of the stock."""

from __future__ import annotations

import pytest

from game.engine.deal import GameCode
from game.engine.rules import rules_for, variant
from tests.e2e import x11
from tests.e2e.test_screen_truth import Windowed

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(bool(x11.missing_tools()), reason=f"needs {', '.join(x11.missing_tools())}"),
]

GAMES = ["superior", "rainfall", "rainbow", "storehouse", "chameleon", "rush", "acme"]


def code_of(name: str, deal: int = 5) -> str:
    return str(GameCode(deal, variant(name).fixed_draw or 3, rules_for(name)))


@pytest.mark.parametrize("name", GAMES)
def test_each_game_in_a_real_window_shows_its_own_frame(xserver, tmp_path, name):
    window = Windowed(xserver, tmp_path, code_of(name))  # env() marks the guide seen
    try:
        window.matches(f"{name}-dealt", timeout=15.0)
        window.key("space")  # turn the stock
        window.matches(f"{name}-turned", timeout=15.0)
        assert window.proc.poll() is None, f"the game died\n{window.output()}"
    finally:
        window.close()
