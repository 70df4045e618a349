"""A fast seeded run of tools/fuzz_cli.py: malformed command lines never end in a traceback
or a hang, and no position a game cannot reach is accepted."""

import importlib.util
import sys
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parent.parent / "tools" / "fuzz_cli.py"


@pytest.fixture(scope="module")
def fuzz_cli():
    spec = importlib.util.spec_from_file_location("fuzz_cli", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_cli"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules["fuzz_cli"]


def test_seeded_fuzz_run_is_clean(fuzz_cli):
    report = fuzz_cli.fuzz(cases=310, seed=1, processes=10, timeout=20)
    summary = report.text()
    assert report.cases == 310 and report.processes == 10, summary
    assert report.tracebacks == 0 and report.hangs == 0, summary
    assert report.impossible_accepted == 0 and report.unreachable_cases > 20, summary
    assert report.reachable_rejected == 0 and report.reachable_cases > 20, summary
    assert report.mismatches == 0 and report.not_one_line == 0, summary


def test_the_fuzzer_finds_a_traceback(fuzz_cli, monkeypatch):
    """The oracle is live: a CLI that lets an error escape is reported, not passed."""

    def broken(argv):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(fuzz_cli.cli, "main", broken)
    report = fuzz_cli.fuzz(cases=20, seed=1, processes=0, timeout=5)
    assert report.tracebacks == 20 and not report.clean
    assert "RecursionError" in report.text()
