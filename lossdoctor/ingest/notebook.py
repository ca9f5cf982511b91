"""Training output saved in a Jupyter notebook: the text its code cells printed.

A notebook that trained a model keeps the console output of each `fit()` cell in its JSON
(`outputs[].text` of type `stream`). That text is a console log like any other; each cell's
output is one launch, so the cells are separated by a blank line and read in order.
"""

from __future__ import annotations

import json
from typing import Any

SUFFIX = ".ipynb"


def _text(value: Any) -> str:
    if isinstance(value, list):
        return "".join(str(part) for part in value)
    return value if isinstance(value, str) else ""


def stream_text(data: bytes) -> str | None:
    """The text the notebook's code cells printed, cell after cell; None when `data` is not a
    notebook or its cells printed nothing."""
    try:
        notebook = json.loads(data)
    except (ValueError, RecursionError):
        return None
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        return None
    parts: list[str] = []
    for cell in cells:
        outputs = cell.get("outputs") if isinstance(cell, dict) else None
        printed = "".join(_text(out.get("text")) for out in outputs or []
                          if isinstance(out, dict) and out.get("output_type") == "stream")
        if printed.strip():
            parts.append(printed if printed.endswith("\n") else printed + "\n")
    return "\n".join(parts) if parts else None
