"""Build hook: ship the top-level assets/ inside the package, as game/assets/.

The art and sounds live at the top of the repository (where the generators write them),
but an installed game has only its package to look in; so a wheel build copies them in.
An editable install skips the copy: the game finds ./assets in the checkout itself.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_SUFFIXES = (".png", ".wav")


class BuildPyWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "game" / "assets"
        for source in sorted((ROOT / "assets").rglob("*")):
            if source.is_file() and source.suffix in ASSET_SUFFIXES:
                dest = target / source.relative_to(ROOT / "assets")
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, dest)


setup(cmdclass={"build_py": BuildPyWithAssets})
