"""The HTML report of a long unstable run in a real browser: one label per episode, none over the
curve's highest point, spans that leave the curve visible, ticks that never collide (1400, 420 px)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from browser import Browser, browser  # noqa: F401  (the fixture)
from lossdoctor.cli import main

SINV6 = "algoperf-spike-resnet-sinv6"

# Shown tick labels of every axis as [position, width] in CSS pixels, measured in the axis font.
TICKS = """(index) => {
  const run = lossdoctor.runs.get(index);
  const g = document.createElement('canvas').getContext('2d');
  g.font = '11px system-ui, sans-serif';
  return run.panels.map(p => p.u.axes.map((a, k) => {
    const vals = a._values || [], splits = a._splits || [];
    return splits.map((v, i) => vals[i] == null || vals[i] === '' ? null :
      [p.u.valToPos(v, k === 0 ? 'x' : 'y'), g.measureText(String(vals[i])).width]).filter(Boolean);
  }));
}"""


@pytest.fixture(scope="module")
def sinv6_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:  # type: ignore[type-arg]
    folder = Path(__file__).resolve().parents[2] / "shared" / "realdata" / SINV6
    if not folder.is_dir():
        pytest.skip(f"{folder} is not present")
    tmp = tmp_path_factory.mktemp("sinv6")
    page, data = tmp / "sinv6.html", tmp / "sinv6.json"
    assert main(["analyze", str(folder), "--html", str(page), "--format", "json", "-o", str(data)]) == 0
    return page, json.loads(data.read_text())["runs"][0]


@pytest.mark.realdata
@pytest.mark.parametrize("width", [1400, 420])
def test_one_label_per_episode_and_none_over_the_peak(browser: Browser, sinv6_page, width: int) -> None:  # type: ignore[no-untyped-def]
    page, run = sinv6_page
    opened = browser.open(page, width=width, height=1000)
    figure = opened.page.query_selector("#plot-1")
    labels = json.loads(figure.get_attribute("data-labels"))
    peak = json.loads(figure.get_attribute("data-peak"))
    episodes = {f"run-1-{e['id']}" for e in run["episodes"]}
    assert [e["kind"] for e in run["episodes"]][:1] == ["recurring_spikes"]
    assert sorted(label["id"] for label in labels) == sorted(episodes)
    assert all("LD" not in label["text"] for label in labels)
    x, y = peak
    for label in labels:
        inside = (label["left"] - 4 <= x <= label["left"] + label["width"] + 4
                  and label["top"] - 4 <= y <= label["top"] + label["height"] + 4)
        assert not inside, (label, peak)
    for panel in opened.page.evaluate(TICKS, 1):
        x_ticks, y_ticks = panel
        for (a, wa), (b, wb) in zip(x_ticks, x_ticks[1:]):
            assert b - a >= (wa + wb) / 2 + 4, x_ticks
        for (a, _), (b, _) in zip(y_ticks, y_ticks[1:]):
            assert abs(b - a) >= 12, y_ticks
    # The episodes come before the plot, and the summary fits the page without sideways scrolling.
    order = opened.page.evaluate("""() => {
      const e = document.querySelector('ol.episodes'), p = document.getElementById('plot-1');
      return [e.getBoundingClientRect().top < p.getBoundingClientRect().top,
              document.documentElement.scrollWidth <= innerWidth + 1];
    }""")
    assert order == [True, True]
    assert not opened.errors()
    opened.page.close()


@pytest.mark.realdata
def test_a_click_on_an_episode_zooms_to_it(browser: Browser, sinv6_page) -> None:  # type: ignore[no-untyped-def]
    page, run = sinv6_page
    opened = browser.open(page, width=1400, height=1000)
    opened.page.click("#run-1-E2 .summary")
    view = opened.page.evaluate("() => lossdoctor.runs.get(1).view")
    episode = run["episodes"][1]
    assert view[0] <= episode["start_step"] and view[1] >= episode["end_step"] - 1
    opened.page.close()
