"""What a detector is: a self-describing rule that turns a run into findings or skips."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from typing import Any, ClassVar

from lossdoctor.model import Finding, Run, Severity, Skip

DOC_SECTIONS = ("What it detects", "Why it matters", "Example", "What to do")


class Rule:
    """Base class of every detector.

    A subclass sets the class attributes below, takes its tunables as explicit keyword
    arguments with defaults (config keys map one-to-one onto them), and writes its
    docstring in the four sections of DOC_SECTIONS, each introduced by a line
    "<Section>:" . `check` is pure: no I/O, no printing.
    """

    code: ClassVar[str]          # "LD101"
    name: ClassVar[str]          # kebab-case, "loss-spike"
    kind: ClassVar[str]          # report kind, "spike"
    severity: ClassVar[Severity]  # default severity
    summary: ClassVar[str]       # one line
    action: ClassVar[str]        # the fix title: what to do, one line

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Yield findings and skips for one stitched run."""
        raise NotImplementedError

    @classmethod
    def parameters(cls) -> dict[str, Any]:
        """The keyword arguments this rule takes, with their defaults."""
        signature = inspect.signature(cls.__init__)
        return {
            name: param.default
            for name, param in signature.parameters.items()
            if name != "self" and param.kind is inspect.Parameter.KEYWORD_ONLY
        }

    @classmethod
    def documentation(cls) -> dict[str, str]:
        """The docstring split into its fixed sections (missing ones are empty)."""
        text = inspect.cleandoc(cls.__doc__ or "")
        sections = {name: "" for name in DOC_SECTIONS}
        pattern = re.compile(r"^(%s):\s*$" % "|".join(re.escape(s) for s in DOC_SECTIONS), re.M)
        parts = pattern.split(text)
        for title, body in zip(parts[1::2], parts[2::2]):
            sections[title] = body.strip()
        return sections

    def finding(self, **kwargs: Any) -> Finding:
        """A Finding with this rule's code and kind filled in (severity defaults too)."""
        kwargs.setdefault("severity", self.severity)
        return Finding(code=self.code, kind=self.kind, **kwargs)

    def skip(self, series: str, reason: str) -> Skip:
        """A Skip for this rule."""
        return Skip(code=self.code, series=series, reason=reason)
