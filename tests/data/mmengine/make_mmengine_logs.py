"""Write mmengine console logs with mmengine's own Runner (tiny model, random data).

Not run by the tests (mmengine is not a project dependency). Run in a scratch venv:
    python3 -m venv /tmp/mmvenv && /tmp/mmvenv/bin/pip install torch==2.13.0 mmengine
    /tmp/mmvenv/bin/python make_mmengine_logs.py OUT_DIR [iter|epoch]
"""

import sys
from pathlib import Path

import torch
from mmengine.evaluator import BaseMetric
from mmengine.model import BaseModel
from mmengine.runner import Runner
from torch.utils.data import Dataset


class Noisy(Dataset):
    """Random regression data, seeded."""

    def __init__(self, size: int, seed: int) -> None:
        g = torch.Generator().manual_seed(seed)
        self.x = torch.randn(size, 8, generator=g)
        self.y = self.x @ torch.linspace(-1, 1, 8) + 0.3 * torch.randn(size, generator=g)

    def __len__(self) -> int:
        return len(self.x)

    def __getitem__(self, i: int) -> dict:
        return dict(inputs=self.x[i], target=self.y[i])


class Tiny(BaseModel):
    def __init__(self) -> None:
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 1))

    def forward(self, inputs, target, mode="tensor"):
        out = self.net(inputs).squeeze(-1)
        if mode == "loss":
            return dict(loss=torch.nn.functional.mse_loss(out, target))
        if mode == "predict":
            return [(out, target)]
        return out


class Mse(BaseMetric):
    def process(self, data_batch, data_samples) -> None:
        for out, target in data_samples:
            self.results.append(float(torch.nn.functional.mse_loss(out, target)))

    def compute_metrics(self, results) -> dict:
        return dict(mse=sum(results) / len(results))


def main(out: Path, mode: str) -> None:
    torch.manual_seed(0)
    if mode == "iter":
        train_cfg = dict(by_epoch=False, max_iters=3000, val_interval=500)
        logger = dict(type="LoggerHook", interval=50)
        val_size, train_size = 300 * 4, 4000
    else:
        train_cfg = dict(by_epoch=True, max_epochs=4, val_interval=1)
        logger = dict(type="LoggerHook", interval=50)
        val_size, train_size = 125 * 4, 500 * 4
    runner = Runner(
        model=Tiny(),
        work_dir=str(out / mode),
        train_dataloader=dict(dataset=Noisy(train_size, 1), sampler=dict(type="DefaultSampler", shuffle=True),
                              batch_size=4, num_workers=0, collate_fn=dict(type="default_collate")),
        val_dataloader=dict(dataset=Noisy(val_size, 2), sampler=dict(type="DefaultSampler", shuffle=False),
                            batch_size=4, num_workers=0, collate_fn=dict(type="default_collate")),
        val_evaluator=dict(type=Mse),
        val_cfg=dict(),
        optim_wrapper=dict(optimizer=dict(type="SGD", lr=0.01, momentum=0.9)),
        train_cfg=train_cfg,
        default_hooks=dict(logger=logger, checkpoint=dict(type="CheckpointHook", interval=-1)),
        log_processor=dict(by_epoch=mode != "iter"),
        randomness=dict(seed=0),
    )
    runner.train()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "iter")
