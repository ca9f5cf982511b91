"""Hugging Face Trainer: `trainer_state.json` (with `checkpoint-N` snapshots) and LLaMA-Factory logs."""
