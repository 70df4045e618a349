"""Shared test setup: headless pygame and a private user-data directory."""

import os

# Must be set before anything imports pygame, so UI tests run without a screen or sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
