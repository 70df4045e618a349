"""Tidy a won line: short and human-like, checked move by move with the engine.

Pure Python, never imports pygame. `tidy_line(position, moves)` takes a winning engine
line (what `solve` finds) and returns one that is never longer and still wins; `solve`
applies it to every won line (the search and its node count are untouched).

How
---
A line is its *actions* (every move but the stock turns and waste turn-backs) plus the
turns. Turns change only the waste length and the pass, and only a waste play reads
them, so the turns a line needs follow from the order of its waste plays alone: before
each one, turn until that card is on the waste top (the first time is best: any later
time is reached from it by turning). `_turned` writes them that way.

The actions are ordered by their piles (`_touches`): every pile an action reads or
changes (source, destination, the reserve when it refills the source column), the
waste excepted. Two actions touching no common pile commute: each one's legality and
effect read only its own piles. So any order that keeps, for every pile, the order of
the actions touching it gives every action the same piles it had, hence the same
legality and effect, and the same final (won) position - the waste plays aside, which
take the same cards off the talon in another order and need that card to be reachable
by turning (draw 3 and the pass limit can forbid that; it is checked). Within that
freedom `_schedule` plays every action as soon as it is free (the non-waste ones cost
no turns) and picks the free waste play reached with the fewest turns next: the stock is
worked through instead of cycled around for one card. Draw 3 is subtler (taking a card
off the waste moves which cards later turns show), so `_improve_order` then searches the
order of the waste plays locally (one play moved elsewhere, past no play it must follow
or precede), counting turns by simulating the talon alone: fewest turns in all.

Then edits of the actions, each kept only when the rescheduled line replays legally to
a win and is shorter: a move undone later (a card to a column and back, a foundation
take-back that goes home again) loses both moves; a block moved twice (P to Q, later Q
to R) moves once (P to R, at either time). A waste play that needed a new pass is split
in two where that helps: the card parked on a column as the stock passes it, moved on
later (`_parked`; one move more, many turns fewer). From an open position (stock, waste
and reserve empty) a plain finish (`_finish`: cards home, else dig out the next card of
a foundation) replaces the line's end where it is shorter: the search tends to shuffle
long runs there. Last, a position the line comes back to (the same `State.key()`) is
skipped to its last visit. The result is replayed with
`apply_move`; if anything is wrong, the input line is returned as it was.

The work is bounded: `max_seconds` (checked between steps), edits tried, orders tried.
"""

from __future__ import annotations

import heapq
import time

from game.engine.moves import (
    Move,
    MoveError,
    apply_legal,
    apply_move,
    column_index,
    legal_moves,
    pile_cards,
)
from game.engine.state import State

MAX_SECONDS = 0.3  # the tidy's own time budget; past it the best line so far is kept
MAX_EDITS = 400  # edits of the actions tried at most
MAX_ORDER_EVALS = 3_000  # orders of the waste plays the local search tries at most
PARK_ORDER_EVALS = 300  # the same, for each parking tried
FINISH_TRIES = 8  # open positions of a line its plain finish is tried from


def is_turn(move: Move) -> bool:
    """A stock turn or a waste turn-back."""
    return move.src == "stock" or move.dst == "stock"


def legal(state: State, move: Move) -> bool:
    """`move in legal_moves(state)`, faster (one move's own piles are read)."""
    rules = state.rules
    if state.choice:
        return move in legal_moves(state)
    if move.src == "stock":
        return (
            move.dst == "waste"
            and bool(state.stock)
            and move.cards == min(state.turn_size, len(state.stock))
        )
    if move.dst == "stock":
        return (
            move.src == "waste"
            and not state.stock
            and bool(state.waste)
            and rules.redeal_allowed(state.pass_no)
            and move.cards == len(state.waste)
        )
    try:
        src = pile_cards(state, move.src)
        dst = pile_cards(state, move.dst)
    except MoveError:
        return False
    n = move.cards
    if move.src == move.dst or n < 1 or len(src) < n:
        return False
    if move.src in ("reserve", "waste"):
        kind = move.src
        if n != 1:
            return False
    elif move.src[0] == "f":
        kind = "foundation"
        if not rules.foundation_takeback or n != 1 or move.dst[0] == "f":
            return False
    else:
        kind = "tableau"
        # The top card goes home under every group rule (hoyle's whole columns too).
        if move.dst[0] != "f" and n not in rules.group_sizes(len(src)):
            return False
    card = src[-n]
    if move.dst[0] == "f":
        return n == 1 and move.dst[1:] == card.suit and state.foundation_accepts(card)
    if column_index(move.dst) is None:
        return False
    if dst:
        return rules.fits(card, dst[-1])
    return kind in rules.empty_column_sources and not (kind == "tableau" and n == len(src))


def _touches(state: State, move: Move) -> frozenset[str]:
    """The piles an action reads or changes, the waste excepted (see the docstring)."""
    piles = {move.src, move.dst} - {"waste"}
    if (
        state.rules.refill_from_reserve
        and column_index(move.src) is not None
        and move.cards == len(state.tableau[column_index(move.src)])
    ):
        piles.add("reserve")  # the refill reads the reserve (and takes its top if any)
    return frozenset(piles)


class _Talon:
    """Stock and waste as one sequence (waste bottom..top, then the stock next-first):
    turning moves the waste length `p` forward, a turn-back sets it to 0 (next pass)."""

    def __init__(self, state: State) -> None:
        self.cards = list(state.waste) + list(state.stock)
        self.p = len(state.waste)
        self.ps = state.pass_no
        self.rules = state.rules
        self.draw = state.draw

    def copy(self) -> _Talon:
        other = object.__new__(_Talon)
        other.cards, other.p, other.ps = list(self.cards), self.p, self.ps
        other.rules, other.draw = self.rules, self.draw
        return other

    def count(self, t: int) -> tuple[int, int] | None:
        """(turns, pass) that bring the waste length to `t` by turning alone, or None.

        Within a pass of draw k the waste length goes p, p + k, ... and ends at n, the
        talon's length; the turn-back (while passes remain) starts the next pass at 0."""
        rules, n = self.rules, len(self.cards)
        p, ps, steps = self.p, self.ps, 0
        rounds = (rules.passes - ps + 1) if rules.passes is not None else len(rules.draws) + 3
        for _ in range(max(1, rounds)):
            k = rules.draw_for(self.draw, ps)
            if p <= t:
                d = t - p
                if d % k == 0:
                    return steps + d // k, ps
                if t == n:
                    return steps - (-d // k), ps
            steps -= -(n - p) // k  # to the end of the pass
            if not n or not rules.redeal_allowed(ps):
                return None
            steps, p = steps + 1, 0
            if rules.counts_passes:
                ps += 1
        return None

    def reach(self) -> dict:
        """Each card turning alone brings to the waste top: card -> turns (first time)."""
        out: dict = {}
        for q, card in enumerate(self.cards):
            found = self.count(q + 1)
            if found is not None:
                out[card] = found[0]
        return out

    def _reach(self, card) -> tuple[int, tuple] | None:
        """Where `card` lies in the talon and `count`'s answer for it (None: out of reach)."""
        try:
            q = self.cards.index(card)
        except ValueError:
            return None
        found = self.count(q + 1)
        return None if found is None else (q, found)

    def turns_to(self, card) -> int | None:
        """Turns that bring `card` to the waste top (None: out of reach); then plays it."""
        reach = self._reach(card)
        if reach is None:
            return None
        q, found = reach
        del self.cards[q]
        self.p, self.ps = q, found[1]
        return found[0]

    def turn_to(self, card, out: list[Move]) -> bool:
        """Turn until `card` is on the waste top, then play it (False: out of reach)."""
        reach = self._reach(card)
        if reach is None:
            return False
        q, found = reach
        rules, n, p, ps = self.rules, len(self.cards), self.p, self.ps
        for _ in range(found[0]):
            if p < n:
                k = min(rules.draw_for(self.draw, ps), n - p)
                out.append(Move("stock", "waste", k))
                p += k
            else:
                out.append(Move("waste", "stock", p))
                p = 0
                ps += 1 if rules.counts_passes else 0
        assert p == q + 1 and ps == found[1], "talon walk"
        del self.cards[q]
        self.p, self.ps = q, ps
        return True


Action = tuple  # (Move, the card a waste play plays, else None)


class _Actions:
    """Actions replayed in their order (turning as needed) to a win, with each one's
    piles (`_touches`) and the earlier actions it must follow (`deps`). `ok` is False
    when the replay fails or does not win."""

    def __init__(
        self,
        position: State,
        actions: list[Action],
        keep_states: bool = False,
        resume: tuple[_Actions, int] | None = None,
    ) -> None:
        self.actions = [m for m, _ in actions]
        self.cards = [c for _, c in actions]
        # with keep_states: the position before each action (after its turns), and where
        # a replay of a line sharing the first k actions can start (`resume`)
        self.states: list[State] = []
        self.starts: list[tuple[State, _Talon, dict[str, int]]] = []
        self.moved: list = []  # the bottom card each action moves
        self.deps: list[set[int]] = []
        self.ok = False
        k = 0
        if resume is None:
            s = position.copy()
            talon = _Talon(s)
            last: dict[str, int] = {}
        else:
            prev, k = resume
            s, talon, last = prev.starts[k]
            s, talon, last = s.copy(), talon.copy(), dict(last)
            self.moved, self.deps = prev.moved[:k], prev.deps[:k]
        for i in range(k, len(actions)):
            move, card = actions[i]
            if keep_states:
                self.starts.append((s.copy(), talon.copy(), dict(last)))
            if card is not None:
                if move.src != "waste" or talon.turns_to(card) is None:
                    return
                # the turns' effect at once: the card on the waste top, the pass it is in
                q = talon.p
                s.waste[:] = talon.cards[:q] + [card]
                s.stock[:] = talon.cards[q:]
                s.pass_no, s.fan = talon.ps, 1
            elif move.src == "waste":
                return
            if not legal(s, move):
                return
            if keep_states:
                self.states.append(s.copy())
            piles = _touches(s, move)
            self.deps.append({last[p] for p in piles if p in last})
            for p in piles:
                last[p] = i
            self.moved.append(pile_cards(s, move.src)[-move.cards])
            apply_legal(s, move)
        self.ok = s.is_won()


def _schedule(position: State, acts: _Actions, order: list[int] | None = None) -> list[Move] | None:
    """The engine line of `acts` as the module docstring orders them: free non-waste
    actions first (in line order), then the free waste play fewest turns away, or
    with `order` the waste plays in that order. None if a waste play is out of reach."""
    n = len(acts.actions)
    succ: list[list[int]] = [[] for _ in range(n)]
    indeg = [len(d) for d in acts.deps]
    for i, deps in enumerate(acts.deps):
        for d in deps:
            succ[d].append(i)
    free: list[int] = []  # free non-waste actions, by line order
    free_plays: set[int] = set()
    for i in range(n):
        if indeg[i] == 0:
            if acts.cards[i] is not None:
                free_plays.add(i)
            else:
                free.append(i)
    heapq.heapify(free)
    talon = _Talon(position)
    out: list[Move] = []
    done, next_play = 0, 0
    while done < n:
        if free:
            i = heapq.heappop(free)
        else:
            if order is not None:
                i = order[next_play] if next_play < len(order) else -1
                next_play += 1
                if i not in free_plays:
                    return None
            else:
                reach = talon.reach()
                ready = [j for j in free_plays if acts.cards[j] in reach]
                if not ready:
                    return None
                i = min(ready, key=lambda j: (reach[acts.cards[j]], j))
            free_plays.discard(i)
            if not talon.turn_to(acts.cards[i], out):
                return None
        out.append(acts.actions[i])
        done += 1
        for j in succ[i]:
            indeg[j] -= 1
            if indeg[j] == 0:
                if acts.cards[j] is not None:
                    free_plays.add(j)
                else:
                    heapq.heappush(free, j)
    return out


def _plays_of(line: list[Move], acts: _Actions, position: State) -> list[int]:
    """The waste plays of `acts` (indices) in the order `line` plays them."""
    index = {c: i for i, c in enumerate(acts.cards) if c is not None}
    s = position.copy()
    order = []
    for move in line:
        if move.src == "waste" and move.dst != "stock":
            order.append(index[s.waste[-1]])
        apply_legal(s, move)
    return order


def _play_masks(acts: _Actions) -> tuple[dict[int, int], list[int]]:
    """A bit per waste play (by action index), and for each action the waste plays it
    must follow (a bit mask: its ancestors in the pile order)."""
    plays = [i for i, c in enumerate(acts.cards) if c is not None]
    bit = {i: 1 << k for k, i in enumerate(plays)}
    anc = [0] * len(acts.actions)
    for i, deps in enumerate(acts.deps):
        mask = 0
        for d in deps:
            mask |= anc[d] | bit.get(d, 0)
        anc[i] = mask
    return bit, anc


def _repaired(acts: _Actions, cards: list) -> list[int]:
    """The waste plays of `acts` as close to the order of `cards` as the pile order
    allows: each time the first play of that order whose required plays are done."""
    bit, anc = _play_masks(acts)
    rank = {c: k for k, c in enumerate(cards)}
    left = sorted(bit, key=lambda i: (rank.get(acts.cards[i], len(rank)), i))
    done, out = 0, []
    while left:
        k = next((k for k, i in enumerate(left) if anc[i] & ~done == 0), None)
        if k is None:  # cannot happen: the pile order has no cycle
            return sorted(bit)
        i = left.pop(k)
        out.append(i)
        done |= bit[i]
    return out


def _improve_order(
    position: State, acts: _Actions, order: list[int], deadline: float, evals_max: int = 0
) -> list[int]:
    """Local search over the order of the waste plays (one play moved elsewhere, the
    plays it must follow or precede kept on their sides), fewest turns in all."""
    bit, anc = _play_masks(acts)
    base = _Talon(position)

    def cost(seq: list[int], k0: int, snaps: list) -> int | None:
        talon = snaps[k0][0].copy()
        total = snaps[k0][1]
        for i in seq[k0:]:
            steps = talon.turns_to(acts.cards[i])
            if steps is None:
                return None
            total += steps
        return total

    def snapshots(seq: list[int]) -> tuple[list, int | None]:
        talon, total, snaps = base.copy(), 0, []
        for i in seq:
            snaps.append((talon.copy(), total))
            steps = talon.turns_to(acts.cards[i])
            if steps is None:
                return snaps, None
            total += steps
        return snaps, total

    snaps, best = snapshots(order)
    if best is None:
        return order
    evals = 0
    improved = True
    evals_max = evals_max or MAX_ORDER_EVALS
    while improved and evals < evals_max and time.perf_counter() < deadline:
        improved = False
        m = len(order)
        for a in range(m):
            x = order[a]
            for b in range(a - 1, -1, -1):  # earlier: past plays it need not follow
                if anc[x] & bit[order[b]]:
                    break
            else:
                b = -1
            lo = b + 1
            for b in range(a + 1, m):  # later: past plays that need not follow it
                if anc[order[b]] & bit[x]:
                    break
            else:
                b = m
            hi = b - 1
            for to in range(lo, hi + 1):
                if to == a or evals >= evals_max:
                    continue
                evals += 1
                seq = order[:a] + order[a + 1 :]
                seq.insert(to, x)
                c = cost(seq, min(a, to), snaps)
                if c is not None and c < best:
                    order, best, improved = seq, c, True
                    snaps, _ = snapshots(order)
                    break
            if improved or time.perf_counter() >= deadline:
                break
    return order


def _turned(position: State, acts: _Actions) -> list[Move]:
    """The engine line of `acts` in their own order (turning before each waste play)."""
    talon = _Talon(position)
    out: list[Move] = []
    for move, card in zip(acts.actions, acts.cards, strict=True):
        if card is not None:
            talon.turn_to(card, out)
        out.append(move)
    return out


def _line_of(position: State, acts: _Actions) -> list[Move]:
    """The shorter of `_schedule`'s line and the actions' own order."""
    own = _turned(position, acts)
    scheduled = _schedule(position, acts)
    return own if scheduled is None or len(own) <= len(scheduled) else scheduled


def _reordered(
    position: State, acts: _Actions, line: list[Move], deadline: float, evals: int = 0
) -> list[Move]:
    """`line` with its waste plays in the order `_improve_order` finds, if shorter."""
    order = _improve_order(position, acts, _plays_of(line, acts, position), deadline, evals)
    better = _schedule(position, acts, order)
    return better if better is not None and len(better) < len(line) else line


def actions_of(position: State, moves: list[Move]) -> tuple[list[Action], bool]:
    """A line's actions (with the card of each waste play) and whether it wins; raises
    MoveError if a move is illegal."""
    s = position.copy()
    out: list[Action] = []
    for move in moves:
        if not is_turn(move):
            out.append((move, s.waste[-1] if move.src == "waste" and s.waste else None))
        if not legal(s, move):
            raise MoveError(f"illegal move {move}")
        apply_legal(s, move)
    return out, s.is_won()


def _edits(acts: _Actions):
    """Candidate edits of the actions (see the module docstring): (signature, actions)."""
    items = list(zip(acts.actions, acts.cards, strict=True))
    n = len(items)
    removals, merges = [], []
    for i in range(n):
        mi, ci = items[i]
        j = next((j for j in range(i + 1, n) if acts.moved[j] == acts.moved[i]), None)
        if j is None:
            continue
        mj = items[j][0]
        if mj.src != mi.dst or mj.cards != mi.cards:
            continue
        sig = (i, mi, ci, mj, acts.moved[i])
        rest = items[:i] + items[i + 1 : j] + items[j + 1 :]
        if mj.dst == mi.src:
            removals.append((sig + ("drop",), i, rest))
            continue
        direct = Move(mi.src, mj.dst, mi.cards)
        if not acts.states or legal(acts.states[i], direct):
            merges.append((sig + ("early",), i, items[:i] + [(direct, ci)] + rest[i:]))
        merges.append((sig + ("late",), i, rest[: j - 1] + [(direct, ci)] + rest[j - 1 :]))
    yield from removals
    yield from merges


def _without_returns(position: State, line: list[Move]) -> list[Move]:
    """Skip every return to an earlier position (the same `State.key()`) to its last visit."""
    s = position.copy()
    keys = [s.key()]
    for move in line:
        apply_legal(s, move)
        keys.append(s.key())
    last = {k: i for i, k in enumerate(keys)}
    out: list[Move] = []
    i = last[keys[0]]
    while i < len(line):
        out.append(line[i])
        i = last[keys[i + 1]]
    return out


def _edited(position: State, best: list[Move], deadline: float) -> tuple[list[Move], bool]:
    """`best` with the edits of `_edits` that shorten it (first found, again and again)."""
    edited, improved, tries = False, True, 0
    while improved and tries < MAX_EDITS and time.perf_counter() < deadline:
        improved = False  # each accepted edit starts the scan again: others may fit now
        acts = _Actions(position, actions_of(position, best)[0], keep_states=True)
        order = [acts.cards[i] for i in _plays_of(best, acts, position)]
        for _, at, changed in _edits(acts):
            if tries >= MAX_EDITS or time.perf_counter() >= deadline:
                break
            tries += 1
            candidate = _Actions(position, changed, resume=(acts, at))
            if not candidate.ok:
                continue
            line = _schedule(position, candidate, _repaired(candidate, order))
            if line is None:
                line = _line_of(position, candidate)
            if len(line) < len(best):
                best, improved, edited = line, True, True
                break
    return best, edited


def _wrapped(position: State, line: list[Move]) -> set:
    """The waste cards `line` turns the waste back for (a pass begun for them)."""
    s = position.copy()
    out, back = set(), False
    for move in line:
        if move.dst == "stock":
            back = True
        elif move.src == "waste":
            if back:
                out.add(s.waste[-1])
            back = False
        apply_legal(s, move)
    return out


def _parked(position: State, best: list[Move], deadline: float) -> list[Move]:
    """Waste cards parked on a column while the stock passes them: a waste play that
    needed a new pass is split into a play onto a column X (where X takes the card and
    no action touches X until the card leaves) and a move from X to where it went.
    One move more; kept when the line gets shorter (the pass saved, or part of it)."""
    tried: set = set()
    improved = True
    while improved and time.perf_counter() < deadline:
        improved = False
        wrapped = _wrapped(position, best)
        if not wrapped:
            break
        acts = _Actions(position, actions_of(position, best)[0], keep_states=True)
        order = [acts.cards[i] for i in _plays_of(best, acts, position)]
        last: dict[str, int] = {}  # pile -> the last action touching it, so far
        for j, move in enumerate(acts.actions):
            card = acts.cards[j]
            if card in wrapped:
                for x in range(len(position.tableau)):
                    pile = f"t{x + 1}"
                    if pile == move.dst or time.perf_counter() >= deadline:
                        continue
                    i = last.get(pile, -1) + 1
                    column = acts.states[i].tableau[x]
                    if not column or not position.rules.fits(card, column[-1]):
                        continue
                    if (card, pile, i) in tried:
                        continue
                    tried.add((card, pile, i))
                    items = list(zip(acts.actions, acts.cards, strict=True))
                    changed = (
                        items[:i]
                        + [(Move("waste", pile, 1), card)]
                        + items[i:j]
                        + [(Move(pile, move.dst, 1), None)]
                        + items[j + 1 :]
                    )
                    candidate = _Actions(position, changed, resume=(acts, i))
                    if not candidate.ok:
                        continue
                    line = _line_of(position, candidate)
                    again = _schedule(position, candidate, _repaired(candidate, order))
                    if again is not None and len(again) < len(line):
                        line = again
                    line = _reordered(position, candidate, line, deadline, PARK_ORDER_EVALS)
                    if len(line) < len(best):
                        best, improved = line, True
                        break
                if improved:
                    break
            last[move.src] = last[move.dst] = j
    return best


def _finish(state: State, limit: int) -> list[Move] | None:
    """A plain finish of an open position (stock, waste and reserve empty): cards home
    whenever one can go, else the cards above the next card of a foundation (the one
    with the fewest on it) moved off, as large a block as goes, onto a column that takes
    it before an empty one. None if it gets stuck, repeats itself or runs past `limit`."""
    s = state.copy()
    out: list[Move] = []
    seen = {s.key()}
    cols = [f"t{i + 1}" for i in range(len(s.tableau))]
    while not s.is_won():
        if len(out) >= limit:
            return None
        move = next(
            (
                Move(pile, f"f{col[-1].suit}", 1)
                for pile, col in zip(cols, s.tableau, strict=True)
                if col and s.foundation_accepts(col[-1])
            ),
            None,
        )
        if move is None:
            wanted = []
            for c, col in enumerate(s.tableau):
                for depth, card in enumerate(reversed(col)):
                    if s.foundation_accepts(card):
                        wanted.append((depth, c))
            for depth, c in sorted(wanted):
                sizes = [n for n in s.rules.group_sizes(len(s.tableau[c])) if n <= depth]
                for n in sorted(sizes, reverse=True):
                    targets = [d for d in range(len(cols)) if d != c]
                    targets.sort(key=lambda d: not s.tableau[d])  # a fitting column first
                    for d in targets:
                        if legal(s, Move(cols[c], cols[d], n)):
                            move = Move(cols[c], cols[d], n)
                            break
                    if move:
                        break
                if move:
                    break
        if move is None:
            return None
        apply_legal(s, move)
        out.append(move)
        key = s.key()
        if key in seen:
            return None
        seen.add(key)
    return out


def _finished(position: State, best: list[Move], deadline: float) -> list[Move]:
    """`best` with its end from an open position (`_finish`) played plainly, if shorter:
    tried from the first open position of the line and from a few later ones."""
    s = position.copy()
    opens: list[tuple[int, State]] = []
    for k, move in enumerate(best):
        if not s.stock and not s.waste and not s.reserve and not s.choice:
            opens.append((k, s.copy()))
        apply_legal(s, move)
    if not opens:
        return best
    step = max(1, len(opens) // FINISH_TRIES)
    shortest = best
    for k, state in opens[::step]:
        if time.perf_counter() >= deadline:
            break
        rest = len(best) - k
        finish = _finish(state, rest - 1)
        if finish is not None and k + len(finish) < len(shortest):
            shortest = best[:k] + finish
    return shortest


def _wins(position: State, line: list[Move]) -> bool:
    """`line` replays to a win (each move `legal`, which is the engine's legality; `solve`
    replays the tidied line once more with `apply_move`)."""
    s = position.copy()
    for move in line:
        if not legal(s, move):
            return False
        apply_legal(s, move)
    return s.is_won()


def tidy_line(position: State, moves: list[Move], max_seconds: float = MAX_SECONDS) -> list[Move]:
    """A winning line no longer than `moves` (a winning line of `position`): no stock
    cycle that a better order of the waste plays avoids, no move undone later, no
    detour one move cuts. A line that does not win is returned unchanged."""
    moves = list(moves)
    if position.choice:  # Selective Canfield: the pick stays first
        if not moves:
            return moves
        child = position.copy()
        try:
            apply_move(child, moves[0])
        except MoveError:
            return moves
        return [moves[0], *tidy_line(child, moves[1:], max_seconds)]
    deadline = time.perf_counter() + max_seconds
    try:
        actions, won = actions_of(position, moves)
    except MoveError:
        return moves
    if not won:
        return moves
    acts = _Actions(position, actions)
    if not acts.ok:
        return moves
    best = _line_of(position, acts)
    best = _reordered(position, acts, best, deadline)
    best, edited = _edited(position, best, deadline)
    if edited and time.perf_counter() < deadline:
        acts = _Actions(position, actions_of(position, best)[0])
        best = _reordered(position, acts, best, deadline)
    if time.perf_counter() < deadline:
        best = _parked(position, best, deadline)
    best = _finished(position, best, deadline)
    best = _without_returns(position, best)
    if len(best) > len(moves) or not _wins(position, best):
        return moves  # cannot happen (each step keeps the line winning), but never worse
    return best
