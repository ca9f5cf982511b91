"""The at-a-glance diagnoses on real public logs (skipped when ../shared/realdata is absent)."""

from __future__ import annotations

from pathlib import Path

from detector_helpers import real_runs
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import RunReport


def _reports(realdata: Path, folder: str) -> list[RunReport]:
    rules = build_rules(Settings())
    return [analyze_run(run, rules) for run in real_runs(realdata, folder)]


def test_llamafactory_epoch_drops_are_epoch_boundaries(realdata: Path) -> None:
    [report] = _reports(realdata, "llamafactory-trainer-log-3epoch-drops")
    boundaries = [f for f in report.findings if f.kind == "epoch_boundary"]
    assert [f.start_step for f in boundaries] == [2260, 4510]
    assert [f.fields["epoch"] for f in boundaries] == [2, 3]
    assert not [f for f in report.findings if f.kind in ("grokking", "dip", "spike")]
    # eval_loss bottoms at the end of epoch 2 and rises in epoch 3: the honest metric says so.
    last = boundaries[-1]
    assert last.evidence["eval_worse"] is True and "rose" in last.message


def test_mistral_translator_four_epochs(realdata: Path) -> None:
    for report in _reports(realdata, "llamafactory-mistral-translator"):
        steps = [f.start_step for f in report.findings if f.kind == "epoch_boundary"]
        assert len(steps) == 3 and all(abs(s - t) <= 20 for s, t in zip(steps, (2170, 4330, 6500)))
        assert not [f for f in report.findings if f.kind == "grokking"]


def test_memorising_runs_are_not_grokking_or_dead(realdata: Path) -> None:
    for folder in ("hf-trainer-state-qlora-24ep-memorization", "hf-whisper-ja-5k", "hf-eagle3-star"):
        for report in _reports(realdata, folder):
            kinds = {f.kind for f in report.findings}
            assert not kinds & {"grokking", "degenerate", "instability", "dip"}, (folder, kinds)


def test_stable_sweep_runs_are_not_unstable(realdata: Path) -> None:
    for report in _reports(realdata, "wandb-binary-cs336-sweep-runs"):
        assert not [f for f in report.findings if f.kind == "instability"], report.run.name


def test_two_recovered_spikes_are_not_thrashing(realdata: Path) -> None:
    for report in _reports(realdata, "algoperf-spike-resnet-sinv6"):
        assert not [f for f in report.findings if f.kind == "instability"]


def test_gan_runs_that_blow_up_to_nan_at_once(realdata: Path) -> None:
    """genrisk version_0: disc loss 1.6e24 at step 0 then NaN; its NaN is one LD501 per series."""
    reports = _reports(realdata, "lightning-csv-genrisk-gan-nan-runs/lightning_logs/version_0")
    [report] = reports
    nan = [f for f in report.findings if f.kind == "nan"]
    assert {f.series for f in nan} == {"train_disc_loss", "train_gen_loss"}
    assert not [f for f in report.findings if f.kind == "degenerate"]


def test_nan_loss_and_nan_grad_norm_are_one_finding(realdata: Path) -> None:
    reports = {r.run.name: r for r in _reports(realdata, "llmc-stdout-hector")}
    dead = reports["gpt2_train.11679010.log"]
    assert not [f for f in dead.findings if f.kind == "degenerate"]
    [loss_nan] = [f for f in dead.findings if f.kind == "nan" and f.series == "loss"]
    assert "folded_in" in loss_nan.evidence


def test_detection_totals_and_their_terms(realdata: Path) -> None:
    """detectron2 `total_loss` beside its ~22 terms, MMEngine `loss` as the sum of `loss_*`."""
    from lossdoctor.detectors.components import groups

    for run in real_runs(realdata, "detectron2-cdfsod-restarts-same-outdir"):
        if run.primary is None:
            continue  # a launch that died at iteration 0, before its first loss
        assert run.primary == "total_loss"
        [group] = groups(run)
        assert group.total == "total_loss" and len(group.terms) >= 20
    grouped = [groups(run) for run in real_runs(realdata, "mmengine-scalars-dfine-concatenated-restarts")]
    assert any(g and g[0].total == "loss" and len(g[0].terms) >= 30 for g in grouped)


def test_a_memorising_run_near_zero_is_not_thrashing(realdata: Path) -> None:
    """druidowm nanoGPT: per-iter loss 0.35 -> 0.023 with x20 blips from a tiny base; the
    relative noise grows as the loss nears zero, which is not instability."""
    for report in _reports(realdata, "wandb-offline-nanogpt-druidowm"):
        assert not [f for f in report.findings if f.kind == "instability"], report.run.name
