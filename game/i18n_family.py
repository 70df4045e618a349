"""Names, one-line descriptions, rules pages and strategy tips of the Canfield family
(issue 13).

English, Dutch and German, in the terms of game/i18n.py (reserve, fundament/Zielstapel,
trekstapel/Stapel, aflegstapel/Ablage, kolom/Spalte, basiskaart, startrang/Anfangsrang,
ronde/Durchgang; Dutch "je", German "du"). Written from the research record in
game/engine/family_notes.py; each rules page ends with a "Choices" paragraph where the
published descriptions disagree. Pages use the pygame_gui text-box subset `<b>`, `<i>`,
`<br>`. Each game's tips are the keys `tips.{game}.1`, `tips.{game}.2`, … (see `_tips`);
its Rules & tips page lists as many as there are. The lead merges FAMILY_TEXTS into
game.i18n.TEXTS.
"""

from __future__ import annotations

# Keys whose Dutch or German text may equal the English one: the games' names are
# proper names and stay as they are in every language.
SAME_ALLOWED_FAMILY: frozenset[str] = frozenset(
    {
        "game.superior",
        "game.selective",
        "game.rainfall",
        "game.rainbow",
        "game.storehouse",
        "game.chameleon",
        "game.rush",
        "game.acme",
    }
)

# --- Shared paragraphs ---------------------------------------------------------------

_GOAL = {
    "en": "<b>Goal</b><br>Put all 52 cards on the four foundations, one suit each, "
    "until every foundation holds 13 cards.<br><br>",
    "nl": "<b>Doel</b><br>Leg alle 52 kaarten op de vier fundamenten, één kleur per "
    "fundament, tot elk fundament 13 kaarten telt.<br><br>",
    "de": "<b>Das Ziel</b><br>Lege alle 52 Karten auf die vier Zielstapel, je eine Farbe, "
    "bis auf jedem Zielstapel 13 Karten liegen.<br><br>",
}

_FOUND_BASE = {
    "en": "<b>Foundations</b><br>An empty foundation takes only the start-rank card of its "
    "suit. Then it builds up in suit, one rank at a time, and after the king comes the "
    "ace.<br><br>",
    "nl": "<b>De fundamenten</b><br>Een leeg fundament neemt alleen de kaart met de "
    "startrang van zijn kleur. Daarna gaat het één rang per keer omhoog in dezelfde "
    "kleur, en na de heer komt de aas.<br><br>",
    "de": "<b>Die Zielstapel</b><br>Ein leerer Zielstapel nimmt nur die Karte seiner Farbe "
    "mit dem Anfangsrang. Danach wird er in seiner Farbe Rang für Rang aufgebaut, und "
    "nach dem König kommt das Ass.<br><br>",
}

_DEAL_BASE = {
    "en": "<b>The deal</b><br>{reserve} cards form the <b>reserve</b>, only the top one "
    "face up. The next card, the <b>base card</b>, goes face up on the first foundation; "
    "its rank is the <b>start rank</b> of all four. Each of the {columns} <b>columns</b> "
    "gets one face-up card, and the other {stock} cards form the face-down "
    "<b>stock</b>.<br><br>",
    "nl": "<b>De opstelling</b><br>{reserve} kaarten vormen de <b>reserve</b>; alleen de "
    "bovenste ligt open. De volgende kaart, de <b>basiskaart</b>, komt open op het eerste "
    "fundament; haar rang is de <b>startrang</b> van alle vier. Elk van de {columns} "
    "<b>kolommen</b> krijgt een open kaart, en de overige {stock} kaarten vormen de "
    "gesloten <b>trekstapel</b>.<br><br>",
    "de": "<b>Der Aufbau</b><br>{reserve} Karten bilden die <b>Reserve</b>; nur die "
    "oberste liegt offen. Die nächste Karte beginnt offen den ersten <b>Zielstapel</b>; "
    "ihr Rang ist der <b>Anfangsrang</b> aller vier. Jede der {columns} <b>Spalten</b> "
    "bekommt eine offene Karte, und die übrigen {stock} Karten bilden verdeckt den "
    "<b>Stapel</b>.<br><br>",
}

_RESERVE_REFILL = {
    "en": "<b>Reserve</b><br>Only its top card plays, to a foundation or a column. When a "
    "move empties a column and the reserve still holds cards, its top card fills that "
    "column at once, as part of the same move.<br><br>",
    "nl": "<b>De reserve</b><br>Alleen de bovenste kaart speelt, op een fundament of een "
    "kolom. Maakt een zet een kolom leeg terwijl de reserve nog kaarten heeft, dan vult "
    "de bovenste kaart die kolom meteen, als deel van dezelfde zet.<br><br>",
    "de": "<b>Die Reserve</b><br>Nur ihre oberste Karte ist im Spiel, für einen Zielstapel "
    "oder eine Spalte. Wird eine Spalte leer, solange die Reserve noch Karten hat, füllt "
    "ihre oberste Karte die Spalte sofort, im selben Zug.<br><br>",
}

_AS_CANFIELD_MOVES = {
    "en": "Which cards move between columns, and what an empty column takes once the "
    "reserve is gone, follow the Canfield rules you chose (Standard: any run, and any "
    "card into an empty column; Hoyle: whole columns only, and the waste card; Strict: "
    "the top card or the whole column, and the waste card).<br><br>",
    "nl": "Welke kaarten van kolom naar kolom mogen en wat een lege kolom neemt als de "
    "reserve op is, volgt de Canfield-regels die je koos (Standaard: elke reeks, en elke "
    "kaart op een lege kolom; Hoyle: alleen hele kolommen, en de kaart van de "
    "aflegstapel; Streng: de bovenste kaart of de hele kolom, en de kaart van de "
    "aflegstapel).<br><br>",
    "de": "Welche Karten von Spalte zu Spalte ziehen und was eine leere Spalte nimmt, wenn "
    "die Reserve aufgebraucht ist, richtet sich nach den Canfield-Regeln, die du gewählt "
    "hast (Standard: jede Folge, und jede Karte in eine leere Spalte; Hoyle: nur ganze "
    "Spalten, und die Karte der Ablage; Streng: die oberste Karte oder die ganze Spalte, "
    "und die Karte der Ablage).<br><br>",
}

_TOP_OR_WHOLE = {
    "en": "From column to column you move the top card or the whole column. What an empty "
    "column takes once the reserve is gone follows the Canfield rules you chose "
    "(Standard: any card from the waste, a column or a foundation, and you may also take "
    "cards back from the foundations onto the columns; Hoyle and Strict: the top waste "
    "card, when you like, and it may stay empty).<br><br>",
    "nl": "Van kolom naar kolom verplaats je de bovenste kaart of de hele kolom. Wat een "
    "lege kolom neemt als de reserve op is, volgt de Canfield-regels die je koos "
    "(Standaard: elke kaart van de aflegstapel, een kolom of een fundament, en je mag ook "
    "kaarten van de fundamenten terugleggen op de kolommen; Hoyle en Streng: de bovenste "
    "kaart van de aflegstapel, wanneer je wilt, en hij mag leeg blijven).<br><br>",
    "de": "Von Spalte zu Spalte ziehst du die oberste Karte oder die ganze Spalte. Was eine "
    "leere Spalte nimmt, wenn die Reserve aufgebraucht ist, richtet sich nach den "
    "Canfield-Regeln, die du gewählt hast (Standard: jede Karte von der Ablage, einer "
    "Spalte oder einem Zielstapel, und du darfst auch Karten von den Zielstapeln auf die "
    "Spalten zurücklegen; Hoyle und Streng: die oberste Karte der Ablage, wann du willst, "
    "und sie darf leer bleiben).<br><br>",
}


_TAKEBACK_STANDARD = {
    "en": "With the Standard rules you may also take cards back from the foundations onto "
    "the columns; with Hoyle and Strict you may not.<br><br>",
    "nl": "Met de Standaard-regels mag je ook kaarten van de fundamenten terugleggen op de "
    "kolommen; met Hoyle en Streng niet.<br><br>",
    "de": "Mit den Standard-Regeln darfst du auch Karten von den Zielstapeln auf die "
    "Spalten zurücklegen; mit Hoyle und Streng nicht.<br><br>",
}


def _page(*parts: dict[str, str], **fmt: object) -> dict[str, str]:
    """Joins paragraphs per language and fills their `{name}` fields."""
    return {
        lang: "".join(p[lang] for p in parts).format(**fmt).removesuffix("<br><br>")
        for lang in ("en", "nl", "de")
    }


def _p(en: str, nl: str, de: str) -> dict[str, str]:
    """One paragraph in the three languages."""
    return {"en": en + "<br><br>", "nl": nl + "<br><br>", "de": de + "<br><br>"}


# Superior's and Selective's stock alike: 34 cards, three a turn, passes without limit.
_TIP_34_BY_THREE = (
    "The stock starts with 34 cards and turns three at a time. A pass in which you play "
    "nothing shows only 12 of them, the same 12 each time: play from the waste to change "
    "which cards show on the next pass.",
    "De trekstapel begint met 34 kaarten en draait er drie per keer om. Een ronde waarin "
    "je niets speelt, toont er maar 12, elke keer dezelfde: speel van de aflegstapel om te "
    "veranderen welke kaarten de volgende ronde bovenop liggen.",
    "Der Stapel beginnt mit 34 Karten und deckt drei pro Klick auf. Ein Durchgang, in dem "
    "du nichts spielst, zeigt nur 12 davon, jedes Mal dieselben: Spiele von der Ablage, um "
    "zu ändern, welche Karten beim nächsten Mal oben liegen.",
)


def _tips(game: str, *tips: tuple[str, str, str]) -> dict[str, dict[str, str]]:
    """A game's strategy tips, one (English, Dutch, German) each, as the keys
    `tips.{game}.1`, `tips.{game}.2`, … that its Rules & tips page lists."""
    return {
        f"tips.{game}.{n}": dict(zip(("en", "nl", "de"), tip, strict=True))
        for n, tip in enumerate(tips, 1)
    }


FAMILY_TEXTS: dict[str, dict[str, str]] = {
    # --- Superior Canfield -------------------------------------------------------------
    "game.superior": {
        "en": "Superior Canfield",
        "nl": "Superior Canfield",
        "de": "Superior Canfield",
    },
    "game.superior.desc": {
        "en": "Canfield with the whole reserve face up; you fill empty columns yourself.",
        "nl": "Canfield met de hele reserve open; lege kolommen vul je zelf.",
        "de": "Canfield mit offener Reserve; leere Spalten füllst du selbst.",
    },
    "rules.game.superior": _page(
        _GOAL,
        _p(
            "<b>The deal</b><br>13 cards form the <b>reserve</b>, all face up and fanned so "
            "you see every card. The next card, the <b>base card</b>, goes face up on the "
            "first foundation; its rank is the <b>start rank</b> of all four. Each of the 4 "
            "<b>columns</b> gets one face-up card; the other 34 cards form the <b>stock</b>.",
            "<b>De opstelling</b><br>13 kaarten vormen de <b>reserve</b>, allemaal open en "
            "uitgewaaierd, zodat je elke kaart ziet. De volgende kaart, de <b>basiskaart</b>, "
            "komt open op het eerste fundament; haar rang is de <b>startrang</b> van alle "
            "vier. Elk van de 4 <b>kolommen</b> krijgt een open kaart; de overige 34 kaarten "
            "vormen de <b>trekstapel</b>.",
            "<b>Der Aufbau</b><br>13 Karten bilden die <b>Reserve</b>, alle offen und "
            "aufgefächert, sodass du jede Karte siehst. Die nächste Karte beginnt offen den "
            "ersten <b>Zielstapel</b>; ihr Rang ist der <b>Anfangsrang</b> aller vier. Jede "
            "der 4 <b>Spalten</b> bekommt eine offene Karte; die übrigen 34 Karten bilden "
            "den <b>Stapel</b>.",
        ),
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on a column card of the other colour that is one "
            "rank higher; a king may go on an ace. You move the top card or the whole column. "
            "An empty column is <i>not</i> filled from the reserve: you put the top card of "
            "the reserve or of the waste there when you like, and it may stay empty.",
            "<b>De kolommen</b><br>Een kaart gaat op een kolomkaart van de andere kleur "
            "(rood op zwart, zwart op rood) die één rang hoger is; een heer mag op een aas. "
            "Je verplaatst de bovenste kaart of de hele kolom. Een lege kolom wordt "
            "<i>niet</i> uit de reserve gevuld: je legt er de bovenste kaart van de reserve "
            "of van de aflegstapel op wanneer je wilt, en hij mag leeg blijven.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf eine Spaltenkarte der anderen Farbe "
            "(rot auf schwarz, schwarz auf rot), die einen Rang höher ist; ein König darf auf "
            "ein Ass. Du ziehst die oberste Karte oder die ganze Spalte. Eine leere Spalte "
            "wird <i>nicht</i> aus der Reserve gefüllt: Du legst die oberste Karte der "
            "Reserve oder der Ablage hinein, wann du willst, und sie darf leer bleiben.",
        ),
        _TAKEBACK_STANDARD,
        _p(
            "<b>Reserve</b><br>You see all its cards, but only the top one plays, to a "
            "foundation or a column.",
            "<b>De reserve</b><br>Je ziet al haar kaarten, maar alleen de bovenste speelt, "
            "op een fundament of een kolom.",
            "<b>Die Reserve</b><br>Du siehst alle ihre Karten, aber nur die oberste ist im "
            "Spiel, für einen Zielstapel oder eine Spalte.",
        ),
        _p(
            "<b>Stock</b><br>Each click turns three cards onto the waste; only the top waste "
            "card plays. Unlimited passes.",
            "<b>De trekstapel</b><br>Elke klik draait drie kaarten om op de aflegstapel; "
            "alleen de bovenste kaart daarvan speelt. Onbeperkt aantal rondes.",
            "<b>Der Stapel</b><br>Jeder Klick deckt drei Karten auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Beliebig viele Durchgänge.",
        ),
        _p(
            "<b>Choices</b><br>Some descriptions let every reserve card play; we follow "
            "PySolFC: only the top one. PySolFC also lets an empty column take a column's "
            "top card; here it takes only the top card of the reserve or the waste.",
            "<b>Keuzes</b><br>Sommige beschrijvingen laten elke kaart van de reserve spelen; "
            "wij volgen PySolFC: alleen de bovenste. PySolFC laat een lege kolom ook de "
            "bovenste kaart van een kolom nemen; hier neemt ze alleen de bovenste kaart van "
            "de reserve of de aflegstapel.",
            "<b>Entscheidungen</b><br>Manche Beschreibungen lassen jede Karte der Reserve "
            "spielen; wir folgen PySolFC: nur die oberste. PySolFC lässt in eine leere "
            "Spalte auch die oberste Karte einer Spalte; hier nimmt sie nur die oberste "
            "Karte der Reserve oder der Ablage.",
        ),
    ),
    **_tips(
        "superior",
        (
            "Every reserve card shows, so you know what each reserve play uncovers. Look in the "
            "reserve for the cards of the start rank and the ranks just after it: the deeper such "
            "a card lies, the sooner you should start digging towards it.",
            "Elke kaart van de reserve ligt open, dus je weet wat elke zet uit de reserve "
            "vrijmaakt. Zoek in de reserve naar de kaarten met de startrang en de rangen net "
            "daarna: hoe dieper zo'n kaart ligt, hoe eerder je ernaartoe moet graven.",
            "Jede Karte der Reserve liegt offen, du weißt also, was jeder Zug aus der Reserve "
            "freilegt. Suche in der Reserve nach den Karten mit dem Anfangsrang und den Rängen "
            "direkt danach: Je tiefer so eine Karte liegt, desto früher solltest du dich zu ihr "
            "durcharbeiten.",
        ),
        (
            "An empty column is not filled for you, and it may stay empty. Keep it until it is "
            "worth most: with unlimited passes a waste card always comes back, but a reserve card "
            "stays stuck until the ones above it leave. So plan which reserve card the space "
            "should take: the one that uncovers a card you need.",
            "Een lege kolom wordt niet voor je gevuld en mag leeg blijven. Bewaar hem tot hij het "
            "meest oplevert: met een onbeperkt aantal rondes komt een kaart van de aflegstapel "
            "altijd terug, maar een kaart van de reserve zit vast tot de kaarten erboven weg zijn. "
            "Bedenk dus welke reservekaart de plek krijgt: die waaronder een kaart ligt die je "
            "nodig hebt.",
            "Eine leere Spalte wird nicht für dich gefüllt und darf leer bleiben. Heb sie auf, bis "
            "sie am meisten bringt: Bei beliebig vielen Durchgängen kommt eine Karte der Ablage "
            "immer wieder, aber eine Karte der Reserve steckt fest, bis die Karten über ihr weg "
            "sind. Plane also, welche Reservekarte den Platz bekommt: die, unter der eine Karte "
            "liegt, die du brauchst.",
        ),
        (
            "A reserve card in an empty column is still in play: as the column's only card it can "
            "go on to a foundation or onto another column later. One way to make such a space is "
            "to move a whole column onto another, so look for those moves too.",
            "Een reservekaart in een lege kolom doet nog gewoon mee: als enige kaart van de kolom "
            "kan ze later nog naar een fundament of op een andere kolom. Zo'n plek maak je onder "
            "meer door een hele kolom op een andere te zetten, dus zoek ook naar die zetten.",
            "Eine Reservekarte in einer leeren Spalte bleibt im Spiel: Als einzige Karte der "
            "Spalte kann sie später noch auf einen Zielstapel oder auf eine andere Spalte. So "
            "einen Platz bekommst du etwa, wenn du eine ganze Spalte auf eine andere ziehst; suche "
            "also auch nach diesen Zügen.",
        ),
        _TIP_34_BY_THREE,
    ),
    # --- Selective Canfield ------------------------------------------------------------
    "game.selective": {
        "en": "Selective Canfield",
        "nl": "Selective Canfield",
        "de": "Selective Canfield",
    },
    "game.selective.desc": {
        "en": "Canfield where you pick the base card from five dealt face up.",
        "nl": "Canfield waarin je de basiskaart kiest uit vijf open kaarten.",
        "de": "Canfield, bei dem du die erste Karte der Zielstapel aus fünf offenen wählst.",
    },
    "rules.game.selective": _page(
        _GOAL,
        _p(
            "<b>The deal</b><br>13 cards form the <b>reserve</b>, only the top one face up. "
            "Five cards are dealt face up. Your first move is to pick one of them as the "
            "<b>base card</b>: it goes on the first foundation and its rank becomes the "
            "<b>start rank</b> of all four. The other four start the 4 <b>columns</b>. The "
            "other 34 cards form the face-down <b>stock</b>.",
            "<b>De opstelling</b><br>13 kaarten vormen de <b>reserve</b>; alleen de bovenste "
            "ligt open. Vijf kaarten worden open gelegd. Je eerste zet is er één van kiezen "
            "als <b>basiskaart</b>: die gaat op het eerste fundament en haar rang wordt de "
            "<b>startrang</b> van alle vier. De andere vier beginnen de 4 <b>kolommen</b>. "
            "De overige 34 kaarten vormen de gesloten <b>trekstapel</b>.",
            "<b>Der Aufbau</b><br>13 Karten bilden die <b>Reserve</b>; nur die oberste liegt "
            "offen. Fünf Karten werden offen ausgelegt. Dein erster Zug: Wähle eine davon; "
            "sie beginnt den ersten <b>Zielstapel</b>, und ihr Rang wird der "
            "<b>Anfangsrang</b> aller vier. Die anderen vier beginnen die 4 <b>Spalten</b>. "
            "Die übrigen 34 Karten bilden verdeckt den <b>Stapel</b>.",
        ),
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on a column card of the other colour that is one "
            "rank higher; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op een kolomkaart van de andere kleur "
            "(rood op zwart, zwart op rood) die één rang hoger is; een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf eine Spaltenkarte der anderen Farbe "
            "(rot auf schwarz, schwarz auf rot), die einen Rang höher ist; ein König darf "
            "auf ein Ass.",
        ),
        _AS_CANFIELD_MOVES,
        _TAKEBACK_STANDARD,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns three cards onto the waste; only the top waste "
            "card plays. Unlimited passes.",
            "<b>De trekstapel</b><br>Elke klik draait drie kaarten om op de aflegstapel; "
            "alleen de bovenste kaart daarvan speelt. Onbeperkt aantal rondes.",
            "<b>Der Stapel</b><br>Jeder Klick deckt drei Karten auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Beliebig viele Durchgänge.",
        ),
        _p(
            "<b>Choices</b><br>The descriptions only say that you pick the base card from "
            "five; everything else is Canfield. The four cards you did not pick keep their "
            "dealt order in the columns.",
            "<b>Keuzes</b><br>De beschrijvingen zeggen alleen dat je de basiskaart uit vijf "
            "kiest; de rest is Canfield. De vier kaarten die je niet koos, houden hun "
            "volgorde in de kolommen.",
            "<b>Entscheidungen</b><br>Die Beschreibungen sagen nur, dass du die erste Karte "
            "aus fünf wählst; alles andere ist Canfield. Die vier nicht gewählten Karten "
            "behalten in den Spalten ihre Reihenfolge.",
        ),
    ),
    **_tips(
        "selective",
        (
            "Look at the reserve's top card before you pick. If one of the five cards has its "
            "rank, pick that one: the reserve card can go to a foundation at once, and the next "
            "reserve card comes into play.",
            "Kijk naar de bovenste kaart van de reserve voor je kiest. Heeft een van de vijf "
            "kaarten dezelfde rang, kies die dan: de reservekaart kan meteen naar een fundament, "
            "en de volgende kaart van de reserve komt in het spel.",
            "Sieh dir die oberste Karte der Reserve an, bevor du wählst. Hat eine der fünf Karten "
            "ihren Rang, wähle diese: Die Reservekarte kann sofort auf einen Zielstapel, und die "
            "nächste Karte der Reserve kommt ins Spiel.",
        ),
        (
            "If two of the five cards share a rank, pick one of them: the other goes to a "
            "foundation at once, its column empties, and the reserve's top card fills it. That is "
            "a reserve card in play before your first real move.",
            "Hebben twee van de vijf kaarten dezelfde rang, kies er dan een van: de andere gaat "
            "meteen naar een fundament, haar kolom wordt leeg en de bovenste kaart van de reserve "
            "vult hem. Zo is er al een reservekaart in het spel voor je eerste echte zet.",
            "Haben zwei der fünf Karten denselben Rang, wähle eine davon: Die andere kommt sofort "
            "auf einen Zielstapel, ihre Spalte wird leer, und die oberste Karte der Reserve füllt "
            "sie. So ist schon vor deinem ersten richtigen Zug eine Reservekarte im Spiel.",
        ),
        (
            "The four cards you do not pick become the columns. Prefer a pick that leaves two that "
            "fit together, such as a red 9 and a black 8: one goes onto the other, and the reserve "
            "fills the place it left.",
            "De vier kaarten die je niet kiest, worden de kolommen. Kies liever zo dat er twee "
            "overblijven die op elkaar passen, zoals een rode 9 en een zwarte 8: de ene gaat op de "
            "andere, en de reserve vult de plek die vrijkomt.",
            "Die vier Karten, die du nicht wählst, bilden die Spalten. Wähle möglichst so, dass "
            "zwei davon zueinander passen, etwa eine rote 9 und eine schwarze 8: Die eine kommt "
            "auf die andere, und die Reserve füllt den frei gewordenen Platz.",
        ),
        _TIP_34_BY_THREE,
    ),
    # --- Rainfall ----------------------------------------------------------------------
    "game.rainfall": {"en": "Rainfall", "nl": "Rainfall", "de": "Rainfall"},
    "game.rainfall.desc": {
        "en": "Canfield turning one card at a time, with three passes in all.",
        "nl": "Canfield met één kaart per keer en drie rondes in totaal.",
        "de": "Canfield mit einer Karte pro Klick und drei Durchgängen.",
    },
    "rules.game.rainfall": _page(
        _GOAL,
        _DEAL_BASE,
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on a column card of the other colour that is one "
            "rank higher; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op een kolomkaart van de andere kleur "
            "(rood op zwart, zwart op rood) die één rang hoger is; een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf eine Spaltenkarte der anderen Farbe "
            "(rot auf schwarz, schwarz auf rot), die einen Rang höher ist; ein König darf "
            "auf ein Ass.",
        ),
        _AS_CANFIELD_MOVES,
        _TAKEBACK_STANDARD,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns one card onto the waste; only the top waste "
            "card plays. You may turn the waste back over twice: three passes in all. The "
            "stock shows the pass and warns you on the last one.",
            "<b>De trekstapel</b><br>Elke klik draait één kaart om op de aflegstapel; alleen "
            "de bovenste kaart daarvan speelt. Je mag de aflegstapel twee keer terugdraaien: "
            "drie rondes in totaal. De trekstapel toont de ronde en waarschuwt bij de "
            "laatste.",
            "<b>Der Stapel</b><br>Jeder Klick deckt eine Karte auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Du darfst die Ablage zweimal zum Stapel "
            "umdrehen: drei Durchgänge insgesamt. Der Stapel zeigt den Durchgang und warnt "
            "beim letzten.",
        ),
        _p(
            "<b>Choices</b><br>Rainfall comes from PySol, and its description is the only "
            "one; our rules are the same.",
            "<b>Keuzes</b><br>Rainfall komt uit PySol, en dat is de enige beschrijving; onze "
            "regels zijn dezelfde.",
            "<b>Entscheidungen</b><br>Rainfall stammt aus PySol, und das ist die einzige "
            "Beschreibung; unsere Regeln sind dieselben.",
        ),
        reserve=13,
        columns=4,
        stock=34,
    ),
    **_tips(
        "rainfall",
        (
            "With one card at a time, every pass shows every stock card. Use the first pass to "
            "learn where the cards you need lie; on the next ones you know how long each of them "
            "will wait.",
            "Met één kaart per keer toont elke ronde alle kaarten van de trekstapel. Gebruik de "
            "eerste ronde om te zien waar de kaarten liggen die je nodig hebt; in de volgende "
            "rondes weet je hoe lang je op elk ervan moet wachten.",
            "Mit einer Karte pro Klick zeigt jeder Durchgang alle Karten des Stapels. Merke dir im "
            "ersten Durchgang, wo die Karten liegen, die du brauchst; in den nächsten weißt du, "
            "wie lange jede davon auf sich warten lässt.",
        ),
        (
            "The stock goes by three times, but a reserve card waits until every card above it is "
            "played. Given the choice, play from the reserve before the waste, and empty a column "
            "when you can: the reserve's top card fills it at once.",
            "De trekstapel komt drie keer langs, maar een kaart van de reserve wacht tot alle "
            "kaarten erboven gespeeld zijn. Speel dus liever uit de reserve dan van de "
            "aflegstapel, en maak een kolom leeg als het kan: de bovenste kaart van de reserve "
            "vult hem meteen.",
            "Der Stapel kommt dreimal vorbei, aber eine Karte der Reserve wartet, bis alle Karten "
            "über ihr gespielt sind. Spiele also lieber aus der Reserve als von der Ablage, und "
            "mach eine Spalte leer, wenn du kannst: Die oberste Karte der Reserve füllt sie "
            "sofort.",
        ),
        (
            "On the third pass (the stock warns you), a card you turn past stays in the waste "
            "unless you play every card above it. Before each click, play the waste's top card "
            "wherever it helps, even onto a column.",
            "In de derde ronde (de trekstapel waarschuwt je) blijft een kaart die je voorbij "
            "draait op de aflegstapel liggen, tenzij je alle kaarten erboven speelt. Speel voor "
            "elke klik de bovenste kaart van de aflegstapel waar die helpt, ook op een kolom.",
            "Im dritten Durchgang (der Stapel warnt dich) bleibt eine Karte, an der du "
            "vorbeiziehst, auf der Ablage, außer du spielst alle Karten über ihr. Spiele vor jedem "
            "Klick die oberste Karte der Ablage, wo sie hilft, auch auf eine Spalte.",
        ),
        (
            "The rank just below the start rank goes on the foundations last: in a game that "
            "starts at the sevens, a six is more useful working in the columns than waiting for "
            "its turn on a foundation.",
            "De rang net onder de startrang komt als laatste op de fundamenten: in een spel dat "
            "bij de zevens begint, kun je een zes dus beter in de kolommen gebruiken dan erop te "
            "wachten.",
            "Der Rang direkt unter dem Anfangsrang kommt zuletzt auf die Zielstapel: In einem "
            "Spiel, das bei den Siebenen beginnt, ist eine Sechs in den Spalten nützlicher, als "
            "auf sie zu warten.",
        ),
    ),
    # --- Rainbow -----------------------------------------------------------------------
    "game.rainbow": {"en": "Rainbow", "nl": "Rainbow", "de": "Rainbow"},
    "game.rainbow.desc": {
        "en": "Canfield building regardless of colour, one card at a time, one pass.",
        "nl": "Canfield zonder op kleur te letten, één kaart per keer, één ronde.",
        "de": "Canfield ohne Rücksicht auf Farben, eine Karte pro Klick, ein Durchgang.",
    },
    "rules.game.rainbow": _page(
        _GOAL,
        _DEAL_BASE,
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on any column card one rank higher, whatever its "
            "suit or colour; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op elke kolomkaart die één rang hoger is, "
            "welke kleur die ook heeft; een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf jede Spaltenkarte, die einen Rang "
            "höher ist, gleich welcher Farbe; ein König darf auf ein Ass.",
        ),
        _TOP_OR_WHOLE,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns one card onto the waste; only the top waste "
            "card plays. One pass only: the waste is never turned back.",
            "<b>De trekstapel</b><br>Elke klik draait één kaart om op de aflegstapel; alleen "
            "de bovenste kaart daarvan speelt. Maar één ronde: de aflegstapel gaat nooit "
            "terug.",
            "<b>Der Stapel</b><br>Jeder Klick deckt eine Karte auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Nur ein Durchgang: Die Ablage wird nie "
            "umgedreht.",
        ),
        _p(
            "<b>Choices</b><br>Some descriptions let any run move; we follow PySolFC: the "
            "top card or the whole column.",
            "<b>Keuzes</b><br>Sommige beschrijvingen laten elke reeks verplaatsen; wij volgen "
            "PySolFC: de bovenste kaart of de hele kolom.",
            "<b>Entscheidungen</b><br>Manche Beschreibungen erlauben jede Folge; wir folgen "
            "PySolFC: die oberste Karte oder die ganze Spalte.",
        ),
        reserve=13,
        columns=4,
        stock=34,
    ),
    **_tips(
        "rainbow",
        (
            "There is only one pass: a stock card you turn past comes back only through the waste, "
            "once every card turned after it has been played. Before each click, play the waste's "
            "top card if anything can use it.",
            "Er is maar één ronde: een kaart die je voorbij draait, komt alleen terug via de "
            "aflegstapel, als alle kaarten die je daarna omdraaide gespeeld zijn. Speel voor elke "
            "klik de bovenste kaart van de aflegstapel als iets haar kan gebruiken.",
            "Es gibt nur einen Durchgang: Eine Karte, an der du vorbeiziehst, kommt nur über die "
            "Ablage zurück, wenn alle danach aufgedeckten Karten gespielt sind. Spiele vor jedem "
            "Klick die oberste Karte der Ablage, wenn irgendetwas sie brauchen kann.",
        ),
        (
            "Building regardless of colour, a card fits on any of the four cards one rank higher, "
            "so a waste card nearly always has a place. Put it on a column rather than bury it: "
            "there it can still go to a foundation later; in the waste it may never come back.",
            "Omdat je bouwt zonder op kleur te letten, past een kaart op elk van de vier kaarten "
            "die één rang hoger zijn, dus een kaart van de aflegstapel heeft bijna altijd een "
            "plek. Leg haar liever op een kolom dan haar te begraven: daar kan ze later nog naar "
            "een fundament, op de aflegstapel komt ze misschien nooit terug.",
            "Da du ohne Rücksicht auf Farben baust, passt eine Karte auf jede der vier Karten, die "
            "einen Rang höher sind; eine Karte der Ablage hat also fast immer einen Platz. Lege "
            "sie lieber auf eine Spalte, als sie zu begraben: Dort kann sie später noch auf einen "
            "Zielstapel, auf der Ablage kommt sie vielleicht nie wieder.",
        ),
        (
            "A whole column goes onto any column whose top card is one rank above its bottom card, "
            "whatever the suit. Each such move empties a column that the reserve's top card fills "
            "at once, so look for them before you turn the next card.",
            "Een hele kolom gaat op elke kolom waarvan de bovenste kaart één rang hoger is dan "
            "haar onderste kaart, welke kleur ook. Elke zo'n zet maakt een kolom leeg die de "
            "bovenste kaart van de reserve meteen vult, dus zoek ernaar voor je de volgende kaart "
            "omdraait.",
            "Eine ganze Spalte passt auf jede Spalte, deren oberste Karte einen Rang höher ist als "
            "ihre unterste Karte, gleich welcher Farbe. Jeder solche Zug macht eine Spalte leer, "
            "die die oberste Karte der Reserve sofort füllt; suche also danach, bevor du die "
            "nächste Karte aufdeckst.",
        ),
        (
            "Only the top card or the whole column moves, so a card in the middle of a column "
            "comes out only when the cards above it go to the foundations. Think twice before you "
            "build on a card of the start rank: the rank just below it goes up last, so the card "
            "may be stuck there a long time.",
            "Je verplaatst alleen de bovenste kaart of de hele kolom, dus een kaart midden in een "
            "kolom komt pas vrij als de kaarten erboven naar de fundamenten gaan. Bedenk je voor "
            "je op een kaart met de startrang bouwt: de rang eronder komt als laatste op de "
            "fundamenten, dus die kaart kan dan lang vastzitten.",
            "Du ziehst nur die oberste Karte oder die ganze Spalte, eine Karte mitten in einer "
            "Spalte kommt also erst frei, wenn die Karten über ihr auf die Zielstapel gehen. "
            "Überlege gut, bevor du auf eine Karte mit dem Anfangsrang baust: Der Rang darunter "
            "kommt zuletzt auf die Zielstapel, die Karte kann dann lange feststecken.",
        ),
    ),
    # --- Storehouse --------------------------------------------------------------------
    "game.storehouse": {"en": "Storehouse", "nl": "Storehouse", "de": "Storehouse"},
    "game.storehouse.desc": {
        "en": "The four 2s start the foundations; columns build down in suit; three passes.",
        "nl": "De vier tweeën beginnen de fundamenten; kolommen in dezelfde kleur; drie rondes.",
        "de": "Die vier Zweien beginnen die Zielstapel; Spalten in Farbe; drei Durchgänge.",
    },
    "rules.game.storehouse": _page(
        _GOAL,
        _p(
            "<b>The deal</b><br>The four 2s are taken out and start the four foundations. "
            "13 cards form the <b>reserve</b>, only the top one face up. Each of the 4 "
            "<b>columns</b> gets one face-up card; the other 31 cards form the face-down "
            "<b>stock</b>.",
            "<b>De opstelling</b><br>De vier tweeën gaan eruit en beginnen de vier "
            "fundamenten. 13 kaarten vormen de <b>reserve</b>; alleen de bovenste ligt open. "
            "Elk van de 4 <b>kolommen</b> krijgt een open kaart; de overige 31 kaarten vormen "
            "de gesloten <b>trekstapel</b>.",
            "<b>Der Aufbau</b><br>Die vier Zweien kommen heraus und beginnen die vier "
            "<b>Zielstapel</b>. 13 Karten bilden die <b>Reserve</b>; nur die oberste liegt "
            "offen. Jede der 4 <b>Spalten</b> bekommt eine offene Karte; die übrigen 31 "
            "Karten bilden verdeckt den <b>Stapel</b>.",
        ),
        _p(
            "<b>Foundations</b><br>Each builds up in suit from the 2 to the king, and the ace "
            "comes last, on the king.",
            "<b>De fundamenten</b><br>Elk gaat omhoog in dezelfde kleur van de 2 tot de heer, "
            "en de aas komt als laatste, op de heer.",
            "<b>Die Zielstapel</b><br>Jeder wird in seiner Farbe von der 2 bis zum König "
            "aufgebaut, und das Ass kommt zuletzt, auf den König.",
        ),
        _p(
            "<b>Columns</b><br>A card goes on the column card of the same suit one rank "
            "higher; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op de kolomkaart van dezelfde kleur die één "
            "rang hoger is (harten op harten); een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf die Spaltenkarte derselben Farbe "
            "(Herz auf Herz), die einen Rang höher ist; ein König darf auf ein Ass.",
        ),
        _TOP_OR_WHOLE,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns one card onto the waste; only the top waste "
            "card plays. Three passes in all.",
            "<b>De trekstapel</b><br>Elke klik draait één kaart om op de aflegstapel; alleen "
            "de bovenste kaart daarvan speelt. Drie rondes in totaal.",
            "<b>Der Stapel</b><br>Jeder Klick deckt eine Karte auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Drei Durchgänge insgesamt.",
        ),
        _p(
            "<b>Choices</b><br>Some descriptions let you fill an empty column yourself, from "
            "the reserve or the waste, or move any run; we follow PySolFC: the reserve fills "
            "it at once, and you move the top card or the whole column.",
            "<b>Keuzes</b><br>Sommige beschrijvingen laten je een lege kolom zelf vullen, uit "
            "de reserve of de aflegstapel, of elke reeks verplaatsen; wij volgen PySolFC: de "
            "reserve vult hem meteen, en je verplaatst de bovenste kaart of de hele kolom.",
            "<b>Entscheidungen</b><br>Manche Beschreibungen lassen dich eine leere Spalte "
            "selbst füllen, aus der Reserve oder der Ablage, oder jede Folge ziehen; wir "
            "folgen PySolFC: Die Reserve füllt sie sofort, und du ziehst die oberste Karte "
            "oder die ganze Spalte.",
        ),
    ),
    **_tips(
        "storehouse",
        (
            "A column is always one suit, running down, so its top card goes up before the cards "
            "under it: a column never blocks itself. What holds a game up lies in the reserve and "
            "the waste, so work on the reserve first.",
            "Een kolom is altijd één kleur, aflopend, dus de bovenste kaart gaat eerder naar het "
            "fundament dan de kaarten eronder: een kolom blokkeert zichzelf nooit. Wat een spel "
            "ophoudt, zit in de reserve en op de aflegstapel; werk dus eerst aan de reserve.",
            "Eine Spalte ist immer eine Farbe, absteigend, ihre oberste Karte kommt also vor den "
            "Karten darunter auf den Zielstapel: Eine Spalte blockiert sich nie selbst. Was ein "
            "Spiel aufhält, liegt in der Reserve und auf der Ablage; arbeite also zuerst an der "
            "Reserve.",
        ),
        (
            "In suit, a card fits on only one card of the deck: the next higher card of its suit. "
            "A whole column can go to one place only, so know which card each column's bottom card "
            "waits for; when it shows on top of another column, move the column, and the reserve "
            "fills the space at once.",
            "In dezelfde kleur past een kaart op maar één kaart van het spel: de kaart van haar "
            "kleur die één rang hoger is. Een hele kolom kan dus maar naar één plek; weet op welke "
            "kaart de onderste kaart van elke kolom wacht. Ligt die bovenop een andere kolom, "
            "verplaats dan de kolom, en de reserve vult de plek meteen.",
            "In Farbe passt eine Karte auf nur eine Karte des Spiels: die nächsthöhere ihrer "
            "Farbe. Eine ganze Spalte kann also nur an eine Stelle; merke dir, auf welche Karte "
            "die unterste Karte jeder Spalte wartet. Liegt sie oben auf einer anderen Spalte, zieh "
            "die Spalte, und die Reserve füllt den Platz sofort.",
        ),
        (
            "The aces go up last, after the kings, and while the 2s sit on the foundations an ace "
            "fits on no column card. An ace on top of the reserve leaves it before the end only "
            "when a column empties, since the reserve fills it at once: make that happen soon. In "
            "the column the ace then takes the king of its suit.",
            "De azen komen als laatste op de fundamenten, na de heren, en zolang de tweeën op de "
            "fundamenten liggen, past een aas op geen enkele kolomkaart. Een aas bovenop de "
            "reserve komt er voor het einde alleen af als een kolom leeg wordt, want de reserve "
            "vult hem meteen: zorg daar snel voor. In de kolom neemt de aas dan de heer van zijn "
            "kleur.",
            "Die Asse kommen zuletzt auf die Zielstapel, nach den Königen, und solange die Zweien "
            "auf den Zielstapeln liegen, passt ein Ass auf keine Spaltenkarte. Ein Ass oben auf "
            "der Reserve kommt vor dem Ende nur heraus, wenn eine Spalte leer wird, denn die "
            "Reserve füllt sie sofort: Sorge bald dafür. In der Spalte nimmt das Ass dann den "
            "König seiner Farbe auf.",
        ),
    ),
    # --- Chameleon ---------------------------------------------------------------------
    "game.chameleon": {"en": "Chameleon", "nl": "Chameleon", "de": "Chameleon"},
    "game.chameleon.desc": {
        "en": "Three columns, 12 in the reserve, building regardless of colour, one pass.",
        "nl": "Drie kolommen, 12 in de reserve, bouwen zonder op kleur te letten, één ronde.",
        "de": "Drei Spalten, 12 in der Reserve, Bauen ohne Rücksicht auf Farben, ein Durchgang.",
    },
    "rules.game.chameleon": _page(
        _GOAL,
        _DEAL_BASE,
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on any column card one rank higher, whatever its "
            "suit or colour; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op elke kolomkaart die één rang hoger is, "
            "welke kleur die ook heeft; een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf jede Spaltenkarte, die einen Rang "
            "höher ist, gleich welcher Farbe; ein König darf auf ein Ass.",
        ),
        _TOP_OR_WHOLE,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns one card onto the waste; only the top waste "
            "card plays. One pass only.",
            "<b>De trekstapel</b><br>Elke klik draait één kaart om op de aflegstapel; alleen "
            "de bovenste kaart daarvan speelt. Maar één ronde.",
            "<b>Der Stapel</b><br>Jeder Klick deckt eine Karte auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Nur ein Durchgang.",
        ),
        _p(
            "<b>Choices</b><br>Many descriptions let any run move; we follow PySolFC: the top "
            "card or the whole column. An old rule that makes the empty stock a fourth column "
            "is left out.",
            "<b>Keuzes</b><br>Veel beschrijvingen laten elke reeks verplaatsen; wij volgen "
            "PySolFC: de bovenste kaart of de hele kolom. Een oude regel die de lege "
            "trekstapel tot vierde kolom maakt, laten we weg.",
            "<b>Entscheidungen</b><br>Viele Beschreibungen erlauben jede Folge; wir folgen "
            "PySolFC: die oberste Karte oder die ganze Spalte. Eine alte Regel, die den leeren "
            "Stapel zur vierten Spalte macht, lassen wir weg.",
        ),
        reserve=12,
        columns=3,
        stock=36,
    ),
    **_tips(
        "chameleon",
        (
            "The stock holds 36 cards and goes by once. A card you turn past comes back only "
            "through the waste, once every card turned after it has been played, so before each "
            "click look for a place for the waste's top card.",
            "De trekstapel telt 36 kaarten en komt maar één keer langs. Een kaart die je voorbij "
            "draait, komt alleen terug via de aflegstapel, als alle kaarten die je daarna "
            "omdraaide gespeeld zijn; zoek dus voor elke klik een plek voor de bovenste kaart van "
            "de aflegstapel.",
            "Der Stapel hat 36 Karten und kommt nur einmal vorbei. Eine Karte, an der du "
            "vorbeiziehst, kommt nur über die Ablage zurück, wenn alle danach aufgedeckten Karten "
            "gespielt sind; suche also vor jedem Klick einen Platz für die oberste Karte der "
            "Ablage.",
        ),
        (
            "With only three columns and 12 cards in the reserve, a move that empties a column is "
            "worth most: the reserve's top card fills it at once. A whole column goes onto any "
            "column whose top card is one rank above its bottom card, whatever the suit; look for "
            "that before each click.",
            "Met maar drie kolommen en 12 kaarten in de reserve levert een zet die een kolom "
            "leegmaakt het meest op: de bovenste kaart van de reserve vult hem meteen. Een hele "
            "kolom gaat op elke kolom waarvan de bovenste kaart één rang hoger is dan haar "
            "onderste kaart, welke kleur ook; zoek daarnaar voor elke klik.",
            "Mit nur drei Spalten und 12 Karten in der Reserve bringt ein Zug, der eine Spalte "
            "leer macht, am meisten: Die oberste Karte der Reserve füllt sie sofort. Eine ganze "
            "Spalte passt auf jede Spalte, deren oberste Karte einen Rang höher ist als ihre "
            "unterste Karte, gleich welcher Farbe; suche vor jedem Klick danach.",
        ),
        (
            "Only the top card or the whole column moves, so a card in the middle of a column "
            "comes out only when the cards above it go to the foundations. A card of the rank just "
            "below the start rank goes up last and does little harm low in a column; a card of the "
            "start rank buried there holds up a whole foundation.",
            "Je verplaatst alleen de bovenste kaart of de hele kolom, dus een kaart midden in een "
            "kolom komt pas vrij als de kaarten erboven naar de fundamenten gaan. Een kaart met de "
            "rang net onder de startrang komt als laatste op de fundamenten en kan onder in een "
            "kolom weinig kwaad; een kaart met de startrang die daar vastzit, houdt een heel "
            "fundament op.",
            "Du ziehst nur die oberste Karte oder die ganze Spalte, eine Karte mitten in einer "
            "Spalte kommt also erst frei, wenn die Karten über ihr auf die Zielstapel gehen. Eine "
            "Karte mit dem Rang direkt unter dem Anfangsrang kommt zuletzt auf die Zielstapel und "
            "schadet unten in einer Spalte wenig; eine Karte mit dem Anfangsrang, die dort "
            "feststeckt, hält einen ganzen Zielstapel auf.",
        ),
    ),
    # --- Canfield Rush -----------------------------------------------------------------
    "game.rush": {"en": "Canfield Rush", "nl": "Canfield Rush", "de": "Canfield Rush"},
    "game.rush.desc": {
        "en": "Canfield with three passes: three cards at a time, then two, then one.",
        "nl": "Canfield met drie rondes: drie kaarten per keer, dan twee, dan één.",
        "de": "Canfield mit drei Durchgängen: drei Karten pro Klick, dann zwei, dann eine.",
    },
    "rules.game.rush": _page(
        _GOAL,
        _DEAL_BASE,
        _FOUND_BASE,
        _p(
            "<b>Columns</b><br>A card goes on a column card of the other colour that is one "
            "rank higher; a king may go on an ace.",
            "<b>De kolommen</b><br>Een kaart gaat op een kolomkaart van de andere kleur "
            "(rood op zwart, zwart op rood) die één rang hoger is; een heer mag op een aas.",
            "<b>Die Spalten</b><br>Eine Karte kommt auf eine Spaltenkarte der anderen Farbe "
            "(rot auf schwarz, schwarz auf rot), die einen Rang höher ist; ein König darf "
            "auf ein Ass.",
        ),
        _AS_CANFIELD_MOVES,
        _TAKEBACK_STANDARD,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Three passes in all. In the first, each click turns three cards "
            "onto the waste; in the second, two; in the third, one. Only the top waste card "
            "plays.",
            "<b>De trekstapel</b><br>Drie rondes in totaal. In de eerste draait elke klik "
            "drie kaarten om op de aflegstapel, in de tweede twee, in de derde één. Alleen de "
            "bovenste kaart van de aflegstapel speelt.",
            "<b>Der Stapel</b><br>Drei Durchgänge insgesamt. Im ersten deckt jeder Klick drei "
            "Karten auf die Ablage auf, im zweiten zwei, im dritten eine. Nur die oberste "
            "Karte der Ablage ist im Spiel.",
        ),
        _p(
            "<b>Choices</b><br>Some descriptions let any run move, others only the top card or the "
            "whole column; we leave that to the Canfield rules you chose.",
            "<b>Keuzes</b><br>Sommige beschrijvingen laten elke reeks verplaatsen, andere alleen "
            "de bovenste kaart of de hele kolom; wij laten dat aan de Canfield-regels die je koos.",
            "<b>Entscheidungen</b><br>Manche Beschreibungen erlauben jede Folge, andere nur die "
            "oberste Karte oder die ganze Spalte; wir überlassen das den Canfield-Regeln, die du "
            "gewählt hast.",
        ),
        reserve=13,
        columns=4,
        stock=34,
    ),
    **_tips(
        "rush",
        (
            "The stock starts with 34 cards. A pass in which you play nothing shows only 12 of "
            "them at three a time, 17 at two, and all 34 at one. A card you cannot reach in the "
            "first pass is not lost: a later pass is likely to show it.",
            "De trekstapel begint met 34 kaarten. Een ronde waarin je niets speelt, toont er maar "
            "12 bij drie per keer, 17 bij twee en alle 34 bij één. Een kaart die je in de eerste "
            "ronde niet bereikt, is dus niet verloren: een latere ronde toont haar waarschijnlijk.",
            "Der Stapel beginnt mit 34 Karten. Ein Durchgang, in dem du nichts spielst, zeigt bei "
            "drei Karten pro Klick nur 12 davon, bei zwei 17 und bei einer alle 34. Eine Karte, "
            "die du im ersten Durchgang nicht erreichst, ist also nicht verloren: Ein späterer "
            "Durchgang zeigt sie wahrscheinlich.",
        ),
        (
            "So in the first pass, do not spoil a column just to dig out a card hidden in a group "
            "of three: the second and third passes turn fewer cards at a time and will bring it "
            "up. Spend the first pass on the reserve: empty a column when you can, and the "
            "reserve's top card fills it at once.",
            "Verpest in de eerste ronde dus geen kolom alleen om een kaart op te graven die in een "
            "groep van drie verstopt zit: de tweede en derde ronde draaien minder kaarten per keer "
            "om en brengen haar boven. Besteed de eerste ronde aan de reserve: maak een kolom leeg "
            "als het kan, en de bovenste kaart van de reserve vult hem meteen.",
            "Verbaue im ersten Durchgang also keine Spalte, nur um eine Karte auszugraben, die in "
            "einem Dreierpaket steckt: Der zweite und dritte Durchgang decken weniger Karten pro "
            "Klick auf und bringen sie nach oben. Nutze den ersten Durchgang für die Reserve: Mach "
            "eine Spalte leer, wenn du kannst, und die oberste Karte der Reserve füllt sie sofort.",
        ),
        (
            "The third pass shows every card, one at a time, but it is the last: a card you turn "
            "past stays in the waste unless you play every card above it. Before each click, play "
            "the waste's top card wherever it helps, even onto a column.",
            "De derde ronde toont elke kaart, één per keer, maar is de laatste: een kaart die je "
            "voorbij draait, blijft op de aflegstapel, tenzij je alle kaarten erboven speelt. "
            "Speel voor elke klik de bovenste kaart van de aflegstapel waar die helpt, ook op een "
            "kolom.",
            "Der dritte Durchgang zeigt jede Karte einzeln, aber er ist der letzte: Eine Karte, an "
            "der du vorbeiziehst, bleibt auf der Ablage, außer du spielst alle Karten über ihr. "
            "Spiele vor jedem Klick die oberste Karte der Ablage, wo sie hilft, auch auf eine "
            "Spalte.",
        ),
    ),
    # --- Acme --------------------------------------------------------------------------
    "game.acme": {"en": "Acme", "nl": "Acme", "de": "Acme"},
    "game.acme.desc": {
        "en": "Aces start the foundations; build down in suit, one card at a time; two passes.",
        "nl": "Azen beginnen de fundamenten; kolommen in één kleur, kaart voor kaart; twee rondes.",
        "de": "Asse beginnen die Zielstapel; Spalten in Farbe, Karte für Karte; zwei Durchgänge.",
    },
    "rules.game.acme": _page(
        _GOAL,
        _p(
            "<b>The deal</b><br>The four aces are taken out and start the four foundations. "
            "13 cards form the <b>reserve</b>, only the top one face up. Each of the 4 "
            "<b>columns</b> gets one face-up card; the other 31 cards form the face-down "
            "<b>stock</b>.",
            "<b>De opstelling</b><br>De vier azen gaan eruit en beginnen de vier fundamenten. "
            "13 kaarten vormen de <b>reserve</b>; alleen de bovenste ligt open. Elk van de 4 "
            "<b>kolommen</b> krijgt een open kaart; de overige 31 kaarten vormen de gesloten "
            "<b>trekstapel</b>.",
            "<b>Der Aufbau</b><br>Die vier Asse kommen heraus und beginnen die vier "
            "<b>Zielstapel</b>. 13 Karten bilden die <b>Reserve</b>; nur die oberste liegt "
            "offen. Jede der 4 <b>Spalten</b> bekommt eine offene Karte; die übrigen 31 "
            "Karten bilden verdeckt den <b>Stapel</b>.",
        ),
        _p(
            "<b>Foundations</b><br>Each builds up in suit from the ace to the king.",
            "<b>De fundamenten</b><br>Elk gaat omhoog in dezelfde kleur van de aas tot de heer.",
            "<b>Die Zielstapel</b><br>Jeder wird in seiner Farbe vom Ass bis zum König aufgebaut.",
        ),
        _p(
            "<b>Columns</b><br>A card goes on the column card of the same suit one rank "
            "higher. Ranks do not wrap: nothing goes on an ace. Cards move between columns "
            "one at a time, never as a group. Once the reserve is gone, an empty column "
            "follows the Canfield rules you chose, one card at a time (Standard: any card "
            "from the waste, a column or a foundation; Hoyle and Strict: the top waste "
            "card).",
            "<b>De kolommen</b><br>Een kaart gaat op de kolomkaart van dezelfde kleur die één "
            "rang hoger is (harten op harten). De rangen lopen niet rond: op een aas kan "
            "niets. Kaarten gaan één voor één van kolom naar kolom, nooit als groep. Is de "
            "reserve op, dan volgt een lege kolom de Canfield-regels die je koos, kaart voor "
            "kaart (Standaard: elke kaart van de aflegstapel, een kolom of een fundament; "
            "Hoyle en Streng: de bovenste kaart van de aflegstapel).",
            "<b>Die Spalten</b><br>Eine Karte kommt auf die Spaltenkarte derselben Farbe "
            "(Herz auf Herz), die einen Rang höher ist. Die Ränge laufen nicht rund: Auf ein "
            "Ass kommt nichts. Karten ziehen einzeln von Spalte zu Spalte, nie als Gruppe. "
            "Ist die Reserve aufgebraucht, folgt eine leere Spalte den Canfield-Regeln, die "
            "du gewählt hast, Karte für Karte (Standard: jede Karte von der Ablage, einer "
            "Spalte oder einem Zielstapel; Hoyle und Streng: die oberste Karte der Ablage).",
        ),
        _TAKEBACK_STANDARD,
        _RESERVE_REFILL,
        _p(
            "<b>Stock</b><br>Each click turns one card onto the waste; only the top waste "
            "card plays. Two passes in all.",
            "<b>De trekstapel</b><br>Elke klik draait één kaart om op de aflegstapel; alleen "
            "de bovenste kaart daarvan speelt. Twee rondes in totaal.",
            "<b>Der Stapel</b><br>Jeder Klick deckt eine Karte auf die Ablage auf; nur die "
            "oberste Karte der Ablage ist im Spiel. Zwei Durchgänge insgesamt.",
        ),
        _p(
            "<b>Choices</b><br>The descriptions agree on the deal and the building; as in PySolFC, "
            "the columns do not wrap. Once the reserve is gone, PySolFC lets an empty column take "
            "any card; we follow the Canfield rules you chose, one card at a time.",
            "<b>Keuzes</b><br>De beschrijvingen zijn het eens over de opstelling en het bouwen; "
            "zoals in PySolFC lopen de rangen in de kolommen niet rond. Is de reserve op, dan laat "
            "PySolFC een lege kolom elke kaart nemen; wij volgen de Canfield-regels die je koos, "
            "kaart voor kaart.",
            "<b>Entscheidungen</b><br>Die Beschreibungen sind sich über Aufbau und Anlegen einig; "
            "wie bei PySolFC laufen die Ränge in den Spalten nicht rund. Ist die Reserve "
            "aufgebraucht, lässt PySolFC in eine leere Spalte jede Karte; wir folgen den "
            "Canfield-Regeln, die du gewählt hast, Karte für Karte.",
        ),
    ),
    **_tips(
        "acme",
        (
            "In suit, a card fits on only one card of the deck: the next higher card of its suit, "
            "which must go up after it anyway. So building never holds up a foundation: play "
            "reserve and waste cards onto the columns whenever they fit.",
            "In dezelfde kleur past een kaart op maar één kaart van het spel: de kaart van haar "
            "kleur die één rang hoger is, en die moet toch na haar naar het fundament. Bouwen "
            "houdt dus nooit een fundament op: speel kaarten van de reserve en de aflegstapel op "
            "de kolommen zodra ze passen.",
            "In Farbe passt eine Karte auf nur eine Karte des Spiels: die nächsthöhere ihrer "
            "Farbe, die ohnehin erst nach ihr auf den Zielstapel kommt. Anlegen hält also nie "
            "einen Zielstapel auf: Spiele Karten der Reserve und der Ablage auf die Spalten, "
            "sobald sie passen.",
        ),
        (
            "Cards move one at a time, so a column of two cards or more empties only as they go to "
            "the foundation. A column of one card can still move onto the next higher card of its "
            "suit when that card tops another column: do that before you build on it, and the "
            "reserve's top card takes its place at once.",
            "Kaarten gaan één voor één, dus een kolom van twee kaarten of meer wordt pas leeg als "
            "ze naar het fundament gaan. Een kolom van één kaart kan nog op de kaart van haar "
            "kleur die één rang hoger is, als die bovenop een andere kolom ligt: doe dat voor je "
            "erop bouwt, en de bovenste kaart van de reserve neemt de plek meteen in.",
            "Karten ziehen einzeln, eine Spalte mit zwei oder mehr Karten wird also erst leer, "
            "wenn sie auf den Zielstapel gehen. Eine Spalte mit einer Karte kann noch auf die "
            "nächsthöhere Karte ihrer Farbe, wenn diese oben auf einer anderen Spalte liegt: Tu "
            "das, bevor du auf sie baust, und die oberste Karte der Reserve nimmt sofort ihren "
            "Platz ein.",
        ),
        (
            "A king fits on nothing in the columns, since ranks do not wrap. A king on top of the "
            "reserve leaves it only for its foundation or for a column that empties, which the "
            "reserve fills at once: empty one soon, and the king's column then takes the queen of "
            "its suit.",
            "Een heer past op niets in de kolommen, want de rangen lopen niet rond. Een heer "
            "bovenop de reserve komt er alleen af naar zijn fundament of naar een kolom die leeg "
            "wordt, want de reserve vult die meteen: maak er snel een leeg, dan neemt de kolom van "
            "de heer daarna de vrouw van zijn kleur.",
            "Ein König passt auf nichts in den Spalten, denn die Ränge laufen nicht rund. Ein "
            "König oben auf der Reserve kommt nur heraus auf seinen Zielstapel oder in eine "
            "Spalte, die leer wird, denn die Reserve füllt sie sofort: Mach bald eine leer, dann "
            "nimmt die Spalte des Königs die Dame seiner Farbe auf.",
        ),
        (
            "Two passes, one card at a time: the first shows all 31 stock cards. On the second, "
            "the last, a card you turn past stays in the waste unless you play every card above "
            "it, so before each click play the waste's top card wherever it fits.",
            "Twee rondes, één kaart per keer: de eerste toont alle 31 kaarten van de trekstapel. "
            "In de tweede, de laatste, blijft een kaart die je voorbij draait op de aflegstapel, "
            "tenzij je alle kaarten erboven speelt; speel dus voor elke klik de bovenste kaart van "
            "de aflegstapel waar die past.",
            "Zwei Durchgänge, eine Karte pro Klick: Der erste zeigt alle 31 Karten des Stapels. Im "
            "zweiten, dem letzten, bleibt eine Karte, an der du vorbeiziehst, auf der Ablage, "
            "außer du spielst alle Karten über ihr; spiele also vor jedem Klick die oberste Karte "
            "der Ablage, wo sie passt.",
        ),
    ),
}
