"""Every text the player sees, in English, Dutch and German, and the choice of language.

Pure Python (no pygame). `t(key, lang, **params)` looks a text up and fills its
`{name}` placeholders with `str.format`. An unknown key is a bug and raises KeyError;
an unknown language falls back to English.

The Dutch and German game terms come from the source documents in `seeds/`:
Dutch from 000 ("De regels van Canfield": reserve, fundament, trekstapel,
aflegstapel, kolom, basiskaart, startrang, "Trek 3" / "3 kaarten" / "Moeilijk",
"Nieuw spel", spelcode), German from 004 ("Canfield Solitär": Reserve, Zielstapel,
Stapel, Ablage, Spalte, Anfangsrang, Dreierpakete, Durchgang, Hinweis, Löser,
lösbar, "Neue Karten", "Brett des Tages", "Automatisch spielen",
"Automatisch abschließen"). Dutch speaks to the player as "je", German as "du",
as the seeds do.

One term per concept (tests/test_i18n_terms.py): a command has the same words on its
HUD button, its menu item (plus "…" when it opens a dialog), its dialog's title and in
every text that names it. Dutch undo/redo are "Terug"/"Vooruit" (short, and "Opnieuw"
would read as restarting); German says "Neue Karten" for a new game everywhere and
"Aufdecken: 3" for draw 3.

`card_label` names a card for the player as its index shows it: "7♦", "Q♥" (every language).

Rule and tip texts may use the pygame_gui text-box subset `<b>`, `<i>` and `<br>`.
"""

from __future__ import annotations

import locale
import os

from game.i18n_family import FAMILY_TEXTS, SAME_ALLOWED_FAMILY
from game.i18n_guide import GUIDE_TEXTS

LANGUAGES = ("en", "nl", "de")
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}
DEFAULT_LANGUAGE = "en"

# Keys whose Dutch or German text may equal the English one. Keep this tiny:
# - button.ok, menu.title, button.menu: "OK" is universal, and "Menu" is the Dutch word
#   too (German has "Menü");
# - preset.hoyle: a name; preset.standard: "Standard" is the German word too
#   (Dutch has "Standaard");
# - stats.none: the dash shown for "no value yet";
# - language.system_short: "System" is the German word too (the option beside the names);
# - kb.reserve: "Reserve" is the Dutch and the German word too.
SAME_ALLOWED: frozenset[str] = (
    frozenset(
        {
            "button.ok",
            "button.menu",
            "menu.title",
            "preset.hoyle",
            "preset.standard",
            "stats.none",
            "language.system_short",
            "kb.reserve",
        }
    )
    | SAME_ALLOWED_FAMILY
)  # the family's game names

TEXTS: dict[str, dict[str, str]] = {
    # --- HUD -------------------------------------------------------------------------
    "hud.score": {"en": "Score", "nl": "Punten", "de": "Punkte"},
    "hud.moves": {"en": "Moves", "nl": "Zetten", "de": "Züge"},
    "hud.time": {"en": "Time", "nl": "Tijd", "de": "Zeit"},
    "hud.bank": {"en": "Bank", "nl": "Saldo", "de": "Kasse"},
    "hud.draw": {"en": "Draw {n}", "nl": "Trek {n}", "de": "Aufdecken: {n}"},
    "hud.copied": {"en": "copied!", "nl": "gekopieerd!", "de": "kopiert!"},
    "hud.pass": {"en": "Pass {n}", "nl": "Ronde {n}", "de": "Durchgang {n}"},
    "hud.custom": {"en": "custom position", "nl": "eigen stelling", "de": "eigene Stellung"},
    "hud.copy_tip": {
        "en": "Click to copy the game code",
        "nl": "Klik om de spelcode te kopiëren",
        "de": "Klicken, um den Spielcode zu kopieren",
    },
    "hud.paused": {"en": "Paused", "nl": "Gepauzeerd", "de": "Pausiert"},
    "sound.tip": {"en": "Sound on/off (M)", "nl": "Geluid aan/uit (M)", "de": "Ton an/aus (M)"},
    # --- Buttons ---------------------------------------------------------------------
    "button.undo": {"en": "Undo", "nl": "Terug", "de": "Rückgängig"},
    "button.redo": {"en": "Redo", "nl": "Vooruit", "de": "Wiederholen"},
    "button.new": {"en": "New game", "nl": "Nieuw spel", "de": "Neue Karten"},
    "button.restart": {"en": "Restart", "nl": "Opnieuw beginnen", "de": "Neu beginnen"},
    "button.replay": {
        "en": "Play this deal again",
        "nl": "Dit spel nog eens spelen",
        "de": "Diese Partie noch einmal spielen",
    },
    "button.menu": {"en": "Menu", "nl": "Menu", "de": "Menü"},
    "button.hint": {"en": "Hint", "nl": "Tip", "de": "Hinweis"},
    "button.stats": {"en": "Statistics", "nl": "Statistieken", "de": "Statistik"},
    "button.close": {"en": "Close", "nl": "Sluiten", "de": "Schließen"},
    "button.cancel": {"en": "Cancel", "nl": "Annuleren", "de": "Abbrechen"},
    "button.ok": {"en": "OK", "nl": "OK", "de": "OK"},
    # --- Rule presets ----------------------------------------------------------------
    "preset.standard": {"en": "Standard", "nl": "Standaard", "de": "Standard"},
    "preset.hoyle": {"en": "Hoyle", "nl": "Hoyle", "de": "Hoyle"},
    "preset.strict": {"en": "Strict", "nl": "Streng", "de": "Streng"},
    # The rules a game is played by, in one line, composed by newgame.rules_text from the
    # rule values (the preset's, and what a family game fixes over them).
    "desc.moves.any_run": {
        "en": "Move any run",
        "nl": "Verplaats elke reeks",
        "de": "Jede Folge ziehen",
    },
    "desc.moves.whole_column": {
        "en": "Only whole columns move",
        "nl": "Alleen hele kolommen verplaatsen",
        "de": "Nur ganze Spalten ziehen",
    },
    "desc.moves.top_or_whole": {
        "en": "Move the top card or the whole column",
        "nl": "Verplaats de bovenste kaart of de hele kolom",
        "de": "Oberste Karte oder ganze Spalte ziehen",
    },
    "desc.moves.one_card": {
        "en": "Move one card at a time",
        "nl": "Verplaats één kaart per keer",
        "de": "Karten einzeln ziehen",
    },
    "desc.empty.foundation_tableau_waste": {
        "en": "an empty column takes any card",
        "nl": "op een lege kolom mag elke kaart",
        "de": "eine leere Spalte nimmt jede Karte",
    },
    "desc.empty.waste": {
        "en": "an empty column takes the waste card",
        "nl": "een lege kolom krijgt de kaart van de aflegstapel",
        "de": "eine leere Spalte nimmt die Karte der Ablage",
    },
    "desc.empty.reserve_waste": {
        "en": "an empty column takes the reserve or the waste card",
        "nl": "een lege kolom krijgt de kaart van de reserve of de aflegstapel",
        "de": "eine leere Spalte nimmt die Karte der Reserve oder der Ablage",
    },
    "desc.takeback": {
        "en": "take cards back from the foundations",
        "nl": "neem kaarten terug van de fundamenten",
        "de": "Karten von den Zielstapeln zurücknehmen",
    },
    # --- Menu ------------------------------------------------------------------------
    "menu.title": {"en": "Menu", "nl": "Menu", "de": "Menü"},
    "menu.new": {"en": "New game…", "nl": "Nieuw spel…", "de": "Neue Karten…"},
    "menu.restart": {
        "en": "Restart this deal",
        "nl": "Dit spel opnieuw beginnen",
        "de": "Diese Partie neu beginnen",
    },
    "menu.undo": {"en": "Undo", "nl": "Terug", "de": "Rückgängig"},
    "menu.redo": {"en": "Redo", "nl": "Vooruit", "de": "Wiederholen"},
    "menu.hint": {"en": "Hint", "nl": "Tip", "de": "Hinweis"},
    "menu.settings": {"en": "Settings…", "nl": "Instellingen…", "de": "Einstellungen…"},
    "menu.stats": {"en": "Statistics…", "nl": "Statistieken…", "de": "Statistik…"},
    "menu.rules": {"en": "Rules & tips…", "nl": "Regels en tips…", "de": "Regeln und Tipps…"},
    "menu.fullscreen": {"en": "Full screen", "nl": "Volledig scherm", "de": "Vollbild"},
    "menu.windowed": {
        "en": "Leave full screen",
        "nl": "Volledig scherm verlaten",
        "de": "Vollbild beenden",
    },
    "menu.quit": {"en": "Quit", "nl": "Afsluiten", "de": "Beenden"},
    # --- New game dialog -------------------------------------------------------------
    "newgame.title": {"en": "New game", "nl": "Nieuw spel", "de": "Neue Karten"},
    "newgame.draw": {"en": "Draw", "nl": "Trekken", "de": "Aufdecken"},
    "newgame.draw3": {
        "en": "3 cards – hard",
        "nl": "3 kaarten – moeilijk",
        "de": "3 Karten – schwer",
    },
    "newgame.draw1": {"en": "1 card – easy", "nl": "1 kaart – makkelijk", "de": "1 Karte – leicht"},
    "newgame.rules": {"en": "Rules", "nl": "Regels", "de": "Regeln"},
    "newgame.solvable": {
        "en": "Solvable deals only",
        "nl": "Alleen oplosbare spellen",
        "de": "Nur lösbare Partien",
    },
    "newgame.solvable_tip": {
        "en": "Deals that the solver has proven can be won",
        "nl": "Spellen waarvan de oplosser heeft bewezen dat ze te winnen zijn",
        "de": "Partien, bei denen der Löser bewiesen hat, dass sie zu gewinnen sind",
    },
    "newgame.difficulty": {"en": "Difficulty", "nl": "Moeilijkheid", "de": "Schwierigkeit"},
    "band.any": {"en": "Any", "nl": "Alle", "de": "Alle"},
    "band.easy": {"en": "Easy", "nl": "Makkelijk", "de": "Leicht"},
    "band.medium": {"en": "Medium", "nl": "Gemiddeld", "de": "Mittel"},
    "band.hard": {"en": "Hard", "nl": "Moeilijk", "de": "Schwer"},
    "newgame.unrated": {
        "en": "{game} deals are not rated yet",
        "nl": "{game}-spellen hebben nog geen niveau",
        "de": "{game}-Partien sind noch nicht eingestuft",
    },
    "newgame.band_fallback": {
        "en": "No {band} deal found in {tries} tries; this solvable deal is {got}.",
        "nl": "Geen spel van niveau {band} gevonden in {tries} pogingen; dit oplosbare spel "
        "is {got}.",
        "de": "In {tries} Versuchen keine Partie der Stufe {band} gefunden; diese lösbare "
        "Partie ist {got}.",
    },
    "hud.band": {
        "en": "{band} deal",
        "nl": "Niveau: {band}",
        "de": "Stufe: {band}",
    },
    "newgame.daily": {"en": "Daily deal", "nl": "Spel van de dag", "de": "Brett des Tages"},
    "newgame.daily_tip": {
        "en": "The same deal for everyone today",
        "nl": "Vandaag voor iedereen hetzelfde spel",
        "de": "Heute für alle dieselbe Partie",
    },
    "newgame.code": {"en": "Game code", "nl": "Spelcode", "de": "Spielcode"},
    "newgame.code_placeholder": {
        "en": "e.g. {code}",
        "nl": "bijv. {code}",
        "de": "z. B. {code}",
    },
    "newgame.deal": {"en": "Deal", "nl": "Delen", "de": "Austeilen"},
    "newgame.play_code": {
        "en": "Play this code",
        "nl": "Deze code spelen",
        "de": "Diesen Code spielen",
    },
    "newgame.searching": {
        "en": "Looking for a solvable deal…",
        "nl": "Op zoek naar een oplosbaar spel…",
        "de": "Suche eine lösbare Partie…",
    },
    "newgame.failed": {
        "en": "The solver could not finish; this is an ordinary deal.",
        "nl": "De oplosser kon het niet afmaken; dit is een gewoon spel.",
        "de": "Der Löser konnte nicht fertig werden; dies ist eine gewöhnliche Mischung.",
    },
    "newgame.fallback": {
        "en": "No solvable deal found in {tries} tries; this is an ordinary deal.",
        "nl": "Geen oplosbaar spel gevonden in {tries} pogingen; dit is een gewoon spel.",
        "de": "In {tries} Versuchen keine lösbare Partie gefunden; dies ist eine "
        "gewöhnliche Mischung.",
    },
    "newgame.code_ok": {
        "en": "Valid code: {rules}, draw {draw}",
        "nl": "Geldige code: {rules}, trek {draw}",
        "de": "Gültiger Code: {rules}, Aufdecken: {draw}",
    },
    # --- Game code errors (under the code field) -------------------------------------
    "code.empty": {
        "en": "Enter a game code such as CF1-D3-ABCDEFG.",
        "nl": "Voer een spelcode in, zoals CF1-D3-ABCDEFG.",
        "de": "Gib einen Spielcode ein, etwa CF1-D3-ABCDEFG.",
    },
    "code.malformed": {
        "en": "A game code looks like CF1-D3-ABCDEFG.",
        "nl": "Een spelcode ziet eruit als CF1-D3-ABCDEFG.",
        "de": "Ein Spielcode sieht so aus: CF1-D3-ABCDEFG.",
    },
    "code.version": {
        "en": "Unknown code version {version}; codes start with {known}.",
        "nl": "Onbekende codeversie {version}; codes beginnen met {known}.",
        "de": "Unbekannte Codeversion {version}; Codes beginnen mit {known}.",
    },
    "code.draw": {
        "en": "The draw must be D1 or D3.",
        "nl": "Na de codeversie volgt D1 of D3 (trek 1 of trek 3).",
        "de": "Nach der Codeversion folgt D1 oder D3 (Aufdecken: 1 oder 3).",
    },
    "code.draw_fixed": {
        "en": "This game always turns its own cards: its codes have {prefix}-D{draw}.",
        "nl": "Dit spel bepaalt zelf hoeveel kaarten je omdraait: de codes hebben "
        "{prefix}-D{draw}.",
        "de": "Dieses Spiel legt selbst fest, wie viele Karten aufgedeckt werden: seine "
        "Codes haben {prefix}-D{draw}.",
    },
    "code.letters": {
        "en": "The deal part must be 7 letters A–Z.",
        "nl": "Het deel na D1/D3 moet uit 7 letters A–Z bestaan.",
        "de": "Der Teil nach D1/D3 muss aus 7 Buchstaben A–Z bestehen.",
    },
    "code.suffix": {
        "en": "Unknown rules suffix -{suffix}; use -H (Hoyle) or -S (Strict).",
        "nl": "Onbekend regelachtervoegsel -{suffix}; gebruik -H (Hoyle) of -S (Streng).",
        "de": "Unbekannter Regelzusatz -{suffix}; verwende -H (Hoyle) oder -S (Streng).",
    },
    # --- Settings --------------------------------------------------------------------
    "settings.title": {"en": "Settings", "nl": "Instellingen", "de": "Einstellungen"},
    "settings.sound": {"en": "Sound", "nl": "Geluid", "de": "Ton"},
    "settings.volume": {"en": "Volume", "nl": "Geluidssterkte", "de": "Lautstärke"},
    "settings.animations": {"en": "Animations", "nl": "Animaties", "de": "Animationen"},
    "settings.speed": {
        "en": "Animation speed",
        "nl": "Animatiesnelheid",
        "de": "Animationstempo",
    },
    "speed.slow": {"en": "Slow", "nl": "Langzaam", "de": "Langsam"},
    "speed.normal": {"en": "Normal", "nl": "Normaal", "de": "Mittel"},
    "speed.fast": {"en": "Fast", "nl": "Snel", "de": "Schnell"},
    "settings.click": {
        "en": "Click to play",
        "nl": "Spelen met een klik",
        "de": "Automatisch spielen",
    },
    "click.off": {"en": "Off", "nl": "Uit", "de": "Aus"},
    "click.foundation": {
        "en": "Foundation only",
        "nl": "Alleen naar fundament",
        "de": "Nur auf Zielstapel",
    },
    "click.columns": {
        "en": "Foundation, then columns",
        "nl": "Fundament, dan kolommen",
        "de": "Zielstapel, dann Spalten",
    },
    "settings.autofinish": {
        "en": "Auto-finish",
        "nl": "Automatisch afmaken",
        "de": "Automatisch abschließen",
    },
    "settings.fullscreen": {"en": "Full screen", "nl": "Volledig scherm", "de": "Vollbild"},
    "settings.four_colour": {
        "en": "Four-colour deck",
        "nl": "Kaarten in vier kleuren",
        "de": "Vierfarbiges Blatt",
    },
    "settings.confirm_leave": {
        "en": "Ask before leaving a game",
        "nl": "Vragen voor je een spel verlaat",
        "de": "Fragen, bevor du eine Partie verlässt",
    },
    "settings.card_back": {"en": "Card back", "nl": "Achterkant", "de": "Kartenrücken"},
    "back.blue": {"en": "Blue", "nl": "Blauw", "de": "Blau"},
    "back.red": {"en": "Red", "nl": "Rood", "de": "Rot"},
    "back.green": {"en": "Green", "nl": "Groen", "de": "Grün"},
    "settings.card_size": {"en": "Card size", "nl": "Kaartgrootte", "de": "Kartengröße"},
    "card_size.auto": {"en": "Fill the screen", "nl": "Schermvullend", "de": "Bildschirmfüllend"},
    "card_size.large": {"en": "Large", "nl": "Groot", "de": "Groß"},
    "card_size.small": {"en": "Small", "nl": "Klein", "de": "Klein"},
    "settings.scoring": {"en": "Scoring", "nl": "Puntentelling", "de": "Wertung"},
    "scoring.standard": {
        "en": "Standard (5 points a card)",
        "nl": "Standaard (5 punten per kaart)",
        "de": "Standard (5 Punkte pro Karte)",
    },
    "scoring.casino": {
        "en": "Casino ($52 a deal, $5 a card)",
        "nl": "Casino ($52 per spel, $5 per kaart)",
        "de": "Casino ($52 pro Partie, $5 pro Karte)",
    },
    "settings.language": {"en": "Language", "nl": "Taal", "de": "Sprache"},
    "language.system": {"en": "System language", "nl": "Systeemtaal", "de": "Systemsprache"},
    "language.system_short": {"en": "System", "nl": "Systeem", "de": "System"},
    "click.short.foundation": {"en": "Foundation", "nl": "Fundament", "de": "Zielstapel"},
    "click.short.columns": {"en": "Everywhere", "nl": "Overal", "de": "Überall"},
    "scoring.short.standard": {
        "en": "5 points a card",
        "nl": "5 punten per kaart",
        "de": "5 Punkte pro Karte",
    },
    "scoring.short.casino": {"en": "Casino $", "nl": "Casino-$", "de": "Casino-$"},
    "settings.felt": {"en": "Table", "nl": "Tafel", "de": "Tisch"},
    "felt.green": {"en": "Green", "nl": "Groen", "de": "Grün"},
    "felt.blue": {"en": "Blue", "nl": "Blauw", "de": "Blau"},
    "felt.burgundy": {"en": "Burgundy", "nl": "Bordeaux", "de": "Bordeaux"},
    "felt.charcoal": {"en": "Charcoal", "nl": "Antraciet", "de": "Anthrazit"},
    "settings.reduce_motion": {
        "en": "Reduce motion",
        "nl": "Minder beweging",
        "de": "Bewegung reduzieren",
    },
    "settings.large_index": {
        "en": "Large card corners",
        "nl": "Grote kaarthoeken",
        "de": "Große Kartenecken",
    },
    "settings.on": {"en": "On", "nl": "Aan", "de": "An"},
    "settings.off": {"en": "Off", "nl": "Uit", "de": "Aus"},
    # --- Statistics ------------------------------------------------------------------
    "stats.title": {"en": "Statistics", "nl": "Statistieken", "de": "Statistik"},
    "stats.preset_draw": {
        "en": "{rules}, draw {draw}",
        "nl": "{rules}, trek {draw}",
        "de": "{rules}, Aufdecken: {draw}",
    },
    "stats.played": {"en": "Played", "nl": "Gespeeld", "de": "Gespielt"},
    "stats.won": {"en": "Won", "nl": "Gewonnen", "de": "Gewonnen"},
    "stats.helped": {"en": "Solved with help", "nl": "Met hulp opgelost", "de": "Mit Hilfe gelöst"},
    "stats.win_rate": {"en": "Win rate", "nl": "Winstpercentage", "de": "Gewinnquote"},
    "stats.current_streak": {
        "en": "Current streak",
        "nl": "Huidige winstreeks",
        "de": "Aktuelle Siegesserie",
    },
    "stats.best_streak": {
        "en": "Best streak",
        "nl": "Langste winstreeks",
        "de": "Längste Siegesserie",
    },
    "stats.best_score": {"en": "Best score", "nl": "Meeste punten", "de": "Meiste Punkte"},
    "stats.fastest": {"en": "Fastest win", "nl": "Snelste winst", "de": "Schnellster Sieg"},
    "stats.average_time": {
        "en": "Average time",
        "nl": "Gemiddelde tijd",
        "de": "Durchschnittliche Zeit",
    },
    "stats.hints": {"en": "Hints used", "nl": "Gebruikte tips", "de": "Genutzte Hinweise"},
    "stats.bank": {"en": "Casino bank", "nl": "Casinosaldo", "de": "Casino-Kasse"},
    "stats.daily": {"en": "Daily deals", "nl": "Spellen van de dag", "de": "Bretter des Tages"},
    "stats.daily_won": {"en": "Won", "nl": "Gewonnen", "de": "Gewonnen"},
    "stats.daily_not_won": {"en": "Not won", "nl": "Niet gewonnen", "de": "Nicht gewonnen"},
    "stats.none": {"en": "—", "nl": "—", "de": "—"},
    "stats.no_daily": {
        "en": "No daily deal played yet.",
        "nl": "Nog geen spel van de dag gespeeld.",
        "de": "Noch kein Brett des Tages gespielt.",
    },
    "stats.reset": {
        "en": "Reset statistics",
        "nl": "Statistieken wissen",
        "de": "Statistik zurücksetzen",
    },
    "stats.reset_confirm": {
        "en": "Reset all statistics? This cannot be undone.",
        "nl": "Alle statistieken wissen? Dit is niet terug te draaien.",
        "de": "Die ganze Statistik zurücksetzen? Das lässt sich nicht rückgängig machen.",
    },
    "stats.reset_confirm_short": {  # where the whole question does not fit its row
        "en": "Reset all statistics for good?",
        "nl": "Alle statistieken voorgoed wissen?",
        "de": "Die Statistik endgültig zurücksetzen?",
    },
    "stats.reset_yes": {"en": "Reset", "nl": "Wissen", "de": "Zurücksetzen"},
    "stats.reset_no": {"en": "Keep", "nl": "Bewaren", "de": "Behalten"},
    # The statistics screen's table and pictures.
    "stats.average_win_time": {
        "en": "Average win time",
        "nl": "Gemiddelde wintijd",
        "de": "Mittlere Siegeszeit",
    },
    "stats.lost": {"en": "Lost", "nl": "Verloren", "de": "Verloren"},
    "stats.helped_short": {"en": "With help", "nl": "Met hulp", "de": "Mit Hilfe"},
    "stats.calendar_won": {
        "en": "Daily deal won",
        "nl": "Spel van de dag gewonnen",
        "de": "Brett des Tages gewonnen",
    },
    "stats.calendar_not_won": {"en": "not won", "nl": "niet gewonnen", "de": "nicht gewonnen"},
    "stats.bar_height": {"en": "Height = time", "nl": "Hoogte = tijd", "de": "Höhe = Dauer"},
    "stats.last_games": {
        "en": "Last {n} games",
        "nl": "Laatste {n} spellen",
        "de": "Letzte {n} Partien",
    },
    "stats.win_rate_over_time": {
        "en": "Win rate over time",
        "nl": "Winstpercentage door de tijd",
        "de": "Gewinnquote im Verlauf",
    },
    "stats.no_games": {"en": "No games yet", "nl": "Nog geen spellen", "de": "Noch keine Partien"},
    "stats.months": {
        "en": "January February March April May June July August September October November "
        "December",
        "nl": "januari februari maart april mei juni juli augustus september oktober november "
        "december",
        "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    },
    "stats.weekdays": {
        "en": "Mo Tu We Th Fr Sa Su",
        "nl": "ma di wo do vr za zo",
        "de": "Mo Di Mi Do Fr Sa So",
    },
    # --- Leaving a game in progress --------------------------------------------------
    "confirm.abandon_title": {
        "en": "Leave this game?",
        "nl": "Dit spel verlaten?",
        "de": "Diese Partie verlassen?",
    },
    "confirm.abandon_text": {
        "en": "The game in progress will count as played and not won.",
        "nl": "Het spel dat bezig is, telt dan als gespeeld en niet gewonnen.",
        "de": "Die laufende Partie zählt dann als gespielt und nicht gewonnen.",
    },
    "confirm.restart_title": {
        "en": "Restart this deal?",
        "nl": "Dit spel opnieuw beginnen?",
        "de": "Diese Partie neu beginnen?",
    },
    "confirm.restart_text": {
        "en": "The game in progress will count as played and not won, and the same deal "
        "starts again.",
        "nl": "Het spel dat bezig is, telt dan als gespeeld en niet gewonnen, en hetzelfde "
        "spel begint opnieuw.",
        "de": "Die laufende Partie zählt dann als gespielt und nicht gewonnen, und dieselbe "
        "Partie beginnt von vorn.",
    },
    "confirm.casino_stake": {
        "en": "With casino scoring the next deal costs another $52.",
        "nl": "Met de casinotelling kost het volgende spel opnieuw $52.",
        "de": "Mit Casino-Wertung kostet die nächste Partie wieder $52.",
    },
    "confirm.restart_yes": {"en": "Restart", "nl": "Opnieuw", "de": "Neu beginnen"},
    "confirm.abandon_yes": {"en": "Leave game", "nl": "Spel verlaten", "de": "Partie verlassen"},
    "confirm.abandon_no": {"en": "Keep playing", "nl": "Verder spelen", "de": "Weiterspielen"},
    "confirm.dont_ask": {
        "en": "Don't ask again",
        "nl": "Niet meer vragen",
        "de": "Nicht mehr fragen",
    },
    "confirm.resume_code_text": {
        "en": "You have a game in progress. Leave it (it counts as played and not won) "
        "and play {code}?",
        "nl": "Je hebt een spel dat nog bezig is. Wil je het verlaten (het telt dan als "
        "gespeeld en niet gewonnen) en {code} spelen?",
        "de": "Du hast eine laufende Partie. Willst du sie verlassen (sie zählt dann als "
        "gespielt und nicht gewonnen) und {code} spielen?",
    },
    # --- Hints -----------------------------------------------------------------------
    "hint.thinking": {"en": "Thinking…", "nl": "Even denken…", "de": "Denke nach…"},
    "hint.win": {
        "en": "Hint: {card} to {target}",
        "nl": "Tip: {card} naar {target}",
        "de": "Hinweis: {card} auf {target}",
    },
    "hint.turn": {
        "en": "Hint: turn the stock",
        "nl": "Tip: draai kaarten van de trekstapel om",
        "de": "Hinweis: decke den Stapel auf",
    },
    "hint.turn_back": {
        "en": "Hint: turn the waste back over",
        "nl": "Tip: leg de aflegstapel terug op de trekstapel",
        "de": "Hinweis: drehe die Ablage wieder zum Stapel um",
    },
    "hint.guess": {
        "en": "A guess: {card} to {target} (the solver is not sure)",
        "nl": "Een gok: {card} naar {target} (de oplosser weet het niet zeker)",
        "de": "Eine Vermutung: {card} auf {target} (der Löser ist sich nicht sicher)",
    },
    "hint.thinking_longer": {
        "en": "Thinking longer about this position (up to {s} s)…",
        "nl": "Langer nadenken over deze stelling (tot {s} s)…",
        "de": "Denke länger über diese Stellung nach (bis zu {s} s)…",
    },
    "hint.think_longer": {
        "en": "H again thinks longer",
        "nl": "Nog eens H denkt langer na",
        "de": "Noch einmal H denkt länger nach",
    },
    "hint.guess_turn": {
        "en": "A guess: turn the stock (the solver is not sure)",
        "nl": "Een gok: draai kaarten van de trekstapel om (de oplosser weet het niet zeker)",
        "de": "Eine Vermutung: decke den Stapel auf (der Löser ist sich nicht sicher)",
    },
    "hint.lost": {
        "en": "This position can no longer be won.",
        "nl": "Deze stelling is niet meer te winnen.",
        "de": "Diese Stellung ist nicht mehr zu gewinnen.",
    },
    "hint.lost_deal": {
        "en": "This deal cannot be won.",
        "nl": "Dit spel is niet te winnen.",
        "de": "Diese Partie ist nicht zu gewinnen.",
    },
    "hint.undo_winnable": {
        "en": "Undo to the last winnable position",
        "nl": "Terug naar de laatste winbare stelling",
        "de": "Rückgängig bis zur letzten gewinnbaren Stellung",
    },
    "hint.looking_back": {
        "en": "Looking back for a winnable position…",
        "nl": "Ik zoek terug naar een winbare stelling…",
        "de": "Ich suche rückwärts nach einer gewinnbaren Stellung…",
    },
    "hint.winnable_back": {
        "en": "A winnable position is {n} moves back.",
        "nl": "Een winbare stelling ligt {n} zetten terug.",
        "de": "Eine gewinnbare Stellung liegt {n} Züge zurück.",
    },
    "hint.winnable_back_one": {
        "en": "A winnable position is {n} move back.",
        "nl": "Een winbare stelling ligt {n} zet terug.",
        "de": "Eine gewinnbare Stellung liegt {n} Zug zurück.",
    },
    "hint.no_winnable": {
        "en": "No earlier position could be proven winnable.",
        "nl": "Van geen enkele eerdere stelling is bewezen dat ze te winnen is.",
        "de": "Für keine frühere Stellung ließ sich beweisen, dass sie zu gewinnen ist.",
    },
    "hint.never_winnable": {
        "en": "This deal cannot be won, so no undo leads to a win.",
        "nl": "Dit spel is niet te winnen, dus geen enkele stap terug leidt tot winst.",
        "de": "Diese Partie ist nicht zu gewinnen, also führt kein Rückgängig zum Sieg.",
    },
    "hint.none": {
        "en": "There is no move left.",
        "nl": "Er is geen zet meer mogelijk.",
        "de": "Es ist kein Zug mehr möglich.",
    },
    "hint.failed": {
        "en": "The hint could not be computed. Press Hint (H) to try again.",
        "nl": "De tip kon niet worden berekend. Druk op Tip (H) om het nog eens te proberen.",
        "de": "Der Hinweis konnte nicht berechnet werden. Drücke Hinweis (H), um es noch "
        "einmal zu versuchen.",
    },
    # --- Pile names, used as {target} in hints ("Hint: 7♥ to the foundation") ---------
    # German: accusative after "auf"; Dutch: after "naar".
    "pile.reserve": {"en": "the reserve", "nl": "de reserve", "de": "die Reserve"},
    "pile.waste": {"en": "the waste", "nl": "de aflegstapel", "de": "die Ablage"},
    "pile.stock": {"en": "the stock", "nl": "de trekstapel", "de": "den Stapel"},
    "pile.foundation": {"en": "the foundation", "nl": "het fundament", "de": "den Zielstapel"},
    "pile.column": {"en": "column {n}", "nl": "kolom {n}", "de": "Spalte {n}"},
    "pile.empty_column": {
        "en": "empty column {n}",
        "nl": "de lege kolom {n}",
        "de": "die leere Spalte {n}",
    },
    "rules.keys": {
        "en": "<b>Playing with the keyboard</b><br>"
        "Arrows move a focus ring over the piles (up and down along a column's cards); "
        "Tab goes to the next pile that can move. 1–4, R and W jump to a column, the reserve "
        "and the waste. Enter picks the cards up and lights their targets; the arrows choose "
        "one, Enter drops, Esc puts them back. F sends a card to its foundation, S or Space "
        "turns the stock, and Enter plays a hint on show. The line at the bottom left always "
        "says what the keys will do.",
        "nl": "<b>Spelen met het toetsenbord</b><br>"
        "De pijltjes verplaatsen een focusrand over de stapels (omhoog en omlaag langs de "
        "kaarten van een kolom); Tab gaat naar de volgende stapel die kan spelen. 1–4, R en W "
        "springen naar een kolom, de reserve en de aflegstapel. Enter pakt de kaarten op en "
        "laat hun doelen oplichten; de pijltjes kiezen er een, Enter legt neer, Esc legt "
        "terug. F stuurt een kaart naar het fundament, S of de spatiebalk draait de "
        "trekstapel om, en Enter speelt een getoonde tip. De regel linksonder zegt altijd wat "
        "de toetsen doen.",
        "de": "<b>Spielen mit der Tastatur</b><br>"
        "Die Pfeiltasten bewegen einen Fokusrahmen über die Stapel (hoch und runter an den "
        "Karten einer Spalte entlang); Tab springt zum nächsten Stapel, der ziehen kann. 1–4, "
        "R und W springen zu einer Spalte, zur Reserve und zur Ablage. Enter nimmt die Karten "
        "auf und zeigt ihre Ziele; die Pfeiltasten wählen eines, Enter legt ab, Esc legt "
        "zurück. F legt eine Karte auf ihren Zielstapel, S oder die Leertaste deckt vom "
        "Stapel auf, und Enter spielt einen gezeigten Hinweis. Die Zeile unten links sagt "
        "immer, was die Tasten tun.",
    },
    # --- Keyboard play: the line at the bottom says what the keys do -------------------
    "kb.column": {"en": "Column {n}", "nl": "Kolom {n}", "de": "Spalte {n}"},
    "kb.foundation": {"en": "Foundation", "nl": "Fundament", "de": "Zielstapel"},
    "kb.stock": {"en": "Stock", "nl": "Trekstapel", "de": "Stapel"},
    "kb.waste": {"en": "Waste", "nl": "Aflegstapel", "de": "Ablage"},
    "kb.reserve": {"en": "Reserve", "nl": "Reserve", "de": "Reserve"},
    "choice.prompt": {
        "en": "Pick the base card: the other four start the columns",
        "nl": "Kies de basiskaart: de andere vier beginnen de kolommen",
        "de": "Wähle die Basiskarte: die anderen vier beginnen die Spalten",
    },
    "kb.choice": {
        "en": "Base card choice {n}",
        "nl": "Keuze basiskaart {n}",
        "de": "Wahl der Basiskarte {n}",
    },
    "kb.on_card": {
        "en": "{where}: {card} · Enter picks it up",
        "nl": "{where}: {card} · Enter pakt hem op",
        "de": "{where}: {card} · Enter nimmt sie auf",
    },
    "kb.on_group": {
        # {n} counts {card} too: "5♥ and the cards on it (2)" read as two on the 5♥
        "en": "{where}: {n} cards from {card} up · Enter picks them up",
        "nl": "{where}: {n} kaarten vanaf {card} · Enter pakt ze op",
        "de": "{where}: {n} Karten ab {card} · Enter nimmt sie auf",
    },
    "kb.enter_hint": {
        "en": "Enter plays the hint",
        "nl": "Enter speelt de tip",
        "de": "Enter spielt den Hinweis",
    },
    "kb.on_empty": {"en": "{where}: empty", "nl": "{where}: leeg", "de": "{where}: leer"},
    "kb.on_stock": {
        "en": "{where}: {n} cards · Enter turns",
        "nl": "{where}: {n} kaarten · Enter draait om",
        "de": "{where}: {n} Karten · Enter deckt auf",
    },
    "kb.on_stock_one": {
        "en": "{where}: 1 card · Enter turns it",
        "nl": "{where}: 1 kaart · Enter draait hem om",
        "de": "{where}: 1 Karte · Enter deckt sie auf",
    },
    "kb.on_stock_redeal": {
        "en": "{where}: empty · Enter turns the waste back over",
        "nl": "{where}: leeg · Enter draait de aflegstapel terug om",
        "de": "{where}: leer · Enter dreht die Ablage wieder um",
    },
    "kb.on_stock_done": {
        "en": "{where}: empty · no passes left",
        "nl": "{where}: leeg · geen rondes meer",
        "de": "{where}: leer · keine Durchgänge mehr",
    },
    "kb.picked": {
        "en": "{card} picked up – targets: {n} · Enter puts it on {target}",
        "nl": "{card} opgepakt – doelen: {n} · Enter legt hem op {target}",
        "de": "{card} aufgenommen – Ziele: {n} · Enter legt sie auf {target}",
    },
    "kb.target": {
        "en": "{card} to {target} ({i} of {n}) · Enter drops, Esc puts back",
        "nl": "{card} naar {target} ({i} van {n}) · Enter legt neer, Esc legt terug",
        "de": "{card} auf {target} ({i} von {n}) · Enter legt ab, Esc legt zurück",
    },
    "kb.dropped": {
        "en": "{card} to {target}",
        "nl": "{card} naar {target}",
        "de": "{card} auf {target}",
    },
    "kb.put_back": {
        "en": "{card} put back",
        "nl": "{card} teruggelegd",
        "de": "{card} zurückgelegt",
    },
    # The focus line where the rules never move the focused cards (RULES: presets).
    "kb.on_card_fixed": {
        "en": "{where}: {card} · stays here",
        "nl": "{where}: {card} · blijft liggen",
        "de": "{where}: {card} · bleibt liegen",
    },
    "kb.on_group_fixed": {
        "en": "{where}: {n} cards from {card} up · they can't move together",
        "nl": "{where}: {n} kaarten vanaf {card} · ze mogen niet samen verplaatst worden",
        "de": "{where}: {n} Karten ab {card} · sie dürfen nicht zusammen gezogen werden",
    },
    "kb.cannot_group": {  # {rule}: desc.moves.* (Storehouse's 4♣-3♣ is a run, yet stays)
        "en": "{card} and the cards on it can't move together · {rule}",
        "nl": "{card} en de kaarten erop mogen niet samen verplaatst worden · {rule}",
        "de": "{card} und die Karten darauf dürfen nicht zusammen gezogen werden · {rule}",
    },
    "kb.nowhere": {
        "en": "{card} has nowhere to go",
        "nl": "{card} kan nergens heen",
        "de": "{card} kann nirgendwohin",
    },
    "kb.no_home": {
        "en": "{card} can't go to its foundation yet",
        "nl": "{card} kan nog niet naar het fundament",
        "de": "{card} kann noch nicht auf den Zielstapel",
    },
    # --- why a drop or a pick-up is refused (refusals.py) ---------------------------------
    # What a column's top card takes, from the rules' relation, named card by card (no
    # article or gender to get wrong): the words had named the rule alone ("alternating
    # colours") for 2♥ on 7♠, whose colours do alternate.
    "why.takes": {
        "en": "{card} doesn't go on {target}: only {needed} does",
        "nl": "{card} past niet op {target}: daarop past alleen {needed}",
        "de": "{card} passt nicht auf {target}: darauf passt nur {needed}",
    },
    "why.takes.none": {
        "en": "{card} doesn't go on {target}: nothing goes on it",
        "nl": "{card} past niet op {target}: daarop past niets",
        "de": "{card} passt nicht auf {target}: darauf passt nichts",
    },
    "word.or": {"en": "or", "nl": "of", "de": "oder"},
    "why.whole_column": {
        "en": "{card} goes to another column only with its whole column",
        "nl": "{card} gaat alleen met de hele kolom naar een andere kolom",
        "de": "{card} zieht nur mit der ganzen Spalte auf eine andere Spalte",
    },
    "why.empty": {
        "en": "{card} can't go into the empty column now",
        "nl": "{card} mag nu niet in de lege kolom",
        "de": "{card} darf jetzt nicht in die leere Spalte",
    },
    "why.empty_rule": {
        "en": "{card} can't go into the empty column: {rule}",
        "nl": "{card} mag niet in de lege kolom: {rule}",
        "de": "{card} darf nicht in die leere Spalte: {rule}",
    },
    "why.reserve_top": {
        "en": "Only the reserve's top card plays",
        "nl": "Alleen de bovenste kaart van de reserve speelt",
        "de": "Nur die oberste Karte der Reserve ist spielbar",
    },
    "why.waste_top": {
        "en": "Only the waste's top card plays",
        "nl": "Alleen de bovenste kaart van de aflegstapel speelt",
        "de": "Nur die oberste Karte der Ablage ist spielbar",
    },
    "why.home_next": {
        "en": "{card} can't go to its foundation yet: {needed} comes first",
        "nl": "{card} kan nog niet naar het fundament: eerst {needed}",
        "de": "{card} kann noch nicht auf den Zielstapel: erst {needed}",
    },
    "why.home_other": {
        "en": "{card} goes on its own suit's foundation",
        "nl": "{card} hoort op het fundament van zijn eigen soort",
        "de": "{card} gehört auf den Zielstapel seiner eigenen Farbe",
    },
    "why.home_one": {
        "en": "Foundations take one card at a time",
        "nl": "Fundamenten nemen één kaart tegelijk",
        "de": "Zielstapel nehmen eine Karte nach der anderen",
    },
    "why.no_takeback": {
        "en": "{card} stays on its foundation: these rules take no card back",
        "nl": "{card} blijft op het fundament: deze regels nemen geen kaart terug",
        "de": "{card} bleibt auf dem Zielstapel: diese Regeln nehmen keine Karte zurück",
    },
    "kb.no_moves": {
        "en": "No card can move",
        "nl": "Geen enkele kaart kan verplaatst worden",
        "de": "Keine Karte kann ziehen",
    },
    # --- Banners ---------------------------------------------------------------------
    "banner.won": {"en": "You won!", "nl": "Gewonnen!", "de": "Gewonnen!"},
    "banner.won_detail": {
        "en": "Score {score} · Time {time} · {moves} moves",
        "nl": "Punten {score} · Tijd {time} · {moves} zetten",
        "de": "Punkte {score} · Zeit {time} · {moves} Züge",
    },
    # Casino scoring: the bar shows the bank, not the points (a tester's panel said
    # "Score 255" after a win worth $208).
    "banner.won_detail_casino": {
        "en": "This deal {net} · Bank {bank} · Time {time} · {moves} moves",
        "nl": "Dit spel {net} · Saldo {bank} · Tijd {time} · {moves} zetten",
        "de": "Diese Partie {net} · Kasse {bank} · Zeit {time} · {moves} Züge",
    },
    "banner.helped": {
        "en": "Solved with help",
        "nl": "Met hulp opgelost",
        "de": "Mit Hilfe gelöst",
    },
    "banner.helped_detail": {
        "en": "The solution was shown: this game counts as played, not as a win",
        "nl": "De oplossing werd getoond: dit spel telt als gespeeld, niet als gewonnen",
        "de": "Die Lösung wurde gezeigt: diese Partie zählt als gespielt, nicht als Sieg",
    },
    "banner.streak": {
        "en": "Winning streak {n}",
        "nl": "Winstreeks {n}",
        "de": "Siegesserie {n}",
    },
    "banner.best_time": {
        "en": "Your fastest win!",
        "nl": "Je snelste winst!",
        "de": "Dein schnellster Sieg!",
    },
    "banner.best_score": {
        "en": "Your best score!",
        "nl": "Je meeste punten!",
        "de": "Deine meisten Punkte!",
    },
    "banner.stuck": {"en": "No more moves", "nl": "Geen zetten meer", "de": "Keine Züge mehr"},
    "banner.stuck_detail": {
        "en": "No card can reach a foundation any more. Undo, or deal a new game.",
        "nl": "Er kan geen kaart meer naar een fundament. Neem zetten terug of begin "
        "een nieuw spel.",
        "de": "Keine Karte kann mehr auf einen Zielstapel. Mach Züge rückgängig oder "
        "nimm neue Karten.",
    },
    # Stuck by RULES §7 (take-backs not counted) where a card may still be taken back.
    "banner.stuck_takeback_detail": {
        "en": "No card can reach a foundation unless you take cards back from one.\n"
        "Take a card back, undo, or deal a new game.",
        "nl": "Er kan geen kaart meer naar een fundament, tenzij je er kaarten van "
        "terugneemt.\nNeem een kaart terug, neem zetten terug of begin een nieuw spel.",
        "de": "Keine Karte kann mehr auf einen Zielstapel, außer du nimmst Karten von "
        "einem zurück.\nNimm eine Karte zurück, mach Züge rückgängig oder nimm neue Karten.",
    },
    # A deal in which no card can ever reach a foundation: restarting it cannot help.
    "banner.stuck_start": {
        "en": "Blocked from the start",
        "nl": "Vast vanaf het begin",
        "de": "Von Anfang an blockiert",
    },
    "banner.stuck_start_detail": {
        "en": "No card from this deal can reach a foundation.\nStart a new game for another deal.",
        "nl": "Geen enkele kaart van dit spel kan naar een fundament.\n"
        "Begin een nieuw spel met andere kaarten.",
        "de": "Keine Karte dieser Partie kann auf einen Zielstapel.\n"
        "Nimm neue Karten für eine andere Partie.",
    },
    # --- Notices ---------------------------------------------------------------------
    "notice.settings_damaged": {
        "en": "Your settings file was damaged; it was set aside and defaults are used.",
        "nl": "Je instellingenbestand was beschadigd; het is apart gezet en de "
        "standaardinstellingen worden gebruikt.",
        "de": "Deine Einstellungsdatei war beschädigt; sie wurde beiseitegelegt, es gelten "
        "die Standardeinstellungen.",
    },
    "notice.settings_repaired": {
        "en": "Some of your settings were not valid and went back to their defaults; the "
        "others are kept (the old file was kept).",
        "nl": "Sommige instellingen waren ongeldig en staan weer op hun standaardwaarde; de "
        "andere zijn bewaard (het oude bestand is bewaard).",
        "de": "Einige Einstellungen waren ungültig und stehen wieder auf ihrem Standardwert; "
        "die anderen bleiben (die alte Datei wurde aufbewahrt).",
    },
    "notice.stats_repaired": {
        "en": "Part of your statistics was damaged and was reset; the rest is kept (the old "
        "file was kept).",
        "nl": "Een deel van je statistieken was beschadigd en is teruggezet; de rest is "
        "bewaard (het oude bestand is bewaard).",
        "de": "Ein Teil deiner Statistik war beschädigt und wurde zurückgesetzt; der Rest "
        "bleibt (die alte Datei wurde aufbewahrt).",
    },
    "notice.stats_damaged": {
        "en": "Your statistics file was damaged; it was set aside and a new one started.",
        "nl": "Je statistiekenbestand was beschadigd; het is apart gezet en er is een "
        "nieuw begonnen.",
        "de": "Deine Statistikdatei war beschädigt; sie wurde beiseitegelegt und eine neue "
        "angelegt.",
    },
    "notice.game_damaged": {
        "en": "The saved game could not be read; it was set aside and a new game dealt.",
        "nl": "Het opgeslagen spel kon niet worden gelezen; het is apart gezet en er is een "
        "nieuw spel gedeeld.",
        "de": "Die gespeicherte Partie ließ sich nicht lesen; sie wurde beiseitegelegt, und es "
        "gibt neue Karten.",
    },
    "notice.game_repaired": {
        "en": "Part of the saved game was damaged and was reset; the game goes on "
        "(the old file was kept).",
        "nl": "Een deel van het opgeslagen spel was beschadigd en is teruggezet; het spel gaat "
        "verder (het oude bestand is bewaard).",
        "de": "Ein Teil der gespeicherten Partie war beschädigt und wurde zurückgesetzt; die "
        "Partie geht weiter (die alte Datei wurde aufbewahrt).",
    },
    "notice.file_held": {
        "en": "{file} could not be read; it is left as it is and not saved this time.",
        "nl": "{file} kon niet worden gelezen; het blijft zoals het is en wordt deze keer "
        "niet opgeslagen.",
        "de": "{file} ließ sich nicht lesen; die Datei bleibt, wie sie ist, und wird diesmal "
        "nicht gespeichert.",
    },
    "notice.cannot_save": {
        "en": "Cannot save to {path}; the game goes on without saving.",
        "nl": "Opslaan in {path} lukt niet; het spel gaat verder zonder op te slaan.",
        "de": "Speichern in {path} nicht möglich; das Spiel läuft ohne Speichern weiter.",
    },
    "notice.resumed": {
        "en": "Welcome back: your game was resumed.",
        "nl": "Welkom terug: je spel gaat verder waar je was.",
        "de": "Willkommen zurück: deine Partie geht weiter.",
    },
    "notice.no_audio": {
        "en": "No sound device found; playing silently.",
        "nl": "Geen geluidsapparaat gevonden; je speelt zonder geluid.",
        "de": "Kein Audiogerät gefunden; es wird ohne Ton gespielt.",
    },
    # Show solution's buttons (solution_bar.py)
    "button.sol_pause": {"en": "Pause", "nl": "Pauzeren", "de": "Anhalten"},
    "button.sol_play": {"en": "Play on", "nl": "Verder", "de": "Weiter"},
    "button.sol_step": {"en": "One move", "nl": "Eén zet", "de": "Ein Zug"},
    "button.sol_stop": {"en": "Stop", "nl": "Stoppen", "de": "Beenden"},
    "notice.no_passes": {
        "en": "No passes left: the waste cannot be turned back over",
        "nl": "Geen rondes meer: de aflegstapel kan niet meer terug worden omgedraaid",
        "de": "Keine Durchgänge mehr: die Ablage kann nicht mehr umgedreht werden",
    },
    "notice.sound_on": {"en": "Sound on", "nl": "Geluid aan", "de": "Ton an"},
    "notice.sound_off": {"en": "Sound off", "nl": "Geluid uit", "de": "Ton aus"},
    "notice.copied": {
        "en": "Game code {code} copied",
        "nl": "Spelcode {code} gekopieerd",
        "de": "Spielcode {code} kopiert",
    },
    # --- Rules & tips dialog ---------------------------------------------------------
    "rules.title": {"en": "Rules & tips", "nl": "Regels en tips", "de": "Regeln und Tipps"},
    "rules.tips_title": {"en": "Strategy tips", "nl": "Strategietips", "de": "Strategietipps"},
    "rules.shortcuts_title": {"en": "Keys", "nl": "Toetsen", "de": "Tasten"},
    "help.key_new": {
        "en": "A new game of the same kind",
        "nl": "Een nieuw spel van dezelfde soort",
        "de": "Neue Karten, dieselbe Spielart",
    },
    "help.key_space": {
        "en": "Turn the stock",
        "nl": "De trekstapel omdraaien",
        "de": "Vom Stapel aufdecken",
    },
    "help.key_sound": {"en": "Sound on/off", "nl": "Geluid aan/uit", "de": "Ton an/aus"},
    "rules.goal": {
        "en": "<b>Goal</b><br>"
        "Put all 52 cards on the four foundations. Each foundation holds one suit and is "
        "built up from the start rank to the king, then on from the ace to the rank just "
        "below the start rank. You win when every foundation holds 13 cards.<br>"
        "The game never declares you lost: when no card can reach a foundation any more, "
        "it tells you so, and you can undo or deal a new game. With <i>Auto-finish</i> "
        "on, the last cards fly to the foundations by themselves once the reserve, stock "
        "and waste are empty and nothing in the columns blocks them.",
        "nl": "<b>Doel</b><br>"
        "Leg alle 52 kaarten op de vier fundamenten. Elk fundament krijgt één kleur en "
        "loopt van de startrang tot de heer, en dan van de aas tot de rang net onder de "
        "startrang. Je wint als elk fundament 13 kaarten telt.<br>"
        "Het spel verklaart je nooit verloren: kan er geen kaart meer naar een fundament, "
        "dan meldt het dat; je kunt dan zetten terugnemen of een nieuw spel beginnen. Met "
        "<i>Automatisch afmaken</i> aan gaan de laatste kaarten vanzelf naar de "
        "fundamenten zodra de reserve, de trekstapel en de aflegstapel leeg zijn en niets "
        "in de kolommen ze tegenhoudt.",
        "de": "<b>Das Ziel</b><br>"
        "Lege alle 52 Karten auf die vier Zielstapel. Jeder Zielstapel nimmt eine Farbe "
        "auf und wird vom Anfangsrang bis zum König aufgebaut, dann weiter über das Ass "
        "bis zum Rang unter dem Anfangsrang. Du gewinnst, wenn auf jedem Zielstapel 13 "
        "Karten liegen.<br>"
        "Das Spiel erklärt dich nie für verloren: Kann keine Karte mehr auf einen "
        "Zielstapel, sagt es dir das, und du kannst Züge rückgängig machen oder neue "
        "Karten nehmen. Ist <i>Automatisch abschließen</i> eingeschaltet, legt es die "
        "restlichen Karten für dich ab, sobald Reserve, Stapel und Ablage leer sind und "
        "in den Spalten nichts mehr im Weg liegt.",
    },
    "rules.setup": {
        "en": "<b>The deal</b><br>"
        "One deck of 52 cards, no jokers, is shuffled. Thirteen cards form the "
        "<b>reserve</b>; only its top card is face up, and the table shows how many "
        "remain. The next card, the <b>base card</b>, goes face up on the first "
        "foundation: its rank is the <b>start rank</b> of all four foundations. Each of "
        "the four <b>columns</b> gets one face-up card, and the other 34 cards form the "
        "face-down <b>stock</b>. The <b>waste</b> and the other three foundations start "
        "empty.",
        "nl": "<b>De opstelling</b><br>"
        "Een stok van 52 kaarten, zonder jokers, wordt geschud. 13 kaarten vormen de "
        "<b>reserve</b>; alleen de bovenste ligt open, en je ziet hoeveel kaarten er nog "
        "over zijn. De volgende kaart, de <b>basiskaart</b>, komt open op "
        "het eerste fundament: haar rang is de <b>startrang</b> van alle vier de "
        "fundamenten. Elk van de 4 <b>kolommen</b> krijgt een open kaart, en de overige "
        "34 kaarten vormen de <b>trekstapel</b>, met de rug omhoog. De "
        "<b>aflegstapel</b> en de drie andere fundamenten zijn leeg.",
        "de": "<b>Der Aufbau</b><br>"
        "Ein Kartenspiel mit 52 Karten, ohne Joker, wird gemischt. Dreizehn Karten "
        "kommen in die <b>Reserve</b>; nur ihre oberste Karte ist aufgedeckt, und der "
        "Tisch zeigt, wie viele noch übrig sind. Die nächste Karte beginnt offen den "
        "ersten <b>Zielstapel</b>; ihr Rang ist der <b>Anfangsrang</b>, mit dem alle "
        "vier Zielstapel beginnen. Jede der vier <b>Spalten</b> bekommt eine offene "
        "Karte, und die übrigen 34 Karten bilden verdeckt den <b>Stapel</b>. Die "
        "<b>Ablage</b> und die anderen drei Zielstapel sind zu Beginn leer.",
    },
    "rules.foundations": {
        "en": "<b>Foundations</b><br>"
        "Each foundation takes one suit. An empty foundation accepts only the start-rank "
        "card of its suit; the start rank is shown in its corner. After that it builds up "
        "in suit, one rank at a time, and after the king comes the ace. With start rank 7 "
        "a foundation runs 7 8 9 10 J Q K A 2 3 4 5 6.",
        "nl": "<b>De fundamenten</b><br>"
        "Elk fundament krijgt maar één kleur. Een leeg fundament accepteert alleen de "
        "kaart met de startrang van zijn kleur; de startrang staat in de hoek. Daarna "
        "gaat het één rang per keer omhoog in dezelfde kleur, en na de heer komt de aas. "
        "Met startrang 7 loopt een fundament van de 7 tot de heer, en dan van de aas tot de 6.",
        "de": "<b>Die Zielstapel</b><br>"
        "Jeder Zielstapel nimmt nur eine Farbe auf. Ein leerer Zielstapel nimmt nur die "
        "Karte seiner Farbe mit dem Anfangsrang an; diesen Rang zeigt er in seiner Ecke. "
        "Danach wird er in seiner Farbe Rang für Rang aufgebaut, und nach dem König kommt "
        "das Ass. Beginnt das Spiel bei den Siebenen, wird jeder Zielstapel von der Sieben "
        "bis zum König aufgebaut, dann weiter über das Ass bis zur Sechs.",
    },
    "rules.columns": {
        "en": "<b>Columns</b><br>"
        "A card goes on a column card of the other colour (red on black, black on red) "
        "that is exactly one rank higher. Ranks wrap around: a king may go on an ace of "
        "the other colour. All column cards are face up. Which cards may move from column "
        "to column, and what fills an empty column once the reserve is gone, depends on "
        "the rules you chose (see below).",
        "nl": "<b>De kolommen</b><br>"
        "Een kaart wordt gelegd op een kolomkaart van de andere kleur (rood op zwart, "
        "zwart op rood) met een rang die er precies één boven ligt. De rangen lopen rond: "
        "een heer mag op een aas van de andere kleur. Alle kaarten in de kolommen liggen "
        "open. Welke kaarten van kolom naar kolom mogen en wat een lege kolom vult als de "
        "reserve op is, hangt af van de gekozen regels (zie hieronder).",
        "de": "<b>Die Spalten</b><br>"
        "Die Spalten werden absteigend Rang für Rang gebaut, abwechselnd rot und schwarz: "
        "Eine Karte kommt auf eine Spaltenkarte, die genau einen Rang höher ist und die "
        "andere Farbe hat (rot auf schwarz, schwarz auf rot). Die Ränge laufen rund: Ein "
        "König darf auf ein Ass. Alle Karten in den Spalten liegen "
        "offen. Welche Karten von Spalte zu Spalte ziehen dürfen und was eine leere "
        "Spalte füllt, wenn die Reserve aufgebraucht ist, hängt von den gewählten Regeln "
        "ab (siehe unten).",
    },
    "rules.reserve": {
        "en": "<b>Reserve</b><br>"
        "Only the top card of the reserve plays, to a foundation or a column; the next "
        "card then becomes playable. Nothing is ever put on the reserve. Whenever a move "
        "empties a column while the reserve still holds cards, the top reserve card fills "
        "that column at once, as part of the same move.",
        "nl": "<b>De reserve</b><br>"
        "Alleen de bovenste kaart van de reserve kan gespeeld worden, op een fundament of "
        "op een kolom; de volgende kaart wordt dan speelbaar. Je legt nooit een kaart op "
        "de reserve. Maakt een zet een kolom leeg terwijl de reserve nog kaarten heeft, "
        "dan vult de bovenste kaart van de reserve die kolom meteen aan, als deel van "
        "dezelfde zet.",
        "de": "<b>Die Reserve</b><br>"
        "Nur die oberste Karte der Reserve ist im Spiel; sie darf auf einen Zielstapel "
        "oder eine Spalte, und dann wird die nächste spielbar. Auf die Reserve kommt nie "
        "eine Karte. Wird eine Spalte leer, solange die Reserve noch Karten hat, füllt die "
        "oberste Karte der Reserve sie sofort, im selben Zug.",
    },
    "rules.stock": {
        "en": "<b>Stock and waste</b><br>"
        "Click the stock to turn cards onto the waste. <b>Draw 3</b> (3 cards, hard; the "
        "default) turns a packet of three at once, and only its top card can be played; "
        "the card below comes free when that one is played. With fewer than three cards "
        "left, the rest are turned. <b>Draw 1</b> (1 card, easy) turns one card at a "
        "time. You choose in the New game dialog.<br>"
        "Only the top card of the waste plays, to a foundation or a column. When the stock "
        "is empty, a click turns the whole waste back over as the new stock, without "
        "shuffling, so the cards come again in the same order. You may go through the "
        "stock as often as you like, without penalty.",
        "nl": "<b>De trekstapel en de aflegstapel</b><br>"
        "Klik op de trekstapel om kaarten om te draaien op de aflegstapel. <b>Trek 3</b> "
        "(3 kaarten, moeilijk; de standaardinstelling) draait drie kaarten tegelijk om, "
        "en alleen de bovenste kan gespeeld worden; de kaart eronder komt vrij als je die "
        "gespeeld hebt. Zijn er minder dan drie over, dan gaat de rest om. <b>Trek 1</b> "
        "(1 kaart, makkelijk) draait één kaart per keer om. Je kiest in het venster "
        "Nieuw spel.<br>"
        "Alleen de bovenste kaart van de aflegstapel kan gespeeld worden, op een "
        "fundament of een kolom. Is de trekstapel leeg, dan legt een klik de hele "
        "aflegstapel ongeschud terug als nieuwe trekstapel, zodat de kaarten in dezelfde "
        "volgorde terugkomen. Er is geen limiet aan het aantal rondes en geen straf.",
        "de": "<b>Stapel und Ablage</b><br>"
        "Klicke den Stapel an, um Karten auf die Ablage aufzudecken. Mit <b>Aufdecken: "
        "3</b> (3 Karten, schwer; die Voreinstellung) deckst du in Dreierpaketen auf, und "
        "nur die oberste Karte ist im Spiel; die darunter wird frei, sobald du sie "
        "gespielt hast. Sind weniger als drei übrig, kommt der Rest. Mit <b>Aufdecken: "
        "1</b> (1 Karte, leicht) deckst du eine Karte nach der anderen auf. Du wählst das "
        "im Fenster Neue Karten.<br>"
        "Nur die oberste Karte der Ablage ist im Spiel, für einen Zielstapel oder eine "
        "Spalte. Ist der Stapel leer, drehst du die Ablage mit einem Klick ungemischt "
        "wieder zum Stapel um, und die Karten kommen in derselben Reihenfolge wieder. Du "
        "darfst den Stapel beliebig oft durchgehen, ohne Strafe.",
    },
    "rules.scoring": {
        "en": "<b>Score</b><br>"
        "Each card put on a foundation, from the reserve, a column or the waste, scores "
        "5 points; every other move scores nothing. The score starts at 0 and never goes "
        "below 0. A card earns its points only the first time it reaches a foundation, "
        "and undo takes back the points of the undone move. The base card is already in "
        "place, so a won game scores 51 × 5 = 255.<br>"
        "With <b>casino scoring</b> you pay $52 for each deal and get $5 for every card on "
        "the foundations, the base card included, so a won deal nets $208. The casino bank "
        "runs on from game to game and may go below zero.",
        "nl": "<b>De punten</b><br>"
        "Elke kaart die op een fundament komt, vanuit de reserve, een kolom of de "
        "aflegstapel, levert 5 punten op; elke andere zet levert niets op. De punten "
        "beginnen bij 0 en gaan nooit onder 0. Een kaart levert zijn punten alleen op de "
        "eerste keer dat hij op een fundament komt, en neem je een zet terug, dan gaan "
        "de punten ervan ook weer weg. De basiskaart ligt er al, dus een gewonnen "
        "spel levert 51 × 5 = 255 punten op.<br>"
        "Met de <b>casinotelling</b> betaal je $52 per spel en krijg je $5 voor elke "
        "kaart op de fundamenten, de basiskaart meegerekend: een gewonnen spel levert "
        "netto $208 op. Het casinosaldo loopt door van spel tot spel en kan onder nul "
        "zakken.",
        "de": "<b>Die Wertung</b><br>"
        "Jede Karte, die auf einen Zielstapel kommt, ob aus der Reserve, einer Spalte "
        "oder der Ablage, bringt 5 Punkte; jeder andere Zug bringt nichts. Die Punkte "
        "beginnen bei 0 und fallen nie unter 0. Eine Karte bringt ihre Punkte nur beim "
        "ersten Mal, wenn sie auf einen Zielstapel kommt, und Rückgängig nimmt die Punkte "
        "des zurückgenommenen Zugs wieder weg. Die erste Zielstapelkarte liegt schon, "
        "also bringt eine gewonnene Partie 51 × 5 = 255 Punkte.<br>"
        "Mit der <b>Casino-Wertung</b> zahlst du $52 pro Partie und bekommst $5 für "
        "jede Karte auf den Zielstapeln, die erste mitgezählt: Eine gewonnene Partie "
        "bringt unterm Strich $208. Die Casino-Kasse läuft von Partie zu Partie weiter "
        "und darf unter null fallen.",
    },
    "rules.preset.standard": {
        "en": "<b>Standard rules</b> (the default)<br>"
        "Any run of alternating, descending cards moves between columns in one go: the "
        "whole column or just its end. Once the reserve is empty, an empty column takes "
        "any card or run, from anywhere. You may drag the top card of a foundation, even "
        "the base card, back onto a column that accepts it, or into an empty column once "
        "the reserve is empty; this costs no points, and a click never does it. A click "
        "sends a card to its foundation if it fits, otherwise to the longest column that "
        "accepts it, and only then to an empty column.",
        "nl": "<b>Standaardregels</b> (de standaardinstelling)<br>"
        "Elke reeks van afwisselende, aflopende kaarten wordt in één keer van kolom naar "
        "kolom verplaatst: de hele kolom of alleen het eind ervan. Is de reserve leeg, "
        "dan mag op een lege kolom elke kaart of reeks, van waar dan ook. De bovenste "
        "kaart van een fundament, ook de basiskaart, kun je door slepen terugnemen op een "
        "kolom die hem accepteert, of op een lege kolom als de reserve leeg is; dat kost "
        "geen punten, en een klik doet het nooit. Een klik stuurt een kaart naar zijn "
        "fundament als dat kan, anders naar de langste kolom die hem accepteert, en pas "
        "daarna naar een lege kolom.",
        "de": "<b>Standardregeln</b> (die Voreinstellung)<br>"
        "Jede Folge absteigender Karten in wechselnden Farben darfst du auf einmal von "
        "Spalte zu Spalte ziehen: die ganze Spalte oder nur ihr Ende. Ist die Reserve "
        "aufgebraucht, nimmt eine leere Spalte jede Karte oder Folge auf, von überall. "
        "Die oberste Karte eines Zielstapels, auch die erste, darfst du durch Ziehen "
        "zurücknehmen: auf eine Spalte, an die sie passt, oder in eine leere Spalte, wenn "
        "die Reserve aufgebraucht ist. Das kostet keine Punkte, und ein Klick tut es nie. "
        "Ein Klick legt eine Karte auf ihren Zielstapel, wenn sie passt, sonst auf die "
        "längste Spalte, an die sie passt, und erst dann in eine leere Spalte.",
    },
    "rules.preset.hoyle": {
        "en": "<b>Hoyle's rules</b><br>"
        "As in Hoyle's Rules of Games, only a whole column moves onto another column. Once "
        "the reserve is empty, an empty column can be filled only with the top card of "
        "the waste, and it may stay empty as long as you like. A card on a foundation "
        "stays there. A click sends a card to its foundation if it fits, otherwise to the "
        "first column from the left that accepts it, and only then to an empty column.",
        "nl": "<b>Regels van Hoyle</b><br>"
        "Zoals in Hoyle's Rules of Games mag alleen een hele kolom naar een andere kolom. "
        "Is de reserve leeg, dan kan een lege kolom alleen gevuld worden met de bovenste "
        "kaart van de aflegstapel, en mag hij leeg blijven zo lang je wilt. Een kaart op "
        "een fundament blijft daar. Een klik stuurt een kaart naar zijn fundament als dat "
        "kan, anders naar de eerste kolom van links die hem accepteert, en pas daarna "
        "naar een lege kolom.",
        "de": "<b>Regeln nach Hoyle</b><br>"
        "Wie in Hoyle's Rules of Games darfst du nur eine ganze Spalte auf eine andere "
        "ziehen. Ist die Reserve aufgebraucht, darf eine leere Spalte nur mit der "
        "obersten Karte der Ablage gefüllt werden oder leer bleiben, so lange du willst. "
        "Eine Karte auf einem Zielstapel kommt nie wieder ins Spiel. Ein Klick legt eine "
        "Karte auf ihren Zielstapel, wenn sie passt, sonst auf die erste Spalte von "
        "links, an die sie passt, und erst dann in eine leere Spalte.",
    },
    "rules.preset.strict": {
        "en": "<b>Strict rules</b><br>"
        "Move either the top card of a column or the whole column; a column is never split "
        "any other way. Once the reserve is empty, an empty column takes only the top card "
        "of the waste, never a card from another column, and it may stay empty. A card on "
        "a foundation stays there. A click sends a card to its foundation if it fits, "
        "otherwise to the first column from the left that accepts it, and only then to an "
        "empty column; clicking the bottom card of a column moves the whole column.",
        "nl": "<b>Strenge regels</b><br>"
        "Verplaats de bovenste kaart van een kolom of de hele kolom; anders wordt een "
        "kolom nooit gesplitst. Is de reserve leeg, dan krijgt een lege kolom alleen de "
        "bovenste kaart van de aflegstapel, nooit een kaart uit een andere kolom, en mag "
        "hij leeg blijven. Een kaart op een fundament blijft daar. Een klik stuurt een "
        "kaart naar zijn fundament als dat kan, anders naar de eerste kolom van links die "
        "hem accepteert, en pas daarna naar een lege kolom; een klik op de onderste kaart "
        "van een kolom verplaatst de hele kolom.",
        "de": "<b>Strenge Regeln</b><br>"
        "Bewege entweder die oberste Karte einer Spalte oder die ganze Spalte auf einmal; "
        "anders wird eine Spalte nie geteilt. Ist die Reserve aufgebraucht, nimmt eine "
        "leere Spalte nur die oberste Karte der Ablage auf, nie eine aus einer anderen "
        "Spalte, und darf leer bleiben. Eine Karte auf einem Zielstapel kommt nie wieder "
        "ins Spiel. Ein Klick legt eine Karte auf ihren Zielstapel, wenn sie passt, sonst "
        "auf die erste Spalte von links, an die sie passt, und erst dann in eine leere "
        "Spalte; ein Klick auf die unterste Karte einer Spalte bewegt die ganze Spalte.",
    },
    # --- Strategy tips (RULES §13, seed 004) -----------------------------------------
    "tips.1": {
        "en": "Moving a whole column onto a column that accepts it frees its place, and the "
        "top card of the reserve fills it at once. The move costs nothing and brings one "
        "of the thirteen reserve cards into play, so look for it before you turn the "
        "stock.",
        "nl": "Verplaats je een hele kolom naar een kolom die haar accepteert, dan komt haar "
        "plaats vrij en vult de bovenste kaart van de reserve die meteen. Die zet kost "
        "niets en brengt een van de dertien reservekaarten in het spel, dus zoek ernaar "
        "voor je de trekstapel omdraait.",
        "de": "Ziehst du eine ganze Spalte auf eine Spalte, an die sie passt, wird ihr Platz "
        "leer, und die oberste Karte der Reserve füllt ihn sofort. Dieser Zug kostet "
        "nichts und bringt eine der dreizehn Reservekarten ins Spiel, also suche danach, "
        "bevor du den Stapel aufdeckst.",
    },
    "tips.2": {
        "en": "You may go through the stock as often as you like, so a waste card is never "
        "lost; it only comes back slowly. Every pass shows the same cards as long as you "
        "play none, so play from the waste to change which cards show on the next pass.",
        "nl": "Je mag de trekstapel zo vaak doorlopen als je wilt, dus een kaart op de "
        "aflegstapel is nooit verloren; hij komt alleen langzaam terug. Elke ronde toont "
        "dezelfde kaarten zolang je er geen speelt, dus speel van de aflegstapel om te "
        "veranderen welke kaarten de volgende ronde bovenop liggen.",
        "de": "Der Stapel darf beliebig oft durchgegangen werden, eine Karte der Ablage ist "
        "also nie verloren, sie kommt nur langsam wieder. Jeder Durchgang deckt dieselben "
        "Karten auf, solange du keine spielst, also spiele von der Ablage, um zu ändern, "
        "welche Karten beim nächsten Mal oben liegen.",
    },
    "tips.3": {
        "en": "Watch the rank in the corner of each empty foundation. The rank just below it "
        "goes on the foundations last: in a game that starts at the sevens, a six is more "
        "useful working in the columns than waiting for its turn on a foundation.",
        "nl": "Let op de rang in de hoek van elk leeg fundament. De rang er net onder komt "
        "als laatste op de fundamenten: in een spel dat bij de zevens begint, kun je een "
        "zes dus beter in de kolommen gebruiken dan erop te wachten.",
        "de": "Achte auf den Rang in der Ecke jedes leeren Zielstapels. Die Karte einen Rang "
        "darunter kommt zuletzt auf den Zielstapel; in einem Spiel, das bei den Siebenen "
        "beginnt, ist eine Sechs also in den Spalten nützlicher, als auf sie zu warten.",
    },
    "tips.4": {
        "en": "The stock starts with 34 cards. With draw 3, a pass in which you play nothing "
        "shows only 12 of them: every third card and the last one alone.",
        "nl": "De trekstapel begint met 34 kaarten. Met Trek 3 toont een ronde waarin je "
        "niets speelt er maar 12: elke derde kaart en de laatste alleen.",
        "de": "Der Stapel beginnt mit 34 Karten. Deckst du in Dreierpaketen auf "
        "(Aufdecken: 3), zeigt ein Durchgang, in dem du nichts spielst, nur 12 davon: "
        "jede dritte Karte und die letzte allein.",
    },
    "tips.5": {
        "en": "Once the reserve is gone, fill an empty column when the waste shows a card "
        "that would otherwise wait a whole pass. With Hoyle's and the strict rules only "
        "the top card of the waste may fill it, never a card from another column.",
        "nl": "Is de reserve op, vul dan een lege kolom als de aflegstapel een kaart toont "
        "die anders een hele ronde zou moeten wachten. Met de regels van Hoyle en de "
        "strenge regels mag alleen de bovenste kaart van de aflegstapel hem vullen, nooit "
        "een kaart uit een andere kolom.",
        "de": "Ist die Reserve aufgebraucht, fülle eine leere Spalte, wenn die Ablage eine "
        "Karte zeigt, die sonst einen ganzen Durchgang warten müsste. Nach Hoyle und bei "
        "den strengen Regeln nimmt eine leere Spalte nur die oberste Karte der Ablage "
        "auf, nie eine aus einer anderen Spalte.",
    },
    # --- Table guide (first launch, and Rules & tips) and the pile tool tip -------------
    # A guide text is "<b>Title</b><br>body": game/ui/guide.py sets the title apart.
    "guide.stock": {
        "en": "<b>Stock</b><br>Click it to turn cards onto the waste. Once it is empty, "
        "a click turns the waste back over.",
        "nl": "<b>Trekstapel</b><br>Klik erop om kaarten op de aflegstapel te leggen. Is "
        "hij leeg, dan draait een klik de aflegstapel weer om.",
        "de": "<b>Stapel</b><br>Klicke ihn an, um Karten auf die Ablage aufzudecken. Ist "
        "er leer, dreht ein Klick die Ablage wieder um.",
    },
    "guide.waste": {
        "en": "<b>Waste</b><br>Its top card plays to a foundation or a column.",
        "nl": "<b>Aflegstapel</b><br>De bovenste kaart mag naar een fundament of een kolom.",
        "de": "<b>Ablage</b><br>Ihre oberste Karte darf auf einen Zielstapel oder eine Spalte.",
    },
    "guide.reserve": {
        "en": "<b>Reserve</b><br>Its top card plays to a foundation or a column. The number "
        "below it shows how many cards are left.",
        "nl": "<b>Reserve</b><br>De bovenste kaart mag naar een fundament of een kolom. Het "
        "getal eronder zegt hoeveel kaarten er nog zijn.",
        "de": "<b>Reserve</b><br>Ihre oberste Karte darf auf einen Zielstapel oder eine "
        "Spalte. Die Zahl darunter zeigt, wie viele Karten übrig sind.",
    },
    "guide.foundations": {
        "en": "<b>Foundations</b><br>One suit each, built up from the start rank shown in "
        "the corner; after the king comes the ace.",
        "nl": "<b>Fundamenten</b><br>Elk één kleur, opgebouwd vanaf de startrang in de hoek; "
        "na de heer komt de aas.",
        "de": "<b>Zielstapel</b><br>Je eine Farbe, aufgebaut vom Anfangsrang in der Ecke an; "
        "nach dem König kommt das Ass.",
    },
    "guide.columns": {
        "en": "<b>Columns</b><br>Build down, red on black and black on red. A column that "
        "empties is filled from the reserve at once.",
        "nl": "<b>Kolommen</b><br>Bouw aflopend, rood op zwart en zwart op rood. Een kolom die "
        "leeg raakt, wordt meteen aangevuld uit de reserve.",
        "de": "<b>Spalten</b><br>Baue abwärts, Rot auf Schwarz und Schwarz auf Rot. Eine "
        "Spalte, die leer wird, wird sofort aus der Reserve gefüllt.",
    },
    "guide.goal": {
        "en": "<b>Goal</b><br>Build all four foundations up in suit from the base card's "
        "rank, wrapping from king to ace, until they hold all 52 cards.",
        "nl": "<b>Doel</b><br>Bouw de vier fundamenten op in kleur vanaf de rang van de "
        "basiskaart, van heer door naar aas, tot alle 52 kaarten erop liggen.",
        "de": "<b>Das Ziel</b><br>Baue alle vier Zielstapel in ihrer Farbe vom Anfangsrang "
        "aus auf, vom König weiter zum Ass, bis alle 52 Karten darauf liegen.",
    },
    "guide.click": {  # a key closes the guide too (it may be opened by the keys)
        "en": "Click anywhere or press a key to play",
        "nl": "Klik ergens of druk op een toets om te spelen",
        "de": "Klicke irgendwo oder drücke eine Taste, um zu spielen",
    },
    "guide.show": {
        "en": "Show the table guide",
        "nl": "Uitleg van de tafel tonen",
        "de": "Erklärung des Tisches zeigen",
    },
    "hover.stock": {
        "en": "Stock — {n} cards",
        "nl": "Trekstapel — {n} kaarten",
        "de": "Stapel — {n} Karten",
    },
    "hover.stock_one": {
        "en": "Stock — 1 card",
        "nl": "Trekstapel — 1 kaart",
        "de": "Stapel — 1 Karte",
    },
    "hover.waste": {
        "en": "Waste — {n} cards",
        "nl": "Aflegstapel — {n} kaarten",
        "de": "Ablage — {n} Karten",
    },
    "hover.waste_one": {
        "en": "Waste — 1 card",
        "nl": "Aflegstapel — 1 kaart",
        "de": "Ablage — 1 Karte",
    },
    "hover.reserve": {
        "en": "Reserve — {n} cards",
        "nl": "Reserve — {n} kaarten",
        "de": "Reserve — {n} Karten",
    },
    "hover.reserve_one": {
        "en": "Reserve — 1 card",
        "nl": "Reserve — 1 kaart",
        "de": "Reserve — 1 Karte",
    },
    "hover.foundation": {
        "en": "Foundation — {n} cards",
        "nl": "Fundament — {n} kaarten",
        "de": "Zielstapel — {n} Karten",
    },
    "hover.foundation_one": {
        "en": "Foundation — 1 card",
        "nl": "Fundament — 1 kaart",
        "de": "Zielstapel — 1 Karte",
    },
    "hover.choice": {
        "en": "{card} — click to make it the base card",
        "nl": "{card} — klik om deze als basiskaart te kiezen",
        "de": "{card} — klicken, um sie als Basiskarte zu wählen",
    },
    "hover.column": {
        "en": "Column {col} — {n} cards",
        "nl": "Kolom {col} — {n} kaarten",
        "de": "Spalte {col} — {n} Karten",
    },
    "hover.column_one": {
        "en": "Column {col} — 1 card",
        "nl": "Kolom {col} — 1 kaart",
        "de": "Spalte {col} — 1 Karte",
    },
    # --- Send home / mouse ---
    "button.home": {"en": "Send home", "nl": "Naar fundament", "de": "Auf Zielstapel"},
    "menu.home": {"en": "Send home", "nl": "Naar fundament", "de": "Auf Zielstapel"},
    # --- Show solution (issue 15) ---
    "menu.solution": {
        "en": "Show solution",
        "nl": "Oplossing tonen",
        "de": "Lösung zeigen",
    },
    # The legends of the Ctrl key and the space bar, in that order (shortcuts.py): German
    # keyboards say Strg, Dutch ones Ctrl as English ones do.
    "key.legends": {"en": "Ctrl Space", "nl": "Ctrl Spatiebalk", "de": "Strg Leertaste"},
    "solution.searching": {
        "en": "Looking for a solution…",
        "nl": "Oplossing zoeken…",
        "de": "Lösung wird gesucht…",
    },
    # Space while the search runs: the line will wait for Space (or Right) when it comes.
    "solution.searching_paused": {
        "en": "Looking for a solution… it will start paused",
        "nl": "Oplossing zoeken… die begint gepauzeerd",
        "de": "Lösung wird gesucht… sie beginnt angehalten",
    },
    "solution.playing": {
        "en": "Solution: move {n} of {m} — Space pauses, Right arrow: one move, Esc stops",
        "nl": "Oplossing: zet {n} van {m} — spatie pauzeert, pijl rechts: één zet, Esc stopt",
        "de": "Lösung: Zug {n} von {m} — Leertaste pausiert, Pfeil rechts: ein Zug, Esc beendet",
    },
    "solution.paused": {
        "en": "Solution paused at move {n} of {m} — Space plays on, Right arrow: one move, "
        "Esc stops",
        "nl": "Oplossing gepauzeerd bij zet {n} van {m} — spatie speelt verder, pijl rechts: "
        "één zet, "
        "Esc stopt",
        "de": "Lösung angehalten bei Zug {n} von {m} — Leertaste spielt weiter, Pfeil rechts: "
        "ein Zug, "
        "Esc beendet",
    },
    "solution.stopped": {
        "en": "Solution stopped: your turn",
        "nl": "Oplossing gestopt: jij bent aan zet",
        "de": "Lösung beendet: du bist am Zug",
    },
    "solution.search_stopped": {
        "en": "Search for a solution called off: your turn",
        "nl": "Zoeken naar een oplossing afgebroken: jij bent aan zet",
        "de": "Suche nach einer Lösung abgebrochen: du bist am Zug",
    },
    "solution.lost": {
        "en": "No solution: this position can no longer be won.",
        "nl": "Geen oplossing: deze stelling is niet meer te winnen.",
        "de": "Keine Lösung: Diese Stellung ist nicht mehr zu gewinnen.",
    },
    "solution.lost_deal": {
        "en": "No solution: this deal cannot be won.",
        "nl": "Geen oplossing: dit spel is niet te winnen.",
        "de": "Keine Lösung: Diese Partie ist nicht zu gewinnen.",
    },
    "solution.unknown": {
        "en": "The solver found no solution in time.",
        "nl": "De oplosser vond op tijd geen oplossing.",
        "de": "Der Löser hat rechtzeitig keine Lösung gefunden.",
    },
    "solution.failed": {
        "en": "The solver stopped; try again.",
        "nl": "De oplosser stopte; probeer het opnieuw.",
        "de": "Der Löser hat aufgehört; versuche es noch einmal.",
    },
    # --- the table of each game (issue 13) ---
    "table.last_pass": {"en": "Last pass", "nl": "Laatste ronde", "de": "Letzter Durchgang"},
    "hud.pass_of": {
        "en": "Pass {n} of {m}",
        "nl": "Ronde {n} van {m}",
        "de": "Durchgang {n} von {m}",
    },
}
# --- The game picker, statistics and rules per game (issue 13) ---------------------
TEXTS.update(
    {
        "game.canfield": {"en": "Canfield", "nl": "Canfield", "de": "Canfield"},
        "game.canfield.desc": {
            "en": "The classic: build down in alternating colours; the reserve fills columns.",
            "nl": "De klassieker: aflopend in afwisselende kleur; de reserve vult kolommen.",
            "de": "Der Klassiker: abwärts in wechselnden Farben; die Reserve füllt Spalten.",
        },
        "newgame.fixed_one": {
            "en": "1 card per turn, set by {game}",
            "nl": "1 kaart per keer, vast bij {game}",
            "de": "1 Karte pro Klick, fest bei {game}",
        },
        "newgame.fixed_many": {
            "en": "{draws} cards per turn, set by {game}",
            "nl": "{draws} kaarten per keer, vast bij {game}",
            "de": "{draws} Karten pro Klick, fest bei {game}",
        },
        "newgame.code_game_ok": {
            "en": "Valid code: {game}, {rules}, draw {draw}",
            "nl": "Geldige code: {game}, {rules}, trek {draw}",
            "de": "Gültiger Code: {game}, {rules}, Aufdecken: {draw}",
        },
        "newgame.daily_game_tip": {
            "en": "Today's {game} deal, the same for everyone ({rules}, draw {draw})",
            "nl": "Het {game}-spel van vandaag, voor iedereen hetzelfde ({rules}, trek {draw})",
            "de": "Die {game}-Partie von heute, für alle dieselbe ({rules}, Aufdecken: {draw})",
        },
    }
)
SAME_ALLOWED = SAME_ALLOWED | {"game.canfield"}  # a proper name in every language
TEXTS.update(FAMILY_TEXTS)  # the Canfield family's names, descriptions and rules pages
TEXTS.update(GUIDE_TEXTS)  # the table guide where a family game's rules differ

# Environment variables that name the language, in the order gettext consults them.
_ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# Language names as some platforms (Windows) report them instead of ISO codes.
_NAME_ALIASES = {
    "dutch": "nl",
    "nederlands": "nl",
    "flemish": "nl",
    "german": "de",
    "deutsch": "de",
}


def _code(value: str) -> str | None:
    """The language code of a locale name ("nl_BE.UTF-8" -> "nl"), lower case."""
    value = value.strip()
    if not value:
        return None
    for sep in ".@":
        value = value.split(sep, 1)[0]
    head = value.replace("-", "_").split("_", 1)[0].strip().lower()
    return _NAME_ALIASES.get(head, head) or None


def _supported(value: str) -> str:
    """Ours among the entries of a locale value (LANGUAGE may list several, "fr:de")."""
    for part in value.split(":"):
        code = _code(part)
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def system_language() -> str:
    """ "nl", "de" or "en" from the environment, then from the C locale; default "en".

    The first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that is set decides, as in
    gettext: a language we do not have (or "C"/"POSIX") means English.
    """
    for name in _ENV_VARS:
        value = os.environ.get(name, "").strip()
        if value:
            return _supported(value)
    try:
        name = locale.getlocale()[0]
    except (ValueError, TypeError):  # pragma: no cover - odd platform locales
        name = None
    return _supported(name) if name else DEFAULT_LANGUAGE


def resolve(setting: str | None) -> str:
    """The language to show for a settings value: None follows the system language."""
    if setting is None:
        return system_language()
    return setting if setting in LANGUAGES else DEFAULT_LANGUAGE


def t(key: str, lang: str, **params: object) -> str:
    """The text for `key` in `lang` (English when `lang` is unknown), formatted.

    An unknown key raises KeyError: a missing text is a bug for the tests to catch.
    """
    entry = TEXTS[key]
    text = entry.get(lang) or entry[DEFAULT_LANGUAGE]
    return text.format(**params)


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# Jack, queen, king as the cards on the table print them, in every language: Dutch "B♥"
# (boer) and German "B♥" (Bube) beside a card that shows J♥ read as another card (a tester).
_FACES = "JQK"


def card_label(rank: int, suit: str, lang: str) -> str:
    """A card as the player reads it on the table: its index, then the suit ("10♠", "Q♥").

    `rank` is 1..13 (ace..king), `suit` one of "SHDC". The same in every language `lang`:
    the card art's indices are J, Q and K.
    """
    if not 1 <= rank <= 13 or suit not in SUIT_SYMBOLS:
        raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
    text = "A" if rank == 1 else str(rank) if rank <= 10 else _FACES[rank - 11]
    return text + SUIT_SYMBOLS[suit]
