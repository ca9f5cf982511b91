"""LD601 single-source-spike: a spike in one source only, and sources far from the others."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, power_curve, run_of, scenario_run
from lossdoctor.detectors.source_spike import SingleSourceSpike
from lossdoctor.detectors.sources import families
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = SingleSourceSpike()


def spiked(seed: int, at: int = 2500, magnitude: float = 3.0) -> tuple[np.ndarray, np.ndarray]:
    steps, values = power_curve(5000, 0.02, seed)
    values[at:at + 3] *= magnitude
    return steps, values


def test_families_from_names() -> None:
    steps, values = power_curve(50)
    run = run_of(loss=(steps, values), loss__web=(steps, values), loss__code=(steps, values),
                 train__loss_step=(steps, values), lm_loss__a=(steps, values))
    [family] = families(run)
    assert (family.prefix, family.aggregate, family.sources) == ("loss", "loss", {"code": "loss/code", "web": "loss/web"})
    run = run_of(**{"train/loss_wiki": (steps, values), "train/loss_books": (steps, values)})
    [family] = families(run)
    assert family.aggregate is None and sorted(family.sources) == ["books", "wiki"]


def test_spike_in_one_source_only() -> None:
    for seed in range(4):
        scenario = generate("per_source", seed)
        [truth] = scenario.truths
        [f] = findings(RULE, scenario_run("per_source", seed))
        assert (f.code, f.kind, f.series, f.severity) == ("LD601", "source_spike", "loss/code", Severity.WARNING)
        assert f.start_step == truth.start_step and f.fields["source"] == "code"
        assert f.evidence["quiet_sources"] == ["loss/web"] and f.evidence["aggregate"] == "loss"
        assert "only source 'code'" in f.message and "'code'" in f.advice[0]


def test_a_source_not_logged_at_the_spike_says_nothing_about_it() -> None:
    """A cross-domain recommender logs `avg_loss_src` in its warm-up only and `avg_loss_tgt`
    throughout: a spike of the target at step 2500 is not "the target alone" (LD101 judges it)."""
    steps, tgt = spiked(0)
    src_steps, src = steps[:900], power_curve(5000, 0.02, 1)[1][:900]
    assert findings(RULE, run_of(avg_loss_tgt=(steps, tgt), avg_loss_src=(src_steps, src))) == []
    # Logged on both sides of the spike, it is a quiet source again.
    [f] = findings(RULE, run_of(avg_loss_tgt=(steps, tgt), avg_loss_src=power_curve(5000, 0.02, 1)))
    assert f.fields["source"] == "tgt"


def test_actor_and_critic_are_terms_not_sources() -> None:
    steps, critic = spiked(0)
    _, actor = power_curve(5000, 0.02, 1)
    run = run_of(**{"train/loss_critic": (steps, critic), "train/loss_actor": (steps, actor)})
    assert families(run) == [] and findings(RULE, run) == []


def test_gan_players_are_not_sources() -> None:
    """Chainer's LogReport names a GAN's losses `loss_gen` and `loss_dis`: the two players of one
    game (a generator 150x its discriminator is a lost game, LD201's), not two data sources."""
    steps, gen = spiked(0)
    _, dis = power_curve(5000, 0.02, 1)
    run = run_of(loss_gen=(steps, gen), loss_dis=(steps, dis / 150))
    assert families(run) == [] and findings(RULE, run) == []


def test_diffusion_timestep_quartiles_are_not_sources() -> None:
    """improved-diffusion logs `loss_q0`..`loss_q3`: the batch's loss by timestep quartile, the
    same samples at four noise levels (c17 kernel prior: a "spike of source q2" at 15760)."""
    steps, spike = spiked(0)
    _, calm = power_curve(5000, 0.02, 1)
    quartiles = {f"loss_q{i}": (steps, spike if i == 2 else calm) for i in range(4)}
    run = run_of(loss=(steps, calm), **quartiles)
    assert families(run) == [] and findings(RULE, run) == []
    # Named sources of the same shape stay sources.
    run = run_of(loss=(steps, calm), loss_web=(steps, spike), loss_code=(steps, calm))
    assert [f.fields["source"] for f in findings(RULE, run)] == ["web"]


def test_the_committed_diffusion_log_has_no_source_findings() -> None:
    from pathlib import Path

    from lossdoctor.api import load

    folder = (Path(__file__).parent / "realworld" / "cases"
              / "c17-improved-diffusion-kernel-prior-log-txt-plus-progress-csv-heavy-tailed" / "files" / "logs")
    if not folder.exists():
        pytest.skip(f"{folder} is not present")
    for run in load([folder / "progress.csv"]).runs:
        assert findings(RULE, run) == []


def test_spike_in_every_source_is_not_single() -> None:
    steps, web = spiked(0)
    _, code = spiked(1)
    assert findings(RULE, run_of(loss__web=(steps, web), loss__code=(steps, code))) == []


def test_source_far_easier_than_the_others() -> None:
    steps, web = power_curve(2000, 0.02, 0)
    _, code = power_curve(2000, 0.02, 1)
    _, books = power_curve(2000, 0.02, 2)
    found = findings(RULE, run_of(loss__web=(steps, web), loss__code=(steps, code), loss__newlines=(steps, books / 5)))
    [f] = found
    assert f.series == "loss/newlines" and f.severity is Severity.INFO
    assert f.fields["magnitude"] == pytest.approx(0.2, rel=0.02) and "much easier" in f.message
    assert findings(SingleSourceSpike(level_ratio=6.0), run_of(loss__web=(steps, web), loss__newlines=(steps, books / 5))) == []


def test_runs_without_sources_are_quiet() -> None:
    assert findings(RULE, scenario_run("spike_fast", 0)) == []
    assert all(SingleSourceSpike.documentation().values())


def test_objective_terms_are_not_sources() -> None:
    """A VAE logs `loss_vae` beside `loss_recon`, `loss_kl`: terms of one objective named for what
    they measure (c34 peptide VAE: "only source 'vae' spiked" while its reconstruction term spiked
    x13 with it), not data sources; `loss/web` beside `loss/code` still are."""
    steps, vae = spiked(0)
    _, recon = power_curve(5000, 0.02, 1)
    run = run_of(loss_vae=(steps, vae), loss_recon=(steps, recon / 3), loss_kl=(steps, recon * 200))
    assert families(run) == [] and findings(RULE, run) == []
    sources = run_of(loss_web=(steps, vae), loss_code=(steps, recon))
    assert [f.prefix for f in families(sources)] == ["loss"]
