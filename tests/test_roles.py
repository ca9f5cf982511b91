"""Roles guessed from metric names, and the choice of the primary loss."""

from __future__ import annotations

import pytest

from lossdoctor.roles import Role, choose_primary, role_for


@pytest.mark.parametrize("name, role", [
    ("loss", Role.LOSS), ("train/loss", Role.LOSS), ("lm loss", Role.LOSS),
    ("lm-loss-training/lm loss", Role.LOSS), ("train_loss", Role.LOSS), ("trl", Role.LOSS),
    ("loss/code", Role.LOSS), ("train loss", Role.LOSS),
    ("eval/loss", Role.EVAL_LOSS), ("validation/loss", Role.EVAL_LOSS), ("val_loss", Role.EVAL_LOSS),
    ("eval_loss", Role.EVAL_LOSS), ("tel", Role.EVAL_LOSS), ("lm loss validation", Role.EVAL_LOSS),
    ("val loss", Role.EVAL_LOSS), ("test/loss", Role.EVAL_LOSS),
    ("learning-rate", Role.LR), ("lr", Role.LR), ("learning rate", Role.LR),
    ("train/learning_rate", Role.LR),
    ("grad-norm", Role.GRAD_NORM), ("grad_norm", Role.GRAD_NORM), ("norm", Role.GRAD_NORM),
    ("train/grad_norm", Role.GRAD_NORM),
    ("loss-scale", Role.LOSS_SCALE), ("loss scale", Role.LOSS_SCALE), ("loss_scale", Role.LOSS_SCALE),
    ("lm loss PPL", Role.OTHER), ("train/acc_0", Role.OTHER), ("epoch", Role.OTHER),
    ("eval_runtime", Role.OTHER), ("z_loss", Role.OTHER), ("load_balancing_loss", Role.OTHER),
    ("loss__MAX", Role.OTHER), ("lm loss vs samples", Role.OTHER),
])
def test_role_for(name: str, role: Role) -> None:
    assert role_for(name) is role


def test_primary_prefers_well_known_names_then_most_points() -> None:
    triples = [("loss/web", Role.LOSS, 900), ("train/loss", Role.LOSS, 800), ("lr", Role.LR, 1000)]
    assert choose_primary(triples) == "train/loss"
    # AlgoPerf: a sparse eval-time `train/loss` must not beat the per-step `loss`.
    assert choose_primary([("train/loss", Role.LOSS, 63), ("loss", Role.LOSS, 5549)]) == "loss"
    assert choose_primary([("a_loss", Role.LOSS, 5), ("b_loss", Role.LOSS, 50)]) == "b_loss"
    assert choose_primary([("lr", Role.LR, 10)]) is None


def test_loss_override_wins() -> None:
    triples = [("train/loss", Role.LOSS, 100), ("custom", Role.OTHER, 100)]
    assert choose_primary(triples, override=["custom"]) == "custom"
    assert choose_primary(triples, override=["missing"]) == "train/loss"


@pytest.mark.parametrize("name, role", [
    # Chinese (simplified and traditional), Japanese, Korean, and a few European words.
    ("训练损失", Role.LOSS), ("损失", Role.LOSS), ("總損失", Role.LOSS), ("loss损失", Role.LOSS),
    ("验证损失", Role.EVAL_LOSS), ("验证集损失", Role.EVAL_LOSS), ("测试损失", Role.EVAL_LOSS),
    ("評估損失", Role.EVAL_LOSS), ("損失", Role.LOSS), ("検証損失", Role.EVAL_LOSS), ("テスト損失", Role.EVAL_LOSS),
    ("학습 손실", Role.LOSS), ("검증 손실", Role.EVAL_LOSS), ("Pérdida", Role.LOSS), ("потеря", Role.LOSS),
    ("学习率", Role.LR), ("学習率", Role.LR),
    # Not losses: accuracy, a success rate, a buffer size, a depth.
    ("准确率", Role.OTHER), ("验证准确率", Role.OTHER), ("成功率", Role.OTHER), ("经验池大小", Role.OTHER),
    ("课程深度", Role.OTHER), ("困惑度", Role.OTHER),
])
def test_role_for_names_in_other_languages(name: str, role: Role) -> None:
    assert role_for(name) is role


def test_is_eval_knows_held_out_words_in_other_languages() -> None:
    from lossdoctor.roles import is_eval

    assert is_eval("验证损失") and is_eval("検証損失") and is_eval("测试准确率")
    assert not is_eval("训练损失") and not is_eval("損失")
