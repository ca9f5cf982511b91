"""The catalogue of seeded scenarios: positive cases for every kind and negative controls."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from lossdoctor.model import Marker
from lossdoctor.scenarios.base import EPOCH, SECONDS_PER_STEP, Scenario, Segment, Truth
from lossdoctor.scenarios.curves import CurveParams, Effects, compose, data_noise, lr_schedule

ALL_KINDS = ("spike", "divergence", "grokking", "repeated_data", "nan", "dip", "plateau",
             "eval_divergence", "instability", "degenerate", "epoch_boundary")
FAST_STEPS = 250  # the spike detector's default boundary between fast and slow recovery


class _Run:
    """One timeline under construction: steps, data positions, noise and effects."""

    def __init__(self, seed: int, total: int, params: CurveParams | None = None) -> None:
        self.rng = np.random.default_rng(seed)
        self.params = params or CurveParams(data_sigma=float(self.rng.uniform(0.012, 0.04)))
        self.total = total
        self.steps = np.arange(total, dtype=np.int64)
        self.noise = data_noise(total * 3, self.params, self.rng)
        self.data_index = self.steps.copy()
        self.effects = Effects(self.steps)

    def sigma(self) -> float:
        """Total log-scale noise per step."""
        return float(np.hypot(self.params.data_sigma, self.params.step_sigma))

    def values(self, effects: Effects | None = None, data_index: np.ndarray | None = None) -> np.ndarray:
        """The loss curve with fresh step noise."""
        step_noise = self.rng.normal(0.0, self.params.step_sigma, self.total)
        return compose(self.steps, self.params, self.noise,
                       self.data_index if data_index is None else data_index,
                       step_noise, effects or self.effects)

    def lr(self, kind: str = "cosine", **kw: float) -> np.ndarray:
        """The learning-rate series for this run."""
        return lr_schedule(self.steps, self.total, self.params, kind, **kw)

    def single(self, name: str, description: str, truths: list[Truth], seed: int,
               quiet: tuple[str, ...] = (), allowed: tuple[str, ...] = (),
               **extra: np.ndarray) -> Scenario:
        """A scenario made of one uninterrupted segment."""
        series = {"loss": self.values(), **extra}
        return Scenario(name, seed, description, [Segment(self.steps, series, EPOCH)],
                        truths, quiet=quiet, allowed=allowed)


def _recovery(run: _Run, peak: int, start: int) -> tuple[int, str]:
    """Where the injected excess falls back within the noise, and the class that implies."""
    excess = run.effects.log_delta[peak:]
    back = np.nonzero(excess < 1.0 * run.sigma())[0]
    end = peak + int(back[0]) if len(back) else run.total - 1
    return end, ("fast" if end - start <= FAST_STEPS else "slow")


def _at_resumes(run: _Run, resumes: list[int]) -> list[Segment]:
    """The run's loss cut into one segment per attempt, a checkpoint load at each resume."""
    values = run.values()
    bounds = [0, *resumes, run.total]
    segments = []
    wall = EPOCH
    for index, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:])):
        markers = [Marker("checkpoint_loaded", lo)] if index else []
        segments.append(Segment(run.steps[lo:hi], {"loss": values[lo:hi]}, wall, markers))
        wall += (hi - lo + 300) * SECONDS_PER_STEP
    return segments


def _quiet_except(*kinds: str) -> tuple[str, ...]:
    return tuple(k for k in ALL_KINDS if k not in kinds)


# -- negative controls ---------------------------------------------------------------------

def clean(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    return run.single("clean", "a clean power-law run", [], seed, quiet=ALL_KINDS, lr=run.lr())


def heavy_tailed(seed: int) -> Scenario:
    rng = np.random.default_rng(seed + 10_000)
    params = CurveParams(data_sigma=float(rng.uniform(0.06, 0.12)), step_sigma=0.02, heavy_tails=True)
    run = _Run(seed, 5000, params)
    return run.single("heavy_tailed", "very noisy per-batch loss with heavy tails", [], seed,
                      quiet=ALL_KINDS, allowed=("spike", "dip"))


def warmup(seed: int) -> Scenario:
    params = CurveParams(data_sigma=0.02, warmup_steps=400, warmup_bump=0.12)
    run = _Run(seed, 5000, params)
    return run.single("warmup", "an LR warm-up with a transient bump", [], seed,
                      quiet=ALL_KINDS, lr=run.lr())


def wsd_decay(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    lr = run.lr("wsd", decay_fraction=0.15)
    depth = float(run.rng.uniform(0.12, 0.25))
    run.effects.log_delta += -depth * (1 - lr / run.params.peak_lr) * (run.steps > run.total * 0.8)
    return run.single("wsd_decay", "a WSD schedule: the loss falls fast in the decay phase", [], seed,
                      quiet=ALL_KINDS, lr=lr)


def step_schedule(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    lr = run.lr("step")
    run.effects.drop(int(run.total * 0.6), float(run.rng.uniform(0.1, 0.2)), 30)
    run.effects.drop(int(run.total * 0.85), float(run.rng.uniform(0.05, 0.1)), 30)
    return run.single("step_schedule", "a step LR schedule: drops at the LR steps", [], seed,
                      quiet=ALL_KINDS, lr=lr)


def correct_resume(seed: int) -> Scenario:
    """A crash and a resume that restores model and data exactly: nothing to report."""
    run = _Run(seed, 5000)
    resume = int(run.rng.integers(2000, 3000))
    crash = resume + int(run.rng.integers(20, 300))
    first = run.values()
    second = run.values()  # same data positions, new step noise: an almost exact replay
    segments = [
        Segment(run.steps[:crash], {"loss": first[:crash]}, EPOCH),
        Segment(run.steps[resume:], {"loss": second[resume:]},
                EPOCH + (crash + 600) * SECONDS_PER_STEP, [Marker("checkpoint_loaded", resume)]),
    ]
    return Scenario("correct_resume", seed, "a resume with the dataloader restored", segments,
                    quiet=ALL_KINDS)


def multi_epoch(seed: int) -> Scenario:
    """Three epochs over the same data on purpose: epoch-boundary drops are info at most."""
    run = _Run(seed, 6000)
    epoch = 2000
    order = np.concatenate([run.rng.permutation(epoch) for _ in range(3)])
    memorised = float(run.rng.uniform(0.05, 0.12))
    for k in (1, 2):
        run.effects.level(k * epoch, run.total, -memorised)
    values = run.values(data_index=order)
    return Scenario("multi_epoch", seed, "three epochs of the same data",
                    [Segment(run.steps, {"loss": values}, EPOCH)],
                    quiet=ALL_KINDS, allowed=("repeated_data", "grokking", "epoch_boundary"))


# -- positive cases ------------------------------------------------------------------------

def spike_fast(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1500, 3500))
    run.effects.spike(at, float(run.rng.uniform(1.6, 4.0)), float(run.rng.uniform(3, 20)))
    end, recovery = _recovery(run, at, at)
    truth = Truth("spike", at, end, at, recovery="fast", tolerance=3)
    assert recovery == "fast"
    return run.single("spike_fast", "one spike that recovers within a few dozen steps", [truth], seed,
                      quiet=_quiet_except("spike"))


def spike_slow(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1000, 2000))
    run.effects.spike(at, float(run.rng.uniform(1.6, 3.0)), float(run.rng.uniform(220, 380)))
    end, recovery = _recovery(run, at, at)
    truth = Truth("spike", at, end, at, recovery="slow", tolerance=3, extra={"end_tolerance": 400})
    assert recovery == "slow"
    return run.single("spike_slow", "a spike that takes hundreds of steps to recover", [truth], seed,
                      quiet=_quiet_except("spike"))


def spike_none(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1500, 3000))
    run.effects.spike(at, float(run.rng.uniform(2.0, 4.0)), 25, residual=float(run.rng.uniform(0.18, 0.35)))
    truth = Truth("spike", at, None, at, recovery="none", tolerance=3)
    return run.single("spike_none", "a spike after which the loss settles higher", [truth], seed,
                      quiet=_quiet_except("spike", "divergence"))


def spike_then_divergence(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(2500, 3200))
    run.effects.spike(at, float(run.rng.uniform(2.0, 3.5)), 40)
    rise = at + 150
    run.effects.divergence(rise, 1.0 / (run.total - rise) ** 1.5)
    truths = [Truth("spike", at, None, at, recovery="none", tolerance=3),
              Truth("divergence", rise, None, tolerance=300, extra={"after_spike": True})]
    return run.single("spike_then_divergence", "a spike that half recovers, then diverges", truths,
                      seed, quiet=_quiet_except("spike", "divergence", "nan"))


def many_spikes(seed: int) -> Scenario:
    run = _Run(seed, 6000)
    count = int(run.rng.integers(6, 10))
    starts = np.sort(run.rng.choice(np.arange(800, 5600, 500), count, replace=False))
    starts = starts + run.rng.integers(0, 150, count)
    for at in starts:
        run.effects.spike(int(at), float(run.rng.uniform(1.5, 3.5)), float(run.rng.uniform(2, 10)))
    truths = []
    for at in starts:
        end, _ = _recovery(run, int(at), int(at))
        truths.append(Truth("spike", int(at), end, int(at), recovery="fast", tolerance=3))
    return run.single("many_spikes", "many fast-recovering spikes", truths, seed,
                      quiet=_quiet_except("spike"))


def divergence_slow(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(2500, 3500))
    total_rise = float(run.rng.uniform(0.5, 1.0))
    run.effects.divergence(at, total_rise / (run.total - at) ** 1.5)
    truth = Truth("divergence", at, None, tolerance=400, extra={"after_spike": False})
    return run.single("divergence_slow", "a slow sustained rise without any spike", [truth], seed,
                      quiet=_quiet_except("divergence"))


def divergence_to_nan(seed: int) -> Scenario:
    run = _Run(seed, 4000)
    at = int(run.rng.integers(2500, 3000))
    run.effects.divergence(at, 4.0 / 600 ** 1.5)
    nan_at = at + 600
    run.effects.set_nan(nan_at, run.total - nan_at)
    truths = [Truth("divergence", at, None, tolerance=300, extra={"after_spike": False}),
              Truth("nan", nan_at, None, tolerance=0, extra={"count": run.total - nan_at})]
    return run.single("divergence_to_nan", "a divergence that ends in NaN", truths, seed,
                      quiet=_quiet_except("divergence", "nan", "spike"))


def repeated_divergence(seed: int) -> Scenario:
    """Three attempts from one checkpoint: two diverge (dead), the third is healthy."""
    run = _Run(seed, 6000)
    checkpoint = int(run.rng.integers(2000, 2500))
    segments, truths = [], []
    wall = EPOCH
    end = checkpoint + 1500
    for attempt, diverge_after in enumerate((600, 800, None)):
        effects = Effects(run.steps)
        start = 0 if attempt == 0 else checkpoint
        if diverge_after is not None:
            at = checkpoint + diverge_after
            effects.divergence(at, 1.2 / 400 ** 1.5)
            stop = at + 400
            truths.append(Truth("divergence", at, None, tolerance=250, in_dead_fragment=True))
        else:
            stop = run.total
        values = run.values(effects)
        markers = [] if attempt == 0 else [Marker("checkpoint_loaded", checkpoint)]
        segments.append(Segment(run.steps[start:stop], {"loss": values[start:stop]}, wall, markers))
        wall += (stop - start + 900) * SECONDS_PER_STEP
        end = stop
    del end
    return Scenario("repeated_divergence", seed, "two attempts diverge and are rolled back",
                    segments, truths, quiet=("spike", "grokking", "repeated_data", "dip", "plateau"))


def grokking(seed: int) -> Scenario:
    params = CurveParams(floor=2.6, scale=3.0, exponent=0.15, data_sigma=0.015)
    run = _Run(seed, 6000, params)
    at = int(run.rng.integers(3000, 4500))
    width = float(run.rng.uniform(20, 80))
    depth = float(run.rng.uniform(0.3, 0.6))
    run.effects.drop(at, depth, width)
    start = int(at - width / 2)
    truth = Truth("grokking", start, int(at + width / 2), tolerance=int(width) + 20,
                  extra={"depth": depth})
    return run.single("grokking", "a sudden large drop after slow steady progress", [truth], seed,
                      quiet=_quiet_except("grokking"), lr=run.lr("constant"))


def _replay(seed: int, name: str, description: str, memorised: tuple[float, float]) -> Scenario:
    """After a resume the dataloader replays already-seen batches: falsely low loss.

    Step t of the replay window sees the data of step t - span (so its noise too), and the
    loss sits `memorised` (log) lower there; fresh data comes back at resume + span.
    """
    run = _Run(seed, 6000)
    resume = int(run.rng.integers(2500, 3200))
    crash = resume + int(run.rng.integers(50, 300))
    span = int(run.rng.integers(600, 1200))
    depth = float(run.rng.uniform(*memorised))
    index = run.steps.copy()
    replay = (run.steps >= resume) & (run.steps < resume + span)
    index[replay] = run.steps[replay] - span
    index[run.steps >= resume + span] -= span
    first = run.values()
    effects = Effects(run.steps)
    effects.level(resume, resume + span, -depth)
    second = run.values(effects, index)
    segments = [
        Segment(run.steps[:crash], {"loss": first[:crash]}, EPOCH),
        Segment(run.steps[resume:], {"loss": second[resume:]},
                EPOCH + (crash + 900) * SECONDS_PER_STEP, [Marker("checkpoint_loaded", resume)]),
    ]
    truth = Truth("repeated_data", resume, resume + span, tolerance=30,
                  extra={"replay_offset": span, "end_tolerance": 60})
    return Scenario(name, seed, description, segments, [truth],
                    quiet=("spike", "divergence", "grokking", "dip"))


def repeated_data(seed: int) -> Scenario:
    """The dataloader restarted after a resume and replayed seen data."""
    return _replay(seed, "repeated_data", "the dataloader restarted and replayed seen data", (0.08, 0.2))


def nan_fp16(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(2000, 4000))
    count = int(run.rng.integers(1, 20))
    run.effects.set_nan(at, count)
    scale = np.full(run.total, 65536.0)
    scale[at - 50:] = 2.0 ** np.clip(16 - np.arange(run.total - at + 50) // 5, 0, 16)
    truths = [Truth("nan", at, at + count - 1, tolerance=0, extra={"count": count}),
              # The scale halves every 5 steps from 50 steps before the NaN: a real collapse.
              Truth("loss_scale_collapse", at - 46, None, series="loss_scale", tolerance=10)]
    return run.single("nan_fp16", "fp16 overflow: NaN losses and a collapsing loss scale", truths,
                      seed, quiet=_quiet_except("nan", "spike", "divergence"), loss_scale=scale)


def dip(seed: int) -> Scenario:
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1500, 4000))
    length = int(run.rng.integers(1, 6))
    run.effects.dip(at, float(run.rng.uniform(0.35, 0.8)), length)
    truth = Truth("dip", at, at + length - 1, tolerance=2)
    return run.single("dip", "a short drop below the curve (degenerate batches)", [truth], seed,
                      quiet=_quiet_except("dip"))


def resume_spikes(seed: int) -> Scenario:
    """Every resume brings a small fast spike: the data pipeline's resume is not exact."""
    run = _Run(seed, 6000)
    resumes = [1500, 3000, 4500]
    effects = run.effects
    truths = []
    for at in resumes:
        effects.spike(at, float(run.rng.uniform(1.4, 2.2)), float(run.rng.uniform(4, 12)))
    for at in resumes:
        end, _ = _recovery(run, at, at)
        truths.append(Truth("spike", at, end, at, recovery="fast", tolerance=3, extra={"at_resume": True}))
    segments = _at_resumes(run, resumes)
    return Scenario("resume_spikes", seed, "a small spike at every resume", segments, truths,
                    quiet=_quiet_except("spike"))


def per_source(seed: int) -> Scenario:
    """Two data sources; only one spikes."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(1500, 3500))
    web = run.values()
    spiking = Effects(run.steps)
    spiking.spike(at, float(run.rng.uniform(2.0, 4.0)), float(run.rng.uniform(3, 15)))
    code = 0.7 * run.values(spiking)
    total = 0.5 * (web + code)
    truth = Truth("spike", at, None, at, recovery="fast", series="loss/code", tolerance=3,
                  extra={"single_source": True})
    segment = Segment(run.steps, {"loss": total, "loss/web": web, "loss/code": code}, EPOCH)
    return Scenario("per_source", seed, "two data sources, one spiking", [segment], [truth],
                    quiet=_quiet_except("spike"))


def plateau(seed: int) -> Scenario:
    run = _Run(seed, 6000)
    start = int(run.rng.integers(1500, 2500))
    length = int(run.rng.integers(1500, 2500))
    run.effects.plateau(start, start + length)
    truth = Truth("plateau", start, start + length, tolerance=500, extra={"end_tolerance": 500})
    return run.single("plateau", "progress stalls for a long stretch, then resumes", [truth], seed,
                      quiet=_quiet_except("plateau"))


def eval_divergence(seed: int) -> Scenario:
    """Train loss keeps falling while the eval loss turns up: overfitting."""
    run = _Run(seed, 5000)
    train = run.values()
    turn = int(run.rng.integers(2000, 3000))
    eval_steps = np.arange(0, run.total, 100)
    base = np.interp(eval_steps, run.steps, train) * 1.05
    rise = np.where(eval_steps > turn, (eval_steps - turn) / (run.total - turn), 0.0)
    eval_values = base * np.exp(float(run.rng.uniform(0.25, 0.5)) * rise ** 1.2
                                + run.rng.normal(0, 0.004, len(eval_steps)))
    segment = Segment(run.steps, {"loss": train}, EPOCH, sparse={"eval/loss": (eval_steps, eval_values)})
    return Scenario("eval_divergence", seed, "eval loss rises while train loss falls", [segment],
                    [Truth("eval_divergence", turn, None, series="eval/loss", tolerance=600)],
                    quiet=_quiet_except("eval_divergence"))


CATALOGUE: dict[str, Callable[[int], Scenario]] = {
    fn.__name__: fn for fn in (
        clean, heavy_tailed, warmup, wsd_decay, step_schedule, correct_resume, multi_epoch,
        spike_fast, spike_slow, spike_none, spike_then_divergence, many_spikes, divergence_slow,
        divergence_to_nan, repeated_divergence, grokking, repeated_data, nan_fp16, dip,
        resume_spikes, per_source, plateau, eval_divergence,
    )
}
NEGATIVE: tuple[str, ...] = ("clean", "heavy_tailed", "warmup", "wsd_decay", "step_schedule", "correct_resume",
            "multi_epoch")


def generate(name: str, seed: int = 0) -> Scenario:
    """The scenario called `name`, built with `seed`."""
    return CATALOGUE[name](seed)


# -- spike-family additions (sparse logging, dead attempts, glassy curves) -----------------

def spike_sparse(seed: int) -> Scenario:
    """Logged every 25 steps (the HF Trainer default): one fast and one slow spike."""
    run = _Run(seed, 8000)
    every = 25
    fast_at = int(run.rng.integers(40, 100)) * every
    slow_at = int(run.rng.integers(160, 240)) * every
    run.effects.spike(fast_at, float(run.rng.uniform(1.8, 4.0)), float(run.rng.uniform(3, 20)))
    run.effects.spike(slow_at, float(run.rng.uniform(1.8, 3.0)), float(run.rng.uniform(250, 400)))
    truths = []
    for at, recovery in ((fast_at, "fast"), (slow_at, "slow")):
        end, _ = _recovery(run, at, at)
        truths.append(Truth("spike", at, end, at, recovery=recovery, tolerance=every))
    values = run.values()
    keep = run.steps % every == 0
    segment = Segment(run.steps[keep], {"loss": values[keep]}, EPOCH)
    return Scenario("spike_sparse", seed, "sparse logging (every 25 steps) with a fast and a slow spike",
                    [segment], truths, quiet=_quiet_except("spike"))


def spike_dead_attempt(seed: int) -> Scenario:
    """Attempt 1 hits an unrecovered spike and is rolled back; attempt 2 trains through."""
    run = _Run(seed, 6000)
    checkpoint = int(run.rng.integers(2500, 3200))
    at = checkpoint + int(run.rng.integers(150, 400))
    crash = at + 900
    bad = Effects(run.steps)
    bad.spike(at, float(run.rng.uniform(2.0, 4.0)), 25, residual=float(run.rng.uniform(0.2, 0.35)))
    first = run.values(bad)
    second = run.values()
    segments = [
        Segment(run.steps[:crash], {"loss": first[:crash]}, EPOCH),
        Segment(run.steps[checkpoint:], {"loss": second[checkpoint:]},
                EPOCH + (crash + 600) * SECONDS_PER_STEP, [Marker("checkpoint_loaded", checkpoint)]),
    ]
    truth = Truth("spike", at, None, at, recovery="none", in_dead_fragment=True, tolerance=3)
    return Scenario("spike_dead_attempt", seed, "a spike in an abandoned attempt, rolled back",
                    segments, [truth], quiet=_quiet_except("spike", "divergence"))


def spike_glassy(seed: int) -> Scenario:
    """A very clean curve: a small real spike (1.35-1.6x) must still be caught."""
    run = _Run(seed, 5000, CurveParams(data_sigma=0.004, step_sigma=0.002))
    at = int(run.rng.integers(1500, 3500))
    run.effects.spike(at, float(run.rng.uniform(1.35, 1.6)), float(run.rng.uniform(3, 15)))
    end, _ = _recovery(run, at, at)
    truth = Truth("spike", at, end, at, recovery="fast", tolerance=3)
    return run.single("spike_glassy", "a small spike on a very clean curve", [truth], seed,
                      quiet=_quiet_except("spike"))


def noisy_wiggles(seed: int) -> Scenario:
    """Very noisy per-step loss (small batches) with no event: nothing above info."""
    rng = np.random.default_rng(seed + 20_000)
    params = CurveParams(data_sigma=float(rng.uniform(0.08, 0.15)), step_sigma=0.03)
    run = _Run(seed, 5000, params)
    return run.single("noisy_wiggles", "very noisy Gaussian per-step loss, nothing injected", [], seed,
                      quiet=ALL_KINDS, allowed=("spike",))


CATALOGUE.update({fn.__name__: fn for fn in (spike_sparse, spike_dead_attempt, spike_glassy, noisy_wiggles)})
NEGATIVE = (*NEGATIVE, "noisy_wiggles")


# -- trend-family additions (numerics evidence: grad norm and loss scale) ------------------

def _grad_norm(run: _Run, level: float = 0.3) -> np.ndarray:
    """A healthy gradient norm: slowly falling, log-normal batch noise."""
    t = run.steps.astype(np.float64)
    return level * (1 + 2 * np.exp(-t / 300)) * np.exp(run.rng.normal(0.0, 0.12, run.total))


def grad_norm_spike(seed: int) -> Scenario:
    """The Adam-instability history: the grad norm collapses for a long time, then a spike
    with an exploding grad norm."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(3500, 4500))
    collapse = at - int(run.rng.integers(800, 1200))
    run.effects.spike(at, float(run.rng.uniform(2.0, 3.5)), float(run.rng.uniform(3, 15)))
    end, _ = _recovery(run, at, at)
    norm = _grad_norm(run)
    fall = float(run.rng.uniform(0.03, 0.1))
    inside = (run.steps >= collapse) & (run.steps < at)
    norm[inside] *= fall ** np.clip((run.steps[inside] - collapse) / 60.0, 0.0, 1.0)
    norm[(run.steps >= at) & (run.steps < at + 3)] *= float(run.rng.uniform(30, 200))
    truths = [Truth("spike", at, end, at, recovery="fast", tolerance=3),
              Truth("grad_norm_precursor", collapse, end, at, series="grad_norm", tolerance=100,
                    extra={"mechanism": "collapse+explosion"})]
    return run.single("grad_norm_spike", "a long grad-norm collapse, then a spike with an exploding norm",
                      truths, seed, quiet=_quiet_except("spike"), grad_norm=norm)


def fp16_collapse(seed: int) -> Scenario:
    """fp16 overflow: the dynamic loss scale halves to 1 in a few dozen steps, then NaN losses."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(2000, 4000))
    count = int(run.rng.integers(5, 30))
    nan_at = at + 60
    run.effects.set_nan(nan_at, count)
    # A healthy scaler: grows x2 every 500 clean steps, halves on a rare overflow.
    scale = 2.0 ** np.clip(14 + run.steps // 500, 0, 17)
    for k in run.rng.choice(np.arange(300, at - 300), 4, replace=False):
        scale[k:] /= 2.0
    scale = np.minimum(scale, 2.0 ** 17)
    scale[at:] = scale[at] / 2.0 ** np.clip(1 + (run.steps[at:] - at) // 4, 0, 40)
    scale = np.maximum(scale, 1.0)
    truths = [Truth("loss_scale_collapse", at, None, series="loss_scale", tolerance=10),
              Truth("nan", nan_at, nan_at + count - 1, tolerance=0, extra={"count": count})]
    return run.single("fp16_collapse", "the fp16 loss scale collapses to 1, then NaN losses", truths, seed,
                      quiet=_quiet_except("nan", "spike", "divergence"), loss_scale=scale)


def fp16_healthy(seed: int) -> Scenario:
    """fp16 with a healthy saw-tooth loss scale and a logged grad norm: nothing to report."""
    run = _Run(seed, 5000)
    scale = 2.0 ** np.clip(15 + run.steps // 400, 0, 16)
    for k in run.rng.choice(np.arange(200, run.total - 200), 6, replace=False):
        scale[k:k + 400] /= 2.0
    return run.single("fp16_healthy", "fp16 with a healthy saw-tooth loss scale and grad norm", [], seed,
                      quiet=ALL_KINDS, loss_scale=scale, grad_norm=_grad_norm(run))


CATALOGUE.update({fn.__name__: fn for fn in (grad_norm_spike, fp16_collapse, fp16_healthy)})
NEGATIVE = (*NEGATIVE, "fp16_healthy")


# -- spike-family additions, part 2 ---------------------------------------------------------

def repeated_data_deep(seed: int) -> Scenario:
    """Replayed data memorised deeply (0.3-0.45 in log): the jump back up is not a spike."""
    return _replay(seed, "repeated_data_deep", "deeply memorised replayed data after a resume", (0.3, 0.45))


def spike_gradual(seed: int) -> Scenario:
    """Spikes that take 3-8 steps to reach their peak (not a single-point jump)."""
    run = _Run(seed, 6000)
    starts = [int(run.rng.integers(1500, 2500)), int(run.rng.integers(3500, 4500))]
    truths = []
    for at in starts:
        rise = int(run.rng.integers(3, 9))
        run.effects.spike(at, float(run.rng.uniform(1.8, 3.5)), float(run.rng.uniform(5, 30)), rise=rise)
        end, _ = _recovery(run, at + rise - 1, at)
        truths.append(Truth("spike", at, end, at + rise - 1, recovery="fast", tolerance=3))
    return run.single("spike_gradual", "spikes that rise over several steps", truths, seed,
                      quiet=_quiet_except("spike"))


CATALOGUE.update({fn.__name__: fn for fn in (repeated_data_deep, spike_gradual)})


# -- subtle spikes: judged against the run's own noise, not a fixed ratio ------------------
# A large-batch LLM run has about 1 % noise per point, so a +15-35 % jump is 10-30 sigma: the
# spikes a plain rolling z > 7 catches. In a run with 5 % heavy-tailed noise the same jumps are
# within the noise and must not be reported.

def _quiet_run(seed: int, total: int) -> _Run:
    """1-2 % total log-scale noise per point."""
    rng = np.random.default_rng(seed + 30_000)
    return _Run(seed, total, CurveParams(data_sigma=float(rng.uniform(0.009, 0.019)), step_sigma=0.004))


def _noisy_run(seed: int, total: int) -> _Run:
    """About 5 % heavy-tailed noise per point."""
    rng = np.random.default_rng(seed + 40_000)
    return _Run(seed, total, CurveParams(data_sigma=float(rng.uniform(0.045, 0.055)), step_sigma=0.01,
                                         heavy_tails=True))


def _subtle(run: _Run, name: str, band: tuple[float, float], seed: int, truths: bool) -> Scenario:
    """Two fast spikes of `band` x in one run, 1500 steps apart."""
    found = []
    for at in (int(run.rng.integers(1200, 1800)), int(run.rng.integers(3000, 3600))):
        run.effects.spike(at, float(run.rng.uniform(*band)), float(run.rng.uniform(3, 12)))
        end, _ = _recovery(run, at, at)
        found.append(Truth("spike", at, end, at, recovery="fast", tolerance=3))
    lo, hi = (round(100 * (b - 1)) for b in band)
    if truths:
        return run.single(name, f"+{lo}-{hi} % spikes in a quiet run (1-2 % noise)", found, seed,
                          quiet=_quiet_except("spike"))
    # Single heavy-tailed outlier batches may show as info, as in `heavy_tailed`; the bumps may not.
    scenario = run.single(name, f"+{lo}-{hi} % bumps in a noisy run (5 % heavy-tailed noise): not spikes",
                          [], seed, quiet=ALL_KINDS, allowed=("spike", "dip"))
    scenario.decoys = tuple(t.start_step for t in found)
    return scenario


def spike_subtle_15_25(seed: int) -> Scenario:
    return _subtle(_quiet_run(seed, 5000), "spike_subtle_15_25", (1.15, 1.25), seed, truths=True)


def spike_subtle_25_35(seed: int) -> Scenario:
    return _subtle(_quiet_run(seed, 5000), "spike_subtle_25_35", (1.25, 1.35), seed, truths=True)


def noisy_bumps_15_35(seed: int) -> Scenario:
    return _subtle(_noisy_run(seed, 5000), "noisy_bumps_15_35", (1.15, 1.35), seed, truths=False)


def _resumed(run: _Run, name: str, band: tuple[float, float], seed: int, truths: bool) -> Scenario:
    """Three resumes, each with a fast spike of `band` x, as separate fragments."""
    resumes = [1500, 3000, 4500]
    found = []
    for at in resumes:
        run.effects.spike(at, float(run.rng.uniform(*band)), float(run.rng.uniform(3, 10)))
    for at in resumes:
        end, _ = _recovery(run, at, at)
        found.append(Truth("spike", at, end, at, recovery="fast", tolerance=3, extra={"at_resume": True}))
    segments = _at_resumes(run, resumes)
    lo_pct, hi_pct = (round(100 * (b - 1)) for b in band)
    if truths:
        return Scenario(name, seed, f"+{lo_pct}-{hi_pct} % spikes at three resumes, quiet run", segments,
                        found, quiet=_quiet_except("spike"))
    return Scenario(name, seed, f"+{lo_pct}-{hi_pct} % bumps at three resumes, noisy run: not spikes",
                    segments, [], quiet=ALL_KINDS, allowed=("spike", "dip"), decoys=tuple(resumes))


def resume_spike_small_20_35(seed: int) -> Scenario:
    return _resumed(_quiet_run(seed, 6000), "resume_spike_small_20_35", (1.2, 1.35), seed, truths=True)


def resume_spike_small_35_50(seed: int) -> Scenario:
    return _resumed(_quiet_run(seed, 6000), "resume_spike_small_35_50", (1.35, 1.5), seed, truths=True)


def noisy_resume_bumps_20_50(seed: int) -> Scenario:
    return _resumed(_noisy_run(seed, 6000), "noisy_resume_bumps_20_50", (1.2, 1.5), seed, truths=False)


# The magnitude bands the quality benchmark reports one by one: positives, then controls.
SPIKE_BANDS: dict[str, str] = {
    "spike_subtle_15_25": "+15-25 %, quiet run",
    "spike_subtle_25_35": "+25-35 %, quiet run",
    "resume_spike_small_20_35": "+20-35 % at resumes, quiet run",
    "resume_spike_small_35_50": "+35-50 % at resumes, quiet run",
    "noisy_bumps_15_35": "+15-35 %, 5 % heavy-tailed noise (control)",
    "noisy_resume_bumps_20_50": "+20-50 % at resumes, 5 % noise (control)",
}
CATALOGUE.update({fn.__name__: fn for fn in (spike_subtle_15_25, spike_subtle_25_35, noisy_bumps_15_35,
                                             resume_spike_small_20_35, resume_spike_small_35_50,
                                             noisy_resume_bumps_20_50)})
NEGATIVE = (*NEGATIVE, "noisy_bumps_15_35", "noisy_resume_bumps_20_50")
