"""What a line shape means: which numbers are the step, the epoch, a counter, and named values.

A line is split at its numbers; the text between them (the *gaps*) is the line's shape.
Lines printed by one print statement share their gaps, so each shape is interpreted once
and cached (see scan.py for how lines find their shape cheaply). Interpreting works on the
shape's skeleton, the line with `#` for each number, so prefixes such as timestamps are
recognised whatever their digits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from lossdoctor.ingest.textlog.generic.reprs import opens_repr
from lossdoctor.ingest.textlog.generic.names import is_eval_name, role
from lossdoctor.roles import Role, is_perplexity

# A number as logs print it: thousands separators, exponents, NaN and inf in any case (and
# `nan.0`). Never inside a word (`rank0`, `v2`), after a dot or after an `@` (`Acc@1`, `mAP@0.5`
# and `R@10` are names); a unit may follow (`12ms`). Not
# the tail of a dashed word before another word either: `Top-1 Acc`, `F-1 score` are names
# (`node-17:0` keeps its numbers: the prefix rules below expect them). A step word glued to a
# counter out of its total is a step (`step100/174`); an epoch abbreviated to `EP` or `Ep` glued to
# its number, standing alone (`Load file: None, EP3, avg_loss=0.0043`), is that epoch.
NUMBER = re.compile(
    r"(?:(?<![\w.@])|(?<=\[E)(?=\d+\])|(?<=\[Ep)(?=\d+\])|(?<=\bEP)(?=\d+(?![\w.]))|(?<=\bEp)(?=\d+(?![\w.]))|(?<=\bstep)(?=\d+/\d)|(?<=\biter)(?=\d+/\d))(?!(?<=[A-Za-z]-)\d+[ \t]+[A-Za-z])([-+]?(?:\d{1,3}(?:,\d{3})+(?![\d])(?:\.\d+)?|\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?"
    r"|(?:[nN][aA][nN]|[iI]nf(?:inity)?|INF)(?:\.0)?(?![A-Za-z])))"
)

# A name as a key: words, slashes, dots, @ and dashes inside; up to three words.
_WORD = r"[^\W\d][\w./@%\-]*(?<![.\-/])"
# A run's name before its epoch (`LSTM_e1 Epoch 1: Loss = 4.18`, `Transformer_L2_e5 Epoch 3: ...`):
# a sweep printing each run under its own name, one after the other. The name is an identifier
# (a `_`, `-` or digit in it), not a word (`Train Epoch`, `Finished epoch`).
# An argparse namespace printed whole (`print(opt)`), with no numbers yet before its first `=`.
_NAMESPACE = re.compile(r"\bNamespace\(\w+=")
NAMED_EPOCH = re.compile(r"(?P<run>[A-Za-z][\w.\-]*[_\-\d][\w.\-]*) (?:epoch|Epoch|EPOCH)")
# A name may end in a qualifier glued in parentheses (`grad(main/disc) 28.9/0.0`, `loss(avg)`):
# part of the name, so the numbers after it are its values, not a bare `i/n` counter.
_QUALIFIER = r"(?:\([A-Za-z][\w./@\-]*\))?"
# A name's separator may be doubled (`train loss :: 1.696`, a course's print): one separator.
_KEY_TAIL = re.compile(
    rf"(?P<key>{_WORD}(?: {_WORD}){{0,5}}{_QUALIFIER})(?:\.(?=['\"]?[ \t]*[:=]))?['\"]?[ \t]*(?P<sep>::|[:=]|\s)[ \t]*(?:['\"]|np\.float\d+\(|tensor\()?[ \t]*$"
)
# A step word glued to its number, after a space or a separator (`step100/174`, the epoch's `EP3`): the
# number's key.
_GLUED_STEP = re.compile(r"(?:^|[\s,;|])(?P<key>step|iter|iteration|EP|Ep)$")
# A name that is a comma-separated field of its own, its value the next field (`epoch 1, phase
# train, step 10, loss_train, 0.838`: a script's `print(..., sep=", ")`). Read only for a loss:
# `resnet, 0.93` in a results line is a label beside a number, not a name.
_COMMA_KEY = re.compile(rf"(?:^|[,;|][ \t]*)(?P<key>{_WORD})[ \t]*,[ \t]*$")
_BRACKET_TAIL = re.compile(r"(?:(?P<key>[A-Za-z_]\w*)['\"]?(?:\((?P<tag>\w+)\))?[ \t]*(?:==|[:=])?[ \t]*)?\[[ \t]*$")
# tqdm's postfix after the rate inside the bar's brackets: `key=value` pairs (`set_postfix`) or
# free text (`set_postfix_str("loss 0.49")`, `loss: 0.49`).
_POSTFIX = re.compile(r"(?:it/s|s/it), [^\]]*(?:=|[A-Za-z_][ \t]*:?[ \t]*#)")
_METRIC_WORDS = {"loss", "lr", "norm", "rate", "acc", "accuracy", "ppl", "perplexity", "scale", "time", "error",
                 "score", "value", "entropy", "reward", "kl", "mfu", "throughput", "step", "iter", "iteration"}
# Stop words that are a name of their own before a `:` or `=` (`Avg: 3.2`).
_AVERAGES = {"avg", "average", "mean"}
# Verbs between a name and its value in a sentence (`the training loss is 2.3`, `loss was 2.3`).
_COPULAS = {"is", "was", "are", "were", "equals", "reached", "became", "now"}
# A number followed by the word step (`After 1001 training step(s), loss ...`, `500 steps done`):
# that number is the step.
_STEPS_AFTER = re.compile(r"^[ \t]+(?:(?:training|train|optimi[sz]ation|global|update)[ \t]+)?"
                          r"(?:steps?|step\(s\)|iterations?|iters?)(?![\w/(])")
# A line that opens with a count and the word epoch (`10 epoch, LR 0.001, LOSS 1.28, ...`, an
# ECAPA-TDNN `score.txt`): that count is the epoch. Singular and followed by a separator and a
# key, so prose (`trained for 10 epochs`) is not an epoch.
_EPOCH_AFTER = re.compile(r"^[ \t]*(?:epoch|Epoch|EPOCH)[ \t]*[,:;|][ \t]*[A-Za-z]")
# A gradient-boosting library's evaluation line: `[N]` (the boosting round) then, tab apart, XGBoost's
# `<set>-<metric>:<value>` (`[50]\tvalidation_0-mlogloss:1.45772\tvalidation_1-mlogloss:1.84872`)
# or LightGBM's `<set>'s <metric>: <value>` (`[10]\tvalid_0's multi_logloss: 0.52`).
_BOOSTING_ENTRY = r"(?:[A-Za-z_][\w.]*-[\w@.\-]*[A-Za-z@][\w@.\-]*:|[A-Za-z_][\w.]*'s [\w@.\-]+:[ \t]*)#"
_BOOSTING = re.compile(rf"^\[#\](?:[ \t]+{_BOOSTING_ENTRY})+[ \t]*$")
_STOP = {"at", "of", "with", "in", "to", "for", "the", "is", "was", "after", "on", "and", "by", "from", "=",
         "completed", "finished", "current", "average", "avg", "mean", "starting", "start", "begin", "beginning"}

# Verbs of a comparison with an earlier value (`improved from A to B`, `did not improve from A`).
_CHANGED = {"improved", "improve", "decreased", "increased", "dropped", "reduced", "changed", "rose", "fell"}
# ... and of a stretch without change (`not improving for 20 epochs`, `no improvement for 5`).
_CHANGING = _CHANGED | {"improving", "improvement", "decreasing", "changing"}

# Line prefixes that carry numbers which are not metrics: timestamps, absl headers, ranks,
# srun labels, file:line, logger:line. Matched on the shape, where `#` stands for a number.
_PREFIX = re.compile(
    r"(?:\s+|\[?#[-/]#[-/]#[ T_]#:#:#(?:[.,]#)?(?:Z|[+-]#:?#?)?\]?|\[#/# #:#:#(?:[.,]#)?[^\]\n]*\]:?|#/# #:#:#(?:[.,]#)?(?=\s)"
    r"|\[?#:#:#(?:[.,]#)?\]?|[IWEF](?:\d{4}|#)[ \t]+#:#:#(?:\.#)?[ \t]+#[ \t]+\S+:#\]|\[?rank#\]?:?|\[default#\]:?|#:(?=\s)"
    r"|(?:INFO|WARNING|DEBUG|ERROR|CRITICAL):[\w.]+:|\[?(?:INFO|WARNING|WARN|DEBUG|ERROR|CRITICAL|TRACE)\]?:?|[-|:]+|\[[A-Za-z_][\w.\-]*\]:?"
    r"|[A-Za-z_][\w.]*\.\w+:#(?::\w+)?\]?)"
)
_NOISE_NUMBER = re.compile(r"(?:cuda|xpu|npu|mps):#|dtype=[\w.]*#|shape=\([#, ]*\)|[\w\-]+\.(?:py|cc|cpp|c|h|rs|go|java):#|[A-Za-z_]\w*(?:\.\w+)+:#|\[Rank #\]|Rank #,?"
                           # Inside a file path (`/zhome/59/9/198225/Desktop`): `59/9` is no counter.
                           r"|(?:(?<=[\s'\"(\[=:])|^)(?=\S*[A-Za-z])[\w.\-#~]*(?:/[\w.\-#~]*){2,}")

STEP_NAMES = {"global_step": 0, "trainer/global_step": 0, "train/global_step": 0, "global step": 0,
              "num_updates": 1, "step": 2, "iteration": 3, "iter": 3, "iters": 3, "it": 4,
              "batch": 5, "env_step": 6, "update": 7, "episode": 8, "cycle": 9}
_TAG_WORDS = {"valid": "valid", "validation": "validation", "val": "val", "eval": "eval", "evaluation": "eval",
              "evaluating": "eval", "test": "test", "testing": "test", "validate": "valid",
              "validating": "valid"}
_TAG_RE = re.compile(r"[A-Za-z]+")
_PREFIXES = ("train_", "train/", "training/", "valid_", "eval_", "test_", "val_")
_TRAIN_LABELS = {"epoch", "iteration", "training", "train", "steps", "step", "iter"}
RANK_KEYS = {"rank", "local_rank", "global_rank"}
# Run summaries (HF's final `{'train_runtime': ...}`) average the whole run: not a point.
_SUMMARY_KEYS = {"train_runtime", "train_samples_per_second", "total_flos"}
# W&B's console block at the end of a run (`wandb:        train_loss 0.00085` under `Run
# summary:`): the last value of each metric, printed once, not a point of the curve.
_WANDB_SUMMARY = re.compile(r"wandb:[ \t]+[A-Za-z_][\w./ -]*[ \t]+#[ \t]*$")
_PAIR = re.compile(r"\[[ \t]*#,[ \t]*#\][ \t]*[A-Za-z]")
_JSON_MEMBER = re.compile(r"""^\s*"[^"]*"\s*:\s*["']?#["']?\s*,?\s*$""")
# The bar after `12/24`: `[==>...]`, Keras 3's `━━━`, or those glyphs mangled by a console code
# page (PowerShell writes `━` as `Γöü`): one short unit repeated.
_KERAS_BAR = re.compile(r"^\s*#/#\s*(?:\[[=>.]*\]|━+|-\s|(\S{1,3}?)\1{4,})")
# DeepSpeed's older timer line, `[timer.py:189:stop] 0/40, SamplesPerSec=83.4`: epoch/global_step.
_DS_TIMER = re.compile(r"stop\]\s*#/#,\s*\w*SamplesPerSec=")
# A counter of bytes (pip's or a hub download's `0.0/527.0 kB`): how much arrived, not a step.
_BYTES = re.compile(r"\s*(?:[kKMGT]i?B|B|bytes)\b")
_OVERFLOW = re.compile(r"(?:OVERFLOW!|[Oo]verflow detected).*?[Ss]kipping step")
_REDUCING = re.compile(r"reducing to\s*$")
# Counters that may count passes over the steps (`iteration:I step:S/N`).
_PASS_WORDS = {"iteration", "iter", "iters"}
# An epoch abbreviated to its letter, glued to its number in brackets (`[E1]`, `[Ep3]`; `NUMBER`
# reads that number).
_EPOCH_LETTER = re.compile(r"\[(?:E|Ep)")
# After an epoch's number, a colon and prose: a remark about that epoch (`: early stopping`).
_REMARK = re.compile(r":\s+[A-Za-z]")
# A number a person abbreviated (`step:1.2K`, `50k`, `1M`): K = 1e3, M = 1e6, glued to the number.
_ABBREVIATED = re.compile(r"([kKM])(?![A-Za-z0-9])")
SCALES = {"k": 1e3, "K": 1e3, "M": 1e6}
_HASH = "\x1f"


@dataclass(frozen=True)
class Shape:
    """The meaning of one line shape; indices point into the line's numbers."""

    fields: tuple[tuple[int, str], ...]
    step: int | None = None
    step_key: str = ""
    epoch: int | None = None
    counter: tuple[int, int] | None = None
    tag: str | None = None
    rank: int | None = None
    keras: bool = False
    overflow: int | None = None
    summary: bool = False
    leading: bool = False
    eval: bool = False
    structured: bool = False
    block: bool = False
    label: str = ""
    # `Epoch [1/10], Step [100/600]`: a step counted within the epoch, out of this number;
    # `Iter(val) [50/500]`, `Step 10/200`: a step printed beside its total.
    step_total: int | None = None
    # `[1,  2000] loss: ...`: (epoch, batch within the epoch), with no total.
    pair: tuple[int, int] | None = None
    # A tqdm bar whose values are its postfix (`28/63 [00:01<00:00, 55.7it/s, train_loss=0.31]`).
    bar: bool = False
    # `Epoch 00019: reducing learning rate to 0.0005`: a callback's remark about an epoch (Keras
    # 2.0 numbers it from 0), not the header that opens one.
    remark: bool = False
    # The step as printed abbreviated (`step:1.2K`): its number times this (1e3 for K, 1e6 for M).
    step_scale: float = 1.0
    # A tqdm bar whose label is a bare `E/T` counter (`001/200: 25%|##| 1/4 [..., loss=3.97]`,
    # `desc=f"{epoch:03d}/{epochs}"`): `epoch` is that counter, and the bar's last frame of each
    # epoch is its point (`scan`), as YOLO's `0/299 ... 17/38` rows are read by their epoch column.
    label_epoch: bool = False

    @property
    def useful(self) -> bool:
        """Whether lines of this shape say anything (values, a step, a counter)."""
        return bool(self.fields or self.step is not None or self.epoch is not None or self.counter or self.pair
                    or self.overflow is not None)


EMPTY = Shape(())


def _outcome(name: str) -> bool:
    """Whether a name is an RL episode's outcome: a reward or return (`R` alone too), a score."""
    from lossdoctor.watched import REWARD

    return name == "R" or bool(REWARD.search(name)) or name.lower() == "score"


def _key(gap: str, first: bool) -> tuple[str | None, str]:
    """The key a gap ends with, and its kind: 'key', 'bracket' (an index in [..]), or 'none'."""
    if gap.endswith(("(", "<", "#")) and not opens_repr(gap.rstrip()):
        return None, "aside" if not first else "none"
    bracket = _BRACKET_TAIL.search(gap)
    if bracket is not None:
        return bracket.group("key"), "bracket"
    match = _KEY_TAIL.search(gap)
    if match is None:
        field = _COMMA_KEY.search(gap)
        if field is not None and role(field.group("key")) in (Role.LOSS, Role.EVAL_LOSS):
            return field.group("key"), "key"
        glued = _GLUED_STEP.search(gap)
        # `iteration:1 step100/174,NER loss:25.8`: a step word glued to its number out of a total.
        return (glued.group("key"), "key") if glued is not None else (None, "none")
    key = match.group("key")
    if match.start("key") == 0 and not first:
        return None, "none"  # letters glued to the previous number are its unit (`5s 2ms`)
    words = key.split(" ")
    while len(words) > 1 and words[-1].lower() in _COPULAS:
        words = words[:-1]  # `the training loss is`: the name comes before the verb
    if len(words) > 2 and [w.lower() for w in words[-2:]] == ["so", "far"] and _averaged(words[-3]):
        # `avg loss so far is x`: a running mean's qualifier, not its name (the name is the loss).
        words = words[:-2]
    if len(words) == 1 and words[0].lower() in _AVERAGES and match.group("sep") in ":=":
        # `Avg: -144.30` names its number (the mean of what the line counts), no qualifier of
        # the next word as in `avg loss`.
        return words[0], "key"
    # Prose before the key ("Saved at step", "with loss"): keep the words after the last stop word.
    for index in range(len(words) - 1, -1, -1):
        if words[index].lower() in _STOP:
            if words[index].lower() == "from" and index and words[index - 1].lower() in _CHANGED:
                # `val_loss improved from inf to 13.8` (Keras's ModelCheckpoint): the number is the
                # best so far, printed again; the value itself is on the line it comes from.
                return None, "none"
            if words[index].lower() == "for" and index and words[index - 1].lower() in _CHANGING:
                # `validation loss not improving for 20 epochs` (early stopping): a patience, no value.
                return None, "none"
            words = _before_qualifier(words, index)
            break
    if not words:
        return None, "none"
    if match.group("sep").isspace() and len(words) > 1 and not any(w[0].isupper() for w in words):
        # `key value` with a space: a short lower-case phrase is a name when it ends in a metric
        # word ("train loss", "grad norm"); in prose ("loss spiked 2.3x") only the last word is.
        words = words[-2:] if words[-1].lower() in _METRIC_WORDS else words[-1:]
    return " ".join(words), "key"


# A name printed after its value, closing its entry (`: 0.9816 C.E. Loss, 94.28% Accuracy`).
_NAME_AFTER = re.compile(r"%?[ \t]+(?P<name>[A-Za-z][\w.\-/]*(?:[ \t][A-Za-z][\w.\-/]*){0,3}?)[ \t]*(?:[,;|]|$)")


def _names_after(gaps: tuple[str, ...], start: int, count: int, ignore: set[int], kinds: list[str],
                 keys: list[str | None]) -> None:
    """Name the numbers whose name follows them (`0.9816 C.E. Loss, 94.28% Accuracy`): a name
    ending in a metric word (loss, accuracy) between the number and a comma or the line's end.
    A metric, step or epoch key before the number keeps it (`loss 0.5 done,`); a word that is
    none (`PM :` of a clock) gives way."""
    for index in range(start, count):
        if index in ignore or kinds[index] in ("skip", "denominator", "aside", "bracket"):
            continue
        after = _NAME_AFTER.match(gaps[index + 1])
        if after is None:
            continue
        name = after.group("name")
        last = re.split(r"[ ._/\-]", name.lower())[-1]
        if last not in _METRIC_WORDS or last in ("step", "iter", "iteration", "time"):
            continue
        before = keys[index]
        if before is not None and (_norm(before).split(" ")[-1] in _METRIC_WORDS | _LOSSY
                                   or _is_step_key(_norm(before), before) or "epoch" in before.lower()):
            continue
        kinds[index], keys[index] = "key", name


# Words that name a value of their own before it, whatever follows (`loss`, `lr`).
_LOSSY = {"lr", "loss", "epoch", "epochs", "ep"}


def _averaged(word: str) -> bool:
    """Whether a word names a metric a running mean is taken of (`loss`, `acc`), not a count
    (`steps so far`, `samples so far`)."""
    low = word.lower()
    return "loss" in low or (low in _METRIC_WORDS and low not in STEP_NAMES and low != "time")


def _before_qualifier(words: list[str], stop: int) -> list[str]:
    """The name in a phrase cut by a stop word: the words after it (`Saved at step`), or, when
    only the words before it name a loss (`loss on training batch`), the loss and what precedes
    it back to the stop word before."""
    after = words[stop + 1:]
    # `Loss at epoch 3 and iteration 500 is x`: the epoch after the stop word names the number,
    # as a step does (`loss at step 5`).
    if any(word.lower() in _METRIC_WORDS or word.lower() == "epoch" or "loss" in word.lower() for word in after):
        return after
    named = [i for i, word in enumerate(words[:stop]) if "loss" in word.lower()]
    if not named:
        return after
    head = words[:named[-1] + 1]
    stops = [i for i, word in enumerate(head) if word.lower() in _STOP]
    return head[stops[-1] + 1:] if stops else head


# Words that may stand before a step's name (`completed step`, `global step`); any other
# (`Total optimization steps = 300`) makes the phrase a setting, not the step.
_STEP_QUALIFIERS = {"global", "train", "training", "eval", "validate", "validation", "valid", "test", "current",
                    "completed", "optimizer", "opt", "update", "trainer", "micro"}


def _subject(first: str) -> str | None:
    """The loss a sentence opens with before the counters it is printed at (`Loss at epoch`,
    `NCE Loss at step`), or None: the name of the number after its verb."""
    words = first.split()
    stop = next((i for i, word in enumerate(words) if word.lower() in _STOP), None)
    if not stop or stop + 1 >= len(words):
        return None
    counter = words[stop + 1].lower()
    if counter != "epoch" and counter not in STEP_NAMES:
        return None
    if not any("loss" in word.lower() for word in words[:stop]):
        return None
    return " ".join(words[:stop])


def _is_step_key(norm: str, key: str = "") -> bool:
    if norm in STEP_NAMES or key == "steps":  # DeepSpeed's pipeline engine: `steps: 10 loss: ...`
        return True
    words = norm.split(" ")
    return len(words) > 1 and words[-1] in STEP_NAMES and words[-1] != "it" \
        and all(word in _STEP_QUALIFIERS for word in words[:-1])


def _norm(key: str) -> str:
    low = key.lower()
    for prefix in _PREFIXES:
        if low.startswith(prefix):
            return low[len(prefix):]
    for word in ("training ", "train ", "eval ", "valid ", "validation ", "test "):
        if low.startswith(word):
            return low[len(word):]
    return low


def _tag_of(words: list[str]) -> str | None:
    for word in words:
        tag = _TAG_WORDS.get(word.lower())
        if tag:
            return tag
    return None


def _described(key: str, label_keys: Sequence[str | None]) -> bool:
    """Whether a keyed number in a tqdm bar's label is a loss the script set there
    (`bar.set_description(f"loss: {loss:.2f}")`): the key names a loss, or is the letter `L`
    printed beside its terms `L_crf`, `L_selection` (a total and its parts, as papers write them)."""
    from lossdoctor.ingest.textlog.generic.names import LETTER_LOSS, watchable

    return (watchable(key) and key != LETTER_LOSS) or (key == LETTER_LOSS and any(
        k is not None and k.startswith(f"{key}_") for k in label_keys))


def interpret(gaps: tuple[str, ...]) -> Shape:
    """The meaning of a line shape given its gaps (the text around its numbers)."""
    count = len(gaps) - 1
    # A K or M glued to a number is part of it, not a word before the next key.
    scales: dict[int, float] = {}
    unglued = list(gaps)
    for index in range(1, len(gaps)):
        glued = _ABBREVIATED.match(gaps[index])
        if glued is not None:
            scales[index - 1] = SCALES[glued.group(1)]
            unglued[index] = gaps[index][1:]
    gaps = tuple(unglued)
    skeleton_parts: list[str] = []
    # `#` stands for a number in the skeleton: a `#` the line prints (knitr's `#> `, a comment)
    # is another character there.
    for gap in gaps[:-1]:
        skeleton_parts.append(gap.replace("#", _HASH))
        skeleton_parts.append("#")
    skeleton_parts.append(gaps[-1].replace("#", _HASH))
    skeleton = "".join(skeleton_parts)
    # Which numbers the prefix holds: count the `#` it consumed.
    position, skipped = 0, 0
    while True:
        match = _PREFIX.match(skeleton, position)
        if match is None or match.end() == position:
            break
        skipped += match.group(0).count("#")
        position = match.end()
    body_start = skipped
    ignore = set(range(skipped))
    # Numbers that are file:line, logger:line or ranks anywhere in the line.
    offsets = [i for i, ch in enumerate(skeleton) if ch == "#"]
    for match in _NOISE_NUMBER.finditer(skeleton):
        for index, offset in enumerate(offsets):
            if match.start() <= offset < match.end():
                ignore.add(index)
    boosting = _boosting(skeleton[position:], gaps, body_start, count)
    if boosting is not None:
        return boosting
    if _OVERFLOW.search(skeleton):
        new = next((i for i in range(count) if _REDUCING.search(gaps[i])), None)
        return Shape((), overflow=new if new is not None else -1)
    fields: list[tuple[int, str]] = []
    kinds: list[str] = ["none"] * count
    keys: list[str | None] = [None] * count
    nonkey_words: list[str] = []
    step_keys: list[str] = []
    for index in range(body_start, count):
        gap = gaps[index] if index > body_start else skeleton[position:offsets[index]] if count else ""
        if index in ignore:
            continue
        # A clock (`0:02:55`) or a date inside the body: skip its parts.
        if index > body_start and gap == ":" and kinds[index - 1] != "skip":
            kinds[index] = kinds[index - 1] = "skip"
            continue
        if index + 1 < count and gaps[index + 1] == ":" and not gap.endswith(("[", "(")):
            key, kind = _key(gap, index == body_start)
            if key is None or _norm(key) not in STEP_NAMES:
                kinds[index] = "skip"
                continue
        if index > body_start and gap.strip() == "/" and kinds[index - 1] in ("none", "key", "bracket"):
            if _BYTES.match(gaps[index + 1]):
                kinds[index] = kinds[index - 1] = "skip"
                continue
            kinds[index] = "denominator"
            continue
        key, kind = _key(gap, index == body_start)
        if key is not None:
            nonkey_words += _TAG_RE.findall(gap[: gap.rfind(key.split(" ")[0])])
            if kind == "bracket":
                # `Epoch(val) [`, `Test: [`: the name of a bracketed index says which split it counts.
                nonkey_words.append(key)
                nonkey_words += re.findall(r"\((\w+)\)", gap[gap.rfind(key):])
        else:
            nonkey_words += _TAG_RE.findall(gap)
        kinds[index], keys[index] = kind, key
    _names_after(gaps, body_start, count, ignore, kinds, keys)
    if count > body_start:
        # `Loss at epoch 3 and iteration 500 is 0.21`: the number after the verb is the subject's.
        subject = _subject(skeleton[position:offsets[body_start]])
        if subject is not None and subject not in keys:
            for index in range(body_start + 1, count):
                if keys[index] is None and kinds[index] == "none" and index not in ignore \
                        and gaps[index].strip().lower() in _COPULAS:
                    kinds[index], keys[index] = "key", subject
                    break
    tag = _tag_of(_TAG_RE.findall(skeleton[:position]) + nonkey_words)
    # A progress bar (`45%|bar|`): everything up to its percentage is its label.
    bar_start = next((i + 1 for i in range(body_start, count) if gaps[i + 1].startswith("%|")), 0)
    # A label that prints a loss (`set_description`): its keyed numbers are the line's values.
    described = any(kinds[i] == "key" and keys[i] is not None and _described(str(keys[i]), keys[:bar_start])
                    for i in range(bar_start) if i not in ignore)
    step = epoch = rank = step_total = None
    epoch_key_words: list[str] = []
    step_key = ""
    step_rank = 99
    counter: tuple[int, int] | None = None
    passes: list[tuple[int, str, bool]] = []  # every step key: (index, its word, printed beside a total)
    for index in range(count):
        kind, key = kinds[index], keys[index]
        is_counter = index + 1 < count and kinds[index + 1] == "denominator"
        if kind in ("skip", "denominator", "aside") or index in ignore:
            continue
        if is_counter and counter is None and (key is None or kind == "bracket") and index >= bar_start:
            counter = (index, index + 1)
        if index < bar_start and not (key is not None and _norm(key) in ("epoch", "step", "global_step")) \
                and not (kind == "key" and key is not None and described):
            continue  # a progress bar's label (`Map:`, `Validation DataLoader 0:`) and its percentage
        if key is None:
            if kind == "none" and index == body_start and not is_counter and count > 1:
                continue
            continue
        norm = _norm(key)
        if _is_step_key(norm, key):
            word = norm if norm in STEP_NAMES else "step" if key == "steps" else norm.split(" ")[-1]
            passes.append((index, word, is_counter))
            if STEP_NAMES[word] < step_rank:
                step, step_rank, step_key = index, STEP_NAMES[word], key
                step_keys.append(key)
                step_total = index + 1 if is_counter else None
            if is_counter and counter == (index, index + 1):
                counter = None
            continue
        if norm in ("epoch", "epochs", "ep") or (key in ("Train", "Training") and kind in ("key", "bracket")) \
                or NAMED_EPOCH.fullmatch(key):
            if epoch is None:
                epoch, epoch_key_words = index, re.split(r"[ _/]", key)
                if is_counter and counter == (index, index + 1):
                    counter = None
                continue
        if norm in RANK_KEYS:
            rank = index
            continue
        if kind == "bracket":
            # A keyed list (`lr=[1e-4, 1e-4]`) keeps its first element; other bracketed numbers
            # are indices.
            if not is_counter and gaps[index].rstrip().endswith(("=[", ": [", ":[", "= [")):
                fields.append((index, key))
            continue
        if kind == "key":
            fields.append((index, key))
    if step is None and counter is None:
        # `After 1001 training step(s), loss on training batch is 0.05`: the number before `step`.
        told = next((i for i in range(body_start, count) if i not in ignore and keys[i] is None
                     and kinds[i] == "none" and _STEPS_AFTER.match(gaps[i + 1])), None)
        if told is not None:
            step, step_key = told, "step"
            fields = [(i, name) for i, name in fields if i != told]
    if step is None and counter is None and epoch is None and fields and body_start < count \
            and body_start not in ignore and keys[body_start] is None and kinds[body_start] == "none" \
            and not skeleton[position:offsets[body_start]].strip() and _EPOCH_AFTER.match(gaps[body_start + 1]):
        epoch = body_start
    if epoch is None and step is not None and step_total is not None:
        # `iteration:37 step:768/1687, NER loss: 1.00`: an iteration count printed before a step
        # out of its total counts the passes over those steps, an epoch by another name.
        outer = next((i for i, word, totalled in passes if i < step and not totalled and word in _PASS_WORDS), None)
        if outer is not None:
            epoch = outer
    if epoch is None and step is not None and step != body_start and body_start < count \
            and body_start not in ignore and keys[body_start] is None \
            and _EPOCH_LETTER.fullmatch(skeleton[position:offsets[body_start]].strip()) \
            and gaps[body_start + 1].startswith(("]", " ", "\t", "|")):
        # `[E1] step 10 loss 21.58`: an `E` glued to the number the line opens with, beside a
        # step it names, is the epoch (its counter may start again each epoch).
        epoch = body_start
    label_epoch = False
    if epoch is None and step is None and counter is not None and bar_start > 0:
        # A bare `E/T` before the bar's percentage, named by no key: the bar's label counts the epochs.
        bare = [i for i in range(body_start, bar_start - 2) if i not in ignore and keys[i] is None
                and kinds[i] == "none" and kinds[i + 1] == "denominator"]
        if len(bare) == 1:
            epoch, label_epoch = bare[0], True
    if counter is not None and _DS_TIMER.search(skeleton):
        step, step_key, counter, epoch = counter[1], "global_step", None, None
    leading = False
    pair = None
    if step is None and epoch is None and counter is None and fields \
            and _PAIR.match(skeleton[position:]) and body_start + 1 < count:
        # The PyTorch tutorials' `[1,  2000] loss: 2.304`: epoch, then the batch within it.
        pair = (body_start, body_start + 1)
    if step is None and epoch is None and counter is None and fields and pair is None:
        first = body_start
        while first in ignore and first < count:
            first += 1
        lead = skeleton[position:offsets[first]] if first < count else ""
        after = next((name for i, name in fields if i == first + 1), None)
        between = gaps[first + 1].replace(after, "", 1) if after is not None else "?"
        if first < count and kinds[first] == "none" and keys[first] is None and first not in ignore \
                and not lead.strip(" \t|-") and not between.strip(" \t|,:=-'\""):
            # A positional step (`100 train 2.31`, `420 | loss 4.06`): the number then a name,
            # nothing else (`576 samples have invalid sizes` is prose).
            # A positional step (`100 train 2.31`, `420 | loss 4.06`).
            step, leading = first, True
    if tag is None:
        # `validate step: 100`, `[eval batch=1/10]`, `eval_step=3`: the step's own name says eval.
        tag = _tag_of([w for key in step_keys for w in re.split(r"[ _/]", key)])
    if tag is None and not fields and step is None and counter is None:
        # An epoch header whose key names the split (ST-GCN's `Eval epoch: 4` before the
        # evaluation's `mean_loss:`): the lines under it are that split's.
        tag = _tag_of(epoch_key_words)
    names = {_norm(name) for _, name in fields}
    summary = (bool(names & _SUMMARY_KEYS) or bool({name for _, name in fields} & _SUMMARY_KEYS)
               or bool(_WANDB_SUMMARY.match(skeleton)))
    keras = bool(_KERAS_BAR.match(skeleton[position:])) or bool(_KERAS_BAR.match(skeleton))
    if keras:
        # Keras names its validation values (`val_loss`) and labels no bar: words after the values
        # are a callback's message glued on by the console (`...acc: 0.63Epoch 00000: val_acc
        # improved from -inf to 0.52`), not the split.
        tag = _tag_of(_TAG_RE.findall(skeleton[:position]))
    fields = _written_sums(gaps, fields)
    named = tuple((index, series_name(name, tag, leading)) for index, name in fields)
    roles = [role(name) for _, name in named]
    ep_key = keys[epoch] if epoch is not None else None
    if step is None and ep_key is not None and _norm(ep_key) in ("ep", "eps") \
            and Role.LOSS not in roles and Role.EVAL_LOSS not in roles and any(_outcome(name) for _, name in named):
        # `[EP 3] len=110 R=-892.5`: beside an episode's outcome and no loss, `EP` counts the
        # episodes of an RL loop, not epochs (`rewards.py` reads such a log).
        step, step_key, epoch = epoch, ep_key, None
    # A perplexity counts as the loss it was computed from (`| end of epoch 1 | valid ppl 252.9`).
    perplexities = [is_eval_name(name) for _, name in named if is_perplexity(name)]
    is_eval = tag is not None or (Role.EVAL_LOSS in roles and Role.LOSS not in roles) or (
        Role.LOSS not in roles and bool(perplexities) and all(perplexities))
    epoch_key = keys[epoch] if epoch is not None else None
    if epoch is not None and named and not is_eval and epoch_key is not None and _norm(epoch_key) == "epoch":
        # The epoch printed beside training values is a series of its own (HF's `'epoch': 0.25`).
        named += ((epoch, "epoch"),)
    if skeleton.count("{") > 1 or _JSON_MEMBER.match(skeleton):
        return EMPTY  # a nested dict (a config dump) or a member of pretty-printed JSON
    if _NAMESPACE.search(skeleton):
        # argparse's `Namespace(weights='x.pt', epochs=300, ...)`: the arguments of a launch, not
        # a record nor an epoch header (its `epochs=300` is how many epochs to run).
        return EMPTY
    structured = "{" in skeleton and "}" in skeleton
    if structured and epoch is not None and gaps[epoch].endswith(("'", '"')):
        # transformers 5.x prints every float as a string (`'epoch': '1'` at a whole epoch, else
        # `'epoch': '0.25'`): a fraction of the run, not a step; it stays a series.
        epoch = None
    # An indented `name=value` / `Name: value` line: part of a block under a step header.
    block = len(named) == 1 and skeleton[:1].isspace() and bool(re.search(r"[:=][ \t]*['\"]?#", skeleton))
    label = ""
    if counter is not None and not named:
        # A bar's label: training bars have none (or `Epoch 3:`); `Map:`, `Downloading` are not training.
        words = _TAG_RE.findall(re.sub(r"\bEpoch \#", "", skeleton[position:offsets[counter[0]]]))
        label = " ".join(w for w in words if w not in ("bar", "it", "s") and _norm(w) not in _TRAIN_LABELS)
    remark = epoch is not None and not named and counter is None and bool(_REMARK.match(gaps[epoch + 1]))
    return Shape(named, step, step_key, epoch, counter, tag, rank, keras, None, summary, leading, is_eval,
                 structured, block, label, step_total, pair,
                 bar=counter is not None and bar_start > 0 and (bool(_POSTFIX.search(skeleton)) or any(
                     index < bar_start for index, _ in fields)), remark=remark,
                 step_scale=scales.get(step, 1.0) if step is not None else 1.0, label_epoch=label_epoch)


def _written_sums(gaps: tuple[str, ...], fields: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A total written out as the sum of its terms inside a key's brackets (KGAT's
    `train==[24.35=9.99 + 13.37 + 0.97]`): only a loss is printed as the sum of its parts, so the
    total is that key's loss (`train loss`) and the terms after it are its terms (`train term 1`
    ...), evidence beside it; a key that already names a loss keeps its name."""
    out = list(fields)
    for place, (index, name) in enumerate(fields):
        if not gaps[index].rstrip().endswith("[") or index + 2 >= len(gaps) or gaps[index + 1].strip() != "=":
            continue
        last = index + 1
        while last + 1 < len(gaps) and gaps[last + 1].strip() == "+":
            last += 1
        if last - index < 2 or not gaps[last + 1].lstrip().startswith("]"):
            continue
        taken = {i for i, _ in out}
        total = name if role(name) in (Role.LOSS, Role.EVAL_LOSS) else f"{name} loss"
        out[place] = (index, total)
        out += [(term, f"{name} term {term - index}") for term in range(index + 1, last + 1) if term not in taken]
    return out


def _boosting(body: str, gaps: tuple[str, ...], first: int, count: int) -> Shape | None:
    """The shape of an XGBoost or LightGBM evaluation line (`_BOOSTING`): the round is the step,
    each `<set>-<metric>` (`<set>'s <metric>`) a series under that name. Both print the metrics of
    every evaluation set the user passed and no training loss unless the training set is among
    them: an eval-only line is a run all the same, its first set the curve watched."""
    if not _BOOSTING.match(body):
        return None
    named = tuple((index, gaps[index].strip(" \t]").rstrip(":").rstrip()) for index in range(first + 1, count))
    roles = [role(name) for _, name in named]
    return Shape(named, first, "iteration", eval=Role.EVAL_LOSS in roles and Role.LOSS not in roles)


def series_name(name: str, tag: str | None, leading: bool) -> str:
    """A value's series name: `valid | loss 2.1` is the valid loss, `skipped=3` skipped steps."""
    if name == "skipped":
        return "skipped_steps"
    if leading and (name.lower() in _TAG_WORDS or name.lower() == "train"):
        return f"{name} loss"  # `100 train 2.31`: a split's name alone stands for its loss
    if tag is not None and not is_eval_name(name):
        return f"{tag}_{name}" if " " not in name else f"{tag} {name}"
    return name
