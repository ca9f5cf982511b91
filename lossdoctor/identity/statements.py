"""What a text log says in words about its launch: resumed from a checkpoint at step N, or
started from scratch.

These are the highest-ranked identity evidence (`Rank.STATED`). Loading weights is not a
resume: `Loading checkpoint shards` (a pretrained model) or `Loaded checkpoint x.pt (epoch 0 @
0 updates)` start a run; a resume names a step past the first, or an epoch past the first
(`resume from checkpoint x.pth (epoch 37)`, `Resuming from epoch 12`: a resume, its step
unsaid), or says "resum"/"continu" in so many words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A statement is looked for this far into a file at most: a launch says how it starts before it
# trains.
HEAD_BYTES = 1 << 20

_NUM = r"(\d[\d,]*)"
# A resume with its step: (pattern, what it is). The step is group 1.
_RESUME_AT = (
    (re.compile(r"loaded checkpoint .*?\(epoch \d+ @ " + _NUM + r" updates\)", re.I), "fairseq checkpoint load"),
    (re.compile(r"(?:loading|loaded) checkpoint .*? at iteration " + _NUM, re.I), "Megatron checkpoint load"),
    (re.compile(r"starting training from iteration " + _NUM, re.I), "detectron2 start"),
    (re.compile(r"continuing training from global step " + _NUM, re.I), "HF Trainer resume"),
    (re.compile(r"resum\w* (?:training )?(?:from|at) (?:global[ _])?(?:step|iteration|iter|update)s?[ :=]*" + _NUM,
                re.I), "resume"),
    (re.compile(r"resum\w* .*?\bglobal_step" + _NUM, re.I), "DeepSpeed resume"),
    (re.compile(r"loading (?:deepspeed )?checkpoint .*?\bglobal_step" + _NUM, re.I), "DeepSpeed checkpoint load"),
)
# A resume with the epoch it goes on from, in words (group 1): DBNet's `resume from checkpoint
# x.pth (epoch 37)`, `Resuming from epoch 12`, `Loaded checkpoint x.pt (epoch 5)`, Deep-MIML's
# `starting from epoch  45`. The epoch is not the log's step: the statement says that the launch
# resumed, not where on the step axis (`Statement.epoch`). Epoch 0 is no resume.
_RESUME_EPOCH = (
    re.compile(r"\bresum\w* (?:training |model )?from checkpoint\b.*?\(epoch\W{0,3}" + _NUM + r"\b", re.I),
    re.compile(r"\b(?:load(?:ed|ing)|restor(?:ed|ing)) (?:the )?checkpoint\b.*?\(epoch\W{0,3}" + _NUM + r"\)", re.I),
    re.compile(r"\bresum\w* (?:training )?(?:from|at) (?:the )?(?:end of )?epoch\W{0,3}" + _NUM, re.I),
    re.compile(r"\bstart(?:ing|ed)? (?:training )?(?:from|at) epoch\W{0,3}" + _NUM, re.I),
)
# A resume that names no step.
_RESUME_WORDS = re.compile(
    r"\bresum(?:ing|ed) (?:training )?from (?:the )?(?:last |latest )?checkpoint"
    r"|\brestor(?:ing|ed) (?:all )?(?:training )?states? from the checkpoint"
    r"|\bcontinuing training from checkpoint", re.I)
# A start from scratch.
_FRESH = re.compile(
    r"will not load any checkpoints"
    r"|\bno (?:existing |previous )?checkpoints? (?:was |were )?found"
    r"|\btraining from scratch\b"
    r"|\bresume(?:_from_checkpoint)?\s*[=:]\s*(?:False|None|false)\b", re.I)


# A stated resume from step S is a launch's own when its first step comes this soon after S: a
# resume logs its first point one logging interval on (a few percent of S at most).
RESUME_REACH = 0.05
RESUME_MIN_REACH = 1000


def resumes_at(stated: int | None, step: int, or_beyond: bool = False) -> bool:
    """Whether `step` is where a resume stated from step `stated` logs (right after it), or, with
    `or_beyond`, a step a launch had reached when it saved that checkpoint (at or after it, or
    a logging interval short of it)."""
    if stated is None:
        return False
    reach = max(RESUME_REACH * stated, RESUME_MIN_REACH)
    return stated - reach <= step if or_beyond else stated <= step <= stated + reach


@dataclass(frozen=True)
class Statement:
    """One sentence of a log about how its launch started."""

    kind: str  # "resume" or "fresh"
    step: int | None  # the step a resume goes on from, when said
    line: int  # 1-based line number
    text: str  # the line, trimmed
    epoch: int | None = None  # the epoch a resume goes on from, when said in epochs (not a step)

    def evidence(self, source: str) -> str:
        """The statement as evidence: file, line and words."""
        return f"{source} line {self.line}: {self.text[:160]!r}"


def statement(text: str, line: int) -> Statement | None:
    """What one line states about its launch, or None."""
    if not ("heckpoint" in text or "esum" in text or "teration" in text or "cratch" in text
            or "global step" in text or "estor" in text or "esume" in text.lower() or "from epoch" in text):
        return None
    for pattern, _what in _RESUME_AT:
        found = pattern.search(text)
        if found:
            step = int(found.group(1).replace(",", ""))
            return Statement("fresh" if step == 0 else "resume", step, line, text.strip())
    for pattern in _RESUME_EPOCH:
        found = pattern.search(text)
        if found and int(found.group(1).replace(",", "")):
            return Statement("resume", None, line, text.strip(), int(found.group(1).replace(",", "")))
    if _FRESH.search(text):
        return Statement("fresh", None, line, text.strip())
    if _RESUME_WORDS.search(text):
        return Statement("resume", None, line, text.strip())
    return None


def statements(lines: list[str], first_line: int = 1) -> list[Statement]:
    """Every statement in `lines`, in order."""
    out = []
    for offset, text in enumerate(lines):
        found = statement(text, first_line + offset)
        if found is not None:
            out.append(found)
    return out


def opening(path: str) -> list[Statement]:
    """The statements in a text file's head (its first HEAD_BYTES), in order; none when it
    cannot be read. The caller checks the first against the file's steps: a launch says how it
    starts before it trains."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(HEAD_BYTES)
    except OSError:
        return []
    lines = head.decode("utf-8", errors="replace").splitlines()
    if len(head) == HEAD_BYTES and lines:
        lines = lines[:-1]  # the last line may be cut
    return statements(lines)


__all__ = ["HEAD_BYTES", "RESUME_MIN_REACH", "RESUME_REACH", "Statement", "opening", "resumes_at", "statement",
           "statements"]
