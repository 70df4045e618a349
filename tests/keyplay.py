"""A solver's line as the keys a player would press (keyboard.py): focus the pile (Up for
each card of a group below the top), Enter, Right until the target is selected, Enter.
Shared by the headless and the real-window keyboard tests."""

from __future__ import annotations

from game.engine.game import Game
from game.engine.moves import Move
from game.ui.keyboard import Focus, targets_of
from game.ui.slots import slot_suits, target_slots


def focus_keys(game: Game, move: Move) -> list[str]:
    """The keys that put the focus on the cards `move` takes."""
    src = move.src
    if src[0] == "t":
        return [src[1:]] + ["Up"] * (move.cards - 1)
    if src == "reserve":
        return ["r"]
    if src == "waste":
        return ["w"]
    if src[0] == "c":  # selective's pick: its row, from the left
        return ["Tab"] + ["Right"] * (int(src[1:]) - 1)
    suits = slot_suits(game.initial, game.history, [])
    return ["w"] + ["Right"] * (suits.index(src[1]) + 1)  # the top row: waste, then slots


def keys_for(game: Game, move: Move) -> tuple[list[str], list[str]]:
    """A player's keys for one move of the line: up to the pick-up, then to the drop."""
    if move.src == "stock" or move.dst == "stock":
        return ["s"], []
    suits = slot_suits(game.initial, game.history, [])
    targets = targets_of(
        game.state,
        Focus(move.src, move.cards),
        lambda suit: target_slots(game.state, suits, suit),
    )
    index = next(i for i, t in enumerate(targets) if t.move == move)  # the first slot: leftmost
    return focus_keys(game, move) + ["Return"], ["Right"] * index + ["Return"]
