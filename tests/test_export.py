"""`lossdoctor.export`: the stitched live history written as csv, parquet, jsonl and tensorboard."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.errors import OutputError, UsageError
from lossdoctor.export import export, tidy
from lossdoctor.model import Marker
from lossdoctor.stitch import stitch
from stitch_helpers import frag, raw


@pytest.fixture
def run():  # type: ignore[no-untyped-def]
    a = frag("a", range(0, 11), 10.0 - np.arange(11) / 3, wall0=1000.0,
             extra={"lr": (range(0, 11), np.full(11, 1e-3))})
    b = frag("b", range(5, 13), [float("nan")] + [100.0 + s / 7 for s in range(6, 13)], wall0=2000.0,
             extra={"lr": (range(5, 13), np.full(8, 5e-4))},
             markers=[Marker("checkpoint_loaded", 4, "loaded at iteration 4")])
    return stitch(raw(a, b, name="demo"))


def _expected(run) -> list[tuple[str, int, float, float]]:  # type: ignore[no-untyped-def]
    rows = []
    for name in sorted(run.series):
        s = run.series[name]
        rows += list(zip([name] * len(s), s.steps.tolist(), s.values.tolist(), s.wall_times.tolist()))
    return rows


def _same(a: float, b: float) -> bool:
    return (np.isnan(a) and np.isnan(b)) or a == b


def test_csv_round_trips_exactly(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import pandas as pd

    out = tmp_path / "live.csv"
    export(run, out, "csv", inputs=[])
    from lossdoctor.ingest.exact_csv import float_options

    frame = pd.read_csv(out, **float_options())  # exact on pandas 2 too
    assert list(frame.columns) == ["series", "step", "value", "wall_time"]
    got = list(frame.itertuples(index=False, name=None))
    assert len(got) == 26
    for have, want in zip(got, _expected(run)):
        assert have[:2] == want[:2] and _same(have[2], want[2]) and have[3] == want[3]
    assert "loss,5,nan," in out.read_text()


def test_parquet_round_trips_exactly(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import pyarrow.parquet as pq

    out = tmp_path / "live.parquet"
    export(run, out, "parquet", inputs=[])
    table = pq.read_table(out).to_pydict()
    got = list(zip(table["series"], table["step"], table["value"], table["wall_time"]))
    assert len(got) == 26
    for have, want in zip(got, _expected(run)):
        assert have[:2] == want[:2] and _same(have[2], want[2]) and have[3] == want[3]


def test_jsonl_round_trips_and_spells_non_finite_values(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "live.jsonl"
    export(run, out, "jsonl", inputs=[])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 26
    assert rows[5] == {"series": "loss", "step": 5, "value": "NaN", "wall_time": 2000.0}
    for have, want in zip(rows, _expected(run)):
        value = float(have["value"]) if isinstance(have["value"], str) else have["value"]
        assert (have["series"], have["step"]) == want[:2] and _same(value, want[2])


def test_unknown_wall_times_are_empty(tmp_path: Path) -> None:
    run = stitch(raw(frag("a", [0, 1, 2])))
    export(run, tmp_path / "x.jsonl", "jsonl", inputs=[])
    export(run, tmp_path / "x.csv", "csv", inputs=[])
    assert json.loads((tmp_path / "x.jsonl").read_text().splitlines()[0])["wall_time"] is None
    assert (tmp_path / "x.csv").read_text().splitlines()[1] == "loss,0,0,"


def test_csv_quotes_series_names_only_when_needed(tmp_path: Path) -> None:
    import pandas as pd

    run = stitch(raw(frag("a", [0, 1], [0.5, 0.25], name='loss, "smoothed"')))
    export(run, tmp_path / "q.csv", "csv", inputs=[])
    frame = pd.read_csv(tmp_path / "q.csv")
    assert frame["series"].tolist() == ['loss, "smoothed"'] * 2 and frame["value"].tolist() == [0.5, 0.25]


def test_summary_says_what_was_joined_dropped_and_written(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "live.csv"
    summary = export(run, out, "csv", inputs=[])
    assert summary.splitlines()[0] == "stitched 2 fragments of 'demo': 1 rollback"
    assert ("rollback to step 5 (the abandoned timeline had reached 10), fragment 1 "
            "[checkpoint_loaded at step 4: loaded at iteration 4]") in summary
    assert "#0 a (steps 0..10): 11 points, 6 dead" in summary and "#1 b (steps 5..12): 8 points, 0 dead" in summary
    assert summary.splitlines()[-1] == f"wrote 2 series and 26 points to {out} (csv)"


def test_never_overwrites_without_force_and_never_writes_into_an_input(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "live.csv"
    out.write_text("keep me")
    with pytest.raises(OutputError, match="already exists"):
        export(run, out, "csv", inputs=[])
    assert out.read_text() == "keep me"
    export(run, out, "csv", force=True, inputs=[])
    assert out.read_text().startswith("series,step,value,wall_time")
    logs = tmp_path / "logs"
    logs.mkdir()
    with pytest.raises(OutputError, match="inside the input"):
        export(run, logs / "out.csv", "csv", inputs=[logs])
    with pytest.raises(OutputError, match="inside the input"):
        export(run, logs / "tb", "tensorboard", inputs=[logs])
    with pytest.raises(UsageError):
        export(run, tmp_path / "x", "xlsx", inputs=[])


def test_tidy_leaves_dead_points_out(run) -> None:  # type: ignore[no-untyped-def]
    table = tidy(run)
    assert table.names == ("loss", "lr") and len(table) == 26
    assert table.step[:13].tolist() == list(range(13))
