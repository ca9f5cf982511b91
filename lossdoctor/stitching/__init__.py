"""The stitcher: fragments of one run -> live history, dead evidence, joins and replay checks."""

from lossdoctor.stitching.concurrent import split_concurrent
from lossdoctor.stitching.core import stitch
from lossdoctor.stitching.order import merge, order_fragments

__all__ = ["merge", "order_fragments", "split_concurrent", "stitch"]
