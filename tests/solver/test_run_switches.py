"""Reductions 10 (run switches) and 11 (take-backs only with what they are for) in
game/solver/core.py: verdicts against the plain exhaustive search on positions full of
runs and take-backs, and the lines a player sees (no switch made only for the search)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import GameCode
from game.engine.rules import STANDARD, rules_for
from game.engine.state import load_position
from game.solver import core, solve
from tests.solver.helpers import agrees_with_plain_search, replays_to_win, small_position

BOUND = 5_000  # plain-search positions; bigger cases are skipped
SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow], "derandomize": True}


@st.composite
def run_positions(draw_fn):
    """Canfield `standard`, most cards out of the foundations lying in the columns (so
    runs lie on partner cards and foundation tops could come back onto them)."""
    draw = draw_fn(st.sampled_from([1, 3]))
    counts = [draw_fn(st.integers(6, 11)) for _ in range(4)]
    placement = draw_fn(
        st.lists(st.sampled_from([0, 1, 2, 3, 4, 5, 6, 3, 4, 5, 6]), min_size=8, max_size=14)
    )
    order = draw_fn(st.lists(st.integers(0, 50), min_size=1, max_size=14))
    return small_position(STANDARD, draw, draw_fn(st.integers(1, 13)), counts, placement, order)


@settings(max_examples=25, **SETTINGS)
@given(run_positions())
def test_verdicts_with_switches_and_take_backs_match_plain_search(state):
    agrees_with_plain_search(state, BOUND)


def test_the_positions_above_make_switches_and_compound_take_backs(monkeypatch):
    """The test above is only worth something if its positions use both reductions."""
    made = {"switch": 0, "take-back": 0}
    canon, takebacks = core.canon_runs, core._takebacks

    def counting_canon(s, t):
        s2, moves = canon(s, t)
        made["switch"] += len(moves)
        return s2, moves

    def counting_takebacks(*args):
        out = takebacks(*args)
        made["take-back"] += len(out)
        return out

    monkeypatch.setattr(core, "canon_runs", counting_canon)
    monkeypatch.setattr(core, "_takebacks", counting_takebacks)

    @settings(max_examples=30, **SETTINGS)
    @given(run_positions())
    def run(state):
        solve(state, node_budget=20_000)

    run()
    assert made["switch"] > 0 and made["take-back"] > 0


def _one_switch_from_home() -> dict:
    """QH lies on KC; KS (a smaller card index) is a top: the search's canonical form
    puts the run on KS, a move no player needs (QH, KH, KS and KC just go home)."""
    ranks = "A23456789TJQK"
    home = {"S": 12, "H": 11, "D": 13, "C": 12}
    return {
        "rules": "standard",
        "draw": 3,
        "start_rank": "A",
        "reserve": [],
        "foundations": {s: [r + s for r in ranks[: home[s]]] for s in "SHDC"},
        "tableau": [["KC", "QH"], ["KS"], ["KH"], []],
        "stock": [],
        "waste": [],
    }


def test_the_line_makes_no_switch_it_does_not_need():
    state = load_position(_one_switch_from_home())
    result = solve(state, node_budget=1_000, tidy=False)
    assert result.verdict == "won"
    assert len(result.moves) == 4
    assert all(move.dst.startswith("f") for move in result.moves)


def test_natural_lines_replay_and_are_no_longer_than_the_search_s():
    """Deals won by the search: the line without its canonical switches is played by
    the engine to a win and is never longer; on some deals it is shorter."""
    shorter = 0
    for game, number in [("canfield", n) for n in range(1, 9)] + [("rush", 1), ("rush", 2)]:
        state = GameCode(number, 3, rules_for(game, "standard")).state()
        result, t = core._search_any(state, None, 40_000)
        if result.verdict != "won":
            continue
        line = core.natural_line(result.path, t)
        assert len(line) <= len(result.path)
        shorter += len(line) < len(result.path)
        moves = core.to_engine_moves(state, line, t)
        assert replays_to_win(state, moves)
    assert shorter > 0


def _switching_by_walking(cols: tuple, partner: list) -> bool:
    """Reduction 10's condition as its docstring says it, walked from every column."""
    for i, col in enumerate(cols):
        if not col:
            continue
        n, h, visited = len(col), i, {i}
        while True:
            m = partner[cols[h][-1]]
            g = next((g for g, c in enumerate(cols) if g != h and m in c[:-1]), None)
            if g is None or g in visited:
                break
            visited.add(g)
            n += len(cols[g]) - cols[g].index(m) - 1
            h = g
        if n > 26:
            return False
    return True


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.permutations(range(52)), st.lists(st.integers(0, 20), min_size=4, max_size=4))
def test_the_switch_test_agrees_with_walking_each_chain(cards, lengths):
    """`_switching` (a bound first, then each column's next hop computed once) says what
    the walk from every column says, on random layouts of up to 52 cards (about a
    quarter of them refused, so both answers are checked)."""
    t = core.Tables.build(GameCode(1, 3, STANDARD).state())
    cols, at = [], 0
    for n in lengths:
        cols.append(tuple(cards[at : at + n]))
        at += n
    cols = tuple(cols)
    assert core._switching(cols, t.partner) == _switching_by_walking(cols, t.partner)


def test_the_switch_test_refuses_a_chain_that_builds_27_cards():
    t = core.Tables.build(GameCode(1, 3, STANDARD).state())
    partner = t.partner
    a = 0  # the ace of spades; its partner (the ace of clubs) lies under 20 cards
    other = [c for c in range(52) if c not in (a, partner[a])]
    cols = ((*other[:7], a), (partner[a], *other[7:27]), (), ())
    assert _switching_by_walking(cols, partner) is False
    assert core._switching(cols, partner) is False
    shorter = ((*other[:5], a), (partner[a], *other[7:27]), (), ())
    assert core._switching(shorter, partner) is True


def test_a_chain_of_take_backs_is_one_flat_move_ending_in_its_use():
    """5♥ back onto 6♠, 4♣ back onto 5♥, then the reserve's 3♦ onto 4♣: one move of
    three parts, which the engine plays as they stand."""
    ranks = "A23456789TJQK"
    home = {"S": 2, "H": 5, "D": 1, "C": 4}
    foundations = {s: [r + s for r in ranks[: home[s]]] for s in "SHDC"}
    placed = {c for pile in foundations.values() for c in pile} | {"6S", "KD", "KH", "QS", "3D"}
    position = {
        "rules": "standard",
        "draw": 3,
        "start_rank": "A",
        "reserve": ["3D"],
        "foundations": foundations,
        "tableau": [["6S"], ["KD"], ["KH"], ["QS"]],
        "stock": [r + s for s in "SHDC" for r in ranks if r + s not in placed],
        "waste": [],
    }
    state = load_position(position)
    t, s0, _pre, _decided = core._root(state)
    hearts, clubs = "SHDC".index("H"), "SHDC".index("C")
    chain = (core.K_MULTI, (core.K_TAKEBACK, hearts, 0), (core.K_TAKEBACK, clubs, 0))
    chain += ((core.K_RESERVE, 0),)
    assert chain in core.gen_moves(s0, t)
    played = core.to_engine_moves(state, list(core._parts(chain)), t)
    assert [(m.src, m.dst) for m in played] == [("fH", "t1"), ("fC", "t1"), ("reserve", "t1")]
