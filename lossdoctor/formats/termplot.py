"""A compact braille plot of a run's live loss for the terminal, with findings and joins marked."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from rich.text import Text

from lossdoctor.formats.describe import KIND_LETTERS, events, letters, num
from lossdoctor.model import Finding, Run, Severity

# Braille dot bits: _BITS[row within cell (top=0)][column within cell].
_BITS = np.array([[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]], dtype=np.int32)
SEVERITY_STYLE = {Severity.ERROR: "bold red", Severity.WARNING: "bold yellow", Severity.INFO: "cyan"}
LIVE_STYLE = "bright_blue"
DEAD_STYLE = "dim"
DEAD_GLYPH = "·"
NAN_GLYPH = "×"
LOG_RATIO = 3.0  # use a log y axis when the live loss spans more than this factor
DEAD_HEADROOM = 2.0  # dead points may stretch the y axis to this many times the live maximum
LABEL_WIDTH = 8


@dataclass(frozen=True)
class Scale:
    """The plot's coordinate system: steps across, (log-)loss up."""

    x0: int
    x1: int
    lo: float
    hi: float
    log: bool

    def y(self, values: np.ndarray) -> np.ndarray:
        """Values in plotting space (log10 on a log axis)."""
        return np.log10(values) if self.log else values

    def value_at(self, fraction: float) -> float:
        """The loss value at a fraction of the plot height (0 bottom, 1 top)."""
        y = self.lo + fraction * (self.hi - self.lo)
        return float(10 ** y) if self.log else y


def _scale(steps: np.ndarray, values: np.ndarray, dead: np.ndarray) -> Scale | None:
    """Fit the live curve; dead points stretch the top a little and are clipped beyond it.

    An abandoned attempt that diverged to 1e4 must not flatten the surviving curve.
    """
    finite = np.isfinite(values)
    if finite.sum() < 2:
        return None
    good = values[finite]
    lo, hi = float(good.min()), float(good.max())
    dead = dead[np.isfinite(dead)]
    if len(dead):
        hi = max(hi, min(float(dead.max()), hi * DEAD_HEADROOM if hi > 0 else hi))
        lo = min(lo, float(dead.min()))
    log = lo > 0 and hi / lo >= LOG_RATIO
    if log:
        lo, hi = float(np.log10(lo)), float(np.log10(hi))
    if hi - lo < 1e-12:
        lo, hi = lo - 0.5, hi + 0.5
    return Scale(int(steps.min()), int(steps.max()), lo, hi, log)


def _columns(steps: np.ndarray, scale: Scale, n: int) -> np.ndarray:
    span = max(scale.x1 - scale.x0, 1)
    return np.clip(((steps - scale.x0) / span * (n - 1) + 0.5).astype(np.int64), 0, n - 1)


def _rows(y: np.ndarray, scale: Scale, n: int) -> np.ndarray:
    """Dot rows counted from the top."""
    frac = (y - scale.lo) / (scale.hi - scale.lo)
    return (n - 1) - np.clip(np.rint(frac * (n - 1)), 0, n - 1).astype(np.int64)


def _column_stats(cols: np.ndarray, y: np.ndarray, n: int) -> tuple[np.ndarray, ...]:
    """Per dot column: 10th, 50th, 90th percentile, min and max of y (NaN where empty)."""
    order = np.lexsort((y, cols))
    cols_sorted, y_sorted = cols[order], y[order]
    starts = np.searchsorted(cols_sorted, np.arange(n), side="left")
    ends = np.searchsorted(cols_sorted, np.arange(n), side="right")
    count = ends - starts
    has = count > 0

    def pick(q: float) -> np.ndarray:
        idx = starts + np.floor(q * np.maximum(count - 1, 0)).astype(np.int64)
        out = np.full(n, np.nan)
        out[has] = y_sorted[np.minimum(idx[has], len(y_sorted) - 1)]
        return out

    return pick(0.1), pick(0.5), pick(0.9), pick(0.0), pick(1.0)


def _live_dots(steps: np.ndarray, y: np.ndarray, scale: Scale, width: int, height: int) -> np.ndarray:
    """The live curve as a boolean dot grid (rows top-down, dot columns left-right)."""
    nx, ny = 2 * width, 4 * height
    p10, p50, p90, lo, hi = _column_stats(_columns(steps, scale, nx), y, nx)
    have = np.flatnonzero(~np.isnan(p50))
    if len(have) == 0:
        return np.zeros((ny, nx), dtype=bool)
    # Empty columns between points (sparse logs) get the interpolated median: a line, not dust.
    inside = np.arange(have[0], have[-1] + 1)
    med = np.full(nx, np.nan)
    med[inside] = np.interp(inside, have, p50[have])
    band_lo = np.where(np.isnan(p10), med, p10)
    band_hi = np.where(np.isnan(p90), med, p90)
    # Join each column to its neighbour's median so steep stretches stay connected.
    prev = np.concatenate([[np.nan], med[:-1]])
    band_lo = np.fmin(band_lo, np.where(np.isnan(prev), band_lo, (prev + med) / 2))
    band_hi = np.fmax(band_hi, np.where(np.isnan(prev), band_hi, (prev + med) / 2))
    valid = ~np.isnan(band_lo)
    top = np.where(valid, _rows(np.nan_to_num(band_hi), scale, ny), ny)
    bottom = np.where(valid, _rows(np.nan_to_num(band_lo), scale, ny), -1)
    grid_rows = np.arange(ny)[:, None]
    dots = (grid_rows >= top[None, :]) & (grid_rows <= bottom[None, :])
    # Outliers beyond the noise band stay visible as single dots: they are the spikes and dips.
    width_band = np.nan_to_num(p90 - p10)
    for extreme, beyond in ((hi, hi - p90), (lo, p10 - lo)):
        show = ~np.isnan(extreme) & (np.nan_to_num(beyond) > width_band)
        dots[_rows(extreme[show], scale, ny), np.flatnonzero(show)] = True
    return dots


def _dead_cells(steps: np.ndarray, y: np.ndarray, scale: Scale, width: int, height: int) -> np.ndarray:
    """Cells holding dead points (one mark per character column, at the median)."""
    cells = np.zeros((height, width), dtype=bool)
    finite = np.isfinite(y)
    if not finite.any():
        return cells
    cols = _columns(steps[finite], scale, width)
    _, p50, _, _, _ = _column_stats(cols, y[finite], width)
    have = ~np.isnan(p50)
    cells[_rows(p50[have], scale, height), np.flatnonzero(have)] = True
    return cells


def _cells(dots: np.ndarray, height: int, width: int) -> np.ndarray:
    """Braille code points per character cell from a dot grid."""
    blocks = dots.reshape(height, 4, width, 2).astype(np.int32)
    return (blocks * _BITS[None, :, None, :]).sum(axis=(1, 3))


def loss_plot(run: Run, findings: Sequence[Finding], width: int, height: int = 8) -> list[Text] | None:
    """The plot as rich Text lines, or None when the run has no plottable loss."""
    name = run.primary
    if name is None or name not in run.series:
        return None
    live = run.series[name]
    dead = run.dead.get(name)
    all_steps = live.steps if dead is None else np.concatenate([live.steps, dead.steps])
    scale = _scale(all_steps, live.values, dead.values if dead is not None else np.empty(0))
    if scale is None:
        return None
    labelled = {0: 1.0, height // 2: 1 - (height // 2) / max(height - 1, 1), height - 1: 0.0}
    labels = {r: num(scale.value_at(f)) for r, f in labelled.items()}
    # One gutter for every row, as wide as the widest tick label: a wider label ("0.003113" beside
    # " 0.3048") must not push its row's axis a column to the right.
    gutter = max(LABEL_WIDTH, max(len(t) for t in labels.values()) + 1)
    cols = max(width - gutter - 1, 20)
    finite = np.isfinite(live.values) & ((live.values > 0) | (not scale.log))
    codes = _cells(_live_dots(live.steps[finite], scale.y(live.values[finite]), scale, cols, height), height, cols)
    dead_cells = np.zeros((height, cols), dtype=bool)
    if dead is not None and len(dead):
        ok = np.isfinite(dead.values) & ((dead.values > 0) | (not scale.log))
        dead_cells = _dead_cells(dead.steps[ok], scale.y(dead.values[ok]), scale, cols, height)
    nan_cols = set(_columns(live.steps[~np.isfinite(live.values)], scale, cols).tolist())

    lines: list[Text] = []
    title = Text(f"{name}{' (log scale)' if scale.log else ''}", style="bold")
    lines.append(title)
    for r in range(height):
        line = Text()
        label = labels.get(r, "")
        line.append(f"{label:>{gutter - 1}} ", style="dim")
        line.append("┤" if r in labelled else "│", style="dim")
        for c in range(cols):
            if r == 0 and c in nan_cols:
                line.append(NAN_GLYPH, style="bold red")
            elif codes[r, c]:
                line.append(chr(0x2800 + int(codes[r, c])), style=LIVE_STYLE)
            elif dead_cells[r, c]:
                line.append(DEAD_GLYPH, style=DEAD_STYLE)
            else:
                line.append(" ")
        lines.append(line)
    lines.append(_axis(run, scale, cols, gutter))
    marks = _marks(findings, scale, cols, gutter)
    if marks is not None:
        lines.append(marks)
    lines.append(_step_labels(scale, cols, gutter))
    lines.extend(_legend(run, findings, bool(dead_cells.any()), bool(nan_cols), cols, gutter))
    return lines


def _axis(run: Run, scale: Scale, cols: int, gutter: int = LABEL_WIDTH) -> Text:
    chars = ["─"] * cols
    styles = ["dim"] * cols
    for join in run.joins:
        if join.kind in ("resume", "rollback", "gap"):
            c = int(_columns(np.array([join.step]), scale, cols)[0])
            chars[c] = "↺" if join.kind == "rollback" else "┴"
            styles[c] = "bold magenta" if join.kind == "rollback" else "magenta"
    line = Text(" " * gutter)
    line.append("└", style="dim")
    for ch, st in zip(chars, styles):
        line.append(ch, style=st)
    return line


def _marks(findings: Sequence[Finding], scale: Scale, cols: int, gutter: int = LABEL_WIDTH) -> Text | None:
    """A row under the plot: each finding's letter at its peak (or start), its range as ─."""
    if not findings:
        return None
    chars = [" "] * cols
    styles = [""] * cols
    letter = letters(sorted({f.kind for f in findings}))
    # Dead history first, then live by rising severity: the worst finding wins a shared cell.
    ranked = sorted(findings, key=lambda f: (not f.in_dead_fragment, int(f.severity)))
    for f in ranked:
        style = DEAD_STYLE if f.in_dead_fragment else SEVERITY_STYLE[f.severity]
        mark = letter[f.kind].lower() if f.in_dead_fragment else letter[f.kind]
        grouped = events(f)
        if grouped:  # separate events (a spike at each resume): a letter at each, no range
            for c in _columns(np.array(grouped[:-1]), scale, cols).tolist():
                _place(chars, styles, int(c), mark, style)
            at = int(_columns(np.array(grouped[-1:]), scale, cols)[0])
        else:
            a, b = _columns(np.array([f.start_step, f.end_step if f.end_step is not None else f.start_step]),
                            scale, cols)
            for c in range(int(a), int(b) + 1):
                if chars[c] == " ":
                    chars[c], styles[c] = "─", style
            at = int(_columns(np.array([f.peak_step if f.peak_step is not None else f.start_step]), scale, cols)[0])
        _place(chars, styles, at, mark, style)
    line = Text(" " * gutter + " ")
    for ch, st in zip(chars, styles):
        line.append(ch, style=st)
    return line


def _place(chars: list[str], styles: list[str], at: int, mark: str, style: str) -> None:
    """Put a letter at `at`, or, when another letter sits there, in the nearest free cell, so
    that every letter the legend names stays visible (a crowded row lets the last one win)."""
    for shift in (0, 1, -1, 2, -2, 3, -3):
        if 0 <= at + shift < len(chars) and chars[at + shift] in (" ", "─"):
            at += shift
            break
    chars[at], styles[at] = mark, style


def _step_labels(scale: Scale, cols: int, gutter: int = LABEL_WIDTH) -> Text:
    left, right = f"step {scale.x0}", str(scale.x1)
    mid_value = str(int(round((scale.x0 + scale.x1) / 2)))
    row = [" "] * cols
    for start, text in ((0, left), (cols // 2 - len(mid_value) // 2, mid_value), (cols - len(right), right)):
        for i, ch in enumerate(text):
            if 0 <= start + i < cols:
                row[start + i] = ch
    return Text(" " * gutter + " " + "".join(row), style="dim")


def _legend(run: Run, findings: Sequence[Finding], dead: bool, nan: bool, cols: int,
            gutter: int = LABEL_WIDTH) -> list[Text]:
    kinds = sorted({f.kind for f in findings}, key=lambda k: list(KIND_LETTERS).index(k) if k in KIND_LETTERS else 99)
    letter = letters(sorted(kinds))
    parts: list[tuple[str, str]] = [(f"{letter[k]} {k.replace('_', ' ')}", "") for k in kinds]
    if any(f.in_dead_fragment for f in findings):
        parts.append(("lower case: on dead data", DEAD_STYLE))
    if dead:
        parts.append((f"{DEAD_GLYPH} dead points (abandoned attempts)", DEAD_STYLE))
    if nan:
        parts.append((f"{NAN_GLYPH} NaN/inf", "red"))
    kinds_of_join = {j.kind for j in run.joins}
    if "rollback" in kinds_of_join:
        parts.append(("↺ rollback", "magenta"))
    if kinds_of_join & {"resume", "gap"}:
        parts.append(("┴ resume", "magenta"))
    return _wrap(parts, cols, gutter)


def _wrap(parts: list[tuple[str, str]], cols: int, gutter: int = LABEL_WIDTH) -> list[Text]:
    """Legend items laid out in lines no wider than the plot, indented under it."""
    if not parts:
        return []
    lines: list[Text] = []
    line, used = Text(" " * (gutter + 1)), 0
    for text, style in parts:
        if used and used + 3 + len(text) > cols:
            lines.append(line)
            line, used = Text(" " * (gutter + 1)), 0
        if used:
            line.append("   ")
            used += 3
        line.append(text, style=style or "dim")
        used += len(text)
    lines.append(line)
    return lines
