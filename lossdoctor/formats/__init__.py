"""Output formats, one module each: `render(report, **options) -> str`, pure and deterministic."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from lossdoctor.model import Report

# format name -> module in this package
FORMATS: dict[str, str] = {
    "json": "json_report",
    "text": "text",
    "markdown": "markdown",
    "github": "github",
    "junit": "junit",
    "sarif": "sarif",
    "concise": "concise",
    "html": "html",  # written by --html FILE, not a --format
}


def renderer(name: str) -> Callable[..., str]:
    """The render function of format `name` (imported on first use)."""
    module = importlib.import_module(f"lossdoctor.formats.{FORMATS[name]}")
    render: Callable[..., str] = module.render
    return render


def render(name: str, report: Report, **options: Any) -> str:
    """Render `report` in format `name`."""
    return renderer(name)(report, **options)
