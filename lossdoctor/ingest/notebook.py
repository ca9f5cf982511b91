"""Console output saved inside JSON: the text a training script printed, unwrapped.

Two hosts keep a console log as JSON records rather than as text:

- a Jupyter notebook keeps the output of each code cell in its JSON (`outputs[].text` of type
  `stream`); each cell's output is one launch, so the cells are separated by a blank line and
  read in order;
- Kaggle's log download is a JSON array of stream records (`[{"stream_name": "stdout", "time":
  7.4, "data": "..."}, ...]`), one per write: the `data` strings of the stdout and stderr
  records, joined in the order they were written, are the console text (a write may end
  mid-line, so they are joined as they are, not line by line).

Either way the text is a console log like any other, read by the console reader. A notebook's
training loss is often no printed text but an HTML table a cell displays (the HF Trainer's
`NotebookProgressCallback`: `Step | Training Loss | Validation Loss` rows, redrawn in place, the
last drawing kept in the file): its rows are read as lines `Step: 1 | Training Loss: 1.547100`
(`notebook_tables.py`). When a cell shows the table more than once (the display handle lost,
the callback drew it again as a new output), an earlier drawing whose rows begin the cell's
later one is a stale frame of the same training, not a second training: only the later drawing
is read, and the reading says how many were passed over.
"""

from __future__ import annotations

import json
import re
from typing import Any

from lossdoctor.ingest.notebook_tables import step_table_text

SUFFIX = ".ipynb"
# The streams a console shows; other records (a host's own status lines) are not the script's.
_STREAMS = {"stdout", "stderr"}
# The head of a stream-record array (`[{"stream_name": ...`, its keys in any order): cheap to
# test on a file's first bytes before parsing the whole file.
_ARRAY_HEAD = re.compile(rb"^\s*\[\s*\{")
_STREAM_KEY = re.compile(rb'"stream_name"\s*:')


def _text(value: Any) -> str:
    if isinstance(value, list):
        return "".join(str(part) for part in value)
    return value if isinstance(value, str) else ""


def looks_wrapped(head: bytes) -> bool:
    """Whether a file's first bytes open an array of stream records (worth parsing whole)."""
    head = head.lstrip(b"\xef\xbb\xbf")
    return _ARRAY_HEAD.match(head) is not None and _STREAM_KEY.search(head) is not None


def unwrap(data: bytes) -> tuple[str, str] | None:
    """(the console text, what it was unwrapped from) for a notebook or an array of stream
    records; None when `data` is neither or holds no printed text."""
    try:
        loaded = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if isinstance(loaded, dict):
        read = _cells_text(loaded)
        if read is None:
            return None
        printed, stale = read
        said = "a notebook: read the text its code cells printed, cell after cell"
        if stale:
            said += (f"; {stale} earlier drawing{'s' if stale > 1 else ''} of a cell's progress table, "
                     "the first rows of the cell's later drawing, passed over (stale frames of one training)")
        return printed, said
    text = _records_text(loaded)
    if text is None:
        return None
    return text, ("a JSON array of console stream records (a Kaggle log download): read the text of "
                  "its stdout and stderr records, joined in the order they were written")


def _cells_text(notebook: dict[str, Any]) -> tuple[str, int] | None:
    """The cells' printed text, and how many stale table drawings were passed over."""
    cells = notebook.get("cells")
    if not isinstance(cells, list):
        return None
    parts: list[str] = []
    stale = 0
    for cell in cells:
        outputs = cell.get("outputs") if isinstance(cell, dict) else None
        shown = [_output_text(out) for out in outputs or [] if isinstance(out, dict)]
        kept = _latest_drawings(shown)
        stale += len(shown) - len(kept)
        printed = "".join(kept)
        if printed.strip():
            parts.append(printed if printed.endswith("\n") else printed + "\n")
    return ("\n".join(parts), stale) if parts else None


def _latest_drawings(shown: list[tuple[str, bool]]) -> list[str]:
    """One cell's output texts without the table drawings a later drawing of the cell repeats
    from its first row: those are earlier frames of the same progress table."""
    kept: list[str] = []
    for index, (text, table) in enumerate(shown):
        if table and text.strip() and any(later_table and later.startswith(text) and later != text
                                          for later, later_table in shown[index + 1:]):
            continue
        kept.append(text)
    return kept


def _output_text(output: dict[str, Any]) -> tuple[str, bool]:
    """What one cell output shows as text: a stream's text, or the rows of a step table the
    output displays as HTML (the HF Trainer's `NotebookProgressCallback`); and whether it is
    such a table."""
    kind = output.get("output_type")
    if kind == "stream":
        return _text(output.get("text")), False
    data = output.get("data")
    if kind in ("display_data", "execute_result", "update_display_data") and isinstance(data, dict):
        return step_table_text(_text(data.get("text/html"))), True
    return "", False


def _records_text(records: Any) -> str | None:
    """The joined `data` of an array of stream records; None unless every item is one."""
    if not isinstance(records, list) or not records:
        return None
    parts: list[str] = []
    for record in records:
        if not isinstance(record, dict) or not isinstance(record.get("data"), str) \
                or not isinstance(record.get("stream_name"), str):
            return None  # another JSON array (a table of rows): not a console
        if record["stream_name"] in _STREAMS:
            parts.append(record["data"])
    text = "".join(parts)
    return text if text.strip() else None
