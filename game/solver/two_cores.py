"""Two searches of one portfolio at once: the second in a forked child process.

A timed search has two independent halves (Canfield: the main depth-first search and
the restarts). Taking turns on one core gives each half of the time; on two cores each
gets all of it. The child is forked, not spawned: it starts in about a millisecond with
the position and the solver already in memory, where spawning a fresh interpreter would
cost a large part of a one-second hint.

Forking is safe only in a process that has nothing but its main thread and never
touched SDL, such as the solver worker of the game (which never imports pygame), the
CLI and the benchmarks: `available()` checks that, and everywhere else (other systems,
one core, a test process with threads) the caller runs its usual one-core portfolio.

The child never outlives its use: it is killed as soon as the parent's half decides,
it dies with the parent (Linux's parent-death signal: a solver worker the game cancels
takes its child with it), and it ends at the shared deadline anyway. It never runs the
parent's exit handlers (`os._exit`). News go both ways and the answer comes back,
pickled, through two pipes; a child that dies or sends nothing readable is no answer.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import pickle
import select
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import TypeVar

ENABLED = True  # off: every search stays on one core (benchmarks comparing like with like)
LATE_MARGIN = 2.0  # seconds past the deadline before a silent child counts as failed
PR_SET_PDEATHSIG = 1  # prctl option: the signal a process gets when its parent dies
F_SETPIPE_SZ = 1031  # fcntl option (Linux): a pipe's buffer size
PIPE_BYTES = 1 << 20  # the most an unprivileged process may ask for by default

T = TypeVar("T")
U = TypeVar("U")


class ForkFailed(OSError):
    """The system gave no second process: the caller searches on one core instead."""


def available() -> bool:
    """Can this process fork a second search safely, and is there a core for it?"""
    return (
        ENABLED
        and sys.platform.startswith("linux")
        and hasattr(os, "fork")
        and (os.cpu_count() or 1) >= 2
        and threading.active_count() == 1
        and "pygame" not in sys.modules
    )


class Channel:
    """One side of the pair's two pipes: messages (pickled, length-prefixed) go out and
    come in without ever blocking (`send` keeps what the pipe will not take yet and
    `flush`, `news` and `wait` pass it on), so two sides sending a lot at once never
    wait on each other. The child's answer is the message ("answer", result)."""

    def __init__(self, read_fd: int, write_fd: int):
        import fcntl  # here, not at the top: Windows has none (and never gets this far)

        self.read_fd, self.write_fd = read_fd, write_fd
        os.set_blocking(read_fd, False)
        os.set_blocking(write_fd, False)
        with contextlib.suppress(OSError):  # fewer round trips for a side telling a lot
            fcntl.fcntl(write_fd, F_SETPIPE_SZ, PIPE_BYTES)
        self.incoming = bytearray()
        self.outgoing = bytearray()
        self.done = False  # the answer came, or the other side is gone
        self.answer: object = None
        # What the child's search would free just before it leaves (its last tables):
        # freeing a million states takes 0.1-0.4 s, which the answer would wait for;
        # `os._exit` frees them at no cost.
        self.kept: list = []

    def send(self, message: object) -> None:
        data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        self.outgoing += len(data).to_bytes(8, "little") + data
        self.flush()

    def flush(self) -> None:
        """Write what the pipe takes now."""
        while self.outgoing:
            try:
                n = os.write(self.write_fd, self.outgoing[:PIPE_BYTES])
            except BlockingIOError:
                return
            except OSError:  # the other side is gone: nobody to tell
                self.outgoing.clear()
                return
            del self.outgoing[:n]

    def news(self) -> list:
        """The messages (but the answer) that have come since the last call."""
        self.flush()
        while not self.done:
            try:
                chunk = os.read(self.read_fd, PIPE_BYTES)
            except BlockingIOError:
                break
            except OSError:
                chunk = b""
            if not chunk:
                self.done = True
                break
            self.incoming += chunk
        return self._messages()

    def wait(self, until: float) -> None:
        """Read on until the answer comes or `until` passes (then there is none)."""
        while not self.done:
            left = until - time.perf_counter()
            if left <= 0:
                self.done = True
                return
            select.select([self.read_fd], [self.write_fd] if self.outgoing else [], [], left)
            self.news()

    def finish(self, answer: object) -> None:
        """The child's last word: the answer, written out whatever it takes."""
        self.send(("answer", answer))
        os.set_blocking(self.write_fd, True)
        with contextlib.suppress(OSError):  # the parent gone: nobody to tell
            while self.outgoing:  # a blocking write may still be cut short by a signal
                del self.outgoing[: os.write(self.write_fd, self.outgoing)]

    def _messages(self) -> list:
        out: list = []
        buf = self.incoming
        while len(buf) >= 8:
            size = int.from_bytes(buf[:8], "little")
            if len(buf) < 8 + size:
                break
            try:
                message = pickle.loads(buf[8 : 8 + size])
            except Exception:  # unreadable: count the other side as gone
                self.done = True
                message = None
            del buf[: 8 + size]
            if isinstance(message, tuple) and message[:1] == ("answer",):
                self.answer, self.done = message[1], True
            elif message is not None:
                out.append(message)
        return out


def run_pair(
    first: Callable[[Channel], T],
    second: Callable[[Channel], U],
    settled: Callable[[T], bool],
    deadline: float,
) -> tuple[T, U | None]:
    """Run `second(channel)` in a forked child while `first(channel)` runs here.

    Each side may `send` news the other reads with `news()`; the child's return value is
    its answer. `first` should return soon after its channel is `done` (the child has
    answered or is gone). When `first`'s result is `settled`, the child is killed and its
    answer is None; otherwise it is awaited until `deadline` + LATE_MARGIN (None if the
    child fails, dies or is late). The child is reaped before this returns. Raises
    ForkFailed, having started nothing, when the system gives no second process.
    """
    down_r, down_w = os.pipe()  # parent -> child
    up_r, up_w = os.pipe()  # child -> parent
    parent = os.getpid()
    try:
        pid = os.fork()
    except OSError as e:  # no process to be had (a process limit, no memory)
        for fd in (down_r, down_w, up_r, up_w):
            os.close(fd)
        raise ForkFailed(str(e)) from e
    if pid == 0:  # the child: answer, and leave without the parent's exit handlers
        try:
            os.close(down_w)
            os.close(up_r)
            _die_with(parent)
            channel = Channel(down_r, up_w)
            channel.finish(second(channel))
        finally:
            os._exit(0)
    os.close(down_r)
    os.close(up_w)
    channel = Channel(up_r, down_w)
    try:
        mine = first(channel)
        if settled(mine):
            return mine, None
        channel.wait(deadline + LATE_MARGIN)
        return mine, channel.answer  # type: ignore[return-value]
    finally:
        _end(pid)
        os.close(up_r)
        os.close(down_w)


def _die_with(parent: int) -> None:
    """Ask Linux to kill this child when its parent dies; leave if it already has."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(0)


def _end(pid: int) -> None:
    """Kill the child (if it is still running) and reap it."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, 0)
