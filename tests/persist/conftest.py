"""Every persistence test gets its own empty data directory through CANFIELD_HOME."""

from pathlib import Path

import pytest


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv("CANFIELD_HOME", str(directory))
    return directory


@pytest.fixture
def unusable_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request) -> Path:
    """CANFIELD_HOME is a regular file (param "file") or a path inside one ("inside").

    Permission bits do not stop root, which runs the tests; a file in the way stops anyone.
    """
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("I am a file\n")
    home = blocker if getattr(request, "param", "file") == "file" else blocker / "canfield"
    monkeypatch.setenv("CANFIELD_HOME", str(home))
    return home
