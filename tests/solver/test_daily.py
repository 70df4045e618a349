"""The daily deal never moves: these dates are released and pinned."""

import datetime

import pytest

from game.engine.deal import parse_code
from game.solver import daily_code, solve
from game.solver.daily import daily_start_number

PINNED = {
    "2025-01-01": "CF1-D3-QFWQKBP",
    "2025-06-15": "CF1-D3-QQXTQUG",
    "2026-02-28": "CF1-D3-WVGKUQO",
    "2026-11-30": "CF1-D3-MMZTENB",
    "2030-12-31": "CF1-D3-VHNIIXJ",
}


@pytest.mark.parametrize("date, code", sorted(PINNED.items()))
def test_daily_code_is_pinned(date, code):
    assert str(daily_code(datetime.date.fromisoformat(date))) == code


def test_daily_deal_is_standard_draw_3_and_won():
    code = parse_code(PINNED["2026-02-28"])
    assert code.draw == 3 and code.rules.name == "standard"
    assert solve(code.state(), budget_seconds=10).verdict == "won"


def test_start_number_is_a_fixed_hash_of_the_date():
    a = daily_start_number(datetime.date(2025, 1, 1))
    assert a == daily_start_number(datetime.date(2025, 1, 1))
    assert a != daily_start_number(datetime.date(2025, 1, 2))


# The family games' daily deals: by the date's hash alone until 2026-12-07 (released so,
# lost ones among them), a deal the solver wins from 2026-12-08 on (daily.py).
FAMILY_PINNED = {
    ("acme", "2026-12-07"): "AC1-D1-JIESJCN",  # released: lost, and stays as it was
    ("acme", "2026-12-08"): "AC1-D1-KKBJLDS",
    ("rush", "2027-03-01"): "RU1-D3-UEEWMHK",
    ("chameleon", "2026-12-08"): "CH1-D1-AANUNPO",  # from the shipped list: none found
}


@pytest.mark.parametrize("game, date, code", [(*k, v) for k, v in sorted(FAMILY_PINNED.items())])
def test_a_family_daily_code_is_pinned(game, date, code):
    assert str(daily_code(datetime.date.fromisoformat(date), game)) == code


@pytest.mark.parametrize("game, date", [k for k in sorted(FAMILY_PINNED) if k[1] >= "2026-12-08"])
def test_a_family_daily_deal_from_2026_12_08_is_won(game, date):
    """A tester found Acme's daily deals of three days in a row proven lost."""
    code = parse_code(FAMILY_PINNED[(game, date)])
    assert code.rules.game == game and code.rules.name == "standard"
    assert solve(code.state(), budget_seconds=10).verdict == "won"
