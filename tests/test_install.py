"""A real install: the wheel built from this tree, installed (not editable) into a fresh
virtual environment outside the repository, run from another directory.

One module-wide fixture builds and installs once (about 20 s: pip's isolated build, then
the dependencies from pip's cache); every test then runs the installed `canfield`.
"""

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
# What a build reads; copied so the build never writes build/ or egg-info into the tree.
SOURCES = ("game", "assets", "pyproject.toml", "setup.py", "MANIFEST.in", "README.md")


class Installed:
    def __init__(self, wheel: Path, venv: Path, cwd: Path) -> None:
        self.wheel, self.venv, self.cwd = wheel, venv, cwd
        self.python = venv / "bin" / "python"
        self.canfield = venv / "bin" / "canfield"
        ours = str(Path(sys.executable).parent)  # the project venv's bin: not on this PATH
        bin_dirs = [p for p in os.environ["PATH"].split(os.pathsep) if p != ours]
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        self.env.update(
            PATH=os.pathsep.join([str(venv / "bin"), *bin_dirs]),
            CANFIELD_HOME=str(cwd / "home"),
            XDG_DATA_HOME=str(cwd / "share"),
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )

    def run(self, *argv: str, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(a) for a in argv],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.cwd,
            env=self.env,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Installed:
    base = tmp_path_factory.mktemp("install")
    src = base / "src"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
            )
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    dist = base / "dist"
    subprocess.run([*pip, "wheel", "--no-deps", "-w", dist, src], check=True, timeout=300)
    (wheel,) = dist.glob("canfield-*.whl")
    venv = base / "venv"
    # Without pip (ensurepip alone takes seconds): this test's pip installs into it.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    subprocess.run(
        [*pip, "--python", venv / "bin" / "python", "install", wheel], check=True, timeout=300
    )
    cwd = base / "elsewhere"
    cwd.mkdir()
    return Installed(wheel, venv, cwd)


def test_the_wheel_carries_the_assets_in_the_package(installed):
    names = zipfile.ZipFile(installed.wheel).namelist()
    tracked = sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "assets").rglob("*")
        if p.suffix in (".png", ".wav")
    )
    assert len(tracked) > 200
    assert all("game/" + rel in names for rel in tracked)
    assert "game/assets/icon.png" in names
    assert not [n for n in names if n.startswith(("assets/", "tests/", "tools/"))]


def test_the_installed_package_runs_from_the_venv_not_the_checkout(installed):
    code = "import game, game.ui.assets as a; print(game.__file__); print(a.ASSET_DIR)"
    proc = installed.run(installed.python, "-c", code)
    assert proc.returncode == 0, proc.stderr
    module, assets = (Path(line) for line in proc.stdout.splitlines())
    site = installed.venv / "lib"
    assert module.is_relative_to(site) and assets.is_relative_to(site)
    assert assets == module.parent / "assets"


def test_version_deal_and_solve(installed):
    proc = installed.run(installed.canfield, "--version")
    assert (proc.returncode, proc.stdout) == (0, f"canfield {game.__version__}\n"), proc.stderr
    proc = installed.run(installed.canfield, "deal", "CF1-D3-AAAAACL")
    assert proc.returncode == 0, proc.stderr
    assert "column 1: 9S; column 2: 7C; column 3: AD; column 4: 6D." in proc.stdout
    proc = installed.run(installed.canfield, "solve", "CF1-D3-AAAAACL", "--budget", "5", "--json")
    assert proc.returncode == 0, proc.stderr
    assert '"verdict"' in proc.stdout


def test_the_installed_game_plays_headless_with_every_asset_and_a_hint(installed):
    proc = installed.run(installed.canfield, "CF1-D3-AAAAACL", "--frames", "30")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    line = proc.stdout.strip().splitlines()[-1]
    assert line.startswith("canfield CF1-D3-AAAAACL: ")
    images = len(list((ROOT / "assets" / "cards").rglob("*.png")))
    sounds = len(list((ROOT / "assets" / "sounds").glob("*.wav")))
    assert f", {images} images, {sounds} sounds, hint: " in line and "hint: failed" not in line
    assert "Traceback" not in proc.stderr


def test_the_installed_desktop_entry_runs_the_installed_launcher(installed):
    proc = installed.run(installed.canfield, "--install-desktop")
    assert proc.returncode == 0, proc.stderr
    entry = installed.cwd / "share" / "applications" / "canfield.desktop"
    assert f"Exec={installed.canfield}\n" in entry.read_text()
