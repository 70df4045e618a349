"""Rules & tips pages: every game of the family has its strategy tips in English, Dutch
and German, listed after its rules and before the keys, as Canfield's page lists its own
(issue 13); and every family page ends with its "Choices" paragraph."""

from __future__ import annotations

import re

import pytest

from game.engine.rules import DEFAULT_GAME, VARIANTS
from game.i18n import LANGUAGES, TEXTS, t
from game.ui.dialogs.rules import rules_html, tip_keys

FAMILY = [game for game in VARIANTS if game != DEFAULT_GAME]
CHOICES = {"en": "<b>Choices</b><br>", "nl": "<b>Keuzes</b><br>", "de": "<b>Entscheidungen</b><br>"}


def tr_in(lang: str):
    return lambda key, **kw: t(key, lang, **kw)


def test_the_family_is_all_there():
    assert set(FAMILY) == {
        "superior",
        "selective",
        "rainfall",
        "rainbow",
        "storehouse",
        "chameleon",
        "rush",
        "acme",
    }


@pytest.mark.parametrize("game", FAMILY)
def test_a_games_tips_are_numbered_without_gaps(game):
    """`tip_keys` stops at the first missing number: a later tip would never show."""
    pattern = re.compile(rf"tips\.{game}\.(\d+)")
    numbers = sorted(int(m[1]) for key in TEXTS if (m := pattern.fullmatch(key)))
    assert numbers == list(range(1, len(numbers) + 1)), (game, numbers)
    assert tip_keys(game) == [f"tips.{game}.{n}" for n in numbers]
    assert 3 <= len(numbers) <= 4, (game, numbers)


@pytest.mark.parametrize("game", FAMILY)
def test_every_tip_is_in_every_language(game):
    for key in tip_keys(game):
        entry = TEXTS[key]
        assert set(entry) == set(LANGUAGES) == {"en", "nl", "de"}, key
        for lang, text in entry.items():
            assert text.strip() and "<" not in text, (key, lang)
        assert entry["nl"] != entry["en"] and entry["de"] != entry["en"], key


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("game", FAMILY)
def test_the_family_page_lists_its_tips_between_rules_and_keys(game, lang):
    tr = tr_in(lang)
    for preset in ("standard", "hoyle", "strict"):
        html = rules_html(preset, tr, game)
        title = f"<b>{tr('rules.tips_title')}</b><br>"
        assert html.count(title) == 1, (game, lang)
        bullets = [f"• {tr(key)}" for key in tip_keys(game)]
        assert len(bullets) >= 3
        assert title + "<br>".join(bullets) in html, (game, lang)
        rules, tips, keys = (
            html.index(tr(f"rules.game.{game}")),
            html.index(title),
            html.index(tr("rules.keys")),
        )
        assert rules < tips < keys, (game, lang)
        assert not [k for k in tip_keys() if tr(k) in html], (game, lang)  # not Canfield's


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("game", ["canfield", *FAMILY])
def test_every_page_opens_with_the_games_name(game, lang):
    # A tester: Canfield's page began with "Goal", while the family's named their game.
    tr = tr_in(lang)
    html = rules_html("standard", tr, game)
    assert html.startswith(f"<b>{tr(f'game.{game}')}</b> — {tr(f'game.{game}.desc')}")


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_canfields_page_still_ends_with_its_five_tips(lang):
    tr = tr_in(lang)
    assert tip_keys() == [f"tips.{n}" for n in range(1, 6)]
    tips = "<br>".join(f"• {tr(f'tips.{n}')}" for n in range(1, 6))
    html = rules_html("standard", tr)
    assert html.endswith(f"<br><br><b>{tr('rules.tips_title')}</b><br>{tips}")


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("game", FAMILY)
def test_every_family_page_ends_with_its_choices(game, lang):
    page = TEXTS[f"rules.game.{game}"][lang]
    last = page.rsplit("<br><br>", 1)[-1]
    assert last.startswith(CHOICES[lang]), (game, lang, last[:40])
    assert page.count(CHOICES[lang]) == 1
