"""A real headless browser for the HTML report tests: the system's Chromium driven by Playwright.

`playwright install` downloads its own browsers, which CI cannot do; the Debian package
`chromium` (or any Chromium/Chrome on the PATH, or $LOSSDOCTOR_CHROMIUM) is used instead.
Without one, the browser tests are skipped with the line below, which says how to get one;
with LOSSDOCTOR_REQUIRE_BROWSER=1 (as `.ci/run` sets it) they fail instead, so that CI cannot
pass without having opened the report.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

INSTALL = ("no headless browser for the HTML report tests: install one with "
           "`apt-get install -y chromium` (Debian/Ubuntu) and `pip install playwright`, "
           "or set LOSSDOCTOR_CHROMIUM to a Chromium or Chrome binary")
REQUIRE = "LOSSDOCTOR_REQUIRE_BROWSER"
NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def chromium() -> str | None:
    """The browser binary to drive, or None."""
    found = os.environ.get("LOSSDOCTOR_CHROMIUM")
    if found:
        return found if os.access(found, os.X_OK) else None
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return INSTALL
    return None if chromium() else INSTALL


@dataclass
class Opened:
    """A page of the report, with everything it asked the network for and logged."""

    page: Any
    requests: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def outside(self, path: Path) -> list[str]:
        """Requests for anything but the report file itself (data: and blob: never leave the page)."""
        own = path.resolve().as_uri()
        return [url for url in self.requests if url.split("#")[0] != own and not url.startswith(("data:", "blob:"))]

    def errors(self) -> list[str]:
        return [line for line in self.console if line.startswith(("error", "pageerror"))]


class Browser:
    """One Chromium for a test module; `open` gives a fresh page that has drawn its plots."""

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        self._driver = sync_playwright().start()
        self._browser = self._driver.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])

    def open(self, path: Path, anchor: str = "", *, width: int = 1280, height: int = 900,
             scheme: str = "light") -> Opened:
        page = self._browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
        opened = Opened(page)
        page.on("request", lambda request: opened.requests.append(request.url))
        page.on("console", lambda message: opened.console.append(f"{message.type}: {message.text}"))
        page.on("pageerror", lambda error: opened.console.append(f"pageerror: {error}"))
        page.goto(path.resolve().as_uri() + anchor)
        page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=120_000)
        return opened

    def without_script(self, path: Path) -> Any:
        """The page as a reader without JavaScript sees it (an e-mail preview, a locked-down viewer)."""
        context = self._browser.new_context(java_script_enabled=False)
        page = context.new_page()
        page.goto(path.resolve().as_uri())
        return page

    def close(self) -> None:
        self._browser.close()
        self._driver.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    reason = missing()
    if reason:
        if os.environ.get(REQUIRE, "") not in ("", "0"):
            pytest.fail(f"{REQUIRE} is set and there is {reason}")
        pytest.skip(reason)
    started = Browser()
    yield started
    started.close()
