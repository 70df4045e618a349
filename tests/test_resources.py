"""Where the game finds its assets: the package's copy when installed, else the checkout's."""

from pathlib import Path

from game import resources


def test_a_checkout_uses_the_top_level_assets(tmp_path, monkeypatch):
    package = tmp_path / "repo" / "game"
    (package / "assets").mkdir(parents=True)  # an empty left-over folder does not count
    monkeypatch.setattr(resources, "PACKAGE_DIR", package)
    assert resources.asset_dir() == tmp_path / "repo" / "assets"


def test_an_install_uses_the_packaged_copy(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "game"
    (package / "assets" / "cards").mkdir(parents=True)
    monkeypatch.setattr(resources, "PACKAGE_DIR", package)
    assert resources.asset_dir() == package / "assets"
    assert resources.icon_path() == package / "assets" / "icon.png"


def test_this_checkout_has_no_copy_inside_the_package():
    root = Path(resources.__file__).resolve().parent.parent
    assert resources.asset_dir() == root / "assets"
    assert not (root / "game" / "assets").exists()
