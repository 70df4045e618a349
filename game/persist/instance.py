"""One game window per data directory: a second launch hands its request to the first.

Two windows on one data directory each wrote game.json and stats.json from their own
memory: a win in one cleared the other's saved game, and each statistics write dropped
the games the other had recorded. So the first launch holds an exclusive OS lock on
`instance.lock` for as long as it runs (the OS drops it when the process ends, even when
killed, so it is never stale). A later launch cannot take it: it writes what it was
asked to play (a game code, or nothing) to `instance.request` and ends; the running
game takes the request within a second, comes to the front and, for a code, offers to
play it. Where no lock can be made (no data directory, a file system without locks)
the game runs unguarded rather than not at all.

Never imports pygame.
"""

from __future__ import annotations

import contextlib
import os

from game.persist import store

LOCK_FILE = "instance.lock"
REQUEST_FILE = "instance.request"

try:  # POSIX
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as e:  # EACCES or EDEADLOCK: another process holds the byte
            raise BlockingIOError(str(e)) from None


class InstanceLock:
    """The lock of the running game; `None` from `acquire` means another game holds it."""

    def __init__(self, fd: int | None) -> None:
        self._fd = fd  # None: unguarded (no lock could be made at all)

    def take_request(self) -> dict | None:
        """A later launch's request ({"code": str | None}), once; None when there is none.
        A request that cannot be read is dropped: it only ever asks to come to the front."""
        if self._fd is None:
            return None  # unguarded: no later launch sends anything
        result = store.read_json(REQUEST_FILE)
        if result.missing or result.unreadable:
            return None  # a file that cannot be read would raise the window every second
        with contextlib.suppress(OSError):
            (store.data_dir() / REQUEST_FILE).unlink()
        data = result.data if isinstance(result.data, dict) else {}
        code = data.get("code")
        return {"code": code if isinstance(code, str) else None}

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


def acquire() -> InstanceLock | None:
    """Take the lock: an `InstanceLock`, or None when another running game holds it."""
    try:
        folder = store.data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return InstanceLock(None)  # no place for a lock: play unguarded
    try:
        _lock(fd)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError:  # a file system without locks (NFS without a lock daemon): unguarded
        os.close(fd)
        return InstanceLock(None)
    with contextlib.suppress(OSError):  # a stale request from an earlier run is not ours
        (folder / REQUEST_FILE).unlink()
    return InstanceLock(fd)


def send_request(code: str | None) -> bool:
    """Ask the running game to come to the front (and offer `code`); True if written."""
    return store.write_json(REQUEST_FILE, {"code": code}) is None
