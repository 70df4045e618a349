"""What the player can ask for beyond moving cards: the menu's commands, the dialogs'
actions, settings that apply at once, new games (random, solvable, daily, by code), hints.

A mixin of `App`: it works on the app's session, records, dialogs and worker.
"""

from __future__ import annotations

import datetime
from dataclasses import replace
from functools import partial

from game.engine.deal import GameCode, parse_code, random_code, random_code_of
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.rules import DEFAULT_GAME, PRESETS, VARIANTS, rules_for
from game.i18n import LANGUAGE_NAMES, resolve
from game.persist.settings import kind_name
from game.solver.difficulty import rated
from game.ui import overlays
from game.ui.dialogs import (
    Action,
    ConfirmLeaveDialog,
    MenuDialog,
    NewGameDialog,
    RulesDialog,
    SettingsDialog,
    StatsDialog,
)
from game.ui.life import Life
from game.ui.records import GameMeta
from game.ui.solver_worker import SOLVABLE_SECONDS, Reply

SEARCH_AGAIN = 10  # a listed kind of solvable deal searches again every so many deals
# Commands that change the game on the table: while Show solution plays, they are the
# player taking over (window, sound and dialog commands leave the line alone)
TAKE_OVER = frozenset({"undo", "redo", "home", "hint", "undo_winnable"})
VERDICT_WORDS = 10.0  # seconds a hint's verdict (lost, none to undo to) stays on show
LOOK_BACK_WORDS = 60.0  # and "lost", with "looking back", at most while the look back runs
# The way back's words stand as long as its offer, which goes with the game's next change
# (and they with it): after 10 s a tester met the button alone, saying nothing of why.
OFFER_WORDS = 3600.0


class Commands:
    hint_words: str | None = None  # the words of the hint last shown, while they show

    # --- the menu and the HUD buttons ---------------------------------------------------

    def command(self, name: str) -> None:
        s = self.session
        if name in TAKE_OVER:
            self.take_over()  # a move of the player's own (bar, menu): the line stops
        if name == "menu":
            self.open_dialog("menu")
        elif name == "new":
            self.open_dialog("newgame")
        elif name == "restart":
            self.ask_leave(self.restart, kind="restart")
        elif name == "undo":
            if self.life.can_undo():
                s.undo()
        elif name == "redo":
            if self.life.can_redo():
                s.redo()
        elif name == "hint":
            self.hint()
        elif name == "solution":
            self.show_solution()
        elif name == "home":
            if self.life.in_play:
                s.send_home()
        elif name in ("settings", "stats", "rules"):
            self.open_dialog(name)
        elif name == "fullscreen":
            self.toggle_fullscreen()
        elif name == "quit":
            self.quit()
        elif name == "undo_winnable":
            undos, self.winnable_undos = self.winnable_undos, 0
            self.drop_offer()
            for _ in range(undos if self.life.in_play else 0):
                s.undo()

    def banner_command(self, name: str) -> None:
        """The buttons of the end-of-game panel (won, or no more moves)."""
        if name == "new":
            self.ask_leave(self.new_game)  # the same kind of game as the one on the table
        elif name in ("replay", "restart"):
            self.ask_leave(self.restart, kind="restart")
        elif name == "stats":
            self.open_dialog("stats")  # the panel stays: it is drawn while the game is won
        else:
            self.command(name)

    def restart(self) -> None:
        """The same deal again from its start (a new game in the statistics)."""
        game = self.session.game
        known, lost = dict(self.hints.known), set(self.hints.lost)
        meta = GameMeta(daily=self.meta.daily, band=self.meta.band)  # the deal's rating too
        self.begin(Game(game.initial.copy(), game.code), meta)
        # The same deal: its positions are the same, so what the hints knew still holds
        # (the line that proved it winnable answers the first hint at once again).
        self.hints.known.update(known)
        self.hints.lost.update(lost)

    # --- leaving a game -----------------------------------------------------------------

    def ask_leave(
        self, then, keep=None, code: GameCode | None = None, kind: str = "confirm"
    ) -> None:
        """Run `then`, which leaves this game; ask first when leaving costs a game in the
        statistics (a move made, not won), unless the player said not to ask again.
        `keep` runs if the player stays; `code` names the deal a launch code would play;
        `kind` "restart" asks about playing this deal again."""
        costly = self.life.counts_when_left or self.waiting_code is not None
        if not costly or not self.settings.confirm_leave:
            then()
            return
        text = self.tr("confirm.resume_code_text", code=str(code)) if code else None
        if self.settings.scoring == "casino":  # leaving deals again, which is paid for
            default = "confirm.restart_text" if kind == "restart" else "confirm.abandon_text"
            text = f"{text or self.tr(default)} {self.tr('confirm.casino_stake')}"
        self.open_dialog(kind, text=text)
        self.leaving = (then, keep)

    def _keep_saved_game(self) -> None:
        """The launch code was declined: the saved game on the table plays on."""
        self.waiting_code = None

    def _play_launch_code(self) -> None:
        """The launch code was accepted: the saved game counts as left, the code is dealt."""
        game, self.waiting_code = self.waiting_code, None
        self.begin(game, GameMeta())

    # --- dialogs ------------------------------------------------------------------------

    def open_dialog(self, kind: str, text: str | None = None, keep: dict | None = None) -> None:
        """Open a dialog; `keep` is what an open one of the same kind kept (`Dialog.kept`)
        when the window changed size, over what it would show at first."""
        self.close_dialog()
        self.controller.cancel()  # cards held in a drag go back: the table waits under it
        keep = keep or {}
        args = (self.hud.manager, self.tr, self.hud.font_px, self.screen.get_size())
        st = self.settings
        if kind in ("confirm", "restart"):
            self.dialog = ConfirmLeaveDialog(*args, text=text or "", restart=kind == "restart")
        elif kind == "menu":
            self.dialog = MenuDialog(*args, fullscreen=self.fullscreen)
        elif kind == "newgame":
            # the kind of the game on the table, as N deals it (a game dealt from a code
            # may be another than the one last chosen here)
            table = self.session.state
            fixed = VARIANTS[table.rules.game].fixed_draw  # then the player's own draw stays
            first = {
                "draw": st.draw if fixed else table.draw,
                "rules": table.rules.name if table.rules.name in PRESETS else st.rules,
                "solvable": st.solvable_deals,
                "game": table.rules.game,
                "difficulty": st.difficulty,
            }
            self.dialog = NewGameDialog(*args, **(first | keep))
        elif kind == "settings":
            self.dialog = SettingsDialog(
                *args,
                settings=replace(st, fullscreen=self.fullscreen),  # the window as it is
                backs=self.art.back_names(),
                languages=LANGUAGE_NAMES,
                art=self.art,
            )
        elif kind == "stats":
            game = self.session.state.rules.game
            casino = self.settings.scoring == "casino"
            bank = partial(self.records.bank_now, self.session, self.meta, casino)
            extra = {"game": game, "bank": bank} | keep
            self.dialog = StatsDialog(*args, stats=self.records.stats, **extra)
        elif kind == "rules":
            rules = self.session.state.rules
            self.dialog = RulesDialog(*args, preset=rules.name, game=rules.game, **keep)
        self.dialog_kind, self.dialog_text = kind, text

    def close_dialog(self) -> None:
        """Close the open dialog; a pending leave question closed this way means stay."""
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = None
        pending, self.leaving = self.leaving, None
        if pending is not None and pending[1] is not None:
            pending[1]()

    def dialog_action(self, action: Action) -> None:
        if "then" in action.args:  # one key, two actions (a volume step and its sample)
            args = dict(action.args)
            then = args.pop("then")
            self.dialog_action(Action(action.name, args))
            self.dialog_action(then)
            return
        name, args = action.name, action.args
        if name == "closed":
            self.close_dialog()
        elif name == "leave":
            (then, _keep), self.leaving = self.leaving, None
            if args.get("dont_ask"):
                self.settings.confirm_leave = False
                self._save_settings()
            self.close_dialog()
            then()
        elif self.dialog_kind == "menu":
            self.close_dialog()
            self.command("new" if name == "new" else name)
        elif name == "deal":
            self.close_dialog()
            game = args.get("game", DEFAULT_GAME)
            st = self.settings
            st.draw, st.rules, st.game = args["draw"], args["rules"], game
            self._save_settings()
            self.ask_leave(lambda: self.new_game(kind=(args["draw"], args["rules"], game)))
        elif name == "daily":
            self.close_dialog()
            game = args.get("game", DEFAULT_GAME)
            self.ask_leave(lambda: self._request_daily(game))
        elif name == "game":  # the picker's choice is remembered at once
            self.settings.game = args["game"]
            self._save_settings()
        elif name == "code":
            self.close_dialog()
            self.ask_leave(lambda: self.begin(Game.from_code(args["code"]), GameMeta()))
        elif name == "solvable":
            self.apply_setting("solvable_deals", args["on"])
            if not args["on"]:
                self.apply_setting("difficulty", "any")  # a band is of solvable deals only
        elif name == "difficulty":
            self.apply_setting("difficulty", args["band"])
            if args["band"] != "any":
                self.apply_setting("solvable_deals", True)
        elif name == "setting":
            self.apply_setting(args["name"], args["value"])
        elif name == "sample":
            self.sounds.play("place")  # the volume just chosen, heard
        elif name == "reset_stats":
            self.records.reset_stats()
            self.dialog.refresh()
        elif name == "guide":  # Rules & tips: the table guide again, over the table
            self.close_dialog()
            self.show_guide()

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
        elif name in ("card_size", "large_index"):
            # the cards change size at once; large corners widen the waste fan
            self._with_dialog_reopened(self._relayout)
        elif name == "felt":
            self._show_felt()
        elif name == "reduce_motion" and value and self.celebration is not None:
            self.celebration = None  # the cascade ends at once: the result panel shows
            self.invalidate()
        self._save_settings()
        self._drawn_key = None

    def _show_felt(self) -> None:
        """A new felt: the table and the cached layer of resting cards are drawn again on
        it, and the next frame is presented whole."""
        self.renderer.set_felt(self.session.options.felt)
        self.compositor.reset()
        self.invalidate()

    def _rebuild_texts(self) -> None:
        """A new language: rebuild every widget with its texts (the open dialog too)."""

        def rebuild() -> None:
            self.build_hud(self.session.layout)
            self.banner_buttons, self.banner_kind = {}, None

        self._with_dialog_reopened(rebuild)

    def _with_dialog_reopened(self, rebuild) -> None:
        """Close the open dialog, `rebuild` (which drops every widget), open it again."""
        kind = self.dialog_kind if self.dialog is not None else None
        focused = self.dialog.focus.index if self.dialog is not None else -1
        self.close_dialog()
        rebuild()
        if kind is not None:
            self.open_dialog(kind)
            if 0 <= focused < len(self.dialog.focus.items):
                self.dialog.focus.focus(focused)  # keys go on where they were

    # --- new games ----------------------------------------------------------------------

    def request_new(self) -> None:
        """N: a new deal of the same kind as the game on the table (after asking)."""
        self.ask_leave(self.new_game)

    def new_game(self, kind: tuple[int, str] | tuple[int, str, str] | None = None) -> None:
        """A new random deal (proven winnable if asked for) of `kind` (draw, preset name
        and, optionally, game); by default the kind of the game on the table (its game
        too, as is a game left out). A game that fixes the draw deals its own."""
        state = self.session.state
        draw, rules, game = (*(kind or (state.draw, state.rules.name)), state.rules.game)[:3]
        draw = VARIANTS[game].fixed_draw or draw
        if self.settings.solvable_deals:
            start = random_code().deal_number
            band = self.settings.difficulty
            if band == "any" or not rated(rules_for(game, rules), draw):
                band = None  # the band chosen for Canfield waits for a rated kind again
            # a kind whose last search found nothing in time is dealt from the list at once,
            # but every SEARCH_AGAIN-th time it searches again (a kind the solver finds now
            # and then gets fresh deals, not only the list's)
            listed_at_once = False
            if (game, rules, draw, band) in self.list_first:
                self.listed_asks += 1
                listed_at_once = self.listed_asks % SEARCH_AGAIN != 0
            self.worker.request_solvable(
                start,
                rules,
                draw,
                game=game,
                band=band,
                listed=self.settings.listed_next,
                seconds=0.0 if listed_at_once else SOLVABLE_SECONDS,
            )
            self.toast.show(self.tr("newgame.searching"), self.clock, seconds=30)
            return
        self._deal_random(draw, rules, game)

    def _deal_random(self, draw: int, rules: str, game: str = DEFAULT_GAME) -> None:
        self.begin(Game.from_code(random_code_of(game, rules, draw)), GameMeta())

    def _request_daily(self, game: str = DEFAULT_GAME) -> None:
        """Today's deal of `game`, searched by the worker (game/solver/daily.py)."""
        today = datetime.date.today()
        self.worker.request_daily(today.isoformat(), game)
        self.toast.show(self.tr("newgame.searching"), self.clock, seconds=30)

    def begin(
        self,
        game: Game,
        meta: GameMeta,
        deal: bool = True,
        elapsed: float = 0.0,
        hints: int = 0,
    ) -> None:
        """Leave the current game (it counts once if a move was made) and start another:
        a new deal (`deal`: with its animation and, in casino scoring, its stake) or a
        resumed one."""
        casino = self.settings.scoring == "casino"
        if self.session.game is not self.stand_in:  # the player never chose the stand-in
            self.records.finish(self.session, self.meta, casino)
        self.stand_in = None
        self.life.abandon()
        if self.worker.busy:
            # What it works on belongs to the table being left: a hint, a line, or a new
            # deal that must not replace the game the player has chosen meanwhile.
            searching = self.worker.pending[1] in ("solvable", "daily")
            self.worker.cancel()
            if searching:
                self.toast.hide()  # "Looking for a solvable deal…" is over
        self.solution = self.solution_request = None
        self.toast.forget_position()  # "This deal cannot be won" is not about the new one
        self.hints.clear()
        self.hints.forget()
        self.keys.hide()
        self.drop_offer()
        self.winnable_undos = 0
        self.celebration = None
        self.result = {}
        self.meta = meta
        self.session.start(game, deal_animation=deal, elapsed=elapsed)
        if self._table_layout(game) != self.session.layout:
            # another game's table (three columns, a fanned reserve), or a game left with
            # a long column: laid out for this one before it is dealt
            self._relayout()
        self.session.hints_used = hints
        self.life = Life(game, dealing=self.session.busy())
        if deal and casino:
            self.records.stake(self.session, meta)
        self._saved_version = None  # save the new game once it is dealt
        self.invalidate()

    # --- the solver worker --------------------------------------------------------------

    def dealing_soon(self) -> bool:
        """The worker looks for the deal the player asked for (solvable or daily): a hint
        or a line for the table about to be left would cancel it."""
        return self.worker.pending is not None and self.worker.pending[1] in ("solvable", "daily")

    def hint(self) -> None:
        if self.life.final or self.dealing_soon():
            return
        stale = self.hints.shown
        if stale is not None and stale.move is None and not self._says(stale.message):
            # A verdict with no move ("can no longer be won") whose words have gone shows
            # nothing: this H asks anew (it dismissed the unseen verdict; a tester's H did
            # nothing for 24 s).
            self.hints.shown = None
        shown, thinking = self.hints.shown, self.hints.thinking
        if self.hints.press(self.session):
            self._hint_shown()  # on a known winning line or after a known loss: no solver
        elif shown is not None and shown.kind == "guess" and self.hints.thinking:
            seconds = round(self.hints.budget_at(self.session))  # H on a guess: think longer
            self.hint_words = self.tr("hint.thinking_longer", s=seconds)
            self.toast.show(self.hint_words, self.clock, seconds=seconds + 2, of_position=True)
        elif thinking and self.hint_words is not None and self.toast.holds(self.hint_words):
            self.toast.withdraw(self.hint_words)  # the longer search called off: its notice too
            self.hint_words = None
        elif shown is not None and self.hints.shown is None:
            self.toast.withdraw(shown.message)  # dismissed: its words go with the glow
        self._drawn_key = None

    def _says(self, text: str) -> bool:
        """Whether the notice on show is `text`."""
        return self.toast.visible(self.clock) and self.toast.text == text

    def dismiss_hint(self) -> None:
        """Esc over a shown hint: its glow and its words go."""
        shown = self.hints.shown
        self.hints.clear()
        if shown is not None:
            self.toast.withdraw(shown.message)
        self._drawn_key = None

    def _hint_shown(self) -> None:
        """The hint just shown: its sound and its words; on a lost position, a look back
        for a winnable one, before offering to go there (when the deal itself is known
        lost, the look back's answer replaces the words at once)."""
        if self.hints.shown.kind == "lost" and self.life.can_undo():
            self.hints.undo_to_winnable(self.session)
        self.sounds.play("hint")
        self.hint_words = self.hints.shown.message
        seconds = 6.0
        if self.hints.winnable_search:  # the verdict stays while the look back runs
            self.hint_words += " " + self.tr("hint.looking_back")
            seconds = LOOK_BACK_WORDS
        elif self.hints.shown.kind in ("lost", "none"):
            seconds = VERDICT_WORDS  # a verdict is read, not glanced at
        self.toast.show(self.hint_words, self.clock, seconds=seconds, of_position=True)

    def solver_reply(self, reply: Reply) -> None:
        now = self.clock
        if self.solution_reply(reply):
            return
        if reply.kind in ("hint", "winnable"):
            outcome = self.hints.take(reply, self.session)
            if outcome and outcome.startswith("undo:"):
                # Offered only now that a winnable earlier position is known.
                self.drop_offer()  # an older offer and its words
                self.winnable_undos = int(outcome[5:])
                self._offer_undo_to_winnable()
            if self.hints.shown is not None:
                self._hint_shown()
            return
        self.toast.hide()
        if reply.failed:
            # The worker failed, died or missed its deadline: an ordinary deal rather than
            # none, and not another search, which might hang again.
            asked, state = reply.asked, self.session.state
            draw = asked.get("draw", state.draw)
            game = asked.get("game", DEFAULT_GAME)
            self._deal_random(draw, asked.get("rules", state.rules.name), game)
            self.toast.show(self.tr("newgame.failed"), now, seconds=6.0)
            return
        code = parse_code(reply.data["code"])
        daily = datetime.date.today().isoformat() if reply.kind == "daily" else None
        band = reply.data.get("band")
        self.begin(Game.from_code(code), GameMeta(daily=daily, band=band))
        # the line that proved the deal winnable: a hint along it needs no search
        self.hints.learn(self.session.state, [Move(**m) for m in reply.data.get("line", ())])
        if reply.kind != "solvable":
            return
        self._note_listed(reply.asked, bool(reply.data.get("listed")))
        tries = reply.data.get("tries", 0)
        if not reply.data.get("proven", True):
            self.toast.show(self.tr("newgame.fallback", tries=tries), now, 6.0, lasting=True)
        elif band is not None and reply.asked.get("band") and band != reply.asked["band"]:
            asked, got = (self.tr(f"band.{b}") for b in (reply.asked["band"], band))
            text = self.tr("newgame.band_fallback", band=asked, tries=tries, got=got)
            self.toast.show(text, now, seconds=6.0, lasting=True)

    def _note_listed(self, asked: dict, listed: bool) -> None:
        """After a solvable deal: a deal of the shipped list moves the list on, and its
        kind is dealt from the list at once next time; a deal found by search undoes that."""
        kind = (asked.get("game", DEFAULT_GAME), asked["rules"], asked["draw"], asked.get("band"))
        if listed:  # the next fallback takes the list's next deal
            self.apply_setting("listed_next", asked.get("listed", 0) + 1)
            self.list_first.add(kind)
        else:
            self.list_first.discard(kind)
        names = tuple(sorted(kind_name(*k) for k in self.list_first))
        if names != self.settings.list_first:  # remembered for the next session too
            self.apply_setting("list_first", names)

    def build_hud(self, layout) -> None:
        """The bar's widgets anew (a new language or window size); an offer to undo to a
        winnable position comes back with them, in the new words (its button had gone
        with the old widgets and left its words behind, a tester saw)."""
        offered = self.offer is not None
        self.drop_offer()
        self.hud.build(layout, self.tr)
        if offered:
            self._offer_undo_to_winnable()

    def _offer_undo_to_winnable(self) -> None:
        """Offer the way back (`winnable_undos`), its words beside it for as long."""
        import pygame
        import pygame_gui

        # In moves, as the counter counts them (a send-home is one undo of several)
        back = self.session.game.moves_in_steps(self.winnable_undos)
        one = "_one" if back == 1 else ""
        self.hint_words = self.tr(f"hint.winnable_back{one}", n=back)
        self.toast.show(self.hint_words, self.clock, seconds=OFFER_WORDS, of_position=True)

        layout = self.session.layout
        h = max(28, layout.hud.h)
        text = self.tr("hint.undo_winnable")
        w = max(200, int(self.hud.font_px * 0.6 * len(text) + 40))
        rect = pygame.Rect((layout.width - w) // 2, layout.height - 3 * h, w, h)
        # Clear of the cards (at the bottom centre it covered a long column's corners, a
        # tester saw) and of the words that go with it: else beside the columns.
        taken = list(self.card_areas())
        if self.toast.visible(self.clock):
            taken.append(self.toast.place(self.renderer, self.card_areas())[1])
        rect = overlays.clear_place(rect, overlays.free_band(layout), taken)
        self.offer = pygame_gui.elements.UIButton(rect, text, manager=self.hud.manager)
        self.offer_words = self.hint_words

    def drop_offer(self) -> None:
        """The "undo to the last winnable position" offer lasts until the game changes;
        its words go with it (a new language took the button away and left them)."""
        if self.offer is not None:
            self.offer.kill()
            self.toast.withdraw(self.offer_words)
        self.offer, self.offer_words = None, None
