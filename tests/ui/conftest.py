import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every UI test gets its own settings/save directory."""
    monkeypatch.setenv("CANFIELD_HOME", str(tmp_path / "home"))
