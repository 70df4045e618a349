"""Statistics: counting, streaks, records, idempotence, casino bank, daily history, files."""

import json
import os
from pathlib import Path

import pytest

from game.persist import DailyResult, Stats, load_stats, save_stats
from game.persist.stats import MAX_HISTORY, MAX_RECORDED_IDS, GameRecord, PresetStats
from tests.persist.hostile import finishes, refuse


def record(stats: Stats, game_id: str, won: bool, **kw) -> None:
    args = dict(
        rules="standard",
        draw=3,
        score=50,
        seconds=100.0,
        moves=60,
        hints=0,
        casino_net=None,
        daily_date=None,
        code="CF1-D3-AAAAACL",
    )
    args.update(kw)
    stats.record_game(game_id, won=won, **args)


def test_empty_summary():
    assert Stats().summary("standard", 3) == {
        "played": 0,
        "won": 0,
        "win_rate": 0.0,
        "current_streak": 0,
        "best_streak": 0,
        "best_score": None,
        "fastest_win": None,
        "average_time": None,
        "average_win_time": None,
        "hints": 0,
        "helped": 0,
    }


def test_a_win_with_the_solution_shown_counts_as_solved_with_help():
    stats = Stats()
    record(stats, "a", True, seconds=50.0)
    record(stats, "b", True, helped=True, seconds=10.0, score=500)
    summary = stats.summary("standard", 3)
    assert (summary["played"], summary["won"], summary["helped"]) == (2, 1, 1)
    assert summary["current_streak"] == 0 and summary["best_streak"] == 1
    assert summary["fastest_win"] == 50.0 and summary["best_score"] == 50
    assert stats.history[-1].won is False and stats.history[-1].helped is True
    assert stats.history[0].helped is False
    record(stats, "c", False, helped=True)  # the solution shown, and then given up: lost
    assert stats.history[-1].helped is False
    assert save_stats(stats) is None
    again, notice = load_stats()
    assert notice is None and again.summary("standard", 3)["helped"] == 1
    assert [g.helped for g in again.history] == [False, True, False]


@pytest.mark.parametrize("helped", ["yes", 1, None])
def test_a_history_entry_with_a_bad_help_mark_is_dropped_alone(home: Path, helped):
    entry = {"when": "2025-01-02T10:00:00", "rules": "standard", "draw": 3, "won": False}
    entry |= {"seconds": 60.0, "score": 5}
    good = entry | {"helped": True}
    both = entry | {"won": True, "helped": True}  # a win is the player's or the solver's
    home.mkdir(parents=True, exist_ok=True)
    data = {"version": 1, "stats": {"history": [good, entry | {"helped": helped}, both, entry]}}
    (home / "stats.json").write_text(json.dumps(data))
    stats, _notice = load_stats()
    assert [g.helped for g in stats.history] == [True, False]


def test_streaks_records_averages_and_win_rate():
    stats = Stats()
    results = [True, True, False, True, True, True, False, True]
    for i, won in enumerate(results):
        record(stats, f"g{i}", won, score=10 * i, seconds=100.0 + i * 10, hints=i % 2)
    s = stats.summary("standard", 3)
    assert s["played"] == 8 and s["won"] == 6
    assert s["win_rate"] == pytest.approx(6 / 8)
    assert s["current_streak"] == 1 and s["best_streak"] == 3
    assert s["best_score"] == 70
    assert s["fastest_win"] == 100.0
    assert s["average_time"] == pytest.approx(sum(100 + i * 10 for i in range(8)) / 8)
    won_times = [100 + i * 10 for i, w in enumerate(results) if w]
    assert s["average_win_time"] == pytest.approx(sum(won_times) / len(won_times))
    assert s["hints"] == 4


def test_a_loss_does_not_set_the_fastest_win_but_can_set_the_best_score():
    stats = Stats()
    record(stats, "a", False, seconds=5.0, score=200)
    s = stats.summary("standard", 3)
    assert s["fastest_win"] is None and s["best_score"] == 200
    record(stats, "b", True, seconds=300.0, score=20)
    record(stats, "c", True, seconds=200.0, score=30)
    s = stats.summary("standard", 3)
    assert s["fastest_win"] == 200.0 and s["best_score"] == 200


def test_presets_and_draw_modes_are_counted_apart():
    stats = Stats()
    record(stats, "a", True, rules="standard", draw=3)
    record(stats, "b", False, rules="standard", draw=1)
    record(stats, "c", True, rules="hoyle", draw=3)
    assert stats.summary("standard", 3)["won"] == 1
    assert stats.summary("standard", 1)["played"] == 1
    assert stats.summary("standard", 1)["won"] == 0
    assert stats.summary("hoyle", 3)["won"] == 1
    assert stats.summary("strict", 1)["played"] == 0
    assert set(stats.presets) == {"standard/3", "standard/1", "hoyle/3"}


def test_recording_is_idempotent_per_game_id():
    stats = Stats()
    record(stats, "CF1-D3-AAAAACL@1700000000", True, casino_net=208, daily_date="2024-05-01")
    record(stats, "CF1-D3-AAAAACL@1700000000", False, casino_net=-52, daily_date="2024-05-01")
    s = stats.summary("standard", 3)
    assert s["played"] == 1 and s["won"] == 1 and s["current_streak"] == 1
    assert stats.casino_bank == 208 and len(stats.daily) == 1
    assert stats.has_recorded("CF1-D3-AAAAACL@1700000000")
    record(stats, "CF1-D3-AAAAACL@1700000999", False)  # same deal, new game: counts
    assert stats.summary("standard", 3)["played"] == 2


def test_recorded_ids_stay_bounded_and_survive_a_save(home: Path):
    stats = Stats()
    for i in range(MAX_RECORDED_IDS + 50):
        record(stats, f"id{i}", True, seconds=1.0)
    assert len(stats.recorded_ids) == MAX_RECORDED_IDS
    assert not stats.has_recorded("id0") and stats.has_recorded(f"id{MAX_RECORDED_IDS + 49}")
    assert save_stats(stats) is None
    loaded, notice = load_stats()
    assert notice is None
    record(loaded, f"id{MAX_RECORDED_IDS + 49}", False)  # already counted before the save
    assert loaded.summary("standard", 3)["played"] == MAX_RECORDED_IDS + 50


def test_casino_bank_runs_across_games_and_may_go_negative():
    stats = Stats()
    record(stats, "a", False, casino_net=-52)
    record(stats, "b", False, casino_net=-27)
    assert stats.casino_bank == -79
    record(stats, "c", True, casino_net=208, rules="strict", draw=1)
    record(stats, "d", True, casino_net=None)  # standard scoring: bank untouched
    assert stats.casino_bank == 129


def test_daily_history():
    stats = Stats()
    record(stats, "a", True, daily_date="2024-05-01", code="CF1-D3-AAAAACL", seconds=90, moves=70)
    record(stats, "b", False, daily_date="2024-05-02", code="CF1-D3-BBBBBBB", seconds=30, moves=5)
    record(stats, "c", True)  # not a daily deal
    assert stats.daily == [
        DailyResult("2024-05-01", "CF1-D3-AAAAACL", True, 90.0, 70),
        DailyResult("2024-05-02", "CF1-D3-BBBBBBB", False, 30.0, 5),
    ]


@pytest.mark.parametrize(
    "bad", [dict(rules="klondike"), dict(draw=2), dict(draw=True), dict(daily_date="2024-13-01")]
)
def test_caller_mistakes_raise_before_anything_is_counted(bad: dict):
    stats = Stats()
    with pytest.raises(ValueError):
        record(stats, "a", True, **bad)
    assert stats == Stats()


def test_reset_clears_the_figures_but_not_the_recorded_ids():
    stats = Stats()
    record(stats, "a", True, casino_net=100, daily_date="2024-05-01")
    stats.reset()
    assert stats.summary("standard", 3)["played"] == 0
    assert stats.casino_bank == 0 and stats.daily == []
    record(stats, "a", False)  # the same game again after the reset: still counted once
    assert stats.summary("standard", 3)["played"] == 0
    record(stats, "b", False)
    assert stats.summary("standard", 3)["played"] == 1


def test_history_keeps_each_game_in_order_and_stays_bounded():
    stats = Stats()
    record(stats, "a", True, seconds=90, score=40, played_at="2024-05-01T10:00:00")
    record(stats, "b", False, rules="hoyle", draw=1, seconds=12.5, score=-3)
    record(stats, "a", False)  # counted once
    assert stats.history[0] == GameRecord("2024-05-01T10:00:00", "standard", 3, True, 90.0, 40)
    assert len(stats.history) == 2
    last = stats.history[1]
    assert (last.rules, last.draw, last.won, last.seconds, last.score) == (
        "hoyle",
        1,
        False,
        12.5,
        -3,
    )
    assert last.when[:4].isdigit() and "T" in last.when  # stamped now
    for i in range(MAX_HISTORY + 5):
        record(stats, f"g{i}", i % 2 == 0, seconds=i)
    assert len(stats.history) == MAX_HISTORY
    assert stats.history[-1].seconds == MAX_HISTORY + 4


def test_reset_empties_the_history():
    stats = Stats()
    record(stats, "a", True)
    stats.reset()
    assert stats.history == []


def test_an_old_file_without_history_loads(home: Path):
    stats = sample()
    data = {"version": 1, "stats": stats.to_json()}
    del data["stats"]["history"]
    home.mkdir()
    (home / "stats.json").write_text(json.dumps(data))
    loaded, notice = load_stats()
    assert notice is None and loaded.history == []
    assert loaded.presets == stats.presets


# --- the file -------------------------------------------------------------------------


def sample() -> Stats:
    stats = Stats()
    record(
        stats, "a", True, score=120, seconds=321.5, hints=2, casino_net=40, daily_date="2024-05-01"
    )
    record(stats, "b", False, rules="hoyle", draw=1, casino_net=-52)
    return stats


def test_defaults_when_there_is_no_file(home: Path):
    assert load_stats() == (Stats(), None)


def test_round_trip(home: Path):
    stats = sample()
    assert save_stats(stats) is None
    assert load_stats() == (stats, None)


@pytest.mark.parametrize(
    "content",
    [
        "",
        "\x00garbage",
        '{"version": 1, "stats": {"presets": {',
        "[]",
        '{"version": 0, "stats": {}}',
    ],
)
def test_damaged_file_is_set_aside(home: Path, content: str):
    home.mkdir()
    (home / "stats.json").write_text(content)
    stats, notice = load_stats()
    assert stats == Stats()
    assert notice and "stats.json.damaged-1" in notice
    assert (home / "stats.json.damaged-1").read_text() == content


@pytest.mark.parametrize(
    "path, value, where",
    [
        (("presets", "standard/3", "played"), "ten", "standard/3.played"),
        (("presets", "standard/3", "won"), -1, "standard/3.won"),
        (("presets", "standard/3", "won"), 99, "standard/3"),  # more wins than games
        (("presets", "standard/3", "fastest_win"), "quick", "standard/3.fastest_win"),
        (("presets", "standard/3", "total_time"), -5, "standard/3.total_time"),
        (("presets", "standard/3", "best_score"), 1.5, "standard/3.best_score"),
        # impossible figures (found in a real window): more than every card home, below
        # zero, a longer run of wins than there are wins
        (("presets", "standard/3", "best_score"), 99999, "standard/3.best_score"),
        (("presets", "standard/3", "best_score"), -1, "standard/3.best_score"),
        (("presets", "standard/3", "current_streak"), 50, "standard/3"),
        (("presets", "standard/3", "best_streak"), 7, "standard/3"),
        (("presets", "standard/3"), [1, 2], "presets['standard/3']"),
        (("presets", "standard/3"), {}, None),  # an empty entry is just zero
        (("presets",), [], "presets"),
        (("casino_bank",), "lots", "casino_bank"),
        (("casino_bank",), 10**100, "casino_bank"),
        (("daily", 0, "date"), "yesterday", "daily[0]"),
        (("daily", 0, "won"), "yes", "daily[0]"),
        # The statistics screen shows the code: a megabyte of it would stall the dialog.
        (("daily", 0, "code"), "C" * 100_000, "daily[0]"),
        (("daily", 0, "code"), "<b>not a code", "daily[0]"),
        (("daily", 0, "date"), "2024-02-30", "daily[0]"),
        (("daily",), {}, "daily"),
        (("recorded_ids",), [1, 2], "recorded_ids"),
        (("recorded_ids",), ["x" * 100_000], "recorded_ids"),
        (("history", 0, "when"), "2024-02-30T10:00:00", "history[0]"),
        (("history", 0, "won"), 1, "history[0]"),
        (("history", 0, "draw"), 2, "history[0]"),
        (("history", 0, "seconds"), -1, "history[0]"),
        (("history", 0, "rules"), "<b>" * 50, "history[0]"),
        (("history",), "lots", "history"),
    ],
)
def test_one_bad_value_resets_only_its_part(home: Path, path: tuple, value: object, where):
    stats = sample()
    data = {"version": 1, "stats": stats.to_json()}
    target = data["stats"]
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    home.mkdir()
    (home / "stats.json").write_text(json.dumps(data))
    loaded, notice = load_stats()
    if where is None:
        assert notice is None
    else:
        assert notice and where in notice and "stats.json.damaged-1" in notice
        assert load_stats() == (loaded, None)  # the repair was stored
    # Everything outside the damaged part survives.
    if path[0] != "presets":
        assert loaded.presets == stats.presets
    elif len(path) > 1:  # a damaged entry or field leaves the other entries alone
        assert loaded.presets["hoyle/1"] == stats.presets["hoyle/1"]
    if len(path) == 3 and path[0] == "presets":  # a damaged row is counted again from
        assert loaded.presets[path[1]] == stats.presets[path[1]]  # the whole history
    if path[0] != "casino_bank":
        assert loaded.casino_bank == stats.casino_bank
    if path[0] != "daily":
        assert loaded.daily == stats.daily
    if path[0] != "recorded_ids":
        assert loaded.recorded_ids == stats.recorded_ids
    if path[0] != "history":
        assert loaded.history == stats.history
    elif len(path) > 2:  # one damaged game is dropped, the others kept
        assert loaded.history == stats.history[1:]


def write_stats(home: Path, data: dict) -> None:
    home.mkdir()
    (home / "stats.json").write_text(json.dumps({"version": 1, "stats": data}))


def helped_and_lost() -> Stats:
    """Superior: one game left, one solved with help, one won by the player."""
    stats = Stats()
    for game_id, won, helped in (("a", False, False), ("b", True, True), ("c", True, False)):
        record(stats, game_id, won, game="superior", helped=helped, hints=1, score=255)
    return stats


@pytest.mark.parametrize(
    "field, value",
    [
        ("played", "two"),  # a tester's edit: it read "played 0, solved with help 1"
        ("won", -5),  # won 0 beside a best time and a win in the history, a tester saw
        ("won_time", 12.0),  # valid alone, but a winning time beside no win
        ("helped", 9),  # more wins with help than games
    ],
)
def test_a_damaged_row_is_counted_again_from_the_whole_history(home: Path, field, value):
    stats = helped_and_lost()
    data = stats.to_json()
    row = data["presets"]["superior-standard/3"]
    row[field] = value
    if field == "won_time":
        row.update(won=0, current_streak=0, best_streak=0, fastest_win=None)
    write_stats(home, data)
    loaded, notice = load_stats()
    assert notice and "superior-standard/3" in notice
    assert loaded.presets == stats.presets
    s = loaded.summary("standard", 3, "superior")
    assert (s["played"], s["won"], s["helped"], s["hints"]) == (3, 1, 1, 3)


def test_a_damaged_row_starts_again_from_zero_when_the_history_lacks_games(home: Path):
    # The history holds the recent games only (and none from before it was kept): the
    # row is not guessed from it but starts again, whole; its hints count stands alone.
    stats = helped_and_lost()
    data = stats.to_json()
    data["recorded_ids"].insert(0, "an older game")
    data["presets"]["superior-standard/3"]["played"] = "two"
    write_stats(home, data)
    loaded, notice = load_stats()
    assert notice and "superior-standard/3.played" in notice
    assert loaded.presets["superior-standard/3"] == PresetStats(hints=3)


def test_a_bad_hints_count_is_reset_alone(home: Path):
    stats = helped_and_lost()
    data = stats.to_json()
    data["recorded_ids"].insert(0, "an older game")  # no recount to hide behind
    data["presets"]["superior-standard/3"]["hints"] = -1
    write_stats(home, data)
    loaded, notice = load_stats()
    assert notice and "superior-standard/3.hints" in notice
    expected = stats.presets["superior-standard/3"]
    expected.hints = 0
    assert loaded.presets["superior-standard/3"] == expected


def test_unusable_data_dir(unusable_home: Path):
    stats, notice = load_stats()
    assert stats == Stats() and notice
    assert save_stats(sample())


def test_crash_before_rename_keeps_old_stats(home: Path, monkeypatch: pytest.MonkeyPatch):
    stats = sample()
    save_stats(stats)

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    more = sample()
    record(more, "c", True)
    failure = save_stats(more)
    assert failure and "no space left on device" in failure
    monkeypatch.undo()
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    assert load_stats() == (stats, None)
    assert os.listdir(home) == ["stats.json"]


def test_a_daily_game_without_a_code_survives_a_save(home: Path):
    stats = Stats()
    record(stats, "a", True, daily_date="2024-05-01", code="")
    save_stats(stats)
    assert load_stats() == (stats, None)


@pytest.mark.parametrize("kind", ["fifo", "unreadable, cannot be moved"])
def test_a_stats_file_that_cannot_be_read_is_never_replaced(
    home: Path, monkeypatch: pytest.MonkeyPatch, kind: str
):
    home.mkdir()
    path = home / "stats.json"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        save_stats(sample())
        refuse(monkeypatch, "open", path, 13)
        refuse(monkeypatch, "rename", path, 1)
    before = os.lstat(path)
    stats, notice = finishes(load_stats)
    assert stats == Stats() and notice
    save_stats(sample())
    kept = path if kind != "fifo" else home / "stats.json.damaged-1"
    after = os.lstat(kept)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
