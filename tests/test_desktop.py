"""The game as a desktop citizen: --version, the .desktop entry and icon in a temporary
XDG_DATA_HOME, the generated icon, and the window's title and icon."""

import configparser
import struct
import subprocess
import sys
from importlib.metadata import version as dist_version
from pathlib import Path

import pygame
import pytest

import game
from game import desktop
from game.cli import main
from game.resources import icon_path

ROOT = Path(__file__).resolve().parent.parent


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in a desktop entry
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def test_version_prints_the_installed_version(capsys):
    assert main(["--version"]) == 0
    out, err = capsys.readouterr()
    assert out == f"canfield {dist_version('canfield')}\n" and err == ""
    assert dist_version("canfield") == game.__version__  # pyproject reads it from game


def test_install_desktop_writes_entry_and_icon(data_home, capsys):
    assert main(["--install-desktop"]) == 0
    entry = data_home / "applications" / "canfield.desktop"
    icon = data_home / "icons" / "hicolor" / "256x256" / "apps" / "canfield.png"
    out, _ = capsys.readouterr()
    assert out.splitlines() == [f"wrote {entry}", f"wrote {icon}"]
    fields = read_entry(entry)
    assert fields["Type"] == "Application" and fields["Name"] == "Canfield"
    assert fields["Icon"] == "canfield" and fields["Terminal"] == "false"
    assert "Game;" in fields["Categories"]
    launcher = Path(fields["Exec"].split()[0])  # the venv's canfield: no spaces in its path
    assert launcher.is_absolute() and launcher.is_file()
    assert icon.read_bytes() == icon_path().read_bytes()
    assert png_size(icon) == (256, 256)


def test_the_installed_entry_starts_the_game(data_home, tmp_path):
    assert desktop.install() == [desktop.entry_file(data_home), desktop.icon_file(data_home)]
    command = read_entry(desktop.entry_file(data_home))["Exec"].split()
    proc = subprocess.run(
        [*command, "--version"], capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    assert proc.returncode == 0 and proc.stdout.startswith("canfield "), proc.stderr


def test_uninstall_desktop_removes_only_what_install_wrote(data_home, capsys):
    main(["--install-desktop"])
    other = data_home / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n")
    capsys.readouterr()
    assert main(["--uninstall-desktop"]) == 0
    out, _ = capsys.readouterr()
    assert out.splitlines() == [
        f"removed {desktop.entry_file(data_home)}",
        f"removed {desktop.icon_file(data_home)}",
    ]
    assert not desktop.entry_file(data_home).exists()
    assert not desktop.icon_file(data_home).exists()
    assert other.exists()
    assert main(["--uninstall-desktop"]) == 0
    assert capsys.readouterr().out == f"nothing to remove in {data_home}\n"


def test_install_twice_leaves_one_entry(data_home):
    assert main(["--install-desktop"]) == 0 and main(["--install-desktop"]) == 0
    assert [p.name for p in (data_home / "applications").iterdir()] == ["canfield.desktop"]


def test_a_failed_install_is_one_line(data_home, capsys):
    data_home.mkdir()
    (data_home / "icons").write_text("a file where the icons folder should be")
    assert main(["--install-desktop"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("canfield: error: cannot install the desktop entry: ")
    assert err.count("\n") == 1


def test_data_home_default_and_a_relative_value_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    default = tmp_path / ".local" / "share"
    assert desktop.data_home({}) == default
    assert desktop.data_home({"XDG_DATA_HOME": ""}) == default
    assert desktop.data_home({"XDG_DATA_HOME": "relative/share"}) == default
    assert desktop.data_home({"XDG_DATA_HOME": "/x/share"}) == Path("/x/share")


def test_exec_quotes_what_the_spec_reserves():
    text = desktop.desktop_entry(["/opt/my games/canfield", "100%", 'say "$hi"'])
    line = next(x for x in text.splitlines() if x.startswith("Exec="))
    # Quoted, with " ` $ \ escaped, then every backslash doubled again (string escapes).
    assert line == 'Exec="/opt/my games/canfield" 100%% "say \\\\"\\\\$hi\\\\""'
    assert desktop.desktop_entry(["/usr/bin/canfield"]).count("Exec=/usr/bin/canfield\n") == 1


def test_launch_command_falls_back_to_python_m_game(tmp_path, monkeypatch):
    python = tmp_path / "bin" / "python3"
    python.parent.mkdir()
    python.touch()
    monkeypatch.setattr(sys, "executable", str(python))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert desktop.launch_command() == [str(python), "-m", "game"]
    launcher = tmp_path / "bin" / "canfield"
    launcher.touch(mode=0o755)
    assert desktop.launch_command() == [str(launcher)]


def test_icon_is_a_fan_on_transparency_and_its_tool_makes_it_again(tmp_path):
    image = pygame.image.load(str(icon_path()))
    assert image.get_size() == (256, 256)
    assert image.get_at((0, 0)).a == 0 and image.get_at((255, 255)).a == 0  # corners clear
    assert image.get_at((128, 128)).a > 240  # the cards themselves are (near) opaque
    out = tmp_path / "icon.png"
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_icon.py"), "--out", str(out)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    assert out.read_bytes() == icon_path().read_bytes()  # the committed icon is current


def test_window_gets_its_title_and_icon(tmp_path, monkeypatch):
    monkeypatch.setenv("CANFIELD_HOME", str(tmp_path / "home"))
    from game.ui.app import App

    icons = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda s: (icons.append(s), real(s)))
    app = App(save=False, size=(800, 600), fullscreen=False)
    try:
        assert pygame.display.get_caption()[0] == "Canfield"
        assert [s.get_size() for s in icons] == [(256, 256)]
    finally:
        app.close()
