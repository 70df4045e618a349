"""The one-folder PyInstaller bundle (tools/build_bundle.py): built once (about 20 s), then
started with no Python in its environment, headless, for a few frames and a solver hint."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import game

pytest.importorskip("PyInstaller", reason="the bundle extra: pip install -e '.[bundle]'")
pytestmark = [pytest.mark.slow, pytest.mark.bundle]

ROOT = Path(__file__).resolve().parent.parent
MAX_MB = 90  # 69 MB when written; a jump means something unneeded came along


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("bundle")
    tool = ROOT / "tools" / "build_bundle.py"
    command = [sys.executable, tool, "--dist", base / "dist", "--work", base / "work"]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=base)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    return base / "dist" / "canfield"


def run(bundle: Path, *argv: str) -> subprocess.CompletedProcess:
    """The bundle's executable with a bare environment: no venv, no PYTHON* variables."""
    home = bundle.parent.parent / "home"
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "CANFIELD_HOME": str(home / "canfield"),
        "XDG_DATA_HOME": str(home / "share"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    return subprocess.run(
        [str(bundle / "canfield"), *argv],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=bundle.parent.parent,
        env=env,
    )


def test_the_bundle_holds_the_assets_and_stays_lean(bundle):
    inside = bundle / "_internal"
    assert (inside / "game" / "assets" / "icon.png").is_file()
    cards = len(list((inside / "game" / "assets" / "cards").rglob("*.png")))
    assert cards == len(list((ROOT / "assets" / "cards").rglob("*.png")))
    assert not list(inside.glob("pygame_gui/data/NotoSansJP-*"))  # pruned: never loaded
    assert (inside / "pygame_gui" / "data" / "NotoSans-Regular.ttf").is_file()
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < MAX_MB * 2**20, f"{size / 2**20:.0f} MB"


def test_the_bundle_plays_headless_with_every_asset_and_a_hint(bundle):
    proc = run(bundle, "CF1-D3-AAAAACL", "--frames", "30")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    line = proc.stdout.strip().splitlines()[-1]
    images = len(list((ROOT / "assets" / "cards").rglob("*.png")))
    sounds = len(list((ROOT / "assets" / "sounds").glob("*.wav")))
    assert line.startswith("canfield CF1-D3-AAAAACL: ")
    assert f", {images} images, {sounds} sounds, hint: " in line and "hint: failed" not in line
    assert "Traceback" not in proc.stderr


def test_the_bundle_answers_the_command_line(bundle):
    proc = run(bundle, "--version")
    assert (proc.returncode, proc.stdout) == (0, f"canfield {game.__version__}\n"), proc.stderr
    proc = run(bundle, "deal", "CF1-D3-AAAAACL")
    assert "column 1: 9S; column 2: 7C; column 3: AD; column 4: 6D." in proc.stdout
    proc = run(bundle, "--install-desktop")
    assert proc.returncode == 0, proc.stderr
    entry = bundle.parent.parent / "home" / "share" / "applications" / "canfield.desktop"
    assert f"Exec={bundle / 'canfield'}\n" in entry.read_text()
    assert os.access(bundle / "canfield", os.X_OK)
