"""Pictures for the statistics screen, drawn with pygame: a table, a strip of recent games,
a win-rate line and a month calendar.

Each function draws one thing into `rect` of a surface with the given TextCache and text
size (TextCache units), and returns what it placed, so tests can check the picture's parts.
"""

from __future__ import annotations

import calendar

import pygame

from game.ui.render import LABEL, LABEL_DIM, TextCache

GOLD = (216, 183, 94)
LOST = (170, 78, 66)  # a dim red: visible, but quieter than a win
HELPED = (112, 150, 186)  # a cool blue: the solver's win, neither the player's nor a loss
OUTCOME_COLOURS = {"won": GOLD, "lost": LOST, "helped": HELPED}
GRID = (60, 110, 80)
PANEL = (16, 52, 32)
HEADER_BG = (22, 68, 42)
STRIPE = (19, 60, 37)


def _line_h(text: TextCache, size: int) -> int:
    return text.font(size).get_linesize()


def _split_header(label: str, text: TextCache, size: int) -> list[str]:
    """A header on one line, or on two split at the space that makes it narrowest."""
    best = [label]
    widest = text.font(size, True).size(label)[0]
    words = label.split(" ")
    for i in range(1, len(words)):
        lines = [" ".join(words[:i]), " ".join(words[i:])]
        w = max(text.font(size, True).size(line)[0] for line in lines)
        if w < widest:
            best, widest = lines, w
    return best


def table_layout(cells: list[list[str]], text: TextCache, size: int) -> tuple[list[int], int]:
    """Column widths and header height for `cells` (first row the header) at `size`."""
    pad = max(4, size // 2)
    heads = [_split_header(h, text, size) for h in cells[0]]
    widths = []
    for col, head in enumerate(heads):
        w = max(text.font(size, True).size(line)[0] for line in head)
        for row in cells[1:]:
            w = max(
                w, text.figures_width(row[col], size) if col else text.font(size).size(row[0])[0]
            )
        widths.append(w + 2 * pad)
    header_h = max(len(h) for h in heads) * _line_h(text, size) + pad
    return widths, header_h


def fit_table_size(cells: list[list[str]], text: TextCache, size: int, width: int) -> int:
    """The largest text size up to `size` whose table fits `width` (never below 8)."""
    while size > 8 and sum(table_layout(cells, text, size)[0]) > width:
        size -= 1
    return size


def draw_table(
    surf: pygame.Surface, rect: pygame.Rect, cells: list[list[str]], text: TextCache, size: int
) -> list[list[pygame.Rect]]:
    """A grid: bold header row, the first column left-aligned, numbers right-aligned.

    Returns each cell's rectangle, row by row (the header first)."""
    widths, header_h = table_layout(cells, text, size)
    pad = max(4, size // 2)
    spare = max(0, rect.w - sum(widths))
    widths = [w + spare // len(widths) for w in widths]  # spread the slack evenly
    row_h = max(1, (rect.h - header_h) // max(1, len(cells) - 1))
    placed = []
    y = rect.y
    for r, row in enumerate(cells):
        h = header_h if r == 0 else row_h
        pygame.draw.rect(
            surf, HEADER_BG if r == 0 else (STRIPE if r % 2 else PANEL), (rect.x, y, sum(widths), h)
        )
        x, rects = rect.x, []
        for c, value in enumerate(row):
            cell = pygame.Rect(x, y, widths[c], h)
            rects.append(cell)
            _draw_cell(surf, cell, value, r == 0, c == 0, text, size, pad)
            x += widths[c]
        placed.append(rects)
        y += h
    pygame.draw.rect(surf, GRID, (rect.x, rect.y, sum(widths), y - rect.y), 1)
    for rects in placed[1:]:  # the lines between rows
        pygame.draw.line(surf, GRID, (rect.x, rects[0].y), (rect.x + sum(widths) - 1, rects[0].y))
    return placed


def _draw_cell(surf, cell, value, header, first, text, size, pad) -> None:
    if header:
        lines = _split_header(value, text, size)
        lh = _line_h(text, size)
        y = cell.bottom - pad // 2 - len(lines) * lh
        for line in lines:
            image = text.render(line, size, GOLD, bold=True)
            x = cell.x + pad if first else cell.right - pad - image.get_width()
            surf.blit(image, (x, y))
            y += lh
        return
    image = text.render(value, size) if first else text.render_figures(value, size)
    x = cell.x + pad if first else cell.right - pad - image.get_width()
    surf.blit(image, (x, cell.centery - image.get_height() // 2))


def draw_title(
    surf: pygame.Surface, rect: pygame.Rect, title: str, text: TextCache, size: int
) -> int:
    """A chart's bold title at the top of `rect`; returns the height it took."""
    image = text.render(title, size, GOLD, bold=True)
    surf.blit(image, (rect.x, rect.y))
    return image.get_height()


def draw_legend(
    surf: pygame.Surface,
    pos: tuple[int, int],
    items: list[tuple[tuple[int, int, int], str]],
    text: TextCache,
    size: int,
    width: int | None = None,
) -> pygame.Rect:
    """Colour swatches with their labels in one line from `pos`, in a smaller type where
    `width` is too narrow for it (German cut "nicht gewonnen" short in full screen);
    returns the area used."""
    while width is not None and size > 10 and _legend_width(items, text, size) > width:
        size -= 1
    x, y = pos
    h = _line_h(text, size)
    side = max(6, h // 2)
    for colour, label in items:
        pygame.draw.rect(surf, colour, (x, y + (h - side) // 2, side, side))
        image = text.render(label, size, LABEL_DIM)
        surf.blit(image, (x + side + side // 2, y + (h - image.get_height()) // 2))
        x += side + side // 2 + image.get_width() + side * 2
    return pygame.Rect(pos[0], y, x - pos[0] - side * 2, h)  # less the gap after the last


def _legend_width(items: list, text: TextCache, size: int) -> int:
    side = max(6, _line_h(text, size) // 2)
    labels = sum(text.render(label, size, LABEL_DIM).get_width() for _, label in items)
    return labels + len(items) * (side + side // 2) + (len(items) - 1) * side * 2


def draw_strip(
    surf: pygame.Surface, rect: pygame.Rect, games: list[tuple[str, float]], limit: int = 50
) -> list[pygame.Rect]:
    """The last `limit` games, (outcome, seconds), as bars, oldest at the left: won gold,
    lost dim red, solved with help blue, each as tall as its time against the longest.
    Returns the bars."""
    games = games[-limit:]
    pygame.draw.line(surf, GRID, (rect.x, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))
    if not games:
        return []
    longest = max(seconds for _, seconds in games) or 1.0
    slot = rect.w / limit
    gap = 1 if slot >= 3 else 0
    bars = []
    for i, (outcome, seconds) in enumerate(games):
        h = max(2, round((rect.h - 1) * seconds / longest))  # a 0-second game still shows
        x = rect.x + round(i * slot)
        bar = pygame.Rect(x, rect.bottom - 1 - h, max(1, round(slot) - gap), h)
        pygame.draw.rect(surf, OUTCOME_COLOURS[outcome], bar)
        bars.append(bar)
    return bars


def cumulative_rates(results: list[bool]) -> list[float]:
    """The win rate (0..1) after each game."""
    rates, won = [], 0
    for i, result in enumerate(results, 1):
        won += result
        rates.append(won / i)
    return rates


def draw_rate_line(
    surf: pygame.Surface, rect: pygame.Rect, rates: list[float], text: TextCache, size: int
) -> list[tuple[int, int]]:
    """A line of win rates over `rect`, with 0%/50%/100% marks at the left. Returns the
    line's points."""
    labels = [text.render_figures(f"{p}%", size, LABEL_DIM) for p in (100, 50, 0)]
    axis_w = max(image.get_width() for image in labels) + max(3, size // 4)
    half = labels[0].get_height() // 2
    plot = pygame.Rect(rect.x + axis_w, rect.y + half, rect.w - axis_w, rect.h - 2 * half)
    for image, frac in zip(labels, (0.0, 0.5, 1.0), strict=True):
        y = plot.y + round(frac * (plot.h - 1))
        pygame.draw.line(surf, GRID, (plot.x, y), (plot.right - 1, y))
        surf.blit(image, (rect.x, y - image.get_height() // 2))
    if not rates:
        return []
    step = (plot.w - 1) / max(1, len(rates) - 1)
    points = [
        (plot.x + round(i * step), plot.y + round((1 - r) * (plot.h - 1)))
        for i, r in enumerate(rates)
    ]
    width = max(2, size // 8)
    if len(points) == 1:
        pygame.draw.circle(surf, GOLD, points[0], width + 1)
    else:
        pygame.draw.lines(surf, GOLD, False, points, width)
    return points


def draw_calendar(
    surf: pygame.Surface,
    rect: pygame.Rect,
    year: int,
    month: int,
    days: dict[int, bool],
    weekdays: list[str],
    text: TextCache,
    size: int,
    today: int | None = None,
) -> dict[int, pygame.Rect]:
    """One month, Monday first: a played daily deal ringed, a won one filled gold, and
    today (its day of the month, when this is the month) underlined.

    `days` maps day of month to won. Returns each day's cell."""
    lh = _line_h(text, size)
    weeks = calendar.Calendar(0).monthdayscalendar(year, month)
    cw = rect.w // 7
    ch = max(1, (rect.h - lh) // 6)
    for col, name in enumerate(weekdays[:7]):
        image = text.render(name, size, LABEL_DIM)
        surf.blit(image, (rect.x + col * cw + (cw - image.get_width()) // 2, rect.y))
    cells = {}
    for row, week in enumerate(weeks):
        for col, day in enumerate(week):
            if not day:
                continue
            cell = pygame.Rect(rect.x + col * cw, rect.y + lh + row * ch, cw, ch)
            cells[day] = cell
            _draw_day(surf, cell, day, days.get(day), text, size)
            if day == today:
                _underline(surf, cell, text, size)
    return cells


def _underline(surf: pygame.Surface, cell: pygame.Rect, text: TextCache, size: int) -> None:
    """A short bar under a day's number: the calendar's "you are here"."""
    half = max(4, cell.w // 5)
    y = cell.centery + _line_h(text, size) // 2 + 1
    width = max(2, size // 8)
    pygame.draw.line(surf, GOLD, (cell.centerx - half, y), (cell.centerx + half, y), width)


def _draw_day(surf, cell, day, won, text, size) -> None:
    radius = max(3, min(cell.w, cell.h) // 2 - 1)
    colour = LABEL
    if won is True:
        pygame.draw.circle(surf, GOLD, cell.center, radius)
        colour = (15, 42, 26)  # dark on gold, as the theme's selected text
    elif won is False:
        pygame.draw.circle(surf, LOST, cell.center, radius, max(1, size // 10))
    image = text.render_figures(str(day), size, colour, bold=won is True)
    surf.blit(image, image.get_rect(center=cell.center))
