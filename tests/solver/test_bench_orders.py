"""tools/bench_solver.py --deep --orders: a random move order searches the same game (its
won lines replay to a win, its losses are the deal's) in a different order."""

import pytest

from tests.tool_module import load_tool


@pytest.fixture(scope="module")
def bench():
    return load_tool("bench_solver")


def deep(bench, number: int, seed: int, nodes: int = 20_000) -> tuple[str, int]:
    got_number, verdict, spent, _ = bench.run_deep((number, "strict", 3, nodes, "canfield", seed))
    assert got_number == number
    return verdict, spent


def test_random_orders_win_what_the_solver_wins(bench):
    # run_deep replays every won line through the engine (it raises if one does not win)
    verdicts = {seed: deep(bench, 3, seed) for seed in range(4)}
    assert {v for v, _ in verdicts.values()} == {"won"}
    # the orders differ: not every search takes the same number of nodes
    assert len({n for _, n in verdicts.values()}) > 1


def test_random_orders_keep_a_loss(bench):
    assert {deep(bench, 4, seed)[0] for seed in range(3)} == {"lost"}


def test_an_order_stops_at_its_node_budget(bench):
    verdict, spent = deep(bench, 1, 2, nodes=500)
    assert verdict == "unknown" and spent == 500
