"""Make the HF Trainer console captures in this folder (not run by the tests).

transformers is not a lossdoctor dependency: run this in a scratch venv, e.g.
`python3 -m venv /tmp/hfvenv; /tmp/hfvenv/bin/pip install torch==2.13.0 transformers accelerate`,
then `/tmp/hfvenv/bin/python make_hf_stepless.py OUT_DIR`. It trains a randomly initialised
2-layer GPT-2 on random tokens for 100 steps with `logging_steps=1`, console only, three times:

- `hf_stepless_nobar.log`: `disable_tqdm=True`, `python train.py > log 2>&1`: the Trainer's
  `{'loss': ...}` dicts, no step printed anywhere;
- `hf_stepless_tqdm.log`: `disable_tqdm=False`, `python -u train.py > log 2>&1`: the bar's `\\r`
  redraws and the dicts as a terminal would show them;
- `hf_stepless_tee.log`: `disable_tqdm=False`, `python train.py 2>&1 | tee log`: stdout is a
  pipe, so Python buffers it and the dicts arrive in bursts between the bar's redraws (stderr).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TRAIN = r'''
import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

torch.manual_seed(0)
config = GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2)
model = GPT2LMHeadModel(config)


class Tokens(torch.utils.data.Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(1)
        # A little structure (a repeated pattern) so that the loss goes down.
        base = torch.randint(0, 64, (n, 8), generator=g)
        self.data = base.repeat(1, 4)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return {"input_ids": self.data[i], "labels": self.data[i]}


args = TrainingArguments(output_dir=sys.argv[1], max_steps=100, per_device_train_batch_size=4,
                         logging_steps=1, learning_rate=3e-3, report_to=[], save_strategy="no",
                         disable_tqdm=sys.argv[2] == "1", use_cpu=True, seed=0)
Trainer(model=model, args=args, train_dataset=Tokens(400)).train()
'''


def main(out: Path) -> None:
    """Write the three captures into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    script = out / "_train.py"
    script.write_text(TRAIN)
    # Python's default buffering (stdout to a pipe is buffered), whatever the caller's environment says.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    env["TOKENIZERS_PARALLELISM"] = "false"
    runs = {"hf_stepless_nobar.log": ("1", False), "hf_stepless_tqdm.log": ("0", True),
            "hf_stepless_tee.log": ("0", False)}
    for name, (no_bar, unbuffered) in runs.items():
        flags = ["-u"] if unbuffered else []
        # One pipe for both streams, as `2>&1 | tee` makes it; copied to the file as it comes.
        proc = subprocess.Popen([sys.executable, *flags, str(script), str(out / "_out"), no_bar],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        assert proc.stdout is not None
        with (out / name).open("wb") as log:
            for chunk in iter(lambda: proc.stdout.read1(4096), b""):  # type: ignore[union-attr]
                log.write(chunk)
        if proc.wait():
            raise SystemExit(f"{name}: the training failed")
    script.unlink()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
