"""Runs as a person sees them, on the real logs in ../shared/realdata (skipped when absent)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.api import analyze, load
from lossdoctor.cli import main
from lossdoctor.formats import text

pytestmark = pytest.mark.realdata


def _case(realdata: Path, name: str) -> Path:
    path = realdata / name
    if not path.exists():
        pytest.skip(f"{path} is not present")
    return path


def test_lightning_sweep_is_sixteen_runs(realdata: Path) -> None:
    runs = load([_case(realdata, "lightning-csv-genrisk-gan-nan-runs")]).runs
    assert [r.name for r in runs] == [f"lightning_logs/version_{v}" for v in range(16)]
    assert all(len(r.fragments) == 1 and r.rollbacks == () and r.dead_points == 0 for r in runs)
    lengths = {r.name.rsplit("_", 1)[1]: len(r.series["train_disc_loss"]) for r in runs}
    assert lengths["0"] == 320 and lengths["5"] == 40 and lengths["4"] == 32


def test_wandb_sweep_shows_the_learning_rates(realdata: Path) -> None:
    report = analyze([_case(realdata, "wandb-binary-cs336-sweep-runs")])
    params = {rr.run.name: rr.run.params for rr in report.runs}
    assert params["wq8q6k67"]["learning_rate"] == 0.001 and params["c9eupgab"]["learning_rate"] == 0.003
    table = text.render(report, width=160, color=False).split("\n\n")[0]
    assert "lr=0.003" in table and "lr=0.001" in table


def test_detectron2_events_and_metrics_json_are_one_run_per_folder(realdata: Path) -> None:
    runs = load([_case(realdata, "detectron2-cdfsod-restarts-same-outdir")]).runs
    # dior_1shot was launched from iteration 0 again and again (resume=False): the launches
    # whose values differ are runs of their own, with no resume evidence (issue 25).
    # Two launches died at iteration 0 (their event files hold counters only): runs of their
    # own with nothing to judge, never a rollback at step 0 of the launch after them (issue 31).
    assert [r.name for r in runs] == ["output/vitb/artaxor_10shot", "output/vitb/dior_1shot",
                                      "output/vitb/dior_1shot#trial2", "output/vitb/dior_1shot#trial3",
                                      "output/vitb/dior_1shot#trial4", "output/vitb/dior_1shot#trial5"]
    assert all(r.dead_points == 0 and not r.rollbacks for r in runs[1:])
    assert [r.primary for r in runs[1:]] == ["total_loss", "total_loss", None, None, "total_loss"]
    assert any(s.endswith("metrics.json") for r in runs[1:] for s in r.sources)
    artaxor = runs[0]
    assert any(s.endswith("metrics.json") for s in artaxor.sources)
    assert sum("tfevents" in s for s in artaxor.sources) == 3
    # Three launches from iteration 19 that replay the same curve: reruns, not a sweep.
    assert [(r.step, r.abandoned_to_step) for r in artaxor.rollbacks] == [(19, 171), (19, 199)]
    assert artaxor.params["SOLVER.BASE_LR"] == pytest.approx(0.002)


def test_llamafactory_log_and_trainer_state_are_one_run(realdata: Path) -> None:
    [run] = load([_case(realdata, "llamafactory-mistral-translator")]).runs
    assert run.name == "llamafactory-mistral-translator"
    assert {Path(s).name for s in run.sources} >= {"trainer_log.jsonl", "trainer_state.json"}
    assert len(run.series["loss"]) == 866 and "grad_norm" in run.series and "total_tokens" in run.series


def test_algoperf_events_and_measurements_are_one_run(realdata: Path) -> None:
    for case in ("algoperf-spike-resnet-sinv6", "algoperf-diverge-criteo-gadam"):
        [run] = load([_case(realdata, case)]).runs
        assert run.format == "tensorboard" and run.meta["side_by_side"] == ["tensorboard", "algoperf"]
        assert any(s.endswith("measurements.csv") for s in run.sources)
    [criteo] = load([realdata / "algoperf-diverge-criteo-gadam"]).runs
    assert criteo.params["learning_rate"] == pytest.approx(1.9487942250159782)


def test_ultralytics_results_csv_and_events_are_one_run_with_args(realdata: Path) -> None:
    [run] = load([_case(realdata, "ultralytics-classify-results-csv-overfit")]).runs
    assert run.name == "runs/classify/train"
    assert run.params["epochs"] == 20 and run.params["model"] == "yolov8n-cls.pt"


def test_mmengine_launches_appended_to_one_file_are_six_runs(realdata: Path) -> None:
    runs = load([_case(realdata, "mmengine-scalars-dfine-concatenated-restarts")]).runs
    assert len(runs) == 6 and all(r.rollbacks == () for r in runs)


def test_llamafactory_eval_rows_are_merged_not_double_writes(realdata: Path, capsys: pytest.CaptureFixture[str]) -> None:
    [run] = load([_case(realdata, "llamafactory-trainer-log-3epoch-drops")]).runs
    assert not any("same step twice" in w for w in run.warnings)
    assert len(run.series["eval_loss"]) == 13 and run.dead_points == 0
    assert main(["analyze", str(realdata / "llamafactory-trainer-log-3epoch-drops"), "--format", "json"]) == 0
    [data] = json.loads(capsys.readouterr().out)["runs"]
    assert data["primary_loss"] == "loss" and data["error"] is None


def test_wandb_run_and_its_console_output_are_one_run(realdata: Path) -> None:
    [run] = load([_case(realdata, "wandb-offline-nanogpt-druidowm")]).runs
    assert run.name == "gpt2"
    assert {Path(s).name for s in run.sources} >= {"run-jnyhr7aj.wandb", "jnyhr7aj_output.log"}
    assert run.primary == "loss" and len(run.series["loss"]) == 2156  # the per-iteration console loss
    # W&B's val/loss and the console's `val loss` are one metric, kept once.
    assert ("val/loss" in run.series) != ("val loss" in run.series)
