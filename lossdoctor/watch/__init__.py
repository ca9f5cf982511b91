"""`lossdoctor watch`: follow growing runs and report each finding once, as soon as its evidence is in.

follow (tail state per file) -> decoders (new whole records -> points) -> store (bounded
fragments per file) -> loop (stitch and analyse a window) -> lifecycle (stable finding
identity: new / update / resolved) -> events -> notify (stdout, webhook, command).
"""

from lossdoctor.watch.loop import Options, Watcher

__all__ = ["Options", "Watcher"]
