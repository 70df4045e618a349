"""Tidied winning lines (game/solver/lines.py): short, human-like, still winning.

- A tidied line replays through the engine to a win and is never longer than the line
  given, on deals of Canfield's presets and draws and of the family games.
- A pointless stock cycle, a card moved to a column and back, and a foundation take-back
  that goes home again are removed from a line they were put into.
- `solve` returns the tidied line with the search's own node count.
- `legal` (the tidy's fast legality test) agrees with the engine's legal_moves.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import GameCode
from game.engine.moves import Move, apply_legal, apply_move, legal_moves, pile_names
from game.engine.rules import rules_for
from game.engine.state import State
from game.solver import lines, solve
from game.solver.lines import _Talon, is_turn, legal, tidy_line
from tests.solver.helpers import replays_to_win

NODES = 20_000
FAMILY_NODES = 5_000

KINDS = [
    ("canfield", "standard", 3),
    ("canfield", "standard", 1),
    ("canfield", "hoyle", 3),
    ("canfield", "strict", 1),
    ("rainfall", "standard", 1),
    ("rush", "standard", 3),
    ("superior", "standard", 3),
    ("storehouse", "standard", 1),
    ("acme", "strict", 1),
]


def position(game: str, preset: str, draw: int, number: int) -> State:
    return GameCode(number, draw, rules_for(game, preset)).state()


def won_line(state: State, nodes: int = NODES) -> list[Move]:
    result = solve(state, node_budget=nodes, tidy=False)
    return result.moves if result.verdict == "won" else []


def first_won(game: str, preset: str, draw: int, tries: int = 12) -> tuple[State, list[Move]]:
    for number in range(1, tries + 1):
        state = position(game, preset, draw, number)
        line = won_line(state)
        if line:
            return state, line
    pytest.skip(f"no deal of {game} {preset} draw {draw} won within {NODES} nodes")


def replay(state: State, moves: list[Move]) -> list[State]:
    """The positions along `moves` (the first is `state` itself)."""
    s = state.copy()
    out = [s.copy()]
    for move in moves:
        apply_move(s, move)
        out.append(s.copy())
    return out


@pytest.mark.parametrize(("game", "preset", "draw"), KINDS)
def test_tidied_lines_win_and_are_never_longer(game: str, preset: str, draw: int) -> None:
    won = 0
    for number in range(1, 6):
        state = position(game, preset, draw, number)
        line = won_line(state, NODES if game in ("canfield", "rush") else FAMILY_NODES)
        if not line:
            continue
        won += 1
        tidy = tidy_line(state, line)
        assert replays_to_win(state, tidy), f"deal {number}"
        assert len(tidy) <= len(line), f"deal {number}"
        assert replays_to_win(state, line)  # the input is not changed
        if won == 2:
            break
    if not won:
        pytest.skip("no deal won within the budget")


def test_draw_one_lines_lose_their_pointless_passes() -> None:
    """The issue's example: CF1-D1-AAAAAAE (332 moves over 13 passes as searched)."""
    state = position("canfield", "standard", 1, 4)
    line = won_line(state)
    tidy = tidy_line(state, line, max_seconds=5)
    assert replays_to_win(state, tidy)
    assert len(tidy) < 0.8 * len(line)
    turn_backs = sum(1 for m in tidy if m.dst == "stock")
    assert turn_backs < sum(1 for m in line if m.dst == "stock")


def test_a_pointless_stock_cycle_is_removed() -> None:
    state, line = first_won("canfield", "standard", 1)
    # one full pass through the stock and back that plays nothing, inserted at the start
    s = state.copy()
    cycle = []
    for _ in range(len(s.stock) + len(s.waste) + 1):
        move = next(m for m in legal_moves(s) if is_turn(m))
        cycle.append(move)
        apply_legal(s, move)
        if s.key() == state.key():
            break
    assert s.key() == state.key() and cycle
    padded = cycle + line
    assert replays_to_win(state, padded)
    tidy = tidy_line(state, padded, max_seconds=5)
    assert replays_to_win(state, tidy)
    assert len(tidy) <= len(line)


def insert_there_and_back(state: State, line: list[Move], takeback: bool):
    """`line` with a move and its undoing inserted (one move of the line between them,
    on other piles), or None if the line offers no place for one."""
    states = replay(state, line)
    for k in range(len(line) - 1):
        s = states[k]
        nxt = line[k]
        for move in legal_moves(s):
            if takeback != (move.src[0] == "f") or move.dst[0] == "f" or is_turn(move):
                continue
            if move.src[0] not in "tf" or {move.src, move.dst} & {nxt.src, nxt.dst, "reserve"}:
                continue
            if move.src[0] == "t" and move.cards == len(s.tableau[int(move.src[1]) - 1]):
                continue  # emptying a column would refill it
            back = Move(move.dst, move.src, move.cards)
            candidate = line[:k] + [move, nxt, back] + line[k + 1 :]
            try:
                if replays_to_win(state, candidate):
                    return candidate, move
            except ValueError:
                continue
    return None


@pytest.mark.parametrize("takeback", [False, True])
def test_a_move_undone_later_is_removed(takeback: bool) -> None:
    for number in range(1, 12):
        state = position("canfield", "standard", 3, number)
        line = won_line(state)
        if not line:
            continue
        found = insert_there_and_back(state, line, takeback)
        if found is None:
            continue
        padded, move = found
        tidy = tidy_line(state, padded, max_seconds=5)
        assert replays_to_win(state, tidy)
        assert len(tidy) <= len(padded) - 2
        assert len(tidy) <= len(tidy_line(state, line, max_seconds=5))
        return
    pytest.skip("no place for a move and back found")


def test_a_line_that_does_not_win_is_returned_unchanged() -> None:
    state, line = first_won("canfield", "standard", 3)
    short = line[: len(line) // 2]
    assert tidy_line(state, short) == short
    illegal = [Move("t1", "t1", 1), *line]
    assert tidy_line(state, illegal) == illegal


def test_selective_keeps_its_pick_first() -> None:
    state = position("selective", "standard", 3, 1)
    assert state.choice
    result = solve(state, node_budget=NODES, tidy=False)
    if result.verdict != "won":
        pytest.skip("not won within the budget")
    tidy = tidy_line(state, result.moves)
    assert tidy[0] == result.moves[0]
    assert replays_to_win(state, tidy)
    assert len(tidy) <= len(result.moves)


def test_solve_tidies_won_lines_and_keeps_its_node_count() -> None:
    state = position("canfield", "standard", 1, 4)
    raw = solve(state, node_budget=NODES, tidy=False)
    tidy = solve(state, node_budget=NODES)
    assert raw.verdict == tidy.verdict == "won"
    assert tidy.nodes == raw.nodes
    assert len(tidy.moves) < len(raw.moves)
    assert replays_to_win(state, tidy.moves)


def random_walk(state, seed: int, steps: int):
    """`state` after up to `steps` random legal moves (seeded)."""
    rng = random.Random(seed)
    for _ in range(steps):
        moves = legal_moves(state)
        if not moves:
            break
        apply_legal(state, rng.choice(moves))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(KINDS),
    number=st.integers(1, 10_000),
    seed=st.integers(0, 2**16),
    steps=st.integers(0, 60),
)
def test_fast_legality_agrees_with_the_engine(kind, number, seed, steps) -> None:
    state = random_walk(position(*kind, number), seed, steps)
    real = set(legal_moves(state))
    names = pile_names(state)
    for src in names:
        for dst in names:
            for cards in (1, 2, 3, len(state.waste), len(state.stock)):
                if cards < 1:
                    continue
                move = Move(src, dst, cards)
                assert legal(state, move) == (move in real), move


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(KINDS),
    number=st.integers(1, 10_000),
    seed=st.integers(0, 2**16),
    steps=st.integers(0, 80),
)
def test_talon_turn_counts_agree_with_turning_the_engine(kind, number, seed, steps) -> None:
    """_Talon.count (turns to bring a card to the waste top, arithmetic per pass) against
    turning the engine's stock one move at a time."""
    state = random_walk(position(*kind, number), seed, steps)
    talon = _Talon(state)
    bound = 4 * (len(talon.cards) + 2) * 4
    for q, card in enumerate(talon.cards):
        s, turns, found = state.copy(), 0, None
        while turns <= bound:
            if s.waste and s.waste[-1] == card:
                found = turns
                break
            turn = next((m for m in legal_moves(s) if is_turn(m)), None)
            if turn is None:
                break
            apply_legal(s, turn)
            turns += 1
        counted = talon.count(q + 1)
        assert (counted[0] if counted else None) == found, (str(card), q)
        if counted:
            assert counted[1] == s.pass_no
        line: list[Move] = []
        moved = talon.copy()
        assert moved.turn_to(card, line) == (found is not None)
        if found is not None:
            assert len(line) == found
            replayed = state.copy()
            for move in line:
                apply_move(replayed, move)
            assert replayed.waste[-1] == card


@pytest.mark.parametrize(("game", "preset", "draw"), [KINDS[0], KINDS[1], KINDS[4]])
def test_every_step_of_the_tidy_keeps_the_line_winning(game: str, preset: str, draw: int) -> None:
    """Each step on its own (tidy_line would hide a failing one: it then returns its input)."""
    checked = 0
    for number in range(1, 6):
        state = position(game, preset, draw, number)
        line = won_line(state, NODES if game == "canfield" else FAMILY_NODES)
        if not line:
            continue
        far = float("inf")
        acts = lines._Actions(state, lines.actions_of(state, line)[0])
        assert acts.ok
        steps = [lines._line_of(state, acts)]
        steps.append(lines._reordered(state, acts, steps[-1], far))
        steps.append(lines._edited(state, steps[-1], far)[0])
        steps.append(lines._parked(state, steps[-1], far))
        steps.append(lines._finished(state, steps[-1], far))
        steps.append(lines._without_returns(state, steps[-1]))
        for k, step in enumerate(steps):
            assert replays_to_win(state, step), (number, k)
            assert len(step) <= (len(steps[k - 1]) if k else len(line)), (number, k)
        # the plain finish on its own too: on a line the other steps have not shortened
        # it finds more ends to replace (CF1-D3-AAAAAAD: two)
        finished = lines._finished(state, steps[0], far)
        assert replays_to_win(state, finished) and len(finished) <= len(steps[0])
        assert tidy_line(state, line, max_seconds=5) != line
        checked += 1
        if checked == 3:
            break
