"""The Canfield rules engine: pure Python, never imports pygame."""

from game.engine.cards import Card, CardError, parse_card
from game.engine.deal import CodeError, GameCode, deal, parse_code
from game.engine.game import Game
from game.engine.moves import Move, MoveError, MoveResult, Transfer, apply_move, legal_moves
from game.engine.rules import HOYLE, PRESETS, STANDARD, STRICT, Rules, preset
from game.engine.state import PositionError, State, dump_position, load_position
from game.engine.status import Status, autofinish_moves, is_stuck

__all__ = [
    "Card",
    "CardError",
    "parse_card",
    "CodeError",
    "GameCode",
    "deal",
    "parse_code",
    "Game",
    "Move",
    "MoveError",
    "MoveResult",
    "Transfer",
    "apply_move",
    "legal_moves",
    "HOYLE",
    "PRESETS",
    "STANDARD",
    "STRICT",
    "Rules",
    "preset",
    "PositionError",
    "State",
    "dump_position",
    "load_position",
    "Status",
    "autofinish_moves",
    "is_stuck",
]
