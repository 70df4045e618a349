"""Dialogs over the table (pygame_gui windows): menu, new game, settings, statistics,
rules & tips. Each dialog owns its widgets and turns their events into actions."""

from game.ui.dialogs.base import Action, Dialog
from game.ui.dialogs.confirm import ConfirmLeaveDialog
from game.ui.dialogs.menu import MenuDialog
from game.ui.dialogs.newgame import NewGameDialog
from game.ui.dialogs.rules import RulesDialog
from game.ui.dialogs.settings import SettingsDialog
from game.ui.dialogs.stats import StatsDialog

__all__ = [
    "Action",
    "ConfirmLeaveDialog",
    "Dialog",
    "MenuDialog",
    "NewGameDialog",
    "RulesDialog",
    "SettingsDialog",
    "StatsDialog",
]
