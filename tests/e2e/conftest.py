"""Fixtures of the real-window tests: a private Xvfb per module, card art to compare with."""

import pygame
import pytest

from game.ui.assets import CardArt
from tests.e2e import x11

SCREEN = (1280, 800)


@pytest.fixture(scope="module")
def xserver(tmp_path_factory):
    server = x11.start_xvfb(*SCREEN, tmp_path_factory.mktemp("xvfb"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def art():
    pygame.init()  # headless (tests/conftest.py): only image loading and blitting here
    return CardArt()
