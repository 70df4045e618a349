"""How hard a winnable deal is: easy, medium or hard, from the solver's effort to win it.

The measure is the number of positions the solver's search expands before it finds a
win, under a fixed node budget (`RATING_NODES`), so the rating of a deal is the same on
every machine and at any load. Why this measure: the search tries the moves a player
would weigh first (cards home, the reserve, columns) and backs out of dead ends, so
its count of positions grows with how much trial and error a deal asks for: a deal
whose obvious moves win is rated easy, one whose win hides behind many plausible
losing lines is rated hard. A deal the search does not win within the budget (lost, or
undecided) has no rating.

The two cut-offs per kind of deal (game, preset, draw) are the first and second thirds
of the efforts of 300 winnable deals, measured by `tools/calibrate_difficulty.py` and
kept in `difficulty_table.py`; so each band holds about a third of the winnable deals.
The efforts depend on the search itself: the tool re-measures them after the solver
changes, and tests/solver/test_difficulty.py checks that the table's sample deals still
cost what they cost when it was calibrated. A deal the rating search does not win
but a longer (timed) search does is rated hard: it asks more than the rating budget
(deals not won within it: 12 % of deals 1-339 in standard draw 3, lost ones included).
So the hard band holds a third of the deals won within the budget and these too. Pure
Python, never imports pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import NamedTuple

from game.engine.deal import MAX_DEAL, GameCode
from game.engine.moves import Move
from game.engine.rules import Rules
from game.engine.state import State
from game.solver.api import solve, tidied, wins
from game.solver.difficulty_table import CUTOFFS
from game.solver.proven_deals import NODE_BUDGET, PROVEN

RATING_NODES = 50_000  # the rating search's node budget (about 1 s on one core)
BANDS = ("easy", "medium", "hard")


def kind_of(rules: Rules, draw: int) -> str:
    """The key of a kind of deal in the cut-off table: "canfield-standard/3"."""
    return f"{rules.game}-{rules.name}/{draw}"


def parse_kind(kind: str) -> tuple[str, str, int]:
    """The game, preset and draw of a kind key (the inverse of `kind_of`)."""
    game_preset, draw = kind.split("/")
    game, preset = game_preset.split("-")
    return game, preset, int(draw)


def effort(position: State) -> int | None:
    """Positions the search expands to win `position`; None if it is not won in budget."""
    result = solve(position, node_budget=RATING_NODES, tidy=False)  # the effort only
    return result.nodes if result.verdict == "won" else None


def band_of(nodes: int, cutoffs: tuple[int, int]) -> str:
    """The band of an effort: up to the first cut-off easy, up to the second medium."""
    low, high = cutoffs
    return BANDS[0] if nodes <= low else BANDS[1] if nodes <= high else BANDS[2]


def rate(position: State) -> str | None:
    """ "easy", "medium" or "hard"; None where the deal is not won within the rating
    budget or its kind has no calibration yet."""
    if not rated(position.rules, position.draw):
        return None  # (and never the unbounded search prove_and_rate does for such kinds)
    return prove_and_rate(position, None).band


def rated(rules: Rules, draw: int) -> bool:
    """Deals of this kind can be rated (its cut-offs are calibrated)."""
    return kind_of(rules, draw) in CUTOFFS


class Proof(NamedTuple):
    """What `prove_and_rate` found: the verdict, the band, and the winning line (as the
    search found it, untidied; empty unless won)."""

    verdict: str
    band: str | None
    moves: tuple[Move, ...] = ()


def prove_and_rate(
    position: State, budget_seconds: float | None, nodes: int = RATING_NODES
) -> Proof:
    """The verdict and band (`Proof`): the rating search first, then, where it ran out of
    nodes and time is given, a timed search, whose win makes the deal hard. Kinds without
    cut-offs get the timed search only, and no band.

    `nodes` below RATING_NODES stops the rating search early, when only the bands up to
    that effort are wanted: Canfield's search does the same steps whatever its node
    budget (its restarts have fixed lengths), so a win within fewer nodes is the same
    win at the same effort (tests/solver/test_difficulty.py checks it)."""
    cutoffs = CUTOFFS.get(kind_of(position.rules, position.draw))
    if cutoffs is not None:
        first = solve(position, node_budget=min(nodes, RATING_NODES), tidy=False)
        if first.verdict == "won":
            return Proof("won", band_of(first.nodes, cutoffs), tuple(first.moves))
        if first.verdict == "lost" or not budget_seconds:
            return Proof(first.verdict, None)
    later = solve(position, budget_seconds=budget_seconds, tidy=False)
    band = BANDS[-1] if cutoffs is not None and later.verdict == "won" else None
    return Proof(later.verdict, band, tuple(later.moves))


LINE_SECONDS = 3.0  # `winning_line`'s timed search, after its node budget


@dataclass
class RatedDeal:
    code: GameCode
    tries: int
    proven: bool  # winnable (else an ordinary deal: none found in the tries)
    band: str | None  # the deal's band (None: not proven, or its kind is not rated)
    listed: bool = False  # taken from the shipped list of proven deals
    line: list[Move] = field(default_factory=list)  # a winning line, tidied, where searched


def find_rated(
    start_number: int,
    rules: Rules,
    draw: int,
    band: str | None = None,
    per_deal_budget: float = 1.0,
    tries: int = 20,
    seconds: float | None = None,
    listed: int | None = None,
) -> RatedDeal:
    """The first proven-winnable deal at or after `start_number`, of `band` where one is
    asked (and the kind is rated), with its band. When no deal of the band turns up in
    `tries`, the first winnable deal seen; when none at all, the ordinary deal at
    `start_number`. Looking for easy or medium deals searches each deal only as far as
    that band's cut-off and skips the timed search: a deal not won by then is harder.

    `seconds` stops trying further deals once that much time has gone (0: tries none).
    With `listed` (an index), a search that finds no winnable deal deals that one of the
    shipped list of proven deals (`listed_deal`) instead of an ordinary one, where the
    kind has a list."""
    band = band if band in BANDS and rated(rules, draw) else None
    timed, nodes = per_deal_budget, RATING_NODES
    if band in BANDS[:2]:
        timed, nodes = None, CUTOFFS[kind_of(rules, draw)][BANDS.index(band)]
    fallback: RatedDeal | None = None
    began = time.perf_counter()
    for i in range(max(1, tries)):
        if seconds is not None and (i or seconds <= 0) and time.perf_counter() - began >= seconds:
            tries = i
            break
        code = GameCode((start_number + i) % (MAX_DEAL + 1), draw, rules)
        proof = prove_and_rate(code.state(), timed, nodes)
        if proof.verdict != "won":
            continue
        found = RatedDeal(code, i + 1, True, proof.band, line=list(proof.moves))
        if band is None or proof.band == band:
            return _with_tidy_line(found)
        fallback = fallback or found
    if fallback is not None:
        fallback.tries = max(1, tries)
        return _with_tidy_line(fallback)
    shipped = None if listed is None else listed_deal(rules, draw, listed)
    if shipped is not None:
        state = shipped.state()
        band = rate(state)  # the rating search alone, where the kind is rated
        if band is None and rated(rules, draw):
            band = BANDS[-1]  # proven, but past the rating budget: hard (prove_and_rate)
        line = winning_line(state)
        return RatedDeal(shipped, max(1, tries), True, band, listed=True, line=line)
    return RatedDeal(GameCode(start_number, draw, rules), max(1, tries), False, None)


def winning_line(
    position: State, nodes: int = NODE_BUDGET, seconds: float = LINE_SECONDS
) -> list[Move]:
    """A tidied winning line from `position`, or [] where none is found: a deal dealt as
    proven winnable without its line (a shipped or daily deal) gets one this way, so its
    first hint follows it at once instead of guessing. First a search of at most `nodes`
    nodes (the budget that proved the shipped deals), then one of `seconds`, which also
    tries the sub-games (Rainbow's daily deal of 2026-12-07 is won in 0.1 s so, and not
    in 100,000 nodes without them)."""
    result = solve(position, node_budget=nodes)
    if result.verdict == "won":
        return list(result.moves)
    for sub in position.rules.sub_games():
        # The sub-games by nodes too, before any clock: on a loaded machine the timed
        # search's share for them ran out before their 0.1 s win (CI).
        trial = position.copy()
        trial.rules = sub
        found = solve(trial, node_budget=nodes)
        if found.verdict == "won" and wins(position, found.moves):  # by the real rules
            return list(found.moves)
    if seconds:
        result = solve(position, budget_seconds=seconds)
    return list(result.moves) if result.verdict == "won" else []


def _with_tidy_line(found: RatedDeal) -> RatedDeal:
    """The deal with its winning line tidied (the game's hints follow it at once)."""
    found.line = tidied(found.code.state(), found.line)
    return found


def first_deal(rules: Rules, draw: int, pick: int) -> tuple[GameCode, str | None] | None:
    """A new player's very first deal and its band: one of the easiest third of this
    kind's shipped list of proven-winnable deals (by the positions its search expanded),
    from `pick` on the first the rating calls easy (a few tenths of a second at most);
    None where the kind has no list. A random first deal could be lost before it began (a
    tester's first game: "This game cannot be won" at the first hint), and the bar named
    no band for it (another tester)."""
    deals = sorted(PROVEN.get(kind_of(rules, draw), ()), key=lambda deal: deal[1])
    if not deals:
        return None
    easiest = deals[: max(1, len(deals) // 3)]
    first = None
    for i in range(len(easiest)):
        number, _nodes = easiest[(pick + i) % len(easiest)]
        code = GameCode(number, draw, rules)
        if not rated(rules, draw):
            return code, None  # no band to look for
        band = rate(code.state())
        if band == BANDS[0]:
            return code, band
        first = first or (code, band)
    return first


def listed_deal(rules: Rules, draw: int, index: int) -> GameCode | None:
    """Deal `index` (counted round) of this kind's shipped list of proven-winnable deals
    (proven_deals.py, made by tools/make_proven_deals.py); None where the kind has no list.
    For kinds whose deals the search rarely proves in a second (Chameleon, Rainbow
    strict), so that "Solvable deals only" never deals an unproven deal."""
    deals = PROVEN.get(kind_of(rules, draw), ())
    if not deals:
        return None
    number, _nodes = deals[index % len(deals)]
    return GameCode(number, draw, rules)
