"""Step tables a notebook cell displays as HTML, as the lines a console would have printed.

The HF Trainer's `NotebookProgressCallback` draws its log as an HTML table
(`transformers.utils.notebook.text_to_html_table`): a header row of names, the first `Step` or
`Epoch`, then one row per logging step, floats written `{:.6f}` and a value not logged yet as
`No log`. The notebook keeps its last drawing. Each row becomes one line of `name: value` pairs,
which the console reader reads like any other; a cell without a value is left out of its line.
Tables whose first column is no step (a DataFrame of results, a config) are not training rows.
"""

from __future__ import annotations

from html.parser import HTMLParser

# First header cells that make a table a training log: the step or the epoch of each row.
_STEP_HEADS = {"step", "steps", "epoch", "iteration", "iter", "global step"}


class _Tables(HTMLParser):
    """Collects the rows (lists of cell texts) of every table in a document."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._row is not None and self._cell is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None and self.tables:
            self.tables[-1].append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def step_table_text(html: str) -> str:
    """The rows of the step tables in `html`, one `Step: 1 | Training Loss: 1.547100` line each
    (empty when it shows none)."""
    if "<table" not in html:
        return ""
    parser = _Tables()
    parser.feed(html)
    lines: list[str] = []
    for rows in parser.tables:
        if len(rows) < 2 or len(rows[0]) < 2 or rows[0][0].strip().lower() not in _STEP_HEADS:
            continue
        names = rows[0]
        for row in rows[1:]:
            if len(row) != len(names) or not row[0].strip():
                continue
            lines.append(" | ".join(f"{name}: {value}" for name, value in zip(names, row)
                                    if value and value != "No log"))
    return "".join(line + "\n" for line in lines)


__all__ = ["step_table_text"]
