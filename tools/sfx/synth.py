"""Sound building blocks: oscillators, noise, envelopes, filters and a WAV writer.

Pure standard library (math, wave, struct), working on lists of floats in -1..1 at 44.1 kHz.
Noise comes from a seeded xorshift generator so output is identical on every run.
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
Signal = list[float]


class Rng:
    """xorshift32: small, fast enough, and the same on every platform."""

    def __init__(self, seed: int) -> None:
        self.state = (seed & 0xFFFFFFFF) or 0x9E3779B9

    def next(self) -> int:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x

    def uniform(self, lo: float = -1.0, hi: float = 1.0) -> float:
        return lo + (hi - lo) * self.next() / 0xFFFFFFFF


def samples(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def noise(seconds: float, rng: Rng) -> Signal:
    return [rng.uniform() for _ in range(samples(seconds))]


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
    decay: float | None = None,
) -> Signal:
    """Additive tone.  ``freq`` may be a function of time (seconds) for glides and vibrato.

    ``partials`` are (frequency ratio, amplitude); with ``decay`` (seconds), higher partials
    die away faster, like a struck bell or string.
    """
    n = samples(seconds)
    out = [0.0] * n
    for ratio, amp in partials:
        phase = 0.0
        tau = decay / ratio**0.5 if decay else None
        for i in range(n):
            t = i / RATE
            f = freq(t) if callable(freq) else freq
            phase += 2 * math.pi * f * ratio / RATE
            v = amp * math.sin(phase)
            if tau:
                v *= math.exp(-t / tau)
            out[i] += v
    return out


def envelope(sig: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, then exponential decay with time constant ``decay``."""
    a = samples(attack)
    h = samples(hold) if hold else 0
    out = []
    for i, v in enumerate(sig):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * RATE))
        out.append(v * g)
    return out


def fade(sig: Signal, fade_in: float = 0.002, fade_out: float = 0.01) -> Signal:
    """Raised-cosine fades at both ends so every sound starts and ends at exactly zero."""
    out = list(sig)
    n = len(out)
    fi, fo = min(samples(fade_in), n // 2), min(samples(fade_out), n // 2)
    for i in range(fi):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(fo):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    if n:
        out[0] = out[-1] = 0.0
    return out


def lowpass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for v in sig:
        y += k * (v - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [a - b for a, b in zip(sig, low, strict=True)]


def bandpass(sig: Signal, centre: float, q: float) -> Signal:
    """RBJ biquad band-pass (constant 0 dB peak gain)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    b0, b2, a1, a2 = b0 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in sig:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def mix_into(dst: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add ``src`` into ``dst`` starting at ``at`` seconds, growing ``dst`` if needed."""
    start = samples(at) if at else 0
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def normalise(sig: Signal, peak: float) -> Signal:
    top = max((abs(v) for v in sig), default=0.0)
    return [v * peak / top for v in sig] if top else list(sig)


def write_wav(path: Path, sig: Signal) -> None:
    """16-bit mono PCM at 44.1 kHz."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = struct.pack(f"<{len(sig)}h", *(round(max(-1.0, min(1.0, v)) * 32767) for v in sig))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
