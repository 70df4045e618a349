"""The HUD bar drawn on a plain surface: fields that never move, an evenly spaced code, the
casino bank in place of the score, a paused clock, the sound icon and the spinner's place."""

import importlib.resources

import pygame
import pygame_gui
import pytest

import game.i18n
from game.ui.hud import BAR, Hud
from game.ui.layout import compute_layout
from game.ui.render import TextCache

SIZES = [(800, 600), (1280, 720), (1920, 1080)]
LANGS = ["en", "nl", "de"]
# Every field at its widest: the worst case for anything placed after them.
WIDEST = {"casino": -4321, "moves": 8888, "time": 35999, "paused": True}


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))


def make_hud(size=(1280, 720), lang="en") -> Hud:
    return Hud(compute_layout(*size), TextCache(), lambda key, **p: game.i18n.t(key, lang, **p))


def draw(hud: Hud, now: float = 0.0, **changes) -> pygame.Surface:
    """The bar as drawn for a game with `changes` to a fresh game's info."""
    info = {
        "score": 0,
        "moves": 1,
        "time": 1,
        "draw": 3,
        "rules": "standard",
        "code": "CF1-D3-QQWKFIR",
        "casino": None,
        "paused": False,
        "sound": True,
    }
    info.update(changes)
    layout = hud.layout
    screen = pygame.Surface((layout.width, layout.height))
    hud.draw(screen, info, now)
    return screen.subsurface((0, 0, layout.width, layout.hud.h)).copy()


def empty_columns(bar: pygame.Surface, left: int, right: int) -> list[bool]:
    """Per column in [left, right): nothing but the bar's own colour."""
    h = bar.get_height() - 1  # the bottom edge line is not text
    return [all(bar.get_at((x, y))[:3] == BAR for y in range(h)) for x in range(left, right)]


def ink_runs(empty: list[bool]) -> int:
    """How many separate groups of inked columns."""
    return sum(1 for i, e in enumerate(empty) if not e and (i == 0 or empty[i - 1]))


def text_rects(hud: Hud) -> dict[str, pygame.Rect]:
    return {name: rect for name, (_, rect) in hud.drawn.items()}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("casino", [None, (5, -2560)])
def test_labels_mode_and_code_stay_put_as_the_numbers_grow(size, casino):
    hud = make_hud(size)
    low, high = casino or (None, None)
    small = draw(hud, score=0, moves=1, time=1, casino=low)
    before = text_rects(hud)
    big = draw(hud, score=255, moves=888, time=3599, casino=high)
    after = text_rects(hud)
    names = ("score.label", "bank.label", "moves.label", "time.label", "mode", "code")
    assert [before.get(n) for n in names] == [after.get(n) for n in names]
    assert "code" in after
    # Only the value slots change: every other pixel of the bar is as it was.
    w, h = small.get_size()
    for name in ("score", "bank", "moves", "time"):
        if name in after:
            slot = after[name]
            assert slot == before[name]
            for bar in (small, big):
                bar.fill((0, 0, 0), (slot.x, 0, slot.w + hud.font_size, h))
    assert pygame.image.tobytes(small, "RGB") == pygame.image.tobytes(big, "RGB")


def test_the_code_is_evenly_spaced():
    """pygame's default font drew "CF1-D3-Q QWKFIR" (4 px gap at 1920 x 1080, size 26)."""
    hud = make_hud((1920, 1080))
    bar = draw(hud, code="CF1-D3-QQWKFIR")
    rect = hud.code_rect
    empty = empty_columns(bar, rect.left, rect.right)
    inked = [i for i, e in enumerate(empty) if not e]
    widest = run = 0
    for e in empty[inked[0] : inked[-1] + 1]:
        run = run + 1 if e else 0
        widest = max(widest, run)
    assert widest < 0.15 * hud.font_size


@pytest.mark.parametrize("bold", [False, True])
def test_text_is_set_in_the_noto_sans_pygame_gui_ships(bold):
    font = TextCache().font(30, bold)
    data = importlib.resources.files("pygame_gui.data")
    face = data / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
    noto = pygame.font.Font(face, font.point_size)
    ours, theirs = (f.render("CF1-D3-QQWKFIR Score", True, (255, 255, 255)) for f in (font, noto))
    assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA")


def test_text_falls_back_to_the_default_font(monkeypatch):
    monkeypatch.setattr(TextCache, "FACES", {False: "missing.ttf", True: "missing.ttf"})
    text = TextCache()
    assert text.render("CF1-D3-QQWKFIR", 20, bold=True).get_bounding_rect().w > 50


def test_figures_take_the_same_room_whatever_the_digits():
    text = TextCache()
    for bold in (False, True):
        widths = {text.render_figures(v, 20, bold=bold).get_width() for v in ("1:11", "8:08")}
        assert len(widths) == 1
        assert text.figures_width("1111", 20, bold) == text.figures_width("8888", 20, bold)


@pytest.mark.parametrize("lang", LANGS)
def test_casino_shows_the_bank_instead_of_the_score(lang):
    hud = make_hud((1280, 720), lang)
    draw(hud, score=0, casino=-47)
    assert "score" not in hud.drawn and "score.label" not in hud.drawn
    assert hud.drawn["bank"][0] == "\u2212$47"
    assert hud.drawn["bank.label"][0] == game.i18n.t("hud.bank", lang)
    assert hud.drawn["bank.label"][1].x < hud.drawn["moves.label"][1].x  # the score's place
    draw(hud, score=35, casino=None)
    assert hud.drawn["score"][0] == "35"
    assert "bank" not in hud.drawn


def test_copying_the_code_leaves_the_bar_as_it_was(monkeypatch):
    copied = []
    monkeypatch.setattr(pygame_gui.core.utility, "clipboard_copy", copied.append)
    hud = make_hud()
    before = draw(hud, now=10.0)
    assert hud.copy_code("CF1-D3-QQWKFIR", 10.0) is True
    assert copied == ["CF1-D3-QQWKFIR"]
    after = draw(hud, now=10.5)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    assert hud.drawn["code"][0] == "CF1-D3-QQWKFIR"


def test_copy_says_so_when_there_is_no_clipboard(monkeypatch):
    def broken(_text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame_gui.core.utility, "clipboard_copy", broken)
    assert make_hud().copy_code("CF1-D3-QQWKFIR", 1.0) is False


@pytest.mark.parametrize("size", SIZES)
def test_a_paused_clock_is_dimmed_and_marked(size):
    hud = make_hud(size)
    running = draw(hud, time=83, paused=False)
    paused = draw(hud, time=83, paused=True)
    slot = hud.drawn["time"][1]
    digits_end = slot.x + hud.text.figures_width("1:23", hud.font_size, bold=True)
    after_time = min(r.x for n, r in text_rects(hud).items() if r.x > slot.x and n != "time")

    def brightest(bar):
        return max(
            sum(bar.get_at((x, y))[:3])
            for x in range(slot.x, digits_end)
            for y in range(bar.get_height() - 1)
        )

    assert brightest(paused) < brightest(running)
    # Behind the digits: nothing while running, two upright bars while paused.
    assert all(empty_columns(running, digits_end + 1, after_time))
    assert ink_runs(empty_columns(paused, digits_end + 1, after_time)) == 2
    # Nothing else in the bar changes.
    w, h = running.get_size()
    for area in (pygame.Rect(0, 0, slot.x, h), pygame.Rect(after_time, 0, w - after_time, h)):
        a, b = running.subsurface(area), paused.subsurface(area)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_sound_icon_shows_on_and_off_clear_of_buttons_and_text(size, lang):
    hud = make_hud(size, lang)
    on = draw(hud, sound=True, **WIDEST).subsurface(hud.sound_rect)
    off = draw(hud, sound=False, **WIDEST).subsurface(hud.sound_rect)
    assert not all(empty_columns(on, 0, on.get_width()))
    assert not all(empty_columns(off, 0, off.get_width()))
    assert pygame.image.tobytes(on, "RGB") != pygame.image.tobytes(off, "RGB")
    assert hud.layout.hud.h > hud.sound_rect.bottom and hud.sound_rect.top >= 0
    for button in hud.buttons.values():
        assert not hud.sound_rect.colliderect(button.rect)
    for name, rect in text_rects(hud).items():
        assert not hud.sound_rect.colliderect(rect), name


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_spinner_has_a_place_of_its_own(size, lang):
    hud = make_hud(size, lang)
    draw(hud, **WIDEST)
    spinner = hud.spinner_rect
    assert spinner.w == spinner.h > 0
    assert pygame.Rect(0, 0, hud.layout.width, hud.layout.hud.h - 1).contains(spinner)
    assert not spinner.colliderect(hud.sound_rect)
    for button in hud.buttons.values():
        assert not spinner.colliderect(button.rect)
    for name, rect in text_rects(hud).items():
        assert not spinner.colliderect(rect), name


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", ["CF1-D3-AAAAACL", "CF1-D3-QQWKFIR-S"])
def test_at_800_the_widest_fields_and_the_code_still_fit(lang, code):
    hud = make_hud((800, 600), lang)
    draw(hud, code=code, **WIDEST)
    assert "code" in hud.drawn
    for name, rect in text_rects(hud).items():
        assert rect.right <= hud.spinner_rect.left, name
    assert hud.spinner_rect.right <= hud.sound_rect.left
    assert hud.sound_rect.right <= hud.buttons_left


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(700, 900), (640, 1000), (800, 1200)])
def test_a_tall_narrow_window_keeps_the_code_and_readable_figures(size, lang):
    # Found in a real window at 700x900: the bar grew with the height, its buttons took the
    # width, the code was dropped and Score/Moves/Time shrank to about 8 px. German at
    # 700x1000 still dropped the code: its buttons' long labels left the text no room.
    hud = make_hud(size, lang)
    draw(hud, code="CF1-D3-QQWKFIR-S", **WIDEST)
    assert "code" in hud.drawn
    wide = make_hud((size[0], size[0] * 3 // 4), lang)  # the same width, a 4:3 window
    assert hud.layout.hud.h == wide.layout.hud.h and hud.font_px == wide.font_px
    for name, rect in text_rects(hud).items():
        assert rect.right <= hud.spinner_rect.left, name


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_pass_and_the_daily_marker_follow_the_code_and_never_move_it(size):
    hud = make_hud(size)
    draw(hud)
    plain = text_rects(hud)
    draw(hud, **{"pass": 12, "daily": True})
    marked = text_rects(hud)
    assert {k: v for k, v in marked.items() if k != "extra"} == plain  # nothing else moved
    if "extra" in marked:  # a narrow window may drop parts of it, never overlap with it
        parts = hud.drawn["extra"][0].split(" · ")
        assert parts == [p for p in ("Pass 12", "Daily deal") if p in parts]
        assert size != (1920, 1080) or parts == ["Pass 12", "Daily deal"]
        assert marked["extra"].left > marked["code"].right
        assert all(not marked["extra"].colliderect(b.rect) for b in hud.buttons.values())
    assert size == (800, 600) or "extra" in marked


def _extra_parts(hud: Hud, room_for: str, **info) -> list[str]:
    """The extra text's parts with just room for `room_for` after the code."""
    draw(hud)
    width = hud.text.render(room_for, hud.font_size, (0, 0, 0)).get_width()
    hud.text_right = hud.drawn["code"][1].right + hud.field_gap + width
    draw(hud, **info)
    return hud.drawn["extra"][0].split(" · ") if "extra" in hud.drawn else []


def test_the_extra_text_drops_a_part_at_a_time_the_least_needed_first():
    """Seen under Xvfb: in German at 1920x1080 "Durchgang 1 · Stufe: Leicht" was one
    pixel too wide, and the whole of it, the difficulty too, was dropped."""
    hud = make_hud((1920, 1080))
    full = {"pass": 2, "daily": True, "band": "hard"}
    every = "Pass 2 · Daily deal · Hard deal"
    assert _extra_parts(hud, every, **full) == ["Pass 2", "Daily deal", "Hard deal"]
    # the deal's marks go before the pass, which players follow (a tester: German full
    # screen dropped "Durchgang 9" and kept "Stufe: Leicht")
    assert _extra_parts(hud, every[:-1], **full) == ["Pass 2", "Hard deal"]
    # seen under Xvfb at 800x600: "Medium deal" did not fit, and the band went unseen
    assert _extra_parts(hud, "Pass 2 · Hard dea", **full) == ["Pass 2", "Hard"]
    assert _extra_parts(hud, "Pass 2 · Har", **full) == ["Pass 2"]
    assert _extra_parts(hud, "Pass", **full) == []
    limited = {**full, "passes": 3}  # a pass limit's count is what the player needs most
    assert _extra_parts(hud, "Pass 2 of 3 · Hard dea", **limited) == ["Pass 2 of 3", "Hard"]
    assert _extra_parts(hud, "Pass 2 of 3 · Har", **limited) == ["Pass 2 of 3"]


def test_the_extra_text_drops_its_parts_in_the_same_order_in_every_language():
    """A tester saw German "Durchgang 1" come and go with the code's letters while "Leicht"
    stayed: the one-word difficulty and the pass tied, and the alphabet chose."""
    for lang, room, kept in (
        ("de", "Durchgang 2 · Schw", ["Durchgang 2"]),
        ("en", "Pass 2 · Har", ["Pass 2"]),
        ("nl", "Ronde 2 · Moei", ["Ronde 2"]),
    ):
        hud = make_hud((1920, 1080), lang)
        assert _extra_parts(hud, room, **{"pass": 2, "band": "hard"}) == kept, lang


def test_a_family_game_is_named_in_the_bar_its_name_kept_longest():
    """Seen under Xvfb: nothing on a Rainbow table said "Rainbow" but the code's RB1."""
    hud = make_hud((1920, 1080))
    rainbow = {"game": "rainbow", "draw": 1, "rules": "hoyle", "code": "RB1-D1-AAAAAAE-H"}
    draw(hud, **rainbow)
    assert hud.drawn["mode"][0] == "Rainbow · Draw 1 · Hoyle"
    left, code_w = hud.drawn["mode"][1].x, hud.drawn["code"][1].w
    name_w = hud.text.render("Rainbow", hud.font_size, (0, 0, 0)).get_width()
    hud.text_right = left + name_w + hud.field_gap + code_w  # room for the name and the code
    draw(hud, **rainbow)
    assert hud.drawn["mode"][0] == "Rainbow" and hud.drawn["code"][0] == rainbow["code"]
    hud.text_right -= 1
    draw(hud, **rainbow)
    assert "mode" not in hud.drawn and "code" in hud.drawn  # the code goes last
    hud = make_hud((1920, 1080))
    draw(hud, game="canfield")
    assert hud.drawn["mode"][0] == "Draw 3 · Standard"  # Canfield is the game's own name


def test_a_narrow_bar_keeps_the_pass_count_before_the_game_name():
    hud = make_hud((1920, 1080))
    limited = {"game": "rainfall", "draw": 1, "code": "RF1-D1-AAAAACV", "pass": 2, "passes": 3}
    draw(hud, **limited)
    assert hud.drawn["mode"][0] == "Rainfall · Draw 1 · Standard"
    assert hud.drawn["extra"][0] == "Pass 2 of 3"
    left, code_w = hud.drawn["mode"][1].x, hud.drawn["code"][1].w
    width = lambda text: hud.text.render(text, hud.font_size, (0, 0, 0)).get_width()  # noqa: E731
    # room for the code and the pass count, or for the name and the code, not for all three
    hud.text_right = left + code_w + hud.field_gap + width("Pass 2 of 3")
    assert left + width("Rainfall") + hud.field_gap + code_w <= hud.text_right
    draw(hud, **limited)
    assert "mode" not in hud.drawn and hud.drawn["extra"][0] == "Pass 2 of 3"
    for name, rect in text_rects(hud).items():
        assert rect.right <= hud.text_right, name
