"""Runs and step counters of console logs read whole (blind batch c21).

- A `step NNNNN: loss=x` counter that restarts under each `Epoch e/N (device=cuda)` header is
  one run counted on across epochs, not one run per epoch (`ingest/epoch_counter.py`).
- argparse's `Namespace(..., epochs=300, ...)` printed at start-up is the launch's arguments:
  no epoch header, so a settings line after it (YOLOv7's `hyperparameters: ..., loss_ota=1`) is
  no training point at epoch 300 and opens no run of its own.

The fixtures are the text those programs print (a custom PyTorch loop under nohup; YOLOv7's
train.py after an argparse usage error).
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api

_WARNING = ("/home/user/repos/ReleaseFrame/train_cnn_tcn.py:272: FutureWarning: `torch.cuda.amp.autocast(args...)` "
            "is deprecated. Please use `torch.amp.autocast('cuda', args...)` instead.")


def _per_epoch_loop(epochs: int, per_epoch: int, every: int, restart: bool = True, noise: float = 0.0) -> str:
    """`print(f"Epoch {e}/{E} (device={device})")`, then `print(f"  step {step:05d}: loss={loss:.4f}")`
    every `every` steps (counted from 1 in each epoch when `restart`, else on across epochs), a
    validation row and a checkpoint message per epoch."""
    lines = ["nohup: ignoring input"]
    for epoch in range(1, epochs + 1):
        lines.append(f"Epoch {epoch}/{epochs} (device=cuda)")
        if epoch == 1:
            lines += [_WARNING, "  with autocast(enabled=use_amp):"]
        for step in range(every, per_epoch + 1, every):
            shown = step if restart else (epoch - 1) * per_epoch + step
            loss = 0.8 / (1 + (epoch - 1) * per_epoch / 200 + step / 200) + 0.004 * ((step // every) % 3) + noise
            lines.append(f"  step {shown:05d}: loss={loss:.4f}")
        lines.append(f"  Val | mean={13.0 / epoch:.2f} median=1.00 ±1=75.86% ±2=86.21% ±3=89.66%")
        lines.append("  Saved new best checkpoint to best_release_cnn_tcn.pth")
    return "\n".join(lines) + "\n"


def test_a_step_counter_restarting_under_each_epoch_header_is_one_run(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(_per_epoch_loop(6, 1160, 20), encoding="utf-8")
    [run] = api.load([log]).runs
    steps = run.series["loss"].steps
    assert len(steps) == 6 * 58 and len(run.fragments) == 1 and not run.rollbacks
    assert int(steps[0]) == 20 and int(steps[-1]) == 6 * 1160
    assert bool((steps[1:] > steps[:-1]).all())


def test_a_counter_going_on_across_epoch_headers_stays_as_printed(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(_per_epoch_loop(4, 1160, 20, restart=False), encoding="utf-8")
    [run] = api.load([log]).runs
    steps = run.series["loss"].steps
    assert int(steps[0]) == 20 and int(steps[-1]) == 4 * 1160 and len(steps) == 4 * 58


def test_a_loop_started_again_from_epoch_1_is_a_run_of_its_own(tmp_path: Path) -> None:
    # Two launches appended to one log (`>>`): the headers go back to epoch 1, a new run.
    log = tmp_path / "train.log"
    log.write_text(_per_epoch_loop(3, 1160, 20) + _per_epoch_loop(2, 600, 20, noise=0.05), encoding="utf-8")
    runs = api.load([log]).runs
    assert [(len(r.series["loss"]), int(r.series["loss"].steps[-1])) for r in runs] == [(3 * 58, 3 * 1160),
                                                                                      (2 * 30, 2 * 600)]


_USAGE = """usage: train.py [-h] [--weights WEIGHTS] [--cfg CFG] [--data DATA] [--hyp HYP]
                [--epochs EPOCHS] [--batch-size BATCH_SIZE]
                [--img-size IMG_SIZE [IMG_SIZE ...]] [--rect]
                [--name NAME] [--exist-ok] [--quad] [--linear-lr]
                [--freeze FREEZE [FREEZE ...]] [--v5-metric]
train.py: error: argument --name: expected one argument
YOLOR 🚀 b93e043 torch 1.12.1+cu102 CUDA:0 (Tesla T4, 14910.375MB)
"""
_NAMESPACE = ("Namespace(weights='yolov7.pt', cfg='cfg/training/myyolov7.yaml', data='data/orange.yaml', "
              "hyp='data/hyp.scratch.p5.yaml', epochs={epochs}, batch_size=16, img_size=[640, 640], rect=False, "
              "resume=False, nosave=False, notest=False, workers=8, project='runs/train', entity=None, "
              "name='yolov7_2', exist_ok=False, freeze=[0], v5_metric=False, world_size=1, global_rank=-1, "
              "save_dir='runs/train/yolov7_2', total_batch_size=16)")
_HYPERPARAMETERS = ("\x1b[34m\x1b[1mhyperparameters: \x1b[0mlr0=0.01, lrf=0.1, momentum=0.937, weight_decay=0.0005, "
                    "warmup_epochs=3.0, warmup_momentum=0.8, warmup_bias_lr=0.1, box=0.05, cls=0.3, cls_pw=1.0, "
                    "obj=0.7, obj_pw=1.0, iou_t=0.2, anchor_t=4.0, fl_gamma=0.0, hsv_h=0.015, hsv_s=0.7, hsv_v=0.4, "
                    "degrees=0.0, translate=0.2, scale=0.9, shear=0.0, mosaic=1.0, mixup=0.15, paste_in=0.15, "
                    "loss_ota=1")


def _yolov7_console(epochs: int, batches: int = 38) -> list[str]:
    """YOLOv7 train.py's per-epoch header (`'%10s' * 8`), its tqdm bar redrawn with carriage returns
    (one printed line per epoch, the training bar's frames then test.py's), and test.py's `all` row."""
    out = []
    for epoch in range(epochs):
        out += ["", ("%10s" * 8) % ("Epoch", "gpu_mem", "box", "obj", "cls", "total", "labels", "img_size")]
        frames = [f"  0%|          | 0/{batches} [00:00<?, ?it/s]"]
        for batch in range(batches + 1):
            box, obj = 0.075 / (1 + epoch / 20) + 0.001 * (batch % 3), 0.027 / (1 + epoch / 50)
            pct = 100 * batch // batches
            bar = "█" * (pct // 10) + " " * (10 - pct // 10)
            frames.append(("%10s" * 2 + "%10.4g" * 6) % (f"{epoch}/{epochs - 1}", "11G", box, obj, 0, box + obj,
                                                          150 + batch, 640)
                          + f": {pct:3d}%|{bar}| {batch}/{batches} [00:{batch:02d}<00:30,  1.20it/s]")
        for batch in range(8):
            pct = 100 * batch // 7 if batch else 0
            frames.append(("%20s" + "%12s" * 6) % ("Class", "Images", "Labels", "P", "R", "mAP@.5", "mAP@.5:.95")
                          + f": {pct:3d}%|{'█' * (pct // 10):<10}| {batch}/7 [00:03<00:00,  2.10it/s]")
        out.append("\r" + "\r".join(frames))
        out.append(("%20s" + "%12i" * 2 + "%12.3g" * 4) % ("all", 195, 882, 0.84, 0.817, 0.903, 0.5 + epoch / 100))
    return out


def test_argparse_namespace_is_no_epoch_header_for_the_settings_after_it(tmp_path: Path) -> None:
    log = tmp_path / "nohup_yolov7.out"
    log.write_bytes((_USAGE + "\n".join([_NAMESPACE.format(epochs=40), _HYPERPARAMETERS, *_yolov7_console(40)])
                     + "\n").encode("utf-8"))
    [run] = api.load([log]).runs
    assert run.series["total_loss"].steps.tolist() == list(range(40))
    assert "loss_ota" not in run.series and "lr0" not in run.series


def test_an_epoch_header_with_settings_still_places_the_loss_line_after_it(tmp_path: Path) -> None:
    # Not a Namespace: `Epoch 3/10 | lr: 0.001` opens the epoch whose loss line follows.
    lines: list[str] = []
    for epoch in range(1, 11):
        lines += [f"Epoch {epoch}/10 | lr: {0.001 * 0.9 ** epoch:.6f}", f"train Loss: {1.0 / epoch:.4f} Acc: 0.50"]
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert run.series["train Loss"].steps.tolist() == list(range(1, 11))
