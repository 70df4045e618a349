"""canfield solve / solvable / daily through game.cli.main."""

import json

import pytest

from game.cli import main
from game.engine.deal import parse_code
from game.engine.state import dump_position

CODE = "CF1-D3-AAAAAAB"


def test_solve_json_line_replays_with_apply(capsys, tmp_path):
    assert main(["solve", CODE, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "won" and out["nodes"] > 0 and out["seconds"] >= 0
    position = tmp_path / "pos.json"
    position.write_text(json.dumps(dump_position(parse_code(CODE).state())))
    status = None
    for move in out["moves"]:
        assert set(move) == {"src", "dst", "cards"}
        assert (
            main(["apply", "--position", str(position), "--move", json.dumps(move), "--json"]) == 0
        )
        applied = json.loads(capsys.readouterr().out)
        position.write_text(json.dumps(applied["position"]))
        status = applied["status"]
    assert status == "won"


def test_solve_position_file_and_text(capsys, tmp_path):
    position = tmp_path / "pos.json"
    position.write_text(json.dumps(dump_position(parse_code("CF1-D3-AAAAAAE").state())))
    assert main(["solve", "--position", str(position), "--nodes", "1000", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "lost" and out["moves"] == []
    assert main(["solve", CODE, "--rules", "hoyle", "--budget", "5"]) == 0
    assert capsys.readouterr().out.split()[0] in ("won", "lost", "unknown")


@pytest.mark.parametrize(
    "argv",
    [
        ["solve"],
        ["solve", "CF1-XX"],
        ["solve", CODE, "--budget", "-1"],
        ["solve", CODE, "--budget", "1", "--nodes", "5"],
        ["solve", CODE, "--nodes", "many"],
        ["solve", "--position", "/nonexistent/file.json"],
        ["solve", CODE, "--rules", "klondike"],
        ["solvable", "--draw", "2"],
        ["solvable", "--tries", "0"],
        ["solvable", "--from", "nonsense"],
        ["daily", "--date", "2025-02-30"],
    ],
)
def test_bad_input_exits_2(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("canfield: error:") and err.count("\n") == 1


def test_solvable(capsys):
    assert main(["solvable", "--from", "CF1-D3-AAAAAAE", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["proven"] is True and out["tries"] >= 2
    assert parse_code(out["code"]).deal_number > 4
    assert main(["solvable", "--from", "CF1-D3-AAAAAAE", "--tries", "1"]) == 0
    assert "ordinary deal" in capsys.readouterr().out


def test_daily(capsys):
    assert main(["daily", "--date", "2025-01-01", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "date": "2025-01-01",
        "code": "CF1-D3-QFWQKBP",
    }
    assert main(["daily", "--date", "2025-01-01"]) == 0
    assert capsys.readouterr().out.startswith("CF1-D3-QFWQKBP")


def test_solvable_of_a_band(capsys):
    assert main(["solvable", "--from", "CF1-D3-AAAAAAB", "--difficulty", "easy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["proven"] and data["difficulty"] == "easy"
    from game.solver.difficulty import rate

    assert rate(parse_code(data["code"]).state()) == "easy"


def test_solvable_of_a_band_of_an_unrated_kind_is_refused(capsys):
    assert main(["solvable", "--game", "rainbow", "--difficulty", "easy"]) == 2
    assert "not rated" in capsys.readouterr().err
