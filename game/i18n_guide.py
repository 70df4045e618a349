"""The table guide's texts for the rules where a Canfield family game differs from Canfield.

game/i18n.py holds Canfield's guide texts ("guide.stock", "guide.columns", ...); a game
whose stock, columns, reserve or foundations work otherwise reads the variant named by
game/ui/guide.py's `guide_keys` (a table from rule values to these keys). Same form:
"<b>Title</b><br>body".
"""

from __future__ import annotations

GUIDE_TEXTS: dict[str, dict[str, str]] = {
    # --- the stock, by the number of passes ---------------------------------------------
    "guide.stock.one": {
        "en": "<b>Stock</b><br>Click it to turn cards onto the waste. One pass only: the "
        "waste is never turned back over.",
        "nl": "<b>Trekstapel</b><br>Klik erop om kaarten op de aflegstapel te leggen. Maar "
        "één ronde: de aflegstapel wordt nooit teruggedraaid.",
        "de": "<b>Stapel</b><br>Klicke ihn an, um Karten auf die Ablage aufzudecken. Nur ein "
        "Durchgang: Die Ablage wird nie wieder umgedreht.",
    },
    "guide.stock.passes": {
        "en": "<b>Stock</b><br>Click it to turn cards onto the waste. Once it is empty, a "
        "click turns the waste back over, {n} passes in all; the top bar counts them.",
        "nl": "<b>Trekstapel</b><br>Klik erop om kaarten op de aflegstapel te leggen. Is hij "
        "leeg, dan draait een klik de aflegstapel weer om, {n} rondes in totaal; de balk "
        "bovenaan telt ze.",
        "de": "<b>Stapel</b><br>Klicke ihn an, um Karten auf die Ablage aufzudecken. Ist er "
        "leer, dreht ein Klick die Ablage wieder um, {n} Durchgänge insgesamt; die obere "
        "Leiste zählt sie.",
    },
    # --- the reserve, fanned face up ------------------------------------------------------
    "guide.reserve.fanned": {
        "en": "<b>Reserve</b><br>All its cards show, but only the top one plays, to a "
        "foundation or a column.",
        "nl": "<b>Reserve</b><br>Alle kaarten liggen open, maar alleen de bovenste speelt, op "
        "een fundament of een kolom.",
        "de": "<b>Reserve</b><br>Alle Karten liegen offen, aber nur die oberste ist im Spiel, "
        "für einen Zielstapel oder eine Spalte.",
    },
    # --- the columns, by the building relation and the refill ---------------------------
    "guide.columns.free": {
        "en": "<b>Columns</b><br>Build down, red on black and black on red. A column that "
        "empties stays empty until you put the top card of the reserve or the waste there.",
        "nl": "<b>Kolommen</b><br>Bouw aflopend, rood op zwart en zwart op rood. Een lege "
        "kolom blijft leeg tot je er de bovenste kaart van de reserve of de aflegstapel op "
        "legt.",
        "de": "<b>Spalten</b><br>Baue abwärts, Rot auf Schwarz und Schwarz auf Rot. Eine leere "
        "Spalte bleibt leer, bis du die oberste Karte der Reserve oder der Ablage hineinlegst.",
    },
    "guide.columns.any_suit": {
        "en": "<b>Columns</b><br>Build down, whatever the colour. A column that empties is "
        "filled from the reserve at once.",
        "nl": "<b>Kolommen</b><br>Bouw aflopend, ongeacht de kleur. Een kolom die leeg raakt, "
        "wordt meteen aangevuld uit de reserve.",
        "de": "<b>Spalten</b><br>Baue abwärts, gleich welche Farbe. Eine Spalte, die leer "
        "wird, wird sofort aus der Reserve gefüllt.",
    },
    "guide.columns.in_suit": {
        "en": "<b>Columns</b><br>Build down in suit: hearts on hearts, spades on spades. A "
        "column that empties is filled from the reserve at once.",
        "nl": "<b>Kolommen</b><br>Bouw aflopend in dezelfde kleur: harten op harten, schoppen "
        "op schoppen. Een kolom die leeg raakt, wordt meteen aangevuld uit de reserve.",
        "de": "<b>Spalten</b><br>Baue abwärts in derselben Farbe: Herz auf Herz, Pik auf Pik. "
        "Eine Spalte, die leer wird, wird sofort aus der Reserve gefüllt.",
    },
    # --- the foundations and the goal, by what starts them ------------------------------
    "guide.foundations.twos": {
        "en": "<b>Foundations</b><br>The four 2s start them. Each builds up in suit to the "
        "king, and the ace comes last.",
        "nl": "<b>Fundamenten</b><br>De vier tweeën beginnen ze. Elk gaat omhoog in kleur tot "
        "de heer, en de aas komt als laatste.",
        "de": "<b>Zielstapel</b><br>Die vier Zweien beginnen sie. Jeder wird in seiner Farbe "
        "bis zum König aufgebaut, und das Ass kommt zuletzt.",
    },
    "guide.foundations.aces": {
        "en": "<b>Foundations</b><br>The four aces start them. Each builds up in suit to the king.",
        "nl": "<b>Fundamenten</b><br>De vier azen beginnen ze. Elk gaat omhoog in kleur tot de "
        "heer.",
        "de": "<b>Zielstapel</b><br>Die vier Asse beginnen sie. Jeder wird in seiner Farbe bis "
        "zum König aufgebaut.",
    },
    "guide.goal.fixed": {
        "en": "<b>Goal</b><br>Build all four foundations up in suit until they hold all 52 cards.",
        "nl": "<b>Doel</b><br>Bouw de vier fundamenten op in kleur tot alle 52 kaarten erop "
        "liggen.",
        "de": "<b>Das Ziel</b><br>Baue alle vier Zielstapel in ihrer Farbe auf, bis alle 52 "
        "Karten darauf liegen.",
    },
}
