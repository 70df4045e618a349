"""Start the real game on damaged and hostile user files, and count what goes wrong.

Builds seeded cases of broken `settings.json`, `stats.json` and `game.json` (cut short,
garbage, wrong types, deep nesting, huge and non-finite numbers, an unusable value in
each field, illegal moves and redo moves, a bad clock or hints count, FIFOs, folders,
sockets, links to /dev/zero, dangling and looping links, unreadable files, files that
cannot be renamed, huge files, and mixes of these). Each case gets a fresh
CANFIELD_HOME; the real App starts headless (`App(save=True)`), runs a few frames, a
Ctrl+Y, a click on the stock, the statistics and settings dialogs, and closes. Then
the files are loaded once more, as the next start would.

Prints the cases run, crashes (an exception or a dead process), hangs (a case over its
timeout), files lost (a damaged file neither left in place nor set aside as
`<name>.damaged-<n>`) and the seed, and exits 1 if any of the three is not 0.

    python tools/fuzz_files.py [--cases 200] [--seed 1] [--timeout 30] [-v]

Cases run in a worker process, so a case that hangs is killed and the next one goes on.
Unreadable files: as root, mode 000 does not stop reading, so the worker also makes
`os.open` refuse them; files that "cannot be renamed" make `os.rename` refuse them.
"""

from __future__ import annotations

import argparse
import base64
import builtins
import contextlib
import hashlib
import json
import os
import random
import select
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FILES = ("settings.json", "stats.json", "game.json")
TAG = "@@fuzz "  # the worker's report lines start with this (pygame and logs print too)
HUGE_BYTES = 40 * 1024 * 1024  # above the store's 32 MiB limit (sparse: costs no disk)

# --- the cases ---------------------------------------------------------------------------
#
# A case is JSON: {"name", "plant": [entry...]}. An entry plants one file:
#   {"file", "kind": "bytes"|"fifo"|"dir"|"socket"|"link"|"huge",
#    "data": base64 (bytes), "target": link target,
#    "damaged": the game must not use it as it is (so it must be kept or set aside),
#    "unreadable": reading it fails, "no_rename": renaming it fails}


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def _entry(file: str, data: bytes | str | object, damaged: bool = True, **flags) -> dict:
    if isinstance(data, str):
        raw = data.encode("utf-8")
    elif isinstance(data, bytes):
        raw = data
    else:
        raw = json.dumps(data).encode("utf-8")
    return {"file": file, "kind": "bytes", "data": _b64(raw), "damaged": damaged, **flags}


def _special(file: str, kind: str, **more) -> dict:
    return {"file": file, "kind": kind, "damaged": True, **more}


def _envelope(file: str, body: object) -> dict:
    section = {"settings.json": "settings", "stats.json": "stats", "game.json": "game"}[file]
    return {"version": 1, section: body}


def _good_settings() -> dict:
    from game.persist import Settings

    data = Settings(fullscreen=False, sound=False).to_json()
    data["window_size"] = [1024, 700]
    return data


def _good_stats() -> dict:
    from game.persist import Stats

    stats = Stats()
    stats.record_game("g1", "standard", 3, True, 255, 300.0, 120, 1, None, None, "CF1-D3-AAAAACL")
    stats.record_game(
        "g2", "hoyle", 1, False, 40, 100.0, 30, 0, None, "2024-05-01", "CF1-D1-AAAAAAB-H"
    )
    return stats.to_json()


def _played(code: str = "CF1-D3-AAAAACL", moves: int = 8, undo: int = 2):
    """A game with some varied moves, the last `undo` taken back (a non-empty redo list)."""
    from game.engine.game import Game

    game = Game.from_code(code)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        not_stock = [m for m in legal if m.src != "stock"]
        game.play((not_stock or legal)[0])
    for _ in range(undo):
        game.undo()
    return game


def _saved(game, **over) -> dict:
    data = {
        "engine": game.to_json(),
        "id": "fuzz-game",
        "daily": None,
        "elapsed": 321.5,
        "hints": 1,
        "slots": [None] * game.move_count,
        "slots_redo": [None] * len(game.to_json()["redo"]),
    }
    data.update(over)
    return data


def _once_only_move(game):
    """A move legal now that is no longer legal right after it is played (or None)."""
    from game.engine.moves import is_legal

    for move in game.legal_moves():
        probe = type(game)(game.state.copy())
        probe.play(move)
        if not is_legal(probe.state, move):
            return move
    return None


def _nested(depth: int, leaf: object = 1) -> str:
    return "[" * depth + json.dumps(leaf) + "]" * depth


BAD_SETTINGS: dict[str, list] = {
    "sound": ["yes", 1, None, [True]],
    "volume": [1.5, -0.1, "loud", True, None, "1e999", 10**30],
    "animations": [0, "true", {}],
    "animation_speed": ["warp", 1, ""],
    "click_mode": ["double", None],
    "autofinish": [None, "no"],
    "fullscreen": [1, "false"],
    "window_size": [
        [100, 800],
        [1280],
        "1280x800",
        [1280.0, 800],
        [True, 800],
        [0, 0],
        [-5, 800],
        [10**9, 800],
        ["a", "b"],
        [1280, 800, 3],
    ],
    "four_colour": ["false"],
    "card_back": ["purple", "", 3, "../../etc/passwd", "Blue", "blue.png", "x" * 100_000],
    "scoring": ["vegas", None],
    "language": ["fr", 0, "EN", "", "de-DE"],
    "solvable_deals": ["1"],
    "rules": ["klondike", None, "Standard"],
    "draw": [2, "3", 3.0, True, 0],
    "confirm_leave": [None, 2],
}
# Well-formed values the game accepts (it clamps a window larger than the screen).
ACCEPTED_SETTINGS: dict[str, list] = {
    "window_size": [[16384, 16384], [320, 320], [16384, 320]],
    "volume": [0, 1],
    "from_the_future": ["anything"],
}


def _settings_cases() -> list[dict]:
    cases = []
    for field, values in BAD_SETTINGS.items():
        for value in values:
            body = _good_settings()
            raw = json.dumps(_envelope("settings.json", body))
            # Numbers Python cannot write as JSON (1e999) are spliced in as text.
            text = json.dumps(value) if value != "1e999" else "1e999"
            raw = raw.replace(f'"{field}": {json.dumps(body[field])}', f'"{field}": {text}', 1)
            cases.append(
                {
                    "name": f"settings {field}={_short(value)}",
                    "plant": [_entry("settings.json", raw)],
                }
            )
    for field, values in ACCEPTED_SETTINGS.items():
        for value in values:
            body = {**_good_settings(), field: value}
            cases.append(
                {
                    "name": f"settings accepted {field}={_short(value)}",
                    "plant": [
                        _entry("settings.json", _envelope("settings.json", body), damaged=False)
                    ],
                }
            )
    return cases


def _stats_cases() -> list[dict]:
    good = _good_stats()
    preset = dict(good["presets"]["standard/3"])
    variants = {
        "played=-1": {"presets": {"standard/3": {**preset, "played": -1}}},
        "won>played": {"presets": {"standard/3": {**preset, "won": 99, "played": 3}}},
        "played=1e999": "1e999",
        "hints=10**20": {"presets": {"standard/3": {**preset, "hints": 10**20}}},
        "fastest=-5": {"presets": {"standard/3": {**preset, "fastest_win": -5}}},
        "total_time=str": {"presets": {"standard/3": {**preset, "total_time": "long"}}},
        "preset key junk": {"presets": {"../../x": preset, "klondike/7": preset}},
        "presets list": {"presets": [1, 2]},
        "bank float": {"casino_bank": 1.5},
        "bank huge": {"casino_bank": 10**30},
        "daily bad date": {
            "daily": [
                {
                    "date": "2024-02-30",
                    "code": "CF1-D3-AAAAACL",
                    "won": True,
                    "seconds": 5,
                    "moves": 3,
                }
            ]
        },
        "daily long code": {
            "daily": [
                {"date": "2024-02-03", "code": "C" * 200_000, "won": True, "seconds": 5, "moves": 3}
            ]
        },
        "daily junk code": {
            "daily": [
                {
                    "date": "2024-02-03",
                    "code": "<b>not a code",
                    "won": False,
                    "seconds": 5,
                    "moves": 3,
                }
            ]
        },
        "daily not list": {"daily": {"a": 1}},
        "ids mixed": {"recorded_ids": ["a", 3, None]},
        "ids many": {"recorded_ids": [f"id{i}" for i in range(20_000)]},
        "ids huge": {"recorded_ids": ["x" * 100_000] * 20},
        "counts at their limit": {
            "presets": {"standard/3": {**preset, "played": 2**53, "won": 2**53, "hints": 2**53}},
            "casino_bank": -(2**53),
        },
    }
    cases = []
    for name, change in variants.items():
        if change == "1e999":
            body = json.dumps(_envelope("stats.json", good)).replace(
                '"played": 1', '"played": 1e999', 1
            )
        else:
            body = _envelope("stats.json", {**good, **change})
        accepted = name == "counts at their limit"  # sane by the format: the game shows them
        cases.append(
            {"name": f"stats {name}", "plant": [_entry("stats.json", body, damaged=not accepted)]}
        )
    return cases


def _game_cases() -> list[dict]:
    game = _played()
    saved = _saved(game)
    engine = saved["engine"]
    cases = []

    def add(name: str, body: object, damaged: bool = True) -> None:
        cases.append(
            {
                "name": f"game {name}",
                "plant": [_entry("game.json", _envelope("game.json", body), damaged)],
            }
        )

    add("valid", saved, damaged=False)
    illegal = {"src": "t1", "dst": "fS", "cards": 5}
    add("illegal move", {**saved, "engine": {**engine, "moves": engine["moves"] + [illegal]}})
    add("illegal redo first", {**saved, "engine": {**engine, "redo": [illegal] + engine["redo"]}})
    add("illegal redo last", {**saved, "engine": {**engine, "redo": engine["redo"] + [illegal]}})
    add(
        "unknown pile redo",
        {**saved, "engine": {**engine, "redo": [{"src": "x", "dst": "y", "cards": 1}]}},
    )
    add(
        "redo cards 0",
        {**saved, "engine": {**engine, "redo": [{"src": "stock", "dst": "waste", "cards": 0}]}},
    )
    add("redo not a list", {**saved, "engine": {**engine, "redo": {"a": 1}}})
    add("redo string", {**saved, "engine": {**engine, "redo": "t1fS"}})
    add("moves not a list", {**saved, "engine": {**engine, "moves": 7}})
    add("moves string", {**saved, "engine": {**engine, "moves": "abc"}})
    fresh = _played(moves=0, undo=0)
    again = _once_only_move(fresh)
    if again is not None:
        twice = [again.to_json(), again.to_json()]
        add("redo legal once only", _saved(fresh, engine={**fresh.to_json(), "redo": twice}))
    add("engine missing", {k: v for k, v in saved.items() if k != "engine"})
    add("engine list", {**saved, "engine": [1, 2]})
    add("initial missing", {**saved, "engine": {k: v for k, v in engine.items() if k != "initial"}})
    initial = dict(engine["initial"])
    add(
        "initial dup card",
        {
            **saved,
            "engine": {
                **engine,
                "initial": {
                    **initial,
                    "reserve": [initial["reserve"][0]] * len(initial["reserve"]),
                },
            },
        },
    )
    add(
        "initial rules junk",
        {**saved, "engine": {**engine, "initial": {**initial, "rules": "klondike"}}},
    )
    add(
        "initial deep",
        {**saved, "engine": {**engine, "initial": {**initial, "stock": [[[[[["AS"]]]]]]}}},
    )
    add("code junk", {**saved, "engine": {**engine, "code": "CF9-ZZZ"}})
    add("code number", {**saved, "engine": {**engine, "code": 12}})
    add(
        "too many moves",
        {
            **saved,
            "engine": {**engine, "moves": [{"src": "stock", "dst": "waste", "cards": 3}] * 25_000},
        },
    )
    for value in (-1, 10**12, "12", True, None, [1], 864_001):
        add(f"elapsed={_short(value)}", {**saved, "elapsed": value})
    for value in (-5, 10**30, 2.5, "3", True, None, 100_001):
        add(f"hints={_short(value)}", {**saved, "hints": value})
    for value in ("2024-02-30", 5, "x" * 100_000, "", ["2024-01-01"]):
        add(f"daily={_short(value)}", {**saved, "daily": value})
    for value in (None, 5, {}, "", "x" * 10_000, [[["deep"]]]):
        add(f"id={_short(value)}", {**saved, "id": value})
    for value in ({}, [9, 9, 9], "abc", [True, -1, 1.5], None, [[[[0]]]]):
        add(f"slots={_short(value)}", {**saved, "slots": value, "slots_redo": value})
    # Numbers and nesting only text can hold.
    text = json.dumps(_envelope("game.json", saved))
    cases.append(
        {
            "name": "game elapsed=1e999",
            "plant": [_entry("game.json", text.replace('"elapsed": 321.5', '"elapsed": 1e999'))],
        }
    )
    cases.append(
        {
            "name": "game hints=-1e999",
            "plant": [_entry("game.json", text.replace('"hints": 1', '"hints": -1e999'))],
        }
    )
    cases.append(
        {
            "name": "game id deep nesting",
            "plant": [
                _entry("game.json", text.replace('"id": "fuzz-game"', '"id": ' + _nested(900)))
            ],
        }
    )
    cases.append(
        {
            "name": "game move deep nesting",
            "plant": [
                _entry(
                    "game.json",
                    text.replace(
                        '"redo": [', '"redo": [{"src": ' + _nested(900) + ', "dst": 1}, ', 1
                    ),
                )
            ],
        }
    )
    long_game = _played(moves=3000, undo=10)
    add("long valid game", _saved(long_game), damaged=False)
    add("clock at its limit", {**saved, "elapsed": 864_000, "hints": 100_000}, damaged=False)
    # One card from the win (auto-finish plays the rest), and a game already won.
    from game.engine.game import Game
    from tests.engine.build import near_won_state

    near = Game(near_won_state())
    add("one move from the win", _saved(near), damaged=False)
    won = Game(near_won_state())
    while not won.state.is_won() and won.autofinish_moves():
        won.play(won.autofinish_moves()[0])
    add("a won game", _saved(won), damaged=False)
    return cases


def _any_file_cases(file: str) -> list[dict]:
    good = {
        "settings.json": _envelope("settings.json", _good_settings()),
        "stats.json": _envelope("stats.json", _good_stats()),
        "game.json": _envelope("game.json", _saved(_played())),
    }[file]
    valid = json.dumps(good)
    name = file.split(".")[0]
    rng = random.Random(file)
    cut = valid[: len(valid) // 2]
    plain = [
        ("empty", b""),
        ("spaces", b"  \n\t "),
        ("garbage", bytes(rng.randrange(256) for _ in range(300))),
        ("not utf-8", b'{"version": 1, "x": "\xff\xfe"}'),
        ("truncated", cut),
        ("truncated 1", valid[:1]),
        ("list", "[1, 2, 3]"),
        ("string", '"hello"'),
        ("number", "42"),
        ("null", "null"),
        ("no envelope", json.dumps(list(good.values())[1])),
        ("version 2", valid.replace('"version": 1', '"version": 2', 1)),
        ("version str", valid.replace('"version": 1', '"version": "1"', 1)),
        ("version 1e999", valid.replace('"version": 1', '"version": 1e999', 1)),
        ("NaN", valid.replace('"version": 1', '"version": 1, "n": NaN', 1)),
        ("Infinity", valid.replace('"version": 1', '"version": 1, "n": -Infinity', 1)),
        ("deep nesting", "[" * 200_000),
        ("deep object", '{"a":' * 50_000 + "1" + "}" * 50_000),
        ("huge int", valid.replace('"version": 1', '"version": 1, "n": ' + "9" * 5000, 1)),
        ("section list", json.dumps({"version": 1, list(good)[1]: [1]})),
        ("nul bytes", b"\x00" * 4096),
        ("big junk", bytes(rng.randrange(256) for _ in range(1 << 20))),
    ]
    cases = [{"name": f"{name} {label}", "plant": [_entry(file, data)]} for label, data in plain]
    # Valid, only far larger than any save: the game takes it.
    big = b" " * (3 << 20) + valid.encode()
    cases.append({"name": f"{name} big but valid", "plant": [_entry(file, big, damaged=False)]})
    specials = [
        ("fifo", _special(file, "fifo")),
        ("folder", _special(file, "dir")),
        ("socket", _special(file, "socket")),
        ("link to /dev/zero", _special(file, "link", target="/dev/zero")),
        ("link to /dev/null", _special(file, "link", target="/dev/null")),
        ("dangling link", _special(file, "link", target="/nonexistent/canfield/nothing")),
        ("link loop", _special(file, "link", target=file)),
        ("huge sparse", _special(file, "huge")),
        ("unreadable", _entry(file, valid, unreadable=True)),
        ("unreadable, no rename", _entry(file, valid, unreadable=True, no_rename=True)),
        ("damaged, no rename", _entry(file, cut, no_rename=True)),
        ("fifo, no rename", _special(file, "fifo", no_rename=True)),
        ("folder, no rename", _special(file, "dir", no_rename=True)),
    ]
    cases += [{"name": f"{name} {label}", "plant": [entry]} for label, entry in specials]
    return cases


def _short(value: object) -> str:
    text = json.dumps(value) if not isinstance(value, str) else value
    return text if len(text) <= 24 else text[:20] + f"...({len(text)})"


def build_cases(count: int, seed: int) -> list[dict]:
    """`count` cases: the systematic ones (a seeded sample if fewer are asked for), then
    seeded mixes of several damaged files at once."""
    base = _settings_cases() + _stats_cases() + _game_cases()
    for file in FILES:
        base += _any_file_cases(file)
    rng = random.Random(seed)
    if count <= len(base):
        return rng.sample(base, count)
    cases = list(base)
    by_file = {f: [c for c in base if c["plant"][0]["file"] == f] for f in FILES}
    while len(cases) < count:
        files = rng.sample(FILES, rng.randint(2, 3))
        parts = [rng.choice(by_file[f]) for f in files]
        cases.append(
            {"name": " + ".join(p["name"] for p in parts), "plant": [p["plant"][0] for p in parts]}
        )
    return cases


# --- the worker: one case after another in this process ----------------------------------


def _plant(home: Path, entry: dict) -> None:
    path = home / entry["file"]
    kind = entry["kind"]
    if kind == "bytes":
        path.write_bytes(base64.b64decode(entry["data"]))
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dir":
        path.mkdir()
        (path / "inside.txt").write_text("a folder in the way\n")
    elif kind == "socket":
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(path))  # the socket file stays after the socket closes
    elif kind == "link":
        os.symlink(entry["target"], path)
    elif kind == "huge":
        with open(path, "wb") as handle:
            handle.truncate(HUGE_BYTES)
    if entry.get("unreadable") and kind == "bytes":
        os.chmod(path, 0)


def fingerprint(path: Path) -> tuple | None:
    """What a file is, to find it again after a rename: kind and content (or inode)."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(info.st_mode):
        digest = hashlib.sha256()
        os.chmod(path, info.st_mode | 0o600)  # an unreadable one is read back for the check
        with open(path, "rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                digest.update(chunk)
        os.chmod(path, info.st_mode)
        return ("file", digest.hexdigest())
    return (stat.S_IFMT(info.st_mode), info.st_ino)


def _lost(home: Path, entry: dict, before: tuple | None) -> bool:
    """A damaged file that is neither where it was nor kept as `<name>.damaged-<n>`."""
    name = entry["file"]
    candidates = [home / name] + sorted(home.glob(f"{name}.damaged-*"))
    return not any(fingerprint(p) == before for p in candidates)


@contextlib.contextmanager
def _refusals(home: Path, plant: list[dict]):
    """Opening the unreadable files fails (`os.open` and the built-in `open`), and so
    does renaming the unmovable ones (`os.rename`)."""
    unreadable = {os.path.abspath(home / e["file"]) for e in plant if e.get("unreadable")}
    fixed = {os.path.abspath(home / e["file"]) for e in plant if e.get("no_rename")}
    real_os_open, real_open, real_rename = os.open, builtins.open, os.rename

    def refused(path, paths: set[str]) -> bool:
        return isinstance(path, (str, bytes, os.PathLike)) and (
            os.path.abspath(os.fsdecode(path)) in paths
        )

    def fake_os_open(path, flags, *args, **kw):
        if refused(path, unreadable):
            raise PermissionError(13, "Permission denied", os.fsdecode(path))
        return real_os_open(path, flags, *args, **kw)

    def fake_open(path, *args, **kw):
        if refused(path, unreadable):
            raise PermissionError(13, "Permission denied", os.fsdecode(path))
        return real_open(path, *args, **kw)

    def fake_rename(src, dst, *args, **kw):
        if refused(src, fixed):
            raise PermissionError(1, "Operation not permitted", os.fsdecode(src))
        return real_rename(src, dst, *args, **kw)

    os.open, builtins.open, os.rename = fake_os_open, fake_open, fake_rename
    try:
        yield
    finally:
        os.open, builtins.open, os.rename = real_os_open, real_open, real_rename


def _play(app, dialogs: list[str]) -> None:
    """A few frames, Ctrl+Y, a click on the stock, the dialogs that show the files."""
    import pygame

    frame = 1 / 60
    for _ in range(5):
        app.step(frame)
    key = {"key": pygame.K_y, "mod": pygame.KMOD_LCTRL, "unicode": "", "scancode": 0}
    app.step(frame, [pygame.event.Event(pygame.KEYDOWN, key)])
    for _ in range(3):
        app.step(frame)
    stock = app.session.layout.stock
    point = (int(stock.x + stock.w / 2), int(stock.y + stock.h / 2))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(frame, [pygame.event.Event(kind, {"pos": point, "button": 1})])
    for _ in range(240):
        app.step(frame)
        if not app.animating():
            break
    for dialog in dialogs:
        app.open_dialog(dialog)
        app.step(frame)
        app.close_dialog()
        app.step(frame)


def run_case(case: dict, root: Path) -> dict:
    """Plant the case's files, play, close, load again; what went wrong."""
    home = root / "home"
    shutil.rmtree(root, ignore_errors=True)
    home.mkdir(parents=True)
    os.environ["CANFIELD_HOME"] = str(home)
    error = None
    for entry in case["plant"]:
        _plant(home, entry)
    before = {e["file"]: fingerprint(home / e["file"]) for e in case["plant"]}
    try:
        with _refusals(home, case["plant"]):
            from game.persist import load_saved_game, load_settings, load_stats
            from game.ui.app import App
            from game.ui.assets import CardArt

            app = App(save=True)
            try:
                # Only the dialogs that show a planted file: they cost half the time.
                files = {e["file"] for e in case["plant"]}
                _play(app, [d for d in ("stats", "settings") if f"{d}.json" in files])
            finally:
                app.close()
            # The next start: loading again must be clean of crashes too.
            load_settings(card_backs=CardArt().back_names())
            load_stats()
            load_saved_game()
    except Exception:
        error = traceback.format_exc(limit=-4)
    lost = [e["file"] for e in case["plant"] if e["damaged"] and _lost(home, e, before[e["file"]])]
    return {"error": error, "lost": lost}


def worker(count: int, seed: int, start: int) -> int:
    import logging

    logging.disable(logging.WARNING)  # the notices are expected; keep the report readable
    cases = build_cases(count, seed)
    root = Path(tempfile.mkdtemp(prefix="canfield-fuzz-"))
    try:
        for index in range(start, len(cases)):
            print(TAG + json.dumps({"index": index, "started": True}), flush=True)
            result = run_case(cases[index], root / f"case-{index}")
            shutil.rmtree(root / f"case-{index}", ignore_errors=True)
            print(TAG + json.dumps({"index": index, **result}), flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


# --- the parent: run the worker, time each case, restart after a hang or a death -----------


def run(count: int = 200, seed: int = 1, timeout: float = 30.0, verbose: bool = False) -> dict:
    """Run `count` cases; returns the figures (and the failing cases' names and errors)."""
    names = [c["name"] for c in build_cases(count, seed)]
    results: dict[int, dict] = {}
    start = 0
    while start < len(names):
        results.update(_run_worker(count, seed, start, timeout, names, verbose))
        start = max(results) + 1 if results else len(names)
    crashes = [i for i, r in results.items() if r.get("error")]
    hangs = [i for i, r in results.items() if r.get("hang")]
    lost = [i for i, r in results.items() if r.get("lost")]
    return {
        "cases": len(results),
        "crashes": len(crashes),
        "hangs": len(hangs),
        "lost": sum(len(results[i]["lost"]) for i in lost),
        "seed": seed,
        "failures": [{"case": names[i], **results[i]} for i in sorted(set(crashes + hangs + lost))],
    }


def _run_worker(
    count: int, seed: int, start: int, timeout: float, names: list[str], verbose: bool
) -> dict[int, dict]:
    """One worker from case `start` on, until it is done, dies or a case hangs."""
    proc = subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--worker",
            "--cases",
            str(count),
            "--seed",
            str(seed),
            "--start",
            str(start),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
        start_new_session=True,  # killing its group also ends anything it started
    )
    assert proc.stdout is not None
    results: dict[int, dict] = {}
    current = start  # the case running now (the worker's start-up counts as its time)
    deadline = time.monotonic() + timeout
    buffer = b""
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([proc.stdout], [], [], left)[0]:
                if time.monotonic() < deadline:
                    continue
                results[current] = {"hang": True}
                break
            chunk = os.read(proc.stdout.fileno(), 1 << 16)
            if not chunk:  # the worker ended: all done, or it died in the middle of a case
                proc.wait()
                if current < len(names):
                    results[current] = {"error": f"the worker died ({proc.returncode})"}
                break
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                text = line.decode("utf-8", "replace")
                if not text.startswith(TAG):
                    continue
                report = json.loads(text[len(TAG) :])
                current = report.pop("index")
                if report.pop("started", False):
                    deadline = time.monotonic() + timeout
                    continue
                results[current] = report
                if verbose:
                    print(f"{current + 1:4} {_verdict(report):5} {names[current]}", flush=True)
                current += 1
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, 9)
        proc.wait()
        proc.stdout.close()
    if verbose:
        for index, report in results.items():
            if report.get("hang") or "worker died" in str(report.get("error")):
                print(f"{index + 1:4} {_verdict(report):5} {names[index]}", flush=True)
    return results


def _verdict(report: dict) -> str:
    if report.get("hang"):
        return "HANG"
    if report.get("error"):
        return "CRASH"
    if report.get("lost"):
        return "LOST"
    return "ok"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=200, help="how many cases (at least 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample and the mixes")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per case")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--start", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.cases, args.seed, args.start)
    began = time.monotonic()
    figures = run(max(1, args.cases), args.seed, args.timeout, args.verbose)
    for failure in figures["failures"]:
        print(f"FAILED {failure['case']}: {failure.get('error') or failure}")
    print(
        f"cases: {figures['cases']}  crashes: {figures['crashes']}  hangs: {figures['hangs']}  "
        f"files lost: {figures['lost']}  seed: {figures['seed']}  "
        f"({time.monotonic() - began:.0f} s)"
    )
    return 1 if figures["crashes"] or figures["hangs"] or figures["lost"] else 0


if __name__ == "__main__":
    sys.exit(main())
