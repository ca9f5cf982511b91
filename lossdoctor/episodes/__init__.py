"""Episodes: the findings that tell one story, grouped, worded and ranked by what they cost the run."""

from __future__ import annotations

import weakref

from lossdoctor.episodes.story import Item, Story, build
from lossdoctor.model import RunReport

_STORIES: weakref.WeakKeyDictionary[RunReport, Story] = weakref.WeakKeyDictionary()


def story(rr: RunReport) -> Story:
    """The run report's story, built once per report (every format asks for it)."""
    found = _STORIES.get(rr)
    if found is None:
        found = _STORIES[rr] = build(rr)
    return found


__all__ = ["Item", "Story", "build", "story"]
