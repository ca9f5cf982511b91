"""Fragments -> one Run: the stitcher's public face (the work lives in `lossdoctor.stitching`)."""

from lossdoctor.stitching import merge, order_fragments, split_concurrent, stitch

__all__ = ["merge", "order_fragments", "split_concurrent", "stitch"]
