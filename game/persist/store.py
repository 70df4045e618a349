"""Atomic JSON files in the user data directory, and setting damaged ones aside.

Every file is written whole or not at all: a temp file in the same directory is
written, flushed and fsynced, then `os.replace`d over the old one, so a crash at any
point leaves either the old file or the new one. A file that cannot be understood, or
cannot be read at all, is renamed to `<name>.damaged-<n>` (never deleted) so the
player's data survives for a bug report. If even the rename fails the file is *held*:
left exactly as it is and never written, replaced or removed for the rest of the run.
Only regular files are opened, without blocking, so a FIFO or a device named like one
of our files can never stall the start. Nothing here raises on an unusable disk:
callers get a short notice to show and the game goes on in memory.

Never imports pygame: tools and tests use this too.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import math
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

try:
    import platformdirs
except ImportError:  # pragma: no cover - platformdirs is a declared dependency
    platformdirs = None  # type: ignore[assignment]

APP_NAME = "canfield"
HOME_ENV = "CANFIELD_HOME"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 32 * 1024 * 1024  # far above any real save; guards against reading junk


def data_dir() -> Path:
    """Where the JSON files live: $CANFIELD_HOME if set, else the platform's user data dir."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    if platformdirs is not None:
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return Path.home() / ".local" / "share" / APP_NAME  # pragma: no cover


def _reason(error: BaseException) -> str:
    """A short human-readable cause for an OSError (no traceback, no errno number)."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror.lower()
    return str(error) or type(error).__name__


# --- reading ------------------------------------------------------------------------


@dataclass(frozen=True)
class ReadResult:
    """What reading one file found: `data`, or that it is missing, damaged or unreadable."""

    data: object = None
    missing: bool = False
    damaged: str | None = None  # why the content cannot be used
    # Why the file could not be read at all (no access, not a regular file...). Reading
    # leaves both kinds where they are; the loaders `keep` them (set aside, or held).
    unreadable: str | None = None


# Open flags for reading: never wait for a writer (FIFO) or take a terminal.
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def _kind(mode: int) -> str:
    """What a non-regular file is, for a notice."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _not_regular(mode: int) -> str:
    return f"it is {_kind(mode)}, not a regular file"


def read_json(name: str) -> ReadResult:
    """Read and parse `name` from the data directory without ever raising or blocking."""
    path = data_dir() / name
    try:
        info = os.stat(path)  # follows links: a link to /dev/zero is a device
    except FileNotFoundError:
        if exists(name):
            return ReadResult(unreadable="it is a link to a file that does not exist")
        return ReadResult(missing=True)
    except OSError as error:  # a path through a regular file, no access, a link loop...
        return ReadResult(unreadable=_reason(error))
    if not stat.S_ISREG(info.st_mode):
        return ReadResult(unreadable=_not_regular(info.st_mode))
    if info.st_size > MAX_FILE_BYTES:  # before reading a byte of it
        return ReadResult(damaged="the file is far too large")
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return ReadResult(missing=True)
    except OSError as error:
        return ReadResult(unreadable=_reason(error))
    try:
        # What was opened may not be what was checked (a swap in between): check it again.
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return ReadResult(unreadable=_not_regular(info.st_mode))
        raw = _read_at_most(fd, MAX_FILE_BYTES + 1)
    except OSError as error:
        return ReadResult(unreadable=_reason(error))
    finally:
        os.close(fd)
    if not raw.strip():
        return ReadResult(damaged="the file is empty")
    if len(raw) > MAX_FILE_BYTES:
        return ReadResult(damaged="the file is far too large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return ReadResult(damaged="the file is not text")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return ReadResult(damaged="the file is not valid JSON (perhaps cut short)")
    return ReadResult(data=data)


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        chunk = os.read(fd, min(limit - size, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not allowed")


def read_section(name: str, section: str) -> ReadResult:
    """Read `{"version": 1, section: {...}}` from `name`; `data` is the section object.

    A wrong envelope (not an object, no or unknown version, no section) counts as damage.
    """
    result = read_json(name)
    if result.missing or result.unreadable or result.damaged:
        return result
    data = result.data
    if not isinstance(data, dict):
        return ReadResult(damaged="the file does not hold a JSON object")
    version = data.get("version")
    if not is_int(version):
        return ReadResult(damaged="the file has no format version")
    if version != FORMAT_VERSION:
        return ReadResult(
            damaged=f"the file has format version {version}, which this Canfield does not know"
        )
    body = data.get(section)
    if not isinstance(body, dict):
        return ReadResult(damaged=f"the file has no {section!r} object")
    return ReadResult(data=body)


# --- held files -----------------------------------------------------------------------

# Files this run must leave exactly as they are: their content could not be used and they
# could not be moved aside, so writing them would destroy the player's data. Keyed by the
# full path, so another data directory (tests, CANFIELD_HOME) starts clean.
_held: set[str] = set()


def _held_key(name: str) -> str:
    return os.path.abspath(data_dir() / name)


def hold(name: str) -> None:
    """Never write, replace or remove `name` (in the current data dir) for the rest of the run."""
    _held.add(_held_key(name))


def is_held(name: str) -> bool:
    """Whether `name` is left alone this run (see `hold`)."""
    return _held_key(name) in _held


def held_files() -> list[str]:
    """The names of the held files in the current data dir."""
    directory = os.path.abspath(data_dir())
    return sorted(os.path.basename(p) for p in _held if os.path.dirname(p) == directory)


def exists(name: str) -> bool:
    """Whether anything is at `name`: a file, a folder, even a broken link. When the
    directory cannot be searched the answer is yes, as something may be there to keep."""
    try:
        os.lstat(data_dir() / name)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True
    return True


# --- writing ------------------------------------------------------------------------


def write_json(name: str, data: object, compact: bool = False) -> str | None:
    """Atomically replace `name` with `data` as JSON; returns None, or why it failed.

    `compact`: one line, which json's C encoder writes several times faster than indented
    text (the saved game is written after every move, beside the running frames).
    A held file is skipped (returns None): the player was told at load that it will not
    be saved, and telling again after every move would only nag.
    """
    if is_held(name):
        return None
    try:
        if compact:
            text = json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        else:
            text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False)
        payload = text + "\n"
    except (TypeError, ValueError, RecursionError) as error:
        return f"the data could not be written as JSON ({error})"
    directory = data_dir()
    try:
        info = os.stat(directory / name)
    except OSError:
        pass  # missing (the usual first save) or unreachable: the writing below tells
    else:
        if not stat.S_ISREG(info.st_mode):  # os.replace would silently drop a FIFO or socket
            return f"{directory / name} is not replaced: {_not_regular(info.st_mode)}"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    except OSError as error:
        return f"the folder {directory} cannot be used ({_reason(error)})"
    done = False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, directory / name)
        done = True
    except OSError as error:
        return f"{directory / name} could not be written ({_reason(error)})"
    finally:
        if not done:  # also on KeyboardInterrupt: never leave a half-written temp file
            with contextlib.suppress(OSError):
                os.unlink(temp)
    _sync_directory(directory)
    _remove_stale_temps(directory, name)
    return None


STALE_TEMP_SECONDS = 3600


def _remove_stale_temps(directory: Path, name: str) -> None:
    """Delete temp files an earlier run left behind when it was killed mid-save.

    Only ones older than an hour, so a save in progress elsewhere is never touched.
    """
    now = time.time()
    try:
        leftovers = list(directory.glob(f".{name}.*.tmp"))
    except OSError:
        return
    for path in leftovers:
        with contextlib.suppress(OSError):
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                path.unlink()


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it (best effort)."""
    if not hasattr(os, "O_DIRECTORY"):
        return  # Windows: os.replace is already as durable as it gets
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove(name: str) -> str | None:
    """Delete `name` if present; returns None, or why it could not be deleted.

    A held file is left alone (returns None), and only a regular file or a link is
    deleted: anything else was never ours to drop."""
    if is_held(name):
        return None
    path = data_dir() / name
    try:
        info = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None  # nothing to delete (or the data dir is a regular file)
    except OSError as error:
        return f"{path} could not be deleted ({_reason(error)})"
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
        return f"{path} is not deleted: {_not_regular(info.st_mode)}"
    try:
        os.unlink(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"{path} could not be deleted ({_reason(error)})"
    return None


def set_aside(name: str) -> tuple[str | None, str | None]:
    """Rename `name` to the first free `<name>.damaged-<n>`; returns (new name, None) or
    (None, why not). The data is kept for the player and for bug reports, never deleted."""
    directory = data_dir()
    for n in range(1, 10_000):
        aside = f"{name}.damaged-{n}"
        if os.path.lexists(directory / aside):
            continue
        try:
            os.rename(directory / name, directory / aside)
        except FileNotFoundError:
            return None, "it has disappeared"
        except OSError as error:
            return None, _reason(error)
        return aside, None
    return None, "too many damaged copies are already kept"


@dataclass(frozen=True)
class Kept:
    """Where a file whose content is not used went: `aside` (its new name), or `held` in
    place because it could not be moved (`failure` says why), or neither (nothing there)."""

    aside: str | None = None
    held: bool = False
    failure: str | None = None


def keep(name: str) -> Kept:
    """Get a file whose content will not be used out of the way without losing it: set it
    aside, or, if that fails while something is there, hold it so nothing overwrites it."""
    aside, failure = set_aside(name)
    if aside is not None:
        return Kept(aside=aside)
    if exists(name):
        hold(name)
        return Kept(held=True, failure=failure)
    return Kept(failure=failure)


def set_aside_and_rewrite(name: str, data: object) -> Kept:
    """Keep a partly bad file as `<name>.damaged-<n>` and store its repaired form, so the
    next start is clean even if nothing triggers a save. If it cannot be set aside it is
    held, never overwritten (the repaired form lives in memory only)."""
    kept = keep(name)
    write_json(name, data)  # skipped when held
    return kept


def load_model(name: str, section: str, what: str, fallback: str, default, parse, envelope):
    """Read one file's model, never raising.

    Returns (model, notice, bad fields, where a partly bad file was kept). A missing file
    gives the default; an unreadable or damaged one gives the default and a notice (the
    file is set aside or held); a file with some bad fields gives the repaired model,
    which is written back at once unless the file had to be held.
    """
    result = read_section(name, section)
    if result.missing:
        return default(), None, [], Kept()
    if result.unreadable or result.damaged:
        return default(), lost_notice(what, name, result, fallback), [], Kept()
    model, bad = parse(result.data)
    if not bad:
        return model, None, [], Kept()
    return model, None, bad, set_aside_and_rewrite(name, envelope(model))


class Notice(str):
    """A notice for the log (its text), and whether the file was only repaired: its
    good parts kept, the bad ones reset (the player is told which of the two)."""

    partial: bool

    def __new__(cls, text: str, partial: bool = False) -> Notice:
        notice = super().__new__(cls, text)
        notice.partial = partial
        return notice


def kept_note(what: str, kept: Kept) -> str:
    """The end of a notice: where the file went (empty when nothing was there)."""
    if kept.aside:
        return f" The old file was kept as {kept.aside}."
    if kept.held:
        return (
            f" The file could not be moved aside ({kept.failure}), so it is left as it is"
            f" and your {what} will not be saved this time."
        )
    return ""


def lost_notice(what: str, name: str, result: ReadResult, fallback: str) -> str:
    """The notice for a file that is unreadable or damaged; sets it aside (or holds it)."""
    if result.unreadable:
        return unreadable_notice(what, name, result.unreadable, fallback)
    return damaged_notice(what, name, result.damaged or "it is damaged", fallback)


def damaged_notice(what: str, name: str, why: str, fallback: str) -> str:
    """The notice for a file whose content cannot be used; sets it aside (or holds it)."""
    return f"Your {what} could not be read: {why}. {fallback}{kept_note(what, keep(name))}"


def unreadable_notice(what: str, name: str, why: str, fallback: str) -> str:
    """The notice for a file that cannot be read at all; sets it aside (or holds it), as
    a file the player cannot read is still theirs and must never be replaced."""
    kept = keep(name)
    return (
        f"Your {what} could not be read from {data_dir() / name} ({why}). {fallback}"
        f"{kept_note(what, kept)}"
    )


def save_notice(what: str, why: str) -> str:
    return f"Your {what} could not be saved: {why}. The game goes on, but without saving it."


# --- value checks shared by the file formats --------------------------------------------


def is_int(value: object) -> bool:
    """A JSON whole number (bool is an int in Python, but not here)."""
    return isinstance(value, int) and not isinstance(value, bool)


MAX_SAFE = 2**53  # larger numbers in our files can only be damage


def is_count(value: object) -> bool:
    """A whole number >= 0 of sane size (a counter)."""
    return is_int(value) and 0 <= value <= MAX_SAFE  # type: ignore[operator]


def is_number(value: object) -> bool:
    """A finite JSON number of sane size (a huge int would overflow float maths)."""
    if is_int(value):
        return -MAX_SAFE <= value <= MAX_SAFE  # type: ignore[operator]
    return isinstance(value, float) and math.isfinite(value) and abs(value) <= MAX_SAFE


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def is_date(value: object) -> bool:
    """An ISO date "YYYY-MM-DD" that exists."""
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True
