"""The HTML report in a real headless browser: plots drawn, zoom, anchors, themes, print, no network.

Skipped, with one line saying how to install a browser, where there is none (see browser.py).
`LOSSDOCTOR_UPDATE_SCREENSHOT=1` also rewrites docs/report-html.png, the README's screenshot.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from browser import Browser, Opened, browser  # noqa: F401  (the fixture)
from lossdoctor.cli import main
from lossdoctor.formats import render
from lossdoctor.model import Fragment, RawRun, Report, Series
from lossdoctor.engine import Settings, diagnose
from lossdoctor.stitch import stitch

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "fixtures" / "gallery"
SCREENSHOT = ROOT / "docs" / "report-html.png"

# Per run: canvases, the pixels of the live loss colour in the loss panel, axis labels, views.
PLOT_STATE = """(index) => {
  const run = lossdoctor.runs.get(index);
  const fig = document.getElementById('plot-' + index);
  const live = getComputedStyle(document.documentElement).getPropertyValue('--live').trim();
  const rgb = [1, 3, 5].map(k => parseInt(live.slice(k, k + 2), 16));
  const canvas = fig.querySelector('.panel-loss canvas');
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0, curve = 0;
  for (let k = 0; k < px.length; k += 4) {
    if (px[k + 3] === 0) continue;
    ink++;
    if (Math.abs(px[k] - rgb[0]) < 40 && Math.abs(px[k + 1] - rgb[1]) < 40 && Math.abs(px[k + 2] - rgb[2]) < 40) curve++;
  }
  return {panels: run.panels.length, ink: ink, curve: curve,
          // uPlot draws axis labels and tick values on the canvas: read what it drew there.
          labels: run.panels.flatMap(p => p.u.axes.map(a => a.label).filter(Boolean)),
          ticks: run.panels.map(p => p.u.axes[1]._values ? p.u.axes[1]._values.length : 0),
          legend: fig.querySelector('.legend').textContent,
          view: run.view, full: run.full, log: run.panels[0].u.scales.y.distr === 3};
}"""


def analyze_html(tmp: Path, name: str, *args: str) -> Path:
    out = tmp / f"{name}.html"
    assert main(["analyze", *args, "--html", str(out), "--force"]) == 0
    return out


@pytest.fixture(scope="module")
def gallery_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return analyze_html(tmp_path_factory.mktemp("html"), "gallery", str(GALLERY))


def state(opened: Opened, index: int) -> dict[str, Any]:
    found: dict[str, Any] = opened.page.evaluate(PLOT_STATE, index)
    return found


def runs_with_plots(opened: Opened) -> list[int]:
    indices: list[int] = opened.page.evaluate("[...lossdoctor.runs.keys()]")
    return indices


def assert_clean(opened: Opened, path: Path) -> None:
    assert opened.outside(path) == [], "the page reached outside itself"
    assert opened.errors() == []


def test_every_gallery_plot_draws(browser: Browser, gallery_page: Path) -> None:
    opened = browser.open(gallery_page)
    indices = runs_with_plots(opened)
    assert len(indices) == len(list(GALLERY.glob("[0-9]*")))
    for index in indices:
        found = state(opened, index)
        assert found["curve"] > 300, (index, found)  # the live loss is drawn, not only axes
        assert "step" in found["labels"] and len(found["labels"]) == 1 + found["panels"]
        assert all(n >= 2 for n in found["ticks"]), found
        assert "(live)" in found["legend"]
    tr8 = next(i for i in indices if "rollback" in state(opened, i)["legend"])
    assert "abandoned attempts" in state(opened, tr8)["legend"]
    assert_clean(opened, gallery_page)


def test_a_click_on_a_finding_zooms_to_its_steps(browser: Browser, gallery_page: Path) -> None:
    opened = browser.open(gallery_page)
    page = opened.page
    # A short finding (a spike that recovered) on a run's live curve.
    anchor = page.evaluate("""() => [...document.querySelectorAll('li.finding:not(.dead)')]
        .find(e => e.dataset.end && e.dataset.end - e.dataset.start < 200).id""")
    index = int(anchor.split("-")[1])
    item = page.locator(f"#{anchor}")
    start, end = int(item.get_attribute("data-start") or 0), int(item.get_attribute("data-end") or 0)
    before = state(opened, index)
    item.locator(".message").click()
    lo, hi = state(opened, index)["view"]
    assert lo <= start and hi >= end
    assert hi - lo < 0.2 * (before["full"][1] - before["full"][0])
    assert page.evaluate("location.hash") == "#" + anchor
    assert "active" in (item.get_attribute("class") or "")
    page.locator(f"#plot-{index} button.reset").click()
    assert state(opened, index)["view"] == before["full"]
    assert_clean(opened, gallery_page)


def test_wheel_drag_double_click_and_log(browser: Browser, gallery_page: Path) -> None:
    opened = browser.open(gallery_page)
    page = opened.page
    over = page.locator("#plot-1 .panel-loss .u-over")
    over.scroll_into_view_if_needed()
    box = over.bounding_box()
    assert box
    full = state(opened, 1)["full"]
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -400)
    page.wait_for_timeout(50)
    lo, hi = state(opened, 1)["view"]
    assert full[0] < lo < hi < full[1]
    page.mouse.dblclick(box["x"] + 30, box["y"] + 30)
    assert state(opened, 1)["view"] == full
    page.mouse.move(box["x"] + box["width"] * 0.2, box["y"] + 40)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.4, box["y"] + 60, steps=5)
    page.mouse.up()
    page.wait_for_timeout(50)
    lo, hi = state(opened, 1)["view"]
    width = full[1] - full[0]
    assert 0.1 * width < hi - lo < 0.3 * width
    # The panels under the loss follow the zoom: one step axis.
    views = page.evaluate("lossdoctor.runs.get(1).panels.map(p => [p.u.scales.x.min, p.u.scales.x.max])")
    assert all(v == [lo, hi] for v in views)
    log = state(opened, 1)["log"]
    page.locator("#plot-1 input.log").click()
    assert state(opened, 1)["log"] is not log
    assert state(opened, 1)["view"] == [lo, hi]  # switching the scale keeps the zoom
    assert_clean(opened, gallery_page)


def test_an_anchor_opens_at_its_finding(browser: Browser, gallery_page: Path) -> None:
    probe = browser.open(gallery_page)
    anchor = probe.page.locator("#run-10 li.finding").first.get_attribute("id")
    probe.page.close()
    assert anchor and anchor.startswith("run-10-LD")
    opened = browser.open(gallery_page, "#" + anchor)
    page = opened.page
    top = page.evaluate(f"document.getElementById('{anchor}').getBoundingClientRect().top")
    assert 0 <= top < 900 - 60  # on screen (the last run cannot scroll to the very top)
    found = state(opened, 10)
    assert found["view"] != found["full"]  # zoomed to it
    assert page.evaluate(f"document.getElementById('{anchor}').matches(':target')")
    assert_clean(opened, gallery_page)


def test_dark_theme_toggle_and_print(browser: Browser, gallery_page: Path) -> None:
    opened = browser.open(gallery_page, scheme="dark")
    page = opened.page
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert sum(int(c) for c in background[4:-1].split(",")) < 150, background
    assert state(opened, 1)["curve"] > 300  # drawn in the dark palette
    page.locator("#ld-theme").click()  # auto -> light
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"
    assert state(opened, 1)["curve"] > 300
    page.emulate_media(media="print")
    assert page.locator("#plot-1 .controls").is_hidden()
    assert page.locator("#plot-1 canvas").first.is_visible()
    pdf = page.pdf(format="A4")
    assert pdf[:5] == b"%PDF-" and len(pdf) > 100_000
    assert_clean(opened, gallery_page)


def test_without_javascript_the_report_still_reads(browser: Browser, gallery_page: Path) -> None:
    page = browser.without_script(gallery_page)
    assert page.locator("table.summary tbody tr").count() == len(list(GALLERY.glob("[0-9]*")))
    assert page.locator("li.finding").first.is_visible()
    assert page.locator("#plot-1 .controls").is_hidden()  # no dead buttons
    assert "needs JavaScript" in page.locator("#plot-1").inner_text()
    page.context.close()


def million_step_run() -> Report:
    rng = np.random.default_rng(3)
    steps = np.arange(1_000_000, dtype=np.int64)
    loss = (2.2 + 9.0 * (steps + 30.0) ** -0.35) * np.exp(rng.normal(0, 0.02, len(steps)))
    loss[524_900:524_960] *= 40.0
    series = {"loss": Series.named("loss", steps, loss), "lr": Series.named("lr", steps, 3e-4 * np.ones(len(steps))),
              "grad_norm": Series.named("grad_norm", steps, np.exp(rng.normal(0, 0.1, len(steps))))}
    run = stitch(RawRun("million", "synthetic", [Fragment("m.csv", series)], ["m.csv"]))
    return Report((diagnose(run, Settings()),), "0")


def test_a_million_steps_render_and_keep_every_spike(browser: Browser, tmp_path: Path) -> None:
    path = tmp_path / "million.html"
    path.write_text(render("html", million_step_run()), encoding="utf-8")
    opened = browser.open(path)
    page = opened.page
    assert state(opened, 1)["curve"] > 300
    # The overview is an envelope: the 60-step spike at 524,900 reaches the top at full view.
    peak = page.evaluate("""() => { const p = lossdoctor.runs.get(1).panels[0];
        return Math.max(...p.u.data[1].filter(v => v !== null)); }""")
    assert peak > 40
    # The envelope is exact: each pixel column's min and max of the float32 points, as numpy sees them.
    cols, x0, x1, hi, lo = page.evaluate("""() => { const p = lossdoctor.runs.get(1).panels[0];
        return [p.u.data[0].length, p.run.view[0], p.run.view[1], Array.from(p.u.data[1]), Array.from(p.u.data[2])]; }""")
    values = million_step_run().runs[0].run.series["loss"].values.astype(np.float32).astype(np.float64)
    steps = np.arange(len(values), dtype=np.float64)
    column = np.minimum(np.floor((steps - x0) * (cols / (x1 - x0))).astype(np.int64), cols - 1)
    assert hi == pytest.approx(np.maximum.reduceat(values, np.searchsorted(column, np.arange(cols))).tolist(), rel=0)
    assert lo == pytest.approx(np.minimum.reduceat(values, np.searchsorted(column, np.arange(cols))).tolist(), rel=0)
    page.evaluate("lossdoctor.setView(lossdoctor.runs.get(1), 524880, 524980)")
    shown = page.evaluate("lossdoctor.runs.get(1).panels[0].u.data[0].length")
    assert 100 <= shown <= 110  # zoomed in: the points themselves
    assert_clean(opened, path)


def test_real_logs_render(browser: Browser, realdata: Path, tmp_path: Path) -> None:
    path = analyze_html(tmp_path, "real", str(realdata))
    opened = browser.open(path)
    indices = runs_with_plots(opened)
    assert len(indices) > 20
    for index in indices:
        found = state(opened, index)
        assert found["ink"] > 1000 and len(found["labels"]) == 1 + found["panels"], (index, found)
    # AlgoPerf ResNet: the spike at step 524,900 has an anchor that zooms to it.
    spike = opened.page.evaluate("""() => [...document.querySelectorAll('li.finding')].map(e => e.id)
        .find(id => /-LD101-/.test(id) && +document.getElementById(id).dataset.start === 524900)""")
    assert spike, "the AlgoPerf spike at 524900 is listed"
    opened.page.evaluate(f"lossdoctor.zoomTo('{spike}', true)")
    run = int(spike.split("-")[1])
    lo, hi = state(opened, run)["view"]
    assert lo <= 524900 <= hi and hi - lo < 100_000
    assert_clean(opened, path)


def test_screenshot_for_the_readme(browser: Browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # sources shown as the README's command names them
    path = analyze_html(tmp_path, "readme", *(f"fixtures/gallery/{name}" for name in
                                              ("08_repeated_data", "05_divergence_rollbacks", "06_grokking")))
    opened = browser.open(path, "#run-2", width=1180, height=1000)
    page = opened.page
    page.evaluate("window.scrollTo(0, document.getElementById('run-2').offsetTop - 8)")
    over = page.locator("#plot-2 .panel-loss .u-over").bounding_box()
    assert over
    page.mouse.move(over["x"] + over["width"] * 0.47, over["y"] + over["height"] / 2)  # the readout
    page.wait_for_timeout(100)
    assert "step" in page.locator("#plot-2 .readout").inner_text()
    image = page.screenshot()
    assert image[:8] == b"\x89PNG\r\n\x1a\n" and len(image) > 50_000
    if os.environ.get("LOSSDOCTOR_UPDATE_SCREENSHOT"):
        SCREENSHOT.write_bytes(image)
    assert_clean(opened, path)
