"""Make the plain training-loop captures in this folder (not run by the tests).

Each is a real torch training loop (a small MLP on a fixed random regression problem) whose
print statement is one people copy from tutorials, captured as `python train.py > log 2>&1`:

- `loop_brackets.log`: the PyTorch tutorial's `Epoch [1/5], Step [100/938], Loss: 0.2134`
  (yunjey/pytorch-tutorial, MIT): the step within the epoch, beside its total, in brackets;
- `loop_metric_logger.log`: torchvision's reference scripts' MetricLogger line,
  `Epoch: [3]  [120/500]  eta: ...  lr: ...  loss: 0.41 (0.45)  time: ...` (BSD-3-Clause);
- `loop_sentence_after.log` / `loop_sentence_was.log`: the loss in a sentence after the step:
  `After 1001 training step(s), loss on training batch is 0.0459.` (the TensorFlow book's MNIST
  loop) and `Step 100: loss was 2.34, accuracy 0.5`;
- `loop_kilo_steps.log`: the step abbreviated as a person writes it, `step:200` ... `step:1.2K`
  ... `step:50K` (250 points).

Run with any Python that has torch: `python make_console_loops.py OUT_DIR`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import torch


def _losses(steps: int, seed: int) -> Iterator[tuple[int, float]]:
    """(step, loss) of a real training run of `steps` SGD steps, from 1."""
    torch.manual_seed(seed)
    x = torch.randn(2048, 8)
    y = torch.sin(x @ torch.randn(8, 1)).squeeze(1)
    model = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.Tanh(), torch.nn.Linear(32, 1))
    opt = torch.optim.SGD(model.parameters(), lr=0.05)
    for step in range(1, steps + 1):
        batch = torch.randint(0, 2048, (32,))
        loss = torch.nn.functional.mse_loss(model(x[batch]).squeeze(1), y[batch])
        opt.zero_grad()
        loss.backward()
        opt.step()
        yield step, loss.item()


def _kilo(step: int) -> str:
    """`200`, `1K`, `1.2K`, `50K`: a step as a person abbreviates it."""
    if step < 1000:
        return str(step)
    return f"{step / 1000:.1f}".rstrip("0").rstrip(".") + "K"


def brackets() -> Iterator[str]:
    """The tutorial loop: 5 epochs of 938 batches, a line every 100."""
    yield "Downloading http://yann.lecun.com/exdb/mnist/train-images-idx3-ubyte.gz"
    for step, loss in _losses(5 * 938, 1):
        epoch, i = divmod(step - 1, 938)
        if (i + 1) % 100 == 0:
            yield f"Epoch [{epoch + 1}/5], Step [{i + 1}/938], Loss: {loss:.4f}"
    yield "Accuracy of the model on the 10000 test images: 91.3 %"


def metric_logger() -> Iterator[str]:
    """torchvision's MetricLogger: 4 epochs of 500 batches, a line every 20."""
    mean = 0.0
    for step, loss in _losses(4 * 500, 2):
        epoch, i = divmod(step - 1, 500)
        mean = loss if i == 0 else mean + (loss - mean) / (i + 1)
        if i % 20 == 0 or i == 499:
            yield (f"Epoch: [{epoch}]  [{i:>3}/500]  eta: 0:00:{(500 - i) // 10:02d}  lr: 0.050000  "
                   f"loss: {loss:.4f} ({mean:.4f})  time: 0.0123  data: 0.0004  max mem: 512")
        if i == 499:
            yield f"Epoch: [{epoch}] Total time: 0:00:06 (0.0123 s / it)"


def sentence_after() -> Iterator[str]:
    """The TensorFlow book's loop: a sentence every 1000 steps."""
    for step, loss in _losses(30000, 3):
        if step % 1000 == 1:
            yield f"After {step} training step(s), loss on training batch is {loss:g}."


def sentence_was() -> Iterator[str]:
    """`Step 100: loss was 2.34, accuracy 0.5` every 100 steps."""
    for step, loss in _losses(5000, 4):
        if step % 100 == 0:
            yield f"Step {step}: loss was {loss:.2f}, accuracy {max(0.0, 1 - loss):.1f}"


def kilo_steps() -> Iterator[str]:
    """A line every 200 steps up to 50K, the step abbreviated."""
    yield "starting training"
    for step, loss in _losses(50000, 5):
        if step % 200 == 0:
            yield f"step:{_kilo(step)} loss:{loss:.4f} lr:5.0e-02"
    yield "training finished"


LOOPS: dict[str, Callable[[], Iterator[str]]] = {
    "loop_brackets.log": brackets, "loop_metric_logger.log": metric_logger,
    "loop_sentence_after.log": sentence_after, "loop_sentence_was.log": sentence_was,
    "loop_kilo_steps.log": kilo_steps,
}


def main(out: Path) -> None:
    """Write every capture into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    for name, loop in LOOPS.items():
        (out / name).write_text("".join(line + "\n" for line in loop()))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
