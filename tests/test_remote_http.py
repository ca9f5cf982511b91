"""https:// (here plain http on 127.0.0.1): a folder served with index pages, read as one."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lossdoctor.cli import main

from fleet_helpers import GALLERY, json_report, small_fleet, without_sources


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "www"
    small_fleet(root / "fleet", tuple(sorted(p.name for p in GALLERY.iterdir() if p.is_dir())))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", root
    server.shutdown()


def test_http_folder_gives_the_local_report(served: tuple[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, root = served
    local = json_report([str(root / "fleet")], capsys)
    remote = json_report([f"{base}/fleet/"], capsys)
    assert without_sources(remote, f"{base}/fleet") == without_sources(local, str(root / "fleet"))


def test_http_single_file_and_404(served: tuple[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, root = served
    report = json_report([f"{base}/fleet/02_fast_spikes/main.log"], capsys)
    assert report["runs"][0]["name"] == "main.log"
    assert report["runs"][0]["sources"] == [f"{base}/fleet/02_fast_spikes/main.log"]
    assert main(["analyze", f"{base}/nothing/here.log"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nothing/here.log" in err[0]
