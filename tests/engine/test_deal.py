"""Deals and game codes (RULES §2, §10): codes are forever, so they are pinned here."""

import json
from pathlib import Path

import pytest

from game.engine.cards import full_deck
from game.engine.deal import (
    MAX_DEAL,
    CodeError,
    GameCode,
    SplitMix64,
    deal,
    parse_code,
    shuffled_deck,
)
from game.engine.rules import HOYLE, STANDARD, STRICT
from game.engine.state import dump_position, validate

GOLDEN = json.loads((Path(__file__).parent / "golden_deals.json").read_text())


def test_splitmix64_matches_the_published_reference_vector():
    rng = SplitMix64(1234567)
    assert [rng.next() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deals_never_change(code):
    assert dump_position(parse_code(code).state()) == GOLDEN[code]


def test_at_least_five_golden_codes():
    assert len(GOLDEN) >= 5


def test_deal_order_and_sizes():
    deck = shuffled_deck(12345)
    state = deal(12345)
    assert state.reserve == deck[:13]
    assert state.foundations[deck[13].suit] == [deck[13]]
    assert state.start_rank == deck[13].rank
    assert [c[0] for c in state.tableau] == deck[14:18]
    assert state.stock == deck[18:] and len(state.stock) == 34
    assert state.waste == []
    validate(state)


def test_shuffle_is_a_permutation_and_varies():
    assert sorted(shuffled_deck(7)) == sorted(full_deck())
    assert shuffled_deck(7) != shuffled_deck(8)


def test_draw_and_preset_do_not_change_the_shuffle():
    a = deal(99, STANDARD, 3)
    for rules in (HOYLE, STRICT):
        for draw in (1, 3):
            b = deal(99, rules, draw)
            assert (b.reserve, b.tableau, b.stock, b.foundations) == (
                a.reserve,
                a.tableau,
                a.stock,
                a.foundations,
            )


@pytest.mark.parametrize(
    "code, number, draw, rules",
    [
        ("CF1-D3-AAAAAAA", 0, 3, STANDARD),
        ("CF1-D3-AAAAACL", 2 * 26 + 11, 3, STANDARD),
        ("CF1-D1-AAAAABA-H", 26, 1, HOYLE),
        ("CF1-D1-ZZZZZZZ-S", MAX_DEAL, 1, STRICT),
    ],
)
def test_code_parts(code, number, draw, rules):
    parsed = parse_code(code)
    assert (parsed.deal_number, parsed.draw, parsed.rules) == (number, draw, rules)
    assert str(parsed) == code


def test_input_is_case_insensitive_and_tolerates_spaces():
    assert parse_code("  cf1-d1-qwertyu-s \n") == parse_code("CF1-D1-QWERTYU-S")


@pytest.mark.parametrize(
    "text, words, kind",
    [
        ("", "empty", "empty"),
        ("   ", "empty", "empty"),
        ("hello", "malformed", "malformed"),
        ("CF2-D3-AAAAAAA", "version", "version"),
        ("CF1-D2-AAAAAAA", "D1 or D3", "draw"),
        ("RU1-D1-AAAAAAL", "RU1 codes always have D3, not D1", "draw_fixed"),
        ("RF1-D3-AAAAAAL", "RF1 codes always have D1, not D3", "draw_fixed"),
        ("XX1-D3-AAAAAAA", "known: CF1, .*RU1", "version"),
        ("CF1-D3-AAAAAA", "7 letters", "letters"),
        ("CF1-D3-AAAAAAAA", "7 letters", "letters"),
        ("CF1-D3-AAAA1AA", "7 letters", "letters"),
        ("CF1-D3-AAAAAAA-X", "suffix", "suffix"),
        ("CF1-D3-AAAAAAA-", "malformed", "malformed"),
        ("CF1 D3 AAAAAAA", "malformed", "malformed"),
        (None, "empty", "empty"),
    ],
)
def test_malformed_codes_say_why(text, words, kind):
    with pytest.raises(CodeError, match=words) as e:
        parse_code(text)
    assert e.value.kind == kind


def test_code_round_trip_over_the_range():
    for number in (0, 1, 25, 26, 675, 123456789, MAX_DEAL):
        for draw in (1, 3):
            for rules in (STANDARD, HOYLE, STRICT):
                code = GameCode(number, draw, rules)
                assert parse_code(str(code)) == code
