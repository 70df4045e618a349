"""The depth-first search's lost states (core._Dfs with Tarjan's components, shared by
Canfield's restarts) on small synthetic graphs with cycles, where reachability is known
exactly: a state may be marked lost only if no win is reachable from it, however the
searches are cut short and whichever of them marked it."""

import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.solver import core
from tests.solver.helpers import marked_lost_entries

LOST, WON = (0, 0, 0, 0), (13, 13, 13, 13)


def _state(node: int, goal: int) -> tuple:
    """A search state whose only distinct part is its one column, (node,)."""
    return (0, ((node,),), WON if node == goal else LOST, (), 0, 0, 1)


@st.composite
def graphs(draw):
    n = draw(st.integers(2, 14))
    succ = [draw(st.lists(st.integers(0, n - 1), max_size=4)) for _ in range(n)]
    goal = draw(st.sampled_from([*range(1, n), -1]))  # -1: no win anywhere
    return succ, goal


def _reaches(succ: list[list[int]], goal: int) -> set[int]:
    """The nodes from which the goal can be reached."""
    back: dict[int, list[int]] = {}
    for a, bs in enumerate(succ):
        for b in bs:
            back.setdefault(b, []).append(a)
    if goal < 0:
        return set()
    seen, todo = {goal}, deque([goal])
    while todo:
        for a in back.get(todo.popleft(), []):
            if a not in seen:
                seen.add(a)
                todo.append(a)
    return seen


@settings(max_examples=300, deadline=None)
@given(graphs(), st.lists(st.integers(1, 30), max_size=4), st.integers(0, 99))
def test_only_states_that_cannot_win_are_marked_lost(graph, limits, seed):
    succ, goal = graph
    winning = _reaches(succ, goal)
    t = core.Tables(rules=None, draw=1, start_rank=1, reserve=(), talon=())

    def scored(s, _t):
        return [(0, ("edge", b)) for b in succ[s[1][0][0]]]

    with pytest.MonkeyPatch.context() as mp:
        marked = marked_lost_entries(mp)
        mp.setattr(core, "gen_scored", scored)
        mp.setattr(core, "gen_moves", lambda s, _t: [m for _, m in scored(s, _t)])
        mp.setattr(core, "_child", lambda cur, mv, _t, _auto: (_state(mv[1], goal), (mv,)))
        mp.setattr(core, "_dead_child", lambda *_a: False)
        mp.setattr(core, "shorten", lambda _s0, steps, _t: steps)
        root = _state(0, goal)
        lost = core.StateTable(t)
        for k, limit in enumerate(limits):  # restarts cut short, each its own order
            core._Dfs(t, root, [], random.Random(seed + k), lost).run(limit, None)
        result = core._Dfs(t, root, [], None, lost).run(10**9, None)
    assert result is not None
    assert result.verdict == ("won" if 0 in winning else "lost")
    assert not {cols[0][0] for (_r, _mask, cols), _entry in marked} & winning
