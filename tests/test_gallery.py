"""The example gallery: complete, small, reproducible, and diagnosed as DOMAIN.md says.

The golden files hold `lossdoctor analyze fixtures/gallery` in text, markdown and JSON. They
change whenever a reader or detector changes what it finds: regenerate them with
`pytest tests/test_gallery.py --update-goldens` and read the diff.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from numeric_text import numeric_difference

from lossdoctor import api
from lossdoctor.detectors import RULES
from lossdoctor.formats import render
from lossdoctor.model import Report, RunReport, Severity
from lossdoctor.scenarios import Scenario, Segment
from lossdoctor.scenarios.base import EPOCH

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "fixtures" / "gallery"
sys.path.insert(0, str(ROOT / "fixtures"))
import generate  # noqa: E402  (fixtures/generate.py, the script `make gallery` runs)

@pytest.fixture(scope="module")
def report() -> Report:
    import os

    here = os.getcwd()
    os.chdir(ROOT)  # relative paths in the report, as `make demo` shows them
    try:
        return api.analyze(["fixtures/gallery"])
    finally:
        os.chdir(here)


def _run(report: Report, folder: str) -> RunReport:
    found = [r for r in report.runs if any(folder in s for s in r.run.sources)]
    assert len(found) == 1, f"{folder}: {[r.run.name for r in found]}"
    return found[0]


# -- the committed files ----------------------------------------------------------------------

def test_gallery_has_one_run_per_pattern() -> None:
    folders = sorted(p.name for p in GALLERY.iterdir() if p.is_dir())
    assert folders == [entry.name for entry in generate.GALLERY]
    assert len({entry.fmt for entry in generate.GALLERY}) == 8
    size = sum(f.stat().st_size for f in GALLERY.rglob("*") if f.is_file())
    assert size < 5_000_000


def test_wandb_folders_hold_only_the_run_file() -> None:
    runs = sorted((GALLERY / "05_divergence_rollbacks").iterdir())
    assert [p.name for p in runs] == [f"offline-run-20261101_{h}0000-tr8-104b" for h in ("00", "06", "12")]
    for folder in runs:
        assert [f.name for f in folder.iterdir()] == ["run-tr8-104b.wandb"]


@pytest.mark.parametrize("entry", [e for e in generate.GALLERY if e.fmt != "wandb"], ids=lambda e: e.name)
def test_generation_is_reproducible(entry: generate.Entry, tmp_path: Path) -> None:
    """Re-running the generator gives the committed bytes (W&B files carry wandb's own stamps)."""
    generate.write_entry(entry, tmp_path, generate.SEED + generate.GALLERY.index(entry))
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    committed = sorted(p.relative_to(GALLERY) for p in (GALLERY / entry.name).rglob("*") if p.is_file())
    assert made == committed
    for rel in made:
        difference = _content_difference(tmp_path / rel, GALLERY / rel)
        assert difference is None, f"{rel} differs: {difference}; run `make gallery`"


def _content_difference(made: Path, committed: Path) -> str | None:
    """Where two generated files differ in what matters, ignoring last-digit float noise.

    The generator computes its curves with numpy, whose transcendental functions give
    last-bit differences across CPUs; the files are the same when their steps, tags, wall
    times and structure are, and their values agree to that noise.
    """
    if made.read_bytes() == committed.read_bytes():
        return None
    if ".tfevents." in made.name:
        return _event_difference(made, committed)
    return numeric_difference(made.read_text(encoding="utf-8"), committed.read_text(encoding="utf-8"))


def _event_difference(made: Path, committed: Path) -> str | None:
    from tensorboard.backend.event_processing.event_file_loader import EventFileLoader

    def scalars(path: Path) -> list[tuple[int, float, str, float]]:
        return [(e.step, e.wall_time, v.tag, v.simple_value)
                for e in EventFileLoader(str(path)).Load() for v in e.summary.value]

    a, b = scalars(made), scalars(committed)
    if [r[:3] for r in a] != [r[:3] for r in b]:
        return "steps, wall times or tags differ"
    for x, y in zip(a, b):
        if not (x[3] == pytest.approx(y[3], rel=1e-6, abs=1e-12, nan_ok=True)):
            return f"step {x[0]} {x[2]}: {x[3]} vs {y[3]}"
    return None


def test_logging_interval_averages_the_loss_like_megatron() -> None:
    steps = np.arange(10)
    loss = np.arange(10, dtype=float)
    loss[7] = np.nan
    scale = np.arange(10, dtype=float) * 100
    scenario = Scenario("x", 0, "", [Segment(steps, {"loss": loss, "loss_scale": scale}, EPOCH)])
    segment = generate.every(scenario, 5).segments[0]
    assert segment.steps.tolist() == [4, 9]
    assert segment.series["loss"][0] == pytest.approx(2.0)  # mean of steps 0..4
    assert np.isnan(segment.series["loss"][1])  # a NaN step inside the interval
    assert segment.series["loss_scale"].tolist() == [400.0, 900.0]  # last value, not a mean


# -- what lossdoctor makes of it ----------------------------------------------------------------

def test_golden_text(report: Report, golden) -> None:  # type: ignore[no-untyped-def]
    golden("gallery.txt", render("text", report, width=100, color=False))


def test_golden_markdown(report: Report, golden) -> None:  # type: ignore[no-untyped-def]
    golden("gallery.md", render("markdown", report))


def test_golden_json(report: Report, golden) -> None:  # type: ignore[no-untyped-def]
    golden("gallery.json", render("json", report))


def test_every_run_is_read(report: Report) -> None:
    assert len(report.runs) == len(generate.GALLERY)
    rolled = _run(report, "05_divergence_rollbacks")
    assert len(rolled.run.fragments) == 3 and len(rolled.run.rollbacks) == 2 and rolled.run.dead_points > 0
    assert len(_run(report, "07_resume_spikes").run.fragments) == 4
    assert len(_run(report, "08_repeated_data").run.fragments) == 2


# (folder, kind, severity, in_dead_fragment, extra check) for each pattern of DOMAIN.md.
EXPECTED = (
    ("01_healthy_one_spike", "spike", Severity.INFO, False, {"recovery": "fast"}),
    ("02_fast_spikes", "spike", Severity.INFO, False, {"recovery": "fast"}),
    ("03_slow_recovery", "spike", Severity.WARNING, False, {"recovery": "slow"}),
    ("04_never_recovers", "spike", Severity.ERROR, False, {"recovery": "none"}),
    ("05_divergence_rollbacks", "divergence", None, True, {}),  # history: its severity is not the point
    ("06_grokking", "grokking", Severity.INFO, False, {}),
    ("07_resume_spikes", "spike", Severity.INFO, False, {"at_resume": True}),
    ("08_repeated_data", "repeated_data", Severity.ERROR, False, {}),
    ("09_two_sources", "spike", None, False, {}),
    ("10_fp16_nan", "nan", Severity.ERROR, False, {}),
)


@pytest.mark.parametrize("folder,kind,severity,dead,fields", EXPECTED, ids=[e[0] for e in EXPECTED])
def test_gallery_is_diagnosed(report: Report, folder: str, kind: str, severity: Severity | None,
                              dead: bool, fields: dict[str, object]) -> None:
    """Each pattern is found, with the severity DOMAIN.md gives it, once its detector exists."""
    kinds = {rule.kind for rule in RULES}
    run = _run(report, folder)
    if kind in kinds:
        hits = [f for f in run.findings if f.kind == kind and f.in_dead_fragment == dead
                and (severity is None or f.severity is severity)
                and all(f.fields.get(k) == v for k, v in fields.items())]
        assert hits, f"{folder}: no {kind} finding; got {[(f.code, f.kind, f.severity.label) for f in run.findings]}"
    if folder in ("01_healthy_one_spike", "02_fast_spikes"):
        # DOMAIN 1 and 2: spikes that come back within ~200 steps are informational.
        assert all(f.severity is Severity.INFO for f in run.findings if f.kind == "spike")
    if folder == "05_divergence_rollbacks" and kind in kinds:
        # Both abandoned attempts diverged, each after the checkpoint it was rolled back to.
        dead_divergences = sorted(f.start_step for f in run.findings if f.kind == "divergence" and f.in_dead_fragment)
        assert len(dead_divergences) == 2 and dead_divergences[0] > run.run.rollbacks[0].step
    if folder == "09_two_sources":
        assert any(f.series == "loss/code" for f in run.findings if f.kind == "spike" or "source" in f.kind)
        assert not any(f.series == "loss/web" for f in run.findings if f.severity > Severity.INFO)


def test_reproducibility_check_ignores_last_digit_noise_only(tmp_path: Path) -> None:
    """What another CPU changes passes; a changed value or step does not."""
    committed = GALLERY / "03_slow_recovery" / "metrics.csv"
    lines = committed.read_text(encoding="utf-8").splitlines(keepends=True)
    header, row = lines[0], lines[1].rstrip("\n").split(",")
    noisy = tmp_path / "noisy.csv"
    loss = row[2]  # printed with all of its digits: bump the last one
    row_noisy = [*row[:2], loss[:-1] + str((int(loss[-1]) + 1) % 10), *row[3:]]
    noisy.write_text(header + ",".join(row_noisy) + "\n" + "".join(lines[2:]), encoding="utf-8")
    assert _content_difference(noisy, committed) is None
    changed = tmp_path / "changed.csv"
    changed.write_text(header + ",".join([str(int(row[0]) + 7), *row[1:]]) + "\n" + "".join(lines[2:]),
                       encoding="utf-8")
    assert _content_difference(changed, committed) is not None
