"""Make the README pictures: docs/report.svg + docs/report.png (the terminal report) and docs/plot.png.

    .venv/bin/python docs/render_docs.py

Both come from a real `lossdoctor analyze` of gallery runs. The terminal picture is the
coloured text report, exported by rich as SVG and drawn again as PNG with matplotlib (braille
cells are drawn as their dots, because common monospace fonts lack the braille block).
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = ("fixtures/gallery/08_repeated_data", "fixtures/gallery/05_divergence_rollbacks",
        "fixtures/gallery/06_grokking")
PLOT_RUNS = ("fixtures/gallery/05_divergence_rollbacks", "fixtures/gallery/10_fp16_nan")
COMMAND = "lossdoctor analyze " + " ".join(p.split("/")[-1] for p in RUNS)
WIDTH = 100


def terminal_png(ansi: str, title: str) -> bytes:
    """Draw ANSI-coloured terminal text as a PNG with a dark terminal theme."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from rich.console import Console
    from rich.terminal_theme import MONOKAI
    from rich.text import Text

    console = Console(width=WIDTH, force_terminal=True, color_system="truecolor", file=io.StringIO())
    lines = Text.from_ansi(ansi.rstrip("\n")).split("\n")
    cell_w, cell_h, pad = 0.0825, 0.165, 0.25  # inches per character cell
    size = cell_w * 72 / 0.6  # DejaVu Sans Mono advances 0.6 em per character: text stays on the grid
    fig = Figure(figsize=(WIDTH * cell_w + 2 * pad, (len(lines) + 2) * cell_h + 2 * pad), dpi=110)
    FigureCanvasAgg(fig)
    bg = tuple(c / 255 for c in MONOKAI.background_color)
    fg = tuple(c / 255 for c in MONOKAI.foreground_color)
    fig.patch.set_facecolor(bg)
    W, H = fig.get_figwidth(), fig.get_figheight()
    fig.text(pad / W, 1 - pad / H, f"$ {title}", color=(0.6, 0.85, 0.6), family="DejaVu Sans Mono",
             fontsize=size, va="top")
    dots_x: Dots = {}
    dots_y: Dots = {}
    for row, line in enumerate(lines, start=2):
        col = 0
        y_top = 1 - (pad + row * cell_h) / H
        for segment in line.render(console):
            style = segment.style
            color = fg
            if style is not None and style.color is not None:
                color = tuple(c / 255 for c in style.color.get_truecolor(MONOKAI))
            if style is not None and style.dim:
                color = tuple(0.45 * c + 0.55 * b for c, b in zip(color, bg))
            weight = "bold" if style is not None and style.bold else "normal"
            plain: list[str] = []
            start = col
            for ch in segment.text:
                if "\u2800" <= ch <= "\u28ff":
                    _braille_dots(ord(ch) - 0x2800, col, row, cell_w, cell_h, pad, W, H, color, dots_x, dots_y)
                    plain.append(" ")
                else:
                    plain.append(ch)
                col += 1
            text = "".join(plain)
            if text.strip():
                fig.text((pad + start * cell_w) / W, y_top, text, color=color, family="DejaVu Sans Mono",
                         fontsize=size, va="top", fontweight=weight)
    axis = fig.add_axes((0, 0, 1, 1), facecolor="none")
    axis.set_xlim(0, 1)
    axis.set_ylim(0, 1)
    axis.set_axis_off()
    for color, xs in dots_x.items():
        axis.scatter(xs, dots_y[color], s=3.2, color=color, marker="s", linewidths=0)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", facecolor=bg)
    return buffer.getvalue()


_DOTS = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80))


Dots = dict[tuple[float, ...], list[float]]


def _braille_dots(bits: int, col: int, row: int, cw: float, ch: float, pad: float, W: float, H: float,
                  color: tuple[float, ...], xs: Dots, ys: Dots) -> None:
    """Add the raised dots of one braille cell (bit layout of U+2800) to the scatter lists."""
    for dx, dy, bit in _DOTS:
        if bits & bit:
            x = (pad + (col + 0.3 + 0.4 * dx) * cw) / W
            y = 1 - (pad + (row + 0.2 + 0.2 * dy) * ch) / H
            xs.setdefault(color, []).append(x)
            ys.setdefault(color, []).append(y)


def main() -> int:
    os.chdir(ROOT)
    from lossdoctor import api
    from lossdoctor.formats import render
    from lossdoctor.plot import render_png

    report = api.analyze(list(RUNS))
    ansi = render("text", report, width=WIDTH, color=True)
    from rich.console import Console
    from rich.terminal_theme import MONOKAI
    from rich.text import Text

    recorder = Console(record=True, width=WIDTH, force_terminal=True, color_system="truecolor", file=io.StringIO())
    recorder.print(Text.from_ansi(ansi.rstrip("\n")))
    Path("docs/report.svg").write_text(recorder.export_svg(title=COMMAND, theme=MONOKAI), encoding="utf-8")
    Path("docs/report.png").write_bytes(terminal_png(ansi, COMMAND))
    Path("docs/report.txt").write_text(render("text", report, width=WIDTH, color=False), encoding="utf-8")
    Path("docs/plot.png").write_bytes(render_png(api.analyze(list(PLOT_RUNS)).runs))
    print("wrote docs/report.svg, docs/report.png, docs/report.txt, docs/plot.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
