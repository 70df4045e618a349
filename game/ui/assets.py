"""Loading and caching of the generated card art and sound effects.

Card images are 400x560 PNGs made by ``tools/make_cards.py``; sounds are WAVs made by
``tools/make_sounds.py``; both live in the top-level ``assets/`` (found by
``game.resources.asset_dir``). Originals load lazily, once; scaled copies are made with
smoothscale once per (image, width) and cached, so drawing a frame never rescales anything.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.resources import asset_dir

log = logging.getLogger(__name__)


ASSET_DIR: Path = asset_dir()  # installed: in the package; a checkout: ./assets
CARD_ASPECT = 7 / 5  # height / width
CARD_SIZE = (400, 560)  # size of the original images

# The face decks (folders of cards/): a colouring, and each also with large corner indices.
DECKS = ("classic", "fourcolour", "classic-large", "fourcolour-large")

RANKS = "A23456789TJQK"
SUITS = "SHDC"
MARKS = ("empty", "redeal", "highlight")


class AssetError(Exception):
    """A required asset file is missing or unreadable; the message names the file."""


def card_height(width: int) -> int:
    """Height of a card drawn ``width`` pixels wide (5:7 proportions)."""
    return round(width * CARD_ASPECT)


def _have_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def deck_name(four_colour: bool = False, large: bool = False) -> str:
    """The folder of the faces with that colouring and index size, e.g. "classic-large"."""
    return ("fourcolour" if four_colour else "classic") + ("-large" if large else "")


def _normalise_card(card: str) -> str:
    card = card.strip().upper()
    if card.startswith("10"):
        card = "T" + card[2:]
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"not a card: {card!r} (expected rank+suit like '7H' or 'TD')")
    return card


class CardArt:
    """Card faces, backs and table marks at any width, cached per (image, width).

    ``large_index`` is the index size a face gets when the caller does not say: the
    renderer sets it from the options (``Renderer.set_style``), so everything that draws
    faces with the table's art (the table, the celebration, the pictures of the deck)
    shows the faces the player chose.
    """

    def __init__(self, asset_dir: Path = ASSET_DIR) -> None:
        self.cards_dir = Path(asset_dir) / "cards"
        self.large_index = False
        self._originals: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int], pygame.Surface] = {}

    # -- public API ---------------------------------------------------------------------
    def face(
        self, card: str, width: int, four_colour: bool = False, large: bool | None = None
    ) -> pygame.Surface:
        """The face of ``card`` (e.g. "7H", "TD"), ``width`` px wide; ``large``: with the
        large corner indices (None: as :attr:`large_index` says)."""
        return self._get(f"{self._deck(four_colour, large)}/{_normalise_card(card)}.png", width)

    def back(self, width: int, name: str = "blue") -> pygame.Surface:
        """A card back by name (see :meth:`back_names`)."""
        return self._get(f"back-{name}.png", width)

    def mark(self, name: str, width: int) -> pygame.Surface:
        """A card-sized table mark: "empty", "redeal" or "highlight"."""
        return self._get(f"mark-{name}.png", width)

    def face_at_height(
        self, card: str, height: int, four_colour: bool = False, large: bool | None = None
    ) -> pygame.Surface:
        """A fresh (uncached) face of ``card`` exactly ``height`` px tall, scaled smoothly
        from the original: for pictures of the deck, e.g. a settings tile. Either deck
        (classic or four-colour, either index size) may be asked for."""
        deck = self._deck(four_colour, large)
        return self._at_height(f"{deck}/{_normalise_card(card)}.png", height)

    def back_at_height(self, name: str, height: int) -> pygame.Surface:
        """A fresh (uncached) card back by name, exactly ``height`` px tall."""
        return self._at_height(f"back-{name}.png", height)

    def back_names(self) -> list[str]:
        """Names of the available backs, e.g. ["blue", "green", "red"]."""
        return sorted(p.stem[len("back-") :] for p in self.cards_dir.glob("back-*.png"))

    def clear(self) -> None:
        """Forget scaled copies (e.g. after a window resize); originals stay loaded."""
        self._scaled.clear()

    def _deck(self, four_colour: bool, large: bool | None) -> str:
        return deck_name(four_colour, self.large_index if large is None else large)

    def _all_files(self) -> list[str]:
        files = [f"{deck}/{r}{s}.png" for deck in DECKS for s in SUITS for r in RANKS]
        files += [f"mark-{name}.png" for name in MARKS]
        files += [f"back-{name}.png" for name in self.back_names() or ["blue"]]
        return files

    def preload(self) -> None:
        """Load every original now, raising AssetError early if anything is missing."""
        for rel in self._all_files():
            self._original(rel)

    def check(self) -> None:
        """Raise AssetError naming the first missing image (cheap: nothing is decoded)."""
        for rel in self._all_files():
            if not (self.cards_dir / rel).is_file():
                raise AssetError(f"Missing card image: {self.cards_dir / rel}")

    def warm_one(self, width: int, four_colour: bool = False, large: bool | None = None) -> bool:
        """Load and scale one more image a game may soon need; False when all are ready.

        Called while the table is still, so no card's first appearance costs a frame.
        """
        deck = self._deck(four_colour, large)
        for rel in [f"{deck}/{r}{s}.png" for s in SUITS for r in RANKS] + [
            f"mark-{m}.png" for m in MARKS
        ]:
            if (rel, int(width)) not in self._scaled:
                try:
                    self._get(rel, width)
                except AssetError:
                    continue  # reported where it is drawn
                return True
        return False

    # -- internals ----------------------------------------------------------------------
    def _original(self, rel: str) -> pygame.Surface:
        surf = self._originals.get(rel)
        if surf is None:
            path = self.cards_dir / rel
            if not path.is_file():
                raise AssetError(f"Missing card image: {path}")
            try:
                surf = pygame.image.load(str(path))
            except (pygame.error, OSError, ValueError) as exc:
                raise AssetError(f"Cannot read card image {path}: {exc}") from exc
            if _have_display():
                surf = surf.convert_alpha()
            self._originals[rel] = surf
        return surf

    def _at_height(self, rel: str, height: int) -> pygame.Surface:
        height = int(height)
        if height <= 0:
            raise ValueError(f"image height must be positive, not {height}")
        orig = self._original(rel)
        ow, oh = orig.get_size()
        size = (max(1, round(height * ow / oh)), height)
        return orig.copy() if size == (ow, oh) else scale_opaque(orig, size)

    def _get(self, rel: str, width: int) -> pygame.Surface:
        width = int(width)
        if width <= 0:
            raise ValueError(f"card width must be positive, not {width}")
        key = (rel, width)
        surf = self._scaled.get(key)
        if surf is None:
            orig = self._original(rel)
            ow, oh = orig.get_size()
            size = (width, card_height(width) if (ow, oh) == CARD_SIZE else round(width * oh / ow))
            surf = orig if size == (ow, oh) else scale_opaque(orig, size)
            if surf is not orig and _have_display():
                surf = surf.convert_alpha()  # originals may predate the window
            self._scaled[key] = surf
        return surf


def scale_opaque(orig: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale, then make the nearly opaque interior fully opaque again.

    smoothscale's filter leaves alpha at 253 inside an opaque image, so a card would let
    1% of the table through; only the anti-aliased rim should stay translucent.
    """
    surf = pygame.transform.smoothscale(orig, size)
    solid = pygame.mask.from_surface(surf, threshold=249)
    opaque = solid.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
    surf.blit(opaque, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return surf


class Sounds:
    """The game's sound effects; silently does nothing without an audio device."""

    NAMES: tuple[str, ...] = (
        "pickup",
        "place",
        "flip",
        "riffle",
        "deal",
        "foundation",
        "invalid",
        "hint",
        "win",
    )

    def __init__(
        self, asset_dir: Path = ASSET_DIR, enabled: bool = True, volume: float = 0.8
    ) -> None:
        self.sounds_dir = Path(asset_dir) / "sounds"
        self.enabled = enabled
        self._volume = self._clamp(volume)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._warned: set[str] = set()
        self.available = self._start_mixer()

    @staticmethod
    def _clamp(v: float) -> float:
        return max(0.0, min(1.0, float(v)))

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            return bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError, OSError) as exc:
            log.warning("Sound disabled: no audio device (%s)", exc)
            return False

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = self._clamp(value)
        for snd in self._sounds.values():
            if snd is not None:
                snd.set_volume(self._volume)

    def _warn_once(self, name: str, message: str, *args: object) -> None:
        if name not in self._warned:
            self._warned.add(name)
            log.warning(message, *args)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        snd = None
        path = self.sounds_dir / f"{name}.wav"
        if name not in self.NAMES:
            self._warn_once(name, "Unknown sound %r", name)
        elif not path.is_file():
            self._warn_once(name, "Missing sound file: %s", path)
        else:
            try:
                snd = pygame.mixer.Sound(str(path))
                snd.set_volume(self._volume)
            except (pygame.error, OSError) as exc:
                self._warn_once(name, "Cannot read sound file %s: %s", path, exc)
        self._sounds[name] = snd
        return snd

    def preload(self) -> None:
        """Load every sound now so the first play has no disk delay."""
        if self.available:
            for name in self.NAMES:
                self._load(name)

    def play(self, name: str) -> None:
        """Play a sound by name; a no-op when disabled, without audio, or if the file is bad."""
        if not (self.enabled and self.available) or self._volume <= 0:
            return
        snd = self._load(name)
        if snd is not None:
            try:
                snd.play()
            except pygame.error as exc:
                self._warn_once(name, "Cannot play sound %r: %s", name, exc)
