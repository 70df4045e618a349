"""The command line: exact output forms other tools depend on, and bad input."""

import json
import subprocess
import sys

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
