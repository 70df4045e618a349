"""Test helpers: whether a process has ended, and which processes a process started
(Linux /proc)."""

from __future__ import annotations

import time
from pathlib import Path

SLACK = 15.0  # seconds to wait for a process to end: a loaded machine


def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return stat.rsplit(")", 1)[1].split()


def ended(pid: int) -> bool:
    """No such process, or only a zombie (dead; whoever adopted it has yet to reap it)."""
    fields = _stat_fields(pid)
    return fields is None or fields[0] == "Z"


def wait_ended(pid: int, limit: float = SLACK) -> bool:
    start = time.monotonic()
    while time.monotonic() - start < limit:
        if ended(pid):
            return True
        time.sleep(0.05)
    return False


def children_of(pid: int) -> list[int]:
    """The running processes whose parent is `pid`."""
    kids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat_fields(int(entry.name))
            if fields is not None and fields[0] != "Z" and int(fields[1]) == pid:
                kids.append(int(entry.name))
    return kids
