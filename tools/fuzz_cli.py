"""Fuzz the `canfield` command line with generated, mostly malformed, input.

Every case is a command line (deal, moves, apply, solve, solvable, daily, play) with
malformed codes, flags, moves and positions: deep nesting, huge integers, wrong types,
binary junk, truncated JSON, positions made unreachable by mutating positions reached by
real play, huge or endless stdin, /dev/zero, a closed stdin and broken pipes. Valid cases
are mixed in so that the checks also see the accepting side. Most cases run in this
process (game.cli.main with captured stdio); a subset runs as real `python -m game`
processes for what only a process shows (stdin and stdout file descriptors, pipes).

Each case knows the exit statuses it allows. Counted and printed: cases run, tracebacks
(an exception out of main, or "Traceback" on stderr), hangs (past the per-case timeout),
impossible positions accepted (mutations known to be unreachable that exit 0), reachable
positions rejected, exit-status mismatches, and bad-input reports that are not one line
on stderr. The exit status is 0 when all of those are 0.

    python tools/fuzz_cli.py [--cases 5000] [--seed 1] [--subprocess N] [--timeout 20]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import cli  # noqa: E402
from game.engine.cards import RANKS, SUITS, Card, fits_on_column, next_rank  # noqa: E402
from game.engine.deal import MAX_DEAL, GameCode  # noqa: E402
from game.engine.moves import apply_move, legal_moves  # noqa: E402
from game.engine.rules import PRESETS  # noqa: E402
from game.engine.state import State, dump_position  # noqa: E402

OK = frozenset({0})
BAD = frozenset({2})
EITHER = frozenset({0, 2})
PIPE = frozenset({1})  # Python's status after EPIPE (its docs' "Note on SIGPIPE")
POS = "@POS"  # stands for the case's position file in argv
MB = 2**20
CHILD_MEMORY = 2**31  # address space of each `python -m game` process
# Dates whose daily deal the solver settles in well under a second (others take seconds).
DAILY_DATES = ("2024-01-01", "2025-01-31", "2026-03-01", "0001-01-01", "1999-12-31")


@dataclass
class Case:
    kind: str
    argv: list[str]
    expect: frozenset[int]
    position: bytes | None = None  # written to a file that POS names
    stdin: bytes | None = b""  # None: stdin closed
    stdin_source: str = ""  # subprocess only: "yes", "/dev/zero", "/dev/urandom"
    stdout: str = "capture"  # or "broken" (EPIPE on write) or "closed" (subprocess)
    stderr_closed: bool = False
    unreachable: bool = False  # a position no game can reach: must not be accepted
    reachable: bool = False  # a position reached by play: must be accepted
    process: bool = False


@dataclass
class Report:
    seed: int
    cases: int = 0
    in_process: int = 0
    processes: int = 0
    tracebacks: int = 0
    hangs: int = 0
    impossible_accepted: int = 0
    unreachable_cases: int = 0
    reachable_rejected: int = 0
    reachable_cases: int = 0
    mismatches: int = 0
    not_one_line: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (
            self.tracebacks
            or self.hangs
            or self.impossible_accepted
            or self.reachable_rejected
            or self.mismatches
            or self.not_one_line
        )

    def text(self) -> str:
        lines = [
            f"cases run:              {self.cases} ({self.in_process} in-process, "
            f"{self.processes} processes)",
            f"tracebacks:             {self.tracebacks}",
            f"hangs:                  {self.hangs}",
            f"impossible accepted:    {self.impossible_accepted} "
            f"(of {self.unreachable_cases} unreachable positions)",
            f"reachable rejected:     {self.reachable_rejected} "
            f"(of {self.reachable_cases} positions reached by play)",
            f"exit-code mismatches:   {self.mismatches}",
            f"not one line on stderr: {self.not_one_line}",
            f"seed:                   {self.seed}",
            f"time:                   {self.seconds:.1f} s",
        ]
        if self.failures:
            lines.append(f"first failures ({len(self.failures)} shown):")
            lines.extend("  " + f for f in self.failures)
        return "\n".join(lines)


# --- building blocks -----------------------------------------------------------------


def reached_position(rng: random.Random) -> State:
    """A position reached by random legal play in a random preset and draw mode."""
    rules = rng.choice(list(PRESETS.values()))
    state = GameCode(rng.randint(0, MAX_DEAL), rng.choice((1, 3)), rules).state()
    for _ in range(rng.choice((0, 5, 30, 80, 200))):
        moves = legal_moves(state)
        if not moves:
            break
        home = [m for m in moves if m.dst[0] == "f" or m.src[0] == "f"]
        apply_move(state, rng.choice(home if home and rng.random() < 0.5 else moves))
    return state


def as_bytes(data: object) -> bytes:
    return json.dumps(data).encode()


def valid_code(rng: random.Random) -> str:
    letters = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(7))
    text = f"CF1-D{rng.choice('13')}-{letters}{rng.choice(('', '-H', '-S'))}"
    if rng.random() < 0.3:
        text = text.lower()
    return " " * rng.randint(0, 2) + text + " " * rng.randint(0, 2)


def bad_code(rng: random.Random) -> str:
    good = valid_code(rng).strip().upper()
    head, draw, letters, *suffix = good.split("-")
    options = [
        lambda: f"CF2-{draw}-{letters}",
        lambda: f"CF-{draw}-{letters}",
        lambda: f"{head}-D{rng.choice(['0', '2', '4', '9', '13', '33'])}-{letters}",
        lambda: f"{head}-{draw}-{letters[: rng.randint(0, 6)]}",
        lambda: f"{head}-{draw}-{letters}{rng.choice('ABZ')}",
        lambda: f"{head}-{draw}-{letters[:3]}1{letters[4:]}",
        lambda: f"{head}-{draw}-{letters}-{rng.choice(['X', 'HH', 'Q', '1'])}",
        lambda: f"{head}_{draw}_{letters}",
        lambda: f"{head}-{draw}-{letters[:6]}{rng.choice('ÄéЖ漢€')}",
        lambda: f"{head}-{draw}-{letters}\x00",
        lambda: "",
        lambda: "   ",
        lambda: "x" * rng.choice((1, 100, 10_000)),
        lambda: "CF1-D3-" + "A" * rng.choice((8, 50, 5000)),
        lambda: "-".join([head, draw, letters, *suffix, "EXTRA"]),
        lambda: "\udcff\udcfe",
    ]
    return rng.choice(options)()


def junk_value(rng: random.Random, depth: int = 0) -> object:
    """A JSON value of a random type, sometimes nested or huge."""
    choice = rng.randrange(12)
    if choice == 0:
        return None
    if choice == 1:
        return rng.choice((True, False))
    if choice == 2:
        return rng.choice((0, -1, 1, 2, 3, 7, 52, 10**18, -(10**30)))
    if choice == 3:
        return int("9" * rng.randint(20, 4200))
    if choice == 4:
        return rng.choice((0.5, 1.0, 3.0, -0.0, 1e308))
    if choice == 5:
        return rng.choice(("", "7H", "x", "10", "standard", "K", "7", "\u0000", "ÄÖ"))
    if choice == 6:
        return "Q" * rng.choice((100, 10_000))
    if choice in (7, 8) and depth < 3:
        return [junk_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    if choice == 9 and depth < 3:
        return {rng.choice("SHDCx"): junk_value(rng, depth + 1) for _ in range(rng.randint(0, 2))}
    if choice == 10:
        return json.loads("[" * 400 + "]" * 400)
    return rng.choice(([], {}, ["7H", 7], [["7H"]]))


# --- positions: reached, mutated to unreachable, malformed ---------------------------


def _piles(data: dict) -> list[list[str]]:
    return [
        data["reserve"],
        data["stock"],
        data["waste"],
        *data["tableau"],
        *data["foundations"].values(),
    ]


def _take_cards(rng: random.Random, data: dict, n: int, *avoid: list[str]) -> list[str]:
    """Remove n cards from piles other than `avoid` (tops first)."""
    taken = []
    for _ in range(n):
        piles = [p for p in _piles(data) if p and not any(p is a for a in avoid)]
        if not piles:
            break
        taken.append(rng.choice(piles).pop())
    return taken


def _move_card(data: dict, card: str, onto: list[str]) -> None:
    for pile in _piles(data):
        if card in pile:
            pile.remove(card)
            break
    onto.append(card)


def unreachable_position(rng: random.Random, state: State) -> tuple[str, dict]:
    """A mutation of a reached position that no game can reach, and its name."""
    data = dump_position(state, with_fan=rng.random() < 0.5)
    columns = [c for c in data["tableau"] if c]
    kinds = [
        "reserve>13",
        "talon>34",
        "fan>draw",
        "fan>waste",
        "no foundation (hoyle/strict)",
        "foundation not a run",
        "empty column with reserve",
        "duplicate card",
        "missing card",
        "deal + 1 in reserve",
    ]
    if columns:
        kinds.append("column not a run")
    kind = rng.choice(kinds)
    if kind == "reserve>13":
        extra = 14 - len(data["reserve"]) + rng.randint(0, 5)
        data["reserve"][:0] = _take_cards(rng, data, extra, data["reserve"])
    elif kind == "talon>34":
        talon = data[rng.choice(("stock", "waste"))]
        extra = 35 - len(data["stock"]) - len(data["waste"]) + rng.randint(0, 5)
        talon.extend(_take_cards(rng, data, extra, data["stock"], data["waste"]))
    elif kind == "fan>draw":
        need = data["draw"] + 1
        while len(data["waste"]) < need and data["stock"]:
            data["waste"].append(data["stock"].pop(0))
        data["waste_fan"] = rng.randint(need, max(need, len(data["waste"])))
    elif kind == "fan>waste":
        data["waste_fan"] = len(data["waste"]) + rng.randint(1, 3)
    elif kind == "no foundation (hoyle/strict)":
        data["rules"] = rng.choice(("hoyle", "strict"))
        for pile in data["foundations"].values():
            while pile:
                onto = rng.choice((data["stock"], data["reserve"], rng.choice(data["tableau"])))
                onto.append(pile.pop())
    elif kind == "foundation not a run":
        suit = rng.choice(SUITS)
        pile = data["foundations"][suit]
        rank = next_rank(_card(pile[-1]).rank) if pile else RANKS.index(data["start_rank"]) + 1
        wanted = str(Card(rank, suit))
        card = rng.choice([c for p in _piles(data) if p is not pile for c in p if c != wanted])
        _move_card(data, card, pile)
    elif kind == "column not a run":
        column = rng.choice(columns)
        top = _card(column[-1])
        cands = [
            c
            for p in _piles(data)
            if p is not column
            for c in p
            if not fits_on_column(_card(c), top)
        ]
        _move_card(data, rng.choice(cands), column)
    elif kind == "empty column with reserve":
        if not data["reserve"]:
            data["reserve"].extend(_take_cards(rng, data, 1, data["reserve"]))
        column = rng.choice(data["tableau"])
        data["stock"].extend(column)
        column.clear()
    elif kind == "duplicate card":
        cards = [(p, i) for p in _piles(data) for i in range(len(p))]
        (pile, i), (other, k) = rng.sample(cards, 2)
        pile[i] = other[k]
    elif kind == "missing card":
        pile = rng.choice([p for p in _piles(data) if p])
        pile.pop(rng.randrange(len(pile)))
    else:  # a fresh deal with one stock card slipped into the reserve: 14 cards
        data = dump_position(GameCode(rng.randint(0, MAX_DEAL), 3, state.rules).state())
        data["reserve"].insert(rng.randint(0, 13), data["stock"].pop(rng.randrange(34)))
    return kind, data


def _card(name: str) -> Card:
    return Card(RANKS.index(name[0]) + 1, name[1])


def _wrong_type(key: str, value: object) -> bool:
    """True when `value` is of a JSON type that `key` never holds (so it is bad input)."""
    if key in ("rules", "stock.0"):
        return not isinstance(value, str)
    if key == "start_rank":
        return not isinstance(value, str) and type(value) is not int
    if key in ("draw", "waste_fan"):
        return type(value) is not int
    if key == "foundations":
        return not isinstance(value, dict)
    if key == "tableau":
        return not isinstance(value, list) or len(value) != 4
    # a list of cards: reserve, stock, waste, a foundation, a column
    return not isinstance(value, list) or any(not isinstance(v, str) for v in value)


def _with_raw(data: dict, key: str, raw: str) -> str:
    """The position's JSON text with `raw` (any JSON text) as the value at `key`."""
    data = json.loads(json.dumps(data))
    outer, _, inner = key.partition(".")
    if not inner:
        data[outer] = "@RAW@"
    elif isinstance(data[outer], dict):
        data[outer][inner] = "@RAW@"
    elif data[outer]:
        data[outer][int(inner)] = "@RAW@"
    else:
        data[outer].append("@RAW@")
    return json.dumps(data).replace('"@RAW@"', raw)


def malformed_position(rng: random.Random, state: State) -> tuple[str, bytes]:
    """Text that is not a valid position at all."""
    data = dump_position(state, with_fan=rng.random() < 0.5)
    text = json.dumps(data)
    kind = rng.choice(
        (
            "deep",
            "deep field",
            "huge int",
            "wrong type",
            "truncated",
            "binary",
            "not utf-8",
            "not an object",
            "missing key",
            "bad card",
            "bad tableau",
            "nan",
            "empty",
        )
    )
    depth = rng.choice((50, 900, 1000, 5000, 100_000))
    if kind == "deep":
        opener = rng.choice(("[", '{"a":', '{"reserve":['))
        out = opener * depth + ("]" * depth if opener == "[" and rng.random() < 0.5 else "")
    elif kind == "deep field":
        key = rng.choice([*data, "stock.0", "foundations.H"])
        out = _with_raw(data, key, "[" * depth + "]" * depth)
    elif kind == "huge int":
        digits = "9" * rng.choice((4299, 4300, 4301, 5000, 100_000))
        key = rng.choice(("draw", "waste_fan", "start_rank", "rules", "stock.0", "tableau.0"))
        out = _with_raw(data, key, digits)
    elif kind == "wrong type":
        key = rng.choice([*data, "waste_fan", "foundations.S", "tableau.0", "stock.0"])
        value = junk_value(rng)
        while not _wrong_type(key, value):
            value = junk_value(rng)
        out = _with_raw(data, key, json.dumps(value))
    elif kind == "truncated":
        out = text[: rng.randrange(len(text))]
    elif kind == "binary":
        return kind, rng.randbytes(rng.choice((1, 100, 4096)))
    elif kind == "not utf-8":
        raw = text.encode()
        cut = rng.randrange(len(raw))
        return kind, raw[:cut] + rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80")) + raw[cut:]
    elif kind == "not an object":
        out = json.dumps(rng.choice(([], [data], "position", 3, None, True)))
    elif kind == "missing key":
        del data[rng.choice(("reserve", "foundations", "tableau", "stock", "waste", "start_rank"))]
        out = json.dumps(data)
    elif kind == "bad card":
        pile = rng.choice([p for p in _piles(data) if p])
        pile[rng.randrange(len(pile))] = rng.choice(("1X", "ZZ", "7", "", "7HH", "11H", "0S"))
        out = json.dumps(data)
    elif kind == "bad tableau":
        data["tableau"] = data["tableau"][: rng.choice((0, 3))] + [[]] * rng.choice((0, 2))
        out = json.dumps(data)
    elif kind == "nan":
        key = rng.choice(("draw", "waste_fan", "start_rank"))
        out = json.dumps({**data, key: rng.choice((float("nan"), float("inf")))})
    else:
        out = rng.choice(("", " ", "\n", "null", "{}"))
    return kind, out.encode("utf-8", "surrogatepass")


# --- case generators -------------------------------------------------------------------


def _json_flag(rng: random.Random) -> list[str]:
    return ["--json"] if rng.random() < 0.5 else []


def gen_deal(rng: random.Random) -> Case:
    if rng.random() < 0.4:
        rules = rng.choice((None, "standard", "hoyle", "STRICT", " hoyle "))
        argv = ["deal", valid_code(rng), *(["--rules", rules] if rules else []), *_json_flag(rng)]
        return Case("deal ok", argv, OK)
    argv = ["deal", bad_code(rng), *_json_flag(rng)]
    if rng.random() < 0.3:
        argv = ["deal", valid_code(rng), "--rules", rng.choice(("klondike", "", "x" * 5000))]
    return Case("deal bad", argv, BAD)


def gen_play(rng: random.Random) -> Case:
    options = [
        [bad_code(rng)],
        ["play", bad_code(rng)],
        ["--draw", rng.choice(("2", "0", "x", "9" * 5000, ""))],
        ["play", "--draw", rng.choice(("2", "-1", "3.0"))],
        ["--rules", rng.choice(("klondike", "", "Standard!"))],
        ["play", valid_code(rng), "--bogus"],
    ]
    argv = rng.choice(options)
    if rng.random() < 0.1:  # a valid play: the window is stubbed out (in-process only)
        return Case("play ok (stub window)", ["play", valid_code(rng)], OK)
    return Case("play bad", argv, BAD)


def gen_moves(rng: random.Random) -> Case:
    state = reached_position(rng)
    roll = rng.random()
    if roll < 0.3:
        data = dump_position(state, with_fan=rng.random() < 0.5)
        return _position_case(rng, "moves reached", ["moves"], as_bytes(data), OK, reachable=True)
    if roll < 0.7:
        kind, data = unreachable_position(rng, state)
        return _position_case(rng, f"unreachable: {kind}", ["moves"], as_bytes(data), BAD, True)
    kind, text = malformed_position(rng, state)
    return _position_case(rng, f"malformed: {kind}", ["moves"], text, BAD)


def _position_case(
    rng: random.Random,
    kind: str,
    argv: list[str],
    text: bytes,
    expect: frozenset[int],
    unreachable: bool = False,
    reachable: bool = False,
) -> Case:
    via_stdin = rng.random() < 0.3
    argv = [*argv, "--position", "-" if via_stdin else POS, *_json_flag(rng)]
    return Case(
        kind,
        argv,
        expect,
        position=None if via_stdin else text,
        stdin=text if via_stdin else b"",
        unreachable=unreachable,
        reachable=reachable,
    )


def bad_move_text(rng: random.Random) -> str:
    depth = rng.choice((100, 999, 1000, 10_000))
    options = [
        lambda: "[" * depth,
        lambda: '{"src": ' + "[" * depth + "]" * depth + ', "dst": "t1", "cards": 1}',
        lambda: '{"src": "t1", "dst": "t2", "cards": ' + "9" * rng.choice((4301, 9000)) + "}",
        lambda: '{"src": "t1", "dst": "t2", "cards": ' + "9" * rng.choice((50, 4300)) + "}",
        lambda: json.dumps({"src": junk_value(rng), "dst": "t1", "cards": 1}),
        lambda: json.dumps({"src": "t1", "dst": junk_value(rng), "cards": 1}),
        lambda: json.dumps({"src": "t1", "dst": "t2", "cards": junk_value(rng)}),
        lambda: json.dumps(junk_value(rng)),
        lambda: rng.choice(("", "{", "nope", "{'src': 't1'}", "NaN", "[1,2,3]", "\x00")),
        lambda: json.dumps({"src": "t1", "dst": "t2", "cards": rng.choice((0, -1, 1.5, True))}),
    ]
    return rng.choice(options)()


def gen_apply(rng: random.Random) -> Case:
    state = reached_position(rng)
    data = as_bytes(dump_position(state, with_fan=rng.random() < 0.5))
    roll = rng.random()
    moves = legal_moves(state)
    if roll < 0.3 and moves:
        move = json.dumps(rng.choice(moves).to_json())
        return _position_case(rng, "apply legal", ["apply", "--move", move], data, OK, False, True)
    if roll < 0.5:
        piles = ["reserve", "waste", "stock", "t1", "t2", "t3", "t4", "fS", "fH", "fD", "fC"]
        move = {"src": rng.choice(piles), "dst": rng.choice(piles), "cards": rng.randint(1, 14)}
        expect = OK if move in [m.to_json() for m in moves] else BAD
        kind = "apply random move"
        return _position_case(rng, kind, ["apply", "--move", json.dumps(move)], data, expect)
    if roll < 0.75:
        argv = ["apply", "--move", bad_move_text(rng)]
        return _position_case(rng, "apply bad move", argv, data, BAD)
    move = json.dumps(moves[0].to_json()) if moves else '{"src":"t1","dst":"t2","cards":1}'
    if rng.random() < 0.5:
        kind, bad = unreachable_position(rng, state)
        argv = ["apply", "--move", move]
        return _position_case(rng, f"unreachable: {kind}", argv, as_bytes(bad), BAD, True)
    kind, text = malformed_position(rng, state)
    return _position_case(rng, f"malformed: {kind}", ["apply", "--move", move], text, BAD)


def _nodes(rng: random.Random) -> list[str]:
    return ["--nodes", str(rng.randint(1, 200))]


def gen_solve(rng: random.Random) -> Case:
    roll = rng.random()
    if roll < 0.25:
        rules = ["--rules", rng.choice(list(PRESETS))] if rng.random() < 0.3 else []
        budget = ["--budget", "0.02"] if rng.random() < 0.2 else _nodes(rng)
        return Case("solve code", ["solve", valid_code(rng), *rules, *budget, *_json_flag(rng)], OK)
    if roll < 0.4:
        state = reached_position(rng)
        data = as_bytes(dump_position(state))
        return _position_case(rng, "solve reached", ["solve", *_nodes(rng)], data, OK, False, True)
    if roll < 0.5:
        kind, bad = unreachable_position(rng, reached_position(rng))
        argv = ["solve", *_nodes(rng)]
        return _position_case(rng, f"unreachable: {kind}", argv, as_bytes(bad), BAD, True)
    code = valid_code(rng)
    bad_number = rng.choice(("0", "-5", "abc", "1.5", "9" * 5000, "nan", "", "1e3", "0x10"))
    bad_budget = rng.choice(("0", "-1", "nan", "inf", "-inf", "1e999", "abc", "", "1e-400"))
    options = [
        ["solve", bad_code(rng), *_nodes(rng)],
        ["solve", code, "--nodes", bad_number],
        ["solve", code, "--budget", bad_budget],
        ["solve", code, "--budget", "1", "--nodes", "10"],
        ["solve", code, "--position", POS, "--nodes", "10"],
        ["solve", "--nodes", "10"],
        ["solve", code, "--rules", rng.choice(("klondike", "", "x" * 1000)), *_nodes(rng)],
        ["solve", "--position", POS, "--rules", "hoyle", *_nodes(rng)],
        ["solve", "--position", "/no/such/file", *_nodes(rng)],
        ["solve", "--position", str(ROOT), *_nodes(rng)],
    ]
    data = as_bytes(dump_position(GameCode(1, 3, PRESETS["standard"]).state()))
    return Case("solve bad", rng.choice(options), BAD, position=data)


def gen_solvable(rng: random.Random) -> Case:
    small = ["--budget", "0.01", "--tries", str(rng.randint(1, 2))]
    if rng.random() < 0.3:
        extra = []
        if rng.random() < 0.5:
            extra += ["--rules", rng.choice(list(PRESETS))]
        if rng.random() < 0.5:
            extra += ["--draw", rng.choice(("1", "3"))]
        if rng.random() < 0.5:
            extra += ["--from", valid_code(rng)]
        return Case("solvable ok", ["solvable", *small, *extra, *_json_flag(rng)], OK)
    options = [
        ["solvable", "--budget", "0.01", "--tries", rng.choice(("0", "-1", "x", "9" * 5000, ""))],
        ["solvable", "--tries", "1", "--budget", rng.choice(("0", "nan", "inf", "-2", "x"))],
        ["solvable", *small, "--draw", rng.choice(("2", "0", "x", "9" * 5000))],
        ["solvable", *small, "--from", bad_code(rng)],
        ["solvable", *small, "--rules", rng.choice(("klondike", "", "\x00"))],
        ["solvable", *small, "--bogus"],
    ]
    return Case("solvable bad", rng.choice(options), BAD)


def gen_daily(rng: random.Random) -> Case:
    if rng.random() < 0.25:
        date = rng.choice(DAILY_DATES)
        return Case("daily ok", ["daily", "--date", f" {date} ", *_json_flag(rng)], OK)
    bad = rng.choice(
        (
            "2025-13-01",
            "2025-02-30",
            "2025-01-32",
            "0000-01-01",
            "10000-01-01",
            "-2025-01-01",
            "yesterday",
            "",
            "2025/01/31",
            "9" * 5000,
            "2025-01-31T25:00",
            "\x00",
        )
    )
    return Case("daily bad", ["daily", "--date", bad, *_json_flag(rng)], BAD)


def gen_flags(rng: random.Random) -> Case:
    """Unknown options, missing values, stray words, help."""
    command = rng.choice(("deal", "moves", "apply", "solve", "solvable", "daily"))
    options = [
        [command, "--frobnicate"],
        [command, "--json=yes"],
        ["deal"],
        ["moves"],
        ["apply", "--position", POS],
        ["apply", "--move", "{}"],
        ["moves", "--position"],
        ["deal", valid_code(rng), "extra", "words"],
        ["daily", "--date"],
        ["solve", "--nodes"],
        [command, "-" * rng.randint(1, 3) + "x" * rng.randint(1, 9)],
        [command, "--position", POS, "--position"],
    ]
    argv = rng.choice(options)
    if rng.random() < 0.05:
        return Case("help", [rng.choice((command, "play")), "--help"], OK)
    if rng.random() < 0.1:  # `canfield ""` and `--draw 0` are bad input, not "resume"
        return Case("play empty", rng.choice(([""], ["play", ""], ["--draw", "0"])), BAD)
    data = as_bytes(dump_position(GameCode(2, 3, PRESETS["standard"]).state()))
    return Case("flags bad", argv, BAD, position=data)


def gen_special(rng: random.Random) -> Case:
    """Special files, huge stdin, closed stdin, broken pipes (in-process forms).

    Endless sources (/dev/zero, /dev/urandom, `yes`) run only as processes, under a memory
    limit: read without a bound in this process they would exhaust the machine's memory.
    """
    command = rng.choice((["moves"], ["solve", "--nodes", "10"], ["apply", "--move", "{}"]))
    options = [
        lambda: Case("directory", [*command, "--position", str(ROOT)], BAD),
        lambda: Case("no such file", [*command, "--position", "/no/such\nfile"], BAD),
        lambda: Case("NUL in path", [*command, "--position", "a\x00b"], BAD),
        lambda: Case("surrogate path", [*command, "--position", "\udcff.json"], BAD),
        lambda: Case("empty file", [*command, "--position", POS], BAD, position=b""),
        lambda: Case(
            "huge stdin",
            [*command, "--position", "-"],
            BAD,
            stdin=rng.choice((b"y\n", b"\x00", b" ", b"[")) * (MB // rng.choice((1, 2)) + 1),
        ),
        lambda: Case("closed stdin", [*command, "--position", "-"], BAD, stdin=None),
        lambda: Case("1 MB padded", ["moves", "--position", POS], OK, position=_padded(MB)),
        lambda: Case("1 MB + 1", ["moves", "--position", POS], BAD, position=_padded(MB + 1)),
        lambda: Case(
            "broken pipe",
            rng.choice(
                (
                    ["deal", valid_code(rng)],
                    ["solve", valid_code(rng), "--nodes", "300"],
                    ["daily", "--date", DAILY_DATES[0]],
                )
            ),
            PIPE,
            stdout="broken",
        ),
        # argparse itself ignores a failed write of --help and exits 0
        lambda: Case("broken pipe help", ["deal", "--help"], OK | PIPE, stdout="broken"),
    ]
    return rng.choice(options)()


def _padded(size: int) -> bytes:
    text = as_bytes(dump_position(GameCode(3, 3, PRESETS["standard"]).state()))
    return text + b" " * (size - len(text))


GENERATORS: list[tuple[Callable[[random.Random], Case], int]] = [
    (gen_deal, 10),
    (gen_play, 5),
    (gen_moves, 25),
    (gen_apply, 20),
    (gen_solve, 12),
    (gen_solvable, 5),
    (gen_daily, 5),
    (gen_flags, 8),
    (gen_special, 10),
]


def gen_process(rng: random.Random) -> Case:
    """Cases that need a real process: file descriptors, pipes, devices."""
    state = reached_position(rng)
    good = as_bytes(dump_position(state))
    stdin_cmd = rng.choice((["moves"], ["solve", "--nodes", "50"], ["apply", "--move", "{}"]))
    code = valid_code(rng)
    argv_code = bad_code(rng)
    while "\x00" in argv_code:  # a real command line cannot hold a NUL
        argv_code = bad_code(rng)
    options = [
        lambda: Case(
            "proc /dev/zero stdin", [*stdin_cmd, "--position", "-"], BAD, stdin_source="/dev/zero"
        ),
        lambda: Case("proc /dev/urandom", [*stdin_cmd, "--position", "/dev/urandom"], BAD),
        lambda: Case("proc /dev/zero", [*stdin_cmd, "--position", "/dev/zero"], BAD),
        lambda: Case("proc yes |", [*stdin_cmd, "--position", "-"], BAD, stdin_source="yes"),
        lambda: Case("proc closed stdin", [*stdin_cmd, "--position", "-"], BAD, stdin=None),
        lambda: Case(
            "proc huge stdin", [*stdin_cmd, "--position", "-"], BAD, stdin=b"[" * (2 * MB)
        ),
        lambda: Case("proc deep stdin", [*stdin_cmd, "--position", "-"], BAD, stdin=b"[" * 100_000),
        lambda: Case(
            "proc broken pipe",
            rng.choice(
                (
                    ["solve", code, "--nodes", "2000"],
                    ["deal", code],
                    ["moves", "--position", POS],
                )
            ),
            PIPE,
            position=good,
            stdout="broken",
        ),
        # argparse ignores a failed write of --help and exits 0; quiet either way
        lambda: Case("proc broken pipe help", ["--help"], OK | PIPE, stdout="broken"),
        lambda: Case("proc closed stdout", ["deal", code, "--json"], OK, stdout="closed"),
        lambda: Case("proc closed stderr", ["deal", argv_code], BAD, stderr_closed=True),
        lambda: Case("proc reached", ["moves", "--position", "-"], OK, stdin=good, reachable=True),
        lambda: Case(
            "proc unreachable",
            ["moves", "--position", "-"],
            BAD,
            stdin=as_bytes(unreachable_position(rng, state)[1]),
            unreachable=True,
        ),
        lambda: Case("proc bad code", ["deal", argv_code], BAD),
    ]
    case = rng.choice(options)()
    case.process = True
    return case


def generate(seed: int, cases: int, processes: int) -> Iterator[Case]:
    rng = random.Random(seed)
    gens, weights = zip(*GENERATORS, strict=True)
    every = cases // processes if processes else 0
    made = 0
    for i in range(cases):
        if every and i % every == every - 1 and made < processes:
            made += 1
            yield gen_process(rng)
        else:
            yield rng.choices(gens, weights)[0](rng)


# --- running a case --------------------------------------------------------------------


class _Hang(BaseException):
    """Raised by the per-case alarm; a BaseException so no `except Exception` swallows it."""


class _BrokenPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


@dataclass
class Outcome:
    status: int | None  # None: hang
    out: str
    err: str
    traceback: str = ""


@contextlib.contextmanager
def _stub_window() -> Iterator[None]:
    """`play` with a valid code opens no window here: game.ui.app.run is a stub."""
    stub = types.ModuleType("game.ui.app")
    stub.run = lambda code: 0  # type: ignore[attr-defined]
    saved = sys.modules.get("game.ui.app")
    sys.modules["game.ui.app"] = stub
    try:
        yield
    finally:
        if saved is None:
            del sys.modules["game.ui.app"]
        else:
            sys.modules["game.ui.app"] = saved


def _alarm(signum, frame) -> None:
    raise _Hang()


def run_in_process(case: Case, argv: list[str], timeout: float) -> Outcome:
    stdin = None if case.stdin is None else io.TextIOWrapper(io.BytesIO(case.stdin), "utf-8")
    out = _BrokenPipe() if case.stdout == "broken" else io.StringIO()
    err = io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    old_handler = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    status: int | None
    trace = ""
    try:
        sys.stdin, sys.stdout, sys.stderr = stdin, out, err
        with _stub_window():
            status = cli.main(argv)
    except SystemExit as e:  # argparse's --help
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except _Hang:
        status = None
    except BaseException:  # noqa: BLE001 - any escape is the finding we count
        status = -1
        trace = traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old_handler)
        sys.stdin, sys.stdout, sys.stderr = saved
    return Outcome(status, "" if case.stdout == "broken" else out.getvalue(), err.getvalue(), trace)


def run_process(case: Case, argv: list[str], timeout: float) -> Outcome:
    cmd = [sys.executable, "-m", "game", *argv]
    producer = None
    stdin_arg: object = subprocess.PIPE
    close_fds_in_child: list[int] = []
    if case.stdin_source == "yes":
        producer = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
        stdin_arg = producer.stdout
    elif case.stdin_source:
        stdin_arg = open(case.stdin_source, "rb")  # noqa: SIM115 - closed below
    elif case.stdin is None:
        stdin_arg = None
        close_fds_in_child.append(0)
    read_end = write_end = None
    stdout_arg: object = subprocess.PIPE
    if case.stdout == "broken":
        read_end, write_end = os.pipe()
        stdout_arg = write_end
    elif case.stdout == "closed":
        stdout_arg = None
        close_fds_in_child.append(1)
    stderr_arg: object = subprocess.PIPE
    if case.stderr_closed:
        stderr_arg = None
        close_fds_in_child.append(2)

    def preexec() -> None:
        # A regression that reads /dev/zero whole then ends in MemoryError (a traceback we
        # count), not in the machine's out-of-memory killer.
        resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))
        for fd in close_fds_in_child:
            os.close(fd)

    proc = subprocess.Popen(
        cmd,
        cwd=ROOT,
        stdin=stdin_arg,
        stdout=stdout_arg,
        stderr=stderr_arg,
        preexec_fn=preexec,
    )
    if write_end is not None:
        os.close(write_end)
        os.close(read_end)  # nobody reads: the first write fails with EPIPE
    try:
        data = case.stdin if stdin_arg is subprocess.PIPE else None
        out, err = proc.communicate(input=data, timeout=timeout)
        status: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        status = None
    finally:
        if producer is not None:
            producer.kill()
            producer.wait()
        if case.stdin_source and case.stdin_source != "yes":
            stdin_arg.close()  # type: ignore[union-attr]
    out_text = (out or b"").decode("utf-8", "replace")
    err_text = (err or b"").decode("utf-8", "replace")
    trace = err_text if "Traceback" in err_text else ""
    return Outcome(status, out_text, err_text, trace)


# --- the run ---------------------------------------------------------------------------


def _show(case: Case, argv: list[str]) -> str:
    shown = " ".join(a if len(a) <= 60 else a[:57] + "..." for a in argv)
    stdin = "closed" if case.stdin is None else f"{len(case.stdin)} bytes"
    return f"[{case.kind}] canfield {shown!r} (stdin {stdin}{' ' + case.stdin_source})"


def check(case: Case, argv: list[str], outcome: Outcome, report: Report) -> None:
    problems = []
    if outcome.traceback:
        report.tracebacks += 1
        problems.append("traceback: " + outcome.traceback.strip().splitlines()[-1][:200])
    elif outcome.status is None:
        report.hangs += 1
        problems.append("hang")
    else:
        if outcome.status not in case.expect:
            report.mismatches += 1
            problems.append(f"exit {outcome.status}, expected {sorted(case.expect)}")
        if case.unreachable and outcome.status == 0:
            report.impossible_accepted += 1
            problems.append("an unreachable position was accepted")
        if case.reachable and outcome.status != 0:
            report.reachable_rejected += 1
            problems.append("a position reached by play was rejected")
        if outcome.status == 2 and not case.stderr_closed:
            one_line = (
                outcome.err.count("\n") == 1
                and outcome.err.startswith("canfield: error: ")
                and len(outcome.err) <= 400
                and outcome.out == ""
            )
            if not one_line:
                report.not_one_line += 1
                problems.append(f"not one line: {outcome.err[:120]!r}")
        if outcome.status == 1 and outcome.err:
            report.not_one_line += 1
            problems.append(f"broken pipe left output on stderr: {outcome.err[:120]!r}")
    if problems and len(report.failures) < 12:
        detail = f"{_show(case, argv)}: {'; '.join(problems)}"
        if outcome.err and "traceback" not in problems[0]:
            detail += f" [stderr: {outcome.err.strip()[:100]!r}]"
        report.failures.append(detail)


def fuzz(
    cases: int = 5000,
    seed: int = 1,
    processes: int | None = None,
    timeout: float = 20.0,
    progress: Callable[[int], None] | None = None,
) -> Report:
    """Run `cases` generated command lines (`processes` of them as real processes)."""
    processes = max(10, cases // 25) if processes is None else processes
    report = Report(seed)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fuzz_cli_") as tmp:
        for i, case in enumerate(generate(seed, cases, processes)):
            argv = list(case.argv)
            if case.position is not None:
                path = Path(tmp, f"pos{i}.json")
                path.write_bytes(case.position)
                argv = [str(path) if a == POS else a for a in argv]
            elif POS in argv:
                argv = ["/no/such/position" if a == POS else a for a in argv]
            if case.process:
                outcome = run_process(case, argv, timeout)
                report.processes += 1
            else:
                outcome = run_in_process(case, argv, timeout)
                report.in_process += 1
            report.cases += 1
            report.unreachable_cases += case.unreachable
            report.reachable_cases += case.reachable
            check(case, argv, outcome, report)
            if case.position is not None:
                Path(tmp, f"pos{i}.json").unlink()
            if progress and report.cases % 500 == 0:
                progress(report.cases)
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=5000, help="command lines to run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--subprocess", type=int, default=None, help="how many as real processes (default 4%%)"
    )
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per case")
    opts = parser.parse_args(argv)
    report = fuzz(
        opts.cases,
        opts.seed,
        opts.subprocess,
        opts.timeout,
        progress=lambda n: print(f"  ... {n} cases", file=sys.stderr, flush=True),
    )
    print(report.text())
    return 0 if report.clean else 1


if __name__ == "__main__":
    raise SystemExit(main())
