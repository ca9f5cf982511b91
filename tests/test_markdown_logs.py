"""Console logs pasted into Markdown: each fenced block is a launch of its own, a block whose step
counter runs straight on is the run going on, and a console table's header may sit on the fence.

The shapes are the programs' own prints; the real pages are corpus cases (not committed: no
licence): c18-build-nanogpt-markdown-log-*, c18-smollm2-135m-readme-excerpts-*,
c17-yolov5-surgical-instruments-readme-md-*.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.markdown import blocks
from lossdoctor.roles import Role


def _nanogpt_block(seed: float, steps: int = 50) -> list[str]:
    """build-nanogpt's train_gpt2.py: `print(f"step {i}, loss: {loss.item()}")` (fp32 repr)."""
    out = ["```", "Using device: cuda", "loaded 338025 tokens", "1 epoch = 20 batches"]
    out += [f"step {i}, loss: {10.8 * math.exp(-i / 30) + 4 + 0.01 * math.sin(seed * i)!r}" for i in range(steps)]
    return [*out, "```"]


def test_each_fenced_run_is_a_run_even_when_two_print_the_same_values(tmp_path: Path) -> None:
    page = ["# Building GPT-2", ""]
    # The third run repeats the second to the last digit (a change that does not touch the maths).
    for number, (sentence, seed) in enumerate((("Overfit a single batch", 1.0), ("Added torch.compile()", 2.0),
                                                ("Added flash attention", 2.0), ("Vocab size 50304", 3.0))):
        page += [f"{sentence} (run {number}).", "", *_nanogpt_block(seed), ""]
    path = tmp_path / "log.md"
    path.write_text("\n".join(page), encoding="utf-8")
    runs = api.load([path]).runs
    assert len(runs) == 4
    for run in runs:
        assert run.series["loss"].steps.tolist() == list(range(50))
        assert len(run.fragments) == 1 and not run.rollbacks


def _smollm_lines(steps: range) -> list[str]:
    """The SmolLM2 trainer's `Epoch: E, Step: N, Batch(micro): N, Loss: x, Time: xs, Token/s: x`."""
    return [f"Epoch: 0, Step: {s}, Batch(micro): {s}, Loss: {6 + 5 / (1 + s):.4f}, Time: 1.08s, Token/s: 3776.95"
            for s in steps]


def _smollm_page(second_from: int, resumed: bool = True, length: int = 7) -> str:
    first = [*_smollm_lines(range(0, 7)), ":", ":", *_smollm_lines(range(497, 504)), "Saved checkpoint at step 500",
             ":", ":", *_smollm_lines(range(4998, 5001)), "Saved final checkpoint", "Training complete"]
    said = ["Last Saved epoch 0 and step 5000 with loss 6.010481357574463",
            f"Resuming from epoch 0 and next step {second_from} with loss 6.010481357574463"]
    second = [*(said if resumed else []), *_smollm_lines(range(second_from, second_from + length)), ":", ":",
              "Training complete"]
    return "\n".join(["# Training Logs", "## Training with 5000 steps (Starting from step 0)", "```bash",
                      "(venv) % python train.py", *first, "```", "",
                      "## Training with Additional 50 steps (Starting from checkpoint )", "```bash",
                      *second, "```", ""])


def test_excerpts_whose_counter_runs_on_are_one_run(tmp_path: Path) -> None:
    path = tmp_path / "README.md"
    path.write_text(_smollm_page(5001), encoding="utf-8")
    [run] = api.load([path]).runs
    loss = run.series["Loss"]
    assert len(loss) == 17 + 7 and int(loss.steps[0]) == 0 and int(loss.steps[-1]) == 5007
    # One fragment a block: the resumed launch is the run's second.
    assert len(run.fragments) == 2 and not run.rollbacks


def test_a_resume_that_lost_the_last_print_before_it_goes_on_too(tmp_path: Path) -> None:
    path = tmp_path / "README.md"
    path.write_text(_smollm_page(5002), encoding="utf-8")
    [run] = api.load([path]).runs
    assert int(run.series["Loss"].steps[-1]) == 5008 and len(run.fragments) == 2 and not run.rollbacks


def test_a_block_that_jumps_further_ahead_does_not_go_on(tmp_path: Path) -> None:
    path = tmp_path / "README.md"
    path.write_text(_smollm_page(5010, resumed=False, length=30), encoding="utf-8")
    first = api.load([path]).runs[0]
    assert len(first.fragments) == 1 and int(first.series["Loss"].steps[-1]) == 5000


def test_a_block_that_starts_its_counter_again_is_a_run_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "README.md"
    path.write_text(_smollm_page(0, resumed=False, length=30), encoding="utf-8")
    runs = api.load([path]).runs
    assert [(int(r.series["Loss"].steps[0]), len(r.series["Loss"])) for r in runs] == [(0, 17), (0, 30)]


def _dgl_block(title: str, last_step: int, start: float) -> list[str]:
    """DGL's minibatch GNN example: `Epoch 00000 | Step 00020 | Loss x | Train Acc x | ...` every
    20 steps, one fenced block per sampler under its own heading."""
    lines = [f"Epoch 00000 | Step {s:05d} | Loss {start / (1 + s / 20):.4f} | Train Acc 0.5801 | Time 0.9820 | "
             "Speed (samples/sec) 519.3363 | GPU 0.0 MB" for s in range(0, last_step + 1, 20)]
    return [title, "```", *lines, "```", ""]


def test_blocks_that_each_start_at_step_0_are_runs_even_when_a_shorter_one_comes_first(tmp_path: Path) -> None:
    # The second block's first four steps are the first block's steps (0..60) but not its
    # values: a new launch, not the first going on to step 80.
    page = ["GAT", "", *_dgl_block("FBL", 60, 5.0155), *_dgl_block("FCR", 80, 4.2421),
            *_dgl_block("FCR - shared cache", 140, 5.5809)]
    path = tmp_path / "README.md"
    path.write_text("\n".join(page), encoding="utf-8")
    runs = api.load([path]).runs
    assert [(len(r.series["Loss"]), len(r.fragments), len(r.rollbacks)) for r in runs] == [(4, 1, 0), (5, 1, 0), (8, 1, 0)]


def _yolov5_console(epochs: int, total: int) -> list[str]:
    """YOLOv5 train.py's per-epoch header, the bar's last state, and val.py's `all` row."""
    out = []
    for epoch in range(epochs):
        out.append(("%11s" * 7) % ("Epoch", "GPU_mem", "box_loss", "obj_loss", "cls_loss", "Instances", "Size"))
        out.append(("%11s" * 2 + "%11.4g" * 5) % (f"{epoch}/{total - 1}", "10.2G", 0.11 / (1 + epoch / 20),
                                                  0.033 / (1 + epoch / 50), 0.042 / (1 + epoch / 40), 26, 640)
                   + ": 100% 15/15 [00:08<00:00,  1.79it/s]")
        out.append(("%22s" + "%11s" * 6) % ("Class", "Images", "Instances", "P", "R", "mAP50", "mAP50-95")
                   + ": 100% 1/1 [00:00<00:00,  1.28it/s]")
        out.append(("%22s" + "%11i" * 2 + "%11.3g" * 4) % ("all", 51, 87, 0.5, 0.4, 0.3 + epoch / 200, 0.2 + epoch / 300))
        out.append("")
    return out


def test_a_yolov5_console_pasted_with_its_header_on_the_fence_is_read(tmp_path: Path) -> None:
    console = _yolov5_console(40, 500)
    page = ["# Projeto Final", "", "### Output do bloco de treinamento", "", "<details>",
            "  <summary>Click to expand!</summary>", "  ", "  ``` " + console[0].lstrip(), *console[1:],
            f"{40} epochs completed in 0.949 hours.", "     ```", "</details>", ""]
    path = tmp_path / "README.md"
    path.write_bytes("\r\n".join(page).encode("utf-8"))
    [run] = api.load([path]).runs
    assert run.series["box_loss"].steps.tolist() == list(range(40))


def test_a_yolov5_console_in_a_text_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "train.txt"
    path.write_text("\n".join(_yolov5_console(40, 500)), encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.series["box_loss"].steps.tolist() == list(range(40))


def test_a_language_tag_is_no_line_of_the_block() -> None:
    text = "```python  \nprint(1)\n```\n```bash title=\"run.sh\"\npython train.py\n```\n"
    assert [block for _, block in blocks(text)] == ["print(1)\n", "python train.py\n"]
    pasted = "  ``` Epoch    GPU_mem   box_loss\n      0/9      1.2G    0.1095\n  ```\n"
    [(line, block)] = list(blocks(pasted))
    assert line == 1 and block.splitlines()[0] == "      Epoch    GPU_mem   box_loss"


def test_nanogpt_excerpts_whose_counter_runs_on_are_one_run(tmp_path: Path) -> None:
    """nanoGPT's own format (`iter N: loss x, time t, mfu m`, its dedicated reader): a page pasting
    a run and, under another heading, the run resumed from its last checkpoint."""
    def lines(iters: range) -> list[str]:
        return [f"iter {i}: loss {4.0 - i / 1000:.4f}, time 12.00ms, mfu 30.00%" for i in iters]
    page = ["# Shakespeare char", "```", *lines(range(0, 200, 10)), "```", "", "## Resumed", "",
            "```", *lines(range(200, 400, 10)), "```", "", "## Another run", "", "```", *lines(range(0, 200, 10)), "```"]
    path = tmp_path / "notes.md"
    path.write_text("\n".join(page), encoding="utf-8")
    runs = api.load([path]).runs
    assert [(len(r.fragments), int(r.series["loss"].steps[-1])) for r in runs] == [(2, 390), (1, 190)]


def _yolov5_v6_console(epochs: int) -> list[str]:
    """YOLOv5 before v7.0: the header names the losses `box obj cls` (`'%10s' * 7`)."""
    out = []
    for epoch in range(epochs):
        out.append(("%10s" * 7) % ("Epoch", "gpu_mem", "box", "obj", "cls", "labels", "img_size"))
        out.append(("%10s" * 2 + "%10.4g" * 5) % (f"{epoch}/{epochs - 1}", "5.04G", 0.064 / (1 + epoch / 20),
                                                  0.035 / (1 + epoch / 50), 0.0, 15, 1280)
                   + ": 100%|██████████| 197/197 [05:51<00:00,  1.79s/it]")
        out.append(("%20s" + "%11s" * 6) % ("Class", "Images", "Labels", "P", "R", "mAP@.5", "mAP@.5:.95")
                   + ": 100%|██████████| 25/25 [00:33<00:00,  1.34s/it]")
        out.append(("%20s" + "%11i" * 2 + "%11.3g" * 4) % ("all", 983, 2382, 0.5, 0.4, 0.3, 0.2))
        out.append("")
    return out


def test_a_yolov5_v6_console_names_its_losses_box_obj_cls(tmp_path: Path) -> None:
    path = tmp_path / "training_terminal_output.md"
    path.write_text("\n".join(_yolov5_v6_console(30)), encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.primary == "box_loss" and run.series["box_loss"].steps.tolist() == list(range(30))
    assert run.series["obj_loss"].role is Role.LOSS


def test_a_header_that_names_no_loss_is_no_yolov5_table(tmp_path: Path) -> None:
    rows = ["     Epoch   gpu_mem     boxes   objects    labels"] + [
        f"{e:>6}/29     5.04G       {e}      {2 * e}        15" for e in range(30)]
    path = tmp_path / "counts.txt"
    path.write_text("\n".join(rows), encoding="utf-8")
    with pytest.raises(InputError, match="not a training log"):
        api.load([path])


def _sb3_dump(values: dict[str, float | int]) -> list[str]:
    """One box as stable-baselines3's `HumanOutputFormat.write` prints it: keys sorted, a
    `section/` header row, names indented by three, floats as `{:<8.3g}`, every cell padded, a
    dashed rule each side."""
    rows: list[tuple[str, str]] = []
    section = ""
    for key, value in sorted(values.items()):
        head, name = key.split("/")
        if head != section:
            section = head
            rows.append((head + "/", ""))
        rows.append(("   " + name, f"{value:<8.3g}" if isinstance(value, float) else str(value)))
    key_width = max(len(k) for k, _ in rows)
    val_width = max(len(v) for _, v in rows)
    dashes = "-" * (key_width + val_width + 7)
    return [dashes, *(f"| {k}{' ' * (key_width - len(k))} | {v}{' ' * (val_width - len(v))} |" for k, v in rows),
            dashes]


def _sb3_console(updates: int = 12) -> list[str]:
    """A PPO run's stdout (`verbose=1`): SB3's start-up lines, one box per rollout, then the
    script's own lines after `learn()`."""
    out = ["Using cpu device", "Wrapping the env with a `Monitor` wrapper", "Wrapping the env in a DummyVecEnv."]
    for iteration in range(1, updates + 1):
        values: dict[str, float | int] = {"rollout/ep_len_mean": 499.0, "rollout/ep_rew_mean": -3540.0,
                                          "time/fps": 8, "time/iterations": iteration,
                                          "time/time_elapsed": 400 * iteration,
                                          "time/total_timesteps": 2048 * iteration}
        if iteration > 1:
            values.update({"train/approx_kl": 0.0, "train/entropy_loss": -1.9e-16,
                           "train/learning_rate": 0.2, "train/loss": 1000.0 / iteration ** 2,
                           "train/n_updates": 10 * (iteration - 1), "train/value_loss": 2000.0 / iteration ** 2})
        out += _sb3_dump(values)
    return [*out, "training done in  10198.02s.", "saving model PPO timesteps_50000 ..."]


@pytest.mark.parametrize("fenced", [False, True])
def test_an_sb3_console_saved_as_markdown_is_read_fenced_or_not(tmp_path: Path, fenced: bool) -> None:
    # c19-sb3-ppo-homm-md-console-*: SB3's stdout saved as a `.md` file with no fence at all.
    lines = _sb3_console()
    path = tmp_path / "PPO_run.md"
    path.write_text("\n".join(["# PPO run", "", "```", *lines, "```"] if fenced else lines) + "\n", encoding="utf-8")
    runs = api.load([path]).runs
    assert len(runs) == 1
    loss = runs[0].series["train/loss"]
    assert loss.role is Role.LOSS
    assert loss.steps.tolist() == [2048 * i for i in range(2, 13)]


def test_a_readme_quoting_an_sb3_box_among_prose_is_no_log(tmp_path: Path) -> None:
    # The page without fences is read whole only when it is no prose: a README's quote is not a run.
    page = ["# Results", "", "We trained the agent with PPO for fifty thousand steps on the small map.",
            "The loss went down quickly and the reward stayed where it started for the whole run.",
            "Here is what the console printed at the end of training, for the record:", "",
            *_sb3_console(2)[-19:-2], "",
            "We think the learning rate is far too high and will try a smaller one next week.",
            "The policy collapsed to one action after the first update, as the entropy shows.",
            "A run with action masking is the next thing to try before tuning anything else.",
            "See the notebook in this folder for the plots of every metric the logger wrote.",
            "Each figure has its own caption that says which seed and which map it shows.",
            "Questions and comments are welcome in the issues of this repository, as always."]
    path = tmp_path / "README.md"
    path.write_text("\n".join(page) + "\n", encoding="utf-8")
    with pytest.raises(InputError):
        api.load([path])
