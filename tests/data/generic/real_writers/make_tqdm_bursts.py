"""Make `tqdm_bursts.log` (not run by the tests): a training loop's prints behind a tqdm bar,
captured as `python train.py 2>&1 | tee train.log` captures them.

tqdm draws on stderr (unbuffered, `\\r` redraws); `print` writes to stdout, which Python buffers
when it is a pipe: the loss lines arrive in bursts of a few kilobytes, each burst glued after the
bar's last redraw. Run with any Python that has torch and tqdm (e.g. the scratch venv of
`make_hf_stepless.py`): `python make_tqdm_bursts.py OUT_DIR`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TRAIN = r'''
import torch
from tqdm import tqdm

torch.manual_seed(0)
x = torch.randn(2672, 16)
y = (x @ torch.randn(16, 1)).squeeze(1) + 0.1 * torch.randn(2672)
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
step = 0
for epoch in range(5):
    for i in tqdm(range(0, 2672, 16), desc=f"epoch {epoch}", mininterval=0):
        loss = torch.nn.functional.mse_loss(model(x[i:i + 16]).squeeze(1), y[i:i + 16])
        opt.zero_grad()
        loss.backward()
        opt.step()
        step += 1
        if step % 5 == 0:
            norm = sum(p.grad.norm() ** 2 for p in model.parameters()) ** 0.5
            print(f"train loss {loss.item():.6f} | grad norm {norm.item():.6f} | lr {0.01:.6f} "
                  f"| batch size 16 | samples/s {16 / 0.001:.1f} | memory {torch.randn(1).abs().item():.4f} GB")
print("done")
'''


def main(out: Path) -> None:
    """Write the capture into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    # Python's default buffering, whatever the caller's environment says.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    proc = subprocess.Popen([sys.executable, "-c", TRAIN], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    assert proc.stdout is not None
    with (out / "tqdm_bursts.log").open("wb") as log:
        for chunk in iter(lambda: proc.stdout.read1(4096), b""):  # type: ignore[union-attr]
            log.write(chunk)
    if proc.wait():
        raise SystemExit("the training failed")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
