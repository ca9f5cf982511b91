"""Compare formats, one module each: `render(report) -> str`, pure and deterministic."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from lossdoctor.compare.model import CompareReport

FORMATS = {"text": "text", "json": "json_report", "markdown": "markdown", "github": "github",
           "html": "html"}  # html: written by --html FILE


def render(name: str, report: CompareReport) -> str:
    """Render `report` in format `name`."""
    module = importlib.import_module(f"lossdoctor.compare.render.{FORMATS[name]}")
    fn: Callable[[CompareReport], str] = module.render
    return fn(report)
