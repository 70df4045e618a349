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
