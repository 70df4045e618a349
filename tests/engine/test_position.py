"""Position JSON (RULES §12): round trip and every rejection, each naming the problem."""

import copy
import json

import pytest

from game.engine.deal import parse_code
from game.engine.state import PositionError, dump_position, load_position, loads_position


@pytest.fixture
def good():
    return dump_position(parse_code("CF1-D3-AAAAACL").state())


def test_round_trip(good):
    state = load_position(good)
    assert dump_position(state) == good
    assert loads_position(json.dumps(good)) == state


def test_accepts_ten_written_as_10_and_lower_case(good):
    data = copy.deepcopy(good)
    i = data["stock"].index("TH")
    data["stock"][i] = "10h"
    assert load_position(data) == load_position(good)


def reject(data, *words):
    with pytest.raises(PositionError) as e:
        load_position(data)
    for word in words:
        assert word in str(e.value), str(e.value)


def test_rejects_a_duplicate_card(good):
    data = copy.deepcopy(good)
    data["stock"][0] = data["stock"][1]
    reject(data, "twice", data["stock"][1])


def test_rejects_a_missing_card(good):
    data = copy.deepcopy(good)
    gone = data["stock"].pop()
    reject(data, "missing", gone)


def test_rejects_an_unknown_card(good):
    data = copy.deepcopy(good)
    data["stock"][0] = "1X"
    reject(data, "unknown card", "1X")


def test_rejects_an_unknown_preset(good):
    reject({**good, "rules": "klondike"}, "unknown rule preset", "klondike")


def test_rejects_a_bad_draw(good):
    reject({**good, "draw": 2}, "draw")


def test_rejects_a_foundation_out_of_order(good):
    data = copy.deepcopy(good)
    # start rank 2: put 3S on spades without... swap 2S for 3S
    data["foundations"]["S"] = ["3S"]
    i = data["stock"].index("3S")
    data["stock"][i] = "2S"
    reject(data, "foundation S", "not a run up from the start rank")


def test_rejects_a_foundation_of_the_wrong_suit(good):
    data = copy.deepcopy(good)
    data["foundations"]["H"] = data["foundations"].pop("S")
    data["foundations"]["S"] = []
    reject(data, "foundation H", "another suit")


def test_rejects_an_empty_column_while_the_reserve_holds_cards(good):
    data = copy.deepcopy(good)
    data["stock"].append(data["tableau"][0].pop())
    reject(data, "empty while the reserve")


def test_rejects_a_column_that_is_not_a_run(good):
    data = copy.deepcopy(good)
    moved = data["stock"].pop(data["stock"].index("KS"))
    data["tableau"][0].append(moved)  # KS on 9S
    reject(data, "column 1", "not a valid run")


@pytest.mark.parametrize(
    "key", ["reserve", "foundations", "tableau", "stock", "waste", "start_rank"]
)
def test_rejects_a_missing_key(good, key):
    data = dict(good)
    del data[key]
    reject(data, key)


def test_rejects_wrong_types(good):
    reject([], "JSON object")
    reject({**good, "tableau": [[]] * 3}, "4 columns")
    reject({**good, "stock": "KS"}, "stock")
    reject({**good, "start_rank": "Z"}, "start_rank")
    reject({**good, "foundations": {"X": []}}, "unknown suit")


def test_rejects_text_that_is_not_json():
    with pytest.raises(PositionError, match="not valid JSON"):
        loads_position("{oops")


def test_saved_fan_round_trips(good):
    state = load_position(good)
    state.waste, state.stock = state.stock[:3], state.stock[3:]
    state.fan = 2
    again = load_position(dump_position(state, with_fan=True))
    assert again == state and again.fan == 2
