"""What the player can ask for beyond moving cards: the menu's commands, the dialogs'
actions, settings that apply at once, new games (random, solvable, daily, by code), hints.

A mixin of `App`: it works on the app's session, records, dialogs and worker.
"""

from __future__ import annotations

import datetime

from game.engine.deal import GameCode, parse_code, random_code
from game.engine.game import Game
from game.engine.rules import preset
from game.i18n import LANGUAGE_NAMES, resolve
from game.ui.dialogs import (
    Action,
    MenuDialog,
    NewGameDialog,
    RulesDialog,
    SettingsDialog,
    StatsDialog,
)
from game.ui.records import GameMeta
from game.ui.solver_worker import Reply


class Commands:
    # --- the menu and the HUD buttons ---------------------------------------------------

    def command(self, name: str) -> None:
        s = self.session
        if name == "menu":
            self.open_dialog("menu")
        elif name == "new":
            self.open_dialog("newgame")
        elif name == "restart":
            self.begin(Game(s.game.initial.copy(), s.game.code), GameMeta(daily=self.meta.daily))
        elif name == "undo":
            s.undo()
        elif name == "redo":
            s.redo()
        elif name == "hint":
            self.hint()
        elif name in ("settings", "stats", "rules"):
            self.open_dialog(name)
        elif name == "fullscreen":
            self.toggle_fullscreen()
        elif name == "quit":
            self.quit()
        elif name == "undo_winnable":
            self.drop_offer()
            self.hints.undo_to_winnable(s)

    # --- dialogs ------------------------------------------------------------------------

    def open_dialog(self, kind: str) -> None:
        self.close_dialog()
        args = (self.hud.manager, self.tr, self.hud.font_px, self.screen.get_size())
        st = self.settings
        if kind == "menu":
            self.dialog = MenuDialog(*args, fullscreen=self.fullscreen)
        elif kind == "newgame":
            self.dialog = NewGameDialog(
                *args, draw=st.draw, rules=st.rules, solvable=st.solvable_deals
            )
        elif kind == "settings":
            self.dialog = SettingsDialog(
                *args, settings=st, backs=self.art.back_names(), languages=LANGUAGE_NAMES
            )
        elif kind == "stats":
            self.dialog = StatsDialog(*args, stats=self.records.stats)
        elif kind == "rules":
            self.dialog = RulesDialog(*args, preset=self.session.state.rules.name)
        self.dialog_kind = kind

    def close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = None

    def dialog_action(self, action: Action) -> None:
        name, args = action.name, action.args
        if name == "closed":
            self.close_dialog()
        elif self.dialog_kind == "menu":
            self.close_dialog()
            self.command("new" if name == "new" else name)
        elif name == "deal":
            self.close_dialog()
            self.settings.draw, self.settings.rules = args["draw"], args["rules"]
            self._save_settings()
            self.new_game()
        elif name == "daily":
            self.close_dialog()
            self.worker.request_daily(datetime.date.today().isoformat())
            self.toast.show(self.tr("newgame.searching"), self.clock, seconds=30)
        elif name == "code":
            self.close_dialog()
            self.begin(Game.from_code(args["code"]), GameMeta())
        elif name == "solvable":
            self.apply_setting("solvable_deals", args["on"])
        elif name == "setting":
            self.apply_setting(args["name"], args["value"])
        elif name == "reset_stats":
            self.records.reset_stats()
            self.dialog.refresh()

    # --- settings -----------------------------------------------------------------------

    def apply_setting(self, name: str, value) -> None:
        """Apply one setting at once and remember it."""
        st, options = self.settings, self.session.options
        if name == "fullscreen":
            if bool(value) != self.fullscreen:
                self.toggle_fullscreen()
            return
        setattr(st, name, value)
        if name == "sound":
            self.sounds.enabled = bool(value)
        elif name == "volume":
            self.sounds.volume = float(value)
        elif hasattr(options, name):
            setattr(options, name, value)
        if name == "language":
            self.lang = resolve(value)
            self._rebuild_texts()
        self._save_settings()
        self._drawn_key = None

    def _rebuild_texts(self) -> None:
        """A new language: rebuild every widget with its texts (the open dialog too)."""
        kind = self.dialog_kind if self.dialog is not None else None
        self.close_dialog()
        self.hud.build(self.session.layout, self.tr)
        self.banner_buttons, self.banner_kind = {}, None
        if kind is not None:
            self.open_dialog(kind)

    # --- new games ----------------------------------------------------------------------

    def new_game(self, code: GameCode | None = None) -> None:
        """A new deal: the given code, else a random one (proven winnable if asked for)."""
        if code is not None:
            self.begin(Game.from_code(code), GameMeta())
            return
        st = self.settings
        if st.solvable_deals:
            self.worker.request_solvable(random_code().deal_number, st.rules, st.draw)
            self.toast.show(self.tr("newgame.searching"), self.clock, seconds=30)
            return
        self.begin(self._random_game(), GameMeta())

    def _random_game(self) -> Game:
        st = self.settings
        return Game.from_code(random_code(st.draw, preset(st.rules)))

    def begin(self, game: Game, meta: GameMeta) -> None:
        """Leave the current game (it counts once if a move was made) and start another."""
        self.records.finish(self.session, self.meta, self.settings.scoring == "casino")
        if self.hints.thinking:
            self.worker.cancel()
        self.hints.clear()
        self.celebration = None
        self.meta = meta
        self.session.start(game)
        self._saved_version = None  # save the new game once it is dealt
        self._drawn_key = None

    # --- the solver worker --------------------------------------------------------------

    def hint(self) -> None:
        if self.session.state.is_won():
            return
        self.hints.press(self.session)
        self._drawn_key = None

    def solver_reply(self, reply: Reply) -> None:
        now = self.clock
        if reply.kind in ("hint", "winnable"):
            outcome = self.hints.take(reply, self.session)
            if outcome and outcome.startswith("undo:"):
                for _ in range(int(outcome[5:])):
                    self.session.undo()
            shown = self.hints.shown
            if shown is not None:
                self.sounds.play("hint")
                self.toast.show(shown.message, now, seconds=6.0)
                if shown.kind == "lost" and self.session.game.can_undo():
                    self._offer_undo_to_winnable()
            return
        self.toast.hide()
        if "error" in reply.data:  # the worker failed: deal an ordinary game rather than none
            self.begin(self._random_game(), GameMeta())
            return
        code = parse_code(reply.data["code"])
        meta = GameMeta(daily=datetime.date.today().isoformat() if reply.kind == "daily" else None)
        self.begin(Game.from_code(code), meta)
        if reply.kind == "solvable" and not reply.data.get("proven", True):
            self.toast.show(
                self.tr("newgame.fallback", tries=reply.data.get("tries", 0)), now, seconds=6.0
            )

    def _offer_undo_to_winnable(self) -> None:
        import pygame
        import pygame_gui

        layout = self.session.layout
        h = max(28, layout.hud.h)
        text = self.tr("hint.undo_winnable")
        w = max(200, int(self.hud.font_px * 0.6 * len(text) + 40))
        rect = pygame.Rect((layout.width - w) // 2, layout.height - 3 * h, w, h)
        self.drop_offer()
        self.offer = pygame_gui.elements.UIButton(rect, text, manager=self.hud.manager)

    def drop_offer(self) -> None:
        """The "undo to the last winnable position" offer lasts until the game changes."""
        if self.offer is not None:
            self.offer.kill()
        self.offer = None
