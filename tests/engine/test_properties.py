"""Properties over random legal playouts in every preset and draw mode."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import MAX_DEAL, GameCode, parse_code
from game.engine.game import Game
from game.engine.rules import PRESETS
from game.engine.state import dump_position, load_position, validate

codes = st.builds(
    GameCode,
    deal_number=st.integers(0, MAX_DEAL),
    draw=st.sampled_from([1, 3]),
    rules=st.sampled_from(list(PRESETS.values())),
)
choices = st.lists(st.integers(0, 10**6), min_size=1, max_size=80)

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def playout(code: GameCode, picks: list[int]) -> tuple[Game, list]:
    game = Game.from_code(code)
    states = [game.state.copy()]
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        states.append(game.state.copy())
    return game, states


@SETTINGS
@given(codes, choices)
def test_cards_are_conserved_and_the_score_is_never_negative(code, picks):
    game = Game.from_code(code)
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        validate(game.state)  # 52 distinct cards, runs, foundations, refill rule
        assert 0 <= game.score <= 255
        assert game.score % 5 == 0


@SETTINGS
@given(codes, choices)
def test_undo_to_the_start_and_redo_replay_exactly(code, picks):
    game, states = playout(code, picks)
    final_score = game.score
    for expected in reversed(states[:-1]):
        assert game.undo() is not None
        assert game.state == expected
    assert game.undo() is None
    assert game.score == 0 and game.state == game.initial
    for expected in states[1:]:
        assert game.redo() is not None
        assert game.state == expected
    assert game.score == final_score


@SETTINGS
@given(codes, choices)
def test_position_json_round_trips(code, picks):
    game, _ = playout(code, picks)
    assert load_position(dump_position(game.state)).key() == game.state.key()
    assert load_position(dump_position(game.state, with_fan=True)) == game.state


@SETTINGS
@given(codes, choices)
def test_saved_game_round_trips(code, picks):
    game, _ = playout(code, picks)
    again = Game.from_json(game.to_json())
    assert again.state == game.state and again.score == game.score


@settings(max_examples=300, deadline=None)
@given(codes)
def test_code_deal_code_round_trips(code):
    again = parse_code(str(code))
    assert again == code
    assert again.state() == code.state()
    state = code.state()
    validate(state)
    assert (state.rules, state.draw) == (code.rules, code.draw)
