"""The compare page in a real headless browser: every series drawn, overlay and difference, no request."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser import Browser, browser  # noqa: F401  (the fixture)
from compare_helpers import write_seed

from lossdoctor.cli import main
from lossdoctor.scenarios.seeds import Recipe


def test_the_page_draws_both_panels_of_every_series(browser: Browser, tmp_path: Path,  # noqa: F811
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    recipe = Recipe(steps=2000)
    base = [write_seed(tmp_path / "base" / f"s{k}.csv", recipe, k) for k in (1, 2)]
    new = write_seed(tmp_path / "new" / "s9.csv", recipe, 9, shift=0.03, shift_from=1000)
    page = tmp_path / "out" / "compare.html"
    page.parent.mkdir()
    assert main(["compare", str(new), "--baseline", *map(str, base), "--html", str(page)]) == 1
    capsys.readouterr()
    opened = browser.open(page)
    drawn = opened.page.eval_on_selector_all("figure.plot", "els => els.map(e => e.dataset.drawn)")
    assert drawn == ["2", "2"]  # training and eval loss: the overlay and the difference panel
    assert opened.page.eval_on_selector_all("figure.plot canvas", "els => els.length") == 4
    assert not opened.errors() and not opened.outside(page)
