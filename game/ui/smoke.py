"""`canfield play --frames N`: the game for N frames, then quit; the smoke test of an
installed wheel and of the bundle (run headless with SDL's dummy drivers).

It opens the window as `canfield` does (without reading or writing the player's files),
loads every card image and sound, asks the solver worker for a hint, runs N frames at
60 per second of game time, and prints one line of what it saw. Exit status 0 when all
of it worked, 1 otherwise.
"""

from __future__ import annotations

import time

import pygame

from game.engine.deal import GameCode
from game.engine.game import Game
from game.ui.app import App
from game.ui.assets import AssetError, Sounds

FRAME = 1 / 60
HINT_WAIT = 30.0  # seconds (wall clock) the worker may take to start and answer


def run_frames(code: GameCode | None, frames: int) -> int:
    """Open, load everything, ask for a hint, run ``frames`` frames, close; exit status."""
    try:
        app = App(Game.from_code(code) if code is not None else None, save=False, deal=True)
        app.art.preload()  # every face, back and mark, decoded
    except AssetError as e:
        print(f"canfield: error: {e}")
        return 1
    sounds = 0
    if pygame.mixer.get_init():  # the dummy audio driver still decodes
        for name in Sounds.NAMES:
            pygame.mixer.Sound(str(app.sounds.sounds_dir / f"{name}.wav"))
            sounds += 1
    app.worker.start()
    app.hint()
    deadline = time.monotonic() + HINT_WAIT
    done = 0
    while app.running and (done < frames or app.hints.thinking):
        app.step(FRAME, pygame.event.get())
        done += 1
        if app.hints.thinking:
            if time.monotonic() > deadline:
                break
            time.sleep(0.005)  # the worker needs the CPU more than these frames do
    shown = app.hints.shown
    hint = shown.kind if shown is not None else "none (no answer)"
    images = len(app.art._all_files())  # all of them: preload() raised on any missing
    print(
        f"canfield {app.session.game.code}: {done} frames, {images} images, "
        f"{sounds} sounds, hint: {hint}"
    )
    app.close()
    return 0 if shown is not None and shown.kind != "failed" else 1
