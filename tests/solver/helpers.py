"""Test helpers: small positions and a plain exhaustive search over the engine."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from game.engine.cards import SUITS, Card, fits_on_column, next_rank
from game.engine.moves import Move, apply_legal, apply_move, legal_moves
from game.engine.rules import Rules
from game.engine.state import State, dump_position, validate


def plain_search(
    state: State,
    allow: Callable[[State, Move], bool] | None = None,
    bound: int = 200_000,
) -> str:
    """'won' / 'lost' by BFS over engine legal_moves/apply_legal with a visited set.

    No reductions at all. `allow` can forbid moves (to show a move kind is needed).
    Returns 'unknown' if more than `bound` positions are reachable.
    """
    if state.is_won():
        return "won"
    seen = {state.key()}
    queue = deque([state])
    while queue:
        current = queue.popleft()
        for move in legal_moves(current):
            if allow is not None and not allow(current, move):
                continue
            nxt = current.copy()
            apply_legal(nxt, move)
            if nxt.is_won():
                return "won"
            key = nxt.key()
            if key in seen:
                continue
            if len(seen) >= bound:
                return "unknown"
            seen.add(key)
            queue.append(nxt)
    return "lost"


def agrees_with_plain_search(state: State, bound: int) -> str:
    """Assert the solver's verdict is plain search's (and a won line replays); returns
    that verdict, or "unknown" when plain search gives up within `bound` positions."""
    from game.solver import solve

    expected = plain_search(state, bound=bound)
    if expected == "unknown":
        return expected
    result = solve(state, node_budget=1_000_000)
    assert result.verdict == expected, (state.rules.game, state.rules.name)
    if expected == "won":
        assert replays_to_win(state, result.moves)
    return expected


def replays_to_win(state: State, moves: list[Move]) -> bool:
    s = state.copy()
    for move in moves:
        apply_move(s, move)  # raises MoveError on an illegal move
    return s.is_won()


def small_position(
    rules: Rules,
    draw: int,
    start_rank: int,
    counts: list[int],
    placement: list[int],
    order: list[int],
) -> State:
    """A valid position with most cards home.

    counts[s]: foundation count of suit s (SHDC); the other cards are "out". Out cards
    are taken in the order given by `order` (indices into the out list, modulo) and
    placed by `placement` codes: 0 reserve, 1 stock, 2 waste, 3..6 columns 1..4.
    A card that would break a column run goes to the stock instead; columns left
    empty while the reserve holds cards take reserve cards (as the refill would).
    """
    foundations = {s: [] for s in SUITS}
    out: list[Card] = []
    for si, s in enumerate(SUITS):
        rank = start_rank
        for k in range(13):
            card = Card(rank, s)
            if k < counts[si]:
                foundations[s].append(card)
            else:
                out.append(card)
            rank = next_rank(rank)
    # a permutation of the out cards driven by `order`
    pool = list(out)
    cards: list[Card] = []
    for i in range(len(out)):
        j = order[i % len(order)] % len(pool) if order else 0
        cards.append(pool.pop(j))
    reserve: list[Card] = []
    stock: list[Card] = []
    waste: list[Card] = []
    tableau: list[list[Card]] = [[], [], [], []]
    for i, card in enumerate(cards):
        code = placement[i % len(placement)] % 7 if placement else 1
        if code == 0:
            reserve.append(card)
        elif code == 1:
            stock.append(card)
        elif code == 2:
            waste.append(card)
        else:
            # the chosen column if the card fits there, else the next one it fits on
            for k in range(4):
                col = tableau[(code - 3 + k) % 4]
                if not col or fits_on_column(card, col[-1]):
                    col.append(card)
                    break
            else:
                stock.append(card)
    for col in tableau:
        if not col and reserve:
            col.append(reserve.pop())
    state = State(rules, draw, start_rank, reserve, foundations, tableau, stock, waste, 0)
    validate(state)
    return state


def position_json(state: State) -> dict:
    return dump_position(state)


def marked_lost_entries(monkeypatch) -> list[tuple]:
    """From now on, collect each entry (table key, (pass, pointer, number)) that a search
    of core marks lost, in order (`state_of_entry` turns one back into a state)."""
    from game.solver import core

    marked: list[tuple] = []
    real_mark = core.StateTable.mark

    def mark(self, ref):
        marked.append(ref)
        real_mark(self, ref)

    monkeypatch.setattr(core.StateTable, "mark", mark)
    return marked


def state_of_entry(ref: tuple, t) -> tuple:
    """The search state of a marked entry: the key holds the reserve count, the talon
    mask and the columns (sorted: any order is the same position), the entry the pass
    and the pointer; the foundations hold every card found nowhere else."""
    (r, mask, cols), (ps, p, _number) = ref
    talon = tuple(c for i, c in enumerate(t.talon) if mask >> i & 1)
    elsewhere = set(t.reserve[:r]) | set(talon) | {c for col in cols for c in col}
    f = tuple(sum(1 for k in range(13) if t.fcard[s][k] not in elsewhere) for s in range(4))
    return (r, cols, f, talon, p, mask, ps)
