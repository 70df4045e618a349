"""Position JSON (RULES §12): round trip and every rejection, each naming the problem.

Also: positions no game can reach (check_reachable) and text that is no position at all.
"""

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import MAX_DEAL, GameCode, parse_code
from game.engine.moves import apply_move, legal_moves
from game.engine.rules import PRESETS
from game.engine.state import (
    PositionError,
    check_reachable,
    dump_position,
    load_position,
    loads_position,
)


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


# --- reachability (check_reachable): what every position reached by play satisfies ---------


codes = st.builds(
    GameCode,
    deal_number=st.integers(0, MAX_DEAL),
    draw=st.sampled_from([1, 3]),
    rules=st.sampled_from(list(PRESETS.values())),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(codes, st.lists(st.integers(0, 10**6), max_size=150))
def test_every_position_reached_by_play_loads_as_reachable(code, picks):
    state = code.state()
    for pick in picks:
        check_reachable(state)
        for with_fan in (False, True):
            data = dump_position(state, with_fan=with_fan)
            again = loads_position(json.dumps(data), reachable=True)
            assert again.key() == state.key()
            assert again.fan == (state.fan if with_fan else min(len(state.waste), state.draw))
        moves = legal_moves(state)
        if not moves:
            break
        apply_move(state, moves[pick % len(moves)])


def test_standard_may_take_the_base_card_back_so_empty_foundations_load():
    state = parse_code("CF1-D3-AAAAAAA").state()
    base = next(s for s in "SHDC" if state.foundations[s])
    for first in legal_moves(state):
        after = state.copy()
        apply_move(after, first)
        takeback = [m for m in legal_moves(after) if m.src == f"f{base}"]
        if takeback:
            apply_move(after, takeback[0])
            break
    else:
        pytest.fail("no take-back of the base card within two moves of deal 0")
    assert after.foundation_count() == 0
    assert load_position(dump_position(after), reachable=True).foundation_count() == 0


def reject_unreachable(data, *words):
    load_position(data)  # a well-formed position by §12...
    with pytest.raises(PositionError) as e:  # ...that no game can reach
        load_position(data, reachable=True)
    for word in words:
        assert word in str(e.value), str(e.value)


def test_rejects_a_reserve_of_more_than_13_cards(good):
    data = copy.deepcopy(good)
    data["reserve"].insert(0, data["stock"].pop())
    reject_unreachable(data, "reserve holds 14 cards", "never receives")


def test_rejects_more_than_34_cards_in_stock_and_waste(good):
    data = copy.deepcopy(good)
    data["waste"] = [data["reserve"].pop(0)]  # reserve 12: only the talon is wrong
    reject_unreachable(data, "stock and waste hold 35 cards", "dealt 34")
    data = copy.deepcopy(good)
    data["stock"].append(data["foundations"]["S"].pop())  # standard: no foundation is fine
    reject_unreachable(data, "stock and waste hold 35 cards")


def test_rejects_a_waste_fan_larger_than_the_draw(good):
    data = copy.deepcopy(good)
    data["waste"], data["stock"] = data["stock"][:3], data["stock"][3:]
    assert load_position({**data, "waste_fan": 3}, reachable=True).fan == 3
    data["draw"] = 1
    assert load_position({**data, "waste_fan": 1}, reachable=True).fan == 1
    reject_unreachable({**data, "waste_fan": 2}, "waste_fan is 2", "draw 1")
    reject_unreachable({**data, "waste_fan": 3}, "waste_fan is 3")


def _base_card_on_a_column(good):
    """The deal with its base card (2S) moved onto a column: 3H/3D under it, in place of 9S."""
    data = copy.deepcopy(good)
    base = data["foundations"]["S"].pop()
    assert base == "2S" and data["tableau"][0] == ["9S"]
    under = next(c for c in ("3H", "3D") if c in data["stock"])
    data["stock"][data["stock"].index(under)] = "9S"
    data["tableau"][0] = [under, base]
    return data


@pytest.mark.parametrize("rules", ["hoyle", "strict"])
def test_rejects_empty_foundations_without_take_back(good, rules):
    data = {**_base_card_on_a_column(good), "rules": rules}
    reject_unreachable(data, "no card is on a foundation", f"{rules} rules")


def test_standard_accepts_the_same_empty_foundations(good):
    data = _base_card_on_a_column(good)
    assert load_position(data, reachable=True).foundation_count() == 0


def test_the_deal_itself_is_reachable_in_every_preset(good):
    for rules in PRESETS:
        load_position({**good, "rules": rules, "draw": 1}, reachable=True)


# --- input that is not a position at all: always a PositionError, never another error -----


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 1000 + "]" * 1000, "nested too deeply"),
        ('{"a":' * 100_000, "nested too deeply"),
        ('{"draw": ' + "9" * 5000 + "}", "too many digits"),
        ("[" + "1" * 4301 + "]", "too many digits"),
    ],
)
def test_text_that_cannot_parse_is_a_position_error(text, words):
    with pytest.raises(PositionError, match=words):
        loads_position(text)


@pytest.mark.parametrize("field", ["rules", "draw", "start_rank", "stock", "waste_fan"])
def test_deeply_nested_or_huge_values_are_named_briefly(good, field):
    nested = json.loads("[" * 900 + "]" * 900)
    for value in (nested, 10**4000, "x" * 100_000, {"a": nested}):
        with pytest.raises(PositionError) as e:
            load_position({**good, field: value})
        assert len(str(e.value)) < 200, str(e.value)[:300]


def test_a_card_that_is_not_text_is_named_briefly(good):
    data = copy.deepcopy(good)
    data["stock"][0] = json.loads("[" * 900 + "]" * 900)
    with pytest.raises(PositionError, match="stock: unknown card a JSON array"):
        load_position(data)
    data["stock"][0] = 10**4000
    with pytest.raises(PositionError, match="a huge number"):
        load_position(data)
