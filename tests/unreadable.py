"""A file the OS refuses to read, for root too: tests of the one-line error an unreadable input gets."""

from __future__ import annotations

import builtins
import io
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


@contextmanager
def refused(path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`path` unreadable while inside: its mode 000 for a normal user; for root, who reads a file
    whatever its mode, the OS's refusal made where every reader meets it (`open`)."""
    if os.name == "posix" and os.geteuid() != 0:
        path.chmod(0)
        try:
            yield
        finally:
            path.chmod(0o644)
        return

    def refuse(opener: Callable[..., Any]) -> Callable[..., Any]:
        def opened(file: Any, *args: Any, **kwargs: Any) -> Any:
            if str(file) == str(path):
                raise PermissionError(13, "Permission denied", str(file))
            return opener(file, *args, **kwargs)
        return opened

    with monkeypatch.context() as patch:
        patch.setattr(builtins, "open", refuse(builtins.open))
        patch.setattr(io, "open", refuse(io.open))
        yield
