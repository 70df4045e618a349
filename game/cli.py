"""The `canfield` command line.

    canfield [play] [CODE] [--game G] [--rules P] [--draw 1|3]   the game (window)
    canfield deal CODE [--game G] [--rules P] [--json]   a deal's starting position
    canfield moves --position FILE|- [--game G] [--json] legal moves of a position
    canfield apply --position FILE|- --move JSON [--game G] [--json]
    canfield solve CODE|--position FILE|- [--game G] [--rules P] [--budget S | --nodes N]
    canfield solvable [--game G] [--rules P] [--draw 1|3] [--from CODE] [--budget S] [--tries N]
        [--difficulty easy|medium|hard]
    canfield daily [--date YYYY-MM-DD] [--game NAME] [--json]
    canfield --version | --install-desktop | --uninstall-desktop

--game names a member of the Canfield family (canfield, superior, selective, rainfall,
rainbow, storehouse, chameleon, rush, acme): with a CODE it deals that game from the
code's deal number; with a position it says which game the position is (a position that
names another game is an error).

Bad input of any kind prints one line on stderr and exits with status 2: a position
(file or stdin) of more than 1 MB, JSON that cannot parse, a position no game can reach.
A closed output pipe (`canfield solve CODE | head -n1`) ends the command quietly.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import os
import sys
from collections.abc import Sequence

from game.engine.cards import SUIT_NAMES, SUITS, rank_name
from game.engine.deal import CodeError, GameCode, parse_code, random_code
from game.engine.moves import MoveError, apply_move, legal_moves, move_from_json, pile_cards
from game.engine.rules import (
    DEFAULT_GAME,
    PRESETS,
    VARIANTS,
    RulesError,
    check_draw,
    preset,
    rules_for,
)
from game.engine.state import PositionError, State, dump_position, loads_position
from game.engine.status import status_of

EXIT_BAD_INPUT = 2


class InputError(Exception):
    """Bad input from the user: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage block
        raise InputError(message)


# --- text rendering -------------------------------------------------------------------


def _cards(cards) -> str:
    return " ".join(str(c) for c in cards)


def describe(state: State) -> str:
    """A one-paragraph summary in the shape of the seed's."""
    waste = (
        f"waste: {len(state.waste)} cards, top: {state.waste[-1]}" if state.waste else "waste empty"
    )
    reserve = (
        f"reserve: {len(state.reserve)} cards, top: {state.reserve[-1]}"
        if state.reserve
        else "reserve empty"
    )
    if state.choice:  # Selective Canfield before the pick: no start rank, no columns yet
        return (
            f"Stock: {len(state.stock)} cards; {waste}; {reserve}; "
            f"pick the base card from {_cards(state.choice)} "
            "(its rank is the start rank; the other four start the columns)."
        )
    order = sorted(SUITS, key=lambda s: (not state.foundations[s], SUITS.index(s)))
    founds = ", ".join(
        f"{SUIT_NAMES[s]} up to {state.foundations[s][-1]} ({len(state.foundations[s])})"
        if state.foundations[s]
        else f"{SUIT_NAMES[s]} empty"
        for s in order
    )
    columns = "; ".join(
        f"column {i + 1}: {_cards(c) if c else 'empty'}" for i, c in enumerate(state.tableau)
    )
    return (
        f"Stock: {len(state.stock)} cards; {waste}; {reserve}; "
        f"foundations, start rank {rank_name(state.start_rank)}: {founds}; {columns}."
    )


def describe_move(state: State, move) -> str:
    if move.src == "stock":
        return f"stock -> waste: turn {move.cards} card(s)"
    if move.dst == "stock":
        return f"waste -> stock: turn the waste ({move.cards} cards) back over"
    card = pile_cards(state, move.src)[-move.cards]
    if state.choice:
        return f"{move.src} -> {move.dst}: {card} as the base card, the others to the columns"
    target = pile_cards(state, move.dst)
    onto = f"onto {target[-1]}" if target else "to the empty pile"
    group = f"{card} with {move.cards - 1} on it" if move.cards > 1 else str(card)
    return f"{move.src} -> {move.dst}: {group} {onto}"


# --- input ----------------------------------------------------------------------------


# A position is a few kB; reading stops here so /dev/zero or an endless pipe cannot
# exhaust memory or hang the command.
MAX_INPUT_BYTES = 1 << 20


def _read_input(source: str) -> str:
    """The text of a position file or of stdin ("-"), at most MAX_INPUT_BYTES of UTF-8."""
    where = "standard input" if source == "-" else f"position file {source}"
    try:
        if source == "-":
            if sys.stdin is None:  # started with stdin closed (`<&-`)
                raise InputError("standard input is closed: no position to read")
            stream = getattr(sys.stdin, "buffer", sys.stdin)  # bytes where there are bytes
            data = stream.read(MAX_INPUT_BYTES + 1)
        else:
            with open(source, "rb") as f:
                data = f.read(MAX_INPUT_BYTES + 1)
    except OSError as e:
        raise InputError(f"cannot read {where}: {e.strerror or e}") from None
    except ValueError as e:  # a NUL in the file name, or a closed stream
        raise InputError(f"cannot read {where}: {e}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{where} is too large for a position (over 1 MB)")
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{where} is not UTF-8 text") from None


def _read_position(source: str, game: str | None = None) -> State:
    text = _read_input(source)
    if game is not None:
        data = _parse_json(text, "the position")
        if isinstance(data, dict):
            named = data.get("game", DEFAULT_GAME)
            if "game" in data and named != game:
                raise InputError(f"the position is a game of {named!r}, not {game!r}")
            text = json.dumps({**data, "game": game})
    try:
        return loads_position(text, reachable=True)
    except PositionError as e:
        raise InputError(f"invalid position: {e}") from None


def _kind(code: GameCode, game: str | None, preset_name: str | None) -> GameCode:
    """`code`'s deal number as `game` (its own by default) with the preset `preset_name`
    (the code's by default); a game that fixes its draw gets that draw."""
    try:
        rules = rules_for(
            code.rules.game if game is None else game,
            code.rules.name if preset_name is None else preset_name,  # "" is no preset
        )
    except RulesError as e:
        raise InputError(str(e)) from None
    draw = rules.draws[0] if rules.draws else code.draw
    return GameCode(code.deal_number, draw, rules)


def _parse_json(text: str, what: str) -> object:
    """JSON from the command line; every way parsing fails is an InputError."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"{what} is not valid JSON: {e.msg}") from None
    except RecursionError:
        raise InputError(f"{what} is not valid JSON: nested too deeply") from None
    except ValueError:  # the only other one: an integer past Python's digit limit
        raise InputError(f"{what} is not valid JSON: a number has too many digits") from None


def _code(text: str, game: str | None = None) -> GameCode:
    """The code, or bad input; with a family `game`, a code that cannot be read at all
    also shows what that game's codes look like (the message's example is Canfield's)."""
    try:
        return parse_code(text)
    except CodeError as e:
        if game and game != DEFAULT_GAME and e.kind in ("empty", "malformed"):
            example = VARIANTS[game].example_code
            raise InputError(f"{e}; {game} codes look like {example}") from None
        raise InputError(str(e)) from None


def _print_json(data: object) -> None:
    print(json.dumps(data))


# --- commands -------------------------------------------------------------------------


def cmd_deal(args: argparse.Namespace) -> int:
    code = _kind(_code(args.code, args.game), args.game, args.rules)
    state = code.state()
    if args.json:
        _print_json(dump_position(state))
    else:
        game = "" if state.rules.game == DEFAULT_GAME else f"{state.rules.game}, "
        print(f"{code} ({game}{state.rules.name} rules, draw {state.draw})")
        print(describe(state))
    return 0


def cmd_moves(args: argparse.Namespace) -> int:
    state = _read_position(args.position, args.game)
    moves = legal_moves(state)
    if args.json:
        _print_json([m.to_json() for m in moves])
    else:
        for move in moves:
            print(describe_move(state, move))
        if not moves:
            print("no legal moves")
    return 0


def cmd_apply(args: argparse.Namespace) -> int:
    state = _read_position(args.position, args.game)
    raw = _parse_json(args.move, "--move")
    try:
        move = move_from_json(raw, state)
        text = describe_move(state, move) if move in legal_moves(state) else ""
        result = apply_move(state, move)
    except MoveError as e:
        raise InputError(str(e)) from None
    status = status_of(state).value
    if args.json:
        _print_json({"position": dump_position(state), "points": result.points, "status": status})
    else:
        print(f"{text} (+{result.points} points); status: {status}")
        print(describe(state))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """The window: on a code, on a random deal of the given kind, or resuming the saved game."""
    code = None
    if args.code is not None:  # `canfield ""` is an empty code, not "resume"
        if args.draw is not None:
            raise InputError("--draw applies to a random deal; a CODE names its own draw")
        code = _kind(_code(args.code, args.game), args.game, args.rules)  # as `deal` does
    elif args.rules is not None or args.draw is not None or args.game is not None:
        try:
            draw = check_draw(3 if args.draw is None else args.draw)
        except RulesError as e:
            raise InputError(str(e)) from None
        code = _kind(random_code(draw), args.game, args.rules)
    if args.frames is not None:  # the headless smoke of an install or a bundle
        from game.ui.smoke import run_frames

        return run_frames(code, _positive(args.frames, "--frames", int))
    from game.ui.app import run  # only the CLI imports the UI

    return run(code)


# --- solver commands ------------------------------------------------------------------


def _positive(text: str, what: str, kind=float):
    try:
        value = kind(text)
    except (TypeError, ValueError):
        raise InputError(f"{what} must be a positive number, not {text!r}") from None
    if not 0 < value < math.inf:  # NaN and infinity too: an endless budget is no budget
        raise InputError(f"{what} must be a positive number, not {text!r}")
    return value


def cmd_solve(args: argparse.Namespace) -> int:
    from game.solver import solve

    if (args.code is None) == (args.position is None):
        raise InputError("give either a game CODE or --position FILE|-")
    if args.budget is not None and args.nodes is not None:
        raise InputError("give --budget or --nodes, not both")
    if args.position is not None:
        if args.rules is not None:
            raise InputError("--rules applies to a CODE; a position names its own rules")
        state = _read_position(args.position, args.game)
    else:
        state = _kind(_code(args.code, args.game), args.game, args.rules).state()
    nodes = None if args.nodes is None else _positive(args.nodes, "--nodes", int)
    budget = None
    if nodes is None:
        budget = 10.0 if args.budget is None else _positive(args.budget, "--budget")
    result = solve(state, budget_seconds=budget, node_budget=nodes)
    if args.json:
        _print_json(result.to_json())
        return 0
    print(f"{result.verdict} ({result.nodes} positions, {result.seconds:.2f} s)")
    if result.verdict == "won":
        replay = state.copy()
        for i, move in enumerate(result.moves, 1):
            print(f"{i:4d}. {describe_move(replay, move)}")
            apply_move(replay, move)
    elif result.verdict == "lost":
        print("no sequence of moves wins this position")
    else:
        print("the budget ran out before the solver decided")
    return 0


def cmd_solvable(args: argparse.Namespace) -> int:
    from game.solver import find_solvable

    origin = None if args.from_code is None else _code(args.from_code, args.game)  # "" is none
    draw_arg = args.draw if args.draw is not None else (origin.draw if origin else 3)
    try:
        draw = check_draw(draw_arg)
    except RulesError as e:
        raise InputError(str(e)) from None
    base = origin or GameCode(0, draw, preset("standard"))
    kind = _kind(GameCode(base.deal_number, draw, base.rules), args.game, args.rules)
    rules, draw = kind.rules, kind.draw
    start = origin.deal_number if origin else random_code().deal_number
    budget = _positive(args.budget, "--budget")
    tries = _positive(args.tries, "--tries", int)
    band = None
    if args.difficulty is None:
        code, used, seconds, proven = find_solvable(start, rules, draw, budget, tries)
    else:
        code, used, seconds, proven, band = _find_rated(start, rules, draw, args, budget, tries)
    if args.json:
        data = {"code": str(code), "proven": proven, "tries": used}
        data["seconds"] = round(seconds, 4)
        if args.difficulty is not None:
            data["difficulty"] = band
        _print_json(data)
    elif proven:
        rated = f", {band}" if band else ""
        print(f"{code} (proven winnable{rated}; {used} deal(s) tried, {seconds:.2f} s)")
    else:
        print(
            f"{code} (no deal proven winnable in {used} tries, {seconds:.2f} s: an ordinary deal)"
        )
    return 0


def _find_rated(start: int, rules, draw: int, args, budget: float, tries: int) -> tuple:
    """find_solvable's answer for a band (--difficulty), with the band found (or None)."""
    import time

    from game.solver.difficulty import find_rated, rated

    if not rated(rules, draw):
        raise InputError(f"{rules.game} {rules.name} draw {draw} deals are not rated yet")
    began = time.perf_counter()
    found = find_rated(start, rules, draw, args.difficulty, budget, tries)
    seconds = time.perf_counter() - began
    return found.code, found.tries, seconds, found.proven, found.band


def cmd_daily(args: argparse.Namespace) -> int:
    import datetime

    from game.solver import daily_code

    if args.date is None:
        date = datetime.date.today()
    else:
        try:
            date = datetime.date.fromisoformat(args.date.strip())
        except ValueError:
            raise InputError(f"--date must be a date like 2025-01-31, not {args.date!r}") from None
    code = daily_code(date, args.game or DEFAULT_GAME)
    if args.json:
        _print_json({"date": date.isoformat(), "code": str(code)})
    else:
        print(f"{code} (daily deal of {date.isoformat()})")
    return 0


# --- entry point ----------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="canfield", description="Canfield solitaire.")
    once = parser.add_mutually_exclusive_group()
    once.add_argument("--version", action="store_true", help="print the version and exit")
    once.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the game and its icon to the desktop's menus (in $XDG_DATA_HOME)",
    )
    once.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop added"
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open the game (default)")
    play.add_argument("code", nargs="?", help="a game code such as CF1-D3-AAAAACL")
    play.add_argument(
        "--rules", choices=list(PRESETS), help="preset (with a CODE: instead of the code's)"
    )
    play.add_argument("--draw", type=int, help="1 or 3 for a random deal")
    # Not in --help: run N frames (and ask the solver for a hint) without saving, then quit.
    play.add_argument("--frames", help=argparse.SUPPRESS)
    play.set_defaults(func=cmd_play)

    deal = sub.add_parser("deal", help="show the deal of a game code")
    deal.add_argument("code")
    deal.add_argument("--rules", help="override the preset the code carries")
    deal.add_argument("--json", action="store_true", help="print the position JSON")
    deal.set_defaults(func=cmd_deal)

    moves = sub.add_parser("moves", help="list the legal moves of a position")
    moves.add_argument("--position", required=True, help="position JSON file, or - for stdin")
    moves.add_argument("--json", action="store_true")
    moves.set_defaults(func=cmd_moves)

    apply = sub.add_parser("apply", help="play one move on a position")
    apply.add_argument("--position", required=True, help="position JSON file, or - for stdin")
    apply.add_argument("--move", required=True, help='e.g. {"src": "t1", "dst": "fH", "cards": 1}')
    apply.add_argument("--json", action="store_true")
    apply.set_defaults(func=cmd_apply)

    solve = sub.add_parser("solve", help="solve a deal or a position")
    solve.add_argument("code", nargs="?", help="a game code such as CF1-D3-AAAAACL")
    solve.add_argument("--position", help="position JSON file, or - for stdin")
    solve.add_argument("--rules", help="override the preset the code carries")
    solve.add_argument("--budget", help="seconds to search (default 10)")
    solve.add_argument("--nodes", help="positions to search instead of a time budget")
    solve.add_argument("--json", action="store_true")
    solve.set_defaults(func=cmd_solve)

    solvable = sub.add_parser("solvable", help="the first proven-winnable deal from a number")
    solvable.add_argument("--rules", help="preset (default: --from's, else standard)")
    solvable.add_argument("--draw", type=int, help="1 or 3 (default: --from's, else 3)")
    solvable.add_argument("--from", dest="from_code", help="start at this code's deal number")
    solvable.add_argument("--budget", default="2", help="seconds per deal (default 2)")
    solvable.add_argument("--tries", default="20", help="deals to try (default 20)")
    solvable.add_argument(
        "--difficulty",
        choices=("easy", "medium", "hard"),
        help="a deal of this band (where the kind of deal is rated)",
    )
    solvable.add_argument("--json", action="store_true")
    solvable.set_defaults(func=cmd_solvable)

    daily = sub.add_parser("daily", help="the code of a date's daily deal")
    daily.add_argument("--date", help="YYYY-MM-DD (default: today)")
    daily.add_argument("--json", action="store_true")
    daily.set_defaults(func=cmd_daily)
    for command in (play, deal, moves, apply, solve, solvable, daily):
        command.add_argument(
            "--game",
            choices=list(VARIANTS),
            help="a member of the Canfield family (default: the code's or canfield)",
        )

    parser.set_defaults(commands=set(sub.choices))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # In the PyInstaller bundle the solver worker is this executable started again with
    # multiprocessing's arguments: hand those runs to multiprocessing (a no-op otherwise).
    multiprocessing.freeze_support()
    try:
        try:
            return _main(argv)
        finally:  # also after --help's SystemExit
            if sys.stdout is not None:
                sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
    except BrokenPipeError:
        _drop_stdout()
        return 1  # as Python's docs do on EPIPE ("Note on SIGPIPE")
    except KeyboardInterrupt:
        return 130


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    commands = parser.get_default("commands") | TOP_FLAGS
    if not argv or argv[0] not in commands:  # `canfield` and `canfield CODE` mean play
        argv.insert(0, "play")
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            return _top_level(args)
        return args.func(args)
    except InputError as e:
        _error_line(str(e))
        return EXIT_BAD_INPUT


TOP_FLAGS = {"-h", "--help", "--version", "--install-desktop", "--uninstall-desktop"}


def _top_level(args: argparse.Namespace) -> int:
    """--version, --install-desktop, --uninstall-desktop (the parser allows one)."""
    from game import desktop
    from game.resources import version

    actions = (
        (args.install_desktop, desktop.install, "install", "wrote"),
        (args.uninstall_desktop, desktop.uninstall, "remove", "removed"),
    )
    for asked, act, verb, done in actions:
        if not asked:
            continue
        try:
            paths = act()
        except OSError as e:
            raise InputError(f"cannot {verb} the desktop entry: {e}") from None
        for path in paths:
            print(f"{done} {path}")
        if not paths and act is desktop.uninstall:
            print(f"nothing to remove in {desktop.data_home()}")
        return 0
    if args.version:
        print(f"canfield {version()}")
        return 0
    raise InputError("a command or an option is needed (see canfield --help)")


def _error_line(message: str) -> None:
    """One line on stderr, however long or multi-line the message (it may quote input)."""
    line = " ".join(message.split())
    if len(line) > 300:
        line = line[:297] + "..."
    if sys.stderr is None:  # started with stderr closed: the exit status still tells
        return
    with contextlib.suppress(OSError):  # stderr gone too (a closed pipe): nowhere to report
        print(f"canfield: error: {line}", file=sys.stderr)


def _drop_stdout() -> None:
    """After EPIPE: point stdout at devnull so the interpreter's final flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass  # not a real file (captured output in tests): nothing is flushed at exit
