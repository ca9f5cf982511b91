"""What a run's log shows that a remedy depends on: where it starts, which checkpoints it
saved, whether its data order can be regenerated, and what kind of training it is (its data,
precision, optimizer and LR schedule; issue 32: advice that fits the facts)."""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass

from lossdoctor.model import Run

# Readers whose framework replays the same batches on a resume: Megatron's indexed datasets
# (seeded, positioned by consumed samples), HF Trainer and the trainers built on it (seeded
# sampler, batches skipped on resume), llm.c and modded-nanoGPT (shards read in order).
_ORDERED_FORMATS = {"megatron": "Megatron's seeded indexed datasets",
                    "hf_trainer": "the HF Trainer's seeded sampler",
                    "llamafactory": "the HF Trainer's seeded sampler",
                    "llmc-stdout": "llm.c's ordered shards", "llmc-main": "llm.c's ordered shards",
                    "modded-nanogpt": "modded-nanoGPT's ordered shards"}
_SEED_KEYS = ("seed", "data_seed", "shuffle_seed", "sampler_seed", "random_seed")
# Marker kinds that prove a checkpoint existed at their step: one written, or one loaded.
_SAVE_MARKERS = ("checkpoint_saved", "checkpoint_loaded")


@dataclass(frozen=True)
class Facts:
    """The preconditions of the remedies, read off one run.

    `first_step` is the earliest step the log holds (live or abandoned); no advice may point
    before it. `checkpoints` are the steps of checkpoints the log shows were saved (a save
    line, a load marker, or the reader's `checkpoints` meta). `data_order` says why the
    batches of a step can be regenerated, or is empty when the log does not show it.
    """

    first_step: int = 0
    checkpoints: tuple[int, ...] = ()
    data_order: str = ""
    # What kind of training it is (`setup`): "" where the log does not say.
    modality: str = ""  # "text", "images", "RL", "tables"
    precision: str = ""  # "fp16", "bf16", "fp32"
    optimizer: str = ""  # "adam" (Adam's family), "other" (no epsilon)
    lr_spent_from: int | None = None  # the LR stays at about 0 from this step to the end

    @property
    def data_order_known(self) -> bool:
        """Whether batches can be named for skipping or inspection."""
        return bool(self.data_order)

    def checkpoint_before(self, step: int) -> int | None:
        """The last checkpoint the log shows at or before `step`, or None."""
        earlier = [c for c in self.checkpoints if c <= step]
        return max(earlier) if earlier else None

    def clamp(self, step: int) -> int:
        """`step`, or the run's first step when it would point before it."""
        return max(step, self.first_step)

    @classmethod
    def of(cls, run: Run) -> Facts:
        """The facts of one stitched run (read once per run: every detector asks)."""
        if run not in _SEEN:
            _SEEN[run] = cls._read(run)
        return _SEEN[run]

    @classmethod
    def _read(cls, run: Run) -> Facts:
        from lossdoctor.detectors import setup

        kind = setup.modality(run)
        # An agent's rollouts are drawn anew after a resume: no data order to replay.
        order = "" if kind == setup.RL else _data_order(run)
        return cls(first_step=_first_step(run), checkpoints=tuple(sorted(set(_saves(run)))),
                   data_order=order, modality=kind, precision=setup.precision(run),
                   optimizer=setup.optimizer(run), lr_spent_from=setup.lr_spent_from(run))


_SEEN: weakref.WeakKeyDictionary[Run, Facts] = weakref.WeakKeyDictionary()


def _first_step(run: Run) -> int:
    firsts = [int(s.steps.min()) for s in run.series.values() if len(s)]
    firsts += [int(s.steps.min()) for s in run.dead.values() if len(s)]
    firsts += [f.start_step for f in run.fragment_info if f.start_step is not None]
    return min(firsts) if firsts else 0


def _saves(run: Run) -> Iterable[int]:
    for fragment in run.fragments:
        for marker in fragment.markers:
            if marker.kind in _SAVE_MARKERS:
                yield int(marker.step)
        for step in fragment.meta.get("checkpoints", ()) or ():
            if isinstance(step, int):
                yield step
    for step in run.meta.get("checkpoints", ()) or ():
        if isinstance(step, int):
            yield step


def _data_order(run: Run) -> str:
    if run.format in _ORDERED_FORMATS:
        return _ORDERED_FORMATS[run.format]
    for key, value in run.params.items():
        if key.rsplit(".", 1)[-1].lower() in _SEED_KEYS and value is not None:
            return f"a fixed seed ({key}={value})"
    if any(check.match in ("exact", "close") for check in run.replay_checks):
        return "a replay after a rollback repeated the same values"
    return ""
