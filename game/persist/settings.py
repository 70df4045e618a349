"""The player's settings in `settings.json`: a dataclass with defaults, checked field by field.

A bad value falls back to its own default and the rest are kept, so one damaged
entry never resets the player's whole set-up. A value counts as bad when the game
cannot use it, not only when it is malformed: a card back must be one the game has
(the caller passes their names, see `load_settings`), a language one it has texts for.
Unknown keys (from a newer Canfield, or hand edits) are ignored; missing keys (from an
older one) take their defaults.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass, fields

from game.engine.rules import PRESETS, VARIANTS
from game.i18n import LANGUAGES as TEXT_LANGUAGES
from game.persist import store
from game.persist.savegame import BANDS

SETTINGS_FILE = "settings.json"
_WHAT = "settings"
_SECTION = "settings"
_FALLBACK = "The default settings are in use."

ANIMATION_SPEEDS = ("slow", "normal", "fast")
CLICK_MODES = ("off", "foundation", "columns")
SCORINGS = ("standard", "casino")
LANGUAGES = (*TEXT_LANGUAGES, None)  # None: follow the system language
RULES = tuple(PRESETS)
GAMES = tuple(VARIANTS)  # canfield and the family (issue 13)
DRAWS = (1, 3)
DIFFICULTIES = ("any", *BANDS)  # "any": solvable deals of every band
CARD_SIZES = ("auto", "large", "small")  # game/ui/layout.py CARD_SIZES says what they mean
FELTS = ("green", "blue", "burgundy", "charcoal")  # game/ui/render.py FELTS has their colours
MIN_WINDOW = 320
MAX_COUNT = 2**31 - 1  # a counter beyond this is damage, not play
MAX_WINDOW = 16384


@dataclass
class Settings:
    """Everything the player can set; the defaults are what a first start shows."""

    sound: bool = True
    volume: float = 0.8
    animations: bool = True
    animation_speed: str = "normal"
    click_mode: str = "columns"
    autofinish: bool = True
    fullscreen: bool = True
    window_size: tuple[int, int] = (1280, 800)
    four_colour: bool = False
    card_back: str = "blue"
    scoring: str = "standard"
    language: str | None = None
    solvable_deals: bool = False
    difficulty: str = "any"  # the band of solvable deals asked for ("any": every band)
    rules: str = "standard"
    draw: int = 3
    confirm_leave: bool = True  # ask before leaving a game that has a move
    card_size: str = "auto"
    felt: str = "green"
    intro_seen: bool = False  # the first-launch guide to the table was dismissed
    reduce_motion: bool = False  # short glides, no celebration (the cards end where they would)
    large_index: bool = False  # cards with bigger corner indices (rank and suit)
    game: str = "canfield"  # the game the New game dialog deals (its picker's choice)
    # Deals "Solvable deals only" has taken from the shipped list of proven deals: the next
    # is this far along its kind's list, so a player meets every listed deal before a repeat.
    listed_next: int = 0
    # Kinds of solvable deal ("game/rules/draw/band") whose last search found none in time
    # and fell back to that list: dealt from it at once (no search to wait for), also in a
    # later session, until a search of the kind finds one.
    list_first: tuple[str, ...] = ()

    def to_json(self) -> dict:
        """Plain JSON values (the window size becomes a list)."""
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["list_first"] = list(self.list_first)
        return data

    @classmethod
    def from_json(
        cls, data: dict, card_backs: Collection[str] | None = None
    ) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, and the names of fields whose values were bad.

        `card_backs`: the backs the game has; a card back not among them is bad (None:
        only its form is checked)."""
        values: dict[str, object] = {}
        bad: list[str] = []
        for field in fields(cls):
            if field.name not in data:
                continue
            ok, value = _CHECKS[field.name](data[field.name])
            if ok:
                values[field.name] = value
            else:
                bad.append(field.name)
        settings = cls(**values)  # type: ignore[arg-type]
        if card_backs is not None and settings.card_back not in card_backs:
            if "card_back" in values:
                bad.append("card_back")
            settings.card_back = default_back(card_backs)
        return settings, bad


def default_back(card_backs: Collection[str]) -> str:
    """The default card back if the game has it, else the first one it has."""
    default = Settings.card_back
    return default if default in card_backs or not card_backs else sorted(card_backs)[0]


def _bool(value: object) -> tuple[bool, object]:
    return isinstance(value, bool), value


def _choice(options: tuple) -> Callable[[object], tuple[bool, object]]:
    def check(value: object) -> tuple[bool, object]:
        # `1 in (1, 3)` is also true for True and 1.0; compare exact types too.
        ok = any(value == o and type(value) is type(o) for o in options)
        return ok, value

    return check


def _volume(value: object) -> tuple[bool, object]:
    ok = store.is_number(value) and 0.0 <= value <= 1.0  # type: ignore[operator]
    return ok, float(value) if ok else value  # type: ignore[arg-type]


def _window_size(value: object) -> tuple[bool, object]:
    if not isinstance(value, list) or len(value) != 2:
        return False, value
    ok = all(store.is_int(v) and MIN_WINDOW <= v <= MAX_WINDOW for v in value)
    return ok, (value[0], value[1])


_CARD_BACK = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")  # names a file: no paths, no dots


def _count(value: object) -> tuple[bool, object]:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT
    return ok, value


def kind_name(game: str, rules: str, draw: int, band: str | None) -> str:
    """A kind of solvable deal as `list_first` names it: "chameleon/strict/1/any"."""
    return f"{game}/{rules}/{draw}/{band or 'any'}"


def kind_of(name: str) -> tuple[str, str, int, str | None]:
    """The (game, rules, draw, band) a `kind_name` names (band None: any band)."""
    game, rules, draw, band = name.split("/")
    return game, rules, int(draw), None if band == "any" else band


KINDS = frozenset(
    kind_name(game, rules, draw, band)
    for game in GAMES
    for rules in RULES
    for draw in DRAWS
    for band in DIFFICULTIES
)


def _kinds(value: object) -> tuple[bool, object]:
    ok = isinstance(value, list) and all(isinstance(v, str) and v in KINDS for v in value)
    return ok, tuple(sorted(set(value))) if ok else value  # type: ignore[arg-type]


def _card_back(value: object) -> tuple[bool, object]:
    return isinstance(value, str) and _CARD_BACK.fullmatch(value) is not None, value


_CHECKS: dict[str, Callable[[object], tuple[bool, object]]] = {
    "sound": _bool,
    "volume": _volume,
    "animations": _bool,
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "click_mode": _choice(CLICK_MODES),
    "autofinish": _bool,
    "fullscreen": _bool,
    "window_size": _window_size,
    "four_colour": _bool,
    "card_back": _card_back,
    "scoring": _choice(SCORINGS),
    "language": _choice(LANGUAGES),
    "solvable_deals": _bool,
    "difficulty": _choice(DIFFICULTIES),
    "rules": _choice(RULES),
    "draw": _choice(DRAWS),
    "confirm_leave": _bool,
    "card_size": _choice(CARD_SIZES),
    "felt": _choice(FELTS),
    "intro_seen": _bool,
    "reduce_motion": _bool,
    "large_index": _bool,
    "game": _choice(GAMES),
    "listed_next": _count,
    "list_first": _kinds,
}


def load_settings(card_backs: Collection[str] | None = None) -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a notice for the player if something
    was wrong. Never raises: a damaged file is set aside and the game starts anyway.

    `card_backs` are the names of the card backs the game can draw (the UI knows its
    assets; this module never looks at them): a saved back not among them is reset.
    """
    settings, notice, bad, kept = store.load_model(
        SETTINGS_FILE,
        _SECTION,
        _WHAT,
        _FALLBACK,
        lambda: Settings.from_json({}, card_backs)[0],
        lambda data: Settings.from_json(data, card_backs),
        _envelope,
    )
    if not bad:
        return settings, notice
    notice = store.Notice(
        "Some settings were not valid and went back to their defaults: "
        f"{', '.join(bad)}.{store.kept_note(_WHAT, kept)}",
        partial=True,
    )
    return settings, notice


def save_settings(s: Settings) -> str | None:
    """Write the settings atomically; returns None, or a notice if they could not be saved."""
    failure = store.write_json(SETTINGS_FILE, _envelope(s))
    return store.save_notice(_WHAT, failure) if failure else None


def _envelope(s: Settings) -> dict:
    return {"version": store.FORMAT_VERSION, _SECTION: s.to_json()}
