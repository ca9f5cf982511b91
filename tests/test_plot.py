"""The PNG plot: produced, non-trivial, never over a file without --force, one file per run when many."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.errors import OutputError
from lossdoctor.model import Report
from lossdoctor.plot import MAX_PANELS, limits, slug, targets, write_plot
from report_sample import healthy_run, no_loss_run, rollback_run, sample_report, troubled_run

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def sample_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("plot") / "loss.png"
    written = write_plot(sample_report(), out, force=False, inputs=[])
    assert written == [out]
    return out


def test_png_is_real_and_rich(sample_png: Path) -> None:
    import matplotlib.image as mpimg

    data = sample_png.read_bytes()
    assert data[:8] == PNG_MAGIC
    assert len(data) > 20_000
    pixels = mpimg.imread(sample_png)
    height, width = pixels.shape[:2]
    assert width == 1210 and height > 1000  # three runs with a loss, stacked
    colours = {tuple(p) for p in (pixels[::7, ::7, :3] * 255).astype(np.uint8).reshape(-1, 3).tolist()}
    assert len(colours) > 50
    # The severity colours of the findings are there (shaded spans are blended, labels are not).
    reds = ((pixels[..., 0] > 0.75) & (pixels[..., 1] < 0.3) & (pixels[..., 2] < 0.3)).sum()
    assert reds > 50


def test_never_overwrites_without_force(sample_png: Path) -> None:
    before = sample_png.read_bytes()
    with pytest.raises(OutputError, match="already exists; use --force"):
        write_plot(sample_report(), sample_png, force=False, inputs=[])
    assert sample_png.read_bytes() == before
    write_plot(Report(runs=(healthy_run(),), version="0"), sample_png, force=True, inputs=[])
    assert sample_png.read_bytes() != before
    assert not list(sample_png.parent.glob(".*.tmp"))  # atomic: no temporary file left


def test_refuses_to_write_inside_an_input(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="inside the input"):
        write_plot(sample_report(), tmp_path / "loss.png", force=False, inputs=[tmp_path])


def test_many_runs_one_file_each(tmp_path: Path) -> None:
    runs = (rollback_run(), healthy_run(), troubled_run(), healthy_run(), no_loss_run())
    assert len(runs) > MAX_PANELS
    written = write_plot(Report(runs=runs, version="0"), tmp_path / "loss.png", force=False, inputs=[])
    assert [p.name for p in written] == ["loss-tr8-104B.png", "loss-bloom-350m.png", "loss-mixture-1b.png",
                                         "loss-bloom-350m-2.png", "loss-throughput-only.png"]
    assert all(p.read_bytes()[:8] == PNG_MAGIC for p in written)
    assert not (tmp_path / "loss.png").exists()


def test_names_and_targets(tmp_path: Path) -> None:
    assert slug("runs/a b:c") == "runs-a-b-c"
    assert slug("///") == "run"
    plan = targets(Report(runs=(healthy_run(),), version="0"), tmp_path / "x.png")
    assert plan[0][0] == tmp_path / "x.png"


def test_nothing_to_plot_still_writes_a_valid_png(tmp_path: Path) -> None:
    out = tmp_path / "none.png"
    write_plot(Report(runs=(no_loss_run(),), version="0"), out, force=False, inputs=[])
    assert out.read_bytes()[:8] == PNG_MAGIC


def test_limits_fit_live_curve_and_go_log_when_wide() -> None:
    lo, hi, log = limits(np.array([2.0, 3.0]), np.empty(0))
    assert not log and lo < 2.0 and hi > 3.0
    lo, hi, log = limits(np.array([2.0, 10.0]), np.array([1e6]))
    assert log and hi < 25  # a dead attempt that blew up does not flatten the live curve


def test_long_series_keep_their_extremes_when_thinned() -> None:
    from lossdoctor.plot import MAX_POINTS, decimate

    steps = np.arange(1_000_000)
    values = np.ones(len(steps))
    values[777_777] = 50.0
    values[123_456] = 0.01
    xs, ys = decimate(steps, values)
    assert len(xs) <= MAX_POINTS and ys.max() == 50.0 and ys.min() == 0.01
    assert np.all(np.diff(xs) >= 0)
    short = np.arange(10)
    assert decimate(short, short * 1.0)[0] is short


def test_a_million_points_plot_quickly(tmp_path: Path) -> None:
    import time
    from dataclasses import replace

    from lossdoctor.model import Series

    base = healthy_run()
    steps = np.arange(1_000_000)
    loss = Series.named("train/loss", steps, 2 + 5.0 / (1 + steps / 3e4) + np.random.default_rng(0).normal(0, 0.05, len(steps)))
    big = replace(base, run=replace(base.run, series={"train/loss": loss}))
    start = time.perf_counter()
    write_plot(Report(runs=(big,), version="0"), tmp_path / "big.png", force=False, inputs=[])
    assert time.perf_counter() - start < 10.0  # thinned to MAX_POINTS: well under a second alone


def test_cli_analyze_writes_the_plot_and_embeds_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from lossdoctor.cli import main

    gallery = Path(__file__).resolve().parent.parent / "fixtures" / "gallery"
    out = tmp_path / "loss.png"
    code = main(["analyze", str(gallery / "01_healthy_one_spike"), str(gallery / "03_slow_recovery"),
                 "--format", "markdown", "--plot", str(out)])
    assert code == 0
    assert out.read_bytes()[:8] == PNG_MAGIC and out.stat().st_size > 20_000
    assert "![loss curves](loss.png)" in capsys.readouterr().out
    assert main(["analyze", str(gallery / "01_healthy_one_spike"), "--plot", str(out)]) == 2
    assert "already exists; use --force" in capsys.readouterr().err


def test_grouped_events_are_shaded_one_by_one() -> None:
    from lossdoctor.model import Finding, Severity
    from lossdoctor.plot_panels import _spans

    grouped = Finding("LD103", "resume_spike", Severity.WARNING, "loss", 1500, 4500, 4515, "m",
                      {"spike_steps": [1500, 3000, 4500]})
    spans = _spans(grouped, 6000, 6000)
    assert [round(a) for a, _ in spans] == [1500, 3000, 4500] and all(b - a < 50 for a, b in spans)
    single = Finding("LD101", "spike", Severity.INFO, "loss", 100, 101, None, "m", {})
    assert _spans(single, 6000, 6000) == [(100, 6000)]
