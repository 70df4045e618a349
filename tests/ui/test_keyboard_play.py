"""Playing without a mouse: focus, pick-up, targets, drop, direct keys, the status line,
Enter on a hint. Real key events through the App; every step's frame against the oracle."""

from __future__ import annotations

import pygame

from game.engine.game import Game
from game.engine.moves import Move, pile_cards
from game.ui.hints import Shown
from game.ui.keyboard import Focus
from tests.engine.build import build
from tests.ui.driver import Driver
from tests.ui.oracle import assert_screen_true

# Column 1 holds a run 9S 8H 7C; 6D on the waste goes onto 7C; 8S (column 2) may go to its
# foundation on 7S or onto 9D (column 4); the reserve top (JD) has nowhere to go.
POSITION = dict(
    tableau=[["9S", "8H", "7C"], ["8S"], ["7H"], ["9D"]],
    reserve=["2C", "JD"],
    waste=["6D"],
    foundations={"S": ["7S"]},
)


def driver(rules: str = "standard", **kw) -> Driver:
    return Driver(Game(build(**{**POSITION, **kw}, rules=rules)), size=(1280, 720))


def key(d: Driver, k: int, mod: int = 0) -> None:
    d.key(k, mod)
    d.settle()


def focus(d: Driver):
    return d.app.keys.focus


def test_the_first_key_shows_the_focus_on_a_pile_that_can_move():
    d = driver()
    assert focus(d) is None and d.app.keys.message == ""
    key(d, pygame.K_RIGHT)
    assert focus(d) is not None
    playable = {m.src for m in d.session.game.legal_moves() if m.dst != "stock"} | {"stock"}
    assert focus(d).pile in playable
    assert d.app.keys.message
    assert_screen_true(d.app)


def test_direct_keys_focus_columns_reserve_and_waste_and_say_so():
    d = driver()
    key(d, pygame.K_2)
    assert focus(d).pile == "t2" and focus(d).count == 1
    assert d.app.keys.message == "Column 2: 8♠ · Enter picks it up"
    key(d, pygame.K_r)
    assert focus(d).pile == "reserve" and "J♦" in d.app.keys.message
    key(d, pygame.K_w)
    assert focus(d).pile == "waste" and "6♦" in d.app.keys.message
    key(d, pygame.K_4)
    assert d.app.keys.message == "Column 4: 9♦ · Enter picks it up"
    assert_screen_true(d.app)


def test_the_focus_line_offers_a_pick_up_only_where_the_rules_allow_it():
    """Strict moves a top card or a whole column: 8H with 7C on it, above 9S, is
    neither, so no pick-up is offered (Acme's one-card moves said "Enter picks them up"
    and then refused; tester round, stop 50)."""
    d = driver("strict")
    key(d, pygame.K_1)
    key(d, pygame.K_UP)  # 8H and 7C: neither the top card nor the whole column
    assert (focus(d).pile, focus(d).count) == ("t1", 2)
    assert d.app.keys.message.endswith("they can't move together")
    key(d, pygame.K_UP)  # the whole column moves in strict
    assert d.app.keys.message.endswith("Enter picks them up")
    d.app.keys._set(Focus("fS"))  # strict takes nothing back from a foundation
    d.settle()
    assert d.app.keys.message == "Foundation: 7♠ · stays here"
    assert_screen_true(d.app)


def test_arrows_move_along_rows_between_rows_and_along_a_column():
    d = driver()
    key(d, pygame.K_1)
    key(d, pygame.K_RIGHT)
    assert focus(d).pile == "t2"
    key(d, pygame.K_LEFT)
    key(d, pygame.K_LEFT)
    assert focus(d).pile == "reserve"  # the reserve sits left of the columns
    key(d, pygame.K_1)
    key(d, pygame.K_UP)  # along the column: 8H and the card on it
    assert (focus(d).pile, focus(d).count) == ("t1", 2)
    assert "2 cards from 8♥ up" in d.app.keys.message
    key(d, pygame.K_UP)
    key(d, pygame.K_UP)  # past the column's first card: up to the top row
    assert focus(d).pile[0] == "f" or focus(d).pile in ("stock", "waste")
    key(d, pygame.K_DOWN)
    assert focus(d).pile[0] == "t" or focus(d).pile == "reserve"
    assert_screen_true(d.app)


def test_tab_cycles_through_the_piles_with_a_legal_move_only():
    d = driver()
    key(d, pygame.K_TAB)
    legal = {m.src if m.dst != "stock" else "stock" for m in d.session.game.legal_moves()}
    seen = []
    for _ in range(len(legal)):
        seen.append(focus(d).pile)
        key(d, pygame.K_TAB)
    assert set(seen) == legal and focus(d).pile == seen[0]
    key(d, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focus(d).pile == seen[-1]


def test_enter_picks_up_lights_the_targets_cycles_and_drops():
    d = driver()
    key(d, pygame.K_2)  # 8S: to its foundation on 7S, or onto 9D in column 4
    key(d, pygame.K_RETURN)
    pickup = d.app.keys.pickup
    assert pickup is not None
    assert [t.move.dst for t in pickup.targets] == ["fS", "t4"]  # click-to-play order
    assert d.app.keys.message.startswith("8♠ picked up – targets: 2")
    assert [selected for _, selected in d.app.keys.target_rects()] == [True, False]
    assert_screen_true(d.app)
    key(d, pygame.K_RIGHT)
    assert pickup.target.move.dst == "t4" and "(2 of 2)" in d.app.keys.message
    assert_screen_true(d.app)
    key(d, pygame.K_RIGHT)
    assert pickup.target.move.dst == "fS"  # round again
    key(d, pygame.K_RETURN)
    assert d.app.keys.pickup is None
    assert [str(c) for c in d.state.foundations["S"]] == ["7S", "8S"]
    assert d.app.keys.message == "8♠ to the foundation"
    assert_screen_true(d.app)


def test_esc_puts_the_cards_back_and_a_second_esc_opens_the_menu():
    d = driver()
    key(d, pygame.K_w)
    key(d, pygame.K_RETURN)
    assert d.app.keys.pickup is not None
    before = d.session.game.move_count
    key(d, pygame.K_ESCAPE)
    assert d.app.keys.pickup is None and d.app.dialog is None
    assert d.session.game.move_count == before and d.app.keys.message == "6♦ put back"
    key(d, pygame.K_ESCAPE)
    assert d.app.dialog is not None


def test_a_group_the_rules_cant_move_is_refused_with_a_reason():
    d = driver(rules="strict")  # strict: the top card or the whole column only
    key(d, pygame.K_1)
    key(d, pygame.K_UP)  # 8H and 7C: two of three cards
    key(d, pygame.K_RETURN)
    assert d.app.keys.pickup is None
    assert d.app.keys.message == (
        "8♥ and the cards on it can't move together · Move the top card or the whole column"
    )
    key(d, pygame.K_r)
    key(d, pygame.K_RETURN)
    assert d.app.keys.pickup is None and d.app.keys.message == "J♦ has nowhere to go"


def test_f_sends_the_focused_card_home_and_s_turns_the_stock():
    d = driver(foundations={"S": ["7S"], "D": ["7D"]}, waste=["8D"], tableau=POSITION["tableau"])
    key(d, pygame.K_w)
    key(d, pygame.K_f)
    assert [str(c) for c in d.state.foundations["D"]] == ["7D", "8D"]
    key(d, pygame.K_r)
    key(d, pygame.K_f)
    assert d.app.keys.message == "J♦ can't go to its foundation yet"
    stock = len(d.state.stock)
    key(d, pygame.K_s)
    assert len(d.state.stock) == stock - 3
    assert focus(d).pile == "stock"


def test_enter_plays_a_shown_hint():
    d = driver()
    key(d, pygame.K_w)  # the focus on the waste: its line says Enter picks it up
    move = Move("waste", "t1", 1)
    d.app.hints.shown = Shown("win", move, "Hint")
    d.app.invalidate()
    d.step()
    # While the hint glows the line says what Enter does then (it said "picks it up").
    line = d.app.status_line_rect
    assert line is not None and d.app.hint_glows()
    size = max(14, round(d.layout.hud.h * 0.6))
    said = d.app.renderer.text.render(d.app.tr("kb.enter_hint"), size, (255, 255, 255))
    assert line.w == said.get_width() + 2 * (size // 2)  # the line is that text's
    assert_screen_true(d.app)
    key(d, pygame.K_RETURN)
    assert d.app.hints.shown is None
    assert str(pile_cards(d.state, "t1")[-1]) == "6D"
    assert_screen_true(d.app)


def test_the_target_enter_drops_on_wears_the_focus_ring():
    """A tester put a card on the foundation meaning the column: the selected target was
    only a little brighter than the others."""
    from game.ui.overlays import FOCUS_INNER

    d = driver()
    key(d, pygame.K_2)
    key(d, pygame.K_RETURN)
    key(d, pygame.K_RIGHT)  # column 4 is selected, the foundation lit
    edges = {}
    for rect, selected in d.app.keys.target_rects():
        ring = pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h))
        light = [
            d.app.screen.get_at((ring.right + 2, y))[:3] == FOCUS_INNER
            for y in range(ring.centery - 10, ring.centery + 10)
        ]
        edges[selected] = any(light)
    assert edges == {True: True, False: False}
    assert_screen_true(d.app)


def test_enter_while_the_hint_is_worked_out_waits_for_it():
    """A tester pressed H, then Enter on the focused stock before the hint came: the stock
    turned, burying a card for good in a game's last pass."""
    import os
    import signal
    import time

    d = driver()
    key(d, pygame.K_s)  # the focus on the stock (S turns it too): Enter would turn it
    moves = d.session.game.move_count
    d.app.worker.start()
    for _ in range(500):
        if d.app.worker.pid is not None:
            break
        time.sleep(0.01)
    os.kill(d.app.worker.pid, signal.SIGSTOP)  # the hint is still being worked out
    try:
        key(d, pygame.K_h)
        assert d.app.hints.thinking and d.app.keys.focus.pile == "stock"
        key(d, pygame.K_RETURN)
        assert d.session.game.move_count == moves
    finally:
        os.kill(d.app.worker.pid, signal.SIGCONT)
    for _ in range(3000):
        if d.app.hint_glows():
            break
        d.step()
        time.sleep(0.005)
    move = d.app.hints.shown.move
    key(d, pygame.K_RETURN)  # now Enter plays the hint
    d.settle()
    assert d.session.game.history[moves:] == [move]


def test_a_mouse_press_hides_the_focus():
    d = driver()
    key(d, pygame.K_1)
    with_focus = pygame.image.tobytes(d.app.screen, "RGB")
    d.post(pygame.MOUSEBUTTONDOWN, pos=(5, d.layout.height - 5), button=1)
    d.post(pygame.MOUSEBUTTONUP, pos=(5, d.layout.height - 5), button=1)
    d.settle()
    assert focus(d) is None and d.app.keys.message == ""
    assert pygame.image.tobytes(d.app.screen, "RGB") != with_focus  # the ring went away
    assert_screen_true(d.app)


def test_the_focus_ring_reads_on_every_felt_and_in_the_four_colour_deck():
    """The ring has a dark edge and a light line: both differ clearly from the felt and
    from a card's white, so it shows wherever it is."""
    for felt in ("green", "blue", "burgundy", "charcoal"):
        d = driver()
        d.app.apply_setting("felt", felt)
        d.app.apply_setting("four_colour", felt == "blue")
        key(d, pygame.K_2)
        rect = d.app.keys.focus_rect()
        width = max(2, round(d.layout.card_w / 32))
        dark = d.app.screen.get_at((int(rect.x + rect.w / 2), int(rect.y) - 2 * width))
        light = d.app.screen.get_at((int(rect.x + rect.w / 2), int(rect.y) - width))
        felt_colour = d.app.screen.get_at((int(rect.x + rect.w / 2), int(rect.y) - 6 * width))
        assert sum(dark[:3]) < 120 and sum(light[:3]) > 650, felt
        assert abs(sum(felt_colour[:3]) - sum(light[:3])) > 250, felt
        assert_screen_true(d.app)


def test_the_ring_on_cards_mid_column_leaves_the_index_above_them_alone():
    """A tester: in a squeezed column the ring's top edge hid the rank of the card just
    above the focused one. There it now runs inside the focused cards' own top; a ring on
    a column's first card still stands out above it."""
    d = driver()
    key(d, pygame.K_1)
    bare = d.app.screen.copy()  # the same table without the ring on column 1's cards
    key(d, pygame.K_UP)  # 8H and 7C, on 9S
    rect = d.app.keys.focus_rect()
    width = max(2, round(d.layout.card_w / 32))
    strip = pygame.Rect(int(rect.x), int(rect.y) - 2 * width, int(rect.w), 2 * width)
    changed = [
        (x, y)
        for y in range(strip.top, strip.bottom)
        for x in range(strip.left, strip.right)
        if d.app.screen.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert changed == []  # 9S's strip as it was
    inside = d.app.screen.get_at((int(rect.x + rect.w / 2), int(rect.y) + width // 2))
    assert sum(inside[:3]) < 120  # the ring's dark edge, inside 8H's top
    assert_screen_true(d.app)
    key(d, pygame.K_UP)  # the whole column: the ring above it, as before
    rect = d.app.keys.focus_rect()
    dark = d.app.screen.get_at((int(rect.x + rect.w / 2), int(rect.y) - 2 * width))
    assert sum(dark[:3]) < 120


def test_the_focus_goes_when_the_game_is_won():
    from tests.engine.build import near_won_state

    d = Driver(Game(near_won_state()), size=(1280, 720))
    key(d, pygame.K_w)
    key(d, pygame.K_f)  # 4H home; auto-finish plays the rest
    d.settle()
    assert d.app.life.won
    assert d.app.keys.focus is None and d.app.keys.message == ""
    assert_screen_true(d.app)


def test_the_line_tells_the_focus_again_after_an_undo_and_in_a_new_language():
    d = driver()
    key(d, pygame.K_2)
    key(d, pygame.K_RETURN)
    key(d, pygame.K_RETURN)  # 8S to its foundation
    assert d.app.keys.message == "8♠ to the foundation"
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert pile_cards(d.state, "t2")  # 8S is back in column 2, and the line says so
    assert d.app.keys.message == "Column 2: 8♠ · Enter picks it up"
    assert_screen_true(d.app)
    d.app.apply_setting("language", "nl")
    d.settle()
    assert d.app.keys.message.startswith("Kolom 2: 8♠")  # not the English words of before
    assert_screen_true(d.app)


def test_a_toast_never_covers_the_status_line_at_800x600():
    """On a narrow window the toast (at the bottom centre) would run over the keyboard's
    status line (at the bottom left): it moves up above it instead."""
    d = Driver(Game(build(**POSITION, rules="standard")), size=(800, 600))
    key(d, pygame.K_RIGHT)  # the focus shows, and the line that says what Enter does
    d.app.toast.show(d.app.tr("hint.never_winnable"), d.app.clock)
    d.step()
    line = d.app.status_line_rect
    toast = d.app.toast.rect
    assert line is not None and toast is not None
    assert not toast.colliderect(line)
    assert_screen_true(d.app)


def test_the_line_on_the_stock_says_what_enter_will_do_there():
    # Found in a real window: on Chameleon's used-up stock the line still said "0 cards ·
    # Enter turns", though nothing could turn any more.
    d = driver(draw=1)
    key(d, pygame.K_s)
    assert d.app.keys.message == f"Stock: {len(d.state.stock)} cards · Enter turns"
    while len(d.state.stock) > 1:
        key(d, pygame.K_s)
    assert d.app.keys.message == "Stock: 1 card · Enter turns it"
    key(d, pygame.K_s)
    assert d.app.keys.message == "Stock: empty · Enter turns the waste back over"

    from game.engine.state import load_position
    from tests.ui.test_life import LAST_PASS

    last = Driver(Game(load_position(LAST_PASS)), size=(1280, 720))
    key(last, pygame.K_w)
    key(last, pygame.K_LEFT)
    assert focus(last).pile == "stock"
    assert last.app.keys.message == "Stock: empty · no passes left"
    assert_screen_true(last.app)
