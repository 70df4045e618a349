"""A private X server for the real-window tests: Xvfb, xdotool, screenshots, closing windows.

Screenshots need no extra tool: Xvfb's `-fbdir DIR` keeps the screen in the memory-mapped
file `DIR/Xvfb_screen0`, in XWD format, so reading that file is a screenshot of the root
window at that moment.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import json
import os
import shutil
import signal
import struct
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

XWD_HEADER = struct.Struct(">25I")


def missing_tools() -> list[str]:
    return [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]


def guide_seen(home: Path) -> None:
    """Mark the first-launch table guide as seen in `home`'s settings.json (kept as it is
    when it says so itself), so a test's first click plays instead of closing the guide."""
    path = home / "settings.json"
    try:
        data = json.loads(path.read_text()) if path.exists() else {"version": 1, "settings": {}}
    except (OSError, ValueError):
        return  # a damaged file on purpose: the test checks what the game does with it
    if not isinstance(data, dict) or not isinstance(data.get("settings"), dict):
        return
    if "intro_seen" in data["settings"]:
        return
    data["settings"]["intro_seen"] = True
    home.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


@dataclass
class XServer:
    proc: subprocess.Popen
    display: str
    fbfile: Path
    width: int
    height: int

    def env(self, **extra: str) -> dict[str, str]:
        """The environment of a program that should draw on this server."""
        env = dict(os.environ)
        env.pop("SDL_VIDEODRIVER", None)  # the test session itself runs pygame headless
        env.update(DISPLAY=self.display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
        env.update(extra)
        if "CANFIELD_HOME" in extra:
            guide_seen(Path(extra["CANFIELD_HOME"]))
        return env

    def xdotool(self, *args: str, timeout: float = 10.0) -> str:
        out = subprocess.run(
            ["xdotool", *args],
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if out.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)} failed: {out.stderr.strip()}")
        return out.stdout

    def stop(self) -> None:
        stop_process(self.proc)


def start_xvfb(width: int, height: int, fbdir: Path, timeout: float = 10.0) -> XServer:
    """Start Xvfb on a free display (it picks the number itself: -displayfd)."""
    fbdir.mkdir(parents=True, exist_ok=True)
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_fd),
            "-screen",
            "0",
            f"{width}x{height}x24",
            "-nolisten",
            "tcp",
            "-fbdir",
            str(fbdir),
        ],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    os.close(write_fd)
    number = b""
    deadline = time.monotonic() + timeout
    try:
        os.set_blocking(read_fd, False)
        while not number.endswith(b"\n"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("Xvfb did not start")
            try:
                chunk = os.read(read_fd, 16)
            except BlockingIOError:
                time.sleep(0.02)
                continue
            if not chunk:
                raise RuntimeError("Xvfb did not report its display number")
            number += chunk
    except BaseException:
        stop_process(proc)
        raise
    finally:
        os.close(read_fd)
    return XServer(proc, f":{int(number)}", fbdir / "Xvfb_screen0", width, height)


def stop_process(proc: subprocess.Popen, timeout: float = 5.0) -> int | None:
    """SIGTERM, then SIGKILL if it lingers; returns the exit status."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout)
    return proc.returncode


def find_window(server: XServer, pid: int, timeout: float = 15.0) -> int:
    """The window of process `pid` once the program has drawn its first frame.

    Found by _NET_WM_PID: this xdotool (3.20160805) cannot match SDL's window title with
    `search --name`, because SDL stores WM_NAME with the type UTF-8, which it cannot
    decode. The first window can be a passing one: without a window manager, SDL makes
    a full-screen window, destroys it and makes another, so the search is repeated once
    the table is on the screen (some felt-green pixels where the table has no cards).
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if table_drawn(server):
            ids = _windows_of(server, pid, timeout)
            if ids:
                return ids[-1]
        time.sleep(0.02)
    raise TimeoutError(f"no window of process {pid} showed the table within {timeout} s")


def _windows_of(server: XServer, pid: int, timeout: float) -> list[int]:
    out = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        env=server.env(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return [int(w) for w in out.stdout.split()]


def table_drawn(server: XServer) -> bool:
    """Whether the screen shows felt (green) near its bottom corners and centre."""
    width, height, bytes_per_line, pixels = screen_bytes(server)
    for x, y in ((width // 50, height - 8), (width // 2, height - 8), (width - 8, height - 8)):
        b, g, r = pixels[y * bytes_per_line + 4 * x : y * bytes_per_line + 4 * x + 3]
        if not (g > r + 20 and g > b + 10):
            return False
    return True


def window_geometry(server: XServer, wid: int) -> tuple[int, int, int, int]:
    """x, y, width, height of a window."""
    out = server.xdotool("getwindowgeometry", "--shell", str(wid))
    values = dict(line.split("=", 1) for line in out.split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def screen_bytes(server: XServer) -> tuple[int, int, int, bytes]:
    """The root window now: width, height, bytes per line and raw pixels (BGRX)."""
    data = server.fbfile.read_bytes()
    header = XWD_HEADER.unpack_from(data)
    header_size, width, height = header[0], header[4], header[5]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    red_mask, green_mask, blue_mask, ncolors = header[14], header[15], header[16], header[19]
    if (bits_per_pixel, red_mask, green_mask, blue_mask, byte_order) != (
        32,
        0xFF0000,
        0xFF00,
        0xFF,
        0,  # LSBFirst: the bytes of a pixel are B, G, R, X
    ):
        raise RuntimeError("unexpected Xvfb framebuffer format")
    start = header_size + 12 * ncolors  # header, window name, colormap
    return width, height, bytes_per_line, data[start : start + bytes_per_line * height]


def screenshot_surface(server: XServer):
    """The root window as a pygame Surface (needs pygame initialised in this process)."""
    import pygame

    width, height, bytes_per_line, pixels = screen_bytes(server)
    if bytes_per_line != width * 4:
        raise RuntimeError("padded framebuffer rows are not supported")
    return pygame.image.frombuffer(pixels, (width, height), "BGRA").copy()


# --- closing a window the way a window manager does -------------------------------------


class _XClientMessageEvent(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    ]


class _XEvent(ctypes.Union):
    _fields_ = [("xclient", _XClientMessageEvent), ("pad", ctypes.c_long * 24)]


CLIENT_MESSAGE = 33
_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def libx11() -> ctypes.CDLL | None:
    for name in (ctypes.util.find_library("X11"), "libX11.so.6"):
        if name:
            with contextlib.suppress(OSError):
                return ctypes.CDLL(name)
    return None


def send_wm_delete(server: XServer, wid: int) -> None:
    """Ask a window to close with WM_DELETE_WINDOW, as a window manager's close button does.

    (`xdotool windowclose` of this xdotool destroys the window instead, which kills the
    client with an X error, and there is no window manager to turn alt+F4 into a request.)
    """
    x11 = libx11()
    if x11 is None:
        raise RuntimeError("libX11 not found")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_long,
        ctypes.POINTER(_XEvent),
    ]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XSetErrorHandler.restype = ctypes.c_void_p
    x11.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    errors: list[int] = []

    def on_error(_display, event) -> int:  # Xlib's default handler would exit the process
        errors.append(ctypes.cast(event, ctypes.POINTER(ctypes.c_ubyte))[32])  # error_code
        return 0

    handler = _ERROR_HANDLER(on_error)
    dpy = x11.XOpenDisplay(server.display.encode())
    if not dpy:
        raise RuntimeError(f"cannot open display {server.display}")
    previous = x11.XSetErrorHandler(ctypes.cast(handler, ctypes.c_void_p))
    try:
        event = _XEvent()
        msg = event.xclient
        msg.type = CLIENT_MESSAGE
        msg.display = dpy
        msg.window = wid
        msg.message_type = x11.XInternAtom(dpy, b"WM_PROTOCOLS", 0)
        msg.format = 32
        msg.data[0] = x11.XInternAtom(dpy, b"WM_DELETE_WINDOW", 0)
        msg.data[1] = 0  # CurrentTime
        if not x11.XSendEvent(dpy, wid, 0, 0, ctypes.byref(event)):
            raise RuntimeError("XSendEvent failed")
        x11.XSync(dpy, 0)
    finally:
        x11.XCloseDisplay(dpy)
        x11.XSetErrorHandler(previous)
    if errors:
        raise RuntimeError(f"X error {errors[0]} sending WM_DELETE_WINDOW to window {wid:#x}")


# --- a window smaller than the screen ---------------------------------------------------


def window_drawn(server: XServer, geometry: tuple[int, int, int, int]) -> bool:
    """Whether felt (green) shows near the bottom corners and centre of the part of a
    window's area that is on the screen."""
    width, height, bytes_per_line, pixels = screen_bytes(server)
    x, y = max(0, geometry[0]), max(0, geometry[1])
    w = min(width, geometry[0] + geometry[2]) - x
    h = min(height, geometry[1] + geometry[3]) - y
    for px, py in ((x + w // 50, y + h - 8), (x + w // 2, y + h - 8), (x + w - 8, y + h - 8)):
        if not (0 <= px < width and 0 <= py < height):
            return False
        b, g, r = pixels[py * bytes_per_line + 4 * px : py * bytes_per_line + 4 * px + 3]
        if not (g > r + 20 and g > b + 10):
            return False
    return True


def find_window_of_size(
    server: XServer,
    pid: int,
    size: tuple[int, int] | None = None,
    timeout: float = 15.0,
    drawn: bool = True,
) -> tuple[int, tuple[int, int, int, int]]:
    """The shown window of process `pid` (and its geometry) once it has `size` (any size if
    None) and, if `drawn`, the table shows inside it; for windowed starts, where
    `find_window`'s look at the screen's bottom corners sees the bare root window."""
    deadline = time.monotonic() + timeout
    seen: list[tuple[int, tuple[int, int, int, int]]] = []
    while time.monotonic() < deadline:
        for wid in reversed(_windows_of(server, pid, timeout)):
            try:
                geometry = window_geometry(server, wid)
            except RuntimeError:  # destroyed between the search and the question
                continue
            seen.append((wid, geometry))
            if size is not None and geometry[2:] != tuple(size):
                continue
            if not drawn or window_drawn(server, geometry):
                return wid, geometry
        time.sleep(0.05)
    raise TimeoutError(
        f"no window of process {pid} of size {size} showed the table within {timeout} s "
        f"(last seen: {seen[-3:]})"
    )


def window_surface(server: XServer, geometry: tuple[int, int, int, int]):
    """What the X screen shows in a rectangle (a window's geometry), as a 24-bit RGB Surface
    (needs pygame initialised in this process)."""
    import pygame

    x, y, w, h = geometry
    shot = screenshot_surface(server)
    # X leaves the alpha bytes at 0: go through RGB bytes, or a blit would copy nothing.
    rgb = pygame.image.frombytes(pygame.image.tobytes(shot, "RGB"), shot.get_size(), "RGB")
    area = pygame.Rect(x, y, w, h).clip(rgb.get_rect())
    out = pygame.Surface((w, h), depth=24)
    out.blit(rgb, (area.x - x, area.y - y), area)
    return out


# --- the pointer's image ------------------------------------------------------------------


class _XFixesCursorImage(ctypes.Structure):
    _fields_ = [
        ("x", ctypes.c_short),
        ("y", ctypes.c_short),
        ("width", ctypes.c_ushort),
        ("height", ctypes.c_ushort),
        ("xhot", ctypes.c_ushort),
        ("yhot", ctypes.c_ushort),
        ("cursor_serial", ctypes.c_ulong),
        ("pixels", ctypes.POINTER(ctypes.c_ulong)),
        ("atom", ctypes.c_ulong),
        ("name", ctypes.c_char_p),
    ]


def cursor_area(server: XServer) -> tuple[int, int, int, int] | None:
    """Where the mouse pointer's image covers the screen now: the box (x, y, w, h, screen
    coordinates) of its non-transparent pixels, or None if it is invisible.

    Xvfb has no hardware cursor: it paints the pointer into the framebuffer, so a
    screenshot shows it (e.g. the I-beam over a text field). Asked with XFixes
    (XFixesGetCursorImage); raises RuntimeError if libXfixes is missing.
    """
    x11 = libx11()
    fixes = None
    for name in (ctypes.util.find_library("Xfixes"), "libXfixes.so.3"):
        if name:
            with contextlib.suppress(OSError):
                fixes = ctypes.CDLL(name)
                break
    if x11 is None or fixes is None:
        raise RuntimeError("libX11 or libXfixes not found")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XFree.argtypes = [ctypes.c_void_p]
    fixes.XFixesQueryVersion.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_int),
    ]
    fixes.XFixesGetCursorImage.restype = ctypes.POINTER(_XFixesCursorImage)
    fixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
    dpy = x11.XOpenDisplay(server.display.encode())
    if not dpy:
        raise RuntimeError(f"cannot open display {server.display}")
    try:
        major, minor = ctypes.c_int(6), ctypes.c_int(0)
        if not fixes.XFixesQueryVersion(dpy, ctypes.byref(major), ctypes.byref(minor)):
            raise RuntimeError("no XFixes extension")
        image = fixes.XFixesGetCursorImage(dpy)
        if not image:
            raise RuntimeError("XFixesGetCursorImage failed")
        try:
            c = image.contents
            xs, ys = [], []
            for row in range(c.height):
                for col in range(c.width):
                    if c.pixels[row * c.width + col] >> 24:  # ARGB: alpha
                        xs.append(col)
                        ys.append(row)
            if not xs:
                return None
            left, top = c.x - c.xhot + min(xs), c.y - c.yhot + min(ys)
            return left, top, max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        finally:
            x11.XFree(image)
    finally:
        x11.XCloseDisplay(dpy)
