"""Build test positions by hand: name the piles that matter, the rest go to the stock."""

from __future__ import annotations

from game.engine.cards import full_deck, parse_card
from game.engine.rules import preset
from game.engine.state import load_position


def build(
    tableau: list[list[str]],
    reserve: list[str] | None = None,
    foundations: dict[str, list[str]] | None = None,
    waste: list[str] | None = None,
    stock: list[str] | None = None,
    start_rank: str = "7",
    rules: str = "standard",
    draw: int = 3,
    rest_to: str = "stock",
):
    """A validated State. Cards not named anywhere are appended to `rest_to`'s pile."""
    piles = {
        "reserve": list(reserve or []),
        "waste": list(waste or []),
        "stock": list(stock or []),
    }
    founds = {s: list((foundations or {}).get(s, [])) for s in "SHDC"}
    named = {parse_card(c) for c in piles["reserve"] + piles["waste"] + piles["stock"]}
    named |= {parse_card(c) for col in tableau for c in col}
    named |= {parse_card(c) for pile in founds.values() for c in pile}
    rest = [str(c) for c in full_deck() if c not in named]
    if rest_to == "reserve":
        piles["reserve"] = rest + piles["reserve"]
    else:
        piles[rest_to] = piles[rest_to] + rest
    return load_position(
        {
            "rules": rules,
            "draw": draw,
            "start_rank": start_rank,
            "foundations": founds,
            "tableau": tableau,
            **piles,
        },
        preset(rules),
    )


def built_up(counts: dict[str, int], start_rank: str = "7") -> dict[str, list[str]]:
    """Foundations built up from the start rank: {"S": 12} -> 7S 8S ... 5S (12 cards)."""
    order = "A23456789TJQK"
    i = order.index(start_rank)
    ranks = order[i:] + order[:i]
    return {suit: [r + suit for r in ranks[:n]] for suit, n in counts.items()}


def near_won_state():
    """One card (4H on the waste) from the win; auto-finish then plays the last three."""
    return build(
        tableau=[["6S", "5H"], ["6H"], [], []],
        reserve=[],
        waste=["4H"],
        foundations=built_up({"S": 12, "H": 10, "D": 13, "C": 13}),
        start_rank="7",
    )
