"""Research record behind the Canfield family presets (issue 13).

Data only: one entry per game, keyed by the short name the CLI uses, saying what each
published description says and what we chose. The `Rules(...)` presets and the rules
pages (game/i18n_family.py) are written from this record; where the sources disagree,
`decision_notes` says which we follow and why. Order of preference: the table in issue
13, then PySolFC's `pysollib/games/canfield.py`, then the other descriptions.

Keys of each entry:

- reserve_size: cards dealt to the reserve.
- reserve_face_up: True when every reserve card is dealt face up (fanned, all visible);
  False when only the top card is face up.
- reserve_playable: which reserve cards may be played ("top": only the top card).
- columns: number of columns; each starts with one face-up card.
- building: how a card goes on a column card one rank higher: "alternate" (other
  colour), "any" (regardless of suit and colour), "suit" (same suit).
- wrap: True when a king may go on an ace in the columns.
- group_moves: what may move from column to column: "top_or_whole" (the top card or
  the whole column), "one" (one card at a time), "as_canfield" (the chosen Canfield
  preset's rule: standard any run, hoyle whole column, strict top card or whole column).
- empty_column: "as_canfield" (filled from the reserve at once while it lasts, then the
  chosen preset's rule) or a description.
- refill_from_reserve: True when an emptied column is filled at once from the reserve.
- draw / draw_schedule: cards turned per stock click, or per pass when it changes.
- passes: passes through the stock in all (None: unlimited).
- foundation_start: "base" (the card dealt after the reserve sets the start rank),
  "choice_of_5" (the player picks the base card among five face-up cards), "twos" or
  "aces" (those four cards start the foundations at the deal).
- foundation_wrap: True when the foundations go on from the king to the ace.
- sources: what was actually read for this entry.
- decision_notes: where the sources disagree and what we chose.
"""

from __future__ import annotations

_PYSOL = "https://github.com/shlomif/PySolFC/blob/master/pysollib/games/canfield.py"
_PYSOL_RULES = "https://github.com/shlomif/PySolFC/blob/master/html-src/rules/"
_SGG = "https://github.com/kyleu/solitaire.gg/blob/master/shared/src/main/scala/models/rules/impl/"
_WIKI = "https://en.wikipedia.org/wiki/Canfield_(solitaire)"
_ISSUE = "issue 13 (the family table)"

FAMILY_FACTS: dict[str, dict] = {
    "superior": {
        "reserve_size": 13,
        "reserve_face_up": True,
        "reserve_playable": "top",
        "columns": 4,
        "building": "alternate",
        "wrap": True,
        "group_moves": "top_or_whole",
        "empty_column": (
            "player: reserve top or waste top, whenever the player likes; may stay empty"
        ),
        "refill_from_reserve": False,
        "draw": 3,
        "passes": None,
        "foundation_start": "base",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (SuperiorCanfield: INITIAL_RESERVE_FACEUP = 1, FILL_EMPTY_ROWS = 0)",
            _PYSOL_RULES + "superiorcanfield.html",
            _SGG + "SuperiorCanfield.scala (politaire settings: reserve 13 face up, no auto-fill, "
            "draw 3, unlimited)",
            "https://fsolitaire.com/superior-canfield",
            "https://www.solitare.games/superior-canfield-strategy",
            _WIKI + " (lists Superior Canfield as a named variant)",
        ],
        "decision_notes": (
            "Which reserve cards play: PySolFC (an OpenStack fanned face up) and fsolitaire "
            "play only the top card; solitare.games lets all 13 play. We keep the top card "
            "only: the reserve is open information, not a free-cell row. Empty columns: "
            "PySolFC takes any card from anywhere (a column's top card too) and fsolitaire any "
            "card or run; the issue says a card of the reserve or the waste, and we follow "
            "the issue (reserve top or waste top; moving a column into a space gains nothing "
            "under top-or-whole moves anyway). Column moves: fsolitaire allows any run; the "
            "issue and PySolFC say top card or whole column, which we keep."
        ),
    },
    "selective": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "alternate",
        "wrap": True,
        "group_moves": "as_canfield",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 3,
        "passes": None,
        "foundation_start": "choice_of_5",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _WIKI + " (lists Selective Canfield as a named variant)",
            "http://solitaireforever.com/sf2/games/canfield.html"
            " (lists Selective Canfield among the variations)",
            "a public game catalogue (Canfield family JSON, found by the code search):"
            " the player picks the base card among the first five cards",
            _PYSOL + " (no Selective Canfield; Canfield's rules otherwise)",
        ],
        "decision_notes": (
            "PySolFC has no Selective Canfield, and the descriptions found only say that the "
            "player picks the base card from five cards dealt face up, the other four starting "
            "the columns; everything else is Canfield. We deal 13 to the reserve, then five "
            "face up; the player's pick goes to the first foundation and the other four, in "
            "their dealt order, become the columns. The other 34 cards form the stock. The "
            "choice is a move of its own (the first one) so undo, codes and the solver see it."
        ),
    },
    "rainfall": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "alternate",
        "wrap": True,
        "group_moves": "as_canfield",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 1,
        "passes": 3,
        "foundation_start": "base",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (Rainfall: max_rounds=3, num_deal=1; registered GT_ORIGINAL)",
            _PYSOL_RULES + "rainfall.html",
        ],
        "decision_notes": (
            "Rainfall is a PySol original (GT_ORIGINAL), so PySolFC's source and its rules "
            "page are the only descriptions; no independent second one was found. Both agree "
            "with the issue: Canfield dealt one card at a time, two redeals (three passes)."
        ),
    },
    "rainbow": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "any",
        "wrap": True,
        "group_moves": "top_or_whole",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 1,
        "passes": 1,
        "foundation_start": "base",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (Rainbow: Canfield_RK_RowStack mod 13, max_rounds=1, num_deal=1)",
            _PYSOL_RULES + "rainbow.html",
            _SGG + "Rainbow.scala (politaire settings: any suit, one deal)",
            "https://www.solitare.games/rainbow-strategy",
            "https://solitaire.onl/how-to-play-rainbow-solitaire/",
        ],
        "decision_notes": (
            "Column moves: politaire (via solitaire.gg) and solitare.games move any run; "
            "PySolFC and the issue move the top card or the whole column, which we keep. "
            "solitaire.onl describes a different game under this name (alternating colours, "
            "two redeals) and is set aside; PySolFC, politaire and solitare.games agree on one "
            "pass, one card at a time, building regardless of suit, king on ace."
        ),
    },
    "storehouse": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "suit",
        "wrap": True,
        "group_moves": "top_or_whole",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 1,
        "passes": 3,
        "foundation_start": "twos",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (Storehouse: twos to the foundations, Canfield_SS_RowStack mod 13,"
            " max_rounds=3, num_deal=1)",
            _PYSOL_RULES + "storehouse.html",
            _SGG + "Storehouse.scala (politaire settings: low card 2, same suit, three deals)",
            "https://semicolon.com/Solitaire/Rules/Storehouse.html",
            "https://gamerules.com/rules/storehouse/",
            "https://fsolitaire.com/storehouse",
        ],
        "decision_notes": (
            "The four 2s are taken out before the deal and start the foundations, which build "
            "2 3 ... K A in suit (the ace goes on the king, hence foundation_wrap). Columns: "
            "down in suit with the king on the ace (PySolFC mod 13; semicolon: aces high, kings "
            "on aces). Empty columns: semicolon lets the player fill them at will from the "
            "reserve or the waste; the issue and PySolFC fill them at once from the reserve, "
            "which we keep. Column moves: fsolitaire moves any run in suit; the issue, PySolFC, "
            "semicolon (full builds only) and gamerules.com move the whole column, plus the top "
            "card in PySolFC and the issue: top card or whole column. Passes: three (PySolFC, "
            "politaire, semicolon); gamerules.com's reshuffle of the waste is not followed."
        ),
    },
    "chameleon": {
        "reserve_size": 12,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 3,
        "building": "any",
        "wrap": True,
        "group_moves": "top_or_whole",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 1,
        "passes": 1,
        "foundation_start": "base",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (Chameleon: INITIAL_RESERVE_CARDS = 12, rows=3, Canfield_RK_RowStack mod 13,"
            " max_rounds=1, num_deal=1)",
            _PYSOL_RULES + "chameleon.html",
            _SGG
            + "Chameleon.scala (politaire settings: reserve 12, 3 columns, any suit, one deal)",
            "http://semicolon.com/Solitaire/Rules/Chameleon.html",
            "http://solitaireforever.com/sf2/games/chameleon.html",
            "http://www.lenagames.com/bp_files/rul/chameleon.htm",
            "https://fsolitaire.com/chameleon",
        ],
        "decision_notes": (
            "All sources agree on 12 reserve cards, 3 columns, building down regardless of "
            "suit with the king on the ace, one card at a time and no redeal; 52 - 12 - 1 - 3 "
            "leaves 36 in the stock. Column moves: semicolon, Solitaire Forever, lenagames and "
            "fsolitaire move any run; PySolFC and the issue move the top card or the whole "
            "column, which we keep. Solitaire Forever notes an older rule in which the empty "
            "stock becomes a fourth column; no other source has it and we leave it out."
        ),
    },
    "rush": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "alternate",
        "wrap": True,
        "group_moves": "as_canfield",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw_schedule": [3, 2, 1],
        "passes": 3,
        "foundation_start": "base",
        "foundation_wrap": True,
        "sources": [
            _ISSUE,
            _PYSOL + " (CanfieldRush_Talon: num_deal = 4 - round, max_rounds=3)",
            _PYSOL_RULES + "canfieldrush.html",
            _SGG + "CanfieldRush.scala (politaire settings: fewer in each pass, three deals)",
            "https://fsolitaire.com/canfield-rush",
        ],
        "decision_notes": (
            "All sources agree: three passes, turning three cards at a time in the first, two "
            "in the second and one in the third; otherwise Canfield. fsolitaire moves any run, "
            "PySolFC the top card or the whole column; the issue says as Canfield, so the "
            "chosen preset decides."
        ),
    },
    "acme": {
        "reserve_size": 13,
        "reserve_face_up": False,
        "reserve_playable": "top",
        "columns": 4,
        "building": "suit",
        "wrap": False,
        "group_moves": "one",
        "empty_column": "as_canfield",
        "refill_from_reserve": True,
        "draw": 1,
        "passes": 2,
        "foundation_start": "aces",
        "foundation_wrap": False,
        "sources": [
            _ISSUE,
            _PYSOL + " (Acme: aces to the foundations, SS_RowStack max_move=1 without mod,"
            " max_rounds=2, num_deal=1)",
            _PYSOL_RULES + "acme.html",
            _SGG + "Acme.scala (politaire settings: aces out, same suit, stacks may not move,"
            " auto-fill from the reserve, two deals, low card A)",
        ],
        "decision_notes": (
            "PySolFC and politaire agree with the issue: the four aces start the foundations "
            "(A to K, no wrap), columns build down in suit one card at a time, emptied columns "
            "fill at once from the reserve, one card per turn, two passes. The columns do not "
            "wrap: PySolFC's Acme row stack has no mod 13 and politaire's low card is the ace, "
            "so a king may not go on an ace. Once the reserve is empty, an empty column takes "
            "any single card (PySolFC); in our presets that is the chosen preset's rule, "
            "limited to one card by the one-card-at-a-time rule."
        ),
    },
}
