"""Game codes and the deal (RULES §2 and §10).

Codes are forever, so the shuffle is fully specified here and never touches Python's
`random`:

- PRNG: SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number
  generators", OOPSLA 2014; the seeding generator of xoshiro). State = the deal number
  as an unsigned 64-bit integer; each draw adds 0x9E3779B97F4A7C15 and mixes.
- Bounded integers: rejection sampling. For a bound n, draws >= the largest multiple
  of n below 2**64 are rejected, then `draw % n` is returned (no modulo bias).
- Shuffle: Fisher-Yates from the top, `for i in 51..1: j = bounded(i + 1); swap(i, j)`,
  over the deck in the order of `cards.full_deck()` (suits S H D C, each A..K).
- Deal, from index 0 of the shuffled deck: 13 reserve cards (first dealt at the
  bottom), the base card, one card to each of the 4 columns, then 34 stock cards
  (first = next to be turned).

The draw mode and preset are carried by the code but do not change the shuffle.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

from game.engine.cards import Card, full_deck
from game.engine.rules import (
    DEFAULT_PRESET,
    PRESETS,
    VARIANTS,
    FoundationStart,
    Rules,
    check_draw,
    preset_by_suffix,
    rules_for,
    variant,
)
from game.engine.state import State

MASK64 = (1 << 64) - 1
CODE_VERSION = "CF1"
CODE_LETTERS = 7
MAX_DEAL = 26**CODE_LETTERS - 1
_CODE_RE = re.compile(r"^([A-Z0-9]+)-D([0-9]+)-([A-Z0-9]+)(?:-([A-Z0-9]+))?$")


class CodeError(ValueError):
    """A game code that cannot be read; the message says what is wrong.

    `kind` (empty, malformed, version, draw, letters, suffix) and `params` let a UI show
    the same reason in the player's language.
    """

    def __init__(self, message: str, kind: str = "malformed", **params: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.params = params


class SplitMix64:
    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def bounded(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next()
            if x < limit:
                return x % n


def shuffled_deck(deal_number: int) -> list[Card]:
    deck = full_deck()
    rng = SplitMix64(deal_number)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.bounded(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal(deal_number: int, rules: Rules = DEFAULT_PRESET, draw: int = 3) -> State:
    """The starting position of a deal number.

    Canfield (§2): from the top of the shuffled deck, the reserve, the base card (its
    rank is the start rank), one card to each column, the rest to the stock. A game that
    starts its foundations with the four 2s or aces (storehouse, acme) first takes them
    out of the shuffled deck, in deck order, then deals the rest the same way."""
    if not 0 <= deal_number <= MAX_DEAL:
        raise CodeError(f"deal number must be from 0 to {MAX_DEAL}")
    draw = rules.draws[0] if rules.draws else check_draw(draw)
    deck = shuffled_deck(deal_number)
    foundations: dict[str, list[Card]] = {s: [] for s in "SHDC"}
    start = _START_RANKS.get(rules.foundation_start)
    if start is not None:
        for card in [c for c in deck if c.rank == start]:
            foundations[card.suit].append(card)
        deck = [c for c in deck if c.rank != start]
    reserve = deck[: rules.reserve_size]
    pos = rules.reserve_size
    if rules.base_choices > 1:  # the player picks the base card from these
        choice = deck[pos : pos + rules.base_choices]
        pos += rules.base_choices
        tableau: list[list[Card]] = [[] for _ in range(rules.columns)]
        return State(rules, draw, 0, reserve, foundations, tableau, deck[pos:], [], 0, 1, choice)
    if start is None:
        base = deck[pos]
        pos += 1
        foundations[base.suit].append(base)
        start = base.rank
    tableau = [[card] for card in deck[pos : pos + rules.columns]]
    pos += rules.columns
    return State(
        rules=rules,
        draw=draw,
        start_rank=start,
        reserve=reserve,
        foundations=foundations,
        tableau=tableau,
        stock=deck[pos:],
        waste=[],
        fan=0,
    )


_START_RANKS = {FoundationStart.TWOS: 2, FoundationStart.ACES: 1}


# --- game codes -----------------------------------------------------------------------


@dataclass(frozen=True)
class GameCode:
    deal_number: int
    draw: int = 3
    rules: Rules = DEFAULT_PRESET

    def __str__(self) -> str:
        n, letters = self.deal_number, []
        for _ in range(CODE_LETTERS):
            n, digit = divmod(n, 26)
            letters.append(chr(ord("A") + digit))
        prefix = VARIANTS[self.rules.game].code_prefix
        code = f"{prefix}-D{self.draw}-{''.join(reversed(letters))}"
        return code + (f"-{self.rules.code_suffix}" if self.rules.code_suffix else "")

    def state(self) -> State:
        return deal(self.deal_number, self.rules, self.draw)


def random_code(draw: int = 3, rules: Rules = DEFAULT_PRESET) -> GameCode:
    """A fresh deal: the number is drawn at random (the shuffle itself stays fixed by it)."""
    return GameCode(secrets.randbelow(MAX_DEAL + 1), draw, rules)


def random_code_of(game: str, preset_name: str, draw: int) -> GameCode:
    """A fresh deal of `game` under a Canfield preset; a game that fixes the draw deals
    its own whatever `draw` says."""
    return random_code(VARIANTS[game].fixed_draw or draw, rules_for(game, preset_name))


def parse_code(text: object) -> GameCode:
    """Read a code like 'CF1-D3-AAAAACL' or 'cf1-d1-qwertyu-s' (spaces around allowed)."""
    if not isinstance(text, str) or not text.strip():
        raise CodeError("empty game code (expected something like CF1-D3-AAAAACL)", "empty")
    code = text.strip().upper()
    m = _CODE_RE.match(code)
    if not m:
        raise CodeError(f"malformed game code {text.strip()!r} (expected CF1-D3-ABCDEFG)")
    version, draw, letters, suffix = m.groups()
    game = _GAMES_BY_PREFIX.get(version)
    if game is None:
        known = ", ".join(_GAMES_BY_PREFIX)
        raise CodeError(
            f"unknown code version {version!r} in {code} (known: {known})",
            "version",
            version=version,
            known=known,
        )
    fixed = variant(game).fixed_draw
    if draw not in ("1", "3"):
        raise CodeError(f"draw must be D1 or D3, not D{draw}, in {code}", "draw")
    if fixed is not None and int(draw) != fixed:  # the game turns its own cards
        raise CodeError(
            f"{version} codes always have D{fixed}, not D{draw}, in {code}",
            "draw_fixed",
            prefix=version,
            draw=str(fixed),
        )
    if len(letters) != CODE_LETTERS or not letters.isalpha():
        raise CodeError(f"the deal part of {code} must be {CODE_LETTERS} letters A-Z", "letters")
    if suffix is None:
        rules = DEFAULT_PRESET
    else:
        try:
            rules = preset_by_suffix(suffix)
        except ValueError:
            known = ", ".join(
                f"-{r.code_suffix} ({r.name})" for r in PRESETS.values() if r.code_suffix
            )
            raise CodeError(
                f"unknown preset suffix -{suffix} in {code} (known: {known})",
                "suffix",
                suffix=suffix,
            ) from None
    number = 0
    for ch in letters:
        number = number * 26 + ord(ch) - ord("A")
    return GameCode(number, int(draw), variant(game).rules(rules))


_GAMES_BY_PREFIX = {v.code_prefix: v.name for v in VARIANTS.values()}
