"""lossdoctor: forensics for ML training logs.

Notebook use::

    import lossdoctor
    report = lossdoctor.analyze(["runs/"], stitch=False)
    frame = lossdoctor.to_frame(report.runs[0].run)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from lossdoctor.api import analyze, load, to_frame

__all__ = ["__version__", "analyze", "load", "to_frame"]


def __getattr__(name: str) -> Any:
    # The API pulls in numpy, pandas and the readers; keep `import lossdoctor` cheap.
    if name in {"analyze", "load", "to_frame"}:
        from lossdoctor import api

        return getattr(api, name)
    raise AttributeError(f"module 'lossdoctor' has no attribute {name!r}")
