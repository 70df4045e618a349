"""Names, one-line descriptions and rules pages of the Canfield family (issue 13).

English, Dutch and German, in the terms of game/i18n.py (reserve, fundament/Zielstapel,
trekstapel/Stapel, aflegstapel/Ablage, kolom/Spalte, basiskaart, startrang/Anfangsrang,
ronde/Durchgang; Dutch "je", German "du"). Written from the research record in
game/engine/family_notes.py; each rules page ends with a "Choices" paragraph where the
published descriptions disagree. Pages use the pygame_gui text-box subset `<b>`, `<i>`,
`<br>`. The lead merges FAMILY_TEXTS into game.i18n.TEXTS.
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
            "top card; we follow our family table: the reserve or waste top card.",
            "<b>Keuzes</b><br>Sommige beschrijvingen laten elke kaart van de reserve spelen; "
            "wij volgen PySolFC: alleen de bovenste. PySolFC laat een lege kolom ook de "
            "bovenste kaart van een kolom nemen; wij volgen onze tabel: de bovenste kaart "
            "van de reserve of de aflegstapel.",
            "<b>Entscheidungen</b><br>Manche Beschreibungen lassen jede Karte der Reserve "
            "spielen; wir folgen PySolFC: nur die oberste. PySolFC lässt in eine leere "
            "Spalte auch die oberste Karte einer Spalte; wir folgen unserer Tabelle: die "
            "oberste Karte der Reserve oder der Ablage.",
        ),
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
        reserve=13,
        columns=4,
        stock=34,
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
    ),
}
