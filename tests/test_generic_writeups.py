"""Markdown files by content (issue 25, part 3): console output pasted into a results page is a
log, one run per pasted run; a README that quotes a few training lines is not, and the user is
told why it was passed over.

The real files are `c1-tianshou-vizdoom-six-algos-banners-md` and
`c1-tianshou-vizdoom-six-runs-pasted-md-nan` in the corpus (not committed: no licence).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.reading import doubt, untrusted


def _tianshou_run(algo: str, seed: int, epochs: int, start: float) -> list[str]:
    lines = [f"## DEFEND THE CENTER {algo}", "", f"Run: {seed}_20251209_020022", "",
             f"uv run levd.py --algorithm {algo.lower()} --seed {seed} --epoch {epochs}", ""]
    for epoch in range(1, epochs + 1):
        loss = start * (1 - epoch / (3 * epochs))
        lines.append(f"Epoch #{epoch}: 100001it [05:42, 291.57it/s, env_step={epoch * 100000}, len=98, "
                     f"loss={loss:.3f}, n/ep=0, n/st=10, rew=2.75]")
        lines.append(f"Epoch #{epoch}: test_reward: 5.{epoch:02d}5800 ± 1.052584, best_reward: 6.543500 ± "
                     f"1.730099 in #{epoch}")
    lines += ["{'best_result': '6.54 ± 1.73',", " 'best_reward': 6.5435,", f" 'train_step': {epochs * 100000}}}", ""]
    return lines


def test_console_output_pasted_into_markdown_is_read_run_by_run(tmp_path: Path) -> None:
    text = ["# Results", ""]
    for algo, start in (("DQN", 0.11), ("C51", 3.0), ("Rainbow", 2.4)):
        text += _tianshou_run(algo, 99, 30, start)
    page = tmp_path / "DEFEND_THE_CENTER.md"
    page.write_text("\n".join(text))
    runs = api.load([page]).runs
    assert len(runs) == 3
    for run in runs:
        loss = run.series["loss"]
        # The environment's step count is the step, run after run from the start.
        assert len(loss) == 30 and int(loss.steps[0]) == 100000 and int(loss.steps[-1]) == 3000000
        assert len(run.fragments) == 1 and not run.rollbacks


def test_a_readme_quoting_training_lines_is_passed_over_and_said(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    words = "learning rate warm-up batch size dataset tokenizer schedule optimizer seed checkpoint".split()
    # Sentences are written once each: no two share their words.
    prose = [f"We tried {words[i % len(words)]} {'then ' * (i // len(words))}and saw {i} issues." for i in range(40)]
    quoted = [f"step {s} loss {3.0 - s * 0.01:.3f}" for s in range(0, 60, 10)]
    (tmp_path / "README.md").write_text("\n".join(["# Notes", *prose[:20], "```", *quoted, "```", *prose[20:]]))
    (tmp_path / "train.log").write_text("\n".join(f"step {s} loss {3.0 - s * 0.001:.4f}" for s in range(0, 500, 10)))
    assert main(["analyze", str(tmp_path), "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert '"train.log"' in captured.out and "README.md" not in captured.out
    assert "README.md: a write-up" in captured.err and "passed over" in captured.err


def test_pasted_output_that_rarely_repeats_a_line_is_still_a_log(tmp_path: Path) -> None:
    # A package listing and an environment dump before a short run: few lines repeat, but no
    # line is a sentence either: program output, not prose.
    listing = [f"{name}=={major}.{minor}.0" for major, name in enumerate("abcdefghijklmnopqrstuvwxyz")
               for minor in range(2)]
    run = [f"step {s} loss {3.0 - s * 0.01:.3f}" for s in range(0, 200, 10)]
    page = tmp_path / "output.md"
    page.write_text("\n".join(["# Output", "```", *listing, *run, "```"]))
    [run_read] = api.load([page]).runs
    assert len(run_read.series["loss"]) == 20



def _diary(extra: list[str]) -> str:
    """A project diary: prose, a settings block, then a LoRA run's tqdm lines pasted whole (kohya's
    `steps:` bar, one line per saved checkpoint), more prose, then `extra`."""
    words = "learning rate warm-up batch size dataset tokenizer schedule optimizer seed checkpoint".split()
    prose = [f"We tried {words[i % len(words)]} {'then ' * (i // len(words))}and saw {i} issues." for i in range(60)]
    settings = ["```python", "Train batch size =1", "Epoch = 10", "Max train steps = 2000", "```"]
    bars = []
    for step in range(100, 2100, 100):
        done = step * 16 // 2000
        bars += [f"steps: {step * 100 // 2000:3d}%|{'█' * done}{' ' * (16 - done)}| {step}/2000 "
                 f"[{step // 105:02d}:{step % 60:02d}<10:00,  1.75it/s, avr_loss={0.0725 - step * 1e-6:.5g}]",
                 f"saving checkpoint: outputs/background_generator-step{step:08d}.safetensors"]
    return "\n".join(["# Diary", *prose[:30], *settings, " loss after every 100 steps", "```python", *bars, "```",
                      *prose[30:], *extra])


def test_a_readme_pasting_a_whole_run_in_a_code_block_is_read_for_that_block(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text(_diary([]))
    [run] = api.load([tmp_path / "README.md"]).runs
    loss = run.series["avr_loss"]
    assert len(loss) == 20 and int(loss.steps[0]) == 100 and int(loss.steps[-1]) == 2000
    assert doubt(run) is None


def test_a_pasted_xgboost_block_is_a_run_of_its_own_beside_the_lora_run(tmp_path: Path) -> None:
    # XGBoost's EvaluationMonitor lines (`[50]\tvalidation_0-mlogloss:1.45772\t...`) are read by
    # boosting round (`template._boosting`, devR33): two runs, no doubt on either.
    rounds = [0, 50, 100, 150, 200, 250, 299]
    xgb = ["```python", *(f"[{r}]\tvalidation_0-mlogloss:{2.72 / (1 + r / 60):.5f}\t"
                          f"validation_1-mlogloss:{2.74 / (1 + r / 120):.5f}" for r in rounds), "```"]
    (tmp_path / "README.md").write_text(_diary(["", "loss of test set and validation set respectively", *xgb]))
    runs = api.load([tmp_path / "README.md"]).runs
    assert sorted(len(s) for r in runs for n, s in r.series.items() if n in ("avr_loss", "validation_0-mlogloss")) == [7, 20]
    assert all(doubt(r) is None for r in runs)


def test_a_second_pasted_block_not_read_leaves_a_doubt_on_which_runs(tmp_path: Path) -> None:
    # A block of loss values no reading of this reader takes: the file's runs may be one short;
    # the LoRA curve is still judged.
    block = ["```", *(f"after round {r} val-mlogloss:{2.72 / (1 + r / 60):.5f} test-mlogloss:{2.74 / (1 + r / 120):.5f}"
                      for r in range(0, 350, 50)), "```"]
    (tmp_path / "README.md").write_text(_diary(["", "loss of test set and validation set respectively", *block]))
    [run] = api.load([tmp_path / "README.md"]).runs
    assert len(run.series["avr_loss"]) == 20
    assert "a run of its own may be missing" in (doubt(run) or "") and untrusted(run) is None


_REAL = Path(__file__).parent / "data" / "generic" / "real_writers"
_MEGATRON = (Path(__file__).parent / "realworld" / "cases"
             / "c27-megatron-gpt2-lambada-finetune-8gpu-iteration-log-lambada-evals-killed-5800" / "files" / "finetune.log")


def _megatron_then(block: str) -> str:
    """A page pasting 20 iterations of a real Megatron log, then `block` in a fence of its own."""
    lines = [line for line in _MEGATRON.read_text().splitlines() if "lm loss:" in line][:20]
    return ("# Cookbook\n\nMegatron run:\n\n```shell\n" + "\n".join(lines) + "\n```\n\nThe same on GPUs:\n\n```shell\n"
            + block + "```\n")


def test_an_hf_block_beside_a_megatron_block_is_a_run_of_its_own(tmp_path: Path) -> None:
    # The dedicated Megatron reader takes the page; a block it does not take is read by the
    # console reader (the HF Trainer's dicts under tqdm bars, a real capture), not dropped.
    if not _MEGATRON.exists():
        pytest.skip("the committed Megatron log is absent")
    (tmp_path / "README.md").write_text(_megatron_then((_REAL / "transformers5_tqdm.log").read_text()))
    runs = api.load([tmp_path / "README.md"]).runs
    assert sorted(n for r in runs for n in r.series if n in ("lm loss", "loss")) == ["lm loss", "loss"]
    assert all(doubt(r) is None for r in runs)


def test_a_block_of_losses_the_megatron_page_does_not_read_leaves_a_doubt(tmp_path: Path) -> None:
    # Whatever refuses a pasted block that prints a loss, the page's runs say one may be missing.
    if not _MEGATRON.exists():
        pytest.skip("the committed Megatron log is absent")
    block = "".join(f"after round {r} val-mlogloss:{2.72 / (1 + r / 60):.5f}\n" for r in range(0, 350, 50))
    (tmp_path / "README.md").write_text(_megatron_then(block))
    [run] = api.load([tmp_path / "README.md"]).runs
    assert "lm loss" in run.series
    assert "a run of its own may be missing" in (doubt(run) or "") and untrusted(run) is None
