"""Synthesise the game's sound effects into assets/sounds/ (44.1 kHz, 16-bit mono WAV).

Usage:  python tools/make_sounds.py [--out DIR] [--only place,foundation]

Everything is generated from oscillators and seeded noise, so the output is byte-identical
on every run.  Each sound is peak-normalised to its own level: card noises are crisp,
chimes and the fanfare sit lower so they never blast.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sfx.synth import (  # noqa: E402
    Rng,
    Signal,
    bandpass,
    envelope,
    fade,
    highpass,
    lowpass,
    mix_into,
    noise,
    normalise,
    silence,
    tone,
    write_wav,
)

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _note(name: str) -> float:
    """Equal-tempered frequency of a note like 'C5' or 'G#4'."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semis / 12)


def _swish(rng: Rng, seconds: float, centre: float, attack: float, decay: float) -> Signal:
    return envelope(bandpass(noise(seconds, rng), centre, 0.7), attack, decay)


def _tap(rng: Rng, bright: float = 2600.0, body: float = 170.0) -> Signal:
    """A card landing on cloth: a short dull slap with a little low thump under it."""
    slap = envelope(lowpass(highpass(noise(0.12, rng), 300), bright), 0.0015, 0.018)
    thump = envelope(tone(lambda t: body * (1 - 0.35 * min(t / 0.05, 1)), 0.12), 0.002, 0.03)
    return mix_into(slap, thump, gain=0.5)


def pickup() -> Signal:
    rng = Rng(11)
    sig = _swish(rng, 0.16, 3200, 0.018, 0.035)
    mix_into(sig, envelope(highpass(noise(0.03, rng), 4000), 0.001, 0.004), gain=0.3)
    return normalise(fade(sig, 0.002, 0.03), 0.42)


def place() -> Signal:
    return normalise(fade(_tap(Rng(23)), 0.001, 0.03), 0.62)


def flip() -> Signal:
    rng = Rng(37)
    sig = envelope(bandpass(noise(0.14, rng), 2600, 0.9), 0.001, 0.012)
    mix_into(sig, _swish(rng, 0.06, 1800, 0.006, 0.012), at=0.012, gain=0.8)
    mix_into(sig, _tap(rng, 2200, 200), at=0.05, gain=0.45)
    return normalise(fade(sig, 0.001, 0.03), 0.52)


def _riffle(rng: Rng, seconds: float, flaps: int) -> Signal:
    """Cards flicking past a thumb: many tiny clicks, evenly spaced with a little jitter."""
    sig = silence(seconds)
    span = seconds * 0.85
    for k in range(flaps):
        at = span * (k + 0.35 * rng.uniform()) / flaps
        at = min(max(at, 0.0), seconds - 0.03)
        click = envelope(bandpass(noise(0.025, rng), rng.uniform(2200, 3600), 1.2), 0.0008, 0.004)
        mix_into(sig, click, at=at, gain=0.6 + 0.4 * rng.uniform(0, 1))
    bed = envelope(bandpass(noise(seconds, rng), 2500, 0.5), seconds * 0.3, seconds * 0.25)
    return mix_into(sig, bed, gain=0.15)


def riffle() -> Signal:
    sig = _riffle(Rng(41), 0.62, 30)
    return normalise(fade(sig, 0.003, 0.06), 0.48)


def deal() -> Signal:
    rng = Rng(53)
    sig = _riffle(rng, 0.55, 34)
    mix_into(sig, _swish(rng, 0.25, 1500, 0.08, 0.05), at=0.5, gain=0.5)  # the bridge
    for i in range(4):
        mix_into(sig, _tap(rng), at=0.68 + i * 0.1, gain=0.7)
    return normalise(fade(sig, 0.003, 0.05), 0.5)


BELL = ((1.0, 1.0), (2.0, 0.42), (3.0, 0.16), (4.16, 0.1), (5.43, 0.05))


def _chime(freq: float, seconds: float, decay: float) -> Signal:
    return envelope(tone(freq, seconds, BELL, decay=decay), 0.003, 10.0)


def foundation() -> Signal:
    sig = _chime(_note("E6"), 0.9, 0.28)
    mix_into(sig, _chime(_note("B6"), 0.8, 0.2), at=0.004, gain=0.22)
    return normalise(fade(sig, 0.002, 0.12), 0.36)


def invalid() -> Signal:
    """A soft low double 'bup', gentle enough to hear many times."""
    sig = silence(0.3)
    for at, f in ((0.0, 262.0), (0.1, 220.0)):
        bup = tone(lambda t, f=f: f * (1 - 0.1 * min(t / 0.08, 1)), 0.14, ((1.0, 1.0), (2.0, 0.15)))
        mix_into(sig, envelope(bup, 0.006, 0.04), at=at)
    return normalise(fade(lowpass(sig, 1500), 0.002, 0.04), 0.3)


def hint() -> Signal:
    sig = _chime(_note("G5"), 0.5, 0.2)
    mix_into(sig, _chime(_note("D6"), 0.45, 0.22), at=0.11, gain=0.9)
    return normalise(fade(sig, 0.002, 0.1), 0.3)


BRASS = tuple((n, 1.0 / n**1.15) for n in range(1, 9))


def _horn(freq: float, seconds: float, vibrato: bool = False) -> Signal:
    def f(t: float) -> float:
        return freq * (
            1 + (0.004 * math.sin(2 * math.pi * 5.5 * t) * min(t / 0.3, 1) if vibrato else 0)
        )

    sig = tone(f, seconds, BRASS)
    sig = lowpass(sig, 2600)
    return envelope(sig, 0.025, seconds * 0.6 if vibrato else 0.12, hold=seconds * 0.3)


def win() -> Signal:
    """A short brass fanfare, C major: pick-up triplet, leap, then a held chord with sparkle."""
    sig = silence(2.9)
    beat = 0.13
    phrase = [("G4", 0, 1), ("C5", 1, 1), ("E5", 2, 1), ("G5", 3, 2), ("E5", 5, 1)]
    for name, start, length in phrase:
        mix_into(sig, _horn(_note(name), beat * length + 0.06), at=start * beat, gain=0.7)
    chord_at = 6 * beat
    for name, gain in (("C5", 0.5), ("E5", 0.45), ("G5", 0.45), ("C6", 0.6)):
        mix_into(sig, _horn(_note(name), 2.0, vibrato=True), at=chord_at, gain=gain)
    for i, name in enumerate(("C7", "G6", "E7", "C7")):
        mix_into(sig, _chime(_note(name), 0.7, 0.18), at=chord_at + 0.05 + i * 0.09, gain=0.12)
    return normalise(fade(sig, 0.004, 0.4), 0.45)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "pickup": pickup,
    "place": place,
    "flip": flip,
    "riffle": riffle,
    "deal": deal,
    "foundation": foundation,
    "invalid": invalid,
    "hint": hint,
    "win": win,
}


def generate(out_dir: Path, only: Iterable[str] | None = None) -> list[Path]:
    names = list(only) if only else list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        raise SystemExit(f"make_sounds: unknown sound(s): {', '.join(unknown)}")
    paths = []
    for name in names:
        path = out_dir / f"{name}.wav"
        write_wav(path, SOUNDS[name]())
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    ap.add_argument("--only", default="", help="comma-separated names, e.g. place,foundation")
    args = ap.parse_args(argv)
    only = [s.strip() for s in args.only.split(",") if s.strip()] or None
    paths = generate(args.out, only)
    print(f"wrote {len(paths)} sounds to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
