"""The command line: exact output forms other tools depend on, and bad input."""

import io
import json
import os
import resource
import subprocess
import sys
import types

import pytest

from game.cli import main
from game.engine.deal import parse_code
from game.engine.state import dump_position


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        import io

        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_deal_text_summary(capsys):
    code, out, err = run(capsys, "deal", "CF1-D3-AAAAACL")
    assert code == 0 and err == ""
    assert "CF1-D3-AAAAACL (standard rules, draw 3)" in out
    assert (
        "Stock: 34 cards; waste empty; reserve: 13 cards, top: TS; foundations, start rank 2:"
        in out
    )
    assert "column 1: 9S; column 2: 7C; column 3: AD; column 4: 6D." in out


def test_deal_json_and_rules_override(capsys):
    code, out, _ = run(capsys, "deal", "cf1-d1-aaaaacl", "--rules", "strict", "--json")
    data = json.loads(out)
    assert (
        code == 0 and data["rules"] == "strict" and data["draw"] == 1 and data["start_rank"] == "2"
    )
    base = dump_position(parse_code("CF1-D3-AAAAACL").state())
    assert data["stock"] == base["stock"] and data["tableau"] == base["tableau"]
    _, out, _ = run(capsys, "deal", "CF1-D3-AAAAACL-H", "--json")
    assert json.loads(out)["rules"] == "hoyle"


def write_position(tmp_path, code="CF1-D3-AAAAACL"):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(dump_position(parse_code(code).state())))
    return path


def test_moves_json(capsys, tmp_path):
    code, out, _ = run(capsys, "moves", "--position", str(write_position(tmp_path)), "--json")
    moves = json.loads(out)
    assert code == 0
    assert sorted(map(json.dumps, moves)) == sorted(
        map(
            json.dumps,
            [{"src": "stock", "dst": "waste", "cards": 3}, {"src": "t4", "dst": "t2", "cards": 1}],
        )
    )


def test_moves_from_stdin(capsys, tmp_path, monkeypatch):
    text = write_position(tmp_path).read_text()
    code, out, _ = run(capsys, "moves", "--position", "-", stdin=text, monkeypatch=monkeypatch)
    assert code == 0 and "t4 -> t2: 6D onto 7C" in out


def test_apply_json_with_refill(capsys, tmp_path):
    path = write_position(tmp_path)
    code, out, _ = run(
        capsys,
        "apply",
        "--position",
        str(path),
        "--move",
        '{"src":"t4","dst":"t2","cards":1}',
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["points"] == 0 and data["status"] == "playing"
    assert data["position"]["tableau"] == [["9S"], ["7C", "6D"], ["AD"], ["TS"]]
    assert len(data["position"]["reserve"]) == 12


def test_apply_stock_turn_must_name_its_count(capsys, tmp_path):
    path = str(write_position(tmp_path))
    code, out, _ = run(
        capsys,
        "apply",
        "--position",
        path,
        "--move",
        '{"src":"stock","dst":"waste","cards":3}',
        "--json",
    )
    assert code == 0 and len(json.loads(out)["position"]["waste"]) == 3
    code, out, err = run(
        capsys, "apply", "--position", path, "--move", '{"src":"stock","dst":"waste","cards":1}'
    )
    assert code == 2 and out == "" and "3 card" in err


def test_apply_scores_a_foundation_move(capsys, tmp_path):
    pos = dump_position(parse_code("CF1-D3-AAAAACL").state())
    # Put 3S on top of column 1's 9S? Not a run; instead make the waste show 3S.
    pos["stock"].remove("3S")
    pos["waste"] = ["3S"]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(pos))
    code, out, _ = run(
        capsys,
        "apply",
        "--position",
        str(path),
        "--move",
        '{"src":"waste","dst":"fS","cards":1}',
        "--json",
    )
    assert code == 0 and json.loads(out)["points"] == 5


@pytest.mark.parametrize(
    "argv, words",
    [
        (["deal", "CF1-D9-AAAAAAA"], "D1 or D3"),
        (["deal", "nonsense"], "malformed game code"),
        (["deal", "CF1-D3-AAAAAAA", "--rules", "klondike"], "unknown rule preset"),
        (["moves", "--position", "/no/such/file.json"], "cannot read position file"),
        (["apply", "--position", "POS", "--move", "{nope"], "not valid JSON"),
        (
            ["apply", "--position", "POS", "--move", '{"src":"t9","dst":"fS","cards":1}'],
            "unknown src pile",
        ),
        (
            ["apply", "--position", "POS", "--move", '{"src":"t1","dst":"t2","cards":1}'],
            "9S does not go on 7C",
        ),
        (
            ["apply", "--position", "POS", "--move", '{"src":"t1","dst":"t2","cards":0}'],
            "positive whole number",
        ),
        (["moves"], "required"),
        (["deal"], "required"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, tmp_path, argv, words):
    path = str(write_position(tmp_path))
    argv = [path if a == "POS" else a for a in argv]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("canfield: error:") and words in err


def test_invalid_position_file(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"rules": "standard"}')
    code, _, err = run(capsys, "moves", "--position", str(path))
    assert code == 2 and "invalid position" in err
    path.write_bytes(b"\xff\xfe garbage")
    code, _, err = run(capsys, "moves", "--position", str(path))
    assert code == 2 and err.count("\n") == 1


def test_installed_command_runs_without_traceback():
    """The real entry point, as a person would type it."""
    proc = subprocess.run(
        [sys.executable, "-m", "game", "deal", "CF1-D3-BAD"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1
    proc = subprocess.run(
        [sys.executable, "-m", "game", "deal", "CF1-D3-AAAAACL", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0 and json.loads(proc.stdout)["start_rank"] == "2"


# --- malformed input of every kind: exit 2 and one line, never a traceback ----------------


def assert_one_line_error(code, out, err, *words):
    assert code == 2 and out == "", (code, out[:200])
    assert err.count("\n") == 1 and err.startswith("canfield: error:"), err[:300]
    assert len(err) < 400
    for word in words:
        assert word in err, err


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 1000 + "]" * 1000, "nested too deeply"),
        ('{"draw": ' + "1" * 5000 + "}", "too many digits"),
        (json.dumps({"rules": json.loads("[" * 900 + "]" * 900)}), "rules must be a preset"),
    ],
)
def test_position_that_cannot_parse(capsys, tmp_path, text, words):
    path = tmp_path / "p.json"
    path.write_text(text)
    assert_one_line_error(*run(capsys, "moves", "--position", str(path)), words)


@pytest.mark.parametrize(
    "move, words",
    [
        ("[" * 1000, "nested too deeply"),
        ('{"src": "t1", "dst": "t2", "cards": ' + "7" * 4400 + "}", "too many digits"),
        ('{"src": ' + "[" * 900 + "]" * 900 + ', "dst": "t2", "cards": 1}', "unknown src pile"),
        ('{"src": "t4", "dst": "t2", "cards": ' + "7" * 4000 + "}", "illegal move"),
    ],
)
def test_move_that_cannot_parse(capsys, tmp_path, move, words):
    path = str(write_position(tmp_path))
    assert_one_line_error(*run(capsys, "apply", "--position", path, "--move", move), words)


def test_position_input_is_read_up_to_one_megabyte(capsys, tmp_path, monkeypatch):
    text = json.dumps(dump_position(parse_code("CF1-D3-AAAAACL").state()))
    path = tmp_path / "big.json"
    path.write_text(text + " " * (2**20 - len(text)))  # exactly 1 MB: still a position
    code, _, _ = run(capsys, "moves", "--position", str(path))
    assert code == 0
    path.write_text(text + " " * (2**20 - len(text) + 1))
    assert_one_line_error(*run(capsys, "moves", "--position", str(path)), "too large")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"y\n" * 2**20)))
    assert_one_line_error(*run(capsys, "moves", "--position", "-"), "standard input", "too large")


def test_closed_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)  # what Python gives a process started with <&-
    assert_one_line_error(*run(capsys, "moves", "--position", "-"), "standard input is closed")


def _limited(close_stdin: bool = False):
    """A child's setup: bounded memory, so reading /dev/zero whole fails fast, not the machine."""

    def setup():
        resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31))
        if close_stdin:
            os.close(0)  # as a shell's <&-

    return setup


def _canfield(*argv, stdin=subprocess.DEVNULL, close_stdin=False):
    return subprocess.run(
        [sys.executable, "-m", "game", *argv],
        stdin=None if close_stdin else stdin,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_limited(close_stdin),
    )


def test_endless_or_binary_input_from_real_processes():
    """`yes | canfield moves --position -`, /dev/zero and /dev/urandom end at once, as one line."""
    yes = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    try:
        procs = [_canfield("moves", "--position", "-", stdin=yes.stdout)]
    finally:
        yes.kill()
        yes.wait()
    with open("/dev/zero", "rb") as zero:
        procs.append(_canfield("solve", "--position", "-", stdin=zero))
    procs.append(_canfield("moves", "--position", "/dev/zero"))
    procs.append(_canfield("apply", "--position", "/dev/urandom", "--move", "{}"))
    for proc in procs:
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr[-300:]
        assert "too large" in proc.stderr


def test_closed_stdin_in_a_real_process():
    proc = _canfield("moves", "--position", "-", close_stdin=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr[-300:]
    assert proc.stderr.startswith("canfield: error: standard input is closed")


def test_broken_pipe_exits_quietly():
    """`canfield solve CODE | head -n1` with the reader gone: no traceback, status 1."""
    read_end, write_end = os.pipe()
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "solve", "CF1-D3-AAAAACL", "--nodes", "5000"],
        stdout=write_end,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(write_end)
    os.close(read_end)  # nobody reads: the first write fails with EPIPE
    _, err = proc.communicate(timeout=60)
    assert err == "" and proc.returncode == 1


class _ClosedPipe(io.StringIO):
    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")


def test_broken_pipe_in_process(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert main(["deal", "CF1-D3-AAAAACL"]) == 1
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("budget", ["inf", "1e999", "nan", "-1", "0"])
def test_solve_budget_must_be_finite_and_positive(capsys, budget):
    assert_one_line_error(*run(capsys, "solve", "CF1-D3-AAAAACL", "--budget", budget), "--budget")


def test_an_unreachable_position_is_bad_input(capsys, tmp_path):
    pos = dump_position(parse_code("CF1-D3-AAAAACL").state())
    pos["reserve"].insert(0, pos["stock"].pop())
    path = tmp_path / "p.json"
    path.write_text(json.dumps(pos))
    err_words = ("invalid position", "reserve holds 14 cards")
    for argv in (["moves"], ["solve", "--nodes", "10"]):
        assert_one_line_error(*run(capsys, *argv, "--position", str(path)), *err_words)


def test_a_long_or_multiline_message_stays_one_short_line(capsys, tmp_path):
    name = str(tmp_path / ("no\nsuch" + "x" * 5000))
    assert_one_line_error(*run(capsys, "moves", "--position", name), "cannot read")


@pytest.mark.parametrize(
    "argv, words",
    [
        ([""], "empty game code"),
        (["play", " "], "empty game code"),
        (["--draw", "0"], "draw must be 1 or 3"),
        (["solvable", "--from", "", "--tries", "1", "--budget", "0.01"], "empty game code"),
    ],
)
def test_empty_or_zero_values_are_bad_input_not_defaults(capsys, monkeypatch, argv, words):
    """Given but empty (or 0) is not the same as absent: no resumed game, no random deal."""
    window = types.ModuleType("game.ui.app")
    window.run = lambda code: pytest.fail(f"the window opened on {code}")
    monkeypatch.setitem(sys.modules, "game.ui.app", window)
    assert_one_line_error(*run(capsys, *argv), words)


# --- the Canfield family (--game) ----------------------------------------------------------


def test_a_code_with_game_deals_that_game_from_its_deal_number(capsys):
    code, out, _ = run(capsys, "deal", "CF1-D3-AAAAACL", "--game", "chameleon", "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "chameleon" and data["draw"] == 1
    assert len(data["reserve"]) == 12 and len(data["tableau"]) == 3 and data["pass"] == 1
    code, out, _ = run(capsys, "deal", "CF1-D3-AAAAACL", "--game", "rainbow", "--rules", "hoyle")
    assert code == 0 and out.startswith("RB1-D1-AAAAACL-H (rainbow, hoyle rules, draw 1)")


def test_play_a_code_with_game_or_rules_opens_what_deal_shows(capsys, monkeypatch):
    """`play CODE --game G --rules P` is the deal `deal` prints for the same arguments
    (a tester saw --game ignored); --draw with a code is an error, not ignored."""
    opened: list = []
    window = types.ModuleType("game.ui.app")
    window.run = lambda code: opened.append(str(code)) or 0
    monkeypatch.setitem(sys.modules, "game.ui.app", window)
    assert run(capsys, "play", "CF1-D3-AAAAACL", "--game", "rainfall")[0] == 0
    assert run(capsys, "RB1-D1-AAAAACL-S", "--rules", "hoyle")[0] == 0
    assert opened == ["RF1-D1-AAAAACL", "RB1-D1-AAAAACL-H"]
    _code, out, _ = run(capsys, "deal", "CF1-D3-AAAAACL", "--game", "rainfall")
    assert out.startswith("RF1-D1-AAAAACL ")
    assert_one_line_error(*run(capsys, "play", "CF1-D3-AAAAACL", "--draw", "1"), "--draw")
    assert len(opened) == 2


def test_moves_list_the_turn_back_only_while_a_pass_is_left(capsys, monkeypatch, tmp_path):
    state = parse_code("RB1-D1-AAAAACL").state()
    state.waste, state.stock = list(reversed(state.stock)), []
    data = dump_position(state)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "moves", "--position", str(path), "--json")
    assert code == 0 and not any(m["dst"] == "stock" for m in json.loads(out))  # one pass
    data["game"], data["pass"] = "rainfall", 2
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "moves", "--position", str(path), "--json")
    assert any(m["dst"] == "stock" for m in json.loads(out))  # rainfall: a third pass left


def test_game_must_agree_with_the_position(capsys, tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(dump_position(parse_code("RB1-D1-AAAAACL").state())))
    code, _, err = run(capsys, "moves", "--position", str(path), "--game", "acme")
    assert code == 2 and "rainbow" in err and "acme" in err
    code, _, err = run(capsys, "deal", "CF1-D3-AAAAACL", "--game", "nosuch")
    assert code == 2


def test_solve_and_solvable_take_a_game(capsys):
    code, out, _ = run(capsys, "solvable", "--game", "rainfall", "--from", "CF1-D1-GJGVLJX")
    data_line = out.strip()
    assert code == 0 and data_line.startswith("RF1-D1-")
    winnable = data_line.split()[0]
    code, out, _ = run(capsys, "solve", winnable, "--json", "--budget", "20")
    result = json.loads(out)
    assert code == 0 and result["verdict"] == "won"
    state = parse_code(winnable).state()
    from game.engine.moves import Move, apply_move

    for move in result["moves"]:
        apply_move(state, Move(move["src"], move["dst"], move["cards"]))
    assert state.is_won()


def test_selective_deal_names_the_cards_to_pick_from(capsys, tmp_path):
    """Before the pick there is no start rank and no column: the summary and the moves say
    what the pick does (they said 'start rank K' and 'to the empty pile')."""
    state = parse_code("SE1-D3-AAAAAAF").state()
    picks = " ".join(str(c) for c in state.choice)
    code, out, _ = run(capsys, "deal", "SE1-D3-AAAAAAF")
    assert code == 0 and f"pick the base card from {picks} " in out
    assert "start rank" not in out.replace("is the start rank", "") and "column 1" not in out
    path = tmp_path / "p.json"
    path.write_text(json.dumps(dump_position(state)))
    code, out, _ = run(capsys, "moves", "--position", str(path))
    lines = out.strip().splitlines()
    assert code == 0 and len(lines) == 5
    assert lines[0] == f"c1 -> f{state.choice[0].suit}: {state.choice[0]} as the base card, " + (
        "the others to the columns"
    )
    from game.engine.moves import Move, apply_move

    picked = state.copy()  # after the pick: the usual words
    apply_move(picked, Move("c1", f"f{picked.choice[0].suit}", 1))
    path.write_text(json.dumps(dump_position(picked)))
    code, out, _ = run(capsys, "moves", "--position", str(path))
    assert code == 0 and "as the base card" not in out


def test_a_code_that_cannot_be_read_shows_the_games_own_form(capsys):
    """With --game, the example is that game's code too (it showed Canfield's alone)."""
    code, _, err = run(capsys, "deal", "XX", "--game", "acme")
    assert code == 2 and "acme codes look like AC1-D1-ABCDEFG" in err and "\n" not in err.strip()
    code, _, err = run(capsys, "solvable", "--game", "superior", "--from", "bad")
    assert code == 2 and "superior codes look like SU1-D3-ABCDEFG" in err
    code, _, err = run(capsys, "deal", "XX")
    assert code == 2 and "codes look like" not in err
