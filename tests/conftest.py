"""Shared test setup: headless pygame and a private user-data directory."""

import os

# Must be set before anything imports pygame, so UI tests run without a screen or sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402  (after the environment above)


@pytest.fixture(autouse=True)
def intro_seen_by_default(request, monkeypatch):
    """The table guide shows on a first launch (settings.intro_seen false), and would cover
    the table of every test that starts the game without a settings file. Outside
    tests/persist (which checks the real defaults), settings default to the guide seen;
    a test that wants the first launch asks for the `first_launch` fixture."""
    if "first_launch" in request.fixturenames or "persist" in request.node.path.parts:
        return
    from dataclasses import fields

    from game.persist.settings import Settings

    defaults = Settings.__init__.__defaults__
    names = [f.name for f in fields(Settings)]
    pairs = zip(names, defaults, strict=True)
    patched = tuple(True if name == "intro_seen" else value for name, value in pairs)
    monkeypatch.setattr(Settings.__init__, "__defaults__", patched)


@pytest.fixture
def first_launch():
    """Settings keep their real defaults: the game starts as at its first launch."""
