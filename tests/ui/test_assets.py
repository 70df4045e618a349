"""Generated card art and sounds: presence, format, determinism, and the loader's behaviour."""

from __future__ import annotations

import logging
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from game.ui import assets
from game.ui.assets import ASSET_DIR, AssetError, CardArt, Sounds, card_height

ROOT = Path(__file__).resolve().parents[2]
CARDS = ASSET_DIR / "cards"
SOUNDS = ASSET_DIR / "sounds"
FACES = [f"{deck}/{r}{s}.png" for deck in assets.DECKS for s in "SHDC" for r in assets.RANKS]
BACKS = ["back-blue.png", "back-red.png", "back-green.png"]
MARKS = [f"mark-{m}.png" for m in ("empty", "redeal", "highlight")]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(CARDS / rel))


def _corners(surf: pygame.Surface) -> list[int]:
    w, h = surf.get_size()
    return [surf.get_at(p).a for p in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1))]


@pytest.mark.parametrize("rel", FACES + BACKS)
def test_card_image_format(rel: str) -> None:
    surf = _load(rel)
    assert surf.get_size() == (400, 560)
    assert surf.get_flags() & pygame.SRCALPHA, "needs an alpha channel"
    assert _corners(surf) == [0, 0, 0, 0], "rounded corners must be transparent"
    assert surf.get_at((200, 280)).a == 255
    assert surf.get_at((200, 3)).a == 255  # the edge itself is opaque


@pytest.mark.parametrize("rel", MARKS)
def test_marks_are_card_sized_overlays(rel: str) -> None:
    surf = _load(rel)
    assert surf.get_size() == (400, 560)
    assert surf.get_flags() & pygame.SRCALPHA
    assert _corners(surf) == [0, 0, 0, 0]
    assert surf.get_at((6, 280)).a > 60, "outline visible along the edge"
    assert surf.get_at((200, 280)).a < 255, "see-through in the middle"


def test_red_and_black_faces_differ_in_colour() -> None:
    def ink(rel: str) -> tuple[int, int, int]:
        c = _load(rel).get_at((43, 140))  # middle of the corner index's suit symbol
        return c.r, c.g, c.b

    r, _, _ = ink("classic/4H.png")
    assert r > 150
    assert max(ink("classic/4S.png")) < 80
    assert ink("fourcolour/4C.png")[1] > ink("fourcolour/4C.png")[0]  # green
    assert ink("fourcolour/4D.png")[2] > ink("fourcolour/4D.png")[0]  # blue


def test_sounds_format_and_length() -> None:
    total = 0
    for name in Sounds.NAMES:
        path = SOUNDS / f"{name}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as w:
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (44100, 2, 1)
            seconds = w.getnframes() / w.getframerate()
        assert seconds <= (4.0 if name == "win" else 1.5), name
        snd = pygame.mixer.Sound(str(path))
        assert snd.get_length() == pytest.approx(seconds, abs=0.01)
    assert total < 2 * 1024 * 1024


def test_total_asset_size_under_15mb() -> None:
    size = sum(p.stat().st_size for p in ASSET_DIR.rglob("*") if p.is_file())
    assert size < 15 * 1024 * 1024


def _run(tool: str, out: Path, only: str) -> None:
    cmd = [sys.executable, str(ROOT / "tools" / tool), "--out", str(out), "--only", only]
    subprocess.run(cmd, check=True, capture_output=True, timeout=60)


def test_card_generator_is_reproducible(tmp_path: Path) -> None:
    _run("make_cards.py", tmp_path, "7H,AS,AD,KD,QC,back-red,mark-redeal")
    made = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png"))
    assert len(made) == 22  # five faces in all four sets (two large-index), a back, a mark
    for rel in made:
        assert (tmp_path / rel).read_bytes() == (CARDS / rel).read_bytes(), rel


def test_sound_generator_is_reproducible(tmp_path: Path) -> None:
    _run("make_sounds.py", tmp_path, "place,foundation")
    for name in ("place", "foundation"):
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes()


def test_card_art_scales_once_and_caches() -> None:
    art = CardArt()
    a = art.face("7H", 90)
    assert a.get_size() == (90, card_height(90)) == (90, 126)
    assert art.face("7H", 90) is a
    assert art.face("7H", 90, four_colour=True) is not a
    assert art.face("10H", 90) is art.face("TH", 90)
    assert art.back(90).get_size() == (90, 126)
    assert art.back(90, "red") is not art.back(90, "blue")
    assert art.mark("highlight", 60).get_size() == (60, 84)
    assert set(art.back_names()) >= {"blue", "red"}
    art.clear()
    assert art.face("7H", 90) is not a


def test_card_art_rejects_bad_input() -> None:
    art = CardArt()
    with pytest.raises(ValueError):
        art.face("1X", 60)
    with pytest.raises(ValueError):
        art.face("7H", 0)


def test_missing_or_broken_card_file_raises_asset_error(tmp_path: Path) -> None:
    art = CardArt(tmp_path)
    with pytest.raises(AssetError, match=r"7H\.png"):
        art.face("7H", 60)
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "back-blue.png").write_bytes(b"not a png")
    with pytest.raises(AssetError, match=r"back-blue\.png"):
        art.back(60)


def test_sounds_without_audio_device_are_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert sounds.available is False
    for name in Sounds.NAMES:
        sounds.play(name)
    sounds.volume = 0.3
    assert sounds.volume == 0.3


def test_sounds_play_and_settings() -> None:
    sounds = Sounds(volume=2.0)
    assert sounds.available
    assert sounds.volume == 1.0
    sounds.preload()
    sounds.play("place")
    sounds.enabled = False
    sounds.play("win")
    sounds.volume = -1
    assert sounds.volume == 0.0


def test_missing_sound_file_warns_and_stays_silent(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    sounds = Sounds(tmp_path)
    with caplog.at_level(logging.WARNING):
        sounds.play("place")
        sounds.play("place")
    assert sum("place.wav" in r.getMessage() for r in caplog.records) == 1
