"""`--to tensorboard`: the stitched history opens in TensorBoard's own readers as one clean curve."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.errors import OutputError
from lossdoctor.export import export
from lossdoctor.stitch import stitch
from stitch_helpers import frag, raw

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore::FutureWarning", "ignore:Converting a Series", "ignore:The inplace keyword")


@pytest.fixture(scope="module")
def run():  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(3)
    a = frag("a", range(0, 300), 3 + rng.normal(size=300), wall0=1000.0, extra={"lr": (range(0, 300), np.full(300, 0.1))})
    b = frag("b", range(200, 260), 5 + rng.normal(size=60), wall0=5000.0)
    c = frag("c", range(150, 400), 1 + rng.normal(size=250), wall0=9000.0, extra={"lr": (range(150, 400), np.full(250, 0.01))})
    return stitch(raw(a, b, c, name="tb"))


def _accumulate(folder: Path):  # type: ignore[no-untyped-def]
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(folder), size_guidance={"scalars": 0})
    acc.Reload()
    return acc


def test_event_accumulator_sees_one_clean_curve_per_series(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "stitched"
    summary = export(run, out, "tensorboard", inputs=[])
    files = [p.name for p in out.iterdir()]
    assert len(files) == 1 and files[0].startswith("events.out.tfevents.")
    acc = _accumulate(out)
    assert sorted(acc.Tags()["scalars"]) == ["loss", "lr"]
    for name in ("loss", "lr"):
        events = acc.Scalars(name)
        steps = np.array([e.step for e in events])
        live = run.series[name]
        assert steps.tolist() == live.steps.tolist()
        assert (np.diff(steps) > 0).all()
        np.testing.assert_array_equal(np.array([e.value for e in events], dtype=np.float32),
                                      live.values.astype(np.float32))
        assert [e.wall_time for e in events] == live.wall_times.tolist()
    assert len(run.series["loss"]) == 400 and run.dead_points == 150 + 60
    assert "wrote 2 series and 800 points" in summary


def test_tbparse_reads_the_same_curve(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tbparse import SummaryReader

    out = tmp_path / "stitched"
    export(run, out, "tensorboard", inputs=[])
    frame = SummaryReader(str(out)).scalars
    loss = frame[frame["tag"] == "loss"]
    assert loss["step"].tolist() == list(range(400))
    np.testing.assert_array_equal(loss["value"].to_numpy(dtype=np.float32),
                                  run.series["loss"].values.astype(np.float32))
    pivot = SummaryReader(str(out), pivot=True).scalars
    assert len(pivot) == 400 and pivot["loss"].map(lambda v: isinstance(v, list)).sum() == 0


def test_replaces_a_folder_only_with_force_and_leaves_no_staging(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "stitched"
    out.mkdir()
    (out / "old.txt").write_text("old")
    with pytest.raises(OutputError, match="already exists"):
        export(run, out, "tensorboard", inputs=[])
    assert (out / "old.txt").exists()
    export(run, out, "tensorboard", force=True, inputs=[])
    assert not (out / "old.txt").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stitched"]
    with pytest.raises(OutputError, match="is a file"):
        (tmp_path / "file").write_text("x")
        export(run, tmp_path / "file", "tensorboard", force=True, inputs=[])


def test_fast_crc_matches_tensorboards_own() -> None:
    import os

    from tensorboard.compat.tensorflow_stub.pywrap_tensorflow import masked_crc32c as reference

    from lossdoctor.export.tensorboard import masked_crc32c

    for size in (0, 1, 8, 12, 100, 4096):
        data = os.urandom(size)
        assert masked_crc32c(data) == reference(data)


def test_nan_and_missing_wall_times_survive(tmp_path: Path) -> None:
    run = stitch(raw(frag("a", [0, 1, 2], [1.0, float("nan"), float("inf")])))
    export(run, tmp_path / "tb", "tensorboard", inputs=[])
    events = _accumulate(tmp_path / "tb").Scalars("loss")
    assert [e.step for e in events] == [0, 1, 2]
    assert events[0].value == 1.0 and np.isnan(events[1].value) and events[2].value == float("inf")
    assert {e.wall_time for e in events} == {0.0}
