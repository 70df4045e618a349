"""Atomic JSON files in the user data directory, and setting damaged ones aside.

Every file is written whole or not at all: a temp file in the same directory is
written, flushed and fsynced, then `os.replace`d over the old one, so a crash at any
point leaves either the old file or the new one. A file that cannot be understood is
renamed to `<name>.damaged-<n>` (never deleted) so the player's data survives for a
bug report, and nothing here raises on an unusable disk: callers get a short notice
to show and the game goes on in memory.

Never imports pygame: tools and tests use this too.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
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
    damaged: str | None = None  # why the content cannot be used (the file should be set aside)
    unreadable: str | None = None  # why the file could not be read at all (left untouched)


def read_json(name: str) -> ReadResult:
    """Read and parse `name` from the data directory without ever raising."""
    path = data_dir() / name
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return ReadResult(missing=True)
    except OSError as error:  # the path runs through a regular file, a directory, no access...
        return ReadResult(unreadable=_reason(error))
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


# --- writing ------------------------------------------------------------------------


def write_json(name: str, data: object) -> str | None:
    """Atomically replace `name` with `data` as JSON; returns None, or why it failed."""
    try:
        payload = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as error:
        return f"the data could not be written as JSON ({error})"
    directory = data_dir()
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
            if now - path.stat().st_mtime > STALE_TEMP_SECONDS:
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
    """Delete `name` if present; returns None, or why it could not be deleted."""
    path = data_dir() / name
    try:
        os.unlink(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        if isinstance(error, NotADirectoryError):
            return None  # the data dir is a regular file, so there is nothing to delete
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


def set_aside_and_rewrite(name: str, data: object) -> str | None:
    """Keep a partly bad file as `<name>.damaged-<n>` and store its repaired form, so the
    next start is clean even if nothing triggers a save; returns the name it was kept as."""
    aside, _ = set_aside(name)
    write_json(name, data)
    return aside


def load_model(name: str, section: str, what: str, fallback: str, default, parse, envelope):
    """Read one file's model, never raising.

    Returns (model, notice, bad fields, where a partly bad file was kept). A missing file
    gives the default; an unreadable or damaged one gives the default and a notice; a file
    with some bad fields gives the repaired model, which is written back at once.
    """
    result = read_section(name, section)
    if result.missing:
        return default(), None, [], None
    if result.unreadable:
        return default(), unreadable_notice(what, result.unreadable, fallback), [], None
    if result.damaged:
        return default(), damaged_notice(what, name, result.damaged, fallback), [], None
    model, bad = parse(result.data)
    if not bad:
        return model, None, [], None
    return model, None, bad, set_aside_and_rewrite(name, envelope(model))


def kept_note(aside: str | None) -> str:
    return f" The old file was kept as {aside}." if aside else ""


def damaged_notice(what: str, name: str, why: str, fallback: str) -> str:
    """The notice for a file that was set aside (or could not even be set aside)."""
    aside, failure = set_aside(name)
    if aside is not None:
        kept = f"The old file was kept as {aside}."
    else:
        kept = f"The old file could not be moved aside ({failure})."
    return f"Your {what} could not be read: {why}. {fallback} {kept}"


def unreadable_notice(what: str, why: str, fallback: str) -> str:
    return f"Your {what} could not be read from {data_dir()} ({why}). {fallback}"


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
