"""README's set-up commands are the contract: CI must run exactly the test one."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_readme_has_exactly_two_setup_commands():
    play, test = setup_commands()
    assert play.endswith("&& canfield")
    assert "'.[test]'" in test and test.endswith("python -m pytest")


def test_ci_runs_the_readme_test_command():
    _, test = setup_commands()
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert test in lines


def test_ruff_lint_is_clean():
    proc = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "game", "tests", "tools"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
