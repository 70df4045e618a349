"""One background thread that writes the latest snapshot, off the frame's critical path.

The UI takes a snapshot of what to save the moment it changes (cheap: a dict of lists)
and hands a job that writes it to `LatestWriter.submit`, which never waits for the disk.
One thread runs the jobs, and only the latest one waiting: an older snapshot of the same
file is worthless once a newer exists, so a burst of moves costs one or two writes, not
one per move. With one thread and one waiting slot the jobs run in the order they were
handed over, so an older snapshot never lands after a newer one.

Someone who changes the file another way (removing it when a game is won) first calls
`discard`: it drops the waiting job and waits for the one being written, so nothing
queued before can bring the file back afterwards. `flush` waits until everything handed
over is on disk; `close` flushes and ends the thread.

The thread starts with the first job and ends after IDLE_EXIT seconds without one (a later
job starts it again), so a program that never saves, or forgets `close`, keeps no thread.
Never imports pygame.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

IDLE_EXIT = 5.0  # seconds without a job after which the thread ends


class LatestWriter:
    """One background thread running the latest job handed to it (see the module doc)."""

    def __init__(self, name: str = "canfield-writer", idle_exit: float = IDLE_EXIT) -> None:
        self.name = name
        self.idle_exit = idle_exit
        self._cond = threading.Condition()
        self._waiting: Callable[[], None] | None = None
        self._writing = False  # a job is running now
        self._stop = False
        self._thread: threading.Thread | None = None
        self.done = 0  # jobs run (tests and tools read it)
        self.dropped = 0  # jobs replaced by a newer one or discarded before they ran

    def submit(self, job: Callable[[], None]) -> None:
        """Run `job` on the writer thread soon, instead of any job still waiting."""
        with self._cond:
            if self._waiting is not None:
                self.dropped += 1
            self._waiting = job
            self._stop = False
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job handed over has run; False if `timeout` ran out first."""
        with self._cond:
            return self._cond.wait_for(self._idle, timeout)

    def discard(self) -> None:
        """Drop the waiting job and wait for the running one: after this, no job handed
        over earlier touches the disk any more."""
        with self._cond:
            if self._waiting is not None:
                self._waiting = None
                self.dropped += 1
            self._cond.wait_for(lambda: not self._writing)

    def close(self, timeout: float | None = None) -> bool:
        """Flush, then end the thread; False if `timeout` ran out first."""
        flushed = self.flush(timeout)
        with self._cond:
            self._stop = True
            thread = self._thread
            self._cond.notify_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        return flushed

    def _idle(self) -> bool:
        return self._waiting is None and not self._writing

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._waiting is None:
                    if not self._stop and self._cond.wait(self.idle_exit):
                        continue  # woken: look again
                    if self._waiting is None:  # closed, or idle too long (submit restarts)
                        self._thread = None
                        self._cond.notify_all()
                        return
                job, self._waiting = self._waiting, None
                self._writing = True
            try:
                job()
            except Exception:  # a bug in one job must not end saving for the session
                log.exception("a background save failed")
            finally:
                with self._cond:
                    self._writing = False
                    self.done += 1
                    self._cond.notify_all()
