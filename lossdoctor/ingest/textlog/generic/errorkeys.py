"""A console log whose only objective is an error: that error is its loss curve (issue 31).

A small regression script often prints the error it minimises under the error's own name and
never the word loss (`epoch 100, mae 0.027874162`, `Iter 50 rmse=0.31`). A person reads it at
a glance as the run's loss curve: it is what the run drives down, and nothing else is printed.
Such a file is read as if the user had said `--loss mae`, and its runs say so. Asked only of a
file that nothing else claimed, so a log that names its loss never has an error stand in for it.
"""

from __future__ import annotations

import re
from pathlib import Path

from lossdoctor.ingest.textlog.generic.names import is_eval_name

# An error printed as a field (`mae 0.47796646`, `train_rmse: 0.31`, `Error=0.12`).
_FIELD = re.compile(r"(?i)(?<![\w/.-])((?:train(?:ing)?[_ ]?)?(?:mae|mse|rmse|mape|error|err))\b"
                    r"\s*[:=]?\s*[-+]?(?:\d|\.\d)")
# Names a person would not take for the objective: at most this many are tried.
MOST = 3


def error_keys(path: Path) -> tuple[str, ...]:
    """The training error names that a file's history prints in place of a loss; empty when the
    file is no such history (see the module)."""
    from lossdoctor.ingest.textlog.generic.decide import accepted, sample_text
    from lossdoctor.ingest.textlog.generic.scan import scan

    text = sample_text(path)
    if text is None:
        return ()
    names: list[str] = []
    for match in _FIELD.finditer(text, 0, 1_000_000):
        name = match.group(1)
        if name not in names and not is_eval_name(name):
            names.append(name)
        if len(names) > MOST:
            return ()  # many error names: a table of results, not one objective
    if not names:
        return ()
    keys = tuple(names)
    return keys if accepted(scan(text, loss_keys=keys), keys) else _pasted(text, keys)


def _pasted(text: str, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys, when a Markdown code block of the text is such a history by itself."""
    from lossdoctor.ingest.textlog.generic.decide import accepted
    from lossdoctor.ingest.textlog.generic.scan import scan
    from lossdoctor.ingest.textlog.markdown import blocks

    found = any(accepted(scan(block, loss_keys=keys), keys) for _, block in blocks(text))
    return keys if found else ()


def note(path: Path, keys: tuple[str, ...]) -> str:
    """What the reading assumed, for the runs' warnings."""
    named = ", ".join(repr(key) for key in keys)
    return (f"{path}: no value is named a loss; {named}, the only error it prints, is read as the loss "
            "(name another with --loss KEY)")


__all__ = ["error_keys", "note"]
