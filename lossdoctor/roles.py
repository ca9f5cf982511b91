"""Series roles guessed from metric names, and the choice of a run's primary loss."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence


class Role(str, enum.Enum):
    """What a series measures, as far as the detectors care."""

    LOSS = "loss"
    EVAL_LOSS = "eval_loss"
    LR = "lr"
    GRAD_NORM = "grad_norm"
    LOSS_SCALE = "loss_scale"
    OTHER = "other"


_EVAL = re.compile(r"(^|[/_\-. ])(eval|evaluation|val|valid|validation|test|dev|tel)($|[/_\-. ])")
# Losses named by what they compute: OpenNMT's `xent`, `nll`, `cross_entropy`, `ctc`.
_TRAIN_LOSS_WORDS = re.compile(r"(^|[/_\-. ])(loss|trl|train_loss|xent|nll|cross[_\- ]?entropy|ctc)($|[/_\-. ])")
_NOT_A_LOSS = re.compile(
    r"(ppl|perplexity|scale|acc|accuracy|wer|cer|bleu|time|runtime|samples|steps_per|per_second|"
    r"count|num_|tokens|flops|_min$|_max$|__min$|__max$|std|var|z_?score|weight|coef|ratio)"
)
# Auxiliary objectives are not the training loss people watch; spikes there are noise.
# Keras writes `evaluation_loss_vs_iterations`: the eval loss again, on another step axis.
_AUX = re.compile(r"(z_?loss|aux|load_?balanc|router|moe_|_moe|vs samples|vs tokens|_vs_iterations)")
_LR = re.compile(r"(^|[/_\-. ])(lr|learning[_\- ]?rate|lr[_\-]?\w*)($|[/_\-. ])")
_GRAD_NORM = re.compile(r"(grad[_\- ]?norm|gradient[_\- ]?norm|gnorm|^norm$|(^|/)norm$|total_norm)")
_LOSS_SCALE = re.compile(r"(loss[_\- ]?scale|scaler|grad[_\- ]?scale)")


# A total of several loss terms: `total_loss`, `loss/total`, `train/total`, `Train loss/train/total`.
_TOTAL = re.compile(r"((^|[/_\-. ])(total[_\-. ]?loss|loss[_\-. ]total)($|[/_\-. ])|(^|/)total$)")


# Perplexity, exp(loss) of a language model: `ppl`, `eval_ppl`, `train ppl`, `Perplexity`, `lm_loss_ppl`.
_PERPLEXITY = re.compile(r"(^|[/_\-. ])(ppl|perplexity)($|[/_\-. ])")


def is_perplexity(name: str) -> bool:
    """Whether a series name says it is a perplexity (exp of a loss: lower is better)."""
    key = name.strip().lower()
    return bool(_PERPLEXITY.search(key) or _PERPLEXITY.search(re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name.strip()).lower()))


# Metric words of other languages, in the English word the rules below know: a console log in
# Chinese prints `训练损失: 32.1` (training loss), in Japanese `検証損失` (validation loss). Only
# words with a letter outside ASCII (an ASCII name is read as it is). Longer words first
# (`学習率`, learning rate, before `学習`, training).
_GLOSSARY = {
    # loss
    "损失": "loss", "損失": "loss", "ロス": "loss", "손실": "loss", "pérdida": "loss",
    "потеря": "loss", "потери": "loss",
    # learning rate, accuracy, perplexity (never a loss)
    "学习率": "lr", "學習率": "lr", "学習率": "lr", "학습률": "lr",
    "准确率": "acc", "準確率": "acc", "正确率": "acc", "正確率": "acc", "精度": "acc", "정확도": "acc",
    "困惑度": "ppl",
    # training
    "训练": "train", "訓練": "train", "学习": "train", "学習": "train", "학습": "train", "훈련": "train",
    "entraînement": "train", "обучение": "train",
    # held-out data
    "验证": "val", "驗證": "val", "検証": "val", "검증": "val", "validación": "val", "валидация": "val",
    "测试": "test", "測試": "test", "テスト": "test", "테스트": "test", "тест": "test",
    "评估": "eval", "評估": "eval", "評価": "eval", "평가": "eval",
    # a total of terms
    "总": "total", "總": "total", "合計": "total",
}
_FOREIGN = re.compile("|".join(sorted(_GLOSSARY, key=len, reverse=True)))


def in_english(name: str) -> str:
    """A lower-cased name with the metric words of other languages put in English, each word
    its own `_`-separated part (`训练损失` -> `train_loss`, `验证集损失` -> `val_集_loss`);
    an ASCII name as it is."""
    key = name.strip().lower()
    if key.isascii():
        return key
    key = _FOREIGN.sub(lambda found: f"_{_GLOSSARY[found.group(0)]}_", key)
    return re.sub(r"_{2,}", "_", key).strip("_")


def is_eval(name: str) -> bool:
    """Whether a series name says it was measured on held-out data (`eval/`, `val_`, `test`)."""
    return bool(_EVAL.search(in_english(name)))


def is_total(name: str) -> bool:
    """Whether a series name says it is the total of several loss terms."""
    key = name.strip().lower()
    if not _TOTAL.search(key):
        return False
    return "loss" in key or key.endswith("/total") and bool(re.match(r"^(train|training)(/|$)", key))


def role_for(name: str) -> Role:
    """Guess a series' role from its name: `train/loss` is a loss, `eval/loss` an eval loss
    (in other languages too: `训练损失`, `検証損失`)."""
    key = in_english(name)
    if is_total(key):
        return Role.EVAL_LOSS if _EVAL.search(key) else Role.LOSS
    if _LOSS_SCALE.search(key):
        return Role.LOSS_SCALE
    if _GRAD_NORM.search(key):
        return Role.GRAD_NORM
    if _LR.search(key) and "loss" not in key:
        return Role.LR
    if key in {"tel", "val_loss", "eval_loss", "validation_loss", "test_loss"}:
        return Role.EVAL_LOSS
    if _AUX.search(key):
        return Role.OTHER
    if ("loss" in key or _TRAIN_LOSS_WORDS.search(key)) and not _NOT_A_LOSS.search(key):
        return Role.EVAL_LOSS if _EVAL.search(key) else Role.LOSS
    if _GAN_TERMS.fullmatch(key):
        return Role.LOSS
    return Role.OTHER


# The loss names pix2pix and CycleGAN print (`print_current_losses`: `D_A: 1.016, G_A: 1.631,
# cycle_A: 1.308, idt_A: 2.049`; `G_GAN`, `G_L1`, `D_real`, `D_fake`), and the forks that keep them.
_GAN_TERMS = re.compile(r"(?:[dg]_(?:a|b|gan|l1|real|fake)|cycle_[ab]|idt_[ab])")


# A world model's loss (DreamerV3's `train/model_loss_mean`, `world_loss`, `wm_loss`): what a
# model-based RL run trains as its model; its actor and critic losses are objective terms.
_MODEL_LOSS = re.compile(r"(^|[/_\-. ])(model|world|world_model|wm)[_\-. ]?loss(_mean)?$")
# The terms of an RL objective beside it (detectors.rl_terms has the full rule).
_RL_TERM = re.compile(r"(^|[/_\-. ])(actor|critic|policy|value|vf|qf\d?|pg|alpha|entropy)([/_\-. ]|$)")


def is_model_loss(name: str) -> bool:
    """Whether a series name says it is a world model's loss (`train/model_loss_mean`, `world_loss`)."""
    return bool(_MODEL_LOSS.search(name.strip().lower()))


def primary_reason(name: str, names: Iterable[str]) -> str | None:
    """Why `name` was chosen as the primary loss over losses a reader might have expected (None:
    the choice needs no saying): a world model's loss beside the actor and critic losses."""
    if not _MODEL_LOSS.search(name.lower()):
        return None
    terms = sorted(n for n in names if _RL_TERM.search(n.lower()) and "loss" in n.lower())
    if not terms:
        return None
    shown = ", ".join(repr(n) for n in terms[:3]) + (f" and {len(terms) - 3} more" if len(terms) > 3 else "")
    return (f"the primary loss is {name!r}, the world-model loss the run trains as its model; "
            f"{shown} are terms of its actor-critic objective, judged as evidence")


# Names that, in this order, make a series the run's main training loss.
_PRIMARY_PREFERENCE = (
    "lm loss", "lm-loss-training/lm loss", "train/loss", "train_loss", "loss", "trl",
    "train/lm_loss", "training_loss", "train/loss_step", "train_loss_step",
)


# Lightning's `self.log(on_step=True, on_epoch=True)` writes one loss twice: `X_step`, a batch's
# loss every `log_every_n_steps`, and `X_epoch`, the epoch's mean once an epoch.
_STEP_SUFFIX, _EPOCH_SUFFIX = "_step", "_epoch"


def step_epoch_pair(name: str) -> tuple[str, str] | None:
    """The (`X_step`, `X_epoch`) names of the Lightning pair `name` belongs to, or None."""
    for suffix in (_STEP_SUFFIX, _EPOCH_SUFFIX):
        if name.endswith(suffix) and len(name) > len(suffix):
            base = name[: -len(suffix)]
            return base + _STEP_SUFFIX, base + _EPOCH_SUFFIX
    return None


def denser_of_pair(choice: str, points: dict[str, int]) -> str:
    """`choice`, or the other half of its Lightning step/epoch pair when that one holds more
    points: a per-step loss logged less than once an epoch (every 50 steps, 30-step epochs)
    draws a sparser curve of the run's span than the epoch means beside it."""
    pair = step_epoch_pair(choice)
    if pair is None or not all(name in points for name in pair):
        return choice
    step, epoch = pair
    return epoch if points[epoch] > points[step] else step


def choose_primary(names_and_roles: Iterable[tuple[str, Role, int]],
                   override: Sequence[str] = ()) -> str | None:
    """Pick the primary loss among (name, role, points) triples.

    An explicit `override` (the `--loss` keys) wins when present; then well-known
    names; then the loss-role series with the most points. A Lightning `X_step` choice gives
    way to its denser `X_epoch` (`denser_of_pair`).
    """
    candidates = list(names_and_roles)
    names = {name for name, _, _ in candidates}
    for key in override:
        if key in names:
            return key
    losses = [(name, points) for name, role, points in candidates if role is Role.LOSS and points > 0]
    if not losses:
        return None
    choice = _choose(losses)
    return denser_of_pair(choice, dict(losses))


def _choose(losses: list[tuple[str, int]]) -> str:
    """The primary among loss series with points (see `choose_primary`)."""
    # A well-known name wins only among dense series: AlgoPerf logs a per-step `loss` and a
    # sparse `train/loss` measured at eval time, and the per-step curve is the one to watch.
    most = max(points for _, points in losses)
    dense = [(name, points) for name, points in losses if points * 2 >= most]
    # A total of several loss terms is the loss people watch; the terms are its evidence.
    totals = sorted((name for name, _ in dense if is_total(name)), key=lambda n: (n.count("/"), n))
    if totals:
        return totals[0]
    lowered = {name.lower(): name for name, _ in dense}
    for preferred in _PRIMARY_PREFERENCE:
        if preferred in lowered:
            return lowered[preferred]
    # A model-based RL writer (DreamerV3) logs its world model's loss beside actor and critic
    # losses, all dense: the model loss is the one trained as the run's model.
    models = sorted((name for name, _ in dense if _MODEL_LOSS.search(name.lower())),
                    key=lambda n: (n.count("/"), len(n), n))
    if models:
        return models[0]
    # Per-source losses ("loss/wiki") lose to an aggregate when one exists; otherwise most points.
    dense.sort(key=lambda item: (-item[1], item[0].count("/"), item[0]))
    return dense[0][0]
