"""Helpers for hostile user files: a call that must not block, and refusals that root,
which runs the tests, would not meet (mode 000 does not stop root from reading)."""

from __future__ import annotations

import builtins
import os
import threading
from pathlib import Path

import pytest


def finishes(call, seconds: float = 5.0):
    """`call()`'s result, or a test failure if it has not returned in `seconds` (a blocked
    open of a FIFO never returns: the thread is left behind, as a daemon)."""
    box: list = []
    thread = threading.Thread(target=lambda: box.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert box, f"still blocked after {seconds} s"
    return box[0]


def refuse(monkeypatch: pytest.MonkeyPatch, function: str, path: Path, errno: int = 13) -> None:
    """Make `os.<function>` ("open", "rename") fail for `path` with `errno` (13: permission
    denied, 1: operation not permitted). "open" also makes the built-in `open` fail, so the
    refusal holds whichever way the code under test opens the file."""
    targets = [(os, function)] + ([(builtins, "open")] if function == "open" else [])
    for owner, name in targets:
        real = getattr(owner, name)

        def fake(target, *args, _real=real, **kw):
            if isinstance(target, (str, bytes, os.PathLike)) and os.path.abspath(
                os.fsdecode(target)
            ) == os.path.abspath(path):
                raise PermissionError(errno, os.strerror(errno), os.fsdecode(target))
            return _real(target, *args, **kw)

        monkeypatch.setattr(owner, name, fake)
