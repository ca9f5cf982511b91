"""`lossdoctor compare` on real pairs whose answer their authors published (issue 33).

Usage: python benchmarks/compare_real.py [--realdata DIR] [--markdown]

Each pair names its new side and its baseline (files of ../shared/realdata, and the runs to take
from a file that holds several), the answer known from the authors, and why. The script runs the
comparison as the command does (read, diagnose, compare) and prints one row per pair: the
verdict, each series' answer, the new findings, and whether it agrees with the known answer.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from lossdoctor import api
from lossdoctor.compare.core import compare_runs
from lossdoctor.compare.model import CompareReport, Options
from lossdoctor.errors import LossDoctorError
from lossdoctor.model import RunReport

HERE = Path(__file__).resolve().parent
REALDATA = HERE.parent.parent / "shared" / "realdata"


@dataclass(frozen=True)
class Side:
    """Paths under the real-data folder, and which runs found there to keep (all when empty)."""

    paths: tuple[str, ...]
    runs: tuple[str, ...] = ()
    stitch: bool = False


@dataclass(frozen=True)
class Pair:
    name: str
    expected: str
    new: Side
    baseline: Side
    why: str


MN = "mnGPT-scaleup1b/"
WB = "wandb-csv-nanogpt-druidowm/wandb_export.csv"
ALGO = "algoperf-tb-rerun-resnet/events.out.tfevents."
FAIRSEQ = "fairseq-hydra-bert-adam-vs-adan-fp16-resume/NLP/BERT/exp_results/pretrain/hydra_train-"
CS336 = "wandb-binary-cs336-sweep-runs/wandb/run-20250715_"
GAN = "lightning-csv-genrisk-gan-nan-runs/lightning_logs/version_"

PAIRS = (
    Pair("AlgoPerf ResNet trial 5, rerun vs first run", "same",
         Side((ALGO + "1715735055.df2abcc144ca.1498.0.v2",)), Side((ALGO + "1715307915.5f094f9d01dd.1498.0.v2",)),
         "one trial's hyperparameters run twice into one folder (AlgoPerf v0.5): a repeat of the recipe"),
    Pair("llm.c GPT-2 124M: another machine's run vs the record's main.log", "same",
         Side(("llmc-stdout-hector/gpt2_train.11685414.log",)), Side(("mnGPT-llmc-main/main.log",)),
         "the same llm.c GPT-2 (124M) recipe on FineWeb 10B, 11.01 -> 3.22 / 3.25 (a reproduction)"),
    Pair("nanoGPT char-to-token: one launch vs another (W&B export)", "same",
         Side((WB,), ("gpt2_char_to_token1729534595.422701",)), Side((WB,), ("gpt2_char_to_token1729491541.2756786",)),
         "two launches of one config: both blow up (to 7.4 at step 37, to 8.5 at step 61) and end near 6.9"),
    Pair("modded-nanogpt 1.5B: Muon vs AdamW", "better",
         Side((MN + "ad8d7ae5-7b2d-4ee9-bc52-f912e9174d7a.txt",)), Side((MN + "87bd51fd-6203-4c88-b3aa-8a849a6a83ca.txt",)),
         "record 2024-10-20_ScaleUp1B: Muon on the hidden layers instead of AdamW, val 2.7297 vs 2.7737"),
    Pair("BERT pretraining: Adan (resumed) vs Adam", "better",
         Side((FAIRSEQ + "adan.log", FAIRSEQ + "adan-2.log"), stitch=True), Side((FAIRSEQ + "adam.log",)),
         "the Adan paper (sail-sg/Adan): MLM loss 1.859 vs 1.955 at 1M updates; adan-2 resumes adan at 800k"),
    Pair("CS336 LM: lr 1e-3 vs lr 3e-3", "better",
         Side((CS336 + "140842-wq8q6k67",)), Side((CS336 + "214837-c9eupgab",)),
         "a two-point LR sweep: 1e-3 ends at val 1.638, 3e-3 at 1.911"),
    Pair("nanoGPT char-to-token vs gpt2 (W&B export)", "worse",
         Side((WB,), ("gpt2_char_to_token1729534595.422701",)), Side((WB,), ("gpt2",)),
         "the sibling jumps 3.7 -> 8.5 at step 61 and never recovers (ends at 6.96); gpt2 is clean"),
    Pair("GAN sweep: version_0 vs version_6 (Lightning CSV)", "worse",
         Side((GAN + "0",)), Side((GAN + "6",)),
         "version_0's discriminator loss is 1.6e24 at step 0, then NaN; version_6 trains normally"),
)


def _side(root: Path, side: Side) -> tuple[list[RunReport], float]:
    began = time.perf_counter()
    report = api.analyze([root / p for p in side.paths], stitch=side.stitch)
    runs = [rr for rr in report.runs if not side.runs or rr.run.name in side.runs]
    if not runs:
        raise SystemExit(f"{side.paths}: none of {side.runs} found")
    return runs, time.perf_counter() - began


def _series(report: CompareReport) -> str:
    parts = []
    for s in report.series:
        where = f" from {s.from_step}" if s.from_step is not None else ""
        size = f" {s.relative * 100:+.1f}%" if s.relative is not None else ""
        parts.append(f"{s.name}: {s.verdict.value}{where}{size}")
    return "; ".join(parts)


def _findings(report: CompareReport) -> str:
    """New findings grouped by rule: code, kind, how many, the first step, whether it decides."""
    groups: dict[str, list[int]] = {}
    decides: set[str] = set()
    for n in report.new_findings:
        key = f"{n.finding.code} {n.finding.kind} ({n.finding.severity.label})"
        groups.setdefault(key, []).append(n.finding.start_step)
        if n.decides:
            decides.add(key)
    return "; ".join(f"{key}{f' x{len(steps)}' if len(steps) > 1 else ''} from step {min(steps)}"
                     f"{' (decides)' if key in decides else ''}" for key, steps in groups.items()) or "–"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--realdata", type=Path, default=REALDATA)
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = parser.parse_args()
    if not args.realdata.is_dir():
        print(f"{args.realdata}: not found; nothing to compare")
        return
    rows = []
    for pair in PAIRS:
        new, t_new = _side(args.realdata, pair.new)
        base, t_base = _side(args.realdata, pair.baseline)
        began = time.perf_counter()
        try:
            report = compare_runs(new, base, Options())
        except LossDoctorError as exc:
            rows.append((pair.name, pair.expected, f"error: {exc}", "NO", "–", "–", pair.why, f"{t_new + t_base:.1f} s"))
            continue
        took = time.perf_counter() - began
        ok = report.verdict.value == pair.expected
        rows.append((pair.name, pair.expected, report.verdict.value, "yes" if ok else "NO", _series(report),
                     _findings(report), pair.why, f"{t_new + t_base:.1f} s + {took:.2f} s"))
    head = ("pair", "known", "compare says", "agrees", "series", "new findings", "why (authors)", "read + compare")
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for row in rows:
            print("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |")
    else:
        for row in rows:
            print("\n".join(f"{h:>15}: {c}" for h, c in zip(head, row)) + "\n")
    agreed = sum(row[3] == "yes" for row in rows)
    print(f"{agreed}/{len(rows)} pairs agree with the known answer")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
